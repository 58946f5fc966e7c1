//! Leptos components, thin views over `core`, `scenarios` and `study`,
//! grouped by role:
//!
//! - [`app`]: the page (masthead, notices, the open screen), its state and
//!   its address; [`persistence`] (the address bar and local storage),
//!   [`bundle`] (handing over from the first bundle to the full one) and
//!   [`prerendered`] (taking over a page rendered at build time).
//! - [`study`]: the study screen: the law, the compared boards, the line.
//! - [`board`]: the board itself (squares, pieces, drag, keyboard), shared
//!   by the study and the umpire's table.
//! - [`tools`]: the tools under the boards.
//! - [`screens`]: the other screens and the stand-alone pages.

pub mod app;
pub mod board;
pub mod bundle;
pub mod notices;
pub mod persistence;
pub mod prerendered;
pub mod screens;
pub mod study;
pub mod tools;
