//! What one board holds while the reader works on it (the man picked up,
//! the message, the open picker, the square cursor) and what it does with
//! an [`Action`]: the bridge between the pure transitions and the page.

use super::interaction::{click_action, drop_action, move_words, selection_words, Action};
use crate::core::{Move, Position, Square};
use leptos::html;
use leptos::prelude::*;

/// One board's state and the reader's means to change it. Copy: every
/// field is a handle to a signal.
#[derive(Clone, Copy)]
pub struct BoardState {
    /// The position shown; the board never changes it itself.
    pub position: Signal<Position>,
    /// Black at the bottom.
    pub flipped: Memo<bool>,
    /// Only to look at.
    pub view_only: Signal<bool>,
    /// The man picked up.
    pub selected: RwSignal<Option<Square>>,
    /// Why the last square was refused.
    pub message: RwSignal<Option<String>>,
    /// The moves of one from-to pair the reader is choosing among.
    pub picker: RwSignal<Option<Vec<Move>>>,
    /// The square that holds the grid's one tab stop.
    pub cursor: RwSignal<Square>,
    /// The grid of squares on the page.
    pub grid: NodeRef<html::Div>,
    /// The position the reader last acted on (picked a man up, was refused,
    /// opened the picker); none once a new position has cleared that.
    acted_on: StoredValue<Option<Position>>,
    on_move: Callback<Move>,
    on_announce: Option<Callback<String>>,
}

impl BoardState {
    /// A board on `position` with nothing picked up and the cursor on the
    /// king of the side to move.
    pub fn new(
        position: Signal<Position>,
        flipped: Signal<bool>,
        view_only: Signal<bool>,
        on_move: Callback<Move>,
        on_announce: Option<Callback<String>>,
    ) -> BoardState {
        let king = position.with_untracked(|p| p.board().king_of(p.turn()));
        BoardState {
            position,
            // A memo: the squares are laid out again only when the
            // orientation itself changes, not whenever its source does.
            flipped: Memo::new(move |_| flipped.get()),
            view_only,
            selected: RwSignal::new(None),
            message: RwSignal::new(None),
            picker: RwSignal::new(None),
            cursor: RwSignal::new(king.unwrap_or(Square::E1)),
            grid: NodeRef::new(),
            acted_on: StoredValue::new(None),
            on_move,
            on_announce,
        }
    }

    /// What a new position does to the board: puts down the man picked up,
    /// closes the picker and the message, and (unless the reader is keying
    /// on the board) takes the square cursor to the king of the side to
    /// move. Not when the reader has already acted on the new position:
    /// presses the loader makes again on the live app once it has taken
    /// the page over (a step back to the start, then a man picked up) come
    /// in one task, before the new position has reached this board.
    pub fn on_new_position(&self) {
        let acted_here = self.acted_on.with_value(|acted| {
            acted
                .as_ref()
                .is_some_and(|acted| self.position.with_untracked(|now| now == acted))
        });
        if acted_here {
            return;
        }
        self.acted_on.set_value(None);
        self.clear();
        self.cursor_to_king_unless_focused();
    }

    /// Notes that the reader acts on the position now shown.
    fn note_act(&self) {
        self.acted_on.set_value(Some(self.position.get_untracked()));
    }

    /// Puts down the man picked up, closes the picker and the message
    /// (only what is open: nothing else is told about it).
    pub fn clear(&self) {
        set_if_changed(self.selected, None);
        set_if_changed(self.picker, None);
        set_if_changed(self.message, None);
    }

    fn announce(&self, text: String) {
        if let Some(callback) = self.on_announce {
            callback.run(text);
        }
    }

    /// Puts the square cursor on the king of the side to move, unless the
    /// focus is in the grid (the reader is keying on it).
    pub fn cursor_to_king_unless_focused(&self) {
        let in_grid = self.has_focus();
        let king = self
            .position
            .with_untracked(|p| p.board().king_of(p.turn()));
        if let (false, Some(king)) = (in_grid, king) {
            if self.cursor.get_untracked() != king {
                self.cursor.set(king);
            }
        }
    }

    /// Moves the keyboard focus to `square`'s button.
    pub fn focus_square(&self, square: Square) {
        let Some(grid) = self.grid.try_get_untracked().flatten() else {
            return;
        };
        if let Some(button) = crate::page::square_button(&grid, square) {
            let _ = button.focus();
        }
    }

    /// Whether the keyboard focus is in the grid.
    fn has_focus(&self) -> bool {
        let focused = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element());
        // Called a frame after a move too, when the board may be gone.
        match (self.grid.try_get_untracked().flatten(), focused) {
            (Some(grid), Some(focused)) => grid.contains(Some(&focused)),
            _ => false,
        }
    }

    /// Hands the chosen move to the owner of the position. A reader keying
    /// on the board keeps the focus there, on the square moved to, once the
    /// page has drawn the move (else it falls to the page's body).
    pub fn play(&self, chosen: Move) {
        let words = self.position.with_untracked(|p| move_words(p, &chosen));
        let keying = self.has_focus();
        self.clear();
        self.cursor.set(chosen.to());
        self.announce(words);
        self.on_move.run(chosen);
        if keying {
            let board = *self;
            crate::browser::before_next_frame(move || {
                if !board.has_focus() {
                    board.focus_square(chosen.to());
                }
            });
        }
    }

    /// Does what a click, a drop or a key asked for.
    pub fn run(&self, action: Action) {
        if self.view_only.get_untracked() {
            return;
        }
        self.note_act();
        match action {
            Action::Select(square) => {
                self.selected.set(Some(square));
                set_if_changed(self.message, None);
                let words = self.position.with_untracked(|p| selection_words(p, square));
                self.announce(words);
            }
            Action::Deselect => {
                self.selected.set(None);
                set_if_changed(self.message, None);
            }
            Action::Play(chosen) => self.play(chosen),
            Action::Choose(moves) => {
                set_if_changed(self.message, None);
                self.picker.set(Some(moves));
            }
            Action::Refuse(reason) => {
                self.message.set(Some(reason.clone()));
                self.announce(reason);
            }
            Action::Nothing => set_if_changed(self.message, None),
        }
    }

    /// A click, a tap or Enter on `square`.
    pub fn activate(&self, square: Square) {
        let selected = self.selected.get_untracked();
        self.run(
            self.position
                .with_untracked(|p| click_action(p, selected, square)),
        );
    }

    /// A drag of the man on `from` begins: it is the one picked up.
    pub fn pick_up(&self, from: Square) {
        self.note_act();
        set_if_changed(self.picker, None);
        set_if_changed(self.message, None);
        set_if_changed(self.selected, Some(from));
    }

    /// The man dragged from `from` is dropped on `to`.
    pub fn drop_on(&self, from: Square, to: Square) {
        self.cursor.set(to);
        self.run(self.position.with_untracked(|p| drop_action(p, from, to)));
    }
}

/// Sets `signal` only when the value differs, so that what depends on it
/// is not woken for nothing.
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|now| *now != value) {
        signal.set(value);
    }
}
