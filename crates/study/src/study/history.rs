//! Undo for the line of play: each change the reader makes to the line (a
//! move, a notice, a claim, another line chosen) is kept, so that Undo puts
//! back the line as it was and the reader where they stood in it. A move
//! played in the middle of a line replaces the rest of it; Undo brings the
//! rest back, so a demonstration line is never lost.

use crate::study::compare::shared_moves;
use crate::study::Study;

/// One line as it was before a change, and where the reader stood in it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Before {
    tokens: Vec<String>,
    cursor: usize,
}

/// The changes to the line of one study, newest last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineHistory {
    changes: Vec<Before>,
}

/// How many changes are kept: enough for any reader, bounded for memory.
const KEPT: usize = 200;

/// Between the changes of a history handed over (see
/// [`LineHistory::hand_over`]).
const RECORD: char = '\u{1e}';
/// Between the cursor and the tokens of one change.
const UNIT: char = '\u{1f}';

impl LineHistory {
    /// Notes the step from `before` to `after`. A change of line is kept; a
    /// step through the line (only the cursor moved) is not a change; a
    /// study of another law or other boards starts a new history.
    pub fn record(&mut self, before: &Study, after: &Study) {
        if before.scenario != after.scenario
            || before.boards != after.boards
            || before.start != after.start
        {
            self.changes.clear();
            return;
        }
        if before.tokens == after.tokens {
            return;
        }
        if self.changes.len() == KEPT {
            self.changes.remove(0);
        }
        self.changes.push(Before {
            tokens: before.tokens.clone(),
            cursor: before.cursor,
        });
    }

    /// Whether there is a change to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.changes.is_empty()
    }

    /// How many moves of the line the last change set aside (a move played
    /// in the middle of the line replaces the moves after it), given the
    /// study as it is now: `0` when nothing was lost.
    #[must_use]
    pub fn set_aside(&self, now: &Study) -> usize {
        self.changes.last().map_or(0, |before| {
            let kept = shared_moves(&before.tokens, &now.tokens);
            before.tokens.len().saturating_sub(kept.max(before.cursor))
        })
    }

    /// The history as text, for another build of the app on the same page
    /// to go on with (the island hands its moves to the live app, whose
    /// Undo then takes them back): the study's law and line as they are
    /// now, then each change, a cursor and the tokens before it.
    #[must_use]
    pub fn hand_over(&self, now: &Study) -> String {
        let mut records = vec![record_of(now.scenario.unwrap_or(""), &now.tokens)];
        for change in &self.changes {
            records.push(record_of(&change.cursor.to_string(), &change.tokens));
        }
        records.join(&RECORD.to_string())
    }

    /// The history handed over in `text`, if it is the history of `now`
    /// (the same law and the same line); an empty one otherwise.
    #[must_use]
    pub fn handed_over(text: &str, now: &Study) -> LineHistory {
        let mut records = text.split(RECORD).map(fields_of);
        let Some((law, tokens)) = records.next() else {
            return LineHistory::default();
        };
        if law != now.scenario.unwrap_or("") || tokens != now.tokens {
            return LineHistory::default();
        }
        let changes: Option<Vec<Before>> = records
            .take(KEPT)
            .map(|(cursor, tokens)| {
                let cursor = cursor.parse::<usize>().ok()?;
                Some(Before { tokens, cursor })
            })
            .collect();
        LineHistory {
            changes: changes.unwrap_or_default(),
        }
    }

    /// Puts back the line as it was before the last change, with the reader
    /// where they stood. Returns whether anything changed.
    pub fn undo(&mut self, study: &mut Study) -> bool {
        let Some(before) = self.changes.pop() else {
            return false;
        };
        study.tokens = before.tokens;
        study.cursor = before.cursor.min(study.tokens.len());
        study.forget_kept_line_shown();
        true
    }
}

/// One record of a history handed over: a head, then the tokens.
fn record_of(head: &str, tokens: &[String]) -> String {
    let mut fields = vec![head];
    fields.extend(tokens.iter().map(String::as_str));
    fields.join(&UNIT.to_string())
}

/// A record's head and tokens.
fn fields_of(record: &str) -> (&str, Vec<String>) {
    let mut fields = record.split(UNIT);
    let head = fields.next().unwrap_or("");
    (head, fields.map(str::to_string).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::by_id;

    fn passar() -> Study {
        Study::for_scenario(by_id("passar-battaglia").expect("the scenario is in the library"))
    }

    /// Plays `san` as the reader would, at the cursor, and records it.
    fn play(history: &mut LineHistory, study: &mut Study, san: &str) {
        let before = study.clone();
        study.tokens.truncate(study.cursor);
        study.tokens.push(san.to_string());
        study.cursor = study.tokens.len();
        history.record(&before, study);
    }

    #[test]
    fn a_move_mid_line_sets_the_rest_aside_and_undo_brings_it_back() {
        let mut study = passar();
        let line = study.tokens.clone();
        assert!(line.len() >= 3);
        let mut history = LineHistory::default();
        study.go_to(1);
        play(&mut history, &mut study, "h6");
        assert_eq!(study.tokens.len(), 2);
        assert_eq!(history.set_aside(&study), line.len() - 1);
        assert!(history.undo(&mut study));
        assert_eq!(study.tokens, line);
        assert_eq!(study.cursor, 1, "the reader is back where they stood");
        assert!(!history.can_undo());
    }

    #[test]
    fn stepping_is_not_a_change_and_a_move_at_the_end_loses_nothing() {
        let mut study = passar();
        let mut history = LineHistory::default();
        let before = study.clone();
        study.go_to(0);
        history.record(&before, &study);
        assert!(!history.can_undo());
        study.go_to(study.tokens.len());
        play(&mut history, &mut study, "Nf3");
        assert_eq!(history.set_aside(&study), 0);
        assert!(history.undo(&mut study));
        assert_eq!(study, passar());
    }

    #[test]
    fn a_history_handed_over_undoes_as_it_would_have() {
        let mut study = passar();
        let mut history = LineHistory::default();
        study.go_to(1);
        play(&mut history, &mut study, "h6");
        play(&mut history, &mut study, "Nf3");
        let text = history.hand_over(&study);
        let mut taken = LineHistory::handed_over(&text, &study);
        assert_eq!(taken, history);
        assert!(taken.undo(&mut study));
        assert!(taken.undo(&mut study));
        assert_eq!(study.tokens, passar().tokens);
        assert_eq!(study.cursor, 1);
    }

    #[test]
    fn a_history_handed_over_for_another_line_or_damaged_is_not_taken() {
        let mut study = passar();
        let mut history = LineHistory::default();
        play(&mut history, &mut study, "Nf3");
        let text = history.hand_over(&study);
        assert!(!LineHistory::handed_over(&text, &passar()).can_undo());
        let other = Study::for_scenario(by_id("stalemate-verdicts").expect("in the library"));
        assert!(!LineHistory::handed_over(&text, &other).can_undo());
        let damaged = text.replace('\u{1f}', "\u{1f}x");
        assert!(!LineHistory::handed_over(&damaged, &study).can_undo());
        for text in ["", "\u{1e}\u{1e}", "nonsense"] {
            assert!(!LineHistory::handed_over(text, &study).can_undo());
        }
    }

    #[test]
    fn another_study_starts_a_new_history() {
        let mut study = passar();
        let mut history = LineHistory::default();
        play(&mut history, &mut study, "Nf3");
        let other = Study::for_scenario(by_id("stalemate-verdicts").expect("in the library"));
        history.record(&study, &other);
        assert!(!history.can_undo());
        let mut other = other;
        assert!(!history.undo(&mut other));
    }
}
