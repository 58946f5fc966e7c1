//! The web app of The Old Laws of Chess: the Leptos user interface and the
//! Web Worker's browser side, over the plain-Rust layers beneath:
//!
//! - [`core`] (crate `chess-laws-core`): the rules engine.
//! - [`scenarios`] and [`study`] (crate `chess-laws-study`): the laws as
//!   data and the reader's study.
//! - [`components`]: the Leptos user interface (feature `ui`, on by default).
//! - [`worker`]: the worker's jobs (from the study crate) and both ends of
//!   the channel.

pub use chess_laws_study::{core, scenarios, study};

pub mod board_markup;
pub mod island;
#[cfg(feature = "ui")]
pub mod components;
pub mod persistence;
pub mod worker;
