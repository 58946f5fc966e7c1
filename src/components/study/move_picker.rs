//! The move picker: when a click or a drop names a from-to pair that more
//! than one legal move shares, the reader chooses among exactly those moves.
//!
//! - A pawn reaching the last rank: the pieces it may become (only the lost
//!   ones under [`Promotion::OnlyLostPieces`]), drawn as [`piece_markup`], or
//!   "Leave the pawn waiting" where the rules let it wait.
//! - A waiting pawn exchanged on its square (from and to the same square).
//! - Italian free castling: the king's and the rook's squares in words, e.g.
//!   "King to h1, rook to f1 (O-O(Kh1,Rf1))". Under Ponziani's sixteen
//!   ways a castling may share its squares with the king's plain step (e1
//!   to f1 or d1): both are offered, the step as "King to f1, a plain step".
//! - Ponziani's naming of a waiting pawn (not a move: the turn stays).
//!
//! The picker is a small dialog over the board: focus moves to its first
//! choice, arrow keys and Tab move among its buttons, Escape, the close
//! button or a click beside the panel cancels.

pub use crate::board_markup::interaction::{choice_words, needs_choice};
use crate::board_markup::pieces::piece_markup;
use crate::core::{Move, Position, Promotion, Role};
use crate::markup::{markup, Markup};
use crate::study::phrase::raise_first;
use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The moves in the order the picker shows them: strongest piece first,
/// then the waiting pawn; castlings as the core lists them.
pub fn ordered(moves: &[Move]) -> Vec<Move> {
    let mut list = moves.to_vec();
    list.sort_by_key(|m| match m.promotion() {
        Some(role) => Role::PROMOTIONS
            .iter()
            .position(|&r| r == role)
            .unwrap_or(4),
        None if m.is_castle() => 0,
        None => 5,
    });
    list
}

/// The accessible name of one choice: its words and its SAN, e.g.
/// "King to h1, rook to f1 (O-O(Kh1,Rf1))", "Knight (e8=N)",
/// "Leave the pawn waiting (e8)".
pub fn choice_label(position: &Position, m: &Move) -> String {
    format!("{} ({})", choice_words(m), position.san(m))
}

/// The question the picker asks, e.g. "The pawn reaches e8: it becomes".
pub fn picker_title(moves: &[Move]) -> String {
    let Some(first) = moves.first() else {
        return String::from("Choose the move");
    };
    if first.is_castle() {
        String::from("Castling: where do king and rook go?")
    } else if first.from() == first.to() {
        format!("The pawn waiting on {}: exchange it for", first.to())
    } else {
        format!("The pawn reaches {}: it becomes", first.to())
    }
}

/// The law behind a pawn's choices when only lost pieces may be chosen.
pub fn picker_note(position: &Position, moves: &[Move]) -> Option<String> {
    let pawn = moves.iter().any(|m| m.role() == Role::Pawn);
    if pawn && position.rules().promotion == Promotion::MissingPiece {
        return Some(missing_piece_note(position, moves));
    }
    if !pawn || position.rules().promotion != Promotion::OnlyLostPieces {
        return None;
    }
    let lost = position.promotion_roles(position.turn());
    let law = promotion_citation(position);
    Some(if lost.is_empty() {
        format!(
            "No piece has been lost, so the pawn stays on the last rank as a pawn until one \
             is{law}"
        )
    } else {
        let names: Vec<&str> = lost.iter().map(|r| r.name()).collect();
        format!(
            "Only a piece already lost may be chosen: {}{law}",
            names.join(", ")
        )
    })
}

/// The law of the promotion rule in force, as the rules cite it (their
/// book's own, borrowed where it is silent, or beside its contrary law),
/// in brackets after the note; empty where none is cited.
fn promotion_citation(position: &Position) -> String {
    position
        .rules()
        .cite(crate::core::RulePoint::PromotionLostOnly)
        .words("promotion")
        .map_or_else(String::new, |words| format!(" ({words})"))
}

/// Ponziani's law III on the choices: a missing piece only, no bishop on
/// the colour of the one left, the naming free.
fn missing_piece_note(position: &Position, moves: &[Move]) -> String {
    let law = promotion_citation(position);
    let square = moves.first().map(Move::to);
    let missing = square.map_or_else(Vec::new, |sq| {
        position.promotion_roles_on(position.turn(), sq)
    });
    if missing.is_empty() {
        return format!(
            "Nothing is missing that the pawn may become here, so it waits on the last rank, \
             its name suspended until a piece is lost{law}"
        );
    }
    let names: Vec<&str> = missing.iter().map(|r| r.name()).collect();
    format!(
        "Only a missing piece, and never a bishop on the colour of the one left: {}. Naming \
         the waiting pawn is not a move: you then play your move{law}",
        names.join(", ")
    )
}

/// The buttons of the panel, in order.
fn panel_buttons(panel: &web_sys::HtmlElement) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = panel.query_selector_all("button") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// A dialog listing `moves` (legal in `position`, sharing one from-to pair).
/// Picking one calls `on_pick` with it; Escape, the close button ("Cancel")
/// or a click beside the panel calls `on_cancel`.
#[component]
pub fn MovePicker(
    /// The position the moves are legal in (for their names).
    position: Position,
    /// The legal moves to choose among.
    moves: Vec<Move>,
    /// Called with the chosen move.
    #[prop(into)]
    on_pick: Callback<Move>,
    /// Called when the reader closes the picker without choosing.
    #[prop(into)]
    on_cancel: Callback<()>,
) -> impl IntoView {
    let picker = NodeRef::<html::Div>::new();
    // Focus moves into the picker once it is on the page.
    Effect::new(move |_| {
        let first = picker
            .get()
            .and_then(|panel| panel.query_selector(".choice").ok().flatten())
            .and_then(|first| first.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(first) = first {
            let _ = first.focus();
        }
    });

    let keydown = move |event: ev::KeyboardEvent| {
        let Some(panel) = picker.get_untracked() else {
            return;
        };
        let key = event.key();
        if key == "Escape" {
            event.prevent_default();
            event.stop_propagation();
            on_cancel.run(());
            return;
        }
        let buttons = panel_buttons(&panel);
        if buttons.is_empty() {
            return;
        }
        let active = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element());
        let current = buttons.iter().position(|b| {
            active
                .as_ref()
                .is_some_and(|a| a == b.unchecked_ref::<web_sys::Element>())
        });
        let last = buttons.len() - 1;
        let next = match key.as_str() {
            "ArrowDown" | "ArrowRight" => {
                Some(current.map_or(0, |i| if i == last { 0 } else { i + 1 }))
            }
            "ArrowUp" | "ArrowLeft" => {
                Some(current.map_or(last, |i| if i == 0 { last } else { i - 1 }))
            }
            "Home" => Some(0),
            "End" => Some(last),
            // Tab stays inside the dialog.
            "Tab" if event.shift_key() && current.is_none_or(|i| i == 0) => Some(last),
            "Tab" if !event.shift_key() && current.is_none_or(|i| i == last) => Some(0),
            _ => None,
        };
        if let Some(next) = next {
            event.prevent_default();
            let _ = buttons[next].focus();
        }
    };
    let choices = ordered(&moves);
    let markup = picker_markup(&position, &moves, &choices).into_string();
    // A click on a choice picks it; on the close button or on the
    // backdrop, beside the panel, closes the picker.
    let click = move |event: ev::MouseEvent| {
        let Some(target) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if target.class_list().contains("move-picker") {
            on_cancel.run(());
            return;
        }
        let Ok(Some(button)) = target.closest("button") else {
            return;
        };
        let chosen = button
            .get_attribute("data-choice")
            .and_then(|i| i.parse::<usize>().ok())
            .and_then(|i| choices.get(i).copied());
        match chosen {
            Some(m) => on_pick.run(m),
            None if button.class_list().contains("choice-cancel") => on_cancel.run(()),
            None => {}
        }
    };
    view! {
        <div class="move-picker" on:click=click on:keydown=keydown node_ref=picker inner_html=markup></div>
    }
}

/// The picker's panel for `moves`, offered as `choices` (the same moves,
/// [`ordered`]), written once as markup: nothing in it changes while it is
/// open.
fn picker_markup(position: &Position, moves: &[Move], choices: &[Move]) -> Markup {
    let title = if position.naming_due() {
        format!(
            "The pawn waiting on {} is named (naming is not a move):",
            moves
                .first()
                .map_or_else(String::new, |m| m.to().to_string())
        )
    } else {
        picker_title(moves)
    };
    let color = position.turn();
    let mut buttons = Markup::default();
    for (index, m) in choices.iter().enumerate() {
        let label = choice_label(position, m);
        match m.promotion() {
            Some(role) => markup!(
                into buttons,
                r#"<button type="button" class="choice choice-piece" data-choice="{}" aria-label="{}" title="{}"><span class="choice-piece-drawing">{}</span><span class="choice-piece-name">{}</span></button>"#,
                index,
                label,
                label,
                piece_markup(color, role),
                raise_first(role.name())
            ),
            // The words and the notation shown are the whole name (no
            // `aria-label`): a name that differs from the words seen fails
            // those who speak to their browser by what they read.
            None => markup!(
                into buttons,
                r#"<button type="button" class="choice choice-words" data-choice="{}"><span class="choice-text">{}</span> <span class="choice-san">({})</span></button>"#,
                index,
                choice_words(m),
                position.san(m)
            ),
        }
    }
    let pieces = if moves.iter().all(|m| m.promotion().is_some()) {
        " pieces"
    } else {
        ""
    };
    let note = picker_note(position, moves)
        .map(|note| markup!(r#"<p class="move-picker-note">{}</p>"#, note));
    markup!(
        r#"<div class="move-picker-panel" role="dialog" aria-modal="true" aria-label="{}"><div class="move-picker-head"><p class="move-picker-title">{}</p><button type="button" class="choice-cancel" aria-label="Cancel" title="Cancel (Escape)">&#215;</button></div><div class="move-picker-choices{}">{}</div>{}</div>"#,
        title,
        title,
        pieces,
        buttons,
        note
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Code, Square};

    #[test]
    fn a_ponziani_castling_and_the_plain_step_share_their_squares() {
        let rules = Code::ItalyPonziani.rules();
        let pos = Position::from_fen("7k/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1", rules)
            .expect("a legal position");
        let moves: Vec<Move> = pos
            .legal_moves_from(Square::E1)
            .iter()
            .copied()
            .filter(|m| m.to() == Square::F1)
            .collect();
        assert!(needs_choice(&pos, &moves));
        let labels: Vec<String> = ordered(&moves)
            .iter()
            .map(|m| choice_label(&pos, m))
            .collect();
        assert_eq!(
            labels,
            [
                "King to f1, rook to e1 (O-O(Kf1,Re1))",
                "King to f1, a plain step (Kf1)"
            ]
        );
    }

    #[test]
    fn the_picker_is_written_with_one_button_a_choice_in_the_order_shown() {
        let pos = Position::from_fen("7k/4P3/8/8/8/8/8/4K3 w - - 0 1", Code::Modern.rules())
            .expect("a legal position");
        let moves: Vec<Move> = pos.legal_moves_from(Square::E7).iter().copied().collect();
        let html = picker_markup(&pos, &moves, &ordered(&moves));
        assert_eq!(html.matches("data-choice=").count(), 4);
        assert!(html.contains("move-picker-choices pieces"));
        let names: Vec<usize> = ["Queen", "Rook", "Bishop", "Knight"]
            .iter()
            .map(|name| {
                html.find(&format!(">{name}</span>"))
                    .expect("each piece named")
            })
            .collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "{html}");
        assert!(html.contains(r#"data-choice="0""#) && html.contains("<svg"));
        assert!(html.contains(r#"class="choice-cancel" aria-label="Cancel""#));
    }

    /// A castling's button is named by the words it shows, so that the
    /// name a reader hears holds the words he sees.
    #[test]
    fn a_castlings_button_is_named_by_its_visible_words() {
        let pos = Position::from_fen(
            "7k/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1",
            Code::Italy.rules(),
        )
        .expect("a legal position");
        let moves: Vec<Move> = pos
            .legal_moves_from(Square::E1)
            .iter()
            .copied()
            .filter(|m| m.to() == Square::H1)
            .collect();
        let html = picker_markup(&pos, &moves, &ordered(&moves));
        assert!(
            !html.contains("choice-words\" data-choice=\"0\" aria-label"),
            "{html}"
        );
        let visible = html
            .split("<span class=\"choice-text\">")
            .nth(1)
            .map(|rest| {
                rest.replace("</span> <span class=\"choice-san\">", " ")
                    .split("</span>")
                    .next()
                    .unwrap_or_default()
                    .to_string()
            })
            .unwrap_or_default();
        assert_eq!(
            visible,
            markup!("{}", choice_label(&pos, &ordered(&moves)[0])).into_string(),
            "{html}"
        );
    }

    #[test]
    fn the_naming_note_names_the_missing_pieces_and_the_law() {
        let rules = Code::ItalyPonziani.rules();
        let pos =
            Position::from_fen("1P5k/8/8/8/8/8/8/4K3 w - - 0 1", rules).expect("a legal position");
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        let note = picker_note(&pos, &moves).expect("a note");
        assert!(note.contains("queen, rook, bishop, knight"), "{note}");
        assert!(note.contains("not a move"), "{note}");
        assert!(note.contains("Ponziani (1782), law III"), "{note}");
    }
}
