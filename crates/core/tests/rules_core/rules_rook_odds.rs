//! Castling after rook odds: the giver may castle on the side of the
//! missing rook "as if the rook were at its square" (Laws of the Game 8
//! and 16); the king makes the castling move alone.

use chess_laws_core::{
    Castling, Code, Color, FenError, Odds, Position, PositionErrorKind, RefusalKind, Role, RuleSet,
    Square,
};

fn laws() -> RuleSet {
    Code::LawsOfTheGame.rules()
}

#[test]
fn the_giver_keeps_the_right_of_the_rook_given() {
    let odds = Odds {
        giver: Color::White,
        removed: vec![Square::A1],
        receiver_moves: 1,
    };
    let pos = Position::from_odds(&odds, laws()).unwrap();
    assert_eq!(pos.turn(), Color::Black);
    assert!(pos.castling_rights().contains(Square::A1));
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR b KQkq - 0 1"
    );
    // Under Modern rules the right goes with the rook.
    let pos = Position::from_odds(&odds, RuleSet::modern()).unwrap();
    assert!(!pos.castling_rights().contains(Square::A1));
    assert!(pos.fen().contains(" b Kkq "));
}

#[test]
fn the_king_castles_alone_on_the_side_of_the_missing_rook() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", laws()).unwrap();
    let castles: Vec<_> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .copied()
        .collect();
    assert_eq!(castles.len(), 1);
    let m = castles[0];
    assert!(m.is_castle_alone());
    assert_eq!(m.castle_rook(), None);
    assert_eq!(m.castle_rook_square(), Some(Square::A1));
    assert_eq!((m.from(), m.to()), (Square::E1, Square::C1));
    assert_eq!(pos.san(&m), "O-O-O");
    assert_eq!(m.to_uci(), "e1c1");
    let next = pos.play(&m).unwrap();
    assert_eq!(next.fen(), "4k3/8/8/8/8/8/8/2K5 b - - 1 1");
}

#[test]
fn a_right_without_its_rook_is_an_error_elsewhere() {
    let err = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", RuleSet::modern()).unwrap_err();
    assert!(
        matches!(&err, FenError::Position(e) if e.kinds() == [PositionErrorKind::BadCastlingRights]),
        "{err}"
    );
    // Nor may another man stand on the rook's square.
    let err = Position::from_fen("4k3/8/8/8/8/8/8/N3K3 w Q - 0 1", laws()).unwrap_err();
    match err {
        chess_laws_core::FenError::Position(e) => {
            assert!(e.contains(PositionErrorKind::BadCastlingRights))
        }
        other => panic!("{other}"),
    }
}

#[test]
fn the_usual_conditions_still_hold() {
    // A black rook on c8 commands c1, where the king would land: he would
    // stand in check, barred as for any king move.
    let pos = Position::from_fen("2r1k3/8/8/8/8/8/8/4K3 w Q - 0 1", laws()).unwrap();
    assert!(pos.legal_moves().iter().all(|m| !m.is_castle()));
    let r = pos.refusal(Square::E1, Square::C1).unwrap();
    assert_eq!(r.kind, RefusalKind::LeavesKingInCheck);
    // On d1, which he passes over, the bar of castling.
    let pos = Position::from_fen("3rk3/8/8/8/8/8/8/4K3 w Q - 0 1", laws()).unwrap();
    let r = pos.refusal(Square::E1, Square::C1).unwrap();
    assert_eq!(r.kind, RefusalKind::CastlingThroughAttack);
    // A man between the king and the rook's square.
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/1N2K3 w Q - 0 1", laws()).unwrap();
    assert_eq!(
        pos.refusal(Square::E1, Square::C1).unwrap().kind,
        RefusalKind::CastlingBlocked
    );
}

#[test]
fn the_right_is_lost_when_the_king_moves() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", laws()).unwrap();
    let pos = pos.play_uci("e1d1").unwrap().play_uci("e8e7").unwrap();
    let pos = pos.play_uci("d1e1").unwrap().play_uci("e7e8").unwrap();
    assert!(pos.castling_rights().is_empty());
    assert_eq!(
        pos.refusal(Square::E1, Square::C1).unwrap().kind,
        RefusalKind::CastlingAfterMoving
    );
}

#[test]
fn with_italian_castling_the_king_alone_goes_to_either_square() {
    let rules = RuleSet {
        castling: Castling::ItalianFree,
        ..laws()
    };
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", rules).unwrap();
    let sans: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(sans, ["O-O-O(Kb1)", "O-O-O(Ka1)"]);
    let m = pos.parse_san("O-O-O(Ka1)").unwrap();
    let next = pos.play(&m).unwrap();
    assert_eq!(next.piece_at(Square::A1).map(|p| p.role), Some(Role::King));
}

#[test]
fn a_whole_rook_odds_game_opening() {
    // White gives the queen's rook; after clearing the queen's side he
    // castles with the rook that is not there.
    let odds = Odds {
        giver: Color::White,
        removed: vec![Square::A1],
        receiver_moves: 0,
    };
    let mut game = chess_laws_core::Game::new(Position::from_odds(&odds, laws()).unwrap());
    game.play_line("1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.O-O-O")
        .unwrap();
    let pos = game.position();
    assert_eq!(pos.piece_at(Square::C1).map(|p| p.role), Some(Role::King));
    assert_eq!(pos.piece_at(Square::D1), None);
    assert_eq!(pos.piece_at(Square::A1), None);
}
