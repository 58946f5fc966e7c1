//! Insufficient material: drawn at once (Primer, c. 1900) or not
//! recognised (the older codes play on).

use chess_laws_core::{Code, Ending, GameResult, Law, Outcome, Position, RuleSet, Standing};

fn outcome(fen: &str, rules: RuleSet) -> Outcome {
    Position::from_fen(fen, rules).unwrap().outcome()
}

#[test]
fn bare_kings_are_drawn_in_modern_play() {
    assert_eq!(
        outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 1", RuleSet::modern()),
        Outcome::Finished {
            ending: Ending::InsufficientMaterial,
            result: GameResult::Draw,
            law: Some(Law::fide("5.2.2")),
            standing: Standing::Own,
        }
    );
}

#[test]
fn the_old_codes_play_on() {
    for code in [
        Code::Sarratt,
        Code::Italy,
        Code::LawsOfTheGame,
        Code::Turkey,
    ] {
        assert_eq!(
            outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 1", code.rules()),
            Outcome::Ongoing,
            "{code}"
        );
    }
}

#[test]
fn which_material_cannot_mate() {
    let insufficient = |fen: &str| {
        Position::from_fen(fen, RuleSet::modern())
            .unwrap()
            .is_insufficient_material()
    };
    assert!(insufficient("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"));
    assert!(insufficient("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"));
    // Bishops all on squares of one colour.
    assert!(insufficient("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"));
    // Bishops on both colours can mate (with help).
    assert!(!insufficient("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1"));
    assert!(!insufficient("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    assert!(!insufficient("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1"));
    assert!(!insufficient("4k3/p7/8/8/8/8/8/4K3 w - - 0 1"));
}
