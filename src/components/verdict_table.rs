//! The verdicts of every board at the current point, summed up in a table.

use crate::components::app::AppState;
use leptos::prelude::*;

#[component]
pub fn VerdictTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    // A memo: flipping or switching notation leaves the table alone.
    let cursor = Memo::new(move |_| state.study.with(|s| s.cursor));
    let rows = move || {
        let at = cursor.get();
        state.comparison.with(|c| {
            c.tracks
                .iter()
                .map(|t| (t.rules.name(), t.verdict_at(at)))
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
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows()
                        .into_iter()
                        .map(|(name, verdict)| {
                            let class = verdict.kind.name();
                            view! {
                                <tr class=class>
                                    <th scope="row">{name}</th>
                                    <td title=verdict.full>{verdict.short}</td>
                                </tr>
                            }
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}
