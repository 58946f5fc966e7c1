//! The writer's figure (arrows, marked squares, comments, a caption) kept
//! through the study's link and through PGN, out and in: seeded random
//! figures on random studies come back the same; PGN as the chess servers
//! and ChessBase write drawings is read; what does not read is named and
//! the rest kept; the headline laws carry the shapes their laws call for.

use super::round_trips::{random_study, Seeded};
use chess_laws_study::core::{Code, Role, Square};
use chess_laws_study::scenarios::{self, figures::figure_query};
use chess_laws_study::study::export::study_pgn;
use chess_laws_study::study::import::import_text;
use chess_laws_study::study::link::LinkProblem;
use chess_laws_study::study::shapes::{
    Brush, Figure, FigureFull, Mark, Shape, MOST_LINK_CHARS, MOST_SHAPES,
};
use chess_laws_study::study::{BoardRules, Study};

fn sq(name: &str) -> Square {
    Square::from_name(name).expect("a square")
}

/// Words a writer may type, with what a link or PGN must escape.
const WORDS: [&str; 12] = [
    "The king goes to h1",
    "A; semicolon & ampersand",
    "100% + plus = sign",
    "colon: here",
    "Kt. to K. B. 3d",
    "\u{e9}chec et mat \u{2014} \u{201c}quoted\u{201d}",
    "two  spaces\nand a line",
    "sic",
    "a } brace",
    "#hash ?question /slash",
    "~tilde@at",
    "(brackets) [square]",
];

/// A figure drawn by a writer on `study`: shapes at points of its line on
/// its boards or on all, comments, a caption.
fn random_figure(rng: &mut Seeded, study: &mut Study) {
    let squares: Vec<Square> = Square::all().collect();
    let points = study.tokens.len() + 1;
    for _ in 0..rng.below(30) {
        let at = rng.below(points);
        let board = match rng.below(3) {
            0 => study.boards.get(rng.below(study.boards.len())).cloned(),
            _ => None,
        };
        let brush = Brush::ALL[rng.below(4)];
        let from = squares[rng.below(64)];
        let shape = if rng.below(2) == 0 {
            Shape::square(from, brush)
        } else {
            Shape::arrow(from, squares[rng.below(64)], brush)
        };
        let _ = study.figure.toggle(at, board.as_ref(), shape);
    }
    for _ in 0..rng.below(5) {
        let at = rng.below(points);
        let _ = study.figure.set_comment(at, WORDS[rng.below(WORDS.len())]);
    }
    if rng.below(2) == 0 {
        let title = WORDS[rng.below(WORDS.len())];
        let sentence = if rng.below(2) == 0 {
            ""
        } else {
            WORDS[rng.below(WORDS.len())]
        };
        let _ = study.figure.set_caption(title, sentence);
    }
}

#[test]
fn a_random_figure_survives_the_link() {
    let (mut shaped, mut on_one_board) = (0, 0);
    for seed in 1..=300u64 {
        let mut rng = Seeded::new(seed);
        let mut study = random_study(&mut rng);
        random_figure(&mut rng, &mut study);
        let link = study.to_link();
        let read = Study::from_link(&link);
        assert!(
            read.problems.is_empty(),
            "seed {seed}: {:?}\n{link}",
            read.problems
        );
        assert_eq!(read.study, study, "seed {seed}:\n{link}");
        assert!(study.figure.link_length() <= MOST_LINK_CHARS);
        shaped += usize::from(study.figure.shape_count() > 0);
        on_one_board += usize::from(study.figure.groups.iter().any(|g| g.board.is_some()));
    }
    assert!(
        shaped > 200 && on_one_board > 100,
        "{shaped} {on_one_board}"
    );
}

#[test]
fn a_random_figure_survives_pgn() {
    for seed in 1..=300u64 {
        let mut rng = Seeded::new(seed ^ 0x5047_4e00);
        let mut study = random_study(&mut rng);
        random_figure(&mut rng, &mut study);
        let text = study_pgn(&study);
        let imported = import_text(&text);
        let game = &imported.games[0];
        assert_eq!(game.problem, None, "seed {seed}: {text}");
        assert!(
            game.figure.problems.is_empty(),
            "seed {seed}: {:?}",
            game.figure.problems
        );
        let back = game.verdicts().study(game);
        assert_eq!(back.figure, study.figure, "seed {seed}:\n{text}");
        assert_eq!(back, study, "seed {seed}:\n{text}");
    }
}

#[test]
fn the_link_is_compact_and_readable() {
    let mut study = Study::from_link("?codes=sarratt,italy&line=e4_e5").study;
    let sarratt = BoardRules::Code(Code::Sarratt);
    let figure = &mut study.figure;
    figure
        .toggle(2, None, Shape::arrow(sq("e1"), sq("g1"), Brush::Green))
        .expect("room");
    figure
        .toggle(2, None, Shape::square(sq("f7"), Brush::Red))
        .expect("room");
    figure
        .toggle(1, Some(&sarratt), Shape::square(sq("h1"), Brush::Blue))
        .expect("room");
    figure
        .set_comment(1, "The king's pawn; two squares")
        .expect("room");
    figure
        .set_caption("Two codes", "Sarratt & Italy")
        .expect("room");
    let link = study.to_link();
    assert!(
        link.ends_with(
            "&shapes=1@sarratt:Bh1;2:Rf7,Ge1g1\
             &comments=1:The+king%27s+pawn%3B+two+squares\
             &caption=Two+codes;Sarratt+%26+Italy"
        ),
        "{link}"
    );
    assert_eq!(Study::from_link(&link).study, study);
}

#[test]
fn garbage_in_the_figure_is_named_and_the_rest_of_the_study_kept() {
    let read = Study::from_link("?codes=sarratt&line=e4_e5&at=1&shapes=zz");
    assert_eq!(read.study.tokens, ["e4", "e5"]);
    assert_eq!(read.study.cursor, 1);
    assert!(read.study.figure.groups.is_empty());
    assert_eq!(read.problems.len(), 1, "{:?}", read.problems);
    assert!(matches!(
        read.problems[0],
        LinkProblem::UnreadableFigure { .. }
    ));
    assert!(read.messages()[0].contains("zz"), "{:?}", read.messages());

    let read = Study::from_link(
        "?codes=sarratt&line=e4&shapes=1:Ge1g1,Zz9,Rf7;x:Ga1;2@atlantis:Ga2&comments=1:ok;oops;2:%ZZ&caption=A%",
    );
    let figure = &read.study.figure;
    assert_eq!(figure.shape_count(), 2, "{figure:?}");
    assert_eq!(figure.comment(1), Some("ok"));
    assert_eq!(read.problems.len(), 6, "{:?}", read.messages());
    // Nothing the link holds makes the reader panic.
    for query in [
        "shapes=;;:,@",
        "shapes=1@:G",
        "comments=:::",
        "caption=;;;",
        "shapes=99999999999999999999:Ga1",
    ] {
        let _ = Study::from_link(query);
    }
}

#[test]
fn an_over_long_figure_says_so() {
    let codes: Vec<String> = (0..200)
        .map(|i| format!("G{}", Square::all().nth(i % 64).expect("a square")))
        .collect();
    let query = format!(
        "?codes=modern&shapes=0:{};1:{}",
        codes.join(","),
        codes.join(",")
    );
    let read = Study::from_link(&query);
    assert_eq!(read.study.figure.shape_count(), MOST_SHAPES);
    assert!(read
        .problems
        .iter()
        .any(|p| matches!(p, LinkProblem::FigureTooLong(FigureFull::Shapes))));

    let long = "word+".repeat(100);
    let read = Study::from_link(&format!("?codes=modern&comments=0:{long}"));
    assert!(read
        .problems
        .iter()
        .any(|p| matches!(p, LinkProblem::FigureTooLong(FigureFull::TextTooLong(_)))));

    // Editing past the link's limit is refused, the figure unchanged.
    let mut study = Study::from_link("?codes=modern").study;
    let sentence = "x".repeat(250);
    let mut refused = None;
    for at in 0..20 {
        if let Err(why) = study.figure.set_comment(at, &sentence) {
            refused = Some(why);
            break;
        }
    }
    assert_eq!(refused, Some(FigureFull::Link));
    assert!(study.figure.link_length() <= MOST_LINK_CHARS);
}

/// A study on a chess server exported with its drawings, as such exports
/// are laid out (written here by hand).
const SERVER_EXPORT: &str = r#"[Event "Castling study: Chapter 1"]
[Site "https://example.org/study/abcdEFGH"]
[Result "*"]
[Variant "Standard"]
[ECO "C34"]
[Opening "King's Gambit Accepted"]
[Annotator "https://example.org/@/writer"]
[UTCDate "2024.01.01"]
[UTCTime "12:00:00"]

{ [%csl Ge1] The king before it moves. }
1. e4 { [%csl Gd4,Ge5][%cal Ge2e4] } 1... e5 2. f4 { The gambit. [%cal Gf4e5,Rd8h4] } 2... exf4 { [%clk 0:03:00] [%csl Rf4] Taken. } 3. Nf3 { [%eval 0.17] } *
"#;

#[test]
fn drawings_as_the_servers_export_them_are_read() {
    let imported = import_text(SERVER_EXPORT);
    let game = &imported.games[0];
    assert_eq!(game.problem, None);
    assert!(
        game.figure.problems.is_empty(),
        "{:?}",
        game.figure.problems
    );
    let study = game.verdicts().study(game);
    let figure = &study.figure;
    let modern = BoardRules::Code(Code::Modern);
    let code = |at| -> Vec<String> {
        figure
            .shapes_on(at, &modern)
            .iter()
            .map(Shape::code)
            .collect()
    };
    assert_eq!(code(0), ["Ge1"]);
    assert_eq!(code(1), ["Gd4", "Ge5", "Ge2e4"]);
    assert_eq!(code(3), ["Gf4e5", "Rd8h4"]);
    assert_eq!(code(4), ["Rf4"]);
    assert!(code(5).is_empty());
    assert_eq!(figure.comment(0), Some("The king before it moves."));
    assert_eq!(figure.comment(3), Some("The gambit."));
    // The clock and the evaluation are the program's, not the writer's.
    assert_eq!(figure.comment(4), Some("Taken."));
    assert_eq!(figure.comment(5), None);
}

#[test]
fn drawings_as_chessbase_writes_them_are_read() {
    let text = "1.e4 {[%csl Rf7][%cal Ge1g1,Rh1f1] several commands, then words} e5 {words first [%cal Yd8h4]} *";
    let game = &import_text(text).games[0];
    let study = game.verdicts().study(game);
    let every = study.figure.group(1, None).expect("shapes at 1");
    let codes: Vec<String> = every.shapes.iter().map(Shape::code).collect();
    assert_eq!(codes, ["Rf7", "Ge1g1", "Rh1f1"]);
    assert_eq!(
        study.figure.comment(1),
        Some("several commands, then words")
    );
    assert_eq!(study.figure.comment(2), Some("words first"));
}

#[test]
fn a_malformed_drawing_is_named_and_the_rest_kept() {
    let text = "1.e4 {[%cal Ge2e9,Gd2d4] kept words} e5 {[%csl Rf7,Ge2e4]} 2.Nf3 {[%cal ]} Nc6 {[%cal Ga1a2} *";
    let game = &import_text(text).games[0];
    assert_eq!(game.problem, None, "the moves all read");
    assert_eq!(game.moves.len(), 4);
    let problems = &game.figure.problems;
    assert_eq!(problems.len(), 4, "{problems:?}");
    assert!(problems[0].contains("Ge2e9"), "{problems:?}");
    // An arrow in a command of marks is not taken for a mark.
    assert!(problems[1].contains("Ge2e4"), "{problems:?}");
    let study = game.verdicts().study(game);
    let codes: Vec<String> = study
        .figure
        .groups
        .iter()
        .flat_map(|g| g.shapes.iter().map(Shape::code))
        .collect();
    assert_eq!(codes, ["Gd2d4", "Rf7"]);
    assert_eq!(study.figure.comment(1), Some("kept words"));
}

#[test]
fn the_caption_goes_in_its_tags_and_shapes_on_one_board_in_our_commands() {
    let mut study = Study::for_scenario(scenarios::by_id("italian-castling").expect("a law"));
    study.figure.set_comment(10, "Now castle").expect("room");
    let text = study_pgn(&study);
    assert!(
        text.contains("[Caption \"One castling or four\"]"),
        "{text}"
    );
    assert!(text.contains("[CaptionSentence \"In Italy"), "{text}");
    assert!(text.contains("[%csl:italy Gg1,Gh1,Bf1,Be1]"), "{text}");
    assert!(text.contains("[%csl:sarratt Gg1,Bf1]"), "{text}");
    assert!(text.contains("Now castle"), "{text}");
    let game = &import_text(&text).games[0];
    assert_eq!(game.verdicts().study(game), study);
}

/// What stands on `square` on `board` at point `at` of a law's study.
fn man_at(study: &Study, board: Code, at: usize, square: &str) -> Option<(Role, bool)> {
    let comparison = study.compare();
    let index = study
        .boards
        .iter()
        .position(|b| *b == BoardRules::Code(board))?;
    let position = comparison.tracks[index].position_at(at)?;
    position
        .board()
        .piece_at(sq(square))
        .map(|p| (p.role, p.color == chess_laws_study::core::Color::White))
}

#[test]
fn the_headline_laws_carry_the_shapes_their_laws_call_for() {
    for id in [
        "italian-castling",
        "passar-battaglia",
        "stalemate-verdicts",
        "pawn-and-three-moves",
    ] {
        let scenario = scenarios::by_id(id).expect("a law");
        let query = figure_query(id).expect("a figure");
        let read = Study::from_link(&format!("s={id}&{query}"));
        assert!(read.problems.is_empty(), "{id}: {:?}", read.messages());
        let study = Study::for_scenario(scenario);
        assert!(
            study.figure.shape_count() > 0 && !study.figure.caption.is_empty(),
            "{id}"
        );
        // The law's own figure is not written into its link again.
        assert!(!study.to_link().contains("shapes="), "{id}");
        // Every shape is shown at a point of the line.
        assert!(
            study
                .figure
                .groups
                .iter()
                .all(|g| g.at <= study.tokens.len()),
            "{id}"
        );
    }
    // Castling: each way's squares; Italy's four, one elsewhere.
    let castling = Study::for_scenario(scenarios::by_id("italian-castling").expect("a law"));
    let italy = castling
        .figure
        .shapes_on(10, &BoardRules::Code(Code::Italy));
    assert_eq!(italy.len(), 4);
    assert_eq!(
        man_at(&castling, Code::Italy, 10, "e1"),
        Some((Role::King, true))
    );
    assert_eq!(
        man_at(&castling, Code::Italy, 10, "h1"),
        Some((Role::Rook, true))
    );
    // The pawn passes d6, empty, on its way to d5.
    let passar = Study::for_scenario(scenarios::by_id("passar-battaglia").expect("a law"));
    assert_eq!(man_at(&passar, Code::Sarratt, 4, "d6"), None);
    assert_eq!(
        man_at(&passar, Code::Sarratt, 4, "d5"),
        Some((Role::Pawn, false))
    );
    assert!(passar
        .figure
        .shapes_on(5, &BoardRules::Code(Code::Italy))
        .iter()
        .any(|s| s.mark == Mark::Square(sq("d6"))));
    // The stalemated king and its squares.
    let stalemate = Study::for_scenario(scenarios::by_id("stalemate-verdicts").expect("a law"));
    assert_eq!(
        man_at(&stalemate, Code::Sarratt, 1, "a8"),
        Some((Role::King, false))
    );
    // The trap's mating square holds the bishop that mates.
    let trap = Study::for_scenario(scenarios::by_id("pawn-and-three-moves").expect("a law"));
    assert_eq!(
        man_at(&trap, Code::Sarratt, 7, "g6"),
        Some((Role::Bishop, true))
    );
    assert!(trap
        .figure
        .shapes_on(7, &BoardRules::Code(Code::Sarratt))
        .iter()
        .any(|s| s.mark == Mark::Square(sq("g6"))));
}

#[test]
fn an_empty_figure_leaves_the_link_as_it_was() {
    let study = Study::from_link("?codes=sarratt&line=e4").study;
    assert_eq!(study.figure, Figure::default());
    assert!(!study.to_link().contains("shapes"));
    // A law's shapes all removed: the link says so with an empty value.
    let mut castling = Study::for_scenario(scenarios::by_id("italian-castling").expect("a law"));
    castling.figure.groups.clear();
    let link = castling.to_link();
    assert!(
        link.contains("&shapes=&") || link.ends_with("&shapes="),
        "{link}"
    );
    assert_eq!(Study::from_link(&link).study, castling);
}

#[test]
fn the_diagram_draws_the_arrows_marks_and_caption() {
    use chess_laws_study::study::diagram::{comparison_svg, study_board_svg};
    use chess_laws_study::study::print::key_positions;
    let study = Study::for_scenario(scenarios::by_id("italian-castling").expect("a law"));
    let comparison = study.compare();
    let svg = comparison_svg(&study, &comparison, true, true);
    // Sarratt's and Modern's one castling, Italy's four: the king's
    // squares and the rook's.
    for (square, count) in [("g1", 3), ("f1", 3), ("h1", 1), ("e1", 1)] {
        let drawn = svg.matches(&format!("data-mark=\"{square}\"")).count();
        assert_eq!(drawn, count, "{square}");
    }
    assert!(svg.contains(">One castling or four</text>"), "{svg}");
    assert!(svg.contains("(Sarratt 16).</text>"));
    // One board: its own shapes only.
    let italy = study_board_svg(&study, &comparison, 1, false, true).expect("a board");
    assert_eq!(italy.matches("data-mark=").count(), 4);
    assert!(!italy.contains("data-arrow="));
    assert!(italy.contains(">One castling or four</text>"));
    // A bare diagram keeps the shapes and leaves out every word.
    let bare = study_board_svg(&study, &comparison, 0, false, false).expect("a board");
    assert!(bare.contains("data-mark=\"g1\"") && !bare.contains("<text"));
    // The printed page's key positions carry them too.
    let keys = key_positions(&study, &comparison);
    assert!(keys.iter().any(|k| !k.shapes.is_empty()));
}

#[test]
fn modern_pgn_keeps_the_figure_up_to_where_the_modern_rules_stop() {
    use chess_laws_study::study::export::modern_pgn;
    use chess_laws_study::study::StartSpec;
    let start = StartSpec::Fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1".to_string());
    let mut study = Study::free(start, vec![BoardRules::Code(Code::LawsOfTheGame)]);
    study.set_line(["Ra2", "Kf8", "notice", "Ra8+"].map(String::from).to_vec());
    study
        .figure
        .toggle(1, None, Shape::arrow(sq("a1"), sq("a2"), Brush::Green))
        .expect("room");
    study.figure.set_comment(2, "Black waits").expect("room");
    study
        .figure
        .set_comment(4, "The king is checked")
        .expect("room");
    study
        .figure
        .set_caption("Fig. 1", "The rook's check")
        .expect("room");
    let text = modern_pgn(&study).replace('\n', " ");
    assert!(
        text.contains("1.Ra2 {[%cal Ga1a2]} 1...Kf8 {Black waits}"),
        "{text}"
    );
    assert!(text.contains("[Caption \"Fig. 1\"]"), "{text}");
    // The modern rules know no notice: the line stops there, and so do
    // the figure's points.
    assert!(!text.contains("The king is checked"), "{text}");
}
