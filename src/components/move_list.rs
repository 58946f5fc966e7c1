//! The line of play: moves in SAN or in the descriptive notation of the
//! sources, with step back and forward, start, end, undo (of the reader's
//! last change to the line, see [`LineHistory`]), flip, and the notice to
//! count fifty moves where a code allows it.

use crate::components::app::AppState;
use crate::core::Color;
use crate::study::history::LineHistory;
use crate::study::{Comparison, Notation, Study};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One move of the list, ready to render.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Entry {
    index: usize,
    number: Option<String>,
    text: String,
    refused_under: Vec<&'static str>,
}

fn entries(comparison: &Comparison, notation: Notation) -> Vec<Entry> {
    let mut previous_color = None;
    (0..comparison.tokens.len())
        .map(|index| {
            let numbering = comparison.numbering(index);
            let number = numbering.and_then(|(n, color)| {
                let needed = color == Color::White || previous_color != Some(Color::White);
                previous_color = Some(color);
                needed.then(|| match color {
                    Color::White => format!("{n}."),
                    Color::Black => format!("{n}\u{2026}"),
                })
            });
            let refused_under = comparison
                .tracks
                .iter()
                .filter(|t| {
                    t.stop
                        .as_ref()
                        .is_some_and(|s| s.index == index && s.refused_by_law)
                })
                .map(|t| t.rules.name())
                .collect();
            Entry {
                index,
                number,
                text: comparison.written(index, notation),
                refused_under,
            }
        })
        .collect()
}

/// One button of the notation switch, pressed while `which` is shown.
fn notation_button(
    state: AppState,
    shown: impl Fn() -> Notation + Copy + Send + Sync + 'static,
    which: Notation,
    label: &'static str,
) -> impl IntoView {
    view! {
        <button type="button" aria-pressed=move || (shown() == which).to_string() on:click=move |_| state.update(|s| s.notation = which)>
            {label}
        </button>
    }
}

/// "1 move", "3 moves".
fn plural_moves(count: usize) -> String {
    if count == 1 {
        "1 move".to_string()
    } else {
        format!("{count} moves")
    }
}

/// A small drawn icon: fonts on many systems lack the media-control glyphs.
fn icon(path: &'static str) -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d=path />
        </svg>
    }
}

/// One move of the list: its number where needed and a button that shows
/// the line after it.
fn move_entry(entry: Entry, cursor: Memo<usize>, state: AppState) -> impl IntoView {
    let index = entry.index;
    let refused = !entry.refused_under.is_empty();
    let note = refused.then(|| format!("Refused under {}", entry.refused_under.join(", ")));
    let title = note.clone();
    view! {
        <li class="move-entry">
            {entry.number.map(|n| view! { <span class="move-number">{n}</span> })}
            <button
                type="button"
                class="move"
                class:refused=refused
                data-index=index
                title=title
                aria-current=move || (cursor.get() == index + 1).then_some("step")
                tabindex=move || if is_tab_stop(cursor.get(), index) { "0" } else { "-1" }
                on:click=move |_| state.update(|s| s.go_to(index + 1))
            >
                {entry.text}
                {note.map(|n| view! { <span class="sr-only">{format!(" ({n})")}</span> })}
            </button>
        </li>
    }
}

/// The lines set aside by a change mid-line, each one click from the
/// boards (the line shown is then kept in its place).
#[component]
fn KeptLines() -> impl IntoView {
    let state = expect_context::<AppState>();
    let kept = Memo::new(move |_| state.study.with(Study::kept_line_previews));
    view! {
        <Show when=move || kept.with(|k| !k.is_empty())>
            <div class="kept-lines">
                <h3 class="kept-lines-title">"Other lines"</h3>
                <ul>
                    {move || kept.get().into_iter().map(|line| {
                        let index = line.index;
                        let label = format!("Show the line {}", line.preview);
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="text-button kept-line"
                                    aria-label=label
                                    on:click=move |_| state.update(|s| { s.bring_back_kept_line(index); })
                                >
                                    {line.preview}
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </div>
        </Show>
    }
}

/// The list is one tab stop (a roving tabindex): the move shown, or the
/// first move when the line is shown at its start.
fn is_tab_stop(cursor: usize, index: usize) -> bool {
    cursor == index + 1 || (cursor == 0 && index == 0)
}

/// While the reader keys in the list, the focus follows the move shown
/// (the arrow keys step the line, see `study_view.rs`; Up and Down too).
fn focus_follows_the_cursor(list: NodeRef<leptos::html::Ol>, cursor: Memo<usize>) {
    Effect::new(move |_| {
        let at = cursor.get();
        request_animation_frame(move || {
            // The list may be gone by the next frame (the reader left the
            // study): a disposed node reference must not be read.
            let Some(list) = list.try_get_untracked().flatten() else {
                return;
            };
            let focused = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            if !focused.is_some_and(|el| list.contains(Some(&el))) {
                return;
            }
            let selector = format!("button[data-index='{}']", at.saturating_sub(1));
            if let Ok(Some(button)) = list.query_selector(&selector) {
                if let Ok(button) = button.dyn_into::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    });
}

/// Up and Down in the list step the line as Left and Right do.
fn step_with_up_and_down(state: AppState, event: &leptos::ev::KeyboardEvent) {
    let step: isize = match event.key().as_str() {
        "ArrowUp" => -1,
        "ArrowDown" => 1,
        _ => return,
    };
    event.prevent_default();
    state.update(|s| s.go_to(s.cursor.saturating_add_signed(step)));
}

/// The history of the reader's changes to the line, and whether the next
/// change seen is Undo's own (not to be recorded as a change).
#[derive(Clone, Copy)]
struct UndoState {
    history: RwSignal<LineHistory>,
    undoing: StoredValue<bool>,
}

/// Keeps the history of the reader's changes to the line, wherever they are
/// made (a board, the notice, a line chosen).
fn line_history(state: AppState) -> UndoState {
    let undo = UndoState {
        history: RwSignal::new(LineHistory::default()),
        undoing: StoredValue::new(false),
    };
    Effect::new(move |before: Option<Study>| {
        let now = state.study.get();
        if let Some(before) = before {
            let changed = before.tokens != now.tokens || before.scenario != now.scenario;
            if changed && !undo.undoing.get_value() {
                undo.history.update(|h| h.record(&before, &now));
            }
            undo.undoing.set_value(false);
        }
        now
    });
    undo
}

/// Undo: the line as it was before the reader's last change, the reader
/// where they stood.
fn take_back(state: AppState, undo: UndoState) {
    let mut study = state.study.get_untracked();
    let mut history = undo.history.get_untracked();
    if history.undo(&mut study) {
        undo.undoing.set_value(true);
        undo.history.set(history);
        state.study.set(study);
    }
}

#[component]
pub fn MoveList() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Memos: each button and mark wakes only when its own value changes.
    let cursor = Memo::new(move |_| state.study.with(|s| s.cursor));
    let length = Memo::new(move |_| state.study.with(|s| s.tokens.len()));
    let notation = Memo::new(move |_| state.study.with(|s| s.notation));
    let flipped = Memo::new(move |_| state.study.with(|s| s.flipped));
    let cursor_memo = cursor;
    let cursor = move || cursor.get();
    let length = move || length.get();
    let notation = move || notation.get();
    let go = move |to: usize| state.update(|s| s.go_to(to));
    // The law of the notice (Laws of the Game 19) or of the demand to the
    // umpire (Counting Fifty Moves) on the first board that may give it.
    let notice_law = move || {
        let at = cursor();
        state.comparison.with(|c| {
            c.tracks.iter().find_map(|t| {
                let position = t.position_at(at).filter(|_| t.stop_at(at).is_none())?;
                position.clone().give_notice().ok()?;
                Some(
                    position
                        .rules()
                        .law_book
                        .cite(crate::core::RulePoint::Notice),
                )
            })
        })
    };
    let can_give_notice = move || notice_law().is_some();
    let give_notice = move |_| state.update(Study::give_notice);
    // The first board whose player to move may claim a draw at the shown
    // point (FIDE 9.2, 9.3), with the law of the claim.
    let claimable = move || {
        let at = cursor();
        state.comparison.with(|c| {
            c.tracks.iter().find_map(|t| {
                let game = t.game.as_ref().ok()?;
                if t.stop_at(at).is_some() || at > game.steps().len() {
                    return None;
                }
                let mut shown = game.clone();
                while shown.steps().len() > at {
                    shown.undo();
                }
                shown.claimable_draw().map(|(_, law)| law)
            })
        })
    };
    // Appends the token `claim`, as the notice button appends `notice`.
    let claim_draw = move |_| state.update(Study::claim_draw);
    let list = Memo::new(move |_| state.comparison.with(|c| entries(c, notation())));
    let list_ref = NodeRef::new();
    focus_follows_the_cursor(list_ref, cursor_memo);
    let undo = line_history(state);
    let history = undo.history;
    let set_aside = move || history.with(|h| state.study.with(|s| h.set_aside(s)));
    let any_refused = move || list.with(|l| l.iter().any(|e| !e.refused_under.is_empty()));

    view! {
        <section class="line" aria-label="Line of play">
            <div class="line-toolbar" role="toolbar" aria-label="Step through the line">
                <button type="button" aria-label="Go to the start" title="Start" prop:disabled=move || cursor() == 0 on:click=move |_| go(0)>
                    {icon("M5 5h3v14H5zM19 5l-10 7 10 7z")}
                </button>
                <button type="button" aria-label="Step back" title="Back" prop:disabled=move || cursor() == 0 on:click=move |_| go(cursor().saturating_sub(1))>
                    {icon("M17 5L6 12l11 7z")}
                </button>
                <button type="button" aria-label="Step forward" title="Forward" prop:disabled=move || { cursor() >= length() } on:click=move |_| go(cursor() + 1)>
                    {icon("M7 5l11 7-11 7z")}
                </button>
                <button type="button" aria-label="Go to the end" title="End" prop:disabled=move || { cursor() >= length() } on:click=move |_| go(length())>
                    {icon("M16 5h3v14h-3zM5 5l10 7-10 7z")}
                </button>
                <button
                    type="button"
                    class="text-button"
                    title="Take back your last change to the line"
                    prop:disabled=move || !history.with(LineHistory::can_undo)
                    on:click=move |_| take_back(state, undo)
                >
                    "Undo"
                </button>
                <button type="button" class="text-button" aria-pressed=move || flipped.get().to_string() on:click=move |_| state.update(|s| s.flipped = !s.flipped)>
                    "Flip"
                </button>
            </div>
            <p class="keys-hint">"Keys: on a board, the arrows move over the squares and Enter or Space picks up a man and sets it down; elsewhere \u{2190} and \u{2192} step through the line, Home and End go to its ends."</p>
            <div class="notation-switch" role="group" aria-label="Notation">
                {notation_button(state, notation, Notation::Algebraic, "Algebraic (SAN)")}
                {notation_button(state, notation, Notation::Descriptive, "Descriptive (P-K4)")}
                {notation_button(state, notation, Notation::Words, "In words (P. to K. 4th)")}
            </div>
            <ol class="move-list" aria-label="Moves" node_ref=list_ref on:keydown=move |event| step_with_up_and_down(state, &event)>
                <Show when=move || list.with(Vec::is_empty)>
                    <li class="move-list-empty">"No moves yet: play on any board."</li>
                </Show>
                // Keyed by everything an entry shows: a move added to the
                // line adds one entry, the others stay as they are.
                <For each=move || list.get() key=Entry::clone let:entry>
                    {move_entry(entry, cursor_memo, state)}
                </For>
            </ol>
            <Show when=any_refused>
                <p class="move-legend"><span aria-hidden="true">"\u{2716}"</span>" a move some code refuses by its law (its verdict says which)"</p>
            </Show>
            <Show when=move || set_aside() != 0>
                <p class="line-note" role="status">
                    {move || format!("Your move started a new line: the {} it would have replaced {} kept below, under \u{201c}Other lines\u{201d}.", plural_moves(set_aside()), if set_aside() == 1 { "is" } else { "are" })}
                </p>
            </Show>
            <KeptLines />
            <Show when=can_give_notice>
                <button type="button" class="text-button notice-button" on:click=give_notice>
                    {move || match notice_law().flatten() {
                        Some(law) => format!("Give notice to count fifty moves ({law})"),
                        None => "Give notice to count fifty moves".to_string(),
                    }}
                </button>
            </Show>
            <Show when=move || claimable().is_some()>
                <button type="button" class="text-button claim-button" on:click=claim_draw>
                    {move || match claimable().flatten() {
                        Some(law) => format!("Claim a draw ({law})"),
                        None => "Claim a draw".to_string(),
                    }}
                </button>
            </Show>
        </section>
    }
}
