//! What a code changes from the rules of today, and where each of its rules
//! comes from: the body of a board's "What this code changes", as markup.
//!
//! The full bundle writes it in place. The first bundle fetches it from
//! `codes/<id>.html` (written at build time by the tools crate's `prose`, beside
//! the laws' words, and precached for offline use) when the reader first
//! opens the panel: most readers never do, and the codes' notes are about
//! 6 KB of the first download, gzipped.

use crate::core::{Change, Citing, Code, Law, LawBook, Place};
use crate::markup;
use crate::markup::Markup;
use crate::scenarios::{self, code_notes, LawRef, RuleNote, Source};
use crate::study::address::Address;
use crate::study::pages::page_href;

/// Where the first bundle fetches `code`'s notes (relative to the page).
#[must_use]
pub fn address(code: Code) -> String {
    format!("codes/{}.html", code.id())
}

/// How every file of notes begins: what the first bundle checks before it
/// shows a fetched file (a host that answers a missing file with its
/// home page must not have that page shown inside the board's notes).
pub const OPENING: &str = "<ul class=\"code-change-list\">";

/// The notes on `code`: its changes from the rules of today, each with its
/// law, then its basis and which of its rules its source attests and
/// which are taken from elsewhere.
#[must_use]
pub fn markup(code: Code) -> String {
    let mut out = Markup::constant(OPENING);
    let rules = code.rules();
    let mut changes = rules.changes().peekable();
    if changes.peek().is_none() {
        markup!(into out, "<li>Nothing: these are the rules of today.</li>");
    }
    for change in changes {
        change_item(&mut out, change, rules.law_book);
    }
    let notes = code_notes(code);
    markup!(
        into out,
        "</ul><div class=\"code-sources\"><p class=\"code-basis\">{}</p>",
        notes.basis
    );
    push_rules(&mut out, "Attested by its source", notes.attested);
    push_rules(&mut out, "Taken from elsewhere", notes.borrowed);
    markup!(into out, "</div>");
    out.into_string()
}

/// One change from the rules of today, in the words of
/// [`crate::core::RuleSet::changes_from_modern`], its law a link to its page.
fn change_item(out: &mut Markup, change: Change, book: LawBook) {
    let cited = match change.citing(book) {
        Some(Citing::Own(law)) => markup!(" ({})", law_citation(law)),
        Some(Citing::OnlyIn(law)) => markup!(
            " (the {} has one)",
            law_link(law, law.book.short_name().to_string())
        ),
        None => markup!(""),
    };
    markup!(into out, "<li>{}{}</li>", change.says, cited);
}

/// `law`'s citation, with each law of the five texts in it a link to its
/// page (the page of the law a note stands in; the source's page for the
/// source as a whole). A law outside the five texts is text.
fn law_citation(law: Law) -> Markup {
    match law.place {
        Place::Laws(first, second) if Source::of_book(law.book).is_some() => markup!(
            "{}, laws {} and {}",
            law.book.short_name(),
            law_link(Law::new(law.book, Place::Law(first)), first.to_string()),
            law_link(Law::new(law.book, Place::Law(second)), second.to_string())
        ),
        _ => law_link(law, law.to_string()),
    }
}

/// `words`, a link to the page of `law` (a single law) if the edition has
/// one.
fn law_link(law: Law, words: String) -> Markup {
    let page = LawRef::in_citation(law)
        .next()
        .and_then(|(source, law_ref)| law_page(source, law_ref));
    linked(page, words)
}

/// `words`, a link to `page` if there is one.
fn linked(page: Option<String>, words: String) -> Markup {
    match page {
        Some(href) => markup!(r#"<a href="{}">{}</a>"#, href, words),
        None => markup!("{}", words),
    }
}

/// The address of the page of `law` of `source`, if the edition has one:
/// a law the source's table lists, or the source as a whole.
fn law_page(source: Source, law: LawRef) -> Option<String> {
    let address = match law {
        LawRef::Unnumbered => Address::Sources {
            source: Some(source),
            anchor: None,
        },
        _ => {
            scenarios::law(source, law)?;
            Address::law(source, law)
        }
    };
    Some(page_href(&address.to_query()))
}

/// A heading and its list of rules, if there are any.
fn push_rules(out: &mut Markup, heading: &str, rules: &[RuleNote]) {
    if rules.is_empty() {
        return;
    }
    markup!(into out, "<h4>{}</h4><ul>", heading);
    for rule in rules {
        rule_item(out, rule);
    }
    markup!(into out, "</ul>");
}

/// One rule: its name, what it says and the law that says it, a law of
/// the five texts a link to its page.
fn rule_item(out: &mut Markup, rule: &RuleNote) {
    let cited = match (rule.law, rule.outside) {
        (None, None) => markup!(" No law of the five texts says it."),
        (Some((source, law)), _) => {
            markup!(" ({})", linked(law_page(source, law), rule.citation()))
        }
        (None, Some(_)) => markup!(" ({})", rule.citation()),
    };
    let remark = rule
        .remark
        .map(|r| markup!("<span class=\"rule-remark\"> {}</span>", r));
    markup!(
        into out,
        "<li><strong>{}</strong>: {}{}{}</li>",
        rule.rule,
        rule.says,
        cited,
        remark
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of some markup: tags dropped, the five escapes undone.
    fn text_of(markup: &str) -> String {
        let mut text = String::new();
        let mut in_tag = false;
        for c in markup.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                _ if !in_tag => text.push(c),
                _ => {}
            }
        }
        text.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    }

    #[test]
    fn every_code_says_its_changes_basis_and_rules_in_words() {
        for code in Code::ALL {
            let markup = markup(code);
            assert!(markup.starts_with(OPENING), "{code}");
            let text = text_of(&markup);
            for change in code.changes_from_modern() {
                assert!(text.contains(&change), "{code}: {change}");
            }
            let notes = code_notes(code);
            assert!(text.contains(notes.basis), "{code}");
            for rule in notes.attested.iter().chain(notes.borrowed) {
                assert!(text.contains(rule.rule), "{code}: {}", rule.rule);
                assert!(text.contains(rule.says), "{code}: {}", rule.says);
            }
            // Tags only where written here: every `<` of the text escaped.
            assert_eq!(
                markup.matches('<').count(),
                markup.matches('>').count(),
                "{code}"
            );
        }
        assert!(text_of(&markup(Code::Modern)).contains("Nothing: these are the rules of today."));
        // A law of the five texts is a link to its page.
        assert!(markup(Code::Italy)
            .contains(r#"(<a href="sources/sarratt/15/">Sarratt (1808), law 15</a>)"#));
        assert!(text_of(&markup(Code::Italy)).contains("passar battaglia"));
    }

    #[test]
    fn each_change_links_its_law_of_the_five_texts() {
        let italy = markup(Code::Italy);
        // The N.B. stands in law 15, the page it links.
        assert!(italy.contains(
            r#"passar battaglia (<a href="sources/sarratt/15/">Sarratt (1808), law 15, N.B.</a>)</li>"#
        ));
        // A law the code lacks: the book named, its law's page linked.
        assert!(italy.contains(
            r#"(the <a href="sources/primer/stalemate-and-material/">Primer (c. 1900)</a> has one)"#
        ));
        // Two laws read together: a link each.
        assert!(markup(Code::LawsOfTheGame).contains(
            r#"(Laws of the Game, laws <a href="sources/laws-of-the-game/8/">8</a> and <a href="sources/laws-of-the-game/16/">16</a>)"#
        ));
        assert!(markup(Code::UmpireCode).contains(
            r#"(<a href="sources/umpire-code/counting-fifty-moves/">Umpire code, section Counting Fifty Moves</a>)"#
        ));
        // Ponziani is outside the five texts: no page, no link.
        let ponziani = markup(Code::ItalyPonziani);
        assert!(ponziani.contains("passar battaglia (Ponziani (1782), law II)"));
        // Every link of the changes leads to a page the edition writes.
        let paths: Vec<String> = crate::study::pages::all_pages()
            .into_iter()
            .map(|page| page.path)
            .collect();
        for code in Code::ALL {
            let markup = markup(code);
            for href in markup.split("href=\"").skip(1) {
                let href = href.split('"').next().unwrap_or_default();
                assert!(paths.iter().any(|p| p == href), "{code}: {href}");
            }
        }
    }

    #[test]
    fn each_code_has_a_file_of_its_own() {
        let addresses: std::collections::HashSet<String> =
            Code::ALL.iter().map(|c| address(*c)).collect();
        assert_eq!(addresses.len(), Code::ALL.len());
    }
}
