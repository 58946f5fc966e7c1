//! The board: 64 buttons in a grid, drawn from a core `Position`.
//!
//! Click (or tap, or Enter / Space on the square cursor) a man of the side to
//! move to see where it may go, then one of those squares to play. A square
//! the man may not reach gets the reason in words, with the law, from the
//! core ([`Position::refusal`]). Men can also be dragged with a mouse, a pen
//! or a finger (Pointer Events); a drop is the same as a click. When one
//! from-to pair is several legal moves (promotions, Italian free castling,
//! the waiting pawn of the lost-pieces rule), the [`MovePicker`] asks which.
//!
//! The legal moves come from the core alone; the board never changes the
//! position itself, it hands the chosen move to `on_move`.
//!
//! Split as chessground is: [`interaction`] (pure transitions, tested
//! natively), [`geometry`] (the square under a point), [`state`] (what the
//! board holds and how an action changes it), [`drag`] (the pointer hook),
//! [`keyboard`] and [`square`] (the squares written as markup, then patched).

pub mod drag;
pub mod keyboard;
pub mod shapes;
pub mod square;
pub mod state;
#[cfg(feature = "full")]
pub mod table_board;

pub use crate::board_markup::{geometry, interaction, looks, pieces};
pub use crate::page::event_square;
pub use interaction::{
    click_action, cursor_step, drop_action, man_label, move_words, selection_words, square_at_view,
    square_label, view_coords, Action,
};

use crate::board_markup::pieces::piece_markup;
use crate::components::study::move_picker::MovePicker;
use crate::core::{Move, Position};
use crate::markup::{markup, Markup};
use drag::{use_drag, DragOptions, UseDrag};
use geometry::{dragged_man_transform, px};
use leptos::ev;
use leptos::prelude::*;
use looks::{looks, Marks};
use square::SquareLooks;
use state::BoardState;

#[component]
pub fn Board(
    /// The position shown; the board never changes it itself.
    #[prop(into)]
    position: Signal<Position>,
    /// Called with the move the reader chose among the legal ones.
    #[prop(into)]
    on_move: Callback<Move>,
    /// Black at the bottom.
    #[prop(into, optional)]
    flipped: Signal<bool>,
    /// Highlighted as the last move played.
    #[prop(into, optional)]
    last_move: Signal<Option<Move>>,
    /// Only to look at: no selection, no moves, no dragging (embeds). The
    /// square cursor still reads the squares.
    #[prop(into, optional)]
    view_only: Signal<bool>,
    /// The accessible name of the grid, e.g. "Board under Italy".
    #[prop(into, optional)]
    label: Option<String>,
    /// Text for the page's live region: the moves chosen and the refusals.
    /// When given, the board's own message is not a live region as well
    /// (no double announcements).
    #[prop(into, optional)]
    on_announce: Option<Callback<String>>,
    /// The writer's shapes, shown over the squares and drawn there
    /// (`shapes.rs`); none on a board that has no figure.
    #[prop(optional)]
    figure: Option<shapes::BoardFigure>,
) -> impl IntoView {
    let board = BoardState::new(position, flipped, view_only, on_move, on_announce);
    let pen = figure.map(|f| shapes::Pen::new(f, board.grid, board.flipped, view_only));
    // A new position, or a board made view-only, clears any half-made choice
    // (`BoardState::on_new_position`).
    Effect::new(move |_| {
        position.track();
        board.on_new_position();
    });
    Effect::new(move |_| {
        if view_only.get() {
            board.clear();
        }
    });
    let drag = use_drag(DragOptions {
        grid: board.grid,
        position,
        flipped: board.flipped,
        disabled: view_only,
        on_start: Callback::new(move |from| board.pick_up(from)),
        on_drop: Callback::new(move |(from, to)| board.drop_on(from, to)),
    });
    let squares = SquareLooks::new(board.grid, move || {
        let marks = Marks {
            selected: board.selected.get(),
            last_move: last_move.get(),
            drag_over: drag.over.get(),
            drag_origin: drag.from.get(),
            cursor: Some(board.cursor.get()),
        };
        board.position.with(|p| looks(p, &marks))
    });
    let grid_class = move || {
        let mut class = String::from("board");
        if view_only.get() {
            class.push_str(" view-only");
        }
        if drag.from.with(Option::is_some) {
            class.push_str(" dragging");
        }
        class
    };
    let label = label.unwrap_or_else(|| String::from("Chess board"));

    view! {
        <div class="board-box">
            <div class="board-frame">
                <div class="coords ranks" aria-hidden="true" inner_html=move || rank_labels(board.flipped.get())></div>
                <div
                    class=grid_class
                    role="grid"
                    aria-label=label
                    aria-readonly=move || view_only.get().then_some("true")
                    node_ref=board.grid
                    on:keydown=move |event| {
                        let here = event_square(&event).unwrap_or_else(|| board.cursor.get_untracked());
                        match pen.and_then(|p| p.keydown(&event, here)) {
                            Some(words) => board.message.set(Some(words)),
                            None => keyboard::keydown(board, &event),
                        }
                    }
                    on:keyup=move |event| keyboard::keyup(&event)
                    on:focusin=move |event| keyboard::focusin(board, &event)
                    on:pointerdown=move |event| {
                        if !pen.is_some_and(|p| p.pointerdown(&event)) {
                            drag.pointerdown(&event);
                        }
                    }
                    on:pointermove=move |event| drag.pointermove(&event)
                    on:pointerup=move |event| {
                        if !pen.is_some_and(|p| p.pointerup(&event)) {
                            drag.pointerup(&event);
                        }
                    }
                    on:pointercancel=move |event| {
                        if let Some(pen) = pen {
                            pen.pointercancel();
                        }
                        drag.pointercancel(&event);
                    }
                    on:click=move |event: ev::MouseEvent| {
                        // In Draw mode a press draws: it picks no man up.
                        if !pen.is_some_and(|p| p.draws_on_press()) {
                            click_square(board, drag, &event);
                        }
                    }
                    on:contextmenu=move |event: ev::MouseEvent| {
                        if !view_only.get_untracked() {
                            event.prevent_default();
                        }
                    }
                    inner_html=move || squares.grid_markup(board.flipped.get())
                ></div>
                {figure.map(|f| view! { <shapes::ShapesOverlay shapes=f.shapes flipped=board.flipped /> })}
                <div class="coords files" aria-hidden="true" inner_html=move || file_labels(board.flipped.get())></div>
                {move || picker_view(board)}
            </div>
            <BoardMessage board=board live=on_announce.is_none() />
            <DraggedMan drag=drag />
        </div>
    }
}

/// A click (or tap) on a square's button, caught by the grid.
fn click_square(board: BoardState, drag: UseDrag, event: &ev::MouseEvent) {
    if drag.is_drop_echo(event.time_stamp()) {
        return;
    }
    if let Some(square) = event_square(event) {
        board.cursor.set(square);
        board.activate(square);
    }
}

/// The ranks down the side, top to bottom, as markup.
pub(crate) fn rank_labels(flipped: bool) -> String {
    let ranks: Vec<char> = if flipped {
        ('1'..='8').collect()
    } else {
        ('1'..='8').rev().collect()
    };
    labels(&ranks)
}

/// The files along the foot, left to right, as markup.
pub(crate) fn file_labels(flipped: bool) -> String {
    let mut files: Vec<char> = ('a'..='h').collect();
    if flipped {
        files.reverse();
    }
    labels(&files)
}

/// One `span` a label: written as markup, not as views, since they change
/// only when the board turns.
fn labels(names: &[char]) -> String {
    let mut html = Markup::default();
    for name in names {
        markup!(into html, "<span>{}</span>", name);
    }
    html.into_string()
}

/// The move picker, while the reader chooses among the moves of one pair.
fn picker_view(board: BoardState) -> impl IntoView {
    let pick = Callback::new(move |chosen: Move| {
        board.play(chosen);
        board.focus_square(chosen.to());
    });
    let cancel = Callback::new(move |()| {
        board.picker.set(None);
        board.focus_square(board.cursor.get_untracked());
    });
    board.picker.get().map(|moves| {
        view! {
            <MovePicker
                position=board.position.get_untracked()
                moves=moves
                on_pick=pick
                on_cancel=cancel
            />
        }
    })
}

/// Why the last square was refused. A live region of its own only when the
/// page has none for the board.
#[component]
fn BoardMessage(board: BoardState, live: bool) -> impl IntoView {
    view! {
        <p
            class="board-message"
            class:has-message=move || board.message.with(Option::is_some)
            role="status"
            aria-live=if live { "polite" } else { "off" }
        >
            {move || board.message.get()}
        </p>
    }
}

/// The man under the pointer while it is dragged: drawn as markup when
/// lifted; while it moves, only its place changes.
#[component]
fn DraggedMan(drag: UseDrag) -> impl IntoView {
    let piece = Memo::new(move |_| drag.drag.with(|d| d.map(|d| d.piece)));
    let class = move || {
        if piece.with(Option::is_some) {
            "drag-piece active"
        } else {
            "drag-piece"
        }
    };
    let drawing = move || {
        piece
            .get()
            .map(|p| piece_markup(p.color, p.role).into_string())
            .unwrap_or_default()
    };
    // Through the style's properties, not its attribute: the page's
    // Content-Security-Policy refuses inline style attributes. None while
    // no man is dragged, so that the page as built has no style at all.
    let size = move || drag.drag.with(|d| d.map(|d| px(d.size)));
    let place = move || {
        drag.drag
            .with(|d| d.map(|d| dragged_man_transform(d.point, d.size)))
    };
    view! {
        <div
            class=class
            aria-hidden="true"
            style:width=size
            style:height=size
            style:transform=place
            inner_html=drawing
        ></div>
    }
}
