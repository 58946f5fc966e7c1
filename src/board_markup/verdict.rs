//! The verdict beneath a board, as markup: written by the live app
//! (`components::study::compare_board`) and by the island that plays the
//! first moves on a page as built (`crate::island`).

use crate::markup::{markup, Markup};
use crate::study::Verdict;

/// The verdict beneath a board, as markup: a board whose line never
/// started has none.
pub fn verdict_markup(verdict: Option<&Verdict>) -> Markup {
    verdict.map_or_else(Markup::default, |v| {
        markup!(
            r#"<p class="verdict verdict-{}" data-verdict="{}">{}</p>"#,
            v.kind.name(),
            format!("{:?}", v.kind),
            v.full
        )
    })
}
