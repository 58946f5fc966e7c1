//! The take-away row under the boards: Embed, Share, Cite, Diagram,
//! Print, Count positions and Export PGN, their panels opening beneath the
//! row. Placed by one line in the
//! study view; it also keeps the page's title naming the law on screen.

use crate::components::app::AppState;
#[cfg(not(feature = "full"))]
use crate::components::bundle::{FullTool, ToolStandIn};
#[cfg(feature = "full")]
use crate::components::cite_dialog::CiteDialog;
#[cfg(feature = "full")]
use crate::components::diagram_dialog::DiagramDialog;
#[cfg(feature = "full")]
use crate::components::embed_dialog::EmbedDialog;
use crate::components::share::{name_the_page, ShareButton};
use leptos::prelude::*;

#[component]
pub fn TakeAway() -> impl IntoView {
    let state = expect_context::<AppState>();
    name_the_page(state);
    let print_address = move || format!("?view=print&{}", state.study.with(|s| s.to_link()));
    view! {
        <div class="takeaway-row">
            {embed()}
            <ShareButton />
            {cite_and_diagram()}
            <a class="text-button print-link" href=print_address target="_blank" rel="noopener">
                "Print"
            </a>
            {count_and_export()}
        </div>
    }
}

#[cfg(feature = "full")]
fn embed() -> impl IntoView {
    view! { <EmbedDialog /> }
}

/// The author's tool, in the full bundle: most readers never embed.
#[cfg(not(feature = "full"))]
fn embed() -> impl IntoView {
    view! { <ToolStandIn tool=FullTool::Embed label="Embed" class="embed-tool" /> }
}

#[cfg(feature = "full")]
fn cite_and_diagram() -> impl IntoView {
    view! {
        <CiteDialog />
        <DiagramDialog />
    }
}

#[cfg(not(feature = "full"))]
fn cite_and_diagram() -> impl IntoView {
    view! {
        <ToolStandIn tool=FullTool::Cite label="Cite" class="takeaway-tool" />
        <ToolStandIn tool=FullTool::Diagram label="Diagram" class="takeaway-tool" />
    }
}

#[cfg(feature = "full")]
fn count_and_export() -> impl IntoView {
    use crate::components::export_dialog::ExportDialog;
    use crate::components::perft_panel::PerftPanel;
    view! {
        <PerftPanel />
        <ExportDialog />
    }
}

/// The first bundle's stand-ins for Count positions and Export PGN.
#[cfg(not(feature = "full"))]
fn count_and_export() -> impl IntoView {
    use crate::components::bundle::{FullTool, ToolStandIn};
    view! {
        <ToolStandIn tool=FullTool::Count label="Count positions" class="embed-tool perft-tool" />
        <ToolStandIn tool=FullTool::Export label="Export PGN" class="embed-tool export-tool" />
    }
}
