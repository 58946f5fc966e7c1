//! The verdicts of every board at the current point, summed up in a table,
//! with each board's endgame verdict with best play where the solver has
//! given one (full bundle).

use crate::components::app::AppState;
use crate::markup::{markup, Markup};
use crate::study::endgame::EndgameVerdict;
use crate::study::Verdict;
use leptos::prelude::*;
use std::collections::BTreeMap;

/// The endgame verdicts of the boards shown, by board; provided by the
/// study view of the full bundle, filled by each board's endgame panel.
#[derive(Clone, Copy)]
pub struct EndgameSummary(pub RwSignal<BTreeMap<usize, EndgameVerdict>>);

impl Default for EndgameSummary {
    fn default() -> Self {
        EndgameSummary(RwSignal::new(BTreeMap::new()))
    }
}

/// One board's row: its code, its verdict (in full as the cell's title)
/// and, where any board has one, the verdict with best play.
struct Row {
    code: &'static str,
    verdict: Verdict,
    best_play: Option<String>,
}

/// The table's inside: nothing in it can be focused or pressed, so it is
/// written again whole when the verdicts change.
fn table_markup(rows: &[Row], any_best_play: bool) -> Markup {
    let mut html = markup!(
        r#"<caption>At this point of the line</caption><thead><tr><th scope="col">Code</th><th scope="col">Verdict</th>"#
    );
    if any_best_play {
        markup!(into html, r#"<th scope="col">With best play</th>"#);
    }
    markup!(into html, "</tr></thead><tbody>");
    for row in rows {
        markup!(
            into html,
            r#"<tr class="{}"><th scope="row">{}</th><td title="{}">{}</td>"#,
            row.verdict.kind.name(),
            row.code,
            row.verdict.full,
            row.verdict.short
        );
        if any_best_play {
            let best = row.best_play.as_deref().unwrap_or_default();
            markup!(into html, r#"<td class="best-play">{}</td>"#, best);
        }
        markup!(into html, "</tr>");
    }
    markup!(into html, "</tbody>");
    html
}

#[component]
pub fn VerdictTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    // A memo: flipping or switching notation leaves the table alone.
    let cursor = Memo::new(move |_| state.study.with(|s| s.cursor));
    let endgames = use_context::<EndgameSummary>();
    let best_play = move |index: usize| {
        endgames.and_then(|e| e.0.with(|m| m.get(&index).map(EndgameVerdict::short)))
    };
    let any_best_play = move || endgames.is_some_and(|e| e.0.with(|m| !m.is_empty()));
    let markup = move || {
        let at = cursor.get();
        let rows: Vec<Row> = state.comparison.with(|c| {
            c.tracks
                .iter()
                .enumerate()
                .map(|(i, t)| Row {
                    code: t.rules.name(),
                    verdict: t.verdict_at(at),
                    best_play: best_play(i),
                })
                .collect()
        });
        table_markup(&rows, any_best_play()).into_string()
    };
    view! { <table class="verdict-table" inner_html=markup></table> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::VerdictKind;

    fn row(code: &'static str, kind: VerdictKind, short: &str, best_play: Option<&str>) -> Row {
        Row {
            code,
            verdict: Verdict {
                kind,
                short: short.to_string(),
                full: format!("{short}, in full"),
            },
            best_play: best_play.map(str::to_string),
        }
    }

    #[test]
    fn each_board_has_a_row_and_best_play_a_column_only_when_given() {
        let rows = [
            row("Sarratt (England)", VerdictKind::Playing, "Goes on", None),
            row(
                "Italy (Sarratt)",
                VerdictKind::Refused,
                "Refused: exd6",
                Some("Win in 3"),
            ),
        ];
        let without = table_markup(&rows, false).into_string();
        assert_eq!(without.matches("<tr class=").count(), 2);
        assert!(!without.contains("With best play"));
        assert!(without.contains(r#"<th scope="row">Italy (Sarratt)</th><td title="Refused: exd6, in full">Refused: exd6</td></tr>"#));
        let with = table_markup(&rows, true).into_string();
        assert!(with.contains(r#"<th scope="col">With best play</th>"#));
        assert!(with.contains(r#"<td class="best-play">Win in 3</td>"#));
        assert!(with.contains(r#"Goes on</td><td class="best-play"></td>"#));
    }
}
