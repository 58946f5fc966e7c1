//! Every page of the edition is rendered natively by the app's own views
//! (feature `render`): the views build with no browser at all. A study's
//! page and its figure so rendered hold what a reader reads first: the
//! law's title and words, a board of sixty-four squares for each code
//! compared, and a verdict under each.

use chess_laws::components::render::page as rendered;
use chess_laws::scenarios;
use chess_laws::study::pages::all_pages;

/// The text of `html` with its character references read back.
fn unescaped(html: &str) -> String {
    html.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

#[test]
fn every_page_of_the_edition_renders_without_a_browser() {
    let pages = all_pages();
    assert!(pages.len() > 100, "the edition has its pages");
    for page in pages {
        let html = rendered(&page.path).app;
        assert!(
            html.starts_with("<div class=\"app"),
            "{}: {}",
            page.path,
            &html[..html.len().min(200)]
        );
    }
}

#[test]
fn a_study_and_its_figure_hold_the_law_the_boards_and_the_verdicts() {
    for scenario in scenarios::all() {
        for path in [
            format!("studies/{}/", scenario.id),
            format!("embed/{}/", scenario.id),
        ] {
            let html = rendered(&path).app;
            let text = unescaped(&html);
            assert!(text.contains(scenario.title), "{path}: the law's title");
            assert!(text.contains(scenario.quotation), "{path}: the law's words");
            let boards = scenario.codes.len();
            assert_eq!(
                html.matches("role=\"gridcell\"").count(),
                64 * boards,
                "{path}: sixty-four squares a board"
            );
            assert_eq!(
                html.matches("class=\"verdict-box\"").count(),
                boards,
                "{path}: a verdict under each board"
            );
        }
    }
}
