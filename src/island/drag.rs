//! A man dragged on the page as built, as the live board drags one
//! (`components::board::drag`): a press on a man of the side to move that
//! moves five pixels lifts it, the man follows the pointer (the board's own
//! `.drag-piece`, which the page as built holds empty), the square under the
//! pointer is marked, and the drop is played as the live board plays one
//! (`interaction::drop_action`). A press that does not move is left to the
//! click. Without this, a reader whose first gesture was a drag saw the
//! man go back to its square and the move lost.

use super::{with_board_of, with_island, Island};
use crate::board_markup::geometry::{dragged_man_transform, px, Press, Rect, CLICK_ECHO_MS};
use crate::board_markup::pieces::piece_markup;
use crate::core::Piece;
use crate::markup::{set_markup, Markup};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A press on a man of one of the page's boards (by its index), which may
/// become a drag.
#[derive(Clone, Copy)]
struct BoardPress {
    board: usize,
    press: Press,
}

type PointerListener = Closure<dyn Fn(web_sys::PointerEvent)>;

/// The pointer's events a drag is made of: one listener takes them all.
const POINTER_EVENTS: [&str; 4] = ["pointerdown", "pointermove", "pointerup", "pointercancel"];

thread_local! {
    static PRESS: Cell<Option<BoardPress>> = const { Cell::new(None) };
    static LAST_DROP: Cell<f64> = const { Cell::new(f64::NEG_INFINITY) };
    static LISTENER: RefCell<Option<PointerListener>> = const { RefCell::new(None) };
}

/// Listens on `page` for the pointer's presses, moves and releases.
pub(super) fn listen(page: &web_sys::Element) {
    let listener = PointerListener::new(on_pointer);
    for kind in POINTER_EVENTS {
        let _ = page.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
    }
    LISTENER.with(|slot| *slot.borrow_mut() = Some(listener));
}

/// Stops listening, and puts down a man being dragged (the live app is
/// about to take the page: it waits for the pointer to be up).
pub(super) fn stop(island: &Island) {
    if let Some(listener) = LISTENER.with(|slot| slot.borrow_mut().take()) {
        for kind in POINTER_EVENTS {
            let _ = island
                .page
                .remove_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
        }
    }
    if let Some(held) = PRESS.with(Cell::take) {
        if let Some(board) = island.boards.get(held.board) {
            draw_dragged_man(&board.section, None);
        }
    }
}

fn on_pointer(event: web_sys::PointerEvent) {
    match event.type_().as_str() {
        "pointerdown" => pointerdown(&event),
        "pointermove" => pointermove(&event),
        "pointerup" => pointerup(&event),
        _ => pointercancel(&event),
    }
}

/// Whether a click at `time_stamp` is the echo of a drop just made.
pub(super) fn is_drop_echo(time_stamp: f64) -> bool {
    time_stamp - LAST_DROP.with(Cell::get) < CLICK_ECHO_MS
}

fn client_point(event: &web_sys::PointerEvent) -> (f64, f64) {
    (f64::from(event.client_x()), f64::from(event.client_y()))
}

/// The press of the pointer that `event` comes from, if any.
fn press_of(event: &web_sys::PointerEvent) -> Option<BoardPress> {
    PRESS
        .with(Cell::get)
        .filter(|held| held.press.pointer_id == event.pointer_id())
}

fn pointerdown(event: &web_sys::PointerEvent) {
    PRESS.with(|press| press.set(None));
    if !event.is_primary() || event.button() != 0 {
        return;
    }
    let Some(from) = crate::page::event_square(event) else {
        return;
    };
    with_board_of(event, |island, board| {
        let (Some(position), Some(grid)) = (
            island.position(board),
            island.boards.get(board).map(|b| &b.grid),
        ) else {
            return;
        };
        let rect = Rect::of(grid);
        let press = Press::begin(
            position,
            from,
            event.pointer_id(),
            client_point(event),
            rect,
        );
        PRESS.with(|slot| slot.set(press.map(|press| BoardPress { board, press })));
    });
}

fn pointermove(event: &web_sys::PointerEvent) {
    let Some(BoardPress { board, mut press }) = press_of(event) else {
        return;
    };
    let point = client_point(event);
    let Some(lifted) = press.move_to(point) else {
        return;
    };
    event.prevent_default();
    with_island(|island| {
        let Some(grid) = island.boards.get(board).map(|b| &b.grid) else {
            return;
        };
        if lifted {
            // Synthetic pointers cannot be captured; the drag works
            // without capture while the pointer stays over the board.
            let _ = grid.set_pointer_capture(press.pointer_id);
            island.pick_up(board, press.from);
        }
        island.drag_over(board, press.from, press.over(point, island.study.flipped));
        let size = press.rect.square_size();
        draw_dragged_man(
            &island.boards[board].section,
            Some((press.piece, point, size)),
        );
    });
    PRESS.with(|slot| slot.set(Some(BoardPress { board, press })));
}

fn pointerup(event: &web_sys::PointerEvent) {
    let Some(BoardPress { board, press }) = end_press(event) else {
        return;
    };
    LAST_DROP.with(|last| last.set(event.time_stamp()));
    with_island(|island| {
        put_down(island, board);
        match press.drop_square(client_point(event), island.study.flipped) {
            Some(to) => island.drop_on(board, press.from, to),
            None => island.draw_board(board),
        }
    });
}

fn pointercancel(event: &web_sys::PointerEvent) {
    if let Some(BoardPress { board, .. }) = end_press(event) {
        with_island(|island| {
            put_down(island, board);
            island.draw_board(board);
        });
    }
}

/// Ends the press `event`'s pointer made; the press, if it was a drag.
fn end_press(event: &web_sys::PointerEvent) -> Option<BoardPress> {
    let held = press_of(event)?;
    PRESS.with(|slot| slot.set(None));
    held.press.dragging.then_some(held)
}

/// The dragged man leaves the pointer: board `index` is no longer dragged on.
fn put_down(island: &mut Island, index: usize) {
    if let Some(board) = island.boards.get(index) {
        draw_dragged_man(&board.section, None);
    }
    island.end_drag(index);
}

/// Draws `man` under the pointer (the man, the point, a square's side) in
/// the board's `.drag-piece`, or hides it. Its place is set through the
/// style's properties: the page's Content-Security-Policy refuses inline
/// style attributes.
fn draw_dragged_man(section: &web_sys::Element, man: Option<(Piece, (f64, f64), f64)>) {
    let Some(ghost) = crate::page::html_element(section, ".drag-piece") else {
        return;
    };
    let Some((piece, point, size)) = man else {
        let _ = ghost.class_list().remove_1("active");
        set_markup(&ghost, &Markup::default());
        return;
    };
    if !ghost.class_list().contains("active") {
        set_markup(&ghost, &piece_markup(piece.color, piece.role));
        let _ = ghost.class_list().add_1("active");
        let style = ghost.style();
        let _ = style.set_property("width", &px(size));
        let _ = style.set_property("height", &px(size));
    }
    let _ = ghost
        .style()
        .set_property("transform", &dragged_man_transform(point, size));
}
