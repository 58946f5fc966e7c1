//! The worker's end: listens for [`Request`]s, runs each with
//! [`jobs::Session::run`], and posts progress and the answer back. Runs
//! inside a dedicated worker, never on the page.
//!
//! A large solve is shared with a *partner*, a second worker of the same
//! script that this one starts (see [`shared`](super::shared)): then the
//! job waits, between the tables this worker builds, for the partner's
//! tables, and jobs from the page that come meanwhile wait their turn.
//! The partner is stopped when the solve ends (its memory freed) and a new
//! one started for the next large solve.
//! The same script answers as a partner when it hears partner messages.

use super::jobs;
use super::protocol::{Request, Response, BEAT_MS};
use super::shared::{Outgoing, PartMessage, SharedSolve};
use js_sys::{Array, Uint16Array, Uint32Array};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, Event, MessageEvent, Worker};

fn post(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    // A failed post means the page is gone: nothing left to tell.
    let _ = scope.post_message(&JsValue::from_str(&response.encode()));
}

/// Posts a job's message to the page, but a beat only when nothing was
/// sent for [`BEAT_MS`]: each is a message the page must handle, and one a
/// second is enough to tell it the worker lives.
fn post_spaced(scope: &DedicatedWorkerGlobalScope, response: &Response, last_sent: &mut f64) {
    let now = js_sys::Date::now();
    if matches!(response, Response::Beat { .. }) && now - *last_sent < BEAT_MS {
        return;
    }
    *last_sent = now;
    post(scope, response);
}

/// Progress reports a partner sends per table it builds.
const PARTNER_STEPS: u64 = 50;

/// A partner message as it travels, with the buffers to hand over
/// rather than copy: its header alone (none to hand over), or, for a
/// table, an array of the header, the words and the en passant entries
/// (flat pairs).
fn to_js(message: &PartMessage) -> (JsValue, Array) {
    let PartMessage::Table {
        words, en_passant, ..
    } = message
    else {
        return (JsValue::from_str(&message.header()), Array::new());
    };
    let pairs: Vec<u32> = en_passant.iter().flat_map(|&(a, b)| [a, b]).collect();
    let (words, pairs) = (Uint16Array::from(&words[..]), Uint32Array::from(&pairs[..]));
    let transfer = Array::of2(&words.buffer(), &pairs.buffer());
    let parts = Array::of3(&JsValue::from_str(&message.header()), &words, &pairs);
    (parts.into(), transfer)
}

/// Reads a partner message; `None` if `data` is not one (a page's job).
fn from_js(data: &JsValue) -> Option<Result<PartMessage, String>> {
    if let Some(text) = data.as_string() {
        return PartMessage::is_header(&text).then(|| PartMessage::read(&text, Vec::new(), &[]));
    }
    let parts = data.dyn_ref::<Array>()?;
    let header = parts.get(0).as_string()?;
    let words = parts.get(1).dyn_into::<Uint16Array>().ok()?.to_vec();
    let pairs = parts.get(2).dyn_into::<Uint32Array>().ok()?.to_vec();
    Some(PartMessage::read(&header, words, &pairs))
}

/// The second worker of a shared solve, from this one's side.
struct Partner {
    worker: Worker,
    /// It has said it listens (messages sent before would be lost).
    ready: bool,
    // Kept alive while the partner may answer.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl Drop for Partner {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// Everything this worker keeps between messages.
struct Server {
    scope: DedicatedWorkerGlobalScope,
    session: jobs::Session,
    /// When the page was last sent anything (ms), to space the beats.
    last_sent: f64,
    /// Jobs from the page not yet started (while a shared solve runs).
    queue: VecDeque<Request>,
    job: Option<SharedSolve>,
    partner: Option<Partner>,
    /// A partner that died, kept until the next one dies: its handlers
    /// may still be running when it is let go.
    retired: Option<Partner>,
}

type Shared = Rc<RefCell<Server>>;

impl Server {
    /// Stops the partner and lets it go: at the end of each shared solve
    /// (a worker's memory never shrinks, and the partner's would stay at
    /// its largest for the session; starting another for the next large
    /// solve takes a fraction of a second), or when it died. Its handlers
    /// are kept until the next one is let go, since this may run inside
    /// one of them.
    fn retire_partner(&mut self) {
        if let Some(partner) = self.partner.take() {
            partner.worker.set_onmessage(None);
            partner.worker.set_onerror(None);
            partner.worker.terminate();
            self.retired = Some(partner);
        }
    }
}

/// Starts listening; called once by the worker's `main`.
pub fn serve() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    // The endgame tables solved so far live as long as the worker.
    let server: Shared = Rc::new(RefCell::new(Server {
        scope: scope.clone(),
        session: jobs::Session::default().with_beats(),
        last_sent: 0.0,
        queue: VecDeque::new(),
        job: None,
        partner: None,
        retired: None,
    }));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        hear(&server, &event.data());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The listener lives as long as the worker.
    on_message.forget();
    post(&scope, &Response::Ready);
}

/// A message to this worker: a job from the page, or, if this worker is
/// a partner, a message from its main worker.
fn hear(server: &Shared, data: &JsValue) {
    if let Some(message) = from_js(data) {
        serve_part(server, message);
        return;
    }
    let text = data.as_string().unwrap_or_default();
    match Request::decode(&text) {
        Ok(request) => {
            server.borrow_mut().queue.push_back(request);
            pump(server);
        }
        Err(reason) => post(&server.borrow().scope, &Response::Failed { id: 0, reason }),
    }
}

/// As a partner: runs the main worker's message and sends back the
/// tables built.
fn serve_part(server: &Shared, message: Result<PartMessage, String>) {
    let mut server = server.borrow_mut();
    let Ok(message) = message else {
        // Unreadable: the main worker then builds what it asked for.
        return;
    };
    let scope = server.scope.clone();
    let send = |message: &PartMessage| {
        let (data, transfer) = to_js(message);
        // A failed post means the main worker is gone.
        let _ = scope.post_message_with_transfer(&data, &transfer);
    };
    // At most PARTNER_STEPS reports per table: the main worker passes them
    // on to the page's progress bar while it waits.
    let mut last_step = u64::MAX;
    let mut report = |done: u64, total: u64| {
        let step = done.saturating_mul(PARTNER_STEPS) / total.max(1);
        if step != last_step {
            last_step = step;
            send(&PartMessage::Progress { done, total });
        }
    };
    for reply in server.session.run_part(message, &mut report) {
        send(&reply);
    }
}

/// Starts the page's waiting jobs, one after the other, until one is a
/// shared solve that must wait for its partner.
fn pump(shared: &Shared) {
    loop {
        let mut server = shared.borrow_mut();
        if server.job.is_some() {
            return;
        }
        let Some(request) = server.queue.pop_front() else {
            return;
        };
        let scope = server.scope.clone();
        let mut to_page = |out: Outgoing| {
            if let Outgoing::Page(response) = out {
                post(&scope, &response);
            }
        };
        if let Some(job) = server.session.share(&request, &mut to_page) {
            server.job = Some(job);
            drop(server);
            start_partner(shared);
            if !advance(shared) {
                return;
            }
            continue;
        }
        let server = &mut *server;
        server.last_sent = js_sys::Date::now();
        let last_sent = &mut server.last_sent;
        let response = server.session.run(&request, |progress| {
            post_spaced(&scope, &progress, last_sent);
        });
        post(&scope, &response);
    }
}

/// Moves the shared solve on, unless its partner has not said it is
/// ready; `true` if the job has ended (the next may start).
fn advance(shared: &Shared) -> bool {
    let mut server = shared.borrow_mut();
    let server = &mut *server;
    if server.partner.as_ref().is_some_and(|p| !p.ready) {
        return false;
    }
    let Some(job) = server.job.as_mut() else {
        return true;
    };
    let partner = server.partner.as_ref().map(|p| p.worker.clone());
    let scope = server.scope.clone();
    let refused = std::cell::Cell::new(false);
    let last_sent = &mut server.last_sent;
    let mut send = |out: Outgoing| match out {
        Outgoing::Page(response) => post_spaced(&scope, &response, last_sent),
        Outgoing::Partner(message) => {
            if let Some(worker) = &partner {
                let (data, transfer) = to_js(&message);
                refused.set(
                    refused.get() || worker.post_message_with_transfer(&data, &transfer).is_err(),
                );
            }
        }
    };
    let mut ended = job.advance(&mut server.session, &mut send);
    if refused.get() && !ended {
        // A message the partner never got: this worker does its work.
        job.partner_lost();
        ended = job.advance(&mut server.session, &mut send);
    }
    if ended || refused.get() {
        server.retire_partner();
    }
    if ended {
        server.job = None;
    }
    ended
}

/// Starts the partner for the shared solve, unless it runs already; if
/// it cannot be started, the solve goes on alone.
fn start_partner(shared: &Shared) {
    let mut server = shared.borrow_mut();
    if server.partner.is_some() {
        return;
    }
    match new_partner(shared, &server.scope) {
        Some(partner) => server.partner = Some(partner),
        None => {
            if let Some(job) = server.job.as_mut() {
                job.partner_lost();
            }
        }
    }
}

/// A new worker of this same script, with its handlers.
fn new_partner(shared: &Shared, scope: &DedicatedWorkerGlobalScope) -> Option<Partner> {
    let location = js_sys::Reflect::get(scope, &"location".into()).ok()?;
    let url = js_sys::Reflect::get(&location, &"href".into())
        .ok()?
        .as_string()?;
    let worker = Worker::new(&url).ok()?;
    let (on_partner, on_death) = (shared.clone(), shared.clone());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        hear_partner(&on_partner, &event.data());
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(move |_: Event| {
        lose_partner(&on_death);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Partner {
        worker,
        ready: false,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// A message from the partner: "ready", or a table it built.
fn hear_partner(shared: &Shared, data: &JsValue) {
    {
        let mut server = shared.borrow_mut();
        let server = &mut *server;
        if data
            .as_string()
            .is_some_and(|t| Response::decode(&t) == Ok(Response::Ready))
        {
            if let Some(partner) = server.partner.as_mut() {
                partner.ready = true;
            }
        } else if let (Some(Ok(message)), Some(job)) = (from_js(data), server.job.as_mut()) {
            job.hear_partner(&mut server.session, message);
        }
    }
    if advance(shared) {
        pump(shared);
    }
}

/// The partner died (it could not load, or ran out of memory): it is let
/// go, and the solve goes on alone; the next large solve starts another.
fn lose_partner(shared: &Shared) {
    {
        let mut server = shared.borrow_mut();
        server.retire_partner();
        if let Some(job) = server.job.as_mut() {
            job.partner_lost();
        }
    }
    if advance(shared) {
        pump(shared);
    }
}
