//! A study tool for the historical laws of chess.
//!
//! - [`core`]: the rules engine (pure Rust): positions, legal moves under a
//!   [`core::RuleSet`], notation, outcomes and the reasons moves are refused.
//! - [`scenarios`]: the laws as data: quotations, positions and lines.
//! - [`study`]: the reader's study: boards compared, line, link and saved form.
//! - [`components`]: the Leptos user interface.

pub mod components;
pub mod core;
pub mod scenarios;
pub mod study;
