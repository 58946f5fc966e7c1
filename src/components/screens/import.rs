//! "Import a game": a PGN or moves in the old notations, pasted, picked or
//! dropped; a verdict per code for each game, and "Open as study". The
//! games are read and replayed in the worker, which sends the verdicts a
//! few games at a time, so the page shows the count and stays alive; a new
//! import stops the old one with its worker. Without a worker, the games
//! are replayed here a few at a time between turns of the event loop.

use crate::components::app::AppState;
use crate::study::import::{
    import_game_at, import_text, ImportedGame, ImportedText, MAX_TEXT_BYTES,
};
use crate::study::import_summary::{half_moves, GameSummary, RowKind, VerdictRow};
use crate::worker::handle::WorkerClient;
use crate::worker::protocol::{Request, Response};
use leptos::prelude::*;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// Games replayed per turn of the event loop, without a worker.
const GAMES_PER_TICK: usize = 4;
/// Games listed per page.
const PAGE: usize = 20;
/// How long the page waits for the worker's first answer before it
/// replays the games itself (a worker that never started says nothing).
const WORKER_SILENCE_MS: u32 = 10_000;

/// The import screen's state, shared by its parts.
#[derive(Clone, Copy)]
struct Import {
    text: RwSignal<String>,
    /// The text being imported, whole (the box shows only its start).
    source: StoredValue<String>,
    /// The games replayed so far, in the text's order.
    games: RwSignal<Vec<GameSummary>>,
    /// How many games the text holds.
    total: RwSignal<usize>,
    message: RwSignal<Option<String>>,
    shown: RwSignal<usize>,
    /// Games in which the reader picked a move, as changed.
    edited: StoredValue<Vec<(usize, ImportedGame)>>,
    /// Bumped by each new import, so a stale one's answers are ignored.
    generation: StoredValue<u32>,
    /// The worker of the imports; stopping it stops the work.
    worker: StoredValue<WorkerClient, LocalStorage>,
    /// The generation whose games the worker was last sent.
    sent: StoredValue<u32>,
    /// Whether the worker has answered this import yet.
    heard: StoredValue<bool>,
    /// When the import began (ms), and how long it took (s) once done.
    began: StoredValue<f64>,
    took: RwSignal<Option<f64>>,
}

impl Import {
    fn new() -> Import {
        // The worker's answers come to the import, which holds the worker:
        // made first with no ear, it is given one once the import exists.
        let worker = StoredValue::new_local(WorkerClient::new(|_| {}));
        let import = Import {
            text: RwSignal::new(String::new()),
            source: StoredValue::new(String::new()),
            games: RwSignal::new(Vec::new()),
            total: RwSignal::new(0),
            message: RwSignal::new(None),
            shown: RwSignal::new(PAGE),
            edited: StoredValue::new(Vec::new()),
            generation: StoredValue::new(0),
            worker,
            sent: StoredValue::new(0),
            heard: StoredValue::new(false),
            began: StoredValue::new(0.0),
            took: RwSignal::new(None),
        };
        worker.set_value(WorkerClient::new(move |answer| import.hear(answer)));
        import
    }

    /// A new generation: the answers of the one before are ignored.
    fn next_generation(self) -> Option<u32> {
        self.generation
            .try_update_value(|g| *g = g.wrapping_add(1))?;
        self.generation.try_get_value()
    }

    /// Reads `text` and replays its games in the worker, or here if there
    /// is none. An import still running is stopped, its worker with it.
    fn start(self, text: String) {
        self.worker.with_value(WorkerClient::stop);
        let Some(generation) = self.next_generation() else {
            return;
        };
        self.games.set(Vec::new());
        self.total.set(0);
        self.message.set(None);
        self.shown.set(PAGE);
        self.edited.set_value(Vec::new());
        self.heard.set_value(false);
        self.began.set_value(js_sys::Date::now());
        self.took.set(None);
        let request = Request::Import {
            id: generation,
            text: text.clone(),
        };
        self.source.set_value(text);
        self.sent.set_value(generation);
        match self.worker.with_value(|worker| worker.send(&request)) {
            Ok(()) => self.watch(generation),
            Err(_) => self.start_here(),
        }
    }

    /// One answer of the worker. It counts only while the worker's job is
    /// the import on screen: not after a new import began, nor once the
    /// games are replayed here instead.
    fn hear(self, answer: Response) {
        let (Some(generation), Some(sent)) =
            (self.generation.try_get_value(), self.sent.try_get_value())
        else {
            return;
        };
        if generation != sent {
            return;
        }
        self.heard.set_value(true);
        match answer {
            Response::Games {
                id,
                done,
                total,
                message,
                games,
            } if id == generation => {
                self.total.set(total as usize);
                self.message.set(message);
                if !games.is_empty() {
                    self.games.update(|all| all.extend(games));
                }
                if done == total {
                    self.finish();
                }
            }
            Response::Failed { id, .. } if id == generation || id == 0 => self.start_here(),
            _ => {}
        }
    }

    /// Falls back to the page's own thread if the worker stays silent.
    fn watch(self, generation: u32) {
        gloo::timers::callback::Timeout::new(WORKER_SILENCE_MS, move || {
            let current = self.generation.try_get_value() == Some(generation);
            if current && self.heard.try_get_value() == Some(false) {
                self.start_here();
            }
        })
        .forget();
    }

    /// Reads the text here and replays its games in chunks.
    fn start_here(self) {
        let Some(generation) = self.next_generation() else {
            return;
        };
        let Some(imported) = self.source.try_with_value(|text| import_text(text)) else {
            return;
        };
        self.games.set(Vec::new());
        self.total.set(imported.games.len());
        self.message.set(imported.message.clone());
        self.replay_here(Rc::new(imported), 0, generation);
    }

    /// Replays the next games, then yields to the page. Every access is a
    /// `try_`: the reader may have left the screen (its signals disposed)
    /// while a tick was pending, and a panic would kill the page.
    fn replay_here(self, imported: Rc<ImportedText>, first: usize, generation: u32) {
        if self.generation.try_get_value() != Some(generation) {
            return;
        }
        let end = (first + GAMES_PER_TICK).min(imported.games.len());
        let batch: Vec<GameSummary> = imported.games[first..end]
            .iter()
            .zip(&imported.offsets[first..end])
            .map(|(game, offset)| GameSummary::of(*offset, game, &game.verdicts()))
            .collect();
        if self.games.try_update(|all| all.extend(batch)).is_none() {
            return;
        }
        if end < imported.games.len() {
            gloo::timers::callback::Timeout::new(0, move || {
                self.replay_here(imported, end, generation);
            })
            .forget();
        } else {
            self.finish();
        }
    }

    fn finish(self) {
        if let Some(began) = self.began.try_get_value() {
            self.took
                .try_set(Some((js_sys::Date::now() - began) / 1000.0));
        }
    }

    /// Game `index` in full: as the reader changed it, or read again from
    /// the text.
    fn game(self, index: usize) -> Option<ImportedGame> {
        let edited = self.edited.with_value(|all| {
            all.iter()
                .find(|(i, _)| *i == index)
                .map(|(_, game)| game.clone())
        });
        if edited.is_some() {
            return edited;
        }
        let offset = self
            .games
            .with_untracked(|all| all.get(index).map(|g| g.offset))?;
        self.source
            .with_value(|text| import_game_at(text, offset, index))
    }

    /// The reader's pick among the candidates of an ambiguous move.
    fn choose(self, index: usize, move_index: usize, san: &str) {
        let Some(mut game) = self.game(index) else {
            return;
        };
        game.choose(move_index, san);
        let verdicts = game.verdicts();
        self.games.update(|all| {
            if let Some(slot) = all.get_mut(index) {
                *slot = GameSummary::of(slot.offset, &game, &verdicts);
            }
        });
        self.edited.update_value(|all| {
            all.retain(|(i, _)| *i != index);
            all.push((index, game));
        });
    }

    /// Reads a file picked or dropped, after checking its size.
    fn read_file(self, file: web_sys::File) {
        if file.size() > MAX_TEXT_BYTES as f64 {
            // The import running, if any, stops.
            self.worker.with_value(WorkerClient::stop);
            self.next_generation();
            self.games.set(Vec::new());
            self.total.set(0);
            self.took.set(None);
            self.message.set(Some(format!(
                "\u{201c}{}\u{201d} is {:.1} MB; the import reads at most {} MB at once. Split the file, or paste a part of it.",
                file.name(),
                file.size() / 1_048_576.0,
                MAX_TEXT_BYTES / 1_048_576
            )));
            return;
        }
        let Ok(reader) = web_sys::FileReader::new() else {
            return;
        };
        // The file is read in the background: an import asked for while it
        // is read (the reader pasted a game and pressed Read) is the later
        // one, and the file's text, once read, does not replace it.
        // What the reader types in the box meanwhile is theirs: the file's
        // first lines take the box's place only if it is as it was.
        let asked = self.next_generation();
        let box_when_picked = self.text.get_untracked();
        let result_reader = reader.clone();
        let on_load = wasm_bindgen::closure::Closure::once_into_js(move || {
            if self.generation.try_get_value() != asked {
                return;
            }
            let text = result_reader.result().ok().and_then(|v| v.as_string());
            match text {
                Some(text) => {
                    if self.text.try_get_untracked().as_ref() == Some(&box_when_picked) {
                        self.text.set(text.chars().take(20_000).collect());
                    }
                    self.start(text);
                }
                None => self
                    .message
                    .set(Some("This file could not be read as text.".to_string())),
            }
        });
        reader.set_onload(Some(on_load.unchecked_ref()));
        if reader.read_as_text(&file).is_err() {
            self.message
                .set(Some("This file could not be read.".to_string()));
        }
    }

    /// The line under the box: the count while the games are replayed,
    /// the time taken once a file of several games is done.
    fn progress(self) -> Option<String> {
        let (done, total) = (self.games.with(Vec::len), self.total.get());
        match self.took.get() {
            Some(seconds) if total > 1 => Some(format!(
                "{total} games replayed under every code in {seconds:.1} s."
            )),
            Some(_) => None,
            None if total == 1 && done == 0 => {
                Some("Replaying the game under every code\u{2026}".to_string())
            }
            None if total > 1 => Some(format!(
                "Replayed {done} of {total} games under every code\u{2026}"
            )),
            None => None,
        }
    }
}

#[component]
pub fn ImportScreen() -> impl IntoView {
    let import = Import::new();
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(file) = input.files().and_then(|files| files.get(0)) {
            import.read_file(file);
        }
    };
    let on_drop = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        let Some(data) = ev.data_transfer() else {
            return;
        };
        match data.files().and_then(|files| files.get(0)) {
            Some(file) => import.read_file(file),
            None => {
                if let Ok(text) = data.get_data("text") {
                    import.text.set(text.clone());
                    import.start(text);
                }
            }
        }
    };
    let progress = move || import.progress();

    view! {
        <section class="import" aria-labelledby="import-title">
            <h2 id="import-title">"Import a game"</h2>
            <p class="import-help">
                "Paste a PGN (tags are not needed: moves with their comments, variations and annotations, "
                <code>"1.e4 e5 (1...c5) 2.Nf3 {a note}"</code>
                ", are read as PGN), or the moves as an old book prints them: "
                <code>"1. P-K4 P-K4 2. Kt-KB3"</code> " or "
                <code>"1. P. to K. 4th / P. to K. 4th"</code>
                ". Every code replays each game and says whether it plays through, or which move it refuses and why."
            </p>
            <div class="import-drop" on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default() on:drop=on_drop>
                <label for="import-text" class="sr-only">"Game text"</label>
                <textarea
                    id="import-text"
                    class="import-text"
                    rows="8"
                    placeholder="[Event \"\u{2026}\"]  1.e4 e5 2.f4 exf4 \u{2026}   or drop a .pgn file here"
                    prop:value=move || import.text.get()
                    on:input=move |ev| import.text.set(event_target_value(&ev))
                ></textarea>
                <div class="import-actions">
                    <button type="button" class="primary" on:click=move |_| import.start(import.text.get_untracked())>
                        "Read the games"
                    </button>
                    <label class="file-button">
                        "Choose a file\u{2026}"
                        <input type="file" accept=".pgn,.txt,text/plain,application/x-chess-pgn" on:change=on_file />
                    </label>
                </div>
            </div>
            <p class="import-message" role="status">{move || import.message.get()}</p>
            <p class="import-progress" aria-live="polite">{progress}</p>
            <GameList import=import />
        </section>
    }
}

#[component]
fn GameList(import: Import) -> impl IntoView {
    let count = move || import.games.with(Vec::len);
    view! {
        <ol class="import-games">
            <For each=move || 0..count().min(import.shown.get()) key=|i| *i let:index>
                <GameEntry import=import index=index />
            </For>
        </ol>
        <Show when=move || { count() > import.shown.get() }>
            <button type="button" on:click=move |_| import.shown.update(|s| *s += PAGE)>
                {move || format!("Show more games ({} more)", count() - import.shown.get())}
            </button>
        </Show>
    }
}

#[component]
fn GameEntry(import: Import, index: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let summary = move || import.games.with(|g| g.get(index).cloned());
    let open = move |_| {
        if let Some(game) = import.game(index) {
            state.notices.set(Vec::new());
            state.open(game.verdicts().study(&game));
        }
    };
    let choose = move |move_index: usize, san: String| import.choose(index, move_index, &san);
    view! {
        <li class="import-game" data-game=index>
            {move || summary().map(|g| {
                let problem = g.problem.map(|p| view! { <p class="import-problem">{p}</p> });
                view! {
                    <h3>{format!("{} ({})", g.title, half_moves(g.moves))}</h3>
                    {problem}
                    <table class="import-verdicts">
                        <tbody>
                            {g.rows.into_iter().map(|row| verdict_row(row, choose)).collect_view()}
                        </tbody>
                    </table>
                    <button type="button" class="open-study" on:click=open>"Open as study"</button>
                }
            })}
        </li>
    }
}

fn verdict_row(row: VerdictRow, choose: impl Fn(usize, String) + Copy + 'static) -> impl IntoView {
    let kind = match row.kind {
        RowKind::Playing => "playing",
        RowKind::Refused => "refused",
        RowKind::Error => "error",
    };
    let picks = row.pick.map(|(index, candidates)| {
        candidates
            .into_iter()
            .map(|san| {
                let label = san.clone();
                view! { <button type="button" class="pick" on:click=move |_| choose(index, san.clone())>{label}</button> }
            })
            .collect_view()
    });
    view! {
        <tr class=format!("verdict-{kind}")>
            <th scope="row">{row.code.name()}</th>
            <td>{row.text} {picks}</td>
        </tr>
    }
}
