//! The umpire's table: a toggle on any study. On, the compared boards
//! become the table, each under its code's name with its files and ranks:
//! the reader's hands act on the first board (touch a man, put it
//! anywhere, play twice, keep silent about a check), and every other board
//! shows the same acts done again on its own position. Each code of the
//! comparison shows its remedies beside the others, each with its law in
//! the source's words; choosing one shows the position it leads to. What
//! changes is said in one short sentence.

use crate::components::app::AppState;
use crate::components::board::table_board::TableBoard;
use crate::core::table::{Act, ConductCode, Landing};
use crate::core::{Position, RuleSet, Square};
use crate::scenarios::conduct;
use crate::study::phrase::lower_first;
use crate::study::umpire::{conduct_codes, table_positions, BoardRuling, Choice, Hands, Press};
use crate::study::BoardRules;
use leptos::prelude::*;

/// What the reader chose on one code's card: (choice, landing).
type Chosen = Option<(usize, usize)>;

/// The code of each board of the study (`None` for switches set by hand).
fn board_codes(boards: &[BoardRules]) -> Vec<Option<crate::core::Code>> {
    boards
        .iter()
        .map(|b| match b {
            BoardRules::Code(c) => Some(*c),
            BoardRules::Custom(_) => None,
        })
        .collect()
}

/// The squares marked on the table: those of the slip, or those touched.
fn marked_squares(hands: &Hands) -> Vec<Square> {
    match &hands.slipped {
        Some(s) => s
            .slip
            .squares()
            .map(|(a, b)| vec![a, b])
            .unwrap_or_default(),
        None => hands.squares_touched.clone(),
    }
}

/// The table, shared by the compared boards (which show it) and the panel
/// beneath them (what is said and done, and the codes' rulings). Provided
/// by the study; the hands are set afresh at each new point of the line
/// while the table is on.
#[derive(Clone, Copy)]
pub struct UmpireTable {
    /// The table is on: the compared boards show it.
    pub on: RwSignal<bool>,
    others: RwSignal<bool>,
    touch_squares: RwSignal<bool>,
    hands: RwSignal<Hands>,
    last: RwSignal<Press>,
    start: Memo<Position>,
    rulings: Memo<Vec<BoardRuling>>,
}

impl UmpireTable {
    /// The table for the study of `state`, off unless the first bundle
    /// handed over to open it.
    pub fn new(state: AppState) -> UmpireTable {
        let on = RwSignal::new(crate::components::bundle::was_asked_for(
            crate::components::bundle::FullTool::Umpire,
        ));
        let others = RwSignal::new(false);
        let codes = Memo::new(move |_| {
            state
                .study
                .with(|s| conduct_codes(s.scenario, &board_codes(&s.boards), others.get()))
        });
        // Each code's own board position at the shown point; the hands act
        // on the first board's.
        let positions = Memo::new(move |_| {
            let codes = codes.get();
            state
                .study
                .with(|s| state.comparison.with(|c| table_positions(s, c, &codes)))
        });
        let start = Memo::new(move |_| {
            let at = state.study.with(|s| s.cursor);
            state.comparison.with(|c| {
                c.tracks
                    .first()
                    .and_then(|t| t.position_at(at).cloned())
                    .unwrap_or_else(|| Position::start(RuleSet::modern()))
            })
        });
        let hands = RwSignal::new(Hands::new(&start.get_untracked()));
        let last = RwSignal::new(Press::Nothing);
        // A new point of the study sets the table afresh (only while it is
        // on: off, the study pays nothing for it).
        Effect::new(move |_| {
            if on.get() {
                hands.set(Hands::new(&start.get()));
                last.set(Press::Nothing);
            }
        });
        let rulings = Memo::new(move |_| hands.with(|h| positions.with(|p| h.rulings_on(p))));
        UmpireTable {
            on,
            others,
            touch_squares: RwSignal::new(false),
            hands,
            last,
            start,
            rulings,
        }
    }

    /// The table's state in one sentence.
    fn status(self) -> String {
        let last = self.last.get();
        self.rulings
            .with(|r| self.hands.with(|h| h.status(last, r)))
    }

    /// After an act: what it did, said in the page's live region.
    fn after_act(self, press: Press, state: AppState) {
        self.last.set(press);
        state.announcement.set(untrack(|| self.status()));
    }

    /// A press on the first board's square.
    fn press(self, square: Square, state: AppState) {
        let touch = self.touch_squares.get_untracked();
        let result = self
            .hands
            .try_update(|h| h.press_with(square, touch))
            .unwrap_or(Press::Nothing);
        self.after_act(result, state);
    }

    /// An act from the panel's buttons.
    fn act(self, make: impl FnOnce(&Hands) -> Act, state: AppState) {
        let result = self
            .hands
            .try_update(|h| {
                let act = make(h);
                h.act(&act)
            })
            .unwrap_or(Press::Nothing);
        self.after_act(result, state);
    }

    /// The table set again at the study's point.
    fn reset(self, state: AppState) {
        self.hands.set(Hands::new(&self.start.get_untracked()));
        self.after_act(Press::Nothing, state);
    }
}

/// One compared board while the table is on: the first takes the hands,
/// each other shows the same acts done on its own position, and a line
/// beneath says what they come to there. Nothing without the table.
#[component]
pub fn UmpireBoard(index: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(table) = use_context::<UmpireTable>() else {
        return ().into_any();
    };
    let name = Memo::new(move |_| {
        state
            .study
            .with(|s| s.boards.get(index).map_or("", BoardRules::name))
    });
    let conduct = Memo::new(move |_| {
        state.study.with(|s| match s.boards.get(index) {
            Some(BoardRules::Code(code)) => Some(ConductCode::of(*code)),
            _ => None,
        })
    });
    // The first board is the hands' own table; the others, the acts done
    // again from their own point of the line.
    let own = Memo::new(move |_| {
        if index == 0 {
            return table.hands.get();
        }
        let at = state.study.with(|s| s.cursor);
        let position = state
            .comparison
            .with(|c| c.tracks.get(index).and_then(|t| t.position_at(at).cloned()));
        table.hands.with(|h| match position {
            Some(p) => h.replayed(&p),
            None => h.clone(),
        })
    });
    let setup = Signal::derive(move || own.with(|h| h.board().clone()));
    let marked = Signal::derive(move || own.with(marked_squares));
    // The first board takes the presses and shows the man in hand; the
    // others repeat the acts.
    let first = index == 0;
    let held = Signal::derive(move || if first { own.with(|h| h.held) } else { None });
    let flipped = Signal::derive(move || state.study.with(|s| s.flipped));
    // Whether the card of this board's code of conduct rules on this
    // board's position: it rules on the first board with that code.
    let ruled_here = Memo::new(move |_| {
        let Some(code) = conduct.get() else {
            return false;
        };
        let first = state.study.with(|s| {
            s.boards
                .iter()
                .position(|b| matches!(b, BoardRules::Code(c) if ConductCode::of(*c) == code))
        });
        first == Some(index) && table.rulings.with(|r| r.iter().any(|r| r.code == code))
    });
    let line = move || {
        // Under the hands, what they did, where the reader looks.
        if index == 0 {
            return table.status();
        }
        let first = table
            .hands
            .with(|h| h.slipped.as_ref().map(|s| s.slip.name()));
        own.with(
            |h| match (h.slipped.as_ref().map(|s| s.slip.name()), first) {
                (Some(here), Some(there)) => {
                    let too = if here == there { "Here too" } else { "Here" };
                    match (ruled_here.get(), conduct.get()) {
                        (true, Some(code)) => {
                            format!("{too}: {}. {} rules below.", lower_first(here), code.name())
                        }
                        _ => format!("{too}: {}.", lower_first(here)),
                    }
                }
                (Some(here), None) => {
                    format!("Here the same act is a slip: {}.", lower_first(here))
                }
                (None, Some(_)) => "Here the same act is no slip: it stands.".to_string(),
                (None, None) if h.acted() => "The same acts, on this board's position.".to_string(),
                (None, None) => {
                    "What the hands do on the first board is done again here.".to_string()
                }
            },
        )
    };
    let on_press = first.then(|| Callback::new(move |square: Square| table.press(square, state)));
    let label = if first {
        format!(
            "The umpire's table, under {}: press a man to touch it, then a square to put it there",
            name.get_untracked()
        )
    } else {
        format!(
            "{}: the same acts on this board's position",
            name.get_untracked()
        )
    };
    let board = view! {
        <TableBoard
            setup=setup
            on_press=on_press
            held=held
            marked=marked
            flipped=flipped
            coords=true
            label=label
        />
    };
    view! {
        {board}
        <p class="umpire-board-line">{line}</p>
    }
    .into_any()
}

#[component]
pub fn UmpirePanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let table = use_context::<UmpireTable>().unwrap_or_else(|| {
        let table = UmpireTable::new(state);
        provide_context(table);
        table
    });
    let UmpireTable {
        on,
        others,
        touch_squares,
        hands,
        rulings,
        ..
    } = table;
    let chosen = RwSignal::new(Vec::<Chosen>::new());
    Effect::new(move |_| {
        let n = rulings.with(Vec::len);
        chosen.set(vec![None; n]);
    });
    let scenario_slip = move || state.study.with(|s| s.scenario).and_then(conduct::by_id);
    let make_scenario_slip = move |_| {
        let Some(c) = scenario_slip() else { return };
        let result = hands
            .try_update(|h| {
                h.again = c.hand != h.lawful().turn();
                let act = c.act(h.plies());
                h.act(&act)
            })
            .unwrap_or(Press::Nothing);
        table.after_act(result, state);
    };
    let act = move |make: fn(&Hands) -> Act| table.act(make, state);
    let toggle = |signal: RwSignal<bool>| move |_| signal.update(|v| *v = !*v);
    let hand_flag = move |get: fn(&Hands) -> bool, set: fn(&mut Hands, bool)| {
        (
            move || hands.with(get),
            move |_| hands.update(|h| set(h, !get(h))),
        )
    };
    let (adjust, flip_adjust) = hand_flag(|h| h.adjust, |h, v| h.adjust = v);
    let (silent, flip_silent) = hand_flag(|h| h.silent_check, |h, v| h.silent_check = v);
    let (false_check, flip_false) = hand_flag(|h| h.false_check, |h, v| h.false_check = v);
    let (again, flip_again) = hand_flag(|h| h.again, |h, v| h.again = v);
    let flipped = Signal::derive(move || state.study.with(|s| s.flipped));
    let slipped = move || hands.with(|h| h.slipped.is_some());
    let gloss = move || hands.with(|h| h.slipped.as_ref().map(|s| s.slip.gloss()));

    view! {
        <section class="umpire" data-on=move || on.get().to_string() aria-label="The umpire's table">
            <label class="umpire-toggle">
                <input type="checkbox" prop:checked=move || on.get() on:change=toggle(on) />
                " Umpire: play the slips the laws forbid, and see each code's remedy"
            </label>
            <Show when=move || on.get()>
                <div class="umpire-layout">
                    <div class="umpire-hands">
                        // Said in the page's live region as it changes: not
                        // a live region itself, or it would be heard twice.
                        <p class="umpire-status">{move || table.status()}</p>
                        {move || gloss().map(|g| view! { <p class="umpire-gloss">{g}</p> })}
                        <fieldset class="umpire-words" disabled=slipped>
                            <legend>"What the player says and does"</legend>
                            <label><input type="checkbox" prop:checked=adjust on:change=flip_adjust />" Say \u{201c}j'adoube\u{201d} before touching"</label>
                            <label><input type="checkbox" prop:checked=silent on:change=flip_silent />" Keep silent if the move checks"</label>
                            <label><input type="checkbox" prop:checked=false_check on:change=flip_false />" Say \u{201c}check\u{201d} though it is none"</label>
                            <label><input type="checkbox" prop:checked=again on:change=flip_again />" Move again (the side that just moved)"</label>
                            <label><input type="checkbox" prop:checked=move || touch_squares.get() on:change=toggle(touch_squares) />" Touch squares with the man in hand"</label>
                        </fieldset>
                        <div class="umpire-acts" role="group" aria-label="Other slips">
                            {move || scenario_slip().map(|_| view! {
                                <button type="button" class="umpire-scenario-slip" disabled=slipped on:click=make_scenario_slip>"Make this law's slip"</button>
                            })}
                            <button type="button" disabled=slipped on:click=move |_| act(|h| Act::BoardWrongWay { plies: h.plies() })>"The board is set the wrong way"</button>
                            <button type="button" disabled=slipped on:click=move |_| act(|h| Act::MenMisplaced { plies: h.plies() })>"Men wrongly placed"</button>
                            <button type="button" disabled=slipped on:click=move |_| act(|_| Act::FoundInCheck)>"His king is found in check"</button>
                            <button type="button" disabled=slipped on:click=move |_| act(|_| Act::TimeExceeded)>"Time exceeded"</button>
                            <button type="button" disabled=slipped on:click=move |_| act(|_| Act::Abandon)>"Quits the table"</button>
                            <button type="button" disabled=slipped on:click=move |_| act(|_| Act::Resign)>"Resigns"</button>
                            <button type="button" disabled=slipped on:click=move |_| act(|_| Act::Dispute)>"Disputes a point the laws omit"</button>
                            <button type="button" on:click=move |_| table.reset(state)>"Set the table again"</button>
                        </div>
                        <label class="umpire-others">
                            <input type="checkbox" prop:checked=move || others.get() on:change=toggle(others) />
                            " Also ask the umpire code and the primer"
                        </label>
                    </div>
                    <div class="umpire-rulings">
                        {move || {
                            let list = rulings.get();
                            if list.is_empty() {
                                return view! { <p class="umpire-wait">"No slip yet: the codes have nothing to say."</p> }.into_any();
                            }
                            let shared = hands.with(|h| h.slipped.as_ref().map(|s| s.slip.name()));
                            list.into_iter()
                                .enumerate()
                                .map(|(index, ruling)| {
                                    let own_slip = shared != Some(ruling.slip);
                                    view! { <RulingCard index=index ruling=ruling own_slip=own_slip chosen=chosen flipped=flipped /> }
                                })
                                .collect_view()
                                .into_any()
                        }}
                    </div>
                </div>
            </Show>
        </section>
    }
}

/// The landing chosen on a card, if any.
fn landing_of(ruling: &BoardRuling, chosen: Chosen) -> Option<&Landing> {
    let (c, l) = chosen?;
    ruling.choices.get(c)?.landings.get(l)
}

#[component]
fn RulingCard(
    index: usize,
    ruling: BoardRuling,
    /// The slip on this code's board is not the one made at the first:
    /// its gloss is shown on the card.
    own_slip: bool,
    chosen: RwSignal<Vec<Chosen>>,
    flipped: Signal<bool>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = ruling.code.name();
    let mine = move || chosen.with(|c| c.get(index).copied().flatten());
    let kept = StoredValue::new(ruling.clone());
    let choose = move |pick: (usize, usize)| {
        chosen.update(|c| {
            if let Some(slot) = c.get_mut(index) {
                *slot = Some(pick);
            }
        });
        let label = kept.with_value(|r| landing_of(r, Some(pick)).map(|l| l.label.clone()));
        if let Some(label) = label {
            state
                .announcement
                .set(format!("{name}: {label}, shown on its card."));
        }
    };
    let shown = {
        let ruling = ruling.clone();
        Signal::derive(move || landing_of(&ruling, mine()).cloned())
    };
    let choices = ruling
        .choices
        .iter()
        .enumerate()
        .map(|(c, choice)| choice_view(c, choice.clone(), mine, choose))
        .collect_view();
    view! {
        <article class="umpire-code" data-code=ruling.code.id()>
            <h3>{name}</h3>
            <p class="umpire-slip">{ruling.slip}</p>
            {own_slip.then(|| view! { <p class="umpire-gloss">{ruling.gloss}</p> })}
            <ol class="umpire-choices">{choices}</ol>
            {(!ruling.barred.is_empty()).then(|| {
                let barred = ruling.barred.iter().map(|b| view! {
                    <li class="umpire-barred-remedy">{b.text.clone()} {law_view(b)}</li>
                }).collect_view();
                view! { <ul class="umpire-barred" aria-label="Remedies barred here">{barred}</ul> }
            })}
            {ruling.window.clone().map(|w| view! { <p class="umpire-window">{w}</p> })}
            {ruling.reading.map(|r| view! { <p class="umpire-reading">"Our reading: " {r}</p> })}
            {move || shown.get().map(|landing| {
                let setup = landing.setup.clone();
                let label = format!("{name}: the position after {}", landing.label);
                view! {
                    <figure class="umpire-landing">
                        <TableBoard setup=Signal::derive(move || setup.clone()) flipped=flipped label=label />
                        <figcaption>{landing.result.clone().unwrap_or(landing.label.clone())}</figcaption>
                    </figure>
                }
            })}
        </article>
    }
}

/// A choice's law: quoted with its citation beneath, or the citation
/// alone (FIDE, or words already quoted above), or the code's silence.
fn law_view(choice: &Choice) -> impl IntoView {
    let law = choice.law.clone();
    match choice.quote.clone() {
        Some(q) => view! {
            <blockquote class="umpire-quote">
                <p>{q.text}</p>
                <footer>{law.unwrap_or_else(|| q.source.to_string())}</footer>
            </blockquote>
        }
        .into_any(),
        None => view! {
            <p class="umpire-law">{law.unwrap_or_else(|| "No law: the code is silent".to_string())}</p>
        }
        .into_any(),
    }
}

fn choice_view(
    c: usize,
    choice: Choice,
    mine: impl Fn() -> Chosen + Copy + Send + Sync + 'static,
    choose: impl Fn((usize, usize)) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let many = choice.landings.len() > 1;
    let moves = choice
        .landings
        .iter()
        .enumerate()
        .map(|(l, landing)| {
            let label = landing.label.clone();
            view! {
                <button
                    type="button"
                    class="umpire-move"
                    aria-pressed=move || (mine() == Some((c, l))).to_string()
                    on:click=move |_| choose((c, l))
                >
                    {label}
                </button>
            }
        })
        .collect_view();
    let class = if choice.unclaimed {
        "umpire-choice unclaimed"
    } else {
        "umpire-choice"
    };
    view! {
        <li class=class>
            <button
                type="button"
                class="umpire-remedy"
                aria-pressed=move || mine().is_some_and(|(x, _)| x == c).to_string()
                on:click=move |_| choose((c, 0))
            >
                {choice.text.clone()}
            </button>
            <span class="umpire-chooser">" (" {choice.chooser} ")"</span>
            {law_view(&choice)}
            {many.then(|| view! {
                <div class="umpire-moves" role="group" aria-label="The moves this remedy allows" hidden=move || mine().is_none_or(|(x, _)| x != c)>
                    {moves}
                </div>
            })}
        </li>
    }
}
