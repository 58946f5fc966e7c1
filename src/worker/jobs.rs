//! The jobs themselves, in plain Rust: the worker runs them, and so can a
//! native test. Each reports its progress through a callback, so the page
//! sees the work advance while the worker is busy.

use super::protocol::{Request, Response};
use crate::study::{BoardRules, Track};

/// Runs `request`, calling `progress` as parts of it finish; returns the
/// final answer ([`Response::Done`] or [`Response::Failed`]).
pub fn run(request: &Request, mut progress: impl FnMut(Response)) -> Response {
    match request {
        Request::Perft {
            id,
            start,
            rules,
            line,
            depth,
        } => {
            let track = Track::replay(start, BoardRules::Custom(*rules), line);
            let game = match (&track.game, &track.stop) {
                (Err(reason), _) => {
                    return failed(*id, format!("the start is not legal: {reason}"))
                }
                (Ok(_), Some(stop)) => {
                    return failed(
                        *id,
                        format!("'{}' cannot be played: {}", stop.token, stop.reason),
                    )
                }
                (Ok(game), None) => game,
            };
            let position = game.position();
            if *depth == 0 {
                return Response::Done { id: *id, nodes: 1 };
            }
            let moves = position.legal_moves();
            let total = u32::try_from(moves.len()).unwrap_or(u32::MAX);
            let mut nodes = 0;
            // One root move at a time, so the page hears after each.
            for (done, m) in moves.as_slice().iter().enumerate() {
                let mut child = position.clone();
                child.play_unchecked(m);
                nodes += child.perft(u32::from(*depth) - 1);
                progress(Response::Progress {
                    id: *id,
                    done: u32::try_from(done + 1).unwrap_or(u32::MAX),
                    total,
                    nodes,
                });
            }
            Response::Done { id: *id, nodes }
        }
    }
}

fn failed(id: u32, reason: String) -> Response {
    Response::Failed { id, reason }
}
