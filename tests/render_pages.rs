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

/// `html` without hydration's markers (`<!>`), which the views leave
/// between their parts.
fn without_markers(html: &str) -> String {
    html.replace("<!>", "")
}

#[test]
fn a_figures_tabs_name_each_code_and_its_verdict_and_one_is_the_tab_stop() {
    let html = without_markers(&rendered("embed/stalemate-verdicts/").app);
    assert_eq!(html.matches(r#"role="tab""#).count(), 3);
    assert!(html.contains(
        r#"id="figure-tab-0" aria-controls="figure-panel-0" aria-selected="true" tabindex="0""#
    ));
    for other in 1..3 {
        assert!(html.contains(&format!(
            r#"id="figure-tab-{other}" aria-controls="figure-panel-{other}" aria-selected="false" tabindex="-1""#
        )));
    }
    assert!(html.contains(
        r#"<span class="tab-name">Turkey</span><span class="tab-verdict tab-verdict-over"><span aria-hidden="true">■</span> White wins</span>"#
    ));
}

#[test]
fn a_studys_verdict_table_has_a_row_for_each_board_and_no_column_unasked() {
    let html = without_markers(&rendered("studies/passar-battaglia/").app);
    let start = html
        .find(r#"<table class="verdict-table">"#)
        .expect("a table");
    let table = &html[start..start + html[start..].find("</table>").expect("its end")];
    assert_eq!(table.matches("<tr class=").count(), 3);
    assert!(table.contains(r#"<tr class="refused"><th scope="row">Italy (Sarratt)</th><td title="Refused: 3.exd6. No en passant in Italy"#));
    assert!(table.contains(">Refused: 3.exd6</td></tr>"));
    // The column with best play only once the solver has given one.
    assert!(!table.contains("With best play"));
}
