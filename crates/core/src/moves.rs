//! Moves and fixed-capacity move lists.

use super::types::{Role, Square};
use std::fmt;
use std::mem::MaybeUninit;

/// What kind of move, beyond the man's plain step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Special {
    /// A plain move, a capture, a promotion or a waiting pawn's exchange.
    None,
    /// A pawn takes a pawn en passant.
    EnPassant,
    /// The king castles with a rook that stands on `rook_from`.
    Castle { rook_from: Square, rook_to: Square },
    /// The giver of rook odds castles with the missing rook: the king moves
    /// alone.
    CastleAlone { rook_square: Square },
}

/// A move, small and `Copy` (8 bytes).
///
/// For castling, [`to`](Move::to) is the king's destination and
/// [`castle_rook`](Move::castle_rook) the rook's way. Several legal moves may
/// share a from-to pair (promotions; Italian castlings that put the king on
/// the same square with the rook on different squares).
///
/// ```
/// use chess_laws_core::{Position, RuleSet, Square};
/// let pos = Position::start(RuleSet::modern());
/// let m = pos.parse_uci("e2e4").unwrap();
/// assert_eq!((m.from(), m.to()), (Square::E2, Square::E4));
/// assert_eq!(m.captured(), None);
/// assert_eq!(m.to_string(), "e2e4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) role: Role,
    pub(crate) captured: Option<Role>,
    pub(crate) promotion: Option<Role>,
    pub(crate) special: Special,
}

impl Move {
    #[inline]
    pub(crate) const fn normal(
        role: Role,
        from: Square,
        to: Square,
        captured: Option<Role>,
        promotion: Option<Role>,
    ) -> Move {
        Move {
            from,
            to,
            role,
            captured,
            promotion,
            special: Special::None,
        }
    }

    /// The square the man leaves (the king's square for castling).
    #[inline]
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the man reaches (the king's destination for castling).
    #[inline]
    #[must_use]
    pub fn to(&self) -> Square {
        self.to
    }

    /// The role of the man that moves (the king for castling).
    #[inline]
    #[must_use]
    pub fn role(&self) -> Role {
        self.role
    }

    /// The role of the man taken, if any (a pawn for en passant).
    #[inline]
    #[must_use]
    pub fn captured(&self) -> Option<Role> {
        self.captured
    }

    /// Whether the move takes a man.
    #[inline]
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// The role a pawn becomes, if any.
    #[inline]
    #[must_use]
    pub fn promotion(&self) -> Option<Role> {
        self.promotion
    }

    /// Whether this is a castling (with a rook or, after rook odds, alone).
    #[inline]
    #[must_use]
    pub fn is_castle(&self) -> bool {
        matches!(
            self.special,
            Special::Castle { .. } | Special::CastleAlone { .. }
        )
    }

    /// The rook's from and to squares of a castling; `None` for other moves
    /// and for the king-alone castling after rook odds.
    #[inline]
    #[must_use]
    pub fn castle_rook(&self) -> Option<(Square, Square)> {
        match self.special {
            Special::Castle { rook_from, rook_to } => Some((rook_from, rook_to)),
            _ => None,
        }
    }

    /// The rook's square of a castling: the rook's origin, or for the
    /// king-alone castling after rook odds the square of the missing rook.
    #[inline]
    #[must_use]
    pub fn castle_rook_square(&self) -> Option<Square> {
        match self.special {
            Special::Castle { rook_from, .. } => Some(rook_from),
            Special::CastleAlone { rook_square } => Some(rook_square),
            _ => None,
        }
    }

    /// Whether the king castles alone, with the rook given as odds.
    #[inline]
    #[must_use]
    pub fn is_castle_alone(&self) -> bool {
        matches!(self.special, Special::CastleAlone { .. })
    }

    /// Whether a pawn takes en passant.
    #[inline]
    #[must_use]
    pub fn is_en_passant(&self) -> bool {
        matches!(self.special, Special::EnPassant)
    }

    /// Whether a pawn waiting on the last rank is exchanged for a lost piece
    /// (from and to are the same square; see
    /// [`Promotion::OnlyLostPieces`](super::Promotion::OnlyLostPieces)).
    #[inline]
    #[must_use]
    pub fn is_exchange(&self) -> bool {
        self.from == self.to
    }

    /// Whether the move resets the count of moves without capture or pawn
    /// move.
    #[inline]
    #[must_use]
    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.captured.is_some()
    }

    /// The UCI form: from, to, promotion letter (`e2e4`, `e7e8q`, `e8e8q`).
    /// For castling, the king's from and to squares, followed by the rook's
    /// destination when it is not the usual one (f1 or d1): `e1g1`, `e1h1f1`,
    /// `e1g1e1`, `e1b1c1`.
    #[must_use]
    pub fn to_uci(&self) -> String {
        let mut s = String::with_capacity(6);
        s.push_str(&self.from.name());
        s.push_str(&self.to.name());
        if let Some(p) = self.promotion {
            s.push(p.char());
        }
        if let Some((_, rook_to)) = self.castle_rook() {
            if !self.is_usual_castle() {
                s.push_str(&rook_to.name());
            }
        }
        s
    }

    /// Whether this castling is the usual one of Sarratt 16 (king to g1 and
    /// rook to f1, or king to c1 and rook to d1, or the king-alone castling
    /// to g1 or c1).
    #[must_use]
    pub fn is_usual_castle(&self) -> bool {
        let king_file = self.to.file();
        match self.special {
            Special::Castle { rook_to, .. } => {
                (king_file == 6 && rook_to.file() == 5) || (king_file == 2 && rook_to.file() == 3)
            }
            Special::CastleAlone { .. } => king_file == 6 || king_file == 2,
            _ => false,
        }
    }
}

impl fmt::Display for Move {
    /// The UCI form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_uci())
    }
}

const CAPACITY: usize = 256;

/// A list of moves on the stack, room for 256 (the most in any legal
/// position is 218, plus a few castlings and exchanges under the old laws).
pub struct MoveList {
    len: usize,
    items: [MaybeUninit<Move>; CAPACITY],
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            len: 0,
            items: [MaybeUninit::uninit(); CAPACITY],
        }
    }

    /// Adds a move; a move past the capacity is dropped (cannot happen in a
    /// valid position).
    #[inline]
    pub fn push(&mut self, m: Move) {
        if self.len < CAPACITY {
            self.items[self.len] = MaybeUninit::new(m);
            self.len += 1;
        }
    }

    /// How many moves.
    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    #[inline]
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: the first `len` items were written by `push` (or kept by
        // `retain`), and MaybeUninit<Move> has the layout of Move.
        unsafe { std::slice::from_raw_parts(self.items.as_ptr().cast::<Move>(), self.len) }
    }

    /// Iterates over the moves.
    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps only the moves for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            // SAFETY: i < len, so the item was written.
            let m = unsafe { self.items[i].assume_init() };
            if keep(&m) {
                self.items[j] = MaybeUninit::new(m);
                j += 1;
            }
        }
        self.len = j;
    }

    /// Whether the list holds `m`.
    #[must_use]
    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }

    /// The moves as a vector.
    #[must_use]
    pub fn to_vec(&self) -> Vec<Move> {
        self.as_slice().to_vec()
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Clone for MoveList {
    fn clone(&self) -> MoveList {
        let mut list = MoveList::new();
        for m in self.iter() {
            list.push(*m);
        }
        list
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_small() {
        assert!(std::mem::size_of::<Move>() <= 8);
    }

    #[test]
    fn the_list_keeps_what_retain_keeps() {
        let mut list = MoveList::new();
        for to in [Square::E3, Square::E4] {
            list.push(Move::normal(Role::Pawn, Square::E2, to, None, None));
        }
        list.retain(|m| m.to() == Square::E4);
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].to_uci(), "e2e4");
        assert_eq!(list.clone().to_vec(), list.to_vec());
    }
}
