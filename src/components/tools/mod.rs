//! The tools under the boards: share, cite, diagram, embed, export, print,
//! count positions, the endgame verdicts and the umpire's table.

#[cfg(feature = "full")]
pub mod cite_dialog;
#[cfg(feature = "full")]
pub mod diagram_dialog;
pub mod embed_dialog;
#[cfg(feature = "full")]
pub mod endgame_panel;
#[cfg(feature = "full")]
pub mod export_dialog;
#[cfg(feature = "full")]
pub mod perft_panel;
pub mod share;
pub mod takeaway;
#[cfg(feature = "full")]
pub mod tool_panel;
#[cfg(feature = "full")]
pub mod umpire_panel;
