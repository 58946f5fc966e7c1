//! How a game ends, and who wins.
//!
//! The law: a king in check that cannot escape is checkmated and his side
//! loses. A side not in check that has no legal move is stalemated: a drawn
//! game in Sarratt (law 24), in the Laws of the Game (17) and in every
//! modern code; he who stalemates wins in Turkey, and formerly lost at
//! Parsloe's club (Sarratt 24, note). The game is also drawn when the count
//! of fifty moves runs out (see `fifty_moves.rs`), on a
//! claim or a repetition under the modern laws (see `draws.rs`),
//! and, where the code recognises it, when neither side has the men left to
//! mate (Primer, c. 1900). A mate given by a player who agreed to give
//! odds and began the game even is scored drawn where the code has the law
//! (see `odds_forgotten.rs`).
//!
//! Each finished [`Outcome`] carries the law of the code in force that gives
//! its result, from the law table.

use super::bitboard::Bitboard;
use super::draws::DrawClaim;
use super::law::{Law, RulePoint};
use super::position::Position;
use super::rules::{Cited, Stalemate, Standing};
use super::types::{Color, Role};
use std::fmt;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The king is in check and cannot escape.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The count of fifty moves ran out.
    FiftyMoves,
    /// Neither side can mate.
    InsufficientMaterial,
    /// A draw claimed by the player having the move (FIDE 9.2, 9.3).
    Claimed(super::draws::DrawClaim),
    /// Seventy-five moves each without a capture or a pawn move: drawn at
    /// once (FIDE 9.6.2).
    SeventyFiveMoves,
    /// The same position a fifth time: drawn at once (FIDE 9.6.1).
    FivefoldRepetition,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White wins.
    WhiteWins,
    /// Black wins.
    BlackWins,
    /// Drawn.
    Draw,
}

impl GameResult {
    /// The result where `color` wins.
    pub const fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// "1-0", "0-1" or "1/2-1/2".
    pub const fn score(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// Whether the game goes on, or how it ended under the rules in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// The game is over.
    Finished {
        /// How it ended.
        ending: Ending,
        /// Who won.
        result: GameResult,
        /// The law that gives this result under the rules in force, as
        /// they cite it ([`RuleSet::cite`](super::RuleSet::cite)).
        law: Option<Law>,
        /// How the rules' law book stands to that result: its own law,
        /// silent (`law` is borrowed), or ruling otherwise. The words say
        /// which.
        standing: Standing,
    },
}

impl Outcome {
    /// Whether the game is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        matches!(self, Outcome::Finished { .. })
    }

    /// The result, if the game is over.
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Finished { result, .. } => Some(*result),
        }
    }

    /// The outcome in words, citing the law, e.g.
    /// "Stalemate: White wins (Sarratt (1808), law 24, note on Turkey)".
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// let pos = Position::from_fen("k7/2K5/1Q6/8/8/8/8/8 b - - 1 1", Code::Turkey.rules()).unwrap();
    /// assert_eq!(
    ///     pos.outcome().describe(),
    ///     "Stalemate: White wins (Sarratt (1808), law 24, note on Turkey)"
    /// );
    /// ```
    #[must_use]
    pub fn describe(&self) -> String {
        match self {
            Outcome::Ongoing => "The game goes on".to_string(),
            Outcome::Finished {
                ending,
                result,
                law,
                standing,
            } => {
                let cited = Cited {
                    law: *law,
                    standing: *standing,
                };
                let law = cited.words(law.map_or("", |law| ending_topic(*ending, law)));
                let what = match ending {
                    Ending::Checkmate => "Checkmate",
                    Ending::Stalemate => "Stalemate",
                    Ending::FiftyMoves => "Fifty moves",
                    Ending::InsufficientMaterial => "Insufficient material",
                    Ending::Claimed(claim) => {
                        let reason = claim.reason();
                        return match law {
                            Some(law) => format!("Drawn by claim: {reason} ({law})"),
                            None => format!("Drawn by claim: {reason}"),
                        };
                    }
                    Ending::SeventyFiveMoves => "Seventy-five moves",
                    Ending::FivefoldRepetition => "Fivefold repetition",
                };
                let verdict = match result {
                    GameResult::WhiteWins => "White wins",
                    GameResult::BlackWins => "Black wins",
                    GameResult::Draw => "drawn game",
                };
                match law {
                    Some(law) => format!("{what}: {verdict} ({law})"),
                    None => format!("{what}: {verdict}"),
                }
            }
        }
    }
}

/// What a silent code says nothing of, for the words of a borrowed law.
fn ending_topic(ending: Ending, law: Law) -> &'static str {
    // A mate or a stalemate scored drawn because odds were agreed and
    // forgotten is governed by the law on the odds, not on the ending.
    if law == Law::sarratt(4) || law == Law::lotg(14) {
        return "odds agreed and forgotten";
    }
    match ending {
        Ending::Checkmate => "checkmate",
        Ending::Stalemate => "stalemate",
        Ending::FiftyMoves | Ending::SeventyFiveMoves => "the count of fifty moves",
        Ending::InsufficientMaterial => "a want of mating material",
        Ending::Claimed(DrawClaim::Repetition) => "a position repeated",
        Ending::Claimed(_) => "claiming a draw",
        Ending::FivefoldRepetition => "repetition",
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

impl Position {
    /// Whether neither side has the men to mate (king alone, king and one
    /// minor piece, or bishops all on squares of one colour).
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|c| self.has_insufficient_material(c))
    }

    /// Whether `color` lacks the men to mate by any series of legal moves
    /// (a king alone, or with one knight against a king and queens only,
    /// or with bishops all on one colour where no pawn or knight stands):
    /// the test of a dead position (FIDE art. 5.2.2) for one side, which
    /// also decides a resignation or a loss on time against him (art.
    /// 5.1.2, 6.9).
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.by_color(color);
        if (ours & (b.by_role(Role::Pawn) | b.rooks_and_queens())).any() {
            return false;
        }
        if (ours & b.by_role(Role::Knight)).any() {
            return ours.count() <= 2
                && (b.by_color(color.other()) & !b.by_role(Role::King) & !b.by_role(Role::Queen))
                    .is_empty();
        }
        let bishops = b.by_role(Role::Bishop);
        if (ours & bishops).any() {
            let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return one_colour
                && b.by_role(Role::Pawn).is_empty()
                && b.by_role(Role::Knight).is_empty();
        }
        true
    }

    /// A finished game's outcome, with what the rules cite for it.
    pub(crate) fn finished(&self, ending: Ending, result: GameResult, cited: Cited) -> Outcome {
        Outcome::Finished {
            ending,
            result,
            law: cited.law,
            standing: cited.standing,
        }
    }

    /// Whether the game goes on, or how it ended under the rules in force.
    ///
    /// ```
    /// use chess_laws_core::{Code, Ending, GameResult, Outcome, Position};
    /// let fen = "k7/2K5/1Q6/8/8/8/8/8 b - - 1 1";
    /// let verdict = |code: Code| Position::from_fen(fen, code.rules()).unwrap().outcome().result();
    /// assert_eq!(verdict(Code::Sarratt), Some(GameResult::Draw));
    /// assert_eq!(verdict(Code::Parsloe), Some(GameResult::BlackWins));
    /// assert_eq!(verdict(Code::Turkey), Some(GameResult::WhiteWins));
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        let no_moves = self.legal_moves().is_empty();
        if no_moves && self.is_check() {
            let mater = self.turn.other();
            // Odds agreed and forgotten: the giver's mate is drawn.
            if let Some(cited) = self.mate_scored_drawn(mater) {
                return self.finished(Ending::Checkmate, GameResult::Draw, cited);
            }
            return self.finished(Ending::Checkmate, GameResult::win_for(mater), Cited::NONE);
        }
        if no_moves {
            let stalemater = self.turn.other();
            let (result, point) = match self.rules.stalemate {
                Stalemate::Draw => (GameResult::Draw, RulePoint::StalemateDrawn),
                Stalemate::StalematerWins => {
                    (GameResult::win_for(stalemater), RulePoint::StalematerWins)
                }
                Stalemate::StalematerLoses => {
                    (GameResult::win_for(self.turn), RulePoint::StalematerLoses)
                }
            };
            // Odds agreed and forgotten: "the inferior player shall not
            // lose that game" (Sarratt 4), by a stalemate scored as a win
            // no more than by a mate.
            let giver_wins = self
                .odds_owed()
                .filter(|giver| result == GameResult::win_for(*giver));
            if let Some(cited) = giver_wins.and_then(|giver| self.mate_scored_drawn(giver)) {
                return self.finished(Ending::Stalemate, GameResult::Draw, cited);
            }
            return self.finished(Ending::Stalemate, result, self.cite(point));
        }
        if let Some(drawn) = self.drawn {
            return self.drawn_outcome(drawn);
        }
        if let Some(point) = self.fifty_moves_ran_out() {
            let ending = if point == RulePoint::SeventyFiveMoves {
                Ending::SeventyFiveMoves
            } else {
                Ending::FiftyMoves
            };
            return self.finished(ending, GameResult::Draw, self.cite(point));
        }
        if self.rules.insufficient_material && self.is_insufficient_material() {
            return self.finished(
                Ending::InsufficientMaterial,
                GameResult::Draw,
                self.cite(RulePoint::InsufficientMaterial),
            );
        }
        Outcome::Ongoing
    }
}
