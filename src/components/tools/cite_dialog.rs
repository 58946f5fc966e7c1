//! "Cite": the law's source and the study itself, in Chicago style and as
//! BibTeX, each with a button that copies it. The citations are made in
//! [`crate::study::cite`].

use crate::components::app::AppState;
use crate::components::bundle::FullTool;
use crate::components::tools::share::{copy_text, permalink, today};
use crate::components::tools::tool_panel::ToolPanel;
use crate::study::cite::{law_bibtex, law_note, study_bibtex, study_chicago, Styled};
use leptos::prelude::*;

/// A citation with its italics.
pub fn styled_view(styled: &Styled) -> impl IntoView {
    styled
        .runs
        .iter()
        .map(|(text, italic)| {
            let text = text.clone();
            if *italic {
                view! { <i>{text}</i> }.into_any()
            } else {
                text.into_any()
            }
        })
        .collect_view()
}

/// One citation: its label, the text shown and the text copied.
#[component]
fn Citation(
    label: &'static str,
    shown: AnyView,
    copied: String,
    #[prop(optional)] code: bool,
) -> impl IntoView {
    let done = RwSignal::new(false);
    let text = copied.clone();
    let copy = move |_| {
        copy_text(&text);
        done.set(true);
    };
    view! {
        <div class="citation">
            <div class="citation-head">
                <span class="citation-label">{label}</span>
                <button type="button" class="copy-citation" on:click=copy aria-label=format!("Copy: {label}")>
                    {move || if done.get() { "Copied" } else { "Copy" }}
                </button>
            </div>
            {if code {
                view! { <pre class="bibtex">{copied}</pre> }.into_any()
            } else {
                view! { <p class="citation-text">{shown}</p> }.into_any()
            }}
        </div>
    }
}

#[component]
pub fn CiteDialog() -> impl IntoView {
    let state = expect_context::<AppState>();
    let panel = move || {
        let study = state.study.get();
        let link = permalink(&study);
        let day = today();
        let law = study
            .scenario()
            .map(|s| (law_note(s.source, s.law), law_bibtex(s.source, s.law)));
        let chicago = study_chicago(&study, &link, day);
        let bibtex = study_bibtex(&study, &link, day);
        view! {
            <div class="takeaway-panel cite-panel" role="group" aria-label="Cite this">
                {law.map(|(note, bib)| view! {
                    <h3>"The law"</h3>
                    <Citation label="Chicago (note)" shown=styled_view(&note).into_any() copied=note.plain() />
                    <Citation label="BibTeX" shown=().into_any() copied=bib code=true />
                })}
                <h3>"This study"</h3>
                <Citation label="Chicago" shown=styled_view(&chicago).into_any() copied=chicago.plain() />
                <Citation label="BibTeX" shown=().into_any() copied=bibtex code=true />
                <p class="cite-more">
                    <a href=crate::components::persistence::href("view=bibliography") target="_blank" rel="noopener">"The sources and other works, in full"</a>
                </p>
            </div>
        }
    };
    view! {
        <ToolPanel tool=FullTool::Cite>
            {panel}
        </ToolPanel>
    }
}
