//! What a code changes from the rules of today, and where each of its rules
//! comes from: the body of a board's "What this code changes", as markup.
//!
//! The full bundle writes it in place. The first bundle fetches it from
//! `codes/<id>.html` (written at build time by the tools crate's `prose`, beside
//! the laws' words, and precached for offline use) when the reader first
//! opens the panel: most readers never do, and the codes' notes are about
//! 6 KB of the first download, gzipped.

use crate::core::Code;
use crate::scenarios::{code_notes, RuleNote};
use crate::study::diagram::escape;

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
    let mut out = String::from(OPENING);
    let changes = code.changes_from_modern();
    if changes.is_empty() {
        out.push_str("<li>Nothing: these are the rules of today.</li>");
    }
    for change in &changes {
        out.push_str(&format!("<li>{}</li>", escape(change)));
    }
    out.push_str("</ul>");
    let notes = code_notes(code);
    out.push_str(&format!(
        "<div class=\"code-sources\"><p class=\"code-basis\">{}</p>",
        escape(notes.basis)
    ));
    push_rules(&mut out, "Attested by its source", notes.attested);
    push_rules(&mut out, "Taken from elsewhere", notes.borrowed);
    out.push_str("</div>");
    out
}

/// A heading and its list of rules, if there are any.
fn push_rules(out: &mut String, heading: &str, rules: &[RuleNote]) {
    if rules.is_empty() {
        return;
    }
    out.push_str(&format!("<h4>{heading}</h4><ul>"));
    for rule in rules {
        out.push_str(&rule_item(rule));
    }
    out.push_str("</ul>");
}

/// One rule: its name, what it says and the law that says it.
fn rule_item(rule: &RuleNote) -> String {
    let says = match (rule.law, rule.outside) {
        (None, None) => format!(": {} No law of the five texts says it.", rule.says),
        _ => format!(": {} ({})", rule.says, rule.citation()),
    };
    let remark = rule
        .remark
        .map(|r| format!("<span class=\"rule-remark\"> {}</span>", escape(r)))
        .unwrap_or_default();
    format!(
        "<li><strong>{}</strong>{}{remark}</li>",
        escape(rule.rule),
        escape(&says)
    )
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
        assert!(text_of(&markup(Code::Italy)).contains("passar battaglia"));
    }

    #[test]
    fn each_code_has_a_file_of_its_own() {
        let addresses: std::collections::HashSet<String> =
            Code::ALL.iter().map(|c| address(*c)).collect();
        assert_eq!(addresses.len(), Code::ALL.len());
    }
}
