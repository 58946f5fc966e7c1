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
//!
//! Ponziani's law III (1782), in our words: a pawn on the eighth square at
//! once takes the quality of a missing piece; if none is missing its name
//! stays suspended until its owner's first turn after he loses a piece; a
//! bishop that would run on the colour of the owner's remaining bishop may
//! not be asked for; and naming is not a move: having named the piece the
//! player still makes his move, with it or with any other man. Under
//! [`Promotion::MissingPiece`] the naming is a step that keeps the turn,
//! and while it is due it is the only step.

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
            .filter(|&r| self.may_promote_to(color, r, None))
            .collect()
    }

    /// The roles a pawn of `color` may become on `square`: as
    /// [`promotion_roles`](Position::promotion_roles), and under
    /// [`Promotion::MissingPiece`] no bishop on the colour of a bishop its
    /// owner still has (Ponziani, law III).
    #[must_use]
    pub fn promotion_roles_on(&self, color: Color, square: Square) -> Vec<Role> {
        Role::PROMOTIONS
            .into_iter()
            .filter(|&r| self.may_promote_to(color, r, Some(square)))
            .collect()
    }

    /// Whether a pawn of `color` may become `role` (on `square`, when the
    /// colour of the square matters).
    #[inline]
    pub(super) fn may_promote_to(&self, color: Color, role: Role, square: Option<Square>) -> bool {
        match self.rules.promotion {
            Promotion::AnyPiece => true,
            Promotion::OnlyLostPieces => self.board.count(color, role) < role.start_count(),
            Promotion::MissingPiece => {
                self.board.count(color, role) < role.start_count()
                    && !(role == Role::Bishop
                        && square.is_some_and(|sq| self.bishop_on_colour_of(color, sq)))
            }
        }
    }

    /// Whether `color` has a bishop on a square of the colour of `square`.
    fn bishop_on_colour_of(&self, color: Color, square: Square) -> bool {
        let bishops = self.board.by_piece(Piece {
            color,
            role: Role::Bishop,
        });
        let light = Bitboard::LIGHT_SQUARES;
        let same = if light.contains(square) {
            light
        } else {
            !light
        };
        (bishops & same).any()
    }

    /// Under [`Promotion::MissingPiece`], whether a naming is due: the mover
    /// has a pawn waiting on the last rank and a piece is missing for it.
    #[must_use]
    pub fn naming_due(&self) -> bool {
        if self.rules.promotion != Promotion::MissingPiece {
            return false;
        }
        let us = self.turn;
        self.waiting_pawns(us).into_iter().any(|sq| {
            Role::PROMOTIONS
                .into_iter()
                .any(|r| self.may_promote_to(us, r, Some(sq)))
        })
    }

    fn waiting_pawns(&self, color: Color) -> Bitboard {
        self.board.by_piece(Piece {
            color,
            role: Role::Pawn,
        }) & Bitboard::rank(color.last_rank())
    }

    /// Names a waiting pawn (Ponziani, law III): the pawn becomes the piece,
    /// and the turn stays with its owner, for naming is not a move.
    pub(super) fn name_waiting_pawn(&mut self, m: &Move) {
        let us = self.turn;
        if let Some(role) = m.promotion {
            self.board.take(
                m.from,
                Piece {
                    color: us,
                    role: Role::Pawn,
                },
            );
            self.board.put(m.from, Piece { color: us, role });
        }
        self.drawn = None;
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
            if self.may_promote_to(self.turn, role, Some(to)) {
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
        for sq in self.waiting_pawns(us) {
            for role in Role::PROMOTIONS {
                if self.may_promote_to(us, role, Some(sq)) {
                    moves.push(Move::normal(Role::Pawn, sq, sq, None, Some(role)));
                }
            }
        }
    }
}
