//! The sixty-four squares of one board as markup: every board is first
//! written this way, by the live app (`components::board::square`, which
//! then patches only the squares that change) and by the island that plays
//! the first moves on a page as built (`crate::island`), with `markup!`, which
//! escapes every word.

use super::interaction::{man_label, square_at_view};
use super::looks::Look;
use super::pieces::piece_markup;
use crate::core::Square;
use crate::markup::{markup, Markup};

/// The rows of cells, top to bottom, for `flipped` or not.
pub fn grid_markup(shown: &[Look; 64], flipped: bool) -> Markup {
    let mut html = Markup::with_capacity(64 * 200);
    for row in 0..8u8 {
        markup!(into html, r#"<div role="row" class="board-row">"#);
        for square in (0..8u8).filter_map(|col| square_at_view(row, col, flipped)) {
            cell_markup(&mut html, square, &shown[square.index()]);
        }
        markup!(into html, "</div>");
    }
    html
}

/// One grid cell and its button, as `patch_square` keeps them.
fn cell_markup(html: &mut Markup, square: Square, look: &Look) {
    let description = look
        .description()
        .map(|words| markup!(r#" aria-description="{}""#, words));
    markup!(
        into html,
        r#"<div role="gridcell" class="board-cell" aria-selected="{}"><button type="button" class="{}" data-square="{}" tabindex="{}" aria-label="{}"{}>{}</button></div>"#,
        look.selected,
        look.class(square),
        square.name(),
        tab_index(look),
        man_label(square, look.piece),
        description,
        look.piece.map(|p| piece_markup(p.color, p.role)),
    );
}

/// The grid's one tab stop is the cursor's square.
pub fn tab_index(look: &Look) -> &'static str {
    if look.cursor {
        "0"
    } else {
        "-1"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board_markup::looks::{looks, Marks};
    use crate::core::{Position, RuleSet};

    fn start_looks() -> [Look; 64] {
        let marks = Marks {
            cursor: Some(Square::E1),
            ..Marks::default()
        };
        looks(&Position::start(RuleSet::modern()), &marks)
    }

    #[test]
    fn the_grid_is_written_in_the_readers_order_with_one_tab_stop() {
        let html = grid_markup(&start_looks(), false).into_string();
        assert_eq!(html.matches("data-square=").count(), 64);
        assert_eq!(html.matches(r#"role="row""#).count(), 8);
        assert!(html.find(r#"data-square="a8""#) < html.find(r#"data-square="h1""#));
        assert_eq!(html.matches(r#"tabindex="0""#).count(), 1);
        assert!(html.contains(r#"data-square="e1" tabindex="0" aria-label="e1, white king">"#));
        assert_eq!(html.matches("<svg").count(), 32);
        let flipped = grid_markup(&start_looks(), true).into_string();
        assert!(flipped.find(r#"data-square="h1""#) < flipped.find(r#"data-square="a8""#));
    }

    #[test]
    fn a_square_with_marks_names_them_for_screen_readers() {
        let mut shown = start_looks();
        shown[Square::E1.index()].selected = true;
        let html = grid_markup(&shown, false).into_string();
        assert!(html.contains(r#"aria-selected="true"><button type="button" class="square dark selected" data-square="e1""#));
        assert!(html.contains(r#"aria-description="picked up""#));
        assert_eq!(html.matches("aria-description=").count(), 1);
    }
}
