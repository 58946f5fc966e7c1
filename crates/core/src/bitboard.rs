//! Sets of squares as 64-bit masks.

use super::types::Square;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares: bit `n` stands for the square with index `n` (a1 = bit 0).
///
/// ```
/// use chess_laws_core::{Bitboard, Square};
/// let bb = Bitboard::from_square(Square::E4) | Bitboard::from_square(Square::D5);
/// assert_eq!(bb.count(), 2);
/// assert_eq!(bb.iter().collect::<Vec<_>>(), vec![Square::E4, Square::D5]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The first and the eighth rank.
    pub const BACKRANKS: Bitboard = Bitboard(0xff00_0000_0000_00ff);
    /// Ranks 1 to 4: White's own half of the board.
    pub const WHITE_HALF: Bitboard = Bitboard(0x0000_0000_ffff_ffff);
    /// Ranks 5 to 8: Black's own half of the board.
    pub const BLACK_HALF: Bitboard = Bitboard(0xffff_ffff_0000_0000);
    /// The light squares (h1 is light).
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    /// The dark squares (a1 is dark).
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// All squares of a rank (0-based).
    #[inline]
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * (rank as u32 & 7)))
    }

    /// All squares of a file (0-based).
    #[inline]
    pub const fn file(file: u8) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << (file as u32 & 7))
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has a square.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    /// How many squares.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether there are two squares or more.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_masked(self.0.trailing_zeros()))
        }
    }

    /// The only square, if the set holds exactly one.
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }

    /// The set with `sq` added.
    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    /// The set with `sq` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// The set with `sq` toggled.
    #[inline]
    #[must_use]
    pub const fn toggled(self, sq: Square) -> Bitboard {
        Bitboard(self.0 ^ (1 << sq.index()))
    }

    /// Every square moved one rank up (towards the eighth rank).
    #[inline]
    #[must_use]
    pub const fn north(self) -> Bitboard {
        Bitboard(self.0 << 8)
    }

    /// Every square moved one rank down (towards the first rank).
    #[inline]
    #[must_use]
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> 8)
    }

    /// Iterates over the squares, a1 first.
    #[inline]
    pub fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

/// Iterator over the squares of a [`Bitboard`].
#[derive(Clone, Debug)]
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = Square::new_masked(self.0.trailing_zeros());
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;

    #[inline]
    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! bit_ops {
    ($($tr:ident $f:ident $tra:ident $fa:ident $op:tt;)*) => {
        $(
            impl $tr for Bitboard {
                type Output = Bitboard;
                #[inline]
                fn $f(self, rhs: Bitboard) -> Bitboard {
                    Bitboard(self.0 $op rhs.0)
                }
            }
            impl $tr<Square> for Bitboard {
                type Output = Bitboard;
                #[inline]
                fn $f(self, rhs: Square) -> Bitboard {
                    Bitboard(self.0 $op (1u64 << rhs.index()))
                }
            }
            impl $tra for Bitboard {
                #[inline]
                fn $fa(&mut self, rhs: Bitboard) {
                    self.0 = self.0 $op rhs.0;
                }
            }
            impl $tra<Square> for Bitboard {
                #[inline]
                fn $fa(&mut self, rhs: Square) {
                    self.0 = self.0 $op (1u64 << rhs.index());
                }
            }
        )*
    };
}

bit_ops! {
    BitAnd bitand BitAndAssign bitand_assign &;
    BitOr bitor BitOrAssign bitor_assign |;
    BitXor bitxor BitXorAssign bitxor_assign ^;
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

impl fmt::Display for Bitboard {
    /// Eight lines, the eighth rank first, `1` for a square in the set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            for file in 0..8u8 {
                let bit = (self.0 >> (rank * 8 + file)) & 1;
                f.write_str(if bit == 1 { "1" } else { "." })?;
            }
            if rank > 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}
