//! Perft speed: the core under Modern and under Italy against shakmaty on
//! the same positions, in the same run.
//!
//! Run with `cargo bench --bench perft_speed`. Prints nodes per second for
//! each engine and the ratio core / shakmaty (1.0 = as fast).

use chess_laws_core::{Code, Position};
use shakmaty::{fen::Fen, CastlingMode, Chess};
use std::hint::black_box;
use std::time::{Duration, Instant};

#[path = "../tests/rules_core/perft_data/mod.rs"]
mod perft_data;

/// The positions timed, from `tests/data/standard.perft`, each at the
/// deepest depth listed there with at most `MAX_NODES` nodes.
const TIMED: [&str; 5] = [
    "startpos",
    "kiwipete",
    "position-3",
    "position-4",
    "position-5",
];
const MAX_NODES: u64 = 5_000_000;

/// (name, FEN, depth, published nodes) of each timed position.
fn cases() -> Vec<(String, String, u32, u64)> {
    perft_data::cases_of("standard.perft")
        .into_iter()
        // shakmaty plays modern chess only.
        .filter(|case| TIMED.contains(&case.id.as_str()) && case.rules == Code::Modern.rules())
        .filter_map(|case| {
            let (depth, nodes) = case
                .depths
                .iter()
                .copied()
                .filter(|(_, nodes)| *nodes <= MAX_NODES)
                .max()?;
            Some((case.id, format!("{} 0 1", case.epd), depth, nodes))
        })
        .collect()
}

/// Times one call of `f`.
fn timed(f: impl FnOnce() -> u64) -> (u64, Duration) {
    let start = Instant::now();
    let nodes = black_box(f());
    (nodes, start.elapsed())
}

/// Rounds of timing; each round times the three engines one after the
/// other, so that a busy machine slows them alike, and the best time of
/// each is kept.
const ROUNDS: usize = 7;

fn mnps(nodes: u64, time: Duration) -> f64 {
    nodes as f64 / time.as_secs_f64() / 1e6
}

fn main() {
    println!(
        "{:<12} {:>5} {:>11} {:>12} {:>12} {:>12} {:>7} {:>7}",
        "position", "depth", "nodes", "core Mn/s", "italy Mn/s", "shakmaty", "ratio", "italy"
    );
    let (mut core_total, mut italy_total, mut shak_total) = (0.0, 0.0, 0.0);
    let (mut core_nodes, mut italy_nodes, mut shak_nodes) = (0u64, 0u64, 0u64);
    for (name, fen, depth, published) in cases() {
        let fen = fen.as_str();
        let modern = Position::from_fen(fen, Code::Modern.rules()).expect("valid FEN");
        let italy = Position::from_fen(fen, Code::Italy.rules()).expect("valid FEN");
        let chess: Chess = fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");

        let (mut t_core, mut t_italy, mut t_shak) = (Duration::MAX, Duration::MAX, Duration::MAX);
        let (mut n_core, mut n_italy, mut n_shak) = (0, 0, 0);
        for _ in 0..ROUNDS {
            let (n, t) = timed(|| modern.perft(black_box(depth)));
            (n_core, t_core) = (n, t_core.min(t));
            let (n, t) = timed(|| italy.perft(black_box(depth)));
            (n_italy, t_italy) = (n, t_italy.min(t));
            let (n, t) = timed(|| shakmaty::perft(&chess, black_box(depth)));
            (n_shak, t_shak) = (n, t_shak.min(t));
        }
        assert_eq!(n_core, n_shak, "{name}: core and shakmaty disagree");
        assert_eq!(n_core, published, "{name}: not the published count");

        let (c, i, s) = (
            mnps(n_core, t_core),
            mnps(n_italy, t_italy),
            mnps(n_shak, t_shak),
        );
        println!(
            "{name:<12} {depth:>5} {n_core:>11} {c:>12.1} {i:>12.1} {s:>12.1} {:>7.2} {:>7.2}",
            c / s,
            i / s
        );
        core_total += t_core.as_secs_f64();
        italy_total += t_italy.as_secs_f64();
        shak_total += t_shak.as_secs_f64();
        core_nodes += n_core;
        italy_nodes += n_italy;
        shak_nodes += n_shak;
    }
    let c = core_nodes as f64 / core_total / 1e6;
    let i = italy_nodes as f64 / italy_total / 1e6;
    let s = shak_nodes as f64 / shak_total / 1e6;
    println!(
        "{:<12} {:>5} {:>11} {c:>12.1} {i:>12.1} {s:>12.1} {:>7.2} {:>7.2}",
        "all",
        "",
        core_nodes,
        c / s,
        i / s
    );
    println!(
        "(Mn/s = million nodes per second, leaf nodes counted in bulk; ratio = core / shakmaty)"
    );
}
