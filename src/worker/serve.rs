//! The worker's end: listens for [`Request`]s, runs each with
//! [`jobs::run`](super::jobs::run), and posts progress and the answer back.
//! Runs inside a dedicated worker, never on the page.

use super::jobs;
use super::protocol::{Request, Response};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn post(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    // A failed post means the page is gone: nothing left to tell.
    let _ = scope.post_message(&JsValue::from_str(&response.encode()));
}

fn answer(scope: &DedicatedWorkerGlobalScope, session: &mut jobs::Session, text: &str) {
    let response = match Request::decode(text) {
        Ok(request) => session.run(&request, |progress| post(scope, &progress)),
        Err(reason) => Response::Failed { id: 0, reason },
    };
    post(scope, &response);
}

/// Starts listening; called once by the worker's `main`.
pub fn serve() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let listener_scope = scope.clone();
    // The endgame tables solved so far live as long as the worker.
    let mut session = jobs::Session::default();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        answer(&listener_scope, &mut session, &text);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The listener lives as long as the worker.
    on_message.forget();
    post(&scope, &Response::Ready);
}
