//! The study screen: the law card, the compared boards with their verdicts,
//! the line of play with its choices, and the staged build of the screen.

pub mod compare_board;
#[cfg(not(any(feature = "full", feature = "render")))]
pub mod fetched;
pub mod figure_panel;
pub mod figure_tabs;
pub mod law_card;
pub mod line_choices;
pub mod move_list;
pub mod move_picker;
pub mod prose;
pub mod stages;
pub mod study_view;
pub mod verdict_table;
