//! Retrograde analysis of one material, its smaller materials solved.
//!
//! 1. Every position gets a counter of its moves that keep the material
//!    (the in-table moves). Moves that take or promote leave the table;
//!    their values are read from the smaller tables at once, and the best
//!    of them ("the best exit") is kept in mind. Positions without moves
//!    are scored: mate, or stalemate under the code's rule.
//! 2. Positions are then settled in order of distance, 0, 1, 2, ... plies.
//!    From each position settled at distance `d`, the un-moves (moves
//!    played backwards, never un-capturing or un-promoting) give the
//!    positions that lead to it: if it is lost, each of them is won in
//!    `d + 1`; if it is won, each of them loses one counter, and one whose
//!    counter reaches zero is lost, in `d + 1` or in its longest losing
//!    exit, whichever is later, unless an exit draws or wins.
//! 3. A won exit at distance `k` settles its position at `k` unless an
//!    in-table win came sooner. What is never settled is drawn.
//!
//! Late in a table, when the positions still open on one side are few
//! beside the lost positions of a distance, those open positions look at
//! their own moves for a lost one instead (the same wins, less work: see
//! [`Propagation::lost_looked_forward`]).
//!
//! Since every position is settled at the first distance that proves its
//! value, and distances are taken in order, wins are the shortest and
//! losses the longest.

use super::layout::{DiagonalBases, Layout, Squares, OFF};
use super::material::{Material, MAX_MEN};
use super::men::{self, Moves, Step};
use super::reach::Slices;
use super::value::{code, Value};
use super::{for_each_colour_image, slices, swapped_slots, Tables};
use crate::{Color, EnPassant, Piece, Promotion, Role, RuleSet, Stalemate};
use std::collections::HashMap;

/// A way out of the table: the man taken (if any), the pawn promoted and
/// its new role (if any), and where the remaining men go in the smaller
/// table.
struct Exit {
    victim: Option<usize>,
    promoted: Option<(usize, Role)>,
    /// The smaller table's layout: the same under every rule set.
    layout: Layout,
    /// The smaller table's number in each rule set's tables.
    tables: Vec<usize>,
    /// For each man of the smaller table, its number in this one.
    slots: Vec<usize>,
}

/// How often the progress callback is called (in positions).
const PROGRESS_EVERY: usize = 1 << 16;

/// What a node is before any value is known, the same under every
/// stalemate rule.
mod kind {
    /// Not a position of the table.
    pub const INVALID: u8 = 0;
    /// A position with at least one legal move.
    pub const MOVES: u8 = 1;
    /// Checkmated.
    pub const MATED: u8 = 2;
    /// Stalemated.
    pub const STALEMATED: u8 = 3;
}

/// The move graph of one material, shared by every rule set solved
/// together: those rule sets agree on promotion and en passant, so the
/// positions, their moves and un-moves and their ways out are the same;
/// only the values of stalemate, and so of the smaller tables, differ.
pub(super) struct Graph<'a> {
    layout: Layout,
    promotions: [Vec<Role>; 2],
    /// The tables of each rule set solved together ("members").
    members: &'a [&'a Tables],
    exits: Vec<Exit>,
    /// Each exit's number in `exits` by [`exit_key`] ([`NO_EXIT`]: none),
    /// so that a move finds its way out without a search.
    exit_of: [u8; EXIT_KEYS],
    /// The plain positions that have an en passant twin, one bit each
    /// (empty without such positions): most un-moves are answered here.
    has_ep: Vec<u64>,
    /// Positions whose side to move may take en passant, numbered after
    /// the plain positions in this order: the plain number (increasing)
    /// and the square passed.
    ep_nodes: Vec<(u32, u8)>,
    /// For a material that is its own colour swap (`KQvKQ`, `KPvKP`), each
    /// man's number in a position's colour image; empty otherwise. Such a
    /// table is solved with White to move only: see [`Graph::colour_image`].
    mirror_slots: Vec<usize>,
    /// The pawn slices solved (see the `reach` module); `None`: all. The
    /// positions of the others are left out (not positions of the table).
    covered: Option<Slices>,
    /// The plain entries of those slices, in ranges (see
    /// [`Graph::plain_ranges`]).
    plain: Vec<std::ops::Range<usize>>,
}

/// How many keys [`exit_key`] gives.
const EXIT_KEYS: usize = (MAX_MEN + 1) * (1 + 4 * MAX_MEN);

/// The mark of a key without an exit.
const NO_EXIT: u8 = u8::MAX;

/// A number for each (victim, promotion) pair, below [`EXIT_KEYS`].
#[inline]
fn exit_key(victim: Option<usize>, promoted: Option<(usize, Role)>) -> usize {
    let v = victim.map_or(0, |v| v + 1);
    let p = promoted.map_or(0, |(k, role)| {
        let r = match role {
            Role::Queen => 0,
            Role::Rook => 1,
            Role::Bishop => 2,
            _ => 3,
        };
        1 + 4 * k + r
    });
    v * (1 + 4 * MAX_MEN) + p
}

/// A way out of a node met in the scan: the exit's number in
/// [`Graph::exits`] ([`NO_EXIT`]: no table, a draw) and the entry it
/// reaches in the smaller table.
struct ExitRead {
    node: u32,
    exit: u8,
    entry: u32,
}

/// How many ways out the scan meets before it reads their values.
const EXIT_READS: usize = 4096;

/// What the one pass over every position's moves finds.
struct Scan {
    /// Each node's [`kind`].
    kinds: Vec<u8>,
    /// Each node's in-table moves, doubled (see [`Propagation::propagate`]).
    counts: Vec<u8>,
    /// For each member, each node's best exit as a value code
    /// ([`code::INVALID`] without one).
    best_exits: Vec<Vec<u16>>,
}

/// Solves one material under every member's rule set at once: the moves of
/// each position are generated once for all, then the values are
/// propagated member by member. `rules` gives the promotion and en passant
/// rules, which the members share. Returns each member's values and the en
/// passant nodes.
pub(super) fn solve_material(
    material: &Material,
    rules: &RuleSet,
    members: &[&Tables],
    covered: Option<Slices>,
    progress: &mut dyn FnMut(u64, u64),
) -> (Vec<Vec<u16>>, HashMap<u32, u32>) {
    let graph = Graph::new(material, rules, members, covered);
    let nodes = graph.work_nodes();
    let total = (nodes * (1 + members.len())) as u64;
    let mut scan = graph.scan_all(&mut |d| progress(d as u64, total));
    let mut values = Vec::with_capacity(members.len());
    for (m, member) in members.iter().enumerate() {
        let best_exits = std::mem::take(&mut scan.best_exits[m]);
        let propagation = Propagation::new(&graph, member.rules().stalemate, &scan, best_exits);
        let offset = (nodes * (1 + m)) as u64;
        let mut solved = propagation.run(&mut |d| progress(offset + d as u64, total));
        graph.fill_mirrored(&mut solved);
        values.push(solved);
    }
    progress(total, total);
    (values, graph.ep_map())
}

impl<'a> Graph<'a> {
    fn new(
        material: &Material,
        rules: &RuleSet,
        members: &'a [&'a Tables],
        covered: Option<Slices>,
    ) -> Graph<'a> {
        let layout = Layout::new(material);
        let only_lost = matches!(
            rules.promotion,
            Promotion::OnlyLostPieces | Promotion::MissingPiece
        );
        let promotions = [
            material.promotion_roles(Color::White, only_lost),
            material.promotion_roles(Color::Black, only_lost),
        ];
        let mut graph = Graph {
            layout,
            promotions,
            members,
            exits: Vec::new(),
            exit_of: [NO_EXIT; EXIT_KEYS],
            has_ep: Vec::new(),
            ep_nodes: Vec::new(),
            mirror_slots: Vec::new(),
            covered,
            plain: Vec::new(),
        };
        graph.plain = graph.plain_ranges();
        if material.colours_swapped() == *material {
            graph.mirror_slots = swapped_slots(&graph.layout, &graph.layout).unwrap_or_default();
        }
        graph.exits = graph.all_exits();
        for (e, exit) in graph.exits.iter().enumerate() {
            graph.exit_of[exit_key(exit.victim, exit.promoted)] = e as u8;
        }
        if rules.en_passant == EnPassant::Allowed {
            graph.find_en_passant_nodes();
        }
        graph
    }

    /// Positions in the table, en passant nodes included.
    fn nodes(&self) -> usize {
        self.layout.size + self.ep_nodes.len()
    }

    /// Whether the pawn slice starting at entry `start` is solved.
    fn covers_slice(&self, start: usize) -> bool {
        let slice = start / self.layout.pawn_slice();
        self.covered.as_ref().is_none_or(|c| c.contains(slice))
    }

    /// The plain entries of the slices solved, in runs of consecutive
    /// slices cut into ranges of at most [`PROGRESS_EVERY`] entries (each
    /// pass over them is one call per range, see [`Graph::scan_range`]).
    fn plain_ranges(&self) -> Vec<std::ops::Range<usize>> {
        let slice = self.layout.pawn_slice();
        let mut runs: Vec<std::ops::Range<usize>> = Vec::new();
        for start in (0..self.layout.size).step_by(slice) {
            if !self.covers_slice(start) {
                continue;
            }
            match runs.last_mut() {
                Some(run) if run.end == start => run.end = start + slice,
                _ => runs.push(start..start + slice),
            }
        }
        let cut = |run: std::ops::Range<usize>| {
            let len = run.len();
            slices(len, PROGRESS_EVERY).map(move |r| run.start + r.start..run.start + r.end)
        };
        runs.into_iter().flat_map(cut).collect()
    }

    /// The nodes a solve visits: the plain entries of the slices solved
    /// and the en passant nodes (all in those slices).
    fn work_nodes(&self) -> usize {
        let plain: usize = self.plain.iter().map(ExactSizeIterator::len).sum();
        plain + self.ep_nodes.len()
    }

    /// Every (victim, promotion) pair a move can make, with its table.
    fn all_exits(&self) -> Vec<Exit> {
        let pieces = &self.layout.pieces;
        let n = pieces.len();
        let mut exits = Vec::new();
        let mut victims: Vec<Option<usize>> = (2..n).map(Some).collect();
        victims.push(None);
        for &victim in &victims {
            let mut promos: Vec<Option<(usize, Role)>> = vec![None];
            for k in (2..n).filter(|&k| pieces[k].role == Role::Pawn && Some(k) != victim) {
                let color = pieces[k].color;
                for &role in &self.promotions[color.index()] {
                    promos.push(Some((k, role)));
                }
            }
            for promoted in promos {
                if victim.is_none() && promoted.is_none() {
                    continue;
                }
                if let Some(exit) = self.exit(victim, promoted) {
                    exits.push(exit);
                }
            }
        }
        exits
    }

    fn exit(&self, victim: Option<usize>, promoted: Option<(usize, Role)>) -> Option<Exit> {
        let pieces = &self.layout.pieces;
        let mut left: Vec<(usize, Piece)> = Vec::new();
        for (k, &p) in pieces.iter().enumerate() {
            if Some(k) == victim {
                continue;
            }
            let p = match promoted {
                Some((j, role)) if j == k => Piece {
                    color: p.color,
                    role,
                },
                _ => p,
            };
            left.push((k, p));
        }
        let men: Vec<Piece> = left.iter().skip(2).map(|&(_, p)| p).collect();
        let material = Material::new(&men).ok()?;
        let tables: Vec<usize> = self
            .members
            .iter()
            .map(|t| t.position_of(&material))
            .collect::<Option<_>>()?;
        let layout = Layout::new(&material);
        let mut slots = Vec::with_capacity(layout.len());
        let mut used = vec![false; left.len()];
        for want in &layout.pieces {
            let i = (0..left.len()).find(|&i| !used[i] && left[i].1 == *want)?;
            used[i] = true;
            slots.push(left[i].0);
        }
        Some(Exit {
            victim,
            promoted,
            layout,
            tables,
            slots,
        })
    }

    fn find_en_passant_nodes(&mut self) {
        let pieces = &self.layout.pieces;
        let pawn_of = |color| {
            pieces.iter().any(|p| {
                *p == Piece {
                    color,
                    role: Role::Pawn,
                }
            })
        };
        if !(pawn_of(Color::White) && pawn_of(Color::Black)) {
            return;
        }
        self.has_ep = vec![0; self.layout.size.div_ceil(64)];
        // Slice by slice of the pawns' squares, skipping the slices whose
        // pawns stand where no en passant can be (with one pawn a side,
        // all but 28 of 2,304): a look at every position took a sixth of
        // king and pawn against king and pawn, the last table of its
        // solve, when the partner worker has nothing left to do.
        let slice = self.layout.pawn_slice();
        for start in (0..self.layout.size).step_by(slice) {
            let (_, pawns) = self.layout.decode(start);
            if !self.covers_slice(start) || !men::pawns_allow_en_passant(pieces, &pawns) {
                continue;
            }
            for idx in start..start + slice {
                let (white, sq) = self.layout.decode(idx);
                if !self.layout.is_canonical(idx, white, &sq) || !men::is_valid(pieces, &sq, white)
                {
                    continue;
                }
                if let Some(t) = men::en_passant_target(pieces, &sq, white) {
                    self.has_ep[idx / 64] |= 1 << (idx % 64);
                    self.ep_nodes.push((idx as u32, t));
                }
            }
        }
    }

    /// The number of the en passant twin of a plain position, if any.
    #[inline]
    fn ep_twin(&self, plain: usize) -> Option<u32> {
        let word = self.has_ep.get(plain / 64)?;
        if word & (1 << (plain % 64)) == 0 {
            return None;
        }
        let i = self
            .ep_nodes
            .binary_search_by_key(&(plain as u32), |&(p, _)| p)
            .ok()?;
        Some((self.layout.size + i) as u32)
    }

    /// The en passant twins by plain number, as the table keeps them.
    fn ep_map(&self) -> HashMap<u32, u32> {
        (0..self.ep_nodes.len())
            .map(|i| (self.ep_nodes[i].0, (self.layout.size + i) as u32))
            .collect()
    }

    /// The colour image of a position: the board turned upside down (ranks
    /// mirrored) and the colours swapped, the other side to move. In a
    /// material that is its own colour swap the image is a position of the
    /// same table, and of the same value, since every rule the solver
    /// takes is the same for both colours (see `mirror_copies`). So only
    /// the positions with White to move are scanned and propagated: an
    /// un-move reaching a position with Black to move goes to its image
    /// instead, and the values with Black to move are copied at the end
    /// ([`Graph::fill_mirrored`]). The image of a position with an en
    /// passant right has that right too, so en passant nodes map the same.
    fn colour_image(&self, sq: &Squares) -> Squares {
        let mut image = [OFF; MAX_MEN];
        for (k, &j) in self.mirror_slots.iter().enumerate() {
            image[j] = sq[k] ^ 56;
        }
        image
    }

    /// Whether a node is left to its colour image: Black to move in a
    /// material that is its own colour swap.
    #[inline]
    fn is_mirrored(&self, id: usize) -> bool {
        !self.mirror_slots.is_empty() && !Layout::white_to_move(self.plain_of(id))
    }

    /// The plain position of a node: itself, or the position an en passant
    /// node is the twin of.
    #[inline]
    fn plain_of(&self, id: usize) -> usize {
        if id < self.layout.size {
            id
        } else {
            self.ep_nodes[id - self.layout.size].0 as usize
        }
    }

    /// Copies into every position with Black to move (en passant nodes
    /// included) the value of its colour image, in a material that is its
    /// own colour swap; the slots the symmetry leaves unused keep
    /// [`code::INVALID`].
    fn fill_mirrored(&self, values: &mut [u16]) {
        if self.mirror_slots.is_empty() {
            return;
        }
        let layout = &self.layout;
        for_each_colour_image(
            layout,
            layout,
            &self.mirror_slots,
            |white_idx, image_idx| {
                // Black to move here, White to move in the image.
                let (idx, from) = (white_idx + 1, image_idx - 1);
                values[idx] = values[from];
                let twins = (self.ep_twin(idx), self.ep_twin(from));
                debug_assert!(
                    twins.0.is_some() == twins.1.is_some(),
                    "an image without its en passant twin"
                );
                if let (Some(e), Some(f)) = twins {
                    values[e as usize] = values[f as usize];
                }
            },
        );
    }

    /// The side to move, the squares and the en passant square of a node.
    fn node(&self, id: usize) -> (bool, Squares, Option<u8>) {
        if id < self.layout.size {
            let (white, sq) = self.layout.decode(id);
            (white, sq, None)
        } else {
            let (plain, target) = self.ep_nodes[id - self.layout.size];
            let (white, sq) = self.layout.decode(plain as usize);
            (white, sq, Some(target))
        }
    }

    fn moves(&self) -> Moves<'_> {
        Moves {
            pieces: &self.layout.pieces,
            promotions: &self.promotions,
        }
    }

    /// The exit a move of man `k` takes and the number of the position it
    /// reaches in the smaller table (`None`: no such table, and the move
    /// counts as a draw).
    fn exit_entry(
        &self,
        k: usize,
        step: Step,
        after: &Squares,
        white: bool,
    ) -> Option<(usize, usize)> {
        let (victim, promoted) = match step {
            Step::Capture(v) | Step::EnPassant(v) => (Some(v), None),
            Step::Promote(role, victim) => (victim, Some((k, role))),
            Step::Quiet | Step::Double => (None, None),
        };
        let e = self.exit_of[exit_key(victim, promoted)];
        if e == NO_EXIT {
            return None;
        }
        let e = e as usize;
        let exit = &self.exits[e];
        let mut sub = [OFF; MAX_MEN];
        for (i, &k) in exit.slots.iter().enumerate() {
            sub[i] = after[k];
        }
        let idx = exit.layout.canonical_index(!white, &sub);
        debug_assert!(idx.is_some(), "an exit to no position");
        Some((e, idx?))
    }

    /// The kind and in-table move count of a node; the ways out of its
    /// moves are added to `reads`, their values to be read later (see
    /// [`Graph::read_exits`]).
    fn scan(
        &self,
        id: usize,
        (white, sq, ep): (bool, Squares, Option<u8>),
        reads: &mut Vec<ExitRead>,
    ) -> (u8, u8) {
        let plain = id >= self.layout.size || self.layout.is_canonical(id, white, &sq);
        if !plain {
            return (kind::INVALID, 0);
        }
        let survey = self
            .moves()
            .count_and_exits(&sq, white, ep, |k, step, after| {
                let (exit, entry) = self
                    .exit_entry(k, step, after, white)
                    .map_or((NO_EXIT, 0), |(e, idx)| (e as u8, idx as u32));
                reads.push(ExitRead {
                    node: id as u32,
                    exit,
                    entry,
                });
            });
        match survey {
            None => (kind::INVALID, 0),
            Some(s) if s.any_move => (kind::MOVES, 2 * s.quiet),
            Some(s) if s.in_check => (kind::MATED, 0),
            Some(_) => (kind::STALEMATED, 0),
        }
    }

    /// One pass over every node's moves, for every member at once.
    fn scan_all(&self, progress: &mut dyn FnMut(usize)) -> Scan {
        let nodes = self.nodes();
        let members = self.members.len();
        let mut scan = Scan {
            kinds: vec![kind::INVALID; nodes],
            counts: vec![0; nodes],
            best_exits: vec![vec![code::INVALID; nodes]; members],
        };
        let mut reads = Vec::with_capacity(EXIT_READS + 64);
        let ep_nodes = slices(nodes - self.layout.size, PROGRESS_EVERY)
            .map(|r| self.layout.size + r.start..self.layout.size + r.end);
        let mut done = 0;
        for range in self.plain.iter().cloned().chain(ep_nodes) {
            progress(done);
            done += range.len();
            self.scan_range(range, &mut scan, &mut reads);
        }
        scan
    }

    /// [`Graph::scan_all`] over the nodes of `range`. A call of its own,
    /// never inlined, for the browser's sake: a WebAssembly engine first
    /// runs a function's quick baseline code and only the calls after it
    /// has turned hot get the optimised code (V8 has no switch within a
    /// running call), so a whole table's pass in one call would run at the
    /// baseline speed throughout.
    #[inline(never)]
    fn scan_range(
        &self,
        range: std::ops::Range<usize>,
        scan: &mut Scan,
        reads: &mut Vec<ExitRead>,
    ) {
        let mut block = BlockSquares::new(&self.layout);
        for id in range {
            if self.is_mirrored(id) {
                continue;
            }
            let node = if id < self.layout.size {
                let (white, sq) = block.decode(&self.layout, id);
                debug_assert_eq!((white, sq), self.layout.decode(id));
                (white, sq, None)
            } else {
                self.node(id)
            };
            let (kind, count) = self.scan(id, node, reads);
            scan.kinds[id] = kind;
            debug_assert!(count < SETTLED, "a counter reaching the settled bit");
            scan.counts[id] = count;
            if reads.len() >= EXIT_READS {
                self.read_exits(reads, &mut scan.best_exits);
            }
        }
        self.read_exits(reads, &mut scan.best_exits);
    }

    /// Reads the values of the ways out in `reads` and keeps each node's
    /// best under each member in `best_exits`, then empties `reads`.
    ///
    /// Read apart from the moves, in a loop of their own: each read is a
    /// look at a random entry of a smaller table, most of them cache
    /// misses in a big one, and here they go to memory side by side
    /// instead of one at a time between the moves of each node (natively,
    /// the scan of king and queen against king and pawn took 1.6 s with
    /// those reads among the moves, 0.6 s with them made to hit the
    /// cache).
    fn read_exits(&self, reads: &mut Vec<ExitRead>, best_exits: &mut [Vec<u16>]) {
        for (m, best) in best_exits.iter_mut().enumerate() {
            // Each exit's values under this member, looked up once.
            let tables: Vec<&[u16]> = (self.exits.iter())
                .map(|exit| &self.members[m].tables[exit.tables[m]].values[..])
                .collect();
            for read in reads.iter() {
                let value = match tables.get(read.exit as usize) {
                    Some(values) => code::decode(values[read.entry as usize]),
                    None => Some(Value::Draw),
                };
                debug_assert!(value.is_some(), "an exit to no position");
                let value = value.unwrap_or(Value::Draw).before_move();
                let slot = &mut best[read.node as usize];
                if code::decode(*slot).is_none_or(|b| value > b) {
                    *slot = code::encode(value);
                }
            }
        }
        reads.clear();
    }

    /// The nodes that lead to a node by a move that keeps the material,
    /// each with its weight, added to `out`; returns the node's own weight
    /// (see [`Layout::weight`]).
    fn predecessors(&self, id: usize, out: &mut Vec<(u32, u8)>) -> u8 {
        let (white, sq, ep) = self.node(id);
        let pieces = &self.layout.pieces;
        let mover = if white { Color::Black } else { Color::White };
        let occupied = men::occupancy(&sq, pieces.len());
        // Most tables have no en passant nodes: no look-up then.
        let any_ep = !self.ep_nodes.is_empty();
        let has_twin = any_ep && ep.is_none() && self.ep_twin(id).is_some();
        // The frame is built only for the un-moves that need it: most
        // nodes need none (see the quick path below).
        let mut frame = None;
        // No colour image and no en passant twin: see the quick paths.
        let quick = self.mirror_slots.is_empty() && !any_ep;
        for (k, &piece) in pieces.iter().enumerate() {
            if piece.color != mover {
                continue;
            }
            let (mut origins, double) = men::unmove_origins(piece, sq[k], occupied);
            // From an origin where the man attacks the king of the side now
            // to move, the position before would leave that king in check
            // with the other side to move: no position (its node is
            // settled as invalid, so nothing would change), skipped here to
            // spare its index and the read of its counter.
            let lifted = occupied & !(1 << sq[k]);
            origins &= !men::attackers_of(piece, sq[usize::from(!white)], lifted);
            match ep {
                // Only the double step of the pawn that may be taken.
                Some(t) if sq[k].abs_diff(t) == 8 => origins &= double,
                Some(_) => origins = 0,
                // That double step leads to the twin that may take.
                None if has_twin => origins &= !double,
                None => {}
            }
            // The quick path, most un-moves of the tables with most
            // positions: the node's own index, no colour image, no en
            // passant twin and no symmetry in play, so each origin is an
            // add and a multiply from one base (no match on the frame and
            // no test of the king's square per origin).
            if let Some((base, stride)) =
                quick.then(|| self.layout.shift_base(id, &sq, k)).flatten()
            {
                while origins != 0 {
                    let from = origins.trailing_zeros() as usize;
                    origins &= origins - 1;
                    let p = base.wrapping_add(stride * from);
                    debug_assert_eq!(
                        self.layout
                            .canonical(!white, &with_moved(&sq, k, from as u8)),
                        Some((p, 1))
                    );
                    out.push((p as u32, 1));
                }
                continue;
            }
            // The same for a king where it keeps the flip as it is (see
            // `Layout::king_shift`), the rest indexed afresh.
            if let Some(shift) = quick.then(|| self.layout.king_shift(id, &sq, k)).flatten() {
                while origins != 0 {
                    let from = origins.trailing_zeros() as u8;
                    origins &= origins - 1;
                    let before = || with_moved(&sq, k, from);
                    let reached = (shift.at(from).map(|p| (p, 1)))
                        .or_else(|| self.layout.canonical(!white, &before()));
                    debug_assert_eq!(reached, self.layout.canonical(!white, &before()));
                    if let Some((p, w)) = reached {
                        out.push((p as u32, w));
                    }
                }
                continue;
            }
            // The same for one of two men alike, put back in order with
            // its twin.
            if let Some(pair) = quick.then(|| self.layout.pair_shift(id, &sq, k)).flatten() {
                while origins != 0 {
                    let from = origins.trailing_zeros() as u8;
                    origins &= origins - 1;
                    let p = pair.at(from);
                    debug_assert_eq!(
                        self.layout.canonical(!white, &with_moved(&sq, k, from)),
                        Some((p, 1))
                    );
                    out.push((p as u32, 1));
                }
                continue;
            }
            let frame = &*frame.get_or_insert_with(|| self.frame(id, white, &sq));
            // The same with the white king on the diagonal a1-h8: what
            // decides the flip is worked out once for the man's un-moves.
            if let (true, Frame::Own(_, Some(bases)), true) = (quick, frame, k != 0) {
                let shift = self.layout.diagonal_shift(bases, &sq, k);
                while origins != 0 {
                    let from = origins.trailing_zeros() as u8;
                    origins &= origins - 1;
                    let (p, w) = shift.at(from);
                    debug_assert_eq!(
                        self.layout.canonical(!white, &with_moved(&sq, k, from)),
                        Some((p, w))
                    );
                    out.push((p as u32, w));
                }
                continue;
            }
            while origins != 0 {
                let from = origins.trailing_zeros() as u8;
                origins &= origins - 1;
                if let Some((p, w)) = self.reached(frame, &sq, white, k, from) {
                    out.push((p as u32, w));
                    if let Some(e) = any_ep.then(|| self.ep_twin(p)).flatten() {
                        out.push((e, w));
                    }
                }
            }
        }
        self.layout.weight(&sq)
    }

    /// Where the predecessors of a node (side to move `white`, squares
    /// `sq`) are indexed from.
    #[inline]
    fn frame(&self, id: usize, white: bool, sq: &Squares) -> Frame {
        if self.mirror_slots.is_empty() {
            let bases = self.layout.diagonal_bases(!white, sq);
            Frame::Own(self.plain_of(id), bases)
        } else {
            // The predecessors' colour images are the node's own with one
            // man moved: found from its index, most of them.
            let image = self.colour_image(sq);
            let bases = self.layout.diagonal_bases(white, &image);
            Frame::Image(image, self.layout.canonical_index(white, &image), bases)
        }
    }

    /// The node and its weight reached from squares `sq` (side to move
    /// `white`) by taking man `k` back to `from`: the other side to move,
    /// or in a material that is its own colour swap the colour image of
    /// that (see [`Graph::colour_image`]). Found from the frame's index
    /// where no symmetry comes into play, else indexed afresh.
    #[inline(always)]
    fn reached(
        &self,
        frame: &Frame,
        sq: &Squares,
        white: bool,
        k: usize,
        from: u8,
    ) -> Option<(usize, u8)> {
        match *frame {
            Frame::Own(plain, bases) => {
                let quick = self
                    .layout
                    .shifted(plain, white, sq, k, from)
                    .map(|p| (p, 1));
                let quick = quick.or_else(|| {
                    let bases = bases.filter(|_| k != 0)?;
                    Some(self.layout.moved_by_diagonal(&bases, sq, k, from))
                });
                let before = || with_moved(sq, k, from);
                match quick {
                    Some(reached) => {
                        debug_assert_eq!(self.layout.canonical(!white, &before()), Some(reached));
                        Some(reached)
                    }
                    None => self.layout.canonical(!white, &before()),
                }
            }
            Frame::Image(ref image, image_index, bases) => {
                let j = self.mirror_slots[k];
                let to = from ^ 56;
                let moved = image_index.and_then(|i| self.layout.moved(i, image, j, to));
                let quick = moved.map(|p| (p, 1)).or_else(|| {
                    let bases = bases.filter(|_| j != 0)?;
                    Some(self.layout.moved_by_diagonal(&bases, image, j, to))
                });
                let before = || self.colour_image(&with_moved(sq, k, from));
                match quick {
                    Some(reached) => {
                        debug_assert_eq!(self.layout.canonical(white, &before()), Some(reached));
                        Some(reached)
                    }
                    None => self.layout.canonical(white, &before()),
                }
            }
        }
    }
}

impl Graph<'_> {
    /// Whether lost nodes' wins may be found forward (see
    /// [`Propagation::win_forward`]): in a table without en passant nodes
    /// and not solved through colour images, a node's moves that keep the
    /// material are its men's quiet moves, indexed as they are.
    fn can_look_forward(&self) -> bool {
        self.ep_nodes.is_empty() && self.mirror_slots.is_empty()
    }

    /// Whether the plain node `id` has a move that keeps the material to
    /// a node valued `target` (see [`Graph::can_look_forward`]). A move
    /// that leaves the mover's king attacked reaches no position (its
    /// node is invalid), so legality needs no test of its own.
    fn moves_to_value(&self, id: usize, values: &[u16], target: u16) -> bool {
        let (white, sq) = self.layout.decode(id);
        let pieces = &self.layout.pieces;
        let us = if white { Color::White } else { Color::Black };
        let occupied = men::occupancy(&sq, pieces.len());
        for (k, &piece) in pieces.iter().enumerate() {
            if piece.color != us {
                continue;
            }
            let mut targets = men::quiet_targets(piece, sq[k], occupied);
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                // From the node's own index where no symmetry comes into
                // play, as for the un-moves.
                let next = (self.layout.shifted(id, white, &sq, k, to)).or_else(|| {
                    let after = with_moved(&sq, k, to);
                    self.layout.canonical(!white, &after).map(|(next, _)| next)
                });
                if next.is_some_and(|next| values[next] == target) {
                    return true;
                }
            }
        }
        false
    }
}

/// The squares of consecutive table entries, decoded once per block of
/// the 64 squares of the man of the least significant digit and the two
/// sides to move (see [`Layout::last_man`]): the scan walks the entries in
/// order, and the full decoding (divisions) took about a twelfth of a
/// solve natively, half of it in the scan.
struct BlockSquares {
    last: usize,
    /// The block's number and its squares (the last man's unset).
    block: Option<(usize, u32)>,
}

impl BlockSquares {
    fn new(layout: &Layout) -> BlockSquares {
        BlockSquares {
            last: layout.last_man(),
            block: None,
        }
    }

    /// The side to move and squares of entry `id`, as [`Layout::decode`]
    /// gives them.
    #[inline]
    fn decode(&mut self, layout: &Layout, id: usize) -> (bool, Squares) {
        let number = id >> 7;
        let word = match self.block {
            Some((b, word)) if b == number => word,
            _ => {
                let word = u32::from_le_bytes(layout.decode(id).1);
                self.block = Some((number, word));
                word
            }
        };
        // Built in a register, not written into the array byte by byte
        // (see `Layout::decode`).
        let shift = 8 * self.last;
        let square = ((id >> 1) & 63) as u32;
        let word = word & !(0xFF << shift) | square << shift;
        (Layout::white_to_move(id), word.to_le_bytes())
    }
}

/// Where the predecessors of a node are indexed from: the node's own
/// index (of its plain position), or in a material that is its own colour
/// swap the node's colour image and that image's index; with the bases
/// for a white king on the diagonal a1-h8 (see [`Layout::diagonal_bases`]).
enum Frame {
    Own(usize, Option<DiagonalBases>),
    Image(Squares, Option<usize>, Option<DiagonalBases>),
}

/// The squares with man `k` moved to `to`.
#[inline]
fn with_moved(sq: &Squares, k: usize, to: u8) -> Squares {
    let mut moved = *sq;
    moved[k] = to;
    moved
}

/// The bit of a node's counter that says its value is known (settled, or
/// not a position): the un-moves ask this of every node they reach, and
/// the counters, one byte a node, are cheaper to reach in memory than the
/// values. A counter stays below it: at most 2 × 63 moves keep the
/// material with four men.
const SETTLED: u8 = 0x80;

/// The bit of an entry of the settled lists that says the node is lost.
const LOST: u32 = 1 << 31;

/// About how many times the work of passing a lost node's value back to
/// its predecessors it takes to look at one open node's moves (see
/// [`Propagation::lost_looked_forward`]).
const FORWARD_COST: usize = 2;

/// How many settled nodes [`Propagation::propagate_batch`] takes at once.
const BATCH: usize = 32;

/// The predecessors of a batch of settled nodes: all of them in a row, and
/// for each node the end of its own in that row and its weight.
#[derive(Default)]
struct Batch {
    preds: Vec<(u32, u8)>,
    ends: Vec<(usize, u8)>,
}

/// The values of one member, settled in order of distance.
struct Propagation<'g, 'a> {
    graph: &'g Graph<'a>,
    values: Vec<u16>,
    /// Each node's in-table moves not yet known to lose (doubled), with
    /// [`SETTLED`] once its value is known.
    counts: Vec<u8>,
    /// The best exit of each node as a value code ([`code::INVALID`]
    /// without one), read once more when its last in-table move is lost.
    best_exits: Vec<u16>,
    /// Positions settled at each distance, to be propagated, with
    /// [`LOST`] for a loss.
    settled: Vec<Vec<u32>>,
    /// Positions with a winning exit at each distance.
    exit_wins: Vec<Vec<u32>>,
    /// The plain nodes whose value is not yet known, by side to move
    /// (White's first, as [`Layout::white_to_move`] numbers them).
    open: [usize; 2],
}

impl<'g, 'a> Propagation<'g, 'a> {
    /// Scores the positions without moves under `stalemate` and notes the
    /// exits that decide at once.
    fn new(
        graph: &'g Graph<'a>,
        stalemate: Stalemate,
        scan: &Scan,
        best_exits: Vec<u16>,
    ) -> Propagation<'g, 'a> {
        let nodes = graph.nodes();
        let mut p = Propagation {
            graph,
            values: vec![code::DRAW; nodes],
            counts: scan.counts.clone(),
            best_exits,
            settled: Vec::new(),
            exit_wins: Vec::new(),
            open: [0; 2],
        };
        for range in slices(nodes, PROGRESS_EVERY) {
            p.start_range(range, stalemate, scan);
        }
        let plain = &p.counts[..graph.layout.size];
        for (id, count) in plain.iter().enumerate() {
            p.open[id & 1] += usize::from(count & SETTLED == 0);
        }
        p
    }

    /// [`Propagation::new`] over the nodes of `range`. Never inlined (see
    /// [`Graph::scan_range`]).
    #[inline(never)]
    fn start_range(&mut self, range: std::ops::Range<usize>, stalemate: Stalemate, scan: &Scan) {
        for id in range {
            match scan.kinds[id] {
                kind::INVALID => {
                    self.values[id] = code::INVALID;
                    self.counts[id] = SETTLED;
                }
                kind::MATED => self.settle(id, Value::Loss(0)),
                kind::STALEMATED => match stalemate {
                    Stalemate::Draw => {}
                    Stalemate::StalematerWins => self.settle(id, Value::Loss(0)),
                    Stalemate::StalematerLoses => self.settle(id, Value::Win(0)),
                },
                _ => match code::decode(self.best_exits[id]) {
                    Some(Value::Win(k)) => push(&mut self.exit_wins, k, id as u32),
                    Some(Value::Loss(e)) if self.counts[id] == 0 => self.settle(id, Value::Loss(e)),
                    _ => {}
                },
            }
        }
    }

    fn settle(&mut self, id: usize, value: Value) {
        self.values[id] = code::encode(value);
        self.counts[id] |= SETTLED;
        if id < self.graph.layout.size {
            self.open[id & 1] = self.open[id & 1].saturating_sub(1);
        }
        let lost = if matches!(value, Value::Loss(_)) {
            LOST
        } else {
            0
        };
        if let Some(d) = value.plies() {
            push(&mut self.settled, d, id as u32 | lost);
        }
    }

    /// The loss of a node all of whose in-table moves are now known to
    /// lose, the last at `d` plies; `None` if an exit draws or wins.
    fn loss_when_all_lost(&self, id: usize, d: u16) -> Option<u16> {
        match code::decode(self.best_exits[id]) {
            None => Some(d + 1),
            Some(Value::Loss(e)) => Some(e.max(d + 1)),
            Some(_) => None,
        }
    }

    /// Passes on the values of settled nodes (entries of the settled
    /// lists, all at distance `d`) to the nodes that lead to them.
    ///
    /// Their predecessors are found first, for all of them, and their
    /// counters read once in a row: those reads, one cache miss each in a
    /// big table, then go to memory side by side instead of one after the
    /// other, each waiting on the test of the one before. The order of the
    /// updates stays that of the entries.
    /// Never inlined: many calls rather than one long one get the
    /// engine's optimised code in the browser (see [`Graph::scan_range`]).
    #[inline(never)]
    fn propagate_batch(&mut self, entries: &[u32], d: u16, batch: &mut Batch) {
        batch.preds.clear();
        batch.ends.clear();
        for &entry in entries {
            let weight = self
                .graph
                .predecessors((entry & !LOST) as usize, &mut batch.preds);
            batch.ends.push((batch.preds.len(), weight));
        }
        let touched = batch
            .preds
            .iter()
            .fold(0u8, |acc, &(p, _)| acc | self.counts[p as usize]);
        std::hint::black_box(touched);
        let mut start = 0;
        for (&entry, &(end, weight)) in entries.iter().zip(&batch.ends) {
            self.propagate(entry, d, &batch.preds[start..end], weight);
            start = end;
        }
    }

    /// Passes on the value of a settled node (an entry of the settled
    /// lists) to its predecessors, given with their weights; `weight` is
    /// the node's own.
    fn propagate(&mut self, entry: u32, d: u16, preds: &[(u32, u8)], weight: u8) {
        let lost = entry & LOST != 0;
        for &(p, pw) in preds {
            let p = p as usize;
            if self.counts[p] & SETTLED != 0 {
                continue;
            }
            if lost {
                self.settle(p, Value::Win(d + 1));
                continue;
            }
            // Counts are kept doubled: one move found backwards stands for
            // a half, one or two moves of the stored board.
            let step = if weight == 1 { 2 * pw } else { pw };
            debug_assert!(self.counts[p] >= step, "counter below zero");
            self.counts[p] = self.counts[p].saturating_sub(step);
            if self.counts[p] == 0 {
                if let Some(x) = self.loss_when_all_lost(p, d) {
                    self.settle(p, Value::Loss(x));
                }
            }
        }
    }

    /// Finds forward, where that is less work, the wins the lost entries
    /// of `list` (settled at `d`) give, and returns the entries still to
    /// pass on backward.
    ///
    /// Late in a table most nodes are known and a lost node's un-moves
    /// reach known nodes only: in king, queen and pawn against king, 97 %
    /// of the un-moves from lost nodes were spent so, and from the 19th
    /// ply on no node with White to move was open while about 250,000
    /// lost nodes were still passed on. When the open nodes the lost
    /// entries of one side lead back to are few beside those entries,
    /// each open node looks instead at its own moves for a node lost at
    /// `d`: the same wins (a node is won in `d + 1` if and only if one of
    /// its moves reaches a node lost in `d`, none in less), for a fraction
    /// of the work.
    fn lost_looked_forward(&mut self, list: Vec<u32>, d: u16) -> Vec<u32> {
        if !self.graph.can_look_forward() {
            return list;
        }
        let mut lost = [0usize; 2];
        for &entry in list.iter().filter(|&&e| e & LOST != 0) {
            lost[(entry & !LOST) as usize & 1] += 1;
        }
        // Looking forward costs more per node (the node decoded, its moves
        // generated and indexed), so only where the open nodes are fewer.
        let forward = [0, 1].map(|side| self.open[1 - side] * FORWARD_COST < lost[side]);
        if !forward.contains(&true) {
            return list;
        }
        for side in [0, 1].into_iter().filter(|&s| forward[s]) {
            self.win_forward(1 - side, d);
        }
        let backward = |&e: &u32| e & LOST == 0 || !forward[(e & !LOST) as usize & 1];
        list.into_iter().filter(backward).collect()
    }

    /// Settles as won in `d + 1` every open node with `side` to move
    /// (0: White) that has a move to a node lost in `d`.
    fn win_forward(&mut self, side: usize, d: u16) {
        for range in self.graph.plain.iter().cloned() {
            if self.open[side] == 0 {
                break;
            }
            self.win_forward_range(range, side, d);
        }
    }

    /// [`Propagation::win_forward`] over the nodes of `range`. Never
    /// inlined (see [`Graph::scan_range`]).
    #[inline(never)]
    fn win_forward_range(&mut self, range: std::ops::Range<usize>, side: usize, d: u16) {
        // A loss in exactly `d`: a node settled with a longer loss already
        // holds its value but gives its wins only at its own distance.
        let target = code::encode(Value::Loss(d));
        // Slices hold an even number of nodes: White's are the even ones.
        for id in range.skip(side).step_by(2) {
            if self.counts[id] & SETTLED == 0 && self.graph.moves_to_value(id, &self.values, target)
            {
                self.settle(id, Value::Win(d + 1));
            }
        }
    }

    /// Settles every value, reporting the nodes handled to `progress`.
    fn run(mut self, progress: &mut dyn FnMut(usize)) -> Vec<u16> {
        let nodes = self.values.len();
        let work = self.graph.work_nodes();
        let mut batch = Batch::default();
        let mut sorting = Sorting::default();
        let mut done = 0usize;
        let mut d = 0usize;
        while d < self.settled.len().max(self.exit_wins.len()) {
            let plies = d as u16;
            if let Some(pending) = self.exit_wins.get_mut(d).map(std::mem::take) {
                for id in pending {
                    if self.counts[id as usize] & SETTLED == 0 {
                        self.settle(id as usize, Value::Win(plies));
                    }
                }
            }
            let list = self
                .settled
                .get_mut(d)
                .map(std::mem::take)
                .unwrap_or_default();
            // In index order (by blocks), the un-moves of one node after
            // another reach the table in a few sweeps rather than at
            // random: the order within a distance changes no value.
            let list = in_blocks(list, nodes, &mut sorting);
            let listed = list.len();
            let list = self.lost_looked_forward(list, plies);
            done += listed - list.len();
            for entries in list.chunks(BATCH) {
                self.propagate_batch(entries, plies, &mut batch);
                let before = done;
                done += entries.len();
                if done / PROGRESS_EVERY != before / PROGRESS_EVERY {
                    progress(done.min(work));
                }
            }
            d += 1;
        }
        self.values
    }
}

/// The bits of a node's number below its block (see [`in_blocks`]).
const BLOCK_BITS: u32 = 10;

/// The room [`in_blocks`] reuses from one distance to the next.
#[derive(Default)]
struct Sorting {
    /// Where each block's entries start.
    starts: Vec<u32>,
    out: Vec<u32>,
}

/// The entries of a settled list (out of `nodes` nodes) in order of their
/// node's block of `2^BLOCK_BITS` numbers, in no order within a block: for
/// the memory's sake as good as sorted, since a block's nodes lie side by
/// side, and a counting pass and a scatter cost less than a sort. A short
/// list is sorted.
fn in_blocks(mut list: Vec<u32>, nodes: usize, sorting: &mut Sorting) -> Vec<u32> {
    let blocks = (nodes >> BLOCK_BITS) + 1;
    if list.len() < blocks {
        list.sort_unstable_by_key(|&e| e & !LOST);
        return list;
    }
    let block = |e: u32| ((e & !LOST) >> BLOCK_BITS) as usize;
    let starts = &mut sorting.starts;
    starts.clear();
    starts.resize(blocks + 1, 0);
    for &e in &list {
        starts[block(e) + 1] += 1;
    }
    for b in 0..blocks {
        starts[b + 1] += starts[b];
    }
    let out = &mut sorting.out;
    out.clear();
    out.resize(list.len(), 0);
    for &e in &list {
        let at = &mut starts[block(e)];
        out[*at as usize] = e;
        *at += 1;
    }
    std::mem::swap(&mut list, out);
    list
}

fn push(list: &mut Vec<Vec<u32>>, d: u16, entry: u32) {
    let d = d as usize;
    if list.len() <= d {
        list.resize_with(d + 1, Vec::new);
    }
    list[d].push(entry);
}
