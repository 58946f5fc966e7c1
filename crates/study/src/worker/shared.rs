//! A solve shared with a second worker, the *partner*: the machine has
//! two cores (most phones more), and a large material (king and pawn
//! against king and pawn) needs a dozen tables, many independent of each
//! other. The worker the page talks to (the *main* worker) plans the
//! tables ([`plan`]), gives some to the partner ([`share_out`]) and
//! builds the others itself; the tables travel between them as messages.
//!
//! Every table is still built by the one solver, from the same tables it
//! needs, so each is the one a single worker builds. If the partner cannot
//! start or dies, the main worker builds what is missing itself.
//!
//! All of it in plain Rust: the worker's end (`serve`) only carries the
//! [`PartMessage`]s, and a native test plays the partner with a second
//! [`Session`].

use super::jobs::{answer, failed, read_board, Progress, Session};
use super::protocol::{BoardToSolve, Request, Response};
use crate::core::solver::plan::{plan, work_of, Step};
use crate::core::solver::{Material, Reach, Slices, Tables};
use crate::core::{Board, Position, RuleSet};
use crate::study::link::{read_rules, rules_id};

/// Below this much work (the units of [`Step::work`]) a solve is not
/// shared: king and one man against king takes a few milliseconds, less
/// than starting the partner or sending it a table. King and rook against
/// king and knight under one rule, about a second in the browser, is 1.8e7;
/// king and pawn against king and pawn about 5e8.
pub const SHARE_FROM_WORK: u64 = 10_000_000;

/// A message between the main worker and its partner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartMessage {
    /// Main to partner: build `material` under each of `rules` (its
    /// readings, together), each table in the part `reach` gives it, then
    /// send each table back.
    Solve {
        material: Material,
        reach: Reach,
        rules: Vec<RuleSet>,
    },
    /// Either way: a table solved under `rules` (see
    /// `Tables::insert_solved`), in the slices given (`None`: whole).
    Table {
        material: Material,
        rules: RuleSet,
        words: Vec<u16>,
        en_passant: Vec<(u32, u32)>,
        slices: Option<Slices>,
    },
    /// Main to partner: no step left to the partner reads this table:
    /// forget it (the partner's memory stays that of the tables its steps
    /// read, not all the job's).
    Forget { material: Material, rules: RuleSet },
    /// Main to partner: the job is over; forget every table.
    End,
    /// Partner to main: `done` of `total` of the table it is building.
    Progress { done: u64, total: u64 },
}

impl PartMessage {
    /// The message's text; a table's words and en passant entries travel
    /// beside it (as typed arrays, not text).
    #[must_use]
    pub fn header(&self) -> String {
        match self {
            PartMessage::Solve {
                material,
                reach,
                rules,
            } => {
                let rules: Vec<String> = rules.iter().map(rules_id).collect();
                let reach = reach.to_text();
                format!("part-solve\t{material}\t{reach}\t{}", rules.join("\t"))
            }
            PartMessage::Table {
                material,
                rules,
                slices,
                ..
            } => {
                let slices = slices.as_ref().map_or("whole".to_string(), Slices::to_text);
                format!("part-table\t{material}\t{}\t{slices}", rules_id(rules))
            }
            PartMessage::Forget { material, rules } => {
                format!("part-forget\t{material}\t{}", rules_id(rules))
            }
            PartMessage::End => "part-end".to_string(),
            PartMessage::Progress { done, total } => format!("part-progress\t{done}\t{total}"),
        }
    }

    /// Reads a message from its [`PartMessage::header`] and, for a table,
    /// its words and en passant entries (given as flat pairs).
    ///
    /// # Errors
    /// Says what cannot be read.
    pub fn read(header: &str, words: Vec<u16>, pairs: &[u32]) -> Result<PartMessage, String> {
        let fields: Vec<&str> = header.split('\t').collect();
        let material = |name: &str| {
            name.parse::<Material>()
                .map_err(|_| format!("unreadable material '{name}'"))
        };
        let rules = |text: &str| read_rules(text).ok_or_else(|| "unreadable rules".to_string());
        match fields.as_slice() {
            ["part-solve", name, reach, readings @ ..] if !readings.is_empty() => {
                Ok(PartMessage::Solve {
                    material: material(name)?,
                    reach: Reach::from_text(reach).ok_or_else(|| "unreadable reach".to_string())?,
                    rules: readings
                        .iter()
                        .map(|r| rules(r))
                        .collect::<Result<_, _>>()?,
                })
            }
            ["part-table", name, reading, slices] => {
                let material = material(name)?;
                let slices = match *slices {
                    "whole" => None,
                    text => Some(
                        Slices::from_text(&material, text)
                            .ok_or_else(|| "unreadable slices".to_string())?,
                    ),
                };
                Ok(PartMessage::Table {
                    material,
                    rules: rules(reading)?,
                    words,
                    en_passant: pairs.chunks_exact(2).map(|p| (p[0], p[1])).collect(),
                    slices,
                })
            }
            ["part-forget", name, reading] => Ok(PartMessage::Forget {
                material: material(name)?,
                rules: rules(reading)?,
            }),
            ["part-end"] => Ok(PartMessage::End),
            ["part-progress", done, total] => Ok(PartMessage::Progress {
                done: done
                    .parse()
                    .map_err(|_| "unreadable progress".to_string())?,
                total: total
                    .parse()
                    .map_err(|_| "unreadable progress".to_string())?,
            }),
            _ => Err("unknown partner message".to_string()),
        }
    }

    /// The message carrying the table of `material` in `set`, if held.
    #[must_use]
    pub fn table(set: &Tables, material: &Material) -> Option<PartMessage> {
        let table = set.table(material)?;
        Some(PartMessage::Table {
            material: material.clone(),
            rules: *set.rules(),
            words: table.words().to_vec(),
            en_passant: table.en_passant_entries(),
            slices: table.slices().cloned(),
        })
    }

    /// Whether `text` is a partner message's header (not a page's job).
    #[must_use]
    pub fn is_header(text: &str) -> bool {
        text.starts_with("part-")
    }
}

/// What a step of a shared solve sends.
pub enum Outgoing {
    /// To the page: progress, a verdict, the job's end.
    Page(Response),
    /// To the partner.
    Partner(PartMessage),
}

/// Where a step is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Not yet built (or, for the partner's, not yet asked for).
    Waiting,
    /// Asked of the partner; `n` of its readings came back.
    Asked(usize),
    Built,
}

/// One table of a shared solve: the plan's step over the session's
/// readings.
struct SharedStep {
    material: Material,
    /// The session's readings (numbers of its table sets).
    readings: Vec<usize>,
    /// For each reading and each table this one reads, the step that
    /// builds it in this job, if any (else the session holds it).
    needs: Vec<(usize, Material, Option<usize>)>,
    work: u64,
    on_partner: bool,
    state: State,
}

/// A solve in progress, shared with the partner. Made by
/// [`Session::share`]; moved on by [`SharedSolve::advance`] until it says
/// it has ended.
pub struct SharedSolve {
    id: u32,
    /// A `solve` job (one board, answered by its verdict) rather than
    /// `solve-boards` (each board answered, then `done`).
    single: bool,
    /// The boards asked for, read or not (the `done` message counts them).
    asked: usize,
    boards: Vec<(u32, Position, Material, usize)>,
    /// The part of each table the boards need (see [`Reach`]).
    reach: Reach,
    steps: Vec<SharedStep>,
    /// The tables the partner holds in this job: (reading, material).
    partner_holds: Vec<(usize, Material)>,
    partner_alive: bool,
    /// The work done of the table the partner is building now, as it last
    /// said.
    partner_part: u64,
    progress: Progress,
    total_work: u64,
}

impl Session {
    /// A shared solve of `request`, if it is a solve large enough to be
    /// worth sharing. Boards that cannot be read are answered at once
    /// through `out` (as the single worker does).
    pub fn share(
        &mut self,
        request: &Request,
        out: &mut dyn FnMut(Outgoing),
    ) -> Option<SharedSolve> {
        let (id, single, boards) = match request {
            Request::Solve { id, rules, fen } => {
                let board = BoardToSolve {
                    id: *id,
                    rules: *rules,
                    fen: fen.clone(),
                };
                (*id, true, vec![board])
            }
            Request::SolveBoards { id, boards } => (*id, false, boards.clone()),
            _ => return None,
        };
        let mut read = Vec::new();
        let mut refused = Vec::new();
        for board in &boards {
            match read_board(board.id, board.rules, &board.fen) {
                Ok((position, material)) => {
                    let t = self.tables_for(board.rules);
                    read.push((board.id, position, material, t));
                }
                Err(refusal) => refused.push(refusal),
            }
        }
        let positions: Vec<&Board> = read.iter().map(|b| b.1.board()).collect();
        let reach = Reach::of_boards(&positions);
        let steps = self.plan_steps(&read, &reach);
        let total_work: u64 = steps.iter().map(|s| s.work).sum();
        if total_work < SHARE_FROM_WORK || (single && read.is_empty()) {
            return None;
        }
        for refusal in refused {
            out(Outgoing::Page(refusal));
        }
        let wanted: Vec<(Material, usize)> = read.iter().map(|b| (b.2.clone(), b.3)).collect();
        self.make_room(&wanted);
        let job = SharedSolve {
            id,
            single,
            asked: boards.len(),
            boards: read,
            reach,
            steps,
            partner_holds: Vec::new(),
            partner_alive: true,
            partner_part: 0,
            progress: Progress::new(id, self.beats),
            total_work,
        };
        Some(job)
    }

    /// The steps that build every board's table in its reading, each
    /// table once, in an order that respects what each needs.
    fn plan_steps(
        &self,
        boards: &[(u32, Position, Material, usize)],
        reach: &Reach,
    ) -> Vec<SharedStep> {
        let mut steps: Vec<SharedStep> = Vec::new();
        let mut schedule = Schedule::default();
        let mut materials: Vec<&Material> = Vec::new();
        for (_, _, m, _) in boards {
            if !materials.contains(&m) {
                materials.push(m);
            }
        }
        for material in materials {
            let mut readings: Vec<usize> = (boards.iter())
                .filter(|b| b.2 == *material)
                .map(|b| b.3)
                .collect();
            readings.sort_unstable();
            readings.dedup();
            let sets: Vec<_> = readings.iter().map(|&t| self.reading(t)).collect();
            for step in plan(&sets, material, reach) {
                let readings: Vec<usize> = (step.sets.iter())
                    .map(|&i| readings[i])
                    .filter(|&t| {
                        !steps
                            .iter()
                            .any(|s| s.material == step.material && s.readings.contains(&t))
                    })
                    .collect();
                if !readings.is_empty() {
                    schedule.place(&mut steps, &step, readings, reach);
                }
            }
        }
        steps
    }

    /// The partner's end: takes in a table, builds one, or forgets all.
    /// Returns the messages for the main worker (the tables built).
    pub fn run_part(
        &mut self,
        message: PartMessage,
        progress: &mut dyn FnMut(u64, u64),
    ) -> Vec<PartMessage> {
        match message {
            PartMessage::Table {
                material,
                rules,
                words,
                en_passant,
                slices,
            } => {
                // A table that does not fit is left out: the partner then
                // builds it itself when a step needs it.
                self.take_table(rules, material, words, &en_passant, slices);
                Vec::new()
            }
            PartMessage::Solve {
                material,
                reach,
                rules,
            } => {
                let mut readings: Vec<usize> = rules.iter().map(|r| self.tables_for(*r)).collect();
                readings.sort_unstable();
                readings.dedup();
                self.build_step(&readings, &material, &reach, progress);
                let tables = readings.iter().map(|&t| self.reading(t));
                tables
                    .filter_map(|set| PartMessage::table(set, &material))
                    .collect()
            }
            PartMessage::Forget { material, rules } => {
                self.forget_table(rules, &material);
                Vec::new()
            }
            PartMessage::End => {
                self.forget_all();
                Vec::new()
            }
            PartMessage::Progress { .. } => Vec::new(),
        }
    }
}

/// For each reading of a new step and each table it reads, the earlier
/// step that builds that table in that reading.
fn needs_of(
    steps: &[SharedStep],
    step: &Step,
    readings: &[usize],
) -> Vec<(usize, Material, Option<usize>)> {
    let mut needs = Vec::new();
    for &t in readings {
        for need in &step.needs {
            let builder = steps
                .iter()
                .position(|s| s.material == *need && s.readings.contains(&t));
            needs.push((t, need.clone(), builder));
        }
    }
    needs
}

/// Where each step goes: in the plan's order, each to the worker where it
/// would end first, given when each worker is free and when the tables it
/// reads are built (the work of sending a table is small beside building
/// it, and left out). A table of several readings may be split, some
/// readings built by each worker: each then scans the moves, but the
/// passing on of values, most of the work, is shared.
#[derive(Default)]
struct Schedule {
    /// When each worker (main, partner) is free.
    free: [u64; 2],
    /// When each step placed so far ends.
    ends: Vec<u64>,
}

impl Schedule {
    /// When the tables `needs` names are all built.
    fn needed_by(&self, needs: &[(usize, Material, Option<usize>)]) -> u64 {
        let ends = needs.iter().filter_map(|(_, _, b)| b.map(|b| self.ends[b]));
        ends.max().unwrap_or(0)
    }

    /// When `work` started on `worker` as soon as `needs` allow ends.
    fn end_on(&self, worker: usize, needs: &[(usize, Material, Option<usize>)], work: u64) -> u64 {
        self.free[worker].max(self.needed_by(needs)) + work
    }

    /// Adds step `step` of the plan, over `readings`, to `steps`: whole on
    /// the worker where it ends first, or split between the two if that
    /// ends sooner.
    fn place(
        &mut self,
        steps: &mut Vec<SharedStep>,
        step: &Step,
        readings: Vec<usize>,
        reach: &Reach,
    ) {
        let work = |n: usize| work_of(&step.material, reach, n, step.copy);
        let whole_needs = needs_of(steps, step, &readings);
        let whole = work(readings.len());
        let worker =
            usize::from(self.end_on(1, &whole_needs, whole) < self.end_on(0, &whole_needs, whole));
        let whole_end = self.end_on(worker, &whole_needs, whole);
        if readings.len() >= 2 && !step.copy {
            let (first, second) = readings.split_at(readings.len().div_ceil(2));
            let parts = [first.to_vec(), second.to_vec()];
            let needs = parts.clone().map(|p| needs_of(steps, step, &p));
            let split_end = |on_main: usize| {
                let a = self.end_on(on_main, &needs[0], work(parts[0].len()));
                let b = self.end_on(1 - on_main, &needs[1], work(parts[1].len()));
                a.max(b)
            };
            let first_on = usize::from(split_end(1) < split_end(0));
            if split_end(first_on) < whole_end {
                for (k, (part, needs)) in parts.into_iter().zip(needs).enumerate() {
                    let on = if k == 0 { first_on } else { 1 - first_on };
                    self.push(steps, step, part, needs, on, work);
                }
                return;
            }
        }
        self.push(steps, step, readings, whole_needs, worker, work);
    }

    fn push(
        &mut self,
        steps: &mut Vec<SharedStep>,
        step: &Step,
        readings: Vec<usize>,
        needs: Vec<(usize, Material, Option<usize>)>,
        worker: usize,
        work: impl Fn(usize) -> u64,
    ) {
        let work = work(readings.len());
        let end = self.end_on(worker, &needs, work);
        self.free[worker] = end;
        self.ends.push(end);
        steps.push(SharedStep {
            material: step.material.clone(),
            readings,
            needs,
            work,
            on_partner: worker == 1,
            state: State::Waiting,
        });
    }
}

impl SharedSolve {
    /// Moves the solve on as far as it can go without the partner: asks
    /// the partner for every step it can take, builds the main worker's
    /// steps whose tables are all here, and, once every table is here,
    /// answers the page. Returns `true` when the job has ended.
    pub fn advance(&mut self, session: &mut Session, out: &mut dyn FnMut(Outgoing)) -> bool {
        loop {
            self.ask_partner(session, out);
            self.release_partner_tables(session, out);
            let Some(s) = self.next_own_step() else {
                break;
            };
            let done_before = self.work_done() + self.partner_part;
            let (total, work) = (self.total_work, self.steps[s].work);
            let progress = &mut self.progress;
            session.build_step(
                &self.steps[s].readings,
                &self.steps[s].material,
                &self.reach,
                &mut |d, t| {
                    let part = work.saturating_mul(d) / t.max(1);
                    progress.report(done_before + part, total, &mut |r| out(Outgoing::Page(r)));
                },
            );
            self.steps[s].state = State::Built;
        }
        if self.partner_alive && self.steps.iter().any(|s| s.state != State::Built) {
            let done = self.work_done() + self.partner_part;
            let total = self.total_work;
            self.progress
                .report(done, total, &mut |r| out(Outgoing::Page(r)));
            return false;
        }
        self.finish(session, out);
        true
    }

    /// A message from the partner: a table it built, or how far it is.
    pub fn hear_partner(&mut self, session: &mut Session, message: PartMessage) {
        match message {
            PartMessage::Table {
                material,
                rules,
                words,
                en_passant,
                slices,
            } => {
                let (t, taken) =
                    session.take_table(rules, material.clone(), words, &en_passant, slices);
                self.partner_built(t, &material, taken);
            }
            PartMessage::Progress { done, total } => {
                let building = self
                    .steps
                    .iter()
                    .find(|s| matches!(s.state, State::Asked(_)));
                let work = building.map_or(0, |s| s.work);
                self.partner_part = work.saturating_mul(done.min(total)) / total.max(1);
            }
            _ => {}
        }
    }

    /// The partner's table of `material` in reading `t` came (`taken`), or
    /// came unfit: then this worker builds that step itself.
    fn partner_built(&mut self, t: usize, material: &Material, taken: bool) {
        let asked = self.steps.iter_mut().find(|s| {
            s.material == *material && s.readings.contains(&t) && matches!(s.state, State::Asked(_))
        });
        let Some(step) = asked else {
            return;
        };
        self.partner_part = 0;
        let State::Asked(n) = step.state else {
            return;
        };
        step.state = if !taken {
            step.on_partner = false;
            State::Waiting
        } else if n + 1 >= step.readings.len() {
            State::Built
        } else {
            State::Asked(n + 1)
        };
    }

    /// The partner is gone (it could not start, or died): the main worker
    /// builds whatever is missing.
    pub fn partner_lost(&mut self) {
        self.partner_alive = false;
        for step in &mut self.steps {
            if matches!(step.state, State::Asked(_)) {
                step.state = State::Waiting;
            }
        }
    }

    fn work_done(&self) -> u64 {
        let built = self.steps.iter().filter(|s| s.state == State::Built);
        built.map(|s| s.work).sum()
    }

    /// Whether every table step `s` reads is here.
    fn can_build(&self, s: usize) -> bool {
        let built = |b: &Option<usize>| b.is_none_or(|b| self.steps[b].state == State::Built);
        self.steps[s].needs.iter().all(|(_, _, b)| built(b))
    }

    /// The main worker's next step whose tables are all here (every
    /// waiting step, once the partner is gone).
    fn next_own_step(&self) -> Option<usize> {
        (0..self.steps.len()).find(|&s| {
            let step = &self.steps[s];
            let own = !step.on_partner || !self.partner_alive;
            own && step.state == State::Waiting && self.can_build(s)
        })
    }

    /// Asks the partner, in the plan's order, for each of its steps whose
    /// tables are here or will be built by the partner before it, sending
    /// first the tables of this worker it lacks.
    fn ask_partner(&mut self, session: &Session, out: &mut dyn FnMut(Outgoing)) {
        if !self.partner_alive {
            return;
        }
        for s in 0..self.steps.len() {
            let step = &self.steps[s];
            if !step.on_partner || step.state != State::Waiting {
                continue;
            }
            let ready = step.needs.iter().all(|(_, _, b)| {
                b.is_none_or(|b| self.steps[b].state == State::Built || self.steps[b].on_partner)
            });
            if !ready {
                // Later steps wait too: the partner builds in the order asked.
                return;
            }
            let needs = step.needs.clone();
            for (t, material, _) in needs {
                self.send_table(session, t, &material, out);
            }
            let step = &mut self.steps[s];
            let rules = step
                .readings
                .iter()
                .map(|&t| *session.reading(t).rules())
                .collect();
            out(Outgoing::Partner(PartMessage::Solve {
                material: step.material.clone(),
                reach: self.reach.clone(),
                rules,
            }));
            step.state = State::Asked(0);
            for &t in &step.readings.clone() {
                self.partner_holds.push((t, self.steps[s].material.clone()));
            }
        }
    }

    /// Tells the partner to forget each table it holds that none of its
    /// steps still to come reads (nor is building).
    fn release_partner_tables(&mut self, session: &Session, out: &mut dyn FnMut(Outgoing)) {
        if !self.partner_alive {
            return;
        }
        let to_come = |s: &&SharedStep| s.on_partner && s.state != State::Built;
        let still_used = |t: usize, m: &Material| {
            self.steps.iter().filter(to_come).any(|s| {
                (s.material == *m && s.readings.contains(&t))
                    || s.needs.iter().any(|(n, need, _)| *n == t && need == m)
            })
        };
        let mut kept: Vec<(usize, Material)> = Vec::new();
        for (t, material) in &self.partner_holds {
            if kept.iter().any(|(k, m)| k == t && m == material) {
                continue;
            }
            if still_used(*t, material) {
                kept.push((*t, material.clone()));
            } else {
                out(Outgoing::Partner(PartMessage::Forget {
                    material: material.clone(),
                    rules: *session.reading(*t).rules(),
                }));
            }
        }
        self.partner_holds = kept;
    }

    /// Sends the partner a table of this worker, unless it holds it.
    fn send_table(
        &mut self,
        session: &Session,
        t: usize,
        material: &Material,
        out: &mut dyn FnMut(Outgoing),
    ) {
        if self
            .partner_holds
            .iter()
            .any(|(h, m)| *h == t && m == material)
        {
            return;
        }
        let Some(message) = PartMessage::table(session.reading(t), material) else {
            return;
        };
        out(Outgoing::Partner(message));
        self.partner_holds.push((t, material.clone()));
    }

    /// Every table is here: builds anything still missing (nothing, unless
    /// the partner was lost), answers each board and ends the job.
    fn finish(&mut self, session: &mut Session, out: &mut dyn FnMut(Outgoing)) {
        if self.partner_alive {
            out(Outgoing::Partner(PartMessage::End));
        }
        let wanted: Vec<(Material, usize)> =
            self.boards.iter().map(|b| (b.2.clone(), b.3)).collect();
        let (id, total) = (self.id, self.total_work);
        let progress = &mut self.progress;
        session.build_wanted(&wanted, &self.reach, &mut |_, _| {
            progress.report(total, total, &mut |r| out(Outgoing::Page(r)))
        });
        let mut answers = self.boards.iter().map(|(board, position, material, t)| {
            answer(session.reading(*t), *board, position, material)
        });
        if self.single {
            let last = answers
                .next()
                .unwrap_or_else(|| failed(id, "no board to solve".to_string()));
            out(Outgoing::Page(last));
            return;
        }
        let count = self.asked as u64;
        for response in answers {
            out(Outgoing::Page(response));
        }
        out(Outgoing::Page(Response::Done { id, nodes: count }));
    }
}
