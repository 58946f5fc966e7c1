//! Castling: the one method of Great Britain, France and Holland, and the
//! four Italian ways (Sarratt 16), with the usual conditions.

use crate::common;

use common::position;

use chess_laws_core::{Code, Color, Game, Law, Position, RefusalKind, Role, Square};

fn castles(pos: &Position) -> Vec<String> {
    pos.legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| pos.san(m))
        .collect()
}

const OPEN_KING_SIDE: &str = "r3k3/8/8/8/8/8/8/4K2R w K - 0 1";

#[test]
fn four_ways_on_an_open_king_side_in_italy_one_elsewhere() {
    assert_eq!(
        castles(&position(Code::Italy, OPEN_KING_SIDE)),
        // The rook on e1 checks the king on e8.
        ["O-O", "O-O(Kg1,Re1)+", "O-O(Kh1,Rf1)", "O-O(Kh1,Re1)+"]
    );
    for code in [Code::Modern, Code::Sarratt, Code::Parsloe, Code::Turkey] {
        let pos = position(code, OPEN_KING_SIDE);
        assert_eq!(castles(&pos), ["O-O"], "{code}");
    }
}

#[test]
fn each_italian_way_puts_king_and_rook_on_its_squares() {
    let pos = position(Code::Italy, OPEN_KING_SIDE);
    for (san, king, rook) in [
        ("O-O", Square::G1, Square::F1),
        ("O-O(Kg1,Re1)", Square::G1, Square::E1),
        ("O-O(Kh1,Rf1)", Square::H1, Square::F1),
        ("O-O(Kh1,Re1)", Square::H1, Square::E1),
    ] {
        let m = pos.parse_san(san).unwrap();
        assert_eq!(m.to(), king);
        assert_eq!(m.castle_rook(), Some((Square::H1, rook)));
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
        assert_eq!(next.board().occupied().count(), 4);
        assert!(next.castling_rights().is_empty());
        // UCI names the rook's square when it is not the usual one.
        assert_eq!(pos.parse_uci(&m.to_uci()), Ok(m));
    }
}

#[test]
fn the_standard_rule_refuses_the_other_italian_ways() {
    let pos = position(Code::Modern, OPEN_KING_SIDE);
    let r = pos.refusal(Square::E1, Square::H1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingNotAllowed);
    assert_eq!(r.law, Some(Law::fide("3.8.2")));
    // Under Sarratt the reason quotes him.
    let old = position(Code::Sarratt, OPEN_KING_SIDE);
    let r = old.refusal(Square::E1, Square::H1).unwrap();
    assert_eq!(r.law, Some(Law::sarratt(16)));
    assert!(r.message.contains(
        "This is the only method of castling which is allowed in Great Britain, France, and Holland"
    ));
    let err = pos.parse_san("O-O(Kh1,Rf1)").unwrap_err();
    assert_eq!(err.refusal().unwrap().kind, RefusalKind::CastlingNotAllowed);
    // Kg1 with the rook on e1: same king square as O-O, another rook square.
    assert!(pos.parse_san("O-O(Kg1,Re1)").is_err());
}

#[test]
fn no_castling_over_or_onto_an_attacked_square() {
    // A black rook on g8 commands g1: every way passes over or lands on it.
    let pos = position(Code::Italy, "4k1r1/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(castles(&pos).is_empty());
    let r = pos.refusal(Square::E1, Square::H1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingThroughAttack);
    assert_eq!(r.law, Some(Law::sarratt(16)));
    assert!(r.message.contains("g1"));
    // A black rook on f8 commands f1, which the king passes in every way.
    let pos = position(Code::Italy, "4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(castles(&pos).is_empty());
    // A black rook on h8 attacks only the rook: the king may go to g1, not
    // to h1, where he would stand in check: no law of castling but the rule
    // of every king move (Sarratt 16 bars only the squares passed over).
    let pos = position(Code::Italy, "4k2r/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(castles(&pos), ["O-O", "O-O(Kg1,Re1)+"]);
    let onto = pos.refusal(Square::E1, Square::H1).unwrap();
    assert_eq!(onto.law, Some(Law::sarratt(18)));
    assert_eq!(onto.kind, RefusalKind::LeavesKingInCheck);
}

#[test]
fn no_castling_with_men_between() {
    let pos = position(Code::Italy, "4k3/8/8/8/8/8/8/4K1NR w K - 0 1");
    assert!(castles(&pos).is_empty());
    let r = pos.refusal(Square::E1, Square::G1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingBlocked);
    assert_eq!(r.law, Some(Law::code_of_24(16)));
    let r = pos.refusal(Square::E1, Square::H1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingBlocked);
}

#[test]
fn no_castling_in_check() {
    let pos = position(Code::Italy, "k3r3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(pos.is_check());
    assert!(castles(&pos).is_empty());
    let r = pos.refusal(Square::E1, Square::G1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingInCheck);
    assert_eq!(r.law, Some(Law::sarratt(16)));
}

#[test]
fn no_castling_after_the_king_has_moved() {
    let mut game = Game::new(position(Code::Italy, "k7/8/8/8/8/8/8/4K2R w K - 0 1"));
    game.play_line("Kf1 Kb8 Ke1 Ka8").unwrap();
    let pos = game.position();
    assert!(castles(pos).is_empty());
    let r = pos.refusal(Square::E1, Square::G1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingAfterMoving);
    let err = game.play_san("O-O").unwrap_err();
    assert_eq!(
        err.refusal().unwrap().kind,
        RefusalKind::CastlingAfterMoving
    );
}

#[test]
fn queen_side_mirror_in_italy() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    let pos = position(Code::Italy, fen);
    assert_eq!(
        castles(&pos),
        [
            "O-O-O(Kb1,Rc1)",
            "O-O-O(Kb1,Rd1)",
            "O-O-O(Ka1,Rc1)",
            "O-O-O(Ka1,Rd1)"
        ]
    );
    // The usual queen's-side castling (king c1) is not an Italian way.
    let r = pos.refusal(Square::E1, Square::C1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingNotAllowed);
    assert!(pos.parse_san("O-O-O").is_err());
    assert_eq!(castles(&position(Code::Modern, fen)), ["O-O-O"]);
    // Sarratt names the king's side's squares only: the refusals on the
    // queen's side say that its mirror is a reading, and which other one
    // his words allow (Dubois's rook on e1).
    let dubois = pos.parse_san("O-O-O(Kb1,Re1)").unwrap_err();
    let words = dubois.refusal().unwrap().to_string();
    assert!(words.contains("the rook goes to c1 or d1"), "{words}");
    assert!(
        words.contains("a reading") && words.contains("e1"),
        "{words}"
    );
    assert!(r.to_string().contains("(an interpretation)"), "{r}");
    // Black's reading names Black's own rank.
    let black = position(Code::Italy, "r3k3/8/8/8/8/8/8/4K3 b q - 0 1");
    let words = black
        .parse_san("O-O-O(Kb8,Re8)")
        .unwrap_err()
        .refusal()
        .unwrap()
        .to_string();
    assert!(words.contains("the rook goes to c8 or d8"), "{words}");
    assert!(words.contains("may also be read as e8"), "{words}");
    assert!(!words.contains("e1"), "{words}");
    // On the king's side his words are plain.
    let king_side = position(Code::Italy, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let words = king_side.parse_san("O-O(Kg1,Rh1)").unwrap_err().to_string();
    assert!(words.contains("the rook goes to f1 or e1"), "{words}");
    assert!(!words.contains("reading"), "{words}");
}

#[test]
fn a_man_taking_his_own_is_refused_with_the_law_that_gives_the_remedies() {
    let fen = "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1";
    let sarratt = position(Code::Sarratt, fen)
        .refusal(Square::A1, Square::A2)
        .unwrap();
    assert_eq!(sarratt.kind, RefusalKind::OwnMan);
    assert!(
        sarratt.to_string().ends_with(
            "the remedies when one is taken by mistake, which the umpire's table plays \
             (Sarratt (1808), law 12)"
        ),
        "{sarratt}"
    );
    let modern = position(Code::Modern, fen)
        .refusal(Square::A1, Square::A2)
        .unwrap();
    assert!(!modern.to_string().contains("remedies"), "{modern}");
}

#[test]
fn black_castles_the_italian_way_too() {
    let pos = position(Code::Italy, "4k2r/8/8/8/8/8/8/4K3 b k - 0 1");
    assert_eq!(
        castles(&pos),
        ["O-O", "O-O(Kg8,Re8)+", "O-O(Kh8,Rf8)", "O-O(Kh8,Re8)+"]
    );
    let next = pos.play(&pos.parse_san("O-O(Kh8,Re8)").unwrap()).unwrap();
    assert_eq!(next.fen(), "4r2k/8/8/8/8/8/8/4K3 w - - 1 2");
}

#[test]
fn cunninghams_gambit_with_the_third_method_in_italy() {
    let mut game = Game::start(Code::Italy.rules());
    game.play_line("1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O(Kh1,Rf1)")
        .unwrap();
    let pos = game.position();
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.piece_at(Square::H1).map(|p| p.role), Some(Role::King));
    assert_eq!(pos.piece_at(Square::F1).map(|p| p.role), Some(Role::Rook));
    let g3 = pos.piece_at(Square::G3).unwrap();
    assert_eq!((g3.color, g3.role), (Color::Black, Role::Pawn));
}

#[test]
fn cunninghams_gambit_in_england() {
    let mut game = Game::start(Code::Sarratt.rules());
    game.play_line("1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O gxh2+ 7.Kh1")
        .unwrap();
    let pos = game.position();
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.piece_at(Square::H1).map(|p| p.role), Some(Role::King));
    assert_eq!(
        pos.piece_at(Square::H2).map(|p| p.color),
        Some(Color::Black)
    );
    // The third method is refused in England.
    let mut game = Game::start(Code::Sarratt.rules());
    let err = game
        .play_line("1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O(Kh1,Rf1)")
        .unwrap_err();
    assert_eq!(err.ply, 11);
    assert_eq!(err.refusal().unwrap().kind, RefusalKind::CastlingNotAllowed);
}

#[test]
fn uci_of_the_italian_ways() {
    let pos = position(Code::Italy, OPEN_KING_SIDE);
    let ucis: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| m.to_uci())
        .collect();
    assert_eq!(ucis, ["e1g1", "e1g1e1", "e1h1f1", "e1h1e1"]);
    assert_eq!(
        pos.parse_uci("e1g1").unwrap().castle_rook(),
        Some((Square::H1, Square::F1))
    );
    assert!(pos.parse_uci("e1h1").is_err());
    // Naming only the king's square leaves two ways open.
    assert!(matches!(
        pos.parse_san("O-O(Kh1)"),
        Err(chess_laws_core::NotationError::Ambiguous { .. })
    ));
    assert_eq!(pos.parse_san("0-0(Kh1,Re1)"), pos.parse_uci("e1h1e1"));
}
