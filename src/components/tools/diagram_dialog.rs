//! "Diagram": the study on screen as a picture to download, SVG or PNG,
//! one board or all of them side by side, with or without coordinates and
//! caption. The drawing is [`crate::study::diagram`]; the PNG is the same
//! SVG drawn into a canvas at the chosen width.

use crate::components::app::AppState;
use crate::components::bundle::FullTool;
use crate::components::tools::share::{download_blob, download_text};
use crate::components::tools::tool_panel::ToolPanel;
use crate::markup::Markup;
use crate::study::diagram::{comparison_svg, file_name, study_board_svg};
use crate::study::Study;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The PNG widths offered, in pixels.
const PNG_WIDTHS: [u32; 3] = [600, 1200, 2400];

/// Draws `svg` into a canvas `width` pixels wide and offers the PNG.
fn download_png(svg: &str, width: u32, name: String) {
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let loaded = image.clone();
    let on_load = Closure::once_into_js(move || {
        let Some(canvas) = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("canvas").ok())
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            return;
        };
        let natural = (loaded.natural_width().max(1), loaded.natural_height());
        let height = (f64::from(width) * f64::from(natural.1) / f64::from(natural.0)).round();
        canvas.set_width(width);
        canvas.set_height(height as u32);
        let Some(context) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let drawn = context.draw_image_with_html_image_element_and_dw_and_dh(
            &loaded,
            0.0,
            0.0,
            f64::from(width),
            height,
        );
        if drawn.is_err() {
            return;
        }
        let on_blob = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
            if let Some(blob) = blob {
                download_blob(&blob, &name);
            }
        });
        let _ = canvas.to_blob(on_blob.unchecked_ref());
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    let encoded = js_sys::encode_uri_component(svg);
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{encoded}"));
}

#[component]
pub fn DiagramDialog() -> impl IntoView {
    let state = expect_context::<AppState>();
    // `None`: every board side by side; `Some(i)`: board i alone.
    let which = RwSignal::new(None::<usize>);
    let coordinates = RwSignal::new(true);
    let captioned = RwSignal::new(true);
    let png_width = RwSignal::new(PNG_WIDTHS[1]);

    let svg = move || {
        let study = state.study.get();
        state.comparison.with(|comparison| match which.get() {
            Some(board) if board < comparison.tracks.len() => study_board_svg(
                &study,
                comparison,
                board,
                coordinates.get(),
                captioned.get(),
            ),
            _ => Some(comparison_svg(
                &study,
                comparison,
                coordinates.get(),
                captioned.get(),
            )),
        })
    };
    let name = move |extension: &str| {
        let part = match which.get_untracked() {
            Some(board) => state
                .study
                .with_untracked(|s| s.boards.get(board).map(|b| b.name().to_string())),
            None => Some("compared".to_string()),
        };
        state
            .study
            .with_untracked(|s| file_name(s, part.as_deref().unwrap_or(""), extension))
    };
    let save_svg = move |_| {
        if let Some(svg) = svg() {
            download_text(svg.as_str(), "image/svg+xml", &name("svg"));
        }
    };
    let save_png = move |_| {
        if let Some(svg) = svg() {
            download_png(svg.as_str(), png_width.get_untracked(), name("png"));
        }
    };
    let board_names = move || state.study.with(Study::board_names);

    view! {
        <ToolPanel tool=FullTool::Diagram>
            <div class="takeaway-panel diagram-panel" role="group" aria-label="Download a diagram">
                <div class="filter">
                    <label for="diagram-which">"Show"</label>
                    <select
                        id="diagram-which"
                        on:change=move |ev| which.set(event_target_value(&ev).parse::<usize>().ok())
                    >
                        <option value="all">"All boards side by side"</option>
                        {move || board_names().into_iter().enumerate().map(|(i, n)| {
                            view! { <option value=i.to_string()>{n}</option> }
                        }).collect_view()}
                    </select>
                </div>
                <label class="checkbox">
                    <input type="checkbox" prop:checked=move || coordinates.get() on:change=move |_| coordinates.update(|c| *c = !*c) />
                    "Coordinates"
                </label>
                <label class="checkbox">
                    <input type="checkbox" prop:checked=move || captioned.get() on:change=move |_| captioned.update(|c| *c = !*c) />
                    "Caption (code, move, source and law)"
                </label>
                <div class="diagram-preview" inner_html=move || svg().map(Markup::into_string).unwrap_or_default()></div>
                <div class="takeaway-actions">
                    <button type="button" class="download-svg" on:click=save_svg>"Download SVG"</button>
                    <select
                        aria-label="PNG width"
                        on:change=move |ev| {
                            if let Ok(width) = event_target_value(&ev).parse() {
                                png_width.set(width);
                            }
                        }
                    >
                        {PNG_WIDTHS.iter().map(|w| view! {
                            <option value=w.to_string() selected=*w == PNG_WIDTHS[1]>{format!("{w} px wide")}</option>
                        }).collect_view()}
                    </select>
                    <button type="button" class="download-png" on:click=save_png>"Download PNG"</button>
                </div>
            </div>
        </ToolPanel>
    }
}
