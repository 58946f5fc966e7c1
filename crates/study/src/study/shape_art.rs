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

use super::shapes::{Brush, Mark, Shape};
use crate::core::Square;
use crate::markup;
use crate::markup::{Length, Markup};

/// How opaque a shape is: the board and the men show through.
const OPACITY: &str = "0.7";

/// A board as drawn: squares `size` wide, the top-left corner at
/// (`left`, `top`).
#[derive(Clone, Copy)]
struct Grid {
    size: f64,
    flipped: bool,
    left: f64,
    top: f64,
}

impl Grid {
    /// The centre of `square`.
    fn centre(self, square: Square) -> (f64, f64) {
        let (row, col) = if self.flipped {
            (f64::from(square.rank()), f64::from(7 - square.file()))
        } else {
            (f64::from(7 - square.rank()), f64::from(square.file()))
        };
        (
            self.left + (col + 0.5) * self.size,
            self.top + (row + 0.5) * self.size,
        )
    }
}

/// The shapes as SVG elements on a board of squares `size` wide with its
/// top-left corner at (`left`, `top`): marks first, arrows over them.
#[must_use]
pub fn shapes_svg(shapes: &[Shape], size: f64, flipped: bool, left: f64, top: f64) -> Markup {
    let grid = Grid {
        size,
        flipped,
        left,
        top,
    };
    let mut out = Markup::default();
    let (marks, arrows): (Vec<&Shape>, Vec<&Shape>) = shapes
        .iter()
        .partition(|s| matches!(s.mark, Mark::Square(_)));
    for shape in marks.into_iter().chain(arrows) {
        match shape.mark {
            Mark::Square(square) => draw_ring(&mut out, shape.brush, square, grid),
            Mark::Arrow { from, to } => draw_arrow(&mut out, shape.brush, from, to, grid),
        }
    }
    out
}

/// A marked square: a ring inside it.
fn draw_ring(out: &mut Markup, brush: Brush, square: Square, grid: Grid) {
    let (x, y) = grid.centre(square);
    markup!(
        into out,
        "<circle data-mark=\"{}\" data-brush=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\" \
         fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" opacity=\"{}\"/>\n",
        square.name(),
        brush.name(),
        Length(x),
        Length(y),
        Length(grid.size * 0.44),
        brush.hex(),
        Length(grid.size * 0.08),
        OPACITY,
    );
}

/// An arrow from the centre of `from` towards the centre of `to`.
fn draw_arrow(out: &mut Markup, brush: Brush, from: Square, to: Square, grid: Grid) {
    let size = grid.size;
    let (x1, y1) = grid.centre(from);
    let (x2, y2) = grid.centre(to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / length, dy / length);
    // The head ends a little short of the centre, so that the man on the
    // square stays readable; the band stops where the head begins.
    let head = size * 0.42;
    let tip = (x2 - ux * size * 0.12, y2 - uy * size * 0.12);
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let half = size * 0.2;
    let left_corner = (base.0 - uy * half, base.1 + ux * half);
    let right_corner = (base.0 + uy * half, base.1 - ux * half);
    let colour = brush.hex();
    markup!(
        into out,
        "<g data-arrow=\"{}{}\" data-brush=\"{}\" opacity=\"{}\">\
         <line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>\
         <polygon points=\"{},{} {},{} {},{}\" fill=\"{}\"/></g>\n",
        from.name(),
        to.name(),
        brush.name(),
        OPACITY,
        Length(x1),
        Length(y1),
        Length(base.0 + ux * size * 0.02),
        Length(base.1 + uy * size * 0.02),
        colour,
        Length(size * 0.16),
        Length(tip.0),
        Length(tip.1),
        Length(left_corner.0),
        Length(left_corner.1),
        Length(right_corner.0),
        Length(right_corner.1),
        colour,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_is_a_ring_in_its_square_and_flipping_moves_it() {
        let a1 = Square::from_name("a1").expect("a square");
        let svg = shapes_svg(&[Shape::square(a1, Brush::Red)], 1.0, false, 0.0, 0.0);
        assert!(svg.contains("cx=\"0.5\" cy=\"7.5\""), "{svg}");
        assert!(svg.contains("#882020"), "{svg}");
        let svg = shapes_svg(&[Shape::square(a1, Brush::Red)], 1.0, true, 0.0, 0.0);
        assert!(svg.contains("cx=\"7.5\" cy=\"0.5\""), "{svg}");
    }
}
