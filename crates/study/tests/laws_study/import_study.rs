//! Bring your own game: a verdict per code, the study it opens, and the
//! study's PGN read back.

use crate::common;

use chess_laws_study::core::{Code, Color, Odds, RefusalKind, Square};
use chess_laws_study::study::compare::{BoardRules, StartSpec};
use chess_laws_study::study::export::{modern_pgn, study_pgn};
use chess_laws_study::study::import::{import_text, CodeVerdict, ImportedGame};
use chess_laws_study::study::Study;

fn only_game(text: &str) -> ImportedGame {
    let imported = import_text(text);
    assert_eq!(imported.games.len(), 1, "{:?}", imported.message);
    imported.games.into_iter().next().unwrap()
}

const EN_PASSANT: &str = "[White \"A\"]\n[Black \"B\"]\n\n1.e4 Nf6 2.e5 d5 3.exd6 exd6 *";
const ITALIAN_CASTLING: &str =
    "1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O(Kh1,Rf1) gxh2";

#[test]
fn en_passant_plays_through_under_modern_and_italy_refuses_it() {
    let game = only_game(EN_PASSANT);
    assert_eq!(game.title, "A \u{2013} B");
    let verdicts = game.verdicts();
    assert_eq!(verdicts.replays.len(), Code::ALL.len());
    assert!(matches!(
        verdicts.of(Code::Modern).unwrap().verdict,
        CodeVerdict::PlaysThrough { plies: 6, .. }
    ));
    match &verdicts.of(Code::Italy).unwrap().verdict {
        CodeVerdict::Refused {
            index,
            token,
            numbered,
            refusal,
        } => {
            assert_eq!((*index, token.as_str()), (4, "exd6"));
            // Move numbers as chess writes them, not the index of the ply.
            assert_eq!(numbered, "3.exd6");
            assert_eq!(refusal.kind, RefusalKind::EnPassantForbidden);
            assert_eq!(
                refusal.law,
                Some(chess_laws_study::core::Law::sarratt_nb(15))
            );
        }
        other => panic!("{other:?}"),
    }
    let study = verdicts.study(&game);
    assert_eq!(study.tokens, ["e4", "Nf6", "e5", "d5", "exd6", "exd6"]);
    assert_eq!(study.cursor, 5, "opened just after the refused move");
    assert!(study.boards.contains(&BoardRules::Code(Code::Modern)));
    assert!(study.boards.contains(&BoardRules::Code(Code::Italy)));
    let comparison = study.compare();
    let italy = study
        .boards
        .iter()
        .position(|b| *b == BoardRules::Code(Code::Italy))
        .unwrap();
    assert_eq!(comparison.tracks[italy].stop.as_ref().unwrap().index, 4);
}

#[test]
fn an_italian_castling_stops_under_modern_and_plays_under_italy() {
    let game = only_game(ITALIAN_CASTLING);
    let verdicts = game.verdicts();
    match &verdicts.of(Code::Modern).unwrap().verdict {
        CodeVerdict::Refused { index, refusal, .. } => {
            assert_eq!(*index, 10);
            assert_eq!(refusal.kind, RefusalKind::CastlingNotAllowed);
        }
        other => panic!("{other:?}"),
    }
    for code in [Code::Sarratt, Code::Turkey, Code::CodeOf24] {
        assert!(
            matches!(
                verdicts.of(code).unwrap().verdict,
                CodeVerdict::Refused { index: 10, .. }
            ),
            "{code:?}"
        );
    }
    assert!(matches!(
        verdicts.of(Code::Italy).unwrap().verdict,
        CodeVerdict::PlaysThrough { plies: 12, .. }
    ));
    let study = verdicts.study(&game);
    assert_eq!(study.tokens[10], "O-O(Kh1,Rf1)");
    assert_eq!(study.cursor, 11);
}

#[test]
fn the_evans_gambit_in_words_plays_through_under_every_code() {
    let game = only_game(
        "1. P. to K. 4th P. to K. 4th 2. K. Kt. to B. 3d Q. Kt. to B. 3d \
         3. K. B. to Q. B. 4th K. B. to Q. B. 4th 4. P. to Q. Kt. 4th",
    );
    for replay in game.verdicts().replays {
        assert!(
            matches!(replay.verdict, CodeVerdict::PlaysThrough { plies: 7, .. }),
            "{:?}: {:?}",
            replay.code,
            replay.verdict
        );
        assert_eq!(replay.sans.last().map(String::as_str), Some("b4"));
    }
}

#[test]
fn an_ambiguous_move_offers_its_candidates_and_the_pick_is_kept() {
    let mut game = only_game("1. P-K4 P-K4 2. Kt-B3 Kt-QB3");
    let verdicts = game.verdicts();
    let CodeVerdict::Ambiguous {
        index, candidates, ..
    } = &verdicts.of(Code::Modern).unwrap().verdict
    else {
        panic!("{:?}", verdicts.of(Code::Modern));
    };
    assert_eq!(*index, 2);
    let mut sorted = candidates.clone();
    sorted.sort();
    assert_eq!(sorted, ["Nc3", "Nf3"]);
    game.choose(2, "Nf3");
    let replay = game.replay(Code::Modern);
    assert_eq!(replay.sans, ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn unreadable_input_gives_a_message_and_keeps_the_moves_before() {
    let imported = import_text("\u{0}\u{1}\u{2}garbage\u{7f}");
    assert!(imported.message.is_some());
    let imported = import_text("hello, this is not chess");
    assert!(imported.message.unwrap().contains("No"));
    let game = only_game("1.e4 e5 2.Nf3 Nc6 3.Bb5 zebra a6");
    assert_eq!(game.moves.len(), 5);
    assert!(game.problem.unwrap().contains("line 1"));
    let huge = "1.e4 ".repeat(1_000_000);
    assert!(import_text(&huge).message.unwrap().contains("MB"));
}

#[test]
fn many_games_are_read_with_their_titles() {
    let one = "[Event \"Casual\"]\n[White \"X\"]\n[Black \"Y\"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n";
    let imported = import_text(&one.repeat(50));
    assert_eq!(imported.games.len(), 50);
    let verdict = imported.games[49].verdicts();
    match &verdict.of(Code::Modern).unwrap().verdict {
        CodeVerdict::PlaysThrough { outcome, .. } => {
            assert_eq!(outcome.result().map(|r| r.score()), Some("1-0"))
        }
        other => panic!("{other:?}"),
    }
}

fn round_trip(original: &Study) -> Study {
    let text = study_pgn(original);
    let game = only_game(&text);
    assert!(game.problem.is_none(), "{text}\n{:?}", game.problem);
    game.verdicts().study(&game)
}

#[test]
fn a_study_exported_and_imported_is_the_same_study() {
    let mut study = Study::free(
        StartSpec::Initial,
        vec![
            BoardRules::Code(Code::Italy),
            BoardRules::Code(Code::Modern),
        ],
    );
    study.tokens = ITALIAN_CASTLING
        .split(' ')
        .filter(|t| !t.ends_with('.'))
        .map(|t| t.split('.').next_back().unwrap().to_string())
        .collect();
    study.cursor = 4;
    let text = study_pgn(&study).replace('\n', " ");
    // The code in a tag of its own; no Variant other readers do not know.
    assert!(text.contains("[Code \"italy\"]"), "{text}");
    assert!(!text.contains("[Variant "), "{text}");
    assert!(text.contains("[Rules \"ep-no.castling-free"), "{text}");
    assert!(text.contains("6.O-O(Kh1,Rf1) {Italian castling"), "{text}");
    assert_eq!(round_trip(&study), study);

    // Odds with free moves, a notice, and a scenario.
    let odds = Odds {
        giver: Color::Black,
        removed: vec![Square::F7],
        receiver_moves: 3,
    };
    let mut study = Study::free(
        StartSpec::Odds(odds),
        vec![
            BoardRules::Code(Code::LawsOfTheGame),
            BoardRules::Code(Code::Sarratt),
        ],
    );
    study.tokens = ["e4", "d4", "Nf3", "e6", "notice"]
        .map(String::from)
        .to_vec();
    study.cursor = 5;
    let text = study_pgn(&study);
    assert!(text.contains("[Odds \"odds:black:f7:3\"]"), "{text}");
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    let back = round_trip(&study);
    assert_eq!(back.start, study.start);
    assert_eq!(back.tokens[..4], study.tokens[..4]);
    for scenario in chess_laws_study::scenarios::all() {
        let study = Study::for_scenario(scenario);
        assert_eq!(round_trip(&study), study, "{}", scenario.id);
    }

    // Odds agreed but forgotten: no FEN (the game began even), the odds
    // owed in the Odds tag, and the same study back.
    let study = Study::for_scenario(chess_laws_study::scenarios::by_id("odds-forgotten").unwrap());
    let text = study_pgn(&study);
    assert!(text.contains("[Odds \"forgotten:white:f2\"]"), "{text}");
    assert!(!text.contains("[FEN "), "{text}");
    assert_eq!(round_trip(&study), study);
}

#[test]
fn modern_pgn_stops_at_the_first_move_the_modern_rules_refuse() {
    let mut study = Study::free(StartSpec::Initial, vec![BoardRules::Code(Code::Italy)]);
    study.tokens = [
        "e4",
        "e5",
        "f4",
        "exf4",
        "Nf3",
        "Be7",
        "Bc4",
        "Bh4+",
        "g3",
        "fxg3",
        "O-O(Kh1,Rf1)",
        "gxh2",
    ]
    .map(String::from)
    .to_vec();
    let text = modern_pgn(&study).replace('\n', " ");
    assert!(
        text.contains(
            "5.g3 fxg3 {The line goes on with 6.O-O(Kh1,Rf1), which the modern rules refuse"
        ),
        "{text}"
    );
    assert!(!text.contains("Variant"), "{text}");
    let game = only_game(&text);
    assert_eq!(game.moves.len(), 10);
    assert!(matches!(
        game.replay(Code::Modern).verdict,
        CodeVerdict::PlaysThrough { .. }
    ));
}

#[test]
fn kept_lines_go_out_as_variations_and_come_back() {
    let study = common::passar_with_a_move_of_its_own();
    let text = study_pgn(&study);
    assert!(text.contains('('), "the old line is a variation: {text}");
    assert_eq!(round_trip(&study), study, "{text}");
}

#[test]
fn verdicts_number_the_moves_as_chess_writes_them() {
    let game = only_game(ITALIAN_CASTLING);
    let verdicts = game.verdicts();
    let said = |code: Code| verdicts.of(code).unwrap().verdict.describe();
    // White's sixth move, not the eleventh ply.
    assert!(
        said(Code::Modern).starts_with("Refuses 6.O-O(Kh1,Rf1): "),
        "{}",
        said(Code::Modern)
    );
    // Twelve plies: six moves, the last Black's.
    assert!(
        said(Code::Italy).starts_with("Plays through: 6 moves, to 6...gxh2."),
        "{}",
        said(Code::Italy)
    );
    // Seven plies: four moves, the last White's.
    let evans = only_game(
        "1. P. to K. 4th P. to K. 4th 2. K. Kt. to B. 3d Q. Kt. to B. 3d \
         3. K. B. to Q. B. 4th K. B. to Q. B. 4th 4. P. to Q. Kt. 4th",
    );
    let evans = evans.verdicts();
    assert!(evans
        .of(Code::Modern)
        .unwrap()
        .verdict
        .describe()
        .starts_with("Plays through: 4 moves, to 4.b4."));
    // A Black move refused is numbered with the dots of a score, and a
    // number glued to the move as written is not written twice.
    let black = only_game("1.e4 e5 2.Nf3 2...O-O");
    let said = black
        .verdicts()
        .of(Code::Modern)
        .unwrap()
        .verdict
        .describe();
    assert!(said.starts_with("Refuses 2...O-O: "), "{said}");
    // A game begun with Black to move (a FEN) counts from its own number.
    let fen = only_game(
        "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n[SetUp \"1\"]\n\n1...e5 2.Nf3 *",
    );
    assert!(fen
        .verdicts()
        .of(Code::Modern)
        .unwrap()
        .verdict
        .describe()
        .starts_with("Plays through: 2 moves, to 2.Nf3."));
    assert_eq!(
        chess_laws_study::study::import_summary::half_moves(7),
        "7 half-moves"
    );
}

#[test]
fn the_pgn_says_at_each_move_which_code_refuses_it() {
    let study = Study::for_scenario(
        chess_laws_study::scenarios::by_id("passar-battaglia").expect("the scenario"),
    );
    let text = study_pgn(&study).replace('\n', " ");
    // 3.exd6 is refused in Italy: the comment stands at the move, with the
    // reason and the law.
    let at = text.find("3.exd6 {").unwrap_or_else(|| panic!("{text}"));
    let comment = &text[at..];
    assert!(
        comment.starts_with("3.exd6 {Italy (Sarratt) refuses this move: No en passant in Italy"),
        "{text}"
    );
    assert!(comment.contains("Sarratt (1808), law 15, N.B."), "{text}");
    assert!(!text.contains("[Variant "), "{text}");
    assert!(text.contains("[Code \""), "{text}");
    // Every board's stop has its comment, in every scenario, and the
    // study comes back the same from its PGN.
    for scenario in chess_laws_study::scenarios::all() {
        let study = Study::for_scenario(scenario);
        let text = study_pgn(&study);
        for track in &study.compare().tracks {
            if let Some(stop) = &track.stop {
                let words = if stop.refused_by_law {
                    "refuses this move"
                } else {
                    "cannot play this move"
                };
                let note = format!("{} {words}", track.rules.name());
                assert!(text.contains(&note), "{}: {note}\n{text}", scenario.id);
            }
        }
        assert_eq!(round_trip(&study), study, "{}", scenario.id);
    }
}

#[test]
fn the_code_is_read_back_from_its_own_tag_and_a_variant_names_none() {
    let moves = "1.e4 Nf6 2.e5 d5 3.exd6 *";
    let game = only_game(&format!("[Code \"italy\"]\n\n{moves}"));
    assert_eq!(game.boards, [BoardRules::Code(Code::Italy)]);
    // Codes, when present, lists every board compared.
    let game = only_game(&format!(
        "[Code \"italy\"]\n[Codes \"italy,modern\"]\n\n{moves}"
    ));
    assert_eq!(
        game.boards,
        [
            BoardRules::Code(Code::Italy),
            BoardRules::Code(Code::Modern)
        ]
    );
    // A variant is another writer's word, not a code: every code replays
    // the game.
    for variant in ["Standard", "Italy (Sarratt)"] {
        let game = only_game(&format!("[Variant \"{variant}\"]\n\n{moves}"));
        assert!(game.boards.is_empty(), "{variant}");
    }
}
