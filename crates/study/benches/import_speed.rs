//! How long the import takes: reading 1,000 PGN games, and replaying them
//! under every code (the verdict per code). Prints the figures.

use chess_laws_study::study::import::import_text;
use std::time::Instant;

const GAME: &str = "[Event \"Casual game\"]\n[Site \"London\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n\
1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ 4.Kf1 b5 5.Bxb5 Nf6 6.Nf3 Qh6 7.d3 Nh5 8.Nh4 Qg5 \
9.Nf5 c6 10.g4 Nf6 11.Rg1 cxb5 12.h4 Qg6 13.h5 Qg5 14.Qf3 Ng8 15.Bxf4 Qf6 \
16.Nc3 Bc5 17.Nd5 Qxb2 18.Bd6 Bxg1 {a comment} 19.e5 Qxa1+ 20.Ke2 Na6 21.Nxg7+ Kd8 \
22.Qf6+ Nxf6 23.Be7# 1-0\n\n";

fn main() {
    let text = GAME.repeat(1000);
    let started = Instant::now();
    let imported = import_text(&text);
    let read = started.elapsed();
    assert_eq!(imported.games.len(), 1000);
    let started = Instant::now();
    let mut refusals = 0;
    for game in &imported.games {
        refusals += game
            .verdicts()
            .replays
            .iter()
            .filter(|r| r.verdict.stop_index().is_some())
            .count();
    }
    let replay = started.elapsed();
    println!(
        "import of 1,000 games ({:.1} MB): read {:.0} ms; replayed under {} codes in {:.0} ms ({:.2} ms a game; {refusals} stops)",
        text.len() as f64 / 1_048_576.0,
        read.as_secs_f64() * 1000.0,
        chess_laws_study::core::Code::ALL.len(),
        replay.as_secs_f64() * 1000.0,
        replay.as_secs_f64() * 1000.0 / 1000.0,
    );
    long_game();
}

/// A constructed game of 3,000 moves (6,000 plies): the knights go out and
/// back. Codes that end the game on repetition refuse a move; the others
/// replay all 6,000 plies.
fn long_game() {
    let mut text = String::new();
    for n in 0..1500 {
        let m = 2 * n + 1;
        text.push_str(&format!("{m}.Nf3 Nf6 {}.Ng1 Ng8 ", m + 1));
    }
    let started = Instant::now();
    let imported = import_text(&text);
    let read = started.elapsed();
    let Some(game) = imported.games.first() else {
        println!("the long game was not read");
        return;
    };
    let started = Instant::now();
    let verdicts = game.verdicts();
    let replay = started.elapsed();
    let longest = verdicts
        .replays
        .iter()
        .map(|r| r.sans.len())
        .max()
        .unwrap_or(0);
    println!(
        "a game of 3,000 moves ({} plies read): read {:.0} ms; replayed under {} codes in {:.0} ms (longest replay {longest} plies)",
        game.moves.len(),
        read.as_secs_f64() * 1000.0,
        verdicts.replays.len(),
        replay.as_secs_f64() * 1000.0,
    );
}
