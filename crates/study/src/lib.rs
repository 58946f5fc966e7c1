//! The laws and the study, in plain Rust (no web dependency):
//!
//! - [`scenarios`]: the laws as data: quotations, positions and lines, and
//!   the five source texts.
//! - [`study`]: the reader's study: boards compared, line, link and saved
//!   form, citations, diagrams, import and export.
//! - [`markup`]: markup written as text, escaped by construction.
//! - [`worker`]: the heavy jobs (perft, the endgame solver, long imports)
//!   and their message protocol, run in a Web Worker by the web app and
//!   natively by the tests.
//!
//! The rules core is re-exported as [`core`], so that a path reads the
//! same in this crate and in the web app (`crate::core::Position`).

pub use chess_laws_core as core;

pub mod markup;
pub mod scenarios;
pub mod study;
pub mod worker;
