//! Stalemate: drawn (Sarratt 24), won by the side stalemated at Parsloe's
//! club, won by the stalemater in Turkey (Sarratt 24, note).

use crate::common;

use common::position;

use chess_laws_core::{Code, Ending, GameResult, Law, Outcome, Position, Square, Standing};

/// Black king a8, White king c7, White queen b3, White to play Qb6.
const BEFORE: &str = "k7/2K5/8/8/8/1Q6/8/8 w - - 0 1";

fn after_qb6(code: Code) -> Position {
    let pos = position(code, BEFORE);
    let m = pos.parse_san("Qb6").unwrap();
    assert_eq!((m.from(), m.to()), (Square::B3, Square::B6));
    pos.play(&m).unwrap()
}

#[test]
fn the_same_move_gets_three_verdicts() {
    let verdict = |code: Code| after_qb6(code).outcome();
    assert_eq!(
        verdict(Code::Sarratt),
        Outcome::Finished {
            ending: Ending::Stalemate,
            result: GameResult::Draw,
            law: Some(Law::sarratt(24)),
            standing: Standing::Own,
        }
    );
    assert_eq!(verdict(Code::Parsloe).result(), Some(GameResult::BlackWins));
    assert_eq!(verdict(Code::Turkey).result(), Some(GameResult::WhiteWins));
    assert_eq!(verdict(Code::Modern).result(), Some(GameResult::Draw));
    assert_eq!(
        verdict(Code::LawsOfTheGame).result(),
        Some(GameResult::Draw)
    );
}

#[test]
fn each_verdict_in_words() {
    assert_eq!(
        after_qb6(Code::Turkey).outcome().describe(),
        "Stalemate: White wins (Sarratt (1808), law 24, note on Turkey)"
    );
    assert_eq!(
        after_qb6(Code::Parsloe).outcome().describe(),
        "Stalemate: Black wins (Sarratt (1808), law 24, note on Parsloe's)"
    );
    assert_eq!(
        after_qb6(Code::Sarratt).outcome().describe(),
        "Stalemate: drawn game (Sarratt (1808), law 24)"
    );
    // Each code cites its own law for the draw.
    assert_eq!(
        after_qb6(Code::LawsOfTheGame).outcome().describe(),
        "Stalemate: drawn game (Laws of the Game, law 17)"
    );
    assert_eq!(
        after_qb6(Code::Modern).outcome().describe(),
        "Stalemate: drawn game (FIDE Laws of Chess (2023), art. 5.2.1)"
    );
}

#[test]
fn the_san_has_no_check_mark_and_no_move_is_left() {
    let pos = position(Code::Turkey, BEFORE);
    let m = pos.parse_san("Qb6").unwrap();
    assert_eq!(pos.san(&m), "Qb6");
    let after = pos.play(&m).unwrap();
    assert!(after.legal_moves().is_empty());
    assert!(!after.is_check());
    let r = after.refusal(Square::A8, Square::B8).unwrap();
    assert_eq!(r.kind, chess_laws_core::RefusalKind::GameOver);
}

#[test]
fn checkmate_is_the_same_under_every_code() {
    // Qb7 is mate, whatever the code.
    for code in Code::ALL {
        let pos = position(code, BEFORE);
        let m = pos.parse_san("Qb7#").unwrap();
        let outcome = pos.play(&m).unwrap().outcome();
        assert_eq!(outcome.result(), Some(GameResult::WhiteWins), "{code}");
        assert_eq!(outcome.describe(), "Checkmate: White wins");
    }
}
