//! The reader's study: comparisons across codes, links and their repair.

use crate::common;

use common::boards;

use chess_laws_study::core::{Code, Color, FenError, Law, RefusalKind, Square};
use chess_laws_study::scenarios;
use chess_laws_study::study::link::{decode, encode, read_odds, read_rules, rules_id, LinkProblem};
use chess_laws_study::study::{line_tokens, Notation, StartSpec, Study};

fn study(list: &[Code], line: &str) -> Study {
    let mut study = Study::free(StartSpec::Initial, boards(list));
    study.tokens = line_tokens(line);
    study.cursor = study.tokens.len();
    study
}

#[test]
fn passar_battaglia_stops_the_italian_board_with_its_law() {
    let comparison = study(&[Code::Sarratt, Code::Italy], "1.e4 Nf6 2.e5 d5 3.exd6").compare();
    let (england, italy) = (&comparison.tracks[0], &comparison.tracks[1]);
    assert_eq!(england.played(), 5);
    assert!(england.stop.is_none());
    assert_eq!(italy.played(), 4);
    let stop = italy.stop.as_ref().expect("Italy refuses exd6");
    assert_eq!((stop.index, stop.token.as_str()), (4, "exd6"));
    assert!(stop.refused_by_law);
    let refusal = stop.refusal().expect("a refusal, not a misreading");
    assert_eq!(refusal.kind, RefusalKind::EnPassantForbidden);
    assert_eq!(refusal.law, Some(Law::sarratt_nb(15)));
    // Before the refused move is reached, the Italian board is not stopped.
    assert!(italy.stop_at(4).is_none());
    assert!(italy.stop_at(5).is_some());
    assert_eq!(comparison.first_unplayable(), None);
}

#[test]
fn a_move_played_on_one_board_extends_the_shared_line() {
    let mut study = study(&[Code::Sarratt, Code::Italy], "1.e4 e5");
    let comparison = study.compare();
    let position = comparison.tracks[1].position_at(2).unwrap();
    let knight = position
        .legal_moves()
        .iter()
        .copied()
        .find(|m| m.from() == Square::G1 && m.to() == Square::F3)
        .unwrap();
    assert!(study.play(&comparison, 1, &knight));
    assert_eq!(study.tokens, ["e4", "e5", "Nf3"]);
    assert_eq!(study.cursor, 3);
    // Played in the middle of the line, a move replaces what followed.
    study.go_to(1);
    let comparison = study.compare();
    let reply = comparison.tracks[0]
        .position_at(1)
        .unwrap()
        .parse_san("c5")
        .unwrap();
    assert!(study.play(&comparison, 0, &reply));
    assert_eq!(study.tokens, ["e4", "c5"]);
}

#[test]
fn moves_are_written_in_san_or_descriptive_notation_compact_or_in_words() {
    let comparison = study(&[Code::Modern], "1.e4 e5 2.Nf3").compare();
    assert_eq!(comparison.written(2, Notation::Algebraic), "Nf3");
    assert_eq!(comparison.written(0, Notation::Descriptive), "P-K4");
    assert_eq!(comparison.written(0, Notation::Words), "P. to K. 4th");
    assert_eq!(comparison.written(2, Notation::Words), "Kt. to K. B. 3d");
    assert_eq!(comparison.numbering(1), Some((1, Color::Black)));
}

#[test]
fn a_study_survives_its_link() {
    let mut original = study(
        &[Code::Italy, Code::Sarratt, Code::Turkey],
        "1.e4 e5 2.f4 exf4 3.Nf3 Be7",
    );
    original.cursor = 3;
    original.flipped = true;
    original.notation = Notation::Descriptive;
    let read = Study::from_link(&original.to_link());
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.study, original);
}

#[test]
fn the_notation_in_words_survives_its_link_and_a_bad_value_falls_back_to_san() {
    let mut original = study(&[Code::Sarratt], "1.e4 e5");
    original.notation = Notation::Words;
    let link = original.to_link();
    assert!(link.contains("notation=words"), "{link}");
    assert_eq!(Study::from_link(&link).study.notation, Notation::Words);
    let edited = link.replace("notation=words", "notation=runes");
    assert_eq!(
        Study::from_link(&edited).study.notation,
        Notation::Algebraic
    );
}

#[test]
fn free_play_from_a_fen_and_from_odds_survives_its_link() {
    let fen = "k7/2K5/8/8/8/1Q6/8/8 w - - 0 1";
    let mut from_fen = Study::free(
        StartSpec::Fen(fen.into()),
        boards(&[Code::Parsloe, Code::Turkey]),
    );
    from_fen.tokens = vec!["Qb6#".into()];
    let read = Study::from_link(&from_fen.to_link());
    assert_eq!(read.study.start, StartSpec::Fen(fen.into()));
    let odds = read_odds("odds:black:f7:3").unwrap();
    assert_eq!(
        (odds.giver, odds.removed.clone(), odds.receiver_moves),
        (Color::Black, vec![Square::F7], 3)
    );
    let with_odds = Study::free(StartSpec::Odds(odds), boards(&[Code::LawsOfTheGame]));
    assert_eq!(Study::from_link(&with_odds.to_link()).study, with_odds);
}

/// Odds agreed but forgotten: the link carries the giver and the men
/// agreed, reads back to the same study, and a bad value is named and
/// replaced by the initial position.
#[test]
fn odds_forgotten_survive_their_link_and_bad_values_are_named() {
    let forgotten = StartSpec::OddsForgotten {
        giver: Color::White,
        agreed: vec![Square::F2],
    };
    let mut study = Study::free(forgotten.clone(), boards(&[Code::Sarratt, Code::Modern]));
    study.tokens = line_tokens("1.e4 e5 2.Nf3");
    study.cursor = 2;
    let link = study.to_link();
    assert!(link.contains("start=forgotten:white:f2"), "{link}");
    let read = Study::from_link(&link);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.study, study);
    let pos = read.study.start.position(Code::Sarratt.rules()).unwrap();
    assert_eq!(pos.odds_owed(), Some(Color::White));

    // A square without a man of the giver: the position is unusable.
    let read = Study::from_link("?codes=sarratt&start=forgotten:white:e4");
    assert!(
        matches!(read.problems[..], [LinkProblem::UnusablePosition(_)]),
        "{:?}",
        read.problems
    );
    assert_eq!(read.study.start, StartSpec::Initial);
    // Words that are not the form at all: the start is not understood.
    for bad in [
        "forgotten:purple:f2",
        "forgotten:white:",
        "forgotten:white:z9",
        "forgotten:white:f2:3",
    ] {
        let read = Study::from_link(&format!("?codes=sarratt&start={bad}"));
        assert!(
            matches!(read.problems[..], [LinkProblem::UnknownStart(_)]),
            "{bad}: {:?}",
            read.problems
        );
        assert_eq!(read.study.start, StartSpec::Initial, "{bad}");
    }
}

#[test]
fn every_code_survives_as_custom_rules() {
    for code in Code::ALL {
        let rules = code.rules();
        assert_eq!(read_rules(&rules_id(&rules)), Some(rules), "{}", code.id());
    }
    assert_eq!(read_rules("ep-maybe"), None);
    assert_eq!(read_rules("nonsense"), None);
}

#[test]
fn a_broken_link_is_named_and_repaired() {
    let read = Study::from_link("?codes=italy,atlantis&line=e4_e5_Qz9_Nf3&at=99&fen=&flip=1");
    let problems = &read.problems;
    assert!(
        problems.contains(&LinkProblem::UnknownCode("atlantis".into())),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| matches!(
            p,
            LinkProblem::UnplayableMove { token, error: Some(_), .. } if token == "Qz9"
        )),
        "{problems:?}"
    );
    assert!(
        problems.contains(&LinkProblem::MoveOutOfRange("99".into())),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, LinkProblem::UnusablePosition(FenError::Parse(_)))),
        "{problems:?}"
    );
    assert_eq!(problems.len(), 4, "{problems:?}");
    // Each is told to the reader in a sentence of its own.
    assert_eq!(read.messages().len(), 4);
    assert_eq!(read.study.boards, boards(&[Code::Italy]));
    assert_eq!(read.study.tokens, ["e4", "e5"]);
    assert_eq!(read.study.start, StartSpec::Initial);
    assert!(read.study.flipped);
}

#[test]
fn an_unknown_scenario_falls_back_to_the_first() {
    let read = Study::from_link("s=no-such-law");
    assert_eq!(
        read.problems,
        [LinkProblem::UnknownScenario("no-such-law".into())]
    );
    assert_eq!(read.study, Study::default_study());
    assert!(read.messages()[0].contains("no law called \u{201c}no-such-law\u{201d}"));
    // An empty name is not quoted back as "".
    let empty = Study::from_link("s=");
    assert_eq!(
        empty.messages(),
        ["The link names no law; showing the first one instead."]
    );
}

#[test]
fn garbage_never_panics() {
    for query in [
        "%",
        "%zz",
        "a=%E2%28",
        "&&&=",
        "s=&codes=,,,",
        "line=____",
        "start=odds:black:z9:3",
        "at=-1",
        "codes=custom:ep-no.ep",
    ] {
        let _ = Study::from_link(query);
    }
    assert_eq!(decode("%"), None);
    assert_eq!(
        decode(&encode("O-O(Kh1,Rf1)+ e8=Q# r1b/8 w")).as_deref(),
        Some("O-O(Kh1,Rf1)+ e8=Q# r1b/8 w")
    );
}

#[test]
fn embed_options_are_read_from_the_link_and_kept() {
    use chess_laws_study::study::link::{ColorTheme, EmbedOptions};
    let options = EmbedOptions::from_query(
        "?s=passar-battaglia&embed=1&interactive=0&theme=dark&orientation=black",
    );
    assert!(options.embed && options.view_only);
    assert_eq!(options.theme, Some(ColorTheme::Dark));
    assert_eq!(
        EmbedOptions::from_query(
            &options
                .to_pairs()
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("&")
        ),
        options
    );
    assert!(
        Study::from_link("s=passar-battaglia&orientation=black")
            .study
            .flipped
    );
    assert_eq!(
        EmbedOptions::from_query("theme=<script>&embed=yes"),
        EmbedOptions::default()
    );
}

#[test]
fn a_fixed_height_is_read_from_the_link_and_kept() {
    use chess_laws_study::study::link::EmbedOptions;
    let options = EmbedOptions::from_query("?s=passar-battaglia&embed=1&height=640");
    assert_eq!(options.height, Some(640));
    assert!(options.embed);
    let link = options.append_to("s=passar-battaglia");
    assert!(link.ends_with("&embed=1&height=640"));
    assert_eq!(EmbedOptions::from_query(&link), options);
    // Nothing but a plain number of pixels, within reason, is taken.
    for wrong in [
        "height=",
        "height=12",
        "height=99999",
        "height=-640",
        "height=640px",
        "height=6e2",
    ] {
        assert_eq!(EmbedOptions::from_query(wrong).height, None, "{wrong}");
    }
}

#[test]
fn saved_data_is_versioned_and_damage_is_named() {
    use chess_laws_study::study::saved::{read_saved, write_saved};
    let saved = write_saved("s=passar-battaglia&line=e4");
    assert_eq!(
        read_saved(&saved).as_deref(),
        Ok("s=passar-battaglia&line=e4")
    );
    assert!(read_saved("old-laws/7\ns=x")
        .unwrap_err()
        .contains("another version"));
    for damaged in [
        "",
        "{\"version\":1}",
        "old-laws/one\nx",
        "old-laws/1",
        "old-laws/1\na\nb",
    ] {
        assert!(
            read_saved(damaged).unwrap_err().contains("damaged"),
            "{damaged:?}"
        );
    }
}

#[test]
fn a_later_switch_overrides_an_earlier_one() {
    use chess_laws_study::core::Stalemate;
    let rules = read_rules(&format!(
        "{}.stalemate-win",
        rules_id(&Code::Sarratt.rules())
    ))
    .unwrap();
    assert_eq!(rules.stalemate, Stalemate::StalematerWins);
    assert_eq!(rules.en_passant, Code::Sarratt.rules().en_passant);
}

#[test]
fn only_a_link_with_a_study_names_one() {
    use chess_laws_study::study::address::Address;
    let names_a_study = |query| matches!(Address::read(query), Address::Study(_));
    assert!(names_a_study("?s=passar-battaglia"));
    assert!(names_a_study("codes=italy&line=e4"));
    assert!(!names_a_study("?embed=1&theme=dark"));
    assert!(!names_a_study(""));
    assert!(!names_a_study("sx=1&lines=e4"));
}

#[test]
fn the_line_is_replaced_or_given_notice_and_described() {
    let mut study = study(&[Code::Sarratt, Code::Italy], "1.e4 Nf6 2.e5 d5 3.exd6");
    study.go_to(2);
    study.give_notice();
    assert_eq!(study.tokens, ["e4", "Nf6", "notice"]);
    assert_eq!(study.cursor, 3);
    // A notice is no move: it is said with the move number it stands at.
    let said = study.compare().describe_at(3);
    assert!(
        said.starts_with(
            "After the notice at move 2: both codes agree. Refused: the notice at move 2. "
        ),
        "where the codes agree, their verdict is said once: {said}"
    );
    assert_eq!(said.matches("Refused").count(), 1, "{said}");
    study.set_line(line_tokens("1.e4 Nf6 2.e5 d5 3.exd6"));
    assert_eq!(study.cursor, 5);
    let said = study.compare().describe_at(5);
    assert!(
        said.starts_with("After 3.exd6. Sarratt (England): Black to move. "),
        "{said}"
    );
    assert!(said.contains("Italy (Sarratt): Refused: 3.exd6"), "{said}");
    // Black's moves are numbered with the dots of a score.
    assert_eq!(
        study.compare().describe_at(4),
        "After 2...d5: both codes play on; White to move."
    );
    assert_eq!(
        study.compare().describe_at(0),
        "At the start, under both codes: White to move."
    );
}

#[test]
fn the_live_region_says_a_shared_verdict_once_and_names_the_codes_that_part() {
    let codes = [Code::Sarratt, Code::Italy, Code::Modern];
    let mut cunningham = study(&codes, "1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3");
    assert_eq!(
        cunningham.compare().describe_at(9),
        "After 5.g3: all three codes play on; Black to move."
    );
    cunningham.go_to(8);
    assert_eq!(
        cunningham.compare().describe_at(8),
        "After 4...Bh4+: all three codes play on; White to move, in check."
    );
    let battaglia = study(&codes, "1.e4 Nf6 2.e5 d5 3.exd6");
    let said = battaglia.compare().describe_at(5);
    assert!(
        said.starts_with("After 3.exd6. Sarratt (England) and Modern: Black to move. Italy (Sarratt): Refused: 3.exd6. "),
        "{said}"
    );
    assert!(said.ends_with('.') && !said.contains(".."), "{said}");
}

/// Writes a study's link, reads it back, and asks for the same study.
fn round_trip(study: &Study) {
    let link = study.to_link();
    let read = Study::from_link(&link);
    assert!(read.problems.is_empty(), "{link}: {:?}", read.problems);
    assert_eq!(&read.study, study, "{link}");
}

#[test]
fn a_scenario_moved_to_the_initial_position_reopens_there() {
    let read = Study::from_link("?s=stalemate-verdicts&start=initial");
    assert_eq!(read.study.scenario, Some("stalemate-verdicts"));
    assert_eq!(read.study.start, StartSpec::Initial);
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    // The scenario's line (1.Qb6) is kept, refused on every board.
    assert_eq!(read.study.tokens, ["Qb6"]);
    round_trip(&read.study);
}

#[test]
fn every_scenario_survives_its_link_at_its_own_start_and_at_the_initial_one() {
    for scenario in scenarios::all() {
        let own = Study::for_scenario(scenario);
        round_trip(&own);
        let mut initial = own.clone();
        initial.start = StartSpec::Initial;
        initial.tokens = line_tokens("1.e4 e5");
        initial.cursor = 1;
        round_trip(&initial);
    }
}

#[test]
fn kept_lines_travel_in_the_link_and_a_broken_one_is_cut() {
    let demonstration = common::scenario_study("passar-battaglia").tokens;
    let study = common::passar_with_a_move_of_its_own();
    assert_eq!(study.kept_lines, vec![demonstration.clone()]);
    let read = Study::from_link(&study.to_link());
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.study, study);

    let edited = format!(
        "{}~e4_Zz9_e5",
        study.to_link().replace("kept=", "kept=e4_e5~")
    );
    let read = Study::from_link(&edited);
    assert!(read
        .study
        .kept_lines
        .iter()
        .all(|line| !line.iter().any(|t| t == "Zz9")));
    assert!(read.study.kept_lines.contains(&demonstration));
}

#[test]
fn replaying_the_next_move_of_the_line_steps_along_it() {
    let mut study = common::scenario_study("passar-battaglia");
    let demonstration = study.tokens.clone();
    study.go_to(1);
    let next = common::move_at(&study, 1, |san| san == demonstration[1]);
    let comparison = study.compare();
    assert!(study.play(&comparison, 0, &next));
    assert_eq!(study.tokens, demonstration);
    assert_eq!(study.cursor, 2);
    assert!(study.kept_lines.is_empty());
}

#[test]
fn the_rignano_castling_survives_a_link_under_italy_ponziani() {
    let line = "1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.O-O-O(Kb1,Re1) e6";
    let s = study(&[Code::ItalyPonziani, Code::Italy, Code::Modern], line);
    let link = s.to_link();
    assert!(link.contains("codes=italy-ponziani,italy,modern"), "{link}");
    round_trip(&s);
    let comparison = s.compare();
    assert!(
        comparison.tracks[0].stop.is_none(),
        "Ponziani plays 5.O-O-O(Kb1,Re1)"
    );
    for track in &comparison.tracks[1..] {
        assert_eq!(track.stop.as_ref().map(|stop| stop.index), Some(8));
    }
}

/// The link reader replays a line only when the link changes the line, the
/// boards or the start: a law's own study must therefore play whole.
#[test]
fn every_laws_own_line_plays_on_its_own_boards() {
    for scenario in scenarios::all() {
        let study = Study::for_scenario(scenario);
        let comparison = study.compare();
        assert_eq!(
            comparison.first_unplayable(),
            None,
            "{}: its line stops on every board",
            scenario.id
        );
        assert_eq!(
            Study::from_link(&format!("s={}", scenario.id)).study.tokens,
            study.tokens,
            "{}",
            scenario.id
        );
    }
}

#[test]
fn notice_and_a_draw_claim_are_offered_where_a_board_may_make_them_with_the_law() {
    let scenario = scenarios::by_id("fifty-moves-on-notice").expect("a scenario of the app");
    let study = Study::for_scenario(scenario);
    let comparison = study.compare();
    // At the start the defender may give notice under the Laws of the
    // Game; no one may claim yet.
    assert_eq!(comparison.notice_at(0), Some(Some(Law::lotg(19))));
    assert_eq!(comparison.claim_at(0), None);
    // Forty plies on, the fifty moves are up: today's player may claim.
    let end = study.tokens.len();
    let claim = comparison.claim_at(end).expect("a claim at the end");
    assert!(
        claim.is_some_and(|law| law.to_string().starts_with("FIDE")),
        "{claim:?}"
    );
    assert_eq!(comparison.claim_at(end + 1), None);
}

/// Castling out of check: the umpire code says nothing of it, so its board
/// borrows the usual rule and says so; the Laws of the Game's law 8 lets a
/// king that "has been in check" castle, which their board reads as an
/// earlier check, and says so, with the other reading; Sarratt's board
/// cites his law 16 as his own; the import's verdicts say the same.
#[test]
fn a_borrowed_rule_says_it_is_borrowed_wherever_the_verdict_is_shown() {
    let fen = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1";
    let mut study = Study::free(
        StartSpec::Fen(fen.to_string()),
        boards(&[Code::LawsOfTheGame, Code::Sarratt, Code::UmpireCode]),
    );
    study.tokens = line_tokens("O-O");
    study.cursor = 1;
    let comparison = study.compare();
    let full = |i: usize| comparison.tracks[i].verdict_at(1).full;
    assert_eq!(
        full(0),
        "Refused: 1.O-O. The king must not castle while he is in check (Laws of the Game, law \
         8 lets a king that has \u{201c}been in check\u{201d} castle, read here as a check \
         earlier in the game, so the bar on castling while in check is taken from Sarratt \
         (1808), law 16; another reading lets him castle out of check)"
    );
    assert!(full(1).ends_with("(Sarratt (1808), law 16)"), "{}", full(1));
    assert!(
        full(2).contains("Umpire code is silent on castling out of check"),
        "{}",
        full(2)
    );
    let said = comparison.describe_at(1);
    assert!(said.contains("Umpire code is silent on"), "{said}");
    let game = chess_laws_study::study::import::import_text(&format!(
        "[FEN \"{fen}\"]\n[SetUp \"1\"]\n\n1.O-O *"
    ))
    .games
    .remove(0);
    let verdicts = game.verdicts();
    let umpire = verdicts.of(Code::UmpireCode).unwrap().verdict.describe();
    assert!(
        umpire.starts_with("Refuses 1.O-O: ")
            && umpire.contains("Umpire code is silent on castling out of check"),
        "{umpire}"
    );
    let lotg = verdicts.of(Code::LawsOfTheGame).unwrap().verdict.describe();
    assert!(
        lotg.contains("read here as a check earlier in the game"),
        "{lotg}"
    );
    let sarratt = verdicts.of(Code::Sarratt).unwrap().verdict.describe();
    assert!(!sarratt.contains("silent"), "{sarratt}");
}
