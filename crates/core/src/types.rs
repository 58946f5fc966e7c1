//! Colours, roles, pieces and squares.

use std::fmt;

/// The colour of a side (and of its men).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// White moves first in an even game.
    White,
    /// Black.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    ///
    /// ```
    /// use chess_laws_core::Color;
    /// assert_eq!(Color::White.other(), Color::Black);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// "White" or "Black".
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The FEN letter: `w` or `b`.
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The rank (0-based) on which this side's pieces start.
    #[inline]
    pub const fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    /// The rank (0-based) on which this side's pawns promote.
    #[inline]
    pub const fn last_rank(self) -> u8 {
        match self {
            Color::White => 7,
            Color::Black => 0,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The kind of a man, independent of its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may become, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// 0 (pawn) to 5 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter of SAN (`P` for the pawn, which SAN leaves out).
    pub const fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// The lower-case letter of FEN (black men) and UCI promotions.
    pub const fn char(self) -> char {
        self.upper_char().to_ascii_lowercase()
    }

    /// The role of a letter, either case (`n` or `N` is the knight).
    pub fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// The English name: "pawn", "knight", ...
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// How many men of this role a side has at the start of a game.
    pub const fn start_count(self) -> u32 {
        match self {
            Role::Pawn => 8,
            Role::Knight | Role::Bishop | Role::Rook => 2,
            Role::Queen | Role::King => 1,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A man of one colour and one role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its side.
    pub color: Color,
    /// Its kind.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: upper case for White, lower case for Black.
    ///
    /// ```
    /// use chess_laws_core::{Color, Piece, Role};
    /// assert_eq!(Piece { color: Color::Black, role: Role::Knight }.fen_char(), 'n');
    /// ```
    pub const fn fen_char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// The piece of a FEN letter.
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color.name(), self.role.name())
    }
}

/// A square of the board: 0 is a1, 1 is b1, ..., 63 is h8.
///
/// ```
/// use chess_laws_core::Square;
/// let e4 = Square::from_name("e4").unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!((e4.file(), e4.rank()), (4, 3));
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(Square::from_name("i9"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

macro_rules! square_consts {
    ($($name:ident = $idx:expr),* $(,)?) => {
        impl Square {
            $(
                #[allow(missing_docs)]
                pub const $name: Square = Square($idx);
            )*
        }
    };
}

square_consts! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl Square {
    /// The square of an index 0..64, or `None`.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square of an index; the index is taken modulo 64.
    #[inline]
    pub(crate) const fn new_masked(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// The square of a file and a rank, each 0..8.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square named like "e4" (lower-case file letter, rank digit).
    pub fn from_name(name: &str) -> Option<Square> {
        let b = name.as_bytes();
        if b.len() != 2 {
            return None;
        }
        Square::from_bytes(b[0], b[1])
    }

    pub(crate) fn from_bytes(file: u8, rank: u8) -> Option<Square> {
        if (b'a'..=b'h').contains(&file) && (b'1'..=b'8').contains(&rank) {
            Square::from_coords(file - b'a', rank - b'1')
        } else {
            None
        }
    }

    /// 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (a) to 7 (h).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 (first rank) to 7 (eighth rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The file letter, 'a' to 'h'.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, '1' to '8'.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// The name, like "e4".
    pub fn name(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(self.file_char());
        s.push(self.rank_char());
        s
    }

    /// The same square seen from the other side (a1 <-> a8).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square on this square's file and the given rank.
    #[inline]
    pub const fn with_rank(self, rank: u8) -> Square {
        Square((rank & 7) * 8 + self.file())
    }

    /// The square on this square's rank and the given file.
    #[inline]
    pub const fn with_file(self, file: u8) -> Square {
        Square((self.0 & !7) | (file & 7))
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}
