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
pub use ruling::{Chooser, ConductCode, Deadline, Landing, Remedy, Ruling, Scene, Window};
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
        reading: reading(code, slip),
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
        Slip::BoardWrongWay { .. } | Slip::MenMisplaced { .. } | Slip::ManMissing { .. } => {
            match code {
                C::Sarratt | C::LawsOfTheGame => Deadline::FourMoves,
                C::Primer | C::Modern => Deadline::WholeGame,
                C::CodeOf24 | C::UmpireCode => Deadline::None,
            }
        }
        Slip::UnannouncedCheck { .. } | Slip::FalseCheck { .. } => match code {
            C::Sarratt | C::LawsOfTheGame | C::CodeOf24 => Deadline::BeforeClaimantMoves,
            C::Primer | C::Modern | C::UmpireCode => Deadline::None,
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
        (Deadline::None | Deadline::FourMoves, _) => (deadline, None, None),
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
            window("at any time: a mistake noticed later still counts", Some(Law::PRIMER)),
            Some(remedy(
                "Noticed later on: the game is restarted from the position in which the error occurred",
                Law::PRIMER,
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

/// Our reading where the text is ambiguous, for the reader.
fn reading(code: ConductCode, slip: &Slip) -> Option<&'static str> {
    use ConductCode as C;
    match (code, slip) {
        (C::Sarratt, Slip::KingIntoCheck { .. }) => Some(
            "Sarratt sets no penalty for a king moved into check; the Paris rule he reports is shown \
             as the second choice: the move stands and the adversary plays on.",
        ),
        (C::CodeOf24, Slip::UnannouncedCheck { .. }) => Some(
            "\u{201c}The last player\u{201d} is read as the player whose king was attacked, who \
             made the last move before the check became known.",
        ),
        (C::CodeOf24, Slip::TouchedOwn { .. } | Slip::Adjusted { .. }) => {
            Some("Laws 1-8 of this code are lost; its touch-move law cannot be read.")
        }
        (C::UmpireCode, Slip::TouchedOwn { .. }) => Some(
            "The umpire code has no touch-move paragraph; its section on touching the squares \
             presumes that a man touched is played.",
        ),
        (C::LawsOfTheGame, Slip::TouchedAdversarys { .. }) => Some(
            "Law 2's third choice, \u{201c}leave it where you had wrongfully placed it\u{201d}, \
             is read for a man only touched as: no penalty but no castling that move.",
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
