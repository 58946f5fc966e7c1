//! A study tool for the historical laws of chess.
//!
//! - [`core`]: the rules engine (pure Rust): positions, legal moves under a
//!   [`core::RuleSet`], notation, outcomes and the reasons moves are refused.
//! - [`scenarios`]: the laws as data: quotations, positions and lines.
//! - [`study`]: the reader's study: boards compared, line, link and saved form.
//! - [`components`]: the Leptos user interface (feature `ui`, on by default).
//! - [`worker`]: heavy jobs in a Web Worker: the message protocol, the jobs,
//!   and both ends of the channel.

#[cfg(feature = "ui")]
pub mod components;
pub mod core;
pub mod scenarios;
pub mod study;
pub mod worker;
