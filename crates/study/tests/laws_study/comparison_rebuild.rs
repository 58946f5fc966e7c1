//! A comparison rebuilt from the previous one (only the changed end of the
//! line replayed) is the same as one replayed from scratch.

use crate::common;

use common::boards;

use chess_laws_study::core::Code;
use chess_laws_study::study::{line_tokens, BoardRules, Comparison, StartSpec, Track};

fn same_track(a: &Track, b: &Track) -> bool {
    a.rules == b.rules
        && a.stop == b.stop
        && match (&a.game, &b.game) {
            (Ok(x), Ok(y)) => x.steps() == y.steps() && x.positions() == y.positions(),
            (Err(x), Err(y)) => x == y,
            _ => false,
        }
}

/// Rebuilds `after` from the comparison of `before` and checks it against a
/// fresh replay of `after`.
fn check(start: &StartSpec, codes: &[Code], before: &str, after: &str) {
    let (codes, before, after) = (boards(codes), line_tokens(before), line_tokens(after));
    let previous = Comparison::build(start, &codes, &before);
    let rebuilt = Comparison::rebuild(Some(&previous), start, &codes, &after);
    let fresh = Comparison::build(start, &codes, &after);
    assert_eq!(rebuilt.tokens, fresh.tokens);
    assert_eq!(rebuilt.tracks.len(), fresh.tracks.len());
    for (r, f) in rebuilt.tracks.iter().zip(&fresh.tracks) {
        assert!(same_track(r, f), "{:?}: {before:?} -> {after:?}", f.rules);
    }
}

const CODES: [Code; 3] = [Code::Sarratt, Code::Italy, Code::Modern];

#[test]
fn a_move_added_is_played_on_every_board() {
    check(
        &StartSpec::Initial,
        &CODES,
        "1.e4 Nf6 2.e5",
        "1.e4 Nf6 2.e5 d5",
    );
    check(&StartSpec::Initial, &CODES, "", "1.e4");
}

#[test]
fn a_board_stopped_by_its_law_stays_stopped_as_the_line_grows() {
    // Italy refuses exd6 (passar battaglia); the other boards go on.
    check(
        &StartSpec::Initial,
        &CODES,
        "1.e4 Nf6 2.e5 d5 3.exd6",
        "1.e4 Nf6 2.e5 d5 3.exd6 exd6",
    );
}

#[test]
fn a_line_taken_back_or_changed_near_its_end_is_replayed_from_there() {
    check(
        &StartSpec::Initial,
        &CODES,
        "1.e4 Nf6 2.e5 d5 3.exd6 exd6",
        "1.e4 Nf6 2.e5",
    );
    check(
        &StartSpec::Initial,
        &CODES,
        "1.e4 Nf6 2.e5 d5 3.exd6",
        "1.e4 Nf6 2.e5 d5 3.Nf3",
    );
    check(&StartSpec::Initial, &CODES, "1.e4 e5", "1.d4 d5");
    check(&StartSpec::Initial, &CODES, "1.e4 e5 2.Nf3", "");
}

#[test]
fn other_boards_or_another_start_are_replayed_in_full() {
    let line = line_tokens("1.e4 e5 2.Nf3");
    let previous = Comparison::build(&StartSpec::Initial, &boards(&CODES), &line);
    let fewer = boards(&[Code::Italy]);
    let rebuilt = Comparison::rebuild(Some(&previous), &StartSpec::Initial, &fewer, &line);
    assert_eq!(rebuilt.tracks.len(), 1);
    assert_eq!(rebuilt.tracks[0].rules, BoardRules::Code(Code::Italy));
    let fen = StartSpec::Fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".to_string());
    check(&fen, &CODES, "", "1.e4");
    let rebuilt = Comparison::rebuild(Some(&previous), &fen, &boards(&CODES), &line);
    let fresh = Comparison::build(&fen, &boards(&CODES), &line);
    for (r, f) in rebuilt.tracks.iter().zip(&fresh.tracks) {
        assert!(same_track(r, f));
    }
}
