//! The site ships two builds of this app. The first bundle (built without
//! the `full` feature) holds what a first visit needs: the home screen, the
//! studies, embeds and Share. The full bundle adds the screens and tools a
//! reader asks for later: the library, free play, Sources, Import, the
//! printed page, the bibliography, the umpire's table, Embed, Cite,
//! Diagram, Export PGN and Count positions. `scripts/build/boot-select.js` picks
//! the bundle when the page loads; the first bundle hands over in place: its
//! page is kept as it stands, the loader starts the full bundle, which takes
//! that page over (`prerendered.rs`) with the tool asked for open and
//! focused, so the reader stays where they clicked. The tab keeps the full
//! bundle from then on.

/// A tool that only the full bundle has, opened on arrival when asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FullTool {
    Umpire,
    Cite,
    Diagram,
    Export,
    Count,
    Endgame,
    Embed,
}

impl FullTool {
    /// The name kept in session storage between the two bundles.
    #[must_use]
    pub fn slug(self) -> &'static str {
        match self {
            FullTool::Umpire => "umpire",
            FullTool::Cite => "cite",
            FullTool::Diagram => "diagram",
            FullTool::Export => "export",
            FullTool::Count => "count",
            FullTool::Endgame => "endgame",
            FullTool::Embed => "embed",
        }
    }

    /// A take-away tool's button: its words and its wrapper's class, the
    /// same in both bundles (the first shows the button, the full bundle
    /// the button with its panel). The umpire and the ending have stand-ins
    /// of their own, not a button of this row.
    #[must_use]
    pub fn button(self) -> (&'static str, &'static str) {
        match self {
            FullTool::Embed => ("Embed", "embed-tool"),
            FullTool::Cite => ("Cite", "takeaway-tool"),
            FullTool::Diagram => ("Diagram", "takeaway-tool"),
            FullTool::Count => ("Count positions", "embed-tool perft-tool"),
            FullTool::Export => ("Export PGN", "embed-tool export-tool"),
            FullTool::Umpire => ("Umpire", "umpire"),
            FullTool::Endgame => ("Solve this ending", "endgame"),
        }
    }
}

/// Session storage: which bundle this tab wants (read by boot-select.js).
#[cfg_attr(feature = "full", allow(dead_code))]
const BUNDLE_KEY: &str = "old-laws.bundle";
/// Session storage: the tool to open once the full bundle has started.
const OPEN_KEY: &str = "old-laws.open";

fn session_storage() -> Option<web_sys::Storage> {
    crate::browser::window()?.session_storage().ok()?
}

/// Whether the reader asked for `tool` just before the full bundle took
/// over; the request is used once.
#[cfg(feature = "full")]
#[must_use]
pub fn was_asked_for(tool: FullTool) -> bool {
    let Some(storage) = session_storage() else {
        return false;
    };
    let asked = storage.get_item(OPEN_KEY).ok().flatten().as_deref() == Some(tool.slug());
    if asked {
        let _ = storage.remove_item(OPEN_KEY);
    }
    asked
}

/// Hands the page over to the full bundle: at `address` (an address in the
/// app's query form, written as a new history entry) or where it is now,
/// with `tool` opened on arrival; in place where the loader can, else by
/// reloading. The tab keeps the full bundle from then on, so the hand-over
/// happens once.
#[cfg(not(feature = "full"))]
pub fn hand_over(address: Option<&str>, tool: Option<FullTool>) {
    if let Some(storage) = session_storage() {
        let _ = storage.set_item(BUNDLE_KEY, "full");
        match tool {
            Some(tool) => {
                let _ = storage.set_item(OPEN_KEY, tool.slug());
            }
            None => {
                let _ = storage.remove_item(OPEN_KEY);
            }
        }
    }
    let Some(window) = crate::browser::window() else {
        return;
    };
    if let Some(address) = address {
        crate::components::persistence::write_address(address, true);
    }
    if in_place(&window) {
        return;
    }
    let _ = window.location().reload();
}

/// Starts the full bundle in this page (the loader's `oldLawsHandOver`,
/// `scripts/build/boot-select.js`), once this bundle's app is frozen in
/// place; false when the loader offers no such thing.
#[cfg(not(feature = "full"))]
fn in_place(window: &web_sys::Window) -> bool {
    use wasm_bindgen::JsCast;
    let start = js_sys::Reflect::get(window, &"oldLawsHandOver".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(start) = start else {
        return false;
    };
    if !crate::components::prerendered::freeze() {
        return false;
    }
    start.call0(window).is_ok()
}

#[cfg(not(feature = "full"))]
pub use stand_ins::{EndgameStandIn, ToolStandIn, UmpireStandIn};

/// What the first bundle shows in place of the full bundle's tools: the
/// same buttons, which hand over when pressed.
#[cfg(not(feature = "full"))]
mod stand_ins {
    use super::{hand_over, FullTool};
    use crate::core::Position;
    use crate::study::endgame::within_reach;
    use leptos::prelude::*;

    /// Under a board whose position the solver can value: the button that
    /// fetches the full bundle, where the verdict with best play is shown.
    #[component]
    pub fn EndgameStandIn(position: Memo<Option<Position>>) -> impl IntoView {
        let reach = move || position.with(|p| p.as_ref().is_some_and(within_reach));
        view! {
            <div class="endgame" data-state="stand-in">
                <Show when=reach>
                    <button
                        type="button"
                        class="text-button"
                        on:click=move |_| hand_over(None, Some(FullTool::Endgame))
                    >
                        "Solve this ending: the verdict with best play"
                    </button>
                </Show>
            </div>
        }
    }

    /// A closed tool's button (Embed, Cite, Diagram, Export PGN, Count
    /// positions).
    #[component]
    pub fn ToolStandIn(tool: FullTool) -> impl IntoView {
        let (label, class) = tool.button();
        view! {
            <div class=class>
                <button
                    type="button"
                    class="text-button"
                    aria-expanded="false"
                    on:click=move |_| hand_over(None, Some(tool))
                >
                    {label}
                </button>
            </div>
        }
    }

    /// The umpire's table, switched off.
    #[component]
    pub fn UmpireStandIn() -> impl IntoView {
        view! {
            <section class="umpire" data-on="false" aria-label="The umpire's table">
                <label class="umpire-toggle">
                    <input
                        type="checkbox"
                        on:change=move |_| hand_over(None, Some(FullTool::Umpire))
                    />
                    " Umpire: play the slips the laws forbid, and see each code's remedy"
                </label>
            </section>
        }
    }
}
