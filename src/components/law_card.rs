//! The law being studied: its words as the source prints them, the source
//! line beneath, our commentary and reading, and the law in its context.

use crate::scenarios::Scenario;
use leptos::prelude::*;

/// The passage around the quotation, split so the quotation can be marked.
fn context_parts(scenario: &Scenario) -> Option<(String, String, String)> {
    let text = scenario.source.text();
    let quote = scenario.locate()?;
    let passage = scenario.passage()?;
    Some((
        text.get(passage.start..quote.start)?.to_string(),
        text.get(quote.clone())?.to_string(),
        text.get(quote.end..passage.end)?.to_string(),
    ))
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
            {context_parts(scenario)
                .map(|(before, quoted, after)| {
                    view! {
                        <details class="in-context">
                            <summary>"Read the law in its context"</summary>
                            <p class="context-source">{scenario.source.description()}</p>
                            <div class="context-text">
                                {before}
                                <mark>{quoted}</mark>
                                {after}
                            </div>
                        </details>
                    }
                })}
            </div>
        </article>
    }
    .into_any()
}
