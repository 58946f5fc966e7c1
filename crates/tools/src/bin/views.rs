//! Prints what the page's loader (`scripts/build/boot-select.js`) must know
//! of the app's addresses before any wasm runs, as JSON:
//! `scripts/build/post-build.mjs` writes it into the loader, so that the
//! loader and the app never disagree.
//! - With no argument, the `view=` values the full bundle serves
//!   (`Address::full_bundle_views`): the loader chooses a bundle by them.
//! - `study-keys`: the pairs that make an address name a study
//!   (`address::STUDY_KEYS`), as an array; `saved-key`: the storage key of
//!   the saved study, which the bare address opens, as a string. By them
//!   the loader knows an address the root's page as built (home) does not
//!   show.
//!
//! `cargo run -p chess-laws-tools --bin views [study-keys | saved-key]`

use chess_laws_study::study::address::{Address, STUDY_KEYS};
use chess_laws_study::study::saved::SAVED_KEY;

fn main() {
    let quoted = |word: &str| format!("\"{word}\"");
    let words: Vec<&str> = match std::env::args().nth(1).as_deref() {
        Some("saved-key") => {
            println!("{}", quoted(SAVED_KEY));
            return;
        }
        Some("study-keys") => STUDY_KEYS.to_vec(),
        _ => Address::full_bundle_views(),
    };
    let listed: Vec<String> = words.into_iter().map(quoted).collect();
    println!("[{}]", listed.join(","));
}
