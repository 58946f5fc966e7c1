//! The screens besides the study: home, the library of laws, free play,
//! import, the sources, and the stand-alone pages (print, bibliography).

#[cfg(feature = "full")]
pub mod bibliography;
#[cfg(feature = "full")]
pub mod free_play;
pub mod home;
#[cfg(feature = "full")]
pub mod import;
#[cfg(feature = "full")]
pub mod library;
#[cfg(feature = "full")]
pub mod print_view;
pub mod sources;
