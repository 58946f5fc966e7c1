//! What the printed page of a law shows, in plain Rust: the key positions
//! of the line under each code (the start, the point where the codes part,
//! the end) and the line written out in the old books' notations.

use crate::core::{Board, Color};
use crate::study::diagram::{point_of_line, track_scene, Marked};
use crate::study::shapes::Shape;
use crate::study::{Comparison, Notation, Study};

/// Which point of the line a key position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyKind {
    Start,
    Parting,
    End,
}

/// A position worth a diagram on the printed page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyPosition {
    pub kind: KeyKind,
    /// What the diagram shows, e.g. "After 2...d5: the codes part here".
    pub label: String,
    pub board: Board,
    pub marked: Marked,
    /// The writer's arrows and marks there.
    pub shapes: Vec<Shape>,
    /// The codes this position stands for, with their verdicts there.
    pub verdicts: Vec<String>,
}

/// The first point of the line at which some code refuses a move: the
/// cursor just before the refused move.
#[must_use]
pub fn parting_point(comparison: &Comparison) -> Option<usize> {
    comparison
        .tracks
        .iter()
        .filter_map(|t| t.stop.as_ref().filter(|s| s.refused_by_law))
        .map(|s| s.index)
        .min()
}

/// The start, the point where the codes part (if a code refuses a move)
/// and the end under each code; a position already shown (the same men
/// and the same last move) is not drawn twice: its codes are merged.
#[must_use]
pub fn key_positions(study: &Study, comparison: &Comparison) -> Vec<KeyPosition> {
    let mut keys: Vec<KeyPosition> = Vec::new();
    let end = comparison.tokens.len();
    if let Some(start) = shared_scene(comparison, 0) {
        keys.push(KeyPosition {
            kind: KeyKind::Start,
            label: "The start".to_string(),
            board: start.0,
            marked: start.1,
            shapes: every_board(study, 0),
            verdicts: Vec::new(),
        });
    }
    if let Some(part) = parting_point(comparison).filter(|&p| p > 0 && p < end) {
        if let Some((board, marked)) = shared_scene(comparison, part) {
            let refused = &comparison.tokens[part];
            let verdicts = comparison
                .tracks
                .iter()
                .map(|t| format!("{}: {}", t.rules.name(), t.verdict_at(part + 1).full))
                .collect();
            push_unique(
                &mut keys,
                KeyPosition {
                    kind: KeyKind::Parting,
                    label: format!(
                        "{}: the codes part at {refused}",
                        point_of_line(comparison, part, study.notation)
                    ),
                    board,
                    marked,
                    shapes: every_board(study, part),
                    verdicts,
                },
            );
        }
    }
    for track in &comparison.tracks {
        let Some((board, marked)) = track_scene(track, end) else {
            continue;
        };
        let verdict = format!("{}: {}", track.rules.name(), track.verdict_at(end).full);
        let shown = track.played().min(end);
        let label = format!(
            "{}, under {}",
            point_of_line(comparison, shown, study.notation),
            track.rules.name()
        );
        let same = keys
            .iter_mut()
            .find(|k| k.board == board && k.marked == marked);
        match same {
            // The parting diagram already gives every code's verdict.
            Some(same) if same.kind == KeyKind::Parting => {}
            Some(same) => {
                if same.kind == KeyKind::End {
                    same.label.push_str(&format!(" and {}", track.rules.name()));
                }
                same.verdicts.push(verdict);
            }
            None => keys.push(KeyPosition {
                kind: KeyKind::End,
                label,
                board,
                marked,
                shapes: study.figure.shapes_on(end, &track.rules),
                verdicts: vec![verdict],
            }),
        }
    }
    keys
}

/// The shapes drawn at `at` for every board (a position the boards share).
fn every_board(study: &Study, at: usize) -> Vec<Shape> {
    study
        .figure
        .group(at, None)
        .map(|g| g.shapes.clone())
        .unwrap_or_default()
}

/// The scene at `cursor` from the first board that reached it.
fn shared_scene(comparison: &Comparison, cursor: usize) -> Option<(Board, Marked)> {
    comparison
        .tracks
        .iter()
        .filter(|t| t.played() >= cursor)
        .find_map(|t| track_scene(t, cursor))
}

fn push_unique(keys: &mut Vec<KeyPosition>, key: KeyPosition) {
    if !keys
        .iter()
        .any(|k| k.board == key.board && k.marked == key.marked)
    {
        keys.push(key);
    }
}

/// The line with move numbers, e.g. `1.P-K4 P-K4 2.P-KB4 …` (descriptive),
/// `1.P. to K. 4th …` (in words) or `1.e4 e5 2.f4 …` (SAN); a line
/// starting with Black's move opens with `1...`.
#[must_use]
pub fn numbered_line(comparison: &Comparison, notation: Notation) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut previous = None;
    for index in 0..comparison.tokens.len() {
        let written = comparison.written(index, notation);
        let numbering = comparison.numbering(index);
        let word = match numbering {
            Some((n, Color::White)) => format!("{n}.{written}"),
            Some((n, Color::Black)) if previous != Some(Color::White) => {
                format!("{n}...{written}")
            }
            _ => written,
        };
        previous = numbering.map(|(_, c)| c);
        out.push(word);
    }
    out.join(" ")
}
