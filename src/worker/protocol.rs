//! The messages between the page and the worker, as plain text.
//!
//! No serde: each message is one string of tab-separated fields, the first
//! naming the kind and the second the job's id (so the page can ignore the
//! answers of a job it has given up). Fields reuse the forms the study link
//! already reads and writes: rules as [`rules_id`], a start as `initial`,
//! `fen:<FEN>` or [`start_id`] (odds given or forgotten), a line as SAN tokens joined by spaces.
//!
//! ```text
//! perft   7  4  ep-no.castling-free...  initial  e4 e5
//! progress  7  3  20  1234
//! done      7  197281
//! failed    7  the line cannot be replayed: ...
//! ready
//! ```

use crate::core::RuleSet;
use crate::study::link::{read_rules, read_start_id, rules_id, start_id};
use crate::study::StartSpec;

/// A job for the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Count the leaf nodes `depth` plies deep from the position reached by
    /// playing `line` from `start` under `rules` (perft).
    Perft {
        id: u32,
        start: StartSpec,
        rules: RuleSet,
        line: Vec<String>,
        depth: u8,
    },
}

/// What the worker says about a job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Response {
    /// The worker has started and listens: messages sent before this are
    /// lost, so the page holds its jobs until it hears it.
    Ready,
    /// Part of the work is done: `done` of `total` steps, with the count so
    /// far.
    Progress {
        id: u32,
        done: u32,
        total: u32,
        nodes: u64,
    },
    /// The job's result.
    Done { id: u32, nodes: u64 },
    /// The job could not be done, and why, in words.
    Failed { id: u32, reason: String },
}

/// The deepest perft the page may ask for: depth 6 from the initial
/// position is 119 million leaves, minutes on a phone.
pub const MAX_PERFT_DEPTH: u8 = 6;

const SEP: char = '\t';

fn start_field(start: &StartSpec) -> String {
    match start {
        StartSpec::Initial => "initial".to_string(),
        StartSpec::Fen(fen) => format!("fen:{fen}"),
        other => start_id(other).unwrap_or_default(),
    }
}

fn read_start(field: &str) -> Option<StartSpec> {
    if field == "initial" {
        Some(StartSpec::Initial)
    } else if let Some(fen) = field.strip_prefix("fen:") {
        Some(StartSpec::Fen(fen.to_string()))
    } else {
        read_start_id(field)
    }
}

/// Tabs and line breaks cannot occur in a field: they are written as spaces.
fn clean(text: &str) -> String {
    text.replace(['\t', '\n', '\r'], " ")
}

impl Request {
    /// The job's id.
    #[must_use]
    pub fn id(&self) -> u32 {
        match self {
            Request::Perft { id, .. } => *id,
        }
    }

    /// The message's text.
    #[must_use]
    pub fn encode(&self) -> String {
        match self {
            Request::Perft {
                id,
                start,
                rules,
                line,
                depth,
            } => [
                "perft".to_string(),
                id.to_string(),
                depth.to_string(),
                rules_id(rules),
                clean(&start_field(start)),
                clean(&line.join(" ")),
            ]
            .join("\t"),
        }
    }

    /// Reads [`Request::encode`]'s text.
    ///
    /// # Errors
    /// Says which field is missing or unreadable.
    pub fn decode(text: &str) -> Result<Request, String> {
        let fields: Vec<&str> = text.split(SEP).collect();
        match fields.as_slice() {
            ["perft", id, depth, rules, start, line] => Ok(Request::Perft {
                id: id.parse().map_err(|_| "unreadable job id".to_string())?,
                depth: depth
                    .parse()
                    .ok()
                    .filter(|d| (1..=MAX_PERFT_DEPTH).contains(d))
                    .ok_or_else(|| format!("depth must be 1 to {MAX_PERFT_DEPTH}"))?,
                rules: read_rules(rules).ok_or_else(|| "unreadable rules".to_string())?,
                start: read_start(start).ok_or_else(|| "unreadable start".to_string())?,
                line: line.split_whitespace().map(str::to_string).collect(),
            }),
            [kind, ..] => Err(format!("unknown or incomplete job '{kind}'")),
            [] => Err("empty message".to_string()),
        }
    }
}

impl Response {
    /// The id of the job this answers.
    #[must_use]
    pub fn id(&self) -> u32 {
        match self {
            Response::Progress { id, .. }
            | Response::Done { id, .. }
            | Response::Failed { id, .. } => *id,
            Response::Ready => 0,
        }
    }

    /// The message's text.
    #[must_use]
    pub fn encode(&self) -> String {
        match self {
            Response::Progress {
                id,
                done,
                total,
                nodes,
            } => format!("progress\t{id}\t{done}\t{total}\t{nodes}"),
            Response::Done { id, nodes } => format!("done\t{id}\t{nodes}"),
            Response::Ready => "ready".to_string(),
            Response::Failed { id, reason } => format!("failed\t{id}\t{}", clean(reason)),
        }
    }

    /// Reads [`Response::encode`]'s text.
    ///
    /// # Errors
    /// Says that the message is not one the worker sends.
    pub fn decode(text: &str) -> Result<Response, String> {
        let fields: Vec<&str> = text.split(SEP).collect();
        let number = |s: &str| s.parse::<u64>().ok();
        let parsed = match fields.as_slice() {
            ["ready"] => Some(Response::Ready),
            ["progress", id, done, total, nodes] => Some(Response::Progress {
                id: id.parse().ok().unwrap_or_default(),
                done: done.parse().ok().unwrap_or_default(),
                total: total.parse().ok().unwrap_or_default(),
                nodes: number(nodes).unwrap_or_default(),
            }),
            ["done", id, nodes] => Some(Response::Done {
                id: id.parse().ok().unwrap_or_default(),
                nodes: number(nodes).unwrap_or_default(),
            }),
            ["failed", id, reason] => Some(Response::Failed {
                id: id.parse().ok().unwrap_or_default(),
                reason: (*reason).to_string(),
            }),
            _ => None,
        };
        parsed.ok_or_else(|| format!("unreadable answer from the worker: {text}"))
    }
}
