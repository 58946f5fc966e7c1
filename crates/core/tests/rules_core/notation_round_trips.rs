//! Every move the app writes reads back as itself: in SAN, in the compact
//! descriptive notation and in its prose, one move at a time in random
//! positions under every code, and whole random games in each descriptive
//! form. The positions come from random legal games drawn by a small
//! seeded generator, so a failure names the seed that finds it again.
//!
//! The examples below them are the moves and games that once read back as
//! other moves, or not at all.

use crate::common::Rng;
use chess_laws_core::read_descriptive::{
    prose, read_moves, Action, MoveRequest, Origins, Resolution,
};
use chess_laws_core::{Code, Color, Move, Odds, Position, Role, Square};

/// The start of a random game: the usual one, or now and then odds (a
/// pawn, a knight or a rook, with one or two free moves).
fn random_start(code: Code, rng: &mut Rng) -> Position {
    let rules = code.rules();
    if rng.below(3) != 0 {
        return Position::start(rules);
    }
    let giver = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let (pawn, knight, rook) = match giver {
        Color::White => (Square::F2, Square::B1, Square::A1),
        Color::Black => (Square::F7, Square::G8, Square::H8),
    };
    let removed = [pawn, knight, rook][rng.below(3)];
    let odds = Odds {
        giver,
        removed: vec![removed],
        receiver_moves: 1 + rng.below(2) as u8,
    };
    Position::from_odds(&odds, rules).unwrap_or_else(|_| Position::start(rules))
}

/// How a random game leans, so that games reach promotions, the waiting
/// pawn, en passant and the free castlings more often than uniform play.
#[derive(Clone, Copy)]
enum Style {
    /// Any legal move alike.
    Uniform,
    /// Pawns pushed forward, taking nothing: promotions without a lost
    /// piece, hence the waiting pawn.
    Pushes,
    /// Pawn moves and captures.
    Sharp,
    /// Men off the first rank, and castling: the free castlings.
    Develop,
}

impl Style {
    fn random(rng: &mut Rng) -> Style {
        [Style::Uniform, Style::Pushes, Style::Sharp, Style::Develop][rng.below(4)]
    }

    fn likes(self, pos: &Position, m: &Move) -> bool {
        let back = pos.turn().back_rank();
        match self {
            Style::Uniform => false,
            Style::Pushes => m.role() == Role::Pawn && !m.is_capture(),
            Style::Sharp => m.role() == Role::Pawn || m.is_capture(),
            Style::Develop => {
                m.is_castle()
                    || (m.from().rank() == back
                        && !matches!(m.role(), Role::King | Role::Rook)
                        && !m.is_capture())
            }
        }
    }
}

/// A random legal move: one the style likes half the time, if any.
fn random_move(pos: &Position, style: Style, rng: &mut Rng) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let liked: Vec<Move> = moves
        .iter()
        .filter(|m| style.likes(pos, m))
        .copied()
        .collect();
    if !liked.is_empty() && rng.below(3) != 0 {
        return Some(liked[rng.below(liked.len())]);
    }
    Some(moves[rng.below(moves.len())])
}

/// A random game: its start and its moves.
fn random_game(code: Code, rng: &mut Rng, plies: usize) -> (Position, Vec<Move>) {
    let start = random_start(code, rng);
    let style = Style::random(rng);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let Some(m) = random_move(&pos, style, rng) else {
            break;
        };
        moves.push(m);
        pos.play_unchecked(&m);
    }
    (start, moves)
}

/// The one move a text of one move reads as in `pos`, or what went wrong.
fn read_one(pos: &Position, text: &str) -> Result<Move, String> {
    let read = read_moves(text);
    if let Some(error) = read.error {
        return Err(format!("does not read: {error}"));
    }
    let [written] = read.moves.as_slice() else {
        return Err(format!("reads as {} moves", read.moves.len()));
    };
    match written.request.resolve(pos, &Origins::new(pos)) {
        Resolution::Move(m) => Ok(m),
        Resolution::Ambiguous(ms) => Err(format!(
            "fits {:?}",
            ms.iter().map(Move::to_uci).collect::<Vec<_>>()
        )),
        other => Err(format!("resolves as {other:?}")),
    }
}

/// Every way a legal move of `pos` fails to read back as itself.
fn move_failures(pos: &Position) -> Vec<String> {
    let mut out = Vec::new();
    for m in pos.legal_moves().iter() {
        let san = pos.san(m);
        match pos.parse_san(&san) {
            Ok(back) if back == *m => {}
            other => out.push(format!("SAN {san:?} ({}): {other:?}", m.to_uci())),
        }
        for text in [pos.descriptive(m), prose(pos, m)] {
            match read_one(pos, &text) {
                Ok(back) if back == *m => {}
                Ok(back) => out.push(format!(
                    "{text:?} ({}) reads as {}",
                    m.to_uci(),
                    back.to_uci()
                )),
                Err(why) => out.push(format!("{text:?} ({}) {why}", m.to_uci())),
            }
        }
    }
    out
}

/// A game written as the app prints it: numbered, white's and black's
/// moves in turn (the prose with the column separator of the books).
fn written_game(start: &Position, moves: &[Move], in_prose: bool) -> String {
    let mut pos = start.clone();
    let mut words = Vec::new();
    for (ply, m) in moves.iter().enumerate() {
        let text = if in_prose {
            prose(&pos, m)
        } else {
            pos.descriptive(m)
        };
        if pos.turn() == Color::White {
            words.push(format!("{}.", ply / 2 + 1));
        } else if in_prose {
            words.push("/".to_string());
        }
        words.push(text);
        pos.play_unchecked(m);
    }
    words.join(" ")
}

/// Reads a whole game back from `start`: the moves, or where it went wrong.
fn read_game(start: &Position, text: &str) -> Result<Vec<Move>, String> {
    let read = read_moves(text);
    if let Some(error) = read.error {
        return Err(format!("does not read: {error}"));
    }
    let mut pos = start.clone();
    let mut origins = Origins::new(&pos);
    let mut moves = Vec::new();
    for written in &read.moves {
        match written.request.resolve(&pos, &origins) {
            Resolution::Move(m) => {
                origins.follow(&m);
                pos.play_unchecked(&m);
                moves.push(m);
            }
            other => {
                return Err(format!(
                    "move {} {:?}: {other:?}",
                    moves.len() + 1,
                    written.text
                ))
            }
        }
    }
    Ok(moves)
}

/// Where a game read back differs from the game written, if it does.
fn game_difference(game: &[Move], back: Result<Vec<Move>, String>) -> Option<String> {
    let back = match back {
        Ok(back) => back,
        Err(why) => return Some(why),
    };
    let uci = |m: Option<&Move>| m.map_or("nothing".to_string(), Move::to_uci);
    (0..game.len().max(back.len()))
        .find(|&i| game.get(i) != back.get(i))
        .map(|i| {
            format!(
                "ply {} written {} reads as {}",
                i + 1,
                uci(game.get(i)),
                uci(back.get(i))
            )
        })
}

/// Seeds per code for the single moves, and plies per game.
const MOVE_SEEDS: u64 = 16;
const GAME_SEEDS: u64 = 100;
const PLIES: usize = 160;

#[test]
fn every_legal_move_reads_back_in_each_notation() {
    let mut positions = 0;
    let mut moves = 0;
    let mut kinds = [0; 6];
    let mut failures = Vec::new();
    for code in Code::ALL {
        for seed in 0..MOVE_SEEDS {
            let mut rng = Rng::new(seed);
            let (start, game) = random_game(code, &mut rng, PLIES);
            let mut pos = start;
            for m in std::iter::once(None).chain(game.iter().map(Some)) {
                if let Some(m) = m {
                    pos.play_unchecked(m);
                }
                for failure in move_failures(&pos) {
                    failures.push(format!("{code:?}, seed {seed}, {}: {failure}", pos.fen()));
                }
                positions += 1;
                moves += pos.legal_moves().len();
                for m in pos.legal_moves().iter() {
                    kinds[kind(m)] += 1;
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} moves do not read back:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
    // About 26,000 positions and 710,000 moves, each written three ways;
    // among them every kind of move the notations treat apart.
    assert!(
        positions > 20_000 && moves > 500_000,
        "{positions} positions, {moves} moves"
    );
    assert!(kinds.iter().all(|&n| n > 0), "{kinds:?}");
}

/// The kinds of move the notations write apart: the Italian castlings,
/// the usual ones, the waiting pawn's exchange, en passant, promotions,
/// and the rest.
fn kind(m: &Move) -> usize {
    if m.is_castle() && !m.is_usual_castle() {
        0
    } else if m.is_castle() {
        1
    } else if m.is_exchange() {
        2
    } else if m.is_en_passant() {
        3
    } else if m.promotion().is_some() {
        4
    } else {
        5
    }
}

#[test]
fn random_games_read_back_in_each_descriptive_form() {
    let mut games = 0;
    let mut failures = Vec::new();
    for code in Code::ALL {
        for seed in 0..GAME_SEEDS {
            let mut rng = Rng::new(1000 + seed);
            let (start, game) = random_game(code, &mut rng, PLIES);
            for in_prose in [false, true] {
                let text = written_game(&start, &game, in_prose);
                let back = read_game(&start, &text);
                if let Some(why) = game_difference(&game, back) {
                    failures.push(format!(
                        "{code:?}, seed {}, prose {in_prose}, from {}: {why}",
                        1000 + seed,
                        start.fen()
                    ));
                }
                games += 1;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {games} games do not read back:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
    assert_eq!(games, Code::ALL.len() * GAME_SEEDS as usize * 2);
}

/// A position under `code`, from a FEN the tests trust.
fn position(code: Code, fen: &str) -> Position {
    Position::from_fen(fen, code.rules()).expect("the test's FEN reads")
}

/// The legal move written `san` in `pos`, in its compact descriptive form
/// and in prose, each checked to read back as that move.
fn both_forms(pos: &Position, san: &str) -> (String, String) {
    let m = pos.parse_san(san).expect("the test's SAN reads");
    let (compact, words) = (pos.descriptive(&m), prose(pos, &m));
    for text in [&compact, &words] {
        assert_eq!(read_one(pos, text), Ok(m), "{text:?}");
    }
    (compact, words)
}

/// The moves a text reads as, as requests, with no word left unread.
fn requests(text: &str) -> Vec<MoveRequest> {
    let read = read_moves(text);
    assert!(read.error.is_none(), "{text}: {:?}", read.error);
    read.moves.into_iter().map(|w| w.request).collect()
}

#[test]
fn ponziani_castlings_to_the_queens_side_name_the_queens_files() {
    let pos = position(
        Code::ItalyPonziani,
        "4k3/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1",
    );
    assert_eq!(
        both_forms(&pos, "O-O-O(Kc1,Re1)"),
        (
            "O-O-O(K-QB1,R-K1)".to_string(),
            "Castles, K. to Q. B. sq., R. to K. sq.".to_string()
        )
    );
    assert_eq!(
        both_forms(&pos, "O-O-O(Kb1,Rc1)"),
        (
            "O-O-O(K-QN1,R-QB1)".to_string(),
            "Castles, K. to Q. Kt. sq., R. to Q. B. sq.".to_string()
        )
    );
    // The king's side keeps the short names of the books.
    assert_eq!(
        both_forms(&pos, "O-O(Kh1,Rf1)"),
        (
            "O-O(K-R1,R-B1)".to_string(),
            "Castles, K. to R. sq., R. to B. sq.".to_string()
        )
    );
}

#[test]
fn a_castling_named_by_short_files_is_on_the_kings_side() {
    let pos = position(
        Code::ItalyPonziani,
        "4k3/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1",
    );
    let short = |text: &str| read_one(&pos, text).map(|m| pos.san(&m));
    assert_eq!(
        short("Castles, K. to B. sq., R. to K. sq."),
        Ok("O-O(Kf1,Re1)".to_string())
    );
    assert_eq!(
        short("Castles, K. to Kt. sq., R. to B. sq."),
        Ok("O-O".to_string())
    );
}

#[test]
fn every_ponziani_castling_reads_back_in_each_form() {
    let pos = position(
        Code::ItalyPonziani,
        "4k3/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1",
    );
    let castlings: Vec<Move> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .copied()
        .collect();
    assert_eq!(castlings.len(), 16);
    assert_eq!(move_failures(&pos), Vec::<String>::new());
}

#[test]
fn castling_with_check_glued_reads_back() {
    let pos = position(Code::Modern, "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(
        both_forms(&pos, "O-O-O"),
        ("O-O-Och".to_string(), "Castles (Q. R.) (ch.)".to_string())
    );
    let pos = position(Code::Italy, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(
        both_forms(&pos, "O-O(Kg1,Re1)"),
        (
            "O-O(K-N1,R-K1)ch".to_string(),
            "Castles, K. to Kt. sq., R. to K. sq. (ch.)".to_string()
        )
    );
}

#[test]
fn en_passant_with_check_glued_reads_back() {
    let pos = position(Code::Modern, "8/4k3/8/3pP3/2P5/8/8/4K3 w - d6 0 1");
    assert_eq!(
        both_forms(&pos, "exd6"),
        (
            "PxP(Q6) e.p.ch".to_string(),
            "P. takes P. (Q. 6th) (en passant) (ch.)".to_string()
        )
    );
}

#[test]
fn the_waiting_pawns_exchange_reads_back() {
    // Under Ponziani's law the pawn on a8 waits as a pawn while no piece
    // is lost, then becomes one of the lost pieces (here the bishops).
    let pos = position(Code::ItalyPonziani, "P3k3/8/8/8/8/8/8/RN1QK1NR w - - 0 1");
    let (compact, words) = both_forms(&pos, "a8=B");
    assert_eq!(compact, "P(QR8)=B");
    assert_eq!(words, "P. (Q. R. 8th), and becomes a B.");
}

#[test]
fn a_move_after_a_capture_may_name_its_mans_square() {
    for (text, squares) in [
        ("RxB R(QN1)-B1", [None, Some("QN1")]),
        ("RxQ R(K1)xN", [None, Some("K1")]),
        ("NxP P(KN5)xP", [None, Some("KN5")]),
        ("R. takes B. R. (Q. Kt. sq.) to B. sq.", [None, Some("QN1")]),
        ("RxB P(QR8)=Q", [None, Some("QR8")]),
    ] {
        let read = requests(text);
        let named: Vec<Option<String>> = read
            .iter()
            .map(|request| match request {
                MoveRequest::Descriptive(d) => d.mover.square.map(|sq| {
                    let files = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"];
                    let file = files[sq.file.files().trailing_zeros() as usize];
                    format!("{file}{}", sq.rank)
                }),
                other => panic!("{text}: {other:?}"),
            })
            .collect();
        let expected: Vec<Option<String>> = squares.iter().map(|s| s.map(str::to_string)).collect();
        assert_eq!(named, expected, "{text}");
    }
    // The exchange is the second move's action.
    let read = requests("RxB P(QR8)=Q");
    assert!(matches!(
        &read[1],
        MoveRequest::Descriptive(d) if d.action == Action::Exchange
    ));
}

#[test]
fn two_rooks_told_apart_by_their_squares_after_a_capture_read_back() {
    // White's rook takes the bishop; of Black's rooks on b8 and f8, the
    // one on b8 goes to c8.
    let pos = position(Code::Modern, "1r3rk1/8/8/8/8/8/R7/b3K3 w - - 0 1");
    let game = ["Rxa1", "Rbc8"].map(|san| san.to_string());
    let mut now = pos.clone();
    let mut moves = Vec::new();
    for san in &game {
        let m = now.parse_san(san).expect("legal");
        moves.push(m);
        now.play_unchecked(&m);
    }
    for in_prose in [false, true] {
        let text = written_game(&pos, &moves, in_prose);
        assert_eq!(read_game(&pos, &text), Ok(moves.clone()), "{text}");
    }
    assert_eq!(written_game(&pos, &moves, false), "1. RxB R(QN1)-B1");
}
