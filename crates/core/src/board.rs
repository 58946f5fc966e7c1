//! The men on the board, as one bitboard per role and per colour.

use super::attacks;
use super::bitboard::Bitboard;
use super::types::{Color, Piece, Role, Square};

/// Where the men stand: one [`Bitboard`] per role and per colour.
///
/// A board alone says nothing about whose turn it is or what is legal: see
/// [`Setup`](super::Setup) and [`Position`](super::Position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    roles: [Bitboard; 6],
    colors: [Bitboard; 2],
    occupied: Bitboard,
}

impl Default for Board {
    fn default() -> Board {
        Board::start()
    }
}

impl Board {
    /// A board with no men.
    pub const fn empty() -> Board {
        Board {
            roles: [Bitboard::EMPTY; 6],
            colors: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
        }
    }

    /// The men at the start of a game.
    pub const fn start() -> Board {
        Board {
            roles: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            colors: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            occupied: Bitboard(0xffff_0000_0000_ffff),
        }
    }

    /// Every occupied square.
    #[inline]
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The squares of one side's men.
    #[inline]
    #[must_use]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// The squares of all men of one role, both colours.
    #[inline]
    #[must_use]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.roles[role.index()]
    }

    /// The squares of one kind of man of one side.
    #[inline]
    #[must_use]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.roles[piece.role.index()] & self.colors[piece.color.index()]
    }

    /// Rooks and queens of both sides.
    #[inline]
    #[must_use]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.roles[Role::Rook.index()] | self.roles[Role::Queen.index()]
    }

    /// Bishops and queens of both sides.
    #[inline]
    #[must_use]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.roles[Role::Bishop.index()] | self.roles[Role::Queen.index()]
    }

    /// The square of a side's king (the lowest one if there are several).
    #[inline]
    #[must_use]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece {
            color,
            role: Role::King,
        })
        .first()
    }

    /// The role of the man on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()].contains(sq))
    }

    /// The colour of the man on `sq`, if any.
    #[inline]
    #[must_use]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.colors[0].contains(sq) {
            Some(Color::White)
        } else if self.colors[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The man on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece {
            color: self.color_at(sq)?,
            role: self.role_at(sq)?,
        })
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.remove_piece_at(sq);
        self.put(sq, piece);
    }

    /// Takes the man off `sq` and returns it.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.take(sq, piece);
        Some(piece)
    }

    /// Puts a man on an empty square (no check that it is empty).
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.roles[piece.role.index()] |= sq;
        self.colors[piece.color.index()] |= sq;
        self.occupied |= sq;
    }

    /// Takes a man known to stand on `sq` off the board.
    #[inline]
    pub(crate) fn take(&mut self, sq: Square, piece: Piece) {
        let keep = !Bitboard::from_square(sq);
        self.roles[piece.role.index()] &= keep;
        self.colors[piece.color.index()] &= keep;
        self.occupied &= keep;
    }

    /// The men of side `attacker` that attack `sq`, when `occupied` are the
    /// occupied squares (sliders look through squares not in `occupied`).
    #[inline]
    #[must_use]
    pub fn attacks_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        ((attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn)))
            & them
    }

    /// Every square that side `color` attacks, with the given occupancy.
    #[must_use]
    pub fn attacked_by(&self, color: Color, occupied: Bitboard) -> Bitboard {
        let mut att = Bitboard::EMPTY;
        for sq in self.by_color(color) {
            att |= self.attacks_from(sq, occupied);
        }
        att
    }

    /// The squares the man on `sq` attacks (empty if the square is empty).
    #[must_use]
    pub fn attacks_from(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        match self.piece_at(sq) {
            None => Bitboard::EMPTY,
            Some(p) => piece_attacks(p, sq, occupied),
        }
    }

    /// Iterates over the men, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied
            .iter()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// How many men of `role` side `color` has.
    #[inline]
    #[must_use]
    pub fn count(&self, color: Color, role: Role) -> u32 {
        self.by_piece(Piece { color, role }).count()
    }
}

/// The squares a man would attack from `sq`.
#[inline]
pub fn piece_attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => attacks::pawn_attacks(piece.color, sq),
        Role::Knight => attacks::knight_attacks(sq),
        Role::Bishop => attacks::bishop_attacks(sq, occupied),
        Role::Rook => attacks::rook_attacks(sq, occupied),
        Role::Queen => attacks::queen_attacks(sq, occupied),
        Role::King => attacks::king_attacks(sq),
    }
}
