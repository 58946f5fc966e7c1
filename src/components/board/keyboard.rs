//! The keyboard: one tab stop in the grid, a square cursor moved by the
//! arrows (as the reader sees the board), Enter or Space to pick up and
//! drop, Escape to put the man down again.

use super::event_square;
use super::interaction::cursor_step;
use super::state::BoardState;
use leptos::ev;
use leptos::prelude::*;

/// A key pressed in the grid.
pub fn keydown(board: BoardState, event: &ev::KeyboardEvent) {
    let key = event.key();
    let here = event_square(event).unwrap_or_else(|| board.cursor.get_untracked());
    if let Some(next) = cursor_step(here, &key, board.flipped.get_untracked()) {
        event.prevent_default();
        board.cursor.set(next);
        board.focus_square(next);
        return;
    }
    match key.as_str() {
        "Enter" | " " => {
            // Handled here (not by the button's own click) so that a key
            // press is exactly one activation.
            event.prevent_default();
            board.cursor.set(here);
            board.activate(here);
        }
        "Escape"
            if board.selected.with_untracked(Option::is_some)
                || board.message.with_untracked(Option::is_some) =>
        {
            event.prevent_default();
            board.selected.set(None);
            board.message.set(None);
        }
        _ => {}
    }
}

/// The button's own activation by Space comes on key-up: it was handled on
/// key-down already.
pub fn keyup(event: &ev::KeyboardEvent) {
    if event.key() == " " {
        event.prevent_default();
    }
}

/// The cursor follows the focus (a click, a tab into the grid).
pub fn focusin(board: BoardState, event: &ev::FocusEvent) {
    if let Some(square) = event_square(event) {
        board.cursor.set(square);
    }
}
