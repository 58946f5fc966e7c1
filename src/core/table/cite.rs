//! A local stand-in for the core's `Law` type (book and place), with the
//! same constructors and the same `Display`, used until `core::law` is
//! merged; then this file is replaced by a re-export.

use std::fmt;

/// A book or code of laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Book {
    /// Sarratt (1808).
    Sarratt,
    /// Laws of the Game.
    LawsOfTheGame,
    /// The code of 24 laws.
    CodeOf24,
    /// The umpire code.
    UmpireCode,
    /// The primer.
    Primer,
    /// The FIDE Laws of Chess (2023).
    Fide2023,
}

impl Book {
    /// The short name that opens a citation.
    #[must_use]
    pub const fn short_name(self) -> &'static str {
        match self {
            Book::Sarratt => "Sarratt (1808)",
            Book::LawsOfTheGame => "Laws of the Game",
            Book::CodeOf24 => "Code of 24 laws",
            Book::UmpireCode => "Umpire code",
            Book::Primer => "Primer (c. 1900)",
            Book::Fide2023 => "FIDE Laws of Chess (2023)",
        }
    }
}

/// Where in its book a law stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A numbered law.
    Law(u8),
    /// The N.B. after a numbered law.
    NotaBene(u8),
    /// A titled section.
    Section(&'static str),
    /// An article of the FIDE Laws.
    Article(&'static str),
    /// The book as a whole.
    Whole,
}

/// A law: a book and a place in it.
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
    /// The umpire code's untitled paragraphs.
    pub const UMPIRE: Law = Law::new(Book::UmpireCode, Place::Whole);

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
    /// FIDE Laws of Chess (2023), article `number`.
    #[must_use]
    pub const fn fide(number: &'static str) -> Law {
        Law::new(Book::Fide2023, Place::Article(number))
    }
}

impl fmt::Display for Law {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let book = self.book.short_name();
        match self.place {
            Place::Law(n) => write!(f, "{book}, law {n}"),
            Place::NotaBene(n) => write!(f, "{book}, law {n}, N.B."),
            Place::Section(title) => write!(f, "{book}, section {title}"),
            Place::Article(number) => write!(f, "{book}, art. {number}"),
            Place::Whole => f.write_str(book),
        }
    }
}
