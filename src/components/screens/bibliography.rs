//! The bibliography page (`?view=bibliography`): the five sources the app
//! quotes and the outside works it relies on, each in Chicago style with
//! what the app takes from it, and its BibTeX to copy.

use crate::components::tools::cite_dialog::styled_view;
use crate::components::tools::share::{copy_text, set_title_and_description, SITE_TITLE};
use crate::study::bibliography::{sources, Reference, OUTSIDE};
use crate::study::cite::{bibliography_entry, bibtex};
use leptos::prelude::*;

fn entry(reference: Reference) -> impl IntoView {
    let bib = bibtex(&reference.work, None);
    let copied = RwSignal::new(false);
    let text = bib.clone();
    view! {
        <li class="bib-entry" id=reference.work.key>
            <p class="bib-citation">{styled_view(&bibliography_entry(&reference.work))}</p>
            <p class="bib-about">{reference.about}</p>
            <details class="bib-tex">
                <summary>"BibTeX"</summary>
                <pre class="bibtex">{bib}</pre>
                <button type="button" on:click=move |_| { copy_text(&text); copied.set(true); }>
                    {move || if copied.get() { "Copied" } else { "Copy" }}
                </button>
            </details>
        </li>
    }
}

#[component]
pub fn BibliographyPage() -> impl IntoView {
    set_title_and_description(
        &format!("Bibliography \u{2014} {SITE_TITLE}"),
        "The five sources quoted by The Old Laws of Chess and the works it relies on.",
    );
    view! {
        <div class="app bibliography-page">
            <header class="masthead">
                <div class="masthead-title">
                    <p class="bib-home"><a href="./">{format!("\u{2190} {SITE_TITLE}")}</a></p>
                    <h1>"Bibliography"</h1>
                </div>
            </header>
            <main class="bibliography">
                <section aria-labelledby="bib-sources">
                    <h2 id="bib-sources">"The five sources"</h2>
                    <p class="bib-intro">
                        "Every law the app quotes is quoted word for word from one of these texts; the laws of Ponziani and of FIDE, below, are stated in its own words. Only Sarratt\u{2019}s treatise names its author and year; each of the others is cited with what is known of where it was printed, and says in words what is not known (its author, its book, its date). A text without a title of its own is described in square brackets."
                    </p>
                    <ol class="bib-list">{sources().into_iter().map(entry).collect_view()}</ol>
                </section>
                <section aria-labelledby="bib-outside">
                    <h2 id="bib-outside">"Other works the app relies on"</h2>
                    <p class="bib-intro">
                        "These are not quoted. What the app takes from them is stated in its own words, with the reference."
                    </p>
                    <ol class="bib-list">{OUTSIDE.iter().copied().map(entry).collect_view()}</ol>
                </section>
            </main>
        </div>
    }
}
