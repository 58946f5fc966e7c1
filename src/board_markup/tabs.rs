//! Where a study's codes are shown as tabs, one board at a time: the widths
//! (the live app's tab list, `components::study::figure_tabs`, and the
//! stylesheet's page as built follow them) and the ids that tie a tab to
//! its board's panel. With no Leptos, so that the island, which plays a
//! page as built, names the panels as the live app does.

/// The smallest square, in CSS pixels, a board may be drawn with.
pub const SMALLEST_SQUARE: f64 = 24.0;

/// The width one board takes beside the others at its smallest: eight
/// squares, the rank column (1 rem) and the gap to the next board.
const BOARD_COLUMN: f64 = 8.0 * SMALLEST_SQUARE + 16.0 + 8.0;

/// The figure's own margins and a little to spare.
const FIGURE_MARGINS: f64 = 32.0;

/// Below this width, a page of two boards or more shows them as tabs.
pub const NARROW: f64 = 480.0;

/// The narrowest page, in CSS pixels, on which `boards` boards stand side
/// by side. An article's figure puts them all in one row, so it needs room
/// for each; the study's own page lets them wrap onto further rows, and
/// needs tabs only on a phone.
#[must_use]
pub fn side_by_side_from(boards: usize, embed: bool) -> f64 {
    if boards < 2 {
        return 0.0;
    }
    if !embed {
        return NARROW;
    }
    #[allow(clippy::cast_precision_loss)]
    let row = boards as f64 * BOARD_COLUMN + FIGURE_MARGINS;
    row.max(NARROW)
}

/// The id of board `index`'s tab, and of its panel.
pub fn tab_id(index: usize) -> String {
    format!("figure-tab-{index}")
}

pub fn panel_id(index: usize) -> String {
    format!("figure-panel-{index}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_stand_side_by_side_only_where_their_squares_keep_24_px() {
        assert!(side_by_side_from(1, true) < 1.0);
        assert!((side_by_side_from(2, true) - NARROW).abs() < f64::EPSILON);
        for boards in 2..=4 {
            let from = side_by_side_from(boards, true);
            #[allow(clippy::cast_precision_loss)]
            let column = (from - FIGURE_MARGINS) / boards as f64;
            assert!(
                (column - 24.0) / 8.0 >= SMALLEST_SQUARE,
                "{boards} boards from {from} px"
            );
        }
        // A figure of three codes in a 600 px column gets tabs.
        assert!(side_by_side_from(3, true) > 600.0);
        assert!((side_by_side_from(4, false) - NARROW).abs() < f64::EPSILON);
    }
}
