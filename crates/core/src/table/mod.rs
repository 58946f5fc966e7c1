//! The umpire's table: the conduct laws played at the board.
//!
//! A [`Table`] is the physical board, which holds whatever the hands put
//! on it. An [`Act`] is what a player does: touch a man (his own or his
//! adversary's) with or without "j'adoube", carry a man anywhere and let
//! go, say "check" or not, play twice, find the board turned or the men
//! misplaced, run out of time, quit, resign. [`judge`] tells which
//! [`Slip`] an act makes; [`rule`] tells, for each [`ConductCode`], what
//! follows: the remedies (each with its law, who chooses, and every
//! position it leads to), until when a claim may be made, and what happens
//! if nobody claims.
//!
//! ```
//! use chess_laws_core::table::{judge, rule, Act, ConductCode, Scene, Slip, Table};
//! use chess_laws_core::{Code, Color, Position, Square};
//! let before = Position::from_fen("4k3/8/8/8/8/R7/8/4K3 w - - 0 1", Code::Sarratt.rules()).unwrap();
//! let table = Table::new(&before);
//! let act = Act::Move { from: Square::A3, to: Square::B4, check_said: false, squares_touched: vec![] };
//! let judged = judge(&before, &table, Color::White, &act);
//! let slip = judged.slip.clone().unwrap();
//! assert!(matches!(slip, Slip::FalseMove { .. }));
//! let scene = Scene { before: &before, after: &judged.table, hand: Color::White };
//! let ruling = rule(ConductCode::Sarratt, &scene, &slip);
//! assert_eq!(ruling.remedies.len(), 3);
//! assert_eq!(ruling.remedies[0].law.unwrap().to_string(), "Sarratt (1808), law 13");
//! ```

mod act;
mod checks;
mod dispute;
mod false_moves;
mod physical;
mod ruling;
mod setting;
mod touch;

pub use act::{judge, lawful_move, Act, Judged, Slip};
pub use physical::{king_attacked, natural_reach, HandMove, Table};
pub use ruling::{Chooser, ConductCode, Deadline, Landing, Remedy, Ruling, Scene, Stance, Window};
pub use setting::{match_practice, MatchPractice, Setting};

use super::Law;
use ruling::{remedy, silent};

/// What `code` rules on `slip` at `scene`.
#[must_use]
pub fn rule(code: ConductCode, scene: &Scene, slip: &Slip) -> Ruling {
    let (barred, mut remedies): (Vec<Remedy>, Vec<Remedy>) =
        ruling::possible(remedies(code, scene, slip))
            .into_iter()
            .partition(ruling::is_barred);
    if remedies.is_empty() {
        remedies.push(nothing_enforceable(scene, !barred.is_empty()));
    }
    let (deadline, window, unclaimed) = claims(code, scene, slip);
    Ruling {
        code,
        remedies,
        barred,
        deadline,
        window,
        unclaimed,
        reading: reading(code, scene, slip),
    }
}

/// What follows where no remedy the code names can be carried out: no
/// penalty, the player moves as he likes; under Laws of the Game 18 when
/// `barred` (the king's penalty would place him in check).
fn nothing_enforceable(scene: &Scene, barred: bool) -> Remedy {
    let any = vec![scene.put_back("Any lawful move")];
    if barred {
        return remedy(
            "The penalty cannot be enforced: no penalty; the player moves as he likes",
            Law::lotg(18),
            Chooser::Law,
            any,
        );
    }
    silent(
        "No penalty the law names can be carried out: the player moves as he likes (our \
         reading)",
        any,
    )
}

/// The deadline for claiming `slip` under `code`.
#[must_use]
pub fn deadline(code: ConductCode, slip: &Slip) -> Deadline {
    use ConductCode as C;
    let touch = matches!(
        slip,
        Slip::TouchedOwn { .. } | Slip::TouchedAdversarys { .. } | Slip::TouchedSquares { .. }
    );
    match slip {
        Slip::Adjusted { .. }
        | Slip::TimeExceeded
        | Slip::Abandoned
        | Slip::Resigned
        | Slip::Disputed => Deadline::None,
        // Sarratt 1-3 and Laws of the Game 12 count four moves; the primer
        // ("if it is shown") and FIDE art. 7.2 apply whenever the mistake
        // is found.
        Slip::BoardWrongWay { .. } | Slip::MenMisplaced { .. } | Slip::ManMissing { .. } => {
            match code {
                C::Sarratt | C::LawsOfTheGame => Deadline::FourMoves,
                C::Primer | C::Modern | C::CodeOf24 | C::UmpireCode => Deadline::None,
            }
        }
        // Sarratt 20 and Laws of the Game 6: until the player who said
        // "check" has played his next move (the Code of 24, 19 sets no
        // limit: the same, as a reading).
        Slip::FalseCheck { .. } => match code {
            C::Sarratt | C::LawsOfTheGame | C::CodeOf24 => Deadline::UntilSlipperMovesAgain,
            C::Primer | C::Modern | C::UmpireCode => Deadline::None,
        },
        // Sarratt 18 and Laws of the Game 5: the checker's next move; the
        // Code of 24, 18 sets no limit.
        Slip::UnannouncedCheck { .. } => match code {
            C::Sarratt | C::LawsOfTheGame => Deadline::UntilSlipperMovesAgain,
            C::CodeOf24 | C::Primer | C::Modern | C::UmpireCode => Deadline::None,
        },
        // Sarratt 19: "as soon as he perceives it"; Laws of the Game 5 and
        // Code of 24, 20 set no limit.
        Slip::FoundInCheck => match code {
            C::Sarratt | C::LawsOfTheGame | C::CodeOf24 | C::UmpireCode => Deadline::None,
            C::Primer | C::Modern => Deadline::WholeGame,
        },
        _ => match code {
            C::Sarratt => Deadline::BeforeClaimantTouches,
            C::LawsOfTheGame | C::CodeOf24 | C::UmpireCode => Deadline::BeforeClaimantMoves,
            C::Primer if touch => Deadline::BeforeClaimantMoves,
            C::Modern if touch => Deadline::BeforeClaimantTouches,
            C::Primer | C::Modern => Deadline::WholeGame,
        },
    }
}

fn remedies(code: ConductCode, scene: &Scene, slip: &Slip) -> Vec<Remedy> {
    match slip {
        Slip::Adjusted { adversarys, .. } => touch::adjusted(code, scene, *adversarys),
        Slip::TouchedOwn { square } => touch::touched_own(code, scene, *square),
        Slip::TouchedAdversarys { square } => touch::touched_adversarys(code, scene, *square),
        Slip::FalseMove { from, .. } => false_moves::false_move(code, scene, *from),
        Slip::FalseCapture { from, to } => false_moves::false_capture(code, scene, *from, *to),
        Slip::TookOwnMan { from, to } => false_moves::took_own(code, scene, *from, *to),
        Slip::MovedAdversarysMan { from, .. } => false_moves::moved_adversarys(code, scene, *from),
        Slip::KingIntoCheck { from, .. } => checks::king_into_check(code, scene, *from),
        Slip::ShieldMoved { from, .. } => checks::exposed_king(code, scene, *from, false),
        Slip::CheckNotMet { from, .. } => checks::exposed_king(code, scene, *from, true),
        Slip::IllegalCastling { from, to } => false_moves::illegal_castling(
            code,
            scene,
            *from,
            false_moves::castling_rook_square(*from, *to),
        ),
        Slip::TwoMoves { .. } => false_moves::two_moves(code, scene),
        Slip::UnannouncedCheck { .. } => checks::unannounced_check(code, scene),
        Slip::FalseCheck { .. } => checks::false_check(code, scene),
        Slip::TouchedSquares { from, touched, .. } => {
            checks::touched_squares(code, scene, *from, touched)
        }
        Slip::BoardWrongWay { plies } => setting::setting(code, scene, Setting::Board, *plies),
        Slip::MenMisplaced { plies } => setting::setting(code, scene, Setting::Men, *plies),
        Slip::ManMissing { plies } => setting::setting(code, scene, Setting::Missing, *plies),
        Slip::FoundInCheck => checks::found_in_check(code, scene),
        Slip::TimeExceeded => setting::time_exceeded(code, scene),
        Slip::Abandoned => setting::abandoned(code, scene),
        Slip::Resigned => setting::resigned(code, scene),
        Slip::Disputed => dispute::disputed(code, scene),
    }
}

/// The window for a claim and the fate of a slip nobody claims.
fn claims(
    code: ConductCode,
    scene: &Scene,
    slip: &Slip,
) -> (Deadline, Option<Window>, Option<Remedy>) {
    use ConductCode as C;
    let deadline = deadline(code, slip);
    let false_move = matches!(slip, Slip::FalseMove { .. } | Slip::FalseCapture { .. });
    let stands = || {
        if slip.is_move() {
            vec![scene.stands("The game goes on from the position the slip made")]
        } else {
            vec![scene.put_back("Nothing follows; the player moves as he likes")]
        }
    };
    let window = |until: &'static str, law: Option<Law>| Some(Window { until, law });
    match (deadline, code) {
        (Deadline::None, _) => (deadline, no_limit(code, slip), None),
        (Deadline::FourMoves, _) => (deadline, None, None),
        (Deadline::UntilSlipperMovesAgain, _) => {
            let (window, unclaimed) = next_move_window(code, scene, slip);
            (deadline, window, unclaimed)
        }
        (Deadline::BeforeClaimantTouches, C::Sarratt) => (
            deadline,
            window("before the adversary has moved, or even touched a man", Some(Law::sarratt(21))),
            Some(remedy("Claimed too late: no penalty; the slip stands", Law::sarratt(21), Chooser::Law, stands())),
        ),
        (Deadline::BeforeClaimantTouches, _) => (
            deadline,
            window("until the claimant touches a man to move it", Some(Law::fide("4.8"))),
            Some(remedy("Claimed too late: the right to claim is forfeited", Law::fide("4.8"), Chooser::Law, stands())),
        ),
        (Deadline::BeforeClaimantMoves, C::LawsOfTheGame) => {
            let law = if false_move { Law::lotg(3) } else { Law::lotg(11) };
            (
                deadline,
                window("before the adversary has moved a piece", Some(law)),
                Some(remedy("Unnoticed until the adversary has played: it stands; neither party can recall it", law, Chooser::Law, stands())),
            )
        }
        (Deadline::BeforeClaimantMoves, _) => (
            deadline,
            window("before the adversary has moved (our reading: the text sets no limit)", None),
            Some(silent("Unclaimed: the slip stands and the game goes on (our reading).", stands())),
        ),
        (Deadline::WholeGame, C::Primer) => (
            deadline,
            window("at any time: a mistake noticed later still counts", Some(Law::PRIMER_ILLEGAL)),
            Some(remedy(
                "Noticed later on: the game is restarted from the position in which the error occurred",
                Law::PRIMER_ILLEGAL,
                Chooser::Law,
                vec![scene.put_back("Back to the position before the error")],
            )),
        ),
        (Deadline::WholeGame, _) => (
            deadline,
            window("at any time during the game", Some(Law::fide("7.5.1"))),
            Some(remedy(
                "Found later in the game: the position before the irregularity is reinstated",
                Law::fide("7.5.1"),
                Chooser::Law,
                vec![scene.put_back("Back to the position before the illegal move")],
            )),
        ),
    }
}

/// A right that the law gives without a limit, said as such where the law
/// names it: a king found in check (Sarratt 19, "as soon as he perceives
/// it"; Laws of the Game 5; Code of 24, 20) and the Code of 24's check not
/// announced (law 18).
fn no_limit(code: ConductCode, slip: &Slip) -> Option<Window> {
    use ConductCode as C;
    let (until, law) = match (slip, code) {
        (Slip::FoundInCheck, C::Sarratt) => (
            "as soon as he perceives it: the law sets no other limit",
            Law::sarratt(19),
        ),
        (Slip::FoundInCheck, C::LawsOfTheGame) => (
            "whenever he finds his king in check: the law sets no limit",
            Law::lotg(5),
        ),
        (Slip::FoundInCheck, C::CodeOf24) => (
            "whenever the check is found: the law sets no limit, and moves made before it was \
             known remain",
            Law::code_of_24(20),
        ),
        (Slip::UnannouncedCheck { .. }, C::CodeOf24) => (
            "once the check is known: the law sets no limit",
            Law::code_of_24(18),
        ),
        _ => return None,
    };
    Some(Window {
        until,
        law: Some(law),
    })
}

/// The windows closed by the next move of the player who slipped: a false
/// "check" (Sarratt 20; Laws of the Game 6; the Code of 24, 19 by our
/// reading) and a check not announced (Sarratt 18; Laws of the Game 5).
fn next_move_window(
    code: ConductCode,
    scene: &Scene,
    slip: &Slip,
) -> (Option<Window>, Option<Remedy>) {
    use ConductCode as C;
    let stand = || vec![scene.stands("The game goes on from the position the moves made")];
    let (until, law, unclaimed) = match (slip, code) {
        (Slip::FalseCheck { .. }, C::Sarratt) => (
            "until the player who said \u{201c}check\u{201d} has played his next move: the \
             checked player may put back the move he made because of it",
            Some(Law::sarratt(20)),
            Some(remedy(
                "Not put back before the player who said \u{201c}check\u{201d} played again: the \
                 moves stand",
                Law::sarratt(20),
                Chooser::Law,
                stand(),
            )),
        ),
        (Slip::FalseCheck { .. }, C::LawsOfTheGame) => (
            "until the player who said \u{201c}check\u{201d} has completed his next move: the \
             move made because of it may be retracted",
            Some(Law::lotg(6)),
            Some(remedy(
                "Not retracted before the opponent completed his next move: it stands",
                Law::lotg(6),
                Chooser::Law,
                stand(),
            )),
        ),
        (Slip::FalseCheck { .. }, _) => (
            "until the player who said \u{201c}check\u{201d} has played his next move (our \
             reading: law 19 sets no limit; Sarratt 20 and the Laws of the Game 6 set this one; \
             another reading leaves the retraction open for the rest of the game)",
            None,
            Some(silent(
                "Not retracted in time: the moves stand (our reading).",
                stand(),
            )),
        ),
        (_, C::Sarratt) => (
            "until the checker's next move: if he then attacks another man and says \
             \u{201c}check\u{201d}, the checked player may put back his last move and remove his \
             King or cover the check",
            Some(Law::sarratt(18)),
            None,
        ),
        _ => (
            "until the checker's next move: if he warns then, each party retracts his last move \
             and the king is removed out of check",
            Some(Law::lotg(5)),
            None,
        ),
    };
    (Some(Window { until, law }), unclaimed)
}

/// Our reading where the text is ambiguous, for the reader.
fn reading(code: ConductCode, scene: &Scene, slip: &Slip) -> Option<&'static str> {
    use ConductCode as C;
    let man = match slip {
        Slip::ShieldMoved { from, .. } | Slip::CheckNotMet { from, .. } => Some((*from, true)),
        Slip::TouchedOwn { square } => Some((*square, false)),
        _ => None,
    };
    if let Some((square, carried)) = man {
        if let Some(text) =
            man_reading(code, scene.stance(square), scene.before.is_check(), carried)
        {
            return Some(text);
        }
    }
    match (code, slip) {
        (C::LawsOfTheGame, Slip::IllegalCastling { .. }) => Some(
            "Law 8 gives its penalty, to move the king or the rook, for castling after either has \
             moved. Where castling is barred for another reason (out of check, across an \
             attacked square, a man between), bars this code borrows from Sarratt 16 and the \
             Code of 24, 16, the same penalty is given: it is also Sarratt 16's.",
        ),
        (C::Sarratt, Slip::IllegalCastling { .. }) => Some(
            "Law 16's four cases leave out a man between king and rook, a bar this code takes \
             from the Code of 24, 16: castling past a man is given law 16's penalty too, to put \
             the move back and play the king or the rook.",
        ),
        (C::UmpireCode, Slip::FalseMove { .. }) => Some(
            "The umpire code is silent on a false move: it is put back, and the man is dealt with \
             as if only touched, since the section on touching the squares presumes that a man \
             touched is played. Another reading lets the player make any move.",
        ),
        (C::Sarratt, Slip::KingIntoCheck { .. }) => Some(
            "Sarratt sets no penalty for a king moved into check; the Paris rule he reports is shown \
             as the second choice: the move stands and the adversary plays on.",
        ),
        (C::CodeOf24, Slip::UnannouncedCheck { .. }) => Some(
            "\u{201c}The last player\u{201d} is read as the player whose king was attacked, who \
             made the last move before the check became known.",
        ),
        (C::CodeOf24, Slip::TouchedOwn { .. } | Slip::Adjusted { .. }) => Some(
            "Laws 1-8 of this code are lost, its touch-move law with them. It is read as Sarratt 7 \
             (a man touched must be moved, unless \u{201c}j'adoube\u{201d} is said first): law 17 \
             presupposes such a law, and the tail of law 9 is read as Sarratt 9. Another reading \
             puts no penalty on a touch.",
        ),
        (C::UmpireCode, Slip::TouchedOwn { .. }) => Some(
            "The umpire code has no touch-move paragraph; its section on touching the squares \
             presumes that a man touched is played.",
        ),
        (C::LawsOfTheGame, Slip::TouchedAdversarys { .. }) => Some(
            "Law 2's third choice, \u{201c}leave it where you had wrongfully placed it\u{201d}, \
             is read for a man only touched as: no penalty but no castling that move.",
        ),
        (C::Sarratt, Slip::MenMisplaced { .. }) => Some(
            "Law 2 lets the mistake be \u{201c}rectified\u{201d}; the table cannot tell which men \
             stood wrong, so the men set right are shown as the game begun again. Setting them \
             right in the position reached is the other reading.",
        ),
        (C::Sarratt, Slip::ManMissing { .. }) => Some(
            "Law 3 says only what follows once the fourth move has been played: the game is \
             finished without the men forgotten. Before it, we take it that they may be put on, \
             shown as the game begun again; the law gives neither player a right to insist. \
             \u{201c}Until the fourth move\u{201d} is read as four moves on each side, as laws 1 and \
             2 count them; four moves by either player is the other reading.",
        ),
        (C::LawsOfTheGame, Slip::BoardWrongWay { .. } | Slip::MenMisplaced { .. } | Slip::ManMissing { .. }) => Some(
            "Law 12 says only that the mistake \u{201c}may be rectified\u{201d} and names no one: \
             we read either player as free to ask, and show it as the game begun again (setting \
             it right in the position reached is the other reading).",
        ),
        _ => None,
    }
}

/// The reading that a man's own stance calls for, touched (`carried`
/// false) or carried where it may not go: where the law names a touch and
/// the act was a move, or where the man could move although the act
/// exposed the king or left the check.
/// A man touched, not carried, whose king stands in check and which
/// cannot cover it: Sarratt 17 and Laws of the Game 1 speak of a man whose
/// move would place or expose the king in check, not of one already there.
fn touched_in_check_reading(code: ConductCode, stance: Stance) -> Option<&'static str> {
    match (code, stance) {
        (ConductCode::Sarratt, Stance::CannotCover) => Some(
            "Law 17 speaks of a man which can not be moved \u{201c}without placing his King in \
             check\u{201d}; here the King already stands in check and no move of this man covers \
             it, and law 17 is read as ruling it too.",
        ),
        (ConductCode::LawsOfTheGame, Stance::CannotCover) => Some(
            "Law 1 excepts a man whose move \u{201c}would expose your king to check\u{201d}; here \
             the king already stands in check and no move of this man covers it, and the \
             exception is read as ruling it too.",
        ),
        _ => None,
    }
}

fn man_reading(
    code: ConductCode,
    stance: Stance,
    in_check: bool,
    carried: bool,
) -> Option<&'static str> {
    use ConductCode as C;
    if code == C::UmpireCode && in_check {
        return Some(
            "\u{201c}A man which does not cover the check\u{201d} is read as a man none of whose \
             moves covers it, since the paragraph puts touching and moving under one condition: \
             such a man, touched or moved, brings the adversary's choice of another man to cover \
             or a move of the King; a man that could cover must be played to cover, touch-move \
             being presumed. Another reading applies the paragraph to any move that leaves the \
             check, even by a man that could have covered.",
        );
    }
    if !carried {
        return touched_in_check_reading(code, stance);
    }
    match (code, stance.can_move()) {
        (C::Sarratt, true) => Some(
            "Law 17 covers only a man \u{201c}which can not be moved without placing his King in \
             check\u{201d}; this one could move lawfully, so the move is put back and, by law 7, \
             he must move the man he touched. Another reading takes the act for a false move \
             (law 13): the adversary chooses among its three penalties.",
        ),
        (C::LawsOfTheGame, true) => Some(
            "Law 1's exception, \u{201c}except where it would expose your king to check\u{201d}, \
             is read of a man every move of which would expose him; this one could move lawfully, \
             so the move is put back and he must play it. Another reading takes the act for a \
             false move (law 3), though law 3 defines one as a movement not consistent with the \
             man's laws.",
        ),
        (C::Sarratt, false) => Some(
            "Law 17 names a man touched; a man carried was touched first, so it rules here as it \
             does for the same man only touched. Another reading takes the act for a false move \
             (law 13), whose penalties also include playing the King.",
        ),
        (C::LawsOfTheGame, false) => Some(
            "Law 1 names a man touched; a man carried was touched first, so it rules here as it \
             does for the same man only touched.",
        ),
        (C::CodeOf24, false) => Some(
            "Law 17 names a man touched; a man carried was touched first, so it rules here as it \
             does for the same man only touched. Another reading applies law 13, whose definition \
             of a false move, a man played to a square it cannot lawfully go to, also covers the \
             act.",
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
