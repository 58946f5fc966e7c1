//! Small helpers over the page's elements, shared by the live app and the
//! island (neither needs the other to use them).

use crate::core::Square;
use wasm_bindgen::JsCast;

/// The square named by the `data-square` of the element an event hit (or of
/// one of its ancestors): every board's squares are caught by their grid.
pub fn event_square(event: &web_sys::Event) -> Option<Square> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let button = target.closest("[data-square]").ok()??;
    Square::from_name(&button.get_attribute("data-square")?)
}

/// The button of `square` in a board's `grid`.
pub fn square_button(grid: &web_sys::Element, square: Square) -> Option<web_sys::HtmlElement> {
    html_element(grid, &format!("[data-square='{}']", square.name()))
}

/// The first element under `root` that `selector` matches, as an HTML
/// element.
pub fn html_element(root: &web_sys::Element, selector: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Puts the focus on `element` without scrolling the page: the reader's
/// place stays where it was.
pub fn focus_without_scrolling(element: &web_sys::HtmlElement) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = element.focus_with_options(&options);
}
