//! Files the first bundle fetches from the page's own origin instead of
//! carrying them (the laws' words, the codes' notes), precached by the
//! service worker for offline use. Each is fetched when first shown and
//! kept for the visit: a view is built again whenever its law or board
//! is, and should not wait for the network twice.

use leptos::prelude::*;
use std::cell::RefCell;

/// The file at `address` (relative to the page) as `read` makes it out:
/// `waiting` until it has come, `failed(why)` if it cannot be fetched or
/// read. A file read once is kept, as its text, and read again at once
/// whenever it is asked for afterwards.
pub fn fetched<T>(
    address: String,
    waiting: T,
    read: fn(&str) -> Result<T, String>,
    failed: fn(&str) -> T,
) -> Signal<T>
where
    T: Send + Sync + 'static,
{
    // A list, not a map: a few dozen files in a visit at most, and a map's
    // code would weigh a kilobyte in the first download.
    thread_local! {
        static KEPT: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    }
    let kept = KEPT.with_borrow(|kept| {
        kept.iter()
            .find(|(kept, _)| *kept == address)
            .map(|(_, text)| read(text))
    });
    if let Some(Ok(value)) = kept {
        return Signal::stored(value);
    }
    let shown = RwSignal::new(waiting);
    leptos::task::spawn_local(async move {
        let now = match fetch_text(&address).await {
            Ok(text) => match read(&text) {
                Ok(value) => {
                    KEPT.with_borrow_mut(|kept| kept.push((address, text)));
                    value
                }
                Err(why) => failed(&why),
            },
            Err(why) => failed(&why),
        };
        // The view may have gone (and its signal with it) meanwhile.
        let _ = shown.try_set(now);
    });
    shown.into()
}

/// The text at `address` on the page's own origin.
async fn fetch_text(address: &str) -> Result<String, String> {
    use js_sys::futures::JsFuture;
    use js_sys::Reflect;
    use wasm_bindgen::{JsCast, JsValue};
    let window = crate::browser::window().ok_or("no window")?;
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
