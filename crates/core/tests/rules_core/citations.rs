//! What a refusal or a verdict cites when the switches and the book the
//! reasons cite ("Reasons cite") are chosen apart: a book's law is never
//! given as ruling a rule it does not state, nor a book called silent on a
//! question it answers another way; a preset's words stay as its own book
//! gives them.

use chess_laws_core::{
    Castling, Code, Color, EnPassant, FiftyMoves, Game, LawBook, NotationError, Odds, Position,
    Promotion, Role, RuleSet, Square, Stalemate,
};

/// `rules` with the reasons citing `book`.
fn citing(book: LawBook, rules: RuleSet) -> RuleSet {
    RuleSet {
        law_book: book,
        ..rules
    }
}

fn position(fen: &str, rules: RuleSet) -> Position {
    Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The castling written `san`, refused, in words.
fn castling_refused(rules: RuleSet, fen: &str, san: &str) -> String {
    match position(fen, rules).parse_san(san) {
        Err(NotationError::Refused(r)) => r.to_string(),
        other => panic!("{san}: {other:?}"),
    }
}

/// The move refused, in words.
fn refused(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> String {
    pos.refusal_with_promotion(from, to, promotion)
        .unwrap_or_else(|| panic!("{from}{to} is legal"))
        .to_string()
}

const CASTLINGS: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const STALEMATE: &str = "k7/2K5/1Q6/8/8/8/8/8 b - - 1 1";
const EN_PASSANT: &str = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
/// White has lost his queen; his pawn stands on e7.
const QUEEN_LOST: &str = "8/4P3/2k5/8/8/8/8/RNB1KBNR w - - 0 1";
/// White has lost nothing; his pawn stands on e7.
const NOTHING_LOST: &str = "8/4P3/2k5/8/8/8/8/RNBQKBNR w - - 0 1";
/// Rook and bishop against rook.
const ROOK_AND_BISHOP: &str = "4k3/4r3/8/8/8/8/8/R3KB2 w - - 0 1";
const USUAL_QUOTE: &str = "Only the usual castling is allowed here (king to the knight's square \
                           and rook to the bishop's square): \"This is the only method of \
                           castling which is allowed in Great Britain, France, and Holland\"";

#[test]
fn the_fide_laws_do_not_rule_ponzianis_castling() {
    let rules = RuleSet {
        castling: Castling::Ponziani,
        ..RuleSet::modern()
    };
    assert_eq!(
        castling_refused(rules, CASTLINGS, "O-O(Kf1,Rg1)"),
        "Not one of the ways of castling here: with the king on f1 the rook goes to e1 (FIDE \
         Laws of Chess (2023) rules otherwise (art. 3.8.2); the rule set here is that of \
         Ponziani (1782), law IV)"
    );
    assert_eq!(
        castling_refused(rules, "6k1/8/8/5n2/8/8/8/R3K2R w KQ - 0 1", "O-O(Kg1,Rf1)"),
        "After this castling the king or the rook would at once attack the enemy man on f5, \
         which Ponziani's law V forbids (FIDE Laws of Chess (2023) rules otherwise (art. \
         3.8.2); the rule set here is that of Ponziani (1782), law V)"
    );
}

#[test]
fn sarratts_words_stand_under_his_own_law_not_ponzianis() {
    let rules = citing(LawBook::Ponziani, RuleSet::modern());
    assert_eq!(
        castling_refused(rules, CASTLINGS, "O-O(Kh1,Rf1)"),
        format!(
            "{USUAL_QUOTE} (Ponziani (1782) rules otherwise (law IV); the rule set here is that \
             of Sarratt (1808), law 16)"
        )
    );
}

#[test]
fn the_code_of_24_is_not_silent_on_stalemate() {
    let rules = RuleSet {
        stalemate: Stalemate::StalematerWins,
        ..Code::CodeOf24.rules()
    };
    assert_eq!(
        position(STALEMATE, rules).outcome().describe(),
        "Stalemate: White wins (Code of 24 laws rules otherwise (law 24); the rule set here is \
         that of Sarratt (1808), law 24, note on Turkey)"
    );
}

#[test]
fn the_other_books_that_draw_a_stalemate_rule_otherwise_too() {
    let verdict = |book: LawBook, stalemate: Stalemate| {
        let rules = citing(
            book,
            RuleSet {
                stalemate,
                ..RuleSet::sarratt()
            },
        );
        position(STALEMATE, rules).outcome().describe()
    };
    assert_eq!(
        verdict(LawBook::LawsOfTheGame, Stalemate::StalematerLoses),
        "Stalemate: Black wins (Laws of the Game rules otherwise (law 17); the rule set here is \
         that of Sarratt (1808), law 24, note on Parsloe's)"
    );
    assert_eq!(
        verdict(LawBook::UmpireCode, Stalemate::StalematerWins),
        "Stalemate: White wins (Umpire code rules otherwise (section Stale-Mate); the rule set \
         here is that of Sarratt (1808), law 24, note on Turkey)"
    );
    assert_eq!(
        verdict(LawBook::Modern, Stalemate::StalematerWins),
        "Stalemate: White wins (FIDE Laws of Chess (2023) rules otherwise (art. 5.2.1); the \
         rule set here is that of Sarratt (1808), law 24, note on Turkey)"
    );
    // Ponziani is silent on stalemate, but the rule set here is not the
    // usual one.
    assert_eq!(
        verdict(LawBook::Ponziani, Stalemate::StalematerWins),
        "Stalemate: White wins (Ponziani (1782) is silent on stalemate; the rule set here is \
         that of Sarratt (1808), law 24, note on Turkey)"
    );
    assert_eq!(
        verdict(LawBook::Ponziani, Stalemate::Draw),
        "Stalemate: drawn game (Ponziani (1782) is silent on stalemate; the usual rule applies, \
         as given in Sarratt (1808), law 24)"
    );
}

#[test]
fn passar_battaglia_under_a_book_that_takes_en_passant() {
    let refusal = |book: LawBook| {
        let rules = citing(
            book,
            RuleSet {
                en_passant: EnPassant::Forbidden,
                ..RuleSet::sarratt()
            },
        );
        refused(&position(EN_PASSANT, rules), Square::E5, Square::D6, None)
    };
    let message = "No en passant in Italy: the pawn passes the battle";
    assert_eq!(
        refusal(LawBook::CodeOf24),
        format!(
            "{message} (Code of 24 laws rules otherwise (law 15); the rule set here is that of \
             Sarratt (1808), law 15, N.B.)"
        )
    );
    assert_eq!(
        refusal(LawBook::Modern),
        format!(
            "{message} (FIDE Laws of Chess (2023) rules otherwise (art. 3.7); the rule set here \
             is that of Sarratt (1808), law 15, N.B.)"
        )
    );
    assert_eq!(
        refusal(LawBook::LawsOfTheGame),
        format!(
            "{message} (Laws of the Game is silent on en passant; the rule set here is that of \
             Sarratt (1808), law 15, N.B.)"
        )
    );
    assert_eq!(
        refusal(LawBook::Sarratt),
        format!("{message} (Sarratt (1808), law 15, N.B.)")
    );
}

#[test]
fn free_castling_under_books_of_other_castlings() {
    let rules = |book: LawBook, castling: Castling| {
        citing(
            book,
            RuleSet {
                castling,
                ..RuleSet::sarratt()
            },
        )
    };
    let queen_side = "In Italian castling on the queen's side the king goes to the knight's \
                      square (b1) or the rook's square (a1), the mirror of the king's side (an \
                      interpretation)";
    assert_eq!(
        castling_refused(
            rules(LawBook::Modern, Castling::ItalianFree),
            CASTLINGS,
            "O-O-O"
        ),
        format!(
            "{queen_side} (FIDE Laws of Chess (2023) rules otherwise (art. 3.8.2); the rule set \
             here is that of Sarratt (1808), law 16)"
        )
    );
    // The Code of 24 names no ways of castling: silent, but not on the
    // usual rule.
    assert_eq!(
        castling_refused(
            rules(LawBook::CodeOf24, Castling::ItalianFree),
            CASTLINGS,
            "O-O-O"
        ),
        format!(
            "{queen_side} (Code of 24 laws is silent on the ways of castling; the rule set here \
             is that of Sarratt (1808), law 16)"
        )
    );
    // Sarratt's law 16 has no castling of Ponziani's, so it is not borrowed
    // for one.
    assert_eq!(
        castling_refused(
            rules(LawBook::LawsOfTheGame, Castling::Ponziani),
            CASTLINGS,
            "O-O(Kf1,Rg1)"
        ),
        "Not one of the ways of castling here: with the king on f1 the rook goes to e1 (Laws \
         of the Game is silent on the ways of castling; the rule set here is that of Ponziani \
         (1782), law IV)"
    );
    assert_eq!(
        castling_refused(
            rules(LawBook::Sarratt, Castling::Ponziani),
            CASTLINGS,
            "O-O(Kf1,Rg1)"
        ),
        "Not one of the ways of castling here: with the king on f1 the rook goes to e1 \
         (Sarratt (1808) rules otherwise (law 16); the rule set here is that of Ponziani \
         (1782), law IV)"
    );
    // The usual castling under a book silent on its ways: as the presets
    // say it.
    assert_eq!(
        castling_refused(
            rules(LawBook::CodeOf24, Castling::Standard),
            CASTLINGS,
            "O-O(Kh1,Rf1)"
        ),
        format!(
            "{USUAL_QUOTE} (Code of 24 laws is silent on the ways of castling; the usual rule \
             applies, as given in Sarratt (1808), law 16)"
        )
    );
}

#[test]
fn promotion_under_books_of_another_promotion() {
    let rules = |book: LawBook, promotion: Promotion| {
        citing(
            book,
            RuleSet {
                promotion,
                ..RuleSet::sarratt()
            },
        )
    };
    let not_lost = |book: LawBook, promotion: Promotion| {
        refused(
            &position(QUEEN_LOST, rules(book, promotion)),
            Square::E7,
            Square::E8,
            Some(Role::Rook),
        )
    };
    let message = "White has not lost a rook: the pawn may become only a lost piece (queen)";
    assert_eq!(
        not_lost(LawBook::CodeOf24, Promotion::OnlyLostPieces),
        format!(
            "{message} (Code of 24 laws rules otherwise (law 21); the rule set here is that of \
             Sarratt (1808), law 22, N.B.)"
        )
    );
    assert_eq!(
        not_lost(LawBook::Ponziani, Promotion::OnlyLostPieces),
        format!(
            "{message} (Ponziani (1782) rules otherwise (law III); the rule set here is that of \
             Sarratt (1808), law 22, N.B.)"
        )
    );
    assert_eq!(
        not_lost(LawBook::Modern, Promotion::MissingPiece),
        format!(
            "{message} (FIDE Laws of Chess (2023) rules otherwise (art. 3.7.3.4); the rule set \
             here is that of Ponziani (1782), law III)"
        )
    );
    // Ponziani's naming, which is no move, is not Sarratt's.
    let waiting = position(
        "4P3/8/2k5/8/8/8/8/RNB1KBNR w - - 0 1",
        rules(LawBook::Sarratt, Promotion::MissingPiece),
    );
    assert_eq!(
        refused(&waiting, Square::A1, Square::A2, None),
        "The pawn waiting on e8 must first be named a missing piece; naming is not a move, and \
         you then make your move (Sarratt (1808) rules otherwise (law 22); the rule set here is \
         that of Ponziani (1782), law III)"
    );
    // Ponziani's pawn may wait unnamed; where any piece may be had, it may
    // not.
    let any = position(NOTHING_LOST, rules(LawBook::Ponziani, Promotion::AnyPiece));
    assert_eq!(
        refused(&any, Square::E7, Square::E8, None),
        "A pawn reaching the last rank becomes a piece: name it (Ponziani (1782) rules \
         otherwise (law III); the rule set here is that of Sarratt (1808), law 22)"
    );
}

#[test]
fn the_counts_of_moves_under_books_of_other_counts() {
    let rules = |book: LawBook, fifty_moves: FiftyMoves| {
        citing(
            book,
            RuleSet {
                fifty_moves,
                ..RuleSet::sarratt()
            },
        )
    };
    // The umpire's demand is not the notice of the Laws of the Game.
    let mut pos = position(
        ROOK_AND_BISHOP,
        rules(
            LawBook::UmpireCode,
            FiftyMoves::NamedEndings { on_notice: true },
        ),
    );
    assert!(pos.give_notice().is_ok());
    assert_eq!(
        pos.give_notice().map_err(|r| r.to_string()),
        Err(
            "Notice has already been given: the moves are being counted (Umpire code rules \
             otherwise (section Counting Fifty Moves); the rule set here is that of Laws of the \
             Game, law 19)"
                .to_string()
        )
    );
    // Law 19 gives a notice: it is no law for rules that never count.
    let mut pos = position(
        ROOK_AND_BISHOP,
        rules(LawBook::LawsOfTheGame, FiftyMoves::None),
    );
    assert_eq!(
        pos.give_notice().map_err(|r| r.to_string()),
        Err(
            "Under these rules no notice is given: the moves are never counted (Laws of the Game \
             rules otherwise (law 19); the rule set here is that of Sarratt (1808), law 23)"
                .to_string()
        )
    );
    // Nor is FIDE's claim.
    let mut pos = position(
        "4k3/8/8/8/8/8/8/R3K3 w - - 100 80",
        rules(LawBook::Modern, FiftyMoves::None),
    );
    assert_eq!(
        pos.claim_draw().map_err(|r| r.to_string()),
        Err(
            "Under these rules no draw is claimed: the moves are counted as the code says (FIDE \
             Laws of Chess (2023) rules otherwise (art. 9.3); the rule set here is that of \
             Sarratt (1808), law 23)"
                .to_string()
        )
    );
    let ran_out = |book: LawBook| {
        let rules = rules(book, FiftyMoves::NamedEndings { on_notice: false });
        position("4k3/4r3/8/8/8/8/8/R3KB2 w - - 100 80", rules)
            .outcome()
            .describe()
    };
    assert_eq!(
        ran_out(LawBook::LawsOfTheGame),
        "Fifty moves: drawn game (Laws of the Game rules otherwise (law 19); the rule set here \
         is that of Sarratt (1808), law 23)"
    );
    assert_eq!(
        ran_out(LawBook::Ponziani),
        "Fifty moves: drawn game (Ponziani (1782) rules otherwise (summary, laws 17-18); the \
         rule set here is that of Sarratt (1808), law 23)"
    );
    assert_eq!(
        ran_out(LawBook::Sarratt),
        "Fifty moves: drawn game (Sarratt (1808), law 23)"
    );
    // Today's claims under Sarratt's book.
    let modern = rules(LawBook::Sarratt, FiftyMoves::Modern);
    let mut pos = position("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", modern);
    assert!(pos.claim_draw().is_ok());
    assert_eq!(
        pos.outcome().describe(),
        "Drawn by claim: fifty moves without capture or pawn move (Sarratt (1808) rules \
         otherwise (law 23); the rule set here is that of FIDE Laws of Chess (2023), art. 9.3)"
    );
    let mut game = Game::start(modern);
    game.play_line("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
        .expect("a legal line");
    assert!(game.claim_draw().is_ok());
    assert_eq!(
        game.outcome().describe(),
        "Drawn by claim: the same position for the third time (Sarratt (1808) is silent on a \
         position repeated; the usual rule applies, as given in FIDE Laws of Chess (2023), art. \
         9.2)",
        "Sarratt speaks of no position repeated: he does not rule otherwise on it"
    );
}

#[test]
fn a_rule_its_book_lacks_is_borrowed_from_the_book_that_has_it() {
    let rules = RuleSet {
        insufficient_material: true,
        odds_confined: true,
        ..RuleSet::sarratt()
    };
    assert_eq!(
        position("4k3/8/8/8/8/8/8/4K3 w - - 0 1", rules)
            .outcome()
            .describe(),
        "Insufficient material: drawn game (Sarratt (1808) is silent on a want of mating \
         material; the usual rule applies, as given in Primer (c. 1900), [stalemate and \
         material])"
    );
    let odds = Odds {
        giver: Color::Black,
        removed: vec![Square::F7],
        receiver_moves: 3,
    };
    let mut pos = Position::from_odds(&odds, rules).expect("pawn odds");
    for uci in ["e2e3", "f1d3"] {
        let m = pos.parse_uci(uci).expect("a move");
        pos = pos.play(&m).expect("a legal move");
    }
    assert_eq!(
        refused(&pos, Square::D1, Square::H5, None),
        "The free moves given with the odds must stay in the receiver's own territory (ranks 1 \
         to 4) (Sarratt (1808) is silent on where the free moves of the odds may go; the rule \
         set here is that of Laws of the Game, law 15)"
    );
}

#[test]
fn what_a_rule_set_changes_cites_the_law_that_states_it() {
    let rules = RuleSet {
        castling: Castling::ItalianFree,
        ..RuleSet::modern()
    };
    assert_eq!(
        rules.changes_from_modern(),
        [
            "Free castling: king to g1 or h1, rook to f1 or e1, four ways on each side (the \
          queen's side mirrored, an interpretation) (Sarratt (1808), law 16)"
        ]
    );
}

/// Every refusal and verdict of the scenes below, in words.
fn words_of_every_scene(rules: RuleSet) -> Vec<String> {
    let mut words = Vec::new();
    let mut refusals = Vec::new();
    let mut push = |refusal: Option<chess_laws_core::Refusal>| refusals.extend(refusal);
    for fen in [
        CASTLINGS,
        "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "6k1/8/8/8/8/8/8/R3KB1R w KQ - 0 1",
        "6k1/8/8/8/8/8/8/R3K2R w - - 0 1",
        "6k1/8/8/5n2/8/8/8/R3K2R w KQ - 0 1",
    ] {
        let pos = position(fen, rules);
        for to in [Square::G1, Square::H1, Square::C1, Square::B1, Square::A1] {
            push(pos.refusal(Square::E1, to));
        }
        for san in [
            "O-O",
            "O-O-O",
            "O-O(Kh1,Rf1)",
            "O-O(Kg1,Re1)",
            "O-O(Kf1,Rg1)",
            "O-O(Kg1,Rf1)",
            "O-O-O(Kb1,Re1)",
            "O-O-O(Kc1,Rd1)",
        ] {
            if let Err(NotationError::Refused(r)) = pos.parse_san(san) {
                push(Some(r));
            }
        }
    }
    push(position(EN_PASSANT, rules).refusal(Square::E5, Square::D6));
    for fen in [QUEEN_LOST, NOTHING_LOST] {
        let pos = position(fen, rules);
        for promotion in [None, Some(Role::Rook), Some(Role::King), Some(Role::Bishop)] {
            push(pos.refusal_with_promotion(Square::E7, Square::E8, promotion));
        }
    }
    let stalemate = position(STALEMATE, rules);
    words.push(stalemate.outcome().describe());
    push(stalemate.refusal(Square::A8, Square::A7));
    for fen in [
        "4k3/8/8/8/8/8/8/R3K3 w - - 100 80",
        "4k3/8/8/8/8/8/8/R3K3 b - - 100 80",
        "4k3/8/8/8/8/8/8/R3K3 w - - 150 80",
        "4k3/4r3/8/8/8/8/8/R3KB2 w - - 100 80",
        ROOK_AND_BISHOP,
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ] {
        let mut pos = position(fen, rules);
        words.push(pos.outcome().describe());
        for _ in 0..2 {
            push(pos.clone().give_notice().err());
            push(pos.give_notice().err());
        }
        match pos.claim_draw() {
            Ok(()) => words.push(pos.outcome().describe()),
            Err(r) => push(Some(r)),
        }
    }
    words.extend(refusals.iter().map(ToString::to_string));
    words
}

#[test]
fn no_preset_says_its_book_rules_otherwise() {
    for code in Code::ALL {
        let words = words_of_every_scene(code.rules());
        assert!(words.len() > 30, "{code}");
        for said in words {
            assert!(
                !said.contains("rules otherwise") && !said.contains("the rule set here"),
                "{code}: {said}"
            );
        }
    }
}

/// The words of a threefold repetition claimed under `book`, today's
/// count and draws set by hand.
fn repetition_claimed(book: LawBook) -> String {
    let rules = citing(
        book,
        RuleSet {
            fifty_moves: FiftyMoves::Modern,
            ..RuleSet::sarratt()
        },
    );
    let mut game = Game::start(rules);
    game.play_line("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
        .expect("a legal line");
    assert!(game.claim_draw().is_ok());
    game.outcome().describe()
}

#[test]
fn the_umpire_code_answers_a_line_repeated_its_own_way() {
    // "persist in repeating any particular line of play": judgment of the
    // umpire and fifty additional moves, not a draw.
    assert_eq!(
        repetition_claimed(LawBook::UmpireCode),
        "Drawn by claim: the same position for the third time (Umpire code rules otherwise \
         (section Counting Fifty Moves); the rule set here is that of FIDE Laws of Chess (2023), \
         art. 9.2)"
    );
    // Ponziani's fifty moves are a claim too, but not on a position
    // repeated: he is silent on that, not on claims.
    assert_eq!(
        repetition_claimed(LawBook::Ponziani),
        "Drawn by claim: the same position for the third time (Ponziani (1782) is silent on a \
         position repeated; the usual rule applies, as given in FIDE Laws of Chess (2023), art. \
         9.2)"
    );
}

#[test]
fn a_claim_after_the_game_is_over_cites_no_law_of_claims() {
    let rules = citing(
        LawBook::CodeOf24,
        RuleSet {
            fifty_moves: FiftyMoves::Modern,
            insufficient_material: true,
            ..RuleSet::sarratt()
        },
    );
    let mut pos = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1", rules);
    let refusal = pos.claim_draw().expect_err("the game is over");
    assert_eq!(refusal.to_string(), "The game is already over");
    assert_eq!(refusal.law, None);
}

#[test]
fn a_castling_that_names_a_rook_given_as_odds_is_told_the_king_castles_alone() {
    // White gave the king's rook; h1 is empty but its right is kept.
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K3 w Kkq - 0 1";
    let rook_odds = |book: LawBook| {
        citing(
            book,
            RuleSet {
                castling_after_rook_odds: true,
                ..RuleSet::sarratt()
            },
        )
    };
    let alone = "The rook was given as odds: the king castles alone to g1, as if the rook stood \
                 on its square (written O-O, without the rook's squares)";
    assert_eq!(
        castling_refused(rook_odds(LawBook::LawsOfTheGame), fen, "O-O(Kg1,Rf1)"),
        format!("{alone} (Laws of the Game, laws 8 and 16)")
    );
    assert_eq!(
        castling_refused(rook_odds(LawBook::Sarratt), fen, "O-O(Kg1,Rf1)"),
        format!(
            "{alone} (Sarratt (1808) is silent on castling with a rook given as odds; the rule \
             set here is that of Laws of the Game, laws 8 and 16)"
        )
    );
    assert!(position(fen, rook_odds(LawBook::Sarratt))
        .parse_san("O-O")
        .is_ok());
}

#[test]
fn a_lost_bishop_barred_by_colour_is_not_called_no_piece_lost() {
    // White has lost only the bishop of c1; the one kept, on f1, runs on
    // the light squares, as a bishop on e8 would.
    let pos = position(
        "2k5/4P3/8/8/8/8/8/RN1QKBNR w - - 0 1",
        Code::ItalyPonziani.rules(),
    );
    let words = refused(&pos, Square::E7, Square::E8, Some(Role::Queen));
    assert!(
        words.starts_with(
            "White has lost only a bishop, and may not ask for it on e8: it would run on the \
             colour of the bishop White still has; the pawn waits unnamed"
        ),
        "{words}"
    );
}
