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

use crate::components::move_picker::{choice_words, needs_choice, MovePicker};
use crate::components::pieces::PieceSvg;
use crate::core::{Move, Piece, Position, Square};
use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The square at `row` (0 at the top) and `col` (0 at the left) as the
/// reader sees the board.
pub fn square_at_view(row: u8, col: u8, flipped: bool) -> Option<Square> {
    if row > 7 || col > 7 {
        return None;
    }
    if flipped {
        Square::from_coords(7 - col, row)
    } else {
        Square::from_coords(col, 7 - row)
    }
}

/// Where `square` is shown: (row from the top, column from the left).
pub fn view_coords(square: Square, flipped: bool) -> (u8, u8) {
    if flipped {
        (square.rank(), 7 - square.file())
    } else {
        (7 - square.rank(), square.file())
    }
}

/// Where the square cursor goes for a key, as the reader sees the board:
/// the arrows one square up, down, left or right (staying on the board),
/// Home and End to the a- and h-file of the same rank. `None` for other keys.
pub fn cursor_step(square: Square, key: &str, flipped: bool) -> Option<Square> {
    let (row, col) = view_coords(square, flipped);
    match key {
        "ArrowUp" => square_at_view(row.saturating_sub(1), col, flipped),
        "ArrowDown" => square_at_view((row + 1).min(7), col, flipped),
        "ArrowLeft" => square_at_view(row, col.saturating_sub(1), flipped),
        "ArrowRight" => square_at_view(row, (col + 1).min(7), flipped),
        "Home" => Some(square.with_file(0)),
        "End" => Some(square.with_file(7)),
        _ => None,
    }
}

/// A length in whole CSS pixels.
fn px(length: f64) -> String {
    format!("{}px", length.round() as i64)
}

/// "e4, white pawn" or "e4, empty": what a screen reader says for a square.
pub fn square_label(position: &Position, square: Square) -> String {
    match position.piece_at(square) {
        Some(piece) => format!(
            "{}, {} {}",
            square.name(),
            piece.color.name().to_ascii_lowercase(),
            piece.role.name().to_ascii_lowercase()
        ),
        None => format!("{}, empty", square.name()),
    }
}

/// What activating a square (click, tap, drop, Enter) does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Select this man of the side to move (or switch to it).
    Select(Square),
    /// Put the selected man down again.
    Deselect,
    /// Play this legal move.
    Play(Move),
    /// Ask the reader: these legal moves share the from-to pair.
    Choose(Vec<Move>),
    /// Say why not: the core's reason with its law.
    Refuse(String),
    /// Nothing to do (an empty square with nothing selected).
    Nothing,
}

/// What activating `square` does in `position` with `selected` picked up.
///
/// A legal destination of the selected man always wins, even over one of
/// the mover's own men (the Italian king going to his rook's square h1), and
/// the selected square itself when a move stays there (the waiting pawn's
/// exchange). Otherwise another man of the side to move is selected instead,
/// and any other square is refused with the reason.
pub fn click_action(position: &Position, selected: Option<Square>, square: Square) -> Action {
    let own = position
        .piece_at(square)
        .is_some_and(|piece| piece.color == position.turn());
    let Some(from) = selected else {
        return if own {
            Action::Select(square)
        } else if position.piece_at(square).is_some() {
            position
                .refusal(square, square)
                .map_or(Action::Nothing, |r| Action::Refuse(r.to_string()))
        } else {
            Action::Nothing
        };
    };
    let moves: Vec<Move> = position
        .legal_moves_from(from)
        .iter()
        .filter(|m| m.to() == square)
        .copied()
        .collect();
    if let [only] = moves.as_slice() {
        if !needs_choice(position, &moves) {
            return Action::Play(*only);
        }
    }
    if !moves.is_empty() {
        return Action::Choose(moves);
    }
    if square == from {
        return Action::Deselect;
    }
    if own {
        return Action::Select(square);
    }
    position
        .refusal(from, square)
        .map_or(Action::Nothing, |r| Action::Refuse(r.to_string()))
}

/// What dropping the man dragged from `from` on `square` does: as a click
/// with that man picked up, except that a drop on another of the mover's
/// own men is refused with the reason rather than picking that man up.
pub fn drop_action(position: &Position, from: Square, square: Square) -> Action {
    match click_action(position, Some(from), square) {
        Action::Select(_) | Action::Deselect => position
            .refusal(from, square)
            .map_or(Action::Nothing, |r| Action::Refuse(r.to_string())),
        action => action,
    }
}

/// The announcement of a move: "White plays Nf3"; castlings add the squares
/// in words: "White plays O-O(Kh1,Rf1): king to h1, rook to f1".
pub fn move_words(position: &Position, m: &Move) -> String {
    let played = format!("{} plays {}", position.turn().name(), position.san(m));
    if m.is_castle() {
        format!("{played}: {}", choice_words(m).to_ascii_lowercase())
    } else {
        played
    }
}

/// "g1, white knight, picked up: it may go to f3 or h3."
pub fn selection_words(position: &Position, square: Square) -> String {
    let mut targets: Vec<Square> = Vec::new();
    for m in position.legal_moves_from(square).iter() {
        if !targets.contains(&m.to()) {
            targets.push(m.to());
        }
    }
    let label = square_label(position, square);
    match targets.as_slice() {
        [] => format!("{label}, picked up: it has no legal move"),
        [only] => format!("{label}, picked up: it may go to {only}"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(|s| s.name()).collect();
            format!(
                "{label}, picked up: it may go to {} or {last}",
                rest.join(", ")
            )
        }
    }
}

/// A press on a man that may become a drag.
#[derive(Clone, Copy, Debug)]
struct Press {
    pointer_id: i32,
    from: Square,
    piece: Piece,
    start: (f64, f64),
    /// The board's box in client coordinates: left, top, width, height.
    rect: (f64, f64, f64, f64),
    dragging: bool,
}

/// How far (in CSS pixels) a press moves before it is a drag, not a tap.
const DRAG_THRESHOLD: f64 = 5.0;
/// How long (ms) after a drop a click on the board is the drop's echo.
const CLICK_ECHO_MS: f64 = 400.0;

/// The square under a point, from the board's box.
fn square_at_point(rect: (f64, f64, f64, f64), x: f64, y: f64, flipped: bool) -> Option<Square> {
    let (left, top, width, height) = rect;
    if width <= 0.0 || height <= 0.0 || x < left || y < top {
        return None;
    }
    let col = ((x - left) / width * 8.0).floor();
    let row = ((y - top) / height * 8.0).floor();
    if col >= 8.0 || row >= 8.0 {
        return None;
    }
    square_at_view(row as u8, col as u8, flipped)
}

/// The square named by the `data-square` of the element an event hit (or of
/// one of its ancestors).
fn event_square(event: &web_sys::Event) -> Option<Square> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let button = target.closest("[data-square]").ok()??;
    Square::from_name(&button.get_attribute("data-square")?)
}

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
) -> impl IntoView {
    let selected = RwSignal::new(None::<Square>);
    let message = RwSignal::new(None::<String>);
    let picker = RwSignal::new(None::<Vec<Move>>);
    // The square that holds the grid's one tab stop.
    let cursor = RwSignal::new(
        position
            .with_untracked(|p| p.board().king_of(p.turn()))
            .unwrap_or(Square::E1),
    );
    let press = StoredValue::new(None::<Press>);
    let last_drop = StoredValue::new(f64::NEG_INFINITY);
    let drag_piece = RwSignal::new(None::<Piece>);
    let drag_from = RwSignal::new(None::<Square>);
    let drag_over = RwSignal::new(None::<Square>);
    let drag_point = RwSignal::new((0.0_f64, 0.0_f64));
    let drag_size = RwSignal::new(0.0_f64);
    let grid = NodeRef::<html::Div>::new();

    // A new position clears any half-made choice.
    Effect::new(move |_| {
        position.track();
        selected.set(None);
        picker.set(None);
        message.set(None);
    });
    Effect::new(move |_| {
        if view_only.get() {
            selected.set(None);
            picker.set(None);
        }
    });
    let targets = Memo::new(move |_| match selected.get() {
        Some(from) => position.with(|p| {
            p.legal_moves_from(from)
                .iter()
                .map(|m| m.to())
                .collect::<Vec<_>>()
        }),
        None => Vec::<Square>::new(),
    });
    let check_square = Memo::new(move |_| {
        position.with(|p| p.is_check().then(|| p.board().king_of(p.turn())).flatten())
    });

    let announce = move |text: String| {
        if let Some(callback) = on_announce {
            callback.run(text);
        }
    };
    let focus_square = move |square: Square| {
        let Some(grid) = grid.get_untracked() else {
            return;
        };
        let selector = format!("[data-square='{}']", square.name());
        if let Ok(Some(button)) = grid.query_selector(&selector) {
            if let Ok(button) = button.dyn_into::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        }
    };
    let play = move |chosen: Move| {
        let words = position.with_untracked(|p| move_words(p, &chosen));
        selected.set(None);
        picker.set(None);
        message.set(None);
        cursor.set(chosen.to());
        announce(words);
        on_move.run(chosen);
    };
    let run = move |action: Action| {
        if view_only.get_untracked() {
            return;
        }
        match action {
            Action::Select(square) => {
                selected.set(Some(square));
                message.set(None);
                announce(position.with_untracked(|p| selection_words(p, square)));
            }
            Action::Deselect => {
                selected.set(None);
                message.set(None);
            }
            Action::Play(chosen) => play(chosen),
            Action::Choose(moves) => {
                message.set(None);
                picker.set(Some(moves));
            }
            Action::Refuse(reason) => {
                message.set(Some(reason.clone()));
                announce(reason);
            }
            Action::Nothing => message.set(None),
        }
    };
    let activate = move |square: Square| {
        run(position.with_untracked(|p| click_action(p, selected.get_untracked(), square)));
    };
    let pick = Callback::new(move |chosen: Move| {
        play(chosen);
        focus_square(chosen.to());
    });
    let cancel = Callback::new(move |()| {
        picker.set(None);
        focus_square(cursor.get_untracked());
    });

    // ---- Keyboard: one tab stop, a square cursor ----
    let keydown = move |event: ev::KeyboardEvent| {
        let key = event.key();
        let here = event_square(&event).unwrap_or_else(|| cursor.get_untracked());
        if let Some(next) = cursor_step(here, &key, flipped.get_untracked()) {
            event.prevent_default();
            cursor.set(next);
            focus_square(next);
            return;
        }
        match key.as_str() {
            "Enter" | " " => {
                // Handled here (not by the button's own click) so that a key
                // press is exactly one activation.
                event.prevent_default();
                cursor.set(here);
                activate(here);
            }
            "Escape" if selected.get_untracked().is_some() || message.get_untracked().is_some() => {
                event.prevent_default();
                selected.set(None);
                message.set(None);
            }
            _ => {}
        }
    };
    // The button's own activation by Space comes on key-up: it was handled
    // on key-down already.
    let keyup = move |event: ev::KeyboardEvent| {
        if event.key() == " " {
            event.prevent_default();
        }
    };
    let focusin = move |event: ev::FocusEvent| {
        if let Some(square) = event_square(&event) {
            cursor.set(square);
        }
    };

    // ---- Pointer: drag and drop (a tap is left to the click) ----
    let end_drag = move || {
        drag_piece.set(None);
        drag_from.set(None);
        drag_over.set(None);
    };
    let pointerdown = move |event: ev::PointerEvent| {
        press.set_value(None);
        if view_only.get_untracked() || !event.is_primary() || event.button() != 0 {
            return;
        }
        let Some(square) = event_square(&event) else {
            return;
        };
        let piece =
            position.with_untracked(|p| p.piece_at(square).filter(|pc| pc.color == p.turn()));
        let (Some(piece), Some(grid)) = (piece, grid.get_untracked()) else {
            return;
        };
        let rect = grid.get_bounding_client_rect();
        press.set_value(Some(Press {
            pointer_id: event.pointer_id(),
            from: square,
            piece,
            start: (f64::from(event.client_x()), f64::from(event.client_y())),
            rect: (rect.left(), rect.top(), rect.width(), rect.height()),
            dragging: false,
        }));
    };
    let pointermove = move |event: ev::PointerEvent| {
        let Some(mut current) = press.get_value() else {
            return;
        };
        if current.pointer_id != event.pointer_id() {
            return;
        }
        let point = (f64::from(event.client_x()), f64::from(event.client_y()));
        if !current.dragging {
            let moved = (point.0 - current.start.0).hypot(point.1 - current.start.1);
            if moved < DRAG_THRESHOLD {
                return;
            }
            current.dragging = true;
            press.set_value(Some(current));
            if let Some(grid) = grid.get_untracked() {
                // Synthetic pointers cannot be captured; the drag works
                // without capture while the pointer stays over the board.
                let _ = grid.set_pointer_capture(event.pointer_id());
            }
            picker.set(None);
            message.set(None);
            if selected.get_untracked() != Some(current.from) {
                selected.set(Some(current.from));
            }
            drag_size.set(current.rect.2 / 8.0);
            drag_from.set(Some(current.from));
            drag_piece.set(Some(current.piece));
        }
        event.prevent_default();
        drag_point.set(point);
        let over = square_at_point(current.rect, point.0, point.1, flipped.get_untracked());
        if drag_over.get_untracked() != over {
            drag_over.set(over);
        }
    };
    let pointerup = move |event: ev::PointerEvent| {
        let Some(current) = press.get_value() else {
            return;
        };
        if current.pointer_id != event.pointer_id() {
            return;
        }
        press.set_value(None);
        if !current.dragging {
            return;
        }
        last_drop.set_value(event.time_stamp());
        end_drag();
        let point = (f64::from(event.client_x()), f64::from(event.client_y()));
        match square_at_point(current.rect, point.0, point.1, flipped.get_untracked()) {
            Some(square) if square != current.from => {
                cursor.set(square);
                run(position.with_untracked(|p| drop_action(p, current.from, square)));
            }
            _ => {}
        }
    };
    let pointercancel = move |event: ev::PointerEvent| {
        if press
            .get_value()
            .is_some_and(|p| p.pointer_id == event.pointer_id())
        {
            press.set_value(None);
            end_drag();
        }
    };

    let square_view = move |square: Square| {
        let is_dark = (square.file() + square.rank()).is_multiple_of(2);
        let piece = Memo::new(move |_| position.with(|p| p.piece_at(square)));
        let is_selected = Memo::new(move |_| selected.get() == Some(square));
        let is_target = Memo::new(move |_| targets.with(|t| t.contains(&square)));
        let is_last = Memo::new(move |_| {
            last_move
                .get()
                .is_some_and(|m| m.from() == square || m.to() == square)
        });
        let is_check = Memo::new(move |_| check_square.get() == Some(square));
        let is_over = Memo::new(move |_| drag_over.get() == Some(square));
        let is_origin = Memo::new(move |_| drag_from.get() == Some(square));
        let is_capture = Memo::new(move |_| is_target.get() && piece.with(Option::is_some));
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
        view! {
            <div role="gridcell" class="board-cell" aria-selected=move || is_selected.get().to_string()>
                <button
                    type="button"
                    class=class
                    data-square=square.name()
                    tabindex=move || if cursor.get() == square { "0" } else { "-1" }
                    aria-label=move || position.with(|p| square_label(p, square))
                    aria-description=description
                    on:click=move |event: ev::MouseEvent| {
                        if event.time_stamp() - last_drop.get_value() < CLICK_ECHO_MS {
                            return;
                        }
                        cursor.set(square);
                        activate(square);
                    }
                >
                    {move || piece.get().map(|piece| view! { <PieceSvg color=piece.color role=piece.role /> })}
                </button>
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
    let rank_labels = move || {
        let ranks: Vec<u8> = if flipped.get() {
            (1..=8).collect()
        } else {
            (1..=8).rev().collect()
        };
        ranks
            .into_iter()
            .map(|r| view! { <span>{r}</span> })
            .collect_view()
    };
    let file_labels = move || {
        let mut files: Vec<char> = ('a'..='h').collect();
        if flipped.get() {
            files.reverse();
        }
        files
            .into_iter()
            .map(|f| view! { <span>{f.to_string()}</span> })
            .collect_view()
    };
    let picker_view = move || {
        picker.get().map(|moves| {
            view! {
                <MovePicker
                    position=position.get_untracked()
                    moves=moves
                    on_pick=pick
                    on_cancel=cancel
                />
            }
        })
    };
    let grid_class = move || {
        let mut class = String::from("board");
        if view_only.get() {
            class.push_str(" view-only");
        }
        if drag_piece.with(Option::is_some) {
            class.push_str(" dragging");
        }
        class
    };
    let label = label.unwrap_or_else(|| String::from("Chess board"));
    let message_live = if on_announce.is_some() {
        "off"
    } else {
        "polite"
    };

    view! {
        <div class="board-box">
            <div class="board-frame">
                <div class="coords ranks" aria-hidden="true">{rank_labels}</div>
                <div
                    class=grid_class
                    role="grid"
                    aria-label=label
                    aria-readonly=move || view_only.get().then_some("true")
                    node_ref=grid
                    on:keydown=keydown
                    on:keyup=keyup
                    on:focusin=focusin
                    on:pointerdown=pointerdown
                    on:pointermove=pointermove
                    on:pointerup=pointerup
                    on:pointercancel=pointercancel
                    on:contextmenu=move |event: ev::MouseEvent| {
                        if !view_only.get_untracked() {
                            event.prevent_default();
                        }
                    }
                >
                    {rows}
                </div>
                <div class="coords files" aria-hidden="true">{file_labels}</div>
                {picker_view}
            </div>
            <p
                class="board-message"
                class:has-message=move || message.with(Option::is_some)
                role="status"
                aria-live=message_live
            >
                {move || message.get()}
            </p>
            <div
                class="drag-piece"
                class:active=move || drag_piece.with(Option::is_some)
                aria-hidden="true"
                style:width=move || px(drag_size.get())
                style:height=move || px(drag_size.get())
                style:transform=move || {
                    // Whole pixels: printing floats would add a float
                    // formatter to the download for nothing visible.
                    let (x, y) = drag_point.get();
                    let half = drag_size.get() / 2.0;
                    format!("translate3d({}, {}, 0)", px(x - half), px(y - half))
                }
            >
                {move || drag_piece.get().map(|piece| view! { <PieceSvg color=piece.color role=piece.role /> })}
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Code, RuleSet};

    fn sq(name: &str) -> Square {
        Square::from_name(name).unwrap()
    }

    #[test]
    fn view_coordinates_round_trip_both_ways_up() {
        for flipped in [false, true] {
            for square in Square::all() {
                let (row, col) = view_coords(square, flipped);
                assert_eq!(square_at_view(row, col, flipped), Some(square));
            }
        }
        assert_eq!(square_at_view(0, 0, false), Some(sq("a8")));
        assert_eq!(square_at_view(0, 0, true), Some(sq("h1")));
    }

    #[test]
    fn the_cursor_follows_the_view_and_stops_at_the_edge() {
        assert_eq!(cursor_step(sq("e2"), "ArrowUp", false), Some(sq("e3")));
        assert_eq!(cursor_step(sq("e2"), "ArrowUp", true), Some(sq("e1")));
        assert_eq!(cursor_step(sq("e2"), "ArrowRight", true), Some(sq("d2")));
        assert_eq!(cursor_step(sq("h8"), "ArrowUp", false), Some(sq("h8")));
        assert_eq!(cursor_step(sq("e4"), "Home", true), Some(sq("a4")));
        assert_eq!(cursor_step(sq("e4"), "End", false), Some(sq("h4")));
        assert_eq!(cursor_step(sq("e4"), "Enter", false), None);
    }

    #[test]
    fn clicks_select_move_switch_and_refuse() {
        let pos = Position::start(RuleSet::modern());
        assert_eq!(click_action(&pos, None, sq("e2")), Action::Select(sq("e2")));
        assert_eq!(click_action(&pos, None, sq("e4")), Action::Nothing);
        match click_action(&pos, None, sq("e7")) {
            Action::Refuse(text) => assert!(text.starts_with("It is White's turn"), "{text}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            click_action(&pos, Some(sq("e2")), sq("e4")),
            Action::Play(_)
        ));
        assert_eq!(
            click_action(&pos, Some(sq("e2")), sq("e2")),
            Action::Deselect
        );
        assert_eq!(
            click_action(&pos, Some(sq("e2")), sq("g1")),
            Action::Select(sq("g1"))
        );
        match click_action(&pos, Some(sq("e2")), sq("e5")) {
            Action::Refuse(text) => assert!(
                text.contains("FIDE Laws of Chess (2023), art. 3.10.2"),
                "{text}"
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_italian_king_to_his_rooks_square_wins_over_selecting_the_rook() {
        let pos =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
        match click_action(&pos, Some(sq("e1")), sq("h1")) {
            Action::Choose(moves) => assert_eq!(moves.len(), 2),
            other => panic!("{other:?}"),
        }
        let modern =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", RuleSet::modern()).unwrap();
        assert_eq!(
            click_action(&modern, Some(sq("e1")), sq("h1")),
            Action::Select(sq("h1"))
        );
    }

    #[test]
    fn a_pawn_on_the_last_rank_always_asks() {
        let rules = Code::LostPiecesOnly.rules();
        let knight_lost =
            Position::from_fen("2k5/4P3/8/8/8/8/8/R1BQKBNR w KQ - 0 1", rules).unwrap();
        match click_action(&knight_lost, Some(sq("e7")), sq("e8")) {
            Action::Choose(moves) => {
                assert_eq!(moves.len(), 1);
                assert_eq!(moves[0].promotion(), Some(crate::core::Role::Knight));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_drop_on_an_own_man_is_refused_not_a_new_selection() {
        let pos = Position::start(RuleSet::modern());
        match drop_action(&pos, sq("g1"), sq("e2")) {
            Action::Refuse(text) => assert!(text.contains("art. 3.1)"), "{text}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            drop_action(&pos, sq("g1"), sq("f3")),
            Action::Play(_)
        ));
    }

    #[test]
    fn castlings_are_announced_with_their_squares() {
        let pos =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
        let m = pos.parse_san("O-O(Kh1,Rf1)").unwrap();
        assert_eq!(
            move_words(&pos, &m),
            "White plays O-O(Kh1,Rf1): king to h1, rook to f1"
        );
        let start = Position::start(RuleSet::modern());
        let e4 = start.parse_san("e4").unwrap();
        assert_eq!(move_words(&start, &e4), "White plays e4");
    }

    #[test]
    fn selection_words_list_the_destinations() {
        let pos = Position::start(RuleSet::modern());
        assert_eq!(
            selection_words(&pos, sq("g1")),
            "g1, white knight, picked up: it may go to f3 or h3"
        );
        assert_eq!(
            selection_words(&pos, sq("a1")),
            "a1, white rook, picked up: it has no legal move"
        );
    }
}
