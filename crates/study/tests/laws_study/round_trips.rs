//! Round trips of what readers paste: a game's movetext, with variations,
//! comments and annotations, reads the same bare as with tag pairs in
//! front; the movetext examples readers paste most; the PGN writer on an
//! absurd move number from a hand-edited link. Seeded random games, so a
//! failure names its seed and comes back the same.

use chess_laws_study::core::pgn::{write_game, PgnGame, PgnMove};
use chess_laws_study::core::{Code, Position};
use chess_laws_study::study::import::{import_text, ImportedGame};

/// A small deterministic generator (xorshift64*), so that every case is
/// the same on every machine.
struct Seeded(u64);

impl Seeded {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A line of `plies` random legal moves from `position`, in SAN, with
/// random comments, annotations and (down to `depth`) variations.
fn random_line(rng: &mut Seeded, position: &Position, plies: usize, depth: u32) -> Vec<PgnMove> {
    let mut line = Vec::new();
    let mut position = position.clone();
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let chosen = moves[rng.below(moves.len())];
        let mut written = PgnMove::new(position.san(&chosen));
        if rng.below(6) == 0 {
            written.comments.push(format!("note {}", rng.below(100)));
        }
        if rng.below(8) == 0 {
            written.nags.push(1 + rng.below(6) as u16);
        }
        if depth > 0 && rng.below(5) == 0 {
            let length = 1 + rng.below(4);
            let branch = random_line(rng, &position, length, depth - 1);
            if !branch.is_empty() {
                written.variations.push(branch);
            }
        }
        let Ok(next) = position.play(&chosen) else {
            break;
        };
        position = next;
        line.push(written);
    }
    line
}

/// The moves, the variations (each after its number of moves) and the
/// problem, if any.
type Seen = (Vec<String>, Vec<(usize, Vec<String>)>, Option<String>);

/// What a reader gets of an imported game: the moves as read, without
/// their places and spelling in the text (a tag line in front moves every
/// move one line down; a bare list keeps a move's number with it).
fn seen(game: &ImportedGame) -> Seen {
    let moves = game
        .moves
        .iter()
        .map(|m| format!("{:?}", m.request))
        .collect();
    let problem = game.problem.as_ref().map(|p| {
        p.split_once(": ")
            .map_or(p.clone(), |(_, why)| why.to_string())
    });
    (moves, game.variations.clone(), problem)
}

#[test]
fn a_bare_movetext_reads_as_the_same_movetext_with_tags() {
    let start = Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Code::Modern.rules(),
    )
    .expect("the initial position");
    for seed in 1..=300u64 {
        let mut rng = Seeded(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let length = 1 + rng.below(30);
        let game = PgnGame {
            moves: random_line(&mut rng, &start, length, 2),
            result: Some("*".to_string()),
            ..PgnGame::default()
        };
        let movetext = write_game(&game);
        let bare = import_text(&movetext);
        let tagged = import_text(&format!("[Site \"?\"]\n\n{movetext}"));
        assert_eq!(bare.games.len(), 1, "seed {seed}: {movetext}");
        assert_eq!(tagged.games.len(), 1, "seed {seed}");
        assert_eq!(
            seen(&bare.games[0]),
            seen(&tagged.games[0]),
            "seed {seed}: {movetext}"
        );
        assert_eq!(bare.games[0].problem, None, "seed {seed}: {movetext}");
    }
}

#[test]
fn the_movetext_readers_paste_is_read_with_its_variations() {
    let pasted = "1.f3 h6 (1...Nc6 2.e3 h6 3.h3 Nd4 4.a3) 2.Na3 (2.d3 b6 3.Na3 h5 4.e3 e6) *";
    let read = import_text(pasted);
    let game = &read.games[0];
    assert_eq!(game.problem, None, "{:?}", game.problem);
    let moves: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["f3", "h6", "Na3"]);
    assert_eq!(game.variations.len(), 2);
    assert_eq!(game.variations[0].0, 1);
    assert_eq!(game.variations[0].1[0], "Nc6");

    let later = "1.e4 e5 2.Nf3 Qf6 3.Bc4 Qe6 (3...Qg6) 4.O-O {castles} d6 $1 *";
    let game = &import_text(later).games[0];
    assert_eq!(game.problem, None, "{:?}", game.problem);
    assert_eq!(game.moves.len(), 8);
    assert_eq!(game.variations, vec![(5, vec!["Qg6".to_string()])]);
}

#[test]
fn brackets_glued_to_a_move_are_no_variation() {
    // The app's own castlings and the compact descriptive's squares in
    // brackets are read as moves, not as PGN.
    let italian = import_text("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O(Kh1,Rf1) Nf6");
    assert_eq!(italian.games[0].moves.len(), 8);
    assert!(italian.games[0].moves[6].text.ends_with("O-O(Kh1,Rf1)"));
}

#[test]
fn a_hand_edited_move_number_does_not_overflow_the_writer() {
    let mut game = PgnGame::default();
    game.set_tag("FEN", "4k3/8/8/8/8/8/8/4K2R w K - 0 4294967295");
    game.moves = ["Kd1", "Kd8", "Kc1", "Kc8"].map(PgnMove::new).to_vec();
    let text = write_game(&game);
    assert!(text.contains("4294967295.Kd1"), "{text}");
}
