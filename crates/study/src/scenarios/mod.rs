//! The laws as data: each [`Scenario`] quotes a law of one of the five
//! [sources](Source) word for word, sets up a position, names the
//! [codes](Code) to compare, and carries a demonstration line with what
//! happens under each code: which move is refused and by which law, or how
//! the game ends.
//!
//! The library is plain data (`static` records); the only logic here is the
//! catalogue (look-up and filters) and finding a quotation in its text. The
//! tests in `tests/laws_study/scenarios.rs` play every line under every code with the
//! rules core and check every stated result, so a scenario that stops
//! proving its point fails the build.
//!
//! ```
//! use chess_laws_study::core::Code;
//! use chess_laws_study::scenarios::{self, Theme};
//! let s = scenarios::by_id("passar-battaglia").unwrap();
//! assert!(s.codes.contains(&Code::Italy));
//! assert!(s.themes.contains(&Theme::EnPassant));
//! assert_eq!(s.citation(), "Sarratt (1808), law 15");
//! assert!(scenarios::with_theme(Theme::Stalemate).count() >= 2);
//! ```

/// A scenario's prose (quotation, commentary, our reading, mends, the
/// expectations' summaries): compiled in with the `prose` feature, which
/// everything but the site's first bundle has; that bundle fetches the
/// scenario on screen from `prose/<id>.txt` (written by the tools crate's
/// `prose`), so that the first download does not carry every law's words.
#[cfg(feature = "prose")]
macro_rules! prose {
    ($text:expr) => {
        $text
    };
}

/// Without the `prose` feature: none of the prose (see above); `&[]` for a
/// list. The words are still type-checked, then dropped: a `static` keeps
/// only what its value points to.
#[cfg(not(feature = "prose"))]
macro_rules! prose {
    (&[]) => {
        &[]
    };
    (&[$($item:tt)*]) => {{
        let _: &[_] = &[$($item)*];
        &[]
    }};
    ($text:expr) => {{
        let _: &str = $text;
        ""
    }};
}

/// A line only the Sources page shows (a law's own reason for waiting,
/// what the scan does to it): with the `prose` feature, as written;
/// without it, none, so that a reader of the field falls back as for a
/// law that has no such line.
#[cfg(feature = "prose")]
macro_rules! prose_line {
    ($text:expr) => {
        Some($text)
    };
}

/// Without the `prose` feature: no line (see above).
#[cfg(not(feature = "prose"))]
macro_rules! prose_line {
    ($text:expr) => {{
        let _: &str = $text;
        None
    }};
}

mod code_notes;
pub mod conduct;
pub mod figures;
mod laws;
// Without the `library` feature only its pending list is used.
#[cfg_attr(not(feature = "library"), allow(dead_code))]
mod library;
mod prose;
mod texts;

use crate::core::{Code, Color, FenError, Law, Odds, Position, RuleSet, Square};
use std::ops::Range;

pub use code_notes::{code_notes, codes_citing, CodeNotes, RuleNote};
pub use laws::{
    law, law_of_scenario, laws, laws_of, scan_remark, LawKind, LawStatus, SourceLaw, Waiting,
};
pub use library::{PendingScenario, PENDING_SCENARIOS};
pub use prose::ScenarioProse;
pub use texts::{locate_folded, LawRef, Source};

/// A law of the old codes, set up to be played and compared.
#[derive(Debug)]
pub struct Scenario {
    /// Stable, URL-safe name used in links (`[a-z0-9-]`), e.g.
    /// `"italian-castling"`.
    pub id: &'static str,
    /// The title a reader sees.
    pub title: &'static str,
    /// The text the law is quoted from.
    pub source: Source,
    /// The law's number or section in its source.
    pub law: LawRef,
    /// The law, word for word, with only the OCR slips listed in
    /// [`mends`](Scenario::mends) put right.
    pub quotation: &'static str,
    /// The OCR slips mended in the quotation, each with the text as
    /// scanned; empty when the quotation is exactly as scanned.
    pub mends: &'static [Mend],
    /// What the law means, why it mattered and what to try on the board, in
    /// our own words.
    pub commentary: &'static str,
    /// The topics of the law, for filtering.
    pub themes: &'static [Theme],
    /// Where play starts.
    pub start: Start,
    /// The codes to compare, two to four, in the order the boards are shown.
    pub codes: &'static [Code],
    /// The demonstration line in SAN, played from [`start`](Scenario::start)
    /// under every code (moves separated by spaces; move numbers such as
    /// `1.` or `5...` may stand before a move).
    pub line: &'static str,
    /// What happens under each code (at least one entry per code in
    /// [`codes`](Scenario::codes)), and where codes part ways, what the
    /// other code's continuation meets.
    pub expectations: &'static [Expectation],
    /// The reading chosen where the source is ambiguous, for the UI to show.
    pub notes: &'static [&'static str],
    /// The first moves of the line in the compact English descriptive
    /// notation of the old books (e.g. `"P-K3 B-Q3 Q-R5ch"`); the five
    /// texts themselves write their few moves in words. The tests check it
    /// against the core's descriptive notation.
    pub descriptive: Option<&'static str>,
}

/// An OCR slip put right in a quotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mend {
    /// The text as scanned, e.g. `"mis- take"`.
    pub scanned: &'static str,
    /// What the quotation reads instead, e.g. `"mistake"`.
    pub reads: &'static str,
}

/// A topic of the laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Castling: standard, Italian free castling, castling after rook odds.
    Castling,
    /// Taking en passant, or *passar battaglia*.
    EnPassant,
    /// The stalemate and how it is scored.
    Stalemate,
    /// Giving odds: pieces, pawns and moves.
    Odds,
    /// What a pawn becomes on the last rank.
    Promotion,
    /// Draws: fifty moves, insufficient material.
    Draws,
    /// Check and checkmate.
    CheckAndMate,
    /// Conduct and the board: touch-move, false moves, the board's placing.
    Conduct,
    /// How games are written down: the descriptive notation.
    Notation,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 9] = [
        Theme::Castling,
        Theme::EnPassant,
        Theme::Stalemate,
        Theme::Odds,
        Theme::Promotion,
        Theme::Draws,
        Theme::CheckAndMate,
        Theme::Conduct,
        Theme::Notation,
    ];

    /// A stable, URL-safe name.
    pub const fn slug(self) -> &'static str {
        match self {
            Theme::Castling => "castling",
            Theme::EnPassant => "en-passant",
            Theme::Stalemate => "stalemate",
            Theme::Odds => "odds",
            Theme::Promotion => "promotion",
            Theme::Draws => "draws",
            Theme::CheckAndMate => "check-and-mate",
            Theme::Conduct => "conduct",
            Theme::Notation => "notation",
        }
    }

    /// The theme named by [`Theme::slug`].
    pub fn from_slug(slug: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.slug() == slug)
    }

    /// The name a reader sees.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Castling => "Castling",
            Theme::EnPassant => "En passant",
            Theme::Stalemate => "Stalemate",
            Theme::Odds => "Odds",
            Theme::Promotion => "Promotion",
            Theme::Draws => "Draws",
            Theme::CheckAndMate => "Check and mate",
            Theme::Conduct => "Conduct and the board",
            Theme::Notation => "Notation",
        }
    }
}

/// Where a scenario's play starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// The initial position of an even game.
    Initial,
    /// A position in FEN.
    Fen(&'static str),
    /// The initial position with odds given (see [`Odds`]).
    Odds {
        /// The side that gives the odds.
        giver: Color,
        /// The squares of the giver's men taken off before play.
        removed: &'static [Square],
        /// How many moves the receiver makes in a row before the giver's
        /// first move (1 is "the move", 0 means the giver moves first).
        receiver_moves: u8,
    },
    /// Odds agreed but forgotten: the game begun even, from the initial
    /// position (Sarratt 4; Laws of the Game 14), the giver's mate scored
    /// drawn (see [`Position::odds_forgotten`]); the study carries it as
    /// `StartSpec::OddsForgotten` (link `start=forgotten:white:f2`).
    OddsForgotten {
        /// The side that agreed to give the odds.
        giver: Color,
        /// The squares of the men it should have taken off.
        agreed: &'static [Square],
    },
}

impl Start {
    /// The core's odds record, for [`Start::Odds`].
    pub fn odds(&self) -> Option<Odds> {
        match *self {
            Start::Odds {
                giver,
                removed,
                receiver_moves,
            } => Some(Odds {
                giver,
                removed: removed.to_vec(),
                receiver_moves,
            }),
            _ => None,
        }
    }

    /// The start position under `rules`.
    ///
    /// ```
    /// use chess_laws_study::core::Code;
    /// let s = chess_laws_study::scenarios::by_id("pawn-and-three-moves").unwrap();
    /// let pos = s.start.position(Code::Modern.rules()).unwrap();
    /// assert_eq!(pos.free_moves_left(), 3);
    /// ```
    pub fn position(&self, rules: RuleSet) -> Result<Position, FenError> {
        match (self, self.odds()) {
            (_, Some(odds)) => Ok(Position::from_odds(&odds, rules)?),
            (Start::Fen(fen), None) => Position::from_fen(fen, rules),
            (Start::OddsForgotten { giver, .. }, None) => {
                Ok(Position::odds_forgotten(*giver, rules))
            }
            _ => Ok(Position::start(rules)),
        }
    }
}

/// What a scenario's line meets under one code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The code the moves are played under.
    pub code: Code,
    /// Which moves: the scenario's line, the line and a continuation, or
    /// another line in its place (where codes legitimately part ways).
    pub play: Play,
    /// What happens.
    pub result: Expected,
    /// The result in a few words for the side-by-side view, e.g. "Refused:
    /// no en passant in Italy" or "Stalemate: White loses".
    pub summary: &'static str,
}

/// Which moves an [`Expectation`] plays, in SAN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// The scenario's [`line`](Scenario::line).
    Line,
    /// The scenario's line, then these moves.
    LineThen(&'static str),
    /// These moves from the start, in place of the scenario's line.
    Instead(&'static str),
}

/// The result of playing a line under a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The core refuses the move at `ply` (1-based, counting every move
    /// the [`Play`] names from the start), and its reason cites `law`.
    Refused {
        /// Which ply is refused, from 1.
        ply: usize,
        /// The law the core's reason cites.
        law: Law,
    },
    /// Every move is played and the game ends with this verdict after the
    /// last one.
    Ends(Verdict),
    /// Every move is played and the game goes on.
    GoesOn,
}

/// How a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A king is checkmated; `winner` mated him.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// A king is stalemated; `winner` is the side the code scores the game
    /// for (`None`: drawn).
    Stalemate {
        /// Who wins, if anyone.
        winner: Option<Color>,
    },
    /// Drawn by the fifty-move rule of the code.
    FiftyMoves,
    /// Drawn: neither side can mate.
    InsufficientMaterial,
    /// A mate given by the player who agreed to give odds and began the
    /// game even, scored as a draw (Sarratt 4; Laws of the Game 14): the
    /// core's checkmate with a drawn result.
    MateScoredDrawn,
}

impl Scenario {
    /// The citation of the law, e.g. "Sarratt (1808), law 16".
    pub fn citation(&self) -> String {
        self.source.cite(self.law)
    }

    /// The quotation as the source text has it: the mends undone.
    pub fn scanned_quotation(&self) -> String {
        self.mends.iter().fold(self.quotation.to_string(), |q, m| {
            q.replace(m.reads, m.scanned)
        })
    }

    /// Where the quotation stands in [`Source::text`] (byte range), or
    /// `None` if the text does not hold it (the tests make sure it does).
    pub fn locate(&self) -> Option<Range<usize>> {
        self.source.locate(&self.scanned_quotation())
    }

    /// The law in its surroundings: the byte range of the passage of
    /// [`Source::text`] that holds the quotation (see [`Source::passage`]).
    pub fn passage(&self) -> Option<Range<usize>> {
        self.locate().map(|r| self.source.passage(r))
    }

    /// The moves an expectation plays, in SAN, from the start.
    pub fn moves(&self, play: Play) -> String {
        match play {
            Play::Line => self.line.to_string(),
            Play::LineThen(more) => format!("{} {more}", self.line),
            Play::Instead(other) => other.to_string(),
        }
    }

    /// Whether the scenario compares `code`.
    pub fn compares(&self, code: Code) -> bool {
        self.codes.contains(&code)
    }

    /// The expectations for one code, in order.
    pub fn expectations_for(&self, code: Code) -> impl Iterator<Item = &'static Expectation> {
        self.expectations.iter().filter(move |e| e.code == code)
    }
}

/// Every scenario, the four headline ones first.
#[cfg(feature = "library")]
pub fn all() -> &'static [Scenario] {
    library::SCENARIOS
}

/// Without the library (the island's build), none: the one law's opening
/// a page needs is read from the page (`study::opening`).
#[cfg(not(feature = "library"))]
pub fn all() -> &'static [Scenario] {
    &[]
}

/// The library's scenarios by id, in its order: what a build without the
/// library (the island) knows of it, to send an address of the old form
/// (`?s=<id>`) on to the law's page. A test checks it against the library.
pub const IDS: &[&str] = &[
    "italian-castling",
    "passar-battaglia",
    "stalemate-verdicts",
    "pawn-and-three-moves",
    "king-and-pawn-stalemate",
    "bishop-wins-by-stalemate",
    "lone-king-seeks-stalemate",
    "italian-queenside",
    "rignano-castling",
    "castling-through-attack",
    "castling-in-check",
    "castling-after-moving",
    "rook-odds-castling",
    "pawn-and-move",
    "pawn-and-two-moves",
    "second-queen",
    "promotion-any-piece",
    "en-passant-either-pawn",
    "fifty-moves-on-notice",
    "knight-and-bishop",
    "named-endings-only",
    "insufficient-material",
    "stalemate-king-and-pawn",
    "check-and-mate",
    "no-check-from-a-pin",
    "moving-into-check",
    "false-move",
    "board-placement",
    "queen-against-rook-pawn",
    "wrong-rook-pawn",
    "descriptive-notation",
    "odds-forgotten",
    "odds-not-removed",
    "fifty-moves-by-the-umpire",
    "mate-with-a-marked-piece",
    "rook-like-a-bishop",
    "unannounced-check",
    "touched-but-pinned",
    "board-turned",
    "two-moves-in-succession",
    "king-penalty-into-check",
];

/// The scenario with this id.
///
/// ```
/// assert!(chess_laws_study::scenarios::by_id("italian-castling").is_some());
/// assert!(chess_laws_study::scenarios::by_id("no-such-law").is_none());
/// ```
pub fn by_id(id: &str) -> Option<&'static Scenario> {
    all().iter().find(|s| s.id == id)
}

/// A choice of source, theme and code; a field left `None` lets every
/// scenario through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only scenarios quoting this source.
    pub source: Option<Source>,
    /// Only scenarios on this theme.
    pub theme: Option<Theme>,
    /// Only scenarios comparing this code.
    pub code: Option<Code>,
}

impl Filter {
    /// Whether `scenario` passes every choice made.
    pub fn admits(&self, scenario: &Scenario) -> bool {
        self.source.is_none_or(|s| scenario.source == s)
            && self.theme.is_none_or(|t| scenario.themes.contains(&t))
            && self.code.is_none_or(|c| scenario.compares(c))
    }
}

/// The scenarios `filter` admits, in library order.
pub fn matching(filter: Filter) -> impl Iterator<Item = &'static Scenario> {
    all().iter().filter(move |s| filter.admits(s))
}

/// The scenarios that quote `source`.
pub fn from_source(source: Source) -> impl Iterator<Item = &'static Scenario> {
    matching(Filter {
        source: Some(source),
        ..Filter::default()
    })
}

/// The scenarios that compare `code`.
pub fn with_code(code: Code) -> impl Iterator<Item = &'static Scenario> {
    matching(Filter {
        code: Some(code),
        ..Filter::default()
    })
}

/// The scenarios on `theme`.
pub fn with_theme(theme: Theme) -> impl Iterator<Item = &'static Scenario> {
    matching(Filter {
        theme: Some(theme),
        ..Filter::default()
    })
}
