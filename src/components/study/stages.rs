//! Mounting a screen in stages: what the reader sees first (the heading,
//! the law, the boards) is built and painted in one short task, and the rest
//! (the line, the verdicts, the tools, the home's diagrams) in later tasks,
//! each after the browser has painted. A page then never blocks the reader
//! for the whole of its mount, and its first paint does not wait for parts
//! below the fold.

use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

/// Runs `work` in a task of its own once the browser has painted what is
/// built so far: the animation frame comes just before the paint, and the
/// timeout it queues runs after it. A page that paints no frames (a hidden
/// tab, a frame scrolled out of an article) still gets it, a little later.
pub fn after_next_paint(work: impl FnOnce() + 'static) {
    let work = Rc::new(Cell::new(Some(work)));
    let run = move || {
        if let Some(work) = work.take() {
            work();
        }
    };
    let by_timer = run.clone();
    crate::browser::before_next_frame(move || crate::browser::after(Duration::ZERO, run));
    crate::browser::after(Duration::from_millis(NO_FRAME_AFTER_MS), by_timer);
}

/// How long to wait for a frame before building without one.
const NO_FRAME_AFTER_MS: u64 = 200;

/// A count that starts at 0 and goes up by one after each paint (or each
/// task, see [`next_stage`]) until it reaches `last`: stage `n` of a
/// screen is built when the count reaches `n`, each stage in a task of its
/// own.
#[must_use]
pub fn stage_counter(last: usize) -> ReadSignal<usize> {
    // Off the web (a page rendered at build time) every stage is built at
    // once: the page is written whole; and so when the live app attaches
    // to that page.
    if crate::browser::window().is_none() || crate::components::prerendered::hydrating() {
        return signal(last).0;
    }
    let (stage, set_stage) = signal(0);
    advance(set_stage, last);
    stage
}

/// Runs `work` in a task of its own: after the next paint when the screen
/// is in the document, at once after this task when it is built apart
/// (taking over a page of the edition, whose own HTML is what the reader
/// sees meanwhile: waiting for paints that show none of it would only
/// keep the board unplayable a frame per stage longer).
fn next_stage(work: impl FnOnce() + 'static) {
    if crate::components::prerendered::building_apart() {
        crate::browser::after(Duration::ZERO, work);
    } else {
        after_next_paint(work);
    }
}

fn advance(set_stage: WriteSignal<usize>, last: usize) {
    next_stage(move || {
        // The screen may have gone in the meantime (the reader moved on).
        let Some(now) = set_stage.try_update(|n| {
            *n += 1;
            *n
        }) else {
            return;
        };
        if now < last {
            advance(set_stage, last);
        }
    });
}
