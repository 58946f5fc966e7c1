//! Markup into the page: the web app writes its hand-patched parts with
//! the study crate's [`markup!`](chess_laws_study::markup!), escaped by
//! construction, and puts them in with [`set_markup`].

pub use chess_laws_study::markup;
pub use chess_laws_study::markup::Markup;

/// Puts `markup` into `element` in place of what it held: the one way
/// markup reaches the page outside a view (clippy refuses a direct
/// `set_inner_html`; see clippy.toml).
pub fn set_markup(element: &web_sys::Element, markup: &Markup) {
    #[allow(clippy::disallowed_methods)]
    element.set_inner_html(markup.as_str());
}
