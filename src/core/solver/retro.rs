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
//! Since every position is settled at the first distance that proves its
//! value, and distances are taken in order, wins are the shortest and
//! losses the longest.

use super::layout::{Layout, Squares};
use super::material::Material;
use super::men::{self, Moves, Step};
use super::value::{code, Value};
use super::Tables;
use crate::core::{EnPassant, Piece, Promotion, Role, RuleSet, Stalemate};
use std::collections::HashMap;

/// A way out of the table: the man taken (if any), the pawn promoted and
/// its new role (if any), and where the remaining men go in the smaller
/// table.
struct Exit {
    victim: Option<usize>,
    promoted: Option<(usize, Role)>,
    table: usize,
    /// For each man of the smaller table, its number in this one.
    slots: Vec<usize>,
}

/// How often the progress callback is called (in positions).
const PROGRESS_EVERY: usize = 1 << 16;

pub(super) struct Solver<'a> {
    layout: Layout,
    promotions: [Vec<Role>; 2],
    stalemate: Stalemate,
    tables: &'a Tables,
    exits: Vec<Exit>,
    values: Vec<u16>,
    counts: Vec<u8>,
    /// The best exit of each node as a value code ([`code::INVALID`]
    /// without one), read once more when its last in-table move is lost.
    best_exits: Vec<u16>,
    /// Positions whose side to move may take en passant: their numbers
    /// after the plain positions, by the plain position's number.
    ep_of: HashMap<u32, u32>,
    /// For each such position: the plain number and the square passed.
    ep_nodes: Vec<(u32, u8)>,
    /// Positions settled at each distance, to be propagated.
    settled: Vec<Vec<u32>>,
    /// Positions with a winning exit at each distance.
    exit_wins: Vec<Vec<u32>>,
}

impl<'a> Solver<'a> {
    pub fn new(material: &Material, rules: &RuleSet, tables: &'a Tables) -> Solver<'a> {
        let layout = Layout::new(material);
        let only_lost = matches!(
            rules.promotion,
            Promotion::OnlyLostPieces | Promotion::MissingPiece
        );
        let promotions = [
            material.promotion_roles(crate::core::Color::White, only_lost),
            material.promotion_roles(crate::core::Color::Black, only_lost),
        ];
        let mut solver = Solver {
            exits: Vec::new(),
            values: vec![code::DRAW; layout.size],
            counts: vec![0; layout.size],
            best_exits: vec![code::INVALID; layout.size],
            layout,
            promotions,
            stalemate: rules.stalemate,
            tables,
            ep_of: HashMap::new(),
            ep_nodes: Vec::new(),
            settled: Vec::new(),
            exit_wins: Vec::new(),
        };
        solver.exits = solver.all_exits();
        if rules.en_passant == EnPassant::Allowed {
            solver.find_en_passant_nodes();
        }
        solver
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
        let table = self.tables.position_of(&material)?;
        let sub = &self.tables.tables[table].layout;
        let mut slots = Vec::with_capacity(sub.len());
        let mut used = vec![false; left.len()];
        for want in &sub.pieces {
            let i = (0..left.len()).find(|&i| !used[i] && left[i].1 == *want)?;
            used[i] = true;
            slots.push(left[i].0);
        }
        Some(Exit {
            victim,
            promoted,
            table,
            slots,
        })
    }

    fn find_en_passant_nodes(&mut self) {
        let pieces = &self.layout.pieces;
        let pawn_of = |c| {
            pieces.iter().any(|p| {
                *p == Piece {
                    color: c,
                    role: Role::Pawn,
                }
            })
        };
        if !(pawn_of(crate::core::Color::White) && pawn_of(crate::core::Color::Black)) {
            return;
        }
        for idx in 0..self.layout.size {
            let (white, sq) = self.layout.decode(idx);
            if !self.layout.is_canonical(idx, white, &sq) || !men::is_valid(pieces, &sq, white) {
                continue;
            }
            if let Some(t) = men::en_passant_target(pieces, &sq, white) {
                let id = (self.layout.size + self.ep_nodes.len()) as u32;
                self.ep_of.insert(idx as u32, id);
                self.ep_nodes.push((idx as u32, t));
            }
        }
        let extra = self.ep_nodes.len();
        self.values.resize(self.layout.size + extra, code::DRAW);
        self.counts.resize(self.layout.size + extra, 0);
        self.best_exits
            .resize(self.layout.size + extra, code::INVALID);
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

    /// The value, for the side that moved, of a move of man `k` that
    /// leaves the table.
    fn exit_value(&self, k: usize, step: Step, after: &Squares, white: bool) -> Value {
        let (victim, promoted) = match step {
            Step::Capture(v) | Step::EnPassant(v) => (Some(v), None),
            Step::Promote(role, victim) => (victim, Some((k, role))),
            Step::Quiet | Step::Double => (None, None),
        };
        let Some(exit) = self
            .exits
            .iter()
            .find(|e| e.victim == victim && e.promoted == promoted)
        else {
            return Value::Draw;
        };
        let table = &self.tables.tables[exit.table];
        let mut sub = [super::layout::OFF; super::material::MAX_MEN];
        for (i, &k) in exit.slots.iter().enumerate() {
            sub[i] = after[k];
        }
        let value = table
            .layout
            .canonical_index(!white, &sub)
            .and_then(|i| code::decode(table.values[i]));
        debug_assert!(value.is_some(), "an exit to no position");
        value.unwrap_or(Value::Draw).before_move()
    }

    /// The in-table move count and the best exit of a node, and whether it
    /// has any move.
    fn scan(&self, id: usize) -> (u8, Option<Value>, bool) {
        let (white, sq, ep) = self.node(id);
        let mut count = 0u8;
        let mut best: Option<Value> = None;
        let mut any = false;
        self.moves().for_each(&sq, white, ep, |k, step, after| {
            any = true;
            if step.is_quiet() {
                count += 1;
                return;
            }
            let v = self.exit_value(k, step, after, white);
            best = Some(best.map_or(v, |b| b.max(v)));
        });
        (count, best, any)
    }

    fn push(list: &mut Vec<Vec<u32>>, d: u16, id: usize) {
        let d = d as usize;
        if list.len() <= d {
            list.resize_with(d + 1, Vec::new);
        }
        list[d].push(id as u32);
    }

    fn settle(&mut self, id: usize, value: Value) {
        self.values[id] = code::encode(value);
        if let Some(d) = value.plies() {
            Solver::push(&mut self.settled, d, id);
        }
    }

    fn init_node(&mut self, id: usize) {
        let (white, sq, _) = self.node(id);
        let plain = id >= self.layout.size || self.layout.is_canonical(id, white, &sq);
        if !plain || !men::is_valid(&self.layout.pieces, &sq, white) {
            self.values[id] = code::INVALID;
            return;
        }
        let (count, best, any) = self.scan(id);
        self.counts[id] = 2 * count;
        if let Some(best) = best {
            self.best_exits[id] = code::encode(best);
        }
        if !any {
            let us = if white {
                crate::core::Color::White
            } else {
                crate::core::Color::Black
            };
            if men::king_attacked(&self.layout.pieces, &sq, us) {
                self.settle(id, Value::Loss(0));
            } else {
                match self.stalemate {
                    Stalemate::Draw => {}
                    Stalemate::StalematerWins => self.settle(id, Value::Loss(0)),
                    Stalemate::StalematerLoses => self.settle(id, Value::Win(0)),
                }
            }
            return;
        }
        match best {
            Some(Value::Win(k)) => Solver::push(&mut self.exit_wins, k, id),
            Some(Value::Loss(e)) if count == 0 => self.settle(id, Value::Loss(e)),
            _ => {}
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

    /// The nodes that lead to a node by a move that keeps the material,
    /// each with its weight; returns the node's own weight (see
    /// [`Layout::weight`]).
    fn predecessors(&self, id: usize, out: &mut Vec<(u32, u8)>) -> u8 {
        out.clear();
        let (white, sq, ep) = self.node(id);
        // Most tables have no en passant nodes: no hashing then.
        let any_ep = !self.ep_nodes.is_empty();
        let has_twin = any_ep && ep.is_none() && self.ep_of.contains_key(&(id as u32));
        men::for_each_unmove(&self.layout.pieces, &sq, white, |before, k, double| {
            match ep {
                // Only the double step of the pawn that may be taken.
                Some(t) => {
                    let passed = sq[k].abs_diff(t) == 8;
                    if !double || !passed {
                        return;
                    }
                }
                // That double step leads to the twin that may take.
                None if double && has_twin => return,
                None => {}
            }
            if let Some((p, w)) = self.layout.canonical(!white, before) {
                out.push((p as u32, w));
                if let Some(&e) = any_ep.then(|| self.ep_of.get(&(p as u32))).flatten() {
                    out.push((e, w));
                }
            }
        });
        self.layout.weight(&sq)
    }

    fn propagate(&mut self, id: usize, d: u16, preds: &mut Vec<(u32, u8)>) {
        let lost = matches!(code::decode(self.values[id]), Some(Value::Loss(_)));
        let weight = self.predecessors(id, preds);
        for &(p, pw) in preds.iter() {
            let p = p as usize;
            if self.values[p] != code::DRAW {
                continue;
            }
            if lost {
                self.settle(p, Value::Win(d + 1));
                continue;
            }
            // Counts are kept doubled: one move found backwards stands for
            // a half, one or two moves of the stored board.
            let step = 2 * pw / weight;
            debug_assert!(self.counts[p] >= step, "counter below zero");
            self.counts[p] = self.counts[p].saturating_sub(step);
            if self.counts[p] == 0 {
                if let Some(x) = self.loss_when_all_lost(p, d) {
                    self.settle(p, Value::Loss(x));
                }
            }
        }
    }

    /// Solves the table, reporting `(done, total)` positions to `progress`.
    pub fn run(mut self, progress: &mut dyn FnMut(u64, u64)) -> (Vec<u16>, HashMap<u32, u32>) {
        let nodes = self.values.len();
        let total = 2 * nodes as u64;
        for id in 0..nodes {
            self.init_node(id);
            if id.is_multiple_of(PROGRESS_EVERY) {
                progress(id as u64, total);
            }
        }
        let mut preds = Vec::new();
        let mut done = 0usize;
        let mut d = 0usize;
        while d < self.settled.len().max(self.exit_wins.len()) {
            let plies = d as u16;
            if let Some(pending) = self.exit_wins.get_mut(d).map(std::mem::take) {
                for id in pending {
                    if self.values[id as usize] == code::DRAW {
                        self.settle(id as usize, Value::Win(plies));
                    }
                }
            }
            let list = self
                .settled
                .get_mut(d)
                .map(std::mem::take)
                .unwrap_or_default();
            for id in list {
                self.propagate(id as usize, plies, &mut preds);
                done += 1;
                if done.is_multiple_of(PROGRESS_EVERY) {
                    progress((nodes + done.min(nodes)) as u64, total);
                }
            }
            d += 1;
        }
        progress(total, total);
        (self.values, self.ep_of)
    }
}
