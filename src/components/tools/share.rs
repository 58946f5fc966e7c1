//! Sharing: the Share button (copies the permalink, and opens the system's
//! share sheet where the browser has one), the page's title and
//! description naming what is shown, and the small browser helpers the
//! take-away tools share (clipboard, downloads, today's date).

use crate::components::app::AppState;
use crate::study::cite::{first_sentence, Day};
use crate::study::Study;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The site's own title and description (as in `index.html`).
pub const SITE_TITLE: &str = "The Old Laws of Chess";
pub const SITE_DESCRIPTION: &str =
    "Play the old laws of chess on a board and compare the historical codes side by side.";

/// The full address of `study`: what the Share button copies and the
/// citations give. A law shown as it opens gets its page's address alone
/// (`studies/<id>/`).
pub fn permalink(study: &Study) -> String {
    let query = match study.scenario() {
        Some(s) if Study::for_scenario(s) == *study => format!("s={}", s.id),
        _ => study.to_link(),
    };
    crate::study::pages::page_url(&crate::components::persistence::site_root(), &query)
}

/// Copies `text` to the clipboard; the browser may refuse (no permission,
/// not a secure context), which is not an error worth a message.
pub fn copy_text(text: &str) {
    if let Some(window) = crate::browser::window() {
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// Today in the reader's time zone, for "Accessed …".
pub fn today() -> Day {
    let now = js_sys::Date::new_0();
    Day {
        year: now.get_full_year() as i32,
        month: now.get_month() + 1,
        day: now.get_date(),
    }
}

/// Offers `blob` as a download named `name`.
pub fn download_blob(blob: &web_sys::Blob, name: &str) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    let _ = (|| {
        let document = crate::browser::window()?.document()?;
        let link: web_sys::HtmlAnchorElement =
            document.create_element("a").ok()?.dyn_into().ok()?;
        link.set_href(&url);
        link.set_download(name);
        document.body()?.append_child(&link).ok()?;
        link.click();
        link.remove();
        Some(())
    })();
    // The download has started (or failed); the address is not needed for long.
    gloo::timers::callback::Timeout::new(30_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}

/// Offers `text` as a download of type `mime`.
pub fn download_text(text: &str, mime: &str, name: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        download_blob(&blob, name);
    }
}

/// Opens the system's share sheet with `title` and `url`, if the browser
/// has `navigator.share`; returns whether it did.
fn system_share(title: &str, url: &str) -> bool {
    let Some(window) = crate::browser::window() else {
        return false;
    };
    let navigator: JsValue = window.navigator().into();
    let Ok(share) = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")) else {
        return false;
    };
    let Some(share) = share.dyn_ref::<js_sys::Function>() else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    match share.call1(&navigator, &data) {
        Ok(promise) => {
            // A reader who closes the sheet rejects the promise: not an error.
            if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
                let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(|_| {});
                let _ = promise.catch(&ignore);
                ignore.forget();
            }
            true
        }
        Err(_) => false,
    }
}

/// The page's title and description follow what is shown; back to the
/// site's own when the study screen closes.
pub fn name_the_page(state: AppState) {
    keep_naming(move || {
        Some(state.study.with(|study| {
            match study.scenario() {
                Some(s) => (
                    format!("{} \u{2014} {SITE_TITLE}", s.title),
                    // The first bundle has no commentary compiled in (it fetches
                    // the words of the law on screen): the title and source only.
                    format!(
                        "{} ({}). {}",
                        s.title,
                        s.citation(),
                        first_sentence(s.commentary)
                    )
                    .trim_end()
                    .to_string(),
                ),
                None => (
                    format!("Free play \u{2014} {SITE_TITLE}"),
                    SITE_DESCRIPTION.to_string(),
                ),
            }
        }))
    });
    on_cleanup(|| set_title_and_description(SITE_TITLE, SITE_DESCRIPTION));
}

thread_local! {
    /// Off the web, the title and description the page rendered at build
    /// time was given (the document's head is not the views').
    static WRITTEN_HEAD: std::cell::RefCell<Option<(String, String)>> =
        const { std::cell::RefCell::new(None) };
}

/// Off the web: the title and description the views last gave the page.
pub fn written_head() -> Option<(String, String)> {
    WRITTEN_HEAD.with(|head| head.borrow_mut().take())
}

/// Names the page by `named` (its title and description; `None` where
/// another part of the page names it): now, and again whenever what
/// `named` reads changes. Off the web, once: the page rendered at build
/// time is named as it is drawn.
pub fn keep_naming(named: impl Fn() -> Option<(String, String)> + 'static) {
    let name = move || {
        if let Some((title, description)) = named() {
            set_title_and_description(&title, &description);
        }
    };
    if crate::browser::window().is_none() {
        name();
    } else {
        Effect::new(move |_| name());
    }
}

/// Sets `document.title` and the description meta tag.
pub fn set_title_and_description(title: &str, description: &str) {
    let Some(document) = crate::browser::window().and_then(|w| w.document()) else {
        WRITTEN_HEAD.with(|head| {
            *head.borrow_mut() = Some((title.to_string(), description.to_string()));
        });
        return;
    };
    document.set_title(title);
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", description);
    }
}

/// The Share button: copies the permalink (and opens the share sheet
/// where there is one), then says so.
#[component]
pub fn ShareButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    let done = RwSignal::new(false);
    let share = move |_| {
        let (title, url) = state
            .study
            .with_untracked(|s| (crate::study::cite::study_title(s), permalink(s)));
        copy_text(&url);
        system_share(&title, &url);
        done.set(true);
    };
    Effect::new(move |_| {
        state.study.track();
        done.set(false);
    });
    view! {
        <button type="button" class="text-button" on:click=share>
            {move || if done.get() { "Link copied" } else { "Share" }}
        </button>
    }
}
