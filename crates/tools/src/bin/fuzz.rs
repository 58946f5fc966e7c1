//! A seeded fuzzer for every text the app reads: FEN, SAN, a line, a link,
//! the saved data, PGN (and the import as a whole), the descriptive
//! notation compact and in words, and the umpire's table (the squares a
//! hand presses, read from text). Each target mutates its seed texts (byte
//! flips, insertions, truncations, splices of real examples) with a fixed
//! generator, feeds them to the reader, and checks that nothing panics and
//! that what reads also writes back and reads again the same, where a
//! writer exists.
//!
//! `cargo run --release -p chess-laws-tools --bin fuzz -- [cases]` (cases
//! per target, 20000 by default) prints, per target, the cases run and the
//! failures found, with the first few failing texts.
//!
//! The release profile aborts on a panic rather than unwinding, so the
//! cases run in a child process of this same program: a panic there is
//! printed by the panic hook before the abort, and the parent starts a new
//! child at the next case. Where panics unwind (a debug build), they are
//! caught in the child as well.

use chess_laws_study::core::pgn::{read_pgn, write_game, PgnGame, PgnMove};
use chess_laws_study::core::read_descriptive::{read_move, read_moves, Origins, Resolution};
use chess_laws_study::core::seeded::Seeded;
use chess_laws_study::core::table::ConductCode;
use chess_laws_study::core::{Code, Game, Position, Square};
use chess_laws_study::study::import::import_text;
use chess_laws_study::study::saved::{read_saved, write_saved};
use chess_laws_study::study::umpire::Hands;
use chess_laws_study::study::Study;
use std::io::{BufRead, BufReader, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::{Command, Stdio};

/// Characters that mean something to one reader or another.
const TELLING: &[u8] =
    b" \n\t\r{}()[];$!?.*/-=+#:,_~&%\\\"'0123456789abcdefghKQRBNPOxX\x00\xff\xc3";

type Check = fn(&str) -> Result<(), String>;

struct Target {
    name: &'static str,
    seeds: &'static [&'static str],
    check: Check,
}

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 9",
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/P7/8/8/8/8/8/k6K w - - 99 120",
];

const SANS: &[&str] = &[
    "e4",
    "Nf3",
    "exd5",
    "O-O",
    "O-O-O",
    "e8=Q+",
    "Nbd7",
    "R1a3",
    "Qh4#",
    "O-O(Kh1,Rf1)",
    "Kxe2",
    "a8=N",
    "exf6",
    "Bb5+",
];

const LINES: &[&str] = &[
    "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6",
    "e4_e5_Nf3_Nc6_Bc4_Bc5_O-O(Kh1,Rf1)",
    "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 claim",
    "1.d4 d5 2.c4 dxc4 notice 3.e3",
    "1.f3 e5 2.g4 Qh4# 0-1",
];

const LINKS: &[&str] = &[
    "?s=passar-battaglia&codes=italy,modern&line=e4_e5_Nf3&at=2",
    "?codes=custom:ep-no.castling-free,sarratt&start=odds:black:f7:3&line=e4_d4_Nf3&kept=e4_d4~e4_e5",
    "?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2FR3K3%20w%20-%20-%200%201&codes=lotg&line=Ra2_Kf8_notice&flip=1&notation=words",
    "?start=forgotten:white:f2&line=e4_e5&orientation=black&notation=descriptive",
    "?s=no-such-law&line=e4_%ZZ&at=99",
];

const SAVED: &[&str] = &["", "?s=passar-battaglia&line=e4_e5", "garbage"];

const PGNS: &[&str] = &[
    "[Event \"Study\"]\n[Site \"The Old Laws of Chess\"]\n[Codes \"italy,custom:ep-no.castling-free\"]\n[Kept \"e4_e5~d4\"]\n[At \"3\"]\n\n1.e4 e5 2.Nf3 {a note} (2.f4 exf4 $1) Nc6 {[%notice]} 3.Bc4 ; to the end }\n{[%claim]} *\n",
    "[White \"Greco\"]\n[Annotator \"one\\\ntwo\"]\n\n1.e4 e5 2.Nf3 Qf6 3.Bc4 Qe6 (3...Qg6) 4.O-O(Kh1,Rf1) {castles} d6 $1 1-0\n\n[White \"b\"]\n1.d4 *",
    "1.f3 h6 (1...Nc6 2.e3 h6 3.h3 Nd4 4.a3) 2.Na3 (2.d3 b6 3.Na3 h5 4.e3 e6) *",
    "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1.Ra2 Kf8 {[%notice]} 2.Ra8+ 1/2-1/2",
];

const COMPACT: &[&str] = &[
    "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-B4 B-B4 4. Castles",
    "P-Q4, P-Q4; P-QB4, PxP; R(QN1)-B1",
    "1 P-K4 P-QB4 2 N-KB3 P-Q3 3 P-Q4 PxP 4 NxP",
];

const PROSE: &[&str] = &[
    "1. P. to K. 4th P. to K. 4th 2. K. Kt. to B. 3d Q. Kt. to B. 3d",
    "White. 1. K. P. two. Black. 1. The same. 2. K. B. to Q. B. 4th 2. K. B. to Q. B. 4th",
    "Castles with the K. R. P. takes P. en passant",
];

const UMPIRE: &[&str] = &[
    "e2 e4 e7 e5 g1 f3 b8 c6 f1 c4",
    "e2 e5 d7 d5 d1 h5 e8 e7",
    "e1 g1 h1 f1 a7 a5 b1 c3",
];

const TARGETS: &[Target] = &[
    Target {
        name: "fen",
        seeds: FENS,
        check: fen,
    },
    Target {
        name: "san",
        seeds: SANS,
        check: san,
    },
    Target {
        name: "line",
        seeds: LINES,
        check: line,
    },
    Target {
        name: "link",
        seeds: LINKS,
        check: link,
    },
    Target {
        name: "saved",
        seeds: SAVED,
        check: saved,
    },
    Target {
        name: "pgn",
        seeds: PGNS,
        check: pgn,
    },
    Target {
        name: "descriptive-compact",
        seeds: COMPACT,
        check: descriptive,
    },
    Target {
        name: "descriptive-prose",
        seeds: PROSE,
        check: descriptive,
    },
    Target {
        name: "umpire",
        seeds: UMPIRE,
        check: umpire,
    },
];

fn rules_of(text: &str) -> chess_laws_study::core::RuleSet {
    let index = text.len() % Code::ALL.len();
    Code::ALL[index].rules()
}

fn fen(text: &str) -> Result<(), String> {
    let rules = rules_of(text);
    let Ok(position) = Position::from_fen(text, rules) else {
        return Ok(());
    };
    let written = position.fen();
    let again = Position::from_fen(&written, rules)
        .map_err(|e| format!("the FEN written does not read: {written}: {e}"))?;
    (again.fen() == written)
        .then_some(())
        .ok_or_else(|| format!("{written} reads back as {}", again.fen()))
}

fn positions(text: &str) -> Vec<Position> {
    let rules = rules_of(text);
    FENS.iter()
        .filter_map(|f| Position::from_fen(f, rules).ok())
        .collect()
}

fn san(text: &str) -> Result<(), String> {
    for position in positions(text) {
        if let Ok(m) = position.parse_san(text) {
            let written = position.san(&m);
            let again = position
                .parse_san(&written)
                .map_err(|e| format!("{written} (for {text}) does not read: {e}"))?;
            if again != m {
                return Err(format!("{written} reads as another move"));
            }
        }
    }
    Ok(())
}

fn line(text: &str) -> Result<(), String> {
    for position in positions(text) {
        let mut game = Game::new(position.clone());
        let _ = game.play_line(text);
        let written = game.san_line();
        let mut again = Game::new(position);
        again
            .play_line(&written)
            .map_err(|e| format!("{written} does not replay: {e}"))?;
        if again.steps() != game.steps() {
            return Err(format!("{written} replays otherwise"));
        }
    }
    Ok(())
}

fn link(text: &str) -> Result<(), String> {
    let study = Study::from_link(text).study;
    let written = study.to_link();
    let again = Study::from_link(&written);
    if !again.problems.is_empty() {
        return Err(format!("{written}: {:?}", again.messages()));
    }
    (again.study == study)
        .then_some(())
        .ok_or_else(|| format!("{written} reads back as another study"))
}

fn saved(text: &str) -> Result<(), String> {
    let Ok(link) = read_saved(text) else {
        return Ok(());
    };
    let written = write_saved(&link);
    match read_saved(&written) {
        Ok(again) if again == link => Ok(()),
        other => Err(format!("{written} reads back as {other:?}")),
    }
}

/// Moves without the places they were read at.
fn unplaced(moves: &[PgnMove]) -> Vec<PgnMove> {
    moves
        .iter()
        .map(|m| PgnMove {
            place: Default::default(),
            variations: m.variations.iter().map(|v| unplaced(v)).collect(),
            ..m.clone()
        })
        .collect()
}

fn same_game(a: &PgnGame, b: &PgnGame) -> bool {
    a.tags == b.tags
        && a.leading == b.leading
        // The writer ends every game with a result, `*` if none was read.
        && a.result.as_deref().unwrap_or("*") == b.result.as_deref().unwrap_or("*")
        && unplaced(&a.moves) == unplaced(&b.moves)
}

fn pgn(text: &str) -> Result<(), String> {
    for game in read_pgn(text).iter().filter(|g| g.error.is_none()) {
        let written = write_game(game);
        let again = read_pgn(&written);
        match again.as_slice() {
            [one] if one.error.is_none() && same_game(one, game) => {}
            _ => return Err(format!("written as\n{written}\nreads back otherwise")),
        }
    }
    let imported = import_text(text);
    for game in imported.games.iter().take(2) {
        let _ = game.verdicts().study(game);
    }
    Ok(())
}

fn descriptive(text: &str) -> Result<(), String> {
    let read = read_moves(text);
    let Some(start) = positions(text).into_iter().next() else {
        return Ok(());
    };
    let mut game = Game::new(start.clone());
    let mut origins = Origins::new(&start);
    for written in &read.moves {
        let position = game.position().clone();
        let Resolution::Move(m) = written.request.resolve(&position, &origins) else {
            break;
        };
        // The compact descriptive the app writes reads back as the move.
        let words = position.descriptive(&m);
        match read_move(&words).map(|r| r.resolve(&position, &origins)) {
            Ok(Resolution::Move(back)) if back == m => {}
            other => return Err(format!("{words} reads back as {other:?}")),
        }
        origins.follow(&m);
        if game.play(&m).is_err() {
            break;
        }
    }
    Ok(())
}

fn umpire(text: &str) -> Result<(), String> {
    for word in text.split_whitespace() {
        if let Some(code) = ConductCode::from_id(word) {
            if ConductCode::from_id(code.id()) != Some(code) {
                return Err(format!("{word} reads back otherwise"));
            }
        }
    }
    for position in positions(text).into_iter().take(2) {
        let mut hands = Hands::new(&position);
        for word in text.split_whitespace().take(200) {
            if let Some(square) = Square::from_name(word) {
                hands.press(square);
                let _ = hands.rulings(&ConductCode::ALL);
            }
        }
        hands.undo_slip();
    }
    Ok(())
}

/// Case `index` of a target: a seed, mutated a few times.
fn case(target: &Target, index: u64) -> String {
    let mut rng = Seeded::new((index + 1) ^ ((target.name.len() as u64) << 40));
    let seeds = target.seeds;
    let mut bytes = seeds[rng.below(seeds.len())].as_bytes().to_vec();
    for _ in 0..1 + rng.below(6) {
        let at = rng.below(bytes.len() + 1);
        match rng.below(6) {
            0 if !bytes.is_empty() => {
                let i = at.min(bytes.len() - 1);
                bytes[i] ^= 1 << rng.below(8);
            }
            1 => bytes.insert(at, TELLING[rng.below(TELLING.len())]),
            2 => bytes.truncate(at),
            3 => {
                // A splice of another real example, of any target.
                let all: Vec<&str> = TARGETS
                    .iter()
                    .flat_map(|t| t.seeds.iter().copied())
                    .collect();
                let other = all[rng.below(all.len())].as_bytes();
                let from = rng.below(other.len() + 1);
                let to = from + rng.below(other.len() - from + 1);
                bytes.splice(at..at, other[from..to].iter().copied());
            }
            4 if !bytes.is_empty() => {
                let i = at.min(bytes.len() - 1);
                bytes.remove(i);
            }
            _ => {
                let from = rng.below(bytes.len() + 1);
                let to = from + rng.below(bytes.len() - from + 1).min(40);
                let chunk = bytes[from..to].to_vec();
                bytes.splice(at..at, chunk);
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// In the child: runs cases `from..to` of a target, saying on stderr which
/// case starts and which fail.
fn child(name: &str, from: u64, to: u64) {
    let Some(target) = TARGETS.iter().find(|t| t.name == name) else {
        return;
    };
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string().replace('\n', " ");
        eprintln!("panic {message}");
    }));
    for index in from..to {
        eprintln!("case {index}");
        let text = case(target, index);
        match catch_unwind(AssertUnwindSafe(|| (target.check)(&text))) {
            Ok(Ok(())) => {}
            Ok(Err(why)) => eprintln!("fail {}", why.replace('\n', "\\n")),
            Err(_) => {}
        }
    }
    eprintln!("end");
}

/// In the parent: runs a target's cases in children, a new one after
/// each that aborts; returns the failures, each with its case's text.
fn run_target(target: &Target, cases: u64) -> Vec<(u64, String, String)> {
    let Ok(program) = std::env::current_exe() else {
        return Vec::new();
    };
    let mut failures = Vec::new();
    let mut next = 0;
    while next < cases {
        let spawned = Command::new(&program)
            .args([
                "--child",
                target.name,
                &next.to_string(),
                &cases.to_string(),
            ])
            .stderr(Stdio::piped())
            .stdout(Stdio::null())
            .spawn();
        let Ok(mut process) = spawned else {
            break;
        };
        let mut current = next;
        let mut ended = false;
        if let Some(stderr) = process.stderr.take() {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(index) = line.strip_prefix("case ") {
                    current = index.parse().unwrap_or(current);
                } else if let Some(why) = line.strip_prefix("fail ") {
                    failures.push((current, case(target, current), why.to_string()));
                } else if let Some(why) = line.strip_prefix("panic ") {
                    failures.push((current, case(target, current), format!("panic: {why}")));
                } else if line == "end" {
                    ended = true;
                }
            }
        }
        let _ = process.wait();
        next = if ended { cases } else { current + 1 };
    }
    failures
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--child") {
        let number = |i: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(0);
        child(args.get(2).map_or("", String::as_str), number(3), number(4));
        return;
    }
    let cases: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let mut out = std::io::stdout();
    let mut total = 0;
    for target in TARGETS {
        let failures = run_target(target, cases);
        // A panic's case fails once, however many lines it printed.
        let mut seen: Vec<u64> = failures.iter().map(|f| f.0).collect();
        seen.dedup();
        total += seen.len();
        let _ = writeln!(
            out,
            "{:<20} cases {cases:>7}  failures {:>5}",
            target.name,
            seen.len()
        );
        for (index, text, why) in failures.iter().take(3) {
            let _ = writeln!(out, "    case {index}: {text:?}\n      {why}");
        }
    }
    let _ = writeln!(out, "total failures: {total}");
    if total > 0 {
        std::process::exit(1);
    }
}
