//! The jobs themselves, in plain Rust: the worker runs them, and so can a
//! native test. Each reports its progress through a callback, so the page
//! sees the work advance while the worker is busy.

use super::protocol::{Request, Response, SolvedPosition};
use crate::core::solver::{Material, Tables};
use crate::core::{Position, RuleSet};
use crate::study::import::import_text;
use crate::study::import_summary::GameSummary;
use crate::study::{BoardRules, Track};

/// What the worker keeps between jobs: the endgame tables solved so far,
/// one set per reading of stalemate, promotion and en passant, so that a
/// material is solved once a session.
#[derive(Default)]
pub struct Session {
    tables: Vec<Tables>,
}

/// Progress reports of a solve, at most this many per job: the solver
/// calls back far more often, and each report is a message to the page.
const SOLVE_STEPS: u64 = 200;

impl Session {
    /// Runs `request` as [`run`] does, keeping solved tables for later
    /// jobs.
    pub fn run(&mut self, request: &Request, progress: impl FnMut(Response)) -> Response {
        match request {
            Request::Solve { id, rules, fen } => self.solve(*id, *rules, fen, progress),
            Request::Perft { .. } | Request::Import { .. } => run(request, progress),
        }
    }

    /// The tables of `rules`, made empty the first time.
    fn tables_for(&mut self, rules: RuleSet) -> &mut Tables {
        let same = |t: &Tables| {
            let r = t.rules();
            r.stalemate == rules.stalemate
                && r.promotion == rules.promotion
                && r.en_passant == rules.en_passant
        };
        match self.tables.iter().position(same) {
            Some(found) => &mut self.tables[found],
            None => {
                self.tables.push(Tables::new(rules));
                let last = self.tables.len() - 1;
                &mut self.tables[last]
            }
        }
    }

    fn solve(
        &mut self,
        id: u32,
        rules: RuleSet,
        fen: &str,
        mut progress: impl FnMut(Response),
    ) -> Response {
        let position = match Position::from_fen(fen, rules) {
            Ok(position) => position,
            Err(reason) => return failed(id, format!("the position is not legal: {reason}")),
        };
        if position.castling_rights().any() {
            return failed(
                id,
                crate::core::solver::MaterialError::CastlingRights.to_string(),
            );
        }
        let material = match Material::of_board(position.board()) {
            Ok(material) => material,
            Err(reason) => return failed(id, reason.to_string()),
        };
        let tables = self.tables_for(rules);
        let mut last_step = u64::MAX;
        tables.solve(&material, &mut |done, total| {
            let step = done.saturating_mul(SOLVE_STEPS) / total.max(1);
            if step != last_step {
                last_step = step;
                progress(Response::Progress {
                    id,
                    done: u32::try_from(step).unwrap_or(u32::MAX),
                    total: u32::try_from(SOLVE_STEPS).unwrap_or(u32::MAX),
                    nodes: 0,
                });
            }
        });
        let answer = tables.probe(&position).zip(tables.rank_moves(&position));
        let counts = tables.table(&material).map(|t| t.counts());
        match (answer, counts) {
            (Some((value, ranked)), Some(counts)) => Response::Verdict {
                id,
                solved: SolvedPosition {
                    value,
                    moves: ranked.iter().map(|(m, v)| (m.to_uci(), *v)).collect(),
                    material: material.to_string(),
                    counts,
                },
            },
            _ => failed(id, "the position is not in the solver's tables".to_string()),
        }
    }
}

/// Runs `request` in a session of its own, calling `progress` as parts of
/// it finish; returns the final answer ([`Response::Done`],
/// [`Response::Verdict`] or [`Response::Failed`]).
pub fn run(request: &Request, mut progress: impl FnMut(Response)) -> Response {
    match request {
        Request::Solve { .. } => Session::default().run(request, progress),
        Request::Import { id, text } => import(*id, text, progress),
        Request::Perft {
            id,
            start,
            rules,
            line,
            depth,
        } => {
            let track = Track::replay(start, BoardRules::Custom(*rules), line);
            let game = match (&track.game, &track.stop) {
                (Err(reason), _) => {
                    return failed(*id, format!("the start is not legal: {reason}"))
                }
                (Ok(_), Some(stop)) => {
                    return failed(
                        *id,
                        format!("'{}' cannot be played: {}", stop.token, stop.reason),
                    )
                }
                (Ok(game), None) => game,
            };
            let position = game.position();
            if *depth == 0 {
                return Response::Done { id: *id, nodes: 1 };
            }
            let moves = position.legal_moves();
            let total = u32::try_from(moves.len()).unwrap_or(u32::MAX);
            let mut nodes = 0;
            // One root move at a time, so the page hears after each.
            for (done, m) in moves.as_slice().iter().enumerate() {
                let mut child = position.clone();
                child.play_unchecked(m);
                nodes += child.perft(u32::from(*depth) - 1);
                progress(Response::Progress {
                    id: *id,
                    done: u32::try_from(done + 1).unwrap_or(u32::MAX),
                    total,
                    nodes,
                });
            }
            Response::Done { id: *id, nodes }
        }
    }
}

/// Games replayed between two messages to the page: each message costs the
/// page a little work, and eight games are a few milliseconds here.
const GAMES_PER_MESSAGE: usize = 8;
/// A game this long (plies) is sent on its own, so the count moves.
const LONG_GAME: usize = 400;

/// The import: says it has the job, reads the text, says how many games it
/// holds, then replays
/// them under every code and sends their summaries a few at a time; the
/// last answer holds the last games.
fn import(id: u32, text: &str, mut progress: impl FnMut(Response)) -> Response {
    // At once, before the reading: the page knows the worker has the job.
    progress(Response::Progress {
        id,
        done: 0,
        total: 0,
        nodes: 0,
    });
    let imported = import_text(text);
    let total = count(imported.games.len());
    let games_message = |done: usize, games: Vec<GameSummary>| Response::Games {
        id,
        done: count(done),
        total,
        message: imported.message.clone(),
        games,
    };
    progress(games_message(0, Vec::new()));
    let mut batch = Vec::new();
    let last = imported.games.len();
    for (index, (game, offset)) in imported.games.iter().zip(&imported.offsets).enumerate() {
        batch.push(GameSummary::of(*offset, game, &game.verdicts()));
        let full = batch.len() == GAMES_PER_MESSAGE || game.moves.len() >= LONG_GAME;
        if full && index + 1 < last {
            progress(games_message(index + 1, std::mem::take(&mut batch)));
        }
    }
    games_message(last, batch)
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

fn failed(id: u32, reason: String) -> Response {
    Response::Failed { id, reason }
}
