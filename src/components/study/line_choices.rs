//! A scenario's lines: the demonstration line, and the continuations where
//! a code plays on differently (e.g. England's 6.O-O gxh2+ 7.Kh1).

use crate::components::app::AppState;
use crate::scenarios::{Play, Scenario};
use crate::study::line_tokens;
use leptos::prelude::*;

/// The distinct lines of a scenario with a label each.
fn lines(scenario: &'static Scenario) -> Vec<(String, Vec<String>)> {
    let mut lines = vec![(
        "The demonstration line".to_string(),
        line_tokens(scenario.line),
    )];
    for expectation in scenario.expectations {
        if expectation.play == Play::Line {
            continue;
        }
        let tokens = line_tokens(&scenario.moves(expectation.play));
        if lines.iter().all(|(_, known)| *known != tokens) {
            lines.push((
                format!("As played under {}", expectation.code.name()),
                tokens,
            ));
        }
    }
    lines
}

#[component]
pub fn LineChoices(scenario: &'static Scenario) -> impl IntoView {
    let state = expect_context::<AppState>();
    let choices = lines(scenario);
    (choices.len() > 1).then(|| {
        view! {
            <div class="line-choices" role="group" aria-label="Lines of this scenario">
                {choices
                    .into_iter()
                    .map(|(label, tokens)| {
                        let same = tokens.clone();
                        view! {
                            <button
                                type="button"
                                aria-pressed=move || state.study.with(|s| s.tokens == same).to_string()
                                on:click=move |_| {
                                    let tokens = tokens.clone();
                                    state.update(|s| s.set_line(tokens))
                                }
                            >
                                {label}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    })
}
