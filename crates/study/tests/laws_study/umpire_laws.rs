//! The umpire's table against the words of its laws: each ruling is made
//! at a table and compared with what the law that gives it says, the
//! law's own condition first (a man that cannot be moved without exposing
//! the king against one that can; a man moved in check that could have
//! covered against one that could not), then who chooses, until when a
//! claim may be made, and the results FIDE records.

use chess_laws_study::core::table::{
    judge, rule, Act, Chooser, ConductCode, Deadline, Landing, Remedy, Ruling, Scene, Slip, Table,
};
use chess_laws_study::core::{Color, Law, Position, Setup, Square};
use chess_laws_study::scenarios::conduct::window_quotation;
use chess_laws_study::scenarios::Source;

/// A position, the man on `man`, and where he is carried: squares its
/// nature allows that the law forbids (the king exposed or the check
/// left), and squares against its nature (a false move).
struct Stand {
    name: &'static str,
    fen: &'static str,
    man: Square,
    forbidden: &'static [Square],
    against_nature: &'static [Square],
}

/// The man free; pinned with lawful moves left; pinned with none (the
/// king free to step, then hemmed in); in check with a covering move, and
/// without one.
fn stands() -> Vec<Stand> {
    use Square as S;
    vec![
        Stand {
            name: "free",
            fen: "4k3/8/8/8/8/8/R7/4K3 w - - 0 1",
            man: S::A2,
            forbidden: &[],
            against_nature: &[S::B3],
        },
        Stand {
            name: "pinned, lawful moves left",
            fen: "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1",
            man: S::E2,
            forbidden: &[S::D2, S::A2],
            against_nature: &[S::D3],
        },
        Stand {
            name: "pinned, no lawful move",
            fen: "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
            man: S::E2,
            forbidden: &[S::D3, S::F1],
            against_nature: &[S::E3],
        },
        Stand {
            name: "pinned, no lawful move, every step of the king commanded",
            fen: "3rkr2/4r3/8/8/8/8/4N2P/4K3 w - - 0 1",
            man: S::E2,
            forbidden: &[S::C3, S::G1],
            against_nature: &[S::E4],
        },
        Stand {
            name: "in check, a covering move",
            fen: "4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1",
            man: S::A2,
            forbidden: &[S::A5, S::B2],
            against_nature: &[S::B3],
        },
        Stand {
            name: "in check, no covering move",
            fen: "4k3/4r3/8/8/8/8/8/N3K3 w - - 0 1",
            man: S::A1,
            forbidden: &[S::B3, S::C2],
            against_nature: &[S::A2],
        },
    ]
}

fn position(fen: &str, code: ConductCode) -> Position {
    Position::from_fen(fen, code.play_code().rules()).unwrap_or_else(|e| panic!("{fen}: {e:?}"))
}

/// The slip `act` makes from `before`, and `code`'s ruling on it.
fn ruled(before: &Position, code: ConductCode, act: &Act) -> (Slip, Ruling) {
    let table = Table::new(before);
    let judged = judge(before, &table, before.turn(), act);
    let slip = judged
        .slip
        .clone()
        .unwrap_or_else(|| panic!("{act:?}: no slip"));
    let scene = Scene {
        before,
        after: &judged.table,
        hand: before.turn(),
    };
    let ruling = rule(code, &scene, &slip);
    (slip, ruling)
}

fn touch(square: Square) -> Act {
    Act::Touch {
        square,
        adjust: false,
    }
}

fn carry(from: Square, to: Square) -> Act {
    Act::Move {
        from,
        to,
        check_said: false,
        squares_touched: vec![],
    }
}

fn landings(ruling: &Ruling) -> Vec<&Landing> {
    ruling.remedies.iter().flat_map(|r| &r.landings).collect()
}

fn labels(ruling: &Ruling) -> Vec<String> {
    let mut all: Vec<String> = landings(ruling).iter().map(|l| l.label.clone()).collect();
    all.sort();
    all.dedup();
    all
}

fn setups(ruling: &Ruling) -> Vec<String> {
    let mut all: Vec<String> = landings(ruling).iter().map(|l| l.setup.fen()).collect();
    all.sort();
    all.dedup();
    all
}

fn laws(ruling: &Ruling) -> Vec<String> {
    ruling
        .remedies
        .iter()
        .map(|r| r.law.map_or_else(|| "-".to_string(), |l| l.to_string()))
        .collect()
}

/// The lawful moves of the man on `square`, as the table labels them.
fn moves_of(before: &Position, square: Square) -> Vec<String> {
    let mut all: Vec<String> = before
        .legal_moves_from(square)
        .iter()
        .map(|m| before.san(m))
        .collect();
    all.sort();
    all
}

/// The king's steps, as the table labels them.
fn king_steps(before: &Position) -> Vec<String> {
    let mut all: Vec<String> = before
        .legal_moves()
        .iter()
        .filter(|m| m.role() == chess_laws_study::core::Role::King && !m.is_castle())
        .map(|m| before.san(m))
        .collect();
    all.sort();
    all
}

/// A remedy that the law of a man that cannot move gives: Sarratt 17,
/// Code of 24, 17, the king clause of Laws of the Game 1, or the umpire
/// code's cover "with another piece".
fn cannot_move_remedy(r: &Remedy) -> bool {
    let Some(law) = r.law else {
        return false;
    };
    law == Law::sarratt(17)
        || law == Law::code_of_24(17)
        || (law == Law::lotg(1) && r.text.contains("king"))
        || law == Law::UMPIRE_IN_CHECK
}

#[test]
fn sarratt_17_laws_of_the_game_1_code_of_24_17_and_the_umpire_code_rule_alike_on_a_man_touched_and_the_same_man_carried(
) {
    for stand in stands() {
        for code in ConductCode::ALL {
            let before = position(stand.fen, code);
            let own = moves_of(&before, stand.man);
            let (slip, touched) = ruled(&before, code, &touch(stand.man));
            assert!(matches!(slip, Slip::TouchedOwn { .. }));
            let case = |to: Square| format!("{} under {code:?}, {}-{to}", stand.name, stand.man);
            if own.is_empty() {
                assert!(
                    !labels(&touched).iter().any(|l| own.contains(l)),
                    "{}",
                    stand.name
                );
            } else {
                // The man can move: touched, it must move, and no law of a
                // man that cannot move is applied.
                assert_eq!(labels(&touched), own, "{} under {code:?}", stand.name);
                assert!(
                    !touched.remedies.iter().any(cannot_move_remedy),
                    "{} under {code:?}: {:?}",
                    stand.name,
                    laws(&touched)
                );
            }
            for &to in stand.forbidden.iter().chain(stand.against_nature) {
                let (slip, carried) = ruled(&before, code, &carry(stand.man, to));
                let natural = stand.forbidden.contains(&to);
                assert_eq!(
                    natural,
                    matches!(slip, Slip::ShieldMoved { .. } | Slip::CheckNotMet { .. }),
                    "{}: {slip:?}",
                    case(to)
                );
                if !own.is_empty() {
                    // Every lawful move of the man is still offered, and the
                    // king is never sent by a law of a man that cannot move.
                    let offered = labels(&carried);
                    assert!(
                        own.iter().all(|m| offered.contains(m)),
                        "{}: {offered:?} lacks {own:?}",
                        case(to)
                    );
                    assert!(
                        !carried.remedies.iter().any(cannot_move_remedy),
                        "{}: {:?}",
                        case(to),
                        laws(&carried)
                    );
                } else if natural {
                    // The man cannot move: carried, it is ruled on as if only
                    // touched, to the same positions.
                    assert_eq!(setups(&carried), setups(&touched), "{}", case(to));
                    if !matches!(code, ConductCode::Modern | ConductCode::Primer) {
                        assert_eq!(laws(&carried), laws(&touched), "{}", case(to));
                        assert_eq!(carried.barred, touched.barred, "{}", case(to));
                    }
                } else {
                    // Against its nature: whatever king's step the touch
                    // sends him to, the false move's penalties offer too.
                    let kings = king_steps(&before);
                    let offered = labels(&carried);
                    for step in labels(&touched).iter().filter(|l| kings.contains(l)) {
                        assert!(offered.contains(step), "{}: {step}", case(to));
                    }
                }
            }
        }
    }
}

#[test]
fn sarratt_17_a_pinned_man_that_can_still_move_is_not_sent_to_the_king() {
    // The rook on e2 is pinned by the rook on e7, yet may go up the file.
    let before = position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", ConductCode::Sarratt);
    let (slip, ruling) = ruled(
        &before,
        ConductCode::Sarratt,
        &carry(Square::E2, Square::D2),
    );
    assert!(matches!(slip, Slip::ShieldMoved { .. }));
    assert_eq!(laws(&ruling), ["Sarratt (1808), law 7"]);
    assert_eq!(
        labels(&ruling),
        ["Re3", "Re4", "Re5", "Re6", "Rxe7+"],
        "law 7: the man touched must be moved"
    );
    assert_eq!(ruling.remedies[0].chooser, Chooser::Player);
    let reading = ruling.reading.unwrap_or_default();
    assert!(reading.contains("law 13"), "the other reading is named");
    // The same man with no lawful move left: law 17 sends the king.
    let knight = position("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", ConductCode::Sarratt);
    let (_, ruling) = ruled(
        &knight,
        ConductCode::Sarratt,
        &carry(Square::E2, Square::C3),
    );
    assert_eq!(laws(&ruling), ["Sarratt (1808), law 17"]);
    assert!(labels(&ruling).iter().all(|l| l.starts_with('K')));
}

#[test]
fn sarratt_7_in_check_a_man_that_could_cover_must_cover_not_send_the_king() {
    let before = position("4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1", ConductCode::Sarratt);
    for act in [touch(Square::A2), carry(Square::A2, Square::A5)] {
        let (_, ruling) = ruled(&before, ConductCode::Sarratt, &act);
        assert_eq!(laws(&ruling), ["Sarratt (1808), law 7"], "{act:?}");
        assert_eq!(labels(&ruling), ["Re2"], "{act:?}");
    }
}

#[test]
fn laws_of_the_game_1_a_pinned_man_that_can_move_must_be_played() {
    let code = ConductCode::LawsOfTheGame;
    let before = position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", code);
    let (_, ruling) = ruled(&before, code, &carry(Square::E2, Square::D2));
    assert_eq!(laws(&ruling), ["Laws of the Game, law 1"]);
    assert!(labels(&ruling).iter().all(|l| l.starts_with('R')));
    // "you are to move the king, when possible": only for a man every move
    // of which would expose him.
    let bishop = position("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", code);
    let (_, ruling) = ruled(&bishop, code, &carry(Square::E2, Square::D3));
    assert_eq!(laws(&ruling), ["Laws of the Game, law 1"]);
    assert_eq!(labels(&ruling), ["Kd1", "Kd2", "Kf1", "Kf2"]);
}

#[test]
fn code_of_24_13_a_pinned_man_that_can_move_carried_off_its_line_is_a_false_move() {
    let code = ConductCode::CodeOf24;
    let before = position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", code);
    let (_, ruling) = ruled(&before, code, &carry(Square::E2, Square::D2));
    assert_eq!(laws(&ruling), ["Code of 24 laws, law 13"; 3]);
    assert!(ruling
        .remedies
        .iter()
        .all(|r| r.chooser == Chooser::Adversary));
    let mut correct: Vec<&str> = ruling.remedies[0]
        .landings
        .iter()
        .map(|l| l.label.as_str())
        .collect();
    correct.sort_unstable();
    assert_eq!(
        correct,
        ["Re3", "Re4", "Re5", "Re6", "Rxe7+"],
        "take the piece to a correct square"
    );
}

#[test]
fn code_of_24_17_a_man_that_cannot_move_sends_the_king_touched_or_carried() {
    let code = ConductCode::CodeOf24;
    let before = position("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", code);
    for act in [touch(Square::E2), carry(Square::E2, Square::D3)] {
        let (_, ruling) = ruled(&before, code, &act);
        assert_eq!(laws(&ruling), ["Code of 24 laws, law 17"], "{act:?}");
        assert_eq!(labels(&ruling), ["Kd1", "Kd2", "Kf1", "Kf2"], "{act:?}");
    }
}

#[test]
fn code_of_24_touch_move_is_read_as_sarratt_7_and_marked_as_a_reading() {
    let code = ConductCode::CodeOf24;
    let before = position(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        code,
    );
    let (_, ruling) = ruled(&before, code, &touch(Square::G1));
    assert_eq!(labels(&ruling), ["Nf3", "Nh3"]);
    assert!(ruling.remedies[0].text.contains("our reading"));
    let reading = ruling.reading.unwrap_or_default();
    assert!(reading.contains("Sarratt 7") && reading.contains("Another reading"));
}

#[test]
fn umpire_code_a_man_which_does_not_cover_the_check_touched_or_moved() {
    let code = ConductCode::UmpireCode;
    // The rook could cover on e2: touched or carried elsewhere, it is
    // played to cover.
    let cover = position("4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1", code);
    for act in [touch(Square::A2), carry(Square::A2, Square::A5)] {
        let (_, ruling) = ruled(&cover, code, &act);
        assert_eq!(labels(&ruling), ["Re2"], "{act:?}");
        assert!(ruling
            .reading
            .is_some_and(|r| r.contains("Another reading")));
    }
    // The knight cannot cover: another man covers, or the king moves, as
    // the adversary elects.
    let none = position("4k3/4r3/8/8/8/8/8/N3KB2 w - - 0 1", code);
    for act in [touch(Square::A1), carry(Square::A1, Square::B3)] {
        let (_, ruling) = ruled(&none, code, &act);
        assert_eq!(ruling.remedies.len(), 2, "{act:?}");
        assert_eq!(ruling.remedies[0].landings[0].label, "Be2");
        assert!(ruling
            .remedies
            .iter()
            .all(|r| r.chooser == Chooser::Adversary));
    }
}

#[test]
fn fide_5_1_2_a_resignation_against_a_player_who_cannot_mate_is_drawn() {
    // White has king and rook, Black a bare king: if White resigns, Black
    // cannot mate by any series of legal moves.
    let code = ConductCode::Modern;
    let before = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", code);
    let (_, ruling) = ruled(&before, code, &Act::Resign);
    let result = ruling.remedies[0].landings[0].result.clone();
    assert!(
        result.as_deref().is_some_and(|r| r.starts_with("Drawn")),
        "{result:?}"
    );
    // Black resigns the same position: White can mate, and wins.
    let black = position("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", code);
    let (_, ruling) = ruled(&black, code, &Act::Resign);
    assert_eq!(
        ruling.remedies[0].landings[0].result.as_deref(),
        Some("White wins: the game resigned")
    );
}

#[test]
fn fide_6_9_time_exceeded_against_a_player_who_cannot_mate_is_drawn() {
    let code = ConductCode::Modern;
    let before = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", code);
    let (_, ruling) = ruled(&before, code, &Act::TimeExceeded);
    assert_eq!(ruling.remedies[0].law, Some(Law::fide("6.9")));
    let result = ruling.remedies[0].landings[0].result.clone();
    assert!(
        result.as_deref().is_some_and(|r| r.starts_with("Drawn")),
        "{result:?}"
    );
    // The umpire code knows no such exception: forfeiture.
    let umpire = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", ConductCode::UmpireCode);
    let (_, ruling) = ruled(&umpire, ConductCode::UmpireCode, &Act::TimeExceeded);
    assert_eq!(
        ruling.remedies[0].landings[0].result.as_deref(),
        Some("Black wins: the game forfeited on time")
    );
}

/// The ruling on `act` made after the lawful `first` moves (UCI) from
/// `fen`, by `hand`.
fn after(
    fen: &str,
    first: &[&str],
    code: ConductCode,
    hand: Color,
    act: &Act,
) -> (Slip, Ruling, Table) {
    let mut pos = position(fen, code);
    let mut table = Table::new(&pos);
    for uci in first {
        let m = pos
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{uci}: {e:?}"));
        table.play(&pos, &m);
        pos = pos.play(&m).unwrap_or_else(|e| panic!("{uci}: {e:?}"));
    }
    let judged = judge(&pos, &table, hand, act);
    let slip = judged.slip.clone().unwrap_or_else(|| panic!("no slip"));
    let scene = Scene {
        before: &pos,
        after: &judged.table,
        hand,
    };
    let ruling = rule(code, &scene, &slip);
    (slip, ruling, judged.table)
}

fn false_check() -> Act {
    Act::Move {
        from: Square::E2,
        to: Square::E4,
        check_said: true,
        squares_touched: vec![],
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn sarratt_20_a_move_made_for_a_false_check_may_be_put_back_until_the_checker_plays_again() {
    let (_, ruling, _) = after(
        START,
        &[],
        ConductCode::Sarratt,
        Color::White,
        &false_check(),
    );
    assert_eq!(ruling.deadline, Deadline::UntilSlipperMovesAgain);
    assert!(
        ruling.deadline.open(true, true),
        "the checked player's own move is the one he puts back"
    );
    assert!(ruling.deadline.closed_by_the_slippers_next_move());
    let window = ruling.window.clone().unwrap_or_else(|| panic!("a window"));
    assert_eq!(window.law, Some(Law::sarratt(20)));
    assert!(window.until.contains("his next move"));
    assert!(!window.until.contains("no limit"));
    assert_eq!(ruling.unclaimed.and_then(|r| r.law), Some(Law::sarratt(20)));
    assert_eq!(ruling.remedies[0].chooser, Chooser::Adversary);
}

#[test]
fn laws_of_the_game_6_a_false_check_may_be_retracted_before_the_opponent_completes_his_next_move() {
    let (_, ruling, _) = after(
        START,
        &[],
        ConductCode::LawsOfTheGame,
        Color::White,
        &false_check(),
    );
    assert_eq!(ruling.deadline, Deadline::UntilSlipperMovesAgain);
    let window = ruling.window.unwrap_or_else(|| panic!("a window"));
    assert_eq!(window.law, Some(Law::lotg(6)));
    assert!(window.until.contains("completed his next move"));
    let unclaimed = ruling.unclaimed.unwrap_or_else(|| panic!("a fate"));
    assert_eq!(unclaimed.law, Some(Law::lotg(6)));
    assert!(!unclaimed.text.contains("neither party can recall"));
}

#[test]
fn code_of_24_19_sets_no_limit_so_the_false_check_window_is_a_reading() {
    let (_, ruling, _) = after(
        START,
        &[],
        ConductCode::CodeOf24,
        Color::White,
        &false_check(),
    );
    let window = ruling.window.unwrap_or_else(|| panic!("a window"));
    assert_eq!(window.law, None);
    assert!(window.until.contains("our reading") && window.until.contains("another reading"));
}

#[test]
fn sarratt_18_and_laws_of_the_game_5_an_unannounced_check_is_put_right_on_the_checkers_next_move() {
    let act = carry(Square::A1, Square::A8);
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    for (code, law) in [
        (ConductCode::Sarratt, Law::sarratt(18)),
        (ConductCode::LawsOfTheGame, Law::lotg(5)),
    ] {
        let (slip, ruling, _) = after(fen, &[], code, Color::White, &act);
        assert!(matches!(slip, Slip::UnannouncedCheck { .. }));
        assert_eq!(ruling.deadline, Deadline::UntilSlipperMovesAgain);
        let window = ruling.window.unwrap_or_else(|| panic!("a window"));
        assert_eq!(window.law, Some(law), "{code:?}");
        assert!(window.until.contains("checker's next move"), "{code:?}");
        // The window quotes the clause that sets it.
        let (_, words) =
            window_quotation(&law, &slip, false).unwrap_or_else(|| panic!("{code:?}: words"));
        assert!(words.contains("next move"), "{code:?}: {words}");
    }
    // The Code of 24, 18 sets no limit, and says so.
    let (_, ruling, _) = after(fen, &[], ConductCode::CodeOf24, Color::White, &act);
    assert_eq!(ruling.deadline, Deadline::None);
    let window = ruling.window.unwrap_or_else(|| panic!("a window"));
    assert_eq!(window.law, Some(Law::code_of_24(18)));
    assert!(window.until.contains("no limit"));
}

#[test]
fn sarratt_19_laws_of_the_game_5_code_of_24_20_a_king_found_in_check_may_be_freed_as_soon_as_it_is_perceived(
) {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let first = ["a1a8", "e8e7", "a8a7"];
    for (code, law) in [
        (ConductCode::Sarratt, Law::sarratt(19)),
        (ConductCode::LawsOfTheGame, Law::lotg(5)),
        (ConductCode::CodeOf24, Law::code_of_24(20)),
    ] {
        let (_, ruling, _) = after(fen, &first, code, Color::Black, &Act::FoundInCheck);
        assert_eq!(ruling.deadline, Deadline::None, "{code:?}");
        assert!(
            ruling.unclaimed.is_none(),
            "{code:?}: no fate of a late claim"
        );
        let window = ruling
            .window
            .unwrap_or_else(|| panic!("{code:?}: a window"));
        assert_eq!(window.law, Some(law), "{code:?}");
        assert!(window.until.contains("no"), "{code:?}: {}", window.until);
        assert_eq!(ruling.remedies[0].law, Some(law), "{code:?}");
        assert_eq!(ruling.remedies[0].chooser, Chooser::Player, "{code:?}");
    }
}

#[test]
fn fide_7_2_a_board_or_men_wrongly_set_have_no_claim_window() {
    for act in [
        Act::BoardWrongWay { plies: 10 },
        Act::MenMisplaced { plies: 10 },
        Act::ManMissing { plies: 10 },
    ] {
        let (_, ruling, _) = after(START, &[], ConductCode::Modern, Color::White, &act);
        assert!(ruling.window.is_none(), "{act:?}");
        assert!(ruling.unclaimed.is_none(), "{act:?}");
        assert_eq!(ruling.deadline, Deadline::None);
        let law = ruling.remedies[0].law.map(|l| l.to_string());
        assert!(law.is_some_and(|l| l.contains("7.2")), "{act:?}");
    }
}

#[test]
fn sarratt_1_either_player_who_perceives_the_board_turned_may_insist_on_beginning_again() {
    let act = Act::BoardWrongWay { plies: 4 };
    let (_, ruling, _) = after(START, &[], ConductCode::Sarratt, Color::White, &act);
    assert_eq!(ruling.remedies[0].law, Some(Law::sarratt(1)));
    assert_eq!(ruling.remedies[0].chooser, Chooser::Either);
    assert_eq!(ruling.remedies[0].landings[0].setup, Setup::start());
    assert!(ruling.reading.is_none(), "law 1 says it in so many words");
}

#[test]
fn sarratt_2_and_3_the_men_set_right_are_a_reading_and_law_3_gives_no_one_a_right_to_insist() {
    let misplaced = Act::MenMisplaced { plies: 4 };
    let (_, ruling, _) = after(START, &[], ConductCode::Sarratt, Color::White, &misplaced);
    assert_eq!(ruling.remedies[0].law, Some(Law::sarratt(2)));
    assert_eq!(ruling.remedies[0].chooser, Chooser::Either);
    assert!(ruling.remedies[0].text.contains("rectified"));
    assert!(ruling.reading.is_some_and(|r| r.contains("other reading")));
    let missing = Act::ManMissing { plies: 4 };
    let (_, ruling, _) = after(START, &[], ConductCode::Sarratt, Color::White, &missing);
    assert_eq!(ruling.remedies[0].law, Some(Law::sarratt(3)));
    assert!(ruling.remedies[0].text.contains("our reading"));
    assert_ne!(ruling.remedies[0].chooser, Chooser::Adversary);
    assert!(ruling
        .reading
        .is_some_and(|r| r.contains("four moves on each side")));
    // After four moves on each side: he must finish without them.
    let late = Act::ManMissing { plies: 8 };
    let (_, ruling, _) = after(START, &[], ConductCode::Sarratt, Color::White, &late);
    assert_eq!(ruling.remedies.len(), 1);
    assert_eq!(ruling.remedies[0].chooser, Chooser::Law);
}

#[test]
fn laws_of_the_game_12_the_mistake_may_be_rectified_and_the_law_names_no_chooser() {
    let act = Act::MenMisplaced { plies: 4 };
    let (_, ruling, _) = after(START, &[], ConductCode::LawsOfTheGame, Color::White, &act);
    assert_eq!(ruling.remedies[0].law, Some(Law::lotg(12)));
    assert_ne!(ruling.remedies[0].chooser, Chooser::Adversary);
    assert!(ruling.remedies[0].text.contains("our reading"));
    assert!(ruling.reading.is_some());
}

#[test]
fn sarratt_16_refusing_another_castling_on_the_queens_side_names_the_queens_side_squares() {
    use chess_laws_study::core::Code;
    // The queen's side cleared, king and rook unmoved, for each side.
    for (fen, from, to) in [
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            Square::E1,
            Square::B1,
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            Square::E8,
            Square::B8,
        ),
    ] {
        let pos = Position::from_fen(fen, Code::Sarratt.rules())
            .unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        let refusal = pos
            .refusal(from, to)
            .unwrap_or_else(|| panic!("{from}-{to} refused"));
        assert!(
            refusal
                .message
                .contains("king to the queen's bishop's square and rook to the queen's square"),
            "{}",
            refusal.message
        );
        assert!(!refusal.message.contains("knight's square"));
        // The king's side names the king's side squares.
        let king_side = Square::H1.with_rank(from.rank());
        let refusal = pos
            .refusal(from, king_side)
            .unwrap_or_else(|| panic!("{from}-{king_side} refused"));
        assert!(
            refusal
                .message
                .contains("king to the knight's square and rook to the bishop's square"),
            "{}",
            refusal.message
        );
        // Under the Italian code the queen's side mirror names the squares
        // of the side that castles.
        let italy =
            Position::from_fen(fen, Code::Italy.rules()).unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        let refusal = italy
            .refusal(from, Square::C1.with_rank(from.rank()))
            .unwrap_or_else(|| panic!("c-file refused in Italy"));
        let rank = from.rank() + 1;
        assert!(
            refusal.message.contains(&format!("(b{rank})")),
            "{}",
            refusal.message
        );
    }
}

#[test]
fn sarratt_22_and_24_the_london_edition_of_greco_belongs_to_the_note_on_stalemate_only() {
    use chess_laws_study::study::bibliography::OUTSIDE;
    let greco = OUTSIDE
        .iter()
        .find(|r| r.work.key == "greco1656")
        .unwrap_or_else(|| panic!("the 1656 Greco is listed"));
    // Sarratt 24's note: "in an edition of Greco's Treatise, published in
    // London in 1656, stale-mate is considered a won game"; law 22's note:
    // "several examples of a player's having two Queens in Greco's
    // treatise", the treatise in general.
    assert!(greco.about.contains("note to law 24"), "{}", greco.about);
    assert!(
        greco.about.contains("in general, not this edition"),
        "{}",
        greco.about
    );
    assert!(!greco.about.contains("laws 22 and 24"));
}

#[test]
fn ponziani_summary_drawn_when_mate_cannot_be_given_is_played_as_a_dead_position_not_the_primers_words(
) {
    use chess_laws_study::core::Code;
    use chess_laws_study::scenarios::code_notes;
    let notes = code_notes(Code::ItalyPonziani);
    let note = notes
        .attested
        .iter()
        .chain(notes.borrowed)
        .find(|n| n.rule == "Insufficient material")
        .unwrap_or_else(|| panic!("a note on insufficient material"));
    let remark = note.remark.unwrap_or_default();
    assert!(remark.contains("5.2.2"), "{remark}");
    assert!(!remark.contains("Played as the primer's rule"), "{remark}");
    // What the remark says the app does: king and two knights against
    // king goes on, though the primer's words would draw it.
    let pos = Position::from_fen(
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
        Code::ItalyPonziani.rules(),
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(!pos.outcome().is_finished(), "K+N+N v K goes on");
    let bare = Position::from_fen(
        "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
        Code::ItalyPonziani.rules(),
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(bare.outcome().is_finished(), "K+N v K cannot mate");
}

#[test]
fn laws_of_the_game_9_the_giver_moves_first_and_sarratt_6_gives_the_exception() {
    use chess_laws_study::scenarios::{law, LawRef, Source};
    let nine = law(Source::LawsOfTheGame, LawRef::Number(9))
        .unwrap_or_else(|| panic!("Laws of the Game 9 is in the book"));
    let why = nine.why.unwrap_or_default();
    assert!(!why.contains("every odds start"), "{why}");
    assert!(why.contains("Sarratt 6"), "{why}");
    // The words quoted from Sarratt 6 stand in his text.
    let quoted = "except, of course, in those games where the move is also given to the inferior \
                  player";
    assert!(why.contains(quoted));
    assert!(Source::Sarratt.locate(quoted).is_some());
}

#[test]
fn code_of_24_13_a_king_stepping_into_check_is_refused_by_the_false_move_law_the_table_rules_by() {
    use chess_laws_study::core::{LawBook, RulePoint};
    assert_eq!(
        LawBook::CodeOf24.cite(RulePoint::KingIntoCheck),
        Some(Law::code_of_24(13))
    );
    let code = ConductCode::CodeOf24;
    let before = position("4k3/3r4/8/8/8/8/7P/4K3 w - - 0 1", code);
    let refusal = before
        .refusal(Square::E1, Square::D1)
        .unwrap_or_else(|| panic!("Kd1 refused"));
    let (_, ruling) = ruled(&before, code, &carry(Square::E1, Square::D1));
    assert_eq!(refusal.law, ruling.remedies[0].law);
}

#[test]
fn laws_of_the_game_5_is_cited_for_its_last_clause_when_a_move_leaves_the_check() {
    use chess_laws_study::core::Code;
    let pos = Position::from_fen(
        "4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1",
        Code::LawsOfTheGame.rules(),
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    let refusal = pos
        .refusal(Square::A2, Square::A5)
        .unwrap_or_else(|| panic!("Ra5 refused"));
    assert_eq!(refusal.law, Some(Law::lotg(5)));
    let clause = "the king be removed out of check";
    assert!(refusal.message.contains(clause), "{}", refusal.message);
    assert!(chess_laws_study::scenarios::Source::LawsOfTheGame
        .locate(clause)
        .is_some());
}

/// The scenario or conduct scenario with this id.
fn scenario(id: &str) -> &'static chess_laws_study::scenarios::Scenario {
    chess_laws_study::scenarios::by_id(id)
        .or_else(|| chess_laws_study::scenarios::conduct::by_id(id).map(|c| &c.scenario))
        .unwrap_or_else(|| panic!("{id}: a scenario of the app"))
}

#[test]
fn the_commentaries_say_what_the_laws_and_the_app_say() {
    // Sarratt 22, N.B.: "can call only for the piece which he has lost";
    // a pawn taken frees no piece.
    let second_queen = scenario("second-queen").commentary;
    assert!(second_queen.contains("until Black takes one of his pieces"));
    // Sarratt 17 at the board of the touched-but-pinned scenario: the
    // codes compared there are Sarratt, the umpire code, the primer and
    // FIDE, not the Laws of the Game.
    let pinned = scenario("touched-but-pinned").commentary;
    assert!(!pinned.contains("Laws of the Game"), "{pinned}");
    assert!(pinned.contains("umpire code"));
    // A reading is said to be one: the Laws of the Game name no exception
    // to the giver's first move at the pawn and move (law 9).
    let pawn_and_move = scenario("pawn-and-move").commentary;
    assert!(pawn_and_move.contains("a reading"), "{pawn_and_move}");
    // Sarratt's four ways on the queen's side are the app's mirror of them.
    let rignano = scenario("rignano-castling").commentary;
    assert!(rignano.contains("as the app reads them"), "{rignano}");
    // Nothing from outside the five texts without its reference: no
    // composer named, no odds the texts do not call odds.
    assert!(!scenario("check-and-mate").commentary.contains("Loyd"));
    assert!(!scenario("mate-with-a-marked-piece")
        .commentary
        .contains("odds"));
    // The code of 24's laws 1-8 are lost: nobody can say they had no such law.
    let material = scenario("insufficient-material").commentary;
    assert!(
        material.contains("surviving laws of the code of 24"),
        "{material}"
    );
    // Sarratt 23 as the app reads him: counted by themselves.
    let notice = scenario("fifty-moves-on-notice").commentary;
    assert!(notice.contains("Under Sarratt, as the app reads him"));
    // Sarratt 24: stalemate drawn; king and pawn against king is drawn
    // only where the defender holds the opposition, so "often".
    let pawn = scenario("king-and-pawn-stalemate").commentary;
    assert!(pawn.contains("it is often drawn"));
}

#[test]
fn laws_of_the_game_19_two_bishops_read_as_against_the_king_is_marked_as_a_reading() {
    use chess_laws_study::core::Code;
    use chess_laws_study::scenarios::code_notes;
    let notes = code_notes(Code::LawsOfTheGame);
    let fifty = notes
        .attested
        .iter()
        .find(|n| n.rule == "Fifty moves")
        .unwrap_or_else(|| panic!("a note on fifty moves"));
    let remark = fifty.remark.unwrap_or_default();
    let words = "the rook and bishop against the rook, or two bishops";
    assert!(remark.contains(words), "{remark}");
    assert!(chess_laws_study::scenarios::Source::LawsOfTheGame
        .locate(words)
        .is_some());
    assert!(remark.contains("could also be read"), "{remark}");
}

#[test]
fn sarratt_10_is_cited_as_the_remedies_for_a_man_of_the_adversary_moved_not_as_a_ban() {
    use chess_laws_study::core::Code;
    let sarratt =
        Position::from_fen(START, Code::Sarratt.rules()).unwrap_or_else(|e| panic!("{e:?}"));
    let refusal = sarratt
        .refusal(Square::G8, Square::F6)
        .unwrap_or_else(|| panic!("the adversary's knight refused"));
    assert_eq!(refusal.law, Some(Law::sarratt(10)));
    assert!(
        refusal.message.contains("the remedies"),
        "{}",
        refusal.message
    );
    // FIDE 1.2, the moves alternate, is a rule of play: no remedies named.
    let modern =
        Position::from_fen(START, Code::Modern.rules()).unwrap_or_else(|e| panic!("{e:?}"));
    let refusal = modern
        .refusal(Square::G8, Square::F6)
        .unwrap_or_else(|| panic!("refused today"));
    assert!(!refusal.message.contains("remedies"));
}

#[test]
fn laws_of_the_game_8_its_penalty_for_a_castling_barred_by_a_borrowed_rule_is_marked_as_a_reading()
{
    // The rook on f2 commands f1, the square the king crosses.
    let code = ConductCode::LawsOfTheGame;
    let before = position("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", code);
    let (slip, ruling) = ruled(&before, code, &carry(Square::E1, Square::G1));
    assert!(matches!(slip, Slip::IllegalCastling { .. }));
    assert!(ruling.remedies.iter().all(|r| r.law == Some(Law::lotg(8))));
    let reading = ruling.reading.unwrap_or_default();
    assert!(reading.contains("Sarratt 16"), "{reading}");
}

#[test]
fn sarratt_4_the_inferior_player_shall_not_lose_a_game_begun_even_by_a_stalemate_scored_as_a_win() {
    use chess_laws_study::core::{Code, Ending, GameResult, Outcome, Standing};
    // Loyd's stalemate in ten moves, given by White.
    let line = [
        "e2e3", "a7a5", "d1h5", "a8a6", "h5a5", "h7h5", "h2h4", "a6h6", "a5c7", "f7f6", "c7d7",
        "e8f7", "d7b7", "d8d3", "b7b8", "d3h7", "b8c8", "f7g6", "c8e6",
    ];
    let after = |giver: Option<Color>, code: Code| {
        let mut pos = match giver {
            Some(giver) => Position::odds_forgotten(giver, code.rules()),
            None => Position::start(code.rules()),
        };
        for uci in line {
            let m = pos
                .parse_uci(uci)
                .unwrap_or_else(|e| panic!("{uci}: {e:?}"));
            pos = pos.play(&m).unwrap_or_else(|e| panic!("{uci}: {e:?}"));
        }
        pos.outcome()
    };
    let drawn = Outcome::Finished {
        ending: Ending::Stalemate,
        result: GameResult::Draw,
        law: Some(Law::sarratt(4)),
        standing: Standing::Own,
    };
    // Turkey: the stalemater wins, but White owed the odds.
    assert_eq!(after(Some(Color::White), Code::Turkey), drawn);
    assert_eq!(
        after(None, Code::Turkey).result(),
        Some(GameResult::WhiteWins)
    );
    // Parsloe's: the stalemater loses, and Black, who owed the odds, would
    // win by it.
    assert_eq!(after(Some(Color::Black), Code::Parsloe), drawn);
    // The receiver's own win stands.
    assert_eq!(
        after(Some(Color::White), Code::Parsloe).result(),
        Some(GameResult::BlackWins)
    );
}

/// The moves read from `text`, resolved one by one from `pos`, in SAN;
/// the reader's error, if any, last.
fn read_in_words(mut pos: Position, text: &str) -> Vec<String> {
    use chess_laws_study::core::read_descriptive::{read_moves, Origins, Resolution};
    let read = read_moves(text);
    let mut origins = Origins::new(&pos);
    let mut out = Vec::new();
    for written in &read.moves {
        let Resolution::Move(m) = written.request.resolve(&pos, &origins) else {
            out.push(format!("unresolved: {}", written.text));
            return out;
        };
        out.push(pos.san(&m));
        origins.follow(&m);
        pos = pos.play(&m).unwrap_or_else(|e| panic!("{e:?}"));
    }
    if let Some(error) = read.error {
        out.push(format!("error: {error}"));
    }
    out
}

#[test]
fn laws_of_the_game_15_the_moves_written_in_the_laws_own_words_are_read() {
    use chess_laws_study::core::{Code, Odds};
    // Laws of the Game 15, as printed: the black king's bishop's pawn
    // given and three moves.
    let text = "1st, king's pawn one square; \n2nd, king's bishop to queen's third square; and \n\
                3rd, queen to rook's fifth square";
    assert!(Source::LawsOfTheGame.locate(text).is_some());
    let odds = Odds {
        giver: Color::Black,
        removed: vec![Square::F7],
        receiver_moves: 3,
    };
    let start =
        Position::from_odds(&odds, Code::Sarratt.rules()).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(read_in_words(start, text), ["e3", "Bd3", "Qh5+"]);
    // The scenario of the notation does not call P-K4 the sources' own,
    // and gives the law's words as the only moves the texts write.
    let notation = scenario("descriptive-notation");
    assert_eq!(notation.title, "The descriptive notation: P-K4");
    let folded = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(notation
        .notes
        .iter()
        .any(|n| folded(n).contains(&folded(text))));
}

#[test]
fn the_descriptive_reader_reads_a_pawn_going_one_or_two_squares_and_the_word_square() {
    use chess_laws_study::core::Code;
    let start = || Position::start(Code::Sarratt.rules());
    assert_eq!(
        read_in_words(start(), "1. K. P. two 1. K. P. two 2. K. Kt. P. one."),
        ["e4", "e5", "g3"]
    );
    assert_eq!(
        read_in_words(start(), "king's pawn to king's fourth square"),
        ["e4"]
    );
    assert_eq!(
        read_in_words(
            start(),
            "1st, queen's pawn two squares; 2d, queen's pawn two squares"
        ),
        ["d4", "d5"]
    );
    // "R. sq." still names the first rank, and castling in words is read.
    assert_eq!(
        read_in_words(
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Sarratt.rules())
                .unwrap_or_else(|e| panic!("{e:?}")),
            "castles, K. to Kt. sq., R. to B. sq."
        ),
        ["O-O"]
    );
}

#[test]
fn umpire_code_each_untitled_paragraph_is_cited_as_the_sources_screen_names_it() {
    use chess_laws_study::scenarios::{law, LawRef};
    for (cited, label) in [
        (Law::UMPIRE_INTO_CHECK, "moving into check"),
        (Law::UMPIRE_DISCOVERING, "discovering check"),
        (Law::UMPIRE_IN_CHECK, "touching a man while in check"),
    ] {
        let listed = law(Source::UmpireCode, LawRef::Paragraph(label))
            .unwrap_or_else(|| panic!("[{label}] is in the law book"));
        assert_eq!(cited.to_string(), listed.citation(), "{label}");
    }
    // At the table: a pinned man's move cites the paragraph on
    // discovering check, a king moved into check the first paragraph.
    let code = ConductCode::UmpireCode;
    let pinned = position("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", code);
    let (_, ruling) = ruled(&pinned, code, &carry(Square::E2, Square::C3));
    assert!(ruling
        .remedies
        .iter()
        .all(|r| r.law == Some(Law::UMPIRE_DISCOVERING)));
    let king = position("4k3/3r4/8/8/8/8/7P/4K3 w - - 0 1", code);
    let (_, ruling) = ruled(&king, code, &carry(Square::E1, Square::D1));
    assert!(ruling
        .remedies
        .iter()
        .all(|r| r.law == Some(Law::UMPIRE_INTO_CHECK)));
}

#[test]
fn primer_each_paragraph_the_table_cites_is_cited_as_the_sources_screen_names_it() {
    use chess_laws_study::scenarios::{law, LawRef};
    for (cited, label) in [
        (Law::PRIMER_TOUCHING, "touching the men"),
        (Law::PRIMER_ILLEGAL, "illegal castling and moves"),
        (Law::PRIMER_CHECK, "meeting check"),
        (Law::PRIMER_STALEMATE, "stalemate and material"),
        (Law::PRIMER_RESIGNATION, "resignation"),
        (Law::PRIMER_NULL_AND_VOID, "null and void"),
    ] {
        let listed = law(Source::Primer, LawRef::Paragraph(label))
            .unwrap_or_else(|| panic!("[{label}] is in the law book"));
        assert_eq!(cited.to_string(), listed.citation(), "{label}");
    }
    // "If a player having the move touches one of his pieces he is under
    // compulsion to move it": the paragraph on touching the men.
    let code = ConductCode::Primer;
    let before = position(START, code);
    let (_, ruling) = ruled(&before, code, &touch(Square::G1));
    assert_eq!(ruling.remedies[0].law, Some(Law::PRIMER_TOUCHING));
    // "A player who makes an illegal move with a piece must retract that
    // move": the paragraph on illegal moves.
    let (_, ruling) = ruled(&before, code, &carry(Square::G1, Square::G3));
    assert_eq!(ruling.remedies[0].law, Some(Law::PRIMER_ILLEGAL));
}

#[test]
fn ponziani_iii_and_iv_and_sarratt_22_the_notes_say_which_code_plays_which_reading() {
    use chess_laws_study::core::Code;
    use chess_laws_study::scenarios::code_notes;
    // Sarratt 22, N.B. is played by Lost pieces only; Ponziani's law III
    // by Italy (Ponziani).
    let italy = code_notes(Code::Italy);
    let promotion = italy
        .attested
        .iter()
        .chain(italy.borrowed)
        .find(|n| n.rule == "Promotion")
        .and_then(|n| n.remark)
        .unwrap_or_default();
    assert!(promotion.contains("Italy (Ponziani)"), "{promotion}");
    // Nizzola's six king's-side ways are the six of the Ponziani reading,
    // not another reading.
    let ponziani = code_notes(Code::ItalyPonziani);
    let castling = ponziani
        .attested
        .iter()
        .filter_map(|n| n.remark)
        .find(|r| r.contains("Nizzola"))
        .unwrap_or_default();
    assert!(castling.contains("same six"), "{castling}");
    let queenside = scenario("italian-queenside").notes.join(" ");
    assert!(queenside.contains("1769; the app cites his second edition, 1782"));
    assert_eq!(Law::ponziani(4).to_string(), "Ponziani (1782), law IV");
}

#[test]
fn the_bibliography_names_its_outside_works_as_they_are() {
    use chess_laws_study::study::bibliography::OUTSIDE;
    let about = |key: &str| {
        OUTSIDE
            .iter()
            .find(|r| r.work.key == key)
            .unwrap_or_else(|| panic!("{key} listed"))
    };
    assert_eq!(
        about("nizzola").work.author.map(|a| a.given),
        Some("Alessandro")
    );
    assert_eq!(about("gossip1894").work.title, "The Chess Pocket Manual");
    assert_eq!(about("iccf-amici").work.title, "The Italian Rules");
    assert!(about("chessmonthly1858").about.contains("New York"));
    assert!(about("netchess1982").about.contains("QB1, QN1, QR1"));
    assert!(!about("leggi-modenese").about.contains("circulated"));
}
