//! Prints, as JSON, every page of the edition for the build's prerenderer
//! (`scripts/build/prerender.mjs`): each page's path, the address it stands
//! for, its kind, the bundle that serves it, the law whose words it shows
//! (named for the loader, which asks for them beside the live app) and its
//! `citation_*` tags.
//! The pages themselves are the app's own rendering, kept by the script.
//!
//! `cargo run -p chess-laws-tools --bin edition -- [EDITION_DATE]`
//! (the date as citation managers read it, e.g. `2026/11/26`).

use chess_laws_study::core::Code;
use chess_laws_study::study::address::{Address, Bundle};
use chess_laws_study::study::cite_tags::tags_of;
use chess_laws_study::study::pages::{all_pages, Page};
use chess_laws_tools::json_string;

fn main() {
    let date = std::env::args().nth(1).unwrap_or_default();
    let pages: Vec<String> = all_pages()
        .iter()
        .map(|p| page_json_string(p, &date))
        .collect();
    println!("[\n{}\n]", pages.join(",\n"));
}

fn page_json_string(page: &Page, date: &str) -> String {
    let address = Address::read(&page.query);
    let bundle = match address.bundle() {
        Bundle::First => "first",
        Bundle::Full => "full",
    };
    let scenario = address.scenario();
    let tags = tags_of(&address, date);
    let tags: Vec<String> = tags
        .iter()
        .map(|(name, value)| format!("[{},{}]", json_string(name), json_string(value)))
        .collect();
    format!(
        "{{\"path\":{},\"query\":{},\"kind\":{},\"bundle\":{},\"words\":{},\"code\":{},\"citation\":[{}]}}",
        json_string(&page.path),
        json_string(&page.query),
        json_string(&format!("{:?}", page.kind).to_lowercase()),
        json_string(bundle),
        scenario.map_or("null".to_string(), |s| json_string(s.id)),
        address.code().map_or("null".to_string(), |c: Code| json_string(c.id())),
        tags.join(",")
    )
}
