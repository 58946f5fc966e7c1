//! "Export PGN": the study as PGN with its laws (our own tags), or as
//! modern PGN up to the first move the modern rules refuse; copied to the
//! clipboard or downloaded.

use crate::components::app::AppState;
use crate::components::bundle::FullTool;
use crate::components::tools::tool_panel::ToolPanel;
use crate::study::export::{modern_pgn, study_pgn};
use crate::study::link::encode;
use leptos::prelude::*;

#[component]
pub fn ExportDialog() -> impl IntoView {
    let state = expect_context::<AppState>();
    let modern = RwSignal::new(false);
    let copied = RwSignal::new(false);
    let forget_copied = Callback::new(move |()| copied.set(false));
    let pgn = move || {
        state.study.with(|s| {
            if modern.get() {
                modern_pgn(s)
            } else {
                study_pgn(s)
            }
        })
    };
    let copy = move |_| {
        if let Some(window) = crate::browser::window() {
            let _ = window.navigator().clipboard().write_text(&pgn());
            copied.set(true);
        }
    };
    let download = move || {
        format!(
            "data:application/x-chess-pgn;charset=utf-8,{}",
            encode(&pgn())
        )
    };
    view! {
        <ToolPanel tool=FullTool::Export on_toggle=forget_copied>
            <div class="embed-panel" role="group" aria-label="Export this study as PGN">
                <label class="checkbox">
                    <input type="radio" name="export-kind" prop:checked=move || !modern.get() on:change=move |_| modern.set(false) />
                    "With its laws (tags Code, Rules, Codes; a comment at each move a code refuses or other readers will not accept)"
                </label>
                <label class="checkbox">
                    <input type="radio" name="export-kind" prop:checked=move || modern.get() on:change=move |_| modern.set(true) />
                    "Modern PGN, up to the first move the modern rules refuse"
                </label>
                <textarea class="embed-code export-pgn" aria-label="PGN" rows="8" readonly prop:value=pgn></textarea>
                <button type="button" on:click=copy>{move || if copied.get() { "Copied" } else { "Copy the PGN" }}</button>
                " "
                <a class="download" download="study.pgn" href=download>"Download"</a>
            </div>
        </ToolPanel>
    }
}
