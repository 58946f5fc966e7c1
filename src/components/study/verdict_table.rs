//! The verdicts of every board at the current point, summed up in a table,
//! with each board's endgame verdict with best play where the solver has
//! given one (full bundle).

use crate::components::app::AppState;
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

/// The table of verdicts. Nothing in it can be focused or pressed, so its
/// rows are drawn again whole when the verdicts change.
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
    let rows = move || {
        let at = cursor.get();
        state.comparison.with(|c| {
            c.tracks
                .iter()
                .enumerate()
                .map(|(i, t)| Row {
                    code: t.rules.name(),
                    verdict: t.verdict_at(at),
                    best_play: best_play(i),
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <table class="verdict-table">
            <caption>"At this point of the line"</caption>
            <thead>
                <tr>
                    <th scope="col">"Code"</th>
                    <th scope="col">"Verdict"</th>
                    {move || any_best_play().then(|| view! { <th scope="col">"With best play"</th> })}
                </tr>
            </thead>
            <tbody>
                {move || {
                    let with_best_play = any_best_play();
                    rows().into_iter().map(|row| row_view(row, with_best_play)).collect_view()
                }}
            </tbody>
        </table>
    }
}

/// One row of the table; the column with best play only `with_best_play`.
fn row_view(row: Row, with_best_play: bool) -> impl IntoView {
    let best_play = with_best_play
        .then(|| view! { <td class="best-play">{row.best_play.unwrap_or_default()}</td> });
    view! {
        <tr class=row.verdict.kind.name()>
            <th scope="row">{row.code}</th>
            <td title=row.verdict.full>{row.verdict.short}</td>
            {best_play}
        </tr>
    }
}
