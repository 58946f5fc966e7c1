//! Italian games under Italy (Ponziani): each test game of `tests/data`
//! plays through under `italy-ponziani`, and every other code refuses it
//! first at its Italian castling, with its law.
//!
//! One game of the period: Dubois v. the Duke of Rignano (Rome, 1844), as
//! The Chess Monthly printed its score (vol. 2, 1858, pp. 302-303), with
//! White's 20.Kb1/Re1. The others are built for the test: each brings
//! about one of Ponziani's castlings (law IV) that the other codes lack,
//! written in one of the forms the importer reads: `O-O-O(Kb1,Re1)`,
//! `Kh8/Rg8`, and the prose "Castles, K. to Q. Kt. sq., R. to K. sq.".

use chess_laws_study::core::{Code, Law, RefusalKind};
use chess_laws_study::study::import::{import_text, CodeVerdict, ImportedGame};
use std::path::Path;

fn game_of(file: &str) -> ImportedGame {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let imported = import_text(&text);
    assert_eq!(imported.games.len(), 1, "{file}: {:?}", imported.message);
    let game = imported.games.into_iter().next().unwrap();
    assert!(game.problem.is_none(), "{file}: {:?}", game.problem);
    game
}

/// Checks the verdicts of `file`: through under Ponziani, refused at
/// `castling` (0-based token index, its token) under every other code.
fn check(file: &str, plies: usize, castling: usize, token: &str) {
    let game = game_of(file);
    let verdicts = game.verdicts();
    assert_eq!(verdicts.replays.len(), Code::ALL.len());
    match &verdicts.of(Code::ItalyPonziani).unwrap().verdict {
        CodeVerdict::PlaysThrough { plies: n, .. } => assert_eq!(*n, plies, "{file}"),
        other => panic!("{file} under Ponziani: {other:?}"),
    }
    for code in Code::ALL.into_iter().filter(|&c| c != Code::ItalyPonziani) {
        match &verdicts.of(code).unwrap().verdict {
            CodeVerdict::Refused {
                index,
                token: written,
                refusal,
                ..
            } => {
                assert_eq!(*index, castling, "{file} under {code}: {written}");
                assert!(written.contains(token), "{file} under {code}: {written}");
                assert_eq!(
                    refusal.kind,
                    RefusalKind::CastlingNotAllowed,
                    "{file} {code}"
                );
                let expected = if code == Code::Modern {
                    Law::fide("3.8.2")
                } else {
                    Law::sarratt(16)
                };
                assert_eq!(refusal.law, Some(expected), "{file} under {code}");
            }
            other => panic!("{file} under {code}: {other:?}"),
        }
    }
    // The study opens just after the first refusal, all codes side by side.
    let study = verdicts.study(&game);
    assert_eq!(study.cursor, castling + 1, "{file}");
}

#[test]
fn dubois_against_rignano_rome_1844_plays_through_only_in_italy_after_ponziani() {
    // 97 plies; White's twentieth move, 20.Kb1/Re1, is the 39th.
    check("dubois-rignano-1844.pgn", 97, 38, "Kb1/Re1");
}

#[test]
fn the_rignano_castling_king_b1_rook_e1_in_san() {
    check("italian-castling-b1-e1.pgn", 27, 12, "O-O-O(Kb1,Re1)");
}

#[test]
fn castlings_written_with_a_slash_as_period_sources_print_them() {
    check("italian-castling-slash.pgn", 21, 13, "Kh8/Rg8");
}

#[test]
fn the_castling_in_the_prose_of_the_period() {
    check("italian-castling-prose.txt", 12, 8, "Castles");
}

#[test]
fn italy_after_sarratt_takes_the_slash_games_kings_side_answer() {
    // White's 8.Kh1/Rf1 is Sarratt's third way: Italy after Sarratt
    // refuses Black's 7...Kh8/Rg8, not White's castling.
    let game = game_of("italian-castling-slash.pgn");
    let sarratt_italy = game.replay(Code::Italy);
    assert_eq!(sarratt_italy.verdict.stop_index(), Some(13));
}
