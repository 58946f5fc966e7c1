//! "Cite this": citations of a law's source and of a study, in Chicago
//! style (notes and bibliography) and as BibTeX.
//!
//! Only what is known is given. Sarratt's treatise has an author, a title
//! and a year; of the other four texts the app knows neither the author
//! nor the date (the primer's "c. 1900" is our estimate, not its imprint),
//! and of the codes not the book they are printed in. Their citations say
//! so in words, with what is known of where they were printed, rather than
//! a bare "Anon." and "n.d."; a text without a title of its own gets a
//! description in square brackets, as Chicago does for supplied titles.
//!
//! Every BibTeX entry has a key of its own: a law's names its source and
//! the law (`sarratt1808-law16`), a study's its scenario
//! (`oldlaws-stalemate-verdicts`), so one `.bib` can hold them all.
//!
//! ```
//! use chess_laws_study::scenarios::{LawRef, Source};
//! use chess_laws_study::study::cite::{law_note, source_work};
//! assert_eq!(
//!     law_note(Source::Sarratt, LawRef::Number(16)).plain(),
//!     "J. H. Sarratt, A Treatise on the Game of Chess (1808), law 16."
//! );
//! assert_eq!(source_work(Source::Primer).date.chicago(), "n.d. [c. 1900]");
//! ```

use crate::scenarios::{LawRef, Source};
use crate::study::compare::BoardRules;
use crate::study::phrase::raise_first;
use crate::study::Study;

/// The app's own name, as a work to cite.
pub const APP_TITLE: &str = "The Old Laws of Chess";

/// A person who wrote a work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Author {
    /// "Sarratt".
    pub family: &'static str,
    /// "J. H.".
    pub given: &'static str,
}

impl Author {
    /// "Sarratt, J. H." (or the family name alone when the given names are
    /// not known).
    #[must_use]
    pub fn inverted(self) -> String {
        if self.given.is_empty() {
            self.family.to_string()
        } else {
            format!("{}, {}", self.family, self.given)
        }
    }
}

/// How a work's title is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleStyle {
    /// A book or other whole work: in italics.
    Book,
    /// A part of a work (a code printed in a book, an article, a page): in
    /// quotation marks.
    Part,
    /// No title of its own: a description, in square brackets.
    Described,
}

/// When a work appeared, as far as is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkDate {
    /// The year of publication, e.g. "1808", or "1769; 2nd ed. 1782".
    Year(&'static str),
    /// No date in the work; an estimate of ours, e.g. "1900".
    Estimated(&'static str),
    /// No date known.
    Undated,
}

impl WorkDate {
    /// As Chicago writes it: "1808", "n.d. [c. 1900]", "n.d.".
    pub fn chicago(self) -> String {
        match self {
            WorkDate::Year(year) => year.to_string(),
            WorkDate::Estimated(year) => format!("n.d. [c. {year}]"),
            WorkDate::Undated => "n.d.".to_string(),
        }
    }
}

/// A work the app quotes or relies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// The BibTeX key, e.g. "sarratt1808".
    pub key: &'static str,
    /// `None`: anonymous ("Anon.").
    pub author: Option<Author>,
    /// Or the body that issued it (FIDE), cited as the author.
    pub corporate: Option<&'static str>,
    pub title: &'static str,
    pub title_style: TitleStyle,
    /// The book or site a part appeared in, if known.
    pub container: Option<&'static str>,
    /// Place and publisher, as far as known, e.g. "Modena".
    pub imprint: Option<&'static str>,
    pub date: WorkDate,
    /// Where it can be read, for pages on the web.
    pub url: Option<&'static str>,
    /// For a text whose author, book or date is not known: what is known
    /// of where it was printed and, plainly, what is not, in our words
    /// (it takes the place of "Anon." and "n.d.").
    pub provenance: Option<&'static str>,
}

impl Work {
    /// The title as plain text: a described title in square brackets,
    /// the mark of a title the work does not give itself.
    #[must_use]
    pub fn plain_title(&self) -> String {
        match self.title_style {
            TitleStyle::Described => format!("[{}]", self.title),
            TitleStyle::Book | TitleStyle::Part => self.title.to_string(),
        }
    }
}

/// A citation as runs of text, some in italics: copied as plain text,
/// shown with the italics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Styled {
    /// (text, italic) runs, in order.
    pub runs: Vec<(String, bool)>,
}

impl Styled {
    fn push(&mut self, text: impl Into<String>) {
        let text = text.into();
        match self.runs.last_mut() {
            Some((last, false)) => last.push_str(&text),
            _ => self.runs.push((text, false)),
        }
    }

    fn italic(&mut self, text: &str) {
        self.runs.push((text.to_string(), true));
    }

    /// The citation as plain text (the italics are lost).
    #[must_use]
    pub fn plain(&self) -> String {
        self.runs.iter().map(|(text, _)| text.as_str()).collect()
    }
}

/// The five sources as works. What is not in the texts is not claimed.
#[must_use]
pub fn source_work(source: Source) -> Work {
    let anonymous = Work {
        key: source.slug(),
        author: None,
        corporate: None,
        title: "",
        title_style: TitleStyle::Described,
        container: None,
        imprint: None,
        date: WorkDate::Undated,
        url: None,
        provenance: None,
    };
    match source {
        Source::Sarratt => Work {
            key: "sarratt1808",
            author: Some(Author {
                family: "Sarratt",
                given: "J. H.",
            }),
            title: "A Treatise on the Game of Chess",
            title_style: TitleStyle::Book,
            date: WorkDate::Year("1808"),
            ..anonymous
        },
        Source::LawsOfTheGame => Work {
            title: "Laws of the Game",
            title_style: TitleStyle::Part,
            provenance: Some(
                "an English code of 20 laws; its author, the book it is printed in and its \
                 date are not known",
            ),
            ..anonymous
        },
        Source::CodeOf24 => Work {
            title: "A code of 24 laws",
            provenance: Some(
                "printed in a games book of the 19th century whose title, author and date are \
                 not known; the end of law 9 and laws 10-24 survive",
            ),
            ..anonymous
        },
        Source::UmpireCode => Work {
            title: "A code of chess laws of the umpire era",
            provenance: Some("its author, the book it is printed in and its date are not known"),
            ..anonymous
        },
        Source::Primer => Work {
            title: "A chess primer of the early 20th century",
            date: WorkDate::Estimated("1900"),
            provenance: Some("its author, title and date are not known; c. 1900 is our estimate"),
            ..anonymous
        },
    }
}

/// Where in a source the law stands, as a note writes it: "law 16",
/// "section “Stale-Mate”"; `None` for a source cited as a whole.
fn locator(law: LawRef) -> Option<String> {
    match law {
        LawRef::Number(n) => Some(format!("law {n}")),
        LawRef::Section(name) => Some(format!("section \u{201c}{name}\u{201d}")),
        // A label of ours for an untitled part: in brackets, as editors do.
        LawRef::Paragraph(label) => Some(format!("[{label}]")),
        LawRef::Unnumbered => None,
    }
}

/// The title as Chicago sets it, followed by `after` (Chicago puts a
/// comma or full stop inside closing quotation marks).
fn title_into(out: &mut Styled, work: &Work, after: &str) {
    match work.title_style {
        TitleStyle::Book => {
            out.italic(work.title);
            out.push(after);
        }
        TitleStyle::Part if after == "," || after == "." => {
            out.push(format!("\u{201c}{}{after}\u{201d}", work.title));
        }
        TitleStyle::Part => out.push(format!("\u{201c}{}\u{201d}{after}", work.title)),
        TitleStyle::Described => out.push(format!("[{}]{after}", work.title)),
    }
}

/// A note citing a law (Chicago notes): "J. H. Sarratt, *A Treatise on
/// the Game of Chess* (1808), law 16."
#[must_use]
pub fn law_note(source: Source, law: LawRef) -> Styled {
    let work = source_work(source);
    let mut out = Styled::default();
    match (work.author, work.provenance) {
        (Some(a), _) => out.push(format!("{} {}, ", a.given, a.family)),
        // What is not known is said in words after the title.
        (None, Some(_)) => {}
        (None, None) => out.push("Anon., "),
    }
    title_into(&mut out, &work, "");
    match work.provenance {
        Some(provenance) => out.push(format!(" ({provenance})")),
        None => out.push(format!(" ({})", work.date.chicago())),
    }
    match locator(law) {
        Some(locator) if locator.ends_with('\u{201d}') => {
            // The full stop goes inside the closing quotation mark.
            let inner = locator.trim_end_matches('\u{201d}');
            out.push(format!(", {inner}.\u{201d}"));
        }
        Some(locator) => out.push(format!(", {locator}.")),
        None => out.push("."),
    }
    out
}

/// A bibliography entry (Chicago bibliography): "Sarratt, J. H. *A
/// Treatise on the Game of Chess*. 1808."
#[must_use]
pub fn bibliography_entry(work: &Work) -> Styled {
    let mut out = Styled::default();
    match (work.author, work.corporate, work.provenance) {
        (Some(a), _, _) => out.push(with_full_stop(&a.inverted())),
        (None, Some(body), _) => out.push(with_full_stop(body)),
        (None, None, Some(_)) => {}
        (None, None, None) => out.push("Anon. "),
    }
    title_into(&mut out, work, ".");
    if let Some(container) = work.container {
        out.push(" In ");
        out.italic(container);
        out.push(".");
    }
    if let Some(provenance) = work.provenance {
        // The words say what is known of the date, and what is not.
        out.push(format!(" {}.", raise_first(provenance)));
        if let Some(url) = work.url {
            out.push(format!(" {url}."));
        }
        return out;
    }
    let date = work.date.chicago();
    let stop = if date.ends_with('.') { "" } else { "." };
    match work.imprint {
        Some(imprint) => out.push(format!(" {imprint}, {date}{stop}")),
        None => out.push(format!(" {date}{stop}")),
    }
    if let Some(url) = work.url {
        out.push(format!(" {url}."));
    }
    out
}

/// A source with a law as a BibTeX entry; the law goes in `note`, and in
/// the key, so that two laws of one source are two entries.
#[must_use]
pub fn law_bibtex(source: Source, law: LawRef) -> String {
    let work = source_work(source);
    let note = locator(law).map(|l| raise_first(&l));
    let key = law_key(source, law);
    keyed_bibtex(&work, &key, note.as_deref())
}

/// The BibTeX key of a law: the source's key and the law,
/// `sarratt1808-law16`, `umpire-code-stale-mate`, `primer-touching-the-men`;
/// a source cited as a whole keeps its own key.
#[must_use]
pub fn law_key(source: Source, law: LawRef) -> String {
    let key = source_work(source).key;
    match law {
        LawRef::Number(n) => format!("{key}-law{n}"),
        LawRef::Section(name) | LawRef::Paragraph(name) => format!("{key}-{}", key_words(name)),
        LawRef::Unnumbered => key.to_string(),
    }
}

/// Words as a part of a key: lower case, letters and digits, one hyphen
/// between words ("Stale-Mate" is `stale-mate`).
fn key_words(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// Any work as a BibTeX entry: `@book` for a book with a known author,
/// `@misc` for the rest; an anonymous work keeps "Anon." (braced, so it is
/// not read as a name) and an undated one "n.d.", with the words of
/// [`Work::provenance`] in `howpublished` saying what is not known.
#[must_use]
pub fn bibtex(work: &Work, note: Option<&str>) -> String {
    keyed_bibtex(work, work.key, note)
}

/// [`bibtex`] under a key of its own (a law's, not its source's).
fn keyed_bibtex(work: &Work, key: &str, note: Option<&str>) -> String {
    let kind = match (work.title_style, work.author) {
        (TitleStyle::Book, Some(_)) => "book",
        _ => "misc",
    };
    let mut fields: Vec<(&str, String)> = Vec::new();
    match (work.author, work.corporate) {
        (Some(a), _) => fields.push(("author", a.inverted())),
        (None, Some(body)) => fields.push(("author", format!("{{{}}}", tex(body)))),
        (None, None) => fields.push(("author", "{Anon.}".to_string())),
    }
    let title = match work.title_style {
        TitleStyle::Described => format!("[{}]", tex(work.title)),
        _ => tex(work.title),
    };
    fields.push(("title", title));
    if let Some(container) = work.container {
        fields.push(("howpublished", tex(container)));
    }
    if let Some(provenance) = work.provenance.filter(|_| work.container.is_none()) {
        fields.push(("howpublished", tex(&raise_first(provenance))));
    }
    if let Some(imprint) = work.imprint {
        fields.push(("address", tex(imprint)));
    }
    fields.push(("year", work.date.chicago()));
    if let Some(url) = work.url {
        fields.push(("url", url.to_string()));
    }
    if let Some(note) = note {
        fields.push(("note", tex(note)));
    }
    entry(kind, key, &fields)
}

fn entry(kind: &str, key: &str, fields: &[(&str, String)]) -> String {
    let body: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("  {name} = {{{value}}}"))
        .collect();
    format!("@{kind}{{{key},\n{}\n}}", body.join(",\n"))
}

/// Text with TeX's special characters escaped.
#[must_use]
pub fn tex(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            '\\' => out.push_str("\\textbackslash{}"),
            c => out.push(c),
        }
    }
    out
}

/// "Sarratt, J. H. " or "FIDE. ": a name closed by one full stop.
fn with_full_stop(name: &str) -> String {
    if name.ends_with('.') {
        format!("{name} ")
    } else {
        format!("{name}. ")
    }
}

/// A calendar day (the day the reader consulted the study).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    pub year: i32,
    /// 1 to 12.
    pub month: u32,
    /// 1 to 31.
    pub day: u32,
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

impl Day {
    /// "November 22, 2026", as Chicago dates an access.
    #[must_use]
    pub fn chicago(self) -> String {
        let month = MONTHS
            .get(self.month.saturating_sub(1) as usize)
            .copied()
            .unwrap_or("");
        format!("{month} {}, {}", self.day, self.year)
    }

    /// "2026-11-22", for BibTeX's `urldate`.
    #[must_use]
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The first sentence of `text` (for a description of a line or two).
#[must_use]
pub fn first_sentence(text: &str) -> &str {
    text.find(". ").map_or(text, |end| &text[..=end])
}

/// The title a study is cited by: the law's, or a description of free play.
#[must_use]
pub fn study_title(study: &Study) -> String {
    match study.scenario() {
        Some(scenario) => scenario.title.to_string(),
        None => {
            let codes: Vec<&str> = study.boards.iter().map(|b| b.name()).collect();
            format!("Free play under {}", codes.join(", "))
        }
    }
}

/// The study as a web page (Chicago): "“Title.” *The Old Laws of Chess*.
/// Accessed November 22, 2026. https://….", with `permalink` the full
/// address of what is on screen.
#[must_use]
pub fn study_chicago(study: &Study, permalink: &str, accessed: Day) -> Styled {
    let title = study_title(study);
    let mut out = Styled::default();
    let closing = if title.ends_with(['.', '?', '!']) {
        ""
    } else {
        "."
    };
    out.push(format!("\u{201c}{title}{closing}\u{201d} "));
    out.italic(APP_TITLE);
    out.push(format!(". Accessed {}. {permalink}.", accessed.chicago()));
    out
}

/// The BibTeX key of a study: its scenario's id (`oldlaws-false-move`),
/// or for free play the codes compared (`oldlaws-free-play-modern-italy`).
#[must_use]
pub fn study_key(study: &Study) -> String {
    match study.scenario {
        Some(id) => format!("oldlaws-{id}"),
        None => {
            let codes: Vec<&str> = study
                .boards
                .iter()
                .map(|b| match b {
                    BoardRules::Code(code) => code.id(),
                    BoardRules::Custom(_) => "custom",
                })
                .collect();
            format!("oldlaws-free-play-{}", codes.join("-"))
        }
    }
}

/// The study as a BibTeX `@misc` entry with `url` and `urldate`.
#[must_use]
pub fn study_bibtex(study: &Study, permalink: &str, accessed: Day) -> String {
    let key = study_key(study);
    let fields = [
        ("title", tex(&study_title(study))),
        ("howpublished", tex(APP_TITLE)),
        ("year", accessed.year.to_string()),
        ("url", permalink.to_string()),
        ("urldate", accessed.iso()),
        ("note", format!("Accessed {}", accessed.chicago())),
    ];
    entry("misc", &key, &fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tex_escapes_its_specials() {
        assert_eq!(tex("R & B_v 50%"), "R \\& B\\_v 50\\%");
    }

    #[test]
    fn days_read_as_chicago_and_iso() {
        let day = Day {
            year: 2026,
            month: 3,
            day: 7,
        };
        assert_eq!(day.chicago(), "March 7, 2026");
        assert_eq!(day.iso(), "2026-03-07");
    }
}
