//! The board: 64 buttons in a grid, drawn from a core `Position`.
//! Click a piece of the side to move to see where it may go; click one of
//! those squares to play. The legal moves come from the core alone.

use crate::components::pieces::PieceSvg;
use crate::core::{Move, Position, Square};
use leptos::prelude::*;

/// Squares top-left to bottom-right as the reader sees them.
fn squares_in_view_order(flipped: bool) -> Vec<Square> {
    let mut order: Vec<Square> = (0..8u8)
        .rev()
        .flat_map(|rank| (0..8u8).filter_map(move |file| Square::from_coords(file, rank)))
        .collect();
    if flipped {
        order.reverse();
    }
    order
}

/// "e4, white pawn" or "e4, empty": what a screen reader says for a square.
pub fn square_label(position: &Position, square: Square) -> String {
    match position.piece_at(square) {
        Some(piece) => format!(
            "{}, {} {}",
            square.name(),
            piece.color.name().to_lowercase(),
            piece.role.name().to_lowercase()
        ),
        None => format!("{}, empty", square.name()),
    }
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
) -> impl IntoView {
    let selected = RwSignal::new(None::<Square>);
    // A new position clears any half-made choice.
    Effect::new(move |_| {
        position.track();
        selected.set(None);
    });
    let targets = Memo::new(move |_| match selected.get() {
        Some(from) => position.with(|p| p.legal_moves_from(from).iter().map(|m| m.to()).collect()),
        None => Vec::<Square>::new(),
    });

    let click = move |square: Square| {
        if let Some(from) = selected.get_untracked() {
            let chosen = position.with_untracked(|p| {
                p.legal_moves_from(from)
                    .iter()
                    .find(|m| m.to() == square)
                    .copied()
            });
            if let Some(chosen) = chosen {
                selected.set(None);
                on_move.run(chosen);
                return;
            }
        }
        let own_piece = position.with_untracked(|p| {
            p.piece_at(square)
                .is_some_and(|piece| piece.color == p.turn())
        });
        selected.set((own_piece && selected.get_untracked() != Some(square)).then_some(square));
    };

    let square_view = move |square: Square| {
        let is_dark = (square.file() + square.rank()).is_multiple_of(2);
        let class = move || {
            let mut class = String::from(if is_dark {
                "square dark"
            } else {
                "square light"
            });
            let occupied = position.with(|p| p.piece_at(square).is_some());
            if selected.get() == Some(square) {
                class.push_str(" selected");
            }
            if targets.with(|t| t.contains(&square)) {
                class.push_str(" target");
                if occupied {
                    class.push_str(" occupied");
                }
            }
            if last_move
                .get()
                .is_some_and(|m| m.from() == square || m.to() == square)
            {
                class.push_str(" last-move");
            }
            if position.with(|p| p.is_check() && p.board().king_of(p.turn()) == Some(square)) {
                class.push_str(" in-check");
            }
            class
        };
        view! {
            <button
                type="button"
                class=class
                data-square=square.name()
                aria-label=move || position.with(|p| square_label(p, square))
                aria-pressed=move || (selected.get() == Some(square)).to_string()
                on:click=move |_| click(square)
            >
                {move || {
                    position
                        .with(|p| p.piece_at(square))
                        .map(|piece| view! { <PieceSvg color=piece.color role=piece.role /> })
                }}
            </button>
        }
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

    view! {
        <div class="board-frame">
            <div class="coords ranks" aria-hidden="true">{rank_labels}</div>
            <div class="board" role="grid" aria-label="Chess board">
                {move || squares_in_view_order(flipped.get()).into_iter().map(square_view).collect_view()}
            </div>
            <div class="coords files" aria-hidden="true">{file_labels}</div>
        </div>
    }
}
