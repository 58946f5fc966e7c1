//! One board of a comparison: the code's name and what it changes, the
//! board at the current point of the line, and its verdict beneath.

use crate::board_markup::verdict::verdict_markup;
use crate::components::app::AppState;
use crate::components::board::Board;
use crate::components::study::figure_tabs::{panel_id, tab_id, FigureTabs};
use crate::core::{Code, Move, Position, RuleSet, Step};
use crate::markup::markup;
use crate::study::address::Address;
use crate::study::{code_changes, BoardRules};
use leptos::prelude::*;

/// What the board's rules change from Modern, each with its law, and, for
/// a named code, where its rules come from: as markup.
fn changes_markup(rules: BoardRules) -> Signal<String> {
    match rules {
        BoardRules::Code(code) => code_notes(code),
        BoardRules::Custom(rules) => Signal::stored(
            markup!(
                "<ul><li>Switches set by hand: {}</li></ul>",
                crate::study::link::rules_id(&rules)
            )
            .into_string(),
        ),
    }
}

/// A named code's notes as markup: at once in the full bundle, and in a
/// page rendered at build time.
#[cfg(any(feature = "full", feature = "render"))]
fn code_notes(code: Code) -> Signal<String> {
    Signal::stored(code_changes::markup(code))
}

/// A named code's notes as markup: fetched when first shown in the first
/// bundle (`study::code_changes`) and kept for the visit, a short message
/// in their place until then or if they cannot be had.
#[cfg(not(any(feature = "full", feature = "render")))]
fn code_notes(code: Code) -> Signal<String> {
    crate::components::study::fetched::fetched(
        code_changes::address(code),
        String::from("<p>\u{2026}</p>"),
        |markup| {
            // A host that answers a missing file with its home page must
            // not have that page shown as the notes.
            if markup.starts_with(code_changes::OPENING) {
                Ok(markup.to_string())
            } else {
                Err("the file is not this code's notes".to_string())
            }
        },
        not_loaded,
    )
}

#[cfg(not(any(feature = "full", feature = "render")))]
fn not_loaded(why: &str) -> String {
    markup!(
        "<p class=\"failed\">What this code changes could not be loaded ({}). Reload the page to try again.</p>",
        why
    )
    .into_string()
}

/// The way from a named code's notes to its own page (`codes/<id>/`).
fn code_page_link(rules: &BoardRules) -> Option<impl IntoView> {
    let BoardRules::Code(code) = rules else {
        return None;
    };
    let href = crate::components::persistence::href(&Address::Code(*code).to_query());
    Some(view! {
        <p class="code-page-way">
            <a href=href>"This code\u{2019}s page"</a>
        </p>
    })
}

#[component]
pub fn CompareBoard(index: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    // Memos: a move or a step changes the study, and only what it changes
    // should reach this board's view.
    let cursor = Memo::new(move |_| state.study.with(|s| s.cursor));
    let cursor = move || cursor.get();
    let rules = Memo::new(move |_| state.study.with(|s| s.boards.get(index).cloned()));
    let rules = move || rules.get();
    let position = Memo::new(move |_| {
        let at = cursor();
        state
            .comparison
            .with(|c| c.tracks.get(index).and_then(|t| t.position_at(at).cloned()))
    });
    let shown = Memo::new(move |_| {
        position
            .get()
            .unwrap_or_else(|| Position::start(RuleSet::modern()))
    });
    let last_move = Memo::new(move |_| {
        let at = cursor();
        state
            .comparison
            .with(|c| match c.tracks.get(index)?.last_step_at(at)? {
                Step::Move(m) => Some(m),
                Step::Notice | Step::Claim => None,
            })
    });
    let verdict = Memo::new(move |_| {
        let at = cursor();
        state
            .comparison
            .with(|c| c.tracks.get(index).map(|t| t.verdict_at(at)))
    });
    let name = Memo::new(move |_| rules().map_or("", |r| r.name()));
    let name = move || name.get();
    let play = Callback::new(move |chosen: Move| {
        // The comparison is read in place (not cloned: it holds every
        // position of every board), then the study changed once.
        let mut study = state.study.get_untracked();
        let played = state
            .comparison
            .with_untracked(|comparison| study.play(comparison, index, &chosen));
        if played {
            state.study.set(study);
        }
    });
    let flipped = Memo::new(move |_| state.study.with(|s| s.flipped));
    let opened = RwSignal::new(false);
    // Opened once, the notes follow the board's code: a named code's are
    // fetched in the first bundle (and kept for the visit), and the panel
    // is written again when they arrive. The memo asks for them once per
    // code, not again when they arrive (or fail to).
    let notes = Memo::new(move |_| {
        if opened.get() {
            rules().map(changes_markup)
        } else {
            None
        }
    });
    let changes = move || notes.get().map(|n| n.get()).unwrap_or_default();
    // Where the boards are tabs, this board is one tab's panel: its
    // attributes are set by one effect (three reactive attributes were
    // three times the code).
    let panel = NodeRef::<leptos::html::Div>::new();
    if let Some(tabs) = use_context::<FigureTabs>() {
        Effect::new(move |_| {
            let tabbed = tabs.tabbed.get();
            let hidden = tabs.hides(index);
            if let Some(panel) = panel.get() {
                let _ = if tabbed {
                    panel
                        .set_attribute("role", "tabpanel")
                        .and_then(|()| panel.set_attribute("aria-labelledby", &tab_id(index)))
                } else {
                    panel
                        .remove_attribute("role")
                        .and_then(|()| panel.remove_attribute("aria-labelledby"))
                };
                let _ = panel.toggle_attribute_with_force("hidden", hidden);
            }
        });
    }

    view! {
        <div class="board-panel" id=panel_id(index) node_ref=panel>
        <section class="compare-board" aria-label=move || format!("Board under {}", name())>
            <header class="compare-board-header">
                <h3>{name}</h3>
            </header>
            <Show
                when=move || position.with(Option::is_some)
                fallback=|| view! { <div class="board-missing" aria-hidden="true"></div> }
            >
                {or_umpire(index, move || view! {
                    <Board
                        position=shown
                        on_move=play
                        last_move=last_move
                        flipped=flipped
                        view_only=state.embed.view_only
                        label=format!("{}: chess board", name())
                        on_announce=Callback::new(move |text: String| state.announcement.set(text))
                        figure=crate::components::study::figure_panel::board_figure(state, index)
                    />
                }.into_any())}
            </Show>
            <div class="verdict-box" inner_html=move || verdict.with(|v| verdict_markup(v.as_ref()).into_string())></div>
            {endgame(index, position, play)}
            // Beneath the board, so that opening it never moves the board
            // out of line with the others.
            // Its contents are built when it is first opened: most readers
            // never open it, and the page should not wait for it.
            <details
                class="code-changes"
                on:toggle=move |_| {
                    if !opened.get_untracked() {
                        opened.set(true);
                    }
                }
            >
                <summary>"What this code changes"</summary>
                <div class="code-changes-body" inner_html=changes></div>
                {move || rules().and_then(|rules| code_page_link(&rules))}
            </details>
        </section>
        </div>
    }
}

/// The board, or in its place the umpire's table while it is on.
#[cfg(feature = "full")]
fn or_umpire(index: usize, board: impl Fn() -> AnyView + Send + Sync + 'static) -> impl IntoView {
    use crate::components::tools::umpire_panel::{UmpireBoard, UmpireTable};
    let on = use_context::<UmpireTable>().map(|t| t.on);
    view! {
        <Show when=move || !on.is_some_and(|on| on.get()) fallback=move || view! { <UmpireBoard index=index /> }>
            {board()}
        </Show>
    }
}

#[cfg(not(feature = "full"))]
fn or_umpire(_index: usize, board: impl Fn() -> AnyView) -> impl IntoView {
    board()
}

#[cfg(feature = "full")]
fn endgame(index: usize, position: Memo<Option<Position>>, play: Callback<Move>) -> impl IntoView {
    view! { <crate::components::tools::endgame_panel::EndgamePanel index=index position=position play=play /> }
}

#[cfg(not(feature = "full"))]
fn endgame(
    _index: usize,
    position: Memo<Option<Position>>,
    _play: Callback<Move>,
) -> impl IntoView {
    view! { <crate::components::bundle::EndgameStandIn position=position /> }
}
