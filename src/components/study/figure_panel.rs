//! The writer's figure on the study screen: the caption and the comment on
//! the move shown, in the figure's serif under the boards (embeds show
//! them too, view-only ones included), and the means to make them: the
//! Draw mode for touch, the choice of drawing on one board or on all, a
//! comment on the move shown, the caption's title and sentence. Every
//! value lives in the study (and so in its link); the fields only show it.

use crate::components::app::AppState;
use crate::components::board::shapes::BoardFigure;
use crate::study::diagram::point_of_line;
use crate::study::phrase::lower_first;
use crate::study::shapes::FigureFull;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The drawing choices shared by the boards of the study screen.
#[derive(Clone, Copy)]
pub struct FigureTools {
    /// A touch (or a left press) draws instead of moving.
    pub draw_mode: RwSignal<bool>,
    /// Shapes drawn go on every board, not only the one drawn on.
    pub every_board: RwSignal<bool>,
    /// Why the last edit was refused (the figure is full).
    pub message: RwSignal<Option<String>>,
}

impl FigureTools {
    pub fn new() -> FigureTools {
        FigureTools {
            draw_mode: RwSignal::new(false),
            every_board: RwSignal::new(false),
            message: RwSignal::new(None),
        }
    }

    fn said(&self, result: Result<(), FigureFull>) {
        let now = result.err().map(|full| full.to_string());
        if self.message.with_untracked(|m| *m != now) {
            self.message.set(now);
        }
    }
}

impl Default for FigureTools {
    fn default() -> Self {
        FigureTools::new()
    }
}

/// Board `index`'s figure: its shapes at the point shown (a memo, so the
/// overlay is written again only when they change), and drawing on it.
pub fn board_figure(state: AppState, index: usize) -> BoardFigure {
    let tools = use_context::<FigureTools>().unwrap_or_default();
    let shapes = Memo::new(move |_| {
        state.study.with(|s| {
            s.boards
                .get(index)
                .map(|board| s.figure.shapes_on(s.cursor, board))
                .unwrap_or_default()
        })
    });
    let on_draw = Callback::new(move |shape| {
        let mut result = Ok(());
        state.study.update(|s| {
            let board = if tools.every_board.get_untracked() {
                None
            } else {
                s.boards.get(index).cloned()
            };
            result = s.figure.toggle(s.cursor, board.as_ref(), shape).map(|_| ());
        });
        tools.said(result);
    });
    BoardFigure {
        shapes: shapes.into(),
        draw_mode: tools.draw_mode.into(),
        on_draw,
    }
}

/// The value of the input or text area an event came from.
fn field_value(event: &web_sys::Event) -> String {
    let Some(target) = event.target() else {
        return String::new();
    };
    if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        return input.value();
    }
    target
        .dyn_ref::<web_sys::HtmlTextAreaElement>()
        .map(web_sys::HtmlTextAreaElement::value)
        .unwrap_or_default()
}

#[component]
pub fn FigurePanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let tools = use_context::<FigureTools>().unwrap_or_default();
    // The writer draws and writes on the site's own page; an article's
    // figure shows what was drawn and written, in a box of its own size.
    let view_only = state.embed.view_only || state.embed.embed;
    let in_figure = state.embed.embed;
    let has_words = Memo::new(move |_| {
        state
            .study
            .with(|s| !s.figure.caption.is_empty() || !s.figure.comments.is_empty())
    });
    let caption = Memo::new(move |_| state.study.with(|s| s.figure.caption.clone()));
    let comment = Memo::new(move |_| {
        state
            .study
            .with(|s| s.figure.comment(s.cursor).map(str::to_string))
    });
    let point = move || {
        let at = state.study.with(|s| s.cursor);
        let notation = state.study.with(|s| s.notation);
        state.comparison.with(|c| point_of_line(c, at, notation))
    };
    let shown = move || {
        let caption = caption.get();
        let title = (!caption.title.is_empty()).then(|| {
            view! { <strong class="figure-title">{caption.title.clone()}</strong> }
        });
        let sentence = (!caption.sentence.is_empty())
            .then(|| view! { <span class="figure-sentence">{caption.sentence.clone()}</span> });
        let words = comment
            .get()
            .map(|c| view! { <p class="figure-comment"><span class="figure-point">{point()}": "</span>{c}</p> });
        let reserved = in_figure && has_words.get();
        (reserved || !caption.is_empty() || words.is_some()).then(|| {
            view! {
                // In a figure the words' box scrolls when they are longer
                // than it: the keyboard must reach it too.
                <div
                    class="figure-words"
                    tabindex=in_figure.then_some("0")
                    role=in_figure.then_some("region")
                    aria-label=in_figure.then_some("The figure's caption and comment")
                >
                    {(!caption.is_empty()).then(|| view! { <p class="figure-caption">{title}" "{sentence}</p> })}
                    {words}
                </div>
            }
        })
    };
    let set_comment = move |event: web_sys::Event| {
        let text = field_value(&event);
        let mut result = Ok(());
        state
            .study
            .update(|s| result = s.figure.set_comment(s.cursor, &text));
        tools.said(result);
    };
    let set_title = move |event: web_sys::Event| {
        let title = field_value(&event);
        let mut result = Ok(());
        state.study.update(|s| {
            let sentence = s.figure.caption.sentence.clone();
            result = s.figure.set_caption(&title, &sentence);
        });
        tools.said(result);
    };
    let set_sentence = move |event: web_sys::Event| {
        let sentence = field_value(&event);
        let mut result = Ok(());
        state.study.update(|s| {
            let title = s.figure.caption.title.clone();
            result = s.figure.set_caption(&title, &sentence);
        });
        tools.said(result);
    };
    let tools_view = (!view_only).then(|| {
        view! {
            <div class="figure-tools">
                <button
                    type="button"
                    class="figure-draw"
                    aria-pressed=move || if tools.draw_mode.get() { "true" } else { "false" }
                    title="Draw arrows and marks with a touch or a left press instead of moving"
                    on:click=move |_| tools.draw_mode.update(|on| *on = !*on)
                >
                    "Draw"
                </button>
                <label class="figure-scope">
                    <input
                        type="checkbox"
                        prop:checked=move || tools.every_board.get()
                        on:change=move |_| tools.every_board.update(|on| *on = !*on)
                    />
                    " Draw on every board"
                </label>
                <details class="figure-edit">
                    <summary>"Comment and caption"</summary>
                    <p class="figure-help">
                        "Arrows: right-drag (or Draw, then drag). Marks: right-click (or Draw, then tap). \
                         Keyboard: A on two squares, M to mark. Shift red, Alt blue, both yellow; \
                         the same shape again removes it."
                    </p>
                    <label class="figure-field">
                        <span>{move || format!("Comment, {}", lower_first(&point()))}</span>
                        <textarea
                            rows="2"
                            prop:value=move || comment.get().unwrap_or_default()
                            on:change=set_comment
                        ></textarea>
                    </label>
                    // Each field's text as an attribute too: the page as
                    // built holds it (a property is the live page's alone).
                    <label class="figure-field">
                        <span>"Caption: title"</span>
                        <input
                            type="text"
                            value=move || caption.with(|c| c.title.clone())
                            prop:value=move || caption.with(|c| c.title.clone())
                            on:change=set_title
                        />
                    </label>
                    <label class="figure-field">
                        <span>"Caption: the sentence under it"</span>
                        <input
                            type="text"
                            value=move || caption.with(|c| c.sentence.clone())
                            prop:value=move || caption.with(|c| c.sentence.clone())
                            on:change=set_sentence
                        />
                    </label>
                </details>
                <p class="figure-message" role="status">{move || tools.message.get()}</p>
            </div>
        }
    });
    view! {
        {shown}
        {tools_view}
    }
}
