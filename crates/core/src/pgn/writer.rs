//! The PGN writer: tag pairs, then the moves with their numbers,
//! annotations, comments and variations, in lines of at most 80 characters.

use super::{step_comment, PgnGame, PgnMove};

/// The widest line written (the PGN standard's export format).
const WIDTH: usize = 80;

/// The game as PGN text. Move numbers follow the `FEN` tag (its side to
/// move and move number) or start at 1 with White. A notice to count fifty
/// moves is written as the comment `{[%notice]}`, a draw claimed as
/// `{[%claim]}`. What the reader reads, the writer writes so that it reads
/// back the same: a comment that braces would change (one holding a `}`,
/// or spaces the reader would fold) goes after a `;`, to the end of its
/// line, and a line break in a tag value is escaped with a backslash.
#[must_use]
pub fn write_game(game: &PgnGame) -> String {
    let mut out = String::new();
    for (name, value) in &game.tags {
        let name: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        // The reader takes the character after a backslash as it is, a
        // line break included.
        let value = value
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\n', "\\\n");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    if !game.tags.is_empty() {
        out.push('\n');
    }
    let mut words: Vec<String> = game.leading.iter().map(|c| comment(c)).collect();
    let (number, white) = first_number(game);
    write_line(&game.moves, number, white, &mut words);
    words.push(game.result.clone().unwrap_or_else(|| "*".to_string()));
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
        // A `;` comment runs to the end of its line.
        if word.starts_with(';') {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The number of the first move and whether White makes it.
fn first_number(game: &PgnGame) -> (u32, bool) {
    let Some(fen) = game.tag("FEN") else {
        return (1, true);
    };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let white = fields.get(1) != Some(&"b");
    let number = fields
        .get(5)
        .and_then(|n| n.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(1);
    (number, white)
}

/// A comment as the reader will read it back: in braces, which fold its
/// spaces, or after a `;` when braces would change it (a `}` would end
/// it early; runs of spaces would be folded).
fn comment(text: &str) -> String {
    let folded = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if !text.contains('}') && folded == text {
        return format!("{{{text}}}");
    }
    if !text.contains('\n') && text.trim() == text {
        return format!(";{text}");
    }
    // A comment made by a program with both a `}` and a line break: the
    // nearest the reader can take.
    format!("{{{}}}", folded.replace('}', ")"))
}

/// Writes a line of moves (and, recursively, its variations) as words.
fn write_line(moves: &[PgnMove], mut number: u32, mut white: bool, words: &mut Vec<String>) {
    let mut need_number = true;
    for m in moves {
        // A notice or a claim is no move: the side to move stays, and its
        // annotations, comments and variations follow it as a move's do.
        let step = step_comment(&m.text);
        if let Some(marker) = step {
            words.push(comment(marker));
        } else if white {
            words.push(format!("{number}.{}", m.text));
        } else if need_number {
            words.push(format!("{number}...{}", m.text));
        } else {
            words.push(m.text.clone());
        }
        words.extend(m.nags.iter().map(|n| format!("${n}")));
        words.extend(m.comments.iter().map(|c| comment(c)));
        for variation in &m.variations {
            words.push("(".to_string());
            write_line(variation, number, white, words);
            words.push(")".to_string());
        }
        need_number = step.is_some() || !m.comments.is_empty() || !m.variations.is_empty();
        if step.is_some() {
            continue;
        }
        // The first number comes from a FEN, which may be any number a
        // hand-edited link carries: past the largest, the numbers stay.
        if !white {
            number = number.saturating_add(1);
        }
        white = !white;
    }
    // Words "(" and ")" hug their neighbours, but for a `;` comment, which
    // would take a ")" into itself and must start its word.
    let mut i = 0;
    while i < words.len() {
        if words[i] == "(" && i + 1 < words.len() && !words[i + 1].starts_with(';') {
            let next = words.remove(i + 1);
            words[i].push_str(&next);
        } else if words[i] == ")" && i > 0 && !words[i - 1].starts_with(';') {
            let close = words.remove(i);
            words[i - 1].push_str(&close);
            continue;
        }
        i += 1;
    }
}
