//! A solve shared between the main worker and its partner, natively: the
//! partner is a second session, the messages pass through their text and
//! arrays as between two workers, and the page hears exactly the verdicts
//! one worker alone gives, whether the partner stays or is lost midway.

use chess_laws_study::core::solver::{self, Material, Reach};
use chess_laws_study::core::{Code, Position};
use chess_laws_study::study::link::rules_id;
use chess_laws_study::worker::jobs::{self, Session};
use chess_laws_study::worker::protocol::{BoardToSolve, Request, Response};
use chess_laws_study::worker::shared::{Outgoing, PartMessage, SharedSolve};
use std::collections::VecDeque;

fn board(id: u32, code: Code, fen: &str) -> BoardToSolve {
    BoardToSolve {
        id,
        rules: code.rules(),
        fen: fen.to_string(),
    }
}

/// Two materials of four men under two stalemate rules, a board that
/// cannot be read, and a board of three men.
fn request() -> Request {
    Request::SolveBoards {
        id: 40,
        boards: vec![
            board(41, Code::Modern, "8/8/8/3k4/8/2n5/8/R3K3 w - - 0 1"),
            board(42, Code::Turkey, "8/8/8/3k4/8/2n5/8/R3K3 w - - 0 1"),
            board(43, Code::Modern, "8/8/2b5/3k4/8/8/8/N3K3 b - - 0 1"),
            board(44, Code::Modern, "not a position"),
            board(45, Code::Turkey, "8/8/8/3k4/8/8/4P3/4K3 w - - 0 1"),
        ],
    }
}

/// What the page hears, progress left out.
fn answers(heard: &[Response]) -> Vec<Response> {
    let not_progress = |r: &&Response| !matches!(r, Response::Progress { .. });
    heard.iter().filter(not_progress).cloned().collect()
}

/// A message as the other worker reads it: its header, its words and its
/// en passant entries as flat pairs.
fn carried(message: &PartMessage) -> PartMessage {
    let (words, pairs) = match message {
        PartMessage::Table {
            words, en_passant, ..
        } => (
            words.clone(),
            en_passant.iter().flat_map(|&(a, b)| [a, b]).collect(),
        ),
        _ => (Vec::new(), Vec::<u32>::new()),
    };
    PartMessage::read(&message.header(), words, &pairs).expect("the message reads back")
}

struct Run {
    page: Vec<Response>,
    asked_of_partner: usize,
    tables_sent_to_partner: usize,
    forgotten_by_partner: usize,
}

/// How the partner misbehaves.
#[derive(Clone, Copy, PartialEq)]
enum Partner {
    Sound,
    /// Lost after it has handled this many messages.
    LostAfter(usize),
    /// Sends each table it builds with a word missing.
    SpoilsTables,
}

/// Runs the shared solve to its end with the partner given; the partner
/// also reports its progress, as the worker's does.
fn run_shared(behaviour: Partner) -> Run {
    let mut main = Session::default();
    let mut partner = Session::default();
    let mut to_partner: VecDeque<PartMessage> = VecDeque::new();
    let mut run = Run {
        page: Vec::new(),
        asked_of_partner: 0,
        tables_sent_to_partner: 0,
        forgotten_by_partner: 0,
    };
    let mut outbox: Vec<Outgoing> = Vec::new();
    let mut job: SharedSolve = main
        .share(&request(), &mut |o| outbox.push(o))
        .expect("a solve of four men is shared");
    let mut ended = job.advance(&mut main, &mut |o| outbox.push(o));
    let mut handled = 0;
    loop {
        for out in outbox.drain(..) {
            match out {
                Outgoing::Page(r) => run.page.push(r),
                Outgoing::Partner(m) => {
                    match m {
                        PartMessage::Solve { .. } => run.asked_of_partner += 1,
                        PartMessage::Table { .. } => run.tables_sent_to_partner += 1,
                        PartMessage::Forget { .. } => run.forgotten_by_partner += 1,
                        PartMessage::End | PartMessage::Progress { .. } => {}
                    }
                    to_partner.push_back(carried(&m));
                }
            }
        }
        if ended {
            return run;
        }
        if behaviour == Partner::LostAfter(handled) {
            job.partner_lost();
        } else {
            let message = to_partner
                .pop_front()
                .expect("the job waits on the partner");
            let mut said = Vec::new();
            let replies = partner.run_part(message, &mut |done, total| {
                said.push(PartMessage::Progress { done, total });
            });
            for mut reply in said.into_iter().chain(replies) {
                if let (Partner::SpoilsTables, PartMessage::Table { words, .. }) =
                    (behaviour, &mut reply)
                {
                    words.pop();
                }
                job.hear_partner(&mut main, carried(&reply));
            }
            handled += 1;
        }
        ended = job.advance(&mut main, &mut |o| outbox.push(o));
    }
}

fn alone() -> Vec<Response> {
    let mut heard = Vec::new();
    let last = jobs::run(&request(), |r| heard.push(r));
    heard.push(last);
    answers(&heard)
}

#[test]
fn a_shared_solve_gives_the_page_what_one_worker_gives() {
    let shared = run_shared(Partner::Sound);
    assert!(
        shared.asked_of_partner >= 1,
        "the partner had no table to build"
    );
    assert!(
        shared.tables_sent_to_partner >= 1,
        "the partner was sent no table"
    );
    // Each table the partner built or was sent is let go once no step of
    // its own reads it.
    assert!(shared.forgotten_by_partner >= shared.asked_of_partner + shared.tables_sent_to_partner);
    let expected = alone();
    assert_eq!(expected.len(), 6, "four verdicts, a refusal and the end");
    assert_eq!(answers(&shared.page), expected);
    let progress: Vec<(u32, u32)> = (shared.page.iter())
        .filter_map(|r| match r {
            Response::Progress { done, total, .. } => Some((*done, *total)),
            _ => None,
        })
        .collect();
    assert!(
        progress.windows(2).all(|w| w[0].0 <= w[1].0),
        "progress goes forward"
    );
    assert_eq!(progress.last().map(|p| p.0), progress.last().map(|p| p.1));
}

#[test]
fn a_shared_solve_whose_partner_is_lost_ends_alone_with_the_same_answers() {
    for lost_after in [0, 1, 3] {
        let shared = run_shared(Partner::LostAfter(lost_after));
        assert_eq!(
            answers(&shared.page),
            alone(),
            "partner lost after {lost_after}"
        );
    }
}

#[test]
fn a_table_the_partner_sends_unfit_is_built_again_here() {
    assert_eq!(answers(&run_shared(Partner::SpoilsTables).page), alone());
}

#[test]
fn a_small_solve_is_not_shared() {
    let request = Request::Solve {
        id: 3,
        rules: Code::Modern.rules(),
        fen: "8/8/8/3k4/8/8/4P3/4K3 w - - 0 1".to_string(),
    };
    let mut session = Session::default();
    assert!(session.share(&request, &mut |_| {}).is_none());
}

#[test]
fn partner_messages_read_back_and_bad_ones_say_why() {
    let solve = PartMessage::Solve {
        material: "KRvKN".parse().expect("a material"),
        reach: Reach::whole(),
        rules: vec![Code::Modern.rules(), Code::Parsloe.rules()],
    };
    assert_eq!(carried(&solve), solve);
    // The part of each table a board of pawns needs travels too.
    let pawns = Position::from_fen("8/8/8/3k4/3p4/8/3P4/3K4 w - - 0 1", Code::Modern.rules())
        .expect("a position");
    let cut = PartMessage::Solve {
        material: "KPvKP".parse().expect("a material"),
        reach: Reach::of_boards(&[pawns.board()]),
        rules: vec![Code::Modern.rules()],
    };
    assert_eq!(carried(&cut), cut);
    assert_eq!(carried(&PartMessage::End), PartMessage::End);
    let forget = PartMessage::Forget {
        material: "KRvKN".parse().expect("a material"),
        rules: Code::Turkey.rules(),
    };
    assert_eq!(carried(&forget), forget);
    let progress = PartMessage::Progress {
        done: 12,
        total: 40,
    };
    assert_eq!(carried(&progress), progress);
    assert!(PartMessage::is_header(&solve.header()));
    assert!(!PartMessage::is_header("solve\t1\tx\ty"));
    let modern = rules_id(&Code::Modern.rules());
    for bad in [
        "part-solve\tKZvK\twhole\tx".to_string(),
        "part-solve\tKRvK\twhole".to_string(),
        // A table without pawns is never cut; slices of the wrong length.
        format!("part-solve\tKRvK\tpart;KRvK:0\t{modern}"),
        "part-table\tKRvK".to_string(),
        format!("part-table\tKPvKP\t{modern}\t1,2"),
        "part-what".to_string(),
    ] {
        assert!(PartMessage::read(&bad, Vec::new(), &[]).is_err(), "{bad}");
    }
    let good = format!(
        "part-solve\tKPvKP\tpart;KPvKP:{}\t{modern}",
        vec!["0"; 36].join(",")
    );
    assert!(PartMessage::read(&good, Vec::new(), &[]).is_ok());
    // A table of the wrong size is not taken in: the partner builds it.
    let krk: Material = "KRvK".parse().expect("a material");
    let wrong = PartMessage::Table {
        material: krk.clone(),
        rules: Code::Modern.rules(),
        words: vec![0; 5],
        en_passant: Vec::new(),
        slices: None,
    };
    let mut session = Session::default();
    assert!(session.run_part(carried(&wrong), &mut |_, _| {}).is_empty());
    let ask = PartMessage::Solve {
        material: krk.clone(),
        reach: Reach::whole(),
        rules: vec![Code::Modern.rules()],
    };
    let built = session.run_part(carried(&ask), &mut |_, _| {});
    let solved = solver::solve(&krk, Code::Modern.rules(), |_, _| {});
    let words = solved.table(&krk).expect("solved").words().to_vec();
    assert!(matches!(&built[..], [PartMessage::Table { words: w, .. }] if *w == words));
}
