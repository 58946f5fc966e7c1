//! Where the study lives between visits: the address bar (a permalink) and
//! local storage (versioned). Every browser call may fail (storage disabled
//! in a sandboxed frame, say): failures are reported, never fatal.

use crate::study::address::Address;
use crate::study::link::ColorTheme;
use crate::study::pages::{fold_page, page_href};
use crate::study::saved::{read_saved, write_saved, SAVED_KEY, SET_ASIDE_KEY};

/// What local storage held.
pub enum Saved {
    /// Nothing saved (or storage unavailable).
    Nothing,
    /// A study's link.
    Link(String),
    /// Saved data that could not be used; it has been set aside.
    SetAside(String),
}

fn storage() -> Option<web_sys::Storage> {
    crate::browser::window()?.local_storage().ok()?
}

/// Reads the saved study; unusable data is moved to a side key so nothing
/// the reader made is destroyed.
pub fn load_saved() -> Saved {
    let Some(storage) = storage() else {
        return Saved::Nothing;
    };
    let Ok(Some(text)) = storage.get_item(SAVED_KEY) else {
        return Saved::Nothing;
    };
    match read_saved(&text) {
        Ok(link) => Saved::Link(link),
        Err(reason) => {
            let _ = storage.set_item(SET_ASIDE_KEY, &text);
            let _ = storage.remove_item(SAVED_KEY);
            Saved::SetAside(reason)
        }
    }
}

/// Whether local storage holds a saved study, readable or not.
pub fn has_saved_study() -> bool {
    storage()
        .and_then(|storage| storage.get_item(SAVED_KEY).ok().flatten())
        .is_some()
}

/// Saves the study's link.
pub fn save(link: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(SAVED_KEY, &write_saved(link));
    }
}

/// The site's root: the document's base address (each page of the edition
/// names it with `<base href>`, so that the same relative links serve every
/// page).
pub fn site_root() -> String {
    crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .unwrap_or_default()
}

/// The page's path from the site's root (`studies/passar-battaglia/`;
/// empty at the root).
pub fn page_path() -> String {
    let Some(location) = crate::browser::window().map(|w| w.location()) else {
        return String::new();
    };
    let path = location.pathname().unwrap_or_default();
    let root = web_sys::Url::new(&site_root())
        .map(|url| url.pathname())
        .unwrap_or_default();
    path.strip_prefix(&root).unwrap_or_default().to_string()
}

thread_local! {
    /// Off the web, the address of the page being rendered (in the app's
    /// query form, its path folded in), which the address bar gives on the
    /// web.
    static RENDERED_ADDRESS: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Off the web: the views that follow are built for the page at `path`
/// from the site's root (`studies/passar-battaglia/`; empty for home).
pub fn render_as(path: &str) {
    let folded = fold_page(path, "", "");
    RENDERED_ADDRESS.with(|address| *address.borrow_mut() = folded);
}

/// The page's address in the app's query form, its path folded in
/// ([`fold_page`]), with its `#anchor`.
fn folded_address() -> String {
    let Some(location) = crate::browser::window().map(|w| w.location()) else {
        return RENDERED_ADDRESS.with(|address| address.borrow().clone());
    };
    fold_page(
        &page_path(),
        &location.search().unwrap_or_default(),
        &location.hash().unwrap_or_default(),
    )
}

/// The page's address in the app's query form, without `?` or anchor: the
/// page's own query with what its path names (`s=`, `embed=1`, `view=`).
pub fn address_query() -> String {
    let folded = folded_address();
    folded.split('#').next().unwrap_or_default().to_string()
}

/// What the page's address opens (its path, its query and its anchor).
pub fn address() -> Address {
    Address::read(&folded_address())
}

/// The address of `query` (the app's query form) as the site's page that
/// serves it, relative to the site's root: what links point at.
pub fn href(query: &str) -> String {
    page_href(query)
}

/// Puts `query` (the study's link, with any embed options, or another
/// screen's address) in the address bar as its page's address: a new
/// history entry when `new_entry` (so Back returns to the previous state),
/// else in place.
pub fn write_address(query: &str, new_entry: bool) {
    let Some(window) = crate::browser::window() else {
        return;
    };
    let url = href(query);
    let resolved = web_sys::Url::new_with_base(&url, &site_root()).map(|u| u.href());
    if resolved.ok() == window.location().href().ok() {
        return;
    }
    if let Ok(history) = window.history() {
        let _ = if new_entry {
            history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        } else {
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        };
    }
    #[cfg(feature = "ui")]
    crate::head::follow_the_address();
}

/// Puts `url` (absolute, or from the page) in the address bar in place:
/// no history entry, the entry's state kept.
pub fn replace_address(url: &str) {
    let Some(history) = crate::browser::window().and_then(|w| w.history().ok()) else {
        return;
    };
    let state = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
    let _ = history.replace_state_with_url(&state, "", Some(url));
}

/// Writes the page's own address in the form its page has, in place: an
/// address published before the site had pages (`?s=…`, `?view=sources…`)
/// becomes the page's path (`studies/…/`, `sources/…/`), which reloads,
/// shares and Back then use.
pub fn settle_address() {
    write_address(&folded_address(), false);
}

/// Forces a colour theme on the document (the page follows the system
/// otherwise).
pub fn apply_theme(theme: Option<ColorTheme>) {
    let root = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let (Some(root), Some(theme)) = (root, theme) {
        let _ = root.class_list().add_1(theme.class());
    }
}
