//! Solve times of the endgame solver, natively, per material and per
//! stalemate rule, with the won / drawn / lost counts of each table.
//!
//! Run with `cargo bench --no-default-features --bench solver_speed` (all
//! materials) or `... -- KQvK KRvKB` (those only). Each time covers the
//! material and every smaller table it needs; the CPU time (Linux, 10 ms
//! ticks) is the figure to trust on a busy machine. After the three rules
//! one by one comes the time of the three solved together
//! ([`solve_each`]), the figure the page sees; `-- --together KPvKP` gives
//! that figure alone (the three rules one by one take as long again).
//!
//! Each row ends with two fingerprints of every value and distance of the
//! table (of every table solved, on the "together" row): one of the stored
//! words in the table's order, one of the boards they stand for, which
//! does not hang on the index order. A change meant only to speed the
//! solver up must leave the second as it was (and the first too, unless
//! it moves the entries).

use chess_laws_study::core::solver::{solve, solve_each, Material, Wdl};
use chess_laws_study::core::{Code, RuleSet, Stalemate};
use std::time::Instant;

const DEFAULT: [&str; 12] = [
    "KPvK", "KBvK", "KNvK", "KRvK", "KQvK", "KvKP", "KQvKR", "KRvKB", "KPvKP", "KBNvK", "KBBvK",
    "KNNvK",
];

fn wdl(w: &Wdl) -> String {
    format!("{:>9} {:>9} {:>9}", w.won, w.drawn, w.lost)
}

fn main() {
    let together_only = std::env::args().any(|a| a == "--together");
    let shared = std::env::args().any(|a| a == "--shared");
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let names: Vec<&str> = if args.is_empty() {
        DEFAULT.to_vec()
    } else {
        args.iter().map(String::as_str).collect()
    };
    let rules = [
        ("Modern/draw", Code::Modern.rules()),
        ("Turkey/stalemater wins", Code::Turkey.rules()),
        ("Parsloe/stalemater loses", Code::Parsloe.rules()),
    ];
    println!(
        "{:<7} {:<25} {:>9} {:>7} {:>10}   {:>29}   {:>29}   {:>16} {:>16}",
        "table",
        "rules",
        "wall ms",
        "cpu ms",
        "entries",
        "wtm: won drawn lost",
        "btm: won drawn lost",
        "fingerprint",
        "board print"
    );
    for name in names {
        let Ok(material) = name.parse::<Material>() else {
            eprintln!("cannot read {name}");
            continue;
        };
        if shared {
            for (label, rules) in &rules {
                report_shared(&material, label, &[*rules]);
            }
            report_shared(&material, "all three together", &rules.map(|(_, r)| r));
            continue;
        }
        for (label, rules) in rules.iter().filter(|_| !together_only) {
            report(&material, label, *rules);
        }
        report_together(&material, &rules.map(|(_, r)| r));
    }
    let lost_only = RuleSet {
        stalemate: Stalemate::Draw,
        ..Code::LostPiecesOnly.rules()
    };
    if together_only {
        return;
    }
    if let Ok(kpk) = "KPvK".parse::<Material>() {
        report(&kpk, "Lost pieces only", lost_only);
    }
}

/// The process's CPU time in milliseconds (user + system), read from
/// `/proc/self/stat` where there is one: on a shared machine the wall time
/// says more about the other jobs than about the solver.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) * 10.0)
}

/// The wall and CPU time of `f`, in milliseconds.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, String) {
    let start = Instant::now();
    let cpu_start = cpu_ms();
    let out = f();
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let cpu = cpu_ms()
        .zip(cpu_start)
        .map_or("-".to_string(), |(b, a)| format!("{:.0}", b - a));
    (out, ms, cpu)
}

fn report_together(material: &Material, rules: &[RuleSet]) {
    let (sets, ms, cpu) = timed(|| solve_each(material, rules, |_, _| {}));
    let entries: usize = sets
        .iter()
        .filter_map(|t| t.table(material))
        .map(chess_laws_study::core::solver::Table::entries)
        .sum();
    let all = sets
        .iter()
        .fold(0u64, |hash, t| hash.rotate_left(13) ^ t.fingerprint());
    let boards = sets
        .iter()
        .fold(0u64, |hash, t| hash.rotate_left(13) ^ t.board_fingerprint());
    println!(
        "{:<7} {:<25} {:>9.1} {:>7} {:>10}   {:>63}   {all:016x} {boards:016x}",
        material.to_string(),
        "all three together",
        ms,
        cpu,
        entries,
        "every table:"
    );
}

/// A position of `material`, White to move, no man attacked by a line
/// through a king: the white king on a1, the black on h8, White's men on
/// c4 and d3, Black's on f5 and e6.
fn position_of(material: &Material) -> String {
    let mut board = [['1'; 8]; 8];
    let (mut white, mut black) = ([(3, 2), (2, 3)].into_iter(), [(4, 5), (5, 4)].into_iter());
    board[0][0] = 'K';
    board[7][7] = 'k';
    for man in material.men() {
        let letter = man.role.char();
        let (rank, file, letter) = if man.color == chess_laws_study::core::Color::White {
            let (r, f) = white.next().unwrap_or((0, 1));
            (r, f, letter.to_ascii_uppercase())
        } else {
            let (r, f) = black.next().unwrap_or((7, 6));
            (r, f, letter.to_ascii_lowercase())
        };
        board[rank][file] = letter;
    }
    let ranks: Vec<String> = (0..8).rev().map(|r| board[r].iter().collect()).collect();
    format!("{} w - - 0 1", ranks.join("/"))
}

/// The solve shared between two threads as between the main worker and
/// its partner (`worker::shared`): the time until every verdict is in.
fn report_shared(material: &Material, label: &str, rules: &[RuleSet]) {
    use chess_laws_study::worker::jobs::Session;
    use chess_laws_study::worker::protocol::{BoardToSolve, Request, Response};
    use chess_laws_study::worker::shared::{Outgoing, PartMessage};
    use std::sync::mpsc::channel;
    let fen = position_of(material);
    let boards = (0u32..).zip(rules).map(|(id, r)| BoardToSolve {
        id: id + 2,
        rules: *r,
        fen: fen.clone(),
    });
    let request = Request::SolveBoards {
        id: 1,
        boards: boards.collect(),
    };
    let (to_partner, partner_hears) = channel::<PartMessage>();
    let (to_main, main_hears) = channel::<PartMessage>();
    let partner = std::thread::spawn(move || {
        let mut session = Session::default();
        for message in partner_hears {
            for reply in session.run_part(message, &mut |_, _| {}) {
                let _ = to_main.send(reply);
            }
        }
    });
    let ((verdicts, partner_steps, waited), ms, cpu) = timed(|| {
        let mut session = Session::default();
        let mut verdicts = Vec::new();
        let mut asked = 0;
        let mut waited = 0.0;
        let mut out = |o: Outgoing| match o {
            Outgoing::Page(Response::Verdict { solved, .. }) => verdicts.push(solved.value),
            Outgoing::Partner(m) => {
                asked += usize::from(matches!(m, PartMessage::Solve { .. }));
                let _ = to_partner.send(m);
            }
            Outgoing::Page(_) => {}
        };
        let Some(mut job) = session.share(&request, &mut out) else {
            return (verdicts, 0, waited);
        };
        while !job.advance(&mut session, &mut out) {
            let start = Instant::now();
            let heard = main_hears.recv();
            waited += start.elapsed().as_secs_f64() * 1000.0;
            match heard {
                Ok(message) => job.hear_partner(&mut session, message),
                Err(_) => job.partner_lost(),
            }
        }
        (verdicts, asked, waited)
    });
    drop(to_partner);
    let _ = partner.join();
    // The same job in one worker, answers included as above.
    let (alone, alone_ms, _) = timed(|| {
        let mut verdicts = Vec::new();
        let last = chess_laws_study::worker::jobs::run(&request, |r| {
            if let Response::Verdict { solved, .. } = r {
                verdicts.push(solved.value);
            }
        });
        (verdicts, last)
    });
    let same = if alone.0 == verdicts {
        "same verdicts"
    } else {
        "VERDICTS DIFFER"
    };
    println!(
        "{:<7} {:<25} {:>9.1} {:>7}   two workers; one worker {alone_ms:.0} ms ({same}); {partner_steps} tables asked of the partner, the main thread waited {waited:.0} ms; {fen}: {verdicts:?}",
        material.to_string(),
        label,
        ms,
        cpu,
    );
}

fn report(material: &Material, label: &str, rules: RuleSet) {
    let (tables, ms, cpu) = timed(|| solve(material, rules, |_, _| {}));
    let Some(table) = tables.table(material) else {
        return;
    };
    let c = table.counts();
    println!(
        "{:<7} {:<25} {:>9.1} {:>7} {:>10}   {}   {}   {:016x} {:016x}",
        material.to_string(),
        label,
        ms,
        cpu,
        table.entries(),
        wdl(&c.white_to_move),
        wdl(&c.black_to_move),
        table.fingerprint(),
        table.board_fingerprint()
    );
}
