//! The study screen: the law (or the free-play heading) with the line of
//! play, and one board per code compared, with their verdicts.

use crate::components::app::AppState;
use crate::components::study::compare_board::CompareBoard;
use crate::components::study::figure_panel::{FigurePanel, FigureTools};
use crate::components::study::figure_tabs::{provide_figure_tabs, FigureTabList};
use crate::components::study::law_card::LawCard;
use crate::components::study::line_choices::LineChoices;
use crate::components::study::move_list::MoveList;
use crate::components::study::stages::stage_counter;
use crate::components::study::verdict_table::VerdictTable;
use crate::components::tools::share::name_the_page;
use crate::components::tools::takeaway::TakeAway;
use crate::study::{StartSpec, Study};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

fn free_play_heading(study: &Study) -> String {
    match &study.start {
        StartSpec::Initial => "Free play from the initial position".to_string(),
        StartSpec::Fen(_) => "Free play from a position of your own".to_string(),
        StartSpec::Odds(_) => "Free play at odds".to_string(),
        StartSpec::OddsForgotten { .. } => "Free play: odds agreed but forgotten".to_string(),
    }
}

/// Whether a key press belongs to something else on the page (a board's
/// square cursor, a form field, an open picker), not to the line.
fn key_is_taken(event: &web_sys::KeyboardEvent) -> bool {
    event.alt_key()
        || event.ctrl_key()
        || event.meta_key()
        || event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| {
                el.closest(
                    ".board, .move-picker, input, select, textarea, [role=dialog], [role=tablist]",
                )
                .ok()
                .flatten()
                .is_some()
            })
}

/// Left and Right step through the line, Home and End jump to its ends.
fn step_with_arrow_keys(state: AppState) {
    crate::browser::listen_while_mounted(leptos::ev::keydown, move |event| {
        if key_is_taken(&event) {
            return;
        }
        let (cursor, length) = state.study.with_untracked(|s| (s.cursor, s.tokens.len()));
        let to = match event.key().as_str() {
            "ArrowLeft" => cursor.saturating_sub(1),
            "ArrowRight" => cursor + 1,
            "Home" => 0,
            "End" => length,
            _ => return,
        };
        event.prevent_default();
        state.update(|s| s.go_to(to));
    });
}

#[component]
pub fn StudyView() -> impl IntoView {
    let state = expect_context::<AppState>();
    step_with_arrow_keys(state);
    // A figure's page is named for its law too, as a study's is: the
    // title a reader's tab, a frame's reader and a bookmark give it.
    name_the_page(state);
    #[cfg(feature = "full")]
    provide_context(crate::components::study::verdict_table::EndgameSummary::default());
    provide_context(FigureTools::new());
    // The umpire's table is shown on the boards: they and the panel
    // beneath them share it.
    #[cfg(feature = "full")]
    provide_context(crate::components::tools::umpire_panel::UmpireTable::new(
        state,
    ));
    Effect::new(move |previous: Option<(usize, usize)>| {
        let now = state.study.with(|s| (s.cursor, s.tokens.len()));
        if previous.is_some_and(|p| p != now) {
            let at = state.study.with_untracked(|s| s.cursor);
            state
                .announcement
                .set(state.comparison.with_untracked(|c| c.describe_at(at)));
        }
        now
    });
    let scenario = Memo::new(move |_| state.study.with(|s| s.scenario()).map(|s| s.id));
    let board_count = Memo::new(move |_| state.study.with(|s| s.boards.len()));
    let tabs = provide_figure_tabs(state.embed.embed, board_count);
    let board_count = move || board_count.get();
    if state.embed.embed {
        keep_the_height_asked_for(state.embed.height);
    }
    // The law is painted first, then each board in a task of its own, then
    // what lies beneath them in four tasks: on a phone (Lighthouse's CPU
    // slowed four times) the law and the first board together made one
    // task of 200-300 ms, and the line with its choices one of 100 ms.
    // The first board could come with the law: measured, the
    // board was free for a click about 80 ms sooner (bench-load.mjs), but
    // the first task grew from 34 to 54 ms of CPU and the blocking time a
    // phone would see by 65-80 ms (bench-tasks.mjs). Built in the next
    // task without waiting for the paint, it gains nothing: Chromium
    // paints the law before it runs that task anyway.
    let boards_at_first = state.study.with_untracked(|s| s.boards.len()).max(1);
    let stage = stage_counter(boards_at_first + BENEATH_STAGES);
    let boards_painted = move || stage.get() > boards_at_first;
    let beneath = move |part: usize| move || stage.get() > boards_at_first + part;
    let boards_shown = move || {
        if boards_painted() {
            board_count()
        } else {
            board_count().min(stage.get())
        }
    };

    view! {
        // `data-built` tells scripts that measure the page it is whole.
        <div class="study-layout" data-boards=board_count data-built=move || beneath(BENEATH_STAGES - 1)().then_some("all")>
            <div class="study-text">
                {move || match scenario.get().and_then(crate::scenarios::by_id) {
                    Some(s) => view! { <LawCard scenario=s compact=state.embed.embed /> }.into_any(),
                    None => view! {
                        <article class="law-card free-play-card">
                            <h2>{move || state.study.with(free_play_heading)}</h2>
                            <p class="commentary">
                                "Play on any board: each move is replayed on every board whose code allows it. Open \u{201c}Free play\u{201d} above to change the codes or the start."
                            </p>
                        </article>
                    }
                    .into_any(),
                }}
            </div>
            // The law's opening, for the island, which plays the page as
            // built without the scenario library (`study::opening`).
            <div
                class="study-boards"
                data-boards=board_count
                data-tabbed=move || tabs.tabbed.get().then_some("")
                data-opening=move || scenario.get().and_then(crate::study::opening::opening_link)
            >
                // Shown only on a page as built whose address asks for other
                // boards than its own, over them while they stand hidden
                // (`data-other-state`, scripts/build/boot-select.js): on a
                // slow network the live app takes seconds to draw the ones
                // asked for, and an empty place would look broken. `hidden`
                // otherwise, so that a reader mode or a text browser, which
                // reads no stylesheet, does not say it either.
                <p class="boards-coming" hidden>"Setting up the boards this link asks for\u{2026}"</p>
                {move || {
                    scenario
                        .get()
                        .and_then(crate::scenarios::by_id)
                        .map(|s| view! { <p class="try-this">{crate::study::prompt::try_this(s)}</p> })
                }}
                // The boards first, the line beneath them: the reader sees
                // the boards without scrolling, and the controls that move
                // them sit right under them.
                <FigureTabList />
                <div class="boards-grid" id="boards" tabindex="-1">
                    <For each=move || 0..boards_shown() key=|index| *index let:index>
                        <CompareBoard index=index />
                    </For>
                </div>
                // Beneath the boards, built after they are painted.
                // In an article's figure each board says its verdict in full
                // beneath it (or in its tab): the table would say it twice.
                <Show when=beneath(0)>
                    <FigurePanel />
                    {(!state.embed.embed).then(|| view! { <VerdictTable /> })}
                    {endgame_counts()}
                </Show>
                <Show when=beneath(1)>
                    <MoveList />
                </Show>
                <Show when=beneath(2)>
                    {move || scenario.get().and_then(crate::scenarios::by_id).map(|s| view! { <LineChoices scenario=s /> })}
                </Show>
                <Show when=beneath(3)>
                    {umpire()}
                    <Show when=move || !state.embed.embed>
                        <TakeAway />
                    </Show>
                </Show>
            </div>
        </div>
    }
}

/// An article that asks for a figure of a fixed height (`height=` in the
/// frame's address) gets one: the page is that tall, and what does not fit
/// scrolls inside it.
fn keep_the_height_asked_for(height: Option<u32>) {
    let Some(height) = height else {
        return;
    };
    let root = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(root) = root {
        let _ = root
            .style()
            .set_property("--figure-height", &format!("{height}px"));
        let _ = root.class_list().add_1("figure-fixed");
    }
}

/// The tasks that build what lies beneath the boards: the verdicts, the
/// line, its choices, the tools.
const BENEATH_STAGES: usize = 4;

#[cfg(feature = "full")]
fn endgame_counts() -> impl IntoView {
    view! { <crate::components::tools::endgame_panel::EndgameCounts /> }
}

#[cfg(not(feature = "full"))]
fn endgame_counts() -> impl IntoView {}

#[cfg(feature = "full")]
fn umpire() -> impl IntoView {
    view! { <crate::components::tools::umpire_panel::UmpirePanel /> }
}

#[cfg(not(feature = "full"))]
fn umpire() -> impl IntoView {
    view! { <crate::components::bundle::UmpireStandIn /> }
}
