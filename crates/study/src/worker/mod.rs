//! Heavy work off the page's thread, in plain Rust: the message protocol
//! and the jobs (perft, the endgame solver, the replay of imported games),
//! tested natively. The worker's browser side (its `serve` loop and the
//! page's `handle`) lives in the web app.
//!
//! - [`protocol`]: the messages, as plain text both ways.
//! - [`jobs`]: the jobs, with progress.
//! - [`shared`]: a large solve shared with a second worker (the partner).
//!
//! A new job: a variant in [`protocol::Request`] with its encoding, and its
//! arm in [`jobs::run`].

pub mod jobs;
pub mod protocol;
pub mod shared;
