//! A page of the edition rendered to HTML natively (feature `render`): the
//! app's own views, built for the page's address with no browser. Effects
//! and timers do not run (they are the live page's), and every stage of a
//! screen is built at once. The views reach the browser only through
//! `crate::browser`, which off the web has no window.

use crate::components::app::App;
use crate::components::tools::share::{written_head, SITE_DESCRIPTION, SITE_TITLE};
use any_spawner::{CustomExecutor, Executor, PinnedFuture, PinnedLocalFuture};
use leptos::prelude::*;

/// Runs no task: what an effect or a timer does belongs to the live page,
/// not to the page as written.
struct RunsNothing;

impl CustomExecutor for RunsNothing {
    fn spawn(&self, _: PinnedFuture<()>) {}
    fn spawn_local(&self, _: PinnedLocalFuture<()>) {}
    fn poll_local(&self) {}
}

/// A page as the app draws it, with the name its head is given.
pub struct RenderedPage {
    /// The app's markup (its root, `<div class="app">`).
    pub app: String,
    /// The document's title.
    pub title: String,
    /// The description meta tag's content.
    pub description: String,
}

/// The page at `path` from the site's root (`studies/passar-battaglia/`,
/// `embed/stalemate-verdicts/`, `sources/sarratt/16/`; empty for home).
pub fn page(path: &str) -> RenderedPage {
    // Set once per process; a second call finds it set, which is as good.
    let _ = Executor::init_custom_executor(RunsNothing);
    crate::persistence::render_as(path);
    // Whatever the last page's cleanup wrote is not this page's name.
    let _ = written_head();
    let owner = Owner::new();
    // Written once, not followed: the signals are read untracked.
    let app = owner.with(|| untrack(|| view! { <App/> }.to_html()));
    let (title, description) =
        written_head().unwrap_or_else(|| (SITE_TITLE.to_string(), SITE_DESCRIPTION.to_string()));
    owner.cleanup();
    RenderedPage {
        app,
        title,
        description,
    }
}
