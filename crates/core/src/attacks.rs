//! Attack tables, computed at compile time and small (about 5 KiB in all).
//!
//! Knights, kings and pawns use one table each. Sliding pieces use no magic
//! tables: diagonals and files are found by *hyperbola quintessence* (two
//! subtractions and a byte swap), ranks by a 512-byte table of first-rank
//! attacks indexed by the file and the six inner bits of the rank.

use super::bitboard::Bitboard;
use super::types::{Color, Square};

const fn step_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let file = (sq % 8) as i8;
        let rank = (sq / 8) as i8;
        let mut bits = 0u64;
        let mut i = 0;
        while i < deltas.len() {
            let f = file + deltas[i].0;
            let r = rank + deltas[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                bits |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        table[sq] = bits;
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

static KING: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);

static PAWN: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

/// Per square: the file, the diagonal and the anti-diagonal through it,
/// without the square itself.
struct LineMasks {
    file: [u64; 64],
    diag: [u64; 64],
    anti: [u64; 64],
}

const fn line_masks() -> LineMasks {
    let mut m = LineMasks {
        file: [0; 64],
        diag: [0; 64],
        anti: [0; 64],
    };
    let mut sq = 0;
    while sq < 64 {
        let file = (sq % 8) as i32;
        let rank = (sq / 8) as i32;
        let mut other = 0;
        while other < 64 {
            let f = (other % 8) as i32;
            let r = (other / 8) as i32;
            if other != sq {
                if f == file {
                    m.file[sq] |= 1 << other;
                }
                if r - f == rank - file {
                    m.diag[sq] |= 1 << other;
                }
                if r + f == rank + file {
                    m.anti[sq] |= 1 << other;
                }
            }
            other += 1;
        }
        sq += 1;
    }
    m
}

static LINES: LineMasks = line_masks();

/// First-rank attacks: index `file * 64 + inner occupancy (bits b..g)`.
const fn rank_table() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut file = 0;
    while file < 8 {
        let mut occ6 = 0;
        while occ6 < 64 {
            let occ = (occ6 << 1) as u32;
            let mut attacks = 0u32;
            let mut f = file as i32 + 1;
            while f < 8 {
                attacks |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            f = file as i32 - 1;
            while f >= 0 {
                attacks |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            table[file * 64 + occ6] = attacks as u8;
            occ6 += 1;
        }
        file += 1;
    }
    table
}

static RANK_ATTACKS: [u8; 512] = rank_table();

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

#[inline]
fn hyperbola(sq: Square, occupied: u64, mask: u64) -> u64 {
    let bit = 1u64 << sq.index();
    let o = occupied & mask;
    let forward = o.wrapping_sub(bit.wrapping_mul(2));
    let reverse = o
        .swap_bytes()
        .wrapping_sub(bit.swap_bytes().wrapping_mul(2))
        .swap_bytes();
    (forward ^ reverse) & mask
}

#[inline]
fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let shift = u32::from(sq.rank()) * 8;
    let inner = ((occupied >> (shift + 1)) & 63) as usize;
    u64::from(RANK_ATTACKS[sq.file() as usize * 64 + inner]) << shift
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let i = sq.index();
    Bitboard(hyperbola(sq, occupied.0, LINES.diag[i]) | hyperbola(sq, occupied.0, LINES.anti[i]))
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(hyperbola(sq, occupied.0, LINES.file[sq.index()]) | rank_attacks(sq, occupied.0))
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)
}

/// Squares a rook on `sq` attacks on an empty board.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(LINES.file[sq.index()] | ((0xff << (8 * sq.rank())) & !(1u64 << sq.index())))
}

/// Squares a bishop on `sq` attacks on an empty board.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(LINES.diag[sq.index()] | LINES.anti[sq.index()])
}

/// The whole line (rank, file or diagonal) through `a` and `b`, both
/// included, or the empty set if they are not on one line.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    let (i, j) = (a.index(), b.index());
    if a == b {
        return Bitboard::EMPTY;
    }
    let through = if a.rank() == b.rank() {
        0xff << (8 * a.rank())
    } else if a.file() == b.file() {
        LINES.file[i]
    } else if LINES.diag[i] & (1 << j) != 0 {
        LINES.diag[i]
    } else if LINES.anti[i] & (1 << j) != 0 {
        LINES.anti[i]
    } else {
        return Bitboard::EMPTY;
    };
    Bitboard(through | (1 << i))
}

/// The squares strictly between `a` and `b` if they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    let (i, j) = (a.index(), b.index());
    let span = (!0u64 << i.min(j)) ^ (!0u64 << i.max(j));
    Bitboard(line(a, b).0 & span & !(1 << i) & !(1 << j))
}

/// Whether the three squares lie on one line.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sliders_on_an_open_board() {
        assert_eq!(rook_attacks(Square::D4, Bitboard::EMPTY).count(), 14);
        assert_eq!(bishop_attacks(Square::D4, Bitboard::EMPTY).count(), 13);
        assert_eq!(bishop_attacks(Square::A1, Bitboard::EMPTY).count(), 7);
        let occ = Bitboard::from_square(Square::D6) | Square::F4 | Square::B2;
        let r = rook_attacks(Square::D4, occ);
        assert!(r.contains(Square::D6) && !r.contains(Square::D7));
        assert!(r.contains(Square::F4) && !r.contains(Square::G4));
        let b = bishop_attacks(Square::D4, occ);
        assert!(b.contains(Square::B2) && !b.contains(Square::A1));
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::E1, Square::H1).count(), 2);
        assert_eq!(between(Square::A1, Square::H8).count(), 6);
        assert_eq!(between(Square::E1, Square::F3), Bitboard::EMPTY);
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert!(aligned(Square::A1, Square::C3, Square::H8));
        assert!(!aligned(Square::A1, Square::C3, Square::H7));
    }
}
