//! Endgame verdicts with best play, in words: what the solver (run in the
//! worker) says of a board's position under its code, the moves ranked,
//! and the counts of won, drawn and lost positions of the material.
//!
//! Plain Rust: the page asks the worker, hands the answer here, and shows
//! the sentences this module writes.

use crate::core::solver::{Counts, Material, Value, MAX_MEN};
use crate::core::{Color, Move, Position};

/// The fifty-move rule counts moves of each side: a hundred plies.
const FIFTY_MOVES_IN_PLIES: u16 = 100;

/// Whether the solver can value `position`: at most [`MAX_MEN`] men,
/// kings included, no castling right, and a move to make (a position
/// already decided is the board's own verdict).
#[must_use]
pub fn within_reach(position: &Position) -> bool {
    (position.board().occupied().count() as usize) <= MAX_MEN
        && !position.castling_rights().any()
        && Material::of_board(position.board()).is_ok()
        && !position.legal_moves().is_empty()
}

/// A legal move with its value for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankedMove {
    /// The move itself, to play it.
    pub chosen: Move,
    /// In SAN.
    pub san: String,
    /// Its value for the side that plays it.
    pub value: Value,
}

/// The solver's verdict on a board's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndgameVerdict {
    /// The side to move.
    pub turn: Color,
    /// Its value with best play.
    pub value: Value,
    /// Every legal move, best first.
    pub moves: Vec<RankedMove>,
    /// The material, as `KPvK`.
    pub material: String,
    /// Won, drawn and lost positions of the material under the code.
    pub counts: Counts,
}

impl EndgameVerdict {
    /// Reads the worker's answer against the position it was asked about.
    ///
    /// # Errors
    /// Names a move of the answer that is not legal in `position` (an
    /// answer for another position).
    pub fn read(
        position: &Position,
        value: Value,
        moves: &[(String, Value)],
        material: &str,
        counts: Counts,
    ) -> Result<EndgameVerdict, String> {
        let moves = moves
            .iter()
            .map(|(uci, value)| {
                let chosen = position
                    .parse_uci(uci)
                    .map_err(|_| format!("the move {uci} is not legal here"))?;
                Ok(RankedMove {
                    san: position.san(&chosen),
                    chosen,
                    value: *value,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(EndgameVerdict {
            turn: position.turn(),
            value,
            moves,
            material: material.to_string(),
            counts,
        })
    }

    /// The best move (the first ranked), if any.
    #[must_use]
    pub fn best(&self) -> Option<&RankedMove> {
        self.moves.first()
    }

    /// The sentence under the board, e.g. "With best play White wins: in 4
    /// moves (7 plies), within fifty moves."
    #[must_use]
    pub fn sentence(&self) -> String {
        let side = side_name(self.turn);
        let other = side_name(self.turn.other());
        match self.value {
            Value::Draw => format!("With best play: a draw ({side} to move)."),
            Value::Win(plies) => format!(
                "With best play {side} wins, to move: {}{}.",
                distance(self.value),
                fifty_note(plies)
            ),
            Value::Loss(plies) => format!(
                "With best play {other} wins, {side} to move: {}{}.",
                distance(self.value),
                fifty_note(plies)
            ),
        }
    }

    /// The short form for the verdict table: "White wins in 4", "Draw".
    #[must_use]
    pub fn short(&self) -> String {
        let moves = self.value.moves().unwrap_or(0);
        match self.value {
            Value::Draw => "Draw".to_string(),
            Value::Win(_) => format!("{} wins in {moves}", side_name(self.turn)),
            Value::Loss(_) => format!("{} wins in {moves}", side_name(self.turn.other())),
        }
    }
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "in 4 moves (7 plies)"; a won position already decided is "now".
fn distance(value: Value) -> String {
    match (value.moves(), value.plies()) {
        (Some(0), _) | (None, _) => "now".to_string(),
        (Some(1), Some(plies)) => format!("in 1 move ({plies} {})", plural(plies, "ply", "plies")),
        (Some(moves), Some(plies)) => format!("in {moves} moves ({plies} plies)"),
        (Some(moves), None) => format!("in {moves} moves"),
    }
}

fn plural(n: u16, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// Whether the distance fits in fifty moves (the solver sets the rule
/// aside; a capture or a pawn move on the way would start the count anew).
fn fifty_note(plies: u16) -> &'static str {
    if plies > FIFTY_MOVES_IN_PLIES {
        ", longer than fifty moves"
    } else {
        ""
    }
}

/// A ranked move's value in words, from the mover's side: "wins in 4",
/// "draws", "loses in 3".
#[must_use]
pub fn move_value(value: Value) -> String {
    let moves = value.moves().unwrap_or(0);
    match value {
        Value::Win(_) => format!("wins in {moves}"),
        Value::Draw => "draws".to_string(),
        Value::Loss(_) => format!("loses in {moves}"),
    }
}

/// A slug for styling a value: `win`, `draw` or `loss`.
#[must_use]
pub fn value_slug(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "win",
        Value::Draw => "draw",
        Value::Loss(_) => "loss",
    }
}

/// `1234567` as `1,234,567`.
#[must_use]
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Code;

    fn position(fen: &str, code: Code) -> Position {
        Position::from_fen(fen, code.rules()).expect("a legal test position")
    }

    #[test]
    fn reach_is_four_men_without_castling_and_with_a_move() {
        assert!(within_reach(&position(
            "4k3/8/3PK3/8/8/8/8/8 w - - 0 1",
            Code::Modern
        )));
        assert!(!within_reach(&position(
            "4k3/8/3PK3/8/8/8/8/RR6 w - - 0 1",
            Code::Modern
        )));
        assert!(!within_reach(&position(
            "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
            Code::Modern
        )));
        // Stalemated: the board's own verdict says it.
        assert!(!within_reach(&position(
            "3k4/3P4/3K4/8/8/8/8/8 b - - 0 1",
            Code::Modern
        )));
        assert!(!within_reach(&Position::start(Code::Modern.rules())));
    }

    #[test]
    fn answers_read_against_the_position() {
        let p = position("4k3/8/3PK3/8/8/8/8/8 w - - 0 1", Code::Turkey);
        let v = EndgameVerdict::read(
            &p,
            Value::Win(7),
            &[("d6d7".to_string(), Value::Win(7))],
            "KPvK",
            Counts::default(),
        )
        .expect("a legal move");
        assert_eq!(v.best().map(|m| m.san.as_str()), Some("d7+"));
        assert_eq!(
            v.sentence(),
            "With best play White wins, to move: in 4 moves (7 plies)."
        );
        assert_eq!(v.short(), "White wins in 4");
        assert!(EndgameVerdict::read(
            &p,
            Value::Win(7),
            &[("a1a2".to_string(), Value::Win(7))],
            "KPvK",
            Counts::default()
        )
        .is_err());
    }

    #[test]
    fn losses_and_long_wins_in_words() {
        let p = position("4k3/8/3PK3/8/8/8/8/8 b - - 0 1", Code::Modern);
        let v = EndgameVerdict::read(&p, Value::Loss(120), &[], "KPvK", Counts::default())
            .expect("no move to read");
        assert_eq!(
            v.sentence(),
            "With best play White wins, Black to move: in 60 moves (120 plies), longer than fifty moves."
        );
        assert_eq!(move_value(Value::Loss(2)), "loses in 1");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
    }
}
