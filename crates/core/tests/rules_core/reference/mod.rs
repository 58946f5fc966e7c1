//! A second move generator, deliberately simple and written apart from the
//! core, to cross-check the node counts of `tests/data/*.perft`: a plain
//! 8x8 array, every pseudo-legal move made on a copy and kept if the mover's
//! king is then not attacked (make and test). It shares nothing with the
//! core but the [`RuleSet`] it reads its four switches from; it is slow, and
//! meant to be.
//!
//! The rules, as the laws give them:
//! - en passant only if [`EnPassant::Allowed`] (Sarratt 15 and N.B.);
//! - castling: king and rook unmoved, king not in check, no man between
//!   them, no square the king passes over or lands on attacked; the usual
//!   way (king to g/c, rook to f/d), or in Italy the four ways a side
//!   (king to g or h, rook to f or e; mirrored on the queen's side)
//!   (Sarratt 16 and note);
//! - after rook odds, with the right kept for an empty corner, the king
//!   castles alone, once per square it may go to (Laws of the Game 8, 16);
//! - promotion to any piece, or only to a lost one; with none lost the
//!   pawn waits on the last rank, and later a whole move exchanges it for a
//!   lost piece (Sarratt 22 and N.B.);
//! - Ponziani (1782), in our words: the king castles to any square up to
//!   the rook's, the rook to any square from the king's new one up to the
//!   king's old one (law IV), and not when the king or the rook would then
//!   attack an enemy man (law V.4); a pawn becomes only a missing piece,
//!   never a bishop on the colour of one left, and a waiting pawn is named,
//!   without losing the turn, as soon as a piece is missing (law III).

use chess_laws_core::{Castling, EnPassant, Promotion, RuleSet};

const KING: u8 = 1;
const QUEEN: u8 = 2;
const ROOK: u8 = 3;
const BISHOP: u8 = 4;
const KNIGHT: u8 = 5;
const PAWN: u8 = 6;

/// A man: colour (0 White, 1 Black) and kind.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Man {
    black: bool,
    kind: u8,
}

/// A position of the reference generator.
#[derive(Clone)]
pub struct Board {
    /// `squares[rank][file]`, rank 0 = White's first rank.
    squares: [[Option<Man>; 8]; 8],
    black_to_move: bool,
    /// Castling rights by corner: [white a, white h, black a, black h].
    rights: [bool; 4],
    en_passant: Option<(usize, usize)>,
}

/// One move: from, to, what the man becomes, and the rook's part of a
/// castling (from file, to file) if any.
#[derive(Clone, Copy)]
struct Step {
    from: (usize, usize),
    to: (usize, usize),
    becomes: u8,
    rook: Option<(usize, usize)>,
    en_passant: bool,
}

const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const ROOK_LINES: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_LINES: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

fn on_board(rank: i32, file: i32) -> Option<(usize, usize)> {
    ((0..8).contains(&rank) && (0..8).contains(&file)).then_some((rank as usize, file as usize))
}

impl Board {
    /// Reads the first four fields of a FEN; `None` if they are not one.
    pub fn from_fen(fen: &str) -> Option<Board> {
        let mut fields = fen.split_whitespace();
        let mut squares = [[None; 8]; 8];
        for (i, row) in fields.next()?.split('/').enumerate() {
            let rank = 7usize.checked_sub(i)?;
            let mut file = 0;
            for c in row.chars() {
                if let Some(n) = c.to_digit(10) {
                    file += n as usize;
                    continue;
                }
                let kind = match c.to_ascii_lowercase() {
                    'k' => KING,
                    'q' => QUEEN,
                    'r' => ROOK,
                    'b' => BISHOP,
                    'n' => KNIGHT,
                    'p' => PAWN,
                    _ => return None,
                };
                *squares.get_mut(rank)?.get_mut(file)? = Some(Man {
                    black: c.is_ascii_lowercase(),
                    kind,
                });
                file += 1;
            }
        }
        let black_to_move = fields.next()? == "b";
        let castling = fields.next()?;
        let rights = ['Q', 'K', 'q', 'k'].map(|c| castling.contains(c));
        let en_passant = match fields.next()?.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(((r - b'1') as usize, (f - b'a') as usize)),
            _ => None,
        };
        Some(Board {
            squares,
            black_to_move,
            rights,
            en_passant,
        })
    }

    fn at(&self, (rank, file): (usize, usize)) -> Option<Man> {
        self.squares[rank][file]
    }

    fn king(&self, black: bool) -> Option<(usize, usize)> {
        (0..8)
            .flat_map(|r| (0..8).map(move |f| (r, f)))
            .find(|&sq| self.at(sq) == Some(Man { black, kind: KING }))
    }

    /// Whether a man of `by_black`'s side attacks `(rank, file)`.
    fn attacked(&self, (rank, file): (usize, usize), by_black: bool) -> bool {
        let (r, f) = (rank as i32, file as i32);
        let is = |sq: Option<(usize, usize)>, kinds: &[u8]| {
            sq.and_then(|sq| self.at(sq))
                .is_some_and(|m| m.black == by_black && kinds.contains(&m.kind))
        };
        // A pawn attacks diagonally forward; one waiting on its last rank
        // attacks nothing, and that square has no square beyond it.
        let pawn_rank = if by_black { r + 1 } else { r - 1 };
        if is(on_board(pawn_rank, f - 1), &[PAWN]) || is(on_board(pawn_rank, f + 1), &[PAWN]) {
            return true;
        }
        if KNIGHT_JUMPS
            .iter()
            .any(|(dr, df)| is(on_board(r + dr, f + df), &[KNIGHT]))
        {
            return true;
        }
        if KING_STEPS
            .iter()
            .any(|(dr, df)| is(on_board(r + dr, f + df), &[KING]))
        {
            return true;
        }
        let slides = |lines: &[(i32, i32)], kinds: &[u8]| {
            lines.iter().any(|(dr, df)| {
                let (mut rr, mut ff) = (r + dr, f + df);
                while let Some(sq) = on_board(rr, ff) {
                    if let Some(m) = self.at(sq) {
                        return m.black == by_black && kinds.contains(&m.kind);
                    }
                    rr += dr;
                    ff += df;
                }
                false
            })
        };
        slides(&ROOK_LINES, &[ROOK, QUEEN]) || slides(&BISHOP_LINES, &[BISHOP, QUEEN])
    }

    fn count(&self, black: bool, kind: u8) -> usize {
        self.squares
            .iter()
            .flatten()
            .filter(|m| **m == Some(Man { black, kind }))
            .count()
    }

    /// The kinds a pawn may become now on `sq`.
    fn promotions(&self, rules: &RuleSet, sq: (usize, usize)) -> Vec<u8> {
        let black = self.black_to_move;
        let missing = |kind: u8| {
            let at_start = if kind == QUEEN { 1 } else { 2 };
            self.count(black, kind) < at_start
        };
        [QUEEN, ROOK, BISHOP, KNIGHT]
            .into_iter()
            .filter(|&kind| match rules.promotion {
                Promotion::AnyPiece => true,
                Promotion::OnlyLostPieces => missing(kind),
                Promotion::MissingPiece => {
                    missing(kind) && !(kind == BISHOP && self.bishop_on_colour(black, sq))
                }
            })
            .collect()
    }

    /// Whether `black`'s side has a bishop on a square of `sq`'s colour.
    fn bishop_on_colour(&self, black: bool, sq: (usize, usize)) -> bool {
        (0..8).any(|r| {
            (0..8).any(|f| {
                (r + f) % 2 == (sq.0 + sq.1) % 2
                    && self.at((r, f))
                        == Some(Man {
                            black,
                            kind: BISHOP,
                        })
            })
        })
    }

    /// Under Ponziani, the namings due now: each waiting pawn of the mover
    /// with each missing piece it may become.
    fn namings(&self, rules: &RuleSet) -> Vec<Step> {
        if rules.promotion != Promotion::MissingPiece {
            return Vec::new();
        }
        let black = self.black_to_move;
        let last = if black { 0 } else { 7 };
        let mut out = Vec::new();
        for f in 0..8 {
            if self.at((last, f)) != Some(Man { black, kind: PAWN }) {
                continue;
            }
            for becomes in self.promotions(rules, (last, f)) {
                out.push(Step {
                    from: (last, f),
                    to: (last, f),
                    becomes,
                    rook: None,
                    en_passant: false,
                });
            }
        }
        out
    }

    /// Whether a king on `king` or a rook on `rook` attacks a man of the
    /// other side than `black` (Ponziani's law V.4).
    fn king_or_rook_hits(&self, king: (usize, usize), rook: (usize, usize), black: bool) -> bool {
        let enemy = |sq| self.at(sq).is_some_and(|m: Man| m.black != black);
        let king_hits = (-1..=1).any(|dr| {
            (-1..=1).any(|df| {
                (dr, df) != (0, 0)
                    && on_board(king.0 as i32 + dr, king.1 as i32 + df).is_some_and(enemy)
            })
        });
        let rook_hits = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .into_iter()
            .any(|(dr, df)| {
                let (mut r, mut f) = (rook.0 as i32 + dr, rook.1 as i32 + df);
                while let Some(sq) = on_board(r, f) {
                    if let Some(m) = self.at(sq) {
                        return m.black != black;
                    }
                    r += dr;
                    f += df;
                }
                false
            });
        king_hits || rook_hits
    }

    fn push_pawn_step(
        &self,
        rules: &RuleSet,
        from: (usize, usize),
        to: (usize, usize),
        steps: &mut Vec<Step>,
    ) {
        let last = if self.black_to_move { 0 } else { 7 };
        let step = Step {
            from,
            to,
            becomes: PAWN,
            rook: None,
            en_passant: false,
        };
        if to.0 != last {
            steps.push(step);
            return;
        }
        let kinds = self.promotions(rules, to);
        if kinds.is_empty() {
            steps.push(step);
        }
        for becomes in kinds {
            steps.push(Step { becomes, ..step });
        }
    }

    fn pawn_steps(&self, rules: &RuleSet, (r, f): (usize, usize), steps: &mut Vec<Step>) {
        let black = self.black_to_move;
        let (dir, start) = if black { (-1, 6) } else { (1, 1) };
        let (ri, fi) = (r as i32, f as i32);
        if let Some(one) = on_board(ri + dir, fi) {
            if self.at(one).is_none() {
                self.push_pawn_step(rules, (r, f), one, steps);
                if r == start {
                    if let Some(two) = on_board(ri + 2 * dir, fi) {
                        if self.at(two).is_none() {
                            self.push_pawn_step(rules, (r, f), two, steps);
                        }
                    }
                }
            }
        }
        for df in [-1, 1] {
            let Some(to) = on_board(ri + dir, fi + df) else {
                continue;
            };
            match self.at(to) {
                Some(m) if m.black != black => self.push_pawn_step(rules, (r, f), to, steps),
                None if rules.en_passant == EnPassant::Allowed && self.en_passant == Some(to) => {
                    steps.push(Step {
                        from: (r, f),
                        to,
                        becomes: PAWN,
                        rook: None,
                        en_passant: true,
                    });
                }
                _ => {}
            }
        }
    }

    fn piece_steps(&self, (r, f): (usize, usize), kind: u8, steps: &mut Vec<Step>) {
        let black = self.black_to_move;
        let (ri, fi) = (r as i32, f as i32);
        let mut add = |to| {
            steps.push(Step {
                from: (r, f),
                to,
                becomes: kind,
                rook: None,
                en_passant: false,
            });
        };
        let jumps: &[(i32, i32)] = match kind {
            KNIGHT => &KNIGHT_JUMPS,
            KING => &KING_STEPS,
            _ => &[],
        };
        for (dr, df) in jumps {
            if let Some(to) = on_board(ri + dr, fi + df) {
                if self.at(to).is_none_or(|m| m.black != black) {
                    add(to);
                }
            }
        }
        let lines: Vec<(i32, i32)> = match kind {
            ROOK => ROOK_LINES.to_vec(),
            BISHOP => BISHOP_LINES.to_vec(),
            QUEEN => [ROOK_LINES, BISHOP_LINES].concat(),
            _ => Vec::new(),
        };
        for (dr, df) in lines {
            let (mut rr, mut ff) = (ri + dr, fi + df);
            while let Some(to) = on_board(rr, ff) {
                match self.at(to) {
                    None => add(to),
                    Some(m) => {
                        if m.black != black {
                            add(to);
                        }
                        break;
                    }
                }
                rr += dr;
                ff += df;
            }
        }
    }

    /// The castlings of the side to move that the law allows.
    fn castlings(&self, rules: &RuleSet, steps: &mut Vec<Step>) {
        let black = self.black_to_move;
        let rank = if black { 7 } else { 0 };
        if self.at((rank, 4)) != Some(Man { black, kind: KING }) || self.attacked((rank, 4), !black)
        {
            return;
        }
        for (corner, rook_file) in [(0, 0), (1, 7)] {
            if !self.rights[usize::from(black) * 2 + corner] {
                continue;
            }
            let rook_present = self.at((rank, rook_file)) == Some(Man { black, kind: ROOK });
            let alone = !rook_present;
            if alone && (!rules.castling_after_rook_odds || self.at((rank, rook_file)).is_some()) {
                continue;
            }
            let between = if rook_file == 0 { 1..4 } else { 5..7 };
            if between.into_iter().any(|f| self.at((rank, f)).is_some()) {
                continue;
            }
            // (king's file, rook's file) of each way the code allows.
            let ponziani: Vec<(usize, usize)> = if rook_file == 7 {
                (5..=7).flat_map(|k| (4..k).map(move |r| (k, r))).collect()
            } else {
                (0..=3)
                    .flat_map(|k| (k + 1..=4).map(move |r| (k, r)))
                    .collect()
            };
            let ways: &[(usize, usize)] = match (rules.castling, rook_file) {
                (Castling::Standard, 7) => &[(6, 5)],
                (Castling::Standard, _) => &[(2, 3)],
                (Castling::ItalianFree, 7) => &[(6, 5), (6, 4), (7, 5), (7, 4)],
                (Castling::ItalianFree, _) => &[(1, 2), (1, 3), (0, 2), (0, 3)],
                (Castling::Ponziani, _) => &ponziani,
            };
            let mut king_files_done = Vec::new();
            for &(king_file, new_rook_file) in ways {
                let passed = if king_file > 4 {
                    5..=king_file
                } else {
                    king_file..=3
                };
                if passed.into_iter().any(|f| self.attacked((rank, f), !black)) {
                    continue;
                }
                if alone {
                    if king_files_done.contains(&king_file) {
                        continue;
                    }
                    king_files_done.push(king_file);
                }
                let step = Step {
                    from: (rank, 4),
                    to: (rank, king_file),
                    becomes: KING,
                    rook: (!alone).then_some((rook_file, new_rook_file)),
                    en_passant: false,
                };
                let hits = rules.castling == Castling::Ponziani
                    && self.make(&step).king_or_rook_hits(
                        (rank, king_file),
                        (rank, new_rook_file),
                        black,
                    );
                if !hits {
                    steps.push(step);
                }
            }
        }
    }

    fn pseudo_legal(&self, rules: &RuleSet) -> Vec<Step> {
        let black = self.black_to_move;
        let mut steps = Vec::new();
        let last = if black { 0 } else { 7 };
        for r in 0..8 {
            for f in 0..8 {
                let Some(m) = self.at((r, f)) else { continue };
                if m.black != black {
                    continue;
                }
                if m.kind != PAWN {
                    self.piece_steps((r, f), m.kind, &mut steps);
                } else if r != last {
                    self.pawn_steps(rules, (r, f), &mut steps);
                } else if rules.promotion == Promotion::OnlyLostPieces {
                    // The waiting pawn exchanged for a lost piece.
                    for becomes in self.promotions(rules, (r, f)) {
                        steps.push(Step {
                            from: (r, f),
                            to: (r, f),
                            becomes,
                            rook: None,
                            en_passant: false,
                        });
                    }
                }
            }
        }
        self.castlings(rules, &mut steps);
        steps
    }

    fn make(&self, step: &Step) -> Board {
        let mut next = self.clone();
        let black = self.black_to_move;

        let rank = step.from.0;
        next.squares[step.from.0][step.from.1] = None;
        if step.en_passant {
            next.squares[step.from.0][step.to.1] = None;
        }
        if let Some((rook_from, rook_to)) = step.rook {
            next.squares[rank][rook_from] = None;
            next.squares[rank][rook_to] = Some(Man { black, kind: ROOK });
        }
        next.squares[step.to.0][step.to.1] = Some(Man {
            black,
            kind: step.becomes,
        });
        let moved = self.at(step.from).map(|m| m.kind);
        next.en_passant = (moved == Some(PAWN) && step.from.0.abs_diff(step.to.0) == 2)
            .then(|| ((step.from.0 + step.to.0) / 2, step.from.1));
        if moved == Some(KING) {
            next.rights[usize::from(black) * 2] = false;
            next.rights[usize::from(black) * 2 + 1] = false;
        }
        for (i, corner) in [(0, 0), (0, 7), (7, 0), (7, 7)].into_iter().enumerate() {
            if step.from == corner || step.to == corner {
                next.rights[i] = false;
            }
        }
        next.black_to_move = !black;
        next
    }

    /// Ponziani's naming: the pawn becomes the piece, the turn stays.
    fn named(&self, step: &Step) -> Board {
        let mut next = self.clone();
        next.squares[step.to.0][step.to.1] = Some(Man {
            black: self.black_to_move,
            kind: step.becomes,
        });
        next
    }

    /// The positions after each legal move.
    fn children(&self, rules: &RuleSet) -> Vec<Board> {
        let black = self.black_to_move;
        self.pseudo_legal(rules)
            .iter()
            .map(|step| self.make(step))
            .filter(|next| next.king(black).is_some_and(|k| !next.attacked(k, !black)))
            // After a naming that gave check the king is not to be taken.
            .filter(|next| next.king(!black).is_some())
            .collect()
    }

    /// The leaf nodes of the tree of legal moves `depth` plies deep.
    pub fn perft(&self, rules: &RuleSet, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let namings = self.namings(rules);
        if !namings.is_empty() {
            // Naming is not a move: the same depth goes on after it.
            return namings
                .iter()
                .map(|step| self.named(step).perft(rules, depth))
                .sum();
        }
        let children = self.children(rules);
        if depth == 1 {
            return children.len() as u64;
        }
        children.iter().map(|c| c.perft(rules, depth - 1)).sum()
    }
}
