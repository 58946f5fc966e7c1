//! The king and check: moving into check (the umpire code; Sarratt 18 and
//! the Paris rule), discovering check on one's own king (the umpire code;
//! Sarratt 17; Laws of the Game 1; Code of 24, 17), a man moved that does
//! not cover (the umpire code), the check not announced (Sarratt 18; Laws
//! of the Game 5; Code of 24, 18) and "check" said without a check
//! (Sarratt 20; Laws of the Game 6; Code of 24, 19).

use super::super::Law;
use super::super::{Role, Square};
use super::ruling::{
    king_penalty, possible, remedy, silent, Chooser, ConductCode as C, Remedy, Scene,
};
use super::touch;

/// The primer's remedy for an illegal move: retract it and move the same
/// man (`same`, its lawful moves), or any man where it has none.
fn primer_retract(scene: &Scene, same: Vec<super::ruling::Landing>, none: &str) -> Remedy {
    remedy(
        "Retract the illegal move and make another with the same man",
        Law::PRIMER_ILLEGAL,
        Chooser::Player,
        same,
    )
    .or_any_move(scene, Chooser::Player, none)
}

/// The king carried onto a square the adversary commands.
#[must_use]
pub fn king_into_check(code: C, scene: &Scene, from: Square) -> Vec<Remedy> {
    let kings = scene.king_moves();
    match code {
        C::UmpireCode => possible(vec![
            remedy(
                "Move the King elsewhere",
                Law::UMPIRE_INTO_CHECK,
                Chooser::Adversary,
                kings,
            ),
            remedy(
                "Replace the King and make some other move, not of the adversary's choosing (our \
                 reading: a move of another man)",
                Law::UMPIRE_INTO_CHECK,
                Chooser::Adversary,
                scene.moves(|m| m.role() != Role::King),
            ),
        ]),
        C::Sarratt => vec![
            remedy(
                "\u{201c}It is difficult to determine the penalty\u{201d}: no penalty is set; \
                 we put the king back and let the player move again",
                Law::sarratt(18),
                Chooser::Law,
                vec![scene.put_back("Put back; any move")],
            ),
            remedy(
                "As at the Paris club (Verdoni): the move stands; the adversary plays on, and the \
                 king must leave check at his next move",
                Law::sarratt(18),
                Chooser::Adversary,
                vec![scene.stands("The king stays in check; the adversary plays")],
            ),
        ],
        C::LawsOfTheGame => vec![king_penalty(
            code,
            scene,
            "A false move (our reading: law 1 forbids exposing the king, law 3 gives the \
             penalty): give the king a natural move; law 3's \u{201c}leave such piece where you \
             had placed it\u{201d} is not offered, for the king would stand in check",
            Law::lotg(3),
            Chooser::Adversary,
        )],
        C::CodeOf24 if kings.is_empty() => vec![silent(
            "The king has no correct square: put back, any move (our reading)",
            vec![scene.put_back("Any lawful move")],
        )],
        C::CodeOf24 => vec![remedy(
            "A false move, to a square where it cannot legally go: take the king to a correct \
             square; law 13's \u{201c}let it remain\u{201d} is not offered, for the king would \
             stand in check (our reading)",
            Law::code_of_24(13),
            Chooser::Adversary,
            kings,
        )],
        C::Primer => vec![primer_retract(
            scene,
            kings,
            "Retract the illegal move; the King has no other, so any move",
        )],
        C::Modern => vec![fide_same_man(scene, from)],
    }
}

/// FIDE: the move breaks art. 3.9.2; the position is reinstated (art.
/// 7.5.1), and the man touched must move if
/// it can (art. 4.3.1), else any legal move (art. 4.5).
fn fide_same_man(scene: &Scene, from: Square) -> Remedy {
    let text = "An illegal move: the position before it is reinstated (art. 7.5.1) and the man \
                touched must move if it can (art. 4.3.1, else 4.5); the opponent gains two minutes \
                (art. 7.5.5)";
    remedy(
        text,
        Law::fide("7.5.1"),
        Chooser::Player,
        scene.moves_of(from),
    )
    .or_any_move(scene, Chooser::Player, text)
}

/// A man that shielded the king moved (discovering check), or in check a
/// man moved that does not cover: `in_check` tells which. The laws of a
/// man that "can not be moved without placing his King in check" (Sarratt
/// 17; Laws of the Game 1; Code of 24, 17) and the umpire code's "man
/// which does not cover the check" turn on the man, not on the square it
/// was carried to: the man's stance before the act decides, as it does
/// for the same man only touched ([`Scene::stance`]).
#[must_use]
pub fn exposed_king(code: C, scene: &Scene, from: Square, in_check: bool) -> Vec<Remedy> {
    if scene.stance(from).can_move() {
        man_could_move(code, scene, from, in_check)
    } else {
        man_could_not_move(code, scene, from, in_check)
    }
}

/// The man carried had lawful moves: the laws of a man that cannot move
/// do not reach it.
fn man_could_move(code: C, scene: &Scene, from: Square, in_check: bool) -> Vec<Remedy> {
    match code {
        // "For discovering check on his own King, the player must either
        // legally move the man touched, or move the King at his
        // adversary's option."
        C::UmpireCode if !in_check => possible(vec![
            remedy(
                "Legally move the man touched",
                Law::UMPIRE_DISCOVERING,
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            remedy(
                "Move the King",
                Law::UMPIRE_DISCOVERING,
                Chooser::Adversary,
                scene.king_moves(),
            ),
        ]),
        // Law 13 defines the act: "plays a piece or pawn to any square to
        // which it cannot legally be moved".
        C::CodeOf24 => possible(vec![
            remedy(
                "A false move: take the man to a correct square",
                Law::code_of_24(13),
                Chooser::Adversary,
                scene.moves_of(from),
            ),
            remedy(
                "Let it remain on the square to which it was moved",
                Law::code_of_24(13),
                Chooser::Adversary,
                vec![scene.stands("The man stays where it was played")],
            ),
            remedy(
                "Replace it and move the king",
                Law::code_of_24(13),
                Chooser::Adversary,
                scene.king_moves(),
            ),
        ]),
        C::Primer => vec![primer_retract(
            scene,
            scene.moves_of(from),
            "Retract the illegal move; the same man has no other, so any move",
        )],
        C::Modern => vec![fide_same_man(scene, from)],
        // Sarratt, the Laws of the Game, and the umpire code in check with
        // a man that could have covered: the man touched must be moved.
        C::Sarratt | C::LawsOfTheGame | C::UmpireCode => touch::must_move_it(code, scene, from),
    }
}

/// The man carried had no lawful move: the same ruling as for the man only
/// touched, where the code's law names the act of touching.
fn man_could_not_move(code: C, scene: &Scene, from: Square, in_check: bool) -> Vec<Remedy> {
    match code {
        C::UmpireCode if in_check => touch::cover_with_another(scene, from),
        C::UmpireCode => {
            let r = possible(vec![remedy(
                "Move the King (the man touched cannot be legally moved)",
                Law::UMPIRE_DISCOVERING,
                Chooser::Adversary,
                scene.king_moves(),
            )]);
            if r.is_empty() {
                return vec![remedy(
                    "Neither move can be made: no penalty",
                    Law::UMPIRE_DISCOVERING,
                    Chooser::Law,
                    vec![scene.put_back("Any lawful move")],
                )];
            }
            r
        }
        C::Primer => vec![primer_retract(
            scene,
            Vec::new(),
            "Retract the illegal move; the same man has no other, so any move",
        )],
        C::Modern => vec![fide_same_man(scene, from)],
        C::Sarratt | C::LawsOfTheGame | C::CodeOf24 => touch::king_instead(code, scene),
    }
}

/// A lawful move that checks, "check" not said. The remedies are the
/// checked player's.
#[must_use]
pub fn unannounced_check(code: C, scene: &Scene) -> Vec<Remedy> {
    let meet = || scene_after_moves(scene);
    let ignore = || scene.moves_ignoring_check();
    match code {
        C::Sarratt => possible(vec![
            remedy(
                "Take no notice of the check: move as if the King were not attacked",
                Law::sarratt(18),
                Chooser::Adversary,
                ignore(),
            ),
            remedy(
                "Or meet the check",
                Law::sarratt(18),
                Chooser::Adversary,
                meet(),
            ),
        ]),
        C::LawsOfTheGame => possible(vec![
            remedy(
                "Not obliged to notice it until warned: play on",
                Law::lotg(5),
                Chooser::Adversary,
                ignore(),
            ),
            remedy(
                "Or meet the check",
                Law::lotg(5),
                Chooser::Adversary,
                meet(),
            ),
        ]),
        C::CodeOf24 => possible(vec![
            remedy(
                "Unnoticed, play goes on (our reading: law 18 gives no right to ignore the check, \
                 as Sarratt's does); once the check is known the last player must retract his \
                 last move and free his king (our reading of \u{201c}the last player\u{201d})",
                Law::code_of_24(18),
                Chooser::Adversary,
                ignore(),
            ),
            remedy(
                "Noticed at once: free the king from check",
                Law::code_of_24(18),
                Chooser::Adversary,
                meet(),
            ),
        ]),
        C::Primer => vec![remedy(
            "An attack on the King must be met (the primer's extract is silent on announcing \
             check)",
            Law::PRIMER_CHECK,
            Chooser::Player,
            meet(),
        )],
        C::Modern => vec![remedy(
            "Nothing need be said: a check is a check, and it must be met (art. 3.9.2)",
            Law::fide("3.9.2"),
            Chooser::Player,
            meet(),
        )],
        C::UmpireCode => vec![silent(
            "The umpire code is silent on announcing check: the check must be met.",
            meet(),
        )],
    }
}

/// The lawful replies after the act (the table's position now).
fn scene_after_moves(scene: &Scene) -> Vec<super::ruling::Landing> {
    let Some(now) = scene.after.position(*scene.before.rules()) else {
        return Vec::new();
    };
    let after = scene.after.clone();
    let inner = Scene {
        before: &now,
        after: &after,
        hand: scene.hand.other(),
    };
    inner.moves(|_| true)
}

/// "Check" said after a move that gives no check.
#[must_use]
pub fn false_check(code: C, scene: &Scene) -> Vec<Remedy> {
    let goes_on = || {
        vec![scene
            .stands("The adversary plays; a move made because of the false word may be put back")]
    };
    vec![match code {
        C::Sarratt => remedy("If he moved his King or touched a man to cover, he may put back that move, provided his opponent has not played again", Law::sarratt(20), Chooser::Adversary, goes_on()),
        C::LawsOfTheGame => remedy("If you moved your king or interposed, you may retract before the opponent has completed his next move", Law::lotg(6), Chooser::Adversary, goes_on()),
        C::CodeOf24 => remedy("If he moved his king or touched a man to cover in consequence, he may retract such moves", Law::code_of_24(19), Chooser::Adversary, goes_on()),
        C::Modern => remedy(
            "No law on announcing check; a false word that distracts the opponent is forbidden \
             (art. 11.5) and the arbiter may penalise it (art. 12.9)",
            Law::fide("11.5"),
            Chooser::Law,
            goes_on(),
        ),
        C::Primer => silent("The primer is silent on announcing check: play goes on.", goes_on()),
        C::UmpireCode => silent("The umpire code is silent on announcing check: play goes on.", goes_on()),
    }]
}

/// A lawful move played to a square the man touched while the hand held
/// it.
#[must_use]
pub fn touched_squares(code: C, scene: &Scene, from: Square, touched: &[Square]) -> Vec<Remedy> {
    let stands = || vec![scene.stands("The move stands")];
    match code {
        C::UmpireCode => {
            let open = scene.moves(|m| m.from() == from && !touched.contains(&m.to()));
            if open.is_empty() {
                vec![remedy(
                    "Every square it commands was touched: it goes to the square the adversary elects",
                    Law::umpire("Touching the Squares"),
                    Chooser::Adversary,
                    scene.moves(|m| m.from() == from),
                )]
            } else {
                vec![remedy(
                    "A square touched during the deliberation is barred: the man goes to another",
                    Law::umpire("Touching the Squares"),
                    Chooser::Player,
                    open,
                )]
            }
        }
        C::Sarratt => vec![remedy("As long as he holds the man he may play it where he chooses: the move stands", Law::sarratt(8), Chooser::Law, stands())],
        C::LawsOfTheGame => vec![remedy("So long as you keep hold you may place it where you please: the move stands", Law::lotg(1), Chooser::Law, stands())],
        C::Primer => vec![remedy("So long as the hand has not left the man it may go to any accessible square: the move stands", Law::PRIMER_TOUCHING, Chooser::Law, stands())],
        C::Modern => vec![remedy("The move is made when the man is released (art. 4.7): touching squares on the way bars nothing", Law::fide("4.7"), Chooser::Law, stands())],
        C::CodeOf24 => vec![silent("The surviving text is silent (laws 1-8 are lost): the move stands.", stands())],
    }
}

/// A king found in check, none knowing how: the checked player's last
/// move is put back and he meets the check (Sarratt 19; Laws of the Game
/// 5; Code of 24, 20).
#[must_use]
pub fn found_in_check(code: C, scene: &Scene) -> Vec<Remedy> {
    let retracted = || {
        let Some(setup) = scene.after.before(2) else {
            return Vec::new();
        };
        let Ok(pos) = super::super::Position::from_setup(&setup, *scene.before.rules()) else {
            return vec![super::ruling::Landing {
                label: "His last move put back".to_string(),
                setup,
                result: None,
                unlawful: Some(
                    "The table as it stood before his last move, put back as it was: an \
                     earlier slip had left it in a position the rules of play do not make",
                ),
            }];
        };
        let table = super::physical::Table::new(&pos);
        let inner = Scene {
            before: &pos,
            after: &table,
            hand: scene.hand,
        };
        inner.moves(|_| true)
    };
    let meet = || scene.moves(|_| true);
    possible(match code {
        C::Sarratt => vec![remedy("He may put back his last move, and remove his King or cover the check", Law::sarratt(19), Chooser::Player, retracted())],
        C::LawsOfTheGame => vec![remedy("You are at liberty to retract your last move and provide for the check", Law::lotg(5), Chooser::Player, retracted())],
        C::CodeOf24 => vec![remedy("He must retract his last move and free his king; moves made before the check was known remain", Law::code_of_24(20), Chooser::Player, retracted())],
        C::Primer => vec![remedy("A mistake noticed later: the game goes back to the position of the error (our reading: here, before his last move)", Law::PRIMER_ILLEGAL, Chooser::Law, retracted())],
        C::Modern => vec![remedy("The position before the irregularity is reinstated, or the last one that can be identified (our reading: before his last move)", Law::fide("7.5.1"), Chooser::Law, retracted())],
        C::UmpireCode => vec![silent("The umpire code is silent: he meets the check now.", meet())],
    })
}
