//! Chess pieces on the board: the drawings of [`crate::study::piece_art`]
//! as inline SVG, coloured by the board's style sheet.

use crate::core::{Color, Role};
use crate::study::piece_art::drawing;
use leptos::prelude::*;

/// One piece as SVG markup, the same as [`PieceSvg`] draws: for the
/// board's squares, which are written as markup (see `board::square`).
#[must_use]
pub fn piece_markup(color: Color, role: Role) -> String {
    let drawing = drawing(role);
    let mut svg = format!(
        r#"<svg class="{}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">"#,
        piece_class(color)
    );
    for (class, paths) in [
        ("piece-body", drawing.outlines),
        ("piece-detail", drawing.details),
    ] {
        for d in paths {
            svg.push_str(&format!(r#"<path class="{class}" d="{d}"></path>"#));
        }
    }
    svg.push_str("</svg>");
    svg
}

fn piece_class(color: Color) -> &'static str {
    match color {
        Color::White => "piece piece-white",
        Color::Black => "piece piece-black",
    }
}

/// One piece as an inline SVG that fills its container.
#[component]
pub fn PieceSvg(color: Color, role: Role) -> impl IntoView {
    let drawing = drawing(role);
    let class = piece_class(color);
    view! {
        <svg class=class viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            {drawing.outlines.iter().map(|d| view! { <path class="piece-body" d=*d /> }).collect_view()}
            {drawing.details.iter().map(|d| view! { <path class="piece-detail" d=*d /> }).collect_view()}
        </svg>
    }
}
