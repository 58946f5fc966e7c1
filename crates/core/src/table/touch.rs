//! Touching a man: one's own (Sarratt 7, 17; Laws of the Game 1; the
//! primer; the umpire code on a man that does not cover; FIDE art. 4.3.1,
//! 4.5), the adversary's (Sarratt 9; Laws of the Game 2; Code of 24, 9;
//! the primer; FIDE art. 4.3.2), and "j'adoube" (Sarratt 7; Laws of the
//! Game 1-2; the primer; FIDE art. 4.2.1).

use super::super::Law;
use super::super::Square;
use super::ruling::{
    king_penalty, possible, remedy, silent, Chooser, ConductCode as C, Remedy, Scene, Stance,
};

/// The Code of 24's touch-move law stood among its lost laws 1-8. Its law
/// 17 presupposes one ("If a player touch a piece or pawn that cannot be
/// moved without leaving the king in check, he must replace it"), and the
/// tail of law 9 is read as Sarratt 9, so the lost law is read as Sarratt
/// 7 and marked as a reading wherever it is applied.
const LOST_TOUCH_MOVE: &str = "He must move the man he touched (our reading: the code's \
     touch-move law is lost with laws 1-8; read as Sarratt 7, which its law 17 presupposes)";

/// "J'adoube" said first: no penalty under any code.
#[must_use]
pub fn adjusted(code: C, scene: &Scene, adversarys: bool) -> Vec<Remedy> {
    let free = || vec![scene.put_back("The man set right; the player moves as he likes")];
    let text = "No penalty: the man is set right on its square";
    vec![match (code, adversarys) {
        (C::Sarratt, false) => remedy(text, Law::sarratt(7), Chooser::Law, free()),
        (C::Sarratt, true) => remedy(text, Law::sarratt(9), Chooser::Law, free()),
        (C::LawsOfTheGame, false) => remedy(text, Law::lotg(1), Chooser::Law, free()),
        (C::LawsOfTheGame, true) => remedy(text, Law::lotg(2), Chooser::Law, free()),
        (C::Primer, _) => remedy(text, Law::PRIMER_TOUCHING, Chooser::Law, free()),
        (C::Modern, _) => remedy(
            "No penalty: the player having the move may adjust a man if he says so first",
            Law::fide("4.2.1"),
            Chooser::Law,
            free(),
        ),
        (C::CodeOf24, _) => silent(
            "No penalty: the man is set right (our reading: laws 1-8 are lost; read as Sarratt \
             7 and 9)",
            free(),
        ),
        (C::UmpireCode, _) => silent(
            "The umpire code is silent on adjusting a man; we read no penalty.",
            free(),
        ),
    }]
}

/// One of his own men touched, without "j'adoube".
#[must_use]
pub fn touched_own(code: C, scene: &Scene, square: Square) -> Vec<Remedy> {
    match scene.stance(square) {
        Stance::Free => must_move_it(code, scene, square),
        Stance::CannotCover if code == C::UmpireCode => cover_with_another(scene, square),
        Stance::CannotCover | Stance::Shields => king_instead(code, scene),
        Stance::Blocked => cannot_move(code, scene),
    }
}

/// The umpire code, in check, a man "which does not cover the check"
/// touched or moved: cover with another man or move the King, as the
/// adversary elects. The man's own moves are left out ("with another
/// piece").
#[must_use]
pub fn cover_with_another(scene: &Scene, square: Square) -> Vec<Remedy> {
    possible(vec![
        remedy(
            "Cover the check with another man, as the adversary elects",
            Law::UMPIRE_IN_CHECK,
            Chooser::Adversary,
            scene.moves(|m| m.role() != super::super::Role::King && m.from() != square),
        ),
        remedy(
            "Move the King, as the adversary elects",
            Law::UMPIRE_IN_CHECK,
            Chooser::Adversary,
            scene.king_moves(),
        ),
    ])
}

/// The man on `square` can be moved lawfully, and was touched: it must be
/// moved, under every code's touch-move law. Played both for a man only
/// touched and for the same man carried where it may not go, the move put
/// back.
#[must_use]
pub fn must_move_it(code: C, scene: &Scene, square: Square) -> Vec<Remedy> {
    let moves = || scene.moves_of(square);
    vec![match code {
        C::Sarratt => remedy(
            "He must move the man he touched",
            Law::sarratt(7),
            Chooser::Player,
            moves(),
        ),
        C::LawsOfTheGame => remedy(
            "You must play the man you touched",
            Law::lotg(1),
            Chooser::Player,
            moves(),
        ),
        C::Primer => remedy(
            "He is under compulsion to move the man he touched",
            Law::PRIMER_TOUCHING,
            Chooser::Player,
            moves(),
        ),
        C::Modern => remedy(
            "He must move the first man he touched that can be moved",
            Law::fide("4.3.1"),
            Chooser::Player,
            moves(),
        ),
        C::UmpireCode => remedy(
            "The man touched must be played (our reading: the section on touching the squares \
             takes touch-move for granted)",
            Law::umpire("Touching the Squares"),
            Chooser::Player,
            moves(),
        ),
        C::CodeOf24 => silent(LOST_TOUCH_MOVE, moves()),
    }]
}

/// The man touched cannot be moved without exposing the king (or, in
/// check, without leaving him in check): the king must move instead,
/// where the code says so. Played both for a man only touched and for the
/// same man carried where it may not go.
#[must_use]
pub fn king_instead(code: C, scene: &Scene) -> Vec<Remedy> {
    let no_king = "The King cannot move: no penalty; the player moves as he likes";
    let king = |text: &str, law: Law| {
        remedy(text, law, Chooser::Player, scene.king_moves()).or_any_move(
            scene,
            Chooser::Law,
            no_king,
        )
    };
    let free = || vec![scene.put_back("The player moves as he likes")];
    vec![match code {
        C::Sarratt => king("He must play his King", Law::sarratt(17)),
        // Law 1: "you are to move the king, when possible"; law 18 bars
        // it where every step would place him in check.
        C::LawsOfTheGame => king_penalty(
            code,
            scene,
            "You are to move the king, when possible",
            Law::lotg(1),
            Chooser::Player,
        )
        .or_any_move(scene, Chooser::Law, no_king),
        C::CodeOf24 => king("He must replace it, and move his king", Law::code_of_24(17)),
        C::UmpireCode => king(
            "The man touched has no lawful move, so the King must move (our reading of the \
             paragraph on discovering check)",
            Law::UMPIRE_DISCOVERING,
        ),
        C::Primer => remedy(
            "The rule is of no effect: the man cannot be moved; the player moves as he likes",
            Law::PRIMER_TOUCHING,
            Chooser::Law,
            free(),
        ),
        C::Modern => remedy(
            "None of the men touched can be moved: the player may make any legal move",
            Law::fide("4.5"),
            Chooser::Player,
            vec![scene.put_back("Any legal move")],
        ),
    }]
}

/// A man with no move at all: the law cannot be carried out.
fn cannot_move(code: C, scene: &Scene) -> Vec<Remedy> {
    let free = || vec![scene.put_back("The player moves as he likes")];
    vec![match code {
        C::Sarratt => remedy(
            "The man cannot move, so the law cannot be carried out: no penalty (our reading, \
             after laws 9 and 17)",
            Law::sarratt(7),
            Chooser::Law,
            free(),
        ),
        C::LawsOfTheGame => remedy(
            "The man cannot move: no penalty (our reading)",
            Law::lotg(1),
            Chooser::Law,
            free(),
        ),
        C::Primer => remedy(
            "This rule is of no effect: the man cannot be moved",
            Law::PRIMER_TOUCHING,
            Chooser::Law,
            free(),
        ),
        C::Modern => remedy(
            "None of the men touched can be moved: any legal move",
            Law::fide("4.5"),
            Chooser::Player,
            free(),
        ),
        C::UmpireCode => silent(
            "The man has no square to go to: no penalty (our reading).",
            free(),
        ),
        C::CodeOf24 => silent(
            "The man cannot move, so the law cannot be carried out: no penalty (our reading: \
             the touch-move law is lost; after laws 9 and 17)",
            free(),
        ),
    }]
}

/// One of the adversary's men touched, without "j'adoube".
#[must_use]
pub fn touched_adversarys(code: C, scene: &Scene, square: Square) -> Vec<Remedy> {
    let takes = scene.captures_of(square);
    let kings = scene.king_moves();
    let free = || vec![scene.put_back("The player moves as he likes")];
    match code {
        C::Sarratt => take_else_king(
            ("He may be compelled to take it", "He must move his King"),
            Law::sarratt(9),
            takes,
            kings,
            free(),
        ),
        C::CodeOf24 => take_else_king(
            (
                "He may be compelled to take it (the start of law 9 is lost; we read it as \
                 Sarratt 9)",
                "It cannot be legally taken: he may be obliged to move his king",
            ),
            Law::code_of_24(9),
            takes,
            kings,
            free(),
        ),
        C::LawsOfTheGame => possible(vec![
            remedy(
                "He may compel you to take the piece (it is en prise)",
                Law::lotg(2),
                Chooser::Adversary,
                takes,
            ),
            king_penalty(
                code,
                scene,
                "Or to move your king (not into check); you cannot castle that move",
                Law::lotg(2),
                Chooser::Adversary,
            ),
            remedy(
                "Or to leave it where it stands: any move, but you cannot castle that move",
                Law::lotg(2),
                Chooser::Adversary,
                scene.moves(|m| !m.is_castle()),
            ),
        ]),
        C::Primer => vec![if takes.is_empty() {
            remedy(
                "The rule is of no effect: the man cannot be captured",
                Law::PRIMER_TOUCHING,
                Chooser::Law,
                free(),
            )
        } else {
            remedy("He must capture it", Law::PRIMER_TOUCHING, Chooser::Player, takes)
        }],
        C::Modern => vec![if takes.is_empty() {
            remedy(
                "The man touched cannot be captured: any legal move",
                Law::fide("4.5"),
                Chooser::Player,
                free(),
            )
        } else {
            remedy(
                "He must capture the first man touched that can be captured",
                Law::fide("4.3.2"),
                Chooser::Player,
                takes,
            )
        }],
        C::UmpireCode => vec![silent(
            "The umpire code is silent on touching the adversary's men; no penalty is read into it.",
            free(),
        )],
    }
}

/// Take it; if it cannot be taken, move the king; if neither, no penalty.
fn take_else_king(
    words: (&str, &str),
    law: Law,
    takes: Vec<super::ruling::Landing>,
    kings: Vec<super::ruling::Landing>,
    free: Vec<super::ruling::Landing>,
) -> Vec<Remedy> {
    if !takes.is_empty() {
        return vec![remedy(words.0, law, Chooser::Adversary, takes)];
    }
    if !kings.is_empty() {
        return vec![remedy(words.1, law, Chooser::Adversary, kings)];
    }
    vec![remedy(
        "Neither the man nor the King can be moved: no penalty",
        law,
        Chooser::Law,
        free,
    )]
}
