//! The rule switches ([`RuleSet`]) and the named codes ([`Code`]).

use super::law::{borrowed_citation, otherwise_citation, Book, Law, RulePoint};
use std::fmt;

/// Whether a pawn that advances two squares may be taken en passant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EnPassant {
    /// The pawn may be taken as if it had moved one square (Sarratt 15).
    Allowed,
    /// The pawn "passes the battle" (*passar battaglia*), as in Italy
    /// (Sarratt 15, N.B.).
    Forbidden,
}

/// Which castlings a side may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Castling {
    /// King to the knight's square and rook to the bishop's square on the
    /// king's side; king to the queen's bishop's square and rook to the
    /// queen's square on the queen's side: "the only method of castling
    /// which is allowed in Great Britain, France, and Holland" (Sarratt 16).
    Standard,
    /// The four ways of Sarratt 16 on the king's side: the king to the
    /// knight's square (g1) or to the rook's square (h1), the rook to the
    /// bishop's square (f1) or to the king's square (e1).
    ///
    /// On the queen's side the core plays the mirror, **an interpretation**
    /// (Sarratt names only the king's side): the king to the knight's square
    /// (b1) or to the rook's square (a1), the rook to the bishop's square
    /// (c1) or to the queen's square (d1). The usual castling of the queen's
    /// side (king c1, rook d1) is not among them.
    ///
    /// Under both values the conditions of Sarratt 16 hold (king and rook
    /// unmoved, the king not in check, no square the king passes over
    /// attacked), with two the core adds: no man between king and rook
    /// (Code of 24, 16, 3rd; Sarratt takes it for granted) and the square
    /// the king lands on not attacked (no king may stand in check). (Laws
    /// of the Game 8 says that "your king having been in check" does not
    /// prevent castling; the core reads it as a check *earlier* in the
    /// game, which no code forbids, not as castling out of check.)
    ItalianFree,
    /// Ponziani's free castling (*Ponziani (1782), law IV*, in the reading
    /// of the historical literature): the king goes to any square between
    /// his own and the rook's, the rook's included, and the rook to any
    /// square between the king's new square and the king's old one, the
    /// king's old square included. Six ways on the king's side (K f1 R e1;
    /// K g1 R f1 or e1; K h1 R g1, f1 or e1) and ten on the queen's side
    /// (K d1 R e1; K c1 R d1 or e1; K b1 R c1, d1 or e1; K a1 R b1, c1, d1
    /// or e1).
    ///
    /// The bars of law V hold: no man between king and rook (V.1), king and
    /// rook never moved, even if come back (V.2), no square the king passes
    /// over attacked (V.3; that he may not end in check is the rule for
    /// every king move), and, Ponziani's own, no castling
    /// after which the king or the rook at once attacks an enemy man (V.4),
    /// nor while in check (V.5). See `castling.rs`.
    Ponziani,
}

/// Who wins when a king is stalemated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stalemate {
    /// A drawn game (Sarratt 24; Laws of the Game 17; all modern codes).
    Draw,
    /// He who stalemates wins, as in Turkey (Sarratt 24, note).
    StalematerWins,
    /// He who stalemates loses, as formerly at Parsloe's (Sarratt 24, note).
    StalematerLoses,
}

/// What a pawn may become on the last rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Promotion {
    /// Any piece, so a second queen or a third rook (Sarratt 22).
    AnyPiece,
    /// Only a piece of a role the side has fewer of than at the start: the
    /// rule Sarratt rejects in the N.B. to law 22.
    ///
    /// The core's reading: a pawn reaching the last rank *must* become one
    /// of the lost pieces if any is lost (queen if no queen is left, rook if
    /// fewer than two rooks, and so on). If none is lost it may still
    /// advance, and stays on the last rank as a pawn, "a non-descript". Such
    /// a waiting pawn attacks nothing and cannot move; once a piece of its
    /// side is lost, its owner may spend a whole move to exchange it for a
    /// lost piece: a move whose `from` and `to` are the same square, with a
    /// promotion (UCI `e8e8q`, SAN `e8=Q`). The exchange is not allowed
    /// while in check, since it cannot meet the check.
    OnlyLostPieces,
    /// Ponziani's rule (*Ponziani (1782), law III*): a pawn on the last
    /// rank at once takes the quality of a missing piece; no bishop that
    /// would run on the colour of its owner's remaining bishop. If nothing
    /// is missing it waits there as a pawn, its name suspended, and on its
    /// owner's first turn after he loses a piece it is named: the naming is
    /// not a move, the same player then makes his move. The core plays the
    /// naming as a step that keeps the turn (a move from the square to
    /// itself, UCI `e8e8q`, SAN `e8=Q`); while a naming is due it is the
    /// only step, and perft does not count it as a ply. A piece so named
    /// may attack the enemy king with its owner still to move: the core
    /// reads the check as standing from the naming, the namer moves (never
    /// taking the king) and the adversary meets the check if it still
    /// stands; another reading counts the check from the namer's move. The
    /// play is the same, and the FEN reader accepts such a position.
    MissingPiece,
}

/// When a game is drawn for want of progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FiftyMoves {
    /// Drawn after fifty moves on each side (100 plies) without a capture or
    /// a pawn move.
    Modern,
    /// Only in the named endings: rook and bishop against rook, two bishops
    /// against king, knight and bishop against king, and with a notice king
    /// and queen against king too. The side that cannot mate within fifty
    /// moves on each side draws.
    ///
    /// With `on_notice: false` the count runs from the moment the ending
    /// stands (Sarratt 23; Code of 24, law 22). With `on_notice: true` it
    /// runs from the notice the defender gives that he will count the moves
    /// ([`Position::give_notice`](super::Position::give_notice), or the
    /// token `notice` in a line), and king and queen against king is named
    /// too, as in Laws of the Game 19.
    NamedEndings {
        /// Whether the count starts only at a notice.
        on_notice: bool,
    },
    /// Fifty additional moves on each side, counted from a demand to the
    /// umpire (the token `notice`) made in any position; drawn at their
    /// end unless mate be effected (the umpire code, "Counting Fifty
    /// Moves"). Captures and pawn moves do not restart the count.
    OnDemand,
    /// No limit: a game is never drawn by counting moves.
    None,
    /// The player left with a lone king may claim a draw after fifty moves
    /// by each side (100 plies) without a capture or a pawn move, counted
    /// on the clock the capture of his last man started (Ponziani's
    /// summary, laws 17-18). Nothing else ends a game by counting moves.
    LoneKing,
}

/// Every rule switch of the historical codes, as one plain value.
///
/// Build one from a [`Code`] or change fields of another:
///
/// ```
/// use chess_laws_core::{Code, EnPassant, RuleSet, Stalemate};
/// let italy = Code::Italy.rules();
/// assert_eq!(italy.en_passant, EnPassant::Forbidden);
/// let mine = RuleSet { stalemate: Stalemate::StalematerWins, ..RuleSet::modern() };
/// assert_ne!(mine, RuleSet::modern());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Taking en passant allowed or not.
    pub en_passant: EnPassant,
    /// Standard or Italian free castling.
    pub castling: Castling,
    /// Whether the giver of rook odds may still castle on the side of the
    /// missing rook, as if it stood on its square: the king then makes the
    /// castling move alone (Laws of the Game 8 and 16). The castling right
    /// to a missing rook is kept in the position; in FEN it is the usual
    /// letter (`K`, `Q`, `k`, `q`) with the rook's corner empty.
    pub castling_after_rook_odds: bool,
    /// Draw, win or loss for the side that stalemates.
    pub stalemate: Stalemate,
    /// Any piece or only lost pieces.
    pub promotion: Promotion,
    /// The fifty-move rule.
    pub fifty_moves: FiftyMoves,
    /// Whether a game where neither side can mate is drawn at once
    /// (Primer, c. 1900). If not, it goes on until another rule ends it.
    pub insufficient_material: bool,
    /// Whether the receiver of odds must keep his free first moves in his
    /// own half of the board (ranks 1 to 4 for White, 5 to 8 for Black), as
    /// Laws of the Game 15 orders for "three or more first moves". The core
    /// applies it only when the receiver has three or more free moves.
    pub odds_confined: bool,
    /// Whose laws a refusal or a verdict cites.
    pub law_book: LawBook,
}

/// Whose words the reasons cite: this book's law where it states the rule
/// the switches set; where the book answers the question another way, its
/// law and the law of a book that states that rule; where it is silent, a
/// law borrowed, Sarratt's (the fullest of the old codes) first. See
/// [`RuleSet::cite`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LawBook {
    /// The FIDE Laws of Chess of today.
    Modern,
    /// Sarratt (1808), laws 1-25.
    Sarratt,
    /// "Laws of the Game", 20 laws.
    LawsOfTheGame,
    /// The code of 24 laws.
    CodeOf24,
    /// The umpire code.
    UmpireCode,
    /// Ponziani (1782), the Italian laws (cited by number, never quoted).
    Ponziani,
}

impl LawBook {
    /// Every law book, Modern first.
    pub const ALL: [LawBook; 6] = [
        LawBook::Modern,
        LawBook::Sarratt,
        LawBook::LawsOfTheGame,
        LawBook::CodeOf24,
        LawBook::UmpireCode,
        LawBook::Ponziani,
    ];

    /// The book of laws this cites first.
    #[must_use]
    pub const fn book(self) -> Book {
        match self {
            LawBook::Modern => Book::Fide2023,
            LawBook::Sarratt => Book::Sarratt,
            LawBook::LawsOfTheGame => Book::LawsOfTheGame,
            LawBook::CodeOf24 => Book::CodeOf24,
            LawBook::UmpireCode => Book::UmpireCode,
            LawBook::Ponziani => Book::Ponziani,
        }
    }

    /// The law this book gives on `point`, or where an old code is silent,
    /// the law its presets borrow: Sarratt's (the presets take every rule
    /// they do not name from him), then the Code of 24's (the only old code
    /// that names men between king and rook). Modern cites the FIDE Laws
    /// only. This looks at the book alone: a refusal or a verdict, which
    /// must also weigh what the switches set, cites through
    /// [`RuleSet::cite`].
    ///
    /// ```
    /// use chess_laws_core::{Law, LawBook, RulePoint};
    /// // The Laws of the Game do not bar castling out of check: the rule is Sarratt's.
    /// assert_eq!(LawBook::LawsOfTheGame.cite(RulePoint::CastlingInCheck), Some(Law::sarratt(16)));
    /// assert_eq!(LawBook::Sarratt.cite(RulePoint::CastlingMenBetween), Some(Law::code_of_24(16)));
    /// assert_eq!(LawBook::Modern.cite(RulePoint::NoEnPassant), None);
    /// ```
    #[must_use]
    pub const fn cite(self, point: RulePoint) -> Option<Law> {
        if let Some(law) = self.book().law(point) {
            return Some(law);
        }
        if let LawBook::Modern = self {
            return None;
        }
        match Book::Sarratt.law(point) {
            Some(law) => Some(law),
            None => Book::CodeOf24.law(point),
        }
    }
}

/// How the law book a rule set cites stands to the rule its switches set
/// on a point: see [`RuleSet::cite`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// The law cited, if any, is the book's own and states the rule set
    /// here.
    Own,
    /// The book has no law on the question; the law cited is borrowed
    /// from a book that states the rule set here. `usual` when that rule
    /// is also today's.
    Silent {
        /// The silent book.
        book: Book,
        /// Whether the rule set here is today's on this question.
        usual: bool,
    },
    /// The book answers the question another way, by its law on `on`
    /// (the point asked, or another answer to its question); the law cited
    /// beside it is one that states the rule set here. The point is kept
    /// rather than the law, which [`Standing::contrary_law`] gives, so that
    /// a refusal stays small.
    Otherwise {
        /// The book that rules otherwise.
        book: Book,
        /// The point of its contrary law.
        on: RulePoint,
    },
}

impl Standing {
    /// The book's own law that rules otherwise, where it does.
    #[must_use]
    pub const fn contrary_law(self) -> Option<Law> {
        match self {
            Standing::Otherwise { book, on } => book.law(on),
            Standing::Own | Standing::Silent { .. } => None,
        }
    }
}

/// What a refusal or a verdict cites on a point under a rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cited {
    /// The law that states the rule set here, or `None` where no law is
    /// cited for it.
    pub law: Option<Law>,
    /// How the rule set's law book stands to that rule.
    pub standing: Standing,
}

impl Cited {
    /// No law cited, and none contrary.
    pub const NONE: Cited = Cited {
        law: None,
        standing: Standing::Own,
    };

    /// The citation in words, `on` naming what a silent book says nothing
    /// of ("stalemate", "en passant"); `None` where nothing is cited.
    #[must_use]
    pub fn words(&self, on: &str) -> Option<String> {
        if let Some(own) = self.standing.contrary_law() {
            return Some(otherwise_citation(own, self.law));
        }
        match (self.standing, self.law) {
            (_, None) => None,
            (Standing::Own | Standing::Otherwise { .. }, Some(law)) => Some(law.to_string()),
            (Standing::Silent { book, usual }, Some(law)) => {
                Some(borrowed_citation(book, on, law, usual))
            }
        }
    }
}

/// The books searched, in this order, for a law that states the rule a
/// switch sets where the chosen book does not: Sarratt and the Code of 24
/// first, as the presets borrow, then the other sources, Ponziani and the
/// FIDE Laws. A rule every code shares is borrowed as the presets borrow
/// it, from the first two alone ([`LawBook::cite`]).
const LENDERS: [Book; 7] = [
    Book::Sarratt,
    Book::CodeOf24,
    Book::LawsOfTheGame,
    Book::UmpireCode,
    Book::Primer,
    Book::Ponziani,
    Book::Fide2023,
];

impl RuleSet {
    /// The law a refusal or a verdict cites on `point`, and how the law
    /// book these rules cite stands to the rule their switches set:
    ///
    /// - its own law, where its law on the point states that rule;
    /// - [`Standing::Otherwise`], where its law on the point states another
    ///   answer, or it has none there but has a law on another answer to
    ///   the same question ([`RulePoint::answers`]) and none on this one:
    ///   the law cited beside it is one of another book that states the
    ///   rule set here, if any has it;
    /// - [`Standing::Silent`], where it has no law on the question: the law
    ///   of another book that states the rule set here is borrowed; for a
    ///   rule every code shares, Sarratt's or the Code of 24's, as
    ///   [`LawBook::cite`] borrows. Modern borrows none: it cites the FIDE
    ///   Laws only.
    ///
    /// ```
    /// use chess_laws_core::{Book, Castling, Cited, Law, LawBook, RuleSet, RulePoint, Stalemate, Standing};
    /// // The Code of 24's law 24 draws a stalemate: it is not silent.
    /// let rules = RuleSet { stalemate: Stalemate::StalematerWins, law_book: LawBook::CodeOf24, ..RuleSet::sarratt() };
    /// assert_eq!(
    ///     rules.cite(RulePoint::StalematerWins),
    ///     Cited { law: Some(Law::sarratt_note(24, "Turkey")), standing: Standing::Otherwise { book: Book::CodeOf24, on: RulePoint::StalemateDrawn } }
    /// );
    /// // The FIDE Laws' castling is the usual one, not Ponziani's.
    /// let rules = RuleSet { castling: Castling::Ponziani, ..RuleSet::modern() };
    /// assert_eq!(rules.cite(RulePoint::CastlingWays).standing.contrary_law(), Some(Law::fide("3.8.2")));
    /// // A preset cites as its law book does.
    /// assert_eq!(RuleSet::sarratt().cite(RulePoint::StalemateDrawn).law, Some(Law::sarratt(24)));
    /// ```
    #[must_use]
    pub fn cite(&self, point: RulePoint) -> Cited {
        let book = self.law_book.book();
        let own = book.law(point);
        if let Some(law) = own.filter(|&law| self.states(point, law)) {
            return Cited {
                law: Some(law),
                standing: Standing::Own,
            };
        }
        // The book's laws on the question, in the order of its answers.
        let on_question = point
            .answers()
            .iter()
            .filter_map(|&p| book.law(p).map(|law| (p, law)));
        // A law on the point that states another rule rules otherwise; so
        // does a law on another answer, unless another of the book's laws
        // there states the rule set here (the Code of 24's law 23 lifts
        // the count its law 22 keeps: a game without a count is its own
        // rule, on which it is only silent about claims).
        if own.is_some() || !on_question.clone().any(|(p, law)| self.states(p, law)) {
            let ruling = on_question
                .clone()
                .find(|&(p, law)| !self.states(p, law))
                .map(|(p, _)| p)
                .or(own.map(|_| point));
            if let Some(on) = ruling {
                return Cited {
                    law: self.stated_elsewhere(point),
                    standing: Standing::Otherwise { book, on },
                };
            }
        }
        if self.law_book == LawBook::Modern {
            return Cited::NONE;
        }
        let lenders = if point.answers().is_empty() {
            &LENDERS[..2]
        } else {
            &LENDERS[..]
        };
        match self.lent(point, lenders) {
            Some(law) => Cited {
                law: Some(law),
                standing: Standing::Silent {
                    book,
                    usual: self.is_usual_on(point),
                },
            },
            None => Cited::NONE,
        }
    }

    /// The law of a book other than the chosen one that states the rule
    /// set here on `point`, or failing that on another answer to its
    /// question (where the point asked is not the one the switch chose, as
    /// a claim refused under rules that count no moves).
    fn stated_elsewhere(&self, point: RulePoint) -> Option<Law> {
        std::iter::once(point)
            .chain(point.answers().iter().copied())
            .find_map(|p| self.lent(p, &LENDERS))
    }

    /// The first law on `point`, among the books `lenders` other than the
    /// chosen one, that states the rule set here.
    fn lent(&self, point: RulePoint, lenders: &[Book]) -> Option<Law> {
        let book = self.law_book.book();
        lenders
            .iter()
            .filter(|&&lender| lender != book)
            .find_map(|lender| lender.law(point).filter(|&law| self.states(point, law)))
    }

    /// Whether `law`, a book's law on `point`, states the rule these
    /// switches set. A point that names one answer (no en passant, the
    /// stalemater wins) states it in any book; under the ways of castling,
    /// the notice and the waiting pawn the books give different answers,
    /// and the law's book says which. A point every code answers alike
    /// states the rule of any rule set.
    #[must_use]
    pub fn states(&self, point: RulePoint, law: Law) -> bool {
        use RulePoint as P;
        match point {
            P::EnPassant => self.en_passant == EnPassant::Allowed,
            P::NoEnPassant => self.en_passant == EnPassant::Forbidden,
            // Sarratt 16 gives the usual castling and reports the four
            // Italian ways; the FIDE Laws give the usual one; Ponziani IV
            // his own.
            P::CastlingWays => match law.book {
                Book::Fide2023 => self.castling == Castling::Standard,
                Book::Sarratt => {
                    matches!(self.castling, Castling::Standard | Castling::ItalianFree)
                }
                Book::Ponziani => self.castling == Castling::Ponziani,
                Book::LawsOfTheGame | Book::CodeOf24 | Book::UmpireCode | Book::Primer => false,
            },
            P::CastlingAttacksMan => self.castling == Castling::Ponziani,
            P::RookOddsCastling => self.castling_after_rook_odds,
            P::PromotionAnyPiece => self.promotion == Promotion::AnyPiece,
            // A pawn must name a piece in every code; Ponziani's III lets it
            // wait unnamed where nothing is missing, as the rule of lost
            // pieces does, never where any piece may be had.
            P::PromotionRequired => {
                law.book != Book::Ponziani || self.promotion != Promotion::AnyPiece
            }
            // Sarratt's N.B. reports the rule of a lost piece; Ponziani's
            // III is his own, whose naming is no move.
            P::PromotionLostOnly => match law.book {
                Book::Ponziani => self.promotion == Promotion::MissingPiece,
                Book::Sarratt
                | Book::LawsOfTheGame
                | Book::CodeOf24
                | Book::UmpireCode
                | Book::Primer
                | Book::Fide2023 => self.promotion == Promotion::OnlyLostPieces,
            },
            P::StalemateDrawn => self.stalemate == Stalemate::Draw,
            P::StalematerWins => self.stalemate == Stalemate::StalematerWins,
            P::StalematerLoses => self.stalemate == Stalemate::StalematerLoses,
            P::FiftyMovesInEndings => {
                self.fifty_moves == FiftyMoves::NamedEndings { on_notice: false }
            }
            P::FiftyMovesOnNotice => {
                self.fifty_moves == FiftyMoves::NamedEndings { on_notice: true }
            }
            // The umpire code's notice is the demand to the umpire; the
            // Laws of the Game's starts the count in a named ending.
            P::Notice => match law.book {
                Book::UmpireCode => self.fifty_moves == FiftyMoves::OnDemand,
                Book::Sarratt
                | Book::LawsOfTheGame
                | Book::CodeOf24
                | Book::Primer
                | Book::Fide2023
                | Book::Ponziani => {
                    self.fifty_moves == FiftyMoves::NamedEndings { on_notice: true }
                }
            },
            // The umpire code answers a line of play repeated with its
            // demand of fifty additional moves, not with a draw.
            P::ThreefoldRepetition | P::FivefoldRepetition if law.book == Book::UmpireCode => {
                self.fifty_moves == FiftyMoves::OnDemand
            }
            P::FiftyMovesClaim
            | P::SeventyFiveMoves
            | P::ThreefoldRepetition
            | P::FivefoldRepetition => self.fifty_moves == FiftyMoves::Modern,
            P::FiftyMovesOnDemand => self.fifty_moves == FiftyMoves::OnDemand,
            P::NoMoveLimit => self.fifty_moves == FiftyMoves::None,
            P::LoneKingFiftyMoves => self.fifty_moves == FiftyMoves::LoneKing,
            P::InsufficientMaterial => self.insufficient_material,
            P::OddsConfinement => self.odds_confined,
            P::OwnMan
            | P::AdversarysMan
            | P::FalseMove
            | P::KingIntoCheck
            | P::PinnedMan
            | P::PinnedManChecking
            | P::CheckNotMet
            | P::CastlingAfterMoving
            | P::CastlingInCheck
            | P::CastlingThroughAttack
            | P::CastlingMenBetween
            | P::PromotionNoKing
            | P::Checkmate
            | P::OddsWhichMan
            | P::OddsFirstMove
            | P::OddsForgotten => true,
        }
    }

    /// Whether the rule set here answers `point`'s question as today's
    /// rules do: every law on the question states it exactly when it
    /// states today's rule.
    fn is_usual_on(&self, point: RulePoint) -> bool {
        let today = RuleSet::modern();
        point.answers().iter().all(|&p| {
            Book::ALL
                .iter()
                .filter_map(|book| book.law(p))
                .all(|law| self.states(p, law) == today.states(p, law))
        })
    }
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet::modern()
    }
}

impl RuleSet {
    /// The rules of today, the reference of every comparison.
    pub const fn modern() -> RuleSet {
        RuleSet {
            en_passant: EnPassant::Allowed,
            castling: Castling::Standard,
            castling_after_rook_odds: false,
            stalemate: Stalemate::Draw,
            promotion: Promotion::AnyPiece,
            fifty_moves: FiftyMoves::Modern,
            insufficient_material: true,
            odds_confined: false,
            law_book: LawBook::Modern,
        }
    }

    /// Ponziani's Italian laws (1782): passar battaglia, sixteen free
    /// castlings under law V, promotion to a missing piece, a lone king's
    /// fifty moves, and the game drawn when mate cannot be given; the rest
    /// (stalemate drawn, the bars on check) as in Sarratt.
    pub const fn ponziani() -> RuleSet {
        RuleSet {
            en_passant: EnPassant::Forbidden,
            castling: Castling::Ponziani,
            castling_after_rook_odds: false,
            stalemate: Stalemate::Draw,
            promotion: Promotion::MissingPiece,
            fifty_moves: FiftyMoves::LoneKing,
            insufficient_material: true,
            odds_confined: false,
            law_book: LawBook::Ponziani,
        }
    }

    /// Sarratt's code (1808): England, France and Holland.
    pub const fn sarratt() -> RuleSet {
        RuleSet {
            fifty_moves: FiftyMoves::NamedEndings { on_notice: false },
            insufficient_material: false,
            law_book: LawBook::Sarratt,
            ..RuleSet::modern()
        }
    }
}

impl RuleSet {
    /// What these rules change from the rules of today, in a reader's
    /// words, each with its law from the law table of [`RuleSet::law_book`]:
    /// derived from [`SWITCHES`], one sentence or two for each switch whose
    /// value is not today's (which book the reasons cite is no change of
    /// play).
    ///
    /// ```
    /// use chess_laws_core::{Code, RuleSet, Stalemate};
    /// let turkey = RuleSet { stalemate: Stalemate::StalematerWins, ..Code::Sarratt.rules() };
    /// assert!(turkey.changes_from_modern()[0].starts_with("He who stalemates his adversary wins"));
    /// assert!(RuleSet::modern().changes_from_modern().is_empty());
    /// ```
    #[must_use]
    pub fn changes_from_modern(&self) -> Vec<String> {
        self.changes().map(|change| change.describe(self)).collect()
    }

    /// What these rules change from the rules of today, each change with
    /// the law it rests on: the matter of
    /// [`changes_from_modern`](RuleSet::changes_from_modern), for a page
    /// that links each law to its text.
    pub fn changes(&self) -> impl Iterator<Item = Change> + '_ {
        // Today's value of every switch changes nothing (its `changes` is
        // empty), so no comparison with today's rules is needed.
        SWITCHES
            .iter()
            .flat_map(|switch| (switch.changes)(self))
            .copied()
    }
}

/// One thing a rule switch's value changes from the rules of today, in a
/// reader's words, and the law it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    /// The change, e.g. "He who stalemates his adversary wins the game".
    pub says: &'static str,
    /// Where the law of the change is found.
    pub rests_on: RestsOn,
}

/// The law a [`Change`] rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestsOn {
    /// The code's own law for this point, from its law book's table.
    Point(RulePoint),
    /// No law of the code says it; this book has one (a rule the code
    /// lacks, such as the drawn dead position).
    OnlyIn(Law),
}

impl Change {
    const fn new(says: &'static str, point: RulePoint) -> Change {
        Change {
            says,
            rests_on: RestsOn::Point(point),
        }
    }

    /// The law the change cites under the law book `book`: the code's own
    /// law for its point, if the book has one, or the law of the book that
    /// alone has one.
    #[must_use]
    pub fn citing(self, book: LawBook) -> Option<Citing> {
        match self.rests_on {
            RestsOn::Point(point) => book.cite(point).map(Citing::Own),
            RestsOn::OnlyIn(law) => Some(Citing::OnlyIn(law)),
        }
    }

    /// The change with its law: the law that states it, as `rules` cite
    /// it ([`RuleSet::cite`]), never a law of their book that rules
    /// otherwise.
    fn describe(self, rules: &RuleSet) -> String {
        let law = match self.rests_on {
            RestsOn::Point(point) => rules.cite(point).law.map(Citing::Own),
            RestsOn::OnlyIn(law) => Some(Citing::OnlyIn(law)),
        };
        match law {
            Some(Citing::Own(law)) => format!("{} ({law})", self.says),
            Some(Citing::OnlyIn(law)) => {
                format!("{} (the {} has one)", self.says, law.book.short_name())
            }
            None => self.says.to_string(),
        }
    }
}

/// How a [`Change`] cites its law.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Citing {
    /// The code's own law: "(Sarratt (1808), law 23)".
    Own(Law),
    /// The code has no law on it; this law of another book has: "(the
    /// Primer (c. 1900) has one)", naming the book only.
    OnlyIn(Law),
}

/// A named code: a preset of every switch, with its source.
///
/// ```
/// use chess_laws_core::Code;
/// for code in Code::ALL {
///     assert_eq!(Code::from_id(code.id()), Some(code));
///     assert!(!code.source().is_empty());
/// }
/// assert!(Code::Modern.changes_from_modern().is_empty());
/// assert!(Code::Italy.changes_from_modern().iter().any(|c| c.contains("passar battaglia")));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// The rules of today.
    Modern,
    /// England, France and Holland, after Sarratt (1808).
    Sarratt,
    /// Italy, as Sarratt reports it: no en passant, free castling.
    Italy,
    /// Italy as the Italians wrote it: Ponziani's laws (1782).
    ItalyPonziani,
    /// The club at Parsloe's Hotel: he who stalemates loses.
    Parsloe,
    /// Turkey, as Sarratt reports it: he who stalemates wins.
    Turkey,
    /// "Laws of the Game", an English code of 20 laws, several of them on odds.
    LawsOfTheGame,
    /// The code of 24 laws printed in a games book of the 19th century.
    CodeOf24,
    /// Sarratt's code with the promotion rule he rejects: only to a lost
    /// piece.
    LostPiecesOnly,
    /// The umpire code: fifty additional moves on a demand to the umpire;
    /// the rules it does not state are Sarratt's.
    UmpireCode,
    /// The code of 24 laws for a game engaged to mate with a particular man
    /// or on a particular square (law 23): no count of moves.
    CodeOf24Engaged,
}

impl Code {
    /// Every code, Modern first.
    pub const ALL: [Code; 11] = [
        Code::Modern,
        Code::Sarratt,
        Code::Italy,
        Code::ItalyPonziani,
        Code::Parsloe,
        Code::Turkey,
        Code::LawsOfTheGame,
        Code::CodeOf24,
        Code::LostPiecesOnly,
        Code::UmpireCode,
        Code::CodeOf24Engaged,
    ];

    /// A stable, url-safe name.
    pub const fn id(self) -> &'static str {
        match self {
            Code::Modern => "modern",
            Code::Sarratt => "sarratt",
            Code::Italy => "italy",
            Code::ItalyPonziani => "italy-ponziani",
            Code::Parsloe => "parsloe",
            Code::Turkey => "turkey",
            Code::LawsOfTheGame => "laws-of-the-game",
            Code::CodeOf24 => "code-of-24",
            Code::LostPiecesOnly => "lost-pieces-only",
            Code::UmpireCode => "umpire-code",
            Code::CodeOf24Engaged => "code-of-24-engaged",
        }
    }

    /// The code of an [`id`](Code::id).
    pub fn from_id(id: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The name a reader sees.
    pub const fn name(self) -> &'static str {
        match self {
            Code::Modern => "Modern",
            Code::Sarratt => "Sarratt (England)",
            Code::Italy => "Italy (Sarratt)",
            Code::ItalyPonziani => "Italy (Ponziani)",
            Code::Parsloe => "Parsloe's club",
            Code::Turkey => "Turkey",
            Code::LawsOfTheGame => "Laws of the Game",
            Code::CodeOf24 => "Code of 24 laws",
            Code::LostPiecesOnly => "Lost pieces only",
            Code::UmpireCode => "Umpire code",
            Code::CodeOf24Engaged => "Code of 24, a game engaged",
        }
    }

    /// Where the code comes from, with the laws it rests on.
    ///
    /// Italy, Parsloe's and Turkey are Sarratt's reports of a few rules of
    /// those places; every other rule of those presets is borrowed from
    /// Sarratt's own code, and the source says so.
    #[must_use]
    pub fn source(self) -> String {
        const BORROWED: &str = "every other rule borrowed from Sarratt's own code, and the bar \
                                on men between king and rook from the Code of 24";
        match self {
            Code::Modern => format!(
                "The rules of today, the reference for every comparison: the {}",
                Book::Fide2023
            ),
            Code::Sarratt => format!(
                "J. H. Sarratt, A Treatise on the Game of Chess (1808), laws 1-25; his castling \
                 is \"the only method of castling which is allowed in Great Britain, France, and \
                 Holland\" ({})",
                Law::sarratt(16)
            ),
            Code::Italy => format!(
                "{} (passar battaglia), {} (the four ways of castling) and {} (stalemate drawn \
                 in Italy); {BORROWED}",
                Law::sarratt_nb(15),
                Law::sarratt(16),
                Law::sarratt(24)
            ),
            Code::ItalyPonziani => format!(
                "D. L. Ponziani, Il giuoco incomparabile degli scacchi (2nd ed., Modena, 1782), \
                 the laws of the \"autore modenese\", stated in our words and never quoted: \
                 {} (passar battaglia), {} (promotion to a missing piece), {} and {} (free \
                 castling and its bars), laws 17-18 of the summary (a lone king's fifty moves); \
                 stalemate drawn in Italy ({}); every other rule borrowed from Sarratt's code",
                Law::ponziani(2),
                Law::ponziani(3),
                Law::ponziani(4),
                Law::ponziani(5),
                Law::sarratt(24)
            ),
            Code::Parsloe => format!(
                "{}: the club at Parsloe's Hotel; {BORROWED}",
                Law::sarratt_note(24, "Parsloe's")
            ),
            Code::Turkey => format!("{}; {BORROWED}", Law::sarratt_note(24, "Turkey")),
            Code::LawsOfTheGame => {
                "\"Laws of the Game\", an English code of 20 laws, several of them on odds; the \
                 rules it lacks (en passant, promotion, the ways of castling and the bars law 8 \
                 does not name) are Sarratt's, and the bar on men between king and rook the Code \
                 of 24's"
                    .to_string()
            }
            Code::CodeOf24 => {
                "A code of 24 laws printed in a 19th-century games book; the rules it lacks \
                 are Sarratt's"
                    .to_string()
            }
            Code::LostPiecesOnly => format!(
                "{}: the rule of \"some persons\", which Sarratt rejects as an absurdity; \
                 {BORROWED}",
                Law::sarratt_nb(22)
            ),
            Code::UmpireCode => format!(
                "An umpire-era code in sections: {} and {}; every other rule borrowed from \
                 Sarratt's own code, and the bar on men between king and rook from the Code of \
                 24 (a reading: the sections say nothing of castling, en passant or \
                 promotion)",
                Law::umpire("Counting Fifty Moves"),
                Law::umpire("Stale-Mate")
            ),
            Code::CodeOf24Engaged => format!(
                "The code of 24 laws for a game engaged to mate with a particular man or on a \
                 particular square ({}): the count of fifty moves of law 22 is lifted",
                Law::code_of_24(23)
            ),
        }
    }

    /// The rules of the code.
    pub const fn rules(self) -> RuleSet {
        let sarratt = RuleSet::sarratt();
        match self {
            Code::Modern => RuleSet::modern(),
            Code::Sarratt => sarratt,
            Code::CodeOf24 => RuleSet {
                law_book: LawBook::CodeOf24,
                ..sarratt
            },
            Code::Italy => RuleSet {
                en_passant: EnPassant::Forbidden,
                castling: Castling::ItalianFree,
                ..sarratt
            },
            Code::ItalyPonziani => RuleSet::ponziani(),
            Code::Parsloe => RuleSet {
                stalemate: Stalemate::StalematerLoses,
                ..sarratt
            },
            Code::Turkey => RuleSet {
                stalemate: Stalemate::StalematerWins,
                ..sarratt
            },
            Code::LawsOfTheGame => RuleSet {
                castling_after_rook_odds: true,
                fifty_moves: FiftyMoves::NamedEndings { on_notice: true },
                odds_confined: true,
                law_book: LawBook::LawsOfTheGame,
                ..sarratt
            },
            Code::LostPiecesOnly => RuleSet {
                promotion: Promotion::OnlyLostPieces,
                ..sarratt
            },
            Code::UmpireCode => RuleSet {
                fifty_moves: FiftyMoves::OnDemand,
                law_book: LawBook::UmpireCode,
                ..sarratt
            },
            Code::CodeOf24Engaged => RuleSet {
                fifty_moves: FiftyMoves::None,
                law_book: LawBook::CodeOf24,
                ..sarratt
            },
        }
    }

    /// What the code changes from Modern, in a reader's words, each with
    /// its law from the law table (see [`RuleSet::changes_from_modern`]).
    #[must_use]
    pub fn changes_from_modern(self) -> Vec<String> {
        self.rules().changes_from_modern()
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The values of one rule switch: every value, a stable slug for links
/// and a label for a reader.
pub trait SwitchValue: Copy + PartialEq + 'static {
    /// Every value, the modern one first where there is one.
    const ALL: &'static [Self];
    /// A stable, URL-safe name, e.g. `"free"`.
    fn slug(self) -> &'static str;
    /// The value in a reader's words, e.g. `"Italian free castling"`.
    fn label(self) -> &'static str;
    /// What the value changes from the rules of today, each change with the
    /// point of law it rests on; nothing for today's value.
    fn changes(self) -> &'static [Change] {
        &[]
    }
}

/// The fifty moves of the old English codes. Their laws name the endings
/// but not when the count begins, nor whom the two bishops or the knight
/// and bishop face (Sarratt 23 says "against the King"; the Code of 24, 22
/// does not): the start is marked as this edition's reading.
const NAMED_ENDINGS: Change = Change::new(
    "Fifty moves only in the named endings (R+B v R, both bishops, knight and bishop, &c.), \
     counted, as read here, from the moment the ending stands",
    RulePoint::FiftyMovesInEndings,
);

impl SwitchValue for EnPassant {
    const ALL: &'static [EnPassant] = &[EnPassant::Allowed, EnPassant::Forbidden];
    fn slug(self) -> &'static str {
        match self {
            EnPassant::Allowed => "yes",
            EnPassant::Forbidden => "no",
        }
    }
    fn label(self) -> &'static str {
        match self {
            EnPassant::Allowed => "Allowed",
            EnPassant::Forbidden => "Forbidden (passar battaglia)",
        }
    }
    fn changes(self) -> &'static [Change] {
        match self {
            EnPassant::Allowed => &[],
            EnPassant::Forbidden => {
                const {
                    &[Change::new(
                        "No en passant: the pawn passes the battle, passar battaglia",
                        RulePoint::NoEnPassant,
                    )]
                }
            }
        }
    }
}

impl SwitchValue for Castling {
    const ALL: &'static [Castling] = &[
        Castling::Standard,
        Castling::ItalianFree,
        Castling::Ponziani,
    ];
    fn slug(self) -> &'static str {
        match self {
            Castling::Standard => "standard",
            Castling::ItalianFree => "free",
            Castling::Ponziani => "ponziani",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Castling::Standard => "Standard",
            Castling::ItalianFree => "Italian free castling",
            Castling::Ponziani => "Ponziani's sixteen ways",
        }
    }
    fn changes(self) -> &'static [Change] {
        match self {
            Castling::Standard => &[],
            Castling::ItalianFree => {
                const {
                    &[Change::new(
                "Free castling: king to g1 or h1, rook to f1 or e1, four ways on each side (the \
                 queen's side mirrored, an interpretation)",
                RulePoint::CastlingWays,
            )]
                }
            }
            Castling::Ponziani => {
                const {
                    &[
                Change::new(
                    "Free castling: the king to any square up to the rook's, the rook between \
                     the king's new and old squares, six ways on the king's side and ten on the \
                     queen's",
                    RulePoint::CastlingWays,
                ),
                Change::new(
                    "No castling after which the king or the rook at once attacks an enemy man; \
                     none once king or rook has moved, even if it came back",
                    RulePoint::CastlingAttacksMan,
                ),
            ]
                }
            }
        }
    }
}

impl SwitchValue for Stalemate {
    const ALL: &'static [Stalemate] = &[
        Stalemate::Draw,
        Stalemate::StalematerWins,
        Stalemate::StalematerLoses,
    ];
    fn slug(self) -> &'static str {
        match self {
            Stalemate::Draw => "draw",
            Stalemate::StalematerWins => "win",
            Stalemate::StalematerLoses => "loss",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Stalemate::Draw => "Drawn",
            Stalemate::StalematerWins => "Won by the stalemater",
            Stalemate::StalematerLoses => "Lost by the stalemater",
        }
    }
    fn changes(self) -> &'static [Change] {
        match self {
            Stalemate::Draw => &[],
            Stalemate::StalematerWins => {
                const {
                    &[Change::new(
                        "He who stalemates his adversary wins the game",
                        RulePoint::StalematerWins,
                    )]
                }
            }
            Stalemate::StalematerLoses => {
                const {
                    &[Change::new(
                        "He who stalemates his adversary loses the game",
                        RulePoint::StalematerLoses,
                    )]
                }
            }
        }
    }
}

impl SwitchValue for Promotion {
    const ALL: &'static [Promotion] = &[
        Promotion::AnyPiece,
        Promotion::OnlyLostPieces,
        Promotion::MissingPiece,
    ];
    fn slug(self) -> &'static str {
        match self {
            Promotion::AnyPiece => "any",
            Promotion::OnlyLostPieces => "lost",
            Promotion::MissingPiece => "missing",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Promotion::AnyPiece => "Any piece",
            Promotion::OnlyLostPieces => "Only a piece already lost",
            Promotion::MissingPiece => "A missing piece, named freely (Ponziani)",
        }
    }
    fn changes(self) -> &'static [Change] {
        match self {
            Promotion::AnyPiece => &[],
            Promotion::OnlyLostPieces => {
                const {
                    &[Change::new(
                "A pawn on the last rank may become only a piece already lost; if none is lost \
                 it waits there, a non-descript",
                RulePoint::PromotionLostOnly,
            )]
                }
            }
            Promotion::MissingPiece => {
                const {
                    &[Change::new(
                "A pawn on the last rank becomes only a missing piece, never a second bishop on \
                 the colour of the one left; if nothing is missing it waits, and its naming \
                 later is not a move. A piece so named may give check with its owner still to \
                 move: our reading lets the check stand from the naming, to be met after his \
                 move; another counts it only from that move, with the same play",
                RulePoint::PromotionLostOnly,
            )]
                }
            }
        }
    }
}

impl SwitchValue for FiftyMoves {
    const ALL: &'static [FiftyMoves] = &[
        FiftyMoves::Modern,
        FiftyMoves::NamedEndings { on_notice: false },
        FiftyMoves::NamedEndings { on_notice: true },
        FiftyMoves::OnDemand,
        FiftyMoves::None,
        FiftyMoves::LoneKing,
    ];
    fn slug(self) -> &'static str {
        match self {
            FiftyMoves::Modern => "modern",
            FiftyMoves::NamedEndings { on_notice: false } => "endings",
            FiftyMoves::NamedEndings { on_notice: true } => "notice",
            FiftyMoves::OnDemand => "demand",
            FiftyMoves::None => "none",
            FiftyMoves::LoneKing => "loneking",
        }
    }
    fn label(self) -> &'static str {
        match self {
            FiftyMoves::Modern => "Modern",
            FiftyMoves::NamedEndings { on_notice: false } => "Named endings only",
            FiftyMoves::NamedEndings { on_notice: true } => "Named endings, on notice",
            FiftyMoves::OnDemand => "Fifty more, on demand to the umpire",
            FiftyMoves::None => "None",
            FiftyMoves::LoneKing => "A lone king may claim after fifty",
        }
    }
    fn changes(self) -> &'static [Change] {
        match self {
            FiftyMoves::Modern => &[],
            FiftyMoves::NamedEndings { on_notice: false } => &[NAMED_ENDINGS],
            FiftyMoves::NamedEndings { on_notice: true } => {
                const {
                    &[Change::new(
                "Fifty moves only in the named endings (K+Q v K, R+B v R, B+B v K, N+B v K), \
                 counted from the notice the defender gives",
                RulePoint::FiftyMovesOnNotice,
            )]
                }
            }
            FiftyMoves::OnDemand => {
                const {
                    &[Change::new(
                "Fifty additional moves on each side, on a demand to the umpire, drawn at their \
                 end unless mate be effected; the law asks the umpire's judgment of the game, \
                 here taken as granted in any position (a reading)",
                RulePoint::FiftyMovesOnDemand,
            )]
                }
            }
            FiftyMoves::None => {
                const {
                    &[Change::new(
                "A game engaged to mate with a particular man or on a particular square: no \
                 limit of moves",
                RulePoint::NoMoveLimit,
            )]
                }
            }
            FiftyMoves::LoneKing => {
                const {
                    &[Change::new(
                "A lone king may claim a draw after fifty moves; the summary's draw in other \
                 endings of certain result is not played",
                RulePoint::LoneKingFiftyMoves,
            )]
                }
            }
        }
    }
}

impl SwitchValue for LawBook {
    const ALL: &'static [LawBook] = &LawBook::ALL;
    /// The short form of custom rules' links (`laws-lotg`), kept as links
    /// already published write it.
    fn slug(self) -> &'static str {
        match self {
            LawBook::Modern => "modern",
            LawBook::Sarratt => "sarratt",
            LawBook::LawsOfTheGame => "lotg",
            LawBook::CodeOf24 => "code24",
            LawBook::UmpireCode => "umpire",
            LawBook::Ponziani => "ponziani",
        }
    }
    /// The book's own short name.
    fn label(self) -> &'static str {
        self.book().short_name()
    }
}

/// A yes-or-no switch; the labels are the switch's own.
impl SwitchValue for bool {
    const ALL: &'static [bool] = &[true, false];
    fn slug(self) -> &'static str {
        if self {
            "yes"
        } else {
            "no"
        }
    }
    fn label(self) -> &'static str {
        if self {
            "Yes"
        } else {
            "No"
        }
    }
}

/// One choice of a switch: its slug and its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value in links, e.g. `"free"`.
    pub slug: &'static str,
    /// The value in a reader's words.
    pub label: &'static str,
}

/// One rule switch of a [`RuleSet`]: its key in links, its label, its
/// choices, and how to read and set it. [`SWITCHES`] lists them all; the
/// link reader and writer and the free-play form use only that list.
#[derive(Clone, Copy)]
pub struct Switch {
    /// The key in links, e.g. `"castling"`.
    pub key: &'static str,
    /// The switch in a reader's words.
    pub label: &'static str,
    choices: fn() -> Vec<Choice>,
    get: fn(&RuleSet) -> &'static str,
    set: fn(&mut RuleSet, &str) -> bool,
    /// What the switch's value in a rule set changes from today's rules.
    changes: fn(&RuleSet) -> &'static [Change],
}

impl Switch {
    /// Every choice, in order.
    #[must_use]
    pub fn choices(&self) -> Vec<Choice> {
        (self.choices)()
    }

    /// The slug of the value `rules` has.
    #[must_use]
    pub fn get(&self, rules: &RuleSet) -> &'static str {
        (self.get)(rules)
    }

    /// Sets the switch to the value with this slug; `false` (and nothing
    /// changed) if the switch has no such value.
    pub fn set(&self, rules: &mut RuleSet, slug: &str) -> bool {
        (self.set)(rules, slug)
    }

    /// The switch with this key.
    #[must_use]
    pub fn by_key(key: &str) -> Option<&'static Switch> {
        SWITCHES.iter().find(|s| s.key == key)
    }
}

impl fmt::Debug for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Switch").field("key", &self.key).finish()
    }
}

fn choices_of<T: SwitchValue>(labels: Option<[&'static str; 2]>) -> Vec<Choice> {
    T::ALL
        .iter()
        .enumerate()
        .map(|(i, v)| Choice {
            slug: v.slug(),
            label: labels.and_then(|l| l.get(i).copied()).unwrap_or(v.label()),
        })
        .collect()
}

fn find<T: SwitchValue>(slug: &str) -> Option<T> {
    T::ALL.iter().copied().find(|v| v.slug() == slug)
}

/// A switch on one field of a [`RuleSet`]; for a yes-or-no field, the
/// labels of yes and no and what the field's value changes from today.
macro_rules! switch {
    ($key:literal, $label:literal, $field:ident: $ty:ty) => {
        switch!($key, $label, $field: $ty, None, |rules| rules.$field.changes())
    };
    ($key:literal, $label:literal, $field:ident: $ty:ty, $labels:expr, $changes:expr) => {
        Switch {
            key: $key,
            label: $label,
            changes: $changes,
            choices: || choices_of::<$ty>($labels),
            get: |rules| rules.$field.slug(),
            set: |rules, slug| match find::<$ty>(slug) {
                Some(value) => {
                    rules.$field = value;
                    true
                }
                None => false,
            },
        }
    };
}

/// Every rule switch of a [`RuleSet`], in the order a form shows them.
///
/// ```
/// use chess_laws_core::{Castling, RuleSet, Switch, SWITCHES};
/// let mut rules = RuleSet::modern();
/// let castling = Switch::by_key("castling").unwrap();
/// assert!(castling.set(&mut rules, "free"));
/// assert_eq!(rules.castling, Castling::ItalianFree);
/// assert_eq!(castling.get(&rules), "free");
/// assert!(!castling.set(&mut rules, "sideways"));
/// assert_eq!(SWITCHES.len(), 9);
/// ```
pub static SWITCHES: [Switch; 9] = [
    switch!("ep", "En passant", en_passant: EnPassant),
    switch!("castling", "Castling", castling: Castling),
    switch!(
        "rookodds",
        "Castling after rook odds",
        castling_after_rook_odds: bool,
        Some(["Yes, as if the rook stood there", "No"]),
        |rules| if rules.castling_after_rook_odds {
            const { &[Change::new(
                "The giver of rook odds may castle on that side as if the rook stood on its \
                 square: the king moves alone",
                RulePoint::RookOddsCastling,
            )] }
        } else {
            &[]
        }
    ),
    switch!("stalemate", "Stalemate", stalemate: Stalemate),
    switch!("promotion", "Promotion", promotion: Promotion),
    switch!("fifty", "Fifty moves", fifty_moves: FiftyMoves),
    switch!(
        "dead",
        "Insufficient material",
        insufficient_material: bool,
        Some(["Drawn", "Not recognised"]),
        |rules| if rules.insufficient_material {
            &[]
        } else {
            const { &[Change {
                says: "A game where neither side can mate is not drawn at once: it goes on, for \
                       this code has no law on it",
                rests_on: RestsOn::OnlyIn(Law::PRIMER_STALEMATE),
            }] }
        }
    ),
    switch!(
        "confined",
        "Odds moves confined",
        odds_confined: bool,
        Some(["To one's own half", "No"]),
        |rules| if rules.odds_confined {
            const { &[Change::new(
                "Three or more free first moves given with the odds must stay in the \
                 receiver's own half of the board; the law names the odds of the pawn, and \
                 confining them at other odds is a reading",
                RulePoint::OddsConfinement,
            )] }
        } else {
            &[]
        }
    ),
    switch!("laws", "Reasons cite", law_book: LawBook),
];

/// Custom rules as `ep-no.castling-free.rookodds-yes.stalemate-win.promotion-lost.fifty-notice.dead-no.confined-yes.laws-sarratt`:
/// every switch of [`SWITCHES`], in its order.
pub fn rules_id(rules: &RuleSet) -> String {
    SWITCHES
        .iter()
        .map(|switch| format!("{}-{}", switch.key, switch.get(rules)))
        .collect::<Vec<_>>()
        .join(".")
}

/// Reads [`rules_id`]'s form; switches left out keep their modern value,
/// and a switch given twice takes its later value. `None` if a key or a
/// value is unknown.
pub fn read_rules(text: &str) -> Option<RuleSet> {
    let mut rules = RuleSet::modern();
    for switch in text.split('.').filter(|s| !s.is_empty()) {
        let (key, value) = switch.split_once('-')?;
        if !Switch::by_key(key)?.set(&mut rules, value) {
            return None;
        }
    }
    Some(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_of_a_rule_set_has_its_switch() {
        // A field added to RuleSet fails to compile here: give it a switch
        // in SWITCHES, then name it below.
        let RuleSet {
            en_passant: _,
            castling: _,
            castling_after_rook_odds: _,
            stalemate: _,
            promotion: _,
            fifty_moves: _,
            insufficient_material: _,
            odds_confined: _,
            law_book: _,
        } = RuleSet::modern();
        assert_eq!(SWITCHES.len(), 9);
        let keys: std::collections::HashSet<_> = SWITCHES.iter().map(|s| s.key).collect();
        assert_eq!(keys.len(), SWITCHES.len());
        // Each switch moves its own field, and every choice round-trips.
        for switch in &SWITCHES {
            for choice in switch.choices() {
                let mut rules = RuleSet::modern();
                assert!(switch.set(&mut rules, choice.slug), "{}", switch.key);
                assert_eq!(switch.get(&rules), choice.slug);
                let others_moved = SWITCHES
                    .iter()
                    .filter(|o| o.key != switch.key)
                    .any(|o| o.get(&rules) != o.get(&RuleSet::modern()));
                assert!(!others_moved, "{} moves another switch", switch.key);
            }
        }
        // Every code's rules are rebuilt from the switches alone.
        for code in Code::ALL {
            let mut rules = RuleSet {
                en_passant: EnPassant::Forbidden,
                castling: Castling::ItalianFree,
                castling_after_rook_odds: true,
                stalemate: Stalemate::StalematerLoses,
                promotion: Promotion::OnlyLostPieces,
                fifty_moves: FiftyMoves::None,
                insufficient_material: false,
                odds_confined: true,
                law_book: LawBook::CodeOf24,
            };
            for switch in &SWITCHES {
                switch.set(&mut rules, switch.get(&code.rules()));
            }
            assert_eq!(rules, code.rules(), "{code}");
        }
    }

    /// Whether `point` arises under `rules`: a rule of every code, or one
    /// some book states as these switches set it.
    fn arises(rules: &RuleSet, point: RulePoint) -> bool {
        point.answers().is_empty()
            || Book::ALL
                .iter()
                .any(|book| book.law(point).is_some_and(|law| rules.states(point, law)))
    }

    #[test]
    fn every_preset_cites_as_its_law_book_does() {
        for code in Code::ALL {
            let rules = code.rules();
            let book = rules.law_book.book();
            for point in RulePoint::ALL.into_iter().filter(|&p| arises(&rules, p)) {
                let cited = rules.cite(point);
                let expected = match rules.law_book.cite(point) {
                    Some(law) if law.book == book => Cited {
                        law: Some(law),
                        standing: Standing::Own,
                    },
                    Some(law) => Cited {
                        law: Some(law),
                        standing: Standing::Silent { book, usual: true },
                    },
                    None => Cited::NONE,
                };
                assert_eq!(cited, expected, "{code}: {point:?}");
            }
            for change in rules.changes() {
                if let RestsOn::Point(point) = change.rests_on {
                    assert_eq!(
                        rules.cite(point).law,
                        rules.law_book.cite(point),
                        "{code}: {point:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_book_rules_otherwise_where_it_answers_the_question_another_way() {
        let otherwise = |rules: RuleSet, point: RulePoint| rules.cite(point).standing;
        let code_of_24 = Code::CodeOf24.rules();
        // Law 24 draws the stalemate; law 15 takes en passant; law 21 gives
        // any piece.
        assert_eq!(
            otherwise(
                RuleSet {
                    stalemate: Stalemate::StalematerLoses,
                    ..code_of_24
                },
                RulePoint::StalematerLoses
            ),
            Standing::Otherwise {
                book: Book::CodeOf24,
                on: RulePoint::StalemateDrawn
            }
        );
        assert_eq!(
            otherwise(
                RuleSet {
                    en_passant: EnPassant::Forbidden,
                    ..code_of_24
                },
                RulePoint::NoEnPassant
            ),
            Standing::Otherwise {
                book: Book::CodeOf24,
                on: RulePoint::EnPassant
            }
        );
        assert_eq!(
            otherwise(
                RuleSet {
                    promotion: Promotion::MissingPiece,
                    ..code_of_24
                },
                RulePoint::PromotionLostOnly
            ),
            Standing::Otherwise {
                book: Book::CodeOf24,
                on: RulePoint::PromotionAnyPiece
            }
        );
        // Its law 23 states a game without a count: it is silent on
        // claims, no more.
        assert_eq!(
            Code::CodeOf24Engaged
                .rules()
                .cite(RulePoint::FiftyMovesClaim),
            Cited::NONE
        );
        // Laws 8 and 16 let the giver of rook odds castle; no code says he
        // may not.
        let no_rook_odds = RuleSet {
            castling_after_rook_odds: false,
            ..Code::LawsOfTheGame.rules()
        };
        let cited = no_rook_odds.cite(RulePoint::RookOddsCastling);
        assert_eq!(
            cited,
            Cited {
                law: None,
                standing: Standing::Otherwise {
                    book: Book::LawsOfTheGame,
                    on: RulePoint::RookOddsCastling
                }
            }
        );
        assert_eq!(
            cited.words("castling"),
            Some(
                "Laws of the Game rules otherwise (laws 8 and 16); no code cited here has this rule"
                    .to_string()
            )
        );
        // Sarratt 16 gives the usual castling and the four Italian ways.
        let italy = Code::Italy.rules();
        assert_eq!(
            italy.cite(RulePoint::CastlingWays),
            Cited {
                law: Some(Law::sarratt(16)),
                standing: Standing::Own
            }
        );
        assert_eq!(
            otherwise(
                RuleSet {
                    castling: Castling::Ponziani,
                    ..italy
                },
                RulePoint::CastlingWays
            ),
            Standing::Otherwise {
                book: Book::Sarratt,
                on: RulePoint::CastlingWays
            }
        );
    }

    #[test]
    fn todays_value_of_every_switch_changes_nothing() {
        for switch in &SWITCHES {
            assert!(
                (switch.changes)(&RuleSet::modern()).is_empty(),
                "{}",
                switch.key
            );
        }
    }

    #[test]
    fn every_code_that_differs_from_modern_says_how() {
        let mut ids = std::collections::HashSet::new();
        for code in Code::ALL {
            assert!(ids.insert(code.id()), "{} twice", code.id());
            assert!(code
                .id()
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));
            let changes = code.changes_from_modern();
            assert_eq!(
                changes.is_empty(),
                code.rules() == RuleSet::modern(),
                "{code}"
            );
            for change in changes {
                assert!(change.ends_with(')'), "{code}: {change} cites no law");
            }
        }
    }

    #[test]
    fn the_headline_codes() {
        let italy = Code::Italy.rules();
        assert_eq!(italy.en_passant, EnPassant::Forbidden);
        assert_eq!(italy.castling, Castling::ItalianFree);
        assert_eq!(italy.stalemate, Stalemate::Draw);
        assert_eq!(Code::Parsloe.rules().stalemate, Stalemate::StalematerLoses);
        assert_eq!(Code::Turkey.rules().stalemate, Stalemate::StalematerWins);
        let laws = Code::LawsOfTheGame.rules();
        assert!(laws.odds_confined && laws.castling_after_rook_odds);
        assert_eq!(
            laws.fifty_moves,
            FiftyMoves::NamedEndings { on_notice: true }
        );
        assert_eq!(
            Code::LostPiecesOnly.rules().promotion,
            Promotion::OnlyLostPieces
        );
    }
}
