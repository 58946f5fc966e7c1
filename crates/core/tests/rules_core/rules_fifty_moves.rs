//! The fifty-move rule: modern, only in the named endings (Sarratt 23;
//! counted from a notice under Laws of the Game 19), or none.

use chess_laws_core::{
    Code, DrawClaim, Ending, FiftyMoves, Game, GameResult, Law, Outcome, Position, RefusalKind,
    RuleSet, Standing,
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
            standing: Standing::Own,
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
    // Modern: at 100 plies a draw may be claimed (FIDE 9.3); the game is
    // not over until the claim.
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 100 100";
    let mut pos = Position::from_fen(fen, RuleSet::modern()).unwrap();
    assert_eq!(pos.outcome(), Outcome::Ongoing);
    pos.claim_draw().unwrap();
    assert_eq!(
        pos.outcome().describe(),
        "Drawn by claim: fifty moves without capture or pawn move \
         (FIDE Laws of Chess (2023), art. 9.3)"
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
        Position::from_fen(fen, Code::LawsOfTheGame.rules())
            .unwrap()
            .named_ending()
    };
    use chess_laws_core::Color::{Black, White};
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

#[test]
fn the_count_set_by_hand_names_its_own_endings_whatever_book_is_cited() {
    // The switch decides the rule, the book cited only the words: Sarratt's
    // count leaves K+Q v K out under the Laws of the Game's book, and the
    // count on notice names it under Sarratt's.
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let named = |fifty_moves: FiftyMoves, law_book: chess_laws_core::LawBook| {
        let rules = RuleSet {
            fifty_moves,
            law_book,
            ..RuleSet::sarratt()
        };
        Position::from_fen(fen, rules).unwrap().named_ending()
    };
    let sarratts = FiftyMoves::NamedEndings { on_notice: false };
    let on_notice = FiftyMoves::NamedEndings { on_notice: true };
    assert_eq!(
        named(sarratts, chess_laws_core::LawBook::LawsOfTheGame),
        None
    );
    assert!(named(on_notice, chess_laws_core::LawBook::Sarratt).is_some());
}

/// King and rook against king, with `plies` counted since the last capture
/// or pawn move.
fn rook_ending(plies: u32) -> Game {
    let fen = format!("4k3/8/8/8/8/8/8/R3K3 w - - {plies} 100");
    Game::new(Position::from_fen(&fen, RuleSet::modern()).unwrap())
}

#[test]
fn modern_claim_at_exactly_a_hundred_plies_not_at_ninety_nine() {
    let mut game = rook_ending(99);
    assert!(!game.can_claim_draw());
    assert!(!game.position().can_claim_draw());
    let refusal = game.claim_draw().unwrap_err();
    assert_eq!(refusal.kind, RefusalKind::ClaimRefused);
    assert_eq!(refusal.law, Some(Law::fide("9.3")));
    assert_eq!(game.steps().len(), 0, "a refused claim changes nothing");
    game.play_line("Ra2").unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing, "no automatic draw at 100");
    assert_eq!(
        game.claimable_draw(),
        Some((DrawClaim::FiftyMoves, Some(Law::fide("9.3"))))
    );
    game.play_line("claim").unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Finished {
            ending: Ending::Claimed(DrawClaim::FiftyMoves),
            result: GameResult::Draw,
            law: Some(Law::fide("9.3")),
            standing: Standing::Own,
        }
    );
    assert_eq!(game.san_line(), "100.Ra2 claim");
    // Undoing the claim takes the game back to the claimable position.
    game.undo();
    assert!(game.can_claim_draw());
}

#[test]
fn modern_draws_by_itself_at_a_hundred_and_fifty_plies() {
    let mut game = rook_ending(148);
    game.play_line("Ra2").unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    game.play_line("Kd7").unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Finished {
            ending: Ending::SeventyFiveMoves,
            result: GameResult::Draw,
            law: Some(Law::fide("9.6.2")),
            standing: Standing::Own,
        }
    );
    assert!(
        !game.can_claim_draw(),
        "nothing to claim in a finished game"
    );
}

#[test]
fn mate_on_the_hundred_and_fiftieth_ply_is_mate() {
    // White: Kg6, Ra1; Black Kh8. Ra8 mates with the 150th ply.
    let fen = "7k/8/6K1/8/8/8/8/R7 w - - 149 120";
    let mut game = Game::new(Position::from_fen(fen, RuleSet::modern()).unwrap());
    game.play_line("Ra8#").unwrap();
    assert_eq!(game.position().halfmoves(), 150);
    assert_eq!(game.outcome().describe(), "Checkmate: White wins");
}

/// Knights out and back: the start position again every four plies.
const KNIGHTS_OUT_AND_BACK: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn threefold_repetition_may_be_claimed_fivefold_draws_by_itself() {
    let mut game = Game::start(RuleSet::modern());
    game.play_line(KNIGHTS_OUT_AND_BACK).unwrap();
    assert!(
        !game.can_claim_draw(),
        "the start stands a second time only"
    );
    game.play_line(KNIGHTS_OUT_AND_BACK).unwrap();
    assert_eq!(
        game.claimable_draw(),
        Some((DrawClaim::Repetition, Some(Law::fide("9.2"))))
    );
    assert_eq!(game.outcome(), Outcome::Ongoing);
    let mut claimed = game.clone();
    claimed.play_line("claim").unwrap();
    assert_eq!(
        claimed.outcome().describe(),
        "Drawn by claim: the same position for the third time \
         (FIDE Laws of Chess (2023), art. 9.2)"
    );
    // Unclaimed, the fourth time goes on and the fifth draws at once.
    game.play_line(KNIGHTS_OUT_AND_BACK).unwrap();
    game.play_line("Nf3 Nf6 Ng1").unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    game.play_line("Ng8").unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Finished {
            ending: Ending::FivefoldRepetition,
            result: GameResult::Draw,
            law: Some(Law::fide("9.6.1")),
            standing: Standing::Own,
        }
    );
}

#[test]
fn castling_rights_make_a_different_position() {
    // The kings step out and back: the men stand as at the start, but the
    // castling rights are gone, so the start does not repeat.
    let mut game = Game::start(RuleSet::modern());
    game.play_line("e4 e5 Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8")
        .unwrap();
    assert!(!game.can_claim_draw());
    game.play_line("Ke2 Ke7 Ke1 Ke8").unwrap();
    assert_eq!(
        game.claimable_draw().map(|(c, _)| c),
        Some(DrawClaim::Repetition)
    );
}

#[test]
fn the_old_codes_know_no_claim_and_no_repetition() {
    for code in [Code::Sarratt, Code::LawsOfTheGame, Code::CodeOf24] {
        let mut game = Game::start(code.rules());
        for _ in 0..5 {
            game.play_line(KNIGHTS_OUT_AND_BACK).unwrap();
        }
        assert_eq!(game.outcome(), Outcome::Ongoing, "{code:?}");
        let refusal = game.claim_draw().unwrap_err();
        assert_eq!(refusal.kind, RefusalKind::ClaimRefused, "{code:?}");
    }
    // A hundred plies in a rook ending: nothing under the old codes.
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 120 100";
    let pos = Position::from_fen(fen, Code::Sarratt.rules()).unwrap();
    assert!(!pos.can_claim_draw());
    assert_eq!(pos.outcome(), Outcome::Ongoing);
}
