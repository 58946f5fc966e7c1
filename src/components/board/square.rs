//! One square of the board: a button with the man on it and its marks
//! (picked up, a legal move, last move, check, drag). Each square listens
//! to a signal of its own look, set only when that look changes, so a move
//! re-renders only the squares whose man or marks changed, not all
//! sixty-four (see `looks.rs` for why not a memo per mark).

use super::drag::UseDrag;
use super::interaction::man_label;
use super::looks::{looks, Look, Marks};
use super::state::BoardState;
use crate::components::pieces::PieceSvg;
use crate::core::{Move, Square};
use leptos::ev;
use leptos::prelude::*;

/// The look of each square of one board, by square index.
#[derive(Clone, Copy)]
pub struct SquareLooks {
    looks: StoredValue<Vec<RwSignal<Look>>>,
}

impl SquareLooks {
    /// The looks of `board`'s squares, kept up to date by one effect that
    /// tells only the squares whose look changed.
    pub fn new(board: BoardState, last_move: Signal<Option<Move>>, drag: UseDrag) -> SquareLooks {
        let marks = move || Marks {
            selected: board.selected.get(),
            last_move: last_move.get(),
            drag_over: drag.over.get(),
            drag_origin: drag.from.get(),
            cursor: Some(board.cursor.get()),
        };
        // The first looks are worked out now, so the first paint already
        // shows the men (an effect runs only after the first render).
        let first = untrack(|| board.position.with(|p| looks(p, &marks())));
        let signals: Vec<RwSignal<Look>> = first.iter().map(|look| RwSignal::new(*look)).collect();
        let squares = SquareLooks {
            looks: StoredValue::new(signals),
        };
        Effect::new(move |_| {
            let marks = marks();
            let now = board.position.with(|p| looks(p, &marks));
            squares.looks.with_value(|signals| {
                for (signal, look) in signals.iter().zip(now) {
                    if signal.with_untracked(|shown| *shown != look) {
                        signal.set(look);
                    }
                }
            });
        });
        squares
    }

    /// The signal of `square`'s look.
    fn of(self, square: Square) -> Option<RwSignal<Look>> {
        self.looks
            .with_value(|signals| signals.get(square.index()).copied())
    }
}

#[component]
pub fn BoardSquare(
    square: Square,
    board: BoardState,
    looks: SquareLooks,
    drag: UseDrag,
) -> impl IntoView {
    let look = looks
        .of(square)
        .unwrap_or_else(|| RwSignal::new(Look::default()));
    let click = move |event: ev::MouseEvent| {
        if drag.is_drop_echo(event.time_stamp()) {
            return;
        }
        board.cursor.set(square);
        board.activate(square);
    };

    view! {
        <div role="gridcell" class="board-cell" aria-selected=move || look.with(|l| l.selected).to_string()>
            <button
                type="button"
                class=move || look.with(|l| l.class(square))
                data-square=square.name()
                tabindex=move || if look.with(|l| l.cursor) { "0" } else { "-1" }
                aria-label=move || man_label(square, look.with(|l| l.piece))
                aria-description=move || look.with(Look::description)
                on:click=click
            >
                {move || look.with(|l| l.piece).map(|piece| view! { <PieceSvg color=piece.color role=piece.role /> })}
            </button>
        </div>
    }
}
