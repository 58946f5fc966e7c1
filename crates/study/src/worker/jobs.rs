//! The jobs themselves, in plain Rust: the worker runs them, and so can a
//! native test. Each reports its progress through a callback, so the page
//! sees the work advance while the worker is busy.

use super::protocol::{BoardToSolve, Request, Response, SolvedPosition};
use crate::core::solver::{
    solve_alone, solve_together, Material, MaterialError, Reach, Slices, Table, Tables,
};
use crate::core::{Board, Position, RuleSet};
use crate::study::import::import_text;
use crate::study::import_summary::GameSummary;
use crate::study::{BoardRules, Track};

/// What the worker keeps between jobs: the endgame tables solved so far,
/// one set per reading of stalemate, promotion and en passant, so that a
/// material is solved once a session, as long as the tables fit in
/// [`KEPT_ENTRIES`]; past it, a job forgets those it does not need.
pub struct Session {
    tables: Vec<Tables>,
    /// The entries kept between jobs: beyond it, a job first forgets the
    /// tables it does not need (see [`Session::make_room`]).
    kept_entries: usize,
    /// The materials of the last job, with their readings: a reader who
    /// plays on from one of its positions into a smaller material, then
    /// steps back, finds its tables still there.
    last_wanted: Vec<(Material, usize)>,
    /// Whether a solve says it is alive between its progress steps
    /// ([`Response::Beat`]): the browser's worker does, so that the page
    /// can tell a long table from a worker that died without a word; the
    /// native tests, which compare whole streams of messages, do not.
    pub(super) beats: bool,
}

/// Table entries (two bytes each) a session keeps between jobs: 256 MB.
/// King and pawn against king and pawn under three stalemate rules needs
/// about 1.2 GB while it is solved and held; without a bound every
/// material and rule asked for would stay, and a phone's tab would be
/// closed long before the wasm's 4 GB.
pub const KEPT_ENTRIES: usize = 128 << 20;

impl Default for Session {
    fn default() -> Session {
        Session::keeping(KEPT_ENTRIES)
    }
}

/// Progress reports of a solve, at most this many per job: the solver
/// calls back far more often, and each report is a message to the page.
const SOLVE_STEPS: u64 = 200;

impl Session {
    /// A session that keeps about `kept_entries` table entries between
    /// jobs (and more while a job needs them).
    #[must_use]
    pub fn keeping(kept_entries: usize) -> Session {
        Session {
            tables: Vec::new(),
            kept_entries,
            last_wanted: Vec::new(),
            beats: false,
        }
    }

    /// The same session, its solves saying they are alive between their
    /// progress steps (the worker's own throttles these beats).
    #[must_use]
    pub fn with_beats(mut self) -> Session {
        self.beats = true;
        self
    }

    /// The table entries held now, over every reading.
    #[must_use]
    pub fn entries_held(&self) -> usize {
        let held = self.tables.iter().flat_map(Tables::held);
        held.map(|(_, entries)| entries).sum()
    }

    /// Whether the tables of `rules`' reading hold `material`.
    #[must_use]
    pub fn holds(&self, rules: RuleSet, material: &Material) -> bool {
        self.reading_of(rules)
            .is_some_and(|t| self.tables[t].table(material).is_some())
    }

    /// Before a job: when more than the bound is held, forgets the tables
    /// neither the job nor the last one needs, those of readings the job
    /// does not use first and the largest first, until the bound is met or
    /// nothing is left to forget. What the job needs stays, so it is not
    /// solved again; so does what the last job needed (see `last_wanted`).
    pub(super) fn make_room(&mut self, wanted: &[(Material, usize)]) {
        let mut held = self.entries_held();
        if held <= self.kept_entries {
            return;
        }
        let needed: Vec<(Material, usize)> = (wanted.iter().chain(&self.last_wanted))
            .flat_map(|(m, t)| {
                let materials = self.tables[*t].materials_needed(m);
                materials.into_iter().map(move |n| (n, *t))
            })
            .collect();
        let mut spare: Vec<(bool, usize, Material, usize)> = Vec::new();
        for (t, tables) in self.tables.iter().enumerate() {
            let in_job = wanted.iter().any(|(_, w)| *w == t);
            for (material, entries) in tables.held() {
                if !needed.iter().any(|(m, n)| *n == t && *m == material) {
                    spare.push((in_job, entries, material, t));
                }
            }
        }
        // Other readings first, then the largest tables.
        spare.sort_by_key(|(in_job, entries, _, _)| (*in_job, std::cmp::Reverse(*entries)));
        for (_, _, material, t) in spare {
            if held <= self.kept_entries {
                break;
            }
            held -= self.tables[t].forget(&material);
        }
    }

    /// Runs `request` as [`run`] does, keeping solved tables for later
    /// jobs.
    pub fn run(&mut self, request: &Request, mut progress: impl FnMut(Response)) -> Response {
        match request {
            Request::Solve { id, rules, fen } => self.solve(*id, *rules, fen, &mut progress),
            Request::SolveBoards { id, boards } => self.solve_boards(*id, boards, &mut progress),
            Request::Perft { .. } | Request::Import { .. } => run(request, progress),
        }
    }

    /// The number of the tables of `rules`, made empty the first time.
    pub(super) fn tables_for(&mut self, rules: RuleSet) -> usize {
        self.reading_of(rules).unwrap_or_else(|| {
            self.tables.push(Tables::new(rules));
            self.tables.len() - 1
        })
    }

    /// The number of the tables of `rules`' reading of stalemate,
    /// promotion and en passant, if any.
    fn reading_of(&self, rules: RuleSet) -> Option<usize> {
        let same = |t: &Tables| {
            let r = t.rules();
            r.stalemate == rules.stalemate
                && r.promotion == rules.promotion
                && r.en_passant == rules.en_passant
        };
        self.tables.iter().position(same)
    }

    /// The tables of reading number `t`.
    pub(super) fn reading(&self, t: usize) -> &Tables {
        &self.tables[t]
    }

    /// Forgets every table (a partner at the end of a job).
    pub(super) fn forget_all(&mut self) {
        for tables in &mut self.tables {
            for (material, _) in tables.held() {
                tables.forget(&material);
            }
        }
    }

    /// Builds `material` alone in each of `readings`, together, if they
    /// hold every table it reads; else with what it needs (see
    /// [`solve_alone`]); each table in the part `reach` gives it.
    pub(super) fn build_step(
        &mut self,
        readings: &[usize],
        material: &Material,
        reach: &Reach,
        progress: &mut dyn FnMut(u64, u64),
    ) {
        solve_alone(&mut self.sets_of(readings), material, reach, progress);
    }

    /// Builds `material` and what it needs in each of `readings`,
    /// together, each table in the part `reach` gives it.
    pub(super) fn build_in(
        &mut self,
        readings: &[usize],
        material: &Material,
        reach: &Reach,
        progress: &mut dyn FnMut(u64, u64),
    ) {
        solve_together(&mut self.sets_of(readings), material, reach, progress);
    }

    /// The tables of each of `readings`, to build in.
    fn sets_of(&mut self, readings: &[usize]) -> Vec<&mut Tables> {
        (self.tables.iter_mut().enumerate())
            .filter(|(t, _)| readings.contains(t))
            .map(|(_, tables)| tables)
            .collect()
    }

    /// Takes in a table another worker built under `rules` (see
    /// `Tables::insert_solved`): the number of its reading, and whether
    /// the table fitted (if not, it is left out).
    pub(super) fn take_table(
        &mut self,
        rules: RuleSet,
        material: Material,
        words: Vec<u16>,
        en_passant: &[(u32, u32)],
        slices: Option<Slices>,
    ) -> (usize, bool) {
        let t = self.tables_for(rules);
        let taken = self.tables[t].insert_solved(material, words, en_passant, slices);
        (t, taken.is_ok())
    }

    /// Forgets the table of `material` under `rules`, if held.
    pub(super) fn forget_table(&mut self, rules: RuleSet, material: &Material) {
        let t = self.tables_for(rules);
        self.tables[t].forget(material);
    }

    /// Builds each material in the tables named with it, the rule sets of
    /// one material together, in the part `reach` gives each table;
    /// `progress(done, total)` over them all.
    fn build(
        &mut self,
        wanted: &[(Material, usize)],
        reach: &Reach,
        progress: &mut dyn FnMut(u64, u64),
    ) {
        self.make_room(wanted);
        self.build_wanted(wanted, reach, progress);
    }

    /// [`Session::build`] without making room first (a shared solve has).
    pub(super) fn build_wanted(
        &mut self,
        wanted: &[(Material, usize)],
        reach: &Reach,
        progress: &mut dyn FnMut(u64, u64),
    ) {
        self.last_wanted = wanted.to_vec();
        let mut materials: Vec<&Material> = Vec::new();
        for (m, _) in wanted {
            if !materials.contains(&m) {
                materials.push(m);
            }
        }
        let parts = materials.len() as u64;
        for (part, material) in (0u64..).zip(materials) {
            let readings: Vec<usize> = (wanted.iter())
                .filter(|(m, _)| m == material)
                .map(|(_, t)| *t)
                .collect();
            self.build_in(&readings, material, reach, &mut |done, total| {
                let total = total.max(1);
                progress(part * total + done, parts * total);
            });
        }
    }

    fn solve(
        &mut self,
        id: u32,
        rules: RuleSet,
        fen: &str,
        progress: &mut dyn FnMut(Response),
    ) -> Response {
        let (position, material) = match read_board(id, rules, fen) {
            Ok(board) => board,
            Err(refusal) => return refusal,
        };
        let t = self.tables_for(rules);
        let reach = Reach::of_boards(&[position.board()]);
        let beats = self.beats;
        self.build(
            &[(material.clone(), t)],
            &reach,
            &mut steps(id, beats, progress),
        );
        answer(&self.tables[t], id, &position, &material)
    }

    /// Every board of a comparison: one build for all, then one answer
    /// per board under its own id.
    fn solve_boards(
        &mut self,
        id: u32,
        boards: &[BoardToSolve],
        progress: &mut dyn FnMut(Response),
    ) -> Response {
        let mut ready = Vec::new();
        for board in boards {
            match read_board(board.id, board.rules, &board.fen) {
                Ok((position, material)) => {
                    let t = self.tables_for(board.rules);
                    ready.push((board.id, position, material, t));
                }
                Err(refusal) => progress(refusal),
            }
        }
        let wanted: Vec<(Material, usize)> =
            ready.iter().map(|(_, _, m, t)| (m.clone(), *t)).collect();
        let positions: Vec<&Board> = ready.iter().map(|(_, p, _, _)| p.board()).collect();
        let reach = Reach::of_boards(&positions);
        let beats = self.beats;
        self.build(&wanted, &reach, &mut steps(id, beats, progress));
        for (board, position, material, t) in &ready {
            progress(answer(&self.tables[*t], *board, position, material));
        }
        Response::Done {
            id,
            nodes: boards.len() as u64,
        }
    }
}

/// A board's position and material, or the refusal to send for it.
pub(super) fn read_board(
    id: u32,
    rules: RuleSet,
    fen: &str,
) -> Result<(Position, Material), Response> {
    let position = Position::from_fen(fen, rules)
        .map_err(|reason| failed(id, format!("the position is not legal: {reason}")))?;
    if position.castling_rights().any() {
        return Err(failed(id, MaterialError::CastlingRights.to_string()));
    }
    let material =
        Material::of_board(position.board()).map_err(|reason| failed(id, reason.to_string()))?;
    Ok((position, material))
}

/// Turns the solver's `(done, total)` into at most [`SOLVE_STEPS`]
/// progress messages for job `id`.
pub(super) struct Progress {
    id: u32,
    last_step: u64,
    /// Whether a call that makes no new step says the job is alive.
    beats: bool,
}

impl Progress {
    pub(super) fn new(id: u32, beats: bool) -> Progress {
        Progress {
            id,
            last_step: u64::MAX,
            beats,
        }
    }

    /// Reports `done` of `total` if it makes a new step; else, if beating,
    /// that the job is alive.
    pub(super) fn report(&mut self, done: u64, total: u64, send: &mut dyn FnMut(Response)) {
        let step = done.saturating_mul(SOLVE_STEPS) / total.max(1);
        if step == self.last_step {
            if self.beats {
                send(Response::Beat { id: self.id });
            }
        } else {
            self.last_step = step;
            send(Response::Progress {
                id: self.id,
                done: u32::try_from(step).unwrap_or(u32::MAX),
                total: u32::try_from(SOLVE_STEPS).unwrap_or(u32::MAX),
                nodes: 0,
            });
        }
    }
}

fn steps(id: u32, beats: bool, progress: &mut dyn FnMut(Response)) -> impl FnMut(u64, u64) + '_ {
    let mut reporter = Progress::new(id, beats);
    move |done, total| reporter.report(done, total, progress)
}

/// The verdict on a position whose material is solved in `tables`.
pub(super) fn answer(
    tables: &Tables,
    id: u32,
    position: &Position,
    material: &Material,
) -> Response {
    let ranked = tables.probe(position).zip(tables.rank_moves(position));
    let counts = tables.table(material).map(Table::counts);
    match (ranked, counts) {
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

/// Runs `request` in a session of its own, calling `progress` as parts of
/// it finish; returns the final answer ([`Response::Done`],
/// [`Response::Verdict`] or [`Response::Failed`]).
pub fn run(request: &Request, mut progress: impl FnMut(Response)) -> Response {
    match request {
        Request::Solve { .. } | Request::SolveBoards { .. } => {
            Session::default().run(request, progress)
        }
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
                let beat = &mut || progress(Response::Beat { id: *id });
                nodes += perft_beating(&child, u32::from(*depth) - 1, beat);
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

/// `position.perft(depth)` one move at a time, calling `beat` after each,
/// so that the worker can tell the page it is alive during a long count.
fn perft_beating(position: &Position, depth: u32, beat: &mut dyn FnMut()) -> u64 {
    // Naming a waiting pawn is no move: the count does not split there.
    if depth < 2 || position.naming_due() {
        return position.perft(depth);
    }
    let mut nodes = 0;
    for m in position.legal_moves().as_slice() {
        let mut child = position.clone();
        child.play_unchecked(m);
        nodes += child.perft(depth - 1);
        beat();
    }
    nodes
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

pub(super) fn failed(id: u32, reason: String) -> Response {
    Response::Failed { id, reason }
}
