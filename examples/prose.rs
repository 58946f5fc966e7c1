//! The laws' words as files (run by `scripts/build.sh` before
//! `scripts/post-build.mjs`, so that the service worker precaches them):
//! `prose/<id>.txt` for every scenario, which the site's first bundle
//! fetches for the law on screen (see `chess_laws::scenarios::ScenarioProse`).
//!
//! `cargo run --example prose -- DIST` writes into DIST (default `dist`).

use chess_laws::scenarios::{self, ScenarioProse};
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
    Ok(())
}
