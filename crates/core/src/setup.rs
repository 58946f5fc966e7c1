//! Unchecked positions ([`Setup`]) and FEN.

use super::bitboard::Bitboard;
use super::board::Board;
use super::types::{Color, Piece, Square};
use std::fmt;
use std::str::FromStr;

/// A position as written, not yet checked against any rules: the men, the
/// side to move, castling rights, the en passant square and the clocks.
///
/// Turn it into a [`Position`](super::Position) with
/// [`Position::from_setup`](super::Position::from_setup).
///
/// ```
/// use chess_laws_core::Setup;
/// let setup: Setup = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse().unwrap();
/// assert_eq!(setup.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The men.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The squares of the rooks that may still castle (a1, h1, a8, h8).
    pub castling_rights: Bitboard,
    /// The square a pawn passed over in its double step on the last move.
    pub ep_square: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    /// The number of the move, from 1, raised after each move of Black.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::start()
    }
}

/// The field of a FEN that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// The placement of the men.
    Board,
    /// The side to move.
    Turn,
    /// The castling rights.
    Castling,
    /// The en passant square.
    EnPassant,
    /// The halfmove clock.
    HalfmoveClock,
    /// The fullmove number.
    FullmoveNumber,
}

impl FenField {
    /// The field's name in words.
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Board => "board",
            FenField::Turn => "turn",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant square",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
        }
    }
}

/// A FEN that cannot be read: which field, and why.
///
/// ```
/// use chess_laws_core::{FenField, Setup};
/// let err = Setup::from_fen("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
/// assert_eq!(err.field, Some(FenField::Turn));
/// assert!(err.to_string().starts_with("FEN turn"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParseFenError {
    /// The broken field (`None` when the text is empty or has too many
    /// fields).
    pub field: Option<FenField>,
    /// What is wrong, in words.
    pub message: String,
}

impl ParseFenError {
    fn new(field: FenField, message: impl Into<String>) -> ParseFenError {
        ParseFenError {
            field: Some(field),
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.field {
            Some(field) => write!(f, "FEN {}: {}", field.name(), self.message),
            None => write!(f, "FEN: {}", self.message),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// Shortens a token quoted in an error message.
pub(crate) fn quote(token: &str) -> String {
    let mut s: String = token.chars().take(24).collect();
    if token.chars().count() > 24 {
        s.push('…');
    }
    s
}

impl Setup {
    /// The start of a game.
    pub fn start() -> Setup {
        Setup {
            board: Board::start(),
            turn: Color::White,
            castling_rights: Bitboard::from_square(Square::A1)
                | Square::H1
                | Square::A8
                | Square::H8,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Reads a FEN. The board is required; missing later fields take their
    /// usual values (White to move, no castling, no en passant, clocks 0
    /// and 1), so an EPD's first four fields also read.
    ///
    /// # Errors
    ///
    /// A [`ParseFenError`] naming the field that cannot be read.
    pub fn from_fen(fen: &str) -> Result<Setup, ParseFenError> {
        let mut fields = fen.split_whitespace();
        let board_text = fields.next().ok_or(ParseFenError {
            field: None,
            message: "the text is empty".into(),
        })?;
        let board = parse_board(board_text)?;
        let turn = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(t) => {
                return Err(ParseFenError::new(
                    FenField::Turn,
                    format!("\"{}\" should be w or b", quote(t)),
                ))
            }
        };
        let castling_rights = match fields.next() {
            None => Bitboard::EMPTY,
            Some(t) => parse_castling(t)?,
        };
        let ep_square = match fields.next() {
            None | Some("-") => None,
            Some(t) => Some(Square::from_name(t).ok_or_else(|| {
                ParseFenError::new(
                    FenField::EnPassant,
                    format!("\"{}\" is not a square like e3, nor -", quote(t)),
                )
            })?),
        };
        let halfmoves = match fields.next() {
            None => 0,
            Some(t) => t.parse::<u32>().map_err(|_| {
                ParseFenError::new(
                    FenField::HalfmoveClock,
                    format!("\"{}\" is not a number of plies", quote(t)),
                )
            })?,
        };
        let fullmoves = match fields.next() {
            None => 1,
            Some(t) => match t.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(ParseFenError::new(
                        FenField::FullmoveNumber,
                        format!("\"{}\" is not a move number from 1", quote(t)),
                    ))
                }
            },
        };
        if let Some(extra) = fields.next() {
            return Err(ParseFenError {
                field: None,
                message: format!("unexpected text \"{}\" after the six fields", quote(extra)),
            });
        }
        Ok(Setup {
            board,
            turn,
            castling_rights,
            ep_square,
            halfmoves,
            fullmoves,
        })
    }

    /// The FEN of this setup, with the en passant square as stored.
    #[must_use]
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            board_fen(&self.board),
            self.turn.fen_char(),
            castling_fen(self.castling_rights),
            self.ep_square.map_or_else(|| "-".to_string(), Square::name),
            self.halfmoves,
            self.fullmoves
        )
    }
}

impl FromStr for Setup {
    type Err = ParseFenError;
    fn from_str(s: &str) -> Result<Setup, ParseFenError> {
        Setup::from_fen(s)
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

fn parse_board(text: &str) -> Result<Board, ParseFenError> {
    let err = |m: String| ParseFenError::new(FenField::Board, m);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(err(format!(
            "{} ranks where there should be 8, separated by /",
            ranks.len()
        )));
    }
    let mut board = Board::empty();
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u32 = 0;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(err(format!(
                        "the digit {d} on rank {} is not 1 to 8",
                        rank + 1
                    )));
                }
                file += d;
            } else if let Some(piece) = Piece::from_fen_char(c) {
                if file < 8 {
                    if let Some(sq) = Square::from_coords(file as u8, rank) {
                        board.put(sq, piece);
                    }
                }
                file += 1;
            } else {
                return Err(err(format!(
                    "'{}' on rank {} is neither a man (PNBRQK, pnbrqk) nor a digit",
                    quote(&c.to_string()),
                    rank + 1
                )));
            }
            if file > 8 {
                return Err(err(format!("rank {} has more than 8 squares", rank + 1)));
            }
        }
        if file < 8 {
            return Err(err(format!(
                "rank {} has {file} squares where there should be 8",
                rank + 1
            )));
        }
    }
    Ok(board)
}

fn parse_castling(text: &str) -> Result<Bitboard, ParseFenError> {
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let mut rights = Bitboard::EMPTY;
    for c in text.chars() {
        let sq = match c {
            'K' => Square::H1,
            'Q' => Square::A1,
            'k' => Square::H8,
            'q' => Square::A8,
            _ => {
                return Err(ParseFenError::new(
                    FenField::Castling,
                    format!(
                        "'{}' is not one of K, Q, k, q (or - for none)",
                        quote(&c.to_string())
                    ),
                ))
            }
        };
        if rights.contains(sq) {
            return Err(ParseFenError::new(
                FenField::Castling,
                format!("'{c}' is written twice"),
            ));
        }
        rights |= sq;
    }
    Ok(rights)
}

pub(crate) fn board_fen(board: &Board) -> String {
    let mut s = String::with_capacity(72);
    for rank in (0..8u8).rev() {
        let mut empty = 0u8;
        for file in 0..8u8 {
            let piece = Square::from_coords(file, rank).and_then(|sq| board.piece_at(sq));
            match piece {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(p.fen_char());
                }
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

pub(crate) fn castling_fen(rights: Bitboard) -> String {
    let mut s = String::new();
    for (sq, c) in [
        (Square::H1, 'K'),
        (Square::A1, 'Q'),
        (Square::H8, 'k'),
        (Square::A8, 'q'),
    ] {
        if rights.contains(sq) {
            s.push(c);
        }
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}
