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
