//! Leptos components, one per file: thin views over `core`, `scenarios`
//! and `study`.

pub mod app;
pub mod board;
pub mod compare_board;
pub mod embed_dialog;
pub mod export_dialog;
pub mod free_play;
pub mod import;
pub mod law_card;
pub mod library;
pub mod line_choices;
pub mod move_list;
pub mod move_picker;
pub mod notices;
pub mod persistence;
pub mod pieces;
pub mod study_view;
pub mod verdict_table;
