//! The laws' words as files (run by `scripts/build.sh` before
//! `scripts/build/post-build.mjs`, so that the service worker precaches them):
//! `prose/<id>.txt` for every scenario, which the site's first bundle
//! fetches for the law on screen (see `chess_laws_study::scenarios::ScenarioProse`),
//! and `codes/<id>.html` for every code, the notes it fetches when a reader
//! opens a board's "What this code changes" (`chess_laws_study::study::code_changes`).
//!
//! `cargo run -p chess-laws-tools --bin prose -- DIST` writes into DIST (default `dist`).

use chess_laws_study::core::Code;
use chess_laws_study::scenarios::{self, ScenarioProse};
use chess_laws_study::study::code_changes;
use std::fs;
use std::path::Path;

fn main() -> Result<(), String> {
    let dist = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "dist".to_string());
    let dist = Path::new(&dist);
    fs::create_dir_all(dist.join("prose")).map_err(|e| format!("prose: {e}"))?;
    for scenario in scenarios::all() {
        let path = dist.join(ScenarioProse::address(scenario.id));
        let text = ScenarioProse::of(scenario).to_file();
        fs::write(&path, text).map_err(|e| format!("prose: {}: {e}", path.display()))?;
    }
    println!(
        "prose: {} files in {}/prose",
        scenarios::all().len(),
        dist.display()
    );
    write_code_notes(dist)
}

/// Each code's notes, `codes/<id>.html`.
fn write_code_notes(dist: &Path) -> Result<(), String> {
    fs::create_dir_all(dist.join("codes")).map_err(|e| format!("codes: {e}"))?;
    for code in Code::ALL {
        let path = dist.join(code_changes::address(code));
        fs::write(&path, code_changes::markup(code))
            .map_err(|e| format!("codes: {}: {e}", path.display()))?;
    }
    println!(
        "prose: {} code notes in {}/codes",
        Code::ALL.len(),
        dist.display()
    );
    Ok(())
}
