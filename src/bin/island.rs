//! The island: makes the boards of a study's page as built take moves
//! before the live app has arrived (see `chess_laws::island`). The loader
//! (`scripts/build/boot-select.js`) starts it, and detaches it when the
//! live app starts.

use wasm_bindgen::prelude::*;

fn main() {}

/// Makes the page's boards take moves; whether it did.
#[wasm_bindgen]
pub fn attach() -> bool {
    chess_laws::island::attach()
}

/// Saves the study for the reader's return; asked for once the page is
/// idle after `attach`.
#[wasm_bindgen]
pub fn remember() {
    chess_laws::island::remember()
}

/// The reader's moves, for the live app's Undo; asked for before `detach`.
#[wasm_bindgen]
pub fn changes() -> String {
    chess_laws::island::changes()
}

/// Stops taking moves; the men still picked up, as `[board, square]`.
#[wasm_bindgen]
pub fn detach() -> js_sys::Array {
    chess_laws::island::detach()
}

/// Whether the page as built shows all the address asks for, so that the
/// live app may wait for the reader.
#[wasm_bindgen]
pub fn shows_the_address() -> bool {
    chess_laws::island::shows_the_address()
}

/// The page of the edition that serves `query`, an address of the form
/// published before the site had pages (`?s=<id>&embed=1`,
/// `?view=sources&source=sarratt#law-16`), as a path from the site's root
/// with the rest of the query: the loader sends such an address on to its
/// page, which reads at once, rather than wait for the live app to draw it.
#[wasm_bindgen]
pub fn page_href(query: &str) -> String {
    chess_laws::study::pages::page_href(query)
}
