//! Chess pieces on the board: the drawings of [`crate::study::piece_art`]
//! as inline SVG, coloured by the board's style sheet.

use crate::core::{Color, Role};
use crate::study::piece_art::drawing;
use leptos::prelude::*;

/// One piece as an inline SVG that fills its container.
#[component]
pub fn PieceSvg(color: Color, role: Role) -> impl IntoView {
    let drawing = drawing(role);
    let class = match color {
        Color::White => "piece piece-white",
        Color::Black => "piece piece-black",
    };
    view! {
        <svg class=class viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            {drawing.outlines.iter().map(|d| view! { <path class="piece-body" d=*d /> }).collect_view()}
            {drawing.details.iter().map(|d| view! { <path class="piece-detail" d=*d /> }).collect_view()}
        </svg>
    }
}
