//! The endgame solver against the known figures, against the core's own
//! moves (every sampled value must follow from the values one move on),
//! against a small depth-limited search written here, and under each
//! code's stalemate, promotion and en passant rules.

use chess_laws_core::solver::{solve, solve_each, solve_together, Material, Reach, Tables, Value};
use chess_laws_core::{
    Board, Code, Color, Piece, Position, Promotion, Role, RuleSet, Setup, Square, Stalemate,
};

fn material(name: &str) -> Material {
    name.parse().unwrap()
}

fn tables(name: &str, rules: RuleSet) -> Tables {
    solve(&material(name), rules, |_, _| {})
}

fn pos(fen: &str, rules: RuleSet) -> Position {
    Position::from_fen(fen, rules).unwrap()
}

/// What the rules say of a position without moves, for the side to move.
fn terminal(p: &Position) -> Value {
    if p.is_check() {
        return Value::Loss(0);
    }
    match p.rules().stalemate {
        Stalemate::Draw => Value::Draw,
        Stalemate::StalematerWins => Value::Loss(0),
        Stalemate::StalematerLoses => Value::Win(0),
    }
}

/// The value the tables give after each of the core's legal moves, best
/// for the mover: what the position's own value must be.
fn value_by_moves(t: &Tables, p: &Position) -> Value {
    let moves = p.legal_moves();
    if moves.is_empty() {
        return terminal(p);
    }
    moves
        .iter()
        .map(|m| {
            let mut after = p.clone();
            after.play_unchecked(m);
            t.probe(&after)
                .unwrap_or_else(|| panic!("{} after {m} not in the tables", p.fen()))
                .before_move()
        })
        .max()
        .unwrap()
}

/// A small random generator (the sample must not depend on a crate).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// Random legal positions of a material, no castling, no en passant.
fn sample(name: &str, rules: RuleSet, n: usize, seed: u64) -> Vec<Position> {
    let m = material(name);
    let mut men = vec![
        Piece {
            color: Color::White,
            role: Role::King,
        },
        Piece {
            color: Color::Black,
            role: Role::King,
        },
    ];
    men.extend_from_slice(m.men());
    let mut rng = Lcg(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut board = Board::empty();
        let mut ok = true;
        for &piece in &men {
            let sq = Square::new((rng.next() % 64) as u8).unwrap();
            let last = sq.rank() == 0 || sq.rank() == 7;
            if board.piece_at(sq).is_some() || (piece.role == Role::Pawn && last) {
                ok = false;
                break;
            }
            board.set_piece_at(sq, piece);
        }
        if !ok {
            continue;
        }
        let setup = Setup {
            board,
            turn: if rng.next().is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
            ..Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap()
        };
        if let Ok(p) = Position::from_setup(&setup, rules) {
            out.push(p);
        }
    }
    out
}

fn check_against_core(name: &str, rules: RuleSet, n: usize) {
    let t = tables(name, rules);
    for p in sample(name, rules, n, 7) {
        let v = t.probe(&p).unwrap();
        assert_eq!(v, value_by_moves(&t, &p), "{name} {}", p.fen());
    }
}

#[test]
fn kqk_black_to_move_has_23048_draws_under_modern() {
    // Counted over the whole board: every legal placement (men on distinct
    // squares, kings apart; Black may be in check, White may not), Black
    // to move, no symmetry taken out. The draws are the stalemates and
    // the positions where Black takes an unguarded queen.
    let t = tables("KQvK", Code::Modern.rules());
    let c = t.table(&material("KQvK")).unwrap().counts();
    assert_eq!(c.black_to_move.drawn, 23_048);
    assert_eq!(c.black_to_move.won, 0);
    assert_eq!(c.white_to_move.lost, 0);
    // The total is the number of legal positions counted by the core.
    let mut legal = 0u64;
    for wk in 0..64u8 {
        for bk in 0..64u8 {
            for q in 0..64u8 {
                if wk == bk || wk == q || bk == q {
                    continue;
                }
                let mut board = Board::empty();
                let at = |s: u8| Square::new(s).unwrap();
                board.set_piece_at(
                    at(wk),
                    Piece {
                        color: Color::White,
                        role: Role::King,
                    },
                );
                board.set_piece_at(
                    at(bk),
                    Piece {
                        color: Color::Black,
                        role: Role::King,
                    },
                );
                board.set_piece_at(
                    at(q),
                    Piece {
                        color: Color::White,
                        role: Role::Queen,
                    },
                );
                let setup = Setup {
                    board,
                    turn: Color::Black,
                    ..Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap()
                };
                legal += u64::from(Position::from_setup(&setup, Code::Modern.rules()).is_ok());
            }
        }
    }
    assert_eq!(c.black_to_move.total(), legal);
}

#[test]
fn krk_longest_win_is_sixteen_moves() {
    let rules = Code::Modern.rules();
    let t = tables("KRvK", rules);
    let table = t.table(&material("KRvK")).unwrap();
    let (setup, value) = table.longest_win(true).unwrap();
    assert_eq!(value, Value::Win(31));
    assert_eq!(value.moves(), Some(16));
    let p = Position::from_setup(&setup, rules).unwrap();
    play_out(&t, p, value);
    let kqk = tables("KQvK", rules);
    let (_, q) = kqk
        .table(&material("KQvK"))
        .unwrap()
        .longest_win(true)
        .unwrap();
    assert_eq!(q.moves(), Some(10));
}

/// Plays the best moves of both sides with the core and checks the game
/// ends as the value says, at exactly its distance.
fn play_out(t: &Tables, mut p: Position, value: Value) {
    let start = p.fen();
    let winner = match value {
        Value::Win(_) => p.turn(),
        Value::Loss(_) => p.turn().other(),
        Value::Draw => panic!("no win to play out"),
    };
    let plies = value.plies().unwrap();
    for ply in 0..plies {
        let (m, v) = t.best_move(&p).unwrap();
        let left = plies - ply;
        let expected = if p.turn() == winner {
            Value::Win(left)
        } else {
            Value::Loss(left)
        };
        assert_eq!(v, expected, "{start}: ply {ply} at {}", p.fen());
        p = p.play(&m).unwrap();
    }
    assert!(
        p.legal_moves().is_empty(),
        "{start} does not end at {}",
        p.fen()
    );
    let result = p.outcome().result().unwrap();
    assert_eq!(result.winner(), Some(winner), "{start} ends {}", p.fen());
}

#[test]
fn best_moves_reach_the_end_in_the_stated_distance() {
    for code in [Code::Modern, Code::Turkey, Code::Parsloe] {
        let rules = code.rules();
        for name in ["KQvK", "KRvK", "KPvK", "KvKP"] {
            let t = tables(name, rules);
            let mut played = 0;
            for p in sample(name, rules, 400, 11) {
                let v = t.probe(&p).unwrap();
                if v != Value::Draw && played < 12 {
                    play_out(&t, p, v);
                    played += 1;
                }
            }
        }
    }
}

#[test]
fn values_follow_from_the_cores_moves() {
    for code in [Code::Modern, Code::Turkey, Code::Parsloe] {
        let rules = code.rules();
        for name in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK", "KvKP", "KvKR"] {
            check_against_core(name, rules, 2_000);
        }
    }
}

#[test]
fn a_material_that_is_its_own_colour_swap_reads_blacks_ways_out_off_their_images() {
    let rules = Code::Modern.rules();
    let t = tables("KNvKN", rules);
    // Solved with White to move only, it reads the tables of White's
    // captures alone: Black's (king against king and knight) is not built.
    let blacks_way_out = material("KvKN");
    assert!(t.table(&blacks_way_out).is_none());
    let mut with_copy = t.clone();
    with_copy.solve(&blacks_way_out, &mut |_, _| {});
    assert!(with_copy.table(&blacks_way_out).is_some());
    // Black to move, the king may take the knight: every move ranked the
    // same read off the colour image as from the copy.
    let p = pos("8/8/8/3k4/4N3/8/8/n3K3 b - - 0 1", rules);
    let ranked = t.rank_moves(&p).unwrap();
    assert!(ranked.iter().any(|(m, _)| m.to_uci() == "d5e4"));
    assert_eq!(Some(ranked), with_copy.rank_moves(&p));
    for p in sample("KNvKN", rules, 200, 11) {
        assert_eq!(t.probe(&p).unwrap(), value_by_moves(&t, &p), "{}", p.fen());
    }
}

#[test]
#[ignore = "solves several four-men tables: minutes in the test profile; run with --ignored"]
fn four_men_values_follow_from_the_cores_moves() {
    let rules = Code::Modern.rules();
    for name in ["KQvKR", "KPvKP", "KBNvK"] {
        check_against_core(name, rules, 400);
    }
    check_against_core("KRvKB", Code::Turkey.rules(), 400);
    check_against_core("KPvKP", Code::Parsloe.rules(), 400);
}

#[test]
fn stalemate_is_scored_per_code() {
    let fen = "k7/2K5/1Q6/8/8/8/8/8 b - - 1 1";
    let expect = [
        (Code::Modern, Value::Draw),
        (Code::Sarratt, Value::Draw),
        (Code::Turkey, Value::Loss(0)),
        (Code::Parsloe, Value::Win(0)),
    ];
    for (code, value) in expect {
        let rules = code.rules();
        assert_eq!(
            tables("KQvK", rules).probe(&pos(fen, rules)),
            Some(value),
            "{code}"
        );
    }
    // White to move before Qb6: the stalemate is the fastest win in
    // Turkey, and a move to avoid at Parsloe's.
    let before = "k7/2K5/8/8/8/1Q6/8/8 w - - 0 1";
    let turkey = Code::Turkey.rules();
    let (m, v) = tables("KQvK", turkey)
        .best_move(&pos(before, turkey))
        .unwrap();
    assert_eq!(v, Value::Win(1));
    assert!(
        ["b3b6", "b3b7", "b3b8", "b3a3", "b3a2"].contains(&m.to_uci().as_str()),
        "{m}"
    );
    let parsloe = Code::Parsloe.rules();
    let ranked = tables("KQvK", parsloe)
        .rank_moves(&pos(before, parsloe))
        .unwrap();
    let qb6 = ranked.iter().find(|(m, _)| m.to_uci() == "b3b6").unwrap();
    assert_eq!(qb6.1, Value::Loss(1));
    assert!(matches!(ranked[0].1, Value::Win(_)));
}

#[test]
fn turkey_wins_with_a_lone_bishop_and_parsloe_with_a_lone_king() {
    let kbk = material("KBvK");
    let modern = tables("KBvK", Code::Modern.rules())
        .table(&kbk)
        .unwrap()
        .counts();
    assert_eq!(modern.white_to_move.won + modern.black_to_move.lost, 0);
    let turkey = tables("KBvK", Code::Turkey.rules());
    let counts = turkey.table(&kbk).unwrap().counts();
    assert!(counts.white_to_move.won > 0);
    let (setup, v) = turkey.table(&kbk).unwrap().longest_win(true).unwrap();
    play_out(
        &turkey,
        Position::from_setup(&setup, Code::Turkey.rules()).unwrap(),
        v,
    );

    let kqk = material("KQvK");
    let parsloe = tables("KQvK", Code::Parsloe.rules());
    let counts = parsloe.table(&kqk).unwrap().counts();
    assert!(counts.black_to_move.won > 0, "the lone king wins somewhere");
    let (setup, v) = parsloe.table(&kqk).unwrap().longest_win(false).unwrap();
    play_out(
        &parsloe,
        Position::from_setup(&setup, Code::Parsloe.rules()).unwrap(),
        v,
    );
}

/// A depth-limited search on the core alone: the exact value if the game
/// is decided within `depth` plies, `None` if not.
fn search(p: &Position, depth: u16) -> Option<Value> {
    let moves = p.legal_moves();
    if moves.is_empty() {
        return Some(terminal(p));
    }
    if p.board().occupied().count() == 2 {
        return Some(Value::Draw); // bare kings: no mate, no stalemate
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<Value> = None;
    let mut unknown = false;
    for m in moves.iter() {
        let mut after = p.clone();
        after.play_unchecked(m);
        match search(&after, depth - 1) {
            Some(v) => {
                let v = v.before_move();
                best = Some(best.map_or(v, |b| b.max(v)));
            }
            None => unknown = true,
        }
    }
    match best {
        Some(Value::Win(d)) => Some(Value::Win(d)),
        Some(v) if !unknown => Some(v),
        _ => None,
    }
}

#[test]
fn short_distances_agree_with_a_plain_search() {
    for (code, name) in [
        (Code::Modern, "KQvK"),
        (Code::Turkey, "KBvK"),
        (Code::Parsloe, "KRvK"),
        (Code::Turkey, "KNvK"),
    ] {
        let rules = code.rules();
        let t = tables(name, rules);
        let mut decided = 0;
        for p in sample(name, rules, 300, 5) {
            let v = t.probe(&p).unwrap();
            match search(&p, 3) {
                Some(found) => {
                    assert_eq!(found, v, "{code} {}", p.fen());
                    decided += 1;
                }
                None => assert!(
                    v.plies().is_none_or(|d| d > 3) || v == Value::Draw,
                    "{}",
                    p.fen()
                ),
            }
        }
        assert!(decided > 0, "{code} {name}: nothing decided within 3 plies");
    }
}

#[test]
#[ignore = "solves several four-men tables: minutes in the test profile; run with --ignored"]
fn en_passant_positions_have_their_own_values() {
    // White's pawn has just gone e2-e4 beside Black's pawn on d4.
    let fen = "8/8/8/8/3pP3/8/8/k1K5 b - e3 0 1";
    let sarratt = Code::Sarratt.rules();
    let italy = Code::Italy.rules();
    let t = tables("KPvKP", sarratt);
    let with = t.probe(&pos(fen, sarratt)).unwrap();
    let without = t
        .probe(&pos("8/8/8/8/3pP3/8/8/k1K5 b - - 0 1", sarratt))
        .unwrap();
    assert_eq!(with, value_by_moves(&t, &pos(fen, sarratt)));
    assert_eq!(
        without,
        value_by_moves(&t, &pos("8/8/8/8/3pP3/8/8/k1K5 b - - 0 1", sarratt))
    );
    let ti = tables("KPvKP", italy);
    assert_eq!(
        ti.probe(&pos(fen, italy)),
        ti.probe(&pos("8/8/8/8/3pP3/8/8/k1K5 b - - 0 1", italy))
    );
    let ranked = t.rank_moves(&pos(fen, sarratt)).unwrap();
    assert!(ranked.iter().any(|(m, _)| m.is_en_passant()));
    // Somewhere the capture en passant changes the value.
    let mut changed = 0;
    for p in sample("KPvKP", sarratt, 4_000, 3) {
        let Some(after) = p
            .legal_moves()
            .iter()
            .find(|m| m.role() == Role::Pawn && m.from().rank().abs_diff(m.to().rank()) == 2)
            .map(|m| p.play(m).unwrap())
        else {
            continue;
        };
        if after.ep_square().is_none() {
            continue;
        }
        let v = t.probe(&after).unwrap();
        assert_eq!(v, value_by_moves(&t, &after), "{}", after.fen());
        let mut setup = after.to_setup();
        setup.ep_square = None;
        let plain = Position::from_setup(&setup, sarratt).unwrap();
        changed += usize::from(t.probe(&plain) != Some(v));
    }
    assert!(
        changed > 0,
        "no sampled double step where en passant matters"
    );
}

#[test]
fn promotion_to_lost_pieces_only() {
    let lost = Code::LostPiecesOnly.rules();
    assert_eq!(lost.promotion, Promotion::OnlyLostPieces);
    // With king and pawn alone every piece is lost: the same values.
    let any = tables("KPvK", Code::Sarratt.rules());
    let only = tables("KPvK", lost);
    let (a, o) = (
        any.table(&material("KPvK")).unwrap().counts(),
        only.table(&material("KPvK")).unwrap().counts(),
    );
    assert_eq!(a, o);
}

#[test]
#[ignore = "solves several four-men tables: minutes in the test profile; run with --ignored"]
fn promotion_to_lost_pieces_only_with_a_queen_on_the_board() {
    // With a queen still on the board the pawn may not become one.
    let lost = Code::LostPiecesOnly.rules();
    check_against_core("KQPvK", lost, 400);
    let p = pos("8/4P3/8/8/8/8/7Q/k1K5 w - - 0 1", lost);
    let ranked = only_tables_kqp(lost).rank_moves(&p).unwrap();
    assert!(ranked
        .iter()
        .all(|(m, _)| m.promotion() != Some(Role::Queen)));
    assert!(ranked
        .iter()
        .any(|(m, _)| m.promotion() == Some(Role::Rook)));
}

fn only_tables_kqp(rules: RuleSet) -> Tables {
    tables("KQPvK", rules)
}

#[test]
fn what_is_not_in_the_tables() {
    let rules = Code::Modern.rules();
    let t = tables("KQvK", rules);
    assert_eq!(t.probe(&Position::start(rules)), None);
    let other = pos("7k/8/6K1/8/8/8/Q7/8 w - - 0 1", Code::Turkey.rules());
    assert_eq!(t.probe(&other), None, "other stalemate rule");
    assert!("KQRBvK".parse::<Material>().is_err());
    assert!("QvK".parse::<Material>().is_err());
}

/// The won / drawn / lost counts (White to move, then Black to move) of
/// every king and one man against king under the three stalemate rules,
/// as the solver produced them before its index took the diagonal
/// symmetry (commit 452779d, tables with the white king in a1-d4,
/// printed by `cargo bench --bench solver_speed -- KQvK KRvK KBvK KNvK
/// KPvK KvKP`). The faster solver must give the same.
#[allow(clippy::type_complexity)]
const COUNTS_BEFORE: [(&str, Code, [u64; 3], [u64; 3]); 18] = [
    ("KQvK", Code::Modern, [144_508, 0, 0], [0, 23_048, 200_896]),
    ("KQvK", Code::Turkey, [144_508, 0, 0], [0, 22_176, 201_768]),
    (
        "KQvK",
        Code::Parsloe,
        [144_508, 0, 0],
        [872, 22_176, 200_896],
    ),
    ("KRvK", Code::Modern, [175_168, 0, 0], [0, 22_244, 201_700]),
    ("KRvK", Code::Turkey, [175_168, 0, 0], [0, 22_176, 201_768]),
    (
        "KRvK",
        Code::Parsloe,
        [175_168, 0, 0],
        [68, 22_176, 201_700],
    ),
    ("KBvK", Code::Modern, [0, 193_284, 0], [0, 223_944, 0]),
    (
        "KBvK",
        Code::Turkey,
        [7_360, 185_924, 0],
        [0, 221_948, 1_996],
    ),
    ("KBvK", Code::Parsloe, [0, 193_284, 0], [136, 223_808, 0]),
    ("KNvK", Code::Modern, [0, 205_496, 0], [0, 223_944, 0]),
    ("KNvK", Code::Turkey, [2_844, 202_652, 0], [0, 223_432, 512]),
    ("KNvK", Code::Parsloe, [0, 205_496, 0], [40, 223_904, 0]),
    (
        "KPvK",
        Code::Modern,
        [124_960, 38_368, 0],
        [0, 70_420, 97_604],
    ),
    (
        "KPvK",
        Code::Turkey,
        [141_832, 21_492, 4],
        [14, 51_422, 116_588],
    ),
    (
        "KPvK",
        Code::Parsloe,
        [125_284, 38_044, 0],
        [18, 69_902, 98_104],
    ),
    (
        "KvKP",
        Code::Modern,
        [0, 70_420, 97_604],
        [124_960, 38_368, 0],
    ),
    (
        "KvKP",
        Code::Turkey,
        [14, 51_422, 116_588],
        [141_832, 21_492, 4],
    ),
    (
        "KvKP",
        Code::Parsloe,
        [18, 69_902, 98_104],
        [125_284, 38_044, 0],
    ),
];

#[test]
fn counts_are_those_of_the_solver_before_the_diagonal_symmetry() {
    assert_counts(&COUNTS_BEFORE);
}

/// As [`COUNTS_BEFORE`], for four men (two of them identical in two
/// tables, which the counts must not count twice), printed by `cargo bench
/// --bench solver_speed -- KQvKR KRvKB KNNvK KBBvK` at commit 452779d.
#[allow(clippy::type_complexity)]
const FOUR_MEN_COUNTS_BEFORE: [(&str, Code, [u64; 3], [u64; 3]); 4] = [
    (
        "KQvKR",
        Code::Modern,
        [8_863_768, 71_704, 17_136],
        [3_090_088, 627_960, 7_062_680],
    ),
    (
        "KRvKB",
        Code::Turkey,
        [4_004_356, 6_776_260, 112],
        [25_468, 11_305_300, 501_696],
    ),
    (
        "KNNvK",
        Code::Parsloe,
        [616, 5_749_036, 0],
        [3_864, 6_826_308, 120],
    ),
    (
        "KBBvK",
        Code::Turkey,
        [5_082_028, 0, 0],
        [0, 1_096_108, 5_734_184],
    ),
];

#[test]
#[ignore = "solves several four-men tables: minutes in the test profile; run with --ignored"]
fn four_men_counts_are_those_of_the_solver_before_the_diagonal_symmetry() {
    assert_counts(&FOUR_MEN_COUNTS_BEFORE);
}

/// Solves each material under its code and compares the counts.
fn assert_counts(expected: &[(&str, Code, [u64; 3], [u64; 3])]) {
    for (name, code, white, black) in expected.iter().copied() {
        let t = tables(name, code.rules());
        let c = t.table(&material(name)).unwrap().counts();
        let w = c.white_to_move;
        let b = c.black_to_move;
        assert_eq!(
            [w.won, w.drawn, w.lost],
            white,
            "{name} {code}, White to move"
        );
        assert_eq!(
            [b.won, b.drawn, b.lost],
            black,
            "{name} {code}, Black to move"
        );
    }
}

/// Solves `name` under every rule set at once and one by one, and checks
/// that each table of each set (the smaller ones too) has the same
/// counts, the same longest wins and the same values at sampled
/// positions.
fn assert_together_as_alone(name: &str, rules: &[RuleSet]) {
    let together = solve_each(&material(name), rules, |_, _| {});
    assert_eq!(together.len(), rules.len());
    for (set, &rules) in together.iter().zip(rules) {
        assert_eq!(set.rules(), &rules);
        let alone = tables(name, rules);
        let mut compared = 0;
        for smaller in ["KvK", "KQvK", "KRvK", "KBvK", "KNvK", "KPvK", "KQvKR"] {
            let m = material(smaller);
            let Some(mine) = alone.table(&m) else {
                assert!(set.table(&m).is_none(), "{smaller} solved only together");
                continue;
            };
            let theirs = set.table(&m).expect("every table solved alone is there");
            assert_eq!(
                mine.counts(),
                theirs.counts(),
                "{name}: {smaller} under {rules:?}"
            );
            for white in [true, false] {
                assert_eq!(
                    mine.longest_win(white).map(|(s, v)| (s.board, v)),
                    theirs.longest_win(white).map(|(s, v)| (s.board, v)),
                    "{name}: {smaller}'s longest win under {rules:?}"
                );
            }
            compared += 1;
        }
        assert!(compared >= 2, "{name} and at least one smaller table");
        for p in sample(name, rules, 300, 11) {
            assert_eq!(set.probe(&p), alone.probe(&p), "{}", p.fen());
        }
    }
}

#[test]
fn three_stalemate_rules_solved_together_give_the_values_of_each_alone() {
    // Lost-pieces-only promotion does not share the pawn's graph: it is
    // solved in a group of its own within the same call.
    let lost_only = RuleSet {
        stalemate: Stalemate::StalematerWins,
        ..Code::LostPiecesOnly.rules()
    };
    let rules = [
        Code::Modern.rules(),
        Code::Turkey.rules(),
        Code::Parsloe.rules(),
        lost_only,
    ];
    assert_together_as_alone("KPvK", &rules);
}

#[test]
fn four_men_solved_together_give_the_values_of_each_alone() {
    // Two rules keep the test short: the tables are the same for any number.
    let rules = [Code::Modern.rules(), Code::Parsloe.rules()];
    assert_together_as_alone("KQvKR", &rules);
}

/// A table whose colours-swapped material is already solved is read off
/// it (the board turned upside down, the colours and the side to move
/// exchanged) instead of being solved: it must hold the very values and
/// distances the solver gives it alone, under every stalemate rule and
/// under lost-pieces-only promotion.
#[test]
fn a_table_read_off_its_colours_swapped_is_the_table_solved_alone() {
    let lost_only = RuleSet {
        stalemate: Stalemate::StalematerWins,
        ..Code::LostPiecesOnly.rules()
    };
    let rules = [
        Code::Modern.rules(),
        Code::Turkey.rules(),
        Code::Parsloe.rules(),
        lost_only,
    ];
    for rules in rules {
        let alone = tables("KvKP", rules);
        let mut swapped = Tables::new(rules);
        swapped.solve(&material("KPvK"), &mut |_, _| {});
        swapped.solve(&material("KvKP"), &mut |_, _| {});
        let mut compared = 0;
        for name in ["KvKP", "KvKQ", "KvKR", "KvKB", "KvKN"] {
            let Some(mine) = alone.table(&material(name)) else {
                continue;
            };
            let read = swapped
                .table(&material(name))
                .expect("read off KPvK's tables");
            assert_eq!(mine.counts(), read.counts(), "{name} under {rules:?}");
            assert_eq!(
                mine.fingerprint(),
                read.fingerprint(),
                "{name}'s values under {rules:?}"
            );
            compared += 1;
        }
        assert!(compared >= 2, "KvKP and at least one promotion");
        for p in sample("KvKP", rules, 200, 5) {
            assert_eq!(swapped.probe(&p), alone.probe(&p), "{}", p.fen());
        }
    }
}

/// The tables of `fen`'s material under each of `rules`, cut to the part
/// its position can reach (see `Reach`).
fn cut_tables(fen: &str, rules: &[RuleSet]) -> (Position, Vec<Tables>) {
    let start = pos(fen, rules[0]);
    let m = Material::of_board(start.board()).unwrap();
    let reach = Reach::of_boards(&[start.board()]);
    let mut sets: Vec<Tables> = rules.iter().map(|&r| Tables::new(r)).collect();
    let mut refs: Vec<&mut Tables> = sets.iter_mut().collect();
    solve_together(&mut refs, &m, &reach, &mut |_, _| {});
    (start, sets)
}

/// Plays `games` random games of up to `plies` plies from `start` and
/// checks every position met against the core's moves in `t`: each is in
/// the cut tables, with the value its moves give.
fn random_games_follow_the_moves(t: &Tables, start: &Position, games: usize, plies: usize) {
    let mut rng = Lcg(17);
    for _ in 0..games {
        let mut p = start.clone();
        for _ in 0..plies {
            let v = t
                .probe(&p)
                .unwrap_or_else(|| panic!("{} not in the cut tables", p.fen()));
            assert_eq!(v, value_by_moves(t, &p), "{}", p.fen());
            let moves = p.legal_moves();
            if moves.is_empty() || Material::of_board(p.board()).unwrap().men().len() < 2 {
                break;
            }
            let m = moves.as_slice()[(rng.next() as usize) % moves.len()];
            p.play_unchecked(&m);
        }
    }
}

#[test]
fn a_cut_solve_covers_every_position_its_start_can_reach() {
    // Pawns blocked on one file: a few slices of K+P v K+P, no queen's
    // table (pawns that may promote need whole tables without pawns: see
    // the long test below).
    let rules = [Code::Modern.rules(), Code::Parsloe.rules()];
    for fen in ["8/8/8/3k4/3p4/8/3P4/3K4 w - - 0 1"] {
        let (_, sets) = cut_tables(fen, &rules);
        for t in &sets {
            assert!(t.table(&material("KQvKP")).is_none(), "{fen}: no promotion");
            let kpkp = t.table(&material("KPvKP")).expect("solved");
            assert!(kpkp.slices().is_some_and(|s| s.count() < 100), "{fen}: cut");
            random_games_follow_the_moves(t, &pos(fen, *t.rules()), 30, 60);
        }
    }
}

/// Every entry of every table a cut solve of `fen` builds, in the slices
/// it solved, holds the whole table's value and distance.
fn assert_cut_as_whole(fen: &str, rules: &[RuleSet]) {
    let (start, cut) = cut_tables(fen, rules);
    let m = Material::of_board(start.board()).unwrap();
    let whole = solve_each(&m, rules, |_, _| {});
    for (cut, whole) in cut.iter().zip(&whole) {
        let start = pos(fen, *cut.rules());
        assert_eq!(cut.probe(&start), whole.probe(&start), "{fen}");
        assert_eq!(cut.rank_moves(&start), whole.rank_moves(&start), "{fen}");
        for (m, _) in cut.held() {
            let (c, w) = (cut.table(&m).unwrap(), whole.table(&m).unwrap());
            if c.slices().is_none() {
                assert_eq!(c.fingerprint(), w.fingerprint(), "{fen}: {m} whole");
                continue;
            }
            let (cw, ww) = (c.words(), w.words());
            let covered: Vec<usize> = (0..cw.len()).filter(|&i| c.covers_entry(i)).collect();
            assert!(
                !covered.is_empty() && covered.len() < ww.len(),
                "{fen}: {m} cut"
            );
            for i in covered {
                assert_eq!(cw[i], ww[i], "{fen}: {m} entry {i}");
            }
            let whole_ep: std::collections::HashMap<u32, u32> =
                w.en_passant_entries().into_iter().collect();
            for (plain, own) in c.en_passant_entries() {
                let theirs = whole_ep[&plain];
                assert_eq!(
                    cw[own as usize], ww[theirs as usize],
                    "{fen}: {m} en passant"
                );
            }
        }
    }
}

#[test]
#[ignore = "solves several four-men tables: minutes in the test profile; run with --ignored"]
fn a_cut_solve_gives_each_position_the_whole_tables_value() {
    let rules = [
        Code::Modern.rules(),
        Code::Turkey.rules(),
        Code::Parsloe.rules(),
    ];
    // Blocked pawns; pawns that may both promote; a pawn that can be taken
    // en passant; two pawns against a king; a pawn against a knight.
    for fen in [
        "8/8/8/3k4/3p4/8/3P4/3K4 w - - 0 1",
        "8/8/8/3k4/8/1p6/7P/3K4 b - - 0 1",
        "8/3p4/8/4P3/8/8/8/k1K5 b - - 0 1",
        "8/8/8/3k4/8/8/3PP3/3K4 w - - 0 1",
        "8/8/2n5/3k4/8/8/5P2/3K4 w - - 0 1",
    ] {
        assert_cut_as_whole(fen, &rules);
    }
    // Italian en passant (none) and lost-pieces-only promotion.
    assert_cut_as_whole("8/3p4/8/4P3/8/8/8/k1K5 b - - 0 1", &[Code::Italy.rules()]);
    assert_cut_as_whole(
        "8/8/8/3k4/8/1p6/7P/3K4 b - - 0 1",
        &[Code::LostPiecesOnly.rules()],
    );
}
