//! Prints pages of the edition rendered natively by the app's own views
//! (`components::render`), for the build (scripts/build/prerender.mjs):
//! one JSON object a line, `{"path", "app", "title", "description"}`. Each
//! argument is a page's path from the site's root
//! (`studies/passar-battaglia/`; `""` for home).

use chess_laws::components::render::page;
use chess_laws_tools::json_string as json;

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
