//! Heavy work off the page's thread: perft now; the endgame solver and the
//! replay of long imported games next.
//!
//! - [`protocol`]: the messages, as plain text both ways.
//! - [`jobs`]: the jobs in plain Rust, with progress (tested natively).
//! - [`serve`]: the worker's end (`src/bin/worker.rs`, a wasm of its own
//!   built at opt-level 3 and fetched only when the first job starts).
//! - [`handle`]: the page's end: starts the worker, sends, hears.
//! - [`shared`]: a large solve shared with a second worker (the partner).
//!
//! A new job: a variant in [`protocol::Request`] with its encoding, and its
//! arm in [`jobs::run`].

pub mod handle;
pub mod jobs;
pub mod protocol;
pub mod serve;
pub mod shared;
