//! Helpers shared by the test files (`mod common;` in each that uses them).
//! Each file uses only some of them.
#![allow(dead_code)]

use chess_laws_study::core::{Code, Position};
use chess_laws_study::scenarios;
use chess_laws_study::study::{BoardRules, Study};

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

/// The first move from the position after `at` moves of `study`'s line,
/// on its first board, that `wanted` accepts (by its SAN).
pub fn move_at(
    study: &Study,
    at: usize,
    wanted: impl Fn(&str) -> bool,
) -> chess_laws_study::core::Move {
    let comparison = study.compare();
    let position = comparison.tracks[0]
        .position_at(at)
        .expect("a position on the line");
    position
        .legal_moves()
        .iter()
        .find(|m| wanted(&position.san(m)))
        .copied()
        .expect("such a move")
}

/// Passar battaglia with the reader's own move instead of the line's
/// second: the demonstration line is then kept beside the new one.
pub fn passar_with_a_move_of_its_own() -> Study {
    let mut study = scenario_study("passar-battaglia");
    let second = study.tokens[1].clone();
    study.go_to(1);
    let other = move_at(&study, 1, |san| san != second);
    let comparison = study.compare();
    assert!(study.play(&comparison, 0, &other));
    study
}
