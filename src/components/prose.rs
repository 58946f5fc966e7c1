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

/// The scenario's words: at once in the full bundle.
#[cfg(feature = "full")]
pub fn words_of(scenario: &'static Scenario) -> Signal<Words> {
    Signal::stored(Words::Ready(Arc::new(ScenarioProse::of(scenario))))
}

/// The scenario's words: fetched once per visit in the first bundle.
#[cfg(not(feature = "full"))]
pub fn words_of(scenario: &'static Scenario) -> Signal<Words> {
    use std::cell::RefCell;
    use std::collections::HashMap;
    thread_local! {
        static FETCHED: RefCell<HashMap<&'static str, Arc<ScenarioProse>>> =
            RefCell::new(HashMap::new());
    }
    if let Some(words) = FETCHED.with(|f| f.borrow().get(scenario.id).cloned()) {
        return Signal::stored(Words::Ready(words));
    }
    let words = RwSignal::new(Words::Loading);
    leptos::task::spawn_local(async move {
        let read = fetch_text(&ScenarioProse::address(scenario.id))
            .await
            .and_then(|text| ScenarioProse::from_file(&text));
        let now = match read {
            Ok(prose) => {
                let prose = Arc::new(prose);
                FETCHED.with(|f| f.borrow_mut().insert(scenario.id, prose.clone()));
                Words::Ready(prose)
            }
            Err(why) => Words::Failed(format!(
                "The words of this law could not be loaded ({why}). The boards work without them; reload the page to try again."
            )),
        };
        // The study may have moved on (and its signal gone) meanwhile.
        let _ = words.try_set(now);
    });
    words.into()
}

/// The text at `address` on the page's own origin.
#[cfg(not(feature = "full"))]
pub(crate) async fn fetch_text(address: &str) -> Result<String, String> {
    use js_sys::futures::JsFuture;
    use js_sys::Reflect;
    use wasm_bindgen::{JsCast, JsValue};
    let window = web_sys::window().ok_or("no window")?;
    let unreachable = |_| "the file could not be fetched; are you offline?".to_string();
    let response = JsFuture::from(window.fetch_with_str(address))
        .await
        .map_err(unreachable)?;
    let field = |name: &str| Reflect::get(&response, &JsValue::from_str(name)).ok();
    if field("ok").and_then(|ok| ok.as_bool()) != Some(true) {
        // As a whole number: no float formatting in the first bundle.
        let status = field("status").and_then(|s| s.as_f64()).unwrap_or(0.0) as u32;
        return Err(format!("the server answered {status}"));
    }
    let text = field("text")
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(&response).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or("the file could not be read")?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| "the file could not be read".to_string())
}
