//! The value of a position with best play, and its one-word storage.

use std::cmp::Ordering;
use std::fmt;

/// The value of a position for the side to move, with best play on both
/// sides, and its distance in **plies** (half-moves) to the end of the
/// game: checkmate, or a stalemate that the code scores as a win.
///
/// The winner shortens the game, the loser lengthens it. `Win(1)` is a
/// mate (or a winning stalemate) on the move; `Loss(0)` is a position
/// already lost (checkmated, or under Turkey's rule stalemated); `Win(0)`
/// exists only under Parsloe's rule, where the side to move is stalemated
/// and so has won. The distance runs on through captures and promotions
/// (distance to mate, not to conversion). The fifty-move rule is set aside:
/// a `Win(140)` is a win on the board though it takes seventy moves.
///
/// Values are ordered from the side to move's view: a shorter win is
/// greater than a longer one, every win is greater than a draw, and a
/// longer loss is greater than a shorter one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u16),
    /// Neither side can force a win.
    Draw,
    /// The side to move loses in this many plies.
    Loss(u16),
}

impl Value {
    /// The distance in moves of the winner: `Win(1)` and `Win(2)` are
    /// "in 1", `Win(3)` "in 2"; `Loss(2)` is "mated in 1" (the winner's one
    /// move after the loser's). `None` for a draw.
    #[must_use]
    pub const fn moves(self) -> Option<u16> {
        match self {
            Value::Win(p) => Some(p.div_ceil(2)),
            Value::Loss(p) => Some(p / 2),
            Value::Draw => None,
        }
    }

    /// The distance in plies (`None` for a draw).
    #[must_use]
    pub const fn plies(self) -> Option<u16> {
        match self {
            Value::Win(p) | Value::Loss(p) => Some(p),
            Value::Draw => None,
        }
    }

    /// The value one ply earlier, for the side that moved into a position
    /// of this value.
    #[must_use]
    pub const fn before_move(self) -> Value {
        match self {
            Value::Win(p) => Value::Loss(p.saturating_add(1)),
            Value::Loss(p) => Value::Win(p.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// A number that orders values from the side to move's view.
    const fn rank(self) -> i32 {
        match self {
            Value::Win(p) => 100_000 - p as i32,
            Value::Draw => 0,
            Value::Loss(p) => -100_000 + p as i32,
        }
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    /// "win in 3 (5 plies)", "draw", "loss in 2 (4 plies)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(p) => write!(f, "win in {} ({p} plies)", p.div_ceil(2)),
            Value::Draw => f.write_str("draw"),
            Value::Loss(p) => write!(f, "loss in {} ({p} plies)", p / 2),
        }
    }
}

/// The stored form of a value, one `u16` per position.
pub(super) mod code {
    use super::Value;

    /// Not yet known while solving; a draw once solving is done.
    pub const DRAW: u16 = 0;
    /// Not a position of the table (men on one square, king in check with
    /// the other side to move, and so on).
    pub const INVALID: u16 = 0xFFFF;
    const WIN: u16 = 0x8000;
    const LOSS: u16 = 0x4000;
    /// The largest distance a code holds.
    pub const MAX_PLIES: u16 = 0x3FFF;

    pub const fn win(plies: u16) -> u16 {
        WIN | plies
    }

    pub const fn loss(plies: u16) -> u16 {
        LOSS | plies
    }

    pub const fn decode(code: u16) -> Option<Value> {
        if code == INVALID {
            None
        } else if code & WIN != 0 {
            Some(Value::Win(code & MAX_PLIES))
        } else if code & LOSS != 0 {
            Some(Value::Loss(code & MAX_PLIES))
        } else {
            Some(Value::Draw)
        }
    }

    pub const fn encode(value: Value) -> u16 {
        match value {
            Value::Win(p) => win(p),
            Value::Loss(p) => loss(p),
            Value::Draw => DRAW,
        }
    }
}
