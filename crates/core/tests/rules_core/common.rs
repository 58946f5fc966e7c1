//! Helpers shared by the test modules.

use chess_laws_core::{Code, Position};

/// The position of `fen` under `code`; a FEN the test got wrong fails the
/// test with the reason.
pub fn position(code: Code, fen: &str) -> Position {
    Position::from_fen(fen, code.rules()).unwrap_or_else(|e| panic!("{fen} under {code}: {e}"))
}

/// The seeded tests' generator: a failing case names its seed and comes
/// back the same.
pub use chess_laws_core::seeded::Seeded as Rng;
