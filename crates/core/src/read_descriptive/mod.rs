//! Readers of the notations of the old books: SAN with every written
//! castling, the compact descriptive notation (`P-K4`, `Kt-KB3`, `QxP`,
//! `B-QKt5ch`, `Castles`) and the prose of the 19th century ("P. to K.'s
//! 4th", "K. Kt. to B. 3d", "Q. takes P.", "B. to Q. Kt. 5th (ch.)",
//! "castles, K. to R. sq., R. to B. sq."), one move a line or run together,
//! numbered or in two columns (`1. P. to K. 4th / P. to K. 4th`), and the
//! moves as the Laws of the Game write them in words in law 15 ("1st,
//! king's pawn one square; 2nd, king's bishop to queen's third square"):
//! ordinals as list numbers, a pawn going "one" or "two" squares, and the
//! word "square" after a rank.
//!
//! A text is read into [`MoveRequest`]s, which name no rules: each is
//! matched against the legal moves of a position ([`MoveRequest::resolve`]),
//! so the same written game is read under every code. Descriptive squares
//! are counted from the mover's side. A move two men could make gives its
//! candidates; a word that cannot be read is named with its place, and the
//! moves before it are kept.
//!
//! ```
//! use chess_laws_core::read_descriptive::{read_moves, Origins, Resolution};
//! use chess_laws_core::{Code, Position};
//! let read = read_moves("1. P. to K. 4th / P. to K. 4th 2. K. Kt. to B. 3d");
//! assert!(read.error.is_none());
//! let mut pos = Position::start(Code::Modern.rules());
//! let origins = Origins::new(&pos);
//! let mut sans = Vec::new();
//! for written in &read.moves {
//!     let Resolution::Move(m) = written.request.resolve(&pos, &origins) else { panic!() };
//!     sans.push(pos.san(&m));
//!     pos = pos.play(&m).unwrap();
//! }
//! assert_eq!(sans, ["e4", "e5", "Nf3"]);
//! ```

mod grammar;
mod lex;
mod prose;
mod request;

pub use prose::prose;
pub use request::{
    Action, CastleRequest, DescriptiveMove, FileName, ManName, MoveRequest, Origins, Resolution,
    Side, SquareName,
};

use grammar::Parser;
use lex::{Atom, Token};
use std::fmt;

/// A place in a text: line and column (in characters), both from 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Place {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub column: u32,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// One move read from a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    /// The move as written.
    pub text: String,
    /// Where it begins.
    pub place: Place,
    /// What it asks for.
    pub request: MoveRequest,
}

/// Where reading stopped, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// Where the word that could not be read begins.
    pub place: Place,
    /// The word, shortened.
    pub text: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: \u{201c}{}\u{201d}: {}",
            self.place, self.text, self.message
        )
    }
}

/// The moves of a text, and where reading stopped if it did not reach
/// the end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadMoves {
    /// The moves read, in order.
    pub moves: Vec<WrittenMove>,
    /// The first word that could not be read, if any.
    pub error: Option<ReadError>,
}

fn shorten(text: &str) -> String {
    let short: String = text.chars().take(30).collect();
    if short.len() < text.len() {
        format!("{short}\u{2026}")
    } else {
        short
    }
}

fn tokens_of(text: &str) -> (Vec<lex::Word>, Vec<Token>) {
    let words = lex::words(text);
    let mut tokens = Vec::new();
    for (i, w) in words.iter().enumerate() {
        lex::atoms_of_word(&text[w.start..w.end], i, &mut tokens);
    }
    (words, tokens)
}

/// Reads every move of a text in SAN or the descriptive notation, compact
/// or in words, mixed as they come. Move numbers, the column separator `/`
/// and commas are skipped; a result (`1-0`, `*`) ends the game.
#[must_use]
pub fn read_moves(text: &str) -> ReadMoves {
    let (words, tokens) = tokens_of(text);
    let mut parser = Parser::new(&tokens);
    let mut read = ReadMoves::default();
    loop {
        let first = parser.pos;
        let request = match parser.peek() {
            None | Some(Atom::Result) => break,
            Some(
                Atom::Number
                | Atom::Digits(_)
                | Atom::Comma
                | Atom::Slash
                | Atom::Filler
                | Atom::And
                | Atom::Check
                | Atom::Mate
                | Atom::EnPassant
                | Atom::Close,
            ) => {
                parser.pos += 1;
                continue;
            }
            // An ordinal with a comma where a move begins is the number of a
            // list ("1st, king's pawn one square; 2nd, ...", Laws of the
            // Game 15), not a rank.
            Some(Atom::Rank(_)) if parser.peek_at(1) == Some(&Atom::Comma) => {
                parser.pos += 2;
                continue;
            }
            Some(Atom::San(text)) => {
                let text = text.clone();
                parser.pos += 1;
                Ok(MoveRequest::San(text))
            }
            Some(Atom::Castle(castle)) => {
                let castle = *castle;
                parser.pos += 1;
                Ok(MoveRequest::Castle(castle))
            }
            Some(Atom::Notice) => {
                parser.pos += 1;
                Ok(MoveRequest::Notice)
            }
            Some(Atom::Claim) => {
                parser.pos += 1;
                Ok(MoveRequest::Claim)
            }
            Some(Atom::Castles) => {
                parser.pos += 1;
                parser.castles()
            }
            Some(Atom::Man(_)) => parser.descriptive(),
            Some(_) => Err(grammar::Failure {
                at: first,
                message: "not a move in SAN or in the descriptive notation".to_string(),
            }),
        };
        match request {
            Ok(request) => {
                let last = parser.pos.saturating_sub(1).max(first);
                let (from, to) = (&words[tokens[first].word], &words[tokens[last].word]);
                read.moves.push(WrittenMove {
                    text: text[from.start..to.end].to_string(),
                    place: from.place,
                    request,
                });
            }
            Err(failure) => {
                let word = &words[tokens[failure.at].word];
                read.error = Some(ReadError {
                    place: word.place,
                    text: shorten(&text[word.start..word.end]),
                    message: failure.message,
                });
                break;
            }
        }
    }
    read
}

/// Reads one move token (as a PGN holds it): SAN, a written castling, or
/// a compact descriptive move.
///
/// # Errors
///
/// Why the token is not a move in any of these notations.
pub fn read_move(token: &str) -> Result<MoveRequest, String> {
    if token.eq_ignore_ascii_case("notice") {
        return Ok(MoveRequest::Notice);
    }
    if token.eq_ignore_ascii_case("claim") {
        return Ok(MoveRequest::Claim);
    }
    if let Some(castle) = lex::castle_word(token) {
        return Ok(MoveRequest::Castle(castle));
    }
    if lex::san_like(token) {
        return Ok(MoveRequest::San(token.to_string()));
    }
    let (_, tokens) = tokens_of(token);
    let mut parser = Parser::new(&tokens);
    let request = match parser.peek() {
        Some(Atom::Man(_)) => parser.descriptive(),
        Some(Atom::Castles) => {
            parser.pos += 1;
            parser.castles()
        }
        _ => return Err(format!("\u{201c}{}\u{201d} is not a move", shorten(token))),
    }
    .map_err(|f| format!("\u{201c}{}\u{201d}: {}", shorten(token), f.message))?;
    while matches!(parser.peek(), Some(Atom::Check | Atom::Mate | Atom::Filler)) {
        parser.pos += 1;
    }
    match parser.peek() {
        None => Ok(request),
        Some(_) => Err(format!(
            "\u{201c}{}\u{201d}: more than one move in one word",
            shorten(token)
        )),
    }
}
