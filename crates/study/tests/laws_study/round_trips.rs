//! Round trips of what readers paste: a game's movetext, with variations,
//! comments and annotations, reads the same bare as with tag pairs in
//! front; the movetext examples readers paste most; the PGN writer on an
//! absurd move number from a hand-edited link. Seeded random games, so a
//! failure names its seed and comes back the same.

use chess_laws_study::core::pgn::{write_game, PgnGame, PgnMove};
use chess_laws_study::core::{Code, Position};
use chess_laws_study::study::import::{import_text, ImportedGame};

pub(crate) use chess_laws_study::core::seeded::Seeded;

/// A line of `plies` random legal moves from `position`, in SAN, with
/// random comments, annotations and (down to `depth`) variations.
fn random_line(rng: &mut Seeded, position: &Position, plies: usize, depth: u32) -> Vec<PgnMove> {
    let mut line = Vec::new();
    let mut position = position.clone();
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let chosen = moves[rng.below(moves.len())];
        let mut written = PgnMove::new(position.san(&chosen));
        if rng.below(6) == 0 {
            written.comments.push(format!("note {}", rng.below(100)));
        }
        if rng.below(8) == 0 {
            written.nags.push(1 + rng.below(6) as u16);
        }
        if depth > 0 && rng.below(5) == 0 {
            let length = 1 + rng.below(4);
            let branch = random_line(rng, &position, length, depth - 1);
            if !branch.is_empty() {
                written.variations.push(branch);
            }
        }
        let Ok(next) = position.play(&chosen) else {
            break;
        };
        position = next;
        line.push(written);
    }
    line
}

/// The moves, the variations (each after its number of moves) and the
/// problem, if any.
type Seen = (Vec<String>, Vec<(usize, Vec<String>)>, Option<String>);

/// What a reader gets of an imported game: the moves as read, without
/// their places and spelling in the text (a tag line in front moves every
/// move one line down; a bare list keeps a move's number with it).
fn seen(game: &ImportedGame) -> Seen {
    let moves = game
        .moves
        .iter()
        .map(|m| format!("{:?}", m.request))
        .collect();
    let problem = game.problem.as_ref().map(|p| {
        p.split_once(": ")
            .map_or(p.clone(), |(_, why)| why.to_string())
    });
    (moves, game.variations.clone(), problem)
}

#[test]
fn a_bare_movetext_reads_as_the_same_movetext_with_tags() {
    let start = Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Code::Modern.rules(),
    )
    .expect("the initial position");
    for seed in 1..=300u64 {
        let mut rng = Seeded::new(seed);
        let length = 1 + rng.below(30);
        let game = PgnGame {
            moves: random_line(&mut rng, &start, length, 2),
            result: Some("*".to_string()),
            ..PgnGame::default()
        };
        let movetext = write_game(&game);
        let bare = import_text(&movetext);
        let tagged = import_text(&format!("[Site \"?\"]\n\n{movetext}"));
        assert_eq!(bare.games.len(), 1, "seed {seed}: {movetext}");
        assert_eq!(tagged.games.len(), 1, "seed {seed}");
        assert_eq!(
            seen(&bare.games[0]),
            seen(&tagged.games[0]),
            "seed {seed}: {movetext}"
        );
        assert_eq!(bare.games[0].problem, None, "seed {seed}: {movetext}");
    }
}

#[test]
fn the_movetext_readers_paste_is_read_with_its_variations() {
    let pasted = "1.f3 h6 (1...Nc6 2.e3 h6 3.h3 Nd4 4.a3) 2.Na3 (2.d3 b6 3.Na3 h5 4.e3 e6) *";
    let read = import_text(pasted);
    let game = &read.games[0];
    assert_eq!(game.problem, None, "{:?}", game.problem);
    let moves: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["f3", "h6", "Na3"]);
    assert_eq!(game.variations.len(), 2);
    assert_eq!(game.variations[0].0, 1);
    assert_eq!(game.variations[0].1[0], "Nc6");

    let later = "1.e4 e5 2.Nf3 Qf6 3.Bc4 Qe6 (3...Qg6) 4.O-O {castles} d6 $1 *";
    let game = &import_text(later).games[0];
    assert_eq!(game.problem, None, "{:?}", game.problem);
    assert_eq!(game.moves.len(), 8);
    assert_eq!(game.variations, vec![(5, vec!["Qg6".to_string()])]);
}

#[test]
fn brackets_glued_to_a_move_are_no_variation() {
    // The app's own castlings and the compact descriptive's squares in
    // brackets are read as moves, not as PGN.
    let italian = import_text("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O(Kh1,Rf1) Nf6");
    assert_eq!(italian.games[0].moves.len(), 8);
    assert!(italian.games[0].moves[6].text.ends_with("O-O(Kh1,Rf1)"));
}

#[test]
fn a_hand_edited_move_number_does_not_overflow_the_writer() {
    let mut game = PgnGame::default();
    game.set_tag("FEN", "4k3/8/8/8/8/8/8/4K2R w K - 0 4294967295");
    game.moves = ["Kd1", "Kd8", "Kc1", "Kc8"].map(PgnMove::new).to_vec();
    let text = write_game(&game);
    assert!(text.contains("4294967295.Kd1"), "{text}");
}

// A study exported to PGN and imported is the same study: its line (moves,
// notices, claims), kept lines, boards (named codes and custom rules),
// start (FEN, odds given or forgotten) and the point shown.

use chess_laws_study::core::{Color, Move, Odds, Square, SWITCHES};
use chess_laws_study::study::export::study_pgn;
use chess_laws_study::study::{BoardRules, StartSpec, Study};

/// The starts a random study may have: the usual one, positions from FEN
/// (endings among them, where a notice to count fifty moves may be
/// given), odds given (with free moves) and odds agreed but forgotten.
fn random_start(rng: &mut Seeded) -> StartSpec {
    const FENS: [&str; 4] = [
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "8/8/4k3/8/8/3QK3/8/8 b - - 10 40",
        "r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 9",
        "4k3/4p3/8/3P4/8/8/8/4K3 w - - 0 1",
    ];
    const WHITE_MEN: [Square; 4] = [Square::F2, Square::B1, Square::A1, Square::D1];
    const BLACK_MEN: [Square; 4] = [Square::F7, Square::B8, Square::A8, Square::D8];
    let giver = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let men = if giver == Color::White {
        WHITE_MEN
    } else {
        BLACK_MEN
    };
    let square = men[rng.below(men.len())];
    match rng.below(6) {
        0 | 1 => StartSpec::Initial,
        2 => StartSpec::Fen(FENS[rng.below(FENS.len())].to_string()),
        3 => StartSpec::Fen(FENS[0].to_string()),
        4 => StartSpec::Odds(Odds {
            giver,
            removed: vec![square],
            receiver_moves: rng.below(4) as u8,
        }),
        _ => StartSpec::OddsForgotten {
            giver,
            agreed: vec![square],
        },
    }
}

/// One to four boards: named codes, or rules with every switch at random.
fn random_boards(rng: &mut Seeded) -> Vec<BoardRules> {
    let count = 1 + rng.below(4);
    (0..count)
        .map(|_| {
            if rng.below(3) == 0 {
                let mut rules = Code::ALL[rng.below(Code::ALL.len())].rules();
                for switch in &SWITCHES {
                    let choices = switch.choices();
                    let choice = &choices[rng.below(choices.len())];
                    switch.set(&mut rules, choice.slug);
                }
                BoardRules::Custom(rules)
            } else {
                BoardRules::Code(Code::ALL[rng.below(Code::ALL.len())])
            }
        })
        .collect()
}

/// A random legal move on board `board` at the point shown, played as the
/// reader plays it.
fn play_random(rng: &mut Seeded, study: &mut Study, board: usize) -> Option<Move> {
    let comparison = study.compare();
    let track = comparison.tracks.get(board)?;
    let position = track.position_at(study.cursor.min(track.played()))?;
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let chosen = moves[rng.below(moves.len())];
    study.play(&comparison, board, &chosen).then_some(chosen)
}

/// Plays the move from `to` back to `from`, if there is one.
fn play_back(study: &mut Study, board: usize, m: Move) -> bool {
    let comparison = study.compare();
    let Some(track) = comparison.tracks.get(board) else {
        return false;
    };
    let Some(position) = track.position_at(study.cursor.min(track.played())) else {
        return false;
    };
    let back = position
        .legal_moves()
        .iter()
        .copied()
        .find(|b| b.from() == m.to() && b.to() == m.from() && !b.is_capture());
    back.is_some_and(|b| study.play(&comparison, board, &b))
}

/// Two men going and coming back twice, so the position stands three
/// times and a draw may be claimed where the code allows it.
fn shuffle(rng: &mut Seeded, study: &mut Study, board: usize) {
    for _ in 0..2 {
        let Some(first) = play_random(rng, study, board) else {
            return;
        };
        let Some(second) = play_random(rng, study, board) else {
            return;
        };
        if !play_back(study, board, first) || !play_back(study, board, second) {
            return;
        }
    }
}

/// A study built as a reader builds one: moves on any board, steps back,
/// moves that start new lines (the old ones kept), notices and claims
/// where a board allows them, kept lines brought back, moves taken back.
pub(crate) fn random_study(rng: &mut Seeded) -> Study {
    let mut study = Study::free(random_start(rng), random_boards(rng));
    let actions = rng.below(60);
    for _ in 0..actions {
        let board = rng.below(study.boards.len());
        match rng.below(14) {
            0 => study.go_to(rng.below(study.tokens.len() + 1)),
            1 | 2 => {
                if study.compare().notice_at(study.cursor).is_some() {
                    study.give_notice();
                }
            }
            3 => {
                if study.compare().claim_at(study.cursor).is_some() {
                    study.claim_draw();
                }
            }
            4 => study.undo(),
            5 => {
                if !study.kept_lines.is_empty() {
                    study.bring_back_kept_line(rng.below(study.kept_lines.len()));
                }
            }
            6 | 7 => {
                shuffle(rng, &mut study, board);
                if rng.below(2) == 0 && study.compare().claim_at(study.cursor).is_some() {
                    study.claim_draw();
                }
            }
            _ => {
                play_random(rng, &mut study, board);
            }
        }
    }
    study.go_to(rng.below(study.tokens.len() + 1));
    study
}

fn exported_and_imported(study: &Study) -> (String, Study) {
    let text = study_pgn(study);
    let imported = import_text(&text);
    assert_eq!(imported.games.len(), 1, "{text}");
    let game = &imported.games[0];
    assert_eq!(game.problem, None, "{text}");
    (text.clone(), game.verdicts().study(game))
}

#[test]
fn a_random_study_exported_to_pgn_and_imported_is_the_same_study() {
    let (mut notices, mut claims, mut kept, mut custom, mut odds) = (0, 0, 0, 0, 0);
    let has = |study: &Study, token: &str| {
        study
            .tokens
            .iter()
            .chain(study.kept_lines.iter().flatten())
            .any(|t| t == token)
    };
    for seed in 1..=400u64 {
        let mut rng = Seeded::new(seed);
        let study = random_study(&mut rng);
        let (text, back) = exported_and_imported(&study);
        assert_eq!(back, study, "seed {seed}:\n{text}");
        notices += usize::from(has(&study, "notice"));
        claims += usize::from(has(&study, "claim"));
        kept += usize::from(!study.kept_lines.is_empty());
        custom += usize::from(
            study
                .boards
                .iter()
                .any(|b| matches!(b, BoardRules::Custom(_))),
        );
        odds += usize::from(matches!(
            study.start,
            StartSpec::Odds(_) | StartSpec::OddsForgotten { .. }
        ));
    }
    // Every kind of study was met, not only the easy ones.
    for (what, count) in [
        ("notices", notices),
        ("claims", claims),
        ("kept lines", kept),
        ("custom rules", custom),
        ("odds", odds),
    ] {
        assert!(count >= 5, "only {count} studies with {what}");
    }
}

fn tokens(line: &[&str]) -> Vec<String> {
    line.iter().map(|t| t.to_string()).collect()
}

#[test]
fn a_line_ending_in_a_draw_claim_comes_back() {
    let mut study = Study::free(StartSpec::Initial, vec![BoardRules::Code(Code::Modern)]);
    study.set_line(tokens(&[
        "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "claim",
    ]));
    let (text, back) = exported_and_imported(&study);
    assert!(text.contains("{[%claim]}"), "{text}");
    assert!(
        !text.contains(" claim"),
        "other readers would refuse the word: {text}"
    );
    assert_eq!(back, study, "{text}");
    // The word itself, as older exports wrote it, is read as a claim too,
    // in PGN and in a bare list of moves.
    for old in [
        "[Codes \"modern\"]\n\n1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 claim 1/2-1/2",
        "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 claim",
        "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 5.claim 1/2-1/2",
    ] {
        let game = &import_text(old).games[0];
        assert_eq!(game.problem, None, "{old}");
        let back = game.verdicts().study(game);
        assert_eq!(back.tokens, study.tokens, "{old}");
    }
}

#[test]
fn a_notice_is_read_in_bare_movetext_and_keeps_its_comments_and_variations() {
    let bare = "1.Ra2 Kf8 {[%notice]} {counted from here} (2.Kd2) 2.Ra8+ *";
    let game = &import_text(bare).games[0];
    assert_eq!(game.problem, None);
    let moves: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["Ra2", "Kf8", "notice", "Ra8+"]);
    assert_eq!(game.variations, vec![(2, vec!["Kd2".to_string()])]);

    let read = chess_laws_study::core::pgn::read_pgn(bare);
    let notice = &read[0].moves[2];
    assert_eq!(notice.comments, ["counted from here"]);
    assert_eq!(notice.variations.len(), 1);
    let written = write_game(&read[0]);
    assert_eq!(
        chess_laws_study::core::pgn::read_pgn(&written)[0].moves,
        read[0].moves,
        "{written}"
    );
}

#[test]
fn kept_lines_holding_a_notice_come_back_whole_and_in_order() {
    let start = StartSpec::Fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1".to_string());
    let mut study = Study::free(start, vec![BoardRules::Code(Code::LawsOfTheGame)]);
    study.set_line(tokens(&["Ra2", "Kf8", "notice", "Ra8+"]));
    study.kept_lines = vec![
        tokens(&["Ra2", "Kf8", "notice", "Kd2"]),
        tokens(&["Ra2", "Kf8", "notice", "Ra8+", "Kg7"]),
        tokens(&["Kd2", "notice"]),
    ];
    study.cursor = 2;
    let (text, back) = exported_and_imported(&study);
    assert!(text.contains("[Kept "), "{text}");
    assert_eq!(back, study, "{text}");
}

#[test]
fn custom_rules_come_back() {
    let mut rules = Code::Italy.rules();
    for (key, slug) in [("stalemate", "loss"), ("laws", "sarratt")] {
        if let Some(switch) = SWITCHES.iter().find(|s| s.key == key) {
            switch.set(&mut rules, slug);
        }
    }
    let mut study = Study::free(StartSpec::Initial, vec![BoardRules::Custom(rules)]);
    study.set_line(tokens(&[
        "e4",
        "e5",
        "Nf3",
        "Nc6",
        "Bc4",
        "Bc5",
        "O-O(Kh1,Rf1)",
    ]));
    study.cursor = 3;
    let (text, back) = exported_and_imported(&study);
    assert_eq!(back, study, "{text}");
}

#[test]
fn a_comment_braces_would_change_is_written_after_a_semicolon() {
    let text = "1.e4 ; a } in a comment\ne5 {two  spaces?} (1...c5 ;to the end)\n) 2.Nf3 *";
    let read = chess_laws_study::core::pgn::read_pgn(text);
    assert_eq!(read[0].moves[0].comments, ["a } in a comment"]);
    assert_eq!(read[0].moves[1].variations[0][0].comments, ["to the end)"]);
    let written = write_game(&read[0]);
    let again = chess_laws_study::core::pgn::read_pgn(&written);
    assert_eq!(again[0].error, None, "{written}");
    assert_eq!(written, write_game(&again[0]), "{written}");
    assert_eq!(
        unplaced(&again[0].moves),
        unplaced(&read[0].moves),
        "{written}"
    );
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

#[test]
fn a_line_break_in_a_tag_value_is_written_escaped() {
    let text = "[Annotator \"one\\\ntwo \\\"quoted\\\" \\\\\"]\n\n1.e4 *";
    let read = chess_laws_study::core::pgn::read_pgn(text);
    assert_eq!(read[0].tag("Annotator"), Some("one\ntwo \"quoted\" \\"));
    let written = write_game(&read[0]);
    let again = chess_laws_study::core::pgn::read_pgn(&written);
    assert_eq!(again[0].tags, read[0].tags, "{written}");
}

#[test]
fn a_move_read_after_a_stray_dot_is_written_so_that_it_reads_back() {
    // Found by the fuzzer: `.f4` was kept as the move `.f4`, written back
    // as `2....f4`, and read again as `f4`.
    let read = chess_laws_study::core::pgn::read_pgn("1.e4 e5 2.Nf3 (21) .f4 *");
    assert_eq!(read[0].moves[3].text, "f4");
    let written = write_game(&read[0]);
    let again = chess_laws_study::core::pgn::read_pgn(&written);
    assert_eq!(
        unplaced(&again[0].moves),
        unplaced(&read[0].moves),
        "{written}"
    );
}
