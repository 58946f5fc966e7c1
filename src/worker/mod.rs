//! The Web Worker's browser side. The jobs and their protocol are plain
//! Rust in the study crate (re-exported here); this module carries them
//! across the worker boundary.
//!
//! - [`serve`]: the worker's end (`src/bin/worker.rs`, a wasm of its own
//!   built at opt-level 3 and fetched only when the first job starts).
//! - [`handle`]: the page's end: starts the worker, sends, hears.

pub use chess_laws_study::worker::{jobs, protocol, shared};

pub mod handle;
pub mod serve;
