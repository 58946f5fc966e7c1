//! The umpire's table: a toggle on any study. On, the reader's hands act
//! on a physical board set from the study's position (touch a man, put it
//! anywhere, play twice, keep silent about a check), and each code of the
//! comparison shows its remedies beside the others, each with its law in
//! the source's words; choosing one shows the position it leads to.

use crate::components::app::AppState;
use crate::components::board::table_board::TableBoard;
use crate::core::table::{Act, Landing};
use crate::core::{Position, RuleSet, Square};
use crate::scenarios::conduct;
use crate::study::umpire::{conduct_codes, table_positions, BoardRuling, Choice, Hands, Press};
use crate::study::BoardRules;
use leptos::prelude::*;

/// What the reader chose on one code's card: (choice, landing).
type Chosen = Option<(usize, usize)>;

fn status(hands: &Hands, last: Press) -> String {
    let side = hands.hand().name();
    match (last, hands.held) {
        (_, Some(square)) => format!(
            "{side}'s hand holds the man on {square}. Press another square to put it there, or \
             its own square to let go without moving it."
        ),
        (Press::Slipped, _) => "A slip. Each code rules below; choose a remedy.".to_string(),
        (Press::Played, _) => format!("A lawful move. {side} to play."),
        _ => format!("{side} to play. Press a man to touch it."),
    }
}

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

#[component]
pub fn UmpirePanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let on = RwSignal::new(crate::components::bundle::was_asked_for(
        crate::components::bundle::FullTool::Umpire,
    ));
    let others = RwSignal::new(false);
    let touch_squares = RwSignal::new(false);
    let codes = Memo::new(move |_| {
        state
            .study
            .with(|s| conduct_codes(s.scenario, &board_codes(&s.boards), others.get()))
    });
    // Each code's own board position at the shown point; the hands act on
    // the first board's.
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
    let chosen = RwSignal::new(Vec::<Chosen>::new());
    // A new point of the study sets the table afresh.
    Effect::new(move |_| {
        hands.set(Hands::new(&start.get()));
        last.set(Press::Nothing);
    });
    let rulings = Memo::new(move |_| hands.with(|h| positions.with(|p| h.rulings_on(p))));
    Effect::new(move |_| {
        let n = rulings.with(Vec::len);
        chosen.set(vec![None; n]);
    });
    let after_act = move |press: Press| {
        last.set(press);
        state
            .announcement
            .set(hands.with_untracked(|h| status(h, press)));
    };
    let press = Callback::new(move |square: Square| {
        let touch = touch_squares.get_untracked();
        let result = hands
            .try_update(|h| h.press_with(square, touch))
            .unwrap_or(Press::Nothing);
        after_act(result);
    });
    let act = move |make: fn(&Hands) -> Act| {
        let result = hands
            .try_update(|h| {
                let act = make(h);
                h.act(&act)
            })
            .unwrap_or(Press::Nothing);
        after_act(result);
    };
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
        after_act(result);
    };
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
    let board = Signal::derive(move || hands.with(|h| h.board().clone()));
    let held = Signal::derive(move || hands.with(|h| h.held));
    let marked = Signal::derive(move || hands.with(marked_squares));
    let slipped = move || hands.with(|h| h.slipped.is_some());

    view! {
        <section class="umpire" data-on=move || on.get().to_string() aria-label="The umpire's table">
            <label class="umpire-toggle">
                <input type="checkbox" prop:checked=move || on.get() on:change=toggle(on) />
                " Umpire: play the slips the laws forbid, and see each code's remedy"
            </label>
            <Show when=move || on.get()>
                <div class="umpire-layout">
                    <div class="umpire-hands">
                        <TableBoard
                            setup=board
                            on_press=press
                            held=held
                            marked=marked
                            flipped=flipped
                            label="The umpire's table: press a man to touch it, then a square to put it there".to_string()
                        />
                        <p class="umpire-status" role="status">{move || hands.with(|h| status(h, last.get()))}</p>
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
                            <button type="button" on:click=move |_| { hands.set(Hands::new(&start.get_untracked())); last.set(Press::Nothing); }>"Set the table again"</button>
                        </div>
                        <label class="umpire-others">
                            <input type="checkbox" prop:checked=move || others.get() on:change=toggle(others) />
                            " Also ask the umpire code and the primer"
                        </label>
                    </div>
                    <div class="umpire-rulings" aria-live="polite">
                        {move || {
                            let list = rulings.get();
                            if list.is_empty() {
                                return view! { <p class="umpire-wait">"No slip yet: the codes have nothing to say."</p> }.into_any();
                            }
                            list.into_iter()
                                .enumerate()
                                .map(|(index, ruling)| view! { <RulingCard index=index ruling=ruling chosen=chosen flipped=flipped /> })
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
    chosen: RwSignal<Vec<Chosen>>,
    flipped: Signal<bool>,
) -> impl IntoView {
    let mine = move || chosen.with(|c| c.get(index).copied().flatten());
    let choose = move |pick: (usize, usize)| {
        chosen.update(|c| {
            if let Some(slot) = c.get_mut(index) {
                *slot = Some(pick);
            }
        });
    };
    let name = ruling.code.name();
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
