//! Where each position of a material sits in its table.
//!
//! An index is made of the square of each pawn (among the 48 squares of
//! ranks 2 to 7), the white king's square, the black king's square, the
//! square of each other man and the side to move, in this order from the
//! most significant digit to the least (White to move: 0). The order is
//! for the memory's sake: the solver reaches a position's predecessors
//! from it, each the other side to move with one man moved back, so
//!
//! - the side to move last puts a position and its twin with the other
//!   side to move side by side;
//! - the pawns first keep the un-moves of every other man inside one
//!   pawn "slice" (the positions with the pawns on given squares: a few
//!   hundred kilobytes), since a pawn's un-move is rare beside the others'.
//!
//! Symmetry shrinks the table:
//!
//! - with pawns, the white king always stands on files a-d (a left-right
//!   mirror); no square is its own mirror, so every position has exactly
//!   two images and exactly one of them is in the table;
//! - without pawns, the white king stands in the triangle a1-d1-d4 (the
//!   eight symmetries of the square: the two mirrors and the flip about
//!   the a1-h8 diagonal). A king on that diagonal is its own image under
//!   the flip: then the first man (in the table's order) off the diagonal
//!   is brought below it, onto the h-side of a1-h8; a position whose men
//!   all stand on the diagonal is its own image and stored once.
//!
//! Two men alike (the same piece, as the two pawns of king and two pawns
//! against king) are stored in one order only: the first of them on the
//! lower square. Without pawns and with both kings on the diagonal a1-h8,
//! such men decide the flip as a pair, not one by one: of the position
//! and its flip, each with the pair in that order, the one of lower index
//! is kept (a man by man rule would keep both images of some positions,
//! by the two orders of the pair).
//!
//! So each position is stored exactly once; the slots of the triangle that
//! are not the chosen image, and those with the men alike out of order,
//! are never valid positions.

use super::material::{Material, MAX_MEN};
use crate::{Color, Piece, Role};

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
    /// The men's numbers from the most significant digit of the index to
    /// the least (the side to move comes after them all).
    order: [usize; MAX_MEN],
    /// How far the index moves for one square more of each man (the white
    /// king's entry unused: its square is not a plain digit).
    strides: [usize; MAX_MEN],
    /// The two men that are the same piece, if any (with at most four men
    /// there is at most one such pair): the first stands on the lower
    /// square.
    alike: Option<(usize, usize)>,
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
        let n = pieces.len();
        let is_pawn = |k: usize| pieces[k].role == Role::Pawn;
        let mut order = [0; MAX_MEN];
        let digits = (0..n)
            .filter(|&k| is_pawn(k))
            .chain((0..n).filter(|&k| !is_pawn(k)));
        for (place, k) in digits.enumerate() {
            order[place] = k;
        }
        let mut strides = [0; MAX_MEN];
        let mut stride = 2;
        for &k in order[..n].iter().rev() {
            strides[k] = stride;
            stride *= Layout::radix(pawns, k, pieces[k].role);
        }
        let alike =
            (2..n).find_map(|k| (k + 1..n).find(|&j| pieces[j] == pieces[k]).map(|j| (k, j)));
        Layout {
            pieces,
            pawns,
            size: stride,
            order,
            strides,
            alike,
        }
    }

    /// Whether two men are the same piece (stored in one order only).
    pub fn has_alike(&self) -> bool {
        self.alike.is_some()
    }

    /// Whether man `k` is one of two men alike.
    #[inline]
    fn is_alike(&self, k: usize) -> bool {
        self.alike.is_some_and(|(a, b)| k == a || k == b)
    }

    /// The men alike put in their stored order (the first on the lower
    /// square).
    #[inline]
    fn order_alike(&self, s: &mut Squares) {
        if let Some((a, b)) = self.alike {
            if s[a] > s[b] {
                s.swap(a, b);
            }
        }
    }

    /// How many values a man's digit takes.
    const fn radix(pawns: bool, k: usize, role: Role) -> usize {
        match role {
            Role::Pawn => 48,
            _ if k == 0 => Layout::king_slots(pawns),
            _ => 64,
        }
    }

    const fn king_slots(pawns: bool) -> usize {
        if pawns {
            32
        } else {
            10
        }
    }

    /// How many men.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    /// The man of the least significant digit (the side to move aside):
    /// never a pawn, never the white king, with 64 squares and a stride
    /// of 2.
    pub fn last_man(&self) -> usize {
        self.order[self.len() - 1]
    }

    /// How many consecutive entries share the pawns' squares (a pawn
    /// "slice"; the whole table without pawns): the pawns are the most
    /// significant digits.
    pub fn pawn_slice(&self) -> usize {
        let pawns = self.pieces.iter().filter(|p| p.role == Role::Pawn).count();
        match pawns {
            0 => self.size,
            _ => self.strides[self.order[pawns - 1]],
        }
    }

    /// The number of the pawn slice holding the pawns of squares `sq` (the
    /// other men's squares unread): its entries start at that number
    /// times [`Layout::pawn_slice`]. `None` if a pawn stands on the first
    /// or last rank. Men alike are taken in their stored order.
    pub fn slice_of(&self, sq: &Squares) -> Option<usize> {
        let mut sq = *sq;
        self.order_alike(&mut sq);
        let pawns = self.pieces.iter().filter(|p| p.role == Role::Pawn).count();
        let mut slice = 0;
        for &k in &self.order[..pawns] {
            let s = usize::from(sq[k]);
            if !(8..56).contains(&s) {
                return None;
            }
            slice = slice * 48 + s - 8;
        }
        Some(slice)
    }

    /// Whether every position with the white king on `king` is stored as
    /// it stands, whatever the other men (see [`Layout::is_canonical`]):
    /// always with pawns, and without them unless the king stands on the
    /// diagonal a1-h8.
    #[inline]
    pub fn king_settles_flip(&self, king: u8) -> bool {
        self.pawns || king & 7 != king >> 3
    }

    /// The symmetries of the table as maps of square numbers: the
    /// identity and the left-right mirror (with pawns), or all eight
    /// symmetries of the board (without).
    pub fn symmetries(&self) -> &'static [fn(u8) -> u8] {
        const PAWNS: [fn(u8) -> u8; 2] = [|s| s, |s| s ^ 7];
        const ALL: [fn(u8) -> u8; 8] = [
            |s| s,
            |s| s ^ 7,
            |s| s ^ 56,
            |s| s ^ 63,
            transpose,
            |s| transpose(s) ^ 7,
            |s| transpose(s) ^ 56,
            |s| transpose(s) ^ 63,
        ];
        if self.pawns {
            &PAWNS
        } else {
            &ALL
        }
    }

    /// The mirror (as an XOR on square numbers) that brings the white king
    /// onto files a-d, and without pawns onto ranks 1-4 too.
    #[inline]
    fn mirror(&self, white_king: u8) -> u8 {
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
        let mut idx = 0;
        for &k in &self.order[..self.len()] {
            let s = sq[k] as usize;
            idx = match self.pieces[k].role {
                Role::Pawn => {
                    if !(8..56).contains(&s) {
                        return None;
                    }
                    idx * 48 + s - 8
                }
                _ if k == 0 && self.pawns => idx * 32 + (s >> 3) * 4 + (s & 7),
                _ if k == 0 => idx * 10 + TRIANGLE_SLOT[s] as usize,
                _ => idx * 64 + s,
            };
        }
        Some(idx * 2 + usize::from(!white_to_move))
    }

    /// Whether every valid entry stands for exactly two boards, itself
    /// and its mirror image: with pawns the table keeps the white king on
    /// files a-d, so the image (king on e-h) is never the entry itself
    /// (men alike are stored in one order, so no board is left to an
    /// entry of the other order; see `Table::boards_of`).
    pub fn two_boards_each(&self) -> bool {
        self.pawns
    }

    /// Whether an entry without pawns whose white king stands off the
    /// diagonal a1-h8 stands for exactly eight boards: no symmetry but the
    /// identity leaves such a king where it is (the triangle a1-d1-d4
    /// holds no square of the other diagonal), so its eight images are
    /// eight boards (men alike are stored in one order).
    pub fn eight_boards_off_diagonal(&self) -> bool {
        !self.pawns
    }

    /// Whether White is to move in a position of the table.
    #[inline]
    pub fn white_to_move(idx: usize) -> bool {
        idx & 1 == 0
    }

    /// The index of a stored position (number `idx`, squares `sq`) with
    /// man `k` moved to `to` and the other side to move, found from `idx`
    /// alone where no symmetry can come into play: with pawns, `k` is not
    /// the white king (which alone picks the mirror) or it stays on files
    /// a-d; without pawns, `k` is not the white king and that king stands
    /// off the diagonal a1-h8 (so no flip and weight 1), or `k` is the
    /// white king and goes to a square of the triangle off the diagonal.
    /// `None` where [`Layout::canonical`] is needed. The un-moves ask
    /// this first: most of them move another man than the white king.
    #[inline]
    pub fn shifted(
        &self,
        idx: usize,
        white_to_move: bool,
        sq: &Squares,
        k: usize,
        to: u8,
    ) -> Option<usize> {
        // A man alike may pass its twin: see `Layout::pair_shift`.
        if self.is_alike(k) {
            return None;
        }
        let plain = if k == 0 {
            if self.pawns {
                to & 7 < 4
            } else {
                in_triangle_below_diagonal(to)
            }
        } else {
            self.pawns || sq[0] & 7 != sq[0] >> 3
        };
        if !plain {
            return None;
        }
        debug_assert_eq!(Layout::white_to_move(idx), white_to_move);
        let other_side = idx ^ 1;
        let from = self.strides[k] * self.digit(k, sq[k]);
        Some(other_side + self.strides[k] * self.digit(k, to) - from)
    }

    /// For man `k`, not the white king, of a stored position (number
    /// `idx`, squares `sq`) where no symmetry comes into play (with pawns,
    /// or the white king off the diagonal a1-h8): the index of that
    /// position with the other side to move and the man's digit at zero,
    /// and the man's stride, so that the man on `to` is at
    /// `base.wrapping_add(stride * to)` (a pawn's digit starts at a2, so
    /// its base can wrap below zero; the sum is the index all the same).
    /// What [`Layout::shifted`] finds for one square, for all of a man's
    /// squares at once: the un-moves of one man, most of a node's
    /// predecessors, then cost an add and a multiply each. `None` where a
    /// symmetry can come into play.
    #[inline]
    pub fn shift_base(&self, idx: usize, sq: &Squares, k: usize) -> Option<(usize, usize)> {
        if k == 0 || self.is_alike(k) || !self.king_settles_flip(sq[0]) {
            return None;
        }
        let stride = self.strides[k];
        Some(((idx ^ 1).wrapping_sub(stride * usize::from(sq[k])), stride))
    }

    /// For king `k` of a stored position (number `idx`, squares `sq`):
    /// where it lands on each square that keeps the flip as it is, worked
    /// out once for all its un-moves (a king's un-moves are about a
    /// quarter of all un-moves against a lone king). The white king keeps
    /// it within the stored region (what [`Layout::shifted`] finds); the
    /// black king, in a table without pawns with two men alike and the
    /// white king on a1-h8, below that diagonal, where it decides the flip
    /// (none): without men alike [`Layout::diagonal_shift`] serves, and
    /// with the white king off the diagonal [`Layout::shift_base`]. `None`
    /// for any other man or position.
    #[inline]
    pub fn king_shift(&self, idx: usize, sq: &Squares, k: usize) -> Option<KingShift> {
        let region = match k {
            0 if self.pawns => KingRegion::FilesAToD,
            0 => KingRegion::TriangleBelowDiagonal,
            1 if !self.pawns && self.alike.is_some() && side_of_diagonal(sq[0]).is_none() => {
                KingRegion::BelowDiagonal
            }
            _ => return None,
        };
        let stride = self.strides[k];
        Some(KingShift {
            base: (idx ^ 1).wrapping_sub(stride * self.digit(k, sq[k])),
            stride,
            region,
        })
    }

    /// For man `k`, one of two men alike, of a stored position (number
    /// `idx`, squares `sq`) where no symmetry comes into play (as in
    /// [`Layout::shift_base`], or without pawns the black king off the
    /// diagonal a1-h8, which then settles the flip): where the position
    /// with the man on any square and the other side to move is stored,
    /// the pair of men alike put back in order (the man may pass its
    /// twin). `None` for
    /// another man or where a symmetry can come into play.
    #[inline]
    pub fn pair_shift(&self, idx: usize, sq: &Squares, k: usize) -> Option<PairShift> {
        let (first, second) = self.alike?;
        // A black king off a1-h8 decides the flip too (then below it),
        // whatever the pair does.
        let settled = self.king_settles_flip(sq[0]) || side_of_diagonal(sq[1]).is_some();
        if (k != first && k != second) || !settled {
            return None;
        }
        let (first_stride, second_stride) = (self.strides[first], self.strides[second]);
        let base = (idx ^ 1)
            .wrapping_sub(first_stride * usize::from(sq[first]))
            .wrapping_sub(second_stride * usize::from(sq[second]));
        let twin = if k == first { sq[second] } else { sq[first] };
        Some(PairShift {
            base,
            first_stride,
            second_stride,
            twin,
        })
    }

    /// What a man's square adds to the index, over its stride, but for an
    /// offset that cancels out between two squares of the same man: the
    /// square, or the white king's slot.
    #[inline]
    fn digit(&self, k: usize, s: u8) -> usize {
        let s = usize::from(s);
        match k {
            0 if self.pawns => (s >> 3) * 4 + (s & 7),
            0 => TRIANGLE_SLOT[s] as usize,
            _ => s,
        }
    }

    /// The index of squares `sq` with man `k` moved to `to`, found from
    /// `idx`, the index of `sq` as [`Layout::canonical`] gives it (the
    /// same side to move), where no symmetry comes into play: as in
    /// [`Layout::shifted`], with pawns `k` is not the white king or that
    /// king stays on the same half of the board, and without pawns that
    /// king stands below the diagonal a1-h8 once mirrored (so in the
    /// triangle, not flipped), and if `k` is that king, it stays there
    /// under the same mirror. `sq` need not be
    /// in the stored region: the mirror that brings it there brings the
    /// moved man along.
    #[inline]
    pub fn moved(&self, idx: usize, sq: &Squares, k: usize, to: u8) -> Option<usize> {
        if self.is_alike(k) {
            return None;
        }
        let m = self.mirror(sq[0]);
        let king = sq[0] ^ m;
        // Without pawns the king must stand below the diagonal once
        // mirrored: on it, or above it (then flipped), is another story.
        let plain = if k == 0 {
            if self.pawns {
                self.mirror(to) == m
            } else {
                in_triangle_below_diagonal(king) && in_triangle_below_diagonal(to ^ m)
            }
        } else {
            self.pawns || king & 7 > king >> 3
        };
        if !plain {
            return None;
        }
        let from = self.strides[k] * self.digit(k, sq[k] ^ m);
        Some(idx + self.strides[k] * self.digit(k, to ^ m) - from)
    }

    /// For squares without pawns whose white king stands on the diagonal
    /// a1-h8 once brought into the quarter a1-d4: their indices as they
    /// stand and flipped about the diagonal, with this side to move, from
    /// which [`Layout::moved_by_diagonal`] finds every position one man
    /// (not the king) away. `None` with pawns, the king off the diagonal,
    /// or men alike (which decide the flip as a pair).
    #[inline]
    pub fn diagonal_bases(&self, white_to_move: bool, sq: &Squares) -> Option<DiagonalBases> {
        let mirror = self.mirror(sq[0]);
        let king = sq[0] ^ mirror;
        if self.pawns || self.alike.is_some() || king & 7 != king >> 3 {
            return None;
        }
        let mut plain = [OFF; MAX_MEN];
        let mut flipped = [OFF; MAX_MEN];
        for k in 0..self.len() {
            plain[k] = sq[k] ^ mirror;
            flipped[k] = transpose(plain[k]);
        }
        Some(DiagonalBases {
            mirror,
            plain: self.index_of(white_to_move, &plain)?,
            flipped: self.index_of(white_to_move, &flipped)?,
        })
    }

    /// The index and weight (as [`Layout::canonical`] gives them) of
    /// squares `sq` with man `k`, not the white king, moved to `to`, found
    /// from the bases [`Layout::diagonal_bases`] gave for `sq`: the king
    /// stays on the diagonal, so the first man off it decides the flip.
    #[inline]
    pub fn moved_by_diagonal(
        &self,
        bases: &DiagonalBases,
        sq: &Squares,
        k: usize,
        to: u8,
    ) -> (usize, u8) {
        self.diagonal_shift(bases, sq, k).at(to)
    }

    /// What [`Layout::moved_by_diagonal`] needs for every square of man
    /// `k`, worked out once: the men before `k` and after it stay where
    /// they are, so whether one of them decides the flip is known before
    /// the man's square is, and each square then costs a test and an add
    /// (no copy of the squares, no walk along them).
    #[inline]
    pub fn diagonal_shift(&self, bases: &DiagonalBases, sq: &Squares, k: usize) -> DiagonalShift {
        debug_assert!(k != 0 && !self.pawns, "the king moved, or pawns");
        let n = self.len();
        let m = bases.mirror;
        let side = |j: usize| side_of_diagonal(sq[j] ^ m);
        let old = sq[k] ^ m;
        let stride = self.strides[k];
        DiagonalShift {
            mirror: m,
            before: (0..k).find_map(side),
            after: (k + 1..n).find_map(side),
            plain: bases.plain - stride * self.digit(k, old),
            flipped: bases.flipped - stride * self.digit(k, transpose(old)),
            stride,
        }
    }

    /// Brings the squares into the stored region (the chosen image), then
    /// indexes them.
    #[inline]
    pub fn canonical_index(&self, white_to_move: bool, sq: &Squares) -> Option<usize> {
        self.canonical(white_to_move, sq).map(|(idx, _)| idx)
    }

    /// The index of the chosen image and the position's weight (see
    /// [`Layout::weight`]).
    #[inline]
    pub fn canonical(&self, white_to_move: bool, sq: &Squares) -> Option<(usize, u8)> {
        // Men alike in a function of their own: their tests cost every
        // other table some speed when inlined here (natively 6 % of K+P v
        // K+P).
        if self.alike.is_some() {
            return self.canonical_alike(white_to_move, sq);
        }
        let n = self.len();
        let m = self.mirror(sq[0]);
        // Byte by byte, not as one copy: the caller has just written one
        // byte of `sq`, and reading the four at once would wait for that
        // store to reach the cache (a store-forwarding stall, a third of
        // the solver's time when it was a copy).
        let mut s = [OFF; MAX_MEN];
        for k in 0..n {
            s[k] = sq[k] ^ m;
        }
        let mut weight = 1;
        if !self.pawns {
            match diagonal_side(&s[..n]) {
                Some(true) => {
                    for x in s.iter_mut().take(n) {
                        *x = transpose(*x);
                    }
                }
                Some(false) => {}
                None => weight = 2,
            }
        }
        self.index_of(white_to_move, &s).map(|idx| (idx, weight))
    }

    /// [`Layout::canonical`] in a table with two men alike: brought into
    /// the stored region as there, the men alike then put in order, but
    /// without pawns and with both kings on the diagonal a1-h8 the pair
    /// decides the flip (see [`Layout::canonical_pair_on_diagonal`]).
    #[inline(never)]
    fn canonical_alike(&self, white_to_move: bool, sq: &Squares) -> Option<(usize, u8)> {
        let n = self.len();
        let m = self.mirror(sq[0]);
        let mut s = [OFF; MAX_MEN];
        for k in 0..n {
            s[k] = sq[k] ^ m;
        }
        if !self.pawns {
            match diagonal_side(&s[..2]) {
                None => return self.canonical_pair_on_diagonal(white_to_move, s),
                Some(true) => {
                    for x in s.iter_mut().take(n) {
                        *x = transpose(*x);
                    }
                }
                Some(false) => {}
            }
        }
        self.order_alike(&mut s);
        self.index_of(white_to_move, &s).map(|idx| (idx, 1))
    }

    /// [`Layout::canonical`] of squares without pawns, in the quarter
    /// a1-d4, both kings on the diagonal a1-h8 and two men alike: of the
    /// squares and their flip, each with the men alike in order, the one
    /// of lower index, with weight 2 if both are the same position.
    fn canonical_pair_on_diagonal(
        &self,
        white_to_move: bool,
        mut s: Squares,
    ) -> Option<(usize, u8)> {
        let mut flipped = s;
        for x in flipped.iter_mut().take(self.len()) {
            *x = transpose(*x);
        }
        self.order_alike(&mut s);
        self.order_alike(&mut flipped);
        let plain = self.index_of(white_to_move, &s)?;
        let flipped = self.index_of(white_to_move, &flipped)?;
        Some((plain.min(flipped), if plain == flipped { 2 } else { 1 }))
    }

    /// How many times a stored position's class counts the board it
    /// stands for: 2 if the position is its own image under the diagonal
    /// flip (its class holds half as many boards), else 1. The solver
    /// weighs the move counts with it: a move from a board to a class
    /// stands for as many moves from the class's chosen board as the ratio
    /// of the two classes' sizes says.
    #[inline]
    pub fn weight(&self, sq: &Squares) -> u8 {
        if self.pawns {
            return 1;
        }
        if self.alike.is_some() {
            // With both kings on the diagonal, men alike may make the
            // position its own flip as a pair.
            if diagonal_side(&sq[..2]).is_some() {
                return 1;
            }
            return self.canonical_alike(true, sq).map_or(1, |(_, w)| w);
        }
        if diagonal_side(&sq[..self.len()]).is_none() {
            2
        } else {
            1
        }
    }

    /// Whether squares already in the quarter a1-d4 need the flip about
    /// a1-h8: the first man off that diagonal stands above it.
    #[inline]
    fn flip_needed(&self, sq: &[u8]) -> bool {
        diagonal_side(sq) == Some(true)
    }

    /// Whether an index, given with its side to move and squares as
    /// [`Layout::decode`] gives them, is the chosen image of its position
    /// (not a slot the symmetry leaves unused). Every index decodes to
    /// squares that index back to it, so only the flip is in question.
    #[inline]
    pub fn is_canonical(&self, idx: usize, white_to_move: bool, sq: &Squares) -> bool {
        debug_assert_eq!(self.index_of(white_to_move, sq), Some(idx));
        if self.alike.is_some() {
            return self.is_canonical_alike(idx, white_to_move, sq);
        }
        self.pawns || !self.flip_needed(&sq[..self.len()])
    }

    /// [`Layout::is_canonical`] in a table with two men alike: in order,
    /// and the image [`Layout::canonical_alike`] chooses.
    #[inline(never)]
    fn is_canonical_alike(&self, idx: usize, white_to_move: bool, sq: &Squares) -> bool {
        match self.alike {
            Some((first, second)) if sq[first] > sq[second] => false,
            _ if self.pawns => true,
            _ if diagonal_side(&sq[..2]).is_none() => self
                .canonical_alike(white_to_move, sq)
                .is_some_and(|(chosen, _)| chosen == idx),
            _ => !self.flip_needed(&sq[..self.len()]),
        }
    }

    /// The side to move (true for White) and the squares of an index.
    pub fn decode(&self, idx: usize) -> (bool, Squares) {
        // Gathered in one word, not written square by square into the
        // array: the caller reads the four squares at once, which would
        // wait for four separate stores (a store-forwarding stall).
        let mut word = u32::from_le_bytes([OFF; MAX_MEN]);
        let mut rest = idx >> 1;
        for &k in self.order[..self.len()].iter().rev() {
            let s = match self.pieces[k].role {
                Role::Pawn => {
                    let s = rest % 48 + 8;
                    rest /= 48;
                    s as u8
                }
                _ if k == 0 && self.pawns => {
                    let slot = rest & 31;
                    rest >>= 5;
                    ((slot / 4) * 8 + slot % 4) as u8
                }
                _ if k == 0 => {
                    let slot = rest % 10;
                    rest /= 10;
                    TRIANGLE[slot]
                }
                _ => {
                    let s = rest & 63;
                    rest >>= 6;
                    s as u8
                }
            };
            let shift = 8 * k;
            word = word & !(0xFF << shift) | u32::from(s) << shift;
        }
        (Layout::white_to_move(idx), word.to_le_bytes())
    }
}

/// The indices of squares whose white king stands on the diagonal a1-h8,
/// as they stand and flipped (see [`Layout::diagonal_bases`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct DiagonalBases {
    /// The mirror that brings the king into the quarter a1-d4.
    mirror: u8,
    plain: usize,
    flipped: usize,
}

/// Where man `k` lands in the table, square by square, with the white king
/// on the diagonal a1-h8 (see [`Layout::diagonal_shift`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct DiagonalShift {
    mirror: u8,
    /// The side of the diagonal of the first man off it before `k` and
    /// after `k` (`None`: none off it).
    before: Option<bool>,
    after: Option<bool>,
    /// The indices with the man's digit at zero, as the men stand and
    /// flipped about the diagonal.
    plain: usize,
    flipped: usize,
    stride: usize,
}

/// Where a king lands in the table, square by square, where no symmetry
/// comes into play (see [`Layout::king_shift`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct KingShift {
    /// The index with the king's digit at zero, the other side to move.
    base: usize,
    stride: usize,
    region: KingRegion,
}

/// The squares on which a king's un-moves need no symmetry.
#[derive(Clone, Copy, Debug)]
enum KingRegion {
    /// The white king with pawns: files a-d.
    FilesAToD,
    /// The white king without pawns: the triangle a1-d1-d4 off its
    /// diagonal.
    TriangleBelowDiagonal,
    /// The black king (see [`Layout::king_shift`]): below the diagonal.
    BelowDiagonal,
}

impl KingShift {
    /// The index of the position with the king on `to`, if `to` is in
    /// its region; `None` where [`Layout::canonical`] is needed.
    #[inline]
    pub fn at(&self, to: u8) -> Option<usize> {
        let digit = match self.region {
            KingRegion::FilesAToD if to & 7 < 4 => (to >> 3) * 4 + (to & 7),
            KingRegion::TriangleBelowDiagonal if in_triangle_below_diagonal(to) => {
                TRIANGLE_SLOT[usize::from(to)]
            }
            KingRegion::BelowDiagonal if side_of_diagonal(to) == Some(false) => to,
            _ => return None,
        };
        Some(self.base.wrapping_add(self.stride * usize::from(digit)))
    }
}

/// Where man `k`, one of two men alike, lands in the table, square by
/// square, where no symmetry comes into play (see [`Layout::pair_shift`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct PairShift {
    /// The index with both men's digits at zero, the other side to move.
    base: usize,
    first_stride: usize,
    second_stride: usize,
    /// The square of the other man of the pair, which stays.
    twin: u8,
}

impl PairShift {
    /// The index of the position with the man on `to`.
    #[inline]
    pub fn at(&self, to: u8) -> usize {
        let (low, high) = if to < self.twin {
            (to, self.twin)
        } else {
            (self.twin, to)
        };
        self.base
            .wrapping_add(self.first_stride * usize::from(low))
            .wrapping_add(self.second_stride * usize::from(high))
    }
}

impl DiagonalShift {
    /// The index and weight of the position with the man on `to`.
    #[inline]
    pub fn at(&self, to: u8) -> (usize, u8) {
        let t = to ^ self.mirror;
        match self.before.or(side_of_diagonal(t)).or(self.after) {
            Some(true) => (self.flipped + self.stride * usize::from(transpose(t)), 1),
            Some(false) => (self.plain + self.stride * usize::from(t), 1),
            None => (self.plain + self.stride * usize::from(t), 2),
        }
    }
}

/// Whether a square is in the triangle a1-d1-d4 and off its diagonal: a
/// white king there needs neither mirror nor flip, whatever the other men.
#[inline]
fn in_triangle_below_diagonal(s: u8) -> bool {
    s & 7 < 4 && s >> 3 < s & 7
}

/// The flip about the a1-h8 diagonal (file and rank exchanged).
#[inline]
fn transpose(s: u8) -> u8 {
    ((s & 7) << 3) | (s >> 3)
}

/// The white king's squares without pawns: a1-d1-d4, file not below rank.
const TRIANGLE: [u8; 10] = [0, 1, 2, 3, 9, 10, 11, 18, 19, 27];

/// Each square's place in [`TRIANGLE`] (0 off it: such squares are never
/// indexed, the mirrors bring the king onto the triangle first).
const TRIANGLE_SLOT: [u8; 64] = {
    let mut slots = [0u8; 64];
    let mut i = 0;
    while i < TRIANGLE.len() {
        slots[TRIANGLE[i] as usize] = i as u8;
        i += 1;
    }
    slots
};

/// Where the first man off the a1-h8 diagonal stands: above it (`true`),
/// below it (`false`); `None` if every man stands on it.
#[inline]
fn diagonal_side(sq: &[u8]) -> Option<bool> {
    sq.iter().find_map(|&s| side_of_diagonal(s))
}

/// Where a square stands against the a1-h8 diagonal: above it (`true`),
/// below it (`false`), `None` on it.
#[inline]
fn side_of_diagonal(s: u8) -> Option<bool> {
    (s & 7 != s >> 3).then_some(s >> 3 > s & 7)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The squares of `sq` under `map`, two men alike put in order.
    fn image(layout: &Layout, sq: &Squares, map: fn(u8) -> u8) -> Squares {
        let mut img = *sq;
        for x in img.iter_mut().take(layout.len()) {
            *x = map(*x);
        }
        layout.order_alike(&mut img);
        img
    }

    /// Every board of a table with two men alike has one entry: its
    /// images under the table's symmetries, the two men in either order,
    /// all index to it; the stored test accepts it and indexes it again
    /// to itself; and its weight says how many boards its class lacks (a
    /// board that is its own flip as a pair has half as many images).
    #[test]
    fn men_alike_are_stored_once() {
        for name in ["KNNvK", "KvKBB", "KPPvK"] {
            let layout = Layout::new(&name.parse().expect("a material"));
            let (first, second) = layout.alike.expect("two men alike");
            let n = layout.len();
            let mut seed = 0x9e37_79b9_7f4a_7c15u64;
            let mut tested = 0;
            while tested < 20_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mut sq = [OFF; MAX_MEN];
                for (k, s) in sq.iter_mut().enumerate().take(n) {
                    *s = ((seed >> (6 * k)) & 63) as u8;
                }
                // Half of them with both kings on a1-h8, where the pair
                // decides the flip.
                if seed >> 60 & 1 == 0 {
                    sq[0] = 9 * ((seed >> 40) & 7) as u8;
                    sq[1] = 9 * ((seed >> 44) & 7) as u8;
                }
                let white = seed >> 63 == 0;
                let distinct = (0..n).all(|k| (0..k).all(|j| sq[j] != sq[k]));
                let Some((idx, weight)) = layout.canonical(white, &sq).filter(|_| distinct) else {
                    continue;
                };
                let (stored_white, stored) = layout.decode(idx);
                assert_eq!(stored_white, white, "{name}");
                assert!(layout.is_canonical(idx, white, &stored), "{name} {sq:?}");
                assert_eq!(layout.canonical(white, &stored), Some((idx, weight)));
                assert_eq!(layout.weight(&stored), weight, "{name} {sq:?}");
                let mut boards: Vec<Squares> = Vec::new();
                for &map in layout.symmetries() {
                    let mut img = image(&layout, &sq, map);
                    assert_eq!(layout.canonical_index(white, &img), Some(idx), "{name}");
                    if !boards.contains(&img) {
                        boards.push(img);
                    }
                    img.swap(first, second);
                    assert_eq!(layout.canonical_index(white, &img), Some(idx), "{name}");
                }
                assert_eq!(
                    boards.len() * usize::from(weight),
                    layout.symmetries().len()
                );
                tested += 1;
            }
        }
    }
}
