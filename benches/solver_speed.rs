//! Solve times of the endgame solver, natively, per material and per
//! stalemate rule, with the won / drawn / lost counts of each table.
//!
//! Run with `cargo bench --bench solver_speed` (all materials) or
//! `cargo bench --bench solver_speed -- KQvK KRvKB` (those only). Each
//! time covers the material and every smaller table it needs.

use chess_laws::core::solver::{solve, Material, Wdl};
use chess_laws::core::{Code, RuleSet, Stalemate};
use std::time::Instant;

const DEFAULT: [&str; 12] = [
    "KPvK", "KBvK", "KNvK", "KRvK", "KQvK", "KvKP", "KQvKR", "KRvKB", "KPvKP", "KBNvK", "KBBvK",
    "KNNvK",
];

fn wdl(w: &Wdl) -> String {
    format!("{:>9} {:>9} {:>9}", w.won, w.drawn, w.lost)
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let names: Vec<&str> = if args.is_empty() {
        DEFAULT.to_vec()
    } else {
        args.iter().map(String::as_str).collect()
    };
    let rules = [
        ("Modern/draw", Code::Modern.rules()),
        ("Turkey/stalemater wins", Code::Turkey.rules()),
        ("Parsloe/stalemater loses", Code::Parsloe.rules()),
    ];
    println!(
        "{:<7} {:<25} {:>9} {:>10}   {:>29}   {:>29}",
        "table", "rules", "ms", "entries", "wtm: won drawn lost", "btm: won drawn lost"
    );
    for name in names {
        let Ok(material) = name.parse::<Material>() else {
            eprintln!("cannot read {name}");
            continue;
        };
        for (label, rules) in rules {
            report(&material, label, rules);
        }
    }
    let lost_only = RuleSet {
        stalemate: Stalemate::Draw,
        ..Code::LostPiecesOnly.rules()
    };
    if let Ok(kpk) = "KPvK".parse::<Material>() {
        report(&kpk, "Lost pieces only", lost_only);
    }
}

fn report(material: &Material, label: &str, rules: RuleSet) {
    let start = Instant::now();
    let tables = solve(material, rules, |_, _| {});
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let Some(table) = tables.table(material) else {
        return;
    };
    let c = table.counts();
    println!(
        "{:<7} {:<25} {:>9.1} {:>10}   {}   {}",
        material.to_string(),
        label,
        ms,
        table.entries(),
        wdl(&c.white_to_move),
        wdl(&c.black_to_move)
    );
}
