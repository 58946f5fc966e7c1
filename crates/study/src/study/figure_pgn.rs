//! The writer's figure in PGN, as the chess servers and ChessBase write
//! drawings: in a move's comment, `[%csl Rf7]` marks squares and
//! `[%cal Ge1g1,Rh1f1]` draws arrows (a colour letter, then one square or
//! two), several commands in one comment and mixed with its words. A shape
//! on one board only carries the board's id, `[%csl:sarratt Bh1]` and
//! `[%cal:italy Ge1h1]`: our own commands, which other readers leave alone.
//! The comment's words are the reader's comment on that move; the shapes
//! and words before the first move go in a comment before it. The caption
//! goes in two tags of our own, `Caption` (the title) and
//! `CaptionSentence` (the sentence under it).
//!
//! Reading never fails: a command that does not read is named, with its
//! place, and the rest of the comment and of the game are kept. Other
//! commands (`[%clk]`, `[%eval]`, ...) are the program's, not the
//! writer's words, and are left out of the comment.

use super::compare::BoardRules;
use super::link::{board_id, read_board};
use super::shapes::{one_line, Caption, Figure, Mark, Shape, ShapeGroup, MOST_COMMENT_CHARS};
use crate::core::pgn::PgnGame;
use std::collections::BTreeMap;

/// The tag of the caption's title.
pub const CAPTION_TAG: &str = "Caption";
/// The tag of the caption's sentence.
pub const CAPTION_SENTENCE_TAG: &str = "CaptionSentence";

/// The commands that draw `groups` (all of one point): marks, then arrows,
/// every board's first.
#[must_use]
pub fn commands(groups: &[&ShapeGroup]) -> String {
    let mut out = String::new();
    for group in groups {
        let suffix = group
            .board
            .as_ref()
            .map(|b| format!(":{}", board_id(b)))
            .unwrap_or_default();
        let (marks, arrows): (Vec<&Shape>, Vec<&Shape>) = group
            .shapes
            .iter()
            .partition(|s| matches!(s.mark, Mark::Square(_)));
        for (name, list) in [("csl", marks), ("cal", arrows)] {
            if !list.is_empty() {
                let codes: Vec<String> = list.iter().map(|s| s.code()).collect();
                out.push_str(&format!("[%{name}{suffix} {}]", codes.join(",")));
            }
        }
    }
    out
}

/// The comment the figure puts at point `at`: the reader's words, then
/// the drawing; `None` if there is neither.
#[must_use]
pub fn point_comment(figure: &Figure, at: usize) -> Option<String> {
    let groups: Vec<&ShapeGroup> = figure.groups.iter().filter(|g| g.at == at).collect();
    let drawn = commands(&groups);
    let words = figure.comment(at).unwrap_or_default();
    match (words.is_empty(), drawn.is_empty()) {
        (true, true) => None,
        (false, true) => Some(words.to_string()),
        (true, false) => Some(drawn),
        (false, false) => Some(format!("{words} {drawn}")),
    }
}

/// Writes the figure into `game`, whose main line holds the study's
/// tokens one for one: a comment at each point, before the first move
/// for point 0; the caption in its tags.
pub fn write_figure(game: &mut PgnGame, figure: &Figure) {
    let points: Vec<usize> = (1..=game.moves.len()).collect();
    write_figure_at(game, figure, &points);
}

/// Writes the figure into `game`, whose move `i` leads to the line's
/// point `points[i]`: a game may leave out tokens that are no move (a
/// notice) or stop before the line does, and the figure's shapes and
/// words stay at their own points all the same.
pub fn write_figure_at(game: &mut PgnGame, figure: &Figure, points: &[usize]) {
    if let Some(comment) = point_comment(figure, 0) {
        game.leading.push(comment);
    }
    for (m, &point) in game.moves.iter_mut().zip(points) {
        if let Some(comment) = point_comment(figure, point) {
            m.comments.push(comment);
        }
    }
    if !figure.caption.title.is_empty() {
        game.set_tag(CAPTION_TAG, figure.caption.title.clone());
    }
    if !figure.caption.sentence.is_empty() {
        game.set_tag(CAPTION_SENTENCE_TAG, figure.caption.sentence.clone());
    }
}

/// One comment read: its words without the commands, the shapes it
/// draws (with the board's id for one board only), what did not read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadComment {
    pub words: String,
    pub shapes: Vec<(Option<String>, Shape)>,
    /// One sentence per command or shape that does not read.
    pub problems: Vec<String>,
}

/// Reads one comment's commands and words.
#[must_use]
pub fn read_comment(comment: &str) -> ReadComment {
    let mut read = ReadComment::default();
    let mut words = String::new();
    let mut rest = comment;
    while let Some(open) = rest.find("[%") {
        words.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let Some(close) = after.find(']') else {
            read.problems.push(format!(
                "a command \u{201c}[%\u{201d} is never closed: {}",
                short(after)
            ));
            rest = "";
            break;
        };
        read_command(&after[..close], &mut read);
        rest = &after[close + 1..];
    }
    words.push_str(rest);
    read.words = one_line(&words);
    read
}

/// One command's inside, `cal Ge1g1,Rh1f1` or `csl:sarratt Bh1`.
fn read_command(inside: &str, read: &mut ReadComment) {
    let inside = inside.trim();
    let (name, args) = inside
        .split_once(char::is_whitespace)
        .unwrap_or((inside, ""));
    let (kind, board) = match name.split_once(':') {
        Some((kind, board)) => (kind, Some(board.to_string())),
        None => (name, None),
    };
    let want_arrow = match kind {
        "cal" => true,
        "csl" => false,
        // A clock, an evaluation...: the program's, not the writer's.
        _ => return,
    };
    let mut any = false;
    for code in args
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|c| !c.is_empty())
    {
        any = true;
        match Shape::read(code).filter(|s| matches!(s.mark, Mark::Arrow { .. }) == want_arrow) {
            Some(shape) => read.shapes.push((board.clone(), shape)),
            None => read.problems.push(format!(
                "the {} \u{201c}{}\u{201d} in [%{name}] cannot be read and was left out",
                if want_arrow { "arrow" } else { "marked square" },
                short(code)
            )),
        }
    }
    if !any {
        read.problems
            .push(format!("[%{name}] draws nothing and was left out"));
    }
}

fn short(text: &str) -> String {
    let cut: String = text.chars().take(24).collect();
    if cut.len() < text.len() {
        format!("{cut}\u{2026}")
    } else {
        cut
    }
}

/// The figure read from a game: shapes and caption, the words of each
/// point's comments (still to be told from the notes our export makes,
/// once the line is replayed), what did not read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnFigure {
    /// Shapes and caption; no comments yet.
    pub figure: Figure,
    /// Each point's comments' words, in order.
    pub words: BTreeMap<usize, Vec<String>>,
    /// One sentence per thing that did not read, with its place.
    pub problems: Vec<String>,
}

impl PgnFigure {
    /// Reads the figure of a game's main line (variations keep theirs to
    /// themselves: a kept line is not drawn on).
    #[must_use]
    pub fn read(pgn: &PgnGame, most_plies: usize) -> PgnFigure {
        let mut out = PgnFigure::default();
        for comment in &pgn.leading {
            out.take(0, comment, "Before the first move");
        }
        for (index, m) in pgn.moves.iter().take(most_plies).enumerate() {
            for comment in &m.comments {
                out.take(index + 1, comment, &m.place.to_string());
            }
        }
        out.figure.caption = Caption {
            title: one_line(pgn.tag(CAPTION_TAG).unwrap_or_default()),
            sentence: one_line(pgn.tag(CAPTION_SENTENCE_TAG).unwrap_or_default()),
        };
        out
    }

    fn take(&mut self, at: usize, comment: &str, place: &str) {
        let read = read_comment(comment);
        for problem in read.problems {
            self.problems.push(format!("{place}: {problem}"));
        }
        for (id, shape) in read.shapes {
            let board: Option<BoardRules> = match id {
                None => None,
                Some(id) => match read_board(&id) {
                    Some(board) => Some(board),
                    None => {
                        self.problems.push(format!(
                            "{place}: no board \u{201c}{}\u{201d} to draw on; its shapes were left out",
                            short(&id)
                        ));
                        continue;
                    }
                },
            };
            if let Err(full) = self.figure.insert_shape(at, board.as_ref(), shape) {
                self.problems.push(format!("{place}: {full}"));
                return;
            }
        }
        if !read.words.is_empty() {
            self.words.entry(at).or_default().push(read.words);
        }
    }

    /// The figure for a line of `length` moves: each point's words joined,
    /// leaving out those `is_note(at, words)` says our export wrote of
    /// itself; a comment longer than a comment may be is cut, with an
    /// ellipsis.
    pub fn figure(&self, length: usize, is_note: impl Fn(usize, &str) -> bool) -> Figure {
        let mut figure = self.figure.clone();
        for (at, words) in &self.words {
            let kept: Vec<&str> = words
                .iter()
                .map(String::as_str)
                .filter(|w| !is_note(*at, w))
                .collect();
            if kept.is_empty() {
                continue;
            }
            let mut text = kept.join(" ");
            if text.chars().count() > MOST_COMMENT_CHARS {
                text = text.chars().take(MOST_COMMENT_CHARS - 1).collect();
                text.push('\u{2026}');
            }
            if figure.set_comment(*at, &text).is_err() {
                break;
            }
        }
        figure.keep_within(length);
        figure
    }
}
