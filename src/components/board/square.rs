//! The sixty-four squares of one board: each a grid cell holding a button
//! with the man on it and its marks (picked up, a legal move, last move,
//! check, drag).
//!
//! The squares are written as one piece of markup when the board appears
//! (and when it turns round), not built as sixty-four reactive views: on a
//! page with three or four boards that was most of the start-up's work
//! (six render effects and a child view per square). Afterwards one effect
//! per board works out every square's look (`looks.rs`), compares it with
//! the look shown, and patches only the squares that changed, as
//! chessground does. Clicks are caught by the grid (`Board`, `TableBoard`),
//! which finds the square by its `data-square`.

use crate::board_markup::grid::{grid_markup, tab_index};
use crate::board_markup::interaction::man_label;
use crate::board_markup::looks::Look;
use crate::board_markup::pieces::piece_markup;
use crate::core::Square;
use crate::markup::set_markup;
use leptos::html;
use leptos::prelude::*;

/// The look shown on each square of one board, by square index.
#[derive(Clone, Copy)]
pub struct SquareLooks {
    shown: StoredValue<[Look; 64]>,
}

impl SquareLooks {
    /// The looks of the squares in `grid`, as `now` works them out, kept
    /// up to date by one effect that patches only the squares whose look
    /// changed. Every board is written this way: the study's (`Board`,
    /// from a position and the reader's marks) and the umpire's table
    /// (`TableBoard`, from the men as they stand).
    pub fn new(grid: NodeRef<html::Div>, now: impl Fn() -> [Look; 64] + 'static) -> SquareLooks {
        // The first looks are worked out now, so the first paint already
        // shows the men (an effect runs only after the first render).
        let squares = SquareLooks {
            shown: StoredValue::new(untrack(&now)),
        };
        Effect::new(move |_| {
            let now = now();
            let Some(grid) = grid.get_untracked() else {
                squares.shown.set_value(now);
                return;
            };
            squares.shown.update_value(|shown| {
                for (index, (old, new)) in shown.iter_mut().zip(now).enumerate() {
                    if *old != new {
                        if let Some(square) = u8::try_from(index).ok().and_then(Square::new) {
                            patch_square(&grid, square, old, &new);
                        }
                        *old = new;
                    }
                }
            });
        });
        squares
    }

    /// The markup of the eight rows of squares, as the reader sees the
    /// board, with the looks shown now.
    pub fn grid_markup(self, flipped: bool) -> String {
        self.shown
            .with_value(|shown| grid_markup(shown, flipped))
            .into_string()
    }
}

/// Brings `square`'s cell and button from the `old` look to the `new`,
/// touching only what differs.
fn patch_square(grid: &web_sys::HtmlDivElement, square: Square, old: &Look, new: &Look) {
    let Some(button) = crate::page::square_button(grid, square) else {
        return;
    };
    if old.selected != new.selected {
        if let Some(cell) = button.parent_element() {
            let _ = cell.set_attribute("aria-selected", &new.selected.to_string());
        }
    }
    let class = new.class(square);
    if old.class(square) != class {
        button.set_class_name(&class);
    }
    if old.cursor != new.cursor {
        let _ = button.set_attribute("tabindex", tab_index(new));
    }
    if old.piece != new.piece {
        let _ = button.set_attribute("aria-label", &man_label(square, new.piece));
        set_markup(
            &button,
            &new.piece
                .map(|p| piece_markup(p.color, p.role))
                .unwrap_or_default(),
        );
    }
    let description = new.description();
    if old.description() != description {
        let _ = match description {
            Some(words) => button.set_attribute("aria-description", &words),
            None => button.remove_attribute("aria-description"),
        };
    }
}
