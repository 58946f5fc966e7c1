//! The descriptive notation written out in the prose of the 19th-century
//! books ("P. to K. 4th", "Kt. to K. B. 3d", "Q. takes P. (ch.)"), built
//! from the core's compact form (`P-K4`, `N-KB3`, `QxPch`) so that both
//! always name the same man and square.

use crate::{Move, Position};

/// The move in the prose of the old books: "P. to K. 4th", "Kt. to K. B.
/// 3d", "Q. takes P. (ch.)", "Castles", "Castles, K. to R. sq., R. to B.
/// sq." for an Italian castling. Knights are "Kt." as in the sources.
///
/// ```
/// use chess_laws_core::read_descriptive::prose;
/// use chess_laws_core::{Position, RuleSet};
/// let pos = Position::start(RuleSet::modern());
/// let nf3 = pos.parse_san("Nf3").unwrap();
/// assert_eq!(prose(&pos, &nf3), "Kt. to K. B. 3d");
/// ```
#[must_use]
pub fn prose(position: &Position, m: &Move) -> String {
    let compact = position.descriptive(m);
    let (body, mark) = if let Some(body) = compact.strip_suffix(" mate") {
        (body, " (mate)")
    } else if let Some(body) = compact.strip_suffix("ch") {
        (body, " (ch.)")
    } else {
        (compact.as_str(), "")
    };
    let mut out = match body.strip_prefix("O-O") {
        Some(rest) => castles_in_words(rest),
        None => plain_in_words(body),
    };
    out.push_str(mark);
    out
}

/// `-O(K-R1,R-B1)` (what follows `O-O`) in words.
fn castles_in_words(rest: &str) -> String {
    let (queen_side, squares) = match rest.strip_prefix("-O") {
        Some(squares) => (true, squares),
        None => (false, rest),
    };
    let inner = squares.strip_prefix('(').and_then(|s| s.strip_suffix(')'));
    match inner {
        None if queen_side => "Castles (Q. R.)".to_string(),
        None => "Castles".to_string(),
        Some(inner) => {
            let parts: Vec<String> = inner
                .split(',')
                .map(|part| {
                    let (man, square) = part.split_at(part.len().min(1));
                    format!(
                        "{} to {}",
                        man_in_words(man),
                        square_in_words(square.trim_start_matches('-'))
                    )
                })
                .collect();
            format!("Castles, {}", parts.join(", "))
        }
    }
}

/// `N(QN1)xP(K5) e.p.=Q` and the like, in words.
fn plain_in_words(body: &str) -> String {
    let (body, en_passant) = match body.strip_suffix(" e.p.") {
        Some(b) => (b, true),
        None => (body, false),
    };
    let (body, promotion) = match body.rsplit_once('=') {
        Some((b, p)) => (b, Some(p)),
        None => (body, None),
    };
    let mut out = String::new();
    let (mover, verb, target) = match body.find(['-', 'x']) {
        Some(i) => (&body[..i], &body[i..=i], &body[i + 1..]),
        None => (body, "", ""),
    };
    out.push_str(&man_with_square(mover));
    match verb {
        "-" => {
            out.push_str(" to ");
            out.push_str(&square_in_words(target));
        }
        "x" => {
            out.push_str(" takes ");
            out.push_str(&man_with_square(target));
        }
        _ => {}
    }
    if en_passant {
        out.push_str(" (en passant)");
    }
    if let Some(p) = promotion {
        out.push_str(&format!(", and becomes a {}", man_in_words(p)));
    }
    out
}

/// `R(QR1)` as "R. (Q. R. sq.)".
fn man_with_square(text: &str) -> String {
    match text.split_once('(') {
        Some((man, square)) => format!(
            "{} ({})",
            man_in_words(man),
            square_in_words(square.trim_end_matches(')'))
        ),
        None => man_in_words(text),
    }
}

fn man_in_words(letters: &str) -> String {
    letter_words(letters).join(" ")
}

/// `KB3` as "K. B. 3d", `R1` as "R. sq.".
fn square_in_words(square: &str) -> String {
    let digits = square.trim_start_matches(|c: char| !c.is_ascii_digit());
    let letters = &square[..square.len() - digits.len()];
    let rank = match digits {
        "1" => "sq.".to_string(),
        "2" => "2d".to_string(),
        "3" => "3d".to_string(),
        other => format!("{other}th"),
    };
    let mut words = letter_words(letters);
    words.push(rank);
    words.join(" ")
}

/// `QN` as ["Q.", "Kt."].
fn letter_words(letters: &str) -> Vec<String> {
    letters
        .chars()
        .filter(char::is_ascii_uppercase)
        .map(|c| match c {
            'N' => "Kt.".to_string(),
            other => format!("{other}."),
        })
        .collect()
}
