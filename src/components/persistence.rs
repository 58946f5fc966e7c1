//! Where the study lives between visits: the address bar (a permalink) and
//! local storage (versioned). Every browser call may fail (storage disabled
//! in a sandboxed frame, say): failures are reported, never fatal.

use crate::study::address::Address;
use crate::study::link::ColorTheme;
use crate::study::saved::{read_saved, write_saved};

const SAVED_KEY: &str = "old-laws.study";
const SET_ASIDE_KEY: &str = "old-laws.study.set-aside";

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
    web_sys::window()?.local_storage().ok()?
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

/// Saves the study's link.
pub fn save(link: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(SAVED_KEY, &write_saved(link));
    }
}

/// The query string of the page's address, without `?`.
pub fn address_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .map(|q| q.trim_start_matches('?').to_string())
        .unwrap_or_default()
}

/// What the page's address opens (its query and its anchor).
pub fn address() -> Address {
    let anchor = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    Address::read(&format!("{}{anchor}", address_query()))
}

/// Puts `query` (the study's link, with any embed options) in the address
/// bar: a new history entry when `new_entry` (so Back returns to the
/// previous state), else in place.
pub fn write_address(query: &str, new_entry: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let url = format!("?{query}");
    if window.location().search().ok().as_deref() == Some(url.as_str()) {
        return;
    }
    if let Ok(history) = window.history() {
        let _ = if new_entry {
            history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        } else {
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        };
    }
}

/// Forces a colour theme on the document (the page follows the system
/// otherwise).
pub fn apply_theme(theme: Option<ColorTheme>) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let (Some(root), Some(theme)) = (root, theme) {
        let _ = root.class_list().add_1(theme.class());
    }
}
