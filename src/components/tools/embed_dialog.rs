//! "Embed": the iframe code for the study on screen, with the embed
//! options, ready to copy into an article.

use crate::study::link::{figure_height, EmbedOptions};
use crate::study::Study;

/// The site's root, absolute: the iframe points at the figure's page
/// beneath it (`embed/<id>/`).
pub fn page_address() -> String {
    crate::components::persistence::site_root()
}

/// The iframe code for `study` with `options`. The script beside it sizes
/// the frame to the height the embedded page reports; without it, the
/// height written fits the compact figure at 600 px wide.
pub fn iframe_code(address: &str, study: &Study, options: EmbedOptions) -> String {
    let page = crate::study::pages::page_href(&options.append_to(&study.to_link()));
    let query = page.strip_prefix("./").unwrap_or(&page);
    let title = study
        .scenario()
        .map_or("A chess position under the old laws", |s| s.title)
        .replace('"', "&quot;");
    let height = figure_height(study.boards.len());
    format!(
        "<iframe src=\"{address}{query}\" title=\"{title}\" width=\"100%\" height=\"{height}\" \
         style=\"border:0;max-width:800px\" loading=\"lazy\"></iframe>\n\
         <script>addEventListener('message',function(e){{if(!e.data||e.data.type!=='old-laws:height')return;\
         document.querySelectorAll('iframe').forEach(function(f){{if(f.contentWindow===e.source)f.style.height=e.data.height+'px'}})}})</script>"
    )
}

#[cfg(feature = "full")]
pub use panel::EmbedDialog;

#[cfg(feature = "full")]
mod panel {
    use super::{iframe_code, page_address};
    use crate::components::app::AppState;
    use crate::components::bundle::FullTool;
    use crate::components::tools::tool_panel::ToolPanel;
    use crate::study::link::{ColorTheme, EmbedOptions};
    use leptos::prelude::*;

    /// The Embed button and its panel (full bundle; the first shows a button
    /// that hands over and opens it there).
    #[component]
    pub fn EmbedDialog() -> impl IntoView {
        let state = expect_context::<AppState>();
        let view_only = RwSignal::new(false);
        let dark = RwSignal::new(None::<ColorTheme>);
        let copied = RwSignal::new(false);
        let forget_copied = Callback::new(move |()| copied.set(false));
        let code = move || {
            let options = EmbedOptions {
                embed: true,
                view_only: view_only.get(),
                theme: dark.get(),
            };
            state
                .study
                .with(|s| iframe_code(&page_address(), s, options))
        };
        let copy = move |_| {
            if let Some(window) = web_sys::window() {
                let _ = window.navigator().clipboard().write_text(&code());
                copied.set(true);
            }
        };

        view! {
            <ToolPanel tool=FullTool::Embed on_toggle=forget_copied>
                <div class="embed-panel" role="group" aria-label="Embed this study in an article">
                    <p>"Paste this into an article. The frame resizes itself to its content."</p>
                    <label class="checkbox">
                        <input type="checkbox" prop:checked=move || view_only.get() on:change=move |_| view_only.update(|v| *v = !*v) />
                        "View only (the reader can step through the line but not move)"
                    </label>
                    <div class="filter">
                        <label for="embed-theme">"Colours"</label>
                        <select
                            id="embed-theme"
                            on:change=move |ev| {
                                dark.set(match event_target_value(&ev).as_str() {
                                    "light" => Some(ColorTheme::Light),
                                    "dark" => Some(ColorTheme::Dark),
                                    _ => None,
                                })
                            }
                        >
                            <option value="">"Follow the reader's system"</option>
                            <option value="light">"Light"</option>
                            <option value="dark">"Dark"</option>
                        </select>
                    </div>
                    <textarea class="embed-code" aria-label="Iframe code" rows="6" readonly prop:value=code></textarea>
                    <button type="button" on:click=copy>
                        {move || if copied.get() { "Copied" } else { "Copy the code" }}
                    </button>
                </div>
            </ToolPanel>
        }
    }
}
