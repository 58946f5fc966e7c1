//! Italy after Ponziani (1782), stated in our words: sixteen free
//! castlings (law IV) under the five bars of law V, passar battaglia (law
//! II), promotion to a missing piece with a free naming (law III), the lone
//! king's fifty moves and the draw when mate cannot be given (summary, laws
//! 17-18), stalemate drawn (Sarratt 24, borrowed).

use crate::common;

use common::position;

use chess_laws_core::{
    Code, Color, DrawClaim, Ending, Game, GameResult, Law, Outcome, Position, RefusalKind, Role,
    Square,
};

const PONZIANI: Code = Code::ItalyPonziani;

fn castles(pos: &Position) -> Vec<String> {
    pos.legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| pos.san(m))
        .collect()
}

/// Both rooks and the king at home, every file closed by White's pawns:
/// no castling attacks anything, no square is attacked.
const QUIET: &str = "7k/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1";

/// The sixteen ways: the king's square, the rook's square.
const SIXTEEN: [(&str, Square, Square); 16] = [
    ("O-O(Kf1,Re1)", Square::F1, Square::E1),
    ("O-O", Square::G1, Square::F1),
    ("O-O(Kg1,Re1)", Square::G1, Square::E1),
    ("O-O(Kh1,Rg1)", Square::H1, Square::G1),
    ("O-O(Kh1,Rf1)", Square::H1, Square::F1),
    ("O-O(Kh1,Re1)", Square::H1, Square::E1),
    ("O-O-O(Kd1,Re1)", Square::D1, Square::E1),
    ("O-O-O", Square::C1, Square::D1),
    ("O-O-O(Kc1,Re1)", Square::C1, Square::E1),
    ("O-O-O(Kb1,Rc1)", Square::B1, Square::C1),
    ("O-O-O(Kb1,Rd1)", Square::B1, Square::D1),
    ("O-O-O(Kb1,Re1)", Square::B1, Square::E1),
    ("O-O-O(Ka1,Rb1)", Square::A1, Square::B1),
    ("O-O-O(Ka1,Rc1)", Square::A1, Square::C1),
    ("O-O-O(Ka1,Rd1)", Square::A1, Square::D1),
    ("O-O-O(Ka1,Re1)", Square::A1, Square::E1),
];

#[test]
fn sixteen_castlings_six_on_the_kings_side_ten_on_the_queens() {
    let pos = position(PONZIANI, QUIET);
    let mut written = castles(&pos);
    written.sort();
    let mut expected: Vec<String> = SIXTEEN.iter().map(|(s, _, _)| s.to_string()).collect();
    expected.sort();
    assert_eq!(written, expected);
    let king_side = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle() && m.to().file() > 4)
        .count();
    assert_eq!(king_side, 6);
}

#[test]
fn each_castling_puts_king_and_rook_on_its_squares_and_reads_back() {
    let pos = position(PONZIANI, QUIET);
    for (san, king, rook) in SIXTEEN {
        let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
        assert_eq!(m.to(), king, "{san}");
        assert_eq!(m.castle_rook().map(|(_, to)| to), Some(rook), "{san}");
        let next = pos.play(&m).unwrap();
        assert_eq!(
            next.piece_at(king).map(|p| p.role),
            Some(Role::King),
            "{san}"
        );
        assert_eq!(
            next.piece_at(rook).map(|p| p.role),
            Some(Role::Rook),
            "{san}"
        );
        assert_eq!(next.board().occupied().count(), 12, "{san}");
        // SAN and UCI both write it back to the same move.
        assert_eq!(pos.san(&m), san);
        assert_eq!(pos.parse_uci(&m.to_uci()), Ok(m), "{san}");
        // No right is left: the king has moved.
        assert!(next.castling_rights().is_empty(), "{san}");
    }
}

#[test]
fn the_one_square_castlings_are_not_the_kings_plain_step() {
    let pos = position(PONZIANI, QUIET);
    let step = pos.parse_san("Kf1").unwrap();
    assert!(!step.is_castle());
    let castle = pos.parse_san("O-O(Kf1,Re1)").unwrap();
    assert!(castle.is_castle());
    assert_eq!((step.from(), step.to()), (castle.from(), castle.to()));
    let after_step = pos.play(&step).unwrap();
    assert_eq!(
        after_step.piece_at(Square::H1).map(|p| p.role),
        Some(Role::Rook)
    );
}

#[test]
fn the_other_codes_refuse_what_sarratt_does_not_name() {
    for code in Code::ALL {
        let pos = position(code, QUIET);
        let accepted = pos.parse_san("O-O-O(Kb1,Re1)").is_ok();
        assert_eq!(accepted, code == PONZIANI, "{code}");
        let h1g1 = pos.parse_san("O-O(Kh1,Rg1)").is_ok();
        assert_eq!(h1g1, code == PONZIANI, "{code}");
    }
    // Italy after Sarratt keeps its four ways on each side.
    assert_eq!(castles(&position(Code::Italy, QUIET)).len(), 8);
}

#[test]
fn bar_one_no_man_between_king_and_rook() {
    let pos = position(PONZIANI, "7k/8/8/8/8/8/PPPPPPPP/RN2K1NR w KQ - 0 1");
    assert!(castles(&pos).is_empty());
    let Err(e) = pos.parse_san("O-O-O(Kb1,Re1)") else {
        panic!("castled over a knight");
    };
    assert!(e.to_string().contains("between"), "{e}");
    assert!(e.to_string().contains(&Law::ponziani(5).to_string()), "{e}");
}

#[test]
fn bar_two_no_castling_once_the_king_has_moved_even_back_home() {
    let mut game = Game::new(position(PONZIANI, QUIET));
    game.play_line("Kd1 Kg8 Ke1 Kh8").unwrap();
    assert!(castles(game.position()).is_empty());
    let Err(e) = game.play_line("O-O(Kh1,Rg1)") else {
        panic!("castled after the king came back");
    };
    assert_eq!(e.ply, 5);
}

#[test]
fn bar_two_a_rook_that_came_back_has_lost_its_side_only() {
    let mut game = Game::new(position(PONZIANI, QUIET));
    game.play_line("Rb1 Kg8 Ra1 Kh8").unwrap();
    let pos = game.position();
    let all = castles(pos);
    assert_eq!(all.len(), 6, "{all:?}");
    assert!(all.iter().all(|s| !s.starts_with("O-O-O")), "{all:?}");
    let refusal = pos.refusal(Square::E1, Square::B1).expect("a refusal");
    assert_eq!(refusal.kind, RefusalKind::CastlingAfterMoving);
    assert_eq!(refusal.law, Some(Law::ponziani(5)));
}

#[test]
fn bar_three_the_king_passes_no_attacked_square() {
    // A black knight on a3 covers b1: the king may stop on d1 or c1 only.
    let pos = position(PONZIANI, "7k/8/8/8/8/n7/PPPPPPPP/R3K2R w KQ - 0 1");
    let mut queen_side: Vec<String> = castles(&pos)
        .into_iter()
        .filter(|s| s.starts_with("O-O-O"))
        .collect();
    queen_side.sort();
    assert_eq!(queen_side, ["O-O-O", "O-O-O(Kc1,Re1)", "O-O-O(Kd1,Re1)"]);
    let refusal = pos.refusal(Square::E1, Square::A1).expect("a refusal");
    assert_eq!(refusal.kind, RefusalKind::CastlingThroughAttack);
    assert_eq!(refusal.law, Some(Law::ponziani(5)));
}

#[test]
fn bar_four_no_castling_that_attacks_an_enemy_man_at_once() {
    // A black knight on e5 and an open e-file: every castling that puts the
    // rook on e1 attacks it; Italy after Sarratt does not care.
    let fen = "7k/8/8/4n3/8/8/PPPP1PPP/R3K2R w KQ - 0 1";
    let pos = position(PONZIANI, fen);
    let all = castles(&pos);
    assert_eq!(all.len(), 9, "{all:?}");
    assert!(all.iter().all(|s| !s.contains("Re1")), "{all:?}");
    let Err(e) = pos.parse_san("O-O(Kg1,Re1)") else {
        panic!("the rook attacks the knight from e1");
    };
    assert!(e.to_string().contains("e5"), "{e}");
    assert!(e.to_string().contains(&Law::ponziani(5).to_string()), "{e}");
    assert!(position(Code::Italy, fen).parse_san("O-O(Kg1,Re1)").is_ok());
}

#[test]
fn bar_four_the_king_too_and_the_usual_castling_too() {
    // A black rook on a2: the king on b1 would attack it.
    let pos = position(PONZIANI, "7k/8/8/8/8/8/rPPPPPPP/R3K2R w KQ - 0 1");
    let mut queen_side: Vec<String> = castles(&pos)
        .into_iter()
        .filter(|s| s.starts_with("O-O-O"))
        .collect();
    queen_side.sort();
    assert_eq!(queen_side, ["O-O-O", "O-O-O(Kc1,Re1)", "O-O-O(Kd1,Re1)"]);
    assert!(
        position(Code::Italy, "7k/8/8/8/8/8/rPPPPPPP/R3K2R w KQ - 0 1")
            .parse_san("O-O-O(Kb1,Rc1)")
            .is_ok()
    );
    // A black knight on f5 and an open f-file: even the usual O-O attacks it.
    let fen = "7k/8/8/5n2/8/8/PPPPP1PP/R3K2R w KQ - 0 1";
    assert!(position(PONZIANI, fen).parse_san("O-O").is_err());
    assert!(position(Code::Modern, fen).parse_san("O-O").is_ok());
}

#[test]
fn bar_four_read_with_the_king_castling_may_not_give_check() {
    let fen = "4k3/8/8/8/8/8/PPPP1PPP/R3K2R w KQ - 0 1";
    assert!(castles(&position(PONZIANI, fen))
        .iter()
        .all(|s| !s.contains("Re1")));
    assert!(castles(&position(Code::Italy, fen))
        .iter()
        .any(|s| s == "O-O(Kg1,Re1)+"));
}

#[test]
fn bar_five_not_in_check_but_a_check_met_earlier_keeps_the_right() {
    let pos = position(PONZIANI, "4r2k/8/8/8/8/8/PPP2PPP/R3KB1R w KQ - 0 1");
    assert!(castles(&pos).is_empty());
    let refusal = pos.refusal(Square::E1, Square::C1).expect("a refusal");
    assert_eq!(refusal.kind, RefusalKind::CastlingInCheck);
    assert_eq!(refusal.law, Some(Law::ponziani(5)));
    let mut game = Game::new(pos);
    game.play_line("Be2 Kg8 O-O(Kh1,Rg1)").unwrap();
    assert_eq!(
        game.position().piece_at(Square::H1).map(|p| p.role),
        Some(Role::King)
    );
}

#[test]
fn passar_battaglia_under_law_two() {
    let mut game = Game::new(Position::start(PONZIANI.rules()));
    game.play_line("e4 Nf6 e5 d5").unwrap();
    let e = game.play_line("exd6").unwrap_err();
    assert!(e.to_string().contains(&Law::ponziani(2).to_string()), "{e}");
}

#[test]
fn promotion_only_to_a_missing_piece() {
    // White has lost the queen only.
    let pos = position(PONZIANI, "8/P7/2k5/8/8/8/8/RNB1KBNR w KQ - 0 1");
    let promotions: Vec<String> = pos
        .legal_moves_from(Square::A7)
        .iter()
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(promotions, ["a8=Q+"]);
    let e = pos.parse_san("a8=R").unwrap_err();
    assert!(e.to_string().contains(&Law::ponziani(3).to_string()), "{e}");
}

#[test]
fn law_three_bars_a_king_or_a_pawn_named() {
    // A king is never a missing piece, and a pawn is no piece: law III,
    // not Sarratt's, and Ponziani is not silent on promotion.
    let pos = position(PONZIANI, "8/P7/2k5/8/8/8/8/RNB1KBNR w KQ - 0 1");
    for role in [Role::King, Role::Pawn] {
        let refusal = pos
            .refusal_with_promotion(Square::A7, Square::A8, Some(role))
            .expect("refused");
        assert_eq!(refusal.law, Some(Law::ponziani(3)), "{refusal}");
        assert!(!refusal.to_string().contains("silent"), "{refusal}");
    }
}

#[test]
fn no_second_bishop_on_the_colour_of_the_one_left() {
    // White has lost the dark-squared bishop; f1's bishop runs on light.
    let light = "8/P6P/2k5/8/8/8/8/RN1QKBNR w KQ - 0 1";
    let pos = position(PONZIANI, light);
    // a8 is a light square: nothing may be named, the pawn waits.
    let on_a8: Vec<String> = pos
        .legal_moves_from(Square::A7)
        .iter()
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(on_a8, ["a8"]);
    // h8 is dark: the bishop may be asked for.
    let on_h8: Vec<String> = pos
        .legal_moves_from(Square::H7)
        .iter()
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(on_h8, ["h8=B"]);
    // Lost pieces only (Sarratt's N.B.) knows no colour.
    let lost = position(Code::LostPiecesOnly, light);
    assert_eq!(lost.legal_moves_from(Square::A7).len(), 1);
    assert!(lost.parse_san("a8=B").is_ok());
}

#[test]
fn the_waiting_pawn_is_named_on_its_owners_next_turn_and_naming_is_not_a_move() {
    // Nothing missing: the pawn goes to b8 and waits there.
    let mut game = Game::new(position(PONZIANI, "r5k1/1P6/8/8/8/8/8/RNBQKBNR w KQ - 0 1"));
    game.play_line("b8").unwrap();
    assert_eq!(
        game.position().piece_at(Square::B8).map(|p| p.role),
        Some(Role::Pawn)
    );
    assert!(!game.position().naming_due());
    // Black takes the rook on a1: a rook is missing now.
    game.play_line("Rxa1").unwrap();
    let pos = game.position();
    assert!(pos.naming_due());
    // The naming is the only step; it keeps the move with White.
    let steps: Vec<String> = pos.legal_moves().iter().map(|m| pos.san(m)).collect();
    assert_eq!(steps.len(), 1, "{steps:?}");
    assert!(steps[0].starts_with("b8=R"), "{steps:?}");
    let fullmoves = pos.fullmoves();
    game.play_line("b8=R").unwrap();
    let pos = game.position().clone();
    assert_eq!(pos.turn(), Color::White);
    assert_eq!(pos.fullmoves(), fullmoves);
    assert_eq!(pos.piece_at(Square::B8).map(|p| p.role), Some(Role::Rook));
    // The new rook checks the king on g8, but White may not take him: he
    // still makes a move, and Black then meets the check.
    assert!(pos.legal_moves().iter().all(|m| m.to() != Square::G8));
    game.play_line("Nc3").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    assert!(game.position().is_check());
    // Under Sarratt's N.B. the exchange would have cost White his move.
    let mut lost = Game::new(position(
        Code::LostPiecesOnly,
        "r5k1/1P6/8/8/8/8/8/RNBQKBNR w KQ - 0 1",
    ));
    lost.play_line("b8 Rxa1 b8=R").unwrap();
    assert_eq!(lost.position().turn(), Color::Black);
}

#[test]
fn perft_does_not_count_the_naming_as_a_ply() {
    // White to move with a naming due: depth 1 counts the moves after it.
    let due = position(PONZIANI, "1P5k/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(due.naming_due());
    let namings = due.legal_moves().len() as u64;
    // Queen, rook, bishop (no bishop is left, so any colour), knight.
    assert_eq!(namings, 4);
    let mut after_each = 0;
    for m in &due.legal_moves() {
        let next = due.play(m).unwrap();
        assert!(!next.naming_due());
        after_each += next.perft(1);
    }
    assert_eq!(due.perft(1), after_each);
}

#[test]
fn a_lone_king_claims_after_fifty_moves_and_only_he() {
    let pos = position(PONZIANI, "8/8/8/8/8/3k4/8/R3K3 b - - 100 80");
    let (claim, law) = pos.claimable_draw().expect("a claim");
    assert_eq!(claim, DrawClaim::LoneKing);
    assert_eq!(
        law.map(|l| l.to_string()),
        Some("Ponziani (1782), summary, laws 17-18".to_string())
    );
    let mut claimed = pos.clone();
    claimed.claim_draw().unwrap();
    assert_eq!(claimed.outcome().result(), Some(GameResult::Draw));
    // One ply short, or the side with the rook: no claim.
    assert!(position(PONZIANI, "8/8/8/8/8/3k4/8/R3K3 b - - 99 80")
        .claimable_draw()
        .is_none());
    let stronger = position(PONZIANI, "8/8/8/8/8/3k4/8/R3K3 w - - 100 80");
    assert!(stronger.claimable_draw().is_none());
    let refusal = stronger.clone().claim_draw().unwrap_err();
    assert!(refusal.to_string().contains("lone king"), "{refusal}");
    // Nothing ends the game by itself, however long it goes.
    let long = position(PONZIANI, "8/8/8/8/8/3k4/8/R3K3 b - - 300 200");
    assert!(!long.outcome().is_finished());
    // Not a lone king: no claim even after a hundred plies.
    assert!(position(PONZIANI, "8/7p/8/8/8/3k4/8/R3K3 b - - 100 80")
        .claimable_draw()
        .is_none());
}

#[test]
fn stalemate_drawn_and_no_mate_no_game() {
    let pos = position(PONZIANI, "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");
    match pos.outcome() {
        Outcome::Finished {
            ending,
            result,
            law,
            standing,
        } => {
            assert_eq!(ending, Ending::Stalemate);
            assert_eq!(result, GameResult::Draw);
            // Ponziani is silent on stalemate: the usual rule, Sarratt's.
            assert_eq!(law, Some(Law::sarratt(24)));
            assert_eq!(
                standing,
                chess_laws_core::Standing::Silent {
                    book: chess_laws_core::Book::Ponziani,
                    usual: true
                }
            );
            assert_eq!(
                pos.outcome().describe(),
                "Stalemate: drawn game (Ponziani (1782) is silent on stalemate; the usual rule \
                 applies, as given in Sarratt (1808), law 24)"
            );
        }
        other => panic!("{other:?}"),
    }
    let bare = position(PONZIANI, "k7/8/8/8/8/8/8/6NK w - - 0 1");
    match bare.outcome() {
        Outcome::Finished { ending, law, .. } => {
            assert_eq!(ending, Ending::InsufficientMaterial);
            assert_eq!(
                law.map(|l| l.to_string()),
                Some("Ponziani (1782), summary, laws 17-18".to_string())
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_castling_reads_and_writes_in_the_slash_form_of_the_sources() {
    let pos = position(PONZIANI, QUIET);
    for (san, _, _) in SIXTEEN {
        let m = pos.parse_san(san).unwrap();
        let slash = pos.castle_slash(&m).expect("a castling with a rook");
        assert_eq!(pos.parse_san(&slash), Ok(m), "{slash}");
    }
    assert_eq!(
        pos.castle_slash(&pos.parse_san("O-O-O(Kb1,Re1)").unwrap())
            .as_deref(),
        Some("Kb1/Re1")
    );
    // Black's too, and nonsense is named, not played.
    let black = position(PONZIANI, "r3k2r/pppppppp/8/8/8/8/8/7K b kq - 0 1");
    assert_eq!(
        black.san(&black.parse_san("Kb8/Re8").unwrap()),
        "O-O-O(Kb8,Re8)"
    );
    assert!(pos.parse_san("Kb1/Re2").is_err());
    assert!(pos.parse_san("Ke1/Re1").is_err());
}

#[test]
fn a_king_checked_by_a_named_pawn_is_never_taken() {
    // White's pawn waits on b8; named a queen, it checks the king on b6,
    // and White still has his move.
    let due = position(PONZIANI, "1P1R4/8/1k6/8/7R/6N1/3K4/2B3N1 w - - 0 26");
    let naming = due
        .legal_moves()
        .iter()
        .find(|m| m.promotion() == Some(Role::Queen))
        .copied()
        .expect("the naming as a queen");
    let named = due.play(&naming).expect("the naming is lawful");
    assert_eq!(named.turn(), Color::White);
    let b8 = Square::from_name("b8").expect("a square");
    let b6 = Square::from_name("b6").expect("a square");
    let refusal = named.refusal(b8, b6).expect("the king is not taken");
    assert_eq!(refusal.kind, RefusalKind::FalseMove, "{refusal}");
    assert!(
        refusal.to_string().contains("A king is never taken"),
        "{refusal}"
    );
}
