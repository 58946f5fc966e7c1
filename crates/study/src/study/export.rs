//! The study as PGN: the whole line under the first board's code, with our
//! own tags for what PGN cannot say (the code, the codes compared, the rule
//! switches, the odds), a comment at each move other readers will not
//! accept and at each move a compared code refuses; or modern PGN, the
//! line up to the first move the modern rules refuse.
//!
//! No `Variant` tag: PGN readers know a fixed list of variants (Lichess's
//! "Standard", "Chess960", ...) and none of the old codes, and a value they
//! do not know can make them refuse the whole game. The code goes in a tag
//! of its own, `Code` (its id, as the link writes it), which other readers
//! ignore and the import reads back.

use super::compare::{numbered, shared_moves, BoardRules, StartSpec, Track};
use super::kept_lines::kept_lines_param;
use super::link::{rules_id, start_id};
use super::Study;
use crate::core::pgn::{write_game, PgnGame, PgnMove};
use crate::core::{Code, Move, Position};

/// Tags every export carries (the PGN standard's seven, unknown values
/// as `?`).
fn roster(game: &mut PgnGame, study: &Study) {
    let event = study.scenario().map_or("Study", |s| s.title);
    game.set_tag("Event", event);
    game.set_tag("Site", "The Old Laws of Chess");
    game.set_tag("Date", "????.??.??");
    game.set_tag("Round", "-");
    game.set_tag("White", "?");
    game.set_tag("Black", "?");
}

fn board_id(board: &BoardRules) -> String {
    match board {
        BoardRules::Code(code) => code.id().to_string(),
        BoardRules::Custom(rules) => format!("custom:{}", rules_id(rules)),
    }
}

/// The start tags: `SetUp` and `FEN` for any start but the usual one, and
/// our `Odds` tag, since a FEN cannot hold the receiver's free moves nor
/// odds agreed but forgotten.
fn start_tags(game: &mut PgnGame, study: &Study, track: &Track) {
    let Some(start) = track.position_at(0) else {
        return;
    };
    match &study.start {
        StartSpec::Initial => {}
        // The study's own FEN, as its link holds it, so that it comes back
        // the same.
        StartSpec::Fen(fen) => {
            game.set_tag("SetUp", "1");
            game.set_tag("FEN", fen.clone());
        }
        StartSpec::Odds(_) => {
            game.set_tag("SetUp", "1");
            game.set_tag("FEN", start.fen());
        }
        // The initial position: no FEN, but the odds owed, which a FEN
        // cannot hold either.
        StartSpec::OddsForgotten { .. } => {}
    }
    if let Some(id) = start_id(&study.start) {
        game.set_tag("Odds", id);
    }
}

/// The comment for each board that stops at move `index` of the line: the
/// code refuses it (with its reason and law), or cannot read it there.
pub(crate) fn refusal_notes(comparison: &super::compare::Comparison, index: usize) -> Vec<String> {
    comparison
        .tracks
        .iter()
        .filter_map(|track| {
            let stop = track.stop.as_ref().filter(|s| s.index == index)?;
            let name = track.rules.name();
            Some(if stop.refused_by_law {
                format!("{name} refuses this move: {}.", stop.reason)
            } else {
                format!("{name} cannot play this move: {}.", stop.reason)
            })
        })
        .collect()
}

/// The comment for a move that readers of modern PGN will not accept.
pub(crate) fn foreign_move_note(position: &Position, m: &Move) -> Option<String> {
    if m.is_castle() && !m.is_usual_castle() {
        let rook = m
            .castle_rook()
            .map(|(_, to)| format!(", the rook to {to}"))
            .unwrap_or_default();
        return Some(format!(
            "Italian castling: the king to {}{rook}. Readers that know only the modern rules will not accept this move.",
            m.to()
        ));
    }
    if m.is_exchange() {
        return Some(format!(
            "The waiting pawn on {} is exchanged for a lost piece ({}). Readers that know only the modern rules will not accept this move.",
            m.to(),
            position.san(m)
        ));
    }
    None
}

/// The study as PGN, under the first board's code: `Code` names the code
/// (its id, `custom` for rules set by hand), `Rules` holds its switches in
/// the link's form, `Codes` lists the boards compared, `Scenario` and `At`
/// say which law and which point of the line were open, `Kept` holds the
/// kept lines. Each move a board's code refuses carries a comment saying
/// so, with the reason and the law. Reading it back with the import gives
/// the study.
#[must_use]
pub fn study_pgn(study: &Study) -> String {
    let comparison = study.compare();
    let mut game = PgnGame::default();
    roster(&mut game, study);
    let Some(track) = comparison.tracks.first() else {
        return write_game(&game);
    };
    game.set_tag("Result", "*");
    let code = match &track.rules {
        BoardRules::Code(code) => code.id(),
        BoardRules::Custom(_) => "custom",
    };
    game.set_tag("Code", code);
    game.set_tag("Rules", rules_id(&track.rules.rules()));
    let codes: Vec<String> = study.boards.iter().map(board_id).collect();
    game.set_tag("Codes", codes.join(","));
    if let Some(id) = study.scenario {
        game.set_tag("Scenario", id);
    }
    game.set_tag("At", study.cursor.to_string());
    start_tags(&mut game, study, track);
    for (index, token) in study.tokens.iter().enumerate() {
        let mut m = PgnMove::new(token.clone());
        if let Some((position, mv)) = comparison.move_of(index) {
            m.comments.extend(foreign_move_note(position, &mv));
        }
        m.comments.extend(refusal_notes(&comparison, index));
        game.moves.push(m);
    }
    super::figure_pgn::write_figure(&mut game, &study.figure);
    attach_kept_lines(&mut game, study);
    // Variations cannot hold every kept line (one that only continues the
    // line, or any beside an empty line) nor their order: our own tag
    // does, in the link's form.
    if !study.kept_lines.is_empty() {
        game.set_tag("Kept", kept_lines_param(&study.kept_lines));
    }
    let result = finished_result(track, study.tokens.len());
    game.set_tag("Result", result.clone());
    game.result = Some(result);
    write_game(&game)
}

/// The study's kept lines as variations (RAV) of the main line, each at
/// the move it replaces. A kept line that only continues the main line has
/// no move to stand beside and is left out.
fn attach_kept_lines(game: &mut PgnGame, study: &Study) {
    for line in &study.kept_lines {
        let shared = shared_moves(line, &study.tokens);
        if let Some(replaced) = game.moves.get_mut(shared) {
            let variation = line[shared..].iter().cloned().map(PgnMove::new).collect();
            replaced.variations.push(variation);
        }
    }
}

/// The result if the board played the whole line and the game is over.
fn finished_result(track: &Track, length: usize) -> String {
    let over = track
        .stop
        .is_none()
        .then(|| track.position_at(length))
        .flatten()
        .and_then(|p| p.outcome().result());
    over.map_or("*".to_string(), |r| r.score().to_string())
}

/// The study as modern PGN: the line replayed under the modern rules, up to
/// the first move they refuse (named in a closing comment), with the
/// writer's figure (shapes, comments, caption) at the moves it has.
#[must_use]
pub fn modern_pgn(study: &Study) -> String {
    let track = Track::replay(&study.start, BoardRules::Code(Code::Modern), &study.tokens);
    let mut game = PgnGame::default();
    roster(&mut game, study);
    game.set_tag("Result", "*");
    start_tags(&mut game, study, &track);
    if matches!(study.start, StartSpec::Odds(_)) {
        game.leading.push(
            "Odds: the receiver's free moves cannot be written in PGN; the moves are given in order."
                .to_string(),
        );
    }
    if matches!(study.start, StartSpec::OddsForgotten { .. }) {
        game.leading.push(
            "Odds agreed but forgotten: the game was begun even; the modern rules know no odds, \
             and a mate wins."
                .to_string(),
        );
    }
    let played = track.played();
    let moves: Vec<(usize, &String)> = study.tokens[..played.min(study.tokens.len())]
        .iter()
        .enumerate()
        .filter(|(_, t)| !t.eq_ignore_ascii_case("notice"))
        .collect();
    game.moves = moves
        .iter()
        .map(|(_, t)| PgnMove::new((*t).clone()))
        .collect();
    let points: Vec<usize> = moves.iter().map(|(index, _)| index + 1).collect();
    super::figure_pgn::write_figure_at(&mut game, &study.figure, &points);
    if let Some(stop) = &track.stop {
        let token = match track.position_at(stop.index) {
            Some(position) => numbered(position, &stop.token),
            None => stop.token.clone(),
        };
        let note = format!(
            "The line goes on with {token}, which the modern rules refuse: {}",
            stop.reason
        );
        match game.moves.last_mut() {
            Some(last) => last.comments.push(note),
            None => game.leading.push(note),
        }
    }
    let result = finished_result(&track, played);
    game.set_tag("Result", result.clone());
    game.result = Some(result);
    write_game(&game)
}
