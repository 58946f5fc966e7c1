//! The board on the screen: its box in client coordinates, the square
//! under a point, and a press that may become a drag. Pure arithmetic,
//! tested natively; the live board (`components::board::drag`) and the
//! island (`island::drag`) both drag with it.

use super::interaction::square_at_view;
use crate::core::{Piece, Position, Square};

/// How far (in CSS pixels) a press moves before it is a drag, not a tap.
pub const DRAG_THRESHOLD: f64 = 5.0;
/// How long (ms) after a drop a click on the board is the drop's echo.
pub const CLICK_ECHO_MS: f64 = 400.0;

/// Whether a press begun at `start` and now at `point` is a drag.
pub fn is_drag(start: (f64, f64), point: (f64, f64)) -> bool {
    let (dx, dy) = (point.0 - start.0, point.1 - start.1);
    // Squared, so that the island need not carry a square root.
    dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD
}

/// Where the dragged man is drawn: centred under the pointer at `point`,
/// one square of `size` wide.
pub fn dragged_man_transform(point: (f64, f64), size: f64) -> String {
    let half = size / 2.0;
    format!(
        "translate3d({}, {}, 0)",
        px(point.0 - half),
        px(point.1 - half)
    )
}

/// The board's box in client coordinates (CSS pixels).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    /// The box of an element as the browser lays it out now.
    pub fn of(element: &web_sys::Element) -> Rect {
        let rect = element.get_bounding_client_rect();
        Rect {
            left: rect.left(),
            top: rect.top(),
            width: rect.width(),
            height: rect.height(),
        }
    }

    /// The side of one square.
    pub fn square_size(&self) -> f64 {
        self.width / 8.0
    }
}

/// A press of the pointer on a man of the side to move, which becomes a
/// drag once it has moved [`DRAG_THRESHOLD`]; a press that does not move
/// is left to the click.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Press {
    pub pointer_id: i32,
    /// The man's square.
    pub from: Square,
    pub piece: Piece,
    /// Where the pointer went down, in client coordinates.
    pub start: (f64, f64),
    /// The board's box when it did.
    pub rect: Rect,
    /// Whether the man has been lifted.
    pub dragging: bool,
}

impl Press {
    /// A press of pointer `pointer_id` at `start` on `from` of a board whose
    /// box is `rect`: `None` unless a man of the side to move stands there,
    /// the only man a drag lifts.
    pub fn begin(
        position: &Position,
        from: Square,
        pointer_id: i32,
        start: (f64, f64),
        rect: Rect,
    ) -> Option<Press> {
        let piece = position
            .piece_at(from)
            .filter(|piece| piece.color == position.turn())?;
        Some(Press {
            pointer_id,
            from,
            piece,
            start,
            rect,
            dragging: false,
        })
    }

    /// The pointer is at `point`: whether the press is a drag now, and the
    /// man lifted if it has just become one (`true` the once it has).
    pub fn move_to(&mut self, point: (f64, f64)) -> Option<bool> {
        if self.dragging {
            return Some(false);
        }
        if !is_drag(self.start, point) {
            return None;
        }
        self.dragging = true;
        Some(true)
    }

    /// The square under the pointer at `point`, or `None` off the board.
    pub fn over(&self, point: (f64, f64), flipped: bool) -> Option<Square> {
        square_at_point(self.rect, point.0, point.1, flipped)
    }

    /// The square the man is dropped on at `point`: one other than its own.
    pub fn drop_square(&self, point: (f64, f64), flipped: bool) -> Option<Square> {
        self.over(point, flipped).filter(|&to| to != self.from)
    }
}

/// The square under the point (`x`, `y`), or `None` off the board.
pub fn square_at_point(rect: Rect, x: f64, y: f64, flipped: bool) -> Option<Square> {
    if rect.width <= 0.0 || rect.height <= 0.0 || x < rect.left || y < rect.top {
        return None;
    }
    let col = ((x - rect.left) / rect.width * 8.0).floor();
    let row = ((y - rect.top) / rect.height * 8.0).floor();
    if col >= 8.0 || row >= 8.0 {
        return None;
    }
    square_at_view(row as u8, col as u8, flipped)
}

/// A length in whole CSS pixels. Whole pixels: printing floats would add a
/// float formatter to the download for nothing visible; and 32 bits, whose
/// formatter the wasm has already (a 64-bit one would be added for this).
pub fn px(length: f64) -> String {
    format!("{}px", length.round() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: Rect = Rect {
        left: 100.0,
        top: 50.0,
        width: 400.0,
        height: 400.0,
    };

    fn sq(name: &str) -> Option<Square> {
        Square::from_name(name)
    }

    #[test]
    fn points_fall_on_the_square_the_reader_sees() {
        assert_eq!(square_at_point(BOARD, 101.0, 51.0, false), sq("a8"));
        assert_eq!(square_at_point(BOARD, 101.0, 51.0, true), sq("h1"));
        assert_eq!(square_at_point(BOARD, 499.0, 449.0, false), sq("h1"));
        // e4: the fifth column, the fifth row from the top.
        assert_eq!(
            square_at_point(BOARD, 100.0 + 4.5 * 50.0, 50.0 + 4.5 * 50.0, false),
            sq("e4")
        );
    }

    #[test]
    fn points_beside_the_board_are_on_no_square() {
        assert_eq!(square_at_point(BOARD, 99.0, 60.0, false), None);
        assert_eq!(square_at_point(BOARD, 120.0, 450.0, false), None);
        assert_eq!(square_at_point(BOARD, 500.0, 60.0, false), None);
        let collapsed = Rect {
            width: 0.0,
            ..BOARD
        };
        assert_eq!(square_at_point(collapsed, 100.0, 50.0, false), None);
    }

    #[test]
    fn a_press_is_a_drag_once_it_has_moved_five_pixels() {
        assert!(!is_drag((10.0, 10.0), (13.0, 13.0)));
        assert!(is_drag((10.0, 10.0), (13.0, 14.0)));
    }

    #[test]
    fn a_press_lifts_its_man_once_and_drops_it_on_another_square() {
        let e2 = BOARD.left + 4.5 * 50.0;
        let mut press = Press {
            pointer_id: 1,
            from: Square::from_name("e2").unwrap(),
            piece: Piece {
                color: crate::core::Color::White,
                role: crate::core::Role::Pawn,
            },
            start: (e2, BOARD.top + 6.5 * 50.0),
            rect: BOARD,
            dragging: false,
        };
        assert_eq!(press.move_to((e2 + 2.0, BOARD.top + 6.5 * 50.0)), None);
        assert_eq!(press.move_to((e2, BOARD.top + 5.5 * 50.0)), Some(true));
        assert_eq!(press.move_to((e2, BOARD.top + 4.5 * 50.0)), Some(false));
        assert_eq!(
            press.drop_square((e2, BOARD.top + 4.5 * 50.0), false),
            sq("e4")
        );
        assert_eq!(press.drop_square((e2, BOARD.top + 6.5 * 50.0), false), None);
        assert_eq!(
            press.drop_square((e2, BOARD.top + 6.5 * 50.0), true),
            sq("d7")
        );
    }

    #[test]
    fn a_press_begins_only_on_a_man_of_the_side_to_move() {
        let start = Position::start(crate::core::RuleSet::modern());
        let on = |name: &str| {
            Press::begin(
                &start,
                Square::from_name(name).unwrap(),
                1,
                (0.0, 0.0),
                BOARD,
            )
        };
        assert_eq!(
            on("e2").map(|press| press.piece.role),
            Some(crate::core::Role::Pawn)
        );
        assert_eq!(on("e7"), None);
        assert_eq!(on("e4"), None);
    }

    #[test]
    fn the_dragged_man_is_centred_under_the_pointer() {
        assert_eq!(
            dragged_man_transform((100.0, 60.0), 40.0),
            "translate3d(80px, 40px, 0)"
        );
    }

    #[test]
    fn lengths_are_whole_pixels() {
        assert_eq!(px(49.6), "50px");
        assert_eq!(px(-12.4), "-12px");
    }
}
