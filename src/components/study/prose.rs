//! The words of the law on screen (quotation, commentary, our reading,
//! mends). The full bundle carries every law's words; the first bundle
//! fetches the one on screen from `prose/<id>.txt` on the page's own
//! origin (precached by the service worker for offline use), so that the
//! first download does not carry them all.

use crate::scenarios::{Scenario, ScenarioProse};
use leptos::prelude::*;
use std::sync::Arc;

/// Where the law's words stand.
#[derive(Clone, Debug, PartialEq)]
pub enum Words {
    /// Being fetched.
    Loading,
    /// Here.
    Ready(Arc<ScenarioProse>),
    /// Could not be fetched or read: why, for the reader.
    Failed(String),
}

/// The scenario's words: at once in the full bundle, and in a page
/// rendered at build time (which holds them for the first bundle).
#[cfg(any(feature = "full", feature = "render"))]
pub fn words_of(scenario: &'static Scenario) -> Signal<Words> {
    Signal::stored(Words::Ready(Arc::new(ScenarioProse::of(scenario))))
}

/// The scenario's words: fetched once per visit in the first bundle.
#[cfg(not(any(feature = "full", feature = "render")))]
pub fn words_of(scenario: &'static Scenario) -> Signal<Words> {
    crate::components::study::fetched::fetched(
        ScenarioProse::address(scenario.id),
        Words::Loading,
        |text| ScenarioProse::from_file(text).map(|prose| Words::Ready(Arc::new(prose))),
        |why| {
            Words::Failed(format!(
                "The words of this law could not be loaded ({why}). The boards work without them; reload the page to try again."
            ))
        },
    )
}
