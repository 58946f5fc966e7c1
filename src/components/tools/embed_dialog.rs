//! "Embed": the iframe code for the study on screen, with the embed
//! options, ready to copy into an article.

use crate::markup::{markup, Markup};
use crate::study::link::{figure_height, EmbedOptions};
use crate::study::Study;

/// The script an article may add beside its figures: it sizes each frame
/// to the height the page in it reports, and believes a report only from
/// the page in that very frame, served from the frame's own address (an
/// ad or another frame on the article cannot resize it). Pasted with
/// several figures, it listens once.
const SIZER: &str = "<script>(function(){if(window.oldLawsSizer)return;window.oldLawsSizer=1;\
addEventListener('message',function(e){var d=e.data;\
if(!d||d.type!=='old-laws:height'||typeof d.height!=='number'||!(d.height>0&&d.height<10000))return;\
document.querySelectorAll('iframe').forEach(function(f){try{\
if(f.contentWindow===e.source&&new URL(f.src,location.href).origin===e.origin)f.style.height=Math.ceil(d.height)+'px'\
}catch(x){}})})})()</script>";

/// The caption beneath the figure: the law and its source, as a book
/// gives a plate's.
fn caption(study: &Study) -> Markup {
    match study.scenario() {
        Some(s) => markup!("{}. {}.", s.title, s.citation()),
        None => {
            let codes: Vec<&str> = study.boards.iter().map(|b| b.name()).collect();
            markup!(
                "A position under the old laws, compared: {}.",
                codes.join(", ")
            )
        }
    }
}

/// The code for `study` with `options`: a figure holding the frame, with
/// its caption. Without the script the frame keeps the height written on
/// it, one that fits the figure in a column of 600 px; with a fixed height
/// (`height=`), the figure takes that height and the script is not needed.
/// `root` is the site's address, ending in `/`.
pub fn iframe_code(root: &str, study: &Study, options: EmbedOptions) -> String {
    let src = crate::study::pages::page_url(root, &options.append_to(&study.to_link()));
    let title = study
        .scenario()
        .map_or("A chess position under the old laws", |s| s.title);
    let height = options
        .height
        .unwrap_or_else(|| figure_height(study.boards.len()));
    let sizer = options.height.is_none().then(|| Markup::constant(SIZER));
    markup!(
        "<figure style=\"margin:1.5em 0;max-width:800px\">\n\
         <iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{}\" \
         style=\"display:block;border:0;width:100%\" loading=\"lazy\"></iframe>\n\
         <figcaption>{}</figcaption>\n</figure>\n{}",
        src,
        title,
        height,
        caption(study),
        sizer
    )
    .into_string()
}

#[cfg(feature = "full")]
pub use panel::EmbedDialog;

#[cfg(feature = "full")]
mod panel {
    use super::iframe_code;
    use crate::components::app::AppState;
    use crate::components::bundle::FullTool;
    use crate::components::persistence::site_root;
    use crate::components::tools::tool_panel::ToolPanel;
    use crate::study::link::{figure_height, ColorTheme, EmbedOptions};
    use leptos::prelude::*;

    /// The Embed button and its panel (full bundle; the first shows a button
    /// that hands over and opens it there).
    #[component]
    pub fn EmbedDialog() -> impl IntoView {
        let state = expect_context::<AppState>();
        let view_only = RwSignal::new(false);
        let dark = RwSignal::new(None::<ColorTheme>);
        let fixed = RwSignal::new(false);
        let copied = RwSignal::new(false);
        let forget_copied = Callback::new(move |()| copied.set(false));
        let code = move || {
            let height = fixed
                .get()
                .then(|| state.study.with(|s| figure_height(s.boards.len())));
            let options = EmbedOptions {
                embed: true,
                view_only: view_only.get(),
                theme: dark.get(),
                height,
            };
            state.study.with(|s| iframe_code(&site_root(), s, options))
        };
        let copy = move |_| {
            if let Some(window) = crate::browser::window() {
                let _ = window.navigator().clipboard().write_text(&code());
                copied.set(true);
            }
        };

        view! {
            <ToolPanel tool=FullTool::Embed on_toggle=forget_copied>
                <div class="embed-panel" role="group" aria-label="Embed this study in an article">
                    <p>"Paste this into an article: a figure with its caption. With the script, the frame takes the height the figure needs; without it, the height written."</p>
                    <label class="checkbox">
                        <input type="checkbox" prop:checked=move || view_only.get() on:change=move |_| view_only.update(|v| *v = !*v) />
                        "View only (the reader can step through the line but not move)"
                    </label>
                    <label class="checkbox">
                        <input type="checkbox" prop:checked=move || fixed.get() on:change=move |_| fixed.update(|v| *v = !*v) />
                        "A fixed height, without the script (what does not fit scrolls inside)"
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
                    <textarea class="embed-code" aria-label="Iframe code" rows="8" readonly prop:value=code></textarea>
                    <button type="button" on:click=copy>
                        {move || if copied.get() { "Copied" } else { "Copy the code" }}
                    </button>
                </div>
            </ToolPanel>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios;

    fn study() -> Study {
        let scenario = scenarios::by_id("stalemate-verdicts").expect("a law of the library");
        Study::for_scenario(scenario)
    }

    #[test]
    fn the_code_is_a_figure_with_its_caption_and_a_height_of_its_own() {
        let options = EmbedOptions {
            embed: true,
            ..EmbedOptions::default()
        };
        let code = iframe_code("https://example.org/laws/", &study(), options);
        assert!(code.starts_with("<figure"));
        assert!(code.contains(
            "<figcaption>Stalemate: a draw, a win or a loss. Sarratt (1808), law 24.</figcaption>"
        ));
        // The figure's own page, beneath the site's root.
        assert!(code.contains("src=\"https://example.org/laws/embed/stalemate-verdicts/?"));
        assert!(code.contains(&format!("height=\"{}\"", figure_height(3))));
        // The script believes only the frame's own page, from its own origin.
        assert!(code.contains("f.contentWindow===e.source"));
        assert!(code.contains("new URL(f.src,location.href).origin===e.origin"));
    }

    #[test]
    fn a_fixed_height_is_written_in_the_address_and_needs_no_script() {
        let options = EmbedOptions {
            embed: true,
            height: Some(700),
            ..EmbedOptions::default()
        };
        let code = iframe_code("https://example.org/", &study(), options);
        assert!(code.contains("&amp;height=700\""));
        assert!(code.contains("height=\"700\""));
        assert!(!code.contains("<script>"));
    }
}
