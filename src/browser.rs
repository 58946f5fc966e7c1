//! The browser's window, where there is one. Off the web (the page renderer
//! run at build time, native tests) there is none, and every caller already
//! treats a missing window as a browser that refused: calling web-sys there
//! would abort, since its functions exist only in a wasm module.

/// The browser's window; `None` off the web.
pub fn window() -> Option<web_sys::Window> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// Runs `work` before the browser's next frame; off the web, never (the
/// page rendered at build time is the first frame).
#[cfg(feature = "ui")]
pub fn before_next_frame(work: impl FnOnce() + 'static) {
    #[cfg(target_arch = "wasm32")]
    leptos::prelude::request_animation_frame(work);
    #[cfg(not(target_arch = "wasm32"))]
    drop(work);
}

/// Runs `work` after `delay`, in a task of its own; off the web, never.
#[cfg(feature = "ui")]
pub fn after(delay: std::time::Duration, work: impl FnOnce() + 'static) {
    #[cfg(target_arch = "wasm32")]
    leptos::prelude::set_timeout(work, delay);
    #[cfg(not(target_arch = "wasm32"))]
    drop((delay, work));
}

/// Calls `handler` on each `event` of the window, as long as the page
/// lives; off the web, there is no window to listen to.
pub fn listen_to_window(event: &str, handler: impl FnMut() + 'static) {
    use wasm_bindgen::JsCast;
    let Some(window) = window() else {
        return;
    };
    let handler = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(handler);
    let _ = window.add_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    handler.forget();
}

/// Calls `handler` on each `event` of the window while the calling view
/// is mounted; off the web, there is no window to listen to.
#[cfg(feature = "ui")]
pub fn listen_while_mounted<E>(event: E, handler: impl Fn(E::EventType) + 'static)
where
    E: leptos::ev::EventDescriptor + 'static,
    E::EventType: wasm_bindgen::JsCast,
{
    if window().is_none() {
        return;
    }
    let handle = leptos::prelude::window_event_listener(event, handler);
    leptos::prelude::on_cleanup(move || handle.remove());
}
