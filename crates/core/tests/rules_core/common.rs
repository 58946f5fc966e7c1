//! Helpers shared by the test modules.

use chess_laws_core::{Code, Position};

/// The position of `fen` under `code`; a FEN the test got wrong fails the
/// test with the reason.
pub fn position(code: Code, fen: &str) -> Position {
    Position::from_fen(fen, code.rules()).unwrap_or_else(|e| panic!("{fen} under {code}: {e}"))
}

/// Marsaglia's xorshift64: small, deterministic, the same on every machine,
/// so that a failing seeded case names its seed and comes back the same.
pub struct Rng(pub u64);

impl Rng {
    /// A generator from a seed; a zero state would stay zero, and seeds
    /// close together should start far apart, so the seed is mixed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}
