//! Which men stand on the board besides the two kings.

use crate::{Board, Color, Piece, Role};
use std::fmt;
use std::str::FromStr;

/// The most men (kings included) the solver takes: four, so a table holds
/// at most 2 × 32 × 64 × 48 × 48 (about 9.4 million) positions.
pub const MAX_MEN: usize = 4;

/// The men besides the two kings, in a fixed order (White's first, then
/// queens, rooks, bishops, knights, pawns).
///
/// ```
/// use chess_laws_core::solver::Material;
/// let m: Material = "KQvKR".parse().unwrap();
/// assert_eq!(m.to_string(), "KQvKR");
/// assert_eq!("KvKQR".parse::<Material>().unwrap().to_string(), "KvKQR");
/// assert!("KQRBvK".parse::<Material>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Material {
    men: Vec<Piece>,
}

/// A material the solver does not take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaterialError {
    /// Not of the form `KQvKR` (White's men, `v`, Black's men, each side
    /// with exactly one king written first).
    Unreadable(String),
    /// More than [`MAX_MEN`] men, kings included.
    TooManyMen(usize),
    /// Castling rights: the solver holds positions without them only.
    CastlingRights,
}

impl fmt::Display for MaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaterialError::Unreadable(s) => {
                write!(f, "cannot read the material \"{s}\" (write it like KQvKR)")
            }
            MaterialError::TooManyMen(n) => {
                write!(
                    f,
                    "{n} men: the solver takes at most {MAX_MEN}, kings included"
                )
            }
            MaterialError::CastlingRights => {
                f.write_str("the solver takes positions without castling rights only")
            }
        }
    }
}

impl std::error::Error for MaterialError {}

/// Sort key: White first, then the stronger role first.
fn order(piece: &Piece) -> (usize, usize) {
    let role = match piece.role {
        Role::Queen => 0,
        Role::Rook => 1,
        Role::Bishop => 2,
        Role::Knight => 3,
        Role::Pawn => 4,
        Role::King => 5,
    };
    (piece.color.index(), role)
}

impl Material {
    /// The material of these men (kings left out of the list).
    ///
    /// # Errors
    /// [`MaterialError::TooManyMen`] past [`MAX_MEN`];
    /// [`MaterialError::Unreadable`] if a king is in the list.
    pub fn new(men: &[Piece]) -> Result<Material, MaterialError> {
        if men.len() + 2 > MAX_MEN {
            return Err(MaterialError::TooManyMen(men.len() + 2));
        }
        if men.iter().any(|p| p.role == Role::King) {
            return Err(MaterialError::Unreadable("a third king".into()));
        }
        let mut men = men.to_vec();
        men.sort_by_key(order);
        Ok(Material { men })
    }

    /// The material on a board (one king of each colour assumed).
    ///
    /// # Errors
    /// As [`Material::new`].
    pub fn of_board(board: &Board) -> Result<Material, MaterialError> {
        let men: Vec<Piece> = board
            .pieces()
            .map(|(_, p)| p)
            .filter(|p| p.role != Role::King)
            .collect();
        Material::new(&men)
    }

    /// The men besides the kings, in the solver's order.
    #[must_use]
    pub fn men(&self) -> &[Piece] {
        &self.men
    }

    /// Whether there is a pawn (then only the left-right mirror is a
    /// symmetry).
    #[must_use]
    pub fn has_pawns(&self) -> bool {
        self.men.iter().any(|p| p.role == Role::Pawn)
    }

    /// The same men with the colours exchanged: `KQvKR` becomes `KRvKQ`.
    #[must_use]
    pub fn colours_swapped(&self) -> Material {
        let mut men: Vec<Piece> = self
            .men
            .iter()
            .map(|p| Piece {
                color: p.color.other(),
                role: p.role,
            })
            .collect();
        men.sort_by_key(order);
        Material { men }
    }

    /// How many men of this piece.
    #[must_use]
    pub fn count(&self, piece: Piece) -> usize {
        self.men.iter().filter(|&&p| p == piece).count()
    }

    /// The roles a pawn of `color` may become under `only_lost`: all four,
    /// or those of which `color` has fewer than at the start (Sarratt 22,
    /// N.B.). With at most four men some role is always lost, so a pawn
    /// never has to wait on the last rank.
    pub(super) fn promotion_roles(&self, color: Color, only_lost: bool) -> Vec<Role> {
        Role::PROMOTIONS
            .into_iter()
            .filter(|&role| {
                !only_lost || self.count(Piece { color, role }) < role.start_count() as usize
            })
            .collect()
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for color in Color::ALL {
            if color == Color::Black {
                f.write_str("v")?;
            }
            f.write_str("K")?;
            for p in self.men.iter().filter(|p| p.color == color) {
                write!(f, "{}", p.role.upper_char())?;
            }
        }
        Ok(())
    }
}

impl FromStr for Material {
    type Err = MaterialError;

    fn from_str(s: &str) -> Result<Material, MaterialError> {
        let unreadable = || MaterialError::Unreadable(s.chars().take(24).collect());
        let (white, black) = s.split_once(['v', 'V']).ok_or_else(unreadable)?;
        let mut men = Vec::new();
        for (color, side) in [(Color::White, white), (Color::Black, black)] {
            let rest = side.strip_prefix('K').ok_or_else(unreadable)?;
            for c in rest.chars() {
                let role = Role::from_char(c.to_ascii_lowercase()).ok_or_else(unreadable)?;
                if role == Role::King {
                    return Err(unreadable());
                }
                men.push(Piece { color, role });
            }
        }
        Material::new(&men)
    }
}
