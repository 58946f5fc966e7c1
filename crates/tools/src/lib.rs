//! What the build-time generators (`src/bin/`) share.

/// `text` as a JSON string, quotes included.
#[must_use]
pub fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::json_string;

    #[test]
    fn quotes_backslashes_and_controls_are_escaped() {
        assert_eq!(
            json_string("a \"b\" \\ c\nd\u{1}"),
            r#""a \"b\" \\ c\nd\u0001""#
        );
    }
}
