//! The take-away row under the boards: Embed, Share, Cite, Diagram,
//! Print, Count positions and Export PGN, their panels opening beneath the
//! row. Placed by one line in the study view.

use crate::components::app::AppState;
use crate::components::bundle::FullTool;
use crate::components::tools::share::ShareButton;
use leptos::prelude::*;

#[component]
pub fn TakeAway() -> impl IntoView {
    let state = expect_context::<AppState>();
    let print_address = move || format!("?view=print&{}", state.study.with(|s| s.to_link()));
    view! {
        <div class="takeaway-row">
            {tool(FullTool::Embed)}
            <ShareButton />
            {tool(FullTool::Cite)}
            {tool(FullTool::Diagram)}
            <a class="text-button print-link" href=print_address target="_blank" rel="noopener">
                "Print"
            </a>
            {tool(FullTool::Count)}
            {tool(FullTool::Export)}
        </div>
    }
}

/// A tool of the full bundle: its button and panel.
#[cfg(feature = "full")]
fn tool(tool: FullTool) -> AnyView {
    use crate::components::tools::cite_dialog::CiteDialog;
    use crate::components::tools::diagram_dialog::DiagramDialog;
    use crate::components::tools::embed_dialog::EmbedDialog;
    use crate::components::tools::export_dialog::ExportDialog;
    use crate::components::tools::perft_panel::PerftPanel;
    match tool {
        FullTool::Embed => view! { <EmbedDialog /> }.into_any(),
        FullTool::Cite => view! { <CiteDialog /> }.into_any(),
        FullTool::Diagram => view! { <DiagramDialog /> }.into_any(),
        FullTool::Count => view! { <PerftPanel /> }.into_any(),
        FullTool::Export => view! { <ExportDialog /> }.into_any(),
        // Not in this row.
        FullTool::Umpire | FullTool::Endgame => ().into_any(),
    }
}

/// In the first bundle, a tool's button hands over to the full bundle and
/// the panel opens there: most readers never use these tools.
#[cfg(not(feature = "full"))]
fn tool(tool: FullTool) -> AnyView {
    use crate::components::bundle::ToolStandIn;
    view! { <ToolStandIn tool=tool /> }.into_any()
}
