//! Helpers shared by the test files (`mod common;` in each that uses them).
//! Each file uses only some of them.
#![allow(dead_code)]

use chess_laws::core::{Code, Position};
use chess_laws::scenarios;
use chess_laws::study::{BoardRules, Study};

/// The position of `fen` under `code`; a FEN the test got wrong fails the
/// test with the reason.
pub fn position(code: Code, fen: &str) -> Position {
    Position::from_fen(fen, code.rules()).unwrap_or_else(|e| panic!("{fen} under {code}: {e}"))
}

/// One board per code, in order.
pub fn boards(list: &[Code]) -> Vec<BoardRules> {
    list.iter().map(|c| BoardRules::Code(*c)).collect()
}

/// The text with every run of white space made one space (the sources
/// break lines where the OCR did).
pub fn fold(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The study of a scenario, by id, as the app opens it.
pub fn scenario_study(id: &str) -> Study {
    Study::for_scenario(scenarios::by_id(id).unwrap_or_else(|| panic!("no scenario {id}")))
}
