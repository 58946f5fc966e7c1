//! The tables a solve will build, in an order that respects what each
//! needs, with an estimate of the work of each: so that the work can be
//! shared between two workers (`worker::shared`) and every table still be
//! the one a single [`solve_together`](super::solve_together) would build.

use super::layout::Layout;
use super::{next_materials, plan_builds, promotes_lost_only, Material, Reach, Tables};
use crate::{Color, Role};

/// One table to build: a material under one or more of the sets
/// (readings) solved together, which share its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The material built.
    pub material: Material,
    /// The sets (by their number in the slice planned over) that lack it.
    pub sets: Vec<usize>,
    /// The materials whose tables, in the same sets, this one reads: those
    /// one move leads to, or, for a copy, its colour swap alone.
    pub needs: Vec<Material>,
    /// An estimate of the work, in units of the same scale for every step
    /// (see [`work_of`]).
    pub work: u64,
    /// Built as a copy of its colour swap.
    pub copy: bool,
}

/// The steps that build `material` and every table it needs in each of
/// `sets`, each in the part `reach` gives it, skipping tables already
/// there; each step comes after the
/// steps it needs. Building the steps in this order, each with
/// [`solve_together`](super::solve_together) on its sets, is the same
/// work as one `solve_together` over all.
#[must_use]
pub fn plan(sets: &[&Tables], material: &Material, reach: &Reach) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for (rules, m, lacking) in plan_builds(sets, material, reach, false) {
        // Built as a copy of its colour swap when every set has that
        // (see `mirror_copies`).
        let swapped = m.colours_swapped();
        let has_swap = |i: usize| {
            sets[i].covers(&swapped, reach)
                || (steps.iter()).any(|s| s.material == swapped && s.sets.contains(&i))
        };
        let copy =
            swapped != m && !pawns_of_both_colours(&m) && lacking.iter().all(|&i| has_swap(i));
        let needs = if copy {
            vec![swapped]
        } else {
            next_materials(&m, promotes_lost_only(&rules))
        };
        let work = work_of(&m, reach, lacking.len(), copy);
        steps.push(Step {
            material: m,
            sets: lacking,
            needs,
            work,
            copy,
        });
    }
    steps
}

/// Whether one side has only its king.
fn lone_king(material: &Material) -> bool {
    let has_men =
        |color: Color| (material.men().iter()).any(|p| p.role != Role::King && p.color == color);
    !has_men(Color::White) || !has_men(Color::Black)
}

/// Whether both sides have a pawn: then a table may hold en passant
/// positions, and is never built as a copy.
fn pawns_of_both_colours(material: &Material) -> bool {
    let pawn_of =
        |color: Color| (material.men().iter()).any(|p| p.role == Role::Pawn && p.color == color);
    pawn_of(Color::White) && pawn_of(Color::Black)
}

/// A rough measure of the time a table takes, for sharing work out, not
/// for the reader, fitted to the tables' times measured one by one
/// (natively): the entries, times the passes over them (one
/// scan of the moves, shared by the sets, then one passing on of values
/// per set, about two and a half times the scan: king and queen against
/// king and rook took 0.85 s for one set, 2.03 s for three), times how far
/// the men move (a queen's two-against-two table about two and a half
/// times a knight's; less steeply against a lone king, fitted to the
/// browser's times). A pawn's table takes about a third
/// more per entry, one with two men alike (stored in one order) about two
/// thirds; a material that is its own colour swap is solved for one side
/// to move, half the work, but pawns on both sides (en passant,
/// promotions both ways) about doubles it. A copy of the colour swap
/// reads each entry once (about a fiftieth of building the table). A
/// table built in part (see [`Reach`]) takes its part's share.
#[must_use]
pub fn work_of(material: &Material, reach: &Reach, sets: usize, copy: bool) -> u64 {
    let layout = Layout::new(material);
    let entries = super::work_entries(material, reach) as u64;
    if copy {
        return entries / 4;
    }
    let reach: u64 = material
        .men()
        .iter()
        .map(|p| match p.role {
            Role::Queen => 8,
            Role::Rook => 4,
            Role::Bishop | Role::Pawn => 2,
            _ => 1,
        })
        .sum();
    // Where one side has only its king, the table's time grows more
    // slowly with the other side's reach than where both sides have men
    // (fitted to the browser's times: king, rook and
    // bishop against king took 85 % of king, queen and rook against
    // king, where the other measure said 67 %).
    let mut work = if lone_king(material) {
        entries * (2 + 5 * sets as u64) * (14 + reach) * 6 / (14 * 7)
    } else {
        entries * (2 + 5 * sets as u64) * (6 + reach) / 14
    };
    if material.has_pawns() {
        work = work * 13 / 10;
    }
    if layout.has_alike() {
        // Men alike are stored in one order: half the entries are never
        // positions, but the scan still walks them and some un-moves are
        // indexed afresh (natively king and two queens against king took
        // 64 % of king, queen and rook against king, not half).
        work = work * 2 / 3;
    }
    if material.colours_swapped() == *material {
        work /= 2;
    }
    if pawns_of_both_colours(material) {
        work = work * 9 / 5;
    }
    work
}
