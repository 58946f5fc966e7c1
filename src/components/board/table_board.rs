//! A plain board drawn from the men as they stand (a core `Setup`, which
//! may hold what the rules forbid), for the umpire's table: any man may be
//! pressed, any square chosen. Click, tap, or the keyboard (arrows move a
//! square cursor, Enter or Space presses). Without `on_press` it is a
//! picture (the position a remedy leads to). On the compared boards it
//! has their files and ranks along its edges.
//!
//! Its squares are the study board's (`board::square`): the same markup,
//! written once and patched as the men and marks change.

use crate::components::board::looks::men_looks;
use crate::components::board::square::SquareLooks;
use crate::components::board::{cursor_step, event_square, file_labels, rank_labels};
use crate::core::{Setup, Square};
use leptos::ev;
use leptos::html;
use leptos::prelude::*;

#[component]
pub fn TableBoard(
    /// The men as they stand.
    #[prop(into)]
    setup: Signal<Setup>,
    /// Called with the square pressed; `None` makes a picture.
    #[prop(optional_no_strip)]
    on_press: Option<Callback<Square>>,
    /// The square of the man in hand.
    #[prop(into, optional)]
    held: Signal<Option<Square>>,
    /// Squares marked (touched with the man in hand, or the slip's squares).
    #[prop(into, optional)]
    marked: Signal<Vec<Square>>,
    /// Black at the bottom.
    #[prop(into, optional)]
    flipped: Signal<bool>,
    /// The files and ranks drawn along the edges, as on the study's
    /// boards (not on the small pictures of a remedy's position).
    #[prop(optional)]
    coords: bool,
    /// The accessible name.
    label: String,
) -> impl IntoView {
    let cursor = RwSignal::new(Square::E2);
    let grid = NodeRef::<html::Div>::new();
    // A picture has no tab stop: only a board that takes presses has a
    // cursor.
    let squares = SquareLooks::new(grid, move || {
        let cursor = on_press.map(|_| cursor.get());
        let held = held.get();
        marked.with(|marked| setup.with(|s| men_looks(&s.board, held, marked, cursor)))
    });
    let focus = move |square: Square| {
        let button = grid
            .get_untracked()
            .and_then(|g| crate::page::square_button(&g, square));
        if let Some(button) = button {
            let _ = button.focus();
        }
    };
    let keydown = move |event: ev::KeyboardEvent| {
        let key = event.key();
        let here = cursor.get_untracked();
        if let Some(next) = cursor_step(here, &key, flipped.get_untracked()) {
            event.prevent_default();
            cursor.set(next);
            focus(next);
        } else if (key == "Enter" || key == " ") && on_press.is_some() {
            event.prevent_default();
            if let Some(press) = on_press {
                press.run(here);
            }
        }
    };
    // Space activates a button again on key-up: it was handled on key-down.
    let keyup = move |event: ev::KeyboardEvent| {
        if event.key() == " " {
            event.prevent_default();
        }
    };
    // Clicks are caught by the grid, which finds the square by its
    // `data-square`, as on the study's board.
    let click = move |event: ev::MouseEvent| {
        if let Some(square) = event_square(&event) {
            cursor.set(square);
            if let Some(press) = on_press {
                press.run(square);
            }
        }
    };
    let class = if on_press.is_some() {
        "board table-board"
    } else {
        "board table-board view-only"
    };
    let grid = view! {
        <div
            class=class
            role="grid"
            aria-label=label
            aria-readonly=on_press.is_none().then_some("true")
            node_ref=grid
            on:keydown=keydown
            on:keyup=keyup
            on:click=click
            inner_html=move || squares.grid_markup(flipped.get())
        ></div>
    };
    if !coords {
        return view! { <div class="board-box">{grid}</div> }.into_any();
    }
    view! {
        <div class="board-box">
            <div class="board-frame">
                <div class="coords ranks" aria-hidden="true" inner_html=move || rank_labels(flipped.get())></div>
                {grid}
                <div class="coords files" aria-hidden="true" inner_html=move || file_labels(flipped.get())></div>
            </div>
        </div>
    }
    .into_any()
}
