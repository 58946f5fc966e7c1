//! Checked positions: legal moves, playing moves, outcomes.

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::moves::{Move, MoveList, Special};
use super::odds::own_half;
use super::rules::{EnPassant, Promotion, RuleSet};
use super::setup::{board_fen, castling_fen, ParseFenError, Setup};
use super::types::{Color, Piece, Role, Square};
use std::fmt;

/// One way a setup is impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionErrorKind {
    /// A side has no king.
    MissingKing,
    /// A side has more than one king.
    TooManyKings,
    /// A pawn stands on its own first rank, or on its last rank where the
    /// rules do not let it wait there.
    PawnsOnBackRank,
    /// The side that has just moved is in check.
    OppositeCheck,
    /// A castling right whose king or rook is not on its square.
    BadCastlingRights,
    /// An en passant square that no double step of the last move explains.
    BadEnPassant,
    /// More than 16 men, or more than 8 pawns, on one side.
    TooManyPieces,
    /// Odds that remove a man the giver does not have there, or his king.
    BadOdds,
}

impl fmt::Display for PositionErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl PositionErrorKind {
    /// Every kind, in the order of their bits.
    pub const ALL: [PositionErrorKind; 8] = [
        PositionErrorKind::MissingKing,
        PositionErrorKind::TooManyKings,
        PositionErrorKind::PawnsOnBackRank,
        PositionErrorKind::OppositeCheck,
        PositionErrorKind::BadCastlingRights,
        PositionErrorKind::BadEnPassant,
        PositionErrorKind::TooManyPieces,
        PositionErrorKind::BadOdds,
    ];

    /// What is wrong, in words.
    pub const fn message(self) -> &'static str {
        match self {
            PositionErrorKind::MissingKing => "a side has no king",
            PositionErrorKind::TooManyKings => "a side has more than one king",
            PositionErrorKind::PawnsOnBackRank => {
                "a pawn stands on the first or last rank, where the rules allow none"
            }
            PositionErrorKind::OppositeCheck => {
                "the side that has just moved is in check, which cannot happen"
            }
            PositionErrorKind::BadCastlingRights => {
                "a castling right is given to a king or rook that is not on its square"
            }
            PositionErrorKind::BadEnPassant => {
                "the en passant square does not follow a pawn's double step"
            }
            PositionErrorKind::TooManyPieces => "a side has more than 16 men or more than 8 pawns",
            PositionErrorKind::BadOdds => {
                "the odds must remove men of the giver, and never his king"
            }
        }
    }
}

/// Why a [`Setup`] cannot be played: one or more [`PositionErrorKind`]s.
///
/// ```
/// use chess_laws_core::{Position, PositionErrorKind, RuleSet, Setup};
/// let setup = Setup::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1").unwrap();
/// let err = Position::from_setup(&setup, RuleSet::modern()).unwrap_err();
/// assert!(err.contains(PositionErrorKind::MissingKing));
/// assert_eq!(err.to_string(), "Impossible position: a side has no king.");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionError {
    bits: u16,
}

impl PositionError {
    /// No kind yet.
    pub(super) const fn none() -> PositionError {
        PositionError { bits: 0 }
    }

    /// Whether no kind was added.
    pub(super) const fn is_none(&self) -> bool {
        self.bits == 0
    }

    pub(super) fn add(&mut self, kind: PositionErrorKind) {
        self.bits |= 1 << kind as u16;
    }

    /// Whether the error has this kind.
    #[must_use]
    pub fn contains(&self, kind: PositionErrorKind) -> bool {
        self.bits & (1 << kind as u16) != 0
    }

    /// Every kind the error has.
    #[must_use]
    pub fn kinds(&self) -> Vec<PositionErrorKind> {
        PositionErrorKind::ALL
            .into_iter()
            .filter(|k| self.contains(*k))
            .collect()
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let messages: Vec<&str> = self.kinds().iter().map(|k| k.message()).collect();
        write!(f, "Impossible position: {}.", messages.join("; "))
    }
}

impl std::error::Error for PositionError {}

/// A FEN that cannot be read, or that reads as an impossible position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenError {
    /// The text is not a FEN.
    Parse(ParseFenError),
    /// The FEN reads, but the position is impossible.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// A legal position under a [`RuleSet`]: where the men stand, whose turn it
/// is, castling rights, the en passant square, the clocks and the state of
/// odds and of a notice to count fifty moves.
///
/// ```
/// use chess_laws_core::{Code, Position, Square};
/// let pos = Position::start(Code::Modern.rules());
/// assert_eq!(pos.legal_moves().len(), 20);
/// let e4 = pos.parse_san("e4").unwrap();
/// let pos = pos.play(&e4).unwrap();
/// assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// assert_eq!(pos.legal_moves_from(Square::G8).len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// Squares of rooks (or of rooks given as odds) that may castle.
    pub(crate) castling: Bitboard,
    /// The square passed by a double step on the last move, whether or not
    /// the rules allow taking en passant (kept to explain a refusal).
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) rules: RuleSet,
    /// Moves the side to move still makes in a row (odds), the current one
    /// included; 0 or 1 is the usual alternation.
    pub(crate) free_moves: u8,
    /// Whether those free moves are confined to the mover's own half.
    pub(crate) confined: bool,
    /// The halfmove clock when notice was given to count fifty moves; for
    /// the umpire's demand, the ply of the game it was made at.
    pub(crate) notice: Option<u32>,
    /// A draw claimed here, or the fivefold repetition a [`Game`](super::Game)
    /// found here; cleared by the next move.
    pub(crate) drawn: Option<super::draws::Drawn>,
    /// The side that agreed to give odds and began the game even (see
    /// `odds_forgotten.rs`).
    pub(crate) odds_owed: Option<Color>,
    pub(crate) checkers: Bitboard,
}

impl Position {
    /// The start of an even game.
    pub fn start(rules: RuleSet) -> Position {
        let setup = Setup::start();
        Position::new_unchecked(&setup, rules)
    }

    /// Reads a FEN and checks the position under `rules`.
    ///
    /// ```
    /// use chess_laws_core::{FenError, Position, RuleSet};
    /// assert!(Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", RuleSet::modern()).is_ok());
    /// let err = Position::from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1", RuleSet::modern()).unwrap_err();
    /// assert!(matches!(err, FenError::Position(_)));
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] if the text is not a FEN or the position is impossible under `rules`.
    pub fn from_fen(fen: &str, rules: RuleSet) -> Result<Position, FenError> {
        let setup = Setup::from_fen(fen)?;
        Ok(Position::from_setup(&setup, rules)?)
    }

    /// Checks a setup under `rules`.
    ///
    /// # Errors
    ///
    /// A [`PositionError`] with every way the setup is impossible under `rules`.
    pub fn from_setup(setup: &Setup, rules: RuleSet) -> Result<Position, PositionError> {
        let mut err = PositionError::none();
        let board = &setup.board;
        for color in Color::ALL {
            match board.count(color, Role::King) {
                0 => err.add(PositionErrorKind::MissingKing),
                1 => {}
                _ => err.add(PositionErrorKind::TooManyKings),
            }
            let ours = board.by_color(color);
            if ours.count() > 16 || board.count(color, Role::Pawn) > 8 {
                err.add(PositionErrorKind::TooManyPieces);
            }
            let pawns = ours & board.by_role(Role::Pawn);
            let mut forbidden = Bitboard::rank(color.back_rank());
            // A pawn may wait on the last rank only where it must become a
            // lost piece (Sarratt 22, N.B.) or a missing one (Ponziani III).
            if rules.promotion == Promotion::AnyPiece {
                forbidden |= Bitboard::rank(color.last_rank());
            }
            if (pawns & forbidden).any() {
                err.add(PositionErrorKind::PawnsOnBackRank);
            }
        }
        for sq in setup.castling_rights {
            let color = if sq.rank() == 0 {
                Color::White
            } else {
                Color::Black
            };
            let corner = sq.rank() == color.back_rank() && (sq.file() == 0 || sq.file() == 7);
            let king_home = board.king_of(color) == Some(Square::E1.with_rank(color.back_rank()));
            let rook = Piece {
                color,
                role: Role::Rook,
            };
            let rook_there = board.piece_at(sq) == Some(rook);
            // A rook given as odds keeps its right (Laws of the Game 8, 16).
            let phantom = rules.castling_after_rook_odds && !board.occupied().contains(sq);
            if !corner || !king_home || !(rook_there || phantom) {
                err.add(PositionErrorKind::BadCastlingRights);
            }
        }
        if let Some(ep) = setup.ep_square {
            let mover = setup.turn.other();
            let (ep_rank, dir): (u8, i8) = match mover {
                Color::White => (2, 1),
                Color::Black => (5, -1),
            };
            let pawn = Piece {
                color: mover,
                role: Role::Pawn,
            };
            let ok = ep.rank() == ep_rank
                && !board.occupied().contains(ep)
                && Square::new((ep.index() as i8 + 8 * dir) as u8)
                    .is_some_and(|s| board.piece_at(s) == Some(pawn))
                && Square::new((ep.index() as i8 - 8 * dir) as u8)
                    .is_some_and(|s| !board.occupied().contains(s));
            if !ok {
                err.add(PositionErrorKind::BadEnPassant);
            }
        }
        if err.is_none() {
            let them = setup.turn.other();
            if let Some(k) = board.king_of(them) {
                let checkers = board.attacks_to(k, setup.turn, board.occupied());
                if checkers.any() && !checked_by_naming(setup, rules, checkers) {
                    err.add(PositionErrorKind::OppositeCheck);
                }
            }
        }
        if !err.is_none() {
            return Err(err);
        }
        Ok(Position::new_unchecked(setup, rules))
    }

    fn new_unchecked(setup: &Setup, rules: RuleSet) -> Position {
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling_rights,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            rules,
            free_moves: 0,
            confined: false,
            notice: None,
            drawn: None,
            odds_owed: None,
            checkers: Bitboard::EMPTY,
        };
        pos.checkers = pos.compute_checkers();
        pos
    }

    /// The rules in force.
    #[inline]
    #[must_use]
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The men.
    #[inline]
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The man on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The rook squares (a1, h1, a8, h8) that keep a castling right. After
    /// rook odds under [`RuleSet::castling_after_rook_odds`] a square may be
    /// empty: the right belongs to the rook given.
    #[inline]
    #[must_use]
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    /// The en passant square if a pawn may take there now.
    #[must_use]
    pub fn ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        if self.rules.en_passant == EnPassant::Forbidden {
            return None;
        }
        let mut list = MoveList::new();
        self.gen_en_passant(&mut list);
        if list.is_empty() {
            None
        } else {
            Some(ep)
        }
    }

    /// The square a pawn passed over with a double step on the last move,
    /// whether or not it may be taken en passant.
    #[inline]
    #[must_use]
    pub fn double_step_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Plies since the last capture or pawn move.
    #[inline]
    #[must_use]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number.
    #[inline]
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// How many moves in a row the side to move still makes under odds, the
    /// current one included (0 when play alternates as usual).
    #[inline]
    #[must_use]
    pub fn free_moves_left(&self) -> u8 {
        if self.free_moves > 1 {
            self.free_moves
        } else {
            0
        }
    }

    /// Whether the side to move must keep this move in its own half of the
    /// board (odds confinement, Laws of the Game 15).
    #[inline]
    #[must_use]
    pub fn is_confined(&self) -> bool {
        self.confined && self.free_moves > 0
    }

    /// The men giving check to the side to move.
    #[inline]
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[inline]
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The position as a [`Setup`] (the en passant square only if a pawn may
    /// take there).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling,
            ep_square: self.ep_square(),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The FEN. The en passant square is written only when a pawn may take
    /// there (as shakmaty's "legal" mode); odds and notice are not part of
    /// FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            board_fen(&self.board),
            self.turn.fen_char(),
            castling_fen(self.castling),
            self.ep_square()
                .map_or_else(|| "-".to_string(), Square::name),
            self.halfmoves,
            self.fullmoves
        )
    }

    #[inline]
    fn our_king(&self) -> Option<Square> {
        self.board.king_of(self.turn)
    }

    fn compute_checkers(&self) -> Bitboard {
        match self.our_king() {
            Some(k) => self
                .board
                .attacks_to(k, self.turn.other(), self.board.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Our men pinned to our king.
    #[inline]
    pub(crate) fn pinned(&self, king: Square) -> Bitboard {
        let board = &self.board;
        let them = board.by_color(self.turn.other());
        let snipers = ((attacks::rook_rays(king) & board.rooks_and_queens())
            | (attacks::bishop_rays(king) & board.bishops_and_queens()))
            & them;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let b = attacks::between(king, sniper) & board.occupied();
            if b.any() && !b.more_than_one() {
                pinned |= b;
            }
        }
        pinned & board.by_color(self.turn)
    }

    /// Every legal move.
    ///
    /// Moves are generated whatever the [`outcome`](Position::outcome): a
    /// game drawn by the fifty-move rule or for want of material still
    /// lists its moves; ask `outcome()` whether the game goes on.
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// // Italian free castling: four ways on the king's side.
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
    /// assert_eq!(pos.legal_moves().iter().filter(|m| m.is_castle()).count(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.gen_legal(&mut moves);
        moves
    }

    /// The legal moves of the man on `sq` (none if it is not the mover's).
    #[must_use]
    pub fn legal_moves_from(&self, sq: Square) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|m| m.from == sq);
        moves
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Counts the leaf nodes of the tree of legal moves `depth` plies deep
    /// (perft), counting the last ply in bulk.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = MoveList::new();
        self.gen_legal(&mut moves);
        if self.naming_due() {
            // Naming a waiting pawn is not a move (Ponziani III): the same
            // depth goes on after it.
            return moves
                .iter()
                .map(|m| {
                    let mut child = self.clone();
                    child.play_unchecked(m);
                    child.perft(depth)
                })
                .sum();
        }
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for m in &moves {
            let mut child = self.clone();
            child.play_unchecked(m);
            nodes += child.perft(depth - 1);
        }
        nodes
    }

    fn gen_legal(&self, moves: &mut MoveList) {
        let Some(king) = self.our_king() else {
            return;
        };
        let us = self.turn;
        // A waiting pawn due to be named is named before anything else, and
        // in check too: naming is not a move (Ponziani III).
        if self.naming_due() {
            self.gen_exchanges(moves);
            return;
        }
        let board = &self.board;
        let our = board.by_color(us);
        // The adversary's king is never a target: after a naming that gives
        // check, the namer still moves, and may not take the king.
        let their_king = board
            .king_of(us.other())
            .map_or(Bitboard::EMPTY, Bitboard::from);
        let mut target = !our & !their_king;
        // Odds: the receiver's free moves stay in his own half (Laws of the
        // Game 15), see `odds.rs`.
        if self.is_confined() {
            target &= own_half(us);
        }
        self.gen_king_steps(king, target, moves);
        let checkers = self.checkers;
        if checkers.more_than_one() {
            return;
        }
        let mask = match checkers.single() {
            Some(checker) => target & (attacks::between(king, checker) | checker),
            None => target,
        };
        let pinned = self.pinned(king);
        let occ = board.occupied();
        let their = board.by_color(us.other());

        for from in board.by_role(Role::Knight) & our & !pinned {
            self.push_targets(
                moves,
                Role::Knight,
                from,
                attacks::knight_attacks(from) & mask,
                their,
            );
        }
        for from in board.by_role(Role::Bishop) & our {
            let mut t = attacks::bishop_attacks(from, occ) & mask;
            if pinned.contains(from) {
                t &= attacks::line(king, from);
            }
            self.push_targets(moves, Role::Bishop, from, t, their);
        }
        for from in board.by_role(Role::Rook) & our {
            let mut t = attacks::rook_attacks(from, occ) & mask;
            if pinned.contains(from) {
                t &= attacks::line(king, from);
            }
            self.push_targets(moves, Role::Rook, from, t, their);
        }
        for from in board.by_role(Role::Queen) & our {
            let mut t = attacks::queen_attacks(from, occ) & mask;
            if pinned.contains(from) {
                t &= attacks::line(king, from);
            }
            self.push_targets(moves, Role::Queen, from, t, their);
        }
        // Promotion on the last rank, to any piece (Sarratt 22) or only to a
        // lost one (Sarratt 22, N.B.), see `promotion.rs`.
        self.gen_pawns(king, mask, pinned, moves);
        // En passant: allowed (Sarratt 15), or the pawn "passes the battle"
        // in Italy (Sarratt 15, N.B.).
        if self.rules.en_passant == EnPassant::Allowed && self.ep_square.is_some() {
            self.gen_en_passant(moves);
        }
        if checkers.is_empty() {
            // Castling, never out of check: the usual way or Italy's free
            // castling (Sarratt 16 and note), and after rook odds (Laws of
            // the Game 8 and 16), see `castling.rs`.
            if self.castling.any() {
                self.gen_castling(king, moves);
            }
            // A pawn waiting on the last rank is exchanged for a lost piece
            // (Sarratt 22, N.B.), see `promotion.rs`.
            if self.rules.promotion == Promotion::OnlyLostPieces {
                self.gen_exchanges(moves);
            }
        }
    }

    #[inline]
    fn push_targets(
        &self,
        moves: &mut MoveList,
        role: Role,
        from: Square,
        t: Bitboard,
        their: Bitboard,
    ) {
        for to in t & their {
            moves.push(Move::normal(role, from, to, self.board.role_at(to), None));
        }
        for to in t & !their {
            moves.push(Move::normal(role, from, to, None, None));
        }
    }

    fn gen_king_steps(&self, king: Square, target: Bitboard, moves: &mut MoveList) {
        let them = self.turn.other();
        let occ = self.board.occupied().without(king);
        for to in attacks::king_attacks(king) & target {
            if self.board.attacks_to(to, them, occ).is_empty() {
                moves.push(Move::normal(
                    Role::King,
                    king,
                    to,
                    self.board.role_at(to),
                    None,
                ));
            }
        }
    }

    fn gen_pawns(&self, king: Square, mask: Bitboard, pinned: Bitboard, moves: &mut MoveList) {
        let us = self.turn;
        let board = &self.board;
        let pawns = board.by_role(Role::Pawn) & board.by_color(us);
        let their = board.by_color(us.other());
        let empty = !board.occupied();
        let free = pawns & !pinned;
        let (up, double_rank): (i32, Bitboard) = match us {
            Color::White => (8, Bitboard::rank(2)),
            Color::Black => (-8, Bitboard::rank(5)),
        };
        let shift = |b: Bitboard, by: i32| -> Bitboard {
            if by >= 0 {
                Bitboard(b.0 << by)
            } else {
                Bitboard(b.0 >> -by)
            }
        };
        const NOT_A: Bitboard = Bitboard(!0x0101_0101_0101_0101);
        const NOT_H: Bitboard = Bitboard(!0x8080_8080_8080_8080);
        let last = Bitboard::rank(us.last_rank());

        let single = shift(free, up) & empty;
        let double = shift(single & double_rank, up) & empty & mask;
        let single = single & mask;
        for to in single & !last {
            moves.push(Move::normal(Role::Pawn, sq_offset(to, -up), to, None, None));
        }
        for to in double {
            moves.push(Move::normal(
                Role::Pawn,
                sq_offset(to, -2 * up),
                to,
                None,
                None,
            ));
        }
        // Captures towards the a-file (up - 1) and the h-file (up + 1).
        for (delta, keep) in [(up - 1, NOT_A), (up + 1, NOT_H)] {
            let caps = shift(free & keep, delta) & their & mask;
            for to in caps & !last {
                moves.push(Move::normal(
                    Role::Pawn,
                    sq_offset(to, -delta),
                    to,
                    board.role_at(to),
                    None,
                ));
            }
            for to in caps & last {
                self.push_promotions(moves, sq_offset(to, -delta), to, board.role_at(to));
            }
        }
        for to in single & last {
            self.push_promotions(moves, sq_offset(to, -up), to, None);
        }
        for from in pawns & pinned {
            let t = self.pawn_targets(from) & mask & attacks::line(king, from);
            for to in t {
                let captured = board.role_at(to);
                if last.contains(to) {
                    self.push_promotions(moves, from, to, captured);
                } else {
                    moves.push(Move::normal(Role::Pawn, from, to, captured, None));
                }
            }
        }
    }

    /// The squares a pawn of the mover on `from` may go to by its own
    /// movement (pushes and captures, not en passant), ignoring pins.
    pub(crate) fn pawn_targets(&self, from: Square) -> Bitboard {
        let us = self.turn;
        let board = &self.board;
        let empty = !board.occupied();
        let mut t = attacks::pawn_attacks(us, from) & board.by_color(us.other());
        let bb = Bitboard::from_square(from);
        let (single, start_rank) = match us {
            Color::White => (bb.north() & empty, 1),
            Color::Black => (bb.south() & empty, 6),
        };
        t |= single;
        if from.rank() == start_rank {
            t |= match us {
                Color::White => single.north() & empty,
                Color::Black => single.south() & empty,
            };
        }
        t
    }
    /// Pushes the en passant captures that do not expose the king (even if
    /// the rules forbid them: the caller checks the rule).
    pub(crate) fn gen_en_passant(&self, moves: &mut MoveList) {
        let Some(ep) = self.ep_square else {
            return;
        };
        let Some(king) = self.our_king() else {
            return;
        };
        let us = self.turn;
        if self.is_confined() && !own_half(us).contains(ep) {
            return;
        }
        let board = &self.board;
        let capturers = attacks::pawn_attacks(us.other(), ep)
            & board.by_piece(Piece {
                color: us,
                role: Role::Pawn,
            });
        for from in capturers {
            let Some(captured) = Square::from_coords(ep.file(), from.rank()) else {
                continue;
            };
            let occ = board.occupied().without(from).without(captured).with(ep);
            if (board.attacks_to(king, us.other(), occ) & !Bitboard::from_square(captured))
                .is_empty()
            {
                moves.push(Move {
                    from,
                    to: ep,
                    role: Role::Pawn,
                    captured: Some(Role::Pawn),
                    promotion: None,
                    special: Special::EnPassant,
                });
            }
        }
    }

    /// Plays a legal move, returning the new position, or the reason the
    /// move is refused.
    ///
    /// # Errors
    ///
    /// The [`Refusal`](super::Refusal) if the move is not legal here, with its law.
    pub fn play(&self, m: &Move) -> Result<Position, super::Refusal> {
        if self.is_legal(m) {
            let mut next = self.clone();
            next.play_unchecked(m);
            Ok(next)
        } else {
            Err(self.refusal_of(m))
        }
    }

    /// Plays a move in place, without checking it.
    ///
    /// The move must come from [`legal_moves`](Position::legal_moves) of
    /// this very position; anything else leaves a position that breaks the
    /// rules (but never panics).
    pub fn play_unchecked(&mut self, m: &Move) {
        if m.is_exchange() && self.rules.promotion == Promotion::MissingPiece {
            self.name_waiting_pawn(m);
            return;
        }
        // A claim or a repetition belongs to the position it was made in.
        self.drawn = None;
        let us = self.turn;
        let them = us.other();
        let piece = Piece {
            color: us,
            role: m.role,
        };
        self.ep_square = None;
        if m.is_zeroing() {
            self.halfmoves = 0;
            // The umpire's fifty moves are "additional": a capture or a
            // pawn move does not end them.
            if self.rules.fifty_moves != super::rules::FiftyMoves::OnDemand {
                self.notice = None;
            }
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        match m.special {
            Special::None => {
                self.board.take(m.from, piece);
                if let Some(cap) = m.captured {
                    self.board.take(
                        m.to,
                        Piece {
                            color: them,
                            role: cap,
                        },
                    );
                }
                let placed = match m.promotion {
                    Some(role) => Piece { color: us, role },
                    None => piece,
                };
                self.board.put(m.to, placed);
                if m.role == Role::Pawn && m.from.index().abs_diff(m.to.index()) == 16 {
                    self.ep_square = Square::new(((m.from.index() + m.to.index()) / 2) as u8);
                }
            }
            Special::EnPassant => {
                self.board.take(m.from, piece);
                if let Some(cap) = Square::from_coords(m.to.file(), m.from.rank()) {
                    self.board.take(
                        cap,
                        Piece {
                            color: them,
                            role: Role::Pawn,
                        },
                    );
                }
                self.board.put(m.to, piece);
            }
            Special::Castle { rook_from, rook_to } => {
                let rook = Piece {
                    color: us,
                    role: Role::Rook,
                };
                self.board.take(m.from, piece);
                self.board.take(rook_from, rook);
                self.board.put(m.to, piece);
                self.board.put(rook_to, rook);
            }
            Special::CastleAlone { .. } => {
                self.board.take(m.from, piece);
                self.board.put(m.to, piece);
            }
        }
        if self.castling.any() {
            if m.role == Role::King {
                self.castling &= !Bitboard::rank(us.back_rank());
            }
            self.castling = self.castling.without(m.from).without(m.to);
        }
        // Whose turn: the receiver of odds keeps the move while he has free
        // moves left and gives no check.
        let their_checkers = match self.board.king_of(them) {
            Some(k) => self.board.attacks_to(k, us, self.board.occupied()),
            None => Bitboard::EMPTY,
        };
        if self.free_moves > 1 && their_checkers.is_empty() {
            self.free_moves -= 1;
            self.checkers = Bitboard::EMPTY;
            self.fullmoves = self.fullmoves.saturating_add(1);
            // A double step gives no en passant to a side that does not move.
            self.ep_square = None;
        } else {
            self.free_moves = 0;
            self.confined = false;
            self.checkers = their_checkers;
            if us == Color::Black {
                self.fullmoves = self.fullmoves.saturating_add(1);
            }
            self.turn = them;
        }
    }
}

/// Whether `checkers`, the mover's men attacking the other king, are all
/// pieces just named on the mover's last rank, under Ponziani's law III
/// ([`Promotion::MissingPiece`]).
///
/// Naming a waiting pawn is not a move: the namer keeps the turn, so a
/// piece named where it attacks the enemy king gives check with its owner
/// still to move. Our reading: the check stands from the naming; the namer
/// makes his move (he may not take the king), and if the check still
/// stands the adversary must meet it on his turn. Another reading counts
/// the check only from the namer's move, as if the piece had come with
/// it; both lead to the same moves, so the position is lawful either way.
/// Nothing else can check out of turn: a pawn on the last rank attacks
/// nothing and naming it opens no line, so every checker must be a piece
/// standing on that rank.
fn checked_by_naming(setup: &Setup, rules: RuleSet, checkers: Bitboard) -> bool {
    if rules.promotion != Promotion::MissingPiece {
        return false;
    }
    let mover = setup.turn;
    let named = setup.board.by_color(mover)
        & Bitboard::rank(mover.last_rank())
        & !setup.board.by_role(Role::Pawn)
        & !setup.board.by_role(Role::King);
    (checkers & !named).is_empty()
}

#[inline]
fn sq_offset(sq: Square, delta: i32) -> Square {
    Square::new_masked((sq.index() as i32 + delta) as u32)
}

impl fmt::Display for Position {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
