//! What the import screen lists of a game: its title, its length, what
//! could not be read, and each code's verdict in words. Small enough to
//! come back from the worker for two thousand games as plain text; the
//! game itself is read again from the reader's text (at its offset) only
//! when the reader opens it or picks a move.

use super::import::{CodeVerdict, GameVerdicts, ImportedGame};
use crate::core::Code;

/// How a code took the game, for the row's style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// Every move played.
    Playing,
    /// A move refused by the code's laws.
    Refused,
    /// A move ambiguous or unreadable, or no legal start.
    Error,
}

/// One code's verdict on a game, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerdictRow {
    pub code: Code,
    pub kind: RowKind,
    /// [`CodeVerdict::describe`].
    pub text: String,
    /// An ambiguous move: its index and the candidates in SAN.
    pub pick: Option<(usize, Vec<String>)>,
}

/// A game of the reader's text as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// Where the game begins in the text (for
    /// [`import_game_at`](super::import::import_game_at)).
    pub offset: usize,
    pub title: String,
    /// Moves read, in half-moves (plies): see [`half_moves`].
    pub moves: usize,
    /// What could not be read, with its place.
    pub problem: Option<String>,
    /// One row per code, in the order of [`Code::ALL`].
    pub rows: Vec<VerdictRow>,
}

/// The length of a game as read, in half-moves (each side's move counted
/// once: "7 half-moves" is White's fourth move played): the list shows it
/// before any code has replayed the game to number its moves.
#[must_use]
pub fn half_moves(count: usize) -> String {
    if count == 1 {
        "1 half-move".to_string()
    } else {
        format!("{count} half-moves")
    }
}

impl GameSummary {
    /// The summary of a game and its verdicts.
    #[must_use]
    pub fn of(offset: usize, game: &ImportedGame, verdicts: &GameVerdicts) -> GameSummary {
        let rows = verdicts
            .replays
            .iter()
            .map(|r| VerdictRow {
                code: r.code,
                kind: match &r.verdict {
                    CodeVerdict::PlaysThrough { .. } => RowKind::Playing,
                    CodeVerdict::Refused { .. } => RowKind::Refused,
                    _ => RowKind::Error,
                },
                text: r.verdict.describe(),
                pick: match &r.verdict {
                    CodeVerdict::Ambiguous {
                        index, candidates, ..
                    } => Some((*index, candidates.clone())),
                    _ => None,
                },
            })
            .collect();
        GameSummary {
            offset,
            title: game.title.clone(),
            moves: game.moves.len(),
            // What the game's figure could not read (a malformed `%cal`)
            // is said with what the game itself could not.
            problem: problems_of(game),
            rows,
        }
    }
}

/// The game's own problem and its figure's, in one message.
fn problems_of(game: &ImportedGame) -> Option<String> {
    let all: Vec<&str> = game
        .problem
        .iter()
        .map(String::as_str)
        .chain(game.figure.problems.iter().map(String::as_str))
        .collect();
    (!all.is_empty()).then(|| all.join(" "))
}

// Separators that cannot occur in the fields (they are cleaned out): ASCII's
// record, group and unit separators, and the file separator.
const GAME_SEP: char = '\u{1e}';
const FIELD_SEP: char = '\u{1f}';
const ROW_SEP: char = '\u{1d}';
const ROW_FIELD_SEP: char = '\u{1c}';

/// A field's text with the separators, tabs and line breaks made spaces.
fn clean(text: &str) -> String {
    text.replace(
        [
            GAME_SEP,
            FIELD_SEP,
            ROW_SEP,
            ROW_FIELD_SEP,
            '\t',
            '\n',
            '\r',
        ],
        " ",
    )
}

fn kind_field(kind: RowKind) -> &'static str {
    match kind {
        RowKind::Playing => "p",
        RowKind::Refused => "r",
        RowKind::Error => "e",
    }
}

fn encode_row(row: &VerdictRow) -> String {
    let (index, candidates) = match &row.pick {
        Some((index, candidates)) => (index.to_string(), clean(&candidates.join(" "))),
        None => (String::new(), String::new()),
    };
    [
        row.code.id(),
        kind_field(row.kind),
        &clean(&row.text),
        &index,
        &candidates,
    ]
    .join(&ROW_FIELD_SEP.to_string())
}

fn decode_row(text: &str) -> Option<VerdictRow> {
    let fields: Vec<&str> = text.split(ROW_FIELD_SEP).collect();
    let [code, kind, describe, index, candidates] = fields.as_slice() else {
        return None;
    };
    let pick = match *index {
        "" => None,
        index => Some((
            index.parse().ok()?,
            candidates.split_whitespace().map(str::to_string).collect(),
        )),
    };
    Some(VerdictRow {
        code: Code::from_id(code)?,
        kind: match *kind {
            "p" => RowKind::Playing,
            "r" => RowKind::Refused,
            "e" => RowKind::Error,
            _ => return None,
        },
        text: (*describe).to_string(),
        pick,
    })
}

fn encode_game(game: &GameSummary) -> String {
    let rows: Vec<String> = game.rows.iter().map(encode_row).collect();
    [
        game.offset.to_string(),
        clean(&game.title),
        game.moves.to_string(),
        game.problem.as_deref().map(clean).unwrap_or_default(),
        rows.join(&ROW_SEP.to_string()),
    ]
    .join(&FIELD_SEP.to_string())
}

fn decode_game(text: &str) -> Option<GameSummary> {
    let fields: Vec<&str> = text.split(FIELD_SEP).collect();
    let [offset, title, moves, problem, rows] = fields.as_slice() else {
        return None;
    };
    Some(GameSummary {
        offset: offset.parse().ok()?,
        title: (*title).to_string(),
        moves: moves.parse().ok()?,
        problem: (!problem.is_empty()).then(|| (*problem).to_string()),
        rows: rows
            .split(ROW_SEP)
            .filter(|r| !r.is_empty())
            .map(decode_row)
            .collect::<Option<_>>()?,
    })
}

/// Games as one line of text without tabs or line breaks.
#[must_use]
pub fn encode_games(games: &[GameSummary]) -> String {
    let games: Vec<String> = games.iter().map(encode_game).collect();
    games.join(&GAME_SEP.to_string())
}

/// Reads [`encode_games`]'s text; `None` if any game is unreadable.
#[must_use]
pub fn decode_games(text: &str) -> Option<Vec<GameSummary>> {
    text.split(GAME_SEP)
        .filter(|g| !g.is_empty())
        .map(decode_game)
        .collect()
}
