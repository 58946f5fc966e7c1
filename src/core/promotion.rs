//! Promotion: what a pawn becomes on the last rank.
//!
//! The law: a pawn that reaches the last rank becomes a queen, a rook, a
//! bishop or a knight, at its owner's choice, so that a side may have two
//! queens or three rooks (Sarratt 22; Code of 24, law 21). Some players
//! allowed only a piece already lost, the rule Sarratt rejects in the N.B.
//! to law 22: under [`Promotion::OnlyLostPieces`] the pawn must become one
//! of the lost pieces; if none is lost it stays on the last rank as a pawn,
//! "a non-descript", and once a piece is lost its owner may spend a whole
//! move to exchange it (a move from the square to itself).

use super::bitboard::Bitboard;
use super::moves::{Move, MoveList};
use super::position::Position;
use super::rules::Promotion;
use super::types::{Color, Piece, Role, Square};

impl Position {
    /// The roles a pawn of `color` may become now: all four, or under
    /// [`Promotion::OnlyLostPieces`] those of which `color` has fewer than at
    /// the start.
    #[must_use]
    pub fn promotion_roles(&self, color: Color) -> Vec<Role> {
        Role::PROMOTIONS
            .into_iter()
            .filter(|&r| self.may_promote_to(color, r))
            .collect()
    }

    #[inline]
    pub(super) fn may_promote_to(&self, color: Color, role: Role) -> bool {
        match self.rules.promotion {
            Promotion::AnyPiece => true,
            Promotion::OnlyLostPieces => self.board.count(color, role) < role.start_count(),
        }
    }

    pub(super) fn push_promotions(
        &self,
        moves: &mut MoveList,
        from: Square,
        to: Square,
        captured: Option<Role>,
    ) {
        let mut any = false;
        for role in Role::PROMOTIONS {
            if self.may_promote_to(self.turn, role) {
                moves.push(Move::normal(Role::Pawn, from, to, captured, Some(role)));
                any = true;
            }
        }
        if !any {
            // Nothing lost: the pawn goes on and waits there as a pawn.
            moves.push(Move::normal(Role::Pawn, from, to, captured, None));
        }
    }

    pub(super) fn gen_exchanges(&self, moves: &mut MoveList) {
        let us = self.turn;
        let waiting = self.board.by_piece(Piece {
            color: us,
            role: Role::Pawn,
        }) & Bitboard::rank(us.last_rank());
        for sq in waiting {
            for role in Role::PROMOTIONS {
                if self.may_promote_to(us, role) {
                    moves.push(Move::normal(Role::Pawn, sq, sq, None, Some(role)));
                }
            }
        }
    }
}
