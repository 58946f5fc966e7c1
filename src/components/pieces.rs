//! Chess pieces drawn for this project as SVG paths on a 100x100 grid:
//! crisp at any size, no font glyphs, no borrowed artwork.

use crate::core::{Color, Role};
use leptos::prelude::*;

/// The pedestal every piece stands on.
const BASE: &str = "M22 90H78V85Q78 78 70 78H30Q22 78 22 85Z";

/// A circle as a path, so every shape renders through one element kind.
fn circle(cx: f32, cy: f32, r: f32) -> String {
    format!(
        "M{} {cy}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 {} 0Z",
        cx - r,
        2.0 * r,
        -2.0 * r
    )
}

/// Filled outlines (drawn in the piece colour) and inner details (drawn in
/// the contrasting colour) of one role.
fn shapes(role: Role) -> (Vec<String>, Vec<&'static str>) {
    let outline = |paths: &[&str]| paths.iter().map(|p| p.to_string()).collect::<Vec<_>>();
    match role {
        Role::Pawn => {
            let mut body = outline(&[
                BASE,
                "M36 78Q38 62 44 55H56Q62 62 64 78Z",
                "M37 57H63Q63 50 56 50H44Q37 50 37 57Z",
            ]);
            body.push(circle(50.0, 37.0, 13.0));
            (body, vec![])
        }
        Role::Knight => (
            outline(&[
                BASE,
                "M70 78C73 60 75 40 64 28L61 12L53 21C42 22 32 30 26 42L20 54Q19 63 28 62L37 57Q45 54 50 48C48 59 38 66 32 78Z",
            ]),
            vec!["M66 33C71 46 71 60 68 74", "M42 33h4", "M25 57l4-1"],
        ),
        Role::Bishop => {
            let mut body = outline(&[
                BASE,
                "M38 78Q42 66 44 59H56Q58 66 62 78Z",
                "M35 61H65Q65 54 58 54H42Q35 54 35 61Z",
                "M50 17C64 29 66 44 58 54H42C34 44 36 29 50 17Z",
            ]);
            body.push(circle(50.0, 13.0, 4.5));
            (body, vec!["M55 30L46 41"])
        }
        Role::Rook => (
            outline(&[
                BASE,
                "M32 78L36 46H64L68 78Z",
                "M30 47V24H39V31H46V24H54V31H61V24H70V47Z",
            ]),
            vec!["M36 47H64", "M34 66H66"],
        ),
        Role::Queen => {
            let mut body = outline(&[
                BASE,
                "M34 78L30 64H70L66 78Z",
                "M30 64L20 30L35 50L37 22L45 46L50 18L55 46L63 22L65 50L80 30L70 64Z",
            ]);
            for (cx, cy) in [(20.0, 27.0), (37.0, 19.0), (50.0, 14.0), (63.0, 19.0), (80.0, 27.0)] {
                body.push(circle(cx, cy, 4.5));
            }
            (body, vec!["M31 64H69"])
        }
        Role::King => (
            outline(&[
                BASE,
                "M34 78L31 64H69L66 78Z",
                "M31 64C18 54 20 36 36 36C44 36 48 42 50 48C52 42 56 36 64 36C80 36 82 54 69 64Z",
                "M47 33H53V46H47Z",
                "M47 8H53V16H60V22H53V33H47V22H40V16H47Z",
            ]),
            vec!["M32 64H68"],
        ),
    }
}

/// One piece as an inline SVG that fills its container.
#[component]
pub fn PieceSvg(color: Color, role: Role) -> impl IntoView {
    let (outlines, details) = shapes(role);
    let class = match color {
        Color::White => "piece piece-white",
        Color::Black => "piece piece-black",
    };
    view! {
        <svg class=class viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            {outlines.into_iter().map(|d| view! { <path class="piece-body" d=d /> }).collect_view()}
            {details.into_iter().map(|d| view! { <path class="piece-detail" d=d /> }).collect_view()}
        </svg>
    }
}
