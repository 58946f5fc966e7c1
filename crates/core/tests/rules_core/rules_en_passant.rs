//! En passant: allowed (Sarratt 15) or forbidden, "passar battaglia"
//! (Sarratt 15, N.B.).

use crate::common;

use common::position;

use chess_laws_core::{Code, Game, Law, Position, RefusalKind, Role, RuleSet, Square};

const PASSAR: &str = "1.e4 Nf6 2.e5 d5 3.exd6";

#[test]
fn sarratt_allows_taking_en_passant() {
    let mut game = Game::start(Code::Sarratt.rules());
    game.play_line(PASSAR).unwrap();
    let pos = game.position();
    assert_eq!(pos.piece_at(Square::D6).map(|p| p.role), Some(Role::Pawn));
    assert_eq!(pos.piece_at(Square::D5), None);
    assert!(game.moves().last().unwrap().is_en_passant());
}

#[test]
fn italy_refuses_it_with_the_reason() {
    let mut game = Game::start(Code::Italy.rules());
    let err = game.play_line(PASSAR).unwrap_err();
    assert_eq!(err.ply, 5);
    assert_eq!(err.token, "3.exd6");
    let refusal = err.refusal().expect("refused by the rules");
    assert_eq!(refusal.kind, RefusalKind::EnPassantForbidden);
    assert_eq!(refusal.law, Some(Law::sarratt_nb(15)));
    assert_eq!(
        refusal.to_string(),
        "No en passant in Italy: the pawn passes the battle (Sarratt (1808), law 15, N.B.)"
    );
    // The moves before stay played; the pawn on e5 may advance or take the
    // knight, not the pawn.
    assert_eq!(game.moves().len(), 4);
    let pos = game.position();
    let ucis: Vec<String> = pos
        .legal_moves_from(Square::E5)
        .iter()
        .map(|m| m.to_uci())
        .collect();
    assert_eq!(ucis, ["e5e6", "e5f6"]);
    let r = pos.refusal(Square::E5, Square::D6).unwrap();
    assert_eq!(r.kind, RefusalKind::EnPassantForbidden);
}

#[test]
fn fen_shows_the_square_only_where_the_capture_is_allowed() {
    let line = "1.e4 Nf6 2.e5 d5";
    let fen_under = |code: Code| {
        let mut game = Game::start(code.rules());
        game.play_line(line).unwrap();
        game.position().fen()
    };
    assert_eq!(
        fen_under(Code::Sarratt),
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    assert_eq!(
        fen_under(Code::Italy),
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"
    );
}

#[test]
fn the_code_of_24_allows_it_too() {
    let mut game = Game::start(Code::CodeOf24.rules());
    assert!(game.play_line(PASSAR).is_ok());
}

#[test]
fn a_capture_that_exposes_the_king_is_refused_with_that_reason() {
    // The white king on a5 and the black rook on h5: taking en passant
    // would empty the fifth rank between them.
    let pos = Position::from_fen("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", RuleSet::modern()).unwrap();
    assert!(pos.legal_moves().iter().all(|m| !m.is_en_passant()));
    let r = pos.refusal(Square::B5, Square::C6).unwrap();
    assert_eq!(r.kind, RefusalKind::LeavesKingInCheck);
    assert_eq!(r.law, Some(Law::fide("3.9.2")));
    let old = Position::from_fen(
        "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
        Code::LawsOfTheGame.rules(),
    )
    .unwrap();
    assert_eq!(
        old.refusal(Square::B5, Square::C6).unwrap().law,
        Some(Law::lotg(1))
    );
    // No legal capture, so FEN leaves the square out.
    assert!(pos.fen().contains(" w - - "));
}

#[test]
fn forbidding_en_passant_changes_the_move_count() {
    let fen = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    let allowed = position(Code::Sarratt, fen);
    let forbidden = position(Code::Italy, fen);
    let count = |p: &Position| p.legal_moves().iter().filter(|m| !m.is_castle()).count();
    assert_eq!(count(&allowed), count(&forbidden) + 1);
}
