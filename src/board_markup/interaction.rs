//! The board's pure transitions (chessground's split): where a square is
//! shown, where the keyboard cursor goes, and what a click, a drop or a key
//! does in a position. No web here, so all of it is tested natively.

use crate::core::{Move, Piece, Position, Role, Square};
use crate::study::compare::numbered;
use crate::study::phrase::raise_first;

/// The square at `row` (0 at the top) and `col` (0 at the left) as the
/// reader sees the board.
pub fn square_at_view(row: u8, col: u8, flipped: bool) -> Option<Square> {
    if row > 7 || col > 7 {
        return None;
    }
    if flipped {
        Square::from_coords(7 - col, row)
    } else {
        Square::from_coords(col, 7 - row)
    }
}

/// Where `square` is shown: (row from the top, column from the left).
pub fn view_coords(square: Square, flipped: bool) -> (u8, u8) {
    if flipped {
        (square.rank(), 7 - square.file())
    } else {
        (7 - square.rank(), square.file())
    }
}

/// Where the square cursor goes for a key, as the reader sees the board:
/// the arrows one square up, down, left or right (staying on the board),
/// Home and End to the a- and h-file of the same rank. `None` for other keys.
pub fn cursor_step(square: Square, key: &str, flipped: bool) -> Option<Square> {
    let (row, col) = view_coords(square, flipped);
    match key {
        "ArrowUp" => square_at_view(row.saturating_sub(1), col, flipped),
        "ArrowDown" => square_at_view((row + 1).min(7), col, flipped),
        "ArrowLeft" => square_at_view(row, col.saturating_sub(1), flipped),
        "ArrowRight" => square_at_view(row, (col + 1).min(7), flipped),
        "Home" => Some(square.with_file(0)),
        "End" => Some(square.with_file(7)),
        _ => None,
    }
}

/// "e4, white pawn" or "e4, empty": what a screen reader says for a square.
pub fn square_label(position: &Position, square: Square) -> String {
    man_label(square, position.piece_at(square))
}

/// "e4, white pawn" or "e4, empty", from the man on the square: a square's
/// label changes only when its man does.
pub fn man_label(square: Square, man: Option<Piece>) -> String {
    match man {
        Some(piece) => format!(
            "{}, {} {}",
            square.name(),
            piece.color.name().to_ascii_lowercase(),
            piece.role.name().to_ascii_lowercase()
        ),
        None => format!("{}, empty", square.name()),
    }
}

/// What activating a square (click, tap, drop, Enter) does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Select this man of the side to move (or switch to it).
    Select(Square),
    /// Put the selected man down again.
    Deselect,
    /// Play this legal move.
    Play(Move),
    /// Ask the reader: these legal moves share the from-to pair.
    Choose(Vec<Move>),
    /// Say why not: the core's reason with its law.
    Refuse(String),
    /// Nothing to do (an empty square with nothing selected).
    Nothing,
}

/// What activating `square` does in `position` with `selected` picked up.
///
/// A legal destination of the selected man always wins, even over one of
/// the mover's own men (the Italian king going to his rook's square h1), and
/// the selected square itself when a move stays there (the waiting pawn's
/// exchange). Otherwise another man of the side to move is selected instead,
/// and any other square is refused with the reason.
pub fn click_action(position: &Position, selected: Option<Square>, square: Square) -> Action {
    let own = position
        .piece_at(square)
        .is_some_and(|piece| piece.color == position.turn());
    let Some(from) = selected else {
        return if own {
            Action::Select(square)
        } else if position.piece_at(square).is_some() {
            position
                .refusal(square, square)
                .map_or(Action::Nothing, |r| Action::Refuse(r.to_string()))
        } else {
            Action::Nothing
        };
    };
    let moves: Vec<Move> = position
        .legal_moves_from(from)
        .iter()
        .filter(|m| m.to() == square)
        .copied()
        .collect();
    if let [only] = moves.as_slice() {
        if !needs_choice(position, &moves) {
            return Action::Play(*only);
        }
    }
    if !moves.is_empty() {
        return Action::Choose(moves);
    }
    if square == from {
        return Action::Deselect;
    }
    if own {
        return Action::Select(square);
    }
    position
        .refusal(from, square)
        .map_or(Action::Nothing, |r| Action::Refuse(r.to_string()))
}

/// What dropping the man dragged from `from` on `square` does: as a click
/// with that man picked up, except that a drop on another of the mover's
/// own men is refused with the reason rather than picking that man up.
pub fn drop_action(position: &Position, from: Square, square: Square) -> Action {
    match click_action(position, Some(from), square) {
        Action::Select(_) | Action::Deselect => position
            .refusal(from, square)
            .map_or(Action::Nothing, |r| Action::Refuse(r.to_string())),
        action => action,
    }
}

/// The announcement of a move, numbered as a score writes it: "White
/// plays 2.Nf3", "Black plays 2...Nc6"; castlings add the squares in
/// words: "White plays 6.O-O(Kh1,Rf1): king to h1, rook to f1".
pub fn move_words(position: &Position, m: &Move) -> String {
    let played = format!(
        "{} plays {}",
        position.turn().name(),
        numbered(position, &position.san(m))
    );
    if m.is_castle() {
        format!("{played}: {}", choice_words(m).to_ascii_lowercase())
    } else {
        played
    }
}

/// "g1, white knight, picked up: it may go to f3 or h3."
pub fn selection_words(position: &Position, square: Square) -> String {
    let mut targets: Vec<Square> = Vec::new();
    for m in position.legal_moves_from(square).iter() {
        if !targets.contains(&m.to()) {
            targets.push(m.to());
        }
    }
    let label = square_label(position, square);
    match targets.as_slice() {
        [] => format!("{label}, picked up: it has no legal move"),
        [only] => format!("{label}, picked up: it may go to {only}"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(|s| s.name()).collect();
            format!(
                "{label}, picked up: it may go to {} or {last}",
                rest.join(", ")
            )
        }
    }
}

/// Whether the reader must be asked before `moves` (the legal moves of one
/// from-to pair) is played: several ways, or a pawn reaching the last rank
/// (even with one way, so that the reader sees what the rules allow).
pub fn needs_choice(position: &Position, moves: &[Move]) -> bool {
    moves.len() > 1
        || moves.iter().any(|m| {
            m.role() == Role::Pawn
                && (m.promotion().is_some() || m.to().rank() == position.turn().last_rank())
        })
}

/// The words for one choice, without its notation: "King to h1, rook to
/// f1", "Knight", "Exchange the waiting pawn for a knight", "Leave the pawn
/// waiting".
pub fn choice_words(m: &Move) -> String {
    if let Some((_, rook_to)) = m.castle_rook() {
        return format!("King to {}, rook to {rook_to}", m.to());
    }
    if m.is_castle_alone() {
        return format!(
            "King to {} alone, castling with the rook given as odds",
            m.to()
        );
    }
    match m.promotion() {
        Some(role) if m.from() == m.to() => {
            format!("Exchange the waiting pawn for a {}", role.name())
        }
        Some(role) => raise_first(role.name()),
        None if m.role() == Role::Pawn => String::from("Leave the pawn waiting"),
        None if m.role() == Role::King => format!("King to {}, a plain step", m.to()),
        None => format!("{} to {}", raise_first(m.role().name()), m.to()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Code, RuleSet};

    fn sq(name: &str) -> Square {
        Square::from_name(name).unwrap()
    }

    #[test]
    fn view_coordinates_round_trip_both_ways_up() {
        for flipped in [false, true] {
            for square in Square::all() {
                let (row, col) = view_coords(square, flipped);
                assert_eq!(square_at_view(row, col, flipped), Some(square));
            }
        }
        assert_eq!(square_at_view(0, 0, false), Some(sq("a8")));
        assert_eq!(square_at_view(0, 0, true), Some(sq("h1")));
    }

    #[test]
    fn the_cursor_follows_the_view_and_stops_at_the_edge() {
        assert_eq!(cursor_step(sq("e2"), "ArrowUp", false), Some(sq("e3")));
        assert_eq!(cursor_step(sq("e2"), "ArrowUp", true), Some(sq("e1")));
        assert_eq!(cursor_step(sq("e2"), "ArrowRight", true), Some(sq("d2")));
        assert_eq!(cursor_step(sq("h8"), "ArrowUp", false), Some(sq("h8")));
        assert_eq!(cursor_step(sq("e4"), "Home", true), Some(sq("a4")));
        assert_eq!(cursor_step(sq("e4"), "End", false), Some(sq("h4")));
        assert_eq!(cursor_step(sq("e4"), "Enter", false), None);
    }

    #[test]
    fn clicks_select_move_switch_and_refuse() {
        let pos = Position::start(RuleSet::modern());
        assert_eq!(click_action(&pos, None, sq("e2")), Action::Select(sq("e2")));
        assert_eq!(click_action(&pos, None, sq("e4")), Action::Nothing);
        match click_action(&pos, None, sq("e7")) {
            Action::Refuse(text) => assert!(text.starts_with("It is White's turn"), "{text}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            click_action(&pos, Some(sq("e2")), sq("e4")),
            Action::Play(_)
        ));
        assert_eq!(
            click_action(&pos, Some(sq("e2")), sq("e2")),
            Action::Deselect
        );
        assert_eq!(
            click_action(&pos, Some(sq("e2")), sq("g1")),
            Action::Select(sq("g1"))
        );
        match click_action(&pos, Some(sq("e2")), sq("e5")) {
            Action::Refuse(text) => assert!(
                text.contains("FIDE Laws of Chess (2023), art. 3.10.2"),
                "{text}"
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_italian_king_to_his_rooks_square_wins_over_selecting_the_rook() {
        let pos =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
        match click_action(&pos, Some(sq("e1")), sq("h1")) {
            Action::Choose(moves) => assert_eq!(moves.len(), 2),
            other => panic!("{other:?}"),
        }
        let modern =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", RuleSet::modern()).unwrap();
        assert_eq!(
            click_action(&modern, Some(sq("e1")), sq("h1")),
            Action::Select(sq("h1"))
        );
    }

    #[test]
    fn a_pawn_on_the_last_rank_always_asks() {
        let rules = Code::LostPiecesOnly.rules();
        let knight_lost =
            Position::from_fen("2k5/4P3/8/8/8/8/8/R1BQKBNR w KQ - 0 1", rules).unwrap();
        match click_action(&knight_lost, Some(sq("e7")), sq("e8")) {
            Action::Choose(moves) => {
                assert_eq!(moves.len(), 1);
                assert_eq!(moves[0].promotion(), Some(crate::core::Role::Knight));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_drop_on_an_own_man_is_refused_not_a_new_selection() {
        let pos = Position::start(RuleSet::modern());
        match drop_action(&pos, sq("g1"), sq("e2")) {
            Action::Refuse(text) => assert!(text.contains("art. 3.1)"), "{text}"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            drop_action(&pos, sq("g1"), sq("f3")),
            Action::Play(_)
        ));
    }

    #[test]
    fn castlings_are_announced_with_their_squares() {
        let pos =
            Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
        let m = pos.parse_san("O-O(Kh1,Rf1)").unwrap();
        assert_eq!(
            move_words(&pos, &m),
            "White plays 1.O-O(Kh1,Rf1): king to h1, rook to f1"
        );
        let start = Position::start(RuleSet::modern());
        let e4 = start.parse_san("e4").unwrap();
        assert_eq!(move_words(&start, &e4), "White plays 1.e4");
        let after = start.play(&e4).unwrap();
        let nf6 = after.parse_san("Nf6").unwrap();
        assert_eq!(move_words(&after, &nf6), "Black plays 1...Nf6");
    }

    #[test]
    fn selection_words_list_the_destinations() {
        let pos = Position::start(RuleSet::modern());
        assert_eq!(
            selection_words(&pos, sq("g1")),
            "g1, white knight, picked up: it may go to f3 or h3"
        );
        assert_eq!(
            selection_words(&pos, sq("a1")),
            "a1, white rook, picked up: it has no legal move"
        );
    }
}
