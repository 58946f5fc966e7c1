//! Endgame verdicts under each board: for a position of four men or fewer,
//! the worker solves the material under the board's code (once a
//! session), and the board shows the value with best play, its code's
//! best move (played, like any move, on every board) and every move
//! ranked. The boards ask together, in one job with one progress bar
//! while the tables are built.
//! The words come from `study::endgame`; this file holds the signals.

use crate::components::app::AppState;
use crate::components::study::verdict_table::EndgameSummary;
use crate::core::{Move, Position};
use crate::study::endgame::{grouped, move_value, value_slug, within_reach, EndgameVerdict};
use crate::worker::handle::WorkerClient;
use crate::worker::protocol::{BoardToSolve, Request, Response};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

type Listener = Rc<dyn Fn(Response)>;

// One worker for every board of the page, kept for the session: the
// tables it has built stay in it. The boards' asks of one moment (the
// page drawn, a move played on every board) go out as one job, so the
// worker builds each material's tables for all the codes at once.
thread_local! {
    static SOLVER: WorkerClient = WorkerClient::new(dispatch);
    static LISTENERS: RefCell<HashMap<u32, Listener>> = RefCell::new(HashMap::new());
    /// The boards of each job sent, by the job's id.
    static JOBS: RefCell<HashMap<u32, Vec<u32>>> = RefCell::new(HashMap::new());
    /// Boards asked for and not yet sent.
    static QUEUED: RefCell<Vec<BoardToSolve>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

fn next_id() -> u32 {
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1).max(1));
        id
    })
}

/// Hands an answer to the board that asked. A job's progress goes to the
/// first of its boards still listening, which shows the one progress bar;
/// a board's verdict or failure ends its listening, the job's `done` ends
/// the job.
fn dispatch(answer: Response) {
    let id = answer.id();
    match answer {
        Response::Progress { .. } => {
            let first = JOBS.with_borrow(|jobs| {
                let boards = jobs.get(&id)?;
                LISTENERS.with_borrow(|l| boards.iter().find_map(|b| l.get(b).cloned()))
            });
            if let Some(listener) = first {
                listener(answer);
            }
        }
        Response::Done { .. } => {
            JOBS.with_borrow_mut(|jobs| jobs.remove(&id));
        }
        Response::Failed { id: 0, reason } => worker_died(&reason),
        _ => {
            if let Some(listener) = LISTENERS.with_borrow_mut(|l| l.remove(&id)) {
                listener(answer);
            }
        }
    }
}

/// The worker died (out of memory in a large table, say): every board
/// waiting hears why, and the next ask starts a new worker.
fn worker_died(reason: &str) {
    JOBS.with_borrow_mut(HashMap::clear);
    let waiting = LISTENERS.with_borrow_mut(std::mem::take);
    for (board, listener) in waiting {
        listener(Response::Failed {
            id: board,
            reason: reason.to_string(),
        });
    }
}

/// Asks for the verdict on `position`; its answers go to `listener`. The
/// ask waits for the other boards' of this moment and leaves with them.
fn ask(position: &Position, listener: impl Fn(Response) + 'static) -> u32 {
    let id = next_id();
    LISTENERS.with_borrow_mut(|l| l.insert(id, Rc::new(listener)));
    let first = QUEUED.with_borrow_mut(|queued| {
        queued.push(BoardToSolve {
            id,
            rules: *position.rules(),
            fen: position.fen(),
        });
        queued.len() == 1
    });
    if first {
        gloo::timers::callback::Timeout::new(0, send_queued).forget();
    }
    id
}

/// Sends the boards asked for as one job; a board whose job cannot be
/// sent hears why.
fn send_queued() {
    let boards = QUEUED.with_borrow_mut(std::mem::take);
    if boards.is_empty() {
        return;
    }
    let id = next_id();
    let ids: Vec<u32> = boards.iter().map(|b| b.id).collect();
    JOBS.with_borrow_mut(|jobs| jobs.insert(id, ids.clone()));
    let request = Request::SolveBoards { id, boards };
    let sent = SOLVER.with(|solver| solver.send(&request));
    if let Err(reason) = sent {
        JOBS.with_borrow_mut(|jobs| jobs.remove(&id));
        for board in ids {
            dispatch(Response::Failed {
                id: board,
                reason: reason.clone(),
            });
        }
    }
}

/// Stops listening to a job the board no longer shows.
fn forget(id: u32) {
    LISTENERS.with_borrow_mut(|l| l.remove(&id));
    QUEUED.with_borrow_mut(|queued| queued.retain(|b| b.id != id));
}

/// How a board's endgame verdict stands.
#[derive(Clone, Debug, PartialEq)]
enum Solving {
    /// The position is out of the solver's reach: nothing shown.
    Out,
    /// Sent, and waiting for the worker.
    Waiting,
    /// Building the tables: steps done of the total.
    Building(u32, u32),
    Ready(EndgameVerdict),
    Failed(String),
}

impl Solving {
    fn slug(&self) -> &'static str {
        match self {
            Solving::Out => "out",
            Solving::Waiting | Solving::Building(..) => "solving",
            Solving::Ready(_) => "ready",
            Solving::Failed(_) => "failed",
        }
    }
}

/// Reads the worker's answer for `position` into the board's state.
fn hear(position: &Position, answer: Response) -> Solving {
    match answer {
        Response::Progress { done, total, .. } => Solving::Building(done, total),
        Response::Verdict { solved, .. } => match EndgameVerdict::read(
            position,
            solved.value,
            &solved.moves,
            &solved.material,
            solved.counts,
        ) {
            Ok(verdict) => Solving::Ready(verdict),
            Err(reason) => Solving::Failed(reason),
        },
        Response::Failed { reason, .. } => Solving::Failed(reason),
        Response::Done { .. }
        | Response::Ready
        | Response::Beat { .. }
        | Response::Games { .. } => Solving::Waiting,
    }
}

/// Asks for the verdict whenever the board's position changes.
fn follow_position(
    index: usize,
    position: Memo<Option<Position>>,
    solving: RwSignal<Solving>,
    summary: Option<EndgameSummary>,
) {
    let current = StoredValue::new(None::<u32>);
    Effect::new(move |_| {
        if let Some(old) = current.get_value() {
            forget(old);
        }
        current.set_value(None);
        if let Some(summary) = summary {
            summary.0.update(|m| {
                m.remove(&index);
            });
        }
        let Some(shown) = position.get().filter(within_reach) else {
            solving.set(Solving::Out);
            return;
        };
        solving.set(Solving::Waiting);
        let asked = shown.clone();
        let id = ask(&shown, move |answer| {
            let state = hear(&asked, answer);
            if let (Some(summary), Solving::Ready(verdict)) = (summary, &state) {
                summary.0.update(|m| {
                    m.insert(index, verdict.clone());
                });
            }
            solving.set(state);
        });
        current.set_value(Some(id));
    });
    on_cleanup(move || {
        if let Some(old) = current.get_value() {
            forget(old);
        }
        if let Some(summary) = summary {
            summary.0.update(|m| {
                m.remove(&index);
            });
        }
    });
}

/// The ranked moves, each a button that plays it.
fn ranked_moves(verdict: &EndgameVerdict, play: Callback<Move>, view_only: bool) -> impl IntoView {
    let items = verdict
        .moves
        .iter()
        .map(|m| {
            let chosen = m.chosen;
            let slug = value_slug(m.value);
            view! {
                <li class=format!("endgame-move endgame-{slug}")>
                    <button type="button" class="text-button" disabled=view_only on:click=move |_| play.run(chosen)>
                        {m.san.clone()}
                    </button>
                    " " {move_value(m.value)}
                </li>
            }
        })
        .collect_view();
    view! {
        <details class="endgame-moves">
            <summary>{format!("All {} moves ranked", verdict.moves.len())}</summary>
            <ol>{items}</ol>
        </details>
    }
}

fn ready_view(verdict: &EndgameVerdict, play: Callback<Move>, view_only: bool) -> impl IntoView {
    let best = verdict
        .best()
        .map(|b| (b.chosen, b.san.clone(), move_value(b.value)));
    view! {
        <p class=format!("endgame-verdict endgame-{}", value_slug(verdict.value))>{verdict.sentence()}</p>
        {best.map(|(chosen, san, value)| view! {
            // Like any move made on a board, the best move is played on
            // every board whose code allows it: the button says so.
            <button type="button" class="endgame-best" disabled=view_only on:click=move |_| play.run(chosen)>
                {format!("Play this code's best move on every board: {san}")}
            </button>
            <span class="endgame-best-value">{format!(" ({value})")}</span>
        })}
        {ranked_moves(verdict, play, view_only)}
    }
}

/// Under a board: its code's verdict with best play, for a position within
/// the solver's reach.
#[component]
pub fn EndgamePanel(
    index: usize,
    position: Memo<Option<Position>>,
    play: Callback<Move>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let view_only = state.embed.view_only;
    let solving = RwSignal::new(Solving::Out);
    follow_position(index, position, solving, use_context::<EndgameSummary>());
    if index == 0 {
        // Consumes the first bundle's request, if it handed over for this.
        let _ =
            crate::components::bundle::was_asked_for(crate::components::bundle::FullTool::Endgame);
    }
    let body = move || {
        match solving.get() {
        Solving::Out => ().into_any(),
        // The job's one progress bar stands under the first board; the
        // others wait for the same job.
        Solving::Waiting => view! {
            <p class="endgame-progress">"Solving this ending\u{2026}"</p>
        }
        .into_any(),
        Solving::Building(done, total) => view! {
            <p class="endgame-progress">
                "Building the tables of this ending\u{2026} "
                <progress max=total.to_string() value=done.to_string() aria-label="Building the tables"></progress>
            </p>
        }
        .into_any(),
        Solving::Ready(verdict) => ready_view(&verdict, play, view_only).into_any(),
        Solving::Failed(reason) => view! { <p class="endgame-failed">{format!("Not solved: {reason}")}</p> }.into_any(),
    }
    };
    view! {
        <div class="endgame" data-state=move || solving.with(Solving::slug) aria-live="polite">
            {body}
        </div>
    }
}

/// The counts of won, drawn and lost positions of each board's material
/// under its code, once solved.
#[component]
pub fn EndgameCounts() -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(summary) = use_context::<EndgameSummary>() else {
        return ().into_any();
    };
    let rows = move || {
        let names: Vec<&'static str> = state
            .study
            .with(|s| s.boards.iter().map(|b| b.name()).collect());
        summary.0.with(|m| {
            m.iter()
                .map(|(i, v)| {
                    (
                        names.get(*i).copied().unwrap_or(""),
                        v.material.clone(),
                        v.counts,
                    )
                })
                .collect::<Vec<_>>()
        })
    };
    let cells = |wdl: crate::core::solver::Wdl| {
        view! {
            <td>{grouped(wdl.won)}</td>
            <td>{grouped(wdl.drawn)}</td>
            <td>{grouped(wdl.lost)}</td>
        }
    };
    view! {
        <Show when=move || summary.0.with(|m| !m.is_empty())>
            <div class="endgame-counts-wrap">
            <table class="endgame-counts">
                <caption>"Positions of this material won, drawn and lost for the side to move, with best play"</caption>
                <thead>
                    <tr>
                        <th scope="col" rowspan="2">"Code"</th>
                        <th scope="colgroup" colspan="3">"White to move"</th>
                        <th scope="colgroup" colspan="3">"Black to move"</th>
                    </tr>
                    <tr>
                        <th scope="col">"won"</th><th scope="col">"drawn"</th><th scope="col">"lost"</th>
                        <th scope="col">"won"</th><th scope="col">"drawn"</th><th scope="col">"lost"</th>
                    </tr>
                </thead>
                <tbody>
                    {move || rows().into_iter().map(|(name, material, counts)| view! {
                        <tr>
                            <th scope="row">{row_name(name, &material, counts.part)}</th>
                            {cells(counts.white_to_move)}
                            {cells(counts.black_to_move)}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <Show when=move || summary.0.with(|m| m.iter().any(|(_, v)| v.counts.part))>
                <p class="endgame-counts-note">{PART_NOTE}</p>
            </Show>
            </div>
        </Show>
    }
    .into_any()
}

/// What a row of counts marked "(part)" counts: with four men and a pawn
/// the solver builds only the positions the board's can lead to (see
/// `core::solver::Reach`).
const PART_NOTE: &str = "(part): with four men and a pawn, only the positions whose pawns stand where the board's pawns can still go are solved and counted; no other position can change their verdicts.";

/// A row's name: the code and the material, "(part)" for the counts of the
/// part of its table solved.
fn row_name(code: &str, material: &str, part: bool) -> String {
    let part = if part { " (part)" } else { "" };
    format!("{code}, {material}{part}")
}
