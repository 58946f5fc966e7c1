//! The worker's protocol and jobs, natively: messages read back as written,
//! bad messages give reasons, and perft through the job matches the known
//! counts, with progress after each first move.

use chess_laws::core::{Code, Odds, RuleSet};
use chess_laws::study::StartSpec;
use chess_laws::worker::jobs;
use chess_laws::worker::protocol::{Request, Response};

fn perft(start: StartSpec, rules: RuleSet, line: &str, depth: u8) -> Request {
    Request::Perft {
        id: 7,
        start,
        rules,
        line: line.split_whitespace().map(str::to_string).collect(),
        depth,
    }
}

#[test]
fn requests_read_back_as_written() {
    let requests = [
        perft(StartSpec::Initial, Code::Italy.rules(), "e4 e5 Nf3", 4),
        perft(
            StartSpec::Fen("8/8/8/8/8/8/8/K6k w - - 0 1".to_string()),
            Code::Sarratt.rules(),
            "",
            2,
        ),
        perft(
            StartSpec::Odds(Odds {
                giver: chess_laws::core::Color::White,
                removed: vec![chess_laws::core::Square::from_name("f2").unwrap()],
                receiver_moves: 3,
            }),
            Code::Modern.rules(),
            "e5 d5 c5",
            1,
        ),
        perft(
            StartSpec::OddsForgotten {
                giver: chess_laws::core::Color::White,
                agreed: vec![chess_laws::core::Square::from_name("b1").unwrap()],
            },
            Code::UmpireCode.rules(),
            "e4 e5",
            2,
        ),
    ];
    for request in requests {
        assert_eq!(Request::decode(&request.encode()), Ok(request));
    }
}

#[test]
fn responses_read_back_as_written() {
    let responses = [
        Response::Progress {
            id: 3,
            done: 4,
            total: 20,
            nodes: 1234,
        },
        Response::Done {
            id: 3,
            nodes: 197_281,
        },
        Response::Failed {
            id: 3,
            reason: "a reason\twith a tab".to_string(),
        },
    ];
    assert_eq!(Response::decode("ready"), Ok(Response::Ready));
    for response in responses {
        let read = Response::decode(&response.encode()).unwrap();
        assert_eq!(read.id(), 3);
        if let Response::Failed { reason, .. } = read {
            assert_eq!(reason, "a reason with a tab");
        } else {
            assert_eq!(read, response);
        }
    }
}

#[test]
fn bad_requests_say_why() {
    assert!(Request::decode("").is_err());
    assert!(Request::decode("solve\t1").unwrap_err().contains("solve"));
    let depth_zero = "perft\t1\t0\tep-yes\tinitial\t";
    assert!(Request::decode(depth_zero).unwrap_err().contains("depth"));
    let bad_rules = "perft\t1\t3\tcastling-sideways\tinitial\t";
    assert!(Request::decode(bad_rules).unwrap_err().contains("rules"));
    let bad_start = "perft\t1\t3\tep-yes\tfen-ish\t";
    assert!(Request::decode(bad_start).unwrap_err().contains("start"));
}

#[test]
fn perft_job_counts_with_progress() {
    let mut progress = Vec::new();
    let answer = jobs::run(&perft(StartSpec::Initial, RuleSet::modern(), "", 3), |p| {
        progress.push(p)
    });
    assert_eq!(
        answer,
        Response::Done {
            id: 7,
            nodes: 8_902
        }
    );
    assert_eq!(progress.len(), 20);
    assert_eq!(
        progress.last(),
        Some(&Response::Progress {
            id: 7,
            done: 20,
            total: 20,
            nodes: 8_902
        })
    );
}

#[test]
fn perft_job_follows_the_line_and_the_code() {
    // After 1.e4 d5 2.e5 f5 White may take en passant under modern rules
    // (31 moves), not under the Italian code's passar battaglia (30).
    let line = "e4 d5 e5 f5";
    let modern = jobs::run(
        &perft(StartSpec::Initial, Code::Modern.rules(), line, 1),
        |_| {},
    );
    let italy = jobs::run(
        &perft(StartSpec::Initial, Code::Italy.rules(), line, 1),
        |_| {},
    );
    assert_eq!(modern, Response::Done { id: 7, nodes: 31 });
    assert_eq!(italy, Response::Done { id: 7, nodes: 30 });
}

#[test]
fn perft_job_reports_an_unplayable_line() {
    let answer = jobs::run(
        &perft(StartSpec::Initial, RuleSet::modern(), "e4 e4", 2),
        |_| {},
    );
    match answer {
        Response::Failed { id, reason } => {
            assert_eq!(id, 7);
            assert!(reason.contains("'e4' cannot be played"), "{reason}");
        }
        other => panic!("expected a failure, got {other:?}"),
    }
}

// ---------------------------------------------------------------------
// The endgame solver's job.

use chess_laws::core::solver::{self, Value};
use chess_laws::core::Position;
use chess_laws::worker::protocol::SolvedPosition;

/// White: Ke6, Pd6; Black: Ke8. Drawn today (1.d7+ Kd8 2.Kd6 is
/// stalemate), won where the stalemater wins.
const KPK: &str = "4k3/8/3PK3/8/8/8/8/8 w - - 0 1";

fn solve_job(id: u32, code: Code, fen: &str) -> Request {
    Request::Solve {
        id,
        rules: code.rules(),
        fen: fen.to_string(),
    }
}

fn verdict(answer: Response) -> SolvedPosition {
    match answer {
        Response::Verdict { solved, .. } => solved,
        other => panic!("expected a verdict, got {other:?}"),
    }
}

#[test]
fn solve_messages_read_back_as_written() {
    let request = solve_job(9, Code::Turkey, KPK);
    assert_eq!(Request::decode(&request.encode()), Ok(request));
    let answer = Response::Verdict {
        id: 9,
        solved: SolvedPosition {
            value: Value::Win(7),
            moves: vec![
                ("d6d7".to_string(), Value::Win(7)),
                ("e6f6".to_string(), Value::Draw),
                ("e6d5".to_string(), Value::Loss(12)),
            ],
            material: "KPvK".to_string(),
            counts: solver::Counts {
                white_to_move: solver::Wdl {
                    won: 1,
                    drawn: 2,
                    lost: 3,
                },
                black_to_move: solver::Wdl {
                    won: 4,
                    drawn: 5,
                    lost: 6,
                },
            },
        },
    };
    assert_eq!(Response::decode(&answer.encode()), Ok(answer.clone()));
    // A stalemated side has no move: the list is empty and still reads.
    let no_moves = Response::Verdict {
        id: 2,
        solved: SolvedPosition {
            moves: Vec::new(),
            ..verdict(answer)
        },
    };
    assert_eq!(Response::decode(&no_moves.encode()), Ok(no_moves));
}

#[test]
fn bad_solve_messages_say_why_and_never_panic() {
    assert!(Request::decode("solve\tx\tep-yes\tfen")
        .unwrap_err()
        .contains("id"));
    assert!(Request::decode("solve\t1\tsideways\t8/8 w")
        .unwrap_err()
        .contains("rules"));
    for bad in [
        "verdict\t1\tx7\t\tKPvK\t1/2/3/4/5/6",
        "verdict\t1\tw7\td6d7\tKPvK\t1/2/3/4/5/6",
        "verdict\t1\tw7\td6d7=q\tKPvK\t1/2/3/4/5/6",
        "verdict\t1\tw7\t\tKPvK\t1/2/3/4/5",
        "verdict\tone\tw7\t\tKPvK\t1/2/3/4/5/6",
        "verdict\t1\tw99999\t\tKPvK\t1/2/3/4/5/6",
    ] {
        assert!(Response::decode(bad).is_err(), "{bad}");
    }
    // Every cut of a good message is read or refused, never a panic.
    let good = [
        solve_job(3, Code::Parsloe, KPK).encode(),
        "verdict\t3\tl6\td6d7=w7 e6f6=d\tKPvK\t1/2/3/4/5/6".to_string(),
    ];
    for text in good {
        for cut in 0..=text.len() {
            if let Some(part) = text.get(..cut) {
                let _ = Request::decode(part);
                let _ = Response::decode(part);
            }
        }
    }
}

#[test]
fn solve_job_values_the_position_per_code_and_keeps_its_tables() {
    let mut session = jobs::Session::default();
    let mut progress = Vec::new();
    let turkey = verdict(session.run(&solve_job(1, Code::Turkey, KPK), |p| progress.push(p)));
    assert!(progress.len() > 10, "progress while the tables are built");
    assert!(progress
        .iter()
        .all(|p| matches!(p, Response::Progress { id: 1, done, total, .. } if done <= total)));
    // The counts are those of the solver's own table.
    let tables = solver::solve(&"KPvK".parse().unwrap(), Code::Turkey.rules(), |_, _| {});
    let table = tables.table(&"KPvK".parse().unwrap()).unwrap();
    assert_eq!(turkey.counts, table.counts());
    assert_eq!(turkey.material, "KPvK");
    let position = Position::from_fen(KPK, Code::Turkey.rules()).unwrap();
    assert_eq!(Some(turkey.value), tables.probe(&position));
    assert!(matches!(turkey.value, Value::Win(_)));
    assert_eq!(turkey.moves.len(), position.legal_moves().len());
    assert_eq!(turkey.moves[0].1, turkey.value);

    // Sarratt's code draws stalemate as Modern does: the same position is
    // a draw there, and the Turkish tables are not built again.
    let mut again = Vec::new();
    let sarratt = verdict(session.run(&solve_job(2, Code::Sarratt, KPK), |_| {}));
    assert_eq!(sarratt.value, Value::Draw);
    let turkey_again = verdict(session.run(&solve_job(3, Code::Turkey, KPK), |p| again.push(p)));
    assert_eq!(turkey_again, turkey);
    assert!(again.len() <= 1, "kept tables are not rebuilt: {again:?}");
}

#[test]
fn best_moves_of_the_job_reach_the_end_within_the_distance() {
    let mut session = jobs::Session::default();
    let rules = Code::Turkey.rules();
    let mut position = Position::from_fen(KPK, rules).unwrap();
    let Value::Win(plies) = verdict(session.run(&solve_job(1, Code::Turkey, KPK), |_| {})).value
    else {
        panic!("won under the Turkish rule");
    };
    let mut played = 0;
    while !position.legal_moves().is_empty() {
        let answer = verdict(session.run(&solve_job(1, Code::Turkey, &position.fen()), |_| {}));
        let best = position.parse_uci(&answer.moves[0].0).unwrap();
        position.play_unchecked(&best);
        played += 1;
        assert!(played <= plies, "past the stated distance");
    }
    // The game ended with Black to move and unable to: mated or, here
    // where the stalemater wins, stalemated; White has won either way.
    assert_eq!(position.turn(), chess_laws::core::Color::Black);
    assert_eq!(played, plies);
}

#[test]
fn solve_job_refuses_what_it_cannot_value() {
    let mut session = jobs::Session::default();
    let refused = |session: &mut jobs::Session, fen: &str| match session
        .run(&solve_job(5, Code::Modern, fen), |_| {})
    {
        Response::Failed { id: 5, reason } => reason,
        other => panic!("expected a refusal for {fen}, got {other:?}"),
    };
    assert!(refused(&mut session, "not a fen").contains("not legal"));
    assert!(refused(&mut session, "4k3/8/8/8/8/8/8/RNB1K3 w - - 0 1").contains("4"));
    assert!(refused(&mut session, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").contains("castling"));
}
