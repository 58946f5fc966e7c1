//! Odds: men removed and free first moves for the receiver, confined to
//! his own half under Laws of the Game 15.

use chess_laws_core::{
    Code, Color, Game, GameResult, Law, Odds, Position, PositionErrorKind, RefusalKind, RuleSet,
    Square,
};

fn pawn_and_moves(moves: u8, rules: RuleSet) -> Game {
    let odds = Odds {
        giver: Color::Black,
        removed: vec![Square::F7],
        receiver_moves: moves,
    };
    Game::new(Position::from_odds(&odds, rules).unwrap())
}

#[test]
fn unconfined_the_trap_works() {
    let mut game = pawn_and_moves(3, Code::Sarratt.rules());
    game.play_line("1.e3 2.Bd3 3.Qh5+").unwrap();
    let pos = game.position();
    assert_eq!(pos.turn(), Color::Black);
    assert!(pos.is_check());
    let replies: Vec<String> = pos.legal_moves().iter().map(|m| pos.san(m)).collect();
    assert_eq!(replies, ["g6"]);
    game.play_line("3...g6 4.Qxg6+ hxg6 5.Bxg6#").unwrap();
    assert_eq!(game.outcome().result(), Some(GameResult::WhiteWins));
}

#[test]
fn confined_the_queen_may_not_leave_whites_half() {
    let mut game = pawn_and_moves(3, Code::LawsOfTheGame.rules());
    let err = game.play_line("1.e3 2.Bd3 3.Qh5+").unwrap_err();
    assert_eq!(err.ply, 3);
    assert_eq!(err.token, "3.Qh5+");
    let r = err.refusal().expect("refused by the rules");
    assert_eq!(r.kind, RefusalKind::OddsConfined);
    assert_eq!(r.law, Some(Law::lotg(15)));
    assert!(r.message.contains("ranks 1 to 4"));
    let pos = game.position();
    assert!(pos.is_confined());
    assert_eq!(
        pos.refusal(Square::D1, Square::H5).unwrap().kind,
        RefusalKind::OddsConfined
    );
    assert!(pos.legal_moves().iter().all(|m| m.to().rank() < 4));
    // A move inside his own territory is fine, and then Black moves.
    game.play_san("Qf3").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    assert!(!game.position().is_confined());
}

#[test]
fn the_receiver_keeps_the_move_until_his_free_moves_are_spent() {
    let mut game = pawn_and_moves(3, RuleSet::modern());
    assert_eq!(game.position().free_moves_left(), 3);
    game.play_san("e4").unwrap();
    assert_eq!(game.position().turn(), Color::White);
    assert_eq!(game.position().free_moves_left(), 2);
    // A double step made during free moves gives no en passant.
    assert_eq!(game.position().ep_square(), None);
    game.play_san("d4").unwrap();
    game.play_san("Nf3").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    assert_eq!(game.position().free_moves_left(), 0);
    assert_eq!(game.san_line(), "1.e4 2.d4 3.Nf3");
}

#[test]
fn a_free_move_that_gives_check_hands_over_the_move() {
    let mut game = pawn_and_moves(4, RuleSet::modern());
    game.play_line("1.e3 2.Bd3 3.Qh5+").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
    assert_eq!(game.position().free_moves_left(), 0);
}

#[test]
fn two_free_moves_are_not_confined() {
    // Laws of the Game 15 speaks of three or more first moves.
    let mut game = pawn_and_moves(2, Code::LawsOfTheGame.rules());
    game.play_line("1.e4 2.e5").unwrap();
    assert_eq!(game.position().turn(), Color::Black);
}

#[test]
fn black_may_receive_the_moves() {
    let odds = Odds {
        giver: Color::White,
        removed: vec![Square::F2],
        receiver_moves: 3,
    };
    let mut game = Game::new(Position::from_odds(&odds, Code::LawsOfTheGame.rules()).unwrap());
    assert_eq!(game.position().turn(), Color::Black);
    let err = game.play_line("1...e6 2...Bd6 3...Qh4+").unwrap_err();
    assert_eq!(err.refusal().unwrap().kind, RefusalKind::OddsConfined);
    assert!(err.refusal().unwrap().message.contains("ranks 5 to 8"));
}

#[test]
fn odds_must_remove_the_givers_men_and_not_his_king() {
    let bad = |giver: Color, sq: Square| {
        let odds = Odds {
            giver,
            removed: vec![sq],
            receiver_moves: 1,
        };
        Position::from_odds(&odds, RuleSet::modern()).unwrap_err()
    };
    assert!(bad(Color::Black, Square::F2).contains(PositionErrorKind::BadOdds));
    assert!(bad(Color::White, Square::E1).contains(PositionErrorKind::BadOdds));
    assert!(bad(Color::White, Square::E4).contains(PositionErrorKind::BadOdds));
}

#[test]
fn without_free_moves_the_giver_moves_first() {
    let odds = Odds {
        giver: Color::Black,
        removed: vec![Square::B8],
        receiver_moves: 0,
    };
    let pos = Position::from_odds(&odds, RuleSet::modern()).unwrap();
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.free_moves_left(), 0);
}
