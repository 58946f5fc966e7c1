//! The page: masthead, notices, and the open screen (a study, the library
//! of laws, or the free-play set-up). Holds the app state in context and
//! keeps the study in the address bar and in local storage.

use crate::components::notices::Notices;
use crate::components::persistence::{self, Saved};
use crate::components::screens::screen_view;
use crate::components::study::study_view::StudyView;
use crate::study::address::Address;
pub use crate::study::address::Screen;
use crate::study::link::EmbedOptions;
use crate::study::{Comparison, Study};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The address a link to a screen points at: a study's is its link, every
/// other screen's its own.
fn screen_href(screen: Screen, state: &AppState) -> String {
    match Address::of_screen(screen) {
        Some(address) => persistence::href(&address.to_query()),
        None => persistence::href(&state.study.with(Study::to_link)),
    }
}

/// What `document.title` says before the site's name.
fn screen_title(screen: Screen, study: &Study) -> Option<String> {
    match screen {
        Screen::Home => None,
        Screen::Library => Some("Library of laws".to_string()),
        Screen::FreePlay => Some("Free play".to_string()),
        Screen::Sources => Some("Sources".to_string()),
        Screen::Import => Some("Import a game".to_string()),
        Screen::Code => persistence::address()
            .code()
            .map(|code| code.name().to_string()),
        Screen::Study => Some(study.scenario().map_or_else(
            || "Free play".to_string(),
            |s| s.title.split(':').next().unwrap_or(s.title).to_string(),
        )),
    }
}

/// The screen to open on arrival: the one the address names (a study in an
/// article's frame); else a study when one was saved, or when the saved one
/// could not be read (`problems` says why); else home.
fn arriving_screen(address: &Address, embed: EmbedOptions, problems: &[String]) -> Screen {
    if embed.embed {
        return Screen::Study;
    }
    if let Some(screen) = address.screen() {
        return screen;
    }
    match persistence::load_saved() {
        Saved::Nothing if *address == Address::Bare && problems.is_empty() => Screen::Home,
        _ => Screen::Study,
    }
}

/// The state every component reaches through context.
#[derive(Clone, Copy)]
pub struct AppState {
    /// What the reader has open.
    pub study: RwSignal<Study>,
    /// The study's line replayed under each board's code.
    pub comparison: Memo<Comparison>,
    pub screen: RwSignal<Screen>,
    /// Messages for the reader (a broken link, set-aside data), dismissable.
    pub notices: RwSignal<Vec<String>>,
    /// Text for the screen readers' live region.
    pub announcement: RwSignal<String>,
    /// Embed options from the address (fixed for the visit).
    pub embed: EmbedOptions,
}

impl AppState {
    /// Opens a study on the study screen. On that screen already (Back
    /// or Forward through a study's moves), the study is redrawn in place:
    /// the screen, set again, would be built anew, every board with it,
    /// one at a time.
    pub fn open(&self, study: Study) {
        self.study.set(study);
        if self.screen.get_untracked() != Screen::Study {
            self.screen.set(Screen::Study);
        }
    }

    /// Changes the study in place.
    pub fn update(&self, change: impl FnOnce(&mut Study)) {
        self.study.update(change);
    }
}

/// The study to open on arrival: the address first (a permalink), then
/// what was saved, then the first law of the library.
fn arriving_study(address: &Address, embed: EmbedOptions) -> (Study, Vec<String>) {
    // An article's frame shows what its address says, even a bare one.
    let link = match address {
        Address::Study(link) => Some(link.clone()),
        _ if embed.embed => Some(persistence::address_query()),
        _ => None,
    };
    if let Some(link) = link {
        let read = Study::from_link(&link);
        let problems = read.messages();
        return (read.study, problems);
    }
    match persistence::load_saved() {
        Saved::Link(link) => {
            let read = Study::from_link(&link);
            let problems = read.messages();
            (read.study, problems)
        }
        Saved::SetAside(reason) => (
            Study::default_study(),
            vec![format!(
                "Your last study could not be restored: {reason}. It has been kept aside in this browser, and the first law is shown instead."
            )],
        ),
        Saved::Nothing => (Study::default_study(), Vec::new()),
    }
}

#[component]
pub fn App() -> AnyView {
    // The address, read once for the arrival.
    let address = persistence::address();
    let embed = EmbedOptions::from_query(&persistence::address_query());
    persistence::apply_theme(embed.theme);
    // The page's own address, after the first paint: the first
    // `replaceState` of a page costs it several milliseconds, and the
    // reader is waiting for the boards.
    crate::browser::before_next_frame(|| {
        crate::browser::after(std::time::Duration::ZERO, persistence::settle_address);
    });
    #[cfg(feature = "full")]
    if let Some(page) = crate::components::screens::print_view::standalone_page(&address) {
        return page;
    }
    let (study, problems) = arriving_study(&address, embed);
    let study = RwSignal::new(study);
    // Replaying every board is only needed when the line itself changes,
    // not when the reader steps along it, flips or switches notation.
    let line = Memo::new(move |_| study.with(Study::line_key));
    let comparison = Memo::new_with_compare(
        move |previous| {
            line.with(|(start, boards, tokens)| {
                Comparison::rebuild(previous, start, boards, tokens)
            })
        },
        |_, _| true,
    );
    let arriving_screen = arriving_screen(&address, embed, &problems);
    let state = AppState {
        study,
        comparison,
        screen: RwSignal::new(arriving_screen),
        notices: RwSignal::new(problems),
        announcement: RwSignal::new(String::new()),
        embed,
    };
    provide_context(state);
    keep_study_in_address_and_storage(study, state.screen, embed);
    follow_back_button(state);
    follow_the_reader_once_attached(state);
    name_the_document(state);

    // Links, so that each screen can be opened in a new tab, bookmarked or
    // copied; a plain click changes the screen in place.
    let nav_link = move |screen: Screen, label: &'static str| {
        view! {
            <a
                class="nav-button"
                href=move || screen_href(screen, &state)
                aria-current=move || (state.screen.get() == screen).then_some("page")
                on:click=move |event: leptos::ev::MouseEvent| {
                    let in_new_tab = event.ctrl_key() || event.meta_key() || event.shift_key()
                        || event.alt_key() || event.button() != 0;
                    if !in_new_tab {
                        event.prevent_default();
                        state.screen.set(screen);
                    }
                }
            >
                {label}
            </a>
        }
    };

    if embed.embed {
        return view! {
            <div class="app embed">
                <header class="embed-masthead">
                    <h1 class="sr-only">"The Old Laws of Chess"</h1>
                    <a
                        class="embed-title"
                        target="_blank"
                        rel="noopener"
                        href=move || persistence::href(&state.study.with(Study::to_link))
                    >
                        "The Old Laws of Chess \u{2197}"
                    </a>
                </header>
                <Notices />
                <main>
                    <StudyView />
                </main>
                <div class="sr-only" aria-live="polite" aria-atomic="true">
                    {move || state.announcement.get()}
                </div>
            </div>
        }
        .into_any();
    }

    view! {
        <div class="app">
            <Show when=move || state.screen.get() == Screen::Study>
                <a class="skip-link" href="#boards" on:click=skip_to_boards>"Skip to the boards"</a>
            </Show>
            <header class="masthead">
                <div class="masthead-title">
                    <h1>"The Old Laws of Chess"</h1>
                    <p>"Play the laws of the old codes on the board, and see where they part."</p>
                </div>
                <nav class="masthead-nav" aria-label="Screens">
                    {nav_link(Screen::Home, "Home")}
                    {nav_link(Screen::Study, "Study")}
                    {nav_link(Screen::Library, "Library of laws")}
                    {nav_link(Screen::FreePlay, "Free play")}
                    {nav_link(Screen::Sources, "Sources")}
                    {nav_link(Screen::Import, "Import a game")}
                </nav>
            </header>
            <Notices />
            <main>
                {move || screen_view(state.screen.get())}
            </main>
            <div class="sr-only" aria-live="polite" aria-atomic="true">
                {move || state.announcement.get()}
            </div>
        </div>
    }
    .into_any()
}

/// Every change of the study is written to the address bar (new history
/// entries for real changes, in place for stepping) and to local storage.
/// Inside an article's frame the reader's own saved study is left alone and
/// the article's history is not touched. The other screens have their own
/// address, written when the screen opens unless the address already names
/// it (the Sources screen then keeps it as the reader turns its pages);
/// moving between screens is a new history entry.
fn keep_study_in_address_and_storage(
    study: RwSignal<Study>,
    screen: RwSignal<Screen>,
    embed: EmbedOptions,
) {
    let previous = StoredValue::new(study.get_untracked());
    let previous_screen = StoredValue::new(screen.get_untracked());
    let pending = StoredValue::new(None::<StudyWrite>);
    write_before_leaving(pending);
    Effect::new(move |ran_before: Option<()>| {
        let now = study.get();
        let screen_now = screen.get();
        // An article's frame keeps the address it was given until the
        // reader changes something: rewriting it in full on arrival costs
        // the frame a task (the first `replaceState` of a page takes
        // several milliseconds) and keeps nothing the address does not.
        if ran_before.is_none() && embed.embed {
            return;
        }
        let changed_screen = previous_screen.get_value() != screen_now;
        previous_screen.set_value(screen_now);
        // A code's page has the address it was opened at (it names its code).
        if screen_now == Screen::Code {
            pending.set_value(None);
            return;
        }
        if let Some(address) = Address::of_screen(screen_now).map(|a| a.to_query()) {
            pending.set_value(None);
            // An address that already names the screen may say more (the
            // library's filters): it stays as it is.
            let already_there = persistence::address().screen() == Some(screen_now);
            if !already_there {
                let new_entry = changed_screen && !embed.embed;
                // On arrival (the home page at the bare address) the
                // address waits until the screen is drawn, as a study's does.
                if ran_before.is_none() {
                    crate::browser::before_next_frame(move || {
                        crate::browser::after(std::time::Duration::ZERO, move || {
                            persistence::write_address(&address, new_entry)
                        });
                    });
                } else {
                    persistence::write_address(&address, new_entry);
                }
            }
            return;
        }
        let link = now.to_link();
        let new_entry = !embed.embed
            && (changed_screen || previous.with_value(|before| now.is_new_history_entry(before)));
        let write = StudyWrite {
            query: embed.append_to(&link),
            saved: (!embed.embed).then_some(link),
            new_entry,
        };
        previous.set_value(now);
        write_after_the_next_frame(pending, write);
    });
}

/// The study's address and saved copy, waiting to be written.
struct StudyWrite {
    query: String,
    /// The link to save in local storage (none inside an article's frame).
    saved: Option<String>,
    new_entry: bool,
}

/// Writes the study's address and saved copy once the boards have been
/// drawn: `pushState` and local storage cost several milliseconds each, and
/// the reader is waiting for the boards, not for the address bar. Changes
/// that come before the write are folded into one (a new history entry if
/// any of them asked for one).
fn write_after_the_next_frame(pending: StoredValue<Option<StudyWrite>>, write: StudyWrite) {
    let already_waiting = pending.with_value(Option::is_some);
    pending.update_value(|waiting| {
        let new_entry = write.new_entry || waiting.as_ref().is_some_and(|w| w.new_entry);
        *waiting = Some(StudyWrite { new_entry, ..write });
    });
    if already_waiting {
        return;
    }
    crate::browser::before_next_frame(move || {
        crate::browser::after(std::time::Duration::ZERO, move || write_pending(pending));
    });
}

/// Writes the study's address and saved copy if a write is waiting.
fn write_pending(pending: StoredValue<Option<StudyWrite>>) {
    let Some(write) = pending.try_update_value(Option::take).flatten() else {
        return;
    };
    persistence::write_address(&write.query, write.new_entry);
    if let Some(link) = write.saved {
        persistence::save(&link);
    }
}

/// A write still waiting for its frame is done at once when the page is
/// left (a link followed, a reload, the tab closed): the reader's last move
/// is kept even if the page goes before the frame comes.
fn write_before_leaving(pending: StoredValue<Option<StudyWrite>>) {
    crate::browser::listen_to_window("pagehide", move || write_pending(pending));
}

/// Moves focus to the boards without touching the address (a fragment
/// would add a history entry the study does not know).
fn skip_to_boards(event: leptos::ev::MouseEvent) {
    event.prevent_default();
    let boards = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boards"))
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(boards) = boards {
        let _ = boards.focus();
    }
}

/// `document.title` names what is shown: "Passar battaglia \u{2014} The Old
/// Laws of Chess".
fn name_the_document(state: AppState) {
    use crate::components::tools::share::{keep_naming, SITE_DESCRIPTION, SITE_TITLE};
    keep_naming(move || {
        let screen = state.screen.get();
        // The study's title (with its description) is set by the share
        // module, and the law's or source's by the Sources screen.
        if matches!(screen, Screen::Study | Screen::Sources) {
            return None;
        }
        let named = state.study.with(|study| screen_title(screen, study));
        let title = match named {
            Some(name) => format!("{name} \u{2014} {SITE_TITLE}"),
            None => SITE_TITLE.to_string(),
        };
        Some((title, SITE_DESCRIPTION.to_string()))
    });
}

/// Back and Forward restore the study the address names, while this app
/// is the page's: one the first bundle took down as it handed over to the
/// full one no longer answers them.
fn follow_back_button(state: AppState) {
    crate::browser::listen_while_mounted(leptos::ev::popstate, move |_| {
        follow_the_address(state);
    });
}

/// Attached to a copy of a study's page as built, the app was built at the
/// address that page was built for; it then takes the line of the reader's
/// address, where the island wrote its moves, on the screen as drawn (set
/// again, the screen would be drawn anew, and the elements attached to
/// lost). Those moves are the line's history, for Undo to take back one by
/// one.
fn follow_the_reader_once_attached(state: AppState) {
    crate::components::prerendered::after_hydration(move || {
        if !crate::components::prerendered::attached_to_a_copy() {
            return;
        }
        if let Some(study) = study_at_the_address(state) {
            crate::components::study::move_list::hand_over_with_the_next_line(
                crate::components::prerendered::changes_handed_over(),
            );
            state.study.set(study);
        }
    });
}

/// Opens what the address names: its screen, or its study. A study on the
/// study screen is redrawn in place (`AppState::open`), so a reader keying
/// on a board stays on its square.
fn follow_the_address(state: AppState) {
    if let Some(study) = study_at_the_address(state) {
        state.open(study);
    }
}

/// Opens the screen the address names, if it names one other than the
/// study's; else gives the study it names, its problems noticed.
fn study_at_the_address(state: AppState) -> Option<Study> {
    crate::head::follow_the_address();
    let query = persistence::address_query();
    if let Some(screen) = Address::read(&query)
        .screen()
        .filter(|s| *s != Screen::Study)
    {
        state.screen.set(screen);
        return None;
    }
    let read = Study::from_link(&query);
    state.notices.set(read.messages());
    Some(read.study)
}
