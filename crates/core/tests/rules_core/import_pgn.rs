//! The PGN reader and writer: every part of the format, errors with their
//! place, and no panic on any input.

use chess_laws_core::pgn::{read_game_at, read_pgn, write_game, PgnGame, PgnMove};
use chess_laws_core::read_descriptive::{read_move, read_moves, Origins};
use chess_laws_core::{Code, Position};
use proptest::prelude::*;

const TWO_GAMES: &str = r#"% a line escaped by the percent sign: [not a tag]
[Event "London"]
[Site "?"]
[White "Anderssen"]
[Black "Kieseritzky \"the Immortal\""]
[Result "1-0"]

{Before the first move.} 1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ ; to the end of the line
4.Kf1 b5!? 5.Bxb5 (5.Bb3 Nf6 (5...a5 6.a4) 6.Nc3) 5...Nf6 $1 6.Nf3 1-0

[Event "Second"]
[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 40"]
[SetUp "1"]

40.O-O(Kh1,Rf1) Kd7 {an Italian castling} *
"#;

fn texts(line: &[PgnMove]) -> Vec<&str> {
    line.iter().map(|m| m.text.as_str()).collect()
}

#[test]
fn two_games_with_every_part_of_the_format() {
    let games = read_pgn(TWO_GAMES);
    assert_eq!(games.len(), 2);
    let first = &games[0];
    assert!(first.error.is_none(), "{:?}", first.error);
    assert_eq!(first.tag("Black"), Some("Kieseritzky \"the Immortal\""));
    assert_eq!(first.leading, ["Before the first move."]);
    assert_eq!(
        texts(&first.moves),
        ["e4", "e5", "f4", "exf4", "Bc4", "Qh4+", "Kf1", "b5", "Bxb5", "Nf6", "Nf3"]
    );
    assert_eq!(first.moves[5].comments, ["to the end of the line"]);
    assert_eq!(first.moves[7].nags, [5]);
    assert_eq!(first.moves[9].nags, [1]);
    let variation = &first.moves[8].variations[0];
    assert_eq!(texts(variation), ["Bb3", "Nf6", "Nc3"]);
    assert_eq!(texts(&variation[1].variations[0]), ["a5", "a4"]);
    assert_eq!(first.result.as_deref(), Some("1-0"));
    let second = &games[1];
    assert_eq!(second.tag("FEN"), Some("4k3/8/8/8/8/8/8/4K2R w K - 0 40"));
    assert_eq!(texts(&second.moves), ["O-O(Kh1,Rf1)", "Kd7"]);
    assert_eq!(second.moves[1].comments, ["an Italian castling"]);
    assert_eq!(second.result.as_deref(), Some("*"));
}

#[test]
fn written_and_read_again_a_game_is_the_same() {
    for game in read_pgn(TWO_GAMES) {
        let text = write_game(&game);
        let again = read_pgn(&text);
        assert_eq!(again.len(), 1, "{text}");
        let mut expected = game.clone();
        expected.place = again[0].place;
        strip_places(&mut expected.moves);
        let mut got = again[0].clone();
        strip_places(&mut got.moves);
        assert_eq!(got, expected, "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    }
    // The second game is numbered from its FEN.
    assert!(write_game(&read_pgn(TWO_GAMES)[1]).contains("40.O-O(Kh1,Rf1) Kd7"));
}

fn strip_places(line: &mut [PgnMove]) {
    for m in line {
        m.place = Default::default();
        for v in &mut m.variations {
            strip_places(v);
        }
    }
}

#[test]
fn an_unclosed_comment_is_an_error_with_its_place_and_the_moves_are_kept() {
    let games = read_pgn("1.e4 e5 2.Nf3 {never closed\n2...Nc6 3.Bb5");
    assert_eq!(games.len(), 1);
    assert_eq!(texts(&games[0].moves), ["e4", "e5", "Nf3"]);
    let error = games[0].error.as_ref().unwrap();
    assert_eq!((error.place.line, error.place.column), (1, 15));
    assert!(error.message.contains("never closed"), "{error}");
}

#[test]
fn unbalanced_parentheses_are_errors_with_their_place() {
    let games = read_pgn("1.e4 e5 (1...c5 2.Nf3\n2.Nf3 Nc6 1-0");
    let error = games[0].error.as_ref().unwrap();
    assert_eq!((error.place.line, error.place.column), (1, 9));
    assert_eq!(texts(&games[0].moves), ["e4", "e5"]);
    assert_eq!(games[0].moves[1].variations.len(), 1);
    let games = read_pgn("1.e4 e5) 2.Nf3");
    let error = games[0].error.as_ref().unwrap();
    assert_eq!((error.place.line, error.place.column), (1, 8));
    assert_eq!(texts(&games[0].moves), ["e4", "e5"]);
}

#[test]
fn after_an_error_the_next_game_is_still_read() {
    let text = "[Event \"a\"]\n\n1.e4 ) e5 1-0\n\n[Event \"b\"]\n\n1.d4 d5 0-1\n";
    let games = read_pgn(text);
    assert_eq!(games.len(), 2);
    assert!(games[0].error.is_some());
    assert_eq!(texts(&games[1].moves), ["d4", "d5"]);
    assert!(games[1].error.is_none());
}

#[test]
fn binary_data_is_named_as_such() {
    let bytes: Vec<u8> = (0u8..=255).cycle().take(2000).collect();
    let text = String::from_utf8_lossy(&bytes);
    let games = read_pgn(&text);
    assert!(!games.is_empty());
    assert!(games[0]
        .error
        .as_ref()
        .unwrap()
        .message
        .contains("not text"));
}

#[test]
fn a_long_file_can_be_read_one_game_at_a_time() {
    let text = TWO_GAMES.repeat(3);
    let mut offset = 0;
    let mut count = 0;
    while offset < text.len() {
        let (game, next) = read_game_at(&text, offset);
        if !game.is_empty() {
            count += 1;
        }
        assert!(next > offset);
        offset = next;
    }
    assert_eq!(count, 6);
    // An offset inside a character is moved to the next boundary.
    let (_, next) = read_game_at("{é} e4", 2);
    assert!(next <= 8);
}

#[test]
fn a_notice_round_trips_as_a_comment() {
    let game = PgnGame {
        moves: ["e4", "notice", "e5"]
            .iter()
            .map(|t| PgnMove::new(*t))
            .collect(),
        ..PgnGame::default()
    };
    let text = write_game(&game);
    assert!(text.contains("{[%notice]}"), "{text}");
    assert_eq!(texts(&read_pgn(&text)[0].moves), ["e4", "notice", "e5"]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_text_makes_the_pgn_reader_panic(text in "\\PC{0,300}") {
        let _ = read_pgn(&text);
    }

    #[test]
    fn no_pgn_like_text_makes_the_readers_panic(text in "[\\[\\]{}();%$!?*\"a-hKQRBNOPx0-9.+#=/ \\n-]{0,200}") {
        for game in read_pgn(&text) {
            let _ = write_game(&game);
            let pos = Position::start(Code::Italy.rules());
            let origins = Origins::new(&pos);
            for m in &game.moves {
                if let Ok(request) = read_move(&m.text) {
                    let _ = request.resolve(&pos, &origins);
                }
            }
        }
    }

    #[test]
    fn no_text_makes_the_notation_reader_panic(text in "[A-Za-z0-9 .,;:'()/=+#x-]{0,120}") {
        let read = read_moves(&text);
        let pos = Position::start(Code::Modern.rules());
        let origins = Origins::new(&pos);
        for m in &read.moves {
            let _ = m.request.resolve(&pos, &origins);
        }
    }

    #[test]
    fn no_bytes_make_the_readers_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = read_pgn(&text);
        let _ = read_moves(&text);
        let _ = read_game_at(&text, bytes.len() / 2);
    }
}

#[test]
fn an_offset_past_the_end_or_inside_a_character_reads_nothing() {
    let text = "[Event \"Caf\u{e9}\"]\n1.e4 e5 *\n";
    let inside_e_acute = text.find('\u{e9}').map_or(0, |i| i + 1);
    for offset in [text.len() + 10, inside_e_acute] {
        let (_, next) = chess_laws_core::pgn::read_game_at(text, offset);
        assert!(
            next >= text.len().min(offset),
            "offset {offset}: next {next}"
        );
    }
}
