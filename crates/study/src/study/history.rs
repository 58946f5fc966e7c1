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
