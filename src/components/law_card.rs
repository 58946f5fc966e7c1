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

/// The law card. `compact` (in an article's frame) folds our commentary
/// away under the quotation.
#[component]
pub fn LawCard(scenario: &'static Scenario, #[prop(optional)] compact: bool) -> impl IntoView {
    if compact {
        return view! {
            <article class="law-card compact" aria-labelledby="law-title">
                <h2 id="law-title">{scenario.title}</h2>
                <blockquote class="quotation">{scenario.quotation}</blockquote>
                <p class="source">{scenario.citation()}</p>
                <details class="about">
                    <summary>"About this law"</summary>
                    <p class="commentary">{scenario.commentary}</p>
                </details>
            </article>
        }
        .into_any();
    }
    let notes = scenario.notes;
    view! {
        <article class="law-card" aria-labelledby="law-title">
            <h2 id="law-title">{scenario.title}</h2>
            <div class="law-text">
                <blockquote class="quotation">{scenario.quotation}</blockquote>
                <p class="source">{scenario.citation()}</p>
                {mended(scenario)}
            </div>
            <div class="law-notes">
            <p class="commentary">{scenario.commentary}</p>
            <Show when=move || !notes.is_empty()>
                <div class="reading">
                    <h3>"Our reading"</h3>
                    <ul>{notes.iter().map(|note| view! { <li>{*note}</li> }).collect_view()}</ul>
                </div>
            </Show>
            {in_context(scenario)}
            </div>
        </article>
    }
    .into_any()
}
