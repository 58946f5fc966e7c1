//! Leptos components, one per file: thin views over `core` and `scenarios`.

pub mod app;
pub mod board;
pub mod law_card;
pub mod pieces;
