//! Checked positions: legal moves, playing moves, outcomes.

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::law::{Law, RulePoint};
use super::moves::{Move, MoveList, Special};
use super::rules::{Castling, EnPassant, FiftyMoves, Promotion, RuleSet, Stalemate};
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
/// use chess_laws::core::{Position, PositionErrorKind, RuleSet, Setup};
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
    fn add(&mut self, kind: PositionErrorKind) {
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

/// Odds: the start position with men removed, and free first moves for the
/// receiver (Laws of the Game 9, 13-16; Sarratt 4, 6).
///
/// Pawn odds remove the king's bishop's pawn (f7 or f2, Laws of the Game
/// 13); rook or knight odds remove either one, the giver's choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Odds {
    /// The side that gives the odds.
    pub giver: Color,
    /// The squares of the giver's men taken off before play.
    pub removed: Vec<Square>,
    /// How many moves the receiver makes before the giver's first move
    /// (1 is "the move"; 0 means the giver moves first, Sarratt 6).
    pub receiver_moves: u8,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The king is in check and cannot escape.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The count of fifty moves ran out.
    FiftyMoves,
    /// Neither side can mate.
    InsufficientMaterial,
    /// A draw claimed by the player having the move (FIDE 9.2, 9.3).
    Claimed(super::draws::DrawClaim),
    /// Seventy-five moves each without a capture or a pawn move: drawn at
    /// once (FIDE 9.6.2).
    SeventyFiveMoves,
    /// The same position a fifth time: drawn at once (FIDE 9.6.1).
    FivefoldRepetition,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White wins.
    WhiteWins,
    /// Black wins.
    BlackWins,
    /// Drawn.
    Draw,
}

impl GameResult {
    /// The result where `color` wins.
    pub const fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// "1-0", "0-1" or "1/2-1/2".
    pub const fn score(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// Whether the game goes on, or how it ended under the rules in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// The game is over.
    Finished {
        /// How it ended.
        ending: Ending,
        /// Who won.
        result: GameResult,
        /// The law that gives this result, from the law table of the code
        /// in force.
        law: Option<Law>,
    },
}

impl Outcome {
    /// Whether the game is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        matches!(self, Outcome::Finished { .. })
    }

    /// The result, if the game is over.
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Finished { result, .. } => Some(*result),
        }
    }

    /// The outcome in words, citing the law, e.g.
    /// "Stalemate: White wins (Sarratt (1808), law 24, note on Turkey)".
    ///
    /// ```
    /// use chess_laws::core::{Code, Position};
    /// let pos = Position::from_fen("k7/2K5/1Q6/8/8/8/8/8 b - - 1 1", Code::Turkey.rules()).unwrap();
    /// assert_eq!(
    ///     pos.outcome().describe(),
    ///     "Stalemate: White wins (Sarratt (1808), law 24, note on Turkey)"
    /// );
    /// ```
    #[must_use]
    pub fn describe(&self) -> String {
        match self {
            Outcome::Ongoing => "The game goes on".to_string(),
            Outcome::Finished {
                ending,
                result,
                law,
            } => {
                let what = match ending {
                    Ending::Checkmate => "Checkmate",
                    Ending::Stalemate => "Stalemate",
                    Ending::FiftyMoves => "Fifty moves",
                    Ending::InsufficientMaterial => "Insufficient material",
                    Ending::Claimed(claim) => {
                        let reason = claim.reason();
                        return match law {
                            Some(law) => format!("Drawn by claim: {reason} ({law})"),
                            None => format!("Drawn by claim: {reason}"),
                        };
                    }
                    Ending::SeventyFiveMoves => "Seventy-five moves",
                    Ending::FivefoldRepetition => "Fivefold repetition",
                };
                let verdict = match result {
                    GameResult::WhiteWins => "White wins",
                    GameResult::BlackWins => "Black wins",
                    GameResult::Draw => "drawn game",
                };
                match law {
                    Some(law) => format!("{what}: {verdict} ({law})"),
                    None => format!("{what}: {verdict}"),
                }
            }
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// A legal position under a [`RuleSet`]: where the men stand, whose turn it
/// is, castling rights, the en passant square, the clocks and the state of
/// odds and of a notice to count fifty moves.
///
/// ```
/// use chess_laws::core::{Code, Position, Square};
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
    /// The halfmove clock when notice was given to count fifty moves.
    pub(crate) notice: Option<u32>,
    /// A draw claimed here, or the fivefold repetition a [`Game`](super::Game)
    /// found here; cleared by the next move.
    pub(crate) drawn: Option<super::draws::Drawn>,
    pub(crate) checkers: Bitboard,
}

/// Ranks 1-4 for White, 5-8 for Black.
#[inline]
pub(crate) fn own_half(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::WHITE_HALF,
        Color::Black => Bitboard::BLACK_HALF,
    }
}

/// The ways of castling on one side: (king's file, rook's file) pairs.
pub(crate) fn castling_ways(castling: Castling, king_side: bool) -> &'static [(u8, u8)] {
    match (castling, king_side) {
        (Castling::Standard, true) => &[(6, 5)],
        (Castling::Standard, false) => &[(2, 3)],
        (Castling::ItalianFree, true) => &[(6, 5), (6, 4), (7, 5), (7, 4)],
        (Castling::ItalianFree, false) => &[(1, 2), (1, 3), (0, 2), (0, 3)],
    }
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
    /// use chess_laws::core::{FenError, Position, RuleSet};
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
        let mut err = PositionError { bits: 0 };
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
            if rules.promotion != Promotion::OnlyLostPieces {
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
        if err.bits == 0 {
            let them = setup.turn.other();
            if let Some(k) = board.king_of(them) {
                if board.attacks_to(k, setup.turn, board.occupied()).any() {
                    err.add(PositionErrorKind::OppositeCheck);
                }
            }
        }
        if err.bits != 0 {
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
            checkers: Bitboard::EMPTY,
        };
        pos.checkers = pos.compute_checkers();
        pos
    }

    /// The start position with odds: men removed, and the receiver's free
    /// first moves.
    ///
    /// The receiver moves first (unless `receiver_moves` is 0) and keeps the
    /// move until his free moves are spent. **Reading chosen:** a free move
    /// that gives check hands the move to the opponent at once (the free
    /// moves left are forfeited), so that the checked king may answer. With
    /// [`RuleSet::odds_confined`] and three or more free moves, every free
    /// move must end in the receiver's own half (Laws of the Game 15).
    ///
    /// A rook removed as odds keeps its castling right only if
    /// [`RuleSet::castling_after_rook_odds`] is set.
    ///
    /// ```
    /// use chess_laws::core::{Code, Color, Odds, Position, Square};
    /// let odds = Odds { giver: Color::Black, removed: vec![Square::F7], receiver_moves: 3 };
    /// let pos = Position::from_odds(&odds, Code::Modern.rules()).unwrap();
    /// let pos = pos.play_uci("e2e3").unwrap();
    /// assert_eq!(pos.turn(), Color::White);
    /// assert_eq!(pos.free_moves_left(), 2);
    /// ```
    ///
    /// # Errors
    ///
    /// A [`PositionError`] if the odds remove a man the giver does not have there, or his king.
    pub fn from_odds(odds: &Odds, rules: RuleSet) -> Result<Position, PositionError> {
        let mut setup = Setup::start();
        let mut err = PositionError { bits: 0 };
        for &sq in &odds.removed {
            match setup.board.piece_at(sq) {
                Some(p) if p.color == odds.giver && p.role != Role::King => {
                    setup.board.take(sq, p);
                    if p.role == Role::Rook && !rules.castling_after_rook_odds {
                        setup.castling_rights = setup.castling_rights.without(sq);
                    }
                }
                _ => err.add(PositionErrorKind::BadOdds),
            }
        }
        if err.bits != 0 {
            return Err(err);
        }
        if odds.receiver_moves == 0 {
            setup.turn = odds.giver;
        } else {
            setup.turn = odds.giver.other();
        }
        let mut pos = Position::from_setup(&setup, rules)?;
        pos.free_moves = odds.receiver_moves;
        pos.confined = rules.odds_confined && odds.receiver_moves >= 3;
        Ok(pos)
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
    /// use chess_laws::core::{Code, Position};
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
        let board = &self.board;
        let our = board.by_color(us);
        let mut target = !our;
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
        self.gen_pawns(king, mask, pinned, moves);
        if self.rules.en_passant == EnPassant::Allowed && self.ep_square.is_some() {
            self.gen_en_passant(moves);
        }
        if checkers.is_empty() {
            if self.castling.any() {
                self.gen_castling(king, moves);
            }
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

    /// The roles a pawn of `color` may become now: all four, or under
    /// [`Promotion::OnlyLostPieces`] those of which `color` has fewer than at
    /// the start.
    #[must_use]
    pub fn promotion_roles(&self, color: Color) -> Vec<Role> {
        Role::PROMOTIONS
            .into_iter()
            .filter(|&r| self.may_promote_to(color, r))
            .collect()
    }

    #[inline]
    fn may_promote_to(&self, color: Color, role: Role) -> bool {
        match self.rules.promotion {
            Promotion::AnyPiece => true,
            Promotion::OnlyLostPieces => self.board.count(color, role) < role.start_count(),
        }
    }

    fn push_promotions(
        &self,
        moves: &mut MoveList,
        from: Square,
        to: Square,
        captured: Option<Role>,
    ) {
        let mut any = false;
        for role in Role::PROMOTIONS {
            if self.may_promote_to(self.turn, role) {
                moves.push(Move::normal(Role::Pawn, from, to, captured, Some(role)));
                any = true;
            }
        }
        if !any {
            // Nothing lost: the pawn goes on and waits there as a pawn.
            moves.push(Move::normal(Role::Pawn, from, to, captured, None));
        }
    }

    fn gen_exchanges(&self, moves: &mut MoveList) {
        let us = self.turn;
        let waiting = self.board.by_piece(Piece {
            color: us,
            role: Role::Pawn,
        }) & Bitboard::rank(us.last_rank());
        for sq in waiting {
            for role in Role::PROMOTIONS {
                if self.may_promote_to(us, role) {
                    moves.push(Move::normal(Role::Pawn, sq, sq, None, Some(role)));
                }
            }
        }
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

    /// The castlings of the mover, each condition checked (the caller
    /// knows the king is not in check). Whether a square is attacked is
    /// asked once, however many ways pass over it.
    fn gen_castling(&self, king: Square, moves: &mut MoveList) {
        let occ = self.board.occupied();
        let them = self.turn.other();
        let (mut safe, mut attacked) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for rook_sq in self.castling & Bitboard::rank(self.turn.back_rank()) {
            if (attacks::between(king, rook_sq) & occ).any() {
                continue;
            }
            self.castling_ways_of(king, rook_sq, |m| {
                if m.is_castle_alone() && occ.contains(rook_sq) {
                    return;
                }
                for sq in attacks::between(king, m.to).with(m.to) {
                    if attacked.contains(sq) {
                        return;
                    }
                    if !safe.contains(sq) {
                        if self.board.attacks_to(sq, them, occ.without(king)).any() {
                            attacked |= sq;
                            return;
                        }
                        safe |= sq;
                    }
                }
                moves.push(m);
            });
        }
    }

    /// Calls `f` with every castling the rules name for the mover's rights,
    /// legal or not.
    pub(crate) fn castling_candidates(&self, king: Square, mut f: impl FnMut(Move)) {
        for rook_sq in self.castling & Bitboard::rank(self.turn.back_rank()) {
            self.castling_ways_of(king, rook_sq, &mut f);
        }
    }

    /// Calls `f` with every castling the rules name with the rook (or the
    /// rook given as odds) of `rook_sq`, legal or not.
    fn castling_ways_of(&self, king: Square, rook_sq: Square, mut f: impl FnMut(Move)) {
        let us = self.turn;
        if king != Square::E1.with_rank(us.back_rank()) {
            return;
        }
        let rook = Piece {
            color: us,
            role: Role::Rook,
        };
        let phantom = !self.board.by_piece(rook).contains(rook_sq);
        if phantom && !self.rules.castling_after_rook_odds {
            return;
        }
        let king_side = rook_sq.file() > king.file();
        let mut last_king_file = None;
        for &(kf, rf) in castling_ways(self.rules.castling, king_side) {
            let special = if phantom {
                // The king alone: one castling per king square.
                if last_king_file == Some(kf) {
                    continue;
                }
                last_king_file = Some(kf);
                Special::CastleAlone {
                    rook_square: rook_sq,
                }
            } else {
                Special::Castle {
                    rook_from: rook_sq,
                    rook_to: rook_sq.with_file(rf),
                }
            };
            f(Move {
                from: king,
                to: king.with_file(kf),
                role: Role::King,
                captured: None,
                promotion: None,
                special,
            });
        }
    }

    /// What stops a castling candidate, if anything (the castling right is
    /// assumed).
    pub(crate) fn castling_obstacle(&self, king: Square, m: &Move) -> Option<CastlingObstacle> {
        let rook_sq = m.castle_rook_square()?;
        let occ = self.board.occupied();
        if m.is_castle_alone() && occ.contains(rook_sq) {
            return Some(CastlingObstacle::PiecesBetween);
        }
        if (attacks::between(king, rook_sq) & occ).any() {
            return Some(CastlingObstacle::PiecesBetween);
        }
        if self.checkers.any() {
            return Some(CastlingObstacle::InCheck);
        }
        let them = self.turn.other();
        let occ = occ.without(king);
        for sq in attacks::between(king, m.to).with(m.to) {
            if self.board.attacks_to(sq, them, occ).any() {
                return Some(CastlingObstacle::Attacked(sq));
            }
        }
        None
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
            self.notice = None;
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

    /// The named ending on the board, if any, as the defending side.
    ///
    /// Rook and bishop against rook, two bishops against king, knight and
    /// bishop against king: the endings of Sarratt 23 and of the Code of 24,
    /// law 22. King and queen against king is named only by the Laws of the
    /// Game 19, so it counts under every law book but Sarratt's and the Code
    /// of 24's.
    ///
    /// ```
    /// use chess_laws::core::{Code, Position};
    /// let kq = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    /// let named = |code: Code| Position::from_fen(kq, code.rules()).unwrap().named_ending();
    /// assert!(named(Code::LawsOfTheGame).is_some());
    /// assert!(named(Code::Sarratt).is_none());
    /// assert!(named(Code::CodeOf24).is_none());
    /// ```
    #[must_use]
    pub fn named_ending(&self) -> Option<Color> {
        use super::rules::LawBook;
        let queen_named = !matches!(self.rules.law_book, LawBook::Sarratt | LawBook::CodeOf24);
        let b = &self.board;
        if b.by_role(Role::Pawn).any() {
            return None;
        }
        let material =
            |c: Color| [Role::Knight, Role::Bishop, Role::Rook, Role::Queen].map(|r| b.count(c, r));
        for strong in Color::ALL {
            let weak = strong.other();
            let s = material(strong);
            let w = material(weak);
            let queen_alone = (s, w) == ([0, 0, 0, 1], [0, 0, 0, 0]);
            let named = (queen_named && queen_alone)
                || matches!(
                    (s, w),
                    ([0, 1, 1, 0], [0, 0, 1, 0])
                        | ([0, 2, 0, 0], [0, 0, 0, 0])
                        | ([1, 1, 0, 0], [0, 0, 0, 0])
                );
            if named {
                return Some(weak);
            }
        }
        None
    }

    /// Gives notice that the moves will now be counted (Laws of the Game
    /// 19): only under [`FiftyMoves::NamedEndings`] with `on_notice`, in a
    /// named ending, and only once.
    ///
    /// ```
    /// use chess_laws::core::{Code, Position};
    /// let mut pos = Position::from_fen("4k3/4r3/8/8/8/8/8/R3KB2 w - - 0 1", Code::LawsOfTheGame.rules()).unwrap();
    /// assert!(pos.give_notice().is_ok());
    /// assert_eq!(pos.moves_counted(), Some(0));
    /// ```
    ///
    /// # Errors
    ///
    /// The [`Refusal`](super::Refusal) if the rules count no moves on notice, no named ending stands, or notice was already given.
    pub fn give_notice(&mut self) -> Result<(), super::Refusal> {
        use super::refusal::{Refusal, RefusalKind};
        let law = self.rules.law_book.cite(RulePoint::Notice);
        let refuse = |message: &str| {
            Err(Refusal::new(
                RefusalKind::NoticeRefused,
                law,
                message.to_string(),
            ))
        };
        let (point, counted) = match self.rules.fifty_moves {
            FiftyMoves::NamedEndings { on_notice: true } => (RulePoint::Notice, ""),
            FiftyMoves::NamedEndings { on_notice: false } => (
                RulePoint::FiftyMovesInEndings,
                "the moves are counted from the moment a named ending stands",
            ),
            FiftyMoves::Modern => (
                RulePoint::FiftyMovesClaim,
                "a draw may be claimed after fifty moves each without a capture or a pawn move",
            ),
            FiftyMoves::None => (RulePoint::Notice, "the moves are never counted"),
        };
        if point != RulePoint::Notice || self.rules.fifty_moves == FiftyMoves::None {
            return Err(Refusal::new(
                RefusalKind::NoticeRefused,
                self.rules.law_book.cite(point),
                format!("Under these rules no notice is given: {counted}"),
            ));
        }
        if self.named_ending().is_none() {
            return refuse(
                "Notice to count fifty moves may be given only with king and queen against king, \
                 rook and bishop against rook, two bishops or knight and bishop against king",
            );
        }
        if self.notice.is_some() {
            return refuse("Notice has already been given: the moves are being counted");
        }
        self.notice = Some(self.halfmoves);
        Ok(())
    }

    /// The plies counted towards the fifty-move limit under the rules in
    /// force, or `None` when no count is running.
    #[must_use]
    pub fn moves_counted(&self) -> Option<u32> {
        match self.rules.fifty_moves {
            FiftyMoves::Modern => Some(self.halfmoves),
            FiftyMoves::NamedEndings { on_notice } => {
                self.named_ending()?;
                if on_notice {
                    self.notice.map(|n| self.halfmoves.saturating_sub(n))
                } else {
                    Some(self.halfmoves)
                }
            }
            FiftyMoves::None => None,
        }
    }

    /// Whether neither side has the men to mate (king alone, king and one
    /// minor piece, or bishops all on squares of one colour).
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|c| self.has_insufficient_material(c))
    }

    fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.by_color(color);
        if (ours & (b.by_role(Role::Pawn) | b.rooks_and_queens())).any() {
            return false;
        }
        if (ours & b.by_role(Role::Knight)).any() {
            return ours.count() <= 2
                && (b.by_color(color.other()) & !b.by_role(Role::King) & !b.by_role(Role::Queen))
                    .is_empty();
        }
        let bishops = b.by_role(Role::Bishop);
        if (ours & bishops).any() {
            let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return one_colour
                && b.by_role(Role::Pawn).is_empty()
                && b.by_role(Role::Knight).is_empty();
        }
        true
    }

    /// Whether the game goes on, or how it ended under the rules in force.
    ///
    /// ```
    /// use chess_laws::core::{Code, Ending, GameResult, Outcome, Position};
    /// let fen = "k7/2K5/1Q6/8/8/8/8/8 b - - 1 1";
    /// let verdict = |code: Code| Position::from_fen(fen, code.rules()).unwrap().outcome().result();
    /// assert_eq!(verdict(Code::Sarratt), Some(GameResult::Draw));
    /// assert_eq!(verdict(Code::Parsloe), Some(GameResult::BlackWins));
    /// assert_eq!(verdict(Code::Turkey), Some(GameResult::WhiteWins));
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        let no_moves = self.legal_moves().is_empty();
        if no_moves && self.is_check() {
            return Outcome::Finished {
                ending: Ending::Checkmate,
                result: GameResult::win_for(self.turn.other()),
                law: None,
            };
        }
        if no_moves {
            let stalemater = self.turn.other();
            let (result, point) = match self.rules.stalemate {
                Stalemate::Draw => (GameResult::Draw, RulePoint::StalemateDrawn),
                Stalemate::StalematerWins => {
                    (GameResult::win_for(stalemater), RulePoint::StalematerWins)
                }
                Stalemate::StalematerLoses => {
                    (GameResult::win_for(self.turn), RulePoint::StalematerLoses)
                }
            };
            return Outcome::Finished {
                ending: Ending::Stalemate,
                result,
                law: self.rules.law_book.cite(point),
            };
        }
        if let Some(drawn) = self.drawn {
            return self.drawn_outcome(drawn);
        }
        if let Some(point) = self.fifty_moves_ran_out() {
            let ending = if point == RulePoint::SeventyFiveMoves {
                Ending::SeventyFiveMoves
            } else {
                Ending::FiftyMoves
            };
            return Outcome::Finished {
                ending,
                result: GameResult::Draw,
                law: self.rules.law_book.cite(point),
            };
        }
        if self.rules.insufficient_material && self.is_insufficient_material() {
            return Outcome::Finished {
                ending: Ending::InsufficientMaterial,
                result: GameResult::Draw,
                law: self.rules.law_book.cite(RulePoint::InsufficientMaterial),
            };
        }
        Outcome::Ongoing
    }
}

/// What stops a castling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CastlingObstacle {
    PiecesBetween,
    InCheck,
    Attacked(Square),
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
