//! One square of the board: a button with the man on it and its marks
//! (picked up, a legal move, last move, check, drag). Every part of it
//! depends on a memo of this square alone, so a move re-renders only the
//! squares whose man or marks changed, not all sixty-four.

use super::drag::UseDrag;
use super::interaction::man_label;
use super::state::BoardState;
use crate::components::pieces::PieceSvg;
use crate::core::{Move, Square};
use leptos::ev;
use leptos::prelude::*;

/// What the squares of one board share, computed once per board.
#[derive(Clone, Copy)]
pub struct SharedMarks {
    /// The squares the man picked up may go to, one bit per square.
    pub targets: Memo<u64>,
    /// The king in check, if any.
    pub check: Memo<Option<Square>>,
    /// The move to highlight as the last one played.
    pub last_move: Memo<Option<Move>>,
}

impl SharedMarks {
    pub fn new(board: BoardState, last_move: Signal<Option<Move>>) -> SharedMarks {
        let position = board.position;
        let selected = board.selected;
        SharedMarks {
            targets: Memo::new(move |_| match selected.get() {
                Some(from) => position.with(|p| {
                    p.legal_moves_from(from)
                        .iter()
                        .fold(0_u64, |bits, m| bits | 1 << m.to().index())
                }),
                None => 0,
            }),
            check: Memo::new(move |_| {
                position.with(|p| p.is_check().then(|| p.board().king_of(p.turn())).flatten())
            }),
            last_move: Memo::new(move |_| last_move.get()),
        }
    }
}

#[component]
pub fn BoardSquare(
    square: Square,
    board: BoardState,
    marks: SharedMarks,
    drag: UseDrag,
) -> impl IntoView {
    let position = board.position;
    let piece = Memo::new(move |_| position.with(|p| p.piece_at(square)));
    let is_selected = Memo::new(move |_| board.selected.get() == Some(square));
    let is_target = Memo::new(move |_| marks.targets.get() & (1 << square.index()) != 0);
    let is_last = Memo::new(move |_| {
        marks
            .last_move
            .get()
            .is_some_and(|m| m.from() == square || m.to() == square)
    });
    let is_check = Memo::new(move |_| marks.check.get() == Some(square));
    let is_over = Memo::new(move |_| drag.over.get() == Some(square));
    let is_origin = Memo::new(move |_| drag.from.get() == Some(square));
    let is_capture = Memo::new(move |_| is_target.get() && piece.with(Option::is_some));
    let has_cursor = Memo::new(move |_| board.cursor.get() == square);
    // (state, class, words for a screen reader beside the square's name)
    let marks = [
        (is_selected, "selected", "picked up"),
        (is_target, "target", "a legal move"),
        (is_capture, "occupied", ""),
        (is_last, "last-move", "last move"),
        (is_check, "in-check", "in check"),
        (is_over, "drag-over", ""),
        (is_origin, "drag-origin", ""),
    ];
    let is_dark = (square.file() + square.rank()).is_multiple_of(2);
    let class = move || {
        let mut class = String::from(if is_dark {
            "square dark"
        } else {
            "square light"
        });
        for (on, name, _) in marks {
            if on.get() {
                class.push(' ');
                class.push_str(name);
            }
        }
        class
    };
    let description = move || {
        let words: Vec<&str> = marks
            .iter()
            .filter(|(on, _, words)| !words.is_empty() && on.get())
            .map(|(_, _, words)| *words)
            .collect();
        (!words.is_empty()).then(|| words.join(", "))
    };
    let click = move |event: ev::MouseEvent| {
        if drag.is_drop_echo(event.time_stamp()) {
            return;
        }
        board.cursor.set(square);
        board.activate(square);
    };

    view! {
        <div role="gridcell" class="board-cell" aria-selected=move || is_selected.get().to_string()>
            <button
                type="button"
                class=class
                data-square=square.name()
                tabindex=move || if has_cursor.get() { "0" } else { "-1" }
                aria-label=move || man_label(square, piece.get())
                aria-description=description
                on:click=click
            >
                {move || piece.get().map(|piece| view! { <PieceSvg color=piece.color role=piece.role /> })}
            </button>
        </div>
    }
}
