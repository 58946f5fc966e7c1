//! The five source texts, shipped with the app, and how to find a quotation
//! in them.
//!
//! The texts are OCR of public-domain books and are kept byte for byte as
//! they were scanned (the files in `texts/` are the project's seed texts,
//! each named after its book). Quotations are matched with whitespace folded: any run of spaces,
//! tabs and line breaks counts as one space, so a law quoted on one line is
//! found in a text that breaks it over several.

use crate::core::{Book, Law, Place};
use std::ops::Range;

/// One of the five source texts the laws are quoted from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    /// J. H. Sarratt, *A Treatise on the Game of Chess* (1808): laws 1-25,
    /// with his notes on Italy, Germany, Turkey, Parsloe's club, Greco and
    /// Barbier.
    Sarratt,
    /// "Laws of the Game", an English code of 20 laws (odds play, fifty moves
    /// counted on notice).
    LawsOfTheGame,
    /// A code of 24 laws printed in a 19th-century games book (the end of
    /// law 9 and laws 10-24 survive).
    CodeOf24,
    /// An umpire-era code: three untitled paragraphs (moving into check,
    /// discovering check, touching a man while in check), then titled
    /// sections (touching the squares, fifty moves by the umpire,
    /// stalemate, time limit, abandoning the game).
    UmpireCode,
    /// An early 20th-century primer (check, mate, stalemate, insufficient
    /// material, touch-move, illegal castling, notation).
    Primer,
}

/// Where in its source a law stands: a numbered law, a titled section, an
/// untitled paragraph (named by a label of ours), or the text as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LawRef {
    /// A numbered law, e.g. law 16 of Sarratt.
    Number(u8),
    /// A titled section, by the source's own title, e.g. "Stale-Mate" in
    /// the umpire code.
    Section(&'static str),
    /// An untitled paragraph, by a label of ours (the source gives none),
    /// e.g. "moving into check" in the umpire code. Citations print the
    /// label in square brackets, the editor's mark.
    Paragraph(&'static str),
    /// No number or title: the source is cited as a whole.
    Unnumbered,
}

impl LawRef {
    /// Where the law stands, in the law table's terms.
    pub const fn place(self) -> Place {
        match self {
            LawRef::Number(n) => Place::Law(n),
            LawRef::Section(title) => Place::Section(title),
            LawRef::Paragraph(label) => Place::Paragraph(label),
            LawRef::Unnumbered => Place::Whole,
        }
    }

    /// The law of a source that holds `place`: a note after a numbered law
    /// (Sarratt's "N. B." to law 15, his note on Turkey to law 24) stands
    /// in that law. `None` for two laws read together, an article of FIDE
    /// or a law the five texts do not number.
    ///
    /// ```
    /// use chess_laws_study::core::Place;
    /// use chess_laws_study::scenarios::LawRef;
    /// assert_eq!(LawRef::of_place(Place::NotaBene(15)), Some(LawRef::Number(15)));
    /// assert_eq!(LawRef::of_place(Place::Laws(8, 16)), None);
    /// ```
    pub const fn of_place(place: Place) -> Option<LawRef> {
        match place {
            Place::Law(n) | Place::NotaBene(n) | Place::Note(n, _) => Some(LawRef::Number(n)),
            Place::Section(title) => Some(LawRef::Section(title)),
            Place::Paragraph(label) => Some(LawRef::Paragraph(label)),
            Place::Whole => Some(LawRef::Unnumbered),
            Place::Laws(..) | Place::Article(_) => None,
        }
    }

    /// The laws of the five texts a citation of the law table stands in:
    /// the one [`LawRef::of_place`] gives, each of two laws read together,
    /// none for a book outside the five texts.
    ///
    /// ```
    /// use chess_laws_study::core::{Book, Law, Place};
    /// use chess_laws_study::scenarios::{LawRef, Source};
    /// let together = Law::new(Book::LawsOfTheGame, Place::Laws(8, 16));
    /// let laws: Vec<_> = LawRef::in_citation(together).collect();
    /// assert_eq!(laws, [(Source::LawsOfTheGame, LawRef::Number(8)), (Source::LawsOfTheGame, LawRef::Number(16))]);
    /// assert_eq!(LawRef::in_citation(Law::ponziani(2)).count(), 0);
    /// ```
    pub fn in_citation(law: Law) -> impl Iterator<Item = (Source, LawRef)> {
        let laws = match law.place {
            Place::Laws(first, second) => {
                [Some(LawRef::Number(first)), Some(LawRef::Number(second))]
            }
            place => [LawRef::of_place(place), None],
        };
        Source::of_book(law.book)
            .into_iter()
            .flat_map(move |source| laws.into_iter().flatten().map(move |law| (source, law)))
    }

    /// The anchor of the law on the Sources screen, e.g. `"law-16"`,
    /// `"law-stale-mate"`, `"law-moving-into-check"`.
    ///
    /// ```
    /// use chess_laws_study::scenarios::LawRef;
    /// assert_eq!(LawRef::Number(16).anchor(), "law-16");
    /// assert_eq!(LawRef::Section("Touching the Squares").anchor(), "law-touching-the-squares");
    /// assert_eq!(LawRef::Paragraph("stalemate; material").anchor(), "law-stalemate-material");
    /// ```
    pub fn anchor(self) -> String {
        let words = match self {
            LawRef::Number(n) => return format!("law-{n}"),
            LawRef::Section(name) | LawRef::Paragraph(name) => name,
            LawRef::Unnumbered => "text",
        };
        let mut slug = String::from("law");
        for word in words
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            slug.push('-');
            slug.push_str(&word.to_ascii_lowercase());
        }
        slug
    }

    /// The law's number or title as the margin of a page shows it: "16",
    /// "Stale-Mate", "[moving into check]".
    pub fn label(self) -> String {
        match self {
            LawRef::Number(n) => n.to_string(),
            LawRef::Section(name) => name.to_string(),
            LawRef::Paragraph(label) => format!("[{label}]"),
            LawRef::Unnumbered => String::new(),
        }
    }
}

impl Source {
    /// The five sources, in the order the library presents them.
    pub const ALL: [Source; 5] = [
        Source::Sarratt,
        Source::LawsOfTheGame,
        Source::CodeOf24,
        Source::UmpireCode,
        Source::Primer,
    ];

    /// The full text, exactly as scanned.
    ///
    /// ```
    /// use chess_laws_study::scenarios::Source;
    /// assert!(Source::Sarratt.text().contains("passar battaglia"));
    /// ```
    pub fn text(self) -> &'static str {
        match self {
            Source::Sarratt => include_str!("texts/sarratt-1808.txt"),
            Source::LawsOfTheGame => include_str!("texts/laws-of-the-game.txt"),
            Source::CodeOf24 => include_str!("texts/code-of-24.txt"),
            Source::UmpireCode => include_str!("texts/umpire-code.txt"),
            Source::Primer => include_str!("texts/primer.txt"),
        }
    }

    /// The file name of the text in `texts/`.
    pub const fn file_name(self) -> &'static str {
        match self {
            Source::Sarratt => "sarratt-1808.txt",
            Source::LawsOfTheGame => "laws-of-the-game.txt",
            Source::CodeOf24 => "code-of-24.txt",
            Source::UmpireCode => "umpire-code.txt",
            Source::Primer => "primer.txt",
        }
    }

    /// The book of the law table this source is.
    pub const fn book(self) -> Book {
        match self {
            Source::Sarratt => Book::Sarratt,
            Source::LawsOfTheGame => Book::LawsOfTheGame,
            Source::CodeOf24 => Book::CodeOf24,
            Source::UmpireCode => Book::UmpireCode,
            Source::Primer => Book::Primer,
        }
    }

    /// The source a book is, if it is one of the five.
    pub fn of_book(book: Book) -> Option<Source> {
        Source::ALL.into_iter().find(|s| s.book() == book)
    }

    /// A stable, URL-safe name for links and filters, e.g. `"sarratt"`:
    /// its book's.
    pub const fn slug(self) -> &'static str {
        self.book().slug()
    }

    /// The source named by [`Source::slug`].
    pub fn from_slug(slug: &str) -> Option<Source> {
        Book::from_slug(slug).and_then(Source::of_book)
    }

    /// The short name used in citations, e.g. "Sarratt (1808)": its book's.
    pub const fn short_name(self) -> &'static str {
        self.book().short_name()
    }

    /// A one-line description of the book or code: its book's.
    pub const fn description(self) -> &'static str {
        self.book().description()
    }

    /// The citation of a law of this source, as the app prints it.
    ///
    /// ```
    /// use chess_laws_study::scenarios::{LawRef, Source};
    /// assert_eq!(Source::Sarratt.cite(LawRef::Number(16)), "Sarratt (1808), law 16");
    /// assert_eq!(
    ///     Source::UmpireCode.cite(LawRef::Section("Stale-Mate")),
    ///     "Umpire code, section Stale-Mate"
    /// );
    /// assert_eq!(
    ///     Source::Primer.cite(LawRef::Paragraph("touching the men")),
    ///     "Primer (c. 1900), [touching the men]"
    /// );
    /// assert_eq!(Source::Primer.cite(LawRef::Unnumbered), "Primer (c. 1900)");
    /// ```
    pub fn cite(self, law: LawRef) -> String {
        self.law(law).to_string()
    }

    /// A law of this source as the law table names it, whose `Display` is
    /// the citation every part of the app prints.
    pub const fn law(self, law: LawRef) -> Law {
        Law::new(self.book(), law.place())
    }

    /// Where `quotation` stands in this source's text, whitespace folded:
    /// the byte range in [`Source::text`] from its first to its last
    /// character, or `None` if the text does not hold it word for word.
    ///
    /// ```
    /// use chess_laws_study::scenarios::Source;
    /// let text = Source::LawsOfTheGame.text();
    /// let quote = "The position of stale-mate constitutes a drawn game.";
    /// let range = Source::LawsOfTheGame.locate(quote).unwrap();
    /// assert_eq!(&text[range], quote);
    /// ```
    pub fn locate(self, quotation: &str) -> Option<Range<usize>> {
        locate_folded(self.text(), quotation)
    }

    /// The passage around a byte range of the text, for showing a law in
    /// its surroundings: for the numbered codes (Sarratt, Laws of the Game,
    /// Code of 24) the whole law with its notes, from its number to the next
    /// law's number; for the umpire code and the primer, the paragraph
    /// (the lines the range touches). The result always contains `range`.
    pub fn passage(self, range: Range<usize>) -> Range<usize> {
        let text = self.text();
        let start = range.start.min(text.len());
        let end = range.end.clamp(start, text.len());
        match self {
            Source::Sarratt | Source::LawsOfTheGame | Source::CodeOf24 => {
                let starts = law_starts(text);
                let from = starts.iter().rev().find(|&&s| s <= start).copied();
                let to = starts.iter().find(|&&s| s >= end).copied();
                let from = from.unwrap_or_else(|| line_start(text, start));
                let to = to.unwrap_or(text.len());
                trim_range(text, from..to)
            }
            Source::UmpireCode | Source::Primer => {
                let from = line_start(text, start);
                let to = text[end..].find('\n').map_or(text.len(), |i| end + i);
                trim_range(text, from..to)
            }
        }
    }
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.short_name())
    }
}

/// Finds `needle` in `haystack` with every run of whitespace in either
/// counted as one space (leading and trailing whitespace of the needle are
/// ignored). Returns the byte range in `haystack`, from the first matched
/// character to the end of the last one.
///
/// ```
/// use chess_laws_study::scenarios::locate_folded;
/// let text = "one  two\nthree four";
/// assert_eq!(locate_folded(text, "two three"), Some(5..14));
/// assert_eq!(locate_folded(text, "two  four"), None);
/// ```
pub fn locate_folded(haystack: &str, needle: &str) -> Option<Range<usize>> {
    let (hay, map) = fold(haystack);
    let (needle, _) = fold(needle);
    let needle = needle.trim_matches(' ');
    if needle.is_empty() {
        return None;
    }
    let at = hay.find(needle)?;
    let last = at + needle.len() - 1;
    let start = map[at];
    // The last folded byte belongs to one character of the original; the
    // range ends after that character.
    let last_orig = map[last];
    let end = last_orig
        + haystack[last_orig..]
            .chars()
            .next()
            .map_or(0, char::len_utf8);
    Some(start..end)
}

/// Folds whitespace runs into one space; returns the folded text and, for
/// each of its bytes, the byte in the original at which that character
/// starts.
fn fold(text: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(text.len());
    let mut map = Vec::with_capacity(text.len());
    let mut in_space = false;
    for (i, c) in text.char_indices() {
        if c.is_whitespace() {
            if !in_space {
                out.push(' ');
                map.push(i);
            }
            in_space = true;
        } else {
            in_space = false;
            out.push(c);
            map.extend(std::iter::repeat_n(i, c.len_utf8()));
        }
    }
    (out, map)
}

/// The byte offsets at which a numbered law begins: one or two digits and a
/// full stop, at the start of a line or after whitespace, then a space and a
/// capital letter ("16. The King must not castle", " 15. When a pawn"). The
/// numbers must run on one by one from the first found, so that a list
/// inside a law (Sarratt 16's "1. The King at the Knight's square") is not
/// taken for a law.
fn law_starts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut starts = Vec::new();
    let mut last: Option<u32> = None;
    for i in 0..bytes.len() {
        if !bytes[i].is_ascii_digit() || (i > 0 && !bytes[i - 1].is_ascii_whitespace()) {
            continue;
        }
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        let rest = &bytes[i + digits..];
        let numbered = digits <= 2
            && rest.len() >= 3
            && rest[0] == b'.'
            && rest[1] == b' '
            && rest[2].is_ascii_uppercase();
        if !numbered {
            continue;
        }
        let n: u32 = text[i..i + digits].parse().unwrap_or(0);
        if last.is_none_or(|l| n == l + 1) {
            starts.push(i);
            last = Some(n);
        }
    }
    starts
}

fn line_start(text: &str, at: usize) -> usize {
    text[..at].rfind('\n').map_or(0, |i| i + 1)
}

fn trim_range(text: &str, range: Range<usize>) -> Range<usize> {
    let slice = &text[range.clone()];
    let lead = slice.len() - slice.trim_start().len();
    let trail = slice.len() - slice.trim_end().len();
    range.start + lead..range.end - trail
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_maps_back_to_the_original() {
        let text = "a\n\n  b  c";
        assert_eq!(locate_folded(text, "a b"), Some(0..6));
        assert_eq!(locate_folded(text, " b c "), Some(5..9));
        assert_eq!(locate_folded(text, ""), None);
        assert_eq!(locate_folded("é b", "é"), Some(0..2));
    }

    #[test]
    fn passages_cover_whole_laws() {
        let src = Source::Sarratt;
        let r = src.locate("passar battaglia").unwrap();
        let p = src.passage(r);
        let passage = &src.text()[p];
        assert!(passage.starts_with("15. A Pawn"), "{passage}");
        assert!(passage.ends_with("\" passar battaglia.\""), "{passage}");

        let src = Source::CodeOf24;
        let r = src.locate("A stale-mate is a drawn game.").unwrap();
        assert_eq!(
            &src.text()[src.passage(r)],
            "24. A stale-mate is a drawn game."
        );
    }
}
