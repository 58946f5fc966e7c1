//! Prints pages of the edition rendered natively by the app's own views
//! (`components::render`), for the build (scripts/build/prerender.mjs):
//! one JSON object a line, `{"path", "app", "title", "description"}`. Each
//! argument is a page's path from the site's root
//! (`studies/passar-battaglia/`; `""` for home).

use chess_laws::components::render::page;

/// `text` as a JSON string.
fn json(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn main() {
    for path in std::env::args().skip(1) {
        let drawn = page(&path);
        println!(
            "{{\"path\":{},\"app\":{},\"title\":{},\"description\":{}}}",
            json(&path),
            json(&drawn.app),
            json(&drawn.title),
            json(&drawn.description)
        );
    }
}
