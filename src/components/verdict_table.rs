//! The verdicts of every board at the current point, summed up in a table,
//! with each board's endgame verdict with best play where the solver has
//! given one (full bundle).

use crate::components::app::AppState;
use crate::study::endgame::EndgameVerdict;
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
                .map(|(i, t)| (t.rules.name(), t.verdict_at(at), best_play(i)))
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
                    <Show when=any_best_play>
                        <th scope="col">"With best play"</th>
                    </Show>
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows()
                        .into_iter()
                        .map(|(name, verdict, best)| {
                            let class = verdict.kind.name();
                            let shown = any_best_play();
                            view! {
                                <tr class=class>
                                    <th scope="row">{name}</th>
                                    <td title=verdict.full>{verdict.short}</td>
                                    {shown.then(|| view! { <td class="best-play">{best.unwrap_or_default()}</td> })}
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}
