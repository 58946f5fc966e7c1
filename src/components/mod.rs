//! Leptos components, one per file: thin views over `core`, `scenarios`
//! and `study`.

pub mod app;
pub mod bibliography;
pub mod board;
pub mod cite_dialog;
pub mod compare_board;
pub mod diagram_dialog;
pub mod embed_dialog;
pub mod free_play;
pub mod law_card;
pub mod library;
pub mod line_choices;
pub mod move_list;
pub mod move_picker;
pub mod notices;
pub mod perft_panel;
pub mod persistence;
pub mod pieces;
pub mod print_view;
pub mod share;
pub mod sources;
pub mod study_view;
pub mod table_board;
pub mod takeaway;
pub mod umpire_panel;
pub mod verdict_table;
