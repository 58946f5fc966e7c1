//! A plain board drawn from the men as they stand (a core `Setup`, which
//! may hold what the rules forbid), for the umpire's table: any man may be
//! pressed, any square chosen. Click, tap, or the keyboard (arrows move a
//! square cursor, Enter or Space presses). Without `on_press` it is a
//! picture (the position a remedy leads to).

use crate::components::board::{cursor_step, square_at_view};
use crate::components::pieces::piece_markup;
use crate::core::{Setup, Square};
use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// "e4, white pawn" or "e4, empty".
fn square_words(setup: &Setup, square: Square) -> String {
    match setup.board.piece_at(square) {
        Some(p) => format!(
            "{}, {} {}",
            square.name(),
            p.color.name().to_ascii_lowercase(),
            p.role.name()
        ),
        None => format!("{}, empty", square.name()),
    }
}

#[component]
pub fn TableBoard(
    /// The men as they stand.
    #[prop(into)]
    setup: Signal<Setup>,
    /// Called with the square pressed; `None` makes a picture.
    #[prop(optional)]
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
    /// The accessible name.
    label: String,
) -> impl IntoView {
    let cursor = RwSignal::new(Square::E2);
    let grid = NodeRef::<html::Div>::new();
    let focus = move |square: Square| {
        let selector = format!("[data-square='{}']", square.name());
        if let Some(Ok(Some(el))) = grid.get_untracked().map(|g| g.query_selector(&selector)) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
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
    let square_view = move |square: Square| {
        let dark = (square.file() + square.rank()).is_multiple_of(2);
        let class = move || {
            let mut c = String::from(if dark { "square dark" } else { "square light" });
            if held.get() == Some(square) {
                c.push_str(" selected");
            }
            if marked.with(|m| m.contains(&square)) {
                c.push_str(" last-move");
            }
            c
        };
        let piece = move || setup.with(|s| s.board.piece_at(square));
        view! {
            <div role="gridcell" class="board-cell">
                <button
                    type="button"
                    class=class
                    data-square=square.name()
                    tabindex=move || if on_press.is_some() && cursor.get() == square { "0" } else { "-1" }
                    aria-label=move || setup.with(|s| square_words(s, square))
                    on:click=move |_| {
                        cursor.set(square);
                        if let Some(press) = on_press {
                            press.run(square);
                        }
                    }
                    inner_html=move || piece().map(|p| piece_markup(p.color, p.role)).unwrap_or_default()
                ></button>
            </div>
        }
    };
    let rows = move || {
        let flipped = flipped.get();
        (0..8u8)
            .map(|row| {
                let squares = (0..8u8)
                    .filter_map(|col| square_at_view(row, col, flipped))
                    .map(square_view)
                    .collect_view();
                view! { <div role="row" class="board-row">{squares}</div> }
            })
            .collect_view()
    };
    let class = if on_press.is_some() {
        "board table-board"
    } else {
        "board table-board view-only"
    };
    view! {
        <div class="board-box">
            <div
                class=class
                role="grid"
                aria-label=label
                aria-readonly=on_press.is_none().then_some("true")
                node_ref=grid
                on:keydown=keydown
                on:keyup=keyup
            >
                {rows}
            </div>
        </div>
    }
}
