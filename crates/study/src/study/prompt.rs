//! What to try on the boards, in one line above them: a first-time reader
//! should see at once what to do. Derived from the scenario's own line (its
//! last move is the law's point), with a few hand-written prompts where the
//! point is a move the reader makes after the line.

use crate::scenarios::Scenario;

/// Prompts written by hand, by scenario id, where the line stops just before
/// the move that matters.
const WRITTEN: &[(&str, &str)] = &[
    (
        "italian-castling",
        "Try it: pick up White's king and castle on each board, and compare the squares each code allows.",
    ),
    (
        "king-and-pawn-stalemate",
        "Try it: go back to the start (the Home key), have the ending solved under each board, and compare the verdicts with best play; then press \u{201c}Play best move\u{201d}.",
    ),
];

/// The line's last move as written in it, with its number when it has one:
/// `"3.exd6"`, `"fxg3"`.
fn last_move(line: &str) -> Option<&str> {
    line.split_whitespace().last()
}

/// The one-line prompt shown above the boards of `scenario`.
///
/// ```
/// use chess_laws_study::scenarios::by_id;
/// use chess_laws_study::study::prompt::try_this;
/// let stalemate = by_id("stalemate-verdicts").unwrap();
/// assert!(try_this(stalemate).contains("1.Qb6"));
/// ```
#[must_use]
pub fn try_this(scenario: &Scenario) -> String {
    if let Some((_, written)) = WRITTEN.iter().find(|(id, _)| *id == scenario.id) {
        return (*written).to_string();
    }
    match last_move(scenario.line) {
        Some(point) => format!(
            "Try it: step back one move (\u{2190}) and play {point} yourself on each board."
        ),
        None => "Try it: play a move on any board and see how each code answers.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::all;

    #[test]
    fn every_scenario_has_a_prompt_naming_its_point() {
        for scenario in all() {
            let prompt = try_this(scenario);
            assert!(prompt.starts_with("Try it:"), "{}", scenario.id);
            let written = WRITTEN.iter().any(|(id, _)| *id == scenario.id);
            if !written {
                let point = last_move(scenario.line).unwrap_or_default();
                assert!(prompt.contains(point), "{}: {prompt}", scenario.id);
            }
        }
    }

    #[test]
    fn hand_written_prompts_name_real_scenarios() {
        for (id, _) in WRITTEN {
            assert!(crate::scenarios::by_id(id).is_some(), "{id}");
        }
    }
}
