//! The law book: every law and section of the five sources, in the order
//! the texts give them, each with its kind, its place in the text and what
//! the app does with it.
//!
//! A law's place is found by search, not by offsets: each entry names the
//! words the law opens with (its number or title included) and the words it
//! closes with, and [`SourceLaw::range`] finds them in [`Source::text`]
//! (whitespace folded). The tests in `tests/laws_study/laws.rs` check that every
//! opening is found exactly once, that the laws follow one another without
//! overlap and tile their text, and that every scenario quotes a law listed
//! here.
//!
//! ```
//! use chess_laws_study::scenarios::{self, LawKind, LawRef, Source};
//! let sarratt: Vec<_> = scenarios::laws_of(Source::Sarratt).collect();
//! assert_eq!(sarratt.len(), 25);
//! let law16 = scenarios::law(Source::Sarratt, LawRef::Number(16)).unwrap();
//! assert_eq!(law16.kind, LawKind::Play);
//! assert!(law16.text().starts_with("16. The King must not castle"));
//! assert!(law16.quoted_by().any(|s| s.id == "italian-castling"));
//! ```

use super::conduct::{quotation, window_quotation};
use super::texts::{locate_folded, LawRef, Source};
use super::{all, Scenario};
use crate::core::table::{judge, rule, Act, ConductCode, Scene, Table};
use crate::core::{Color, Position, Square};
use std::ops::Range;
use std::sync::OnceLock;

/// What a law is about, for the reader and for what the app can do with
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LawKind {
    /// Play on the board: how the men move, castling, en passant,
    /// promotion, odds, how a game ends.
    Play,
    /// Conduct at the board: touch-move, false moves and their penalties,
    /// saying "check", setting up the board, time, disputes.
    Conduct,
    /// Practice over a match or sitting: who moves first in the next game,
    /// what a drawn game counts for.
    MatchPractice,
    /// Notation and illustration: how games are written down, a diagram.
    Notation,
}

impl LawKind {
    /// The kind in a word or two, as the page shows it.
    pub const fn name(self) -> &'static str {
        match self {
            LawKind::Play => "play",
            LawKind::Conduct => "conduct",
            LawKind::MatchPractice => "match practice",
            LawKind::Notation => "notation",
        }
    }
}

/// Why no scenario quotes a law yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Waiting {
    /// A conduct law (touching, false moves and their penalties, saying
    /// "check", the set-up, time): the board refuses an illegal move
    /// outright, and the remedies each code offers wait for an umpire mode
    /// in which the reader touches a man or makes a false move and chooses
    /// among them.
    UmpireMode,
    /// A play law whose scenario is written (see
    /// [`PENDING_SCENARIOS`](super::PENDING_SCENARIOS)) but the rules core,
    /// or the study that plays it, cannot carry yet (each says what it
    /// needs).
    EngineSupport,
    /// A rule about a series of games (the first move of the next game,
    /// what a drawn game counts for): nothing to play on one board.
    MatchPractice,
    /// Nothing to play on the board.
    NotOnTheBoard,
    /// A diagram or the notation: shown by the notation switch, not a rule.
    Illustration,
}

impl Waiting {
    /// Why, in a sentence for the page.
    pub const fn reason(self) -> &'static str {
        match self {
            Waiting::UmpireMode => {
                "Conduct law: waits for the umpire mode, in which the remedies \
                                    of each code can be chosen on the board."
            }
            Waiting::EngineSupport => {
                "Play law: its scenario is written and waits for the rules \
                                       core, or the study, to play it."
            }
            Waiting::MatchPractice => {
                "Match practice: it concerns a series of games, not one \
                                       board."
            }
            Waiting::NotOnTheBoard => "Nothing to play on the board.",
            Waiting::Illustration => {
                "An illustration, not a rule: the foot of the primer's Diag. 3, a castled \
                 position (king on c1, rooks on d1 and h1). The text it illustrates is not in \
                 the extract, and the diagram itself states no law: nothing to play."
            }
        }
    }
}

/// What the app does with a law now: a scenario plays it, the umpire's
/// table rules by it, or it waits (and why).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LawStatus {
    /// A scenario of the library quotes it.
    Quoted,
    /// No scenario quotes it, but the umpire's table cites it in a remedy:
    /// the reader plays it there by making the slip named (e.g. "A false
    /// move").
    AtTheTable(&'static str),
    /// Nothing plays it yet, for this reason.
    Waiting(Waiting),
}

/// One law or section of a source.
#[derive(Debug)]
pub struct SourceLaw {
    /// The text it belongs to.
    pub source: Source,
    /// Its number, title or (for untitled parts) a label of ours.
    pub law: LawRef,
    /// What it is about.
    pub kind: LawKind,
    /// The words it opens with in the scan, its number or title included
    /// (whitespace is folded when searching; found once in the text).
    pub opening: &'static str,
    /// The words it closes with in the scan (the first place after the
    /// opening where they stand).
    pub closing: &'static str,
    /// Why no scenario of the library quotes it yet; `None` when one does.
    pub waiting: Option<Waiting>,
    /// What the scan does to it, when it is not whole (e.g. it begins in
    /// the middle of a sentence).
    pub scan_note: Option<&'static str>,
    /// Why this law in particular is shown as text only, in one line, where
    /// the reason of its [`waiting`](SourceLaw::waiting) is too general
    /// (each law of match practice says what it rules over).
    pub why: Option<&'static str>,
}

impl SourceLaw {
    /// The citation, e.g. "Sarratt (1808), law 16".
    pub fn citation(&self) -> String {
        self.source.cite(self.law)
    }

    /// The byte range of the law in [`Source::text`], from the first
    /// character of [`opening`](SourceLaw::opening) to the last of
    /// [`closing`](SourceLaw::closing); `None` if either is missing (the
    /// tests make sure neither is).
    pub fn range(&self) -> Option<Range<usize>> {
        let text = self.source.text();
        let open = locate_folded(text, self.opening)?;
        let close = locate_folded(&text[open.start..], self.closing)?;
        Some(open.start..open.start + close.end)
    }

    /// The law as the scan gives it (empty if it cannot be found).
    pub fn text(&self) -> &'static str {
        let text = self.source.text();
        self.range().and_then(|r| text.get(r)).unwrap_or("")
    }

    /// The law without its number or title (which the page sets in the
    /// margin), as the scan gives it.
    pub fn body(&self) -> &'static str {
        let text = self.text();
        let heading = match self.law {
            LawRef::Number(n) => format!("{n}."),
            LawRef::Section(title) => title.to_string(),
            LawRef::Paragraph(_) | LawRef::Unnumbered => String::new(),
        };
        match text.strip_prefix(heading.as_str()) {
            Some(rest) if !heading.is_empty() => rest.trim_start_matches(['.', ' ', '\n']),
            _ => text,
        }
    }

    /// The body in paragraphs, as a page sets them: where the scan breaks
    /// lines only to wrap them (the Laws of the Game, the code of 24 laws)
    /// the law is one paragraph, whitespace folded; elsewhere each line of
    /// the scan is a paragraph.
    pub fn paragraphs(&self) -> Vec<String> {
        let fold = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        match self.source {
            Source::LawsOfTheGame | Source::CodeOf24 => vec![fold(self.body())],
            _ => self
                .body()
                .lines()
                .map(fold)
                .filter(|line| !line.is_empty())
                .collect(),
        }
    }

    /// Whether the law is a diagram drawn in characters, to be shown as the
    /// scan lays it out.
    pub fn is_diagram(&self) -> bool {
        self.body()
            .lines()
            .filter(|line| line.contains(" | "))
            .count()
            >= 3
    }

    /// The scenarios of the library whose quotation stands in this law (a
    /// quotation that runs over two laws is counted for both).
    pub fn quoted_by(&self) -> impl Iterator<Item = &'static Scenario> + '_ {
        let range = self.range();
        all().iter().filter(move |s| {
            s.source == self.source
                && match (&range, s.locate()) {
                    (Some(law), Some(quote)) => quote.start < law.end && law.start < quote.end,
                    _ => false,
                }
        })
    }

    /// Why no scenario quotes the law, in a line for the page: its own
    /// reason where it has one, else its kind of waiting's; `None` when a
    /// scenario quotes it.
    #[must_use]
    pub fn waiting_reason(&self) -> Option<&'static str> {
        self.waiting.map(|w| self.why.unwrap_or(w.reason()))
    }

    /// The anchor of the law on the Sources screen.
    pub fn anchor(&self) -> String {
        self.law.anchor()
    }

    /// Whether a code's board plays a rule of this law (its rules cite it),
    /// though no study quotes it: Laws of the Game 9, whose giver of odds
    /// moves first.
    #[must_use]
    pub fn is_cited_by_a_code(&self) -> bool {
        super::codes_citing(self.source, self.law).next().is_some()
    }

    /// Every slip the umpire's table rules on by this law, each once, in
    /// the order the table's samples first meet them.
    #[must_use]
    pub fn slips_at_table(&self) -> Vec<&'static str> {
        let Some(range) = self.range() else {
            return Vec::new();
        };
        let mut slips: Vec<&'static str> = Vec::new();
        for citation in table_citations() {
            if citation.source == self.source
                && range.contains(&citation.at)
                && !slips.contains(&citation.slip)
            {
                slips.push(citation.slip);
            }
        }
        slips
    }

    /// The slip at the umpire's table whose ruling cites this law (the
    /// first found), e.g. "A false move"; `None` if the table cites it for
    /// no slip.
    #[must_use]
    pub fn ruled_at_table(&self) -> Option<&'static str> {
        self.slips_at_table().first().copied()
    }

    /// What the app does with the law: quoted by a scenario, ruled on at
    /// the umpire's table (a conduct law waiting for the umpire mode that
    /// the table cites), or waiting.
    #[must_use]
    pub fn status(&self) -> LawStatus {
        if self.quoted_by().next().is_some() {
            return LawStatus::Quoted;
        }
        match self.waiting {
            Some(Waiting::UmpireMode) => self.ruled_at_table().map_or(
                LawStatus::Waiting(Waiting::UmpireMode),
                LawStatus::AtTheTable,
            ),
            Some(why) => LawStatus::Waiting(why),
            // Said to be quoted yet quoted by none: the tests forbid it.
            None => LawStatus::Quoted,
        }
    }
}

/// Where the umpire's table cites a source: the start of the quoted words
/// and the slip ruled on.
struct TableCitation {
    source: Source,
    at: usize,
    slip: &'static str,
}

/// A position (FEN), lawful moves (UCI) played first, the hand that slips
/// and its act: one of each slip the table knows, so that every remedy it
/// can give is given at least once.
type Sample = (&'static str, &'static [&'static str], Color, Act);

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn samples() -> Vec<Sample> {
    use Square as S;
    let w = Color::White;
    let mv = |from, to| Act::Move {
        from,
        to,
        check_said: false,
        squares_touched: vec![],
    };
    let touch = |square| Act::Touch {
        square,
        adjust: false,
    };
    let pinned = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    let in_check = "4k3/4r3/8/8/8/8/8/N3KB2 w - - 0 1";
    let boxed = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    vec![
        ("4k3/8/8/8/8/R7/8/4K3 w - - 0 1", &[], w, mv(S::A3, S::B4)),
        (
            "4k3/8/8/8/1n6/R1P5/8/4K3 w - - 0 1",
            &[],
            w,
            mv(S::A3, S::B4),
        ),
        ("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", &[], w, mv(S::A1, S::A2)),
        (
            "4k3/8/8/3n4/8/2N5/8/4K3 w - - 0 1",
            &[],
            w,
            mv(S::D5, S::B6),
        ),
        ("4k3/3r4/8/8/8/8/7P/4K3 w - - 0 1", &[], w, mv(S::E1, S::D1)),
        (pinned, &[], w, mv(S::E2, S::C3)),
        (in_check, &[], w, mv(S::A1, S::B3)),
        ("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", &[], w, mv(S::E1, S::G1)),
        (START, &["e2e4"], w, mv(S::D2, S::D4)),
        // The bishop on a6 commands e2, the king's one step: a false move
        // whose king's penalty Laws of the Game 18 bars.
        (
            START,
            &["e2e4", "b7b6", "g1f3", "c8a6"],
            w,
            mv(S::C1, S::E3),
        ),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &[], w, mv(S::A1, S::A8)),
        (
            START,
            &[],
            w,
            Act::Move {
                from: S::E2,
                to: S::E4,
                check_said: true,
                squares_touched: vec![],
            },
        ),
        (
            START,
            &[],
            w,
            Act::Move {
                from: S::G1,
                to: S::F3,
                check_said: false,
                squares_touched: vec![S::F3],
            },
        ),
        (START, &[], w, touch(S::G1)),
        (pinned, &[], w, touch(S::E2)),
        (in_check, &[], w, touch(S::A1)),
        (START, &[], w, touch(S::A1)),
        ("4k3/8/8/3n4/8/2N5/8/4K3 w - - 0 1", &[], w, touch(S::D5)),
        (START, &[], w, touch(S::B8)),
        (boxed, &[], w, touch(S::E8)),
        (
            START,
            &[],
            w,
            Act::Touch {
                square: S::D1,
                adjust: true,
            },
        ),
        (START, &[], w, Act::BoardWrongWay { plies: 2 }),
        (START, &[], w, Act::MenMisplaced { plies: 8 }),
        (START, &[], w, Act::ManMissing { plies: 7 }),
        (
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
            &["a1a8", "e8e7", "a8a7"],
            Color::Black,
            Act::FoundInCheck,
        ),
        (START, &[], w, Act::TimeExceeded),
        (START, &[], w, Act::Abandon),
        (START, &[], w, Act::Resign),
        (START, &[], w, Act::Dispute),
    ]
}

/// Every place of the five sources the umpire's table cites: each sample
/// slip is made and ruled on by every code of conduct, and each remedy's
/// law is found in its source through the words the table quotes for it.
/// Worked out once, on first use.
fn table_citations() -> &'static [TableCitation] {
    static CITATIONS: OnceLock<Vec<TableCitation>> = OnceLock::new();
    CITATIONS.get_or_init(|| {
        let mut found = Vec::new();
        for (fen, first, hand, act) in samples() {
            for code in ConductCode::ALL {
                cite_sample(code, fen, first, hand, &act, &mut found);
            }
        }
        found
    })
}

/// Rules on one sample under `code` and adds the places its remedies cite.
fn cite_sample(
    code: ConductCode,
    fen: &str,
    first: &[&str],
    hand: Color,
    act: &Act,
    found: &mut Vec<TableCitation>,
) {
    let Ok(mut before) = Position::from_fen(fen, code.play_code().rules()) else {
        return;
    };
    let mut table = Table::new(&before);
    for uci in first {
        let Some(next) = before.parse_uci(uci).ok().and_then(|m| {
            table.play(&before, &m);
            before.play(&m).ok()
        }) else {
            return;
        };
        before = next;
    }
    let judged = judge(&before, &table, hand, act);
    let Some(slip) = judged.slip else { return };
    let scene = Scene {
        before: &before,
        after: &judged.table,
        hand,
    };
    let in_check = before.is_check();
    let ruling = rule(code, &scene, &slip);
    let mut cite = |quoted: Option<(Source, &'static str)>| {
        if let Some((source, words)) = quoted {
            if let Some(at) = source.locate(words) {
                found.push(TableCitation {
                    source,
                    at: at.start,
                    slip: slip.name(),
                });
            }
        }
    };
    // The remedies offered and those a law of the code bars.
    for law in ruling
        .remedies
        .iter()
        .chain(&ruling.barred)
        .filter_map(|r| r.law)
    {
        cite(quotation(&law, &slip, in_check));
    }
    // The laws on claims: until when, and the fate of a slip unclaimed.
    let claims = ruling.window.and_then(|w| w.law);
    for law in claims
        .into_iter()
        .chain(ruling.unclaimed.and_then(|r| r.law))
    {
        cite(window_quotation(&law, &slip, in_check));
    }
}

/// Every law and section of the five sources, source by source in
/// [`Source::ALL`] order, each source's laws in the order of its text.
pub fn laws() -> &'static [SourceLaw] {
    LAWS
}

/// The laws of one source, in the order of its text.
pub fn laws_of(source: Source) -> impl Iterator<Item = &'static SourceLaw> {
    LAWS.iter().filter(move |l| l.source == source)
}

/// The law `law` of `source`, if the book lists it.
pub fn law(source: Source, law: LawRef) -> Option<&'static SourceLaw> {
    LAWS.iter().find(|l| l.source == source && l.law == law)
}

/// The law of its source that holds a scenario's quotation (where the
/// quotation begins).
pub fn law_of_scenario(scenario: &Scenario) -> Option<&'static SourceLaw> {
    let quote = scenario.locate()?;
    laws_of(scenario.source).find(|l| l.range().is_some_and(|r| r.contains(&quote.start)))
}

/// What the scan holds besides the laws, said once per source for the page.
pub const fn scan_remark(source: Source) -> Option<&'static str> {
    match source {
        Source::Sarratt => None,
        Source::LawsOfTheGame => None,
        Source::CodeOf24 => Some(
            "The scan begins in the middle of law 9, under the page's running head \u{201c}107 \
             CUE CUE\u{201d}: laws 1 to 8 and the opening of law 9 are lost.",
        ),
        Source::UmpireCode => Some(
            "The first three paragraphs have no title in the text; the labels in square brackets \
             are ours.",
        ),
        Source::Primer => Some(
            "An extract: it begins with the foot of a diagram and in the middle of a sentence, \
             and breaks off in the middle of the section on notation. The primer numbers no \
             paragraph: the labels in square brackets are ours.",
        ),
    }
}

const fn entry(
    source: Source,
    law: LawRef,
    kind: LawKind,
    opens: &'static str,
    closes: &'static str,
    waiting: Option<Waiting>,
) -> SourceLaw {
    SourceLaw {
        source,
        law,
        kind,
        // Without the `prose` feature (the first bundle, the island) no text
        // of a law is compiled in, and these would be the only words left.
        opening: prose!(opens),
        closing: prose!(closes),
        waiting,
        scan_note: None,
        why: None,
    }
}

use LawKind::{Conduct, MatchPractice, Notation, Play};
use LawRef::{Number, Paragraph, Section};
use Source::{CodeOf24, LawsOfTheGame, Primer, Sarratt, UmpireCode};

const QUOTED: Option<Waiting> = None;
const UMPIRE: Option<Waiting> = Some(Waiting::UmpireMode);
const MATCH: Option<Waiting> = Some(Waiting::MatchPractice);

#[rustfmt::skip]
static LAWS: &[SourceLaw] = &[
    // Sarratt (1808), laws 1-25.
    entry(Sarratt, Number(1), Conduct, "1. THE Chess-board", "during the whole of that game.", QUOTED),
    entry(Sarratt, Number(2), Conduct, "2. If the pieces or pawns be improperly placed", "must remain as they were placed.", UMPIRE),
    entry(Sarratt, Number(3), Conduct, "3. If a player begin a game without having all his pieces", "which he has forgotten.", UMPIRE),
    entry(Sarratt, Number(4), Play, "4. If a player agree to give the odds", "it shall be considered as a drawn game.", QUOTED),
    SourceLaw {
        why: prose_line!("Match practice: who moves first in each game of a sitting (by lot, then in turn; the winner, in Germany): no single board has a next game."),
        ..entry(Sarratt, Number(5), MatchPractice, "5. When the game is played even", "but this seems unfair.", MATCH)
    },
    entry(Sarratt, Number(6), Play, "6. The player who gives odds has always", "as the Pawn and move, &c", QUOTED),
    entry(Sarratt, Number(7), Conduct, "7. When a player has touched a piece", "else his adversary may compel him to play it.", UMPIRE),
    entry(Sarratt, Number(8), Conduct, "8. As long as a player holds a piece", "he can not recal his move.", UMPIRE),
    entry(Sarratt, Number(9), Conduct, "9. If a player touch one of his adversary's pieces", "no penalty shall be inflicted.", UMPIRE),
    entry(Sarratt, Number(10), Conduct, "10. If a player should;, by mistake", "or to let it remain where he played it.", UMPIRE),
    entry(Sarratt, Number(11), Conduct, "11. If a player take one of his adversary's pieces", "or to play the piece which he touched.", UMPIRE),
    entry(Sarratt, Number(12), Conduct, "12. If a player take one of his pieces with another of his", "to play either of the two pieces.", UMPIRE),
    entry(Sarratt, Number(13), Conduct, "13. If a player make a false move", "and to play the King instead of it.", QUOTED),
    entry(Sarratt, Number(14), Conduct, "14. If a player should play two successive moves", "as if only one move had been played.", QUOTED),
    entry(Sarratt, Number(15), Play, "15. A Pawn that is pushed two steps", "\" passar battaglia.\"", QUOTED),
    entry(Sarratt, Number(16), Play, "16. The King must not castle", "the attack would perhaps be irresistible.", QUOTED),
    entry(Sarratt, Number(17), Conduct, "17. If a player touch one of his pieces which can not be moved", "'no penalty is to be inflicted.", QUOTED),
    entry(Sarratt, Number(18), Conduct, "18. Whenever a player attacks his adversary's King", "uniformly followed at the Chess club at Paris.", QUOTED),
    entry(Sarratt, Number(19), Conduct, "19. If the King have been in check during two or more moves", "remove his King, or cover the check.", UMPIRE),
    entry(Sarratt, Number(20), Conduct, "20. If a player say \"Check\"\" without giving check", "have not already played his next move.", UMPIRE),
    entry(Sarratt, Number(21), Conduct, "21. If a player have moved, previously to perceiving", "before he moved or even touched a piece.", UMPIRE),
    entry(Sarratt, Number(22), Play, "22. When a player has pushed a Pawn to Queen", "any further on an absurdity.", QUOTED),
    entry(Sarratt, Number(23), Play, "23. At the end of a game", "the number of moves is then unlimited.", QUOTED),
    entry(Sarratt, Number(24), Play, "24. If the King be stale-mate", "more effectually subversive of his hypothesis.", QUOTED),
    entry(Sarratt, Number(25), Conduct, "25. Should any dispute arise", "binding to both parties.", UMPIRE),
    // Laws of the Game, laws 1-20.
    entry(LawsOfTheGame, Number(1), Conduct, "1. If you touch your man", "by saying \u{201c}j'adoube\u{201d} I replace.", UMPIRE),
    entry(LawsOfTheGame, Number(2), Conduct, "2. If you touch one of your adversary's men", "you cannot castle that move.", UMPIRE),
    entry(LawsOfTheGame, Number(3), Conduct, "3. If you make a false move", "neither party can recal it.", QUOTED),
    entry(LawsOfTheGame, Number(4), Conduct, "4. If you play two moves in succession", "as if one man only had been played.", UMPIRE),
    entry(LawsOfTheGame, Number(5), Conduct, "5. If your adversary gives check to your king", "retract your last move and provide for the check.", UMPIRE),
    entry(LawsOfTheGame, Number(6), Conduct, "6. If your opponent give you notice of a check", "before the opponent has completed his next move.", UMPIRE),
    entry(LawsOfTheGame, Number(7), Play, "7. You cannot check your adversary\u{2019}s king", "would place your own king in check.", QUOTED),
    entry(LawsOfTheGame, Number(8), Play, "8. You cannot castle after your king", "as if the rook were at its square.", QUOTED),
    SourceLaw {
        why: prose_line!("Match practice: lots and colours over a sitting. Of its rules for a single game the boards play one, that the giver of odds moves first: the rook-odds start plays it; the starts that give the receiver the move as well, or several moves, follow instead the exception of Sarratt 6, \u{201c}except, of course, in those games where the move is also given to the inferior player\u{201d}."),
        ..entry(LawsOfTheGame, Number(9), MatchPractice, "9. It is customary to draw lots", "the same coloured men during the sitting.", MATCH)
    },
    SourceLaw {
        why: prose_line!("Match practice: a drawn game is \u{201c}no game\u{201d} (read here as not counted among the games played), and who began it begins the next; nothing changes on the board of the game."),
        ..entry(LawsOfTheGame, Number(10), MatchPractice, "10. A drawn game is no game", "the first move in the next.", MATCH)
    },
    entry(LawsOfTheGame, Number(11), Conduct, "11. No irregularity or false move", "after the adversary has moved a piece.", UMPIRE),
    entry(LawsOfTheGame, Number(12), Conduct, "12. If at the commencement of a game", "the game must be played out.", UMPIRE),
    entry(LawsOfTheGame, Number(13), Play, "13. In giving odds, a player engaging", "the king's bishop's pawn is always understood.", QUOTED),
    entry(LawsOfTheGame, Number(14), Play, "14. In giving odds, if a player omit", "the game is to be re-commenced,", QUOTED),
    entry(LawsOfTheGame, Number(15), Play, "15. A player receiving the odds of the pawn", "he checks the black king.", QUOTED),
    entry(LawsOfTheGame, Number(16), Play, "16. A player giving the odds of the rook", "as if the rook was at its square.", QUOTED),
    entry(LawsOfTheGame, Number(17), Play, "17. The position of stale-mate", "constitutes a drawn game.", QUOTED),
    entry(LawsOfTheGame, Number(18), Conduct, "18. In no case where the penalty", "can it be enforced.", QUOTED),
    entry(LawsOfTheGame, Number(19), Play, "19. With the view of putting an end", "or it will be a drawn game.", QUOTED),
    entry(LawsOfTheGame, Number(20), Conduct, "20. If any dispute arise", "whose decision is to be final.", UMPIRE),
    // Code of 24 laws: the end of law 9, laws 10-24.
    SourceLaw {
        scan_note: prose_line!("Only the end of this law survives: the scan begins in the middle of it."),
        ..entry(CodeOf24, Number(9), Conduct, "cannot be legally taken, he may oblige him", "no penalty can be inflicted.", UMPIRE)
    },
    entry(CodeOf24, Number(10), Conduct, "10. If a player move one of his adversaiy\u{2019}s men", "on the square to which it had been played.", UMPIRE),
    entry(CodeOf24, Number(11), Conduct, "11. If a player takes one of his adversary\u{2019}s men", "his own piece or pawn which he touched.", UMPIRE),
    entry(CodeOf24, Number(12), Conduct, "12. Should any player by mis- take", "his adversary can compel him to move either.", UMPIRE),
    entry(CodeOf24, Number(13), Conduct, "13. If a player make a falsemove", "or to replace the piece or pawn, and move his king.", UMPIRE),
    entry(CodeOf24, Number(14), Conduct, "14. Should a player move out of his turn", "or the second be retracted.", UMPIRE),
    entry(CodeOf24, Number(15), Play, "15. When a pawn is first moved", "by any other piece but a pawn.", QUOTED),
    entry(CodeOf24, Number(16), Play, "16. A player cannot castle", "one of the adversary\u{2019}s pieces or pawns.", QUOTED),
    entry(CodeOf24, Number(17), Conduct, "17. If a player touch a piece or pawn", "no penalty can be indicted.", UMPIRE),
    entry(CodeOf24, Number(18), Conduct, "18. If a player attack the adverse king", "they must be retracted.", UMPIRE),
    entry(CodeOf24, Number(19), Conduct, "19. Should any player say check", "he may retract such moves.", UMPIRE),
    entry(CodeOf24, Number(20), Conduct, "20. If the king has been in check for several moves", "previous to the check being known, must remain.", UMPIRE),
    entry(CodeOf24, Number(21), Play, "21. Every pawn which has reached", "any other piece the player may think proper.", QUOTED),
    entry(CodeOf24, Number(22), Play, "22. If a player remain at the end of a game", "or tho game will be con- sidered drawn.", QUOTED),
    entry(CodeOf24, Number(23), Play, "23. If a player agrees to check- mate", "not restricted to any number of moves.", QUOTED),
    entry(CodeOf24, Number(24), Play, "24. A stale-mate is a drawn game.", "24. A stale-mate is a drawn game.", QUOTED),
    // The umpire code: three untitled paragraphs, five titled sections.
    entry(UmpireCode, Paragraph("moving into check"), Conduct, "A player moving into check may be required", "selected by the player imposing the penalty.", QUOTED),
    entry(UmpireCode, Paragraph("discovering check"), Conduct, "For discovering check on his own King", "there shall be no penalty.", UMPIRE),
    entry(UmpireCode, Paragraph("touching a man while in check"), Conduct, "While in check, for touching or moving a man", "as the opposing player may elect.", UMPIRE),
    entry(UmpireCode, Section("Touching the Squares"), Conduct, "Touching the Squares.", "as the adversary may elect.", UMPIRE),
    entry(UmpireCode, Section("Counting Fifty Moves"), Play, "Counting Fifty Moves.", "unless mate be effected, the game shall be decided a draw.", QUOTED),
    entry(UmpireCode, Section("Stale-Mate"), Play, "Stale-Mate.", "A stale-mate is a drawn game.", QUOTED),
    entry(UmpireCode, Section("Time Limit"), Conduct, "Time Limit.", "for exceeding the time limit as registered.", UMPIRE),
    entry(UmpireCode, Section("Abandoning the Game"), Conduct, "Abandoning the Game.", "the game must be scored against him.", UMPIRE),
    // The primer: unnumbered paragraphs, labels of ours.
    SourceLaw {
        scan_note: prose_line!("The scan gives only the foot of the diagram (ranks 5 to 1)."),
        ..entry(Primer, Paragraph("diagram 3: a castled position"), Notation, "5 | |", "Diag. 3.", Some(Waiting::Illustration))
    },
    SourceLaw {
        scan_note: prose_line!("The scan begins in the middle of this sentence."),
        ..entry(Primer, Paragraph("meeting check"), Play, "must be met in some way or other.", "and the game is ended.", QUOTED)
    },
    entry(Primer, Paragraph("stalemate and material"), Play, "If a King is unable to move, though not attacked", "(Compare page 63.)", QUOTED),
    entry(Primer, Paragraph("resignation"), Conduct, "If a player resigns his game", "counted as a loss to him.", UMPIRE),
    entry(Primer, Paragraph("null and void"), Conduct, "A game is null and void", "from the point where the error was made.", UMPIRE),
    entry(Primer, Paragraph("touching the men"), Conduct, "If a player having the move touches", "or a Rook's move only was intended.", UMPIRE),
    entry(Primer, Paragraph("illegal castling and moves"), Conduct, "If a player has castled illegally", "from the position in which the error occurred.", UMPIRE),
    SourceLaw {
        scan_note: prose_line!("The scan breaks off in the middle of this sentence."),
        ..entry(Primer, Section("II. NOTATION"), Notation, "II. NOTATION", "derived from the original position in the game,", QUOTED)
    },
];
