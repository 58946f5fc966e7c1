//! The worker's protocol and jobs, natively: messages read back as written,
//! bad messages give reasons, and perft through the job matches the known
//! counts, with progress after each first move.

use chess_laws_study::core::{Code, Odds, RuleSet};
use chess_laws_study::study::import::{import_game_at, import_text};
use chess_laws_study::study::import_summary::{GameSummary, RowKind};
use chess_laws_study::study::StartSpec;
use chess_laws_study::worker::jobs;
use chess_laws_study::worker::protocol::{Request, Response};

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
                giver: chess_laws_study::core::Color::White,
                removed: vec![chess_laws_study::core::Square::from_name("f2").unwrap()],
                receiver_moves: 3,
            }),
            Code::Modern.rules(),
            "e5 d5 c5",
            1,
        ),
        perft(
            StartSpec::OddsForgotten {
                giver: chess_laws_study::core::Color::White,
                agreed: vec![chess_laws_study::core::Square::from_name("b1").unwrap()],
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
        // Beats say the worker is alive; they are no progress.
        if !matches!(p, Response::Beat { .. }) {
            progress.push(p);
        }
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

use chess_laws_study::core::solver::{self, Material, Value};
use chess_laws_study::core::Position;
use chess_laws_study::worker::protocol::{BoardToSolve, SolvedPosition};

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
                part: false,
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
    assert_eq!(Response::decode(&no_moves.encode()), Ok(no_moves.clone()));
    // The counts of a table solved in part say so.
    let mut part = verdict(no_moves);
    part.counts.part = true;
    let part = Response::Verdict {
        id: 2,
        solved: part,
    };
    assert!(part.encode().ends_with("/part"));
    assert_eq!(Response::decode(&part.encode()), Ok(part));
}

#[test]
fn a_job_with_pawns_solves_the_part_of_the_tables_its_position_reaches() {
    const BLOCKED: &str = "8/8/8/3k4/3p4/8/3P4/3K4 w - - 0 1";
    let mut session = jobs::Session::default();
    let first = verdict(session.run(&solve_job(1, Code::Modern, BLOCKED), |_| {}));
    assert!(first.counts.part, "counted in part");
    let counted = first.counts.white_to_move.total() + first.counts.black_to_move.total();
    assert!(counted > 0 && counted < 200_000, "a few slices: {counted}");
    // A position the first can reach is answered from the same tables.
    let on = "8/8/8/3k4/3p4/3P4/8/3K4 b - - 0 1";
    let mut heard = Vec::new();
    let later = verdict(session.run(&solve_job(2, Code::Modern, on), |p| heard.push(p)));
    assert!(heard.len() <= 1, "not solved again: {heard:?}");
    assert_eq!(later.moves[0].1, later.value);
    // One it cannot reach (a pawn further back, on another file) is
    // solved anew, and its best move has its value.
    let back = "8/8/8/3k4/3p4/8/2P5/3K4 w - - 0 1";
    let other = verdict(session.run(&solve_job(3, Code::Modern, back), |_| {}));
    assert!(other.counts.part);
    assert_eq!(other.moves[0].1, other.value);
    assert_ne!(other.counts, first.counts);
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
    assert_eq!(position.turn(), chess_laws_study::core::Color::Black);
    assert_eq!(played, plies);
}

#[test]
fn a_session_over_its_bound_forgets_what_the_next_job_does_not_need() {
    const KQK: &str = "8/8/8/3k4/8/8/8/Q3K3 w - - 0 1";
    const KRK: &str = "8/8/8/3k4/8/8/8/R3K3 w - - 0 1";
    let kqk: Material = "KQvK".parse().unwrap();
    let krk: Material = "KRvK".parse().unwrap();
    let modern = Code::Modern.rules();
    let turkey = Code::Turkey.rules();
    // Unbounded: every table stays.
    let mut roomy = jobs::Session::keeping(usize::MAX);
    let queen = verdict(roomy.run(&solve_job(1, Code::Modern, KQK), |_| {}));
    roomy.run(&solve_job(2, Code::Turkey, KQK), |_| {});
    roomy.run(&solve_job(3, Code::Modern, KRK), |_| {});
    assert!(roomy.holds(modern, &kqk) && roomy.holds(turkey, &kqk) && roomy.holds(modern, &krk));
    // A bound of one entry: each job keeps only what it and the job
    // before it need.
    let mut tight = jobs::Session::keeping(1);
    tight.run(&solve_job(1, Code::Modern, KQK), |_| {});
    tight.run(&solve_job(2, Code::Turkey, KQK), |_| {});
    assert!(tight.holds(modern, &kqk) && tight.holds(turkey, &kqk));
    let rook = verdict(tight.run(&solve_job(3, Code::Modern, KRK), |_| {}));
    assert!(
        !tight.holds(modern, &kqk),
        "neither this job's nor the last's"
    );
    assert!(tight.holds(turkey, &kqk), "the last job's");
    tight.run(&solve_job(4, Code::Modern, KRK), |_| {});
    assert!(tight.holds(modern, &krk) && !tight.holds(turkey, &kqk));
    assert!(tight.entries_held() < roomy.entries_held());
    // What was forgotten is solved again, to the same verdict.
    let queen_again = verdict(tight.run(&solve_job(4, Code::Modern, KQK), |_| {}));
    assert_eq!(queen_again.value, queen.value);
    assert_eq!(queen_again.counts, queen.counts);
    assert_eq!(
        rook,
        verdict(roomy.run(&solve_job(3, Code::Modern, KRK), |_| {}))
    );
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

/// Three games of a PGN, one with an ambiguous move in the descriptive
/// notation, one refused by Italy (Sarratt) (en passant), and one cut short
/// by an unreadable word.
const THREE_GAMES: &str = "[White \"A\"]\n[Black \"B\"]\n\n1.e4 Nf6 2.e5 d5 3.exd6 exd6 *\n\n\
[Event \"Two knights\"]\n\n1.e4 e5 2.Kt-B3 *\n\n\
[Event \"Cut\"]\n\n1.e4 e5 2.zebra *\n";

fn import_job(text: &str) -> (Vec<Response>, Response) {
    let request = Request::Import {
        id: 9,
        text: text.to_string(),
    };
    assert_eq!(Request::decode(&request.encode()), Ok(request.clone()));
    let mut heard = Vec::new();
    let last = jobs::run(&request, |r| heard.push(r));
    (heard, last)
}

#[test]
fn the_import_job_sends_the_count_then_every_game_with_its_verdicts() {
    let (heard, last) = import_job(THREE_GAMES);
    assert_eq!(
        heard[0],
        Response::Progress {
            id: 9,
            done: 0,
            total: 0,
            nodes: 0
        }
    );
    let mut games = Vec::new();
    for answer in heard[1..].iter().chain([&last]) {
        assert_eq!(Response::decode(&answer.encode()).as_ref(), Ok(answer));
        match answer {
            Response::Games {
                id: 9,
                total: 3,
                games: some,
                ..
            } => games.extend(some.iter().cloned()),
            other => panic!("{other:?}"),
        }
    }
    assert!(matches!(heard[1], Response::Games { done: 0, .. }));
    assert!(matches!(last, Response::Games { done: 3, .. }));
    assert_eq!(games.len(), 3);
    let italy = |g: &GameSummary| {
        g.rows
            .iter()
            .find(|r| r.code == Code::Italy)
            .unwrap()
            .clone()
    };
    assert_eq!(italy(&games[0]).kind, RowKind::Refused);
    assert!(italy(&games[0]).text.contains("Refuses 3.exd6: "));
    assert_eq!(games[0].title, "A \u{2013} B");
    // Kt-B3: the queen's knight or the king's? The reader is asked.
    let modern = games[1]
        .rows
        .iter()
        .find(|r| r.code == Code::Modern)
        .unwrap();
    assert_eq!(
        modern.pick,
        Some((2, vec!["Nc3".to_string(), "Nf3".to_string()]))
    );
    assert_eq!(games[2].moves, 2);
    assert!(games[2].problem.as_deref().unwrap().contains("zebra"));
    // The page reads the one game opened again from its offset: the same game.
    let imported = import_text(THREE_GAMES);
    for (index, summary) in games.iter().enumerate() {
        assert_eq!(
            import_game_at(THREE_GAMES, summary.offset, index).as_ref(),
            imported.games.get(index)
        );
    }
}

#[test]
fn the_import_job_sends_a_thousand_games_in_parts_and_a_long_game_whole() {
    let one = "[Event \"Casual\"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n";
    let (heard, last) = import_job(&one.repeat(1000));
    assert!(heard.len() > 100, "{} messages", heard.len());
    let mut seen = 0;
    for answer in heard[1..].iter().chain([&last]) {
        let Response::Games { done, games, .. } = answer else {
            panic!("{answer:?}");
        };
        seen += games.len();
        assert_eq!(*done as usize, seen);
    }
    assert_eq!(seen, 1000);
    let knights: String = (0..1500)
        .map(|n| format!("{}.Nf3 Nf6 {}.Ng1 Ng8 ", 2 * n + 1, 2 * n + 2))
        .collect();
    let Response::Games { games, .. } = import_job(&knights).1 else {
        panic!("no games");
    };
    assert_eq!(games[0].moves, 6000);
    let sarratt = games[0]
        .rows
        .iter()
        .find(|r| r.code == Code::Sarratt)
        .unwrap();
    assert!(
        sarratt
            .text
            .starts_with("Plays through: 3000 moves, to 3000...Ng8."),
        "{}",
        sarratt.text
    );
}

#[test]
fn the_import_job_names_what_is_wrong_with_the_text() {
    let (_, last) = import_job("\u{0}\u{1}binary\u{2}");
    match last {
        Response::Games {
            total: 0, message, ..
        } => assert!(message.unwrap().contains("not text")),
        other => panic!("{other:?}"),
    }
    assert!(Request::decode("import\tx\t1.e4").is_err());
    assert_eq!(
        Request::decode("import\t4"),
        Ok(Request::Import {
            id: 4,
            text: String::new()
        })
    );
    assert!(Response::decode("games\t1\t0\t1\t\tnot a game").is_err());
}

fn board(id: u32, code: Code, fen: &str) -> BoardToSolve {
    BoardToSolve {
        id,
        rules: code.rules(),
        fen: fen.to_string(),
    }
}

#[test]
fn solve_boards_messages_read_back_as_written_and_bad_ones_say_why() {
    let request = Request::SolveBoards {
        id: 20,
        boards: vec![board(21, Code::Modern, KPK), board(22, Code::Turkey, KPK)],
    };
    assert_eq!(Request::decode(&request.encode()), Ok(request.clone()));
    assert_eq!(request.id(), 20);
    for bad in [
        "solve-boards\t20",
        "solve-boards\t20\t21\tstalemate-draw",
        "solve-boards\tx\t21\tstalemate-draw\t8/8 w",
        "solve-boards\t20\tone\tstalemate-draw\t8/8 w",
        "solve-boards\t20\t21\tsideways\t8/8 w",
    ] {
        assert!(Request::decode(bad).is_err(), "{bad}");
    }
    let text = request.encode();
    for cut in 0..=text.len() {
        if let Some(part) = text.get(..cut) {
            let _ = Request::decode(part);
        }
    }
}

#[test]
fn solve_boards_job_answers_each_board_as_its_own_job_would() {
    let mut session = jobs::Session::default();
    let boards = vec![
        board(31, Code::Modern, KPK),
        board(32, Code::Turkey, KPK),
        board(33, Code::Parsloe, KPK),
        // Sarratt draws stalemate as Modern does: the same tables serve.
        board(34, Code::Sarratt, KPK),
        board(35, Code::Modern, "not a fen"),
        board(36, Code::Turkey, "7k/8/6K1/8/8/8/Q7/8 w - - 0 1"),
    ];
    let mut heard = Vec::new();
    let last = session.run(
        &Request::SolveBoards {
            id: 30,
            boards: boards.clone(),
        },
        |r| heard.push(r),
    );
    assert_eq!(last, Response::Done { id: 30, nodes: 6 });
    let progress: Vec<&Response> = heard
        .iter()
        .filter(|r| matches!(r, Response::Progress { .. }))
        .collect();
    assert!(progress.len() > 10, "one progress for the whole job");
    assert!(progress
        .iter()
        .all(|p| matches!(p, Response::Progress { id: 30, done, total, .. } if done <= total)));
    for b in &boards {
        let mine: Vec<&Response> = heard.iter().filter(|r| r.id() == b.id).collect();
        assert_eq!(mine.len(), 1, "one answer for board {}", b.id);
        let alone = jobs::run(
            &Request::Solve {
                id: b.id,
                rules: b.rules,
                fen: b.fen.clone(),
            },
            |_| {},
        );
        assert_eq!(mine[0], &alone, "board {}", b.id);
    }
    // The tables are kept: the same boards again build nothing.
    let mut again = Vec::new();
    session.run(&Request::SolveBoards { id: 40, boards }, |r| {
        again.push(r);
    });
    let steps = again
        .iter()
        .filter(|r| matches!(r, Response::Progress { .. }))
        .count();
    // At most the closing step of each of the two materials (KPvK, KQvK).
    assert!(steps <= 2, "kept tables are not rebuilt: {steps} steps");
}

#[test]
fn a_table_read_off_its_colour_swap_is_not_read_off_one_solved_for_another_part() {
    // Knight against the a-pawn on its seventh rank: K+N v K+P is built in
    // the slices of that pawn. Then the colours swapped, the pawn on h6:
    // K+P v K+N needs other slices than its swap holds.
    const FIRST: &str = "8/8/8/8/5K2/3N4/p7/k7 w - - 0 1";
    const SWAPPED: &str = "n7/8/7P/8/8/8/8/1K5k w - - 0 1";
    let mut session = jobs::Session::default();
    verdict(session.run(&solve_job(1, Code::Modern, FIRST), |_| {}));
    let after = session.run(&solve_job(2, Code::Modern, SWAPPED), |_| {});
    let fresh = jobs::Session::default().run(&solve_job(2, Code::Modern, SWAPPED), |_| {});
    assert_eq!(after, fresh);
    assert!(matches!(fresh, Response::Verdict { .. }), "{fresh:?}");
}

/// The browser's worker says it is alive between a solve's progress steps
/// (the page takes a long silence for a worker that died without a word);
/// a session without beats sends the same steps and nothing more.
#[test]
fn a_solve_beats_between_its_steps_only_where_asked() {
    let messages = |mut session: jobs::Session| {
        let mut heard = Vec::new();
        let answer = session.run(&solve_job(4, Code::Turkey, KPK), |r| heard.push(r));
        assert!(
            matches!(answer, Response::Verdict { id: 4, .. }),
            "{answer:?}"
        );
        heard
    };
    let quiet = messages(jobs::Session::default());
    let beating = messages(jobs::Session::default().with_beats());
    let is_beat = |r: &Response| matches!(r, Response::Beat { id: 4 });
    assert!(!quiet.iter().any(is_beat));
    assert!(beating.iter().any(is_beat));
    let steps: Vec<&Response> = beating.iter().filter(|r| !is_beat(r)).collect();
    assert_eq!(steps, quiet.iter().collect::<Vec<_>>());
}
