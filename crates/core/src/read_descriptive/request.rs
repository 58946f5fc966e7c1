//! A move as a reader wrote it, before it meets a position: "a knight to
//! a bishop's third", "the pawn takes a pawn", "castle with the king to b1
//! and the rook to e1". Such a request names no rules; it is matched
//! against the legal moves of a position under each code, so one written
//! game is read under every code, and a way of castling that the core
//! learns later is read with no change here.

use crate::{Bitboard, Color, Move, Position, Refusal, RefusalKind, Role, Square};

/// The king's or the queen's side of the board, as the sources name men
/// and files ("the king's knight", "the queen's bishop's file").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Files e to h.
    King,
    /// Files a to d.
    Queen,
}

/// A file as the descriptive notation names it: `K` (the king's file),
/// `QB` (the queen's bishop's file), or `B` (either bishop's file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FileName {
    /// `K` or `Q` in front, if written.
    pub side: Option<Side>,
    /// The piece whose file it is (rook, knight or bishop); `None` for the
    /// king's or the queen's own file.
    pub piece: Option<Role>,
}

impl FileName {
    /// The files (a = bit 0) this name can mean; 0 if it means none.
    #[must_use]
    pub fn files(self) -> u8 {
        let pair = |queen_side: u8, king_side: u8| match self.side {
            Some(Side::Queen) => 1 << queen_side,
            Some(Side::King) => 1 << king_side,
            None => (1 << queen_side) | (1 << king_side),
        };
        match self.piece {
            None => match self.side {
                Some(Side::Queen) => 1 << 3,
                Some(Side::King) => 1 << 4,
                None => 0,
            },
            Some(Role::Rook) => pair(0, 7),
            Some(Role::Knight) => pair(1, 6),
            Some(Role::Bishop) => pair(2, 5),
            Some(_) => 0,
        }
    }
}

/// A square named from the mover's side: a file name and a rank (1 is the
/// mover's first rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareName {
    /// The file.
    pub file: FileName,
    /// The rank from the mover's side, 1 to 8.
    pub rank: u8,
}

impl SquareName {
    /// The squares this name can mean for `mover`.
    #[must_use]
    pub fn squares(self, mover: Color) -> Bitboard {
        let Some(rank) = absolute_rank(self.rank, mover) else {
            return Bitboard::EMPTY;
        };
        files_on_rank(self.file.files(), rank)
    }
}

/// The board's rank index (0 = White's first) of a rank counted from
/// `mover`'s side (1 = his first).
fn absolute_rank(rank: u8, mover: Color) -> Option<u8> {
    if !(1..=8).contains(&rank) {
        return None;
    }
    Some(match mover {
        Color::White => rank - 1,
        Color::Black => 8 - rank,
    })
}

fn files_on_rank(files: u8, rank: u8) -> Bitboard {
    (0..8u8)
        .filter(|f| files & (1 << f) != 0)
        .filter_map(|f| Square::from_coords(f, rank))
        .collect()
}

/// A man as written: its kind, and what tells it from its fellows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ManName {
    /// What the man is.
    pub role: Role,
    /// For a pawn, the file it stands on ("the king's bishop's pawn"); for
    /// a piece, the side it started from ("the queen's knight").
    pub file: Option<FileName>,
    /// The square it stands on, if written (`R(QR1)-Q1`, `PxP(K4)`).
    pub square: Option<SquareName>,
}

/// What the man does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Moves to a square (`P-K4`, "P. to K. 4th").
    To(SquareName),
    /// Takes a man (`QxP`, "Q. takes K. B. P.").
    Takes(ManName),
    /// A pawn goes straight ahead so many squares, taking nothing ("king's
    /// pawn one square", Laws of the Game 15; "K. P. two").
    Forward(u8),
    /// The waiting pawn, standing on the last rank, becomes a piece where
    /// it stands (`P(QR8)=B`, "P. (Q. R. 8th), and becomes a B.").
    Exchange,
}

/// The square `steps` squares ahead of `from` for `mover`, if on the board.
fn ahead(from: Square, steps: u8, mover: Color) -> Option<Square> {
    let rank = match mover {
        Color::White => from.rank().checked_add(steps)?,
        Color::Black => from.rank().checked_sub(steps)?,
    };
    Square::from_coords(from.file(), rank)
}

/// A move in the descriptive notation, compact or in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DescriptiveMove {
    /// The man that moves.
    pub mover: ManName,
    /// Where it goes or what it takes.
    pub action: Action,
    /// The piece a pawn becomes, if written.
    pub promotion: Option<Role>,
    /// Whether the text announces check (used only to tell candidates
    /// apart).
    pub check: bool,
}

/// A castling as written: the side, and the king's and the rook's squares
/// when they are named. Files only: a castling stays on the first rank.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastleRequest {
    /// `Some(true)` for the king's side (`O-O`), `Some(false)` for the
    /// queen's (`O-O-O`), `None` when the text does not say.
    pub king_side: Option<bool>,
    /// The files the king may go to (a = bit 0), if named.
    pub king_files: Option<u8>,
    /// The files the rook may go to, if named.
    pub rook_files: Option<u8>,
}

/// A move as written, in any notation the readers know.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveRequest {
    /// Standard algebraic notation, read by the core (`e4`, `Nxf7+`).
    San(String),
    /// A castling, in any of its written forms.
    Castle(CastleRequest),
    /// The English descriptive notation, compact or in words.
    Descriptive(DescriptiveMove),
    /// Notice given to count fifty moves (Laws of the Game 19).
    Notice,
    /// A draw claimed (FIDE 9.2, 9.3): not a move, but a step of the line
    /// as the study writes it (`claim`).
    Claim,
}

/// What a written move is in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// Exactly one legal move fits.
    Move(Move),
    /// Several legal moves fit: the reader picks one.
    Ambiguous(Vec<Move>),
    /// No legal move fits; the rules refuse the move meant, with the law.
    Refused(Refusal),
    /// The text makes no sense in this position (no such man at all).
    Unreadable(String),
}

/// Where each man on the board started, so that "the king's knight" and
/// "the queen's rook" can be told apart after they have moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origins {
    start: [Option<Square>; 64],
}

impl Origins {
    /// Every man of `position` counted as starting where it stands.
    #[must_use]
    pub fn new(position: &Position) -> Origins {
        let mut start = [None; 64];
        for (sq, _) in position.board().pieces() {
            start[sq.index()] = Some(sq);
        }
        Origins { start }
    }

    /// The square the man now on `sq` started from.
    #[must_use]
    pub fn origin(&self, sq: Square) -> Option<Square> {
        self.start[sq.index()]
    }

    /// Follows a legal move.
    pub fn follow(&mut self, m: &Move) {
        if m.is_exchange() {
            return;
        }
        if m.is_en_passant() {
            if let Some(taken) = Square::from_coords(m.to().file(), m.from().rank()) {
                self.start[taken.index()] = None;
            }
        }
        let king = self.start[m.from().index()];
        let rook = m
            .castle_rook()
            .map(|(from, to)| (to, self.start[from.index()]));
        if let Some((from, _)) = m.castle_rook() {
            self.start[from.index()] = None;
        }
        self.start[m.from().index()] = None;
        self.start[m.to().index()] = king;
        if let Some((to, origin)) = rook {
            self.start[to.index()] = origin;
        }
    }
}

impl MoveRequest {
    /// The legal move of `position` this text stands for, the candidates
    /// if several fit, or why none does. `origins` tells "the king's
    /// knight" from "the queen's knight".
    #[must_use]
    pub fn resolve(&self, position: &Position, origins: &Origins) -> Resolution {
        match self {
            MoveRequest::San(text) => resolve_san(position, text),
            MoveRequest::Castle(castle) => castle.resolve(position),
            MoveRequest::Descriptive(d) => d.resolve(position, origins),
            MoveRequest::Notice => {
                Resolution::Unreadable("a notice to count fifty moves is not a move".to_string())
            }
            MoveRequest::Claim => {
                Resolution::Unreadable("a claim of a draw is not a move".to_string())
            }
        }
    }
}

fn resolve_san(position: &Position, text: &str) -> Resolution {
    use crate::NotationError;
    match position.parse_san(text) {
        Ok(m) => Resolution::Move(m),
        Err(NotationError::Refused(refusal)) => Resolution::Refused(refusal),
        Err(NotationError::Ambiguous { candidates, .. }) => Resolution::Ambiguous(
            position
                .legal_moves()
                .iter()
                .filter(|m| candidates.contains(&m.to_uci()))
                .copied()
                .collect(),
        ),
        Err(error) => Resolution::Unreadable(error.to_string()),
    }
}

fn one_or_many(moves: Vec<Move>) -> Option<Resolution> {
    match moves.len() {
        0 => None,
        1 => Some(Resolution::Move(moves[0])),
        _ => Some(Resolution::Ambiguous(moves)),
    }
}

impl CastleRequest {
    fn fits(&self, m: &Move) -> bool {
        let king_side = m.to().file() > m.from().file();
        let file_in = |mask: u8, file: u8| mask & (1 << file) != 0;
        match (self.king_files, self.rook_files) {
            (None, None) => m.is_usual_castle() && self.king_side.unwrap_or(true) == king_side,
            (kings, rooks) => {
                kings.is_none_or(|k| file_in(k, m.to().file()))
                    && rooks.is_none_or(|r| {
                        m.castle_rook()
                            .is_some_and(|(_, rook_to)| file_in(r, rook_to.file()))
                    })
            }
        }
    }

    /// The legal castling asked for, the candidates, or the refusal.
    #[must_use]
    pub fn resolve(&self, position: &Position) -> Resolution {
        let mut fits: Vec<Move> = position
            .legal_moves()
            .iter()
            .filter(|m| m.is_castle() && self.fits(m))
            .copied()
            .collect();
        if fits.len() > 1 {
            // Unqualified, "castles" is on the king's side, as in the books.
            let side = self.king_side.unwrap_or(true);
            let on_side: Vec<Move> = fits
                .iter()
                .filter(|m| (m.to().file() > m.from().file()) == side)
                .copied()
                .collect();
            if !on_side.is_empty() {
                fits = on_side;
            }
        }
        one_or_many(fits).unwrap_or_else(|| self.refusal(position))
    }

    /// Asks the core why the castling meant is not allowed, by writing it
    /// in SAN with the king's and the rook's squares.
    fn refusal(&self, position: &Position) -> Resolution {
        let king_side = self.king_side.unwrap_or_else(|| {
            // "K. to R. sq." names two files: the king's side unless only
            // the queen's is meant.
            self.king_files.is_none_or(|k| k & 0xf0 != 0)
        });
        let side_mask: u8 = if king_side { 0xe0 } else { 0x0f };
        let pick = |mask: Option<u8>, side: u8| {
            mask.map(|m| if m & side != 0 { m & side } else { m })
                .filter(|m| *m != 0)
                .map(|m| {
                    if king_side {
                        7 - m.leading_zeros()
                    } else {
                        m.trailing_zeros()
                    }
                })
        };
        let back = position.turn().back_rank();
        let square = |file: u32| Square::from_coords(file as u8, back).map(Square::name);
        let named: Vec<String> = [
            pick(self.king_files, side_mask)
                .and_then(square)
                .map(|s| format!("K{s}")),
            pick(self.rook_files, if king_side { 0xf0 } else { 0x0f })
                .and_then(square)
                .map(|s| format!("R{s}")),
        ]
        .into_iter()
        .flatten()
        .collect();
        let mut text = if king_side { "O-O" } else { "O-O-O" }.to_string();
        if !named.is_empty() {
            text = format!("{text}({})", named.join(","));
        }
        match resolve_san(position, &text) {
            Resolution::Refused(refusal) => Resolution::Refused(refusal),
            // The core reads the SAN as another castling than the one
            // written: this way is not among the code's.
            _ => Resolution::Refused(Refusal::new(
                RefusalKind::CastlingNotAllowed,
                position.cite(crate::RulePoint::CastlingWays),
                "This is not one of the ways of castling allowed here",
            )),
        }
    }
}

impl ManName {
    /// Whether the man on `sq` (of the mover's side or the other) fits the
    /// name's file or side of origin.
    fn fits_file(&self, sq: Square, origins: &Origins) -> bool {
        let Some(file) = self.file else {
            return true;
        };
        let files = file.files();
        let on = |f: u8| files & (1 << f) != 0;
        if self.role == Role::Pawn {
            return on(sq.file());
        }
        match origins.origin(sq) {
            // A man's side of origin: "the king's knight" started on g1/g8.
            Some(origin) if file.piece.is_some() => on(origin.file()),
            Some(origin) => match file.side {
                Some(Side::King) => origin.file() >= 4,
                Some(Side::Queen) => origin.file() < 4,
                None => true,
            },
            None => true,
        }
    }

    fn fits_square(&self, sq: Square, owner: Color) -> bool {
        self.square
            .is_none_or(|name| name.squares(owner).contains(sq))
    }
}

impl DescriptiveMove {
    /// Whether the legal move `m` fits, with or without the file or side
    /// of origin (`strict`).
    fn fits(&self, position: &Position, origins: &Origins, m: &Move, strict: bool) -> bool {
        let us = position.turn();
        if m.is_castle() || m.role() != self.mover.role || !self.mover.fits_square(m.from(), us) {
            return false;
        }
        if strict && !self.mover.fits_file(m.from(), origins) {
            return false;
        }
        if self.promotion.is_some() && m.promotion() != self.promotion {
            return false;
        }
        match self.action {
            // A move to a square is not the waiting pawn's exchange, which
            // names the square it stands on, not one it goes to.
            Action::To(square) => {
                !m.is_capture() && !m.is_exchange() && square.squares(us).contains(m.to())
            }
            Action::Exchange => m.is_exchange(),
            Action::Takes(man) => {
                m.captured() == Some(man.role)
                    && man.fits_square(m.to(), us)
                    && (!strict || man.fits_file(m.to(), origins))
            }
            Action::Forward(steps) => {
                m.role() == Role::Pawn
                    && !m.is_capture()
                    && ahead(m.from(), steps, us) == Some(m.to())
            }
        }
    }

    /// The legal move meant, the candidates, or the refusal.
    #[must_use]
    pub fn resolve(&self, position: &Position, origins: &Origins) -> Resolution {
        let moves = position.legal_moves();
        let pick = |strict: bool| -> Vec<Move> {
            moves
                .iter()
                .filter(|m| self.fits(position, origins, m, strict))
                .copied()
                .collect()
        };
        let mut fits = pick(true);
        if fits.is_empty() {
            // A man named by its side of origin may be a promoted one.
            fits = pick(false);
        }
        self.narrow(position, &mut fits);
        one_or_many(fits).unwrap_or_else(|| self.refusal(position, origins))
    }

    /// Among several fits: a queen when the promotion is not written, and
    /// the moves that check when the text says check.
    fn narrow(&self, position: &Position, fits: &mut Vec<Move>) {
        if self.promotion.is_none() && fits.iter().any(|m| m.promotion().is_some()) {
            let first = fits[0];
            if fits
                .iter()
                .all(|m| m.from() == first.from() && m.to() == first.to())
            {
                if let Some(queen) = fits.iter().find(|m| m.promotion() == Some(Role::Queen)) {
                    *fits = vec![*queen];
                }
            }
        }
        if fits.len() > 1 && self.check {
            let checking: Vec<Move> = fits
                .iter()
                .filter(|m| position.play(m).is_ok_and(|next| next.is_check()))
                .copied()
                .collect();
            if !checking.is_empty() {
                *fits = checking;
            }
        }
    }

    /// Why no legal move fits: the core's reason for the likeliest man and
    /// square, preferring a reason of law to a false move.
    fn refusal(&self, position: &Position, origins: &Origins) -> Resolution {
        let us = position.turn();
        let board = position.board();
        let men: Vec<Square> = board
            .by_color(us)
            .iter()
            .filter(|&sq| board.role_at(sq) == Some(self.mover.role))
            .filter(|&sq| self.mover.fits_square(sq, us) && self.mover.fits_file(sq, origins))
            .collect();
        let targets: Vec<Square> = match self.action {
            Action::To(square) => square.squares(us).iter().collect(),
            Action::Forward(steps) => men
                .iter()
                .filter_map(|&from| ahead(from, steps, us))
                .collect(),
            Action::Exchange => men.clone(),
            Action::Takes(man) => {
                let mut squares: Vec<Square> = board
                    .by_color(us.other())
                    .iter()
                    .filter(|&sq| board.role_at(sq) == Some(man.role))
                    .filter(|&sq| man.fits_square(sq, us) && man.fits_file(sq, origins))
                    .collect();
                if man.role == Role::Pawn && self.mover.role == Role::Pawn {
                    squares.extend(position.double_step_square());
                }
                squares
            }
        };
        let mut best: Option<Refusal> = None;
        for &from in &men {
            for &to in &targets {
                // The waiting pawn is exchanged where it stands.
                if self.action == Action::Exchange && to != from {
                    continue;
                }
                let refusal = match self.promotion {
                    Some(p) => position.refusal_with_promotion(from, to, Some(p)),
                    None => position.refusal(from, to),
                };
                let Some(refusal) = refusal else { continue };
                let better = best.as_ref().is_none_or(|b| {
                    b.kind == RefusalKind::FalseMove && refusal.kind != RefusalKind::FalseMove
                });
                if better {
                    best = Some(refusal);
                }
            }
        }
        match best {
            Some(refusal) => Resolution::Refused(refusal),
            None if men.is_empty() => Resolution::Unreadable(format!(
                "{} has no {} that fits",
                us.name(),
                self.mover.role.name()
            )),
            None => Resolution::Unreadable(format!(
                "no {} of {} can make this move",
                self.mover.role.name(),
                us.name()
            )),
        }
    }
}
