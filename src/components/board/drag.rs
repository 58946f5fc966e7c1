//! Drag and drop with a mouse, a pen or a finger (Pointer Events), as a hook
//! in the shape of leptos-use's `use_draggable`: [`use_drag`] returns a
//! handle whose signals say what is being dragged and where, and whose
//! methods are the grid's pointer handlers. A tap is left to the click.

use super::event_square;
use super::geometry::{Press, Rect, CLICK_ECHO_MS};
use crate::core::{Piece, Position, Square};
use leptos::ev;
use leptos::html;
use leptos::prelude::*;

/// A drag in progress: one value, so that it begins, moves and ends at once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The square the man was lifted from.
    pub from: Square,
    /// The man.
    pub piece: Piece,
    /// The pointer, in client coordinates.
    pub point: (f64, f64),
    /// The square under the pointer.
    pub over: Option<Square>,
    /// The side of one square, for drawing the man under the pointer.
    pub size: f64,
}

/// What the drag hook needs from the board.
pub struct DragOptions {
    /// The element whose box is the board.
    pub grid: NodeRef<html::Div>,
    /// The position: only a man of the side to move is lifted.
    pub position: Signal<Position>,
    pub flipped: Memo<bool>,
    /// No dragging while true.
    pub disabled: Signal<bool>,
    /// A drag begins from this square.
    pub on_start: Callback<Square>,
    /// The man was dropped: (from, to), two different squares.
    pub on_drop: Callback<(Square, Square)>,
}

/// The drag hook's handle. Copy: handles to signals only.
#[derive(Clone, Copy)]
pub struct UseDrag {
    /// The drag in progress, if any.
    pub drag: ReadSignal<Option<Drag>>,
    /// The square the man was lifted from (changes only at start and end).
    pub from: Memo<Option<Square>>,
    /// The square under the pointer (changes only from square to square).
    pub over: Memo<Option<Square>>,
    set_drag: WriteSignal<Option<Drag>>,
    press: StoredValue<Option<Press>>,
    last_drop: StoredValue<f64>,
    grid: NodeRef<html::Div>,
    position: Signal<Position>,
    flipped: Memo<bool>,
    disabled: Signal<bool>,
    on_start: Callback<Square>,
    on_drop: Callback<(Square, Square)>,
}

/// Makes the men of a board draggable.
pub fn use_drag(options: DragOptions) -> UseDrag {
    let (drag, set_drag) = signal(None::<Drag>);
    UseDrag {
        drag,
        from: Memo::new(move |_| drag.with(|d| d.map(|d| d.from))),
        over: Memo::new(move |_| drag.with(|d| d.and_then(|d| d.over))),
        set_drag,
        press: StoredValue::new(None),
        last_drop: StoredValue::new(f64::NEG_INFINITY),
        grid: options.grid,
        position: options.position,
        flipped: options.flipped,
        disabled: options.disabled,
        on_start: options.on_start,
        on_drop: options.on_drop,
    }
}

fn client_point(event: &ev::PointerEvent) -> (f64, f64) {
    (f64::from(event.client_x()), f64::from(event.client_y()))
}

impl UseDrag {
    /// Whether a click at `time_stamp` is the echo of a drop just made.
    pub fn is_drop_echo(&self, time_stamp: f64) -> bool {
        time_stamp - self.last_drop.get_value() < CLICK_ECHO_MS
    }

    /// The press of the pointer that `event` comes from, if any.
    fn press_of(&self, event: &ev::PointerEvent) -> Option<Press> {
        self.press
            .get_value()
            .filter(|p| p.pointer_id == event.pointer_id())
    }

    pub fn pointerdown(&self, event: &ev::PointerEvent) {
        self.press.set_value(None);
        if self.disabled.get_untracked() || !event.is_primary() || event.button() != 0 {
            return;
        }
        let Some(square) = event_square(event) else {
            return;
        };
        let Some(grid) = self.grid.get_untracked() else {
            return;
        };
        let press = self.position.with_untracked(|position| {
            Press::begin(
                position,
                square,
                event.pointer_id(),
                client_point(event),
                Rect::of(&grid),
            )
        });
        self.press.set_value(press);
    }

    pub fn pointermove(&self, event: &ev::PointerEvent) {
        let Some(mut press) = self.press_of(event) else {
            return;
        };
        let point = client_point(event);
        let Some(lifted) = press.move_to(point) else {
            return;
        };
        if lifted {
            self.press.set_value(Some(press));
            if let Some(grid) = self.grid.get_untracked() {
                // Synthetic pointers cannot be captured; the drag works
                // without capture while the pointer stays over the board.
                let _ = grid.set_pointer_capture(event.pointer_id());
            }
            self.on_start.run(press.from);
        }
        event.prevent_default();
        let over = press.over(point, self.flipped.get_untracked());
        self.set_drag.set(Some(Drag {
            from: press.from,
            piece: press.piece,
            point,
            over,
            size: press.rect.square_size(),
        }));
    }

    pub fn pointerup(&self, event: &ev::PointerEvent) {
        let Some(press) = self.press_of(event) else {
            return;
        };
        self.press.set_value(None);
        if !press.dragging {
            return;
        }
        self.last_drop.set_value(event.time_stamp());
        self.set_drag.set(None);
        if let Some(to) = press.drop_square(client_point(event), self.flipped.get_untracked()) {
            self.on_drop.run((press.from, to));
        }
    }

    pub fn pointercancel(&self, event: &ev::PointerEvent) {
        if self.press_of(event).is_some() {
            self.press.set_value(None);
            self.set_drag.set(None);
        }
    }
}
