//! What each of the sixty-four squares shows (its man and its marks),
//! worked out for the whole board at once in plain Rust.
//!
//! Why not one memo per square and mark: with nine memos on each of 64
//! squares, every shared signal of a board had 64 subscribers, and one move
//! woke hundreds of memos per board (each re-subscribing itself). Here one
//! pass over the board compares the new looks with the old, and only the
//! squares whose look changed are told (see `square.rs`).

use crate::core::{Board, Move, Piece, Position, Square};

/// What one square shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The man on the square.
    pub piece: Option<Piece>,
    /// The man picked up stands here.
    pub selected: bool,
    /// The man picked up may go here.
    pub target: bool,
    /// The last move played left or reached this square.
    pub last_move: bool,
    /// Marked on the umpire's table (touched with the man in hand, or a
    /// slip's square).
    pub marked: bool,
    /// The king in check stands here.
    pub in_check: bool,
    /// A dragged man is over this square.
    pub drag_over: bool,
    /// The dragged man came from this square.
    pub drag_origin: bool,
    /// The square holds the grid's one tab stop.
    pub cursor: bool,
}

/// A mark's class name and, when a screen reader should hear it, its words.
struct Mark {
    class: &'static str,
    words: &'static str,
    on: fn(&Look) -> bool,
}

const MARKS: [Mark; 8] = [
    Mark {
        class: "selected",
        words: "picked up",
        on: |l| l.selected,
    },
    Mark {
        class: "target",
        words: "a legal move",
        on: |l| l.target,
    },
    Mark {
        class: "occupied",
        words: "",
        on: Look::is_capture,
    },
    Mark {
        class: "last-move",
        words: "last move",
        on: |l| l.last_move,
    },
    Mark {
        class: "marked",
        words: "",
        on: |l| l.marked,
    },
    Mark {
        class: "in-check",
        words: "in check",
        on: |l| l.in_check,
    },
    Mark {
        class: "drag-over",
        words: "",
        on: |l| l.drag_over,
    },
    Mark {
        class: "drag-origin",
        words: "",
        on: |l| l.drag_origin,
    },
];

impl Look {
    /// A legal move that takes the man standing here.
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.target && self.piece.is_some()
    }

    /// The square button's classes: its colour, then each mark it bears.
    #[must_use]
    pub fn class(&self, square: Square) -> String {
        let mut class = String::from(if (square.file() + square.rank()).is_multiple_of(2) {
            "square dark"
        } else {
            "square light"
        });
        for mark in MARKS.iter().filter(|mark| (mark.on)(self)) {
            class.push(' ');
            class.push_str(mark.class);
        }
        class
    }

    /// The marks a screen reader hears beside the square's name, if any.
    #[must_use]
    pub fn description(&self) -> Option<String> {
        let words: Vec<&str> = MARKS
            .iter()
            .filter(|mark| !mark.words.is_empty() && (mark.on)(self))
            .map(|mark| mark.words)
            .collect();
        (!words.is_empty()).then(|| words.join(", "))
    }
}

/// What the board's reader is doing, beside the position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub selected: Option<Square>,
    pub last_move: Option<Move>,
    pub drag_over: Option<Square>,
    pub drag_origin: Option<Square>,
    pub cursor: Option<Square>,
}

/// The look of every square, by square index.
#[must_use]
pub fn looks(position: &Position, marks: &Marks) -> [Look; 64] {
    let targets = marks.selected.map_or(0_u64, |from| {
        position
            .legal_moves_from(from)
            .iter()
            .fold(0, |bits, m| bits | 1 << m.to().index())
    });
    let checked_king = position
        .is_check()
        .then(|| position.board().king_of(position.turn()))
        .flatten();
    let touched_by_last = |square| {
        marks
            .last_move
            .is_some_and(|m| m.from() == square || m.to() == square)
    };
    let mut looks = [Look::default(); 64];
    for square in (0..64).filter_map(Square::new) {
        let index = square.index();
        looks[index] = Look {
            piece: position.piece_at(square),
            selected: marks.selected == Some(square),
            target: targets & (1 << index) != 0,
            last_move: touched_by_last(square),
            marked: false,
            in_check: checked_king == Some(square),
            drag_over: marks.drag_over == Some(square),
            drag_origin: marks.drag_origin == Some(square),
            cursor: marks.cursor == Some(square),
        };
    }
    looks
}

/// The look of every square of a board of men as they stand (which may
/// hold what the rules forbid: the umpire's table), by square index: the
/// man in hand, the squares marked, and the cursor if the board takes
/// presses.
#[must_use]
pub fn men_looks(
    board: &Board,
    held: Option<Square>,
    marked: &[Square],
    cursor: Option<Square>,
) -> [Look; 64] {
    let mut looks = [Look::default(); 64];
    for square in (0..64).filter_map(Square::new) {
        looks[square.index()] = Look {
            piece: board.piece_at(square),
            selected: held == Some(square),
            marked: marked.contains(&square),
            cursor: cursor == Some(square),
            ..Look::default()
        };
    }
    looks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Color, Role, RuleSet};

    fn square(name: &str) -> Square {
        Square::from_name(name).expect("a square name")
    }

    #[test]
    fn the_start_shows_its_men_and_no_marks() {
        let position = Position::start(RuleSet::modern());
        let all = looks(&position, &Marks::default());
        let e1 = all[square("e1").index()];
        assert_eq!(
            e1.piece,
            Some(Piece {
                color: Color::White,
                role: Role::King
            })
        );
        assert_eq!(e1.class(square("e1")), "square dark");
        assert_eq!(e1.description(), None);
        assert_eq!(all.iter().filter(|l| l.piece.is_some()).count(), 32);
    }

    #[test]
    fn a_man_picked_up_marks_its_targets() {
        let position = Position::start(RuleSet::modern());
        let marks = Marks {
            selected: Some(square("g1")),
            ..Marks::default()
        };
        let all = looks(&position, &marks);
        let targets: Vec<usize> = (0..64).filter(|&i| all[i].target).collect();
        assert_eq!(targets, vec![square("f3").index(), square("h3").index()]);
        assert_eq!(
            all[square("f3").index()].description().as_deref(),
            Some("a legal move")
        );
        assert!(all[square("g1").index()]
            .class(square("g1"))
            .ends_with(" selected"));
    }

    #[test]
    fn the_men_as_they_stand_show_the_man_in_hand_and_the_marks() {
        let all = men_looks(
            &Board::start(),
            Some(square("e2")),
            &[square("e4")],
            Some(square("e2")),
        );
        assert_eq!(all.iter().filter(|l| l.piece.is_some()).count(), 32);
        assert_eq!(all.iter().filter(|l| l.cursor).count(), 1);
        let e2 = all[square("e2").index()];
        assert_eq!(e2.class(square("e2")), "square light selected");
        assert_eq!(e2.description().as_deref(), Some("picked up"));
        let e4 = all[square("e4").index()];
        assert_eq!(e4.class(square("e4")), "square light marked");
        assert_eq!(e4.description(), None);
        let pictured = men_looks(&Board::start(), None, &[], None);
        assert!(pictured.iter().all(|l| !l.cursor && !l.selected));
    }

    #[test]
    fn a_capture_target_is_marked_occupied() {
        let look = Look {
            piece: Some(Piece {
                color: Color::Black,
                role: Role::Pawn,
            }),
            target: true,
            ..Look::default()
        };
        assert!(look.is_capture());
        assert_eq!(look.class(square("d5")), "square light target occupied");
    }
}
