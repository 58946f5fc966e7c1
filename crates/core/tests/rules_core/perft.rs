//! Perft: the number of leaf nodes of the legal move tree, against the
//! figures in `tests/data/*.perft` (shakmaty's format: `id`, `epd`,
//! `perft DEPTH NODES`, blank line between positions; here also `rules`,
//! a code's id or switches as links write them, Modern if left out).
//!
//! The standard files hold published figures. The files of the old codes
//! hold figures that two generators agree on: the core, and the simple
//! make-and-test generator of `tests/reference`, which is itself checked
//! against the published figures at shallow depths.

use crate::perft_data;
use crate::reference;

use chess_laws_core::{Position, RuleSet};
use perft_data::{cases_of, read_rules_line};
use std::path::Path;

fn run_file(name: &str) -> u64 {
    let mut total = 0;
    for case in cases_of(name) {
        let pos = Position::from_fen(&case.epd, case.rules)
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
    assert_eq!(
        files,
        OLD_CODES
            .iter()
            .chain(&["standard.perft", "tricky.perft"])
            .copied()
            .collect::<Vec<_>>()
    );
}

/// The files of the old codes, in the order `read_dir` sorts them.
const OLD_CODES: [&str; 5] = [
    "italy-ponziani.perft",
    "italy.perft",
    "lost-pieces.perft",
    "no-en-passant.perft",
    "rook-odds.perft",
];

/// Checks every count of `name` up to `max_nodes` with the reference
/// generator; returns the nodes it counted.
fn cross_check(name: &str, max_nodes: u64) -> u64 {
    let mut total = 0;
    for case in cases_of(name) {
        let board = reference::Board::from_fen(&case.epd)
            .unwrap_or_else(|| panic!("{}: the reference cannot read it", case.id));
        for &(depth, nodes) in case.depths.iter().filter(|(_, n)| *n <= max_nodes) {
            let counted = board.perft(&case.rules, depth);
            assert_eq!(counted, nodes, "reference: {} at depth {depth}", case.id);
            total += nodes;
        }
    }
    total
}

#[test]
fn the_reference_generator_gives_the_published_figures() {
    let nodes = cross_check("standard.perft", 100_000) + cross_check("tricky.perft", 100_000);
    assert!(nodes > 100_000, "only {nodes} nodes");
}

#[test]
fn old_codes_agree_with_the_reference_generator() {
    for name in OLD_CODES {
        let nodes = cross_check(name, u64::MAX);
        assert!(nodes > 1_000, "{name}: only {nodes} nodes");
    }
}

#[test]
fn old_codes_agree_with_the_core() {
    for name in OLD_CODES {
        let nodes = run_file(name);
        assert!(nodes > 1_000, "{name}: only {nodes} nodes");
    }
}

/// Prints the counts of both generators for new positions, to write a data
/// file: `cargo test --test perft -- --ignored --nocapture print_counts`
/// with `PERFT_FEN`, `PERFT_RULES` and `PERFT_DEPTH` set.
#[test]
#[ignore = "a tool to write data files, not a test"]
fn print_counts() {
    let fen = std::env::var("PERFT_FEN").unwrap_or_default();
    let rules = read_rules_line(&std::env::var("PERFT_RULES").unwrap_or_default())
        .unwrap_or_else(RuleSet::modern);
    let depth: u32 = std::env::var("PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(3);
    let pos = Position::from_fen(&fen, rules).expect("the core reads it");
    let board = reference::Board::from_fen(&fen).expect("the reference reads it");
    for d in 1..=depth {
        println!(
            "perft {d} {} (reference {})",
            pos.perft(d),
            board.perft(&rules, d)
        );
    }
}
