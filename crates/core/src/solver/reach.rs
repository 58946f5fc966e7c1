//! The part of each table a solve needs: the positions its start can
//! reach.
//!
//! A pawn never moves back, and inside one table (no capture, no
//! promotion) it never leaves its file. So from a position of king and
//! pawn against king and pawn only the positions whose pawns stand on
//! squares they can still reach matter: with the pawns on d2 and d4,
//! three of the 2,304 pawn placements. The rest of the table cannot
//! change the verdict, the ranking of the moves, or any position the
//! game can come to: the value of a position hangs only on the values of
//! the positions its moves reach, so retrograde analysis over a set of
//! positions closed under moves gives each of them exactly the value it
//! has in the whole table.
//!
//! The set is taken by pawn *slices* (the positions with the pawns on
//! given squares, the kings and pieces anywhere, see
//! [`Layout::pawn_slice`]), found by following the pawns alone: their
//! steps forward (a pawn in the way blocks), their captures (of a pawn
//! beside them, of a piece that may stand anywhere, en passant), the
//! captures of a pawn by a king or a piece, and promotion, which leads
//! into the table of the new piece. Where the kings and pieces could
//! stand is not followed: a slice is kept whole, so the set is larger
//! than what can be reached, never smaller, and still closed under moves.
//! It is closed under the two symmetries the solver uses as well (the
//! left-right mirror and the colour image, see `Graph::colour_image` and
//! `mirror_copies`), so that a table read through them is read inside
//! its part.
//!
//! Only tables of four men with a pawn are cut so: a table of three men
//! takes milliseconds whole, and tables without pawns have one slice.

use super::layout::{Layout, Squares, OFF};
use super::material::{Material, MAX_MEN};
use crate::{Board, Color, Piece, Role};
use std::collections::{HashMap, HashSet};

/// Pawn slices of one table, one bit each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slices {
    bits: Vec<u64>,
}

impl Slices {
    fn none(count: usize) -> Slices {
        Slices {
            bits: vec![0; count.div_ceil(64)],
        }
    }

    fn insert(&mut self, slice: usize) {
        if let Some(word) = self.bits.get_mut(slice / 64) {
            *word |= 1 << (slice % 64);
        }
    }

    /// Whether slice number `slice` is in.
    #[must_use]
    pub fn contains(&self, slice: usize) -> bool {
        self.bits
            .get(slice / 64)
            .is_some_and(|w| w & (1 << (slice % 64)) != 0)
    }

    /// Whether every slice of `self` is in `other`.
    #[must_use]
    pub fn within(&self, other: &Slices) -> bool {
        self.bits.len() == other.bits.len()
            && self.bits.iter().zip(&other.bits).all(|(a, b)| a & !b == 0)
    }

    /// How many slices are in.
    #[must_use]
    pub fn count(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether these are slices of a table of `material`.
    #[must_use]
    pub fn fits(&self, material: &Material) -> bool {
        self.bits.len() == slice_count(material).div_ceil(64)
    }

    /// The slices as text, for a message between workers: the words in
    /// hexadecimal, joined by commas.
    #[must_use]
    pub fn to_text(&self) -> String {
        let words: Vec<String> = self.bits.iter().map(|w| format!("{w:x}")).collect();
        words.join(",")
    }

    /// Reads [`Slices::to_text`] for a table of `material`; `None` if the
    /// text is not its slices.
    #[must_use]
    pub fn from_text(material: &Material, text: &str) -> Option<Slices> {
        let bits: Vec<u64> = (text.split(','))
            .map(|w| u64::from_str_radix(w, 16).ok())
            .collect::<Option<_>>()?;
        let slices = Slices { bits };
        slices.fits(material).then_some(slices)
    }
}

/// How many pawn slices a table of `material` has.
fn slice_count(material: &Material) -> usize {
    let layout = Layout::new(material);
    layout.size / layout.pawn_slice()
}

/// The slices each table of a solve needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Every table whole (the counts of a material, the tests).
    whole: bool,
    /// The slices of each table cut ([`is_cut`]) that is needed at all.
    parts: HashMap<Material, Slices>,
}

/// A table's pawns: each pawn with its square, in a fixed order.
type Pawns = Vec<(Piece, u8)>;

impl Reach {
    /// Every table whole.
    #[must_use]
    pub fn whole() -> Reach {
        Reach {
            whole: true,
            parts: HashMap::new(),
        }
    }

    /// The slices a table of `material` needs (none: the table is not
    /// needed); `None`: the whole table.
    #[must_use]
    pub fn slices(&self, material: &Material) -> Option<Slices> {
        if self.whole || !is_cut(material) {
            return None;
        }
        let none = || Slices::none(slice_count(material));
        Some(self.parts.get(material).cloned().unwrap_or_else(none))
    }

    /// Whether some part of a table of `material` is needed.
    #[must_use]
    pub fn needs(&self, material: &Material) -> bool {
        self.whole || !is_cut(material) || self.parts.get(material).is_some_and(|s| s.count() > 0)
    }

    /// The tables' parts the positions of `starts` (each a material and
    /// its men with their squares) can reach, together.
    #[must_use]
    pub fn of_starts(starts: &[(Material, Vec<(Piece, u8)>)]) -> Reach {
        let mut seen: HashSet<(Material, Pawns)> = HashSet::new();
        let mut queue: Vec<(Material, Pawns)> = Vec::new();
        for (material, men) in starts {
            let pawns = pawns_of(men);
            if is_cut(material) && seen.insert((material.clone(), pawns.clone())) {
                queue.push((material.clone(), pawns));
            }
        }
        while let Some((material, pawns)) = queue.pop() {
            for next in successors(&material, &pawns) {
                if is_cut(&next.0) && seen.insert(next.clone()) {
                    queue.push(next);
                }
            }
        }
        let mut reach = Reach {
            whole: false,
            parts: HashMap::new(),
        };
        for (material, pawns) in &seen {
            for (image, image_pawns) in symmetric_images(material, pawns) {
                reach.add(&image, &image_pawns);
            }
        }
        reach
    }

    /// The tables' parts the positions of `boards` can reach, together
    /// (a board whose material cannot be read adds nothing).
    #[must_use]
    pub fn of_boards(boards: &[&Board]) -> Reach {
        let starts: Vec<(Material, Vec<(Piece, u8)>)> = (boards.iter())
            .filter_map(|board| {
                let material = Material::of_board(board).ok()?;
                let men = board.pieces().map(|(s, p)| (p, s.index() as u8));
                Some((material, men.collect()))
            })
            .collect();
        Reach::of_starts(&starts)
    }

    /// The reach as text, for a message between workers: `whole`, or each
    /// cut table's material and slices ([`Slices::to_text`]), `;` apart.
    #[must_use]
    pub fn to_text(&self) -> String {
        if self.whole {
            return "whole".to_string();
        }
        let mut parts: Vec<String> = (self.parts.iter())
            .map(|(m, s)| format!("{m}:{}", s.to_text()))
            .collect();
        parts.sort();
        format!("part;{}", parts.join(";"))
    }

    /// Reads [`Reach::to_text`]; `None` if it cannot.
    #[must_use]
    pub fn from_text(text: &str) -> Option<Reach> {
        if text == "whole" {
            return Some(Reach::whole());
        }
        let mut parts = HashMap::new();
        for part in text
            .strip_prefix("part;")?
            .split(';')
            .filter(|p| !p.is_empty())
        {
            let (name, slices) = part.split_once(':')?;
            let material: Material = name.parse().ok()?;
            if !is_cut(&material) {
                return None;
            }
            let slices = Slices::from_text(&material, slices)?;
            parts.insert(material, slices);
        }
        Some(Reach {
            whole: false,
            parts,
        })
    }

    fn add(&mut self, material: &Material, pawns: &Pawns) {
        let layout = Layout::new(material);
        let Some(slice) = slice_of(&layout, pawns) else {
            return;
        };
        self.parts
            .entry(material.clone())
            .or_insert_with(|| Slices::none(slice_count(material)))
            .insert(slice);
    }
}

/// Whether a table of `material` is built in part: four men with a pawn.
fn is_cut(material: &Material) -> bool {
    material.men().len() + 2 == MAX_MEN && material.has_pawns()
}

/// The pawns among `men`, in a fixed order (colour, then square).
fn pawns_of(men: &[(Piece, u8)]) -> Pawns {
    let mut pawns: Pawns = men
        .iter()
        .copied()
        .filter(|(p, _)| p.role == Role::Pawn)
        .collect();
    pawns.sort_by_key(|(p, s)| (p.color.index(), *s));
    pawns
}

/// The slice of a table holding `pawns`; `None` if they do not fit it.
fn slice_of(layout: &Layout, pawns: &Pawns) -> Option<usize> {
    let mut sq: Squares = [OFF; MAX_MEN];
    let mut used = vec![false; pawns.len()];
    for (k, piece) in layout.pieces.iter().enumerate() {
        if piece.role != Role::Pawn {
            sq[k] = 0;
            continue;
        }
        // Pawns of one colour in increasing order of square, as the
        // table stores men alike.
        let i = (0..pawns.len()).find(|&i| !used[i] && pawns[i].0 == *piece)?;
        used[i] = true;
        sq[k] = pawns[i].1;
    }
    if used.contains(&false) {
        return None;
    }
    layout.slice_of(&sq)
}

/// The four images of a table's pawns under the solver's symmetries: as
/// they stand, mirrored left to right, and the colour image of both
/// (colours swapped, the board turned upside down).
fn symmetric_images(material: &Material, pawns: &Pawns) -> Vec<(Material, Pawns)> {
    let map = |pawns: &Pawns, f: &dyn Fn(Piece, u8) -> (Piece, u8)| {
        let mut out: Pawns = pawns.iter().map(|&(p, s)| f(p, s)).collect();
        out.sort_by_key(|(p, s)| (p.color.index(), *s));
        out
    };
    let mirrored = map(pawns, &|p, s| (p, s ^ 7));
    let swap = |p: Piece, s: u8| {
        let q = Piece {
            color: p.color.other(),
            role: p.role,
        };
        (q, s ^ 56)
    };
    let swapped = material.colours_swapped();
    vec![
        (material.clone(), pawns.clone()),
        (material.clone(), mirrored.clone()),
        (swapped.clone(), map(pawns, &swap)),
        (swapped, map(&mirrored, &swap)),
    ]
}

/// Where one move can take a table's pawns: the same material with a pawn
/// further on, or a smaller or promoted material with the pawns left.
fn successors(material: &Material, pawns: &Pawns) -> Vec<(Material, Pawns)> {
    let mut out = Vec::new();
    let men = material.men();
    let pieces: Vec<Piece> = men
        .iter()
        .copied()
        .filter(|p| p.role != Role::Pawn)
        .collect();
    let occupied = |s: u8| pawns.iter().any(|&(_, q)| q == s);
    let without = |i: usize| -> Pawns {
        let mut left = pawns.clone();
        left.remove(i);
        left
    };
    let moved = |i: usize, to: u8| -> Pawns {
        let mut next = pawns.clone();
        next[i].1 = to;
        next.sort_by_key(|(p, s)| (p.color.index(), *s));
        next
    };
    // A man taken off, a pawn made a piece: the material left.
    let changed = |taken: Option<Piece>, promoted: Option<(Piece, Role)>| {
        let mut left: Vec<Piece> = men.to_vec();
        if let Some(victim) = taken {
            let at = left.iter().position(|&p| p == victim)?;
            left.remove(at);
        }
        if let Some((pawn, role)) = promoted {
            let at = left.iter().position(|&p| p == pawn)?;
            left[at] = Piece {
                color: pawn.color,
                role,
            };
        }
        Material::new(&left).ok()
    };
    let mut add = |m: Option<Material>, p: Pawns| {
        if let Some(m) = m {
            out.push((m, p));
        }
    };
    for (i, &(pawn, from)) in pawns.iter().enumerate() {
        let color = pawn.color;
        let forward = |s: u8| -> Option<u8> {
            match color {
                Color::White => (s < 56).then(|| s + 8),
                Color::Black => (s >= 8).then(|| s - 8),
            }
        };
        let last_rank = |s: u8| s >> 3 == color.last_rank();
        // Arrives on `to`, the pawns then `after` (by a step, or a capture
        // of `taken`); on the last rank it becomes each piece.
        let mut arrive = |to: u8, taken: Option<Piece>, after: Pawns| {
            if last_rank(to) {
                let rest: Pawns = after.into_iter().filter(|&(_, s)| s != to).collect();
                for role in Role::PROMOTIONS {
                    add(changed(taken, Some((pawn, role))), rest.clone());
                }
            } else {
                add(changed(taken, None), after);
            }
        };
        // Steps forward, one or two from the start rank.
        if let Some(one) = forward(from).filter(|&s| !occupied(s)) {
            arrive(one, None, moved(i, one));
            let start_rank = match color {
                Color::White => 1,
                Color::Black => 6,
            };
            if from >> 3 == start_rank {
                if let Some(two) = forward(one).filter(|&s| !occupied(s)) {
                    arrive(two, None, moved(i, two));
                }
            }
        }
        // Captures, diagonally forward.
        let Some(ahead) = forward(from) else { continue };
        let sides = [
            (from & 7 > 0).then(|| ahead - 1),
            (from & 7 < 7).then(|| ahead + 1),
        ];
        // The pawns after this one takes the other side's pawn on `at`,
        // landing on `to`.
        let takes_pawn = |to: u8, at: u8| -> Option<(Piece, Pawns)> {
            let &(victim, _) = pawns.iter().find(|&&(p, s)| p.color != color && s == at)?;
            let mut after = moved(i, to);
            after.retain(|&(p, s)| !(p == victim && s == at));
            Some((victim, after))
        };
        for to in sides.into_iter().flatten() {
            if let Some((victim, after)) = takes_pawn(to, to) {
                arrive(to, Some(victim), after);
            }
            if occupied(to) {
                continue;
            }
            for &victim in pieces.iter().filter(|p| p.color != color) {
                arrive(to, Some(victim), moved(i, to));
            }
            // En passant: the pawn beside, just come two squares.
            let beside = if to > ahead { from + 1 } else { from - 1 };
            let fifth = match color {
                Color::White => 4,
                Color::Black => 3,
            };
            if let Some((victim, after)) = takes_pawn(to, beside).filter(|_| from >> 3 == fifth) {
                arrive(to, Some(victim), after);
            }
        }
        // This pawn taken by a king or a piece of the other side.
        add(changed(Some(pawn), None), without(i));
    }
    // A piece taken by a king or a piece.
    for &victim in &pieces {
        add(changed(Some(victim), None), pawns.clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pawn(color: Color, square: &str) -> (Piece, u8) {
        let sq = crate::Square::from_name(square).expect("a square");
        let piece = Piece {
            color,
            role: Role::Pawn,
        };
        (piece, sq.index() as u8)
    }

    #[test]
    fn blocked_pawns_on_one_file_need_three_slices_and_no_promoted_table() {
        let material: Material = "KPvKP".parse().expect("a material");
        let men = vec![pawn(Color::White, "d2"), pawn(Color::Black, "d4")];
        let reach = Reach::of_starts(&[(material.clone(), men)]);
        // d2/d4, d3/d4, d2/d3, each with its mirror (e-file) and colour
        // image (d5/d7, d5/d6, d6/d7 and their mirrors).
        let slices = reach.slices(&material).expect("cut");
        assert_eq!(slices.count(), 12);
        let queen = reach.slices(&"KQvKP".parse().expect("a material"));
        assert_eq!(queen.map(|s| s.count()), Some(0));
    }

    #[test]
    fn a_pawn_that_can_promote_cuts_the_promoted_table_to_its_file() {
        let material: Material = "KPvKP".parse().expect("a material");
        let men = vec![pawn(Color::White, "a2"), pawn(Color::Black, "h7")];
        let reach = Reach::of_starts(&[(material.clone(), men)]);
        let queen: Material = "KQvKP".parse().expect("a material");
        let part = reach.slices(&queen).expect("cut");
        let part = &part;
        // The black pawn on the h-file (ranks 2 to 7) and its mirror on
        // the a-file; the colour image (KPvKQ's white pawn on a2-a7) adds
        // the same squares turned over: the a- and h-files, 12 slices.
        assert_eq!(part.count(), 12);
        assert!(part.within(part));
        let text = part.to_text();
        assert_eq!(Slices::from_text(&queen, &text).as_ref(), Some(part));
    }

    #[test]
    fn tables_of_three_men_and_without_pawns_are_whole() {
        let material: Material = "KRvKP".parse().expect("a material");
        let men = vec![pawn(Color::Black, "c3")];
        let reach = Reach::of_starts(&[(material.clone(), men)]);
        assert!(reach.slices(&material).is_some());
        assert!(reach.slices(&"KPvK".parse().expect("a material")).is_none());
        assert!(reach
            .slices(&"KRvKQ".parse().expect("a material"))
            .is_none());
        assert_eq!(Reach::from_text(&reach.to_text()), Some(reach.clone()));
        assert!(Reach::whole().slices(&material).is_none());
    }
}
