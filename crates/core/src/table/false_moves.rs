//! Men moved where they may not go: false moves and false captures
//! (Sarratt 11, 13; Laws of the Game 3; Code of 24, 11, 13; the primer;
//! FIDE art. 7.5.1 with 4.3), one's own man taken (Sarratt 12; Code of 24,
//! 12), the adversary's man moved (Sarratt 10; Laws of the Game 2; Code of
//! 24, 10), castling when barred (Sarratt 16; Laws of the Game 8; the
//! primer; FIDE art. 4.4.3) and two moves in succession (Sarratt 14; Laws
//! of the Game 4; Code of 24, 14; FIDE art. 1.2 with 7.5.1).

use super::super::Law;
use super::super::Square;
use super::ruling::{
    king_penalty, possible, remedy, silent, Chooser, ConductCode as C, Remedy, Scene,
};

const UMPIRE_SILENT: &str = "The umpire code is silent on this slip; we take it that the move \
     is put back and the player moves again.";

/// The primer's remedy for every illegal move: retract it and move the
/// same man if possible.
fn primer_same_man(scene: &Scene, from: Square) -> Remedy {
    remedy(
        "He must retract the move and make another one with the same man",
        Law::PRIMER_ILLEGAL,
        Chooser::Player,
        scene.moves_of(from),
    )
    .or_any_move(
        scene,
        Chooser::Player,
        "He must retract the move; the same man has no other move, so any move",
    )
}

/// The other man an illegal move touched, after the player's own man
/// touched first (FIDE art. 4.3): the opponent's man it took, or the
/// player's own man it took.
#[derive(Clone, Copy)]
enum SecondTouched {
    /// Art. 4.3.3: if the man touched first cannot move, the opponent's
    /// man touched must be captured, if it can be.
    Opponents(Square),
    /// Art. 4.3.1: if the man touched first cannot move, the next one
    /// touched must move, if it can.
    Own(Square),
}

/// FIDE: the position before the illegal move is reinstated; the man
/// touched first must be moved if it can (art. 7.5.1 applies 4.3), else
/// the other man touched captured or moved (4.3.3, 4.3.1), else any legal
/// move (4.5). The opponent gains two minutes (7.5.5).
fn fide_reinstated(
    scene: &Scene,
    first_touched: Square,
    second: Option<SecondTouched>,
    article: &'static str,
) -> Remedy {
    let first = fide_first_touched(scene, first_touched, article);
    if !first.landings.is_empty() {
        return first;
    }
    let (next, none_can) = match second {
        Some(SecondTouched::Opponents(square)) => (
            remedy(
                "The position before the illegal move is reinstated; the man touched first cannot \
             move, so the opponent's man touched must be captured (art. 4.3.3). The opponent \
             gains two minutes (art. 7.5.5)",
                Law::fide(article),
                Chooser::Player,
                scene.captures_of(square),
            ),
            BOTH_CANNOT,
        ),
        Some(SecondTouched::Own(square)) => (
            remedy(
                "The position before the illegal move is reinstated; the man touched first cannot \
             move, so the other man touched must move (art. 4.3.1). The opponent gains two \
             minutes (art. 7.5.5)",
                Law::fide(article),
                Chooser::Player,
                scene.moves_of(square),
            ),
            BOTH_CANNOT,
        ),
        None => (
            first,
            "The position before the illegal move is reinstated; the man touched cannot move, \
             so any legal move (art. 4.5). The opponent gains two minutes (art. 7.5.5)",
        ),
    };
    next.or_any_move(scene, Chooser::Player, none_can)
}

/// FIDE art. 4.5, when neither man an illegal move touched can move or be
/// captured.
const BOTH_CANNOT: &str = "The position before the illegal move is reinstated; neither man \
                           touched can move or be captured, so any legal move (art. 4.5). The \
                           opponent gains two minutes (art. 7.5.5)";

/// FIDE: the man touched first must move (art. 4.3).
fn fide_first_touched(scene: &Scene, first_touched: Square, article: &'static str) -> Remedy {
    remedy(
        "The position before the illegal move is reinstated and the man touched must move \
         (art. 4.3). The opponent gains two minutes; a second illegal move loses, or draws \
         if the opponent cannot mate by any series of legal moves (art. 7.5.5)",
        Law::fide(article),
        Chooser::Player,
        scene.moves_of(first_touched),
    )
}

/// A man moved against its nature, taking nothing.
#[must_use]
pub fn false_move(code: C, scene: &Scene, from: Square) -> Vec<Remedy> {
    let stays = || vec![scene.stands("The man stays where it was played")];
    match code {
        C::Sarratt => possible(vec![
            remedy(
                "Let the man remain where he played it",
                Law::sarratt(13),
                Chooser::Adversary,
                stays(),
            ),
            remedy(
                "Play it on some other square",
                Law::sarratt(13),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            remedy(
                "Replace it and play the King instead",
                Law::sarratt(13),
                Chooser::Adversary,
                scene.king_moves(),
            ),
        ]),
        C::LawsOfTheGame => possible(vec![
            remedy(
                "Leave the piece where it was placed",
                Law::lotg(3),
                Chooser::Adversary,
                stays(),
            ),
            remedy(
                "Give it a natural move",
                Law::lotg(3),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            king_penalty(
                code,
                scene,
                "Replace it and move the king",
                Law::lotg(3),
                Chooser::Adversary,
            ),
        ]),
        C::CodeOf24 => possible(vec![
            remedy(
                "Take the man to a correct square",
                Law::code_of_24(13),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            remedy(
                "Let it remain where it was moved",
                Law::code_of_24(13),
                Chooser::Adversary,
                stays(),
            ),
            remedy(
                "Replace it and move the king",
                Law::code_of_24(13),
                Chooser::Adversary,
                scene.king_moves(),
            ),
        ]),
        C::Primer => vec![primer_same_man(scene, from)],
        C::Modern => vec![fide_reinstated(scene, from, None, "7.5.1")],
        // Silent on false moves: put back, and the man touched is dealt
        // with as if only touched (touch-move presumed), so that carrying
        // a man against its nature never frees the hand from it.
        C::UmpireCode => super::touch::touched_own(code, scene, from),
    }
}

/// An adversary's man taken with a man that cannot take it.
#[must_use]
pub fn false_capture(code: C, scene: &Scene, from: Square, to: Square) -> Vec<Remedy> {
    let others = || scene.moves(|m| m.to() == to && m.is_capture() && m.from() != from);
    match code {
        C::Sarratt => possible(vec![
            remedy(
                "Take it with any other man",
                Law::sarratt(11),
                Chooser::Adversary,
                others(),
            ),
            remedy(
                "Play the man he touched",
                Law::sarratt(11),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
        ]),
        C::LawsOfTheGame => possible(vec![
            remedy(
                "Take the piece with a man that has it en prise",
                Law::lotg(3),
                Chooser::Adversary,
                others(),
            ),
            remedy(
                "Move the piece touched",
                Law::lotg(3),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
        ]),
        C::CodeOf24 => possible(vec![
            remedy(
                "Take it with a man that can legally take it",
                Law::code_of_24(11),
                Chooser::Adversary,
                others(),
            ),
            remedy(
                "Move his own man which he touched",
                Law::code_of_24(11),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
        ]),
        C::Primer => vec![primer_same_man(scene, from)],
        C::Modern => {
            // 4.3.3: own man and opponent's man touched: capture the
            // opponent's man with the man touched if legal, else move or
            // capture the first man touched that can be.
            vec![fide_reinstated(
                scene,
                from,
                Some(SecondTouched::Opponents(to)),
                "7.5.1",
            )]
        }
        C::UmpireCode => vec![silent(
            UMPIRE_SILENT,
            vec![scene.put_back("Put back; any move")],
        )],
    }
}

/// One of his own men taken with another.
#[must_use]
pub fn took_own(code: C, scene: &Scene, from: Square, to: Square) -> Vec<Remedy> {
    let either = |law: Law, text: &str| {
        let mut landings = scene.moves_of(from);
        landings.extend(scene.moves_of(to));
        remedy(text, law, Chooser::Adversary, landings)
    };
    possible(match code {
        C::Sarratt => vec![
            remedy(
                "Play the man that took",
                Law::sarratt(12),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            remedy(
                "Play the man that was taken",
                Law::sarratt(12),
                Chooser::Adversary,
                scene.moves_of(to),
            ),
        ],
        C::CodeOf24 => vec![either(
            Law::code_of_24(12),
            "He can be compelled to move either man",
        )],
        C::LawsOfTheGame => vec![
            remedy(
                "A false move (our reading: no law names this slip): give the man a natural move",
                Law::lotg(3),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            king_penalty(
                code,
                scene,
                "Or replace it and move the king",
                Law::lotg(3),
                Chooser::Adversary,
            ),
        ],
        C::Primer => vec![primer_same_man(scene, from)],
        C::Modern => vec![fide_reinstated(
            scene,
            from,
            Some(SecondTouched::Own(to)),
            "3.1",
        )],
        C::UmpireCode => vec![silent(
            UMPIRE_SILENT,
            vec![scene.put_back("Put back; any move")],
        )],
    })
}

/// One of the adversary's men moved instead of one's own.
#[must_use]
pub fn moved_adversarys(code: C, scene: &Scene, from: Square) -> Vec<Remedy> {
    let takes = || scene.captures_of(from);
    let remain = || vec![scene.stands("The man remains where he played it")];
    let back = || vec![scene.put_back("Replaced; the player moves as he likes")];
    possible(match code {
        C::Sarratt => vec![
            remedy(
                "Take it, if it can be taken",
                Law::sarratt(10),
                Chooser::Adversary,
                takes(),
            ),
            remedy(
                "Replace it where it was",
                Law::sarratt(10),
                Chooser::Adversary,
                back(),
            ),
            remedy(
                "Let it remain where he played it (our reading: it stands as his move; another \
                 reading lets him then play his own)",
                Law::sarratt(10),
                Chooser::Adversary,
                remain(),
            ),
        ],
        C::LawsOfTheGame => vec![
            remedy(
                "Take the piece, if it be en prise (no castling that move)",
                Law::lotg(2),
                Chooser::Adversary,
                scene.moves(|m| m.to() == from && m.is_capture() && !m.is_castle()),
            ),
            king_penalty(
                code,
                scene,
                "Replace it and move your king (no castling)",
                Law::lotg(2),
                Chooser::Adversary,
            ),
            remedy(
                "Leave it where you had wrongfully placed it (our reading: it stands as your move; \
                 law 2's \u{201c}you cannot castle that move\u{201d} may mean that you then play \
                 your own)",
                Law::lotg(2),
                Chooser::Adversary,
                remain(),
            ),
        ],
        C::CodeOf24 => vec![
            remedy(
                "Replace it and move his king",
                Law::code_of_24(10),
                Chooser::Adversary,
                scene.king_moves(),
            ),
            remedy(
                "Replace it and take it",
                Law::code_of_24(10),
                Chooser::Adversary,
                takes(),
            ),
            remedy(
                "Let it remain on the square to which it was played (our reading: it stands as \
                 his move; another reading lets him then play his own)",
                Law::code_of_24(10),
                Chooser::Adversary,
                remain(),
            ),
        ],
        C::Primer => vec![if takes().is_empty() {
            remedy(
                "Replaced; he touched a hostile man that cannot be captured: no effect",
                Law::PRIMER_TOUCHING,
                Chooser::Law,
                back(),
            )
        } else {
            remedy(
                "Replaced; he touched a hostile man, so he must capture it",
                Law::PRIMER_TOUCHING,
                Chooser::Player,
                takes(),
            )
        }],
        C::Modern => vec![if takes().is_empty() {
            remedy("The position is reinstated (art. 7.5.1); the man cannot be captured, so any legal move (art. 4.5)", Law::fide("7.5.1"), Chooser::Player, back())
        } else {
            remedy("The position is reinstated and the man touched must be captured (art. 7.5.1 with 4.3.2)", Law::fide("7.5.1"), Chooser::Player, takes())
        }],
        C::UmpireCode => vec![silent(UMPIRE_SILENT, back())],
    })
}

/// The king and rook carried as in castling when castling is barred.
#[must_use]
pub fn illegal_castling(code: C, scene: &Scene, king: Square, rook: Option<Square>) -> Vec<Remedy> {
    let kings = scene.king_moves();
    let rooks = rook.map(|r| scene.moves_of(r)).unwrap_or_default();
    let free = || vec![scene.put_back("Any lawful move")];
    possible(match code {
        C::Sarratt => vec![
            remedy(
                "Put back; play the King",
                Law::sarratt(16),
                Chooser::Adversary,
                kings,
            ),
            remedy(
                "Put back; play the Rook",
                Law::sarratt(16),
                Chooser::Adversary,
                rooks,
            ),
        ],
        C::LawsOfTheGame => vec![
            king_penalty(
                code,
                scene,
                "Move the king",
                Law::lotg(8),
                Chooser::Adversary,
            ),
            remedy("Move the rook", Law::lotg(8), Chooser::Adversary, rooks),
        ],
        C::CodeOf24 => vec![
            remedy(
                "A false move (our reading: law 16 names no penalty, and law 13's false move \
                 covers the act): take the king to a correct square",
                Law::code_of_24(13),
                Chooser::Adversary,
                kings,
            ),
            remedy(
                "Let the castling remain",
                Law::code_of_24(13),
                Chooser::Adversary,
                vec![scene.stands("The castling stands")],
            ),
        ],
        C::Primer => vec![if kings.is_empty() {
            remedy(
                "Rook and King moved back; the King has no legal move, so any other move",
                Law::PRIMER_ILLEGAL,
                Chooser::Player,
                free(),
            )
        } else {
            remedy(
                "Rook and King moved back; the King must make another move (our reading: a step \
                 of the king, not castling on the other side)",
                Law::PRIMER_ILLEGAL,
                Chooser::Player,
                kings,
            )
        }],
        C::Modern => {
            let king_any = scene.moves(|m| m.from() == king);
            vec![if king_any.is_empty() {
                remedy(
                    "Castling illegal: the king has no legal move, so any legal move",
                    Law::fide("4.4.3"),
                    Chooser::Player,
                    free(),
                )
            } else {
                remedy("Castling illegal: another legal move with the king (castling on the other side included)", Law::fide("4.4.3"), Chooser::Player, king_any)
            }]
        }
        C::UmpireCode => vec![silent(UMPIRE_SILENT, free())],
    })
}

/// A second move in succession.
#[must_use]
pub fn two_moves(code: C, scene: &Scene) -> Vec<Remedy> {
    let back = || vec![scene.put_back("The second move put back")];
    let both = || vec![scene.stands("Both moves remain; the adversary plays")];
    match code {
        C::Sarratt => vec![
            remedy(
                "Put back the second move",
                Law::sarratt(14),
                Chooser::Adversary,
                back(),
            ),
            remedy(
                "Go on as if only one move had been played",
                Law::sarratt(14),
                Chooser::Adversary,
                both(),
            ),
        ],
        C::LawsOfTheGame => vec![
            remedy(
                "Replace the second piece",
                Law::lotg(4),
                Chooser::Adversary,
                back(),
            ),
            remedy(
                "Both moves remain, as if one man only had been played",
                Law::lotg(4),
                Chooser::Adversary,
                both(),
            ),
        ],
        C::CodeOf24 => vec![
            remedy(
                "Both moves remain",
                Law::code_of_24(14),
                Chooser::Adversary,
                both(),
            ),
            remedy(
                "The second is retracted",
                Law::code_of_24(14),
                Chooser::Adversary,
                back(),
            ),
        ],
        C::Primer => vec![remedy(
            "An illegal move: it must be retracted (our reading: the primer does not name moving \
             twice)",
            Law::PRIMER_ILLEGAL,
            Chooser::Law,
            back(),
        )],
        C::Modern => vec![remedy(
            "The players move alternately (art. 1.2): the second move is illegal and the position \
             before it is reinstated; the opponent gains two minutes (art. 7.5.5)",
            Law::fide("7.5.1"),
            Chooser::Law,
            back(),
        )],
        C::UmpireCode => vec![silent(UMPIRE_SILENT, back())],
    }
}

/// The rook's square of a castling the king attempted towards `to`.
#[must_use]
pub fn castling_rook_square(king: Square, to: Square) -> Option<Square> {
    let file = if to.file() > king.file() { 7 } else { 0 };
    Square::from_coords(file, king.rank())
}
