//! Moves and un-moves on the solver's compact boards: a few men, each a
//! square number (0 = a1, 63 = h8), kings first.
//!
//! The solver carries its own small move generator so that its tables do
//! not hang on the core's internals; the tests check it against the core
//! position by position.

use super::layout::{Squares, OFF};
use super::material::MAX_MEN;
use crate::{Color, Piece, Role};

const fn step_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < deltas.len() {
            let f = (sq % 8) as i8 + deltas[i].0;
            let r = (sq / 8) as i8 + deltas[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
static KING: [u64; 64] = step_table(&KING_STEPS);
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
static WHITE_PAWN: [u64; 64] = step_table(&[(-1, 1), (1, 1)]);
static BLACK_PAWN: [u64; 64] = step_table(&[(-1, -1), (1, -1)]);
/// The eight directions as (file, rank) steps: the first four raise the
/// square number (the nearest blocker is the lowest bit), the last four
/// lower it (the nearest blocker is the highest bit).
const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

/// The squares from each square to the edge in each direction, the square
/// itself left out.
const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
            loop {
                f += DIRS[d].0;
                r += DIRS[d].1;
                if f < 0 || f >= 8 || r < 0 || r >= 8 {
                    break;
                }
                table[d][sq] |= 1 << (r * 8 + f);
            }
            sq += 1;
        }
        d += 1;
    }
    table
}

static RAYS: [[u64; 64]; 8] = ray_table();

/// The squares strictly between two squares on one line (rank, file or
/// diagonal), and nothing for squares not on one line.
static BETWEEN: [[u64; 64]; 64] = {
    let rays = ray_table();
    let mut table = [[0u64; 64]; 64];
    let mut d = 0;
    while d < 8 {
        let mut from = 0;
        while from < 64 {
            let mut beyond = rays[d][from];
            while beyond != 0 {
                let to = beyond.trailing_zeros() as usize;
                beyond &= beyond - 1;
                table[from][to] = rays[d][from] & !rays[d][to] & !(1 << to);
            }
            from += 1;
        }
        d += 1;
    }
    table
};

/// The squares a rook on each square would reach on an empty board.
static ROOK_LINES: [u64; 64] = lines([0, 1, 4, 5]);
/// The squares a bishop on each square would reach on an empty board.
static BISHOP_LINES: [u64; 64] = lines([2, 3, 6, 7]);

const fn lines(dirs: [usize; 4]) -> [u64; 64] {
    let rays = ray_table();
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < 4 {
            table[sq] |= rays[dirs[i]][sq];
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Whether a man on `from` attacks the square `target`: one table look-up
/// for kings, knights and pawns; for a slider, whether the target is on
/// one of its lines with nothing between (the solver asks this for every
/// move it generates, so no ray is built).
#[inline(always)]
fn attacks_square(piece: Piece, from: u8, target: u8, occupied: u64) -> bool {
    let (i, bit) = (from as usize, 1u64 << target);
    let line = match piece.role {
        Role::King => return KING[i] & bit != 0,
        Role::Knight => return KNIGHT[i] & bit != 0,
        Role::Pawn => return pawn_attacks(piece.color, from) & bit != 0,
        Role::Bishop => BISHOP_LINES[i],
        Role::Rook => ROOK_LINES[i],
        Role::Queen => BISHOP_LINES[i] | ROOK_LINES[i],
    };
    line & bit != 0 && BETWEEN[i][target as usize] & occupied == 0
}

/// The squares a slider on `sq` reaches along direction `d`, up to and
/// including the first occupied square: the ray cut behind its nearest
/// blocker (no loop, which matters: the solver asks this tens of millions
/// of times).
#[inline]
fn ray(d: usize, sq: u8, occupied: u64) -> u64 {
    let ray = RAYS[d][sq as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if d < 4 {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    ray ^ RAYS[d][first as usize]
}

#[inline]
fn rook_attacks(sq: u8, occupied: u64) -> u64 {
    ray(0, sq, occupied) | ray(1, sq, occupied) | ray(4, sq, occupied) | ray(5, sq, occupied)
}

#[inline]
fn bishop_attacks(sq: u8, occupied: u64) -> u64 {
    ray(2, sq, occupied) | ray(3, sq, occupied) | ray(6, sq, occupied) | ray(7, sq, occupied)
}

/// The squares a man on `sq` attacks (a pawn: its two capturing squares).
#[inline(always)]
pub(super) fn attacks(piece: Piece, sq: u8, occupied: u64) -> u64 {
    let i = sq as usize;
    match piece.role {
        Role::King => KING[i],
        Role::Knight => KNIGHT[i],
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => bishop_attacks(sq, occupied) | rook_attacks(sq, occupied),
    }
}

#[inline]
fn pawn_attacks(color: Color, sq: u8) -> u64 {
    match color {
        Color::White => WHITE_PAWN[sq as usize],
        Color::Black => BLACK_PAWN[sq as usize],
    }
}

/// The squares the men stand on.
#[inline]
pub(super) fn occupancy(sq: &Squares, n: usize) -> u64 {
    sq[..n]
        .iter()
        .filter(|&&s| s != OFF)
        .fold(0, |acc, &s| acc | 1 << s)
}

/// Whether `color`'s king is attacked by the other side.
#[inline]
pub(super) fn king_attacked(pieces: &[Piece], sq: &Squares, color: Color) -> bool {
    let n = pieces.len();
    let target = sq[color.index()];
    let occupied = occupancy(sq, n);
    (0..n).any(|k| {
        pieces[k].color != color
            && sq[k] != OFF
            && attacks_square(pieces[k], sq[k], target, occupied)
    })
}

/// What the side not to move does to the king of `us` (see [`guard`]).
struct Guard {
    /// The squares it attacks with that king lifted off (so that a
    /// slider's line runs on through the king's square): where the king
    /// may not go.
    danger: u64,
    /// The squares a man of `us` other than the king may not leave
    /// untested: those strictly between the king and an enemy slider whose
    /// line runs through them.
    exposing: u64,
    /// The squares such a man may go to from elsewhere: every square if
    /// the king is not in check, the checker's square and those between it
    /// and the king under one check, none under two (only the king moves
    /// then).
    resolving: u64,
    /// How many men give check.
    checks: u32,
}

/// The other side's hold on the king of `us`, every square occupied
/// (`occupied`) by a man of the position (none off the board).
#[inline]
fn guard(pieces: &[Piece], sq: &Squares, us: Color, occupied: u64) -> Guard {
    let king = sq[us.index()];
    let lifted = occupied & !(1 << king);
    let mut guard = Guard {
        danger: 0,
        exposing: 0,
        resolving: u64::MAX,
        checks: 0,
    };
    for (k, &piece) in pieces.iter().enumerate() {
        if piece.color == us {
            continue;
        }
        let from = sq[k] as usize;
        // With the king lifted a line still reaches the king's square
        // exactly when it does with the king there.
        let reach = attacks(piece, sq[k], lifted);
        guard.danger |= reach;
        if reach & (1 << king) != 0 {
            guard.checks += 1;
            guard.resolving = if guard.checks == 1 {
                1 << from | BETWEEN[from][king as usize]
            } else {
                0
            };
        }
        let line = match piece.role {
            Role::Bishop => BISHOP_LINES[from],
            Role::Rook => ROOK_LINES[from],
            Role::Queen => BISHOP_LINES[from] | ROOK_LINES[from],
            _ => 0,
        };
        if line & (1 << king) != 0 {
            guard.exposing |= BETWEEN[from][king as usize];
        }
    }
    guard
}

/// What [`Moves::count_and_exits`] finds of a position.
pub(super) struct Survey {
    /// The legal moves that keep the material.
    pub quiet: u8,
    /// Whether there is any legal move (one that leaves the table too).
    pub any_move: bool,
    /// Whether the side to move is in check.
    pub in_check: bool,
}

/// Whether the squares make a position: men on distinct squares and the
/// side not to move not in check. (Pawns off ranks 1 and 8 and the white
/// king's region are the index's business.)
pub(super) fn is_valid(pieces: &[Piece], sq: &Squares, white_to_move: bool) -> bool {
    let n = pieces.len();
    if occupancy(sq, n).count_ones() as usize != n {
        return false;
    }
    let waiting = if white_to_move {
        Color::Black
    } else {
        Color::White
    };
    !king_attacked(pieces, sq, waiting)
}

/// What a move does besides moving one man.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// Nothing: the material stays.
    Quiet,
    /// A pawn's double step (the material stays).
    Double,
    /// Takes the man with this number.
    Capture(usize),
    /// A pawn becomes this role, taking a man or not.
    Promote(Role, Option<usize>),
    /// Takes the pawn with this number en passant.
    EnPassant(usize),
}

impl Step {
    /// Whether the material stays the same.
    pub fn is_quiet(self) -> bool {
        matches!(self, Step::Quiet | Step::Double)
    }
}

#[inline]
fn man_at(sq: &Squares, n: usize, target: u8) -> Option<usize> {
    (0..n).find(|&k| sq[k] == target)
}

const fn forward(color: Color) -> i8 {
    match color {
        Color::White => 8,
        Color::Black => -8,
    }
}

/// The rank (0-7) of a pawn of `color` that may double-step.
const fn start_rank(color: Color) -> u8 {
    match color {
        Color::White => 1,
        Color::Black => 6,
    }
}

/// The rank (0-7) a pawn of `color` reaches by its double step (its
/// fourth), where the other side may take it en passant.
const fn double_step_rank(color: Color) -> u8 {
    match color {
        Color::White => 3,
        Color::Black => 4,
    }
}

/// A legal move of the side to move: which man, to which square, what it
/// does, and the squares after it.
pub(super) struct Moves<'a> {
    pub pieces: &'a [Piece],
    /// The roles a pawn may become, by colour index.
    pub promotions: &'a [Vec<Role>; 2],
}

impl Moves<'_> {
    /// Counts the legal moves that keep the material (quiet moves and
    /// double steps) and calls `f(man, step, squares after)` for each
    /// other legal move (a capture, a promotion, en passant). `ep` is the
    /// square a pawn just passed over, if it may be taken en passant.
    /// `None` if the squares make no position (two men on one square, or
    /// the side not to move in check: then `f` is never called); else the
    /// count, whether there is any legal move at all, and whether the
    /// side to move is in check.
    ///
    /// Every man's attacks are worked out once, for all the questions at
    /// once: the moves of the side to move, whether the other king stands
    /// attacked, and the squares, checks and pins of the other side.
    /// Asked one by one, they took a tenth of a table's instructions.
    pub fn count_and_exits(
        &self,
        sq: &Squares,
        white_to_move: bool,
        ep: Option<u8>,
        mut f: impl FnMut(usize, Step, &Squares),
    ) -> Option<Survey> {
        let us = if white_to_move {
            Color::White
        } else {
            Color::Black
        };
        let n = self.pieces.len();
        let occupied = occupancy(sq, n);
        if occupied.count_ones() as usize != n {
            return None;
        }
        let mut reach = [0u64; MAX_MEN];
        let mut own = 0u64;
        let mut our_attacks = 0u64;
        for k in 0..n {
            let piece = self.pieces[k];
            if piece.color == us {
                own |= 1 << sq[k];
                reach[k] = attacks(piece, sq[k], occupied);
                our_attacks |= reach[k];
            }
        }
        if our_attacks & (1 << sq[us.other().index()]) != 0 {
            return None;
        }
        let Guard {
            danger,
            exposing,
            resolving,
            checks,
        } = guard(self.pieces, sq, us, occupied);
        // Quiet moves known legal without a look at the board after them:
        // counted by the squares they reach.
        let mut counted = 0u32;
        let mut tested = 0u8;
        let mut exits = false;
        let mut try_move = |k: usize, to: u8, step: Step, victim: Option<usize>| {
            let mut after = *sq;
            after[k] = to;
            if let Some(v) = victim {
                after[v] = OFF;
            }
            // A man that leaves no line to its own king open keeps the
            // king safe if it takes the only checker or steps between it
            // and the king, or if there is no check (what it takes only
            // removes an attacker): no test needed then. En passant
            // (which empties a second square) is always tested; the
            // king's own moves are known safe (see below).
            let legal = if k == us.index() {
                true
            } else if exposing & (1 << sq[k]) == 0 && !matches!(step, Step::EnPassant(_)) {
                resolving & (1 << to) != 0
            } else {
                !king_attacked(self.pieces, &after, us)
            };
            if legal {
                if step.is_quiet() {
                    tested += 1;
                } else {
                    exits = true;
                    f(k, step, &after);
                }
            }
        };
        for k in 0..n {
            let piece = self.pieces[k];
            if piece.color != us {
                continue;
            }
            let from = sq[k];
            if piece.role != Role::Pawn {
                // The king's moves to squares out of the other side's
                // reach are all legal.
                let mut targets = if piece.role == Role::King {
                    reach[k] & !own & !danger
                } else {
                    reach[k] & !own
                };
                let free = exposing & (1 << from) == 0;
                if piece.role != Role::King && free {
                    // Under check, only the squares that answer it.
                    targets &= resolving;
                }
                if piece.role == Role::King || free {
                    counted += (targets & !occupied).count_ones();
                    targets &= occupied;
                }
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    match man_at(sq, n, to) {
                        Some(v) => try_move(k, to, Step::Capture(v), Some(v)),
                        None => try_move(k, to, Step::Quiet, None),
                    }
                }
                continue;
            }
            let last = |to: u8| !(8..56).contains(&to);
            let promotions = &self.promotions[us.index()];
            let one = (from as i8 + forward(us)) as u8;
            if occupied & (1 << one) == 0 {
                if last(one) {
                    for &role in promotions {
                        try_move(k, one, Step::Promote(role, None), None);
                    }
                } else {
                    try_move(k, one, Step::Quiet, None);
                    let two = (one as i8 + forward(us)) as u8;
                    if from >> 3 == start_rank(us) && occupied & (1 << two) == 0 {
                        try_move(k, two, Step::Double, None);
                    }
                }
            }
            let mut targets = reach[k] & occupied & !own;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                let Some(v) = man_at(sq, n, to) else { continue };
                if last(to) {
                    for &role in promotions {
                        try_move(k, to, Step::Promote(role, Some(v)), Some(v));
                    }
                } else {
                    try_move(k, to, Step::Capture(v), Some(v));
                }
            }
            if let Some(t) = ep.filter(|&t| pawn_attacks(us, from) & (1 << t) != 0) {
                let passed = (t as i8 - forward(us)) as u8;
                if let Some(v) = man_at(sq, n, passed) {
                    try_move(k, t, Step::EnPassant(v), Some(v));
                }
            }
        }
        let quiet = counted as u8 + tested;
        Some(Survey {
            quiet,
            any_move: quiet > 0 || exits,
            in_check: checks > 0,
        })
    }
}

/// The squares a man of the side not to move, standing on `at`, could
/// have come from by a move that took nothing and promoted nothing, and
/// among them the square of a pawn's double step (if any). The squares
/// before are not checked for legality.
#[inline]
pub(super) fn unmove_origins(piece: Piece, at: u8, occupied: u64) -> (u64, u64) {
    if piece.role != Role::Pawn {
        return (attacks(piece, at, occupied) & !occupied, 0);
    }
    let back = -forward(piece.color);
    let one = (at as i8 + back) as u8;
    if occupied & (1 << one) != 0 || !(8..56).contains(&one) {
        return (0, 0);
    }
    let two = (one as i8 + back) as u8;
    let double = if two >> 3 == start_rank(piece.color) && occupied & (1 << two) == 0 {
        1 << two
    } else {
        0
    };
    (1 << one | double, double)
}

/// The squares a man of the side to move, standing on `from`, can reach
/// by a move that takes nothing and promotes nothing (a pawn's double
/// step included): the forward twin of [`unmove_origins`]. Legality is not
/// checked.
#[inline]
pub(super) fn quiet_targets(piece: Piece, from: u8, occupied: u64) -> u64 {
    if piece.role != Role::Pawn {
        return attacks(piece, from, occupied) & !occupied;
    }
    let ahead = forward(piece.color);
    let one = (from as i8 + ahead) as u8;
    if occupied & (1 << one) != 0 || !(8..56).contains(&one) {
        return 0;
    }
    let two = (one as i8 + ahead) as u8;
    let double = from >> 3 == start_rank(piece.color) && occupied & (1 << two) == 0;
    1 << one | if double { 1 << two } else { 0 }
}

/// The squares from which a man would attack the square `king` (sliders
/// seeing through `occupied`).
#[inline]
pub(super) fn attackers_of(piece: Piece, king: u8, occupied: u64) -> u64 {
    match piece.role {
        // A pawn attacks one way: from where the other colour's pawn on
        // the king's square would attack.
        Role::Pawn => pawn_attacks(piece.color.other(), king),
        _ => attacks(piece, king, occupied),
    }
}

/// Whether the pawns alone allow an en passant capture, the other men
/// aside: a pawn on the rank a double step takes it to (its fourth) with
/// a pawn of the other colour beside it. Without that, no position of
/// these pawns has an [`en_passant_target`], whoever is to move.
pub(super) fn pawns_allow_en_passant(pieces: &[Piece], sq: &Squares) -> bool {
    let pawns = || (0..pieces.len()).filter(|&k| pieces[k].role == Role::Pawn);
    pawns().any(|k| {
        let fourth = double_step_rank(pieces[k].color);
        sq[k] >> 3 == fourth
            && pawns().any(|j| {
                pieces[j].color != pieces[k].color
                    && sq[j] >> 3 == fourth
                    && (sq[j] & 7).abs_diff(sq[k] & 7) == 1
            })
    })
}

/// The square a pawn of the side not to move has just passed over by a
/// double step, if a pawn of the side to move can take it en passant now
/// by a legal move. `None` when no double step can have been the last
/// move or no capture is possible: then the right changes nothing.
pub(super) fn en_passant_target(pieces: &[Piece], sq: &Squares, white_to_move: bool) -> Option<u8> {
    let us = if white_to_move {
        Color::White
    } else {
        Color::Black
    };
    let them = us.other();
    let n = pieces.len();
    let occupied = occupancy(sq, n);
    let their_fourth = double_step_rank(them);
    for k in 0..n {
        if pieces[k]
            != (Piece {
                color: them,
                role: Role::Pawn,
            })
            || sq[k] >> 3 != their_fourth
        {
            continue;
        }
        let passed = (sq[k] as i8 - forward(them)) as u8;
        let origin = (passed as i8 - forward(them)) as u8;
        if occupied & (1 << passed | 1 << origin) != 0 {
            continue;
        }
        for j in 0..n {
            if pieces[j]
                != (Piece {
                    color: us,
                    role: Role::Pawn,
                })
                || pawn_attacks(us, sq[j]) & (1 << passed) == 0
            {
                continue;
            }
            let mut after = *sq;
            after[j] = passed;
            after[k] = OFF;
            if !king_attacked(pieces, &after, us) {
                return Some(passed);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::layout::Layout;
    use super::super::material::Material;
    use super::*;

    /// Every position of king and pawn against king and pawn from which
    /// en passant can be taken has pawns that allow it: skipping the
    /// others' slices loses none.
    #[test]
    fn en_passant_needs_pawns_that_allow_it() {
        let Ok(material) = "KPvKP".parse::<Material>() else {
            panic!("a material");
        };
        let layout = Layout::new(&material);
        let (mut allowed_slices, mut targets) = (0, 0);
        for start in (0..layout.size).step_by(layout.pawn_slice()) {
            let (_, pawns) = layout.decode(start);
            let allows = pawns_allow_en_passant(&layout.pieces, &pawns);
            allowed_slices += usize::from(allows);
            for idx in start..start + layout.pawn_slice() {
                let (white, sq) = layout.decode(idx);
                if !is_valid(&layout.pieces, &sq, white) {
                    continue;
                }
                if en_passant_target(&layout.pieces, &sq, white).is_some() {
                    assert!(allows, "en passant in a slice skipped: {sq:?}");
                    targets += 1;
                }
            }
        }
        // Two ranks, seven pairs of neighbouring files, both orders.
        assert_eq!(allowed_slices, 28);
        assert!(targets > 0);
    }
}
