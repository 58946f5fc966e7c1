//! The rules engine: legal chess under the switchable laws of the old codes.
//!
//! Pure Rust, no web dependency. Everything that reads text (FEN, SAN, UCI,
//! lines of play) returns an error instead of panicking.
//!
//! - [`Color`], [`Role`], [`Piece`], [`Square`], [`Bitboard`], [`Board`]:
//!   the men and the board.
//! - [`RuleSet`]: every rule switch; [`Code`]: the named codes (presets).
//! - [`Setup`] (unchecked, from FEN) and [`Position`] (checked under a
//!   rule set): legal moves, playing, outcome, refusals with their law.
//! - [`Move`] and [`MoveList`]; notation: UCI, SAN and English descriptive.
//! - [`Game`]: a line of play with undo.
//!
//! ```
//! use chess_laws_core::{Code, Game, Outcome};
//! let mut game = Game::start(Code::Modern.rules());
//! game.play_line("1.f3 e5 2.g4 Qh4#").unwrap();
//! assert_eq!(game.outcome().describe(), "Checkmate: Black wins");
//! ```
//!
//! Move generation is legal from the start (check and pin masks, no
//! make-and-test), on bitboards with compact tables (no magics).

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod draws;
mod fifty_moves;
mod game;
mod law;
mod moves;
mod notation;
mod odds;
mod odds_forgotten;
mod outcome;
pub mod pgn;
mod position;
mod promotion;
pub mod read_descriptive;
mod refusal;
mod rules;
pub mod seeded;
mod setup;
pub mod solver;
pub mod table;
mod types;

pub use bitboard::{Bitboard, BitboardIter};
pub use board::Board;
pub use draws::DrawClaim;
pub use game::{line_tokens, Game, LineError, Step};
pub use law::{
    borrowed_citation, otherwise_citation, Book, Law, Place, PlaceInBook, RulePoint, FIDE_ARTICLES,
    PONZIANI_SUMMARY,
};
pub use moves::{Move, MoveList};
pub use notation::{NotationError, SanError, UciError};
pub use odds::Odds;
pub use outcome::{Ending, GameResult, Outcome};
pub use position::{FenError, Position, PositionError, PositionErrorKind};
pub use refusal::{Refusal, RefusalKind};
pub use rules::{
    read_rules, rules_id, Castling, Change, Choice, Cited, Citing, Code, EnPassant, FiftyMoves,
    LawBook, Promotion, RestsOn, RuleSet, Stalemate, Standing, Switch, SwitchValue, SWITCHES,
};
pub use setup::{FenField, ParseFenError, Setup};
pub use types::{Color, Piece, Role, Square};
