//! Promotion: any piece (Sarratt 22), or only a piece already lost, the
//! rule Sarratt rejects (22, N.B.): the pawn waits on the last rank, "a
//! non-descript", until a piece is lost.

use crate::common;

use common::position;

use chess_laws_core::{
    Code, Color, FenError, Law, Position, PositionErrorKind, RefusalKind, Role, RuleSet, Square,
};

/// White has every piece, and a pawn on e7.
const NOTHING_LOST: &str = "8/4P3/1k6/8/8/8/8/RNBQKBNR w - - 0 1";

#[test]
fn any_piece_under_sarratt_even_a_second_queen() {
    let pos = position(Code::Sarratt, NOTHING_LOST);
    let promotions: Vec<String> = pos
        .legal_moves_from(Square::E7)
        .iter()
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(promotions, ["e8=Q", "e8=R", "e8=B", "e8=N"]);
}

#[test]
fn with_nothing_lost_the_pawn_advances_and_waits() {
    let pos = position(Code::LostPiecesOnly, NOTHING_LOST);
    let moves = pos.legal_moves_from(Square::E7);
    assert_eq!(moves.len(), 1);
    let m = moves[0];
    assert_eq!(m.promotion(), None);
    assert_eq!(pos.san(&m), "e8");
    let after = pos.play(&m).unwrap();
    assert_eq!(after.fen(), "4P3/8/1k6/8/8/8/8/RNBQKBNR b - - 0 1");
    assert_eq!(
        after.piece_at(Square::E8).map(|p| (p.color, p.role)),
        Some((Color::White, Role::Pawn))
    );
    // Asking for a queen is refused with Sarratt's note.
    let r = pos
        .refusal_with_promotion(Square::E7, Square::E8, Some(Role::Queen))
        .unwrap();
    assert_eq!(r.kind, RefusalKind::PromotionNotLost);
    assert_eq!(r.law, Some(Law::sarratt_nb(22)));
    assert!(r.message.contains("has lost no piece"));
    let err = pos.parse_san("e8=Q").unwrap_err();
    assert_eq!(err.refusal().unwrap().kind, RefusalKind::PromotionNotLost);
}

#[test]
fn the_waiting_pawn_cannot_move_and_attacks_nothing() {
    // The black king stands beside the waiting pawn without being in check.
    let pos = position(Code::LostPiecesOnly, "4Pk2/8/8/8/8/8/8/RNBQKBNR b - - 0 1");
    assert!(!pos.is_check());
    let pos = position(Code::LostPiecesOnly, "4P3/8/1k6/8/8/8/8/RNBQKBNR w - - 0 1");
    assert!(pos.legal_moves_from(Square::E8).is_empty());
    assert_eq!(
        pos.refusal(Square::E8, Square::E8).unwrap().kind,
        RefusalKind::PromotionNotLost
    );
}

#[test]
fn only_a_lost_piece_may_be_called_for() {
    // White has lost his queen only.
    let pos = position(Code::LostPiecesOnly, "8/4P3/1k6/8/8/8/8/RNB1KBNR w - - 0 1");
    let ucis: Vec<String> = pos
        .legal_moves_from(Square::E7)
        .iter()
        .map(|m| m.to_uci())
        .collect();
    assert_eq!(ucis, ["e7e8q"]);
    assert_eq!(pos.promotion_roles(Color::White), [Role::Queen]);
    let err = pos.parse_san("e8=N").unwrap_err();
    let r = err.refusal().unwrap();
    assert_eq!(r.kind, RefusalKind::PromotionNotLost);
    assert!(r.message.contains("has not lost a knight"));
    // And the pawn must become the lost piece: it may not stay a pawn.
    let r = pos
        .refusal_with_promotion(Square::E7, Square::E8, None)
        .unwrap();
    assert_eq!(r.kind, RefusalKind::PromotionRequired);
}

#[test]
fn once_a_piece_is_lost_the_waiting_pawn_is_exchanged_for_it() {
    // The waiting pawn on e8; White's queen's knight is gone.
    let pos = position(Code::LostPiecesOnly, "4P3/8/1k6/8/8/8/8/R1BQKBNR w - - 0 1");
    let exchanges: Vec<_> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_exchange())
        .copied()
        .collect();
    assert_eq!(exchanges.len(), 1);
    let m = exchanges[0];
    assert_eq!(
        (m.from(), m.to(), m.promotion()),
        (Square::E8, Square::E8, Some(Role::Knight))
    );
    assert_eq!(m.to_uci(), "e8e8n");
    assert_eq!(pos.san(&m), "e8=N");
    assert_eq!(pos.parse_uci("e8e8n"), Ok(m));
    assert_eq!(pos.parse_san("e8=N"), Ok(m));
    assert_eq!(pos.descriptive(&m), "P(K8)=N");
    let after = pos.play(&m).unwrap();
    assert_eq!(
        after.piece_at(Square::E8).map(|p| p.role),
        Some(Role::Knight)
    );
    assert_eq!(after.turn(), Color::Black);
}

#[test]
fn no_exchange_while_in_check() {
    // The black rook on e1's file checks the white king.
    let pos = position(Code::LostPiecesOnly, "4P2k/8/8/8/8/8/8/R1BQK1r1 w - - 0 1");
    assert!(pos.is_check());
    assert!(pos.legal_moves().iter().all(|m| !m.is_exchange()));
    let r = pos
        .refusal_with_promotion(Square::E8, Square::E8, Some(Role::Knight))
        .unwrap();
    assert_eq!(r.kind, RefusalKind::LeavesKingInCheck);
}

#[test]
fn a_capture_onto_the_last_rank_follows_the_same_rule() {
    let pos = position(
        Code::LostPiecesOnly,
        "3r4/4P3/1k6/8/8/8/8/RNBQKBNR w - - 0 1",
    );
    let captures: Vec<String> = pos
        .legal_moves_from(Square::E7)
        .iter()
        .filter(|m| m.is_capture())
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(captures, ["exd8"]);
}

#[test]
fn a_pawn_may_wait_on_its_last_rank_only_under_this_rule() {
    let fen = "4P3/8/1k6/8/8/8/8/RNBQKBNR w - - 0 1";
    match Position::from_fen(fen, RuleSet::modern()) {
        Err(FenError::Position(e)) => assert!(e.contains(PositionErrorKind::PawnsOnBackRank)),
        other => panic!("{other:?}"),
    }
    // Never on its own first rank.
    let err = Position::from_fen(
        "8/8/1k6/8/8/8/8/RNBQKBNP w - - 0 1",
        Code::LostPiecesOnly.rules(),
    );
    assert!(err.is_err());
}

#[test]
fn a_promoted_piece_counts_as_the_piece_regained() {
    // Queen lost, two pawns near the end: the first may become a queen,
    // the second must then wait.
    let pos = position(
        Code::LostPiecesOnly,
        "8/3PP3/1k6/8/8/8/8/RNB1KBNR w - - 0 1",
    );
    let pos = pos.play_san("e8=Q").unwrap();
    let pos = pos.play_san("Kc5").unwrap();
    let moves: Vec<String> = pos
        .legal_moves_from(Square::D7)
        .iter()
        .map(|m| pos.san(m))
        .collect();
    assert_eq!(moves, ["d8"]);
}
