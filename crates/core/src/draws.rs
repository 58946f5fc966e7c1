//! Modern draws by claim and automatic draws (FIDE Laws of Chess 2023).
//!
//! - Art. 9.3: the player having the move may claim a draw when the last
//!   fifty moves by each player (100 plies) were made without a pawn move
//!   or a capture. The game is not over until the claim is made.
//! - Art. 9.6.2: after seventy-five moves by each player (150 plies)
//!   without a pawn move or a capture the game is drawn at once, unless
//!   the last move mated (mate takes precedence).
//! - Art. 9.2: the player having the move may claim a draw when the same
//!   position stands for the third time (same men on the same squares,
//!   same side to move, same castling rights, same en passant possibility).
//! - Art. 9.6.1: the same position a fifth time draws at once.
//!
//! These rules belong to [`FiftyMoves::Modern`]; the old codes know none of
//! them and keep their own counts. Repetition needs the history of the
//! game, so [`Game`](super::Game) counts it; the fifty and seventy-five
//! moves need only the halfmove clock of the [`Position`].

use super::bitboard::Bitboard;
use super::board::Board;
use super::law::{Law, RulePoint};
use super::outcome::{Ending, GameResult, Outcome};
use super::position::Position;
use super::refusal::{Refusal, RefusalKind};
use super::rules::{Cited, FiftyMoves};
use super::types::{Color, Square};

/// Plies without a capture or a pawn move after which a draw may be
/// claimed (fifty moves by each player, FIDE 9.3).
pub(crate) const CLAIM_PLIES: u32 = 100;
/// Plies after which the game is drawn at once (FIDE 9.6.2).
pub(crate) const AUTOMATIC_PLIES: u32 = 150;

/// The ground of a draw claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// Fifty moves by each player without a capture or a pawn move (9.3).
    FiftyMoves,
    /// The same position for the third time (9.2).
    Repetition,
    /// Fifty moves by each player with a lone king (Ponziani's summary,
    /// laws 17-18): the lone king's owner claims.
    LoneKing,
}

impl DrawClaim {
    /// The rule point that grants the claim.
    #[must_use]
    pub const fn point(self) -> RulePoint {
        match self {
            DrawClaim::FiftyMoves => RulePoint::FiftyMovesClaim,
            DrawClaim::Repetition => RulePoint::ThreefoldRepetition,
            DrawClaim::LoneKing => RulePoint::LoneKingFiftyMoves,
        }
    }

    /// The ground in words.
    #[must_use]
    pub const fn reason(self) -> &'static str {
        match self {
            DrawClaim::FiftyMoves => "fifty moves without capture or pawn move",
            DrawClaim::Repetition => "the same position for the third time",
            DrawClaim::LoneKing => "fifty moves with a lone king",
        }
    }
}

/// A draw that a position carries: claimed in it, or found by the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Drawn {
    Claimed(DrawClaim),
    Fivefold,
}

/// What makes two positions "the same" for repetition (FIDE 9.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RepetitionKey {
    board: Board,
    turn: Color,
    castling: Bitboard,
    /// The en passant square only when a capture there is legal.
    en_passant: Option<Square>,
}

impl Position {
    /// Whether the modern draws (FIDE 9.2, 9.3, 9.6) apply.
    pub(crate) fn modern_draws(&self) -> bool {
        self.rules.fifty_moves == FiftyMoves::Modern
    }

    /// The fifty-move point that ends the game here, if the count ran out:
    /// the old codes end the game at 100 plies counted; Modern only at 150
    /// (at 100 a draw may be claimed, see [`Position::claimable_draw`]).
    pub(crate) fn fifty_moves_ran_out(&self) -> Option<RulePoint> {
        let counted = self.moves_counted()?;
        match self.rules.fifty_moves {
            FiftyMoves::Modern => {
                (counted >= AUTOMATIC_PLIES).then_some(RulePoint::SeventyFiveMoves)
            }
            FiftyMoves::NamedEndings { on_notice: true } => {
                (counted >= CLAIM_PLIES).then_some(RulePoint::FiftyMovesOnNotice)
            }
            FiftyMoves::NamedEndings { on_notice: false } => {
                (counted >= CLAIM_PLIES).then_some(RulePoint::FiftyMovesInEndings)
            }
            FiftyMoves::OnDemand => {
                (counted >= CLAIM_PLIES).then_some(RulePoint::FiftyMovesOnDemand)
            }
            FiftyMoves::None | FiftyMoves::LoneKing => None,
        }
    }

    /// Whether `color` has nothing left but its king.
    pub(crate) fn has_lone_king(&self, color: Color) -> bool {
        self.board.by_color(color).count() == 1
    }

    pub(crate) fn drawn_outcome(&self, drawn: Drawn) -> Outcome {
        let (ending, point) = match drawn {
            Drawn::Claimed(claim) => (Ending::Claimed(claim), claim.point()),
            Drawn::Fivefold => (Ending::FivefoldRepetition, RulePoint::FivefoldRepetition),
        };
        self.finished(ending, GameResult::Draw, self.cite(point))
    }

    /// The draw the player having the move may claim here by the fifty
    /// moves (FIDE 9.3), with its law; `None` if none may be claimed (old
    /// codes, fewer than 100 plies, or the game already over). Repetition
    /// needs the game: see [`Game::claimable_draw`](super::Game::claimable_draw).
    ///
    /// ```
    /// use chess_laws_core::{DrawClaim, Position, RuleSet};
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", RuleSet::modern()).unwrap();
    /// assert_eq!(pos.claimable_draw().map(|(claim, _)| claim), Some(DrawClaim::FiftyMoves));
    /// ```
    #[must_use]
    pub fn claimable_draw(&self) -> Option<(DrawClaim, Option<Law>)> {
        let claim = match self.rules.fifty_moves {
            FiftyMoves::Modern => DrawClaim::FiftyMoves,
            // Ponziani: only the player left with a lone king claims.
            FiftyMoves::LoneKing if self.has_lone_king(self.turn) => DrawClaim::LoneKing,
            _ => return None,
        };
        let open = self.halfmoves >= CLAIM_PLIES && !self.outcome().is_finished();
        open.then(|| (claim, self.cite(claim.point()).law))
    }

    /// Whether the player having the move may claim a draw by the fifty
    /// moves here (FIDE 9.3).
    #[must_use]
    pub fn can_claim_draw(&self) -> bool {
        self.claimable_draw().is_some()
    }

    /// Claims a draw by the fifty moves (FIDE 9.3): the game ends drawn.
    ///
    /// # Errors
    ///
    /// A [`Refusal`] of kind [`RefusalKind::ClaimRefused`] if no draw may
    /// be claimed here; the position is unchanged.
    pub fn claim_draw(&mut self) -> Result<(), Refusal> {
        match self.claimable_draw() {
            Some((claim, _)) => {
                self.drawn = Some(Drawn::Claimed(claim));
                Ok(())
            }
            None => Err(self.claim_refusal()),
        }
    }

    pub(crate) fn mark_drawn(&mut self, drawn: Drawn) {
        self.drawn = Some(drawn);
    }

    pub(crate) fn claim_refusal(&self) -> Refusal {
        // A game already over is refused by no law of claims.
        if self.modern_draws()
            && self.rules.fifty_moves != FiftyMoves::LoneKing
            && self.outcome().is_finished()
        {
            return Refusal::new(
                RefusalKind::ClaimRefused,
                Cited::NONE,
                "The game is already over",
            );
        }
        // An old code is cited by its own count of fifty moves, the law that
        // governs the draw there in place of a claim.
        let point = match self.rules.fifty_moves {
            FiftyMoves::NamedEndings { on_notice: true } => RulePoint::FiftyMovesOnNotice,
            FiftyMoves::NamedEndings { on_notice: false } => RulePoint::FiftyMovesInEndings,
            FiftyMoves::OnDemand => RulePoint::FiftyMovesOnDemand,
            FiftyMoves::Modern | FiftyMoves::None => RulePoint::FiftyMovesClaim,
            FiftyMoves::LoneKing => RulePoint::LoneKingFiftyMoves,
        };
        let message = if self.rules.fifty_moves == FiftyMoves::LoneKing {
            if self.has_lone_king(self.turn) {
                format!(
                    "A lone king may claim a draw after fifty moves by each player; {} \
                     half-moves have been counted",
                    self.halfmoves
                )
            } else {
                "Only the player left with a lone king may claim a draw by the fifty moves"
                    .to_string()
            }
        } else if !self.modern_draws() {
            "Under these rules no draw is claimed: the moves are counted as the code says"
                .to_string()
        } else {
            format!(
                "A draw may be claimed after fifty moves by each player without a capture or \
                 a pawn move, or on the third repetition; {} half-moves have been counted",
                self.halfmoves
            )
        };
        Refusal::new(RefusalKind::ClaimRefused, self.cite(point), message)
    }

    /// What makes this position "the same" as another for repetition.
    pub(crate) fn repetition_key(&self) -> RepetitionKey {
        let en_passant = self
            .ep_square
            .filter(|_| self.legal_moves().iter().any(|m| m.is_en_passant()));
        RepetitionKey {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            en_passant,
        }
    }
}
