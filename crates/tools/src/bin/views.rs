//! Prints, as a JSON array, the `view=` values the full bundle serves
//! (`Address::full_bundle_views`), for the page's loader
//! (`scripts/build/boot-select.js`), which chooses a bundle before any wasm
//! runs: `scripts/build/post-build.mjs` writes the list into it, so that the
//! loader and the app never disagree on which screens are later ones.
//! With `study-keys`, prints the pairs that make an address name a study
//! (`address::STUDY_KEYS`), by which the loader knows an address the root's
//! page as built (home) does not show.
//!
//! `cargo run -p chess-laws-tools --bin views [study-keys]`

use chess_laws_study::study::address::{Address, STUDY_KEYS};

fn main() {
    let words: Vec<&str> = match std::env::args().nth(1).as_deref() {
        Some("study-keys") => STUDY_KEYS.to_vec(),
        _ => Address::full_bundle_views(),
    };
    let quoted: Vec<String> = words.iter().map(|word| format!("\"{word}\"")).collect();
    println!("[{}]", quoted.join(","));
}
