//! Endgame verdicts under each board: for a position of four men or fewer,
//! the worker solves the material under the board's code (once a
//! session), and the board shows the value with best play, "Play best
//! move" and every move ranked; a progress bar while the tables are built.
//! The words come from `study::endgame`; this file holds the signals.

use crate::components::app::AppState;
use crate::components::verdict_table::EndgameSummary;
use crate::core::{Move, Position};
use crate::study::endgame::{grouped, move_value, value_slug, within_reach, EndgameVerdict};
use crate::worker::handle::WorkerHandle;
use crate::worker::protocol::{Request, Response};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

type Listener = Rc<dyn Fn(Response)>;

// One worker for every board of the page, kept for the session: the
// tables it has built stay in it.
thread_local! {
    static SOLVER: RefCell<Option<WorkerHandle>> = const { RefCell::new(None) };
    static LISTENERS: RefCell<HashMap<u32, Listener>> = RefCell::new(HashMap::new());
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

/// Hands an answer to the board that asked; the last answer of a job
/// (verdict or failure) ends its listening.
fn dispatch(answer: Response) {
    let id = answer.id();
    let last = !matches!(answer, Response::Progress { .. });
    let listener = LISTENERS.with_borrow_mut(|l| {
        if last {
            l.remove(&id)
        } else {
            l.get(&id).cloned()
        }
    });
    if let Some(listener) = listener {
        listener(answer);
    }
}

/// Sends a solve job for `position`; its answers go to `listener`.
fn ask(position: &Position, listener: impl Fn(Response) + 'static) -> Result<u32, String> {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1).max(1));
        id
    });
    let request = Request::Solve {
        id,
        rules: *position.rules(),
        fen: position.fen(),
    };
    SOLVER.with_borrow_mut(|solver| {
        if solver.is_none() {
            *solver = Some(WorkerHandle::start(dispatch)?);
        }
        LISTENERS.with_borrow_mut(|l| l.insert(id, Rc::new(listener)));
        match solver {
            Some(handle) => handle.send(&request).map(|()| id),
            None => Err("no worker".to_string()),
        }
    })
}

/// Stops listening to a job the board no longer shows.
fn forget(id: u32) {
    LISTENERS.with_borrow_mut(|l| l.remove(&id));
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
        Response::Done { .. } | Response::Ready | Response::Games { .. } => Solving::Waiting,
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
        let sent = ask(&shown, move |answer| {
            let state = hear(&asked, answer);
            if let (Some(summary), Solving::Ready(verdict)) = (summary, &state) {
                summary.0.update(|m| {
                    m.insert(index, verdict.clone());
                });
            }
            solving.set(state);
        });
        match sent {
            Ok(id) => current.set_value(Some(id)),
            Err(reason) => solving.set(Solving::Failed(reason)),
        }
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
            <button type="button" class="endgame-best" disabled=view_only on:click=move |_| play.run(chosen)>
                {format!("Play best move: {san}")}
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
        Solving::Waiting => view! {
            <p class="endgame-progress">"Solving this ending\u{2026}" <progress aria-label="Solving"></progress></p>
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
                            <th scope="row">{format!("{name}, {material}")}</th>
                            {cells(counts.white_to_move)}
                            {cells(counts.black_to_move)}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            </div>
        </Show>
    }
    .into_any()
}
