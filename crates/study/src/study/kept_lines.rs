//! Lines kept beside the one on the boards. A move, a notice or a claim
//! made in the middle of the line starts a new line; the line it would have
//! replaced is kept (a scenario's demonstration line is never dropped), and
//! the reader can bring any kept line back to the boards, which keeps the
//! one shown in its turn. The kept lines travel in the study's link
//! (`kept=`), so a reload, a bookmark or a shared link keeps them too.

use crate::core::Color;
use crate::study::compare::shared_moves;
use crate::study::Study;

/// At most this many lines are kept: the oldest goes first. Enough for any
/// reader's exploration, and it bounds the link's length.
pub const MOST_KEPT: usize = 8;

/// What the reader sees of a kept line: where it leaves the line shown and
/// its first moves from there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptLine {
    /// Its place among the study's kept lines.
    pub index: usize,
    /// How many moves it shares with the line shown.
    pub shared: usize,
    /// "3. Nf3 Be7 4. Bc4 …": its moves after the shared ones.
    pub preview: String,
    /// All its moves.
    pub length: usize,
}

impl Study {
    /// Keeps the line shown before a change at the cursor replaces its
    /// moves after the cursor. Nothing is kept when nothing would be lost.
    pub fn keep_line_before_replacing(&mut self) {
        if self.cursor >= self.tokens.len() {
            return;
        }
        // What was drawn after the cursor belongs to the line replaced.
        self.figure.keep_within(self.cursor);
        let line = self.tokens.clone();
        self.keep(line);
    }

    /// Adds `line` to the kept lines unless it is already there.
    fn keep(&mut self, line: Vec<String>) {
        if line.is_empty() || self.kept_lines.contains(&line) {
            return;
        }
        if self.kept_lines.len() == MOST_KEPT {
            self.kept_lines.remove(0);
        }
        self.kept_lines.push(line);
    }

    /// Puts the kept line `index` on the boards, at the first move where
    /// it leaves the line shown; the line shown is kept in its place.
    /// Returns whether anything changed.
    pub fn bring_back_kept_line(&mut self, index: usize) -> bool {
        if index >= self.kept_lines.len() {
            return false;
        }
        let chosen = self.kept_lines.remove(index);
        let shared = shared_moves(&chosen, &self.tokens);
        self.figure.keep_within(shared);
        let shown = std::mem::replace(&mut self.tokens, chosen);
        if !shown.is_empty() && !self.kept_lines.contains(&shown) {
            self.kept_lines.insert(index, shown);
        }
        self.cursor = (shared + 1).min(self.tokens.len());
        true
    }

    /// Forgets a line that is back on the boards (Undo brought it back).
    pub fn forget_kept_line_shown(&mut self) {
        let shown = self.tokens.clone();
        self.kept_lines.retain(|line| *line != shown);
    }

    /// The kept lines as the reader sees them, in the order kept.
    #[must_use]
    pub fn kept_line_previews(&self) -> Vec<KeptLine> {
        // Called on every change of the study: most have no kept line.
        if self.kept_lines.is_empty() {
            return Vec::new();
        }
        let black_starts = self
            .boards
            .first()
            .and_then(|board| self.start.position(board.rules()).ok())
            .is_some_and(|position| position.turn() == Color::Black);
        self.kept_lines
            .iter()
            .enumerate()
            .map(|(index, line)| {
                let shared = shared_moves(line, &self.tokens);
                KeptLine {
                    index,
                    shared,
                    preview: numbered_from(line, shared, black_starts, 4),
                    length: line.len(),
                }
            })
            .collect()
    }
}

/// Up to `most` moves of `line` from `from`, numbered as a score is
/// ("3. Nf3 Be7", "3\u{2026} Be7 4. Bc4"), with "\u{2026}" when more follow.
fn numbered_from(line: &[String], from: usize, black_starts: bool, most: usize) -> String {
    let offset = usize::from(black_starts);
    let mut words = Vec::new();
    for (ply, token) in line.iter().enumerate().skip(from).take(most) {
        let counted = ply + offset;
        let number = counted / 2 + 1;
        if counted % 2 == 0 {
            words.push(format!("{number}. {token}"));
        } else if ply == from {
            words.push(format!("{number}\u{2026} {token}"));
        } else {
            words.push(token.clone());
        }
    }
    if line.len() > from + most {
        words.push("\u{2026}".to_string());
    }
    words.join(" ")
}

/// The kept lines written for a link: each line's moves joined by `_` (as
/// the line's own are), the lines joined by `~`.
#[must_use]
pub fn kept_lines_param(lines: &[Vec<String>]) -> String {
    lines
        .iter()
        .map(|line| line.join("_"))
        .collect::<Vec<_>>()
        .join("~")
}

/// The kept lines a link names, at most [`MOST_KEPT`]; empty parts are
/// skipped.
#[must_use]
pub fn read_kept_lines(param: &str) -> Vec<Vec<String>> {
    param
        .split('~')
        .map(crate::study::compare::line_tokens)
        .filter(|line| !line.is_empty())
        .take(MOST_KEPT)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenarios::by_id;

    fn passar() -> Study {
        Study::for_scenario(by_id("passar-battaglia").expect("the scenario is in the library"))
    }

    fn play_at_cursor(study: &mut Study, san: &str) {
        study.keep_line_before_replacing();
        study.tokens.truncate(study.cursor);
        study.tokens.push(san.to_string());
        study.cursor = study.tokens.len();
    }

    #[test]
    fn a_move_mid_line_keeps_the_demonstration_line() {
        let mut study = passar();
        let line = study.tokens.clone();
        study.go_to(1);
        play_at_cursor(&mut study, "h6");
        assert_eq!(study.kept_lines, vec![line.clone()]);
        let previews = study.kept_line_previews();
        assert_eq!(previews.len(), 1);
        assert_eq!(previews[0].shared, 1);
        assert!(
            previews[0]
                .preview
                .starts_with(&format!("1\u{2026} {}", line[1])),
            "{:?}",
            previews[0]
        );
    }

    #[test]
    fn a_move_at_the_end_keeps_nothing() {
        let mut study = passar();
        play_at_cursor(&mut study, "Nf3");
        assert!(study.kept_lines.is_empty());
    }

    #[test]
    fn bringing_a_line_back_keeps_the_one_shown() {
        let mut study = passar();
        let line = study.tokens.clone();
        study.go_to(1);
        play_at_cursor(&mut study, "h6");
        let mine = study.tokens.clone();
        assert!(study.bring_back_kept_line(0));
        assert_eq!(study.tokens, line);
        assert_eq!(study.cursor, 2, "at the first move where the lines part");
        assert_eq!(study.kept_lines, vec![mine.clone()]);
        assert!(study.bring_back_kept_line(0));
        assert_eq!(study.tokens, mine);
        assert!(!study.bring_back_kept_line(5));
    }

    #[test]
    fn kept_lines_are_bounded_and_never_twice() {
        let mut study = passar();
        for san in [
            "a6", "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6", "Nf6", "Nc6",
        ] {
            study.go_to(1);
            play_at_cursor(&mut study, san);
        }
        assert!(study.kept_lines.len() <= MOST_KEPT);
        let mut unique = study.kept_lines.clone();
        unique.dedup();
        assert_eq!(unique.len(), study.kept_lines.len());
    }

    #[test]
    fn kept_lines_read_back_from_their_link_parameter() {
        let lines = vec![
            vec!["e4".to_string(), "e5".to_string()],
            vec!["e4".to_string(), "O-O(Kh1,Rf1)".to_string()],
        ];
        assert_eq!(read_kept_lines(&kept_lines_param(&lines)), lines);
        assert!(read_kept_lines("~~").is_empty());
        assert_eq!(read_kept_lines(&"e4~".repeat(40)).len(), MOST_KEPT);
    }

    #[test]
    fn numbering_follows_the_side_that_starts() {
        let line: Vec<String> = ["e4", "e5", "Nf3", "Nc6", "Bb5"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            numbered_from(&line, 0, false, 3),
            "1. e4 e5 2. Nf3 \u{2026}"
        );
        assert_eq!(
            numbered_from(&line, 1, false, 2),
            "1\u{2026} e5 2. Nf3 \u{2026}"
        );
        assert_eq!(
            numbered_from(&line, 0, true, 2),
            "1\u{2026} e4 2. e5 \u{2026}"
        );
    }
}
