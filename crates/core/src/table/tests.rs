//! Every remedy under every code: each slip is made at a table, judged,
//! and ruled on by the six codes of conduct.

use super::*;
use crate::{Book, Law};
use crate::{Code, Color, Position, Role, Square};

/// A position, an act and the slip it must make.
struct Case {
    name: &'static str,
    fen: &'static str,
    /// Lawful moves (UCI) played on the table first.
    first: &'static [&'static str],
    hand: Color,
    act: Act,
}

fn mv(from: Square, to: Square) -> Act {
    Act::Move {
        from,
        to,
        check_said: false,
        squares_touched: vec![],
    }
}

fn touch(square: Square) -> Act {
    Act::Touch {
        square,
        adjust: false,
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// One row per remedy under every code: a table of data, long by nature.
#[allow(clippy::too_many_lines)]
fn cases() -> Vec<Case> {
    use Square as S;
    let w = Color::White;
    vec![
        Case {
            name: "false move",
            fen: "4k3/8/8/8/8/R7/8/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::A3, S::B4),
        },
        Case {
            name: "false capture",
            fen: "4k3/8/8/8/1n6/R1P5/8/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::A3, S::B4),
        },
        Case {
            name: "own man taken",
            fen: "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::A1, S::A2),
        },
        Case {
            name: "adversary's man moved",
            fen: "4k3/8/8/3n4/8/2N5/8/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::D5, S::B6),
        },
        Case {
            name: "king into check",
            fen: "4k3/3r4/8/8/8/8/7P/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::E1, S::D1),
        },
        Case {
            name: "shield moved",
            fen: "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::E2, S::C3),
        },
        Case {
            name: "check not met",
            fen: "4k3/4r3/8/8/8/8/8/N3KB2 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::A1, S::B3),
        },
        Case {
            name: "illegal castling",
            fen: "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1",
            first: &[],
            hand: w,
            act: mv(S::E1, S::G1),
        },
        Case {
            name: "two moves",
            fen: START,
            first: &["e2e4"],
            hand: w,
            act: mv(S::D2, S::D4),
        },
        Case {
            name: "unannounced check",
            fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
            first: &[],
            hand: w,
            act: mv(S::A1, S::A8),
        },
        Case {
            name: "false check",
            fen: START,
            first: &[],
            hand: w,
            act: Act::Move {
                from: S::E2,
                to: S::E4,
                check_said: true,
                squares_touched: vec![],
            },
        },
        Case {
            name: "touched squares",
            fen: START,
            first: &[],
            hand: w,
            act: Act::Move {
                from: S::G1,
                to: S::F3,
                check_said: false,
                squares_touched: vec![S::F3],
            },
        },
        Case {
            name: "touched own, free",
            fen: START,
            first: &[],
            hand: w,
            act: touch(S::G1),
        },
        Case {
            name: "touched own, shielding",
            fen: "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: touch(S::E2),
        },
        Case {
            name: "touched own, shielding, the king's steps commanded",
            fen: "3rkr2/4r3/8/8/8/8/4N2P/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: touch(S::E2),
        },
        Case {
            name: "false move, the king's step commanded",
            fen: START,
            first: &["e2e4", "b7b6", "g1f3", "c8a6"],
            hand: w,
            act: mv(S::C1, S::E3),
        },
        Case {
            name: "touched own, in check",
            fen: "4k3/4r3/8/8/8/8/8/N3KB2 w - - 0 1",
            first: &[],
            hand: w,
            act: touch(S::A1),
        },
        Case {
            name: "touched own, blocked",
            fen: START,
            first: &[],
            hand: w,
            act: touch(S::A1),
        },
        Case {
            name: "touched adversary's, takeable",
            fen: "4k3/8/8/3n4/8/2N5/8/4K3 w - - 0 1",
            first: &[],
            hand: w,
            act: touch(S::D5),
        },
        Case {
            name: "touched adversary's, safe",
            fen: START,
            first: &[],
            hand: w,
            act: touch(S::B8),
        },
        Case {
            name: "adjusted",
            fen: START,
            first: &[],
            hand: w,
            act: Act::Touch {
                square: S::D1,
                adjust: true,
            },
        },
        Case {
            name: "board turned",
            fen: START,
            first: &[],
            hand: w,
            act: Act::BoardWrongWay { plies: 2 },
        },
        Case {
            name: "men misplaced",
            fen: START,
            first: &[],
            hand: w,
            act: Act::MenMisplaced { plies: 8 },
        },
        Case {
            name: "man missing",
            fen: START,
            first: &[],
            hand: w,
            act: Act::ManMissing { plies: 7 },
        },
        Case {
            name: "found in check",
            fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
            first: &["a1a8", "e8e7", "a8a7"],
            hand: Color::Black,
            act: Act::FoundInCheck,
        },
        Case {
            name: "time",
            fen: START,
            first: &[],
            hand: w,
            act: Act::TimeExceeded,
        },
        Case {
            name: "abandon",
            fen: START,
            first: &[],
            hand: w,
            act: Act::Abandon,
        },
        Case {
            name: "resign",
            fen: START,
            first: &[],
            hand: w,
            act: Act::Resign,
        },
        Case {
            name: "dispute",
            fen: START,
            first: &[],
            hand: w,
            act: Act::Dispute,
        },
    ]
}

/// The position before the act and the table, after the lawful moves.
fn set(case: &Case, code: ConductCode) -> (Position, Table) {
    let mut pos = Position::from_fen(case.fen, code.play_code().rules()).unwrap();
    let mut table = Table::new(&pos);
    for uci in case.first {
        let m = pos.parse_uci(uci).unwrap();
        table.play(&pos, &m);
        pos = pos.play(&m).unwrap();
    }
    (pos, table)
}

fn ruling_of(case: &Case, code: ConductCode) -> (Slip, Ruling, Judged, Position) {
    let (before, table) = set(case, code);
    let judged = judge(&before, &table, case.hand, &case.act);
    let slip = judged
        .slip
        .clone()
        .unwrap_or_else(|| panic!("{}: no slip", case.name));
    let scene = Scene {
        before: &before,
        after: &judged.table,
        hand: case.hand,
    };
    let ruling = rule(code, &scene, &slip);
    (slip, ruling, judged, before)
}

fn book(code: ConductCode) -> Book {
    match code {
        ConductCode::Modern => Book::Fide2023,
        ConductCode::Sarratt => Book::Sarratt,
        ConductCode::LawsOfTheGame => Book::LawsOfTheGame,
        ConductCode::CodeOf24 => Book::CodeOf24,
        ConductCode::UmpireCode => Book::UmpireCode,
        ConductCode::Primer => Book::Primer,
    }
}

#[test]
fn every_slip_gets_a_ruling_under_every_code_citing_its_own_book() {
    for case in cases() {
        for code in ConductCode::ALL {
            let (_, ruling, _, _) = ruling_of(&case, code);
            assert!(
                !ruling.remedies.is_empty(),
                "{} under {code:?}: no remedy",
                case.name
            );
            for r in ruling.remedies.iter().chain(ruling.unclaimed.iter()) {
                assert!(
                    !r.landings.is_empty(),
                    "{} under {code:?}: '{}' leads nowhere",
                    case.name,
                    r.text
                );
                match r.law {
                    Some(law) => assert_eq!(
                        law.book,
                        book(code),
                        "{} under {code:?}: {}",
                        case.name,
                        r.text
                    ),
                    None => assert!(
                        r.text.contains("silent")
                            || r.text.contains("reading")
                            || r.text.contains("no law"),
                        "{} under {code:?}: '{}' cites nothing and does not say why",
                        case.name,
                        r.text
                    ),
                }
            }
        }
    }
}

#[test]
fn the_acts_make_the_slips_they_should() {
    let names: Vec<(String, String)> = cases()
        .iter()
        .map(|c| {
            (
                c.name.to_string(),
                ruling_of(c, ConductCode::Sarratt).0.name().to_string(),
            )
        })
        .collect();
    let expect = [
        ("false move", "A false move"),
        ("false capture", "A false capture"),
        ("own man taken", "One of his own men taken"),
        ("adversary's man moved", "One of the adversary's men moved"),
        ("king into check", "The king moved into check"),
        ("shield moved", "Check discovered on his own king"),
        ("check not met", "In check, a man moved that does not cover"),
        ("illegal castling", "Castling when castling is barred"),
        ("two moves", "Two moves in succession"),
        ("unannounced check", "A check not announced"),
    ];
    for (case, slip) in expect {
        assert!(
            names.iter().any(|(c, s)| c == case && s == slip),
            "{case}: {names:?}"
        );
    }
}

fn find(name: &str) -> Case {
    cases().into_iter().find(|c| c.name == name).unwrap()
}

fn laws(ruling: &Ruling) -> Vec<String> {
    ruling
        .remedies
        .iter()
        .map(|r| r.law.map_or("-".into(), |l: Law| l.to_string()))
        .collect()
}

#[test]
fn a_rook_moved_like_a_bishop() {
    let case = find("false move");
    let (_, sarratt, judged, before) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&sarratt), ["Sarratt (1808), law 13"; 3]);
    // It may remain on b4: the table as the hand left it.
    assert_eq!(
        sarratt.remedies[0].landings[0]
            .setup
            .board
            .role_at(Square::B4),
        Some(Role::Rook)
    );
    // Some other square: every lawful rook move from a3.
    assert_eq!(
        sarratt.remedies[1].landings.len(),
        before.legal_moves_from(Square::A3).len()
    );
    assert!(sarratt.remedies[2]
        .landings
        .iter()
        .all(|l| l.label.starts_with('K')));
    assert_eq!(sarratt.window.unwrap().law, Some(Law::sarratt(21)));
    assert!(
        !sarratt.deadline.open(false, true),
        "Sarratt 21: touching a man ends the claim"
    );
    let (_, lotg, _, _) = ruling_of(&case, ConductCode::LawsOfTheGame);
    assert_eq!(lotg.window.unwrap().law, Some(Law::lotg(3)));
    assert!(lotg.deadline.open(false, true) && !lotg.deadline.open(true, false));
    let (_, primer, _, _) = ruling_of(&case, ConductCode::Primer);
    assert_eq!(primer.remedies.len(), 1);
    assert!(primer.remedies[0]
        .landings
        .iter()
        .all(|l| l.label.starts_with('R')));
    assert!(primer.unclaimed.unwrap().text.contains("restarted"));
    let (_, modern, _, _) = ruling_of(&case, ConductCode::Modern);
    assert_eq!(laws(&modern), ["FIDE Laws of Chess (2023), art. 7.5.1"]);
    // Unclaimed under Sarratt, the false move stands: the game goes on
    // from the position it made.
    let unclaimed = sarratt.unclaimed.unwrap();
    assert_eq!(&unclaimed.landings[0].setup, judged.table.setup());
}

#[test]
fn a_false_capture_is_made_good_with_another_man_or_the_man_touched() {
    let (_, sarratt, _, _) = ruling_of(&find("false capture"), ConductCode::Sarratt);
    assert_eq!(
        sarratt.remedies[0]
            .landings
            .iter()
            .map(|l| l.label.as_str())
            .collect::<Vec<_>>(),
        ["cxb4"]
    );
    assert!(sarratt.remedies[1]
        .landings
        .iter()
        .all(|l| l.label.starts_with('R')));
}

#[test]
fn own_man_taken_adversary_chooses_which_moves() {
    let (_, s, _, _) = ruling_of(&find("own man taken"), ConductCode::Sarratt);
    assert_eq!(s.remedies.len(), 2);
    assert!(
        s.remedies[1]
            .landings
            .iter()
            .all(|l| l.label.starts_with('a')),
        "the pawn plays"
    );
    let (_, c24, _, _) = ruling_of(&find("own man taken"), ConductCode::CodeOf24);
    assert_eq!(laws(&c24), ["Code of 24 laws, law 12"]);
}

#[test]
fn adversarys_man_moved_three_choices_differ_by_code() {
    let case = find("adversary's man moved");
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(s.remedies.len(), 3);
    assert_eq!(s.remedies[0].landings[0].label, "Nxd5");
    let (_, c24, _, _) = ruling_of(&case, ConductCode::CodeOf24);
    assert!(c24.remedies[0].text.contains("move his king"));
    let (_, modern, _, _) = ruling_of(&case, ConductCode::Modern);
    assert_eq!(modern.remedies[0].landings[0].label, "Nxd5");
}

#[test]
fn king_moved_into_check_under_the_umpire_and_sarratt() {
    let case = find("king into check");
    let (_, u, _, _) = ruling_of(&case, ConductCode::UmpireCode);
    assert_eq!(u.remedies.len(), 2);
    let kings: Vec<_> = u.remedies[0]
        .landings
        .iter()
        .map(|l| l.label.clone())
        .collect();
    assert!(kings.contains(&"Ke2".to_string()) && !kings.contains(&"Kd2".to_string()));
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert!(s.remedies[1].text.contains("Paris"));
    assert!(s.reading.is_some());
}

#[test]
fn a_pinned_man_touched_sends_the_king_or_nothing() {
    let case = find("touched own, shielding");
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&s), ["Sarratt (1808), law 17"]);
    assert!(s.remedies[0]
        .landings
        .iter()
        .all(|l| l.label.starts_with('K')));
    let (_, primer, _, _) = ruling_of(&case, ConductCode::Primer);
    assert!(primer.remedies[0].text.contains("no effect"));
    let (_, modern, _, _) = ruling_of(&case, ConductCode::Modern);
    assert_eq!(laws(&modern), ["FIDE Laws of Chess (2023), art. 4.5"]);
    let (_, c24, _, _) = ruling_of(&case, ConductCode::CodeOf24);
    assert_eq!(laws(&c24), ["Code of 24 laws, law 17"]);
}

#[test]
fn in_check_a_man_that_cannot_cover_under_the_umpire_code() {
    let (_, u, _, _) = ruling_of(&find("touched own, in check"), ConductCode::UmpireCode);
    assert_eq!(u.remedies.len(), 2);
    assert_eq!(
        u.remedies[0]
            .landings
            .iter()
            .map(|l| l.label.as_str())
            .collect::<Vec<_>>(),
        ["Be2"]
    );
    let (_, moved, _, _) = ruling_of(&find("check not met"), ConductCode::UmpireCode);
    assert_eq!(moved.remedies[0].landings[0].label, "Be2");
}

#[test]
fn touch_move_and_jadoube() {
    let (_, s, _, _) = ruling_of(&find("touched own, free"), ConductCode::Sarratt);
    let knight: Vec<_> = s.remedies[0]
        .landings
        .iter()
        .map(|l| l.label.as_str())
        .collect();
    assert_eq!(knight, ["Nf3", "Nh3"]);
    let (_, c24, _, _) = ruling_of(&find("touched own, free"), ConductCode::CodeOf24);
    assert!(c24.remedies[0].law.is_none() && c24.reading.is_some());
    for code in ConductCode::ALL {
        let (_, r, _, before) = ruling_of(&find("adjusted"), code);
        assert_eq!(
            r.remedies[0].landings[0].setup,
            before.to_setup(),
            "{code:?}"
        );
    }
    let (_, blocked, _, _) = ruling_of(&find("touched own, blocked"), ConductCode::Primer);
    assert!(blocked.remedies[0].text.contains("no effect"));
}

#[test]
fn a_touched_adversarys_man_must_be_taken() {
    let (_, s, _, _) = ruling_of(&find("touched adversary's, takeable"), ConductCode::Sarratt);
    assert_eq!(s.remedies[0].landings[0].label, "Nxd5");
    let (_, safe, _, _) = ruling_of(&find("touched adversary's, safe"), ConductCode::Sarratt);
    // It cannot be taken: the King must move; he cannot: no penalty.
    assert!(safe.remedies[0].text.contains("no penalty"));
    let (_, lotg, _, _) = ruling_of(
        &find("touched adversary's, takeable"),
        ConductCode::LawsOfTheGame,
    );
    assert!(lotg
        .remedies
        .iter()
        .all(|r| r.landings.iter().all(|l| !l.label.starts_with("O-O"))));
}

#[test]
fn castling_when_barred() {
    let case = find("illegal castling");
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&s), ["Sarratt (1808), law 16"; 2]);
    assert!(s.remedies[1]
        .landings
        .iter()
        .all(|l| l.label.starts_with('R')));
    let (_, m, _, _) = ruling_of(&case, ConductCode::Modern);
    assert_eq!(laws(&m), ["FIDE Laws of Chess (2023), art. 4.4.3"]);
}

#[test]
fn two_moves_in_succession() {
    let case = find("two moves");
    let (_, s, judged, before) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(s.remedies[0].landings[0].setup, before.to_setup());
    assert_eq!(&s.remedies[1].landings[0].setup, judged.table.setup());
    assert_eq!(
        judged.table.turn(),
        Color::Black,
        "as if one move: Black to play"
    );
    let (_, m, _, _) = ruling_of(&case, ConductCode::Modern);
    assert_eq!(m.remedies.len(), 1);
}

#[test]
fn an_unannounced_check_may_be_ignored_in_sarratt_not_today() {
    let case = find("unannounced check");
    let (_, s, judged, _) = ruling_of(&case, ConductCode::Sarratt);
    let ignoring = &s.remedies[0].landings;
    assert!(
        ignoring
            .iter()
            .any(|l| king_attacked(&l.setup, Color::Black)),
        "the king may stay attacked"
    );
    let (_, m, _, _) = ruling_of(&case, ConductCode::Modern);
    assert!(m.remedies[0]
        .landings
        .iter()
        .all(|l| !king_attacked(&l.setup, Color::Black)));
    assert!(judged
        .table
        .position(Code::Sarratt.rules())
        .unwrap()
        .is_check());
}

#[test]
fn the_board_turned_the_wrong_way_four_moves() {
    let (_, s, _, _) = ruling_of(&find("board turned"), ConductCode::Sarratt);
    assert_eq!(
        s.remedies.len(),
        2,
        "before four moves: set right and begin again, or let pass"
    );
    let (_, m, _, _) = ruling_of(&find("board turned"), ConductCode::Modern);
    assert_eq!(laws(&m), ["FIDE Laws of Chess (2023), art. 7.2.2"]);
    // After White's fourth move: Sarratt still allows it (four moves on
    // each side not yet played); the Laws of the Game do not.
    let case = find("man missing");
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(s.remedies.len(), 2);
    let (_, l, _, _) = ruling_of(&case, ConductCode::LawsOfTheGame);
    assert_eq!(l.remedies.len(), 1);
    let (_, p, _, _) = ruling_of(&find("men misplaced"), ConductCode::Primer);
    assert!(p.remedies[0].text.contains("null and void"));
}

#[test]
fn time_abandon_resign() {
    let (_, u, _, _) = ruling_of(&find("time"), ConductCode::UmpireCode);
    assert_eq!(
        u.remedies[0].landings[0].result.as_deref(),
        Some("Black wins: the game forfeited on time")
    );
    let (_, s, _, _) = ruling_of(&find("time"), ConductCode::Sarratt);
    assert!(s.remedies[0].law.is_none());
    let (_, a, _, _) = ruling_of(&find("abandon"), ConductCode::UmpireCode);
    assert_eq!(laws(&a), ["Umpire code, section Abandoning the Game"]);
    let (_, r, _, _) = ruling_of(&find("resign"), ConductCode::Primer);
    assert!(r.remedies[0].landings[0].result.is_some());
}

#[test]
fn a_dispute_goes_to_whom_each_code_names() {
    let case = find("dispute");
    let expected = [
        (
            ConductCode::Sarratt,
            Some("Sarratt (1808), law 25"),
            "by-standers",
        ),
        (
            ConductCode::LawsOfTheGame,
            Some("Laws of the Game, law 20"),
            "third person",
        ),
        (
            ConductCode::UmpireCode,
            Some("Umpire code, section Abandoning the Game"),
            "Umpire",
        ),
        (
            ConductCode::Modern,
            Some("FIDE Laws of Chess (2023), art. 12.1"),
            "arbiter",
        ),
        (ConductCode::CodeOf24, None, "laws 1 to 8 are lost"),
        (ConductCode::Primer, None, "silent on disputes"),
    ];
    for (code, law, words) in expected {
        let (slip, ruling, _, before) = ruling_of(&case, code);
        assert_eq!(slip, Slip::Disputed);
        assert_eq!(ruling.remedies.len(), 1, "{code:?}");
        let only = &ruling.remedies[0];
        assert_eq!(only.law.map(|l| l.to_string()).as_deref(), law, "{code:?}");
        assert!(only.text.contains(words), "{code:?}: {}", only.text);
        // Nothing moves and nothing ends while the point is decided.
        assert_eq!(only.landings.len(), 1);
        assert_eq!(only.landings[0].setup, before.to_setup(), "{code:?}");
        assert!(only.landings[0].result.is_none(), "{code:?}");
        assert!(ruling.window.is_none() && ruling.unclaimed.is_none());
    }
}

#[test]
fn touching_the_squares_bars_them_only_under_the_umpire() {
    let case = find("touched squares");
    let (_, u, _, _) = ruling_of(&case, ConductCode::UmpireCode);
    let labels: Vec<_> = u.remedies[0]
        .landings
        .iter()
        .map(|l| l.label.as_str())
        .collect();
    assert_eq!(labels, ["Nh3"]);
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&s), ["Sarratt (1808), law 8"]);
}

#[test]
fn a_king_found_in_check_puts_back_his_last_move() {
    let case = find("found in check");
    let (_, s, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&s), ["Sarratt (1808), law 19"]);
    // Back before ...Ke7: the king on e8 in check from the rook on a8.
    assert!(s.remedies[0]
        .landings
        .iter()
        .all(|l| l.label.starts_with('K')));
    let (_, c24, _, _) = ruling_of(&case, ConductCode::CodeOf24);
    assert_eq!(laws(&c24), ["Code of 24 laws, law 20"]);
}

#[test]
fn match_practice_is_data() {
    assert_eq!(match_practice(ConductCode::Sarratt).len(), 2);
    assert_eq!(
        match_practice(ConductCode::LawsOfTheGame)[1].law,
        Law::lotg(10)
    );
    assert!(match_practice(ConductCode::Modern).is_empty());
}

#[test]
fn codes_of_play_map_to_codes_of_conduct() {
    assert_eq!(ConductCode::of(Code::Italy), ConductCode::Sarratt);
    assert_eq!(ConductCode::of(Code::CodeOf24), ConductCode::CodeOf24);
    for code in ConductCode::ALL {
        assert_eq!(ConductCode::from_id(code.id()), Some(code));
    }
}

/// The laws each code cites across every slip: the count of conduct laws
/// modelled (printed with `--nocapture`).
#[test]
fn laws_cited_per_code() {
    let mut minimum = [
        (ConductCode::Sarratt, 15),
        (ConductCode::LawsOfTheGame, 9),
        (ConductCode::CodeOf24, 8),
        (ConductCode::UmpireCode, 4),
        (ConductCode::Primer, 1),
        (ConductCode::Modern, 12),
    ];
    for (code, least) in &mut minimum {
        let mut cited = std::collections::BTreeSet::new();
        for case in cases() {
            let (_, ruling, _, _) = ruling_of(&case, *code);
            for r in ruling.remedies.iter().chain(ruling.unclaimed.iter()) {
                if let Some(law) = r.law {
                    cited.insert(law.to_string());
                }
            }
        }
        println!("{code:?}: {} laws: {cited:?}", cited.len());
        assert!(cited.len() >= *least, "{code:?}: only {}", cited.len());
    }
}

#[test]
fn a_kings_penalty_that_would_check_him_is_barred_by_laws_of_the_game_18() {
    // The bishop on a6 commands e2, the king's one step; the bishop on c1
    // leaps its own pawn to e3 and has no lawful square of its own.
    let case = find("false move, the king's step commanded");
    let (slip, lotg, judged, _) = ruling_of(&case, ConductCode::LawsOfTheGame);
    assert!(matches!(slip, Slip::FalseMove { .. }));
    assert_eq!(laws(&lotg), ["Laws of the Game, law 3"]);
    assert_eq!(lotg.remedies[0].landings[0].setup, *judged.table.setup());
    assert_eq!(lotg.barred.len(), 1, "replace it and move the king");
    assert_eq!(lotg.barred[0].law, Some(Law::lotg(18)));
    assert!(lotg.barred[0].landings.is_empty());
    assert!(lotg.barred[0]
        .text
        .starts_with("Replace it and move the king"));
    // Sarratt has no such law: the penalty simply cannot be carried out.
    let (_, sarratt, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&sarratt), ["Sarratt (1808), law 13"]);
    assert!(sarratt.barred.is_empty());
    // The primer and FIDE take the move back: any move, the bishop having none.
    let (_, primer, _, _) = ruling_of(&case, ConductCode::Primer);
    assert_eq!(primer.remedies[0].landings[0].label, "Any lawful move");
    let (_, modern, _, _) = ruling_of(&case, ConductCode::Modern);
    assert_eq!(modern.remedies[0].landings[0].label, "Any legal move");
}

#[test]
fn a_pinned_man_touched_when_every_king_step_checks_no_penalty_by_law_18() {
    let case = find("touched own, shielding, the king's steps commanded");
    let (_, lotg, _, before) = ruling_of(&case, ConductCode::LawsOfTheGame);
    assert_eq!(laws(&lotg), ["Laws of the Game, law 18"]);
    assert_eq!(lotg.remedies[0].landings[0].setup, before.to_setup());
    assert_eq!(lotg.barred.len(), 1);
    assert!(lotg.barred[0].text.starts_with("You are to move the king"));
    let (_, sarratt, _, _) = ruling_of(&case, ConductCode::Sarratt);
    assert_eq!(laws(&sarratt), ["Sarratt (1808), law 17"]);
    assert!(sarratt.remedies[0].text.contains("no penalty"));
    // Where the king can step safely, law 1 sends him and law 18 is silent.
    let (_, free, _, _) = ruling_of(&find("touched own, shielding"), ConductCode::LawsOfTheGame);
    assert_eq!(laws(&free), ["Laws of the Game, law 1"]);
    assert!(free.barred.is_empty());
}

#[test]
fn claims_close_when_the_claimant_moves_sarratt_21_and_laws_of_the_game_11() {
    for name in ["touched own, free", "two moves", "own man taken"] {
        let case = find(name);
        let (_, sarratt, _, _) = ruling_of(&case, ConductCode::Sarratt);
        assert_eq!(
            sarratt.window.unwrap().law,
            Some(Law::sarratt(21)),
            "{name}"
        );
        assert_eq!(
            sarratt.unclaimed.unwrap().law,
            Some(Law::sarratt(21)),
            "{name}"
        );
        assert_eq!(sarratt.deadline, Deadline::BeforeClaimantTouches, "{name}");
        let (_, lotg, judged, _) = ruling_of(&case, ConductCode::LawsOfTheGame);
        assert_eq!(lotg.window.unwrap().law, Some(Law::lotg(11)), "{name}");
        let unclaimed = lotg.unclaimed.unwrap();
        assert_eq!(unclaimed.law, Some(Law::lotg(11)), "{name}");
        assert_eq!(lotg.deadline, Deadline::BeforeClaimantMoves, "{name}");
        // Unclaimed, nothing is retraced: the table stays as the slip left it.
        assert_eq!(unclaimed.landings.len(), 1, "{name}");
        if judged.slip.as_ref().is_some_and(Slip::is_move) {
            assert_eq!(unclaimed.landings[0].setup, *judged.table.setup(), "{name}");
        }
    }
}

/// Every slip the table can make has a gloss: one plain sentence, no
/// longer than a line, that is not its name again.
#[test]
fn every_slip_is_glossed_in_one_short_sentence() {
    for case in cases() {
        let (slip, _, _, _) = ruling_of(&case, ConductCode::Sarratt);
        let gloss = slip.gloss();
        assert!(gloss.ends_with('.'), "{}: {gloss}", case.name);
        assert_eq!(gloss.matches(". ").count(), 0, "{}: {gloss}", case.name);
        assert!(gloss.chars().count() <= 110, "{}: {gloss}", case.name);
        assert_ne!(gloss, slip.name(), "{}", case.name);
    }
}

#[test]
fn fide_turns_to_the_second_man_touched_when_the_first_cannot_move() {
    use Square as S;
    let labels = |ruling: &Ruling| -> Vec<String> {
        ruling.remedies[0]
            .landings
            .iter()
            .map(|l| l.label.clone())
            .collect()
    };
    // Art. 4.3.3: the pawn on c2 "takes" straight on; it has no move, so
    // the opponent's pawn touched must be captured.
    let false_capture = Case {
        name: "a blocked pawn takes straight on",
        fen: "4k3/8/8/8/8/2p5/1PP5/4K3 w - - 0 1",
        first: &[],
        hand: Color::White,
        act: mv(S::C2, S::C3),
    };
    let (_, modern, _, _) = ruling_of(&false_capture, ConductCode::Modern);
    assert!(modern.remedies[0].text.contains("art. 4.3.3"));
    assert_eq!(labels(&modern), ["bxc3"]);
    // Art. 4.3.1: the rook takes its own pawn; the rook has no move, so
    // the pawn, touched next, must move.
    let own_man = Case {
        name: "a shut-in rook takes its own pawn",
        fen: "4k3/8/8/8/8/8/P7/RN2K3 w - - 0 1",
        first: &[],
        hand: Color::White,
        act: mv(S::A1, S::A2),
    };
    let (_, modern, _, _) = ruling_of(&own_man, ConductCode::Modern);
    assert!(modern.remedies[0].text.contains("art. 4.3.1"));
    assert_eq!(labels(&modern), ["a3", "a4"]);
    // The first man touched that can move still comes first.
    let (_, modern, _, _) = ruling_of(&find("own man taken"), ConductCode::Modern);
    assert!(labels(&modern).iter().all(|l| l.starts_with('R')));
}
