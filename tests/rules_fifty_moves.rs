//! The fifty-move rule: modern, only in the named endings (Sarratt 23;
//! counted from a notice under Laws of the Game 19), or none.

use chess_laws::core::{
    Code, Ending, FiftyMoves, Game, GameResult, Law, Outcome, Position, RefusalKind, RuleSet,
};

/// Rook and bishop against rook: White Ra1, Bf1, Ke1; Black Ke8, Rh7.
const ROOK_AND_BISHOP: &str = "4k3/7r/8/8/8/8/8/R3KB2 w - - 0 1";

/// Four plies that change nothing: both rooks step out and back.
const SHUFFLE: &str = "Ra2 Rh6 Ra1 Rh7";

fn shuffles(n: usize) -> String {
    vec![SHUFFLE; n].join(" ")
}

#[test]
fn on_notice_rook_and_bishop_against_rook() {
    let rules = Code::LawsOfTheGame.rules();
    let mut game = Game::new(Position::from_fen(ROOK_AND_BISHOP, rules).unwrap());
    // Without notice nothing is counted.
    game.play_line(&shuffles(30)).unwrap();
    assert_eq!(game.position().moves_counted(), None);
    assert_eq!(game.outcome(), Outcome::Ongoing);
    // The defender gives notice: fifty moves on each side from now.
    game.play_line("notice").unwrap();
    assert_eq!(game.position().moves_counted(), Some(0));
    game.play_line(&shuffles(24)).unwrap();
    game.play_line("Ra2 Rh6 Ra1").unwrap();
    assert_eq!(game.position().moves_counted(), Some(99));
    assert_eq!(game.outcome(), Outcome::Ongoing);
    game.play_line("Rh7").unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Finished {
            ending: Ending::FiftyMoves,
            result: GameResult::Draw,
            law: Some(Law::lotg(19)),
        }
    );
    assert_eq!(
        game.outcome().describe(),
        "Fifty moves: drawn game (Laws of the Game, law 19)"
    );
}

#[test]
fn notice_only_in_the_named_endings_and_only_once() {
    let rules = Code::LawsOfTheGame.rules();
    // Rook against king is not a named ending.
    let mut pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", rules).unwrap();
    let r = pos.give_notice().unwrap_err();
    assert_eq!(r.kind, RefusalKind::NoticeRefused);
    assert_eq!(r.law, Some(Law::lotg(19)));
    let mut pos = Position::from_fen(ROOK_AND_BISHOP, rules).unwrap();
    assert!(pos.give_notice().is_ok());
    assert!(pos.give_notice().is_err());
    // Modern rules know no notice.
    let mut pos = Position::from_fen(ROOK_AND_BISHOP, RuleSet::modern()).unwrap();
    assert!(pos.give_notice().is_err());
    let mut game = Game::new(Position::from_fen(ROOK_AND_BISHOP, RuleSet::modern()).unwrap());
    let err = game.play_line("Ra2 notice").unwrap_err();
    assert_eq!(err.ply, 2);
    assert_eq!(err.refusal().unwrap().kind, RefusalKind::NoticeRefused);
}

#[test]
fn a_capture_ends_the_count() {
    let rules = Code::LawsOfTheGame.rules();
    // White's rook takes Black's: rook and bishop against king is no
    // named ending, so nothing is counted any more.
    let mut game =
        Game::new(Position::from_fen("r3k3/8/8/8/8/8/8/4KB1R w - - 0 1", rules).unwrap());
    game.play_line("notice").unwrap();
    assert_eq!(game.position().moves_counted(), Some(0));
    game.play_line("Rh2 Ra2 Rxa2").unwrap();
    assert_eq!(game.position().moves_counted(), None);
}

#[test]
fn sarratt_counts_from_the_moment_the_ending_stands() {
    let rules = Code::Sarratt.rules();
    let fen = "4k3/7r/8/8/8/8/8/R3KB2 w - - 99 80";
    let pos = Position::from_fen(fen, rules).unwrap();
    assert_eq!(pos.moves_counted(), Some(99));
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    let after = pos.play_san("Ra2").unwrap();
    assert_eq!(
        after.outcome().describe(),
        "Fifty moves: drawn game (Sarratt (1808), law 23)"
    );
    // In another ending (rook against king) there is no limit.
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 150 100", rules).unwrap();
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}

#[test]
fn modern_and_none() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 100 100";
    let pos = Position::from_fen(fen, RuleSet::modern()).unwrap();
    assert_eq!(
        pos.outcome().describe(),
        "Fifty moves: drawn game (FIDE Laws of Chess (2023), art. 9.3)"
    );
    let none = RuleSet {
        fifty_moves: FiftyMoves::None,
        ..RuleSet::modern()
    };
    let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 500 300", none).unwrap();
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    assert_eq!(pos.moves_counted(), None);
}

#[test]
fn the_named_endings() {
    let ending = |fen: &str| {
        Position::from_fen(fen, RuleSet::modern())
            .unwrap()
            .named_ending()
    };
    use chess_laws::core::Color::{Black, White};
    assert_eq!(ending("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), Some(Black));
    assert_eq!(ending("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"), Some(Black));
    assert_eq!(ending("4k3/8/8/8/8/8/8/2N1KB2 w - - 0 1"), Some(Black));
    assert_eq!(ending("3rk3/8/8/8/8/8/8/R3KB2 w - - 0 1"), Some(Black));
    assert_eq!(ending("2bnk3/8/8/8/8/8/8/4K3 w - - 0 1"), Some(White));
    assert_eq!(ending("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), None);
    assert_eq!(ending("4k3/p7/8/8/8/8/8/3QK3 w - - 0 1"), None);
}

#[test]
fn king_and_queen_against_king_is_named_only_by_the_laws_of_the_game() {
    // Sarratt 23 and the Code of 24, law 22 name R+B v R, two bishops and
    // N+B v K; only the Laws of the Game 19 add K+Q v K.
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 99 80";
    let after = |code: Code| {
        Position::from_fen(fen, code.rules())
            .unwrap()
            .play_san("Qd2")
            .unwrap()
            .outcome()
    };
    assert_eq!(after(Code::Sarratt), Outcome::Ongoing);
    assert_eq!(after(Code::CodeOf24), Outcome::Ongoing);
    let mut pos = Position::from_fen(fen, Code::LawsOfTheGame.rules()).unwrap();
    assert!(pos.give_notice().is_ok());
    // The rook-and-bishop ending still counts under Sarratt.
    let rb = Position::from_fen("4k3/7r/8/8/8/8/8/R3KB2 w - - 99 80", Code::CodeOf24.rules())
        .unwrap()
        .play_san("Ra2")
        .unwrap();
    assert_eq!(rb.outcome().result(), Some(GameResult::Draw));
}
