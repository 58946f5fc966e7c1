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
//! beat      7
//! solve     8  ep-no.castling-free...  fen:4k3/8/3PK3/8/8/8/8/8 w - - 0 1
//! progress  8  512  1000  0
//! verdict   8  w7  d6d7=w7 e6d5=d  KPvK  141832/21492/4/14/51422/116588
//! solve-boards  10  11  ep-no...  4k3/8/...  12  ep-yes...  4k3/8/...
//! progress  10  40  200  0
//! verdict   11  d  ...
//! verdict   12  w7  ...
//! done      10  2
//! import    9  <the reader's text, as it is>
//! games     9  8  1000  <message or nothing>  <games, see import_summary>
//! ```
//!
//! A value is written `w7` (win in 7 plies), `d` (draw) or `l6` (loss in 6
//! plies); the counts are won/drawn/lost with White to move, then with
//! Black to move.

use crate::core::solver::{Counts, Value, Wdl};
use crate::core::RuleSet;
use crate::study::import_summary::{decode_games, encode_games, GameSummary};
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
    /// The exact value of a position of few men under `rules` (the
    /// endgame solver), with every legal move ranked and the counts of the
    /// position's material. `fen` is the position itself.
    Solve {
        id: u32,
        rules: RuleSet,
        fen: String,
    },
    /// The [`Request::Solve`] of every board of a comparison in one job:
    /// the tables of the boards' materials are built together for all
    /// their rule sets (see `core::solver::solve_together`). The worker
    /// answers each board with a [`Response::Verdict`] or
    /// [`Response::Failed`] under the board's own id, reports progress
    /// under `id`, and ends with [`Response::Done`] under `id`, `nodes`
    /// being the number of boards.
    SolveBoards { id: u32, boards: Vec<BoardToSolve> },
    /// Read every game of the reader's `text` and replay each under every
    /// code (the import). The text is sent as it is, tabs and line breaks
    /// included: it is the message's last field.
    Import { id: u32, text: String },
}

/// One board of a [`Request::SolveBoards`]: its own id (its answer comes
/// under it), its rules and its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardToSolve {
    pub id: u32,
    pub rules: RuleSet,
    pub fen: String,
}

/// The solver's answer for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolvedPosition {
    /// The value for the side to move.
    pub value: Value,
    /// Every legal move in UCI with its value for the side to move, best
    /// first.
    pub moves: Vec<(String, Value)>,
    /// The material, as `KPvK`.
    pub material: String,
    /// Won, drawn and lost positions of that material.
    pub counts: Counts,
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
    /// The solver's result.
    Verdict { id: u32, solved: SolvedPosition },
    /// The job could not be done, and why, in words.
    Failed { id: u32, reason: String },
    /// The worker is alive and still at job `id`: sent between slices of
    /// work when nothing else was sent for a while, so that the page can
    /// tell a long job from a dead worker (see [`JobWatch`]).
    Beat { id: u32 },
    /// The import's progress: `done` of `total` games replayed, the games
    /// replayed since the last message, and the message on the text as a
    /// whole (too large, cut short). The last has `done == total`.
    Games {
        id: u32,
        done: u32,
        total: u32,
        message: Option<String>,
        games: Vec<GameSummary>,
    },
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
            Request::Perft { id, .. }
            | Request::Solve { id, .. }
            | Request::SolveBoards { id, .. }
            | Request::Import { id, .. } => *id,
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
            Request::Solve { id, rules, fen } => {
                format!("solve\t{id}\t{}\t{}", rules_id(rules), clean(fen))
            }
            Request::SolveBoards { id, boards } => {
                let mut text = format!("solve-boards\t{id}");
                for b in boards {
                    text += &format!("\t{}\t{}\t{}", b.id, rules_id(&b.rules), clean(&b.fen));
                }
                text
            }
            Request::Import { id, text } => format!("import\t{id}\t{text}"),
        }
    }

    /// Reads [`Request::encode`]'s text.
    ///
    /// # Errors
    /// Says which field is missing or unreadable.
    pub fn decode(text: &str) -> Result<Request, String> {
        if let Some(rest) = text.strip_prefix("import\t") {
            let (id, text) = rest.split_once(SEP).unwrap_or((rest, ""));
            return Ok(Request::Import {
                id: id.parse().map_err(|_| "unreadable job id".to_string())?,
                text: text.to_string(),
            });
        }
        let fields: Vec<&str> = text.split(SEP).collect();
        match fields.as_slice() {
            ["solve-boards", id, boards @ ..] => Ok(Request::SolveBoards {
                id: id.parse().map_err(|_| "unreadable job id".to_string())?,
                boards: read_boards(boards)?,
            }),
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
            ["solve", id, rules, fen] => Ok(Request::Solve {
                id: id.parse().map_err(|_| "unreadable job id".to_string())?,
                rules: read_rules(rules).ok_or_else(|| "unreadable rules".to_string())?,
                fen: (*fen).to_string(),
            }),
            [kind, ..] => Err(format!("unknown or incomplete job '{kind}'")),
            [] => Err("empty message".to_string()),
        }
    }
}

/// The boards of a `solve-boards` job: id, rules and position, three
/// fields each, at least one board.
fn read_boards(fields: &[&str]) -> Result<Vec<BoardToSolve>, String> {
    if fields.is_empty() || !fields.len().is_multiple_of(3) {
        return Err("each board needs an id, rules and a position".to_string());
    }
    fields
        .chunks_exact(3)
        .map(|board| {
            Ok(BoardToSolve {
                id: board[0]
                    .parse()
                    .map_err(|_| "unreadable board id".to_string())?,
                rules: read_rules(board[1]).ok_or_else(|| "unreadable rules".to_string())?,
                fen: board[2].to_string(),
            })
        })
        .collect()
}

impl Response {
    /// The id of the job this answers.
    #[must_use]
    pub fn id(&self) -> u32 {
        match self {
            Response::Progress { id, .. }
            | Response::Done { id, .. }
            | Response::Verdict { id, .. }
            | Response::Failed { id, .. }
            | Response::Beat { id }
            | Response::Games { id, .. } => *id,
            Response::Ready => 0,
        }
    }

    /// Whether this is the last answer of job [`Response::id`]: its
    /// result, its failure, or the import's last games.
    #[must_use]
    pub fn ends_job(&self) -> bool {
        match self {
            Response::Done { .. } | Response::Verdict { .. } | Response::Failed { .. } => true,
            Response::Games { done, total, .. } => done >= total,
            Response::Ready | Response::Progress { .. } | Response::Beat { .. } => false,
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
            Response::Verdict { id, solved } => format!(
                "verdict\t{id}\t{}\t{}\t{}\t{}",
                value_field(solved.value),
                moves_field(&solved.moves),
                clean(&solved.material),
                counts_field(&solved.counts)
            ),
            Response::Ready => "ready".to_string(),
            Response::Beat { id } => format!("beat\t{id}"),
            Response::Failed { id, reason } => format!("failed\t{id}\t{}", clean(reason)),
            Response::Games {
                id,
                done,
                total,
                message,
                games,
            } => format!(
                "games\t{id}\t{done}\t{total}\t{}\t{}",
                message.as_deref().map(clean).unwrap_or_default(),
                encode_games(games)
            ),
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
            ["beat", id] => id.parse().ok().map(|id| Response::Beat { id }),
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
            ["verdict", id, value, moves, material, counts] => {
                read_verdict(id, value, moves, material, counts)
            }
            ["games", id, done, total, message, games] => {
                read_games(id, done, total, message, games)
            }
            ["failed", id, reason] => Some(Response::Failed {
                id: id.parse().ok().unwrap_or_default(),
                reason: (*reason).to_string(),
            }),
            _ => None,
        };
        parsed.ok_or_else(|| format!("unreadable answer from the worker: {text}"))
    }
}

fn read_verdict(
    id: &str,
    value: &str,
    moves: &str,
    material: &str,
    counts: &str,
) -> Option<Response> {
    Some(Response::Verdict {
        id: id.parse().ok()?,
        solved: SolvedPosition {
            value: read_value(value)?,
            moves: read_moves(moves)?,
            material: material.to_string(),
            counts: read_counts(counts)?,
        },
    })
}

fn read_games(id: &str, done: &str, total: &str, message: &str, games: &str) -> Option<Response> {
    Some(Response::Games {
        id: id.parse().ok()?,
        done: done.parse().ok()?,
        total: total.parse().ok()?,
        message: (!message.is_empty()).then(|| message.to_string()),
        games: decode_games(games)?,
    })
}

/// `w7`, `d` or `l6`.
fn value_field(value: Value) -> String {
    match value {
        Value::Win(p) => format!("w{p}"),
        Value::Draw => "d".to_string(),
        Value::Loss(p) => format!("l{p}"),
    }
}

fn read_value(field: &str) -> Option<Value> {
    match field.split_at_checked(1)? {
        ("d", "") => Some(Value::Draw),
        ("w", plies) => plies.parse().ok().map(Value::Win),
        ("l", plies) => plies.parse().ok().map(Value::Loss),
        _ => None,
    }
}

/// `d6d7=w7 e6d5=d`; empty without a legal move.
fn moves_field(moves: &[(String, Value)]) -> String {
    moves
        .iter()
        .map(|(uci, value)| {
            format!(
                "{}={}",
                clean(uci).replace([' ', '='], ""),
                value_field(*value)
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn read_moves(field: &str) -> Option<Vec<(String, Value)>> {
    field
        .split_whitespace()
        .map(|entry| {
            let (uci, value) = entry.split_once('=')?;
            Some((uci.to_string(), read_value(value)?))
        })
        .collect()
}

/// The six counts, then `/part` for the counts of a table's part.
fn counts_field(counts: &Counts) -> String {
    let (w, b) = (counts.white_to_move, counts.black_to_move);
    let part = if counts.part { "/part" } else { "" };
    format!(
        "{}/{}/{}/{}/{}/{}{part}",
        w.won, w.drawn, w.lost, b.won, b.drawn, b.lost
    )
}

fn read_counts(field: &str) -> Option<Counts> {
    let (field, part) = match field.strip_suffix("/part") {
        Some(numbers) => (numbers, true),
        None => (field, false),
    };
    let numbers: Vec<u64> = field
        .split('/')
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    let [ww, wd, wl, bw, bd, bl] = numbers.as_slice() else {
        return None;
    };
    Some(Counts {
        part,
        white_to_move: Wdl {
            won: *ww,
            drawn: *wd,
            lost: *wl,
        },
        black_to_move: Wdl {
            won: *bw,
            drawn: *bd,
            lost: *bl,
        },
    })
}

/// How often the worker says it is alive while a job runs (ms), when it
/// has sent nothing else meanwhile.
pub const BEAT_MS: f64 = 1_000.0;

/// How long the page waits in silence, while a job runs, before it takes
/// the worker for dead (ms): a worker that died without an `error` event
/// (out of memory, say) says nothing more. Several beats long, so that a
/// busy page that hears late does not take a live worker for dead.
pub const SILENCE_MS: f64 = 6_000.0;

/// One job the page has sent and not heard the end of.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Watched {
    id: u32,
    /// The job's message, to send again to a new worker.
    message: String,
    /// Whether it was sent again already, after a worker died with it.
    retried: bool,
}

/// What the page does when its worker died with jobs running.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AfterDeath {
    /// Jobs to send again, once, to a new worker (their messages).
    pub retry: Vec<String>,
    /// Jobs that died twice: the reader is told they failed.
    pub failed: Vec<u32>,
}

/// The page's watch on its worker: the jobs sent and not finished, and
/// when the worker was last heard. Plain Rust with the time given by the
/// caller, so it is tested natively; the page's [`WorkerClient`] asks it
/// every second whether the worker has gone silent.
///
/// [`WorkerClient`]: ../../../chess_laws/worker/handle/struct.WorkerClient.html
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JobWatch {
    running: Vec<Watched>,
    last_heard: f64,
}

impl JobWatch {
    /// A job sent at `now`. The silence is counted from the first job
    /// sent to an idle worker (a new worker's start counts as silence).
    pub fn sent(&mut self, request: &Request, now: f64) {
        if self.running.is_empty() {
            self.last_heard = now;
        }
        let id = request.id();
        if !self.running.iter().any(|w| w.id == id) {
            self.running.push(Watched {
                id,
                message: request.encode(),
                retried: false,
            });
        }
    }

    /// An answer heard at `now`: the worker is alive, and a job's last
    /// answer ends its watch.
    pub fn heard(&mut self, response: &Response, now: f64) {
        self.last_heard = now;
        if response.ends_job() {
            let id = response.id();
            self.running.retain(|w| w.id != id);
        }
    }

    /// Whether a job runs.
    #[must_use]
    pub fn busy(&self) -> bool {
        !self.running.is_empty()
    }

    /// Whether the worker has said nothing for [`SILENCE_MS`] while a job
    /// runs: it is taken for dead.
    #[must_use]
    pub fn silent(&self, now: f64) -> bool {
        self.busy() && now - self.last_heard >= SILENCE_MS
    }

    /// The worker died at `now`: each job running is sent again once to a
    /// new worker, and one that already was is given up.
    pub fn died(&mut self, now: f64) -> AfterDeath {
        let mut after = AfterDeath::default();
        self.last_heard = now;
        self.running.retain_mut(|job| {
            if job.retried {
                after.failed.push(job.id);
                false
            } else {
                job.retried = true;
                after.retry.push(job.message.clone());
                true
            }
        });
        after
    }

    /// Forgets every job (the page stopped the worker with them).
    pub fn clear(&mut self) {
        self.running.clear();
    }
}

#[cfg(test)]
mod watch_tests {
    use super::*;

    fn import(id: u32) -> Request {
        Request::Import {
            id,
            text: "1.e4 e5".to_string(),
        }
    }

    #[test]
    fn a_beat_reads_back() {
        let beat = Response::Beat { id: 7 };
        assert_eq!(beat.encode(), "beat\t7");
        assert_eq!(Response::decode(&beat.encode()), Ok(beat));
        assert!(Response::decode("beat\tseven").is_err());
        assert!(!Response::Beat { id: 7 }.ends_job());
    }

    #[test]
    fn silence_while_a_job_runs_is_death_and_beats_keep_it_alive() {
        let mut watch = JobWatch::default();
        assert!(!watch.silent(1e9), "no job, no watch");
        watch.sent(&import(3), 0.0);
        assert!(!watch.silent(SILENCE_MS - 1.0));
        watch.heard(&Response::Beat { id: 3 }, SILENCE_MS - 1.0);
        assert!(!watch.silent(2.0 * SILENCE_MS - 2.0));
        assert!(watch.silent(2.0 * SILENCE_MS));
        // The job's end ends the watch.
        watch.heard(&Response::Done { id: 3, nodes: 1 }, 0.0);
        assert!(!watch.busy());
        assert!(!watch.silent(1e9));
    }

    #[test]
    fn a_job_is_sent_again_once_then_given_up() {
        let mut watch = JobWatch::default();
        watch.sent(&import(4), 0.0);
        let first = watch.died(10.0);
        assert_eq!(first.retry, vec![import(4).encode()]);
        assert!(first.failed.is_empty());
        assert!(watch.busy());
        let second = watch.died(20.0);
        assert!(second.retry.is_empty());
        assert_eq!(second.failed, vec![4]);
        assert!(!watch.busy());
    }

    #[test]
    fn the_answers_that_end_a_job() {
        let games = |done, total| Response::Games {
            id: 1,
            done,
            total,
            message: None,
            games: Vec::new(),
        };
        assert!(games(3, 3).ends_job());
        assert!(!games(1, 3).ends_job());
        assert!(Response::Failed {
            id: 1,
            reason: String::new()
        }
        .ends_job());
        assert!(!Response::Progress {
            id: 1,
            done: 0,
            total: 1,
            nodes: 0
        }
        .ends_job());
    }
}
