//! How the writer's shapes are drawn, as SVG elements: an arrow is a
//! translucent band from the centre of one square towards the centre of
//! another, ending in a head; a marked square is a translucent ring inside
//! it. One drawing serves the diagrams (in their pixels) and the board's
//! overlay in the app (in squares, a view box of 8 by 8), so the figure a
//! writer downloads looks like the board they drew on.
//!
//! ```
//! use chess_laws_study::core::Square;
//! use chess_laws_study::study::shape_art::shapes_svg;
//! use chess_laws_study::study::shapes::{Brush, Shape};
//! let e1 = Square::from_name("e1").unwrap();
//! let g1 = Square::from_name("g1").unwrap();
//! let svg = shapes_svg(&[Shape::arrow(e1, g1, Brush::Green)], 1.0, false, 0.0, 0.0);
//! assert!(svg.contains("data-arrow=\"e1g1\""));
//! ```

use super::shapes::{Mark, Shape};
use crate::core::Square;
use std::fmt::Write;

/// How opaque a shape is: the board and the men show through.
const OPACITY: &str = "0.7";

/// The centre of `square` on a board whose top-left corner is at
/// (`left`, `top`) and whose squares are `size` wide.
fn centre(square: Square, size: f64, flipped: bool, left: f64, top: f64) -> (f64, f64) {
    let (row, col) = if flipped {
        (f64::from(square.rank()), f64::from(7 - square.file()))
    } else {
        (f64::from(7 - square.rank()), f64::from(square.file()))
    };
    (left + (col + 0.5) * size, top + (row + 0.5) * size)
}

/// The shapes as SVG elements on a board of squares `size` wide with its
/// top-left corner at (`left`, `top`): marks first, arrows over them.
#[must_use]
pub fn shapes_svg(shapes: &[Shape], size: f64, flipped: bool, left: f64, top: f64) -> String {
    let mut out = String::new();
    let (marks, arrows): (Vec<&Shape>, Vec<&Shape>) = shapes
        .iter()
        .partition(|s| matches!(s.mark, Mark::Square(_)));
    for shape in marks.into_iter().chain(arrows) {
        let colour = shape.brush.hex();
        let brush = shape.brush.name();
        match shape.mark {
            Mark::Square(square) => {
                let (x, y) = centre(square, size, flipped, left, top);
                let _ = writeln!(
                    out,
                    "<circle data-mark=\"{square}\" data-brush=\"{brush}\" cx=\"{}\" cy=\"{}\" r=\"{}\" \
                     fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\" opacity=\"{OPACITY}\"/>",
                    n(x),
                    n(y),
                    n(size * 0.44),
                    n(size * 0.08),
                );
            }
            Mark::Arrow { from, to } => {
                let (x1, y1) = centre(from, size, flipped, left, top);
                let (x2, y2) = centre(to, size, flipped, left, top);
                let (dx, dy) = (x2 - x1, y2 - y1);
                let length = (dx * dx + dy * dy).sqrt().max(1e-6);
                let (ux, uy) = (dx / length, dy / length);
                // The head ends a little short of the centre, so that the
                // man on the square stays readable; the band stops where
                // the head begins.
                let head = size * 0.42;
                let tip = (x2 - ux * size * 0.12, y2 - uy * size * 0.12);
                let base = (tip.0 - ux * head, tip.1 - uy * head);
                let half = size * 0.2;
                let left_corner = (base.0 - uy * half, base.1 + ux * half);
                let right_corner = (base.0 + uy * half, base.1 - ux * half);
                let _ = writeln!(
                    out,
                    "<g data-arrow=\"{from}{to}\" data-brush=\"{brush}\" opacity=\"{OPACITY}\">\
                     <line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>\
                     <polygon points=\"{},{} {},{} {},{}\" fill=\"{colour}\"/></g>",
                    n(x1),
                    n(y1),
                    n(base.0 + ux * size * 0.02),
                    n(base.1 + uy * size * 0.02),
                    n(size * 0.16),
                    n(tip.0),
                    n(tip.1),
                    n(left_corner.0),
                    n(left_corner.1),
                    n(right_corner.0),
                    n(right_corner.1),
                );
            }
        }
    }
    out
}

/// A length to three decimals at most, written from whole thousandths
/// (the float formatter is large for the first download).
fn n(value: f64) -> String {
    // `as` saturates, never panics.
    let thousandths = (value * 1000.0).round() as i64;
    let sign = if thousandths < 0 { "-" } else { "" };
    let whole = thousandths.unsigned_abs() / 1000;
    let part = thousandths.unsigned_abs() % 1000;
    if part == 0 {
        format!("{sign}{whole}")
    } else {
        let decimals = format!("{part:03}");
        format!("{sign}{whole}.{}", decimals.trim_end_matches('0'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::shapes::Brush;

    #[test]
    fn a_mark_is_a_ring_in_its_square_and_flipping_moves_it() {
        let a1 = Square::from_name("a1").expect("a square");
        let svg = shapes_svg(&[Shape::square(a1, Brush::Red)], 1.0, false, 0.0, 0.0);
        assert!(svg.contains("cx=\"0.5\" cy=\"7.5\""), "{svg}");
        assert!(svg.contains("#882020"), "{svg}");
        let svg = shapes_svg(&[Shape::square(a1, Brush::Red)], 1.0, true, 0.0, 0.0);
        assert!(svg.contains("cx=\"7.5\" cy=\"0.5\""), "{svg}");
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(n(0.5), "0.5");
        assert_eq!(n(-1.25), "-1.25");
        assert_eq!(n(48.0), "48");
    }
}
