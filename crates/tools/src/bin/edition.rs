//! Prints, as JSON, every page of the edition for the build's prerenderer
//! (`scripts/build/prerender.mjs`): each page's path, the address it stands
//! for, its kind, the bundle that serves it, the law whose words it shows
//! (for the loader to ask for them at once) and its `citation_*` tags.
//! The pages themselves are the app's own rendering, kept by the script.
//!
//! `cargo run -p chess-laws-tools --bin edition -- [EDITION_DATE]`
//! (the date as citation managers read it, e.g. `2026/11/26`).

use chess_laws_study::core::Code;
use chess_laws_study::study::address::{Address, Bundle};
use chess_laws_study::study::cite_tags::tags_of;
use chess_laws_study::study::pages::{all_pages, Page};

fn main() {
    let date = std::env::args().nth(1).unwrap_or_default();
    let pages: Vec<String> = all_pages().iter().map(|p| page_json(p, &date)).collect();
    println!("[\n{}\n]", pages.join(",\n"));
}

fn page_json(page: &Page, date: &str) -> String {
    let address = Address::read(&page.query);
    let bundle = match address.bundle() {
        Bundle::First => "first",
        Bundle::Full => "full",
    };
    let scenario = address.scenario();
    let tags = tags_of(&address, date);
    let tags: Vec<String> = tags
        .iter()
        .map(|(name, value)| format!("[{},{}]", json(name), json(value)))
        .collect();
    format!(
        "{{\"path\":{},\"query\":{},\"kind\":{},\"bundle\":{},\"words\":{},\"code\":{},\"citation\":[{}]}}",
        json(&page.path),
        json(&page.query),
        json(&format!("{:?}", page.kind).to_lowercase()),
        json(bundle),
        scenario.map_or("null".to_string(), |s| json(s.id)),
        address.code().map_or("null".to_string(), |c: Code| json(c.id())),
        tags.join(",")
    )
}

/// A JSON string.
fn json(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
