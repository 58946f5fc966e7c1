//! Prints, as a JSON array, the `view=` values the full bundle serves
//! (`Address::full_bundle_views`), for the page's loader
//! (`scripts/build/boot-select.js`), which chooses a bundle before any wasm
//! runs: `scripts/build/post-build.mjs` writes the list into it, so that the
//! loader and the app never disagree on which screens are later ones.
//!
//! `cargo run -p chess-laws-tools --bin views`

use chess_laws_study::study::address::Address;

fn main() {
    let views: Vec<String> = Address::full_bundle_views()
        .iter()
        .map(|view| format!("\"{view}\""))
        .collect();
    println!("[{}]", views.join(","));
}
