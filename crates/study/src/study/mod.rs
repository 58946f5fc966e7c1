//! The reader's study: which law is open, the boards compared, the line of
//! play and where in it the reader stands. Plain Rust, so the components
//! only call these methods and render; the link and the saved form are in
//! [`link`].

pub mod address;
pub mod bibliography;
pub mod cite;
pub mod cite_tags;
pub mod code_changes;
pub mod compare;
pub mod diagram;
pub mod endgame;
pub mod export;
pub mod figure_pgn;
pub mod figure_text;
pub mod history;
pub mod import;
pub mod import_summary;
pub mod kept_lines;
pub mod link;
pub mod opening;
pub mod pages;
pub mod phrase;
pub mod piece_art;
pub mod print;
pub mod prompt;
pub mod saved;
pub mod shape_art;
pub mod shapes;
pub mod umpire;

pub use compare::{
    line_tokens, BoardRules, Comparison, StartSpec, Stop, Track, Verdict, VerdictKind,
};

use crate::core::{Code, Move};
use crate::scenarios::{self, Scenario};

/// How the line is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    /// Standard algebraic notation: `e4`, `Nf3`, `O-O`.
    #[default]
    Algebraic,
    /// The compact descriptive notation: `P-K4`, `Kt-KB3` (as `N-KB3`).
    Descriptive,
    /// The descriptive notation in the words of the 19th-century books:
    /// "P. to K. 4th", "Kt. to K. B. 3d".
    Words,
}

impl Notation {
    /// The value of the link's `notation` parameter (`None` for SAN).
    #[must_use]
    pub const fn link_value(self) -> Option<&'static str> {
        match self {
            Notation::Algebraic => None,
            Notation::Descriptive => Some("descriptive"),
            Notation::Words => Some("words"),
        }
    }

    /// The notation a link's `notation` parameter names; SAN for anything
    /// else, a hand-edited value included.
    #[must_use]
    pub fn from_link_value(value: Option<&str>) -> Notation {
        match value {
            Some("descriptive") => Notation::Descriptive,
            Some("words") => Notation::Words,
            _ => Notation::Algebraic,
        }
    }
}

/// Everything the reader has open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Study {
    /// The scenario studied, by id; `None` in free play.
    pub scenario: Option<&'static str>,
    /// The boards compared (one to four).
    pub boards: Vec<BoardRules>,
    /// Where play begins.
    pub start: StartSpec,
    /// The line: SAN moves, or `notice`.
    pub tokens: Vec<String>,
    /// How many tokens of the line are shown as played.
    pub cursor: usize,
    /// Black at the bottom.
    pub flipped: bool,
    /// How the moves are written: SAN, or the descriptive notation of the
    /// sources, compact or in words.
    pub notation: Notation,
    /// Lines set aside by a change in the middle of the line, kept to be
    /// brought back (see `kept_lines.rs`).
    pub kept_lines: Vec<Vec<String>>,
    /// What the writer draws and writes over the study: shapes, comments,
    /// a caption (see `shapes.rs`).
    pub figure: shapes::Figure,
}

impl Study {
    /// The boards' names in order, as their headers show them (a tool's
    /// choice of board).
    pub fn board_names(&self) -> Vec<&'static str> {
        self.boards.iter().map(BoardRules::name).collect()
    }

    /// A scenario opened at the end of its demonstration line, so its point
    /// shows at once; the reader can step back through it.
    pub fn for_scenario(scenario: &'static Scenario) -> Study {
        let start = StartSpec::of_scenario(&scenario.start);
        let tokens = line_tokens(scenario.line);
        Study {
            scenario: Some(scenario.id),
            boards: scenario
                .codes
                .iter()
                .map(|c| BoardRules::Code(*c))
                .collect(),
            start,
            cursor: tokens.len(),
            tokens,
            flipped: false,
            notation: Notation::Algebraic,
            kept_lines: Vec::new(),
            figure: scenario.figure(),
        }
    }

    /// Free play from `start` under the given boards.
    pub fn free(start: StartSpec, boards: Vec<BoardRules>) -> Study {
        Study {
            scenario: None,
            boards,
            start,
            tokens: Vec::new(),
            cursor: 0,
            flipped: false,
            notation: Notation::Algebraic,
            kept_lines: Vec::new(),
            figure: shapes::Figure::default(),
        }
    }

    /// What a first visit shows: the first scenario of the library.
    pub fn default_study() -> Study {
        match scenarios::all().first() {
            Some(first) => Study::for_scenario(first),
            None => Study::free(StartSpec::Initial, vec![BoardRules::Code(Code::Modern)]),
        }
    }

    /// The scenario studied, if any.
    pub fn scenario(&self) -> Option<&'static Scenario> {
        self.scenario.and_then(scenarios::by_id)
    }

    /// The line replayed under every board's rules.
    pub fn compare(&self) -> Comparison {
        Comparison::build(&self.start, &self.boards, &self.tokens)
    }

    /// Plays `m` on board `board` at the shown position. The line's own
    /// next move just steps along it; another move starts a new line and
    /// the old one is kept beside it (`kept_lines.rs`). A board whose line
    /// stopped earlier continues from where it stopped.
    pub fn play(&mut self, comparison: &Comparison, board: usize, m: &Move) -> bool {
        let Some(track) = comparison.tracks.get(board) else {
            return false;
        };
        let base = self.cursor.min(track.played());
        let Some(position) = track.position_at(base) else {
            return false;
        };
        if !position.is_legal(m) {
            return false;
        }
        let san = position.san(m);
        // The next move of the line itself: follow it, keep the rest.
        if self.tokens.get(base) == Some(&san) {
            self.cursor = base + 1;
            return true;
        }
        self.cursor = base;
        self.keep_line_before_replacing();
        self.tokens.truncate(base);
        self.tokens.push(san);
        self.cursor = base + 1;
        true
    }

    /// Gives notice to count fifty moves at the shown point (Laws of the
    /// Game 19); the moves after it go to a kept line.
    pub fn give_notice(&mut self) {
        self.keep_line_before_replacing();
        self.tokens.truncate(self.cursor);
        self.tokens.push("notice".to_string());
        self.cursor = self.tokens.len();
    }

    /// Claims a draw at the shown point (FIDE 9.2, 9.3); the moves after
    /// it start a kept line.
    pub fn claim_draw(&mut self) {
        self.keep_line_before_replacing();
        self.tokens.truncate(self.cursor);
        self.tokens.push("claim".to_string());
        self.cursor = self.tokens.len();
    }

    /// Replaces the line, shown at its end.
    pub fn set_line(&mut self, tokens: Vec<String>) {
        // The figure stays only on the positions both lines share.
        self.figure
            .keep_within(compare::shared_moves(&self.tokens, &tokens));
        self.cursor = tokens.len();
        self.tokens = tokens;
    }

    /// Whether coming to this study from `before` deserves its own Back
    /// step in the browser's history: another law, other codes, another
    /// start or other moves (not just stepping along the line).
    pub fn is_new_history_entry(&self, before: &Study) -> bool {
        before.scenario != self.scenario
            || before.boards != self.boards
            || before.start != self.start
            || before.tokens != self.tokens
    }

    /// The part of the study that the boards replay: a change here (not
    /// in the cursor, orientation or notation) needs a new comparison.
    pub fn line_key(&self) -> (StartSpec, Vec<BoardRules>, Vec<String>) {
        (self.start.clone(), self.boards.clone(), self.tokens.clone())
    }

    /// Takes back the last move of the line.
    pub fn undo(&mut self) {
        self.tokens.pop();
        self.figure.keep_within(self.tokens.len());
        self.cursor = self.cursor.min(self.tokens.len());
    }

    /// Shows the line after `cursor` tokens (clamped to the line).
    pub fn go_to(&mut self, cursor: usize) {
        self.cursor = cursor.min(self.tokens.len());
    }
}
