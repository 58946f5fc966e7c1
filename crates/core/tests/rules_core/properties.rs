//! Property tests: FEN round-trips, SAN and UCI printed then read give the
//! same move, and no input string makes a parser panic.

use chess_laws_core::{Code, Game, Position, RuleSet, Setup};
use proptest::prelude::*;

/// The position reached by playing, at each ply, the legal move picked by
/// the next number (modulo the number of legal moves).
fn play_out(rules: RuleSet, picks: &[u16]) -> Position {
    let mut pos = Position::start(rules);
    for &pick in picks {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[pick as usize % moves.len()];
        pos.play_unchecked(&m);
    }
    pos
}

fn codes() -> impl Strategy<Value = Code> {
    prop::sample::select(Code::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn fen_round_trips(code in codes(), picks in prop::collection::vec(any::<u16>(), 0..160)) {
        let pos = play_out(code.rules(), &picks);
        let fen = pos.fen();
        let again = Position::from_fen(&fen, code.rules()).expect("own FEN reads back");
        prop_assert_eq!(again.fen(), fen.clone());
        let ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
        let theirs: Vec<String> = again.legal_moves().iter().map(|m| m.to_uci()).collect();
        prop_assert_eq!(ours, theirs);
        let setup: Setup = fen.parse().expect("setup reads");
        prop_assert_eq!(setup.fen(), Position::from_setup(&setup, code.rules()).unwrap().to_setup().fen());
    }

    #[test]
    fn san_and_uci_round_trip(
        italy in any::<bool>(),
        picks in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        let rules = if italy { Code::Italy.rules() } else { Code::Modern.rules() };
        let pos = play_out(rules, &picks);
        for m in pos.legal_moves().iter() {
            let san = pos.san(m);
            prop_assert_eq!(pos.parse_san(&san), Ok(*m), "SAN {}", san);
            prop_assert_eq!(pos.parse_uci(&m.to_uci()), Ok(*m), "UCI {}", m.to_uci());
            prop_assert!(!pos.descriptive(m).is_empty());
        }
    }

    #[test]
    fn a_games_san_line_replays_to_the_same_position(
        code in codes(),
        picks in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let mut game = Game::start(code.rules());
        for &pick in &picks {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(&moves[pick as usize % moves.len()]).unwrap();
        }
        let mut again = Game::start(code.rules());
        again.play_line(&game.san_line()).unwrap();
        prop_assert_eq!(again.position().fen(), game.position().fen());
        prop_assert_eq!(again.moves(), game.moves());
    }

    #[test]
    fn refusal_is_none_exactly_for_legal_pairs(
        code in codes(),
        picks in prop::collection::vec(any::<u16>(), 0..100),
        from in 0u8..64,
        to in 0u8..64,
    ) {
        let pos = play_out(code.rules(), &picks);
        let (from, to) = (
            chess_laws_core::Square::new(from).unwrap(),
            chess_laws_core::Square::new(to).unwrap(),
        );
        let legal = pos.legal_moves().iter().any(|m| m.from() == from && m.to() == to);
        let refusal = pos.refusal(from, to);
        prop_assert_eq!(legal, refusal.is_none());
        if let Some(r) = refusal {
            prop_assert!(!r.message.is_empty());
        }
    }

    #[test]
    fn parsers_never_panic_on_any_string(text in any::<String>()) {
        let pos = Position::start(Code::Italy.rules());
        let _ = Setup::from_fen(&text);
        let _ = Position::from_fen(&text, RuleSet::modern());
        let _ = pos.parse_san(&text);
        let _ = pos.parse_uci(&text);
        let _ = Game::start(RuleSet::modern()).play_line(&text);
    }

    #[test]
    fn parsers_never_panic_on_near_misses(
        fen in "[pnbrqkPNBRQK1-9/]{0,70} [wbx-]{0,2} [KQkqA-H-]{0,5} [a-h1-8-]{0,3} [0-9-]{0,4} [0-9]{0,4}",
        san in "[NBRQKO0x=+#!?a-h1-9()\\-,]{0,14}",
        uci in "[a-i0-9qrbnk]{0,7}",
    ) {
        let _ = Position::from_fen(&fen, Code::LostPiecesOnly.rules());
        let _ = Position::from_fen(&fen, Code::LawsOfTheGame.rules());
        for code in [Code::Modern, Code::Italy, Code::LostPiecesOnly] {
            let pos = Position::start(code.rules());
            let _ = pos.parse_san(&san);
            let _ = pos.parse_uci(&uci);
        }
    }
}
