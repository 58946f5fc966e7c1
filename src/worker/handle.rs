//! The page's end: [`WorkerClient`], the one way the page's tools (the
//! endgame verdicts, Count positions, Import) reach the worker. It starts
//! the worker when the first job comes (it is not part of the first load),
//! sends jobs, hands each answer to a callback, and starts a new worker
//! after one died. The page never waits: answers arrive as messages.

use super::protocol::{JobWatch, Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker};

/// The `<meta name="old-laws-worker">` that the build writes into the page
/// (`scripts/build/post-build.mjs`): the worker's script, with its hashed name.
const WORKER_META: &str = "meta[name=old-laws-worker]";

fn worker_url() -> Option<String> {
    let meta = crate::browser::window()?
        .document()?
        .query_selector(WORKER_META)
        .ok()??;
    let url = meta.get_attribute("content")?;
    (!url.is_empty()).then_some(url)
}

/// Jobs sent before the worker said it was ready; `None` once it has.
type Pending = Rc<RefCell<Option<Vec<String>>>>;

/// The callback that hears the worker, shared by its message and error
/// handlers.
type Answer = Rc<RefCell<dyn FnMut(Response)>>;

/// The page's client of the worker: started with the first job sent,
/// started afresh with the next job after it died (out of memory in a
/// large table, say), stopped on demand with any job it was running.
/// Every answer goes to the callback given to [`WorkerClient::new`].
///
/// A worker can die without an `error` event (out of memory, say): while
/// a job runs, the client checks every second that the worker has been
/// heard within [`SILENCE_MS`](super::protocol::SILENCE_MS) (it beats between slices of work), and
/// takes silence for death. The jobs a worker died with are sent once
/// more to a new worker; if that one dies too, the callback hears
/// `Failed` with id 0, the tools' sign of a dead worker.
pub struct WorkerClient {
    inner: Rc<Inner>,
}

/// What the client and its worker's handlers share.
struct Inner {
    running: RefCell<Option<WorkerHandle>>,
    /// A worker taken for dead, kept until the next one is: its handlers
    /// may be running when it is let go.
    retired: RefCell<Option<WorkerHandle>>,
    on_answer: Rc<dyn Fn(Response)>,
    watch: RefCell<JobWatch>,
    /// The check for silence, once a job was sent.
    ticker: RefCell<Option<Ticker>>,
}

/// A `setInterval` with its callback, cleared when dropped.
struct Ticker {
    handle: i32,
    _tick: Closure<dyn FnMut()>,
}

impl Drop for Ticker {
    fn drop(&mut self) {
        if let Some(window) = crate::browser::window() {
            window.clear_interval_with_handle(self.handle);
        }
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl WorkerClient {
    /// A client whose answers go to `on_answer`; no worker starts yet.
    pub fn new(on_answer: impl Fn(Response) + 'static) -> WorkerClient {
        WorkerClient {
            inner: Rc::new(Inner {
                running: RefCell::new(None),
                retired: RefCell::new(None),
                on_answer: Rc::new(on_answer),
                watch: RefCell::new(JobWatch::default()),
                ticker: RefCell::new(None),
            }),
        }
    }

    /// Sends a job, first starting a worker if none runs or the last one
    /// died. A dead worker is dropped here, when the next job comes, and
    /// not in its error handler, where dropping it would free the closure
    /// still running.
    ///
    /// # Errors
    /// Says why the worker could not be started (no worker in this build,
    /// or the browser refused it) or could not take the job.
    pub fn send(&self, request: &Request) -> Result<(), String> {
        Inner::start_ticker(&self.inner);
        let sent = Inner::send_text(&self.inner, &request.encode());
        if sent.is_ok() {
            self.inner.watch.borrow_mut().sent(request, now());
        }
        sent
    }

    /// Stops the worker and any job it was running; the next job starts
    /// another.
    pub fn stop(&self) {
        self.inner.watch.borrow_mut().clear();
        let stopped = self.inner.running.borrow_mut().take();
        drop(stopped);
    }
}

impl Inner {
    /// Sends a job's message, starting a worker if none runs or the last
    /// one died.
    fn send_text(inner: &Rc<Inner>, message: &str) -> Result<(), String> {
        let mut running = inner.running.borrow_mut();
        if running.as_ref().is_none_or(WorkerHandle::is_dead) {
            // Kept, not dropped: this may run inside its handlers.
            if let Some(dead) = running.take() {
                *inner.retired.borrow_mut() = Some(dead);
            }
            let ear = Rc::downgrade(inner);
            *running = Some(WorkerHandle::start(move |answer| {
                if let Some(inner) = ear.upgrade() {
                    Inner::hear(&inner, answer);
                }
            })?);
        }
        match running.as_ref() {
            Some(worker) => worker.send_text(message),
            None => Err("no worker".to_string()),
        }
    }

    /// An answer of the worker, or its death (`Failed` with id 0 from a
    /// handle that is dead).
    fn hear(inner: &Rc<Inner>, answer: Response) {
        let died = matches!(answer, Response::Failed { id: 0, .. })
            && inner
                .running
                .try_borrow()
                .is_ok_and(|r| r.as_ref().is_some_and(WorkerHandle::is_dead));
        if let (true, Response::Failed { reason, .. }) = (died, &answer) {
            Inner::died(inner, reason.clone());
            return;
        }
        inner.watch.borrow_mut().heard(&answer, now());
        // The worker's own signs of life are for the watch, not the tools.
        if !matches!(answer, Response::Beat { .. } | Response::Ready) {
            (inner.on_answer)(answer);
        }
    }

    /// The worker died with its jobs: each is sent once more to a new
    /// worker; if none was left to send again, the page hears the death.
    fn died(inner: &Rc<Inner>, reason: String) {
        let after = inner.watch.borrow_mut().died(now());
        let mut failed = !after.failed.is_empty() || after.retry.is_empty();
        for message in &after.retry {
            failed |= Inner::send_text(inner, message).is_err();
        }
        if failed {
            inner.watch.borrow_mut().clear();
            (inner.on_answer)(Response::Failed { id: 0, reason });
        }
    }

    /// Every second, while a job runs: a worker silent too long is taken
    /// for dead (stopped, and its jobs sent again or reported).
    fn start_ticker(inner: &Rc<Inner>) {
        if inner.ticker.borrow().is_some() {
            return;
        }
        let ear = Rc::downgrade(inner);
        let tick = Closure::<dyn FnMut()>::new(move || {
            let Some(inner) = ear.upgrade() else {
                return;
            };
            // A worker still fetching and compiling its wasm has said
            // nothing yet, and on a slow line that may take a while: its
            // silence counts from the moment it is ready.
            let starting = inner
                .running
                .try_borrow()
                .is_ok_and(|r| r.as_ref().is_some_and(|w| !w.is_ready()));
            if starting || !inner.watch.borrow().silent(now()) {
                return;
            }
            if let Ok(running) = inner.running.try_borrow() {
                if let Some(worker) = running.as_ref() {
                    worker.kill("the worker stopped answering");
                }
            }
            Inner::died(&inner, "the worker stopped answering".to_string());
        });
        let handle = crate::browser::window().and_then(|window| {
            window
                .set_interval_with_callback_and_timeout_and_arguments_0(
                    tick.as_ref().unchecked_ref(),
                    1_000,
                )
                .ok()
        });
        if let Some(handle) = handle {
            *inner.ticker.borrow_mut() = Some(Ticker {
                handle,
                _tick: tick,
            });
        }
    }
}

/// A running worker and the callbacks that hear it.
struct WorkerHandle {
    worker: Worker,
    pending: Pending,
    /// Set when the worker died: it takes no more jobs.
    dead: Rc<RefCell<Option<String>>>,
    // Kept alive while the worker may answer.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl WorkerHandle {
    /// Starts the worker; every answer goes to `on_answer`. If the worker
    /// dies (its script fails to load, or a job traps, e.g. out of memory),
    /// `on_answer` hears `Failed` with id 0, and the handle takes no more
    /// jobs: the caller starts a new worker or does the work itself.
    ///
    /// # Errors
    /// Says why the worker could not be started (no worker in this build,
    /// or the browser refused it).
    fn start(on_answer: impl FnMut(Response) + 'static) -> Result<WorkerHandle, String> {
        let url = worker_url().ok_or_else(|| "this build has no worker".to_string())?;
        let worker = Worker::new(&url).map_err(|_| "the browser refused the worker".to_string())?;
        let pending: Pending = Rc::new(RefCell::new(Some(Vec::new())));
        let dead = Rc::new(RefCell::new(None));
        let on_answer: Answer = Rc::new(RefCell::new(on_answer));
        let on_message = Self::hear_messages(&worker, &pending, on_answer.clone());
        let on_error = Self::hear_death(&worker, &dead, on_answer);
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(WorkerHandle {
            worker,
            pending,
            dead,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// The message handler: sends the jobs held until the worker is ready,
    /// then hands each answer on.
    fn hear_messages(
        worker: &Worker,
        pending: &Pending,
        on_answer: Answer,
    ) -> Closure<dyn FnMut(MessageEvent)> {
        let (held, to_worker) = (pending.clone(), worker.clone());
        Closure::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let answer = match Response::decode(&text) {
                Ok(Response::Ready) => {
                    for job in held.borrow_mut().take().unwrap_or_default() {
                        let _ = to_worker.post_message(&job.into());
                    }
                    Response::Ready
                }
                Ok(answer) => answer,
                Err(reason) => Response::Failed { id: 0, reason },
            };
            // A callback still running (it cannot be re-entered) misses
            // the answer rather than panicking the page.
            if let Ok(mut hear) = on_answer.try_borrow_mut() {
                hear(answer);
            }
        })
    }

    /// The error handler: an error the worker did not catch leaves its
    /// memory in an unknown state, so the worker is stopped and every job
    /// it held is reported failed.
    fn hear_death(
        worker: &Worker,
        dead: &Rc<RefCell<Option<String>>>,
        on_answer: Answer,
    ) -> Closure<dyn FnMut(Event)> {
        let (dead, to_stop) = (dead.clone(), worker.clone());
        Closure::new(move |event: Event| {
            // An `ErrorEvent`'s message, read without web-sys's feature.
            let detail = js_sys::Reflect::get(&event, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .unwrap_or_default();
            let reason = if detail.is_empty() {
                "the worker stopped".to_string()
            } else {
                format!("the worker stopped ({detail})")
            };
            to_stop.terminate();
            *dead.borrow_mut() = Some(reason.clone());
            if let Ok(mut hear) = on_answer.try_borrow_mut() {
                hear(Response::Failed { id: 0, reason });
            }
        })
    }

    /// Whether the worker died: it takes no more jobs.
    fn is_dead(&self) -> bool {
        self.dead.borrow().is_some()
    }

    /// Whether the worker has said it is ready (its wasm started).
    fn is_ready(&self) -> bool {
        self.pending.borrow().is_none()
    }

    /// Stops a worker taken for dead: it takes no more jobs.
    fn kill(&self, reason: &str) {
        self.worker.terminate();
        *self.dead.borrow_mut() = Some(reason.to_string());
    }

    /// Sends a job's message; its answers come to the callback given to
    /// [`WorkerHandle::start`].
    fn send_text(&self, message: &str) -> Result<(), String> {
        if let Some(reason) = self.dead.borrow().as_ref() {
            return Err(reason.clone());
        }
        if let Some(held) = self.pending.borrow_mut().as_mut() {
            held.push(message.to_string());
            return Ok(());
        }
        self.worker
            .post_message(&message.into())
            .map_err(|_| "the worker could not take the job".to_string())
    }
}

impl Drop for WorkerHandle {
    /// A handle dropped stops its worker, and any job it was running. Its
    /// handlers are taken off the worker first: events the worker sent
    /// before it stopped (a second error, a last message) may still be
    /// waiting in the page's queue, and would call the closures dropped
    /// with the handle (a console error, "closure invoked ... after being
    /// dropped", seen when a dying worker threw twice).
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
