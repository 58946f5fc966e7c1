//! PGN, the Portable Game Notation: games in, games out.
//!
//! The reader takes any text: several games, tag pairs, comments in braces
//! and after `;`, NAGs (`$1`, `!?`), recursive variations, move numbers,
//! results, the `%` escape lines. It never panics: binary data, a cut-off
//! file, a brace or a parenthesis left open give a [`PgnError`] with its
//! line and column, and everything read before it is kept. Move tokens are
//! kept as written: they are read by
//! [`read_move`](super::read_descriptive::read_move) and matched against a
//! position later, under each code.
//!
//! ```
//! use chess_laws_core::pgn::{read_pgn, write_game};
//! let games = read_pgn("[White \"Greco\"]\n\n1.e4 e5 2.Nf3 {the knight} (2.f4 exf4) Nc6 $1 1-0");
//! let game = &games[0];
//! assert_eq!(game.tag("White"), Some("Greco"));
//! let line: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
//! assert_eq!(line, ["e4", "e5", "Nf3", "Nc6"]);
//! assert_eq!(game.moves[2].variations[0][1].text, "exf4");
//! assert_eq!(game.result.as_deref(), Some("1-0"));
//! assert_eq!(read_pgn(&write_game(game))[0], *game);
//! ```

mod reader;
mod writer;

pub use reader::{read_game_at, read_pgn};
pub use writer::write_game;

use super::read_descriptive::Place;
use std::fmt;

/// One move of a game or a variation, as written, with what follows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnMove {
    /// The move token (`e4`, `O-O(Kh1,Rf1)`, `P-K4`), or a step that is no
    /// move: `notice` or `claim`.
    pub text: String,
    /// Where it was read (line 0 for a move made by the program).
    pub place: Place,
    /// Numeric annotation glyphs (`$1`; `!` is read as 1, `?` as 2, ...).
    pub nags: Vec<u16>,
    /// Comments after the move.
    pub comments: Vec<String>,
    /// Alternatives to this move, each a line of its own.
    pub variations: Vec<Vec<PgnMove>>,
}

impl PgnMove {
    /// A move with nothing attached.
    #[must_use]
    pub fn new(text: impl Into<String>) -> PgnMove {
        PgnMove {
            text: text.into(),
            ..PgnMove::default()
        }
    }
}

/// Where and why a game could not be read to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// Where the trouble starts.
    pub place: Place,
    /// What is wrong, for a reader.
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// A game: tag pairs, the main line with its variations, the result.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// The tag pairs in their order.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub leading: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The result written at the end (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: Option<String>,
    /// Where reading this game stopped early, if it did.
    pub error: Option<PgnError>,
    /// Where the game begins in the text.
    pub place: Place,
}

impl PgnGame {
    /// The value of a tag, if present (the first one of that name).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing an earlier value.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(pair) => pair.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Whether nothing was read: no tag, no move, no comment.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty() && self.leading.is_empty()
    }
}

/// The comment our writer puts where a notice to count fifty moves was
/// given (Laws of the Game 19); the reader turns it back into the token
/// `notice`, in the main line or a variation. Other readers see an
/// ordinary comment.
pub const NOTICE_COMMENT: &str = "[%notice]";

/// The comment our writer puts where a draw was claimed (FIDE 9.2, 9.3);
/// the reader turns it back into the token `claim`. Other readers, which
/// would refuse `claim` as a move, see an ordinary comment.
pub const CLAIM_COMMENT: &str = "[%claim]";

/// The comment that stands for a step that is not a move (`notice` or
/// `claim`), if `token` is one.
#[must_use]
pub fn step_comment(token: &str) -> Option<&'static str> {
    if token.eq_ignore_ascii_case("notice") {
        Some(NOTICE_COMMENT)
    } else if token.eq_ignore_ascii_case("claim") {
        Some(CLAIM_COMMENT)
    } else {
        None
    }
}
