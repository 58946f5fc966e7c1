//! A take-away tool's button and the panel it opens beneath it (Embed,
//! Cite, Diagram, Export PGN, Count positions): one place for the toggle,
//! the state it tells assistive technology, and the opening on arrival
//! when the reader asked for the tool in the first bundle.

use crate::components::bundle::{was_asked_for, FullTool};
use leptos::prelude::*;

#[component]
pub fn ToolPanel(
    tool: FullTool,
    /// Called at each opening and closing (a panel forgets its "Copied").
    #[prop(optional)]
    on_toggle: Option<Callback<()>>,
    children: ChildrenFn,
) -> impl IntoView {
    let (label, class) = tool.button();
    let asked = was_asked_for(tool);
    let open = RwSignal::new(asked);
    let toggle = move |_| {
        if let Some(on_toggle) = on_toggle {
            on_toggle.run(());
        }
        open.update(|o| *o = !*o);
    };
    view! {
        <div class=class>
            <button
                type="button"
                class="text-button"
                aria-expanded=move || open.get().to_string()
                // The reader pressed it in the first bundle: focus comes
                // back to it once this bundle has taken the page over.
                data-focus-on-arrival=asked.then_some("")
                on:click=toggle
            >
                {label}
            </button>
            <Show when=move || open.get()>
                {
                    let children = children.clone();
                    move || children()
                }
            </Show>
        </div>
    }
}
