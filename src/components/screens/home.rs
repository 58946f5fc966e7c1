//! The home screen: what this is in two sentences, the four headline laws
//! as cards with a small board each (one click opens the law), and, for a
//! returning reader, the way back to the last study.

use crate::components::app::AppState;
use crate::components::persistence::{self, Saved};
use crate::components::study::stages::stage_counter;
use crate::core::Code;
use crate::markup::Markup;
use crate::scenarios::{self, Scenario};
use crate::study::diagram::study_board_svg;
use crate::study::Study;
use leptos::prelude::*;

/// The laws a newcomer meets first, in the order shown.
pub const HEADLINE_LAWS: [&str; 4] = [
    "italian-castling",
    "passar-battaglia",
    "stalemate-verdicts",
    "pawn-and-three-moves",
];

/// The law's point on its first board, as a bare SVG diagram (lighter than
/// a live board, and it cannot be played by mistake).
fn card_diagram(scenario: &'static Scenario) -> String {
    let mut study = Study::for_scenario(scenario);
    // Only the first board is drawn: the line is replayed under its code
    // alone, not under every code the law compares.
    study.boards.truncate(1);
    let comparison = study.compare();
    study_board_svg(&study, &comparison, 0, false, false)
        .map(Markup::into_string)
        .unwrap_or_default()
}

/// The study saved in this browser and its name, if there is one.
fn saved_study() -> Option<(Study, String)> {
    let Saved::Link(link) = persistence::load_saved() else {
        return None;
    };
    let read = Study::from_link(&link);
    if !read.problems.is_empty() {
        return None;
    }
    let title = read
        .study
        .scenario()
        .map_or_else(|| "free play".to_string(), |s| s.title.to_string());
    Some((read.study, title))
}

/// A headline law's card. Its diagram is drawn once `drawn` turns true:
/// the cards' frames come with the first paint, their diagrams one per task
/// after it (the box keeps its square meanwhile, so nothing moves).
fn law_card(state: AppState, scenario: &'static Scenario, drawn: Memo<bool>) -> impl IntoView {
    let codes: Vec<&str> = scenario.codes.iter().map(|c| c.name()).collect();
    let diagram = move || {
        if drawn.get() {
            card_diagram(scenario)
        } else {
            String::new()
        }
    };
    view! {
        <li class="home-card">
            <a
                class="home-card-link"
                href=crate::components::persistence::href(&format!("s={}", scenario.id))
                data-scenario=scenario.id
                on:click=move |ev| {
                    ev.prevent_default();
                    state.open(Study::for_scenario(scenario));
                }
            >
                <span class="home-card-board" aria-hidden="true" inner_html=diagram></span>
                <span class="home-card-title">{scenario.title}</span>
            </a>
            <p class="home-card-source">{scenario.citation()}</p>
            <p class="home-card-codes">{format!("Compares {}", codes.join(", "))}</p>
        </li>
    }
}

#[component]
pub fn Home() -> impl IntoView {
    let state = expect_context::<AppState>();
    let resume = saved_study().map(|(study, title)| {
        let link = study.to_link();
        view! {
            <p class="home-resume">
                <a
                    href=crate::components::persistence::href(&link)
                    on:click=move |ev| {
                        ev.prevent_default();
                        state.open(study.clone());
                    }
                >
                    {format!("Resume: {title}")}
                </a>
            </p>
        }
    });
    let diagrams_drawn = stage_counter(HEADLINE_LAWS.len());
    let cards = HEADLINE_LAWS
        .iter()
        .filter_map(|id| scenarios::by_id(id))
        .enumerate()
        .map(|(order, scenario)| {
            let drawn = Memo::new(move |_| diagrams_drawn.get() > order);
            law_card(state, scenario, drawn)
        })
        .collect_view();
    view! {
        // `data-built` tells scripts (and the take-over of a prerendered
        // page) that every diagram is drawn.
        <section
            class="home"
            aria-labelledby="home-title"
            data-built=move || (diagrams_drawn.get() >= HEADLINE_LAWS.len()).then_some("all")
        >
            <h2 id="home-title">"Play the old laws, side by side"</h2>
            <p class="home-intro">
                "The chess codes of the eighteenth, nineteenth and early twentieth centuries disagreed on castling, en passant, stalemate and more; here five old texts are quoted word for word, law by law, and every law a board can show is played on the boards of every code at once. Pick a law below, move the pieces, and watch where the codes part."
            </p>
            {resume}
            <ul class="home-cards">{cards}</ul>
            <p class="home-more">
                <a
                    href=crate::components::persistence::href("view=library")
                    on:click=move |ev| {
                        ev.prevent_default();
                        state.screen.set(crate::components::app::Screen::Library);
                    }
                >
                    "Every law, in the library"
                </a>
            </p>
            <p class="home-more home-codes">"The codes, each on its page: " {super::code_page_links(Code::ALL, " \u{b7} ")}</p>
        </section>
    }
}
