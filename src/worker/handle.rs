//! The page's end: starts the worker when the first job comes (it is not
//! part of the first load), sends jobs, and hands each answer to a
//! callback. The page never waits: answers arrive as messages.

use super::protocol::{Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The `<meta name="old-laws-worker">` that the build writes into the page
/// (`scripts/post-build.mjs`): the worker's script, with its hashed name.
const WORKER_META: &str = "meta[name=old-laws-worker]";

fn worker_url() -> Option<String> {
    let meta = web_sys::window()?
        .document()?
        .query_selector(WORKER_META)
        .ok()??;
    let url = meta.get_attribute("content")?;
    (!url.is_empty()).then_some(url)
}

/// Jobs sent before the worker said it was ready; `None` once it has.
type Pending = Rc<RefCell<Option<Vec<String>>>>;

/// A running worker and the callback that hears it.
pub struct WorkerHandle {
    worker: Worker,
    pending: Pending,
    // Kept alive while the worker may answer.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl WorkerHandle {
    /// Starts the worker; every answer goes to `on_answer`.
    ///
    /// # Errors
    /// Says why the worker could not be started (no worker in this build,
    /// or the browser refused it).
    pub fn start(mut on_answer: impl FnMut(Response) + 'static) -> Result<WorkerHandle, String> {
        let url = worker_url().ok_or_else(|| "this build has no worker".to_string())?;
        let worker = Worker::new(&url).map_err(|_| "the browser refused the worker".to_string())?;
        let pending: Pending = Rc::new(RefCell::new(Some(Vec::new())));
        let (held, to_worker) = (pending.clone(), worker.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match Response::decode(&text) {
                Ok(Response::Ready) => {
                    for job in held.borrow_mut().take().unwrap_or_default() {
                        let _ = to_worker.post_message(&job.into());
                    }
                }
                Ok(answer) => on_answer(answer),
                Err(reason) => on_answer(Response::Failed { id: 0, reason }),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Ok(WorkerHandle {
            worker,
            pending,
            _on_message: on_message,
        })
    }

    /// Sends a job; its answers come to the callback given to
    /// [`WorkerHandle::start`].
    ///
    /// # Errors
    /// Says that the worker could not take the message.
    pub fn send(&self, request: &Request) -> Result<(), String> {
        if let Some(held) = self.pending.borrow_mut().as_mut() {
            held.push(request.encode());
            return Ok(());
        }
        self.worker
            .post_message(&request.encode().into())
            .map_err(|_| "the worker could not take the job".to_string())
    }
}

impl Drop for WorkerHandle {
    /// A handle dropped stops its worker, and any job it was running.
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
