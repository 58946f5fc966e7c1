//! A phrase set inside a sentence or at its head: its first letter lowered
//! ("At the start" in "Comment, at the start") or raised. Only the first
//! letter changes, since the rest may hold moves ("After 3.Nf3"), whose
//! letters are notation. Every phrase the app places so begins with an
//! English letter, so the change is ASCII's: Unicode's case tables would
//! add their weight to the reader's first download for nothing.

/// `text` with its first letter lowered: "After 3.Nf3" as "after 3.Nf3".
#[must_use]
pub fn lower_first(text: &str) -> String {
    with_first(text, str::make_ascii_lowercase)
}

/// `text` with its first letter raised: "reported by Sarratt" as
/// "Reported by Sarratt".
#[must_use]
pub fn raise_first(text: &str) -> String {
    with_first(text, str::make_ascii_uppercase)
}

/// `text` with `change` made to its first byte, when that is a character
/// of its own (a first character of several bytes is left as it is).
fn with_first(text: &str, change: fn(&mut str)) -> String {
    let mut changed = text.to_string();
    if let Some(first) = changed.get_mut(..1) {
        change(first);
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_letter_changes_and_only_an_ascii_one() {
        assert_eq!(lower_first("After 3.Nf3"), "after 3.Nf3");
        assert_eq!(lower_first("At the start"), "at the start");
        assert_eq!(raise_first("law 16"), "Law 16");
        assert_eq!(raise_first("reported by Sarratt"), "Reported by Sarratt");
        assert_eq!(lower_first(""), "");
        // A first character of several bytes is no slice of one byte.
        assert_eq!(lower_first("\u{c9}tude"), "\u{c9}tude");
        assert_eq!(raise_first("\u{e9}tude"), "\u{e9}tude");
    }
}
