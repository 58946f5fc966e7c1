//! Perft: the number of leaf nodes of the legal move tree, against the
//! published figures in `tests/data/*.perft` (shakmaty's format: `id`,
//! `epd`, `perft DEPTH NODES`, blank line between positions).

use chess_laws::core::{Position, RuleSet};
use std::path::Path;

struct Case {
    id: String,
    epd: String,
    depths: Vec<(u32, u64)>,
}

fn read_cases(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).expect("readable perft file");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let (key, rest) = line.split_once(' ').expect("key and value");
        match key {
            "id" => cases.push(Case {
                id: rest.to_string(),
                epd: String::new(),
                depths: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id before epd").epd = rest.to_string(),
            "perft" => {
                let (d, n) = rest.split_once(' ').expect("depth and nodes");
                cases
                    .last_mut()
                    .expect("id before perft")
                    .depths
                    .push((d.parse().expect("depth"), n.parse().expect("nodes")));
            }
            other => panic!("unknown key {other} in {}", path.display()),
        }
    }
    cases
}

fn run_file(name: &str) -> u64 {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    let mut total = 0;
    for case in read_cases(&path) {
        let pos = Position::from_fen(&case.epd, RuleSet::modern())
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for (depth, nodes) in &case.depths {
            assert_eq!(pos.perft(*depth), *nodes, "{} at depth {depth}", case.id);
            total += nodes;
        }
    }
    total
}

#[test]
fn standard_positions() {
    let nodes = run_file("standard.perft");
    assert!(nodes > 10_000_000, "only {nodes} nodes");
}

#[test]
fn tricky_positions() {
    let nodes = run_file("tricky.perft");
    assert!(nodes > 10_000_000, "only {nodes} nodes");
}

#[test]
fn every_data_file_is_run() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("data dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".perft"))
        .collect();
    files.sort();
    assert_eq!(files, ["standard.perft", "tricky.perft"]);
}
