//! An exact endgame solver: retrograde analysis of positions with few men
//! (at most four, kings included) under any [`RuleSet`].
//!
//! ```
//! use chess_laws_core::solver::{solve, Material, Value};
//! use chess_laws_core::{Code, Position};
//! let rules = Code::Modern.rules();
//! let tables = solve(&"KQvK".parse().unwrap(), rules, |_, _| {});
//! let pos = Position::from_fen("7k/8/6K1/8/8/8/Q7/8 w - - 0 1", rules).unwrap();
//! assert_eq!(tables.probe(&pos), Some(Value::Win(1)));
//! let (best, value) = tables.best_move(&pos).unwrap();
//! assert_eq!((best.to_uci().as_str(), value), ("a2a8", Value::Win(1)));
//! ```
//!
//! # What is solved
//!
//! The value of every position of a material with best play for the side
//! to move ([`Value`]): win, draw or loss, and the **distance in plies**
//! to the end of the game (checkmate, or a stalemate the code scores as a
//! win). The winner takes the shortest way, the loser the longest; the
//! distance runs on through captures and promotions (distance to mate,
//! not to conversion). [`Value::moves`] turns plies into the winner's
//! moves ("mate in N").
//!
//! # Readings
//!
//! - **Stalemate** ([`RuleSet::stalemate`]): a draw; a loss for the side
//!   stalemated (Turkey: he who stalemates wins); or a *win* for the side
//!   stalemated (Parsloe's: he who stalemates loses). So under Parsloe's
//!   rule a lone king can win, by being stalemated, and the distance then
//!   counts the plies to that stalemate.
//! - **Promotion** ([`RuleSet::promotion`]): a pawn on the last rank
//!   becomes any piece, or under `OnlyLostPieces` only a piece of which its
//!   side has fewer than at the start; the move then leads into the table
//!   of that material. With four men at most some piece is always lost, so
//!   a pawn never has to wait on the last rank as a "non-descript".
//! - **En passant** ([`RuleSet::en_passant`]): where the code allows it, a
//!   position just after a double step where the other side can take en
//!   passant is a position of its own (the same men, one more move); under
//!   *passar battaglia* there is none. Probing a [`Position`] uses its en
//!   passant square.
//! - **Castling**: positions with castling rights are not in the tables.
//! - **The fifty-move rule** is set aside: a win is a win however long it
//!   takes; the distance shows how long, for the reader to compare with
//!   the code's count.
//! - **Insufficient material**: the solver never adjudicates a dead
//!   position; a position is drawn only if neither side can force a win
//!   under the code's rules of mate and stalemate. Under Modern rules this
//!   is the same verdict (art. 5.2.2 calls a position dead when no
//!   sequence of moves can mate, and such a position cannot be won when
//!   stalemate draws). Under Turkey's rule king and bishop against king is
//!   *not* dead: the lone king can be driven into a stalemate, which wins.
//!   So a rule set that combined `insufficient_material` with a winning
//!   stalemate would be valued here as the game would go without the
//!   adjudication.
//!
//! # Speed and size
//!
//! One `u16` per position once solved, and three more bytes per position
//! while solving (the count of moves left, the best exit). Symmetry: the
//! white king is kept on files a-d (with pawns) or in the triangle a1-d1-d4
//! (without), so king, queen and king against king holds
//! 2 × 10 × 64 × 64 = 81,920 entries and four men without pawns 5.2
//! million. Each position's moves are generated once (the quiet moves of
//! a man that cannot expose its king only counted); after that only
//! un-moves are generated, from each position the moment its value is
//! settled, the positions of one distance in index order (by blocks of
//! 1,024). The index puts the pawns first and the side to move last, so
//! that a position's predecessors lie near it in memory (see the `layout`
//! module). A material that is its own colour swap (`KQvKQ`,
//! `KPvKP`) is solved with White to move only: a position with Black to
//! move has the value of its colour image, copied at the end.
//!
//! # The part a position needs
//!
//! [`solve`] builds whole tables (the counts of a material, the tests).
//! The worker solves from the board's position ([`Reach`]): a table of
//! four men with a pawn is built only in the pawn slices the position
//! can lead to (pawns never go back, nor leave their file without a
//! capture), and a table no such slice leads to is not built at all.
//! Every position of that part has its exact value, since its moves stay
//! inside the part; the counts of such a table are those of the part
//! ([`Counts::part`]). King and pawn against king and pawn, the pawns
//! facing on d2 and d4, then needs 12 of its 2,304 pawn slices and no
//! queen's table.

mod layout;
mod material;
mod men;
pub mod plan;
mod reach;
mod retro;
mod value;

pub use material::{Material, MaterialError, MAX_MEN};
pub use reach::{Reach, Slices};
pub use value::Value;

use crate::{
    Bitboard, Board, Color, Move, Piece, Position, Promotion, Role, RuleSet, Setup, Square,
};
use layout::{Layout, Squares, OFF};
use std::collections::HashMap;
use value::code;

/// A 64-bit mixer (the finaliser of SplitMix64), for the fingerprints.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The solved values of one material under one rule set.
#[derive(Clone, Debug)]
pub struct Table {
    material: Material,
    layout: Layout,
    values: Vec<u16>,
    /// Positions where the side to move may take en passant, by the number
    /// of the same men without that right.
    ep_of: HashMap<u32, u32>,
    /// The pawn slices solved (see [`Reach`]); `None`: the whole table.
    /// The positions of the others read as no positions.
    slices: Option<Slices>,
}

/// How many positions are won, drawn and lost for the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Won for the side to move.
    pub won: u64,
    /// Drawn.
    pub drawn: u64,
    /// Lost for the side to move.
    pub lost: u64,
}

impl Wdl {
    /// All positions counted.
    #[must_use]
    pub fn total(&self) -> u64 {
        self.won + self.drawn + self.lost
    }
}

/// The counts of a table, by side to move.
///
/// A position here is a legal placement of the men on the whole board
/// (no symmetry taken out, identical men not told apart) with a side to
/// move whose opponent is not in check; pawns stand on ranks 2 to 7, no
/// castling rights and no en passant right are counted. Of a table solved
/// in part (see [`Reach`]), only the positions of that part are counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Counted in the part of the table solved (the positions with the
    /// pawns where they can go from the board's position), not the whole.
    pub part: bool,
    /// White to move.
    pub white_to_move: Wdl,
    /// Black to move.
    pub black_to_move: Wdl,
}

impl Table {
    /// The material of the table.
    #[must_use]
    pub fn material(&self) -> &Material {
        &self.material
    }

    /// Entries stored (valid or not), en passant positions included.
    #[must_use]
    pub fn entries(&self) -> usize {
        self.values.len()
    }

    /// The stored words, one per entry (see [`Tables::insert_solved`]).
    #[must_use]
    pub fn words(&self) -> &[u16] {
        &self.values
    }

    /// The en passant entries: for each position where the side to move
    /// may take en passant, its number without that right and the number
    /// of its own entry (see [`Tables::insert_solved`]).
    #[must_use]
    pub fn en_passant_entries(&self) -> Vec<(u32, u32)> {
        let mut pairs: Vec<(u32, u32)> = self.ep_of.iter().map(|(&a, &b)| (a, b)).collect();
        pairs.sort_unstable();
        pairs
    }

    /// The pawn slices solved; `None`: the whole table.
    #[must_use]
    pub fn slices(&self) -> Option<&Slices> {
        self.slices.as_ref()
    }

    /// Whether plain entry `idx` (not an en passant entry) lies in the
    /// slices solved.
    #[must_use]
    pub fn covers_entry(&self, idx: usize) -> bool {
        let slice = idx / self.layout.pawn_slice();
        idx < self.layout.size && self.slices.as_ref().is_none_or(|s| s.contains(slice))
    }

    /// Whether the table holds every slice of `wanted` (`None`: all).
    fn covers(&self, wanted: Option<&Slices>) -> bool {
        match (&self.slices, wanted) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(held), Some(wanted)) => wanted.within(held),
        }
    }

    /// The counts of won, drawn and lost positions (of the slices solved).
    #[must_use]
    pub fn counts(&self) -> Counts {
        let mut counts = Counts {
            part: self.slices.is_some(),
            ..Counts::default()
        };
        for range in slices(self.layout.size, 1 << 16) {
            self.count_range(range, &mut counts);
        }
        counts
    }

    /// [`Table::counts`] over the entries of `range`, added to `counts`.
    /// Never inlined: in the browser, many calls rather than one long one
    /// get the engine's optimised code (see `retro::Graph::scan_range`).
    #[inline(never)]
    fn count_range(&self, range: std::ops::Range<usize>, counts: &mut Counts) {
        // Most tables need not find each entry's images: with pawns each
        // entry stands for two boards (a third of the time of a four-men
        // answer before), without them most for eight.
        let two_each = self.layout.two_boards_each();
        let eight_off_diagonal = self.layout.eight_boards_off_diagonal();
        for idx in range {
            let Some(value) = code::decode(self.values[idx]) else {
                continue;
            };
            let (white, images) = if two_each {
                (Layout::white_to_move(idx), 2)
            } else {
                let (white, sq) = self.layout.decode(idx);
                let eight = eight_off_diagonal && self.layout.king_settles_flip(sq[0]);
                (white, if eight { 8 } else { self.boards_of(&sq) })
            };
            let wdl = if white {
                &mut counts.white_to_move
            } else {
                &mut counts.black_to_move
            };
            match value {
                Value::Win(_) => wdl.won += images,
                Value::Draw => wdl.drawn += images,
                Value::Loss(_) => wdl.lost += images,
            }
        }
    }

    /// A fingerprint of every value and distance in the table (FNV-1a over
    /// the stored words), for checking that a change to the solver keeps
    /// them all: the bench prints it.
    #[doc(hidden)]
    #[must_use]
    pub fn fingerprint(&self) -> u64 {
        let mut hash = 0xcbf2_9ce4_8422_2325u64;
        for &v in &self.values {
            for byte in v.to_le_bytes() {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        hash
    }

    /// A won position of the longest distance with this side to move, and
    /// its value (`None` if that side never wins).
    #[must_use]
    pub fn longest_win(&self, white_to_move: bool) -> Option<(Setup, Value)> {
        let mut best: Option<(usize, u16)> = None;
        for idx in 0..self.layout.size {
            if let Some(Value::Win(p)) = code::decode(self.values[idx]) {
                let (white, _) = self.layout.decode(idx);
                if white == white_to_move && best.is_none_or(|(_, b)| p > b) {
                    best = Some((idx, p));
                }
            }
        }
        let (idx, plies) = best?;
        Some((self.setup(idx), Value::Win(plies)))
    }

    /// A fingerprint of every value and distance that does not hang on
    /// where the table keeps its entries: a wrapping sum, over every board
    /// the table stands for (each image under its symmetries, identical
    /// men told apart once, see [`Table::boards_of`]), of a hash of the
    /// men's squares, the side to move, the en passant square and the
    /// value. A change of the index order must leave it as it was.
    #[doc(hidden)]
    #[must_use]
    pub fn board_fingerprint(&self) -> u64 {
        let mut sum = 0u64;
        for idx in 0..self.layout.size {
            let v = self.values[idx];
            if v == code::INVALID {
                continue;
            }
            let (white, sq) = self.layout.decode(idx);
            let ep = self.ep_of.get(&(idx as u32)).and_then(|&e| {
                men::en_passant_target(&self.layout.pieces, &sq, white)
                    .map(|t| (t, self.values[e as usize]))
            });
            let (images, found) = self.images_of(&sq);
            for (img, map) in &images[..found] {
                sum = sum.wrapping_add(self.board_hash(img, white, None, v));
                if let Some((t, ev)) = ep {
                    // The en passant square moves with the board.
                    sum = sum.wrapping_add(self.board_hash(img, white, Some(map(t)), ev));
                }
            }
        }
        sum
    }

    /// A hash of one board with its side to move, en passant square and
    /// value code.
    fn board_hash(&self, img: &Squares, white: bool, ep: Option<u8>, v: u16) -> u64 {
        let mut men = 0u64;
        for (k, piece) in self.layout.pieces.iter().enumerate() {
            let code = (piece.color.index() * 8 + piece.role as usize) * 65 + img[k] as usize;
            men = men.wrapping_add(mix(code as u64));
        }
        let rest = u64::from(white) | u64::from(ep.map_or(64, |t| t)) << 1 | u64::from(v) << 8;
        mix(men ^ mix(rest))
    }

    /// How many boards a stored position stands for in the counts: its
    /// distinct images under the table's symmetries (fewer than their
    /// number when the position is its own image, men alike being told
    /// apart by their squares only).
    fn boards_of(&self, sq: &Squares) -> u64 {
        self.images_of(sq).1 as u64
    }

    /// The boards of [`Table::boards_of`], each with the symmetry that
    /// made it, and their number. Identical men stand in increasing order
    /// of square in each, so that an image that only reorders them is
    /// the same board.
    fn images_of(&self, sq: &Squares) -> ([Image; 8], usize) {
        let n = self.layout.len();
        let pieces = &self.layout.pieces;
        let mut seen: [Image; 8] = [([OFF; MAX_MEN], |s| s); 8];
        let mut found = 0;
        for &map in self.layout.symmetries() {
            let mut img = *sq;
            for x in img.iter_mut().take(n) {
                *x = map(*x);
            }
            for k in 2..n {
                for j in k + 1..n {
                    if pieces[j] == pieces[k] && img[j] < img[k] {
                        img.swap(j, k);
                    }
                }
            }
            if !seen[..found].iter().any(|(s, _)| *s == img) {
                seen[found] = (img, map);
                found += 1;
            }
        }
        (seen, found)
    }

    /// The position of a table entry.
    fn setup(&self, idx: usize) -> Setup {
        let (white, sq) = self.layout.decode(idx);
        let mut board = Board::empty();
        for (k, &piece) in self.layout.pieces.iter().enumerate() {
            if let Some(square) = Square::new(sq[k]) {
                board.set_piece_at(square, piece);
            }
        }
        Setup {
            board,
            turn: if white { Color::White } else { Color::Black },
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// The entry of a position of this material.
    fn locate(&self, position: &Position) -> Option<usize> {
        let men = position
            .board()
            .pieces()
            .map(|(square, piece)| (square.index() as u8, piece));
        self.locate_men(men, position.turn() == Color::White, position)
    }

    /// The entry of the colour image of a position (see
    /// [`Tables::probe`]): its men's colours swapped, the board turned
    /// upside down, the other side to move.
    fn locate_image(&self, position: &Position) -> Option<usize> {
        let men = position.board().pieces().map(|(square, piece)| {
            let image = Piece {
                color: piece.color.other(),
                role: piece.role,
            };
            (square.index() as u8 ^ 56, image)
        });
        self.locate_men(men, position.turn() == Color::Black, position)
    }

    /// The entry of `men` (square, piece) with White to move if `white`;
    /// `position` says whether an en passant capture is open.
    fn locate_men(
        &self,
        men: impl Iterator<Item = (u8, Piece)>,
        white: bool,
        position: &Position,
    ) -> Option<usize> {
        let mut sq: Squares = [OFF; MAX_MEN];
        let mut used = [false; MAX_MEN];
        for (square, piece) in men {
            let k = (0..self.layout.len()).find(|&k| !used[k] && self.layout.pieces[k] == piece)?;
            used[k] = true;
            sq[k] = square;
        }
        let idx = self.layout.canonical_index(white, &sq)?;
        if self.values[idx] == code::INVALID {
            return None;
        }
        match position.ep_square() {
            Some(_) => Some(self.ep_of.get(&(idx as u32)).map_or(idx, |&e| e as usize)),
            None => Some(idx),
        }
    }
}

/// A board a stored position stands for, with the symmetry (a map of
/// square numbers) that made it from the stored one.
type Image = (Squares, fn(u8) -> u8);

/// The tables of a rule set: one per material solved, with every smaller
/// material a capture or a promotion leads to.
#[derive(Clone, Debug)]
pub struct Tables {
    rules: RuleSet,
    tables: Vec<Table>,
    by_material: HashMap<Material, usize>,
}

/// Solves `material` and every material it can turn into under `rules`.
///
/// `progress(done, total)` is called now and then with the positions
/// handled so far over all tables (each position counts twice: once when
/// its moves are read, once when its value is passed on).
pub fn solve(material: &Material, rules: RuleSet, mut progress: impl FnMut(u64, u64)) -> Tables {
    let mut tables = Tables::new(rules);
    tables.solve(material, &mut progress);
    tables
}

/// Solves `material` under each of `rules` at once, one [`Tables`] per
/// rule set in the same order; see [`solve_together`].
pub fn solve_each(
    material: &Material,
    rules: &[RuleSet],
    mut progress: impl FnMut(u64, u64),
) -> Vec<Tables> {
    let mut sets: Vec<Tables> = rules.iter().map(|&r| Tables::new(r)).collect();
    let mut refs: Vec<&mut Tables> = sets.iter_mut().collect();
    solve_together(&mut refs, material, &Reach::whole(), &mut progress);
    sets
}

/// Solves `material` and every material it can turn into in each of
/// `sets`, each table in the part `reach` gives it (see [`Reach`]),
/// skipping tables already there. Sets that agree on promotion
/// and en passant (so on every position, move and way out, differing only
/// in stalemate) are solved together: the moves of each position are
/// generated once for all of them, and only the passing on of values is
/// done set by set. Each set's values are exactly those it gets alone.
///
/// `progress(done, total)` is called now and then with the work done so
/// far over all sets.
pub fn solve_together(
    sets: &mut [&mut Tables],
    material: &Material,
    reach: &Reach,
    progress: &mut dyn FnMut(u64, u64),
) {
    let plans = plan_builds(sets, material, reach, false);
    build_planned(sets, plans, reach, progress);
}

/// Builds `material` alone in each of `sets` that lacks it, when those
/// sets hold every table it reads (those one move leads to, or all its
/// colour swap for a copy); sets that do not get all it needs, as with
/// [`solve_together`]. So two workers sharing a solve each build the
/// tables given them, and not again the smaller ones the other built.
pub fn solve_alone(
    sets: &mut [&mut Tables],
    material: &Material,
    reach: &Reach,
    progress: &mut dyn FnMut(u64, u64),
) {
    let plans = plan_builds(sets, material, reach, true);
    build_planned(sets, plans, reach, progress);
}

/// The builds of `material` in `sets`, group by group (the sets that
/// share a move graph), each after the tables it reads; with `alone`,
/// `material` only in a group that holds every table it reads. A table
/// `reach` needs no part of is not built; one held without the part
/// `reach` needs is built again.
fn plan_builds<T: std::ops::Deref<Target = Tables>>(
    sets: &[T],
    material: &Material,
    reach: &Reach,
    alone: bool,
) -> Vec<(RuleSet, Material, Vec<usize>)> {
    let mut plans = Vec::new();
    let rules: Vec<RuleSet> = sets.iter().map(|s| s.rules).collect();
    for group in groups(&rules) {
        let rules = sets[group[0]].rules;
        let only_lost = promotes_lost_only(&rules);
        let lacking_of = |m: &Material| -> Vec<usize> {
            let lacks = |i: &usize| !sets[*i].covers(m, reach);
            group.iter().copied().filter(lacks).collect()
        };
        let lacking = lacking_of(material);
        let swapped = material.colours_swapped();
        let holds = |n: &Material| (lacking.iter()).all(|&i| sets[i].covers(n, reach));
        // A copy needs its swap without en passant entries (see
        // `mirror_copies`); a table built reads every table a move leads
        // to (one missing would be read as a draw).
        let copies = swapped != *material
            && (lacking.iter()).all(|&i| {
                sets[i].covers(&swapped, reach)
                    && sets[i].table(&swapped).is_some_and(|t| t.ep_of.is_empty())
            });
        let reads_held = copies || next_materials(material, only_lost).iter().all(holds);
        let materials = if alone && reads_held {
            vec![material.clone()]
        } else {
            order_of(material, only_lost, reach)
        };
        for m in materials {
            let lacking = lacking_of(&m);
            if !lacking.is_empty() {
                plans.push((rules, m, lacking));
            }
        }
    }
    plans
}

/// Builds each planned material in its sets, in order, in the part
/// `reach` gives it.
fn build_planned(
    sets: &mut [&mut Tables],
    plans: Vec<(RuleSet, Material, Vec<usize>)>,
    reach: &Reach,
    progress: &mut dyn FnMut(u64, u64),
) {
    let units = |m: &Material, k: usize| (work_entries(m, reach) * (1 + k)) as u64;
    let total: u64 = plans.iter().map(|(_, m, l)| units(m, l.len())).sum();
    let mut done = 0u64;
    for (rules, m, lacking) in plans {
        let size = units(&m, lacking.len());
        let slices = reach.slices(&m);
        if let Some(copies) = mirror_copies(sets, &lacking, &m, reach) {
            for (&i, v) in lacking.iter().zip(copies) {
                sets[i].insert(m.clone(), v, HashMap::new(), slices.clone());
            }
            done += size;
            continue;
        }
        let (values, ep_of) = {
            let members: Vec<&Tables> = lacking.iter().map(|&i| &*sets[i]).collect();
            retro::solve_material(&m, &rules, &members, slices.clone(), &mut |d, t| {
                progress(done + d * size / t.max(1), total);
            })
        };
        for (&i, v) in lacking.iter().zip(values) {
            sets[i].insert(m.clone(), v, ep_of.clone(), slices.clone());
        }
        done += size;
    }
    progress(total, total);
}

/// The entries of `material`'s table in the part `reach` gives it.
fn work_entries(material: &Material, reach: &Reach) -> usize {
    let layout = Layout::new(material);
    match reach.slices(material) {
        Some(slices) => slices.count() * layout.pawn_slice(),
        None => layout.size,
    }
}

/// The values of `material` in each of `lacking`'s sets read off the
/// table of its colours swapped, where every such set already has it.
///
/// Every rule the solver takes is the same for both colours (stalemate
/// scores the side stalemated, whatever its colour; promotion counts the
/// promoting side's own pieces; en passant is the same capture either
/// way), so a position of `KRvKQ` has the value of its image in `KQvKR`:
/// the board turned upside down (ranks mirrored), the colours swapped and
/// the other side to move. `None` if a set lacks the swapped table or
/// holds it without the part `reach` needs (solved for another position:
/// the slices a reach gives a material are the colour images of those it
/// gives its swap), if the material is its own swap, or if the swapped
/// table has en passant nodes (never, with one pawn or pawns of one
/// colour).
fn mirror_copies(
    sets: &[&mut Tables],
    lacking: &[usize],
    material: &Material,
    reach: &Reach,
) -> Option<Vec<Vec<u16>>> {
    let swapped = material.colours_swapped();
    if swapped == *material {
        return None;
    }
    let source = |i: usize| {
        let held = sets[i].covers(&swapped, reach);
        sets[i]
            .table(&swapped)
            .filter(|t| held && t.ep_of.is_empty())
    };
    let sources: Vec<&Table> = lacking.iter().map(|&i| source(i)).collect::<Option<_>>()?;
    let layout = Layout::new(material);
    let slots = swapped_slots(&layout, &sources[0].layout)?;
    let mut copies: Vec<Vec<u16>> = vec![vec![code::INVALID; layout.size]; sources.len()];
    for_each_colour_image(&layout, &sources[0].layout, &slots, |idx, from| {
        for (copy, source) in copies.iter_mut().zip(&sources) {
            copy[idx] = source.values[from];
            copy[idx + 1] = source.values[from - 1];
        }
    });
    Some(copies)
}

/// Calls `f(idx, from)` for every stored position of `layout` with White
/// to move, `idx` being its index and `from` the index in `image_layout`
/// of its colour image (the board turned upside down, each man `k` become
/// man `slots[k]`, Black to move). The same squares with the other side
/// to move are `idx + 1` and `from - 1` (the side to move is the last
/// digit).
///
/// Walked in blocks of the 64 squares of the man of the least significant
/// digit (never a pawn, never the white king): one decoding and one
/// canonical index per block, the rest found by [`Layout::moved`] where no
/// symmetry comes into play. A copy of a table then costs little more than
/// the reading of its source.
fn for_each_colour_image(
    layout: &Layout,
    image_layout: &Layout,
    slots: &[usize],
    mut f: impl FnMut(usize, usize),
) {
    // 256 blocks of 64 squares and two sides to move per call.
    for range in slices(layout.size, 2 * 64 * 256) {
        colour_images_in(layout, image_layout, slots, range, &mut f);
    }
}

/// The numbers `0..len` in consecutive ranges of `size` (the last maybe
/// shorter): a long pass over a table is made of one call per range, so
/// that in the browser the calls after the first few run in the engine's
/// optimised code (see `retro::Graph::scan_range`).
fn slices(len: usize, size: usize) -> impl Iterator<Item = std::ops::Range<usize>> {
    (0..len)
        .step_by(size)
        .map(move |start| start..(start + size).min(len))
}

/// [`for_each_colour_image`] over the blocks in `range` (which starts and
/// ends on a block's start). Never inlined: in the browser, many calls
/// rather than one long one get the engine's optimised code (see
/// `retro::Graph::scan_range`).
#[inline(never)]
fn colour_images_in<F: FnMut(usize, usize)>(
    layout: &Layout,
    image_layout: &Layout,
    slots: &[usize],
    range: std::ops::Range<usize>,
    f: &mut F,
) {
    let last = layout.last_man();
    let j = slots[last];
    for block in range.step_by(2 * 64) {
        let (white, mut sq) = layout.decode(block);
        debug_assert!(
            white && sq[last] == 0,
            "a block starts on a1, White to move"
        );
        // A position whose white king stands on the diagonal a1-h8 may be
        // a slot the flip leaves unused, one with men alike a slot of
        // their other order: asked square by square then.
        let each_canonical = layout.king_settles_flip(sq[0]) && !layout.has_alike();
        let mut image = [OFF; MAX_MEN];
        for (k, &i) in slots.iter().enumerate() {
            image[i] = sq[k] ^ 56;
        }
        let base = image_layout.canonical_index(false, &image);
        for s in 0..64u8 {
            let idx = block + 2 * usize::from(s);
            if !each_canonical {
                sq[last] = s;
                if !layout.is_canonical(idx, true, &sq) {
                    continue;
                }
            }
            let to = s ^ 56;
            let from = base
                .and_then(|b| image_layout.moved(b, &image, j, to))
                .or_else(|| {
                    let mut moved = image;
                    moved[j] = to;
                    image_layout.canonical_index(false, &moved)
                });
            if let Some(from) = from {
                f(idx, from);
            }
        }
    }
}

/// For each man of `layout`, the number of the man of the other colour
/// and the same role in `swapped` (kings included).
fn swapped_slots(layout: &Layout, swapped: &Layout) -> Option<Vec<usize>> {
    let mut used = [false; MAX_MEN];
    let mut slots = Vec::with_capacity(layout.len());
    for piece in &layout.pieces {
        let want = Piece {
            color: piece.color.other(),
            role: piece.role,
        };
        let j = (0..swapped.len()).find(|&j| !used[j] && swapped.pieces[j] == want)?;
        used[j] = true;
        slots.push(j);
    }
    Some(slots)
}

/// The rule sets that share a move graph (the same promotion and en
/// passant rules), as lists of their numbers.
fn groups(rules: &[RuleSet]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, set) in rules.iter().enumerate() {
        let same = |g: &&mut Vec<usize>| {
            let r = &rules[g[0]];
            r.promotion == set.promotion && r.en_passant == set.en_passant
        };
        match groups.iter_mut().find(same) {
            Some(group) => group.push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
}

fn promotes_lost_only(rules: &RuleSet) -> bool {
    matches!(
        rules.promotion,
        Promotion::OnlyLostPieces | Promotion::MissingPiece
    )
}

/// `material` and every material it can turn into, smallest first; those
/// `reach` needs no part of left out, and what only they lead to.
fn order_of(material: &Material, only_lost: bool, reach: &Reach) -> Vec<Material> {
    fn visit(material: &Material, only_lost: bool, reach: &Reach, order: &mut Vec<Material>) {
        if !reach.needs(material) || order.contains(material) {
            return;
        }
        for smaller in next_materials(material, only_lost) {
            visit(&smaller, only_lost, reach, order);
        }
        order.push(material.clone());
    }
    let mut order = Vec::new();
    visit(material, only_lost, reach, &mut order);
    order
}

/// The materials whose tables a table of `material` reads: those one move
/// can lead to (a capture, a promotion, or both). A material that is its
/// own colour swap is solved with White to move only (see
/// `Graph::colour_image`), so it reads only those of White's moves; the
/// values after Black's are read off their colour images (see
/// [`Tables::probe`]).
fn next_materials(material: &Material, only_lost: bool) -> Vec<Material> {
    let men = material.men();
    let white_only = material.colours_swapped() == *material;
    let movers = |color: Color| !white_only || color == Color::White;
    let mut out = Vec::new();
    let mut add = |men: Vec<Piece>| {
        if let Ok(m) = Material::new(&men) {
            if !out.contains(&m) {
                out.push(m);
            }
        }
    };
    let victims = (0..men.len()).filter(|&i| movers(men[i].color.other()));
    for victim in victims.map(Some).chain([None]) {
        let left: Vec<Piece> = (0..men.len())
            .filter(|&i| Some(i) != victim)
            .map(|i| men[i])
            .collect();
        if victim.is_some() {
            add(left.clone());
        }
        for (i, pawn) in left
            .iter()
            .enumerate()
            .filter(|(_, p)| p.role == Role::Pawn && movers(p.color))
        {
            for role in material.promotion_roles(pawn.color, only_lost) {
                let mut promoted = left.clone();
                promoted[i] = Piece {
                    color: pawn.color,
                    role,
                };
                add(promoted);
            }
        }
    }
    out
}

/// Every legal move of a position with its value for the side to move,
/// best first (shortest win, draw, longest loss); `None` if the position
/// or a position after a move is not in the tables.
#[must_use]
pub fn rank_moves(position: &Position, tables: &Tables) -> Option<Vec<(Move, Value)>> {
    tables.rank_moves(position)
}

impl Tables {
    /// No table yet.
    #[must_use]
    pub fn new(rules: RuleSet) -> Tables {
        Tables {
            rules,
            tables: Vec::new(),
            by_material: HashMap::new(),
        }
    }

    /// The rule set the tables were solved under.
    #[must_use]
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The table of a material, if solved.
    #[must_use]
    pub fn table(&self, material: &Material) -> Option<&Table> {
        self.position_of(material).map(|i| &self.tables[i])
    }

    fn position_of(&self, material: &Material) -> Option<usize> {
        self.by_material.get(material).copied()
    }

    /// A fingerprint of every table here (see [`Table::fingerprint`]),
    /// taken in order of material name.
    #[doc(hidden)]
    #[must_use]
    pub fn fingerprint(&self) -> u64 {
        self.combined(Table::fingerprint)
    }

    /// A fingerprint of every table here that does not hang on the
    /// index (see [`Table::board_fingerprint`]), taken in order of
    /// material name.
    #[doc(hidden)]
    #[must_use]
    pub fn board_fingerprint(&self) -> u64 {
        self.combined(Table::board_fingerprint)
    }

    /// One print of each table, combined in order of material name.
    fn combined(&self, print: impl Fn(&Table) -> u64) -> u64 {
        let mut tables: Vec<&Table> = self.tables.iter().collect();
        tables.sort_by_key(|t| t.material.to_string());
        tables
            .iter()
            .fold(0u64, |hash, t| hash.rotate_left(7) ^ print(t))
    }

    /// Solves `material` and what it needs, whole, skipping tables
    /// already here.
    pub fn solve(&mut self, material: &Material, progress: &mut dyn FnMut(u64, u64)) {
        solve_together(&mut [self], material, &Reach::whole(), progress);
    }

    /// Whether the table of `material` holds the part `reach` needs (a
    /// table needed in no part is always held).
    fn covers(&self, material: &Material, reach: &Reach) -> bool {
        if !reach.needs(material) {
            return true;
        }
        let wanted = reach.slices(material);
        self.table(material)
            .is_some_and(|t| t.covers(wanted.as_ref()))
    }

    /// Every material whose table a table of `material` needs under these
    /// tables' rules: itself and all it can turn into.
    #[must_use]
    pub fn materials_needed(&self, material: &Material) -> Vec<Material> {
        order_of(material, promotes_lost_only(&self.rules), &Reach::whole())
    }

    /// The materials solved here, each with its table's entries.
    #[must_use]
    pub fn held(&self) -> Vec<(Material, usize)> {
        self.tables
            .iter()
            .map(|t| (t.material.clone(), t.entries()))
            .collect()
    }

    /// Forgets the table of `material` (to free memory; it is solved again
    /// when next needed). Returns the entries freed.
    pub fn forget(&mut self, material: &Material) -> usize {
        let Some(i) = self.position_of(material) else {
            return 0;
        };
        let freed = self.tables.remove(i).entries();
        self.by_material = (self.tables.iter().enumerate())
            .map(|(i, t)| (t.material.clone(), i))
            .collect();
        freed
    }

    /// Takes in a table solved elsewhere under the same rules (another
    /// worker's), from its [`Table::words`] and
    /// [`Table::en_passant_entries`], solved in `slices` (`None`: whole).
    /// A table already here that holds those slices is kept; one that
    /// does not is replaced.
    ///
    /// # Errors
    /// Says why the words cannot be this material's table (their number,
    /// or an en passant entry outside them); nothing is taken in then.
    pub fn insert_solved(
        &mut self,
        material: Material,
        words: Vec<u16>,
        en_passant: &[(u32, u32)],
        slices: Option<Slices>,
    ) -> Result<(), String> {
        let size = Layout::new(&material).size;
        if words.len() != size + en_passant.len() {
            return Err(format!(
                "{material}: {} entries where {} were expected",
                words.len(),
                size + en_passant.len()
            ));
        }
        let inside = |&(plain, own): &(u32, u32)| {
            (plain as usize) < size && (size..words.len()).contains(&(own as usize))
        };
        if !en_passant.iter().all(inside) {
            return Err(format!("{material}: an en passant entry outside the table"));
        }
        if slices.as_ref().is_some_and(|s| !s.fits(&material)) {
            return Err(format!("{material}: the slices of another table"));
        }
        if !self
            .table(&material)
            .is_some_and(|t| t.covers(slices.as_ref()))
        {
            self.insert(
                material,
                words,
                en_passant.iter().copied().collect(),
                slices,
            );
        }
        Ok(())
    }

    /// Keeps a table solved, in place of the one held of its material.
    fn insert(
        &mut self,
        material: Material,
        values: Vec<u16>,
        ep_of: HashMap<u32, u32>,
        slices: Option<Slices>,
    ) {
        self.forget(&material);
        let table = Table {
            layout: Layout::new(&material),
            material: material.clone(),
            values,
            ep_of,
            slices,
        };
        self.by_material.insert(material, self.tables.len());
        self.tables.push(table);
    }
    /// Whether a position's rules agree with the tables' on every point
    /// that changes a value.
    fn same_rules(&self, rules: &RuleSet) -> bool {
        rules.stalemate == self.rules.stalemate
            && rules.promotion == self.rules.promotion
            && rules.en_passant == self.rules.en_passant
    }

    /// The value of a position for the side to move; `None` if its
    /// material is not solved, it has castling rights, or its rules differ
    /// from the tables' in stalemate, promotion or en passant.
    ///
    /// A material not solved itself is read off its colour swap where that
    /// is solved without en passant entries: a position has the value of
    /// its colour image (see `mirror_copies`). So the tables of a material
    /// that is its own colour swap (king and pawn against king and pawn),
    /// which reads only White's ways out, need not wait for copies of
    /// Black's to rank Black's moves.
    #[must_use]
    pub fn probe(&self, position: &Position) -> Option<Value> {
        if position.castling_rights().any() || !self.same_rules(position.rules()) {
            return None;
        }
        let material = Material::of_board(position.board()).ok()?;
        let (table, idx) = match self.table(&material) {
            Some(table) => (table, table.locate(position)?),
            None => {
                let table = self.table(&material.colours_swapped())?;
                if !table.ep_of.is_empty() || position.ep_square().is_some() {
                    return None;
                }
                (table, table.locate_image(position)?)
            }
        };
        code::decode(table.values[idx])
    }

    /// Every legal move with its value for the side to move, best first;
    /// see [`rank_moves`].
    #[must_use]
    pub fn rank_moves(&self, position: &Position) -> Option<Vec<(Move, Value)>> {
        self.probe(position)?;
        let mut ranked = Vec::new();
        for m in position.legal_moves().iter() {
            let mut after = position.clone();
            after.play_unchecked(m);
            ranked.push((*m, self.probe(&after)?.before_move()));
        }
        ranked.sort_by_key(|entry| std::cmp::Reverse(entry.1));
        Some(ranked)
    }

    /// The best move and its value (`None` without a legal move or outside
    /// the tables).
    #[must_use]
    pub fn best_move(&self, position: &Position) -> Option<(Move, Value)> {
        self.rank_moves(position)?.into_iter().next()
    }
}
