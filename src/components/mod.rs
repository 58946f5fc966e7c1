//! Leptos components, thin views over `core`, `scenarios` and `study`,
//! grouped by role:
//!
//! - [`app`]: the page (masthead, notices, the open screen), its state and
//!   its address; `crate::persistence` (the address bar and local storage),
//!   [`bundle`] (handing over from the first bundle to the full one) and
//!   [`prerendered`] (attaching to a page rendered at build time, or
//!   taking it over);
//!   `render` (feature `render`): a page rendered natively by the same
//!   views, with no browser (`crate::browser` is the views' one way to it).
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
//! The line of play, the law card and the move picker are written so too,
//! and patched by one effect each: as views they were most of the first
//! bundle's download (the line 9.3 KB gzipped, the law card 3.7, the picker
//! 3.2, measured when they were rewritten), which a reader who acts on the
//! page waits for. The verdict table and the figure's tabs are views again
//! (2.7 and 2.0 KB gzipped more of the first bundle): the island makes the
//! boards playable before that bundle comes, and they were the smallest
//! parts to give back. The diagrams of `study::diagram` (the Diagram
//! tool's, the printed page's, the home cards') and the writer's shapes
//! over a board are markup as well.
//! Such markup is written only with `markup!` (the study crate's
//! `markup` module), which escapes every value put into it by
//! construction: its holes take text, which is escaped, or markup made the
//! same way, and a named hole, which would slip past the escaping, does not
//! compile. It reaches the page through `crate::markup::set_markup` or a
//! view's `inner_html`; clippy refuses `set_inner_html` anywhere else.

pub mod app;
pub mod board;
pub mod bundle;
pub mod notices;
pub mod prerendered;
#[cfg(feature = "render")]
pub mod render;
pub use crate::persistence;
pub mod screens;
pub mod study;
pub mod tools;
