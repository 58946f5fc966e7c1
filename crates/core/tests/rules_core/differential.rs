//! Differential test against shakmaty (standard chess): positions from
//! seeded random games must give the same legal moves, check, mate,
//! stalemate, insufficient material, FEN and SAN.

use crate::common::Rng;
use chess_laws_core::{Position, RuleSet};
use shakmaty::{fen::Fen, san::SanPlus, CastlingMode, Chess, EnPassantMode, Position as _};
use std::collections::BTreeSet;

fn shakmaty_from_fen(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("shakmaty reads the FEN")
        .into_position(CastlingMode::Standard)
        .expect("shakmaty accepts the position")
}

/// Compares everything the two engines say about one position.
fn compare(ours: &Position, theirs: &Chess, with_san: bool) {
    let fen = Fen::from_position(theirs, EnPassantMode::Legal).to_string();
    assert_eq!(ours.fen(), fen, "FEN");
    let our_moves: BTreeSet<String> = ours.legal_moves().iter().map(|m| m.to_uci()).collect();
    let their_moves: BTreeSet<String> = theirs
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    assert_eq!(our_moves, their_moves, "legal moves of {fen}");
    assert_eq!(ours.is_check(), theirs.is_check(), "check in {fen}");
    let finished = ours.outcome();
    let mate = ours.legal_moves().is_empty() && ours.is_check();
    let stalemate = ours.legal_moves().is_empty() && !ours.is_check();
    assert_eq!(mate, theirs.is_checkmate(), "mate in {fen}");
    assert_eq!(stalemate, theirs.is_stalemate(), "stalemate in {fen}");
    assert_eq!(
        ours.is_insufficient_material(),
        theirs.is_insufficient_material(),
        "insufficient material in {fen}"
    );
    if theirs.is_checkmate() || theirs.is_stalemate() {
        assert!(finished.is_finished());
    }
    if with_san {
        for m in theirs.legal_moves() {
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            let our = ours.parse_uci(&uci).expect("our UCI reads shakmaty's");
            let san = SanPlus::from_move(theirs.clone(), m).to_string();
            assert_eq!(ours.san(&our), san, "SAN of {uci} in {fen}");
            assert_eq!(
                ours.parse_san(&san),
                Ok(our),
                "SAN {san} read back in {fen}"
            );
        }
    }
}

/// Plays `games` random games from `start`, comparing each position.
fn random_games(start: &str, seed: u64, games: usize, max_plies: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut positions = 0;
    for game in 0..games {
        let mut ours = Position::from_fen(start, RuleSet::modern()).expect("our engine reads it");
        let mut theirs = shakmaty_from_fen(start);
        for ply in 0..max_plies {
            compare(&ours, &theirs, (game + ply) % 4 == 0);
            positions += 1;
            let moves = ours.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Captures and pawn moves are favoured now and then, so that
            // games reach promotions and endings.
            let pick = if rng.below(3) == 0 {
                let forcing: Vec<_> = moves
                    .iter()
                    .filter(|m| m.is_capture() || m.promotion().is_some())
                    .collect();
                if forcing.is_empty() {
                    moves[rng.below(moves.len())]
                } else {
                    *forcing[rng.below(forcing.len())]
                }
            } else {
                moves[rng.below(moves.len())]
            };
            let uci = pick.to_uci();
            let theirs_move = uci
                .parse::<shakmaty::uci::UciMove>()
                .expect("UCI")
                .to_move(&theirs)
                .expect("shakmaty accepts our move");
            theirs.play_unchecked(theirs_move);
            ours.play_unchecked(&pick);
        }
    }
    positions
}

#[test]
fn random_games_from_the_start() {
    let n = random_games(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        0x5eed_1808,
        100,
        160,
    );
    assert!(n >= 8_000, "only {n} positions");
}

#[test]
fn random_games_from_tricky_positions() {
    let starts = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    ];
    let mut n = 0;
    for (i, fen) in starts.iter().enumerate() {
        n += random_games(fen, 0xc0de + i as u64, 15, 120);
    }
    assert!(n >= 5_000, "only {n} positions");
}
