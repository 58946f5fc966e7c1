//! Leptos components, thin views over `core`, `scenarios` and `study`,
//! grouped by role:
//!
//! - [`app`]: the page (masthead, notices, the open screen), its state and
//!   its address; `crate::persistence` (the address bar and local storage),
//!   [`bundle`] (handing over from the first bundle to the full one) and
//!   [`prerendered`] (taking over a page rendered at build time).
//! - [`study`]: the study screen: the law, the compared boards, the line.
//! - [`board`]: the board itself (squares, pieces, drag, keyboard), shared
//!   by the study and the umpire's table.
//! - [`tools`]: the tools under the boards.
//! - [`screens`]: the other screens and the stand-alone pages.
//!
//! A few parts are written as markup rather than as views, and patched
//! where they change: the board's sixty-four squares above all
//! (`crate::board_markup`), which as views were most of a page's start-up
//! with three or four boards, and which the island (`crate::island`), with
//! no Leptos, writes with the same functions before the live app arrives.
//! Every word put into such markup goes through `study::diagram::escape`
//! as it is written.

pub mod app;
pub mod board;
pub mod bundle;
pub mod notices;
pub mod prerendered;
pub use crate::persistence;
pub mod screens;
pub mod study;
pub mod tools;
