//! The reader of `tests/data/*.perft` (shakmaty's format: `id`, `epd`,
//! `perft DEPTH NODES`, blank line between positions, `#` comments; here
//! also `rules`, a code's id or switches as links write them). Shared by
//! the perft test and the perft benchmark.

use chess_laws_core::read_rules;
use chess_laws_core::{Code, RuleSet};
use std::path::Path;

/// One position of a data file.
pub struct Case {
    /// The position's name.
    pub id: String,
    /// The position, a FEN without its clocks.
    pub epd: String,
    /// The rules of the `rules` line, Modern if there is none.
    pub rules: RuleSet,
    /// (depth, leaf nodes) pairs.
    pub depths: Vec<(u32, u64)>,
}

/// A `rules` line: a code's id, or switches in the link's form.
pub fn read_rules_line(text: &str) -> Option<RuleSet> {
    Code::from_id(text)
        .map(Code::rules)
        .or_else(|| read_rules(text))
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
                rules: RuleSet::modern(),
                depths: Vec::new(),
            }),
            "rules" => {
                cases.last_mut().expect("id before rules").rules = read_rules_line(rest)
                    .unwrap_or_else(|| panic!("unknown rules {rest} in {}", path.display()));
            }
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

/// The cases of `tests/data/NAME`.
pub fn cases_of(name: &str) -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    read_cases(&path)
}
