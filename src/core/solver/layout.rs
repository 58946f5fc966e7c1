//! Where each position of a material sits in its table.
//!
//! An index is made of the side to move, the white king's square, the
//! black king's square and the square of each other man (a pawn's among
//! the 48 squares of ranks 2 to 7). Symmetry halves or quarters the table:
//! the white king always stands on files a-d (a left-right mirror), and
//! without pawns also on ranks 1-4 (an up-down mirror too). No square is
//! its own mirror on an eight-square board, so every position has exactly
//! two (with pawns) or four (without) images and exactly one of them is in
//! the table: no position is stored twice and none needs a tie-break.
//! The diagonal mirror is not used for that reason (a king on the long
//! diagonal would make some positions their own image).

use super::material::{Material, MAX_MEN};
use crate::core::{Color, Piece, Role};

/// The squares of the men, in the order of [`Layout::pieces`]; a man taken
/// off the board stands on [`OFF`].
pub(super) type Squares = [u8; MAX_MEN];

/// The "square" of a man no longer on the board.
pub(super) const OFF: u8 = 64;

/// The shape of one material's table.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    /// White king, black king, then the material's men.
    pub pieces: Vec<Piece>,
    pawns: bool,
    /// Positions in the table, valid or not.
    pub size: usize,
}

impl Layout {
    pub fn new(material: &Material) -> Layout {
        let mut pieces = vec![
            Piece {
                color: Color::White,
                role: Role::King,
            },
            Piece {
                color: Color::Black,
                role: Role::King,
            },
        ];
        pieces.extend_from_slice(material.men());
        let pawns = material.has_pawns();
        let mut size = 2 * Layout::king_slots(pawns) * 64;
        for p in material.men() {
            size *= Layout::radix(p.role);
        }
        Layout {
            pieces,
            pawns,
            size,
        }
    }

    const fn king_slots(pawns: bool) -> usize {
        if pawns {
            32
        } else {
            16
        }
    }

    const fn radix(role: Role) -> usize {
        match role {
            Role::Pawn => 48,
            _ => 64,
        }
    }

    /// How many men.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    /// How many boards each stored position stands for (its mirror images).
    pub fn images(&self) -> u64 {
        if self.pawns {
            2
        } else {
            4
        }
    }

    /// The mirror (as an XOR on square numbers) that brings the white king
    /// into the stored region.
    #[inline]
    pub fn mirror(&self, white_king: u8) -> u8 {
        let mut m = 0;
        if white_king & 7 >= 4 {
            m |= 7;
        }
        if !self.pawns && white_king >= 32 {
            m |= 56;
        }
        m
    }

    /// The index of a position whose white king is already in the stored
    /// region; `None` if a pawn stands on the first or last rank.
    #[inline]
    pub fn index_of(&self, white_to_move: bool, sq: &Squares) -> Option<usize> {
        let wk = sq[0] as usize;
        let mut idx = usize::from(!white_to_move);
        idx = idx * Layout::king_slots(self.pawns) + (wk >> 3) * 4 + (wk & 7);
        idx = idx * 64 + sq[1] as usize;
        for (k, p) in self.pieces.iter().enumerate().skip(2) {
            let s = sq[k] as usize;
            if p.role == Role::Pawn {
                if !(8..56).contains(&s) {
                    return None;
                }
                idx = idx * 48 + s - 8;
            } else {
                idx = idx * 64 + s;
            }
        }
        Some(idx)
    }

    /// Mirrors the squares into the stored region, then indexes them.
    #[inline]
    pub fn canonical_index(&self, white_to_move: bool, sq: &Squares) -> Option<usize> {
        let m = self.mirror(sq[0]);
        let mut s = *sq;
        for x in s.iter_mut().take(self.len()) {
            *x ^= m;
        }
        self.index_of(white_to_move, &s)
    }

    /// The side to move (true for White) and the squares of an index.
    pub fn decode(&self, mut idx: usize) -> (bool, Squares) {
        let mut sq = [OFF; MAX_MEN];
        for k in (2..self.len()).rev() {
            if self.pieces[k].role == Role::Pawn {
                sq[k] = (idx % 48 + 8) as u8;
                idx /= 48;
            } else {
                sq[k] = (idx % 64) as u8;
                idx /= 64;
            }
        }
        sq[1] = (idx % 64) as u8;
        idx /= 64;
        let slots = Layout::king_slots(self.pawns);
        let slot = idx % slots;
        sq[0] = ((slot / 4) * 8 + slot % 4) as u8;
        idx /= slots;
        (idx == 0, sq)
    }
}
