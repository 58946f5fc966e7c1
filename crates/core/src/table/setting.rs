//! The board and the men as set, the clock and the end of a game: the
//! board turned or men misplaced or missing (Sarratt 1-3; Laws of the Game
//! 12; the primer's null and void; FIDE art. 7.2), the time limit (the
//! umpire code; FIDE art. 6.9), abandoning and resigning (the umpire code;
//! the primer; FIDE art. 5.1.2), and match practice (Sarratt 5; Laws of
//! the Game 9-10).

use super::super::Color;
use super::super::Law;
use super::ruling::{remedy, silent, Chooser, ConductCode as C, Remedy, Scene};

/// Which mistake of setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// The board turned: no white square at the right hand.
    Board,
    /// Men wrongly placed.
    Men,
    /// A man left off.
    Missing,
}

/// Whether four moves on each side have been played (Sarratt 1 and 2:
/// "four moves on each side"; law 3's "the fourth move" is read the same
/// way, and the table says so).
const fn four_each(plies: u32) -> bool {
    plies >= 8
}

/// Whether either party has played four moves (Laws of the Game 12:
/// "provided neither party have played four moves"): White's fourth move
/// is the seventh ply.
const fn either_four(plies: u32) -> bool {
    plies >= 7
}

/// A mistake of setting found after `plies` moves.
#[must_use]
pub fn setting(code: C, scene: &Scene, what: Setting, plies: u32) -> Vec<Remedy> {
    let restart = || vec![scene.restart("The game begun again, properly set")];
    let stands = |label: &str| vec![scene.stands(label)];
    let goes_on = "The game goes on as it stands";
    match code {
        C::Sarratt => {
            let law = match what {
                Setting::Board => Law::sarratt(1),
                Setting::Men => Law::sarratt(2),
                Setting::Missing => Law::sarratt(3),
            };
            if four_each(plies) {
                let text = match what {
                    Setting::Board => "Four moves have been played: the board must remain so for the whole game",
                    Setting::Men => "After the fourth move the men must remain as they were placed",
                    Setting::Missing => "Not perceived until the fourth move had been played (read, as in laws 1 and 2, as four moves on each side): he must finish without the men forgotten",
                };
                vec![remedy(text, law, Chooser::Law, stands(goes_on))]
            } else {
                let right = match what {
                    Setting::Board => remedy(
                        "Before four moves on each side: either player who perceives it may insist \
                         on the board's being set right and on beginning the game again",
                        law,
                        Chooser::Either,
                        restart(),
                    ),
                    Setting::Men => remedy(
                        "Before four moves on each side: the player who first perceives it may \
                         insist on the mistake's being rectified (shown as the game begun again; \
                         our reading)",
                        law,
                        Chooser::Either,
                        restart(),
                    ),
                    Setting::Missing => remedy(
                        "Law 3 sets no remedy before the fourth move: the men forgotten may be put \
                         on (our reading; shown as the game begun again, and the law names no one \
                         who may insist)",
                        law,
                        Chooser::Either,
                        restart(),
                    ),
                };
                vec![
                    right,
                    remedy("Or let it pass", law, Chooser::Either, stands(goes_on)),
                ]
            }
        }
        C::LawsOfTheGame if either_four(plies) => vec![remedy(
            "A party has played four moves: the game must be played out",
            Law::lotg(12),
            Chooser::Law,
            stands(goes_on),
        )],
        C::LawsOfTheGame => vec![
            remedy(
                "Neither party has played four moves: the mistake may be rectified (shown as the \
                 game begun again; the law names no one, so either player may ask: our reading)",
                Law::lotg(12),
                Chooser::Either,
                restart(),
            ),
            remedy(
                "Or let it pass",
                Law::lotg(12),
                Chooser::Either,
                stands(goes_on),
            ),
        ],
        C::Primer => vec![remedy(
            "A mistake in setting the board or men: the game is null and void",
            Law::PRIMER_NULL_AND_VOID,
            Chooser::Law,
            restart(),
        )],
        C::Modern => vec![match what {
            Setting::Board => remedy(
                "The game goes on; the position reached is moved to a correctly placed board",
                Law::fide("7.2.2"),
                Chooser::Law,
                stands("The same position on a board set right"),
            ),
            Setting::Men | Setting::Missing => remedy(
                "The initial position was incorrect: the game is cancelled and a new game played",
                Law::fide("7.2.1"),
                Chooser::Law,
                restart(),
            ),
        }],
        C::CodeOf24 => vec![silent(
            "The surviving text is silent (its laws 1-8 are lost): the game goes on.",
            stands(goes_on),
        )],
        C::UmpireCode => vec![silent(
            "The umpire code is silent on setting the board: the game goes on.",
            stands(goes_on),
        )],
    }
}

/// "White" or "Black" wins, said of the side that did not slip.
fn winner_words(hand: Color, how: &str) -> String {
    format!("{} wins: {}", hand.other().name(), how)
}

/// The result FIDE records when `scene.hand` resigns or loses on time:
/// the opponent wins, unless he cannot mate by any series of legal moves,
/// and then the game is drawn (art. 5.1.2 for a resignation, 6.9 for time;
/// the app's test of mating material, as for a dead position, art. 5.2.2).
fn fide_result(scene: &Scene, lost: &str, act: &str) -> String {
    let opponent = scene.hand.other();
    if scene.before.has_insufficient_material(opponent) {
        format!(
            "Drawn: {act}, but {} cannot mate by any series of legal moves",
            opponent.name()
        )
    } else {
        winner_words(scene.hand, lost)
    }
}

/// The time limit exceeded by `scene.hand`.
#[must_use]
pub fn time_exceeded(code: C, scene: &Scene) -> Vec<Remedy> {
    let hand = scene.hand;
    match code {
        C::UmpireCode => vec![remedy(
            "The penalty for exceeding the time limit is the forfeiture of the game",
            Law::umpire("Time Limit"),
            Chooser::Law,
            vec![scene.ends(winner_words(hand, "the game forfeited on time"))],
        )],
        C::Modern => vec![remedy(
            "The game is lost on time, unless the opponent could not mate by any series of legal \
             moves (then drawn)",
            Law::fide("6.9"),
            Chooser::Law,
            vec![scene.ends(fide_result(scene, "lost on time", "time exceeded"))],
        )],
        C::Sarratt | C::LawsOfTheGame | C::CodeOf24 | C::Primer => vec![silent(
            "This code is silent on time: it sets no limit, and play goes on.",
            vec![scene.put_back("Play goes on")],
        )],
    }
}

/// The game abandoned in anger by `scene.hand`.
#[must_use]
pub fn abandoned(code: C, scene: &Scene) -> Vec<Remedy> {
    let hand = scene.hand;
    match code {
        C::UmpireCode => vec![remedy(
            "The game must be scored against him",
            Law::umpire("Abandoning the Game"),
            Chooser::Law,
            vec![scene.ends(winner_words(hand, "the game abandoned"))],
        )],
        C::Modern => vec![remedy(
            "A player may leave the venue only with the arbiter's permission; persistent refusal \
             to keep the Laws loses the game (art. 11.7)",
            Law::fide("11.2.3.1"),
            Chooser::Law,
            vec![scene.ends(winner_words(hand, "the game lost (our reading)"))],
        )],
        C::Sarratt | C::LawsOfTheGame | C::CodeOf24 | C::Primer => vec![silent(
            "This code has no law on quitting the table; where its laws name a judge of \
             disputes, the point goes to that judge (the act \u{201c}Disputes a point the laws \
             omit\u{201d} shows whom).",
            vec![scene.put_back("The game waits")],
        )],
    }
}

/// The game resigned by `scene.hand`.
#[must_use]
pub fn resigned(code: C, scene: &Scene) -> Vec<Remedy> {
    let hand = scene.hand;
    let ends = || vec![scene.ends(winner_words(hand, "the game resigned"))];
    vec![match code {
        C::Primer => remedy(
            "The game is counted as a loss to him",
            Law::PRIMER_RESIGNATION,
            Chooser::Law,
            ends(),
        ),
        C::UmpireCode => remedy(
            "Even a momentary resignation: the game is scored against him",
            Law::umpire("Abandoning the Game"),
            Chooser::Law,
            ends(),
        ),
        C::Modern => remedy(
            "The opponent wins and the game ends at once, unless he could not mate by any \
             series of legal moves (then drawn)",
            Law::fide("5.1.2"),
            Chooser::Law,
            vec![scene.ends(fide_result(scene, "the game resigned", "the game resigned"))],
        ),
        C::Sarratt | C::LawsOfTheGame | C::CodeOf24 => silent(
            "This code has no law on resigning; a resigned game is lost by custom.",
            ends(),
        ),
    }]
}

/// A law of match practice, not of one game: who moves first in the
/// next. Data only, with a line of explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchPractice {
    /// The law.
    pub law: Law,
    /// What it provides, in a line.
    pub explanation: &'static str,
}

/// The match laws of a code.
#[must_use]
pub fn match_practice(code: C) -> Vec<MatchPractice> {
    match code {
        C::Sarratt => vec![
            MatchPractice {
                law: Law::sarratt(5),
                explanation: "Lots are drawn for the first move of an even game; then the move \
                              goes to each player in turn, game by game.",
            },
            MatchPractice {
                law: Law::sarratt_nb(5),
                explanation: "In Germany the winner of a game moves first in the next, which \
                              Sarratt thinks unfair.",
            },
        ],
        C::LawsOfTheGame => vec![
            MatchPractice {
                law: Law::lotg(9),
                explanation: "Lots for the first move of the first game, then the first move by \
                              turns; the giver of odds moves first and picks his colour.",
            },
            MatchPractice {
                law: Law::lotg(10),
                explanation: "A drawn game is no game: who began it begins the next.",
            },
        ],
        C::Modern | C::CodeOf24 | C::UmpireCode | C::Primer => Vec::new(),
    }
}
