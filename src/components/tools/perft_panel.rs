//! "Count positions": perft of a board's shown position under its rules,
//! run in the Web Worker so the page stays responsive; progress after each
//! first move, then the count and the time it took.

use crate::components::app::AppState;
use crate::components::bundle::FullTool;
use crate::components::tools::tool_panel::ToolPanel;
use crate::study::endgame::grouped;
use crate::study::Study;
use crate::worker::handle::WorkerClient;
use crate::worker::protocol::{Request, Response, MAX_PERFT_DEPTH};
use leptos::prelude::*;

fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// What the panel shows about the last job.
#[derive(Clone, Debug, PartialEq)]
enum JobState {
    Idle,
    Running(String),
    Done(String),
    Failed(String),
}

impl JobState {
    fn slug(&self) -> &'static str {
        match self {
            JobState::Idle => "idle",
            JobState::Running(_) => "running",
            JobState::Done(_) => "done",
            JobState::Failed(_) => "failed",
        }
    }

    fn text(&self) -> String {
        match self {
            JobState::Idle => String::new(),
            JobState::Running(t) | JobState::Done(t) | JobState::Failed(t) => t.clone(),
        }
    }
}

/// The job for board `index` at the shown point of the line, with the
/// board's name for the result.
fn perft_request(state: AppState, index: usize, depth: u8, id: u32) -> Option<(Request, String)> {
    let study = state.study.get_untracked();
    let rules = study.boards.get(index)?;
    let played = state
        .comparison
        .with_untracked(|c| c.tracks.get(index).map(|t| t.played()))?;
    let line = study.tokens[..study.cursor.min(played).min(study.tokens.len())].to_vec();
    let request = Request::Perft {
        id,
        start: study.start.clone(),
        rules: rules.rules(),
        line,
        depth,
    };
    Some((request, rules.name().to_string()))
}

#[component]
pub fn PerftPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let board = RwSignal::new(0usize);
    let depth = RwSignal::new(3u8);
    let job = RwSignal::new(JobState::Idle);
    let next_id = StoredValue::new(0u32);
    // The count running: its job's id, the board's code, the depth and
    // when it began.
    let running = StoredValue::new(None::<(u32, String, u8, f64)>);

    let hear = move |answer: Response| {
        let Some(Some((id, label, plies, started))) = running.try_get_value() else {
            return;
        };
        if answer.id() != id && answer.id() != 0 {
            return;
        }
        job.set(match answer {
            Response::Progress {
                done, total, nodes, ..
            } => JobState::Running(format!(
                "Counting: {done} of {total} first moves, {} positions so far",
                grouped(nodes)
            )),
            Response::Done { nodes, .. } => JobState::Done(format!(
                "{} positions at depth {} under {label} ({:.2} s)",
                grouped(nodes),
                plies,
                (now_ms() - started) / 1000.0
            )),
            Response::Ready
            | Response::Beat { .. }
            | Response::Verdict { .. }
            | Response::Games { .. } => return,
            Response::Failed { reason, .. } => JobState::Failed(format!("Not counted: {reason}")),
        });
    };
    let worker = StoredValue::new_local(WorkerClient::new(hear));

    let count = move |_| {
        // A job already running is stopped with its worker.
        worker.with_value(WorkerClient::stop);
        next_id.update_value(|n| *n += 1);
        let id = next_id.get_value();
        let plies = depth.get_untracked();
        let Some((request, label)) = perft_request(state, board.get_untracked(), plies, id) else {
            job.set(JobState::Failed("Not counted: no such board".to_string()));
            return;
        };
        running.set_value(Some((id, label, plies, now_ms())));
        job.set(JobState::Running("Starting the worker\u{2026}".to_string()));
        if let Err(reason) = worker.with_value(|worker| worker.send(&request)) {
            job.set(JobState::Failed(format!("Not counted: {reason}")));
        }
    };
    let stop = move |_| {
        worker.with_value(WorkerClient::stop);
        job.set(JobState::Failed("Stopped.".to_string()));
    };
    let board_names = move || state.study.with(Study::board_names);

    view! {
        <ToolPanel tool=FullTool::Count>
            <div class="embed-panel perft-panel" role="group" aria-label="Count the positions ahead (perft)">
                <p>"How many lines of play lie ahead of a board's shown position under its code (perft), counted in the background."</p>
                <div class="filter">
                    <label for="perft-board">"Board"</label>
                    <select id="perft-board" on:change=move |ev| board.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {move || board_names().into_iter().enumerate().map(|(i, name)| view! { <option value=i.to_string()>{name}</option> }).collect_view()}
                    </select>
                </div>
                <div class="filter">
                    <label for="perft-depth">"Moves ahead (plies)"</label>
                    <select id="perft-depth" on:change=move |ev| depth.set(event_target_value(&ev).parse().unwrap_or(3))>
                        {(1..=MAX_PERFT_DEPTH).map(|d| view! { <option value=d.to_string() selected=d == 3>{d.to_string()}</option> }).collect_view()}
                    </select>
                </div>
                <button type="button" on:click=count>"Count"</button>
                <Show when=move || matches!(job.get(), JobState::Running(_))>
                    <button type="button" on:click=stop>"Stop"</button>
                </Show>
                <p class="perft-status" role="status" data-state=move || job.with(JobState::slug)>{move || job.with(JobState::text)}</p>
            </div>
        </ToolPanel>
    }
}
