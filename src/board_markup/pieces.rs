//! Chess pieces on the board: the drawings of [`crate::study::piece_art`]
//! as inline SVG, coloured by the board's style sheet.

use crate::core::{Color, Role};
use crate::markup::{markup, Markup};
use crate::study::piece_art::write_paths;

/// One piece as SVG markup: for every board's squares, the dragged man and
/// the move picker, which are all written as markup (see `board::square`).
#[must_use]
pub fn piece_markup(color: Color, role: Role) -> Markup {
    let class = match color {
        Color::White => "piece piece-white",
        Color::Black => "piece piece-black",
    };
    let mut svg = markup!(
        r#"<svg class="{}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">"#,
        class
    );
    write_paths(
        &mut svg,
        role,
        &markup!(r#"class="piece-body""#),
        &markup!(r#"class="piece-detail""#),
        "",
    );
    markup!(into svg, "</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_is_one_svg_of_classed_paths() {
        let svg = piece_markup(Color::Black, Role::Knight).into_string();
        assert!(svg.starts_with(r#"<svg class="piece piece-black" viewBox="0 0 100 100""#));
        assert!(svg.ends_with("</svg>"));
        assert_eq!(svg.matches(r#"class="piece-body"/>"#).count(), 2);
        assert_eq!(svg.matches(r#"class="piece-detail"/>"#).count(), 3);
    }
}
