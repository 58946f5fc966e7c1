//! Free play: choose the codes (or set the switches by hand) and the start
//! (the initial position, an odds setup, or a pasted FEN). A broken FEN is
//! explained and kept in the box; nothing is lost.

use crate::components::app::AppState;
use crate::components::persistence;
use crate::core::{Code, Color, Odds, RuleSet, Square, SWITCHES};
use crate::study::address::Address;
use crate::study::link::MAX_BOARDS;
use crate::study::{BoardRules, StartSpec, Study};
use leptos::prelude::*;

/// The odds of the sources, as offered in the set-up: given, or agreed
/// and forgotten (Sarratt 4; Laws of the Game 14).
fn odds_presets() -> Vec<(&'static str, StartSpec)> {
    let odds = |giver, removed: Square, receiver_moves| {
        StartSpec::Odds(Odds {
            giver,
            removed: vec![removed],
            receiver_moves,
        })
    };
    let forgotten = |giver, agreed: Square| StartSpec::OddsForgotten {
        giver,
        agreed: vec![agreed],
    };
    vec![
        (
            "Pawn and move (Black gives the king's bishop's pawn)",
            odds(Color::Black, Square::F7, 1),
        ),
        ("Pawn and two moves", odds(Color::Black, Square::F7, 2)),
        (
            "Pawn and three moves (odds confined under the Laws of the Game)",
            odds(Color::Black, Square::F7, 3),
        ),
        (
            "The pawn (White gives f2 and moves first)",
            odds(Color::White, Square::F2, 0),
        ),
        (
            "The knight (White gives the queen's knight)",
            odds(Color::White, Square::B1, 0),
        ),
        (
            "The rook (White gives the queen's rook)",
            odds(Color::White, Square::A1, 0),
        ),
        (
            "The rook (White gives the king's rook)",
            odds(Color::White, Square::H1, 0),
        ),
        (
            "The pawn agreed but forgotten (White began even: his mate draws)",
            forgotten(Color::White, Square::F2),
        ),
        (
            "The knight agreed but forgotten (White began even: his mate draws)",
            forgotten(Color::White, Square::B1),
        ),
    ]
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum StartChoice {
    Initial,
    Odds,
    Fen,
}

/// Where the form opens: on the free-play study in progress, if any, so a
/// custom set-up (saved with the study) comes back after a reload.
struct Resumed {
    choice: StartChoice,
    odds_at: usize,
    fen: String,
    codes: Vec<Code>,
    own_rules: Option<RuleSet>,
}

impl Resumed {
    fn from_study(current: &Study) -> Resumed {
        let resumed = current.scenario.is_none();
        let (choice, odds_at, fen) = match &current.start {
            StartSpec::Fen(fen) if resumed => (StartChoice::Fen, 0, fen.clone()),
            start @ (StartSpec::Odds(_) | StartSpec::OddsForgotten { .. }) if resumed => {
                let at = odds_presets()
                    .iter()
                    .position(|(_, o)| o == start)
                    .unwrap_or(0);
                (StartChoice::Odds, at, String::new())
            }
            _ => (StartChoice::Initial, 0, String::new()),
        };
        let codes: Vec<Code> = match resumed {
            true => current
                .boards
                .iter()
                .filter_map(|b| match b {
                    BoardRules::Code(code) => Some(*code),
                    BoardRules::Custom(_) => None,
                })
                .collect(),
            false => vec![Code::Modern, Code::Italy],
        };
        let own_rules = current.boards.iter().find_map(|b| match b {
            BoardRules::Custom(rules) if resumed => Some(*rules),
            _ => None,
        });
        Resumed {
            choice,
            odds_at,
            fen,
            codes,
            own_rules,
        }
    }
}

/// The form's state, one signal per field.
#[derive(Clone, Copy)]
struct Form {
    start_choice: RwSignal<StartChoice>,
    odds_index: RwSignal<usize>,
    fen_text: RwSignal<String>,
    fen_error: RwSignal<Option<String>>,
    chosen_codes: RwSignal<Vec<Code>>,
    /// The reader's own rules, if that board is chosen.
    custom: RwSignal<Option<RuleSet>>,
    choice_error: RwSignal<Option<String>>,
}

impl Form {
    fn new(resumed: Resumed) -> Form {
        Form {
            start_choice: RwSignal::new(resumed.choice),
            odds_index: RwSignal::new(resumed.odds_at),
            fen_text: RwSignal::new(resumed.fen),
            fen_error: RwSignal::new(None),
            chosen_codes: RwSignal::new(resumed.codes),
            custom: RwSignal::new(resumed.own_rules),
            choice_error: RwSignal::new(None),
        }
    }

    /// The boards chosen, the reader's own rules last.
    fn boards(self) -> Vec<BoardRules> {
        let mut boards: Vec<BoardRules> = self
            .chosen_codes
            .get()
            .into_iter()
            .map(BoardRules::Code)
            .collect();
        boards.extend(self.custom.get().map(BoardRules::Custom));
        boards
    }

    /// The start chosen, a FEN as typed.
    fn start(self) -> StartSpec {
        match self.start_choice.get() {
            StartChoice::Initial => StartSpec::Initial,
            StartChoice::Odds => odds_presets()
                .get(self.odds_index.get())
                .map_or(StartSpec::Initial, |(_, start)| start.clone()),
            StartChoice::Fen => StartSpec::Fen(self.fen_text.get()),
        }
    }

    /// The form as it stands, checked or not, for its address.
    fn snapshot(self) -> Study {
        Study::free(self.start(), self.boards())
    }

    /// The boards and start chosen, or the form's errors set and `None`.
    fn study(self) -> Option<Study> {
        let boards = self.boards();
        if boards.is_empty() || boards.len() > MAX_BOARDS {
            self.choice_error.set(Some(format!(
                "Choose between one and {MAX_BOARDS} codes to compare."
            )));
            return None;
        }
        self.choice_error.set(None);
        let start = match self.start() {
            StartSpec::Fen(fen) => StartSpec::Fen(fen.trim().to_string()),
            other => other,
        };
        if let Err(error) = start.position(boards[0].rules()) {
            self.fen_error
                .set(Some(format!("This position cannot be used: {error}")));
            return None;
        }
        self.fen_error.set(None);
        Some(Study::free(start, boards))
    }
}

#[component]
pub fn FreePlay() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The address's form first (reload, Back, a shared link), else the
    // free-play study in progress.
    let arriving = persistence::address()
        .form()
        .unwrap_or_else(|| state.study.get_untracked());
    let form = Form::new(Resumed::from_study(&arriving));
    // Every change of the form goes to the address, in place.
    Effect::new(move |first: Option<()>| {
        let query = Address::free_play(&form.snapshot()).to_query();
        if first.is_some() {
            persistence::write_address(&query, false);
        }
    });
    let begin = move |_| {
        if let Some(study) = form.study() {
            state.open(study);
        }
    };
    view! {
        <section class="free-play" aria-labelledby="free-play-title">
            <h2 id="free-play-title">"Free play"</h2>
            <p class="commentary">"Choose the codes to compare and where to begin. Moves made on any board are replayed on every board whose code allows them."</p>
            {code_choices(form)}
            {start_choices(form)}
            {move || form.choice_error.get().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
            <button type="button" class="primary" on:click=begin>"Set up the boards"</button>
        </section>
    }
}

/// The codes to compare, and the reader's own rules.
fn code_choices(form: Form) -> impl IntoView {
    let Form {
        chosen_codes,
        custom,
        ..
    } = form;
    let toggle_code = move |code: Code| {
        chosen_codes.update(|codes| match codes.iter().position(|c| *c == code) {
            Some(i) => {
                codes.remove(i);
            }
            None => codes.push(code),
        })
    };
    view! {
        <fieldset>
            <legend>"Codes to compare (one to four)"</legend>
            {Code::ALL
                .into_iter()
                .map(|code| {
                    view! {
                        <label class="checkbox" title=code.source()>
                            <input
                                type="checkbox"
                                data-code=code.id()
                                checked=move || chosen_codes.with(|c| c.contains(&code))
                                prop:checked=move || chosen_codes.with(|c| c.contains(&code))
                                on:change=move |_| toggle_code(code)
                            />
                            {code.name()}
                        </label>
                    }
                })
                .collect_view()}
            <label class="checkbox">
                <input
                    type="checkbox"
                    data-code="custom"
                    checked=move || custom.with(Option::is_some)
                    prop:checked=move || custom.with(Option::is_some)
                    on:change=move |_| custom.update(|c| *c = if c.is_some() { None } else { Some(RuleSet::modern()) })
                />
                "Your own rules"
            </label>
            <Show when=move || custom.with(Option::is_some)>
                {switch_fields(custom)}
            </Show>
        </fieldset>
    }
}

/// One select per rule switch of the reader's own rules.
fn switch_fields(custom: RwSignal<Option<RuleSet>>) -> impl IntoView {
    let set_switch = move |switch: &'static crate::core::Switch, value: String| {
        custom.update(|rules| {
            if let Some(current) = rules {
                switch.set(current, &value);
            }
        })
    };
    view! {
        <div class="switches">
            {SWITCHES
                .iter()
                .map(|switch| {
                    let id = format!("switch-{}", switch.key);
                    let label_for = id.clone();
                    view! {
                        <div class="filter">
                            <label for=label_for>{switch.label}</label>
                            <select id=id on:change=move |ev| set_switch(switch, event_target_value(&ev))>
                                {switch
                                    .choices()
                                    .into_iter()
                                    .map(|choice| {
                                        view! {
                                            <option
                                                value=choice.slug
                                                selected=move || custom.with(|r| r.as_ref().is_some_and(|r| switch.get(r) == choice.slug))
                                                prop:selected=move || custom.with(|r| r.as_ref().is_some_and(|r| switch.get(r) == choice.slug))
                                            >
                                                {choice.label}
                                            </option>
                                        }
                                    })
                                    .collect_view()}
                            </select>
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// Where to begin: the initial position, odds, or a FEN.
fn start_choices(form: Form) -> impl IntoView {
    let Form {
        start_choice,
        odds_index,
        fen_text,
        fen_error,
        ..
    } = form;
    let radio = move |choice: StartChoice, label: &'static str| {
        view! {
            <label class="radio">
                <input
                    type="radio"
                    name="start"
                    checked=move || start_choice.get() == choice
                    prop:checked=move || start_choice.get() == choice
                    on:change=move |_| start_choice.set(choice)
                />
                {label}
            </label>
        }
    };
    view! {
        <fieldset>
            <legend>"Start"</legend>
            {radio(StartChoice::Initial, "The initial position")}
            {radio(StartChoice::Odds, "Odds")}
            <Show when=move || start_choice.get() == StartChoice::Odds>
                <select aria-label="Odds" on:change=move |ev| odds_index.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {odds_presets()
                        .into_iter()
                        .enumerate()
                        .map(|(i, (name, _))| view! { <option value=i.to_string() selected=move || odds_index.get() == i prop:selected=move || odds_index.get() == i>{name}</option> })
                        .collect_view()}
                </select>
            </Show>
            {radio(StartChoice::Fen, "A position in FEN")}
            <Show when=move || start_choice.get() == StartChoice::Fen>
                <textarea
                    class="fen-input"
                    aria-label="Position in FEN"
                    rows="2"
                    spellcheck="false"
                    placeholder="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                    prop:value=move || fen_text.get()
                    on:input=move |ev| fen_text.set(event_target_value(&ev))
                ></textarea>
            </Show>
            {move || fen_error.get().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
        </fieldset>
    }
}
