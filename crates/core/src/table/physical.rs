//! The physical board: men that can stand where the rules forbid.
//!
//! A hand can put a man anywhere: a rook on a bishop's diagonal, a king
//! beside the other king, a man on one of its own side. The table keeps
//! what the hands did, so that an umpire (or a code) can put it back.

use super::super::board::piece_attacks;
use super::super::{attacks, Bitboard, Color, Piece, Position, Role, RuleSet, Setup, Square};

/// A man carried from one square to another by hand, whatever the rules say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandMove {
    /// Where the man was lifted.
    pub from: Square,
    /// Where it was let go.
    pub to: Square,
    /// The man carried.
    pub piece: Piece,
    /// The man that stood on `to` and was lifted off (of either side).
    pub removed: Option<Piece>,
    /// For a king carried two files along its first rank beside a rook:
    /// the rook carried with it (castling, lawful or not).
    pub rook: Option<(Square, Square)>,
}

/// The table: where the men stand now, whose turn the alternation gives,
/// and every earlier state, so that a move can be put back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    now: Setup,
    earlier: Vec<(Setup, HandMove)>,
}

impl Table {
    /// The table set as `position` stands.
    #[must_use]
    pub fn new(position: &Position) -> Table {
        Table {
            now: position.to_setup(),
            earlier: Vec::new(),
        }
    }

    /// The men, the turn and the rights as they stand now (not checked).
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.now
    }

    /// The side whose turn it is by alternation.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.now.turn
    }

    /// The man on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.now.board.piece_at(square)
    }

    /// The hand moves made on this table, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = &HandMove> + '_ {
        self.earlier.iter().map(|(_, m)| m)
    }

    /// The last hand move, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<&HandMove> {
        self.earlier.last().map(|(_, m)| m)
    }

    /// The table as it stood `back` hand moves ago (0 is now).
    #[must_use]
    pub fn before(&self, back: usize) -> Option<Setup> {
        match back {
            0 => Some(self.now.clone()),
            n => self
                .earlier
                .len()
                .checked_sub(n)
                .map(|i| self.earlier[i].0.clone()),
        }
    }

    /// The position now, if it is a lawful position under `rules` (a king
    /// left in check by the side that moved is not).
    #[must_use]
    pub fn position(&self, rules: RuleSet) -> Option<Position> {
        Position::from_setup(&self.now, rules).ok()
    }

    /// Carries the man on `from` to `to` for `hand`, lifting off whatever
    /// stood there; the turn then passes to the other side of `hand`.
    /// Returns `None` (and changes nothing) when `from` is empty or
    /// `from == to`.
    pub fn carry(&mut self, hand: Color, from: Square, to: Square) -> Option<HandMove> {
        if from == to {
            return None;
        }
        let before = self.now.clone();
        let board = &mut self.now.board;
        let piece = board.remove_piece_at(from)?;
        let removed = board.remove_piece_at(to);
        board.set_piece_at(to, piece);
        let rook = castling_rook(&before, piece, from, to);
        if let Some((rook_from, rook_to)) = rook {
            if let Some(r) = board.remove_piece_at(rook_from) {
                board.set_piece_at(rook_to, r);
            }
        }
        self.now.ep_square = double_step(piece, from, to);
        self.now.castling_rights = remaining_rights(before.castling_rights, piece, from, to);
        self.now.halfmoves = if piece.role == Role::Pawn || removed.is_some() {
            0
        } else {
            before.halfmoves.saturating_add(1)
        };
        if hand == Color::Black {
            self.now.fullmoves = before.fullmoves.saturating_add(1);
        }
        self.now.turn = hand.other();
        let hand_move = HandMove {
            from,
            to,
            piece,
            removed,
            rook,
        };
        self.earlier.push((before, hand_move));
        Some(hand_move)
    }

    /// Plays a lawful move of `position` (which must be the table's
    /// position) on the table.
    pub fn play(&mut self, position: &Position, m: &super::super::Move) {
        let before = self.now.clone();
        let after = position.play(m).map(|p| p.to_setup()).ok();
        if let Some(after) = after {
            let piece = Piece {
                color: position.turn(),
                role: m.role(),
            };
            let hand_move = HandMove {
                from: m.from(),
                to: m.to(),
                piece,
                removed: before
                    .board
                    .piece_at(m.to())
                    .filter(|p| p.color != piece.color),
                rook: m.castle_rook(),
            };
            self.earlier.push((before, hand_move));
            self.now = after;
        }
    }

    /// Takes back the last hand move.
    pub fn put_back(&mut self) -> Option<HandMove> {
        let (before, m) = self.earlier.pop()?;
        self.now = before;
        Some(m)
    }
}

/// The rook a king takes with him when carried two or more files along
/// his own first rank towards a rook of his side: the usual castling.
fn castling_rook(
    before: &Setup,
    piece: Piece,
    from: Square,
    to: Square,
) -> Option<(Square, Square)> {
    let rank = piece.color.back_rank();
    if piece.role != Role::King || from.rank() != rank || to.rank() != rank {
        return None;
    }
    if from.file().abs_diff(to.file()) < 2 {
        return None;
    }
    let king_side = to.file() > from.file();
    let (rook_file, rook_to_file) = if king_side {
        (7, to.file() - 1)
    } else {
        (0, to.file() + 1)
    };
    let rook_from = Square::from_coords(rook_file, rank)?;
    let rook = Piece {
        color: piece.color,
        role: Role::Rook,
    };
    (before.board.piece_at(rook_from) == Some(rook))
        .then(|| Square::from_coords(rook_to_file, rank).map(|t| (rook_from, t)))
        .flatten()
}

fn double_step(piece: Piece, from: Square, to: Square) -> Option<Square> {
    (piece.role == Role::Pawn && from.file() == to.file() && from.rank().abs_diff(to.rank()) == 2)
        .then(|| Square::from_coords(from.file(), u8::midpoint(from.rank(), to.rank())))
        .flatten()
}

fn remaining_rights(rights: Bitboard, piece: Piece, from: Square, to: Square) -> Bitboard {
    let mut rights = rights.without(from).without(to);
    if piece.role == Role::King {
        rights &= !Bitboard::rank(piece.color.back_rank());
    }
    rights
}

/// The squares the man on `from` could go to by its nature on this board,
/// leaving aside whether its king would stand in check: its steps, its
/// lines up to the first man, its captures (for a pawn: one or two steps
/// straight on, diagonal only to take). Castling and en passant are not
/// among them.
#[must_use]
pub fn natural_reach(setup: &Setup, from: Square) -> Bitboard {
    let board = &setup.board;
    let Some(piece) = board.piece_at(from) else {
        return Bitboard::EMPTY;
    };
    let own = board.by_color(piece.color);
    let occupied = board.occupied();
    if piece.role != Role::Pawn {
        return piece_attacks(piece, from, occupied) & !own;
    }
    let enemy = board.by_color(piece.color.other());
    let mut reach = attacks::pawn_attacks(piece.color, from) & enemy;
    let forward: i8 = if piece.color == Color::White { 1 } else { -1 };
    let start_rank = if piece.color == Color::White { 1 } else { 6 };
    let step = |n: i8| {
        let rank = i8::try_from(from.rank()).ok()? + forward * n;
        Square::from_coords(from.file(), u8::try_from(rank).ok()?)
    };
    if let Some(one) = step(1).filter(|s| !occupied.contains(*s)) {
        reach = reach.with(one);
        if from.rank() == start_rank {
            if let Some(two) = step(2).filter(|s| !occupied.contains(*s)) {
                reach = reach.with(two);
            }
        }
    }
    reach
}

/// Whether `color`'s king stands attacked on this board.
#[must_use]
pub fn king_attacked(setup: &Setup, color: Color) -> bool {
    let board = &setup.board;
    board
        .king_of(color)
        .is_some_and(|k| board.attacks_to(k, color.other(), board.occupied()).any())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Code;

    fn table(fen: &str) -> Table {
        let position = Position::from_fen(fen, Code::Sarratt.rules()).unwrap();
        Table::new(&position)
    }

    #[test]
    fn a_hand_can_put_a_rook_on_a_diagonal_and_take_it_back() {
        let mut t = table("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let m = t.carry(Color::White, Square::A1, Square::B2).unwrap();
        assert_eq!(m.piece.role, Role::Rook);
        assert_eq!(t.piece_at(Square::B2).map(|p| p.role), Some(Role::Rook));
        assert_eq!(t.turn(), Color::Black);
        assert!(t.position(Code::Sarratt.rules()).is_some());
        t.put_back();
        assert_eq!(t.piece_at(Square::A1).map(|p| p.role), Some(Role::Rook));
        assert_eq!(t.turn(), Color::White);
    }

    #[test]
    fn a_king_left_in_check_is_not_a_position() {
        let mut t = table("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        t.carry(Color::White, Square::E1, Square::F1);
        assert!(
            t.position(Code::Sarratt.rules()).is_some(),
            "Kf1 is out of the rook's reach"
        );
        let mut t = table("4k3/4r3/8/8/8/8/8/3K4 w - - 0 1");
        t.carry(Color::White, Square::D1, Square::E1);
        assert!(t.position(Code::Sarratt.rules()).is_none());
        assert!(king_attacked(t.setup(), Color::White));
    }

    #[test]
    fn a_king_carried_two_files_takes_his_rook() {
        let mut t = table("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let m = t.carry(Color::White, Square::E1, Square::G1).unwrap();
        assert_eq!(m.rook, Some((Square::H1, Square::F1)));
        assert_eq!(t.piece_at(Square::F1).map(|p| p.role), Some(Role::Rook));
        assert!(t.setup().castling_rights.is_empty());
    }

    #[test]
    fn natural_reach_of_men() {
        let t = table("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1");
        let rook = natural_reach(t.setup(), Square::A1);
        assert!(rook.contains(Square::D1) && !rook.contains(Square::B2));
        let pawn = natural_reach(t.setup(), Square::A2);
        assert!(pawn.contains(Square::A4) && !pawn.contains(Square::B3));
    }
}
