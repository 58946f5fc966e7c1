//! The Sources screen: each of the five texts set as a page of a book, law
//! by law, in the source's own words, the law's number in the margin. Each
//! law leads to the scenarios that play it, or says why none does yet.
//!
//! Its address is `?view=sources&source=sarratt#law-16` ([`Address::Sources`]):
//! the source open and the law to scroll to. The screen is built only when
//! opened.

use crate::components::app::AppState;
use crate::components::persistence;
use crate::components::tools::share::{
    keep_naming, set_title_and_description, SITE_DESCRIPTION, SITE_TITLE,
};
use crate::core::Code;
use crate::scenarios::{self, LawRef, LawStatus, Scenario, Source, SourceLaw, Waiting};
use crate::study::address::Address;
use crate::study::phrase::lower_first;
use crate::study::Study;
use leptos::prelude::*;

/// The query of the Sources screen open on `source`, at its top.
fn source_address(source: Source) -> String {
    Address::Sources {
        source: Some(source),
        anchor: None,
    }
    .to_query()
}

/// The anchor of the address (the law its page names, or a place in the
/// whole text), without `#`.
fn address_anchor() -> String {
    match persistence::address() {
        Address::Sources {
            anchor: Some(anchor),
            ..
        } => anchor,
        _ => String::new(),
    }
}

/// The law of `source` that `anchor` names, if it has a page of its own.
fn named_law(source: Source, anchor: &str) -> Option<&'static SourceLaw> {
    scenarios::laws_of(source).find(|l| l.law != LawRef::Unnumbered && l.anchor() == anchor)
}

/// Where the screen opens: at the law the address names in a source's
/// whole text; at the top of a law's own page, or of a source with none
/// named. A page as built for this address is left where the reader has
/// it (the browser went to the law named when it loaded the page).
fn scroll_on_opening(source: Source, anchor: String) {
    if crate::components::prerendered::taking_over_its_own_page() {
        return;
    }
    if named_law(source, &anchor).is_some() {
        scroll_to_anchor(String::new());
    } else {
        scroll_to_anchor(anchor);
    }
}

/// Scrolls to the law the address names, once the page is drawn; to the
/// top if it names none.
fn scroll_to_anchor(anchor: String) {
    crate::browser::before_next_frame(move || {
        let Some(window) = crate::browser::window() else {
            return;
        };
        let target = window.document().and_then(|d| d.get_element_by_id(&anchor));
        match target {
            Some(element) if !anchor.is_empty() => element.scroll_into_view(),
            _ => window.scroll_to_with_x_and_y(0.0, 0.0),
        }
    });
}

/// Opens the Sources screen on a law (from the law card): a new history
/// entry, so Back returns to the study.
pub fn open_law(state: AppState, source: Source, law: LawRef) {
    persistence::write_address(&Address::law(source, law).to_query(), true);
    state.screen.set(crate::components::app::Screen::Sources);
}

#[component]
pub fn Sources() -> impl IntoView {
    let state = expect_context::<AppState>();
    let source = RwSignal::new(persistence::address().source().unwrap_or(Source::Sarratt));
    let target = RwSignal::new(address_anchor());
    scroll_on_opening(source.get_untracked(), target.get_untracked());
    // Back and Forward between sources and laws.
    crate::browser::listen_while_mounted(leptos::ev::popstate, move |_| {
        if let Some(named) = persistence::address().source() {
            source.set(named);
            target.set(address_anchor());
            scroll_on_opening(named, target.get_untracked());
        }
    });
    let show_law = move |law: &'static SourceLaw| {
        persistence::write_address(&Address::law(law.source, law.law).to_query(), true);
        source.set(law.source);
        target.set(law.anchor());
        scroll_to_anchor(String::new());
    };
    let pick = move |picked: Source| {
        persistence::write_address(&source_address(picked), true);
        source.set(picked);
        target.set(String::new());
        scroll_to_anchor(String::new());
    };
    name_the_page(source, target);

    view! {
        <section class="sources" aria-labelledby="sources-title">
            <h2 id="sources-title">"The sources"</h2>
            <p class="sources-intro">
                "The five texts the laws are quoted from, law by law, in their own words as the scans give them. Each law leads to the scenarios that play it, or says why none does yet. What is known of each text, and the other works the edition relies on, is in the "
                <a href=persistence::href("view=bibliography")>"bibliography"</a>
                "."
            </p>
            <nav class="source-tabs" aria-label="Sources">
                {Source::ALL
                    .into_iter()
                    .map(|s| {
                        view! {
                            <a
                                href=persistence::href(&source_address(s))
                                data-source=s.slug()
                                aria-current=move || (source.get() == s).then_some("page")
                                on:click=move |ev| {
                                    ev.prevent_default();
                                    pick(s);
                                }
                            >
                                {s.short_name()}
                            </a>
                        }
                    })
                    .collect_view()}
            </nav>
            {move || {
                let shown = source.get();
                match target.with(|t| named_law(shown, t)) {
                    Some(law) => law_page(law, state, show_law, pick).into_any(),
                    None => source_page(shown, target, state, show_law).into_any(),
                }
            }}
        </section>
    }
}

/// The document is named after the law or the source shown, as its page
/// is named when built: "Sarratt (1808), law 16 — The Old Laws of Chess".
fn name_the_page(source: RwSignal<Source>, target: RwSignal<String>) {
    keep_naming(move || {
        let shown = source.get();
        let (name, description) = match target.with(|t| named_law(shown, t)) {
            Some(law) => {
                let citation = law.citation();
                let description = format!(
                    "{citation}, word for word, with its kind and where this edition plays it."
                );
                (citation, description)
            }
            None => (
                shown.short_name().to_string(),
                format!(
                    "{}, law by law, word for word. {}.",
                    shown.short_name(),
                    shown.description()
                ),
            ),
        };
        Some((format!("{name} \u{2014} {SITE_TITLE}"), description))
    });
    on_cleanup(|| set_title_and_description(SITE_TITLE, SITE_DESCRIPTION));
}

/// One source as a page: its title, what it is, what the scan lacks, and
/// its laws.
fn source_page(
    source: Source,
    target: RwSignal<String>,
    state: AppState,
    show_law: impl Fn(&'static SourceLaw) + Copy + 'static,
) -> impl IntoView {
    let laws: Vec<&'static SourceLaw> = scenarios::laws_of(source).collect();
    let quoted = laws
        .iter()
        .filter(|l| l.quoted_by().next().is_some())
        .count();
    let at_table = laws
        .iter()
        .filter(|l| matches!(l.status(), LawStatus::AtTheTable(_)))
        .count();
    let count = format!(
        "{} laws and sections; {quoted} played by a scenario, {at_table} at the umpire's table.",
        laws.len()
    );
    view! {
        <article class="source-book" data-source=source.slug() aria-labelledby="source-title">
            <header class="source-head">
                <h3 id="source-title">{source.short_name()}</h3>
                <p class="source-description">{source.description()}</p>
                <p class="source-count">{count}</p>
                {scenarios::scan_remark(source).map(|r| view! { <p class="scan-remark">{r}</p> })}
            </header>
            {laws.into_iter().map(|l| law_section(l, target, state, show_law)).collect_view()}
        </article>
    }
}

/// One law as a page of its own (`sources/sarratt/16/`): the law, the
/// scenarios that play it or the slip the umpire's table rules by it, its
/// citation, and the way to its neighbours and to the whole text.
fn law_page(
    law: &'static SourceLaw,
    state: AppState,
    show_law: impl Fn(&'static SourceLaw) + Copy + 'static,
    pick: impl Fn(Source) + Copy + 'static,
) -> impl IntoView {
    let laws: Vec<&'static SourceLaw> = scenarios::laws_of(law.source)
        .filter(|l| l.law != LawRef::Unnumbered)
        .collect();
    let at = laws.iter().position(|l| std::ptr::eq(*l, law));
    let before = at
        .and_then(|i| i.checked_sub(1))
        .and_then(|i| laws.get(i).copied());
    let after = at.and_then(|i| laws.get(i + 1).copied());
    let neighbour =
        move |other: Option<&'static SourceLaw>, rel: &'static str, arrow: &'static str| {
            other.map(|other| {
                let name = match other.law {
                    LawRef::Number(n) => format!("Law {n}"),
                    _ => other.law.label(),
                };
                let words = if rel == "prev" {
                    format!("{arrow} {name}")
                } else {
                    format!("{name} {arrow}")
                };
                view! {
                    <a
                        rel=rel
                        href=persistence::href(&Address::law(other.source, other.law).to_query())
                        on:click=move |ev| {
                            ev.prevent_default();
                            show_law(other);
                        }
                    >
                        {words}
                    </a>
                }
            })
        };
    let source = law.source;
    let whole = Address::Sources {
        source: Some(source),
        anchor: None,
    };
    view! {
        <article class="source-book law-page" data-source=source.slug() aria-labelledby="law-page-title">
            <header class="source-head">
                <h3 id="law-page-title">{law.citation()}</h3>
                <p class="law-page-links">
                    <a
                        href=persistence::href(&whole.to_query())
                        on:click=move |ev| {
                            ev.prevent_default();
                            pick(source);
                        }
                    >
                        {format!("The whole text of {}", source.short_name())}
                    </a>
                </p>
            </header>
            {law_section(law, RwSignal::new(String::new()), state, show_law)}
            {codes_citing(law)}
            <p class="law-cite">{format!("Cite as: {}", law.citation())}</p>
            <nav class="law-neighbours" aria-label="Neighbouring laws">
                {neighbour(before, "prev", "\u{2190}")}
                {neighbour(after, "next", "\u{2192}")}
            </nav>
        </article>
    }
}

/// The codes whose rules cite the law, each a link to its page; nothing if
/// none does.
fn codes_citing(law: &'static SourceLaw) -> Option<impl IntoView> {
    let codes: Vec<Code> = scenarios::codes_citing(law.source, law.law).collect();
    if codes.is_empty() {
        return None;
    }
    Some(view! {
        <p class="law-codes">"The codes whose rules cite it: " {super::code_page_links(codes, ", ")}</p>
    })
}

/// The heading of a law: its number in the margin, the source's own title,
/// or our label, marked as ours. Each leads to the law's own page.
fn law_heading(
    law: &'static SourceLaw,
    show_law: impl Fn(&'static SourceLaw) + Copy + 'static,
) -> impl IntoView {
    // A source cited as a whole has no page of its own: its address is
    // the source's page at its place.
    let href = persistence::href(&Address::law(law.source, law.law).to_query());
    let follow = move |ev: leptos::ev::MouseEvent| {
        if law.law != LawRef::Unnumbered {
            ev.prevent_default();
            show_law(law);
        }
    };
    match law.law {
        LawRef::Number(n) => view! {
            <a class="law-number" href=href title=law.citation() on:click=follow>{n.to_string()}</a>
        }
        .into_any(),
        LawRef::Section(title) => view! {
            <a class="law-title" href=href title=law.citation() on:click=follow>{title}</a>
        }
        .into_any(),
        LawRef::Paragraph(_) | LawRef::Unnumbered => view! {
            <a class="law-title ours" href=href title="Our label: the source gives none" on:click=follow>
                {law.law.label()}
            </a>
        }
        .into_any(),
    }
}

fn law_section(
    law: &'static SourceLaw,
    target: RwSignal<String>,
    state: AppState,
    show_law: impl Fn(&'static SourceLaw) + Copy + 'static,
) -> impl IntoView {
    let anchor = law.anchor();
    let is_target = {
        let anchor = anchor.clone();
        move || target.with(|t| *t == anchor)
    };
    let words = if law.is_diagram() {
        view! { <pre class="law-diagram">{law.body()}</pre> }.into_any()
    } else {
        law.paragraphs()
            .into_iter()
            .map(|p| view! { <p>{p}</p> })
            .collect_view()
            .into_any()
    };
    let numbered = matches!(law.law, LawRef::Number(_));
    view! {
        <section
            class="source-law"
            class:numbered=numbered
            class:is-target=is_target
            id=anchor
            data-kind=law.kind.name()
        >
            {law_heading(law, show_law)}
            <div class="law-words">
                {words}
                {law.scan_note.map(|n| view! { <p class="scan-note">{n}</p> })}
                {law_status(law, state)}
            </div>
        </section>
    }
}

/// The scenarios that play a law, or why none does yet.
fn law_status(law: &'static SourceLaw, state: AppState) -> impl IntoView {
    let played: Vec<&'static Scenario> = law.quoted_by().collect();
    let kind = law.kind.name();
    let slips: Vec<String> = law.slips_at_table().into_iter().map(lower_first).collect();
    if let (true, LawStatus::AtTheTable(_)) = (played.is_empty(), law.status()) {
        return view! {
            <p class="law-status playable">
                <span class="law-kind">{kind}</span>
                " Played at the umpire's table. Umpire mode: "
                {slips.join("; ")}
                "."
            </p>
        }
        .into_any();
    }
    if played.is_empty() {
        let reason = law.waiting_reason().unwrap_or("");
        // Match practice and the diagram are no rules of play: text only,
        // unless a code's board plays a rule of it (the giver of odds
        // moving first, in Laws of the Game 9's lots and colours).
        let label = match law.waiting {
            Some(Waiting::MatchPractice | Waiting::Illustration | Waiting::NotOnTheBoard)
                if law.is_cited_by_a_code() =>
            {
                " Played in part by the boards. "
            }
            Some(Waiting::MatchPractice | Waiting::Illustration | Waiting::NotOnTheBoard) => {
                " Text only. "
            }
            _ => " Not yet playable. ",
        };
        return view! {
            <p class="law-status waiting">
                <span class="law-kind">{kind}</span>
                {label}
                {reason}
            </p>
        }
        .into_any();
    }
    let links = played
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            view! {
                {(i > 0).then_some(", ")}
                <a
                    href=persistence::href(&format!("s={}", s.id))
                    data-scenario=s.id
                    on:click=move |ev| {
                        ev.prevent_default();
                        state.open(Study::for_scenario(s));
                        scroll_to_anchor(String::new());
                    }
                >
                    {s.title}
                </a>
            }
        })
        .collect_view();
    // A study may play the rule while the umpire's table plays its penalty
    // (the umpire code's paragraph on moving into check): both are named.
    let at_table = (!slips.is_empty()).then(|| format!(". Umpire mode: {}.", slips.join("; ")));
    view! {
        <p class="law-status playable">
            <span class="law-kind">{kind}</span>
            " Play it: "
            {links}
            {at_table}
        </p>
    }
    .into_any()
}
