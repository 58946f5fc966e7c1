//! The line of play: moves in SAN or in the descriptive notation of the
//! sources, with step back and forward, start, end, undo (of the reader's
//! last change to the line, see [`LineHistory`]), flip, and the notice to
//! count fifty moves where a code allows it.
//!
//! Written as markup and patched, as the board's squares are: the panel is
//! written once from what it shows ([`LineLook`], worked out from the
//! study in plain Rust), and one effect works out the look again on every
//! change and patches only the parts that differ. Clicks are caught by the
//! panel and read off the button's `data-` attributes. Built from Leptos's
//! views, with some thirty reactive parts, the panel was about 19 KB of the
//! first download (gzipped), nearly all of it view code generated for
//! those parts; written so, it is a few.

use crate::components::app::AppState;
use crate::core::{Book, Color, Law};
use crate::markup::{markup, set_markup, Markup};
use crate::study::history::LineHistory;
use crate::study::kept_lines::KeptLine;
use crate::study::{Comparison, Notation, Study};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;

/// One move of the list, ready to render.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Everything the panel shows that can change.
#[derive(Clone, Debug, PartialEq, Eq)]
struct LineLook {
    /// How many moves of the line are shown as played.
    cursor: usize,
    /// Start, Back, Forward, End and Undo, each whether it is disabled.
    disabled: [bool; 5],
    flipped: bool,
    notation: Notation,
    entries: Vec<Entry>,
    /// The markup of the parts beneath the list, in [`PARTS`]' order.
    parts: [Markup; 5],
}

impl LineLook {
    fn of(
        study: &Study,
        comparison: &Comparison,
        history: &LineHistory,
        entries: &[Entry],
    ) -> LineLook {
        let at = study.cursor;
        let at_end = at >= study.tokens.len();
        let refused = entries.iter().any(|e| !e.refused_under.is_empty());
        LineLook {
            cursor: at,
            disabled: [at == 0, at == 0, at_end, at_end, !history.can_undo()],
            flipped: study.flipped,
            notation: study.notation,
            entries: entries.to_vec(),
            parts: [
                legend_markup(refused),
                set_aside_markup(history.set_aside(study)),
                kept_lines_markup(&study.kept_line_previews()),
                notice_markup(comparison, at),
                claim_markup(comparison, at),
            ],
        }
    }
}

/// The step buttons and Undo, in [`LineLook::disabled`]'s order: what each
/// does (`data-go`), its name, its title and, for the steps, its icon.
const CONTROLS: [(&str, &str, &str, Option<&str>); 5] = [
    (
        "start",
        "Go to the start",
        "Start",
        Some("M5 5h3v14H5zM19 5l-10 7 10 7z"),
    ),
    ("back", "Step back", "Back", Some("M17 5L6 12l11 7z")),
    (
        "forward",
        "Step forward",
        "Forward",
        Some("M7 5l11 7-11 7z"),
    ),
    (
        "end",
        "Go to the end",
        "End",
        Some("M16 5h3v14h-3zM5 5l10 7-10 7z"),
    ),
    (
        "undo",
        "Undo",
        "Take back your last change to the line",
        None,
    ),
];

/// The notation switch's buttons, by `data-notation`.
const NOTATIONS: [(Notation, &str); 3] = [
    (Notation::Algebraic, "Algebraic (SAN)"),
    (Notation::Descriptive, "Descriptive (P-K4)"),
    (Notation::Words, "In words (P. to K. 4th)"),
];

/// The parts beneath the list, each in a box of its own (`data-part`) that
/// takes no room itself, so that each is written again only when it
/// changes (a button the reader is on is not replaced by another's change).
const PARTS: [&str; 5] = ["legend", "set-aside", "kept", "notice", "claim"];

const KEYS_HINT: &str = "Keys: on a board, the arrows move over the squares and Enter or Space picks up a man and sets it down; elsewhere \u{2190} and \u{2192} step through the line, Home and End go to its ends.";

/// The whole panel as `look` shows it.
fn panel_markup(look: &LineLook) -> Markup {
    let mut html = Markup::with_capacity(4096);
    markup!(
        into html,
        r#"<div class="line-toolbar" role="toolbar" aria-label="Step through the line">"#
    );
    for ((go, name, title, icon), disabled) in CONTROLS.iter().zip(look.disabled) {
        let disabled = if disabled { " disabled" } else { "" };
        match icon {
            // A small drawn icon: fonts on many systems lack the
            // media-control glyphs.
            Some(path) => markup!(
                into html,
                r#"<button type="button" data-go="{}" aria-label="{}" title="{}"{}><svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="{}"></path></svg></button>"#,
                go,
                name,
                title,
                disabled,
                path
            ),
            None => markup!(
                into html,
                r#"<button type="button" class="text-button" data-go="{}" title="{}"{}>{}</button>"#,
                go,
                title,
                disabled,
                name
            ),
        }
    }
    markup!(
        into html,
        r#"<button type="button" class="text-button" data-go="flip" aria-pressed="{}">Flip</button></div><p class="keys-hint">{}</p><div class="notation-switch" role="group" aria-label="Notation">"#,
        look.flipped,
        KEYS_HINT
    );
    for (index, (notation, label)) in NOTATIONS.iter().enumerate() {
        markup!(
            into html,
            r#"<button type="button" data-notation="{}" aria-pressed="{}">{}</button>"#,
            index,
            *notation == look.notation,
            label
        );
    }
    markup!(
        into html,
        r#"</div><ol class="move-list" aria-label="Moves">{}"#,
        moves_markup(&look.entries, look.cursor)
    );
    // The notes beneath the list share one box: in an article's figure it
    // is a row of fixed height, so that a note coming or going at a step
    // never changes the figure's height.
    markup!(into html, r#"</ol><div class="line-notes">"#);
    for (name, part) in PARTS.iter().zip(&look.parts) {
        markup!(
            into html,
            r#"<div class="line-part" data-part="{}">{}</div>"#,
            name,
            part
        );
    }
    markup!(into html, "</div>");
    html
}

/// The entries of the list, the move shown marked.
fn moves_markup(entries: &[Entry], cursor: usize) -> Markup {
    if entries.is_empty() {
        return markup!(r#"<li class="move-list-empty">No moves yet: play on any board.</li>"#);
    }
    let mut html = Markup::with_capacity(entries.len() * 120);
    for entry in entries {
        markup!(into html, r#"<li class="move-entry">"#);
        if let Some(number) = &entry.number {
            markup!(into html, r#"<span class="move-number">{}</span>"#, number);
        }
        let note = (!entry.refused_under.is_empty())
            .then(|| format!("Refused under {}", entry.refused_under.join(", ")));
        let (class, title) = match &note {
            Some(note) => (" refused", Some(markup!(r#" title="{}""#, note))),
            None => ("", None),
        };
        markup!(
            into html,
            r#"<button type="button" class="move{}" data-index="{}"{}{}>{}"#,
            class,
            entry.index,
            title,
            cursor_marks(cursor, entry.index),
            entry.text
        );
        if let Some(note) = note {
            markup!(into html, r#"<span class="sr-only"> ({})</span>"#, note);
        }
        markup!(into html, "</button></li>");
    }
    html
}

/// The list is one tab stop (a roving tabindex): the move shown, or the
/// first move when the line is shown at its start.
fn is_tab_stop(cursor: usize, index: usize) -> bool {
    is_current(cursor, index) || (cursor == 0 && index == 0)
}

/// The move shown is the current step.
fn is_current(cursor: usize, index: usize) -> bool {
    cursor == index + 1
}

/// The attributes that follow the move shown.
fn cursor_marks(cursor: usize, index: usize) -> Markup {
    let tab = if is_tab_stop(cursor, index) {
        "0"
    } else {
        "-1"
    };
    let current = is_current(cursor, index).then(|| markup!(r#" aria-current="step""#));
    markup!(r#" tabindex="{}"{}"#, tab, current)
}

fn legend_markup(any_refused: bool) -> Markup {
    if !any_refused {
        return Markup::default();
    }
    markup!("<p class=\"move-legend\"><span aria-hidden=\"true\">\u{2716}</span> a move some code refuses by its law (its verdict says which)</p>")
}

/// "1 move", "3 moves".
fn plural_moves(count: usize) -> String {
    if count == 1 {
        "1 move".to_string()
    } else {
        format!("{count} moves")
    }
}

/// The note that the reader's move set moves aside.
fn set_aside_markup(count: usize) -> Markup {
    if count == 0 {
        return Markup::default();
    }
    let verb = if count == 1 { "is" } else { "are" };
    markup!(
        "<p class=\"line-note\" role=\"status\">Your move started a new line: the {} it would have replaced {} kept below, under \u{201c}Other lines\u{201d}.</p>",
        plural_moves(count),
        verb
    )
}

/// The lines set aside by a change mid-line, each one click from the
/// boards (the line shown is then kept in its place).
fn kept_lines_markup(kept: &[KeptLine]) -> Markup {
    if kept.is_empty() {
        return Markup::default();
    }
    let mut html =
        markup!(r#"<div class="kept-lines"><h3 class="kept-lines-title">Other lines</h3><ul>"#);
    for line in kept {
        markup!(
            into html,
            r#"<li><button type="button" class="text-button kept-line" data-kept="{}" aria-label="Show the line {}">{}</button></li>"#,
            line.index,
            line.preview,
            line.preview
        );
    }
    markup!(into html, "</ul></div>");
    html
}

/// A button that adds a step to the line, with its law where it has one;
/// nothing where no board may take the step (`offered` is `None`).
fn law_button(class: &str, go: &str, words: &str, offered: Option<Option<Law>>) -> Markup {
    let Some(law) = offered else {
        return Markup::default();
    };
    let words = match law {
        Some(law) => format!("{words} ({law})"),
        None => words.to_string(),
    };
    markup!(
        r#"<button type="button" class="text-button {}" data-go="{}">{}</button>"#,
        class,
        go,
        words
    )
}

/// The notice to count fifty moves, where a board may give it. Under the
/// umpire code the step is a demand for the umpire's judgment (section
/// Counting Fifty Moves), not a notice the adversary gives, and is named
/// so.
fn notice_markup(comparison: &Comparison, at: usize) -> Markup {
    let offered = comparison.notice_at(at);
    let words = match offered {
        Some(Some(law)) if law.book == Book::UmpireCode => {
            "Demand the umpire's judgment: drawn after fifty more moves"
        }
        _ => "Give notice to count fifty moves",
    };
    law_button("notice-button", "notice", words, offered)
}

/// The claim of a draw, where a board's player to move may make it.
fn claim_markup(comparison: &Comparison, at: usize) -> Markup {
    law_button(
        "claim-button",
        "claim",
        "Claim a draw",
        comparison.claim_at(at),
    )
}

/// Brings the panel from the `shown` look to `now`, touching only what
/// differs.
fn patch(panel: &web_sys::Element, shown: &LineLook, now: &LineLook) {
    let find = |selector: &str| panel.query_selector(selector).ok().flatten();
    for ((go, ..), (was, is)) in CONTROLS.iter().zip(shown.disabled.iter().zip(now.disabled)) {
        if *was != is {
            if let Some(button) = find(&format!("[data-go='{go}']")) {
                let _ = button.toggle_attribute_with_force("disabled", is);
            }
        }
    }
    if shown.flipped != now.flipped {
        if let Some(button) = find("[data-go='flip']") {
            let _ = button.set_attribute("aria-pressed", &now.flipped.to_string());
        }
    }
    if shown.notation != now.notation {
        for (index, (notation, _)) in NOTATIONS.iter().enumerate() {
            if let Some(button) = find(&format!("[data-notation='{index}']")) {
                let pressed = *notation == now.notation;
                let _ = button.set_attribute("aria-pressed", &pressed.to_string());
            }
        }
    }
    if let Some(list) = find(".move-list") {
        patch_moves(&list, shown, now);
    }
    for ((name, was), is) in PARTS.iter().zip(&shown.parts).zip(&now.parts) {
        if was != is {
            if let Some(part) = find(&format!("[data-part='{name}']")) {
                set_markup(&part, is);
            }
        }
    }
}

/// The list written again when its moves changed; otherwise only the marks
/// of the move shown before and now (and of the first, the tab stop at the
/// start) moved.
fn patch_moves(list: &web_sys::Element, shown: &LineLook, now: &LineLook) {
    if shown.entries != now.entries {
        set_markup(list, &moves_markup(&now.entries, now.cursor));
        return;
    }
    if shown.cursor == now.cursor {
        return;
    }
    let touched = [
        shown.cursor.checked_sub(1),
        now.cursor.checked_sub(1),
        Some(0),
    ];
    for index in touched.into_iter().flatten() {
        let Ok(Some(button)) = list.query_selector(&format!("button[data-index='{index}']")) else {
            continue;
        };
        let tab = if is_tab_stop(now.cursor, index) {
            "0"
        } else {
            "-1"
        };
        let _ = button.set_attribute("tabindex", tab);
        let _ = if is_current(now.cursor, index) {
            button.set_attribute("aria-current", "step")
        } else {
            button.remove_attribute("aria-current")
        };
    }
}

/// A click on one of the panel's buttons, read off its `data-` attributes.
fn click(state: AppState, undo: UndoState, event: &web_sys::Event) {
    let Some(button) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("button").ok().flatten())
    else {
        return;
    };
    let number = |name: &str| button.get_attribute(name)?.parse::<usize>().ok();
    if let Some(index) = number("data-index") {
        state.update(|s| s.go_to(index + 1));
    } else if let Some(index) = number("data-kept") {
        state.update(|s| {
            s.bring_back_kept_line(index);
        });
    } else if let Some((notation, _)) = number("data-notation").and_then(|i| NOTATIONS.get(i)) {
        state.update(|s| s.notation = *notation);
    } else if let Some(go) = button.get_attribute("data-go") {
        act(state, undo, &go);
    }
}

/// What a control named by its `data-go` does.
fn act(state: AppState, undo: UndoState, go: &str) {
    match go {
        "start" => state.update(|s| s.go_to(0)),
        "back" => state.update(|s| s.go_to(s.cursor.saturating_sub(1))),
        "forward" => state.update(|s| s.go_to(s.cursor + 1)),
        "end" => state.update(|s| s.go_to(s.tokens.len())),
        "undo" => take_back(state, undo),
        "flip" => state.update(|s| s.flipped = !s.flipped),
        "notice" => state.update(Study::give_notice),
        "claim" => state.update(Study::claim_draw),
        _ => {}
    }
}

/// After each step along the line, on the next frame (once the list is
/// drawn), runs `act` on the list and the button of the move shown, if the
/// panel is still there (the reader may have left the study: a disposed
/// node reference must not be read).
fn on_each_step(
    panel: NodeRef<leptos::html::Section>,
    cursor: Memo<usize>,
    act: impl Fn(&web_sys::Element, web_sys::HtmlElement) + Copy + 'static,
) {
    Effect::new(move |_| {
        let at = cursor.get();
        crate::browser::before_next_frame(move || {
            let Some(panel) = panel.try_get_untracked().flatten() else {
                return;
            };
            let Ok(Some(list)) = panel.query_selector(".move-list") else {
                return;
            };
            let selector = format!("button[data-index='{}']", at.saturating_sub(1));
            let button = list
                .query_selector(&selector)
                .ok()
                .flatten()
                .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(button) = button {
                act(&list, button);
            }
        });
    });
}

/// While the reader keys in the list, the focus follows the move shown
/// (the arrow keys step the line, see `study_view.rs`; Up and Down too).
fn focus_follows_the_cursor(panel: NodeRef<leptos::html::Section>, cursor: Memo<usize>) {
    on_each_step(panel, cursor, |list, button| {
        let focused = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element());
        if focused.is_some_and(|el| list.contains(Some(&el))) {
            let _ = button.focus();
        }
    });
}

/// In an article's figure the list is one row that scrolls sideways (its
/// height never changes): the move shown is kept in sight in it. The row
/// is scrolled itself, not by `scrollIntoView`, which would scroll the
/// article too.
fn keep_the_move_shown_in_sight(panel: NodeRef<leptos::html::Section>, cursor: Memo<usize>) {
    on_each_step(panel, cursor, |list, button| {
        set_in_the_middle(list.clone(), button, FRAMES_TO_BE_SHOWN);
    });
}

/// How many frames a row built apart from the page (to take over a page as
/// built, `prerendered.rs`) is waited for: about ten seconds.
const FRAMES_TO_BE_SHOWN: u32 = 600;

/// Sets `button` in the middle of the row `list`, once the row is in the
/// page: a row built apart has no width to scroll by yet.
fn set_in_the_middle(list: web_sys::Element, button: web_sys::HtmlElement, frames_left: u32) {
    if !list.is_connected() {
        if frames_left > 0 {
            crate::browser::before_next_frame(move || {
                set_in_the_middle(list, button, frames_left - 1)
            });
        }
        return;
    }
    if list.scroll_width() <= list.client_width() {
        return;
    }
    // The list is the button's offset parent (positioned in the
    // stylesheet): the move is set in the middle of the row.
    let middle = button.offset_left() + button.offset_width() / 2;
    list.set_scroll_left(middle - list.client_width() / 2);
}

/// Up and Down in the list step the line as Left and Right do.
fn step_with_up_and_down(state: AppState, event: &web_sys::KeyboardEvent) {
    let in_list = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.closest(".move-list").ok().flatten().is_some());
    let step: isize = match event.key().as_str() {
        "ArrowUp" if in_list => -1,
        "ArrowDown" if in_list => 1,
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
/// made (a board, the notice, a line chosen), from the moves played on the
/// page before the live app took it over.
fn line_history(state: AppState) -> UndoState {
    let before = crate::components::prerendered::changes_handed_over();
    let history = state
        .study
        .with_untracked(|study| LineHistory::handed_over(&before, study));
    let undo = UndoState {
        history: RwSignal::new(history),
        undoing: StoredValue::new(false),
    };
    LINE_NOW.with(|line| line.set(Some((undo.history, state.study))));
    Effect::new(move |before: Option<Study>| {
        let now = state.study.get();
        if let Some(changes) = HANDED_OVER_WITH_THE_NEXT_LINE.with_borrow_mut(Option::take) {
            // (A line drawn and taken down at once may run here last.)
            let _ = undo
                .history
                .try_set(LineHistory::handed_over(&changes, &now));
        } else if let Some(before) = before {
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

thread_local! {
    /// The reader's changes handed over for the line the study takes next
    /// (see [`hand_over_with_the_next_line`]).
    static HANDED_OVER_WITH_THE_NEXT_LINE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Makes `changes` (as [`LineHistory::hand_over`] writes them) the history
/// of the line the study takes next, instead of recording that change as
/// the reader's: the live app, attached to a copy of the page as built,
/// then takes the line the island played to, and Undo takes back the
/// island's moves one by one.
pub fn hand_over_with_the_next_line(changes: String) {
    HANDED_OVER_WITH_THE_NEXT_LINE.with(|next| *next.borrow_mut() = Some(changes));
}

thread_local! {
    /// The line of play drawn last: its history and its study, handed to
    /// the full bundle when the first one hands over
    /// ([`changes_to_hand_over`]).
    static LINE_NOW: Cell<Option<(RwSignal<LineHistory>, RwSignal<Study>)>> =
        const { Cell::new(None) };
}

/// The reader's changes to the line drawn last, as
/// [`LineHistory::hand_over`] writes them; empty if there is none.
pub fn changes_to_hand_over() -> String {
    LINE_NOW
        .with(Cell::get)
        .and_then(|(history, study)| {
            let study = study.try_get_untracked()?;
            history.try_with_untracked(|history| history.hand_over(&study))
        })
        .unwrap_or_default()
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
    let cursor = Memo::new(move |_| state.study.with(|s| s.cursor));
    // The moves are written anew only when the line or the notation
    // changes (each is worked out from its position), not at every step.
    let notation = Memo::new(move |_| state.study.with(|s| s.notation));
    let list = Memo::new(move |_| state.comparison.with(|c| entries(c, notation.get())));
    let undo = line_history(state);
    let history = undo.history;
    let look = move || {
        list.with(|list| {
            state.study.with(|study| {
                state
                    .comparison
                    .with(|c| history.with(|h| LineLook::of(study, c, h, list)))
            })
        })
    };
    let panel = NodeRef::<leptos::html::Section>::new();
    let shown = StoredValue::new(untrack(look));
    let first = shown.with_value(panel_markup).into_string();
    Effect::new(move |_| {
        let now = look();
        if let Some(panel) = panel.get_untracked() {
            shown.with_value(|shown| patch(&panel, shown, &now));
        }
        shown.set_value(now);
    });
    focus_follows_the_cursor(panel, cursor);
    if state.embed.embed {
        keep_the_move_shown_in_sight(panel, cursor);
    }

    view! {
        <section
            class="line"
            aria-label="Line of play"
            node_ref=panel
            on:click=move |event| click(state, undo, &event)
            on:keydown=move |event| step_with_up_and_down(state, &event)
            inner_html=first
        ></section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::Study;

    fn entry(index: usize, number: Option<&str>, text: &str, refused: &[&'static str]) -> Entry {
        Entry {
            index,
            number: number.map(str::to_string),
            text: text.to_string(),
            refused_under: refused.to_vec(),
        }
    }

    fn look_of(study: &Study) -> LineLook {
        let comparison = Comparison::build(&study.start, &study.boards, &study.tokens);
        let list = entries(&comparison, study.notation);
        LineLook::of(study, &comparison, &LineHistory::default(), &list)
    }

    #[test]
    fn the_list_is_one_tab_stop_on_the_move_shown() {
        let list = [entry(0, Some("1."), "e4", &[]), entry(1, None, "e5", &[])];
        let at_start = moves_markup(&list, 0);
        assert_eq!(at_start.matches(r#"tabindex="0""#).count(), 1);
        assert!(at_start.contains(r#"data-index="0" tabindex="0">e4"#));
        assert!(!at_start.contains("aria-current"));
        let after_e5 = moves_markup(&list, 2);
        assert!(after_e5.contains(r#"data-index="1" tabindex="0" aria-current="step">e5"#));
        assert!(after_e5.contains(r#"data-index="0" tabindex="-1">e4"#));
        assert!(moves_markup(&[], 0).contains("No moves yet"));
    }

    #[test]
    fn a_refused_move_is_marked_and_named_in_words() {
        let html = moves_markup(&[entry(4, None, "exd6", &["Italy", "Parsloe"])], 0);
        assert!(html.contains(
            r#"class="move refused" data-index="4" title="Refused under Italy, Parsloe""#
        ));
        assert!(html.contains(r#"<span class="sr-only"> (Refused under Italy, Parsloe)</span>"#));
    }

    #[test]
    fn text_from_the_line_is_escaped() {
        let html = moves_markup(&[entry(0, Some("1."), "K.'s <4th> & \"so\"", &[])], 1);
        assert!(html.contains("K.&#39;s &lt;4th&gt; &amp; &quot;so&quot;"));
    }

    #[test]
    fn the_panel_shows_the_study_and_its_controls() {
        let scenario = crate::scenarios::by_id("passar-battaglia").expect("a scenario of the app");
        let mut study = Study::for_scenario(scenario);
        study.go_to(0);
        let look = look_of(&study);
        assert_eq!(look.disabled, [true, true, false, false, true]);
        let html = panel_markup(&look);
        assert!(html
            .contains(r#"data-go="start" aria-label="Go to the start" title="Start" disabled>"#));
        assert!(html.contains(r#"data-go="end" aria-label="Go to the end" title="End"><svg"#));
        assert!(html.contains(r#"data-notation="0" aria-pressed="true">Algebraic (SAN)"#));
        assert_eq!(html.matches("data-index=").count(), study.tokens.len());
        assert_eq!(html.matches(r#"class="line-part""#).count(), PARTS.len());
        study.go_to(study.tokens.len());
        study.notation = Notation::Words;
        let end = look_of(&study);
        assert_eq!(end.disabled, [false, false, true, true, true]);
        assert!(panel_markup(&end).contains(r#"data-notation="2" aria-pressed="true">"#));
    }

    #[test]
    fn under_the_umpire_code_counting_fifty_moves_is_a_demand_for_the_umpires_judgment() {
        use crate::core::Code;
        use crate::study::{BoardRules, StartSpec};
        let start = StartSpec::Fen("4k3/8/8/3r4/8/8/8/2B1K2R w - - 0 1".to_string());
        let markup = |code: Code| {
            let comparison = Comparison::build(&start, &[BoardRules::Code(code)], &[]);
            notice_markup(&comparison, 0)
        };
        let umpire = markup(Code::UmpireCode);
        assert!(
            umpire.contains("Demand the umpire&#39;s judgment")
                && umpire.contains("section Counting Fifty Moves"),
            "{umpire}"
        );
        assert!(!umpire.contains("Give notice"));
        let lotg = markup(Code::LawsOfTheGame);
        assert!(lotg.contains("Give notice to count fifty moves (Laws of the Game, law 19)"));
    }

    #[test]
    fn the_notes_beneath_the_list_appear_only_when_they_apply() {
        assert_eq!(legend_markup(false).as_str(), "");
        assert!(legend_markup(true).contains("move-legend"));
        assert_eq!(set_aside_markup(0).as_str(), "");
        assert!(set_aside_markup(1).contains("the 1 move it would have replaced is kept"));
        assert!(set_aside_markup(3).contains("the 3 moves it would have replaced are kept"));
        assert_eq!(kept_lines_markup(&[]).as_str(), "");
        let kept = KeptLine {
            index: 2,
            shared: 1,
            preview: "1\u{2026} e5 2. Nf3".to_string(),
            length: 3,
        };
        let html = kept_lines_markup(&[kept]);
        assert!(html.contains(
            r#"data-kept="2" aria-label="Show the line 1… e5 2. Nf3">1… e5 2. Nf3</button>"#
        ));
    }
}
