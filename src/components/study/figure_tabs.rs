//! The codes as tabs, where the column is too narrow for the boards to stand
//! side by side with squares a finger can take (24 px at least, WCAG 2.5.8):
//! one board at a time, each tab naming its code and its verdict, so that
//! the comparison is still read at a glance.

use crate::components::app::AppState;
use crate::study::{Verdict, VerdictKind};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The smallest square, in CSS pixels, a board may be drawn with.
pub const SMALLEST_SQUARE: f64 = 24.0;

/// The width one board takes beside the others at its smallest: eight
/// squares, the rank column (1 rem) and the gap to the next board.
const BOARD_COLUMN: f64 = 8.0 * SMALLEST_SQUARE + 16.0 + 8.0;

/// The figure's own margins and a little to spare.
const FIGURE_MARGINS: f64 = 32.0;

/// Below this width, a page of two boards or more shows them as tabs.
pub const NARROW: f64 = 480.0;

/// The narrowest page, in CSS pixels, on which `boards` boards stand side
/// by side. An article's figure puts them all in one row, so it needs room
/// for each; the study's own page lets them wrap onto further rows, and
/// needs tabs only on a phone.
#[must_use]
pub fn side_by_side_from(boards: usize, embed: bool) -> f64 {
    if boards < 2 {
        return 0.0;
    }
    if !embed {
        return NARROW;
    }
    #[allow(clippy::cast_precision_loss)]
    let row = boards as f64 * BOARD_COLUMN + FIGURE_MARGINS;
    row.max(NARROW)
}

/// Whether the boards are shown as tabs, and which one is shown.
#[derive(Clone, Copy)]
pub struct FigureTabs {
    pub tabbed: Memo<bool>,
    pub selected: RwSignal<usize>,
}

impl FigureTabs {
    /// Whether board `index` is the one hidden behind another's tab.
    pub fn hides(self, index: usize) -> bool {
        self.tabbed.get() && self.selected.get() != index
    }
}

/// The width a page is drawn at off the web, at build time (the page's
/// style, not its markup, fits it to a narrower window until the app
/// comes).
const AS_BUILT_WIDTH: f64 = 1280.0;

/// The page's width, followed as the window (or the article's frame)
/// changes size.
fn page_width() -> ReadSignal<f64> {
    let now = || {
        crate::browser::window()
            .and_then(|w| w.inner_width().ok())
            .and_then(|w| w.as_f64())
            .unwrap_or(AS_BUILT_WIDTH)
    };
    // The page as built was drawn at the build's width: attaching to it,
    // the views start there and then follow the window.
    let hydrating = crate::components::prerendered::hydrating();
    let (width, set_width) = signal(if hydrating { AS_BUILT_WIDTH } else { now() });
    crate::components::prerendered::after_hydration(move || set_width.set(now()));
    crate::browser::listen_while_mounted(leptos::ev::resize, move |_| set_width.set(now()));
    width
}

/// The tabs' state for the study on screen, put in context for its boards.
pub fn provide_figure_tabs(embed: bool, boards: Memo<usize>) -> FigureTabs {
    let width = page_width();
    let tabbed = Memo::new(move |_| {
        let count = boards.get();
        width.get() < side_by_side_from(count, embed)
    });
    let tabs = FigureTabs {
        tabbed,
        selected: RwSignal::new(0),
    };
    // Fewer boards than before (other codes chosen): the tab shown must be
    // one of them.
    Effect::new(move |_| {
        let count = boards.get();
        if tabs.selected.get_untracked() >= count {
            tabs.selected.set(0);
        }
    });
    provide_context(tabs);
    tabs
}

/// The id of board `index`'s tab, and of its panel.
pub fn tab_id(index: usize) -> String {
    format!("figure-tab-{index}")
}

pub fn panel_id(index: usize) -> String {
    format!("figure-panel-{index}")
}

/// A mark for each kind of verdict, so that the kinds differ without colour.
fn verdict_mark(kind: VerdictKind) -> &'static str {
    match kind {
        VerdictKind::Playing => "\u{2192}",
        VerdictKind::Over => "\u{25a0}",
        VerdictKind::Refused => "\u{2716}",
        VerdictKind::NoStart | VerdictKind::Unreadable => "!",
    }
}

/// The tab chosen by a key: the arrows go round, Home and End to the ends.
fn tab_for_key(key: &str, now: usize, count: usize) -> Option<usize> {
    if count == 0 {
        return None;
    }
    match key {
        "ArrowRight" => Some((now + 1) % count),
        "ArrowLeft" => Some((now + count - 1) % count),
        "Home" => Some(0),
        "End" => Some(count - 1),
        _ => None,
    }
}

fn focus_tab(index: usize) {
    let tab = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&tab_id(index)))
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(tab) = tab {
        let _ = tab.focus();
    }
}

/// The tab list above the boards, shown only while they are tabbed: one
/// tab per board, its code's name and, beneath it, its verdict at this
/// point of the line (its mark and its short form; the full sentence, with
/// the law, is under the board). The chosen tab is the list's one tab stop.
#[component]
pub fn FigureTabList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let tabs = expect_context::<FigureTabs>();
    let count = Memo::new(move |_| state.study.with(|s| s.boards.len()));
    let keydown = move |event: web_sys::KeyboardEvent| {
        let now = tabs.selected.get_untracked();
        if let Some(to) = tab_for_key(&event.key(), now, count.get_untracked()) {
            event.prevent_default();
            tabs.selected.set(to);
            focus_tab(to);
        }
    };
    view! {
        <div
            class="figure-tabs"
            role="tablist"
            aria-label="Codes compared"
            hidden=move || !tabs.tabbed.get()
            on:keydown=keydown
        >
            <For each=move || 0..count.get() key=|index| *index let:index>
                <FigureTab index=index />
            </For>
        </div>
    }
}

/// Board `index`'s tab.
#[component]
fn FigureTab(index: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let tabs = expect_context::<FigureTabs>();
    let cursor = Memo::new(move |_| state.study.with(|s| s.cursor));
    let chosen = move || tabs.selected.get() == index;
    let name = move || {
        state
            .comparison
            .with(|c| c.tracks.get(index).map(|t| t.rules.name()))
    };
    let verdict = move || {
        let at = cursor.get();
        state
            .comparison
            .with(|c| c.tracks.get(index).map(|t| t.verdict_at(at)))
    };
    view! {
        <button
            type="button"
            role="tab"
            class="figure-tab"
            id=tab_id(index)
            aria-controls=panel_id(index)
            aria-selected=move || chosen().to_string()
            tabindex=move || if chosen() { "0" } else { "-1" }
            on:click=move |_| tabs.selected.set(index)
        >
            <span class="tab-name">{name}</span>
            {move || verdict().map(verdict_view)}
        </button>
    }
}

/// A tab's verdict: its mark, so that the kinds differ without colour, and
/// its short form.
fn verdict_view(verdict: Verdict) -> impl IntoView {
    view! {
        <span class=format!("tab-verdict tab-verdict-{}", verdict.kind.name())>
            <span aria-hidden="true">{verdict_mark(verdict.kind)}</span>
            " "
            {verdict.short}
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page as built shows the tabs where the live app will, while
    /// scripts run: the style sheet's widths for it are these. Without
    /// scripts, a figure stacks its boards below the phone's width.
    #[test]
    fn the_page_as_built_is_tabs_below_the_same_widths() {
        let sheet = include_str!("../../../style/main.css");
        let below_when = |width: f64, scripting: &str| {
            format!(
                "@media (max-width: {:.2}px) and (scripting: {scripting}) {{\n",
                width - 0.02
            )
        };
        let below = |width: f64| below_when(width, "enabled");
        let stacked = below_when(NARROW, "none")
            + "  .app.embed .study-boards:not([data-boards=\"1\"]) .boards-grid";
        assert!(sheet.contains(&stacked), "{stacked}");
        let phone =
            below(NARROW) + "  .app[data-prerendered] .study-boards:not([data-boards=\"1\"])";
        assert!(sheet.contains(&phone), "{phone}");
        for boards in 3..=4 {
            let figure = below(side_by_side_from(boards, true))
                + &format!(
                    "  .app.embed[data-prerendered] .study-boards[data-boards=\"{boards}\"]"
                );
            assert!(sheet.contains(&figure), "{figure}");
        }
        assert!((side_by_side_from(2, true) - NARROW).abs() < f64::EPSILON);
    }

    #[test]
    fn boards_stand_side_by_side_only_where_their_squares_keep_24_px() {
        assert!(side_by_side_from(1, true) < 1.0);
        assert!((side_by_side_from(2, true) - NARROW).abs() < f64::EPSILON);
        for boards in 2..=4 {
            let from = side_by_side_from(boards, true);
            #[allow(clippy::cast_precision_loss)]
            let column = (from - FIGURE_MARGINS) / boards as f64;
            assert!(
                (column - 24.0) / 8.0 >= SMALLEST_SQUARE,
                "{boards} boards from {from} px"
            );
        }
        // A figure of three codes in a 600 px column gets tabs.
        assert!(side_by_side_from(3, true) > 600.0);
        assert!((side_by_side_from(4, false) - NARROW).abs() < f64::EPSILON);
    }

    #[test]
    fn the_arrows_go_round_the_tabs() {
        assert_eq!(tab_for_key("ArrowRight", 2, 3), Some(0));
        assert_eq!(tab_for_key("ArrowLeft", 0, 3), Some(2));
        assert_eq!(tab_for_key("End", 0, 3), Some(2));
        assert_eq!(tab_for_key("Home", 2, 3), Some(0));
        assert_eq!(tab_for_key("Enter", 0, 3), None);
        assert_eq!(tab_for_key("ArrowRight", 0, 0), None);
    }
}
