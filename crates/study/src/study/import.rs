//! Bring your own game: a PGN or a text in the old notations is read, every
//! code of the app replays each game, and each says whether it plays
//! through or which move it refuses, and why (the core's [`Refusal`], with
//! its law). A game then opens as a study at the first refused move.

use super::compare::{numbered, BoardRules, StartSpec};
use super::figure_pgn::PgnFigure;
use super::kept_lines::read_kept_lines;
use super::link::{read_rules, read_start_id, MAX_BOARDS};
use super::Study;
use crate::core::pgn::{read_game_at, PgnGame};
use crate::core::read_descriptive::{
    read_move, read_moves, MoveRequest, Origins, Resolution, WrittenMove,
};
use crate::core::{Code, Game, Outcome, Refusal, Step};
use crate::scenarios;

/// The most text read at once (4 MB): a larger file gets a message.
pub const MAX_TEXT_BYTES: usize = 4 * 1024 * 1024;
/// The most games of one text shown.
pub const MAX_GAMES: usize = 2000;
/// The most moves (plies) of one game replayed.
pub const MAX_PLIES: usize = 10_000;

/// One game read from the reader's text, not yet replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedGame {
    /// A title for the list: the players, the event, the date.
    pub title: String,
    /// Where play begins.
    pub start: StartSpec,
    /// The main line as written.
    pub moves: Vec<WrittenMove>,
    /// What could not be read (with its place), if anything; the moves
    /// before it are kept.
    pub problem: Option<String>,
    /// The boards named by our own export (`Codes` tag), if any.
    pub boards: Vec<BoardRules>,
    /// The scenario named by our own export, if any.
    pub scenario: Option<&'static str>,
    /// The point of the line our own export was showing (`At` tag).
    pub at: Option<usize>,
    /// The variations of the main line, as written: each with the number
    /// of main-line moves before it (it replaces the next one).
    pub variations: Vec<(usize, Vec<String>)>,
    /// The study's kept lines, whole and in their order, as our own
    /// export writes them (`Kept` tag); `None` in other PGN, whose
    /// variations are kept instead.
    pub kept: Option<Vec<Vec<String>>>,
    /// The writer's figure of the game: shapes, comments' words, caption,
    /// and what of it did not read (`figure_pgn.rs`).
    pub figure: PgnFigure,
}

/// The token of a draw claimed (FIDE 9.2, 9.3), as the study writes it.
const CLAIM: &str = "claim";

/// How one code takes a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeVerdict {
    /// Every move is legal under the code.
    PlaysThrough {
        /// Moves played (plies, each side's move counted once).
        plies: usize,
        /// How the game stands at the end under the code.
        outcome: Outcome,
        /// The game's length as chess counts it: the numbers of its
        /// moves, from the first to the last ("4 moves" for 1.e4 to
        /// 4...Nf6 or to 4.O-O).
        moves: u32,
        /// The last move as a score writes it, e.g. "4...Nf6".
        last: Option<String>,
    },
    /// The code refuses move `index` (0-based), with the core's reason.
    Refused {
        index: usize,
        token: String,
        /// The move with its number, e.g. "4.O-O(Kh1,Rf1)".
        numbered: String,
        refusal: Refusal,
    },
    /// Move `index` fits several moves here: the reader picks one.
    Ambiguous {
        index: usize,
        token: String,
        /// The move with its number, e.g. "4...Nd7".
        numbered: String,
        /// The candidates in SAN.
        candidates: Vec<String>,
    },
    /// Move `index` makes no sense in the position.
    Unreadable {
        index: usize,
        token: String,
        /// The move with its number.
        numbered: String,
        message: String,
    },
    /// The start is not legal under the code.
    NoStart(String),
}

impl CodeVerdict {
    /// The index of the move where the code stopped, if it stopped.
    #[must_use]
    pub fn stop_index(&self) -> Option<usize> {
        match self {
            CodeVerdict::Refused { index, .. }
            | CodeVerdict::Ambiguous { index, .. }
            | CodeVerdict::Unreadable { index, .. } => Some(*index),
            CodeVerdict::NoStart(_) => Some(0),
            CodeVerdict::PlaysThrough { .. } => None,
        }
    }

    /// The verdict in one sentence, for a reader.
    #[must_use]
    pub fn describe(&self) -> String {
        match self {
            CodeVerdict::PlaysThrough {
                outcome,
                moves,
                last,
                ..
            } => match last {
                Some(last) => format!(
                    "Plays through: {}, to {last}. {}",
                    length_in_moves(*moves),
                    outcome.describe()
                ),
                None => format!("Plays through (no move). {}", outcome.describe()),
            },
            CodeVerdict::Refused {
                numbered, refusal, ..
            } => format!("Refuses {numbered}: {refusal}"),
            CodeVerdict::Ambiguous {
                numbered,
                candidates,
                ..
            } => format!("{numbered} could be {}: pick one", candidates.join(" or ")),
            CodeVerdict::Unreadable {
                numbered, message, ..
            } => format!("{numbered} cannot be read here: {message}"),
            CodeVerdict::NoStart(error) => format!("The start is not legal here: {error}"),
        }
    }
}

/// A move as written without a move number glued to it ("6.O-O(Kh1,Rf1)"
/// is "O-O(Kh1,Rf1)"), so that its own number is not written twice.
fn without_number(text: &str) -> &str {
    let rest = text.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() == text.len() {
        return text;
    }
    let bare = rest.trim_start_matches(['.', '\u{2026}']).trim_start();
    if bare.len() < rest.len() && !bare.is_empty() {
        bare
    } else {
        text
    }
}

/// "1 move", "4 moves".
fn length_in_moves(moves: u32) -> String {
    if moves == 1 {
        "1 move".to_string()
    } else {
        format!("{moves} moves")
    }
}

/// A game's length as chess counts it, and its last move with its
/// number: from the number of its first move to that of its last.
fn length_of(game: &Game) -> (u32, Option<String>) {
    let positions = game.positions();
    let last = game
        .steps()
        .iter()
        .enumerate()
        .rev()
        .find_map(|(index, step)| match step {
            Step::Move(m) => Some((&positions[index], *m)),
            Step::Notice | Step::Claim => None,
        });
    match (last, positions.first()) {
        (Some((position, m)), Some(first)) => (
            position.fullmoves().saturating_sub(first.fullmoves()) + 1,
            Some(numbered(position, &position.san(&m))),
        ),
        _ => (0, None),
    }
}

/// One code's replay of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeReplay {
    /// The code.
    pub code: Code,
    /// How it took the game.
    pub verdict: CodeVerdict,
    /// The moves it played, in SAN (`notice` for a notice).
    pub sans: Vec<String>,
}

/// Every code's replay of a game, in the order of [`Code::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameVerdicts {
    /// One replay per code.
    pub replays: Vec<CodeReplay>,
}

/// The games of a text, and what was wrong with the text as a whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportedText {
    /// The games read.
    pub games: Vec<ImportedGame>,
    /// A message for the reader (too large, not a game at all, cut short).
    pub message: Option<String>,
    /// Where each game begins in the text (byte offset), for
    /// [`import_game_at`].
    pub offsets: Vec<usize>,
}

/// Whether a text is PGN rather than a bare list of moves in some
/// notation: tag pairs, or movetext with PGN's own marks (a comment in
/// braces or after `;`, a variation in brackets that opens on a move
/// number or a move, a `$` annotation). Brackets glued to a move
/// (`O-O(Kh1,Rf1)`, `R(QN1)-B1`) or inside the books' prose
/// ("P. (Q. R. 8th)") are no variation.
#[must_use]
pub fn looks_like_pgn(text: &str) -> bool {
    let start = text.trim_start();
    if start.starts_with('[') || text.contains("\n[") || text.contains('{') {
        return true;
    }
    let mut previous = ' ';
    for (index, c) in text.char_indices() {
        let at_word_start = previous.is_whitespace();
        let after = || text[index + c.len_utf8()..].trim_start();
        let pgn_mark = match c {
            ';' => at_word_start,
            '$' => after().starts_with(|d: char| d.is_ascii_digit()),
            '(' => at_word_start && opens_a_variation(after()),
            _ => false,
        };
        if pgn_mark {
            return true;
        }
        previous = c;
    }
    false
}

/// Whether what follows a `(` is a variation's start: a move number
/// (`2.d3`, `1...Nc6`), Black's dots (`...Nc6`), or a SAN move.
fn opens_a_variation(after: &str) -> bool {
    let word = after.split_whitespace().next().unwrap_or_default();
    let word = word.trim_end_matches(')');
    if word.starts_with("...") || word.starts_with(|c: char| c.is_ascii_digit()) {
        return word.contains('.');
    }
    word.len() >= 2
        && word.starts_with(|c: char| "KQRBNabcdefghO".contains(c))
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "x=+#-".contains(c))
        && word.chars().any(|c| c.is_ascii_digit() || c == 'O')
}

/// Reads every game of a text: PGN, or one game in SAN or the descriptive
/// notation (compact or in words). Never fails: what cannot be read is in
/// the games' problems and the message.
#[must_use]
pub fn import_text(text: &str) -> ImportedText {
    let mut out = ImportedText::default();
    if text.len() > MAX_TEXT_BYTES {
        out.message = Some(format!(
            "This text is {:.1} MB; the import reads at most {} MB at once. Split the file, or paste a part of it.",
            text.len() as f64 / 1_048_576.0,
            MAX_TEXT_BYTES / 1_048_576
        ));
        return out;
    }
    if is_binary(text) {
        out.message = Some(
            "This is not text (binary data?): import a PGN file or paste the moves of a game."
                .to_string(),
        );
        return out;
    }
    if looks_like_pgn(text) {
        let mut offset = 0;
        while offset < text.len() {
            let (pgn, next) = read_game_at(text, offset);
            if !pgn.is_empty() || pgn.error.is_some() {
                if out.games.len() == MAX_GAMES {
                    out.message = Some(format!("Only the first {MAX_GAMES} games are shown."));
                    break;
                }
                out.games.push(game_of_pgn(&pgn, out.games.len()));
                out.offsets.push(offset);
            }
            if next <= offset {
                break;
            }
            offset = next;
        }
    } else if let Some(game) = game_of_moves(text) {
        out.games.push(game);
        out.offsets.push(0);
    }
    if out.games.iter().all(|g| g.moves.is_empty()) && out.message.is_none() {
        out.message = Some(match out.games.first().and_then(|g| g.problem.clone()) {
            Some(problem) => format!("No move could be read: {problem}"),
            None => "No game was found in this text: paste a PGN, or moves like \u{201c}1.e4 e5\u{201d} or \u{201c}1. P. to K. 4th P. to K. 4th\u{201d}.".to_string(),
        });
    }
    out
}

/// A text of moves in any notation as one game; `None` if it holds no move
/// and no error.
fn game_of_moves(text: &str) -> Option<ImportedGame> {
    let read = read_moves(text);
    let mut problem = read.error.map(|e| e.to_string());
    let mut moves = read.moves;
    if moves.len() > MAX_PLIES {
        moves.truncate(MAX_PLIES);
        problem.get_or_insert_with(|| format!("Only the first {MAX_PLIES} moves are read."));
    }
    (!moves.is_empty() || problem.is_some()).then(|| ImportedGame {
        title: "Game 1".to_string(),
        start: StartSpec::Initial,
        moves,
        problem,
        boards: Vec::new(),
        scenario: None,
        at: None,
        variations: Vec::new(),
        kept: None,
        figure: PgnFigure::default(),
    })
}

/// Game `index` of a text read by [`import_text`], read again from its
/// offset alone: the worker sends the page only what its list shows, and
/// the page reads the one game the reader opens. `None` if there is no
/// game there.
#[must_use]
pub fn import_game_at(text: &str, offset: usize, index: usize) -> Option<ImportedGame> {
    if text.len() > MAX_TEXT_BYTES || is_binary(text) || index >= MAX_GAMES {
        return None;
    }
    if !looks_like_pgn(text) {
        return game_of_moves(text).filter(|_| offset == 0 && index == 0);
    }
    let (pgn, _) = read_game_at(text, offset);
    (!pgn.is_empty() || pgn.error.is_some()).then(|| game_of_pgn(&pgn, index))
}

/// Whether a text holds binary noise: a NUL, or many control characters
/// or replacement characters (bytes that were not UTF-8) near its start.
fn is_binary(text: &str) -> bool {
    let sample: Vec<char> = text.chars().take(4096).collect();
    let odd = sample
        .iter()
        .filter(|&&c| (c.is_control() && !c.is_whitespace()) || c == '\u{fffd}')
        .count();
    sample.contains(&'\0') || odd * 20 > sample.len().max(1)
}

fn title_of(pgn: &PgnGame, index: usize) -> String {
    let tag = |name| pgn.tag(name).filter(|v| !v.is_empty() && *v != "?");
    let players = match (tag("White"), tag("Black")) {
        (Some(w), Some(b)) => Some(format!("{w} \u{2013} {b}")),
        (Some(one), None) | (None, Some(one)) => Some(one.to_string()),
        _ => None,
    };
    let mut parts: Vec<String> = players.into_iter().collect();
    parts.extend(tag("Event").map(str::to_string));
    parts.extend(tag("Date").map(|d| d.trim_end_matches(".??").to_string()));
    if parts.is_empty() {
        format!("Game {}", index + 1)
    } else {
        parts.join(", ")
    }
}

/// A game of the PGN, its tokens read in any notation.
fn game_of_pgn(pgn: &PgnGame, index: usize) -> ImportedGame {
    let mut moves = Vec::new();
    let mut problem = pgn.error.as_ref().map(ToString::to_string);
    for m in pgn.moves.iter().take(MAX_PLIES) {
        match read_move(&m.text) {
            Ok(request) => moves.push(WrittenMove {
                text: m.text.clone(),
                place: m.place,
                request,
            }),
            Err(error) => {
                problem = Some(format!("{}: {error}", m.place));
                break;
            }
        }
    }
    if pgn.moves.len() > MAX_PLIES {
        problem.get_or_insert_with(|| format!("Only the first {MAX_PLIES} moves are read."));
    }
    let start = match (pgn.tag("Odds").and_then(read_start_id), pgn.tag("FEN")) {
        (Some(start), _) => start,
        (None, Some(fen)) => StartSpec::Fen(fen.to_string()),
        (None, None) => StartSpec::Initial,
    };
    ImportedGame {
        title: title_of(pgn, index),
        start,
        moves,
        problem,
        // A `Variant` tag is not read: other writers put a variant of
        // their own there, and a game that only names one is replayed
        // under every code.
        boards: pgn
            .tag("Codes")
            .or_else(|| pgn.tag("Code"))
            .map(boards_of)
            .unwrap_or_default(),
        scenario: pgn.tag("Scenario").and_then(scenarios::by_id).map(|s| s.id),
        at: pgn.tag("At").and_then(|a| a.parse().ok()),
        variations: main_line_variations(pgn),
        kept: pgn.tag("Kept").map(read_kept_lines),
        figure: PgnFigure::read(pgn, MAX_PLIES),
    }
}

/// The variations that branch from the main line (first level only: a
/// study keeps whole lines beside its own, not a tree).
fn main_line_variations(pgn: &PgnGame) -> Vec<(usize, Vec<String>)> {
    pgn.moves
        .iter()
        .take(MAX_PLIES)
        .enumerate()
        .flat_map(|(index, m)| {
            m.variations.iter().map(move |variation| {
                let texts = variation.iter().map(|v| v.text.clone()).collect();
                (index, texts)
            })
        })
        .collect()
}

/// `modern,italy,custom:ep-no...` as boards (unknown ids left out).
fn boards_of(list: &str) -> Vec<BoardRules> {
    list.split(',')
        .filter_map(|id| match id.trim().strip_prefix("custom:") {
            Some(switches) => read_rules(switches).map(BoardRules::Custom),
            None => Code::from_id(id.trim()).map(BoardRules::Code),
        })
        .take(MAX_BOARDS)
        .collect()
}

impl ImportedGame {
    /// Every code's replay of the game.
    #[must_use]
    pub fn verdicts(&self) -> GameVerdicts {
        GameVerdicts {
            replays: Code::ALL.iter().map(|&code| self.replay(code)).collect(),
        }
    }

    /// The game replayed under one code, until a move it refuses.
    #[must_use]
    pub fn replay(&self, code: Code) -> CodeReplay {
        let mut sans = Vec::new();
        let verdict = match self.start.position(code.rules()) {
            Err(error) => CodeVerdict::NoStart(error.to_string()),
            Ok(start) => {
                let mut origins = Origins::new(&start);
                let mut game = Game::new(start);
                self.moves
                    .iter()
                    .enumerate()
                    .find_map(|(index, written)| {
                        play(&mut game, &mut origins, written, &mut sans).map(|stop| {
                            // A move refused leaves the game where it was made.
                            let numbered = numbered(game.position(), without_number(&written.text));
                            stop.at(index, written.text.clone(), numbered)
                        })
                    })
                    .unwrap_or_else(|| {
                        let (moves, last) = length_of(&game);
                        CodeVerdict::PlaysThrough {
                            plies: sans.len(),
                            outcome: game.outcome(),
                            moves,
                            last,
                        }
                    })
            }
        };
        CodeReplay {
            code,
            verdict,
            sans,
        }
    }

    /// Replaces move `index` by `san` (the reader's pick among candidates).
    pub fn choose(&mut self, index: usize, san: &str) {
        if let Some(m) = self.moves.get_mut(index) {
            m.request = MoveRequest::San(san.to_string());
        }
    }
}

/// Why one move stopped a replay, before its place is known.
enum StopReason {
    Refused(Refusal),
    Ambiguous(Vec<String>),
    Unreadable(String),
}

impl StopReason {
    fn at(self, index: usize, token: String, numbered: String) -> CodeVerdict {
        match self {
            StopReason::Refused(refusal) => CodeVerdict::Refused {
                index,
                token,
                numbered,
                refusal,
            },
            StopReason::Ambiguous(candidates) => CodeVerdict::Ambiguous {
                index,
                token,
                numbered,
                candidates,
            },
            StopReason::Unreadable(message) => CodeVerdict::Unreadable {
                index,
                token,
                numbered,
                message,
            },
        }
    }
}

/// Plays one written move; `Some` with the reason if it cannot be played.
fn play(
    game: &mut Game,
    origins: &mut Origins,
    written: &WrittenMove,
    sans: &mut Vec<String>,
) -> Option<StopReason> {
    if written.request == MoveRequest::Claim {
        return match game.claim_draw() {
            Ok(()) => {
                sans.push(CLAIM.to_string());
                None
            }
            Err(refusal) => Some(StopReason::Refused(refusal)),
        };
    }
    if written.request == MoveRequest::Notice {
        return match game.give_notice() {
            Ok(()) => {
                sans.push("notice".to_string());
                None
            }
            Err(refusal) => Some(StopReason::Refused(refusal)),
        };
    }
    let position = game.position();
    match written.request.resolve(position, origins) {
        Resolution::Move(m) => {
            sans.push(position.san(&m));
            origins.follow(&m);
            game.play(&m).err().map(StopReason::Refused)
        }
        Resolution::Ambiguous(candidates) => Some(StopReason::Ambiguous(
            candidates.iter().map(|m| position.san(m)).collect(),
        )),
        Resolution::Refused(refusal) => Some(StopReason::Refused(refusal)),
        Resolution::Unreadable(message) => Some(StopReason::Unreadable(message)),
    }
}

/// The study of a game that names its boards, as a link names them: the
/// line as written, cut at the first move no board can read, the kept
/// lines of the `Kept` tag (or else the variations), the point shown.
/// `None` if a move is written in a notation the boards do not read
/// (the descriptive): the codes' replays then make the line.
fn own_study(game: &ImportedGame) -> Option<Study> {
    if game.boards.is_empty() {
        return None;
    }
    let readable = |w: &WrittenMove| match &w.request {
        MoveRequest::San(_) | MoveRequest::Notice | MoveRequest::Claim => true,
        MoveRequest::Castle(_) => w.text.starts_with("O-O"),
        MoveRequest::Descriptive(_) => false,
    };
    if !game.moves.iter().all(readable) {
        return None;
    }
    let mut study = Study::free(game.start.clone(), game.boards.clone());
    study.scenario = game.scenario;
    study.tokens = game.moves.iter().map(|w| w.text.clone()).collect();
    if let Some(index) = study.compare().first_unplayable() {
        study.tokens.truncate(index);
    }
    let kept = game.kept.clone().unwrap_or_else(|| {
        game.variations
            .iter()
            .filter(|(branch, _)| *branch <= study.tokens.len())
            .map(|(branch, moves)| {
                study.tokens[..*branch]
                    .iter()
                    .chain(moves)
                    .cloned()
                    .collect()
            })
            .collect()
    });
    study.kept_lines = study.playable_lines(kept);
    study.kept_lines.truncate(super::kept_lines::MOST_KEPT);
    study.cursor = game
        .at
        .unwrap_or(study.tokens.len())
        .min(study.tokens.len());
    study.figure = figure_of(game, &study);
    Some(study)
}

/// The game's figure on the study's line, without the notes our own
/// export writes at a move other readers refuse or a compared code refuses
/// (they are the app's words, not the writer's, and are written anew on the
/// next export).
fn figure_of(game: &ImportedGame, study: &Study) -> super::shapes::Figure {
    let comparison = study.compare();
    game.figure.figure(study.tokens.len(), |at, words| {
        let Some(index) = at.checked_sub(1) else {
            return false;
        };
        let foreign = comparison
            .move_of(index)
            .and_then(|(position, m)| super::export::foreign_move_note(position, &m))
            .is_some_and(|note| note == words);
        foreign
            || super::export::refusal_notes(&comparison, index)
                .iter()
                .any(|note| note == words)
    })
}

impl GameVerdicts {
    /// The replay of one code.
    #[must_use]
    pub fn of(&self, code: Code) -> Option<&CodeReplay> {
        self.replays.iter().find(|r| r.code == code)
    }

    /// The game as a study: the line as read by the code that went
    /// furthest (Modern first among equals), the boards the export named
    /// or else Modern and the codes that part from it first, opened just
    /// after the first move a shown code refuses.
    ///
    /// A game our own export wrote (it names its boards) is read back as
    /// the study it was: its line as written, replayed on its own boards
    /// (custom rules included), its kept lines whole and in their order.
    #[must_use]
    pub fn study(&self, game: &ImportedGame) -> Study {
        if let Some(study) = own_study(game) {
            return study;
        }
        let furthest = self
            .replays
            .iter()
            .fold(None::<&CodeReplay>, |best, r| match best {
                Some(b) if b.sans.len() >= r.sans.len() => Some(b),
                _ => Some(r),
            });
        let mut tokens = furthest.map(|r| r.sans.clone()).unwrap_or_default();
        // A move every code refuses stays in the line, so the boards show
        // the refusal, when the comparison can read it (SAN).
        if let Some(CodeReplay {
            verdict: CodeVerdict::Refused { index, .. },
            ..
        }) = furthest
        {
            let written = game
                .moves
                .get(*index)
                .filter(|w| matches!(w.request, MoveRequest::San(_)) || w.text.starts_with("O-O"));
            tokens.extend(written.map(|w| w.text.clone()));
        }
        let boards = if game.boards.is_empty() {
            self.telling_boards()
        } else {
            game.boards.clone()
        };
        let first_stop = boards
            .iter()
            .filter_map(|b| match b {
                BoardRules::Code(code) => self.of(*code)?.verdict.stop_index(),
                BoardRules::Custom(_) => None,
            })
            .min();
        let cursor = game
            .at
            .or(first_stop.map(|i| i + 1))
            .unwrap_or(tokens.len())
            .min(tokens.len());
        let mut study = Study::free(game.start.clone(), boards);
        study.scenario = game.scenario;
        let kept = game
            .variations
            .iter()
            .filter(|(branch, _)| *branch <= tokens.len())
            .map(|(branch, moves)| tokens[..*branch].iter().chain(moves).cloned().collect())
            .collect();
        study.tokens = tokens;
        study.cursor = cursor;
        study.kept_lines = study.playable_lines(kept);
        study.kept_lines.truncate(super::kept_lines::MOST_KEPT);
        study.figure = figure_of(game, &study);
        study
    }

    /// Modern, then the codes that stop earliest, then the others, up to
    /// the most boards a study shows.
    fn telling_boards(&self) -> Vec<BoardRules> {
        let mut order: Vec<&CodeReplay> = self.replays.iter().collect();
        order.sort_by_key(|r| {
            (
                r.code != Code::Modern,
                r.verdict.stop_index().unwrap_or(usize::MAX),
            )
        });
        let mut boards: Vec<BoardRules> = Vec::new();
        let mut stops_seen: Vec<Option<usize>> = Vec::new();
        for r in &order {
            // One board per distinct stop first, so the list shows where
            // the codes part, not eight boards that agree.
            let stop = r.verdict.stop_index();
            if boards.len() < MAX_BOARDS && (r.code == Code::Modern || !stops_seen.contains(&stop))
            {
                boards.push(BoardRules::Code(r.code));
                stops_seen.push(stop);
            }
        }
        for r in &order {
            if boards.len() < MAX_BOARDS && !boards.contains(&BoardRules::Code(r.code)) {
                boards.push(BoardRules::Code(r.code));
            }
        }
        boards
    }
}
