//! Play at odds: the stronger player gives men and moves away.
//!
//! The law: the giver of odds takes men of his own off the board before
//! play. Pawn odds remove the king's bishop's pawn; rook or knight odds
//! remove either one, at the giver's choice (Laws of the Game 13-16). The
//! receiver may be given the first move, or several moves in a row before
//! the giver moves (Laws of the Game 9; Sarratt 4, 6); with three or more,
//! every one of those free moves must stay in the receiver's own half of the
//! board (Laws of the Game 15), a rule the core applies under
//! [`RuleSet::odds_confined`]. A rook given as odds may still castle under
//! [`RuleSet::castling_after_rook_odds`] (Laws of the Game 8 and 16; see
//! `castling.rs`).
//!
//! **Reading chosen:** a free move that gives check hands the move to the
//! opponent at once, so that the checked king may answer (see
//! [`Position::play_unchecked`]).

use super::bitboard::Bitboard;
use super::position::{Position, PositionError, PositionErrorKind};
use super::rules::RuleSet;
use super::setup::Setup;
use super::types::{Color, Role, Square};

/// Odds: the start position with men removed, and free first moves for the
/// receiver (Laws of the Game 9, 13-16; Sarratt 4, 6).
///
/// Pawn odds remove the king's bishop's pawn (f7 or f2, Laws of the Game
/// 13); rook or knight odds remove either one, the giver's choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Odds {
    /// The side that gives the odds.
    pub giver: Color,
    /// The squares of the giver's men taken off before play.
    pub removed: Vec<Square>,
    /// How many moves the receiver makes before the giver's first move
    /// (1 is "the move"; 0 means the giver moves first, Sarratt 6).
    pub receiver_moves: u8,
}

/// Ranks 1-4 for White, 5-8 for Black.
#[inline]
pub(crate) fn own_half(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::WHITE_HALF,
        Color::Black => Bitboard::BLACK_HALF,
    }
}

impl Position {
    /// The start position with odds: men removed, and the receiver's free
    /// first moves.
    ///
    /// The receiver moves first (unless `receiver_moves` is 0) and keeps the
    /// move until his free moves are spent. **Reading chosen:** a free move
    /// that gives check hands the move to the opponent at once (the free
    /// moves left are forfeited), so that the checked king may answer. With
    /// [`RuleSet::odds_confined`] and three or more free moves, every free
    /// move must end in the receiver's own half (Laws of the Game 15).
    ///
    /// A rook removed as odds keeps its castling right only if
    /// [`RuleSet::castling_after_rook_odds`] is set.
    ///
    /// ```
    /// use chess_laws_core::{Code, Color, Odds, Position, Square};
    /// let odds = Odds { giver: Color::Black, removed: vec![Square::F7], receiver_moves: 3 };
    /// let pos = Position::from_odds(&odds, Code::Modern.rules()).unwrap();
    /// let pos = pos.play_uci("e2e3").unwrap();
    /// assert_eq!(pos.turn(), Color::White);
    /// assert_eq!(pos.free_moves_left(), 2);
    /// ```
    ///
    /// # Errors
    ///
    /// A [`PositionError`] if the odds remove a man the giver does not have there, or his king.
    pub fn from_odds(odds: &Odds, rules: RuleSet) -> Result<Position, PositionError> {
        let mut setup = Setup::start();
        let mut err = PositionError::none();
        for &sq in &odds.removed {
            match setup.board.piece_at(sq) {
                Some(p) if p.color == odds.giver && p.role != Role::King => {
                    setup.board.take(sq, p);
                    if p.role == Role::Rook && !rules.castling_after_rook_odds {
                        setup.castling_rights = setup.castling_rights.without(sq);
                    }
                }
                _ => err.add(PositionErrorKind::BadOdds),
            }
        }
        if !err.is_none() {
            return Err(err);
        }
        if odds.receiver_moves == 0 {
            setup.turn = odds.giver;
        } else {
            setup.turn = odds.giver.other();
        }
        let mut pos = Position::from_setup(&setup, rules)?;
        pos.free_moves = odds.receiver_moves;
        pos.confined = rules.odds_confined && odds.receiver_moves >= 3;
        Ok(pos)
    }
}
