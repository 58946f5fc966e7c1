//! Notation: SAN in and out, UCI, and the English descriptive notation of
//! the sources.

use chess_laws_core::{
    Code, Color, Game, NotationError, Odds, Position, RefusalKind, RuleSet, Square, Standing,
};

/// The descriptive notation of each move of a SAN line.
fn descriptive_line(start: Position, line: &str) -> Vec<String> {
    let mut game = Game::new(start);
    let mut out = Vec::new();
    for san in line.split_whitespace() {
        let pos = game.position().clone();
        let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
        out.push(pos.descriptive(&m));
        game.play(&m).unwrap();
    }
    out
}

#[test]
fn descriptive_as_the_sources_write_it() {
    let start = Position::start(RuleSet::modern());
    assert_eq!(
        descriptive_line(start.clone(), "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 d4 exd4"),
        ["P-K4", "P-K4", "N-KB3", "N-QB3", "B-B4", "B-B4", "O-O", "P-Q3", "P-Q4", "PxP"]
    );
    assert_eq!(
        descriptive_line(start.clone(), "e4 d5 exd5 Qxd5 Nc3"),
        ["P-K4", "P-Q4", "PxP", "QxP", "N-QB3"]
    );
    // Fool's mate: Black's queen to his king's rook's fifth.
    assert_eq!(
        descriptive_line(start, "f3 e5 g4 Qh4#"),
        ["P-KB3", "P-K4", "P-KN4", "Q-R5 mate"]
    );
}

#[test]
fn descriptive_of_the_pawn_and_three_moves() {
    let odds = Odds {
        giver: Color::Black,
        removed: vec![Square::F7],
        receiver_moves: 3,
    };
    let start = Position::from_odds(&odds, RuleSet::modern()).unwrap();
    assert_eq!(
        descriptive_line(start, "e3 Bd3 Qh5+ g6 Qxg6+ hxg6 Bxg6#"),
        // g6 is Black's only move, so "P-N3" is enough; the queen could take
        // two pawns, so the one taken is named.
        [
            "P-K3",
            "B-Q3",
            "Q-R5ch",
            "P-N3",
            "QxP(N6)ch",
            "PxQ",
            "BxP mate"
        ]
    );
}

#[test]
fn descriptive_tells_men_apart_when_needed() {
    // Two white rooks can reach d1.
    let pos = Position::from_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", RuleSet::modern()).unwrap();
    let m = pos.parse_san("Rad1").unwrap();
    assert_eq!(pos.descriptive(&m), "R(QR1)-Q1");
    // Two pawns can take a pawn: each names the square taken.
    let pos = Position::from_fen("4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1", RuleSet::modern()).unwrap();
    assert_eq!(pos.descriptive(&pos.parse_san("exd5").unwrap()), "PxP(Q5)");
    assert_eq!(pos.descriptive(&pos.parse_san("exf5").unwrap()), "PxP(B5)");
    // En passant and promotion.
    let pos = Position::from_fen("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1", RuleSet::modern()).unwrap();
    assert_eq!(pos.descriptive(&pos.parse_san("exd6").unwrap()), "PxP e.p.");
    assert_eq!(
        pos.descriptive(&pos.parse_san("b8=Q+").unwrap()),
        "P-N8=Qch"
    );
}

#[test]
fn descriptive_of_italian_castling() {
    let pos = Position::from_fen("r3k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
    let texts: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| pos.descriptive(m))
        .collect();
    assert_eq!(
        texts,
        [
            "O-O",
            "O-O(K-N1,R-K1)ch",
            "O-O(K-R1,R-B1)",
            "O-O(K-R1,R-K1)ch"
        ]
    );
}

#[test]
fn san_is_read_tolerantly() {
    let pos =
        Position::from_fen("r3k2r/1P6/8/8/8/8/8/RN2K2R w KQkq - 0 1", RuleSet::modern()).unwrap();
    let short = pos.parse_san("O-O").unwrap();
    assert_eq!(pos.parse_san("0-0"), Ok(short));
    assert_eq!(pos.parse_san("O-O+"), Ok(short));
    assert_eq!(pos.parse_san("Nc3!?"), pos.parse_san("Nc3"));
    assert_eq!(pos.parse_san("Nb1c3"), pos.parse_san("Nc3"));
    assert_eq!(pos.parse_san("b7xa8=Q"), pos.parse_san("bxa8=Q"));
    let start = Position::start(RuleSet::modern());
    assert_eq!(start.parse_san("e2e4"), start.parse_uci("e2e4"));
    let promo = pos.parse_san("bxa8=Q").unwrap();
    assert_eq!(pos.parse_san("bxa8Q"), Ok(promo));
    assert_eq!(pos.parse_san("bxa8=Q+"), Ok(promo));
    assert_eq!(pos.parse_san("ba8=Q"), Ok(promo));
}

#[test]
fn san_errors_say_what_is_wrong() {
    let pos = Position::start(RuleSet::modern());
    assert!(matches!(
        pos.parse_san("Nf6"),
        Err(NotationError::Refused(_))
    ));
    let r = pos.parse_san("e5").unwrap_err();
    assert_eq!(r.refusal().unwrap().kind, RefusalKind::FalseMove);
    assert!(matches!(
        pos.parse_san("hello"),
        Err(NotationError::Syntax { .. })
    ));
    let r = pos.parse_san("Ke2").unwrap_err();
    assert_eq!(r.refusal().unwrap().kind, RefusalKind::OwnMan);
    // Two knights can reach d2.
    let pos = Position::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", RuleSet::modern()).unwrap();
    assert!(matches!(
        pos.parse_san("Nd2"),
        Err(NotationError::Ambiguous { .. })
    ));
    assert_eq!(pos.san(&pos.parse_san("Nbd2").unwrap()), "Nbd2");
    assert_eq!(pos.san(&pos.parse_san("Nfd2").unwrap()), "Nfd2");
}

#[test]
fn uci_in_and_out() {
    let pos = Position::start(RuleSet::modern());
    let m = pos.parse_uci("g1f3").unwrap();
    assert_eq!(m.to_string(), "g1f3");
    assert!(matches!(
        pos.parse_uci("e2e9"),
        Err(NotationError::Syntax { .. })
    ));
    assert!(matches!(
        pos.parse_uci("e7e8k"),
        Err(NotationError::Syntax { .. })
    ));
    assert_eq!(
        pos.parse_uci("e7e5").unwrap_err().refusal().unwrap().kind,
        RefusalKind::NotYourTurn
    );
    assert_eq!(
        pos.parse_uci("e3e4").unwrap_err().refusal().unwrap().kind,
        RefusalKind::EmptySquare
    );
    let promo = Position::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", RuleSet::modern()).unwrap();
    assert_eq!(
        promo.parse_uci("a7a8n").unwrap().promotion(),
        Some(chess_laws_core::Role::Knight)
    );
    let r = promo.parse_uci("a7a8").unwrap_err();
    assert_eq!(r.refusal().unwrap().kind, RefusalKind::PromotionRequired);
}

#[test]
fn the_san_line_of_a_game() {
    let mut game = Game::start(RuleSet::modern());
    game.play_line("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *").unwrap();
    assert_eq!(game.san_line(), "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6");
    game.undo();
    assert_eq!(game.san_line(), "1.e4 e5 2.Nf3 Nc6 3.Bb5");
    assert_eq!(game.moves().len(), 5);
}

#[test]
fn no_input_panics() {
    let pos = Position::start(Code::Italy.rules());
    for junk in [
        "",
        " ",
        "O-O(",
        "O-O(K",
        "O-O(Kz9,R)",
        "O-O-O-O",
        "0-0-0(Ka1,Rd1",
        "Qxx",
        "é4",
        "e4=",
        "=Q",
        "x",
        "Kxx1",
        "a",
        "a9",
        "P",
        "(Q)",
        "e8(Q",
        "Nbb",
        "11",
        "e.p.",
        "++",
    ] {
        let _ = pos.parse_san(junk);
        let _ = pos.parse_uci(junk);
        let _ = Position::from_fen(junk, RuleSet::modern());
        let _ = Game::start(RuleSet::modern()).play_line(junk);
    }
}

/// The square a false move's words name as the man moved: "A rook moves
/// along ranks and files: a3 to b4 is a false move" or "A rook cannot leap
/// over the men between h1 and h4".
fn named_mover(message: &str) -> Option<Square> {
    let words: Vec<&str> = message
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(3)
        .find(|w| (w[1] == "to" || w[1] == "and") && Square::from_name(w[0]).is_some())
        .and_then(|w| Square::from_name(w[0]))
}

#[test]
fn a_false_move_in_san_names_the_man_nearest_its_square() {
    // The case that was seen: both rooks could be meant by `Rb4`, and
    // the one on a3 (a bishop's step away) is the one a reader moved.
    let mut game = Game::start(Code::LawsOfTheGame.rules());
    let err = game.play_line("1.a4 e5 2.Ra3 d5 3.Rb4").unwrap_err();
    let refusal = err.refusal().expect("a refusal");
    assert_eq!(refusal.kind, RefusalKind::FalseMove);
    assert!(refusal.message.contains("a3 to b4"), "{}", refusal.message);
    // Over many positions: whenever every man a piece letter could mean
    // makes a false move, the man named is one of the nearest to the
    // square (no man of that kind stands nearer).
    let mut rng = super::common::Rng::new(17);
    let mut checked = 0;
    for _ in 0..150 {
        let mut pos = Position::start(RuleSet::modern());
        for _ in 0..rng.below(60) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos = pos.play(&m).expect("a legal move");
        }
        for role in ['N', 'B', 'R', 'Q'] {
            let men: Vec<Square> = Square::all()
                .filter(|&sq| {
                    pos.piece_at(sq)
                        .is_some_and(|p| p.color == pos.turn() && p.role.upper_char() == role)
                })
                .collect();
            for to in Square::all() {
                let Err(NotationError::Refused(r)) = pos.parse_san(&format!("{role}{to}")) else {
                    continue;
                };
                // A man "moved" to its own square is another slip.
                if r.kind != RefusalKind::FalseMove || men.is_empty() || men.contains(&to) {
                    continue;
                }
                let distance = |sq: Square| {
                    sq.file()
                        .abs_diff(to.file())
                        .max(sq.rank().abs_diff(to.rank()))
                };
                let nearest = men.iter().map(|&sq| distance(sq)).min();
                let named = named_mover(&r.message);
                assert!(
                    named.is_some_and(|sq| men.contains(&sq) && Some(distance(sq)) == nearest),
                    "{}: {role}{to}: {}",
                    pos.fen(),
                    r.message
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn a_borrowed_law_is_never_cited_as_the_codes_own() {
    // Castling out of check under the Laws of the Game, whose law 8 lets a
    // king that "has been in check" castle: read as an earlier check, so
    // Sarratt's bar applies, and the words say so.
    let pos = chess_laws_core::Position::from_fen(
        "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
        Code::LawsOfTheGame.rules(),
    )
    .expect("a legal position");
    let r = pos.parse_san("O-O").unwrap_err();
    let words = r.refusal().expect("a refusal").to_string();
    assert!(
        words.ends_with(
            "(Laws of the Game, law 8 lets a king that has \u{201c}been in check\u{201d} castle, \
             read here as a check earlier in the game, so the bar on castling while in check is \
             taken from Sarratt (1808), law 16; another reading lets him castle out of check)"
        ),
        "{words}"
    );
    // Over many positions and every code: a refusal whose law is not of
    // the code's own book first names the code's book (silent on the point,
    // or not cited on it for a reason given); one whose law is its own
    // cites it plainly.
    let mut rng = super::common::Rng::new(29);
    let mut borrowed = 0;
    for round in 0..120 {
        let code = Code::ALL[round % Code::ALL.len()];
        let mut pos = Position::start(code.rules());
        for _ in 0..rng.below(50) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos = pos.play(&m).expect("a legal move");
        }
        let book = pos.rules().law_book.book();
        let mut refusals: Vec<chess_laws_core::Refusal> = Vec::new();
        for from in Square::all() {
            for to in Square::all() {
                refusals.extend(pos.refusal(from, to));
            }
        }
        for san in [
            "O-O",
            "O-O-O",
            "O-O(Kh1,Rf1)",
            "O-O(Kg1,Re1)",
            "O-O-O(Kb1,Rc1)",
        ] {
            if let Err(NotationError::Refused(r)) = pos.parse_san(san) {
                refusals.push(r);
            }
        }
        for r in refusals {
            let Some(law) = r.law else { continue };
            let words = r.to_string();
            if law.book == book {
                assert_eq!(r.standing, Standing::Own, "{code}: {words}");
                assert!(words.ends_with(&format!("({law})")), "{code}: {words}");
            } else {
                assert_eq!(
                    r.standing,
                    Standing::Silent { book, usual: true },
                    "{code}: {words}"
                );
                let citation = r.citation().expect("a law");
                assert!(
                    citation.starts_with(&book.to_string()) && citation.contains(&law.to_string()),
                    "{code}: {words}"
                );
                borrowed += 1;
            }
        }
    }
    assert!(borrowed > 100, "{borrowed}");
}

#[test]
fn a_check_left_unmet_cites_the_law_that_puts_the_move_back() {
    // The rook on a2 could cover on e2; a2-a5 leaves the king in check.
    let fen = "4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1";
    for (code, law) in [
        (Code::Sarratt, chess_laws_core::Law::sarratt(19)),
        (Code::CodeOf24, chess_laws_core::Law::code_of_24(20)),
    ] {
        let pos = chess_laws_core::Position::from_fen(fen, code.rules()).expect("a legal position");
        let refusal = pos.refusal(Square::A2, Square::A5).expect("refused");
        assert_eq!(refusal.law, Some(law), "{code}: {refusal}");
        assert!(
            refusal.message.contains("does not meet the check"),
            "{refusal}"
        );
    }
}
