//! The law table, checked against the books: every law it cites exists in
//! its book, and citations print as the scenarios print theirs.

use chess_laws_study::core::{Book, Code, Law, LawBook, Place, RulePoint, FIDE_ARTICLES};
use chess_laws_study::scenarios::{self, LawRef, Source};

fn source_of(book: Book) -> Option<Source> {
    match book {
        Book::Sarratt => Some(Source::Sarratt),
        Book::LawsOfTheGame => Some(Source::LawsOfTheGame),
        Book::CodeOf24 => Some(Source::CodeOf24),
        Book::UmpireCode => Some(Source::UmpireCode),
        Book::Primer => Some(Source::Primer),
        Book::Fide2023 | Book::Ponziani => None,
    }
}

/// Where law `n` begins in a numbered text: "n. " after whitespace (or at
/// the start) and before a capital letter.
fn law_start(text: &str, n: u8) -> Option<usize> {
    let mark = format!("{n}. ");
    text.match_indices(&mark).map(|(i, _)| i).find(|&i| {
        let before = text[..i].chars().next_back();
        let after = text[i + mark.len()..].chars().next();
        before.is_none_or(char::is_whitespace) && after.is_some_and(|c| c.is_ascii_uppercase())
    })
}

/// The text of law `n`, up to the next law.
fn law_text(text: &str, n: u8) -> Option<&str> {
    let start = law_start(text, n)?;
    let end = law_start(text, n + 1)
        .filter(|&e| e > start)
        .unwrap_or(text.len());
    Some(&text[start..end])
}

fn exists(law: Law) -> Result<(), String> {
    let Some(source) = source_of(law.book) else {
        return match (law.book, law.place) {
            (Book::Fide2023, Place::Article(number)) if FIDE_ARTICLES.contains(&number) => Ok(()),
            (Book::Ponziani, Place::Law(n)) if (1..=20).contains(&n) => Ok(()),
            // The two closing laws of the summary (the lone king; the draw
            // when mate cannot be given), as the law reference cites them.
            (Book::Ponziani, Place::Laws(17, 18)) => Ok(()),
            _ => Err(format!("{law}: not a known article or law")),
        };
    };
    let text = source.text();
    let numbered = |n: u8| law_text(text, n).ok_or(format!("{law}: no law {n} in {source}"));
    match law.place {
        Place::Law(n) => numbered(n).map(|_| ()),
        Place::Laws(a, b) => numbered(a).and(numbered(b)).map(|_| ()),
        Place::NotaBene(n) => numbered(n)?
            .contains("N. B.")
            .then_some(())
            .ok_or(format!("{law}: law {n} has no N.B.")),
        Place::Note(n, on) => numbered(n)?
            .contains(on)
            .then_some(())
            .ok_or(format!("{law}: law {n} says nothing of {on}")),
        Place::Section(title) => text
            .contains(&format!("{title}. "))
            .then_some(())
            .ok_or(format!("{law}: no such section")),
        // An untitled paragraph exists where the law book lists it.
        Place::Paragraph(label) => scenarios::law(source, LawRef::Paragraph(label))
            .map(|_| ())
            .ok_or(format!("{law}: no such paragraph in {source}")),
        Place::Whole => matches!(source, Source::Primer | Source::UmpireCode)
            .then_some(())
            .ok_or(format!("{law}: a numbered code is cited by number")),
        Place::Article(_) => Err(format!("{law}: only the FIDE Laws have articles")),
    }
}

#[test]
fn every_law_in_every_table_exists_in_its_book() {
    let mut errors = Vec::new();
    for book in Book::ALL {
        for point in RulePoint::ALL {
            if let Some(law) = book.law(point) {
                assert_eq!(law.book, book, "{point:?}");
                if let Err(e) = exists(law) {
                    errors.push(format!("{book} on {point:?}: {e}"));
                }
            }
        }
    }
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn the_check_finds_a_law_that_is_not_there() {
    assert!(exists(Law::sarratt(26)).is_err());
    assert!(exists(Law::lotg(21)).is_err());
    assert!(exists(Law::code_of_24(25)).is_err());
    assert!(exists(Law::sarratt_nb(16)).is_err());
    assert!(exists(Law::sarratt_note(24, "Spain")).is_err());
    assert!(exists(Law::umpire("Castling")).is_err());
    assert!(exists(Law::fide("9.4")).is_err());
    assert!(exists(Law::sarratt(24)).is_ok());
    assert!(exists(Law::code_of_24(10)).is_ok());
}

#[test]
fn citations_print_as_the_scenarios_print_theirs() {
    for book in Book::ALL {
        let Some(source) = source_of(book) else {
            continue;
        };
        assert_eq!(book.short_name(), source.short_name());
        assert_eq!(
            Law::new(book, Place::Law(16)).to_string(),
            source.cite(LawRef::Number(16))
        );
        assert_eq!(
            Law::new(book, Place::Section("Stale-Mate")).to_string(),
            source.cite(LawRef::Section("Stale-Mate"))
        );
        assert_eq!(
            Law::new(book, Place::Whole).to_string(),
            source.cite(LawRef::Unnumbered)
        );
    }
}

#[test]
fn modern_cites_the_fide_laws_only() {
    for point in RulePoint::ALL {
        if let Some(law) = LawBook::Modern.cite(point) {
            assert_eq!(law.book, Book::Fide2023, "{point:?}");
        }
    }
}

#[test]
fn no_refusal_in_the_library_cites_sarratt_under_modern() {
    for s in scenarios::all() {
        for e in s.expectations_for(Code::Modern) {
            if let scenarios::Expected::Refused { law, .. } = e.result {
                assert_eq!(law.book, Book::Fide2023, "{}", s.id);
            }
        }
    }
}

#[test]
fn the_errors_of_the_review_stay_mended() {
    // Moving an adversary's man: Sarratt 10 is the law on it (a remedy, not
    // a ban); the FIDE Laws: the players move alternately.
    assert_eq!(
        LawBook::Modern.cite(RulePoint::AdversarysMan),
        Some(Law::fide("1.2"))
    );
    // A king stepping into check: Laws of the Game 1, not 7; the Code of
    // 24's own law 13, whose false move covers it, as at the umpire's table.
    assert_eq!(
        LawBook::LawsOfTheGame.cite(RulePoint::KingIntoCheck),
        Some(Law::lotg(1))
    );
    assert_eq!(
        LawBook::CodeOf24.cite(RulePoint::KingIntoCheck),
        Some(Law::code_of_24(13))
    );
    // Laws of the Game 7 only for a pinned man that would give check.
    assert_eq!(
        LawBook::LawsOfTheGame.cite(RulePoint::PinnedManChecking),
        Some(Law::lotg(7))
    );
    assert_eq!(
        LawBook::LawsOfTheGame.cite(RulePoint::PinnedMan),
        Some(Law::lotg(1))
    );
    // Castling after moving, under each code its own law.
    assert_eq!(
        LawBook::Modern.cite(RulePoint::CastlingAfterMoving),
        Some(Law::fide("3.8.2.1"))
    );
    assert_eq!(
        LawBook::CodeOf24.cite(RulePoint::CastlingAfterMoving),
        Some(Law::code_of_24(16))
    );
}

#[test]
fn every_point_has_a_law_in_some_book() {
    for point in RulePoint::ALL {
        assert!(
            Book::ALL.into_iter().any(|b| b.law(point).is_some()),
            "{point:?}"
        );
    }
}
