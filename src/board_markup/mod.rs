//! A board and its verdict as markup, with no Leptos: what each square
//! shows ([`looks`]), what a press on it does ([`interaction`]), the men
//! ([`pieces`]), the squares written out ([`grid`]), the square under a
//! point ([`geometry`], for a drag) and the verdict beneath ([`verdict`]). The live app (`components::board`) and the island that
//! plays the first moves on a page as built (`crate::island`) both write a
//! board with these, so the two cannot differ, and neither needs the other
//! to be loaded.

pub mod geometry;
pub mod grid;
pub mod interaction;
pub mod looks;
pub mod pieces;
pub mod verdict;
