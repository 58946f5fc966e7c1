//! The Highwire `citation_*` meta tags of the edition's pages, which
//! citation managers (Zotero among them) read when a reader saves a page:
//! made from the same [`Work`](super::cite::Work) records the Cite tool
//! writes its notes and BibTeX from, so the two never disagree.

use super::address::Address;
use super::cite::{source_work, WorkDate, APP_TITLE};
use crate::scenarios::{self, LawRef, Scenario, Source};

/// The tags of the page that serves `address`: a study's or its figure's,
/// a law's, a source's; none for the other pages. The build writes them
/// into each page, and the live app writes them again when the reader goes
/// to another page.
#[must_use]
pub fn tags_of(address: &Address, edition_date: &str) -> Vec<(&'static str, String)> {
    match address {
        Address::Study(_) => address
            .scenario()
            .map(|scenario| study_tags(scenario, edition_date))
            .unwrap_or_default(),
        Address::Sources { anchor, .. } => {
            let source = address.source().unwrap_or(Source::Sarratt);
            let law = anchor
                .as_deref()
                .and_then(|anchor| scenarios::laws_of(source).find(|law| law.anchor() == anchor));
            match law {
                Some(law) => law_tags(source, law.law, edition_date),
                None => source_tags(source, edition_date),
            }
        }
        _ => Vec::new(),
    }
}

/// The tags of a law's page: the law as a part of the work it is printed
/// in (its number or title, the work's author, date and imprint where they
/// are known, the work's title as the book, a title the work does not give
/// itself in square brackets), and the date of the edition that shows it
/// online. The edition is not named as the publisher: a citation manager
/// would take it for the publisher of the book.
#[must_use]
pub fn law_tags(source: Source, law: LawRef, edition_date: &str) -> Vec<(&'static str, String)> {
    let work = source_work(source);
    let part = match law {
        LawRef::Number(n) => format!("Law {n}"),
        LawRef::Section(title) => title.to_string(),
        LawRef::Paragraph(label) => format!("[{label}]"),
        LawRef::Unnumbered => work.plain_title(),
    };
    let mut tags = vec![("citation_title", part)];
    if let Some(author) = work.author {
        tags.push(("citation_author", author.inverted()));
    }
    if let Some(body) = work.corporate {
        tags.push(("citation_author", body.to_string()));
    }
    if let WorkDate::Year(year) = work.date {
        tags.push(("citation_publication_date", year.to_string()));
    }
    tags.push(("citation_inbook_title", work.plain_title()));
    if let Some(imprint) = work.imprint {
        tags.push(("citation_publisher", imprint.to_string()));
    }
    tags.extend(online_date(edition_date));
    tags
}

/// The tags of the whole text of a source.
#[must_use]
pub fn source_tags(source: Source, edition_date: &str) -> Vec<(&'static str, String)> {
    let mut tags = law_tags(source, LawRef::Unnumbered, edition_date);
    tags.retain(|(name, _)| *name != "citation_inbook_title");
    tags
}

/// The tags of a study's page: the study as a page of this edition, and
/// the law it plays as the work it quotes.
#[must_use]
pub fn study_tags(scenario: &Scenario, edition_date: &str) -> Vec<(&'static str, String)> {
    let mut tags = vec![("citation_title", scenario.title.to_string())];
    tags.extend(edition_tags(edition_date));
    tags
}

/// The edition as the publisher of its own pages, and its date.
fn edition_tags(edition_date: &str) -> Vec<(&'static str, String)> {
    let mut tags = vec![("citation_publisher", APP_TITLE.to_string())];
    tags.extend(online_date(edition_date));
    tags
}

/// The edition's date, as the date the page was put online.
fn online_date(edition_date: &str) -> Option<(&'static str, String)> {
    (!edition_date.is_empty()).then(|| ("citation_online_date", edition_date.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tags_of_an_address_are_those_of_its_page() {
        let date = "2026/11/26";
        let study = Address::read("s=passar-battaglia&line=e4");
        let scenario = scenarios::by_id("passar-battaglia").expect("in the library");
        assert_eq!(tags_of(&study, date), study_tags(scenario, date));
        let law = Address::read("view=sources&source=sarratt#law-16");
        assert_eq!(
            tags_of(&law, date),
            law_tags(Source::Sarratt, LawRef::Number(16), date)
        );
        let source = Address::read("view=sources&source=sarratt");
        assert_eq!(tags_of(&source, date), source_tags(Source::Sarratt, date));
        assert!(tags_of(&Address::read("view=library"), date).is_empty());
        assert!(tags_of(&Address::read("fen=8/8/8/8/8/8/8/K6k"), date).is_empty());
    }

    #[test]
    fn a_law_of_sarratt_names_its_book_author_and_year() {
        let tags = law_tags(Source::Sarratt, LawRef::Number(16), "2026/11/26");
        let get = |name: &str| {
            tags.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.as_str())
        };
        assert_eq!(get("citation_title"), Some("Law 16"));
        assert_eq!(get("citation_author"), Some("Sarratt, J. H."));
        assert_eq!(get("citation_publication_date"), Some("1808"));
        assert_eq!(
            get("citation_inbook_title"),
            Some("A Treatise on the Game of Chess")
        );
        assert_eq!(get("citation_online_date"), Some("2026/11/26"));
        // The edition is no publisher of the book of 1808.
        assert_eq!(get("citation_publisher"), None);
    }

    #[test]
    fn an_anonymous_undated_code_claims_no_author_or_date() {
        let tags = law_tags(Source::CodeOf24, LawRef::Number(3), "");
        assert!(tags.iter().all(|(n, _)| *n != "citation_author"));
        assert!(tags.iter().all(|(n, _)| *n != "citation_publication_date"));
        // A title the code does not give itself is marked as ours.
        assert!(tags.contains(&("citation_inbook_title", "[A code of 24 laws]".to_string())));
        let whole = source_tags(Source::CodeOf24, "");
        assert!(whole.contains(&("citation_title", "[A code of 24 laws]".to_string())));
    }
}
