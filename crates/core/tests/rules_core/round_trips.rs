//! Properties over seeded random games, under every code and a few custom
//! rule sets:
//!
//! - every position the rules produce is accepted by the FEN reader under
//!   the same rules, and its FEN reads back to the same position;
//! - under Ponziani's code every refusal cites the law the code's table
//!   gives for the point of its kind, and the point is the real one (a
//!   move refused as leaving the king in check does leave him in check; a
//!   move refused while a naming is due is refused for the naming);
//! - every remedy of the umpire's table lands on a position the FEN reader
//!   accepts, or the landing says why the law leaves it there.
//!
//! The generator is a xorshift with fixed seeds: a failure names its seed,
//! and the same seed replays the same game.

use crate::common::Rng;
use chess_laws_core::table::{judge, king_attacked, rule, Act, ConductCode, Scene, Table};
use chess_laws_core::{
    Castling, Code, Color, LawBook, Odds, Piece, Position, Promotion, RefusalKind, Role, RulePoint,
    RuleSet, Setup, Square,
};

/// Starts that reach promotion, naming and castling bars often: the usual
/// start, and positions with pawns near the last rank and men missing.
const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/1P6/8/8/8/8/8/RNBQK1NR w KQ - 0 1",
    "1P2k3/8/8/8/8/8/4P3/RNBQKB1R w KQ - 0 1",
    "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1",
    "rn2k1nr/PP4PP/8/8/8/8/pp4pp/RN2K1NR w KQkq - 0 1",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R w K - 0 1",
];

/// The custom rule sets: Ponziani's castling with castling after rook
/// odds, the lost-pieces rule with Italian castling, Ponziani's naming
/// under Modern castling.
fn custom_rules() -> Vec<(&'static str, RuleSet)> {
    vec![
        (
            "ponziani castling + rook odds",
            RuleSet {
                castling: Castling::Ponziani,
                castling_after_rook_odds: true,
                ..Code::ItalyPonziani.rules()
            },
        ),
        (
            "italian castling + rook odds + lost pieces",
            RuleSet {
                castling: Castling::ItalianFree,
                castling_after_rook_odds: true,
                promotion: Promotion::OnlyLostPieces,
                ..Code::Sarratt.rules()
            },
        ),
        (
            "modern castling + missing piece",
            RuleSet {
                promotion: Promotion::MissingPiece,
                ..RuleSet::modern()
            },
        ),
    ]
}

/// Every rule set tried: each code's, then the custom ones.
fn all_rules() -> Vec<(String, RuleSet)> {
    let mut all: Vec<(String, RuleSet)> = Code::ALL
        .into_iter()
        .map(|c| (c.to_string(), c.rules()))
        .collect();
    all.extend(custom_rules().into_iter().map(|(n, r)| (n.to_string(), r)));
    all
}

/// The first position of game `seed`: a start of [`STARTS`], or the start
/// with a rook given as odds (either rook, either side) where the rules let
/// the giver castle without it.
fn first_position(seed: u64, rules: RuleSet, rng: &mut Rng) -> Position {
    if rules.castling_after_rook_odds && rng.below(2) == 0 {
        let giver = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let file = if rng.below(2) == 0 { 0 } else { 7 };
        let rook = Square::from_coords(file, giver.back_rank()).expect("a corner");
        let odds = Odds {
            giver,
            removed: vec![rook],
            receiver_moves: 1,
        };
        return Position::from_odds(&odds, rules)
            .unwrap_or_else(|e| panic!("seed {seed}: rook odds refused: {e}"));
    }
    // A pawn waiting on the last rank is lawful only where the rules let
    // it wait: elsewhere the usual start is taken.
    let fen = STARTS[rng.below(STARTS.len())];
    Position::from_fen(fen, rules)
        .or_else(|_| Position::from_fen(STARTS[0], rules))
        .unwrap_or_else(|e| panic!("seed {seed}: {fen}: {e}"))
}

/// A random game of up to `plies` plies: every position, the first
/// included. Promotions and namings are preferred when offered, so that
/// the last rank is reached often.
fn random_game(seed: u64, rules: RuleSet, plies: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut pos = first_position(seed, rules, &mut rng);
    let mut seen = vec![pos.clone()];
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let special: Vec<_> = moves
            .iter()
            .filter(|m| m.promotion().is_some() || m.is_castle())
            .collect();
        let m = if !special.is_empty() && rng.below(2) == 0 {
            *special[rng.below(special.len())]
        } else {
            moves.as_slice()[rng.below(moves.len())]
        };
        pos.play_unchecked(&m);
        seen.push(pos.clone());
    }
    seen
}

fn uci_set(pos: &Position) -> Vec<String> {
    let mut all: Vec<String> = pos.legal_moves().iter().map(|m| pos.uci(m)).collect();
    all.sort();
    all
}

const GAMES_PER_RULES: u64 = 24;
const PLIES: usize = 120;

#[test]
fn every_position_the_rules_make_reads_back_from_its_fen() {
    let mut cases = 0;
    for (name, rules) in all_rules() {
        for seed in 0..GAMES_PER_RULES {
            for pos in random_game(seed, rules, PLIES) {
                let fen = pos.fen();
                let back = Position::from_fen(&fen, rules).unwrap_or_else(|e| {
                    panic!("{name}, seed {seed}: {fen} is refused by the reader: {e}")
                });
                assert_eq!(back.fen(), fen, "{name}, seed {seed}");
                assert_eq!(back.board(), pos.board(), "{name}, seed {seed}: {fen}");
                assert_eq!(
                    back.is_check(),
                    pos.is_check(),
                    "{name}, seed {seed}: {fen}"
                );
                // Free moves of odds are not in a FEN: compare the moves
                // only where play alternates.
                if pos.free_moves_left() == 0 && !pos.is_confined() {
                    assert_eq!(uci_set(&back), uci_set(&pos), "{name}, seed {seed}: {fen}");
                }
                cases += 1;
            }
        }
    }
    eprintln!("{cases} positions read back from their FEN");
    assert!(cases > 10_000);
}

/// The points a refusal of `kind` may cite: the law must be the code's law
/// on one of them.
fn points_of(kind: RefusalKind) -> &'static [RulePoint] {
    use RefusalKind as K;
    use RulePoint as P;
    match kind {
        K::NotYourTurn => &[P::AdversarysMan],
        K::FalseMove => &[P::FalseMove],
        K::OwnMan => &[P::OwnMan],
        K::LeavesKingInCheck => &[
            P::KingIntoCheck,
            P::PinnedMan,
            P::PinnedManChecking,
            P::CheckNotMet,
        ],
        K::EnPassantForbidden => &[P::NoEnPassant],
        K::CastlingInCheck => &[P::CastlingInCheck],
        K::CastlingThroughAttack => &[P::CastlingThroughAttack, P::CastlingAttacksMan],
        K::CastlingAfterMoving => &[P::CastlingAfterMoving],
        K::CastlingBlocked => &[P::CastlingMenBetween],
        K::CastlingWithRookGivenAsOdds => &[P::RookOddsCastling],
        K::CastlingNotAllowed => &[P::CastlingWays],
        K::OddsConfined => &[P::OddsConfinement],
        K::PromotionNotLost => &[P::PromotionLostOnly],
        K::PromotionRequired => &[
            P::PromotionRequired,
            P::PromotionLostOnly,
            P::PromotionNoKing,
        ],
        K::NoticeRefused => &[P::Notice],
        K::ClaimRefused => &[P::FiftyMovesClaim, P::ThreefoldRepetition],
        // No man, or the game over (its law is the verdict's): no point of
        // a move.
        K::EmptySquare | K::GameOver => &[],
    }
}

/// The board after `piece` goes from `from` to `to` (becoming `promotion`),
/// taking what stands there, and a pawn taken en passant.
fn board_after(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Setup {
    let mut setup = pos.to_setup();
    let board = &mut setup.board;
    let Some(piece) = board.remove_piece_at(from) else {
        return setup;
    };
    let empty = board.piece_at(to).is_none();
    board.remove_piece_at(to);
    if piece.role == Role::Pawn && from.file() != to.file() && empty {
        if let Some(passed) = Square::from_coords(to.file(), from.rank()) {
            board.remove_piece_at(passed);
        }
    }
    let role = promotion.filter(|_| from != to).unwrap_or(piece.role);
    board.set_piece_at(
        to,
        Piece {
            color: piece.color,
            role,
        },
    );
    setup
}

#[test]
fn every_refusal_under_ponziani_cites_the_law_of_its_point() {
    let mut rules_sets = vec![("Italy (Ponziani)".to_string(), Code::ItalyPonziani.rules())];
    rules_sets.push((
        "ponziani castling + rook odds".to_string(),
        custom_rules()[0].1,
    ));
    let book = LawBook::Ponziani;
    let mut refusals = 0;
    let mut positions = 0;
    for (name, rules) in rules_sets {
        for seed in 0..40 {
            for (ply, pos) in random_game(1000 + seed, rules, 100).into_iter().enumerate() {
                if ply % 3 != 0 && !pos.naming_due() {
                    continue;
                }
                positions += 1;
                let us = pos.turn();
                let setup = pos.to_setup();
                for (from, piece) in setup.board.pieces() {
                    let pawn_last = piece.role == Role::Pawn
                        && (from.rank() == us.last_rank()
                            || i32::from(from.rank()) - i32::from(us.last_rank()) == 1
                            || i32::from(us.last_rank()) - i32::from(from.rank()) == 1);
                    let targets: Vec<u8> = if piece.color == us {
                        (0..64).collect()
                    } else {
                        vec![(from.index() as u8 + 8) % 64]
                    };
                    for to in targets.into_iter().filter_map(Square::new) {
                        let promotions: &[Option<Role>] = if pawn_last && piece.color == us {
                            &[
                                None,
                                Some(Role::Queen),
                                Some(Role::Bishop),
                                Some(Role::King),
                            ]
                        } else {
                            &[None]
                        };
                        for &promotion in promotions {
                            let Some(r) = pos.refusal_with_promotion(from, to, promotion) else {
                                continue;
                            };
                            refusals += 1;
                            let what = format!(
                                "{name}, seed {}, ply {ply}: {} {from}{to} {promotion:?}: {r}",
                                1000 + seed,
                                pos.fen()
                            );
                            let points = points_of(r.kind);
                            if !points.is_empty() {
                                assert!(
                                    points.iter().any(|&p| book.cite(p) == r.law),
                                    "{what}: the law is not the code's law on {points:?}"
                                );
                            }
                            let waiting = piece.color == us
                                && piece.role == Role::Pawn
                                && from == to
                                && from.rank() == us.last_rank();
                            if pos.naming_due() && piece.color == us && !waiting {
                                assert_eq!(
                                    r.kind,
                                    RefusalKind::PromotionRequired,
                                    "{what}: the naming comes first"
                                );
                            }
                            // A waiting pawn named in place makes no
                            // false move; only a king may not be named.
                            if waiting && promotion != Some(Role::King) {
                                assert_ne!(r.kind, RefusalKind::FalseMove, "{what}");
                            }
                            if r.kind == RefusalKind::LeavesKingInCheck && from != to {
                                let after = board_after(&pos, from, to, promotion);
                                assert!(
                                    king_attacked(&after, us),
                                    "{what}: the king is not left in check"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("{refusals} refusals in {positions} positions under Ponziani's laws");
    assert!(refusals > 50_000);
}

/// A random act of `hand`: a man carried anywhere (check said or not), a
/// man touched, or a king found in check.
fn random_act(pos: &Position, hand: Color, rng: &mut Rng) -> Act {
    let setup = pos.to_setup();
    let men: Vec<Square> = setup
        .board
        .pieces()
        .filter(|(_, p)| rng.below(8) == 0 || p.color == hand)
        .map(|(s, _)| s)
        .collect();
    let from = men[rng.below(men.len())];
    match rng.below(10) {
        0 => Act::Touch {
            square: from,
            adjust: rng.below(2) == 0,
        },
        1 => Act::FoundInCheck,
        _ => {
            // Mostly lawful moves and near misses: a legal move's squares,
            // or any square.
            let moves = pos.legal_moves();
            let (from, to) = if !moves.is_empty() && rng.below(3) != 0 {
                let m = moves.as_slice()[rng.below(moves.len())];
                (m.from(), m.to())
            } else {
                (from, Square::new(rng.below(64) as u8).unwrap_or(Square::E4))
            };
            Act::Move {
                from,
                to,
                check_said: rng.below(3) == 0,
                squares_touched: vec![],
            }
        }
    }
}

#[test]
fn every_remedy_lands_on_a_position_the_reader_accepts() {
    let mut rulings = 0;
    let mut landings = 0;
    let mut explained = 0;
    for code in Code::ALL {
        let rules = code.rules();
        let conduct = ConductCode::of(code);
        for seed in 0..16 {
            let game = random_game(2000 + seed, rules, 80);
            let mut rng = Rng::new(3000 + seed);
            for (ply, pos) in game.iter().enumerate() {
                if ply % 4 != 0 {
                    continue;
                }
                let table = Table::new(pos);
                let hand = if rng.below(6) == 0 {
                    pos.turn().other()
                } else {
                    pos.turn()
                };
                let act = random_act(pos, hand, &mut rng);
                let judged = judge(pos, &table, hand, &act);
                let Some(slip) = judged.slip.clone() else {
                    continue;
                };
                let scene = Scene {
                    before: pos,
                    after: &judged.table,
                    hand,
                };
                let ruling = rule(conduct, &scene, &slip);
                rulings += 1;
                for remedy in ruling
                    .remedies
                    .iter()
                    .chain(&ruling.barred)
                    .chain(&ruling.unclaimed)
                {
                    for landing in &remedy.landings {
                        landings += 1;
                        if let Some(why) = landing.unlawful {
                            explained += 1;
                            assert!(
                                Position::from_setup(&landing.setup, rules).is_err(),
                                "{code}, seed {}, ply {ply}: '{}' says '{why}' of a lawful \
                                 position",
                                2000 + seed,
                                remedy.text
                            );
                            continue;
                        }
                        if let Err(e) = Position::from_setup(&landing.setup, rules) {
                            panic!(
                                "{code}, seed {}, ply {ply}: {} {act:?} ({slip:?}): '{}' lands \
                                 on {} ({}), refused: {e}",
                                2000 + seed,
                                pos.fen(),
                                remedy.text,
                                landing.setup.fen(),
                                landing.label
                            );
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "{rulings} rulings, {landings} landings ({explained} left by the law, with its reason)"
    );
    assert!(rulings > 300);
}

/// Ponziani's law V.4 on every castling the rules generate: from its new
/// square neither the king nor the rook attacks an enemy man.
#[test]
fn every_ponziani_castling_keeps_law_v_4() {
    let (mut castlings, mut alone) = (0, 0);
    for (name, rules) in all_rules() {
        if rules.castling != Castling::Ponziani {
            continue;
        }
        for seed in 0..200 {
            for pos in random_game(seed, rules, 40) {
                for m in pos.legal_moves().iter().filter(|m| m.is_castle()) {
                    castlings += 1;
                    alone += usize::from(m.is_castle_alone());
                    let after = pos.play(m).unwrap_or_else(|e| panic!("{name}: {e}"));
                    let us = pos.turn();
                    let board = after.board();
                    let mut men = vec![m.to()];
                    if let Some((_, rook_to)) = m.castle_rook() {
                        men.push(rook_to);
                    }
                    for sq in men {
                        let attacked =
                            board.attacks_from(sq, board.occupied()) & board.by_color(us.other());
                        assert!(
                            attacked.is_empty(),
                            "{name}, seed {seed}: {} {}: the man on {sq} attacks an enemy man",
                            pos.fen(),
                            pos.uci(m)
                        );
                    }
                }
            }
        }
    }
    eprintln!("{castlings} castlings under Ponziani's law V ({alone} by the king alone)");
    assert!(castlings > 1_000 && alone > 50);
}

/// The examples first seen wrong, each with the law that now answers.
#[test]
fn the_examples_seen_wrong_now_cite_their_law() {
    use chess_laws_core::Law;
    let ponziani = Code::ItalyPonziani.rules();
    let at = |fen: &str, rules: RuleSet| {
        Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"))
    };
    // A second bishop on the colour of the one left (law III).
    let pos = at("4k3/1P6/8/8/8/8/8/RNBQK1NR w - - 0 1", ponziani);
    let r = pos
        .refusal_with_promotion(Square::B7, Square::B8, Some(Role::Bishop))
        .expect("refused");
    assert_eq!(r.kind, RefusalKind::PromotionNotLost, "{r}");
    assert_eq!(r.law, Some(Law::ponziani(3)), "{r}");
    assert!(r.message.contains("colour"), "{r}");
    // The naming comes first (law III), and a queen is not missing.
    let pos = at("1P2k3/8/8/8/8/8/4P3/RNBQKB1R w - - 0 1", ponziani);
    let r = pos.refusal(Square::E2, Square::E4).expect("refused");
    assert_eq!(r.kind, RefusalKind::PromotionRequired, "{r}");
    assert_eq!(r.law, Some(Law::ponziani(3)), "{r}");
    let r = pos
        .refusal_with_promotion(Square::B8, Square::B8, Some(Role::Queen))
        .expect("refused");
    assert_eq!(r.kind, RefusalKind::PromotionNotLost, "{r}");
    assert_eq!(r.law, Some(Law::ponziani(3)), "{r}");
    assert!(pos
        .refusal_with_promotion(Square::B8, Square::B8, Some(Role::Knight))
        .is_none());
    // Law V.4 with castling after rook odds: the king alone on g1 would
    // attack the rook on h2.
    let rules = RuleSet {
        castling: Castling::Ponziani,
        castling_after_rook_odds: true,
        ..ponziani
    };
    let pos = at("k7/8/8/8/8/8/7r/4K3 w K - 0 1", rules);
    let r = pos.refusal(Square::E1, Square::G1).expect("refused");
    assert_eq!(r.kind, RefusalKind::CastlingThroughAttack, "{r}");
    assert_eq!(r.law, Some(Law::ponziani(5)), "{r}");
    assert!(pos.refusal(Square::E1, Square::H1).is_some());
    // A rook named on g8 gives check with its owner still to move: the
    // reader accepts the position under rules that can make it.
    let fen = "4k1Rr/n4p2/P2p4/ppp5/P1B1p3/5NpP/3KQ3/R5N1 w - - 0 53";
    let pos = at(fen, ponziani);
    assert_eq!(pos.fen(), fen);
    assert!(pos.legal_moves().iter().all(|m| m.to() != Square::E8));
    assert!(Position::from_fen(fen, Code::Sarratt.rules()).is_err());
    assert!(Position::from_fen(fen, Code::LostPiecesOnly.rules()).is_err());
    // The rule is narrow: a check by a man off the last rank is still
    // impossible with the checker to move.
    assert!(Position::from_fen("4k3/8/8/8/4R3/8/8/4K3 w - - 0 1", ponziani).is_err());
}

/// Law V.4 where random games rarely go: a king that castles alone after
/// rook odds (no rook on its square), with an enemy man set at random near
/// the squares he may go to. No castling the rules allow leaves the king
/// (or a rook) attacking an enemy man, and the generator does set up the
/// case the law bars, so the property cannot hold for want of examples.
#[test]
fn a_king_castling_alone_never_lands_attacking_an_enemy_man() {
    let rules = RuleSet {
        castling: Castling::Ponziani,
        castling_after_rook_odds: true,
        ..Code::ItalyPonziani.rules()
    };
    let roles = ['n', 'b', 'r', 'q', 'p'];
    let (mut castlings, mut barred) = (0, 0);
    for seed in 0..3_000u64 {
        let mut rng = Rng::new(seed);
        // An enemy man on one of the first three ranks, the black king far.
        let file = rng.below(8);
        let rank = rng.below(3);
        let role = roles[rng.below(roles.len())];
        if rank == 0 && (file == 4 || role == 'p') {
            continue;
        }
        let mut ranks = vec![String::from("k7"); 1];
        ranks.extend((0..4).map(|_| "8".to_string()));
        for r in (0..3).rev() {
            let mut row = [' '; 8];
            if r == 0 {
                row[4] = 'K';
            }
            if r == rank {
                row[file] = role;
            }
            ranks.push(fen_row(&row));
        }
        let fen = format!("{} w K - 0 1", ranks.join("/"));
        let Ok(pos) = Position::from_fen(&fen, rules) else {
            continue;
        };
        for m in pos.legal_moves().iter().filter(|m| m.is_castle()) {
            castlings += 1;
            let after = pos.play(m).unwrap_or_else(|e| panic!("{fen}: {e}"));
            let board = after.board();
            let attacked =
                board.attacks_from(m.to(), board.occupied()) & board.by_color(Color::Black);
            assert!(attacked.is_empty(), "seed {seed}: {fen} {}", pos.uci(m));
        }
        // The castlings the law bars here: a king's square next to the man.
        let near = [Square::F1, Square::G1, Square::H1]
            .iter()
            .filter(|&&to| {
                let f = to.index() % 8;
                f.abs_diff(file) <= 1 && rank <= 1
            })
            .count();
        barred += near;
    }
    eprintln!("{castlings} castlings by the king alone allowed, {barred} barred by law V.4");
    assert!(castlings > 1_000 && barred > 100);
}

/// One rank of a FEN from its eight squares (a space for an empty one).
fn fen_row(row: &[char; 8]) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for &c in row {
        if c == ' ' {
            empty += 1;
            continue;
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
            empty = 0;
        }
        out.push(c);
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
    out
}

/// Sarratt 19: he "whose King is in check, may ... remove his King, or
/// cover the check". A move that does neither is refused by that law, not
/// by law 17, which speaks of a man that cannot move without exposing the
/// king.
#[test]
fn sarratt_19_a_move_that_leaves_the_check_cites_the_law_of_a_king_in_check() {
    use chess_laws_core::Law;
    let pos = Position::from_fen("4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1", Code::Sarratt.rules())
        .expect("a king in check");
    let r = pos.refusal(Square::A2, Square::A3).expect("refused");
    assert_eq!(r.law, Some(Law::sarratt(19)), "{r}");
}
