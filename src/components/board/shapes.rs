//! The writer's shapes on the board: drawn as one SVG overlay over the
//! squares (translucent arrows with heads, rings on marked squares; the
//! drawing is `study::shape_art`'s, in a view box of 8 by 8 squares), and
//! drawn by the reader:
//!
//! - with a mouse, a right-drag from one square to another draws an arrow,
//!   a right-click on a square marks it;
//! - by touch or pen (or a mouse's left button), the same with the study's
//!   "Draw" mode on;
//! - by keyboard, on the square cursor: `a` starts an arrow and `a` again
//!   ends it (on the same square it marks it), `m` marks the square,
//!   Escape drops an arrow begun.
//!
//! The colour comes from the keys held, as readers know it from the chess
//! servers: none green, Shift red, Alt blue, Shift and Alt (or Meta)
//! yellow. The same shape again removes it; the study decides (see
//! `Figure::toggle`). The pen keeps only where an arrow began, for the
//! gesture under way: the shapes live in the study.

use super::geometry::{square_at_point, Rect};
use crate::core::Square;
use crate::study::shape_art::shapes_svg;
use crate::study::shapes::{Brush, Shape};
use leptos::ev;
use leptos::html;
use leptos::prelude::*;

/// What a board needs to show and draw the writer's shapes.
#[derive(Clone, Copy)]
pub struct BoardFigure {
    /// The shapes shown on this board at the point of the line shown.
    pub shapes: Signal<Vec<Shape>>,
    /// The "Draw" mode: a left press or a touch draws instead of moving.
    pub draw_mode: Signal<bool>,
    /// Called with each shape drawn (the study adds or removes it).
    pub on_draw: Callback<Shape>,
}

/// The colour the keys held choose.
#[must_use]
pub fn brush_of(shift: bool, alt: bool, meta: bool) -> Brush {
    match (shift, alt || meta) {
        (true, true) => Brush::Yellow,
        (false, true) if meta => Brush::Yellow,
        (true, false) => Brush::Red,
        (false, true) => Brush::Blue,
        (false, false) => Brush::Green,
    }
}

/// The gesture under way on one board: where an arrow began, in which
/// colour, and whether a pointer is drawing.
#[derive(Clone, Copy)]
pub struct Pen {
    figure: BoardFigure,
    grid: NodeRef<html::Div>,
    flipped: Memo<bool>,
    view_only: Signal<bool>,
    begun: StoredValue<Option<(Square, Brush)>>,
    pointer: StoredValue<Option<i32>>,
}

impl Pen {
    pub fn new(
        figure: BoardFigure,
        grid: NodeRef<html::Div>,
        flipped: Memo<bool>,
        view_only: Signal<bool>,
    ) -> Pen {
        Pen {
            figure,
            grid,
            flipped,
            view_only,
            begun: StoredValue::new(None),
            pointer: StoredValue::new(None),
        }
    }

    /// Whether a left press or a touch draws rather than moves.
    pub fn draws_on_press(&self) -> bool {
        !self.view_only.get_untracked() && self.figure.draw_mode.get_untracked()
    }

    fn square_under(&self, event: &ev::PointerEvent) -> Option<Square> {
        let grid = self.grid.get_untracked()?;
        square_at_point(
            Rect::of(&grid),
            f64::from(event.client_x()),
            f64::from(event.client_y()),
            self.flipped.get_untracked(),
        )
    }

    /// A press: a right button, or any in Draw mode, begins a shape.
    /// `true` if it is the pen's (the board must not pick a man up).
    pub fn pointerdown(&self, event: &ev::PointerEvent) -> bool {
        if self.view_only.get_untracked() {
            return false;
        }
        let right = event.pointer_type() == "mouse" && event.button() == 2;
        let drawing = right || (self.figure.draw_mode.get_untracked() && event.button() == 0);
        if !drawing || !event.is_primary() {
            return false;
        }
        let Some(square) = self.square_under(event) else {
            return false;
        };
        event.prevent_default();
        let brush = brush_of(event.shift_key(), event.alt_key(), event.meta_key());
        self.begun.set_value(Some((square, brush)));
        self.pointer.set_value(Some(event.pointer_id()));
        true
    }

    /// A release ends the shape begun: an arrow to the square under it, or
    /// the square marked if it is the same one. `true` if it was the pen's.
    pub fn pointerup(&self, event: &ev::PointerEvent) -> bool {
        if self.pointer.get_value() != Some(event.pointer_id()) {
            return false;
        }
        self.pointer.set_value(None);
        let Some((from, brush)) = self.begun.get_value() else {
            return false;
        };
        self.begun.set_value(None);
        event.prevent_default();
        if let Some(to) = self.square_under(event) {
            self.figure.on_draw.run(Shape::arrow(from, to, brush));
        }
        true
    }

    /// A gesture the browser took away (a scroll, a lost pointer).
    pub fn pointercancel(&self) {
        self.pointer.set_value(None);
        self.begun.set_value(None);
    }

    /// A key on the square cursor `here`: `a` begins or ends an arrow, `m`
    /// marks, Escape drops an arrow begun. `Some` with words for the
    /// reader if the key was the pen's.
    pub fn keydown(&self, event: &ev::KeyboardEvent, here: Square) -> Option<String> {
        if self.view_only.get_untracked() || event.ctrl_key() {
            return None;
        }
        let brush = brush_of(event.shift_key(), event.alt_key(), event.meta_key());
        // By the key's place, not its character: Alt changes the
        // character on some systems.
        let words = match event.code().as_str() {
            "KeyA" => match self.begun.get_value() {
                None => {
                    self.begun.set_value(Some((here, brush)));
                    format!(
                        "Arrow from {here} in {}: move to its end and press A.",
                        brush.name()
                    )
                }
                Some((from, colour)) => {
                    self.begun.set_value(None);
                    self.figure.on_draw.run(Shape::arrow(from, here, colour));
                    if from == here {
                        format!("{here} marked in {}.", colour.name())
                    } else {
                        format!("Arrow from {from} to {here} in {}.", colour.name())
                    }
                }
            },
            "KeyM" => {
                self.figure.on_draw.run(Shape::square(here, brush));
                format!("{here} marked in {}.", brush.name())
            }
            "Escape" if self.begun.get_value().is_some() => {
                self.begun.set_value(None);
                "Arrow dropped.".to_string()
            }
            _ => return None,
        };
        event.prevent_default();
        Some(words)
    }
}

/// The overlay: the shapes as markup, written again only when the shapes
/// or the orientation change (the signal given is a memo).
#[component]
pub fn ShapesOverlay(shapes: Signal<Vec<Shape>>, flipped: Memo<bool>) -> impl IntoView {
    let markup = move || shapes.with(|s| shapes_svg(s, 1.0, flipped.get(), 0.0, 0.0).into_string());
    view! {
        <svg
            class="board-shapes"
            viewBox="0 0 8 8"
            aria-hidden="true"
            data-shapes=move || shapes.with(Vec::len)
            inner_html=markup
        ></svg>
    }
}
