//! The law being studied: its words as the source prints them, the source
//! line beneath, our commentary and reading, and a link to the law in its
//! source (the Sources screen).
//!
//! Written as markup, as the line of play is (`move_list.rs`): the card
//! changes only when its words arrive (the first bundle fetches them), and
//! is then written again; the reader's two choices on it (the whole law or
//! its first lines, the notes open or folded) are kept in the card's state
//! through that, never read back from the page, and the first is patched
//! in place when the reader makes it. Clicks are caught by the card.

use crate::components::app::AppState;
use crate::components::screens::sources::open_law;
use crate::components::study::prose::{words_of, Words};
use crate::markup::{markup, set_markup, Markup};
use crate::scenarios::{Scenario, ScenarioProse};
use crate::study::address::Address;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What the reader has chosen on the card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Choices {
    /// The whole law shown, not only its first lines.
    whole: bool,
    /// Our notes unfolded ("About this law" on a compact card).
    notes_open: bool,
}

/// The OCR slips mended in the quotation, said plainly: the sources are
/// scans, and a reader comparing with the original should know. Mends of
/// spacing alone are not worth the reader's attention.
fn mends_markup(words: &ScenarioProse) -> Markup {
    let letters = |text: &str| text.split_whitespace().collect::<String>();
    let list: Vec<String> = words
        .mends
        .iter()
        .filter(|(scanned, reads)| letters(reads) != letters(scanned))
        .map(|(scanned, reads)| format!("{reads} (scan: {scanned})"))
        .collect();
    if list.is_empty() {
        return Markup::default();
    }
    markup!(
        r#"<p class="mends">Mended from the scan: {}.</p>"#,
        list.join("; ")
    )
}

/// Our reading where the source is ambiguous.
fn reading_markup(words: &ScenarioProse) -> Markup {
    if words.notes.is_empty() {
        return Markup::default();
    }
    let mut html = markup!(r#"<div class="reading"><h3>Our reading</h3><ul>"#);
    for note in &words.notes {
        markup!(into html, "<li>{}</li>", note);
    }
    markup!(into html, "</ul></div>");
    html
}

/// The link to the law on the Sources screen, at its anchor. The
/// scenario's own (source, law) is the law its quotation stands in
/// (the laws' tests check it against the text), so the page needs neither
/// the texts nor the law book to say it.
fn in_context_markup(scenario: &Scenario) -> Markup {
    markup!(
        r#"<p class="in-context"><a href="{}" data-in-source="">Read {} in its source</a></p>"#,
        crate::study::pages::page_href(&Address::law(scenario.source, scenario.law).to_query()),
        scenario.citation()
    )
}

/// The law's words, clamped to their first lines until the reader asks for
/// the whole (the clamp applies where the stylesheet says: in an embed, and
/// below the two-column layout), with the source beneath. A message in
/// their place is never clamped (hidden while loading would shift the line
/// later), and has no button.
fn quotation_markup(scenario: &Scenario, words: &Words, whole: bool) -> Markup {
    let (text, failed) = match words {
        Words::Ready(words) => (words.quotation.as_str(), false),
        Words::Loading => ("\u{2026}", false),
        Words::Failed(why) => (why.as_str(), true),
    };
    let mut class = String::from("quotation");
    if !whole && !failed {
        class.push_str(" clamped");
    }
    if failed {
        class.push_str(" failed");
    }
    let busy = (*words == Words::Loading).then(|| markup!(r#" aria-busy="true""#));
    let hidden = if failed { " hidden" } else { "" };
    markup!(
        r#"<blockquote class="{}"{} id="law-quotation">{}</blockquote><p class="source">{} <button type="button" class="link-button whole-law"{} aria-controls="law-quotation" aria-expanded="{}">{}</button></p>"#,
        class,
        busy,
        text,
        scenario.citation(),
        hidden,
        whole,
        whole_law_words(whole)
    )
}

fn whole_law_words(whole: bool) -> &'static str {
    if whole {
        "Shorter"
    } else {
        "The whole law"
    }
}

/// Our commentary, empty until the words are here (a failure is said once,
/// in the quotation's place).
fn commentary_markup(words: &Words) -> Markup {
    let text = match words {
        Words::Ready(words) => words.commentary.as_str(),
        Words::Loading | Words::Failed(_) => "",
    };
    markup!(r#"<p class="commentary">{}</p>"#, text)
}

/// The inside of the card. `compact` (in an article's frame) folds our
/// commentary away under the quotation; `linked` adds the way to the law
/// in its source.
fn card_markup(
    scenario: &Scenario,
    words: &Words,
    compact: bool,
    linked: bool,
    choices: Choices,
) -> Markup {
    let title = markup!(r#"<h2 id="law-title">{}</h2>"#, scenario.title);
    let quotation = quotation_markup(scenario, words, choices.whole);
    let commentary = commentary_markup(words);
    let open = if choices.notes_open { " open" } else { "" };
    if compact {
        return markup!(
            r#"{}{}<details class="about"{}><summary>About this law</summary>{}</details>"#,
            title,
            quotation,
            open,
            commentary
        );
    }
    let (mends, reading) = match words {
        Words::Ready(words) => (mends_markup(words), reading_markup(words)),
        Words::Loading | Words::Failed(_) => (Markup::default(), Markup::default()),
    };
    let in_context = linked.then(|| in_context_markup(scenario));
    // The mends, our notes and the way to the source fold together on a
    // phone, so that the boards come sooner.
    markup!(
        r#"{}<div class="law-text">{}</div><details class="law-notes"{}><summary>Our commentary and reading</summary>{}{}{}{}</details>"#,
        title,
        quotation,
        open,
        mends,
        commentary,
        reading,
        in_context
    )
}

/// The widest window, in px, that folds our notes: the law stands above
/// the boards there rather than beside them. The page as built folds them
/// below the same width (style/main.css; a test below keeps the two equal).
const NOTES_FOLDED_UP_TO: f64 = 900.0;

/// Whether the screen is wide enough for the law beside the boards: there
/// our notes are shown open; on a phone they start folded, so that the
/// boards come sooner.
fn wide_screen() -> bool {
    // Off the web (a page rendered at build time) the notes are written
    // open: the page's style folds them on a phone until the app comes,
    // which, attaching to that page, folds them in place.
    if crate::components::prerendered::hydrating() {
        return true;
    }
    let Some(window) = crate::browser::window() else {
        return true;
    };
    window
        .inner_width()
        .ok()
        .and_then(|width| width.as_f64())
        .is_some_and(|width| width > NOTES_FOLDED_UP_TO)
}

/// "The whole law" or "Shorter", pressed: the clamp and the button turned
/// in place to `whole`.
fn turn_whole_law(card: &web_sys::Element, button: &web_sys::Element, whole: bool) {
    let _ = button.set_attribute("aria-expanded", &whole.to_string());
    button.set_text_content(Some(whole_law_words(whole)));
    if let Ok(Some(quotation)) = card.query_selector("#law-quotation") {
        let _ = quotation.class_list().toggle_with_force("clamped", !whole);
    }
}

/// A click on the card: the whole-law button, our notes' fold (its click
/// opens or folds it), or the way to the source. The reader's choices are
/// kept in `choices`, for the card written again when its words arrive.
fn click(
    card: &web_sys::Element,
    scenario: &'static Scenario,
    state: Option<AppState>,
    choices: StoredValue<Choices>,
    event: &web_sys::MouseEvent,
) {
    let Some(target) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if let Ok(Some(button)) = target.closest(".whole-law") {
        choices.update_value(|c| c.whole = !c.whole);
        turn_whole_law(card, &button, choices.get_value().whole);
    } else if let Ok(Some(_)) = target.closest("summary") {
        choices.update_value(|c| c.notes_open = !c.notes_open);
    } else if let Ok(Some(_)) = target.closest("[data-in-source]") {
        if let Some(state) = state {
            event.prevent_default();
            open_law(state, scenario.source, scenario.law);
        }
    }
}

/// The law card. `compact` (in an article's frame) folds our commentary
/// away under the quotation.
#[component]
pub fn LawCard(scenario: &'static Scenario, #[prop(optional)] compact: bool) -> impl IntoView {
    let words = words_of(scenario);
    let state = use_context::<AppState>();
    let linked = state.is_some();
    let card = NodeRef::<leptos::html::Article>::new();
    // A compact card starts folded: the frame is the article's, and small.
    let choices = StoredValue::new(Choices {
        whole: false,
        notes_open: !compact && wide_screen(),
    });
    let first = words
        .with_untracked(|w| card_markup(scenario, w, compact, linked, choices.get_value()))
        .into_string();
    // The words come once, when fetched; the card is then written again,
    // as the reader has left it.
    Effect::new(move |seen: Option<()>| {
        words.track();
        if seen.is_some() {
            if let Some(card) = card.get_untracked() {
                let markup = words.with_untracked(|w| {
                    card_markup(scenario, w, compact, linked, choices.get_value())
                });
                set_markup(&card, &markup);
            }
        }
    });
    // Attached to the page as built, whose notes are open: folded in
    // place on a phone, as the card is written there.
    crate::components::prerendered::after_hydration(move || {
        if !compact && !wide_screen() {
            choices.update_value(|c| c.notes_open = false);
            if let Some(Ok(Some(notes))) =
                card.get_untracked().map(|c| c.query_selector(".law-notes"))
            {
                let _ = notes.toggle_attribute_with_force("open", false);
            }
        }
    });
    let class = if compact {
        "law-card compact"
    } else {
        "law-card"
    };
    view! {
        <article
            class=class
            aria-labelledby="law-title"
            node_ref=card
            on:click=move |event| {
                if let Some(element) = card.get_untracked() {
                    click(&element, scenario, state, choices, &event);
                }
            }
            inner_html=first
        ></article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn the_page_as_built_folds_our_notes_up_to_the_same_width() {
        let sheet = include_str!("../../../style/main.css");
        let folded = format!(
            "@media screen and (max-width: {NOTES_FOLDED_UP_TO}px) and (scripting: enabled) {{\n  .app[data-prerendered] .law-notes[open] > :not(summary)"
        );
        assert!(sheet.contains(&folded), "{folded}");
    }

    fn scenario() -> &'static Scenario {
        crate::scenarios::by_id("passar-battaglia").expect("a scenario of the app")
    }

    fn ready() -> Words {
        Words::Ready(Arc::new(ScenarioProse::of(scenario())))
    }

    #[test]
    fn the_card_waits_for_its_words_with_the_source_already_named() {
        let html = card_markup(scenario(), &Words::Loading, false, true, Choices::default());
        assert!(html.contains(r#"<blockquote class="quotation clamped" aria-busy="true" id="law-quotation">…</blockquote>"#));
        assert!(html.contains(markup!("{}", scenario().citation()).as_str()));
        assert!(html.contains(r#"<details class="law-notes"><summary>"#));
        assert!(html.contains(r#"<p class="commentary"></p>"#));
    }

    #[test]
    fn the_words_are_quoted_with_the_readers_choices_kept() {
        let words = ready();
        let Words::Ready(prose) = &words else {
            unreachable!()
        };
        let choices = Choices {
            whole: true,
            notes_open: true,
        };
        let html = card_markup(scenario(), &words, false, true, choices);
        assert!(html.contains(&format!(
            r#"<blockquote class="quotation" id="law-quotation">{}</blockquote>"#,
            markup!("{}", prose.quotation)
        )));
        assert!(html.contains(r#"aria-expanded="true">Shorter</button>"#));
        assert!(html.contains(r#"<details class="law-notes" open>"#));
        assert!(html.contains(markup!("{}", prose.commentary).as_str()));
        assert!(html.contains(r#"<a href="sources/"#));
        assert!(html.contains("in its source</a>"));
        let compact = card_markup(scenario(), &words, true, false, choices);
        assert!(compact.contains(r#"<details class="about" open><summary>About this law"#));
    }

    #[test]
    fn a_failure_is_said_in_the_quotations_place_unclamped_and_without_its_button() {
        let failed = Words::Failed("The words of this law could not be loaded <offline>.".into());
        let html = card_markup(scenario(), &failed, true, false, Choices::default());
        assert!(html.contains(r#"<blockquote class="quotation failed" id="law-quotation">The words of this law could not be loaded &lt;offline&gt;.</blockquote>"#));
        assert!(html.contains(r#"class="link-button whole-law" hidden"#));
        assert!(html.contains(r#"<details class="about"><summary>About this law</summary><p class="commentary"></p></details>"#));
        assert!(!html.contains("in-context"));
    }
}
