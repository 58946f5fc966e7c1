//! "Import a game": a PGN or moves in the old notations, pasted, picked or
//! dropped; a verdict per code for each game, and "Open as study". Games
//! are replayed a few at a time between turns of the event loop, so a file
//! of a thousand games shows its progress and the page stays alive.

use crate::components::app::AppState;
use crate::study::import::{import_text, CodeVerdict, GameVerdicts, ImportedGame, MAX_TEXT_BYTES};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Games replayed per turn of the event loop.
const GAMES_PER_TICK: usize = 4;
/// Games listed per page.
const PAGE: usize = 20;

/// The import screen's state, shared by its parts.
#[derive(Clone, Copy)]
struct Import {
    text: RwSignal<String>,
    games: RwSignal<Vec<ImportedGame>>,
    verdicts: RwSignal<Vec<Option<GameVerdicts>>>,
    message: RwSignal<Option<String>>,
    shown: RwSignal<usize>,
    /// Bumped by each new import, so a stale one stops replaying.
    generation: StoredValue<u64>,
}

impl Import {
    fn new() -> Import {
        Import {
            text: RwSignal::new(String::new()),
            games: RwSignal::new(Vec::new()),
            verdicts: RwSignal::new(Vec::new()),
            message: RwSignal::new(None),
            shown: RwSignal::new(PAGE),
            generation: StoredValue::new(0),
        }
    }

    /// Reads `text` and replays its games in chunks.
    fn start(self, text: &str) {
        let imported = import_text(text);
        let count = imported.games.len();
        self.message.set(imported.message);
        self.games.set(imported.games);
        self.verdicts.set(vec![None; count]);
        self.shown.set(PAGE);
        self.generation.update_value(|g| *g += 1);
        let generation = self.generation.get_value();
        self.replay_from(0, generation);
    }

    /// Replays the next games, then yields to the page. Every access is a
    /// `try_`: the reader may have left the screen (its signals disposed)
    /// while a tick was pending, and a panic would kill the page.
    fn replay_from(self, first: usize, generation: u64) {
        if self.generation.try_get_value() != Some(generation) {
            return;
        }
        let Some(end) = self
            .games
            .try_with_untracked(|games| (first + GAMES_PER_TICK).min(games.len()))
        else {
            return;
        };
        if first >= end {
            return;
        }
        let Some(computed) = self.games.try_with_untracked(|games| {
            games[first..end]
                .iter()
                .map(ImportedGame::verdicts)
                .collect::<Vec<GameVerdicts>>()
        }) else {
            return;
        };
        let stored = self.verdicts.try_update(|all| {
            for (offset, v) in computed.into_iter().enumerate() {
                if let Some(slot) = all.get_mut(first + offset) {
                    *slot = Some(v);
                }
            }
        });
        if stored.is_some() {
            gloo::timers::callback::Timeout::new(0, move || self.replay_from(end, generation))
                .forget();
        }
    }

    /// Reads a file picked or dropped, after checking its size.
    fn read_file(self, file: web_sys::File) {
        if file.size() > MAX_TEXT_BYTES as f64 {
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
        let result_reader = reader.clone();
        let on_load = wasm_bindgen::closure::Closure::once_into_js(move || {
            let text = result_reader.result().ok().and_then(|v| v.as_string());
            match text {
                Some(text) => {
                    self.text.set(text.chars().take(20_000).collect());
                    self.start(&text);
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
                    import.start(&text);
                }
            }
        }
    };
    let progress = move || {
        let (done, total) = import
            .verdicts
            .with(|v| (v.iter().filter(|x| x.is_some()).count(), v.len()));
        (total > 1 && done < total)
            .then(|| format!("Replayed {done} of {total} games under every code\u{2026}"))
    };

    view! {
        <section class="import" aria-labelledby="import-title">
            <h2 id="import-title">"Import a game"</h2>
            <p class="import-help">
                "Paste a PGN, or the moves as an old book prints them: "
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
                    <button type="button" class="primary" on:click=move |_| import.start(&import.text.get_untracked())>
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
    let game = move || import.games.with(|g| g.get(index).cloned());
    let verdicts = move || import.verdicts.with(|v| v.get(index).cloned().flatten());
    let open = move |_| {
        if let (Some(game), Some(verdicts)) = (game(), verdicts()) {
            state.notices.set(Vec::new());
            state.open(verdicts.study(&game));
        }
    };
    let choose = move |move_index: usize, san: String| {
        import.games.update(|games| {
            if let Some(g) = games.get_mut(index) {
                g.choose(move_index, &san);
            }
        });
        let again = import
            .games
            .with_untracked(|g| g.get(index).map(ImportedGame::verdicts));
        import.verdicts.update(|v| {
            if let Some(slot) = v.get_mut(index) {
                *slot = again;
            }
        });
    };
    view! {
        <li class="import-game" data-game=index>
            <h3>{move || game().map(|g| format!("{} ({} moves)", g.title, g.moves.len()))}</h3>
            {move || game().and_then(|g| g.problem).map(|p| view! { <p class="import-problem">{p}</p> })}
            {move || match verdicts() {
                None => view! { <p class="import-pending">"Replaying\u{2026}"</p> }.into_any(),
                Some(v) => view! {
                    <table class="import-verdicts">
                        <tbody>
                            {v.replays.into_iter().map(|r| verdict_row(r.code.name(), r.verdict, choose)).collect_view()}
                        </tbody>
                    </table>
                    <button type="button" class="open-study" on:click=open>"Open as study"</button>
                }.into_any(),
            }}
        </li>
    }
}

fn verdict_row(
    name: &'static str,
    verdict: CodeVerdict,
    choose: impl Fn(usize, String) + Copy + 'static,
) -> impl IntoView {
    let kind = match &verdict {
        CodeVerdict::PlaysThrough { .. } => "playing",
        CodeVerdict::Refused { .. } => "refused",
        _ => "error",
    };
    let picks = match &verdict {
        CodeVerdict::Ambiguous { index, candidates, .. } => candidates
            .iter()
            .map(|san| {
                let (index, san) = (*index, san.clone());
                let label = san.clone();
                view! { <button type="button" class="pick" on:click=move |_| choose(index, san.clone())>{label}</button> }
            })
            .collect_view()
            .into_any(),
        _ => ().into_any(),
    };
    view! {
        <tr class=format!("verdict-{kind}")>
            <th scope="row">{name}</th>
            <td>{verdict.describe()} {picks}</td>
        </tr>
    }
}
