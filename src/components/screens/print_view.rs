//! The printed page of a law (`?view=print&s=…`): the quotation with its
//! citation, our commentary and readings, diagrams of the key positions
//! under each code, the line in the old books' notations, and the permalink.
//! Made for one sheet (A4 or Letter); the two links at the top are not
//! printed. Also the switch that opens the stand-alone pages by address.

use crate::components::screens::bibliography::BibliographyPage;
use crate::components::tools::cite_dialog::styled_view;
use crate::components::tools::share::{permalink, set_title_and_description, SITE_TITLE};
use crate::study::address::Address;
use crate::study::cite::{law_note, study_title};
use crate::study::diagram::{board_svg_with, DiagramOptions};
use crate::study::print::{key_positions, numbered_line};
use crate::study::{Notation, Study};
use leptos::prelude::*;

/// The stand-alone page the address asks for, if any: the print view of
/// a study, or the bibliography.
pub fn standalone_page(address: &Address) -> Option<AnyView> {
    match address {
        Address::Print(link) => Some(view! { <PrintView link=link.clone() /> }.into_any()),
        Address::Bibliography => Some(view! { <BibliographyPage /> }.into_any()),
        _ => None,
    }
}

#[component]
fn PrintView(link: String) -> impl IntoView {
    let study = Study::from_link(&link).study;
    let comparison = study.compare();
    let title = study_title(&study);
    set_title_and_description(&format!("{title} \u{2014} {SITE_TITLE} (print)"), &title);
    let link = permalink(&study);
    let scenario = study.scenario();
    let keys = key_positions(&study, &comparison);
    let diagrams = keys
        .into_iter()
        .map(|key| {
            // At the width of a printed diagram, coordinates would be too
            // small to read.
            let options = DiagramOptions {
                coordinates: false,
                flipped: study.flipped,
                caption: Vec::new(),
            };
            let svg = board_svg_with(&key.board, key.marked, &key.shapes, &options).into_string();
            view! {
                <figure class="print-diagram">
                    <div class="print-board" inner_html=svg></div>
                    <figcaption>
                        <strong>{key.label}</strong>
                        {key.verdicts.into_iter().map(|v| view! { <span class="print-verdict">{v}</span> }).collect_view()}
                    </figcaption>
                </figure>
            }
        })
        .collect_view();
    let descriptive = numbered_line(&comparison, Notation::Descriptive);
    let in_words = numbered_line(&comparison, Notation::Words);
    let san = numbered_line(&comparison, Notation::Algebraic);
    // The writer's caption, in the figure's words, under the diagrams.
    let caption = study.figure.caption.clone();
    let figure_caption = (!caption.is_empty()).then(|| {
        view! {
            <p class="print-figure-caption">
                <strong>{caption.title}</strong>
                " "
                {caption.sentence}
            </p>
        }
    });
    view! {
        <div class="print-page">
            <nav class="print-tools" aria-label="Print view">
                <a href=crate::components::persistence::href(&study.to_link())>"\u{2190} Back to the study"</a>
                <span class="print-hint">"Use your browser\u{2019}s Print command: this page is laid out for one sheet."</span>
            </nav>
            <main class="print-main">
            <article class="print-sheet">
                <header class="print-header">
                    <p class="print-site">{SITE_TITLE}</p>
                    <h1>{title}</h1>
                </header>
                {scenario.map(|s| view! {
                    <blockquote class="quotation">{s.quotation}</blockquote>
                    <p class="source">{styled_view(&law_note(s.source, s.law))}</p>
                    <p class="commentary">{s.commentary}</p>
                    {(!s.notes.is_empty()).then(|| view! {
                        <div class="reading">
                            <h2>"Our reading"</h2>
                            <ul>{s.notes.iter().map(|n| view! { <li>{*n}</li> }).collect_view()}</ul>
                        </div>
                    })}
                })}
                <section class="print-diagrams" aria-label="Key positions">{diagrams}</section>
                {figure_caption}
                <p class="print-line">
                    <strong>"The line"</strong>
                    " (descriptive notation): "
                    {descriptive}
                    <span class="print-san">{format!(" In the words of the books: {in_words}")}</span>
                    <span class="print-san">{format!(" In algebraic notation: {san}")}</span>
                </p>
                <p class="print-permalink">
                    "Play it on the board: " <a href=link.clone()>{link.clone()}</a>
                </p>
            </article>
            </main>
        </div>
    }
}
