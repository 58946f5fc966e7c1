//! Citations as data: a [`Law`] is a book and a place in it, and for every
//! [`RulePoint`] each [`Book`] has one entry, the law that governs the point
//! in that book, or none.
//!
//! Every citation the core prints comes from this table: a refusal, a
//! verdict, the list of what a code changes from Modern. The table is one
//! `match` per book with no wildcard arm, so a new point of the rules fails
//! to compile until every book has a decision on it.
//!
//! ```
//! use chess_laws_core::{Book, Law, RulePoint};
//! assert_eq!(Law::sarratt(16).to_string(), "Sarratt (1808), law 16");
//! assert_eq!(Book::Fide2023.law(RulePoint::OwnMan), Some(Law::fide("3.1")));
//! assert_eq!(Book::LawsOfTheGame.law(RulePoint::KingIntoCheck), Some(Law::lotg(1)));
//! assert_eq!(Book::Sarratt.law(RulePoint::AdversarysMan), Some(Law::sarratt(10)));
//! assert_eq!(Book::CodeOf24.law(RulePoint::KingIntoCheck), Some(Law::code_of_24(13)));
//! assert_eq!(Book::Sarratt.law(RulePoint::InsufficientMaterial), None);
//! ```

use std::fmt;

/// A book or code of laws the app cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Book {
    /// J. H. Sarratt, *A Treatise on the Game of Chess* (1808), laws 1-25.
    Sarratt,
    /// "Laws of the Game", an English code of 20 laws.
    LawsOfTheGame,
    /// A code of 24 laws printed in a 19th-century games book (the end of
    /// law 9 and laws 10-24 survive).
    CodeOf24,
    /// An umpire-era code in sections.
    UmpireCode,
    /// An early 20th-century primer, which numbers nothing.
    Primer,
    /// The FIDE Laws of Chess in force from 1 January 2023.
    Fide2023,
    /// D. L. Ponziani, *Il giuoco incomparabile degli scacchi* (2nd ed.,
    /// Modena, 1782): the Italian laws, cited by number, never quoted.
    Ponziani,
}

impl Book {
    /// Every book, the five sources first.
    pub const ALL: [Book; 7] = [
        Book::Sarratt,
        Book::LawsOfTheGame,
        Book::CodeOf24,
        Book::UmpireCode,
        Book::Primer,
        Book::Fide2023,
        Book::Ponziani,
    ];

    /// A stable, URL-safe name for links and filters, e.g. `"sarratt"`.
    #[must_use]
    pub const fn slug(self) -> &'static str {
        match self {
            Book::Sarratt => "sarratt",
            Book::LawsOfTheGame => "laws-of-the-game",
            Book::CodeOf24 => "code-of-24",
            Book::UmpireCode => "umpire-code",
            Book::Primer => "primer",
            Book::Fide2023 => "fide-2023",
            Book::Ponziani => "ponziani",
        }
    }

    /// The book named by [`Book::slug`].
    #[must_use]
    pub fn from_slug(slug: &str) -> Option<Book> {
        Book::ALL.into_iter().find(|b| b.slug() == slug)
    }

    /// A one-line description of the book or code.
    #[must_use]
    pub const fn description(self) -> &'static str {
        match self {
            Book::Sarratt => {
                "J. H. Sarratt, A Treatise on the Game of Chess (1808): laws 1-25 with his notes on \
                 Italy, Germany, Turkey, Parsloe's club, Greco and Barbier"
            }
            Book::LawsOfTheGame => {
                "\"Laws of the Game\", an English code of 20 laws: odds play, fifty moves on notice"
            }
            Book::CodeOf24 => {
                "A code of 24 laws printed in a 19th-century games book (the end of law 9 and \
                 laws 10-24 survive)"
            }
            Book::UmpireCode => {
                "An umpire-era code: moving into check, touching the squares, fifty moves by the \
                 umpire, stalemate, time limit, abandoning the game"
            }
            Book::Primer => {
                "An early 20th-century primer: check, mate, stalemate, insufficient material, \
                 touch-move, illegal castling, notation"
            }
            Book::Fide2023 => "The FIDE Laws of Chess in force from 1 January 2023",
            Book::Ponziani => {
                "D. L. Ponziani, Il giuoco incomparabile degli scacchi (2nd ed., Modena, 1782): \
                 the Italian laws, cited by number and stated in our words"
            }
        }
    }

    /// The short name that opens a citation, e.g. "Sarratt (1808)".
    #[must_use]
    pub const fn short_name(self) -> &'static str {
        match self {
            Book::Sarratt => "Sarratt (1808)",
            Book::LawsOfTheGame => "Laws of the Game",
            Book::CodeOf24 => "Code of 24 laws",
            Book::UmpireCode => "Umpire code",
            Book::Primer => "Primer (c. 1900)",
            Book::Fide2023 => "FIDE Laws of Chess (2023)",
            Book::Ponziani => "Ponziani (1782)",
        }
    }

    /// The law of this book that governs `point`, or `None` where the book
    /// says nothing of it. Only this book's own laws: see
    /// [`LawBook::cite`](super::LawBook::cite) for what a code cites where
    /// its book is silent.
    #[must_use]
    pub const fn law(self, point: RulePoint) -> Option<Law> {
        match self {
            Book::Sarratt => sarratt(point),
            Book::LawsOfTheGame => laws_of_the_game(point),
            Book::CodeOf24 => code_of_24(point),
            Book::UmpireCode => umpire_code(point),
            Book::Primer => primer(point),
            Book::Fide2023 => fide_2023(point),
            Book::Ponziani => ponziani(point),
        }
    }
}

impl fmt::Display for Book {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short_name())
    }
}

/// Where in its book a law stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A numbered law: "law 16" (in Roman numerals for Ponziani).
    Law(u8),
    /// Two numbered laws read together: "laws 8 and 16".
    Laws(u8, u8),
    /// The note headed "N. B." after a numbered law: "law 15, N.B.".
    NotaBene(u8),
    /// An unheaded note after a numbered law, on a place or a club: "law
    /// 24, note on Turkey".
    Note(u8, &'static str),
    /// A titled section: "section Stale-Mate".
    Section(&'static str),
    /// An article of the FIDE Laws: "art. 3.8.2.1".
    Article(&'static str),
    /// An untitled paragraph, named by what it is about: "[moving into
    /// check]" (the umpire code's first three paragraphs).
    Paragraph(&'static str),
    /// The book as a whole (the primer).
    Whole,
}

/// A law: a book and a place in it. Its `Display` is the citation the app
/// prints.
///
/// ```
/// use chess_laws_core::{Law, PONZIANI_SUMMARY};
/// assert_eq!(Law::lotg(8).to_string(), "Laws of the Game, law 8");
/// assert_eq!(Law::code_of_24(16).to_string(), "Code of 24 laws, law 16");
/// assert_eq!(Law::fide("3.8.2.1").to_string(), "FIDE Laws of Chess (2023), art. 3.8.2.1");
/// assert_eq!(Law::umpire("Stale-Mate").to_string(), "Umpire code, section Stale-Mate");
/// assert_eq!(Law::PRIMER.to_string(), "Primer (c. 1900)");
/// assert_eq!(Law::sarratt_nb(15).to_string(), "Sarratt (1808), law 15, N.B.");
/// assert_eq!(Law::sarratt_note(24, "Turkey").to_string(), "Sarratt (1808), law 24, note on Turkey");
/// assert_eq!(Law::ponziani(4).to_string(), "Ponziani (1782), law IV");
/// assert_eq!(PONZIANI_SUMMARY.to_string(), "Ponziani (1782), summary, laws 17-18");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Law {
    /// The book.
    pub book: Book,
    /// The place in it.
    pub place: Place,
}

impl Law {
    /// The primer, cited as a whole.
    pub const PRIMER: Law = Law::new(Book::Primer, Place::Whole);
    /// The primer's paragraph on touching the men (touch-move, j'adoube,
    /// the hand on the man), cited as the Sources screen names it.
    pub const PRIMER_TOUCHING: Law = Law::new(Book::Primer, Place::Paragraph("touching the men"));
    /// The primer's paragraph on illegal castling and illegal moves, and
    /// on a mistake noticed later.
    pub const PRIMER_ILLEGAL: Law =
        Law::new(Book::Primer, Place::Paragraph("illegal castling and moves"));
    /// The primer's paragraph on meeting check, and mate.
    pub const PRIMER_CHECK: Law = Law::new(Book::Primer, Place::Paragraph("meeting check"));
    /// The primer's paragraph on stalemate and on material enough to mate.
    pub const PRIMER_STALEMATE: Law =
        Law::new(Book::Primer, Place::Paragraph("stalemate and material"));
    /// The primer's paragraph on a game resigned.
    pub const PRIMER_RESIGNATION: Law = Law::new(Book::Primer, Place::Paragraph("resignation"));
    /// The primer's paragraph on a game null and void (the board or men
    /// wrongly set).
    pub const PRIMER_NULL_AND_VOID: Law = Law::new(Book::Primer, Place::Paragraph("null and void"));
    /// The umpire code's untitled paragraph on a player moving into check,
    /// cited as the Sources screen names it.
    pub const UMPIRE_INTO_CHECK: Law =
        Law::new(Book::UmpireCode, Place::Paragraph("moving into check"));
    /// The umpire code's untitled paragraph on discovering check on one's
    /// own king.
    pub const UMPIRE_DISCOVERING: Law =
        Law::new(Book::UmpireCode, Place::Paragraph("discovering check"));
    /// The umpire code's untitled paragraph on touching or moving, in
    /// check, a man that does not cover.
    pub const UMPIRE_IN_CHECK: Law = Law::new(
        Book::UmpireCode,
        Place::Paragraph("touching a man while in check"),
    );

    /// A law of `book` at `place`.
    #[must_use]
    pub const fn new(book: Book, place: Place) -> Law {
        Law { book, place }
    }

    /// Sarratt (1808), law `n`.
    #[must_use]
    pub const fn sarratt(n: u8) -> Law {
        Law::new(Book::Sarratt, Place::Law(n))
    }

    /// Sarratt (1808), the N.B. to law `n`.
    #[must_use]
    pub const fn sarratt_nb(n: u8) -> Law {
        Law::new(Book::Sarratt, Place::NotaBene(n))
    }

    /// Sarratt (1808), the note to law `n` on `on` (a place or a club).
    #[must_use]
    pub const fn sarratt_note(n: u8, on: &'static str) -> Law {
        Law::new(Book::Sarratt, Place::Note(n, on))
    }

    /// Laws of the Game, law `n`.
    #[must_use]
    pub const fn lotg(n: u8) -> Law {
        Law::new(Book::LawsOfTheGame, Place::Law(n))
    }

    /// Code of 24 laws, law `n`.
    #[must_use]
    pub const fn code_of_24(n: u8) -> Law {
        Law::new(Book::CodeOf24, Place::Law(n))
    }

    /// Umpire code, the section titled `title`.
    #[must_use]
    pub const fn umpire(title: &'static str) -> Law {
        Law::new(Book::UmpireCode, Place::Section(title))
    }

    /// FIDE Laws of Chess (2023), article `number` (e.g. `"3.8.2.1"`).
    #[must_use]
    pub const fn fide(number: &'static str) -> Law {
        Law::new(Book::Fide2023, Place::Article(number))
    }

    /// Ponziani (1782), law `n`.
    #[must_use]
    pub const fn ponziani(n: u8) -> Law {
        Law::new(Book::Ponziani, Place::Law(n))
    }
}

/// `n` in Roman numerals (1 to 39, all Ponziani needs).
fn roman(n: u8) -> String {
    const TENS: [&str; 4] = ["", "X", "XX", "XXX"];
    const ONES: [&str; 10] = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
    let tens = TENS.get(usize::from(n / 10)).copied().unwrap_or("XXX");
    format!("{tens}{}", ONES[usize::from(n % 10)])
}

impl Law {
    /// Where the law stands in its book, without the book's name: "law
    /// 16", "art. 3.8.2", "section Stale-Mate"; `None` for a book cited
    /// as a whole.
    #[must_use]
    pub fn place_in_book(&self) -> Option<PlaceInBook> {
        (self.place != Place::Whole).then_some(PlaceInBook(*self))
    }
}

/// A law's place in its book, written as [`Law::place_in_book`] gives it.
#[derive(Clone, Copy, Debug)]
pub struct PlaceInBook(Law);

impl fmt::Display for PlaceInBook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Law { book, place } = self.0;
        match place {
            Place::Law(n) if book == Book::Ponziani => write!(f, "law {}", roman(n)),
            Place::Law(n) => write!(f, "law {n}"),
            // Ponziani's laws 17 and 18 are known from the reprint's
            // summary, which numbers them as one entry.
            Place::Laws(a, b) if book == Book::Ponziani => write!(f, "summary, laws {a}-{b}"),
            Place::Laws(a, b) => write!(f, "laws {a} and {b}"),
            Place::NotaBene(n) => write!(f, "law {n}, N.B."),
            Place::Note(n, on) => write!(f, "law {n}, note on {on}"),
            Place::Section(title) => write!(f, "section {title}"),
            Place::Article(number) => write!(f, "art. {number}"),
            Place::Paragraph(label) => write!(f, "[{label}]"),
            Place::Whole => Ok(()),
        }
    }
}

impl fmt::Display for Law {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.book.short_name())?;
        match self.place_in_book() {
            Some(place) => write!(f, ", {place}"),
            None => Ok(()),
        }
    }
}

/// The citation of a law a code borrows where its own book is silent:
/// the silent book and what it is silent on come first, so that no reader
/// takes the law for one of that code's own. `usual` where the rule is
/// today's; for another, "usual" would be untrue of it.
///
/// ```
/// use chess_laws_core::{borrowed_citation, Book, Law};
/// assert_eq!(
///     borrowed_citation(Book::LawsOfTheGame, "castling out of check", Law::sarratt(16), true),
///     "Laws of the Game is silent on castling out of check; the usual rule applies, as given in Sarratt (1808), law 16"
/// );
/// assert_eq!(
///     borrowed_citation(Book::LawsOfTheGame, "en passant", Law::sarratt_nb(15), false),
///     "Laws of the Game is silent on en passant; the rule set here is that of Sarratt (1808), law 15, N.B."
/// );
/// ```
#[must_use]
pub fn borrowed_citation(silent: Book, on: &str, law: Law, usual: bool) -> String {
    if usual {
        format!("{silent} is silent on {on}; the usual rule applies, as given in {law}")
    } else {
        format!("{silent} is silent on {on}; the rule set here is that of {law}")
    }
}

/// The citation where the chosen book has a law on the question that
/// rules otherwise than the switches set (`own`), and `law` is one that
/// states the rule set here, if any code cited here has it.
///
/// ```
/// use chess_laws_core::{otherwise_citation, Law};
/// assert_eq!(
///     otherwise_citation(Law::code_of_24(24), Some(Law::sarratt_note(24, "Turkey"))),
///     "Code of 24 laws rules otherwise (law 24); the rule set here is that of Sarratt (1808), law 24, note on Turkey"
/// );
/// assert_eq!(
///     otherwise_citation(Law::lotg(8), None),
///     "Laws of the Game rules otherwise (law 8); no code cited here has this rule"
/// );
/// ```
#[must_use]
pub fn otherwise_citation(own: Law, law: Option<Law>) -> String {
    let ruling = match own.place_in_book() {
        Some(place) => format!("{} rules otherwise ({place})", own.book),
        None => format!("{} rules otherwise", own.book),
    };
    match law {
        Some(law) => format!("{ruling}; the rule set here is that of {law}"),
        None => format!("{ruling}; no code cited here has this rule"),
    }
}

/// A point of the rules on which a book may have a law: what a refusal, a
/// verdict or a code's description cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulePoint {
    /// A man moved to a square held by a man of its own side.
    OwnMan,
    /// A man of the adversary moved by the player whose turn it is.
    AdversarysMan,
    /// A man moved against its nature (a false move).
    FalseMove,
    /// The king stepping into check himself.
    KingIntoCheck,
    /// A man that shields his king moved, exposing the king.
    PinnedMan,
    /// A man that shields his king moved to give check (Laws of the Game 7
    /// names this case).
    PinnedManChecking,
    /// A king in check, and a move that does not meet the check.
    CheckNotMet,
    /// Castling after the king or the rook has moved.
    CastlingAfterMoving,
    /// Castling while in check.
    CastlingInCheck,
    /// Castling over or onto an attacked square.
    CastlingThroughAttack,
    /// Castling with men between king and rook.
    CastlingMenBetween,
    /// The ways of castling: where king and rook go.
    CastlingWays,
    /// Castling by the giver of rook odds on the side of the missing rook.
    RookOddsCastling,
    /// Taking en passant.
    EnPassant,
    /// No en passant: the pawn passes the battle (*passar battaglia*).
    NoEnPassant,
    /// A pawn on the last rank becomes a piece.
    PromotionRequired,
    /// A pawn cannot become a king (or stay a pawn by naming one).
    PromotionNoKing,
    /// Promotion to any piece, a second queen included.
    PromotionAnyPiece,
    /// Promotion only to a piece already lost; the waiting pawn.
    PromotionLostOnly,
    /// Checkmate ends the game.
    Checkmate,
    /// A stalemate is a drawn game.
    StalemateDrawn,
    /// He who stalemates wins.
    StalematerWins,
    /// He who stalemates loses.
    StalematerLoses,
    /// Fifty moves in the named endings, counted from the moment the ending
    /// stands.
    FiftyMovesInEndings,
    /// Fifty moves in the named endings, counted from a notice.
    FiftyMovesOnNotice,
    /// The notice that the moves will be counted.
    Notice,
    /// Fifty moves without a capture or a pawn move: a draw on a claim.
    FiftyMovesClaim,
    /// Seventy-five moves without a capture or a pawn move: drawn at once.
    SeventyFiveMoves,
    /// Fifty additional moves each, on a demand to the umpire.
    FiftyMovesOnDemand,
    /// A game engaged to mate with a particular man or on a particular
    /// square (or to be mated, or stalemated): no limit of moves.
    NoMoveLimit,
    /// The same position a third time: a draw on a claim.
    ThreefoldRepetition,
    /// The same position a fifth time: drawn at once.
    FivefoldRepetition,
    /// Neither side can mate: drawn at once.
    InsufficientMaterial,
    /// Which man is given as odds (the king's bishop's pawn; either rook or
    /// knight).
    OddsWhichMan,
    /// Who moves first when odds are given.
    OddsFirstMove,
    /// Free first moves of the odds confined to the receiver's own half.
    OddsConfinement,
    /// Odds agreed but forgotten: the giver's mate scores a draw.
    OddsForgotten,
    /// Castling after which the king or the rook at once attacks an enemy
    /// man (Ponziani's law V, fourth bar).
    CastlingAttacksMan,
    /// Fifty moves with a lone king: a draw on the lone king's claim.
    LoneKingFiftyMoves,
}

impl RulePoint {
    /// Every point, in the order above.
    pub const ALL: [RulePoint; 39] = [
        RulePoint::OwnMan,
        RulePoint::AdversarysMan,
        RulePoint::FalseMove,
        RulePoint::KingIntoCheck,
        RulePoint::PinnedMan,
        RulePoint::PinnedManChecking,
        RulePoint::CheckNotMet,
        RulePoint::CastlingAfterMoving,
        RulePoint::CastlingInCheck,
        RulePoint::CastlingThroughAttack,
        RulePoint::CastlingMenBetween,
        RulePoint::CastlingWays,
        RulePoint::RookOddsCastling,
        RulePoint::EnPassant,
        RulePoint::NoEnPassant,
        RulePoint::PromotionRequired,
        RulePoint::PromotionNoKing,
        RulePoint::PromotionAnyPiece,
        RulePoint::PromotionLostOnly,
        RulePoint::Checkmate,
        RulePoint::StalemateDrawn,
        RulePoint::StalematerWins,
        RulePoint::StalematerLoses,
        RulePoint::FiftyMovesInEndings,
        RulePoint::FiftyMovesOnNotice,
        RulePoint::Notice,
        RulePoint::FiftyMovesClaim,
        RulePoint::SeventyFiveMoves,
        RulePoint::FiftyMovesOnDemand,
        RulePoint::NoMoveLimit,
        RulePoint::ThreefoldRepetition,
        RulePoint::FivefoldRepetition,
        RulePoint::InsufficientMaterial,
        RulePoint::OddsWhichMan,
        RulePoint::OddsFirstMove,
        RulePoint::OddsConfinement,
        RulePoint::OddsForgotten,
        RulePoint::CastlingAttacksMan,
        RulePoint::LoneKingFiftyMoves,
    ];

    /// The points that answer the same question of play as this one, this
    /// one among them: the answers a rule switch chooses between (en passant
    /// taken or passed; the stalemate drawn, won or lost; what a pawn may
    /// become; how one castles; how a game that does not advance ends). A
    /// book with a law on one of them is not silent on the others: it
    /// answers the question its own way. Empty for a point with one answer
    /// in every code; a point a yes-or-no switch turns on or off answers
    /// alone.
    #[must_use]
    pub const fn answers(self) -> &'static [RulePoint] {
        use RulePoint as P;
        match self {
            P::EnPassant | P::NoEnPassant => &[P::EnPassant, P::NoEnPassant],
            P::CastlingWays | P::CastlingAttacksMan => &[P::CastlingWays, P::CastlingAttacksMan],
            P::PromotionAnyPiece | P::PromotionLostOnly => {
                &[P::PromotionAnyPiece, P::PromotionLostOnly]
            }
            P::StalemateDrawn | P::StalematerWins | P::StalematerLoses => {
                &[P::StalemateDrawn, P::StalematerWins, P::StalematerLoses]
            }
            // How long a game may go on without a capture or a pawn move:
            // each code counts its own way.
            P::FiftyMovesInEndings
            | P::FiftyMovesOnNotice
            | P::Notice
            | P::FiftyMovesClaim
            | P::SeventyFiveMoves
            | P::FiftyMovesOnDemand
            | P::NoMoveLimit
            | P::LoneKingFiftyMoves => &[
                P::FiftyMovesInEndings,
                P::FiftyMovesOnNotice,
                P::Notice,
                P::FiftyMovesClaim,
                P::SeventyFiveMoves,
                P::FiftyMovesOnDemand,
                P::NoMoveLimit,
                P::LoneKingFiftyMoves,
            ],
            // The draws by repetition come with today's count of moves, but
            // are another question: of the old codes only the umpire code
            // speaks of a line of play repeated (its demand to the umpire);
            // the others are silent on it.
            P::ThreefoldRepetition | P::FivefoldRepetition => {
                &[P::ThreefoldRepetition, P::FivefoldRepetition]
            }
            P::RookOddsCastling => &[P::RookOddsCastling],
            P::InsufficientMaterial => &[P::InsufficientMaterial],
            P::OddsConfinement => &[P::OddsConfinement],
            // Every code rules on the others alike
            // ([`RulePoint::is_of_every_code`]; a test holds the two apart).
            _ => &[],
        }
    }

    /// Whether every code's board rules on this point whatever its
    /// switches say: check and mate, the men's moves, the bars on castling,
    /// a pawn that must be promoted and never to a king, and the odds. The
    /// others arise only under some values of a switch (en passant under
    /// one, the ways of free castling, what a pawn may become, the
    /// stalemate rule, the counts of moves, a want of material, odds
    /// confined).
    #[must_use]
    pub const fn is_of_every_code(self) -> bool {
        use RulePoint as P;
        matches!(
            self,
            P::KingIntoCheck
                | P::PinnedMan
                | P::PinnedManChecking
                | P::CheckNotMet
                | P::Checkmate
                | P::OwnMan
                | P::AdversarysMan
                | P::FalseMove
                | P::CastlingMenBetween
                | P::CastlingAfterMoving
                | P::CastlingInCheck
                | P::CastlingThroughAttack
                | P::PromotionRequired
                | P::PromotionNoKing
                | P::OddsWhichMan
                | P::OddsFirstMove
                | P::OddsForgotten
        )
    }
}

/// Sarratt (1808). He names no bar on men between king and rook (the Code
/// of 24 does), no checkmate rule and no draw for want of material.
const fn sarratt(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        // 12: "If a player take one of his pieces with another of his".
        P::OwnMan => Some(Law::sarratt(12)),
        // 10 gives the adversary a choice of remedies; it is the law on
        // the point, not a ban.
        P::AdversarysMan => Some(Law::sarratt(10)),
        P::FalseMove => Some(Law::sarratt(13)),
        // 18, second paragraph: "carelessly move his King in check".
        P::KingIntoCheck => Some(Law::sarratt(18)),
        // 17: a piece "which can not be moved without placing his King in
        // check".
        P::PinnedMan | P::PinnedManChecking => Some(Law::sarratt(17)),
        // 19: he "whose King is in check, may ... remove his King, or cover
        // the check": the two ways a check is met. No law of Sarratt's forbids
        // another move in words; this is the one that says what a king in
        // check must do, and puts back the move that did not.
        P::CheckNotMet => Some(Law::sarratt(19)),
        P::CastlingAfterMoving
        | P::CastlingInCheck
        | P::CastlingThroughAttack
        | P::CastlingWays => Some(Law::sarratt(16)),
        P::CastlingMenBetween | P::RookOddsCastling => None,
        P::EnPassant => Some(Law::sarratt(15)),
        P::NoEnPassant => Some(Law::sarratt_nb(15)),
        P::PromotionRequired | P::PromotionNoKing | P::PromotionAnyPiece => Some(Law::sarratt(22)),
        P::PromotionLostOnly => Some(Law::sarratt_nb(22)),
        P::Checkmate => None,
        P::StalemateDrawn => Some(Law::sarratt(24)),
        P::StalematerWins => Some(Law::sarratt_note(24, "Turkey")),
        P::StalematerLoses => Some(Law::sarratt_note(24, "Parsloe's")),
        // 23, first sentence; its second lifts the count for a game
        // engaged "with a marked pawn, or with any particular piece".
        P::FiftyMovesInEndings | P::NoMoveLimit => Some(Law::sarratt(23)),
        P::FiftyMovesOnNotice
        | P::Notice
        | P::FiftyMovesClaim
        | P::SeventyFiveMoves
        | P::FiftyMovesOnDemand
        | P::ThreefoldRepetition
        | P::FivefoldRepetition
        | P::InsufficientMaterial
        | P::OddsWhichMan
        | P::OddsConfinement => None,
        P::OddsFirstMove => Some(Law::sarratt(6)),
        P::OddsForgotten => Some(Law::sarratt(4)),
        // Sarratt has neither Ponziani's fourth castling bar nor a lone
        // king's count.
        P::CastlingAttacksMan | P::LoneKingFiftyMoves => None,
    }
}

/// Laws of the Game. Law 8 bars castling only after the king or rook has
/// moved; the other castling bars are not in it.
const fn laws_of_the_game(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        P::OwnMan => None,
        // 2: touching or moving "one of your adversary's men".
        P::AdversarysMan => Some(Law::lotg(2)),
        P::FalseMove => Some(Law::lotg(3)),
        // 1: "except where it would expose your king to check".
        P::KingIntoCheck | P::PinnedMan => Some(Law::lotg(1)),
        // 7: no check "with any piece, which by moving would place your own
        // king in check".
        P::PinnedManChecking => Some(Law::lotg(7)),
        // 5: "the king be removed out of check".
        P::CheckNotMet => Some(Law::lotg(5)),
        P::CastlingAfterMoving => Some(Law::lotg(8)),
        P::CastlingInCheck
        | P::CastlingThroughAttack
        | P::CastlingMenBetween
        | P::CastlingWays
        | P::EnPassant
        | P::NoEnPassant
        | P::PromotionRequired
        | P::PromotionNoKing
        | P::PromotionAnyPiece
        | P::PromotionLostOnly
        | P::Checkmate => None,
        P::RookOddsCastling => Some(Law::new(Book::LawsOfTheGame, Place::Laws(8, 16))),
        P::StalemateDrawn => Some(Law::lotg(17)),
        P::StalematerWins | P::StalematerLoses | P::FiftyMovesInEndings => None,
        P::FiftyMovesOnNotice | P::Notice => Some(Law::lotg(19)),
        P::FiftyMovesClaim
        | P::SeventyFiveMoves
        | P::FiftyMovesOnDemand
        | P::NoMoveLimit
        | P::ThreefoldRepetition
        | P::FivefoldRepetition
        | P::InsufficientMaterial => None,
        P::OddsWhichMan => Some(Law::lotg(13)),
        P::OddsFirstMove => Some(Law::lotg(9)),
        P::OddsConfinement => Some(Law::lotg(15)),
        P::OddsForgotten => Some(Law::lotg(14)),
        P::CastlingAttacksMan | P::LoneKingFiftyMoves => None,
    }
}

/// The code of 24 laws (the end of law 9 and laws 10-24 survive). Its law
/// 17 is about a man that cannot move "without leaving the king in check";
/// a king stepping into check is a false move by law 13's definition (a
/// man played to a square it cannot lawfully go to), the law the umpire's
/// table rules by. A man moved that leaves a check unmet is put back by law
/// 20 ("must retract his last move, and free his king from check"), as by
/// Sarratt's 19.
const fn code_of_24(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        P::OwnMan => Some(Law::code_of_24(12)),
        P::AdversarysMan => Some(Law::code_of_24(10)),
        P::FalseMove => Some(Law::code_of_24(13)),
        P::KingIntoCheck => Some(Law::code_of_24(13)),
        P::PinnedMan | P::PinnedManChecking => Some(Law::code_of_24(17)),
        P::CheckNotMet => Some(Law::code_of_24(20)),
        P::CastlingAfterMoving
        | P::CastlingInCheck
        | P::CastlingThroughAttack
        | P::CastlingMenBetween => Some(Law::code_of_24(16)),
        P::CastlingWays | P::RookOddsCastling => None,
        P::EnPassant => Some(Law::code_of_24(15)),
        P::NoEnPassant => None,
        P::PromotionRequired | P::PromotionNoKing | P::PromotionAnyPiece => {
            Some(Law::code_of_24(21))
        }
        P::PromotionLostOnly | P::Checkmate => None,
        P::StalemateDrawn => Some(Law::code_of_24(24)),
        P::StalematerWins | P::StalematerLoses => None,
        P::FiftyMovesInEndings => Some(Law::code_of_24(22)),
        P::NoMoveLimit => Some(Law::code_of_24(23)),
        P::FiftyMovesOnNotice
        | P::Notice
        | P::FiftyMovesClaim
        | P::SeventyFiveMoves
        | P::FiftyMovesOnDemand
        | P::ThreefoldRepetition
        | P::FivefoldRepetition
        | P::InsufficientMaterial
        | P::OddsWhichMan
        | P::OddsFirstMove
        | P::OddsConfinement
        | P::OddsForgotten
        | P::CastlingAttacksMan
        | P::LoneKingFiftyMoves => None,
    }
}

/// The umpire code: three untitled paragraphs on check, then titled
/// sections.
const fn umpire_code(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        // "A player moving into check"; "For discovering check on his own
        // King"; "While in check, for touching or moving a man which does
        // not cover the check".
        P::KingIntoCheck => Some(Law::UMPIRE_INTO_CHECK),
        P::PinnedMan | P::PinnedManChecking => Some(Law::UMPIRE_DISCOVERING),
        P::CheckNotMet => Some(Law::UMPIRE_IN_CHECK),
        P::StalemateDrawn => Some(Law::umpire("Stale-Mate")),
        // The demand to the umpire is this code's notice.
        // So is its answer to a line of play repeated: judgment of the
        // umpire, then fifty additional moves.
        P::FiftyMovesOnDemand | P::Notice | P::ThreefoldRepetition | P::FivefoldRepetition => {
            Some(Law::umpire("Counting Fifty Moves"))
        }
        P::OwnMan
        | P::AdversarysMan
        | P::FalseMove
        | P::CastlingAfterMoving
        | P::CastlingInCheck
        | P::CastlingThroughAttack
        | P::CastlingMenBetween
        | P::CastlingWays
        | P::RookOddsCastling
        | P::EnPassant
        | P::NoEnPassant
        | P::PromotionRequired
        | P::PromotionNoKing
        | P::PromotionAnyPiece
        | P::PromotionLostOnly
        | P::Checkmate
        | P::StalematerWins
        | P::StalematerLoses
        | P::FiftyMovesInEndings
        | P::FiftyMovesOnNotice
        | P::NoMoveLimit
        | P::FiftyMovesClaim
        | P::SeventyFiveMoves
        | P::InsufficientMaterial
        | P::OddsWhichMan
        | P::OddsFirstMove
        | P::OddsConfinement
        | P::OddsForgotten
        | P::CastlingAttacksMan
        | P::LoneKingFiftyMoves => None,
    }
}

/// The primer: check must be met, not by castling; checkmate ends the game;
/// stalemate and a want of mating material draw; an illegal move is taken
/// back.
const fn primer(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        P::OwnMan | P::FalseMove => Some(Law::PRIMER_ILLEGAL),
        P::KingIntoCheck | P::CheckNotMet | P::CastlingInCheck | P::Checkmate => {
            Some(Law::PRIMER_CHECK)
        }
        P::StalemateDrawn | P::InsufficientMaterial => Some(Law::PRIMER_STALEMATE),
        P::AdversarysMan
        | P::PinnedMan
        | P::PinnedManChecking
        | P::CastlingAfterMoving
        | P::CastlingThroughAttack
        | P::CastlingMenBetween
        | P::CastlingWays
        | P::RookOddsCastling
        | P::EnPassant
        | P::NoEnPassant
        | P::PromotionRequired
        | P::PromotionNoKing
        | P::PromotionAnyPiece
        | P::PromotionLostOnly
        | P::StalematerWins
        | P::StalematerLoses
        | P::FiftyMovesInEndings
        | P::FiftyMovesOnNotice
        | P::Notice
        | P::FiftyMovesClaim
        | P::SeventyFiveMoves
        | P::FiftyMovesOnDemand
        | P::NoMoveLimit
        | P::ThreefoldRepetition
        | P::FivefoldRepetition
        | P::OddsWhichMan
        | P::OddsFirstMove
        | P::OddsConfinement
        | P::OddsForgotten
        | P::CastlingAttacksMan
        | P::LoneKingFiftyMoves => None,
    }
}

/// The FIDE articles the app cites, as numbered in the Laws of Chess in
/// force from 1 January 2023.
pub const FIDE_ARTICLES: [&str; 17] = [
    "1.2", "3.1", "3.7", "3.7.3.3", "3.7.3.4", "3.8.2", "3.8.2.1", "3.8.2.2", "3.9.2", "3.10.2",
    "5.1.1", "5.2.1", "5.2.2", "9.2", "9.3", "9.6.1", "9.6.2",
];

/// The FIDE Laws of Chess (2023). Every rule of today has its article; the
/// old rules (odds, passar battaglia, lost pieces) have none.
const fn fide_2023(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        P::OwnMan => Some(Law::fide("3.1")),
        // 1.2: the players move alternately.
        P::AdversarysMan => Some(Law::fide("1.2")),
        P::FalseMove => Some(Law::fide("3.10.2")),
        P::KingIntoCheck | P::PinnedMan | P::PinnedManChecking | P::CheckNotMet => {
            Some(Law::fide("3.9.2"))
        }
        P::CastlingAfterMoving => Some(Law::fide("3.8.2.1")),
        P::CastlingInCheck | P::CastlingThroughAttack | P::CastlingMenBetween => {
            Some(Law::fide("3.8.2.2"))
        }
        P::CastlingWays => Some(Law::fide("3.8.2")),
        // The pawn's moves: the article holds en passant.
        P::EnPassant => Some(Law::fide("3.7")),
        P::PromotionRequired | P::PromotionNoKing => Some(Law::fide("3.7.3.3")),
        P::PromotionAnyPiece => Some(Law::fide("3.7.3.4")),
        P::Checkmate => Some(Law::fide("5.1.1")),
        P::StalemateDrawn => Some(Law::fide("5.2.1")),
        P::FiftyMovesClaim => Some(Law::fide("9.3")),
        P::SeventyFiveMoves => Some(Law::fide("9.6.2")),
        P::ThreefoldRepetition => Some(Law::fide("9.2")),
        P::FivefoldRepetition => Some(Law::fide("9.6.1")),
        P::InsufficientMaterial => Some(Law::fide("5.2.2")),
        P::RookOddsCastling
        | P::NoEnPassant
        | P::PromotionLostOnly
        | P::StalematerWins
        | P::StalematerLoses
        | P::FiftyMovesInEndings
        | P::FiftyMovesOnNotice
        | P::Notice
        | P::FiftyMovesOnDemand
        | P::NoMoveLimit
        | P::OddsWhichMan
        | P::OddsFirstMove
        | P::OddsConfinement
        | P::OddsForgotten
        | P::CastlingAttacksMan
        | P::LoneKingFiftyMoves => None,
    }
}

/// The two laws of the summary that close Ponziani's list (numbered 17
/// and 18 in Arabic figures there): the lone king's fifty moves, and the
/// game drawn when mate cannot be given.
pub const PONZIANI_SUMMARY: Law = Law::new(Book::Ponziani, Place::Laws(17, 18));

/// Ponziani (1782), the code "Italy (Ponziani)": II no en passant, III
/// promotion to a missing piece, IV the free castlings, V the castling
/// bars, and the summary's 17-18 on the lone king and on games where mate
/// cannot be given. His conduct laws (VII-XIII) are not cited until their
/// numbers are checked against the book; where he is silent (stalemate,
/// the king's own safety) the code cites Sarratt.
const fn ponziani(point: RulePoint) -> Option<Law> {
    use RulePoint as P;
    match point {
        P::NoEnPassant => Some(Law::ponziani(2)),
        // Law III gives the pawn the quality of a missing piece: a king is
        // never missing, and a pawn is no piece, so it bars both.
        P::PromotionRequired | P::PromotionNoKing | P::PromotionLostOnly => Some(Law::ponziani(3)),
        P::CastlingWays => Some(Law::ponziani(4)),
        P::CastlingAfterMoving
        | P::CastlingInCheck
        | P::CastlingThroughAttack
        | P::CastlingMenBetween
        | P::CastlingAttacksMan => Some(Law::ponziani(5)),
        P::LoneKingFiftyMoves | P::InsufficientMaterial => Some(PONZIANI_SUMMARY),
        P::OwnMan
        | P::AdversarysMan
        | P::FalseMove
        | P::KingIntoCheck
        | P::PinnedMan
        | P::PinnedManChecking
        | P::CheckNotMet
        | P::RookOddsCastling
        | P::EnPassant
        | P::PromotionAnyPiece
        | P::Checkmate
        | P::StalemateDrawn
        | P::StalematerWins
        | P::StalematerLoses
        | P::FiftyMovesInEndings
        | P::FiftyMovesOnNotice
        | P::Notice
        | P::FiftyMovesClaim
        | P::SeventyFiveMoves
        | P::FiftyMovesOnDemand
        | P::NoMoveLimit
        | P::ThreefoldRepetition
        | P::FivefoldRepetition
        | P::OddsWhichMan
        | P::OddsFirstMove
        | P::OddsConfinement
        | P::OddsForgotten => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_has_other_answers_exactly_when_a_switch_chooses_it() {
        // A point a switch chooses is among its own question's answers; a
        // point every code rules on alike has none. A new point left out of
        // both lists fails here.
        for point in RulePoint::ALL {
            if point.is_of_every_code() {
                assert!(point.answers().is_empty(), "{point:?}");
            } else {
                assert!(point.answers().contains(&point), "{point:?}");
            }
        }
    }

    #[test]
    fn every_book_cites_only_its_own_laws() {
        for book in Book::ALL {
            for point in RulePoint::ALL {
                if let Some(law) = book.law(point) {
                    assert_eq!(law.book, book, "{point:?}");
                }
            }
        }
    }

    #[test]
    fn fide_articles_are_the_listed_ones() {
        for point in RulePoint::ALL {
            if let Some(law) = Book::Fide2023.law(point) {
                let Place::Article(number) = law.place else {
                    panic!("{point:?}: {law}");
                };
                assert!(FIDE_ARTICLES.contains(&number), "{point:?}: {law}");
            }
        }
    }

    #[test]
    fn roman_numerals() {
        assert_eq!(roman(2), "II");
        assert_eq!(roman(4), "IV");
        assert_eq!(roman(13), "XIII");
        assert_eq!(roman(19), "XIX");
    }

    #[test]
    fn all_lists_every_point_in_order() {
        for (i, point) in RulePoint::ALL.into_iter().enumerate() {
            assert_eq!(point as usize, i, "{point:?}");
        }
        assert_eq!(
            RulePoint::LoneKingFiftyMoves as usize + 1,
            RulePoint::ALL.len()
        );
    }
}
