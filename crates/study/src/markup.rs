//! Markup written as text, escaped by construction.
//!
//! Every piece of markup this crate and the web app write by hand (a
//! board's squares, the line of play, the law card, a code's notes) is
//! written with [`markup!`]. Its format string is markup; every value put
//! into a hole goes through [`Interpolate`], which escapes text, and lets
//! through only a [`Markup`], itself made this way. A hole must be a bare
//! `{}`: a named hole (`{name}`) would take a variable straight from the
//! scope, past the escaping, so the macro refuses to compile one. The web
//! app puts markup into the page only through its `markup::set_markup`
//! (clippy refuses a direct `set_inner_html`) or a view's `inner_html`.
//!
//! ```
//! use chess_laws_study::markup;
//! let words = "Kt. to K. B.'s 3rd";
//! let item = markup!("<li title=\"{}\">{}</li>", words, 16u32);
//! assert_eq!(item.as_str(), "<li title=\"Kt. to K. B.&#39;s 3rd\">16</li>");
//! ```
//!
//! ```compile_fail,E0080
//! use chess_laws_study::markup;
//! let words = "<b>";
//! let _ = markup!("<p>{words}</p>");
//! ```

use std::fmt::{self, Write};

/// A piece of markup whose every word was escaped as it was written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup(String);

impl Markup {
    /// No markup, with room for `capacity` bytes.
    #[must_use]
    pub fn with_capacity(capacity: usize) -> Self {
        Self(String::with_capacity(capacity))
    }

    /// Markup written in the source as a constant (one with braces in it,
    /// which a format string would read as holes).
    #[must_use]
    pub fn constant(markup: &'static str) -> Self {
        Self(markup.to_string())
    }

    /// Markup drawn by `draw` into an empty string: for markup this
    /// project's own code writes whole (a tag of the build's own page),
    /// with no word from the reader, the texts or the address.
    #[must_use]
    pub fn from_drawing(draw: impl FnOnce(&mut String)) -> Self {
        let mut drawn = String::new();
        draw(&mut drawn);
        Self(drawn)
    }

    /// Appends a format string's output; used by [`markup!`], whose holes
    /// are all escaped by [`Hole`].
    #[doc(hidden)]
    pub fn push_formatted(&mut self, formatted: fmt::Arguments<'_>) {
        let _ = self.0.write_fmt(formatted);
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    #[must_use]
    pub fn into_string(self) -> String {
        self.0
    }
}

/// Markup may be read as text (tests search it); only [`markup!`] and the
/// methods above write it.
impl std::ops::Deref for Markup {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Markup {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        out.write_str(&self.0)
    }
}

/// What may fill a hole of [`markup!`]: text is escaped, markup is not.
pub trait Interpolate {
    /// Writes `self` into markup.
    ///
    /// # Errors
    /// Only those of `out`.
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result;
}

impl Interpolate for str {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        let mut plain = 0;
        for (at, c) in self.char_indices() {
            let entity = match c {
                '&' => "&amp;",
                '<' => "&lt;",
                '>' => "&gt;",
                '"' => "&quot;",
                '\'' => "&#39;",
                _ => continue,
            };
            out.write_str(&self[plain..at])?;
            out.write_str(entity)?;
            plain = at + c.len_utf8();
        }
        out.write_str(&self[plain..])
    }
}

impl Interpolate for String {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        self.as_str().write_to(out)
    }
}

impl Interpolate for char {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        self.encode_utf8(&mut [0; 4]).write_to(out)
    }
}

impl Interpolate for Markup {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str(&self.0)
    }
}

impl<T: Interpolate + ?Sized> Interpolate for &T {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        (**self).write_to(out)
    }
}

impl<T: Interpolate> Interpolate for Option<T> {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        self.as_ref().map_or(Ok(()), |part| part.write_to(out))
    }
}

/// Whole numbers and truth values: their digits and words need no
/// escaping. No float: its formatter would add about 12 KB to the first
/// wasm (a drawing's numbers are written as a [`Length`] instead).
macro_rules! interpolate_as_displayed {
    ($($kind:ty),*) => {$(
        impl Interpolate for $kind {
            fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
                write!(out, "{self}")
            }
        }
    )*};
}
interpolate_as_displayed!(bool, u8, u16, u32, u64, usize, i32, i64);

/// A length or a place in a drawing, in its own units, written with three
/// decimals at most and none needless: `48`, `12.5`, `0.461`. Written from
/// whole thousandths, so that no float formatter (about 12 KB) comes into
/// the first wasm with the home screen's diagrams.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Length(pub f64);

impl Interpolate for Length {
    fn write_to(&self, out: &mut dyn Write) -> fmt::Result {
        // `as` saturates (far beyond any length of a drawing), never panics.
        let thousandths = (self.0 * 1000.0).round() as i64;
        let sign = if thousandths < 0 { "-" } else { "" };
        let whole = thousandths.unsigned_abs() / 1000;
        let mut part = thousandths.unsigned_abs() % 1000;
        if part == 0 {
            return write!(out, "{sign}{whole}");
        }
        let mut digits = 3;
        while part.is_multiple_of(10) {
            part /= 10;
            digits -= 1;
        }
        write!(out, "{sign}{whole}.{part:0digits$}")
    }
}

/// A hole of [`markup!`], filled through [`Interpolate`].
#[doc(hidden)]
pub struct Hole<'a, T: Interpolate + ?Sized>(pub &'a T);

impl<T: Interpolate + ?Sized> fmt::Display for Hole<'_, T> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_to(out)
    }
}

/// Whether every hole of the format string `format` is a bare `{}`
/// (braces doubled are braces): checked while compiling by [`markup!`].
#[doc(hidden)]
#[must_use]
pub const fn only_bare_holes(format: &str) -> bool {
    let bytes = format.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let here = bytes[at];
        if here == b'{' || here == b'}' {
            let next = if at + 1 < bytes.len() {
                bytes[at + 1]
            } else {
                0
            };
            let pair =
                (here == b'{' && (next == b'}' || next == b'{')) || (here == b'}' && next == b'}');
            if !pair {
                return false;
            }
            at += 2;
        } else {
            at += 1;
        }
    }
    true
}

/// Markup from a format string whose holes (`{}` only) are filled with
/// values that are escaped, unless they are [`Markup`] already:
/// `markup!(r#"<li class="{}">{}</li>"#, class, words)`. With `into` first,
/// appends to a `Markup`: `markup!(into html, "<li>{}</li>", words)`.
#[macro_export]
macro_rules! markup {
    (into $out:expr, $format:literal $(, $value:expr)* $(,)?) => {{
        const _: () = assert!(
            $crate::markup::only_bare_holes($format),
            "markup! takes bare {{}} holes only, so that every value is escaped"
        );
        $out.push_formatted(format_args!($format $(, $crate::markup::Hole(&$value))*));
    }};
    ($format:literal $(, $value:expr)* $(,)?) => {{
        let mut written = $crate::markup::Markup::default();
        $crate::markup!(into written, $format $(, $value)*);
        written
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_markup_is_not() {
        let words = r#"Tom's "rook" & <pawn>"#;
        let inner = markup!("<b>{}</b>", words);
        let whole = markup!(r#"<p title="{}">{}{}</p>"#, words, inner, 16usize);
        assert_eq!(
            whole.as_str(),
            "<p title=\"Tom&#39;s &quot;rook&quot; &amp; &lt;pawn&gt;\"><b>Tom&#39;s &quot;rook&quot; &amp; &lt;pawn&gt;</b>16</p>"
        );
    }

    #[test]
    fn appending_and_absent_parts() {
        let mut list = Markup::default();
        for item in ["a<b", "ç"] {
            markup!(into list, "<li>{}</li>", item);
        }
        markup!(into list, "{}{}", None::<Markup>, "&");
        assert_eq!(list.as_str(), "<li>a&lt;b</li><li>ç</li>&amp;");
    }

    #[test]
    fn lengths_lose_needless_decimals() {
        let written = |value: f64| markup!("{}", Length(value)).into_string();
        assert_eq!(written(48.0), "48");
        assert_eq!(written(0.4608), "0.461");
        assert_eq!(written(-0.5), "-0.5");
        assert_eq!(written(12.5), "12.5");
        assert_eq!(written(-1.05), "-1.05");
        assert_eq!(written(-0.0001), "0");
        assert_eq!(written(2.4), "2.4");
        assert_eq!(written(-1.25), "-1.25");
    }

    #[test]
    fn only_bare_holes_are_taken() {
        assert!(only_bare_holes(r#"<p class="{}">{{braces}}</p>"#));
        assert!(!only_bare_holes("<p>{name}</p>"));
        assert!(!only_bare_holes("<p>{:?}</p>"));
        assert!(!only_bare_holes("<p>{0}</p>"));
        assert!(!only_bare_holes("<p>}</p>"));
        assert!(!only_bare_holes("<p>{"));
    }
}
