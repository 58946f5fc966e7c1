//! The law being studied: its words as the source prints them, the source
//! line beneath, our commentary and reading, and a link to the law in its
//! source (the Sources screen).

use crate::components::app::AppState;
use crate::components::prose::{words_of, Words};
use crate::components::sources::{law_address, open_law};
use crate::scenarios::{Scenario, ScenarioProse};
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
fn mended(words: &ScenarioProse) -> Option<impl IntoView> {
    let letters = |text: &str| text.split_whitespace().collect::<String>();
    let list: Vec<String> = words
        .mends
        .iter()
        .filter(|(scanned, reads)| letters(reads) != letters(scanned))
        .map(|(scanned, reads)| format!("{reads} (scan: {scanned})"))
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
fn quotation(scenario: &'static Scenario, words: Signal<Words>) -> impl IntoView {
    let whole = RwSignal::new(false);
    let failed = move || matches!(words.get(), Words::Failed(_));
    let text = move || match words.get() {
        Words::Ready(words) => words.quotation.clone(),
        Words::Loading => "\u{2026}".to_string(),
        Words::Failed(why) => why,
    };
    view! {
        <blockquote
            class="quotation"
            class:clamped=move || !whole.get() && !failed()
            class:failed=failed
            aria-busy=move || (words.get() == Words::Loading).then_some("true")
            id="law-quotation"
        >
            {text}
        </blockquote>
        <p class="source">
            {scenario.citation()}
            " "
            // For the law's words only: a message in their place is never
            // clamped (hidden while loading would shift the line later).
            <button
                type="button"
                class="link-button whole-law"
                hidden=failed
                aria-controls="law-quotation"
                aria-expanded=move || whole.get().to_string()
                on:click=move |_| whole.update(|w| *w = !*w)
            >
                {move || if whole.get() { "Shorter" } else { "The whole law" }}
            </button>
        </p>
    }
}

/// Our commentary (empty until the words are here; a failure is said
/// once, in the quotation's place).
fn commentary(words: Signal<Words>) -> impl IntoView {
    move || match words.get() {
        Words::Ready(words) => words.commentary.clone(),
        Words::Loading | Words::Failed(_) => String::new(),
    }
}

/// Our reading where the source is ambiguous, once the words are here.
fn reading(words: Signal<Words>) -> impl IntoView {
    move || {
        let Words::Ready(words) = words.get() else {
            return None;
        };
        let notes = (!words.notes.is_empty()).then(|| {
            let items = words
                .notes
                .iter()
                .map(|note| view! { <li>{note.clone()}</li> })
                .collect_view();
            view! {
                <div class="reading">
                    <h3>"Our reading"</h3>
                    <ul>{items}</ul>
                </div>
            }
        });
        Some(notes)
    }
}

/// The mends, once the words are here.
fn mends(words: Signal<Words>) -> impl IntoView {
    move || match words.get() {
        Words::Ready(words) => mended(&words).map(IntoAny::into_any),
        Words::Loading | Words::Failed(_) => None,
    }
}

/// The law card. `compact` (in an article's frame) folds our commentary
/// away under the quotation.
#[component]
pub fn LawCard(scenario: &'static Scenario, #[prop(optional)] compact: bool) -> impl IntoView {
    let words = words_of(scenario);
    if compact {
        return view! {
            <article class="law-card compact" aria-labelledby="law-title">
                <h2 id="law-title">{scenario.title}</h2>
                {quotation(scenario, words)}
                <details class="about">
                    <summary>"About this law"</summary>
                    <p class="commentary">{commentary(words)}</p>
                </details>
            </article>
        }
        .into_any();
    }
    // Folded (on a phone), the notes are built when first opened.
    let open = wide_screen();
    let opened = RwSignal::new(open);
    view! {
        <article class="law-card" aria-labelledby="law-title">
            <h2 id="law-title">{scenario.title}</h2>
            <div class="law-text">{quotation(scenario, words)}</div>
            // The mends, our notes and the way to the source fold together
            // on a phone, so that the boards come sooner.
            <details class="law-notes" open=open on:toggle=move |_| opened.set(true)>
                <summary>"Our commentary and reading"</summary>
                <Show when=move || opened.get()>
                    {mends(words)}
                    <p class="commentary">{commentary(words)}</p>
                    {reading(words)}
                    {in_context(scenario)}
                </Show>
            </details>
        </article>
    }
    .into_any()
}
