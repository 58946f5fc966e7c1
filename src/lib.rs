//! The web app of The Old Laws of Chess: the Leptos user interface and the
//! Web Worker's browser side, over the plain-Rust layers beneath:
//!
//! - [`core`] (crate `chess-laws-core`): the rules engine.
//! - [`scenarios`] and [`study`] (crate `chess-laws-study`): the laws as
//!   data and the reader's study.
//! - [`components`]: the Leptos user interface (feature `ui`, on by default).
//! - [`board_markup`]: a board and its verdict as markup, in plain Rust,
//!   which the components and the [`island`] both write with; the island
//!   plays the boards of a page as built before the Leptos app arrives.
//! - [`markup`]: markup written as text, escaped by construction.
//! - [`browser`]: the one way the views reach the browser's window, which
//!   off the web (pages rendered natively, feature `render`) is none.
//! - [`persistence`] (the address bar and local storage) and [`page`]
//!   (helpers over the page's elements), shared by both; [`head`]: the
//!   document's head follows the address in the live app.
//! - [`worker`]: the worker's jobs (from the study crate) and both ends of
//!   the channel.

// The views rendered to HTML at build time (feature `render`) nest deeper
// than the compiler's default limit allows for their types.
#![recursion_limit = "256"]

pub use chess_laws_study::{core, scenarios, study};

pub mod board_markup;
pub mod browser;
#[cfg(feature = "ui")]
pub mod components;
#[cfg(feature = "ui")]
pub mod head;
pub mod island;
pub mod markup;
pub mod page;
pub mod persistence;
pub mod worker;
