//! A line of play: a start position and the moves played from it.

use super::draws::{DrawClaim, Drawn};
use super::law::Law;
use super::moves::Move;
use super::notation::NotationError;
use super::outcome::Outcome;
use super::position::Position;
use super::refusal::Refusal;
use super::rules::RuleSet;
use super::setup::quote;
use std::fmt;

/// One step of a line: a move, or a notice to count fifty moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A move.
    Move(Move),
    /// Notice given to count fifty moves (Laws of the Game 19).
    Notice,
    /// A draw claimed by the player having the move (FIDE 9.2, 9.3).
    Claim,
}

/// Why a line could not be played to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The ply of the game at which it failed, from 1 (the first move of
    /// the game is ply 1, whatever was played before the line).
    pub ply: usize,
    /// The token that failed, as written in the line.
    pub token: String,
    /// Why.
    pub error: NotationError,
}

impl LineError {
    /// The reason the rules refused the move, if they did.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        self.error.refusal()
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ply {} ({}): {}", self.ply, self.token, self.error)
    }
}

impl std::error::Error for LineError {}

/// A line of play: the start position, the steps and every position
/// reached, with undo.
///
/// ```
/// use chess_laws_core::{Code, Game, Square};
/// let mut game = Game::start(Code::Italy.rules());
/// game.play_line("1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O(Kh1,Rf1)").unwrap();
/// let pos = game.position();
/// assert_eq!(pos.piece_at(Square::H1).map(|p| p.role.name()), Some("king"));
/// assert_eq!(pos.piece_at(Square::G3).map(|p| p.role.name()), Some("pawn"));
/// game.undo();
/// assert_eq!(game.moves().len(), 10);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    steps: Vec<Step>,
    /// positions[0] is the start; positions[i + 1] follows steps[i].
    positions: Vec<Position>,
}

impl Game {
    /// A game from `start`.
    pub fn new(start: Position) -> Game {
        Game {
            steps: Vec::new(),
            positions: vec![start],
        }
    }

    /// A game from the usual start under `rules`.
    pub fn start(rules: RuleSet) -> Game {
        Game::new(Position::start(rules))
    }

    /// The start position.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        // The list always holds the start position.
        &self.positions[self.positions.len() - 1]
    }

    /// Every position, the start first.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Every step played.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The moves played (notices left out).
    #[must_use]
    pub fn moves(&self) -> Vec<Move> {
        self.steps
            .iter()
            .filter_map(|s| match s {
                Step::Move(m) => Some(*m),
                Step::Notice | Step::Claim => None,
            })
            .collect()
    }

    /// The outcome at the current position.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        self.position().outcome()
    }

    /// Plays a move, or says why the rules refuse it.
    ///
    /// # Errors
    ///
    /// The [`Refusal`] if the rules refuse the move; the game is unchanged.
    pub fn play(&mut self, m: &Move) -> Result<(), Refusal> {
        let mut next = self.position().play(m)?;
        self.steps.push(Step::Move(*m));
        // Fivefold repetition draws at once (FIDE 9.6.1); mate or
        // stalemate on the board takes precedence.
        if next.modern_draws()
            && !next.outcome().is_finished()
            && self.occurrences_of(&next) + 1 >= 5
        {
            next.mark_drawn(Drawn::Fivefold);
        }
        self.positions.push(next);
        Ok(())
    }

    /// How many times `position` stood in this game (the same men on the
    /// same squares, side to move, castling rights and en passant
    /// possibility, FIDE 9.2.3), counting only positions reached by a move
    /// or the start, so a notice or a claim does not count again.
    fn occurrences_of(&self, position: &Position) -> usize {
        let key = position.repetition_key();
        let reached = std::iter::once(&self.positions[0]).chain(
            self.steps
                .iter()
                .zip(&self.positions[1..])
                .filter(|(step, _)| matches!(step, Step::Move(_)))
                .map(|(_, p)| p),
        );
        reached.filter(|p| p.repetition_key() == key).count()
    }

    /// The draw the player having the move may claim now, with its law:
    /// by the fifty moves (FIDE 9.3) or by the third repetition (9.2).
    /// `None` under the old codes, when the game is over, or when no
    /// ground stands.
    ///
    /// ```
    /// use chess_laws_core::{DrawClaim, Game, RuleSet};
    /// let mut game = Game::start(RuleSet::modern());
    /// game.play_line("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8").unwrap();
    /// assert_eq!(game.claimable_draw().map(|(c, _)| c), Some(DrawClaim::Repetition));
    /// ```
    #[must_use]
    pub fn claimable_draw(&self) -> Option<(DrawClaim, Option<Law>)> {
        let pos = self.position();
        if let Some(claim) = pos.claimable_draw() {
            return Some(claim);
        }
        let open =
            pos.modern_draws() && !pos.outcome().is_finished() && self.occurrences_of(pos) >= 3;
        let claim = DrawClaim::Repetition;
        open.then(|| (claim, pos.cite(claim.point()).law))
    }

    /// Whether the player having the move may claim a draw now.
    #[must_use]
    pub fn can_claim_draw(&self) -> bool {
        self.claimable_draw().is_some()
    }

    /// Claims a draw (FIDE 9.2 or 9.3): the game ends drawn, citing the
    /// ground; the step `claim` is added to the line.
    ///
    /// # Errors
    ///
    /// The [`Refusal`] if no draw may be claimed now; the game is unchanged.
    pub fn claim_draw(&mut self) -> Result<(), Refusal> {
        let Some((claim, _)) = self.claimable_draw() else {
            return Err(self.position().claim_refusal());
        };
        let mut next = self.position().clone();
        next.mark_drawn(Drawn::Claimed(claim));
        self.steps.push(Step::Claim);
        self.positions.push(next);
        Ok(())
    }

    /// Reads a SAN move and plays it.
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the text does not read as a move here or the rules refuse it; the game is unchanged.
    pub fn play_san(&mut self, san: &str) -> Result<Move, NotationError> {
        let m = self.position().parse_san(san)?;
        self.play(&m).map_err(NotationError::Refused)?;
        Ok(m)
    }

    /// Reads a UCI move and plays it.
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the text does not read as a move here or the rules refuse it; the game is unchanged.
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, NotationError> {
        let m = self.position().parse_uci(uci)?;
        self.play(&m).map_err(NotationError::Refused)?;
        Ok(m)
    }

    /// Gives notice to count fifty moves (see
    /// [`Position::give_notice`]).
    ///
    /// # Errors
    ///
    /// The [`Refusal`] if no notice may be given now (see [`Position::give_notice`]).
    pub fn give_notice(&mut self) -> Result<(), Refusal> {
        let mut next = self.position().clone();
        next.give_notice()?;
        self.steps.push(Step::Notice);
        self.positions.push(next);
        Ok(())
    }

    /// Takes back the last step.
    pub fn undo(&mut self) -> Option<Step> {
        let step = self.steps.pop()?;
        self.positions.pop();
        Some(step)
    }

    /// Plays a line of SAN moves, like `"1.e4 e5 2.Nf3 Nc6"` (tokens as
    /// [`line_tokens`] reads them). Move numbers (`1.`, `3...`) are
    /// optional and not checked; the token `notice` gives notice to count
    /// fifty moves; the token `claim` claims a draw; a result (`1-0`, `0-1`, `1/2-1/2`, `*`) is skipped. On
    /// failure the moves before the failing one stay played, and the error
    /// quotes the token as written (`3.exd6`).
    ///
    /// # Errors
    ///
    /// A [`LineError`] at the first token that cannot be played, with its ply; the moves before it stay played.
    pub fn play_line(&mut self, line: &str) -> Result<(), LineError> {
        for raw in line.split(is_separator) {
            let Some(token) = move_token(raw) else {
                continue;
            };
            let ply = self.steps.len() + 1;
            let result = self.play_token(token);
            result.map_err(|error| LineError {
                ply,
                token: quote(raw),
                error,
            })?;
        }
        Ok(())
    }

    /// Plays one token of a line: `notice`, `claim` or a SAN move.
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the token cannot be played here; the game is unchanged.
    pub fn play_token(&mut self, token: &str) -> Result<(), NotationError> {
        if token.eq_ignore_ascii_case("notice") {
            self.give_notice().map_err(NotationError::Refused)
        } else if token.eq_ignore_ascii_case("claim") {
            self.claim_draw().map_err(NotationError::Refused)
        } else {
            self.play_san(token).map(|_| ())
        }
    }

    /// The line in SAN with move numbers, e.g. `1.e4 e5 2.Nf3`.
    #[must_use]
    pub fn san_line(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        let mut number_next = true;
        for (i, step) in self.steps.iter().enumerate() {
            let pos = &self.positions[i];
            match step {
                Step::Notice => {
                    out.push("notice".to_string());
                    number_next = true;
                }
                Step::Claim => {
                    out.push("claim".to_string());
                    number_next = true;
                }
                Step::Move(m) => {
                    let san = pos.san(m);
                    let white = pos.turn() == super::Color::White;
                    if white {
                        out.push(format!("{}.{san}", pos.fullmoves()));
                    } else if number_next {
                        out.push(format!("{}...{san}", pos.fullmoves()));
                    } else {
                        out.push(san);
                    }
                    let next = &self.positions[i + 1];
                    number_next = next.turn() == pos.turn();
                }
            }
        }
        out.join(" ")
    }
}

/// Splits a line like `1.e4 e5 2.Nf3 notice` (or `e4_e5_Nf3`, as in a
/// link) into its move tokens: move numbers (`1.`, `3...`) and results
/// (`1-0`, `0-1`, `1/2-1/2`, `*`) are dropped.
///
/// ```
/// use chess_laws_core::line_tokens;
/// let tokens: Vec<&str> = line_tokens("1.e4 e5 2.Nf3 3...g6_notice 1-0").collect();
/// assert_eq!(tokens, ["e4", "e5", "Nf3", "g6", "notice"]);
/// ```
pub fn line_tokens(line: &str) -> impl Iterator<Item = &str> + '_ {
    line.split(is_separator).filter_map(move_token)
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == '_'
}

/// The move in a raw token, or `None` for a bare move number or a result.
fn move_token(raw: &str) -> Option<&str> {
    let token = strip_move_number(raw);
    let skip = token.is_empty() || matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*");
    (!skip).then_some(token)
}

/// "12." or "3..." in front of a move, taken off.
fn strip_move_number(token: &str) -> &str {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && token[digits..].starts_with('.') {
        token[digits..].trim_start_matches('.')
    } else {
        token
    }
}
