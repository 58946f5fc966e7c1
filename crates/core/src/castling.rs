//! Castling: the king's one move with a rook.
//!
//! The law: king and rook that have not moved may castle when the king is
//! not in check and no square the king passes over is attacked (Sarratt
//! 16); no man may stand between them (Code of 24, 16, 3rd, which Sarratt
//! takes for granted), and the king may not land on an attacked square, as
//! no king may stand in check. In Great Britain, France and
//! Holland the only way is the usual one, king to the knight's square and
//! rook to the bishop's square (Sarratt 16); in Italy castling is free: on
//! the king's side the king goes to the knight's or the rook's square and
//! the rook to the bishop's or the king's square, four ways (Sarratt 16,
//! note), and the core plays the mirror on the queen's side, an
//! interpretation. After rook odds the giver may still castle on that side
//! as if the rook stood there, the king moving alone (Laws of the Game 8 and
//! 16), under [`RuleSet::castling_after_rook_odds`](super::RuleSet::castling_after_rook_odds).
//!
//! Ponziani's laws (1782), stated in our words, never quoted: castling is
//! one move, and the king may go to any square between himself and the
//! rook, the rook's own square included, on either side (law IV); read as
//! the historical literature reads it, the rook then stands between the
//! king's new square and the king's old one, the old one included: six
//! ways on the king's side, ten on the queen's. Law V bars castling (1) with
//! any man between king and rook, (2) once king or rook has moved, even if
//! it came back (the right is lost for good at the first move, as under
//! every code here), (3) when the king passes over a square an enemy man
//! attacks, (4) when the king or the rook would at once attack an enemy
//! man from its new square (a reading: the enemy king counts, so castling
//! may not give check), and (5) while in check. See
//! [`Castling::Ponziani`](super::Castling::Ponziani).

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::{Move, MoveList, Special};
use super::position::Position;
use super::rules::Castling;
use super::types::{Piece, Role, Square};

/// The ways of castling on one side: (king's file, rook's file) pairs.
pub(crate) fn castling_ways(castling: Castling, king_side: bool) -> &'static [(u8, u8)] {
    match (castling, king_side) {
        (Castling::Standard, true) => &[(6, 5)],
        (Castling::Standard, false) => &[(2, 3)],
        (Castling::ItalianFree, true) => &[(6, 5), (6, 4), (7, 5), (7, 4)],
        (Castling::ItalianFree, false) => &[(1, 2), (1, 3), (0, 2), (0, 3)],
        // Law IV: the king to f1, g1 or h1, the rook between the king's new
        // square and e1.
        (Castling::Ponziani, true) => &[(5, 4), (6, 5), (6, 4), (7, 6), (7, 5), (7, 4)],
        // Law IV on the queen's side: the king to d1, c1, b1 or a1, the rook
        // between the king's new square and e1.
        (Castling::Ponziani, false) => &[
            (3, 4),
            (2, 3),
            (2, 4),
            (1, 2),
            (1, 3),
            (1, 4),
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
        ],
    }
}

/// What stops a castling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CastlingObstacle {
    PiecesBetween,
    InCheck,
    Attacked(Square),
    /// Ponziani's law V.4: from its new square the king or the rook would
    /// at once attack the enemy man on this square.
    AttacksMan(Square),
}

impl Position {
    /// The castlings of the mover, each condition checked (the caller
    /// knows the king is not in check). Whether a square is attacked is
    /// asked once, however many ways pass over it.
    pub(super) fn gen_castling(&self, king: Square, moves: &mut MoveList) {
        let occ = self.board.occupied();
        let them = self.turn.other();
        let (mut safe, mut attacked) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for rook_sq in self.castling & Bitboard::rank(self.turn.back_rank()) {
            if (attacks::between(king, rook_sq) & occ).any() {
                continue;
            }
            self.castling_ways_of(king, rook_sq, |m| {
                if m.is_castle_alone() && occ.contains(rook_sq) {
                    return;
                }
                for sq in attacks::between(king, m.to).with(m.to) {
                    if attacked.contains(sq) {
                        return;
                    }
                    if !safe.contains(sq) {
                        if self.board.attacks_to(sq, them, occ.without(king)).any() {
                            attacked |= sq;
                            return;
                        }
                        safe |= sq;
                    }
                }
                if self.castling_attacks_man(&m).is_some() {
                    return;
                }
                moves.push(m);
            });
        }
    }

    /// Under Ponziani's law V.4, the enemy man the king or the rook would
    /// attack at once from its new square; `None` under other rules. After
    /// rook odds the king castles alone: only his own attacks count, as the
    /// rook given stands nowhere (a reading: law V knows no odds).
    fn castling_attacks_man(&self, m: &Move) -> Option<Square> {
        if self.rules.castling != Castling::Ponziani || !m.is_castle() {
            return None;
        }
        let their = self.board.by_color(self.turn.other());
        let rook_attacks = match m.castle_rook() {
            Some((rook_from, rook_to)) => {
                let after = self
                    .board
                    .occupied()
                    .without(m.from)
                    .without(rook_from)
                    .with(m.to)
                    .with(rook_to);
                attacks::rook_attacks(rook_to, after)
            }
            None => Bitboard::EMPTY,
        };
        let attacked = (attacks::king_attacks(m.to) | rook_attacks) & their;
        attacked.into_iter().next()
    }

    /// Calls `f` with every castling the rules name for the mover's rights,
    /// legal or not.
    pub(crate) fn castling_candidates(&self, king: Square, mut f: impl FnMut(Move)) {
        for rook_sq in self.castling & Bitboard::rank(self.turn.back_rank()) {
            self.castling_ways_of(king, rook_sq, &mut f);
        }
    }

    /// Calls `f` with every castling the rules name with the rook (or the
    /// rook given as odds) of `rook_sq`, legal or not.
    fn castling_ways_of(&self, king: Square, rook_sq: Square, mut f: impl FnMut(Move)) {
        let us = self.turn;
        if king != Square::E1.with_rank(us.back_rank()) {
            return;
        }
        let rook = Piece {
            color: us,
            role: Role::Rook,
        };
        let phantom = !self.board.by_piece(rook).contains(rook_sq);
        if phantom && !self.rules.castling_after_rook_odds {
            return;
        }
        let king_side = rook_sq.file() > king.file();
        let mut last_king_file = None;
        for &(kf, rf) in castling_ways(self.rules.castling, king_side) {
            let special = if phantom {
                // The king alone: one castling per king square.
                if last_king_file == Some(kf) {
                    continue;
                }
                last_king_file = Some(kf);
                Special::CastleAlone {
                    rook_square: rook_sq,
                }
            } else {
                Special::Castle {
                    rook_from: rook_sq,
                    rook_to: rook_sq.with_file(rf),
                }
            };
            f(Move {
                from: king,
                to: king.with_file(kf),
                role: Role::King,
                captured: None,
                promotion: None,
                special,
            });
        }
    }

    /// What stops a castling candidate, if anything (the castling right is
    /// assumed).
    pub(crate) fn castling_obstacle(&self, king: Square, m: &Move) -> Option<CastlingObstacle> {
        let rook_sq = m.castle_rook_square()?;
        let occ = self.board.occupied();
        if m.is_castle_alone() && occ.contains(rook_sq) {
            return Some(CastlingObstacle::PiecesBetween);
        }
        if (attacks::between(king, rook_sq) & occ).any() {
            return Some(CastlingObstacle::PiecesBetween);
        }
        if self.checkers.any() {
            return Some(CastlingObstacle::InCheck);
        }
        let them = self.turn.other();
        let occ = occ.without(king);
        for sq in attacks::between(king, m.to).with(m.to) {
            if self.board.attacks_to(sq, them, occ).any() {
                return Some(CastlingObstacle::Attacked(sq));
            }
        }
        self.castling_attacks_man(m)
            .map(CastlingObstacle::AttacksMan)
    }
}
