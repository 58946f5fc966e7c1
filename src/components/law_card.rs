//! The law being studied: its words as the source prints them, the source
//! line beneath, our commentary and reading, and a link to the law in its
//! source (the Sources screen).

use crate::components::app::AppState;
use crate::components::sources::{law_address, open_law};
use crate::scenarios::Scenario;
use leptos::prelude::*;

/// The link to the law on the Sources screen, at its anchor. The
/// scenario's own (source, law) is the law its quotation stands in
/// (`tests/laws.rs` checks it against the text), so the page needs neither
/// the texts nor the law book to say it.
fn in_context(scenario: &'static Scenario) -> Option<impl IntoView> {
    let state = use_context::<AppState>()?;
    let (source, law_ref) = (scenario.source, scenario.law);
    Some(view! {
        <p class="in-context">
            <a
                href=format!("?{}", law_address(source, law_ref))
                on:click=move |ev| {
                    ev.prevent_default();
                    open_law(state, source, law_ref);
                }
            >
                {format!("Read {} in its source", scenario.citation())}
            </a>
        </p>
    })
}

/// The OCR slips mended in the quotation, said plainly: the sources are
/// scans, and a reader comparing with the original should know. Mends of
/// spacing alone are not worth the reader's attention.
fn mended(scenario: &Scenario) -> Option<impl IntoView> {
    let letters = |text: &str| text.split_whitespace().collect::<String>();
    let list: Vec<String> = scenario
        .mends
        .iter()
        .filter(|m| letters(m.reads) != letters(m.scanned))
        .map(|m| format!("{} (scan: {})", m.reads, m.scanned))
        .collect();
    (!list.is_empty()).then(|| {
        view! { <p class="mends">{format!("Mended from the scan: {}.", list.join("; "))}</p> }
    })
}

/// Whether the screen is wide enough for the law beside the boards: there
/// our notes are shown open; on a phone they start folded, so that the
/// boards come sooner.
fn wide_screen() -> bool {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|width| width.as_f64())
        .is_some_and(|width| width > 900.0)
}

/// The law's words, clamped to their first lines until the reader asks for
/// the whole (the clamp applies where the stylesheet says: in an embed, and
/// below the two-column layout), with the source beneath.
fn quotation(scenario: &'static Scenario) -> impl IntoView {
    let whole = RwSignal::new(false);
    view! {
        <blockquote class="quotation" class:clamped=move || !whole.get() id="law-quotation">
            {scenario.quotation}
        </blockquote>
        <p class="source">
            {scenario.citation()}
            " "
            <button
                type="button"
                class="link-button whole-law"
                aria-controls="law-quotation"
                aria-expanded=move || whole.get().to_string()
                on:click=move |_| whole.update(|w| *w = !*w)
            >
                {move || if whole.get() { "Shorter" } else { "The whole law" }}
            </button>
        </p>
    }
}

/// The law card. `compact` (in an article's frame) folds our commentary
/// away under the quotation.
#[component]
pub fn LawCard(scenario: &'static Scenario, #[prop(optional)] compact: bool) -> impl IntoView {
    if compact {
        return view! {
            <article class="law-card compact" aria-labelledby="law-title">
                <h2 id="law-title">{scenario.title}</h2>
                {quotation(scenario)}
                <details class="about">
                    <summary>"About this law"</summary>
                    <p class="commentary">{scenario.commentary}</p>
                </details>
            </article>
        }
        .into_any();
    }
    let notes = scenario.notes;
    // Folded (on a phone), the notes are built when first opened.
    let open = wide_screen();
    let opened = RwSignal::new(open);
    view! {
        <article class="law-card" aria-labelledby="law-title">
            <h2 id="law-title">{scenario.title}</h2>
            <div class="law-text">{quotation(scenario)}</div>
            // The mends, our notes and the way to the source fold together
            // on a phone, so that the boards come sooner.
            <details class="law-notes" open=open on:toggle=move |_| opened.set(true)>
                <summary>"Our commentary and reading"</summary>
                <Show when=move || opened.get()>
                    {mended(scenario)}
                    <p class="commentary">{scenario.commentary}</p>
                    <Show when=move || !notes.is_empty()>
                        <div class="reading">
                            <h3>"Our reading"</h3>
                            <ul>{notes.iter().map(|note| view! { <li>{*note}</li> }).collect_view()}</ul>
                        </div>
                    </Show>
                    {in_context(scenario)}
                </Show>
            </details>
        </article>
    }
    .into_any()
}
