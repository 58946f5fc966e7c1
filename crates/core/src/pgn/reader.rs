//! The PGN reader: a character cursor with line and column, and a game
//! builder that keeps everything read before an error.

use super::{PgnError, PgnGame, PgnMove, CLAIM_COMMENT, NOTICE_COMMENT};
use crate::read_descriptive::Place;

/// The longest move token kept whole; anything longer is not a move.
const MAX_TOKEN: usize = 64;

/// Reads every game of a PGN text. A text with nothing in it gives no
/// game; an error in one game ends that game (with the error), and reading
/// goes on at the next line that opens a tag pair.
#[must_use]
pub fn read_pgn(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    let mut offset = 0;
    while offset < text.len() {
        let (game, next) = read_game_at(text, offset);
        if !game.is_empty() || game.error.is_some() {
            games.push(game);
        }
        if next <= offset {
            break;
        }
        offset = next;
    }
    games
}

/// Reads the game that starts at byte `offset` of `text` (clamped to a
/// character boundary) and returns it with the offset where the next one
/// begins (`text.len()` at the end), so a caller can read a long file one
/// game at a time.
#[must_use]
pub fn read_game_at(text: &str, offset: usize) -> (PgnGame, usize) {
    let mut start = offset.min(text.len());
    while !text.is_char_boundary(start) {
        start += 1;
    }
    let mut cursor = Cursor::new(text, start);
    let mut builder = Builder::new(cursor.place());
    builder.read(&mut cursor);
    (builder.finish(), cursor.offset)
}

/// A position in the text with its line and column.
struct Cursor<'a> {
    text: &'a str,
    offset: usize,
    line: u32,
    column: u32,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, offset: usize) -> Cursor<'a> {
        // `read_game_at` is public: an offset past the end or inside a
        // character reads nothing rather than panicking.
        let offset = if text.is_char_boundary(offset) {
            offset
        } else {
            text.len()
        };
        let before = &text[..offset];
        let line = before.matches('\n').count() as u32 + 1;
        let column = before
            .rsplit('\n')
            .next()
            .map_or(0, |l| l.chars().count() as u32);
        Cursor {
            text,
            offset,
            line,
            column: column + 1,
        }
    }

    fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.offset..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.offset += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.column == 1
    }

    /// Takes characters while `keep` holds.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> &'a str {
        let start = self.offset;
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
        &self.text[start..self.offset]
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    /// Skips to the next line that opens a tag pair (after an error).
    fn skip_to_next_game(&mut self) {
        loop {
            self.skip_line();
            match self.peek() {
                None => return,
                Some('[') => return,
                _ => {}
            }
        }
    }
}

fn is_symbol_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "_+#=:-/.".contains(c)
}

/// Whether a character is text rather than binary noise.
fn is_text_char(c: char) -> bool {
    !c.is_control() || c == '\n' || c == '\r' || c == '\t' || c == '\u{c}'
}

/// Builds one game from the tokens.
struct Builder {
    game: PgnGame,
    /// The lines being read: the main line first, then open variations,
    /// each with the place of its `(`.
    lines: Vec<(Vec<PgnMove>, Place)>,
    /// Comments waiting for the first move of a variation.
    pending: Vec<String>,
    started: bool,
}

enum Step {
    Go,
    End,
}

impl Builder {
    fn new(place: Place) -> Builder {
        Builder {
            game: PgnGame {
                place,
                ..PgnGame::default()
            },
            lines: vec![(Vec::new(), place)],
            pending: Vec::new(),
            started: false,
        }
    }

    fn fail(&mut self, place: Place, message: impl Into<String>) -> Step {
        self.game.error = Some(PgnError {
            place,
            message: message.into(),
        });
        Step::End
    }

    fn read(&mut self, cursor: &mut Cursor) {
        loop {
            let step = self.step(cursor);
            if matches!(step, Step::End) {
                if self.game.error.is_some() {
                    cursor.skip_to_next_game();
                }
                return;
            }
        }
    }

    /// Reads one token; `End` when the game is over.
    fn step(&mut self, cursor: &mut Cursor) -> Step {
        let place = cursor.place();
        let Some(c) = cursor.peek() else {
            return self.end_of_text(place);
        };
        if !is_text_char(c) {
            return self.fail(
                place,
                "this is not text (binary data?): a PGN file holds only letters, digits and signs",
            );
        }
        match c {
            c if c.is_whitespace() => {
                cursor.bump();
                Step::Go
            }
            '%' if cursor.at_line_start() => {
                cursor.skip_line();
                Step::Go
            }
            '[' if self.started => Step::End,
            '[' => self.tag(cursor, place),
            '{' => self.brace_comment(cursor, place),
            ';' => {
                cursor.bump();
                let text = cursor.take_while(|c| c != '\n').trim().to_string();
                self.comment(text);
                Step::Go
            }
            '(' => self.open_variation(cursor, place),
            ')' => self.close_variation(cursor, place),
            '$' => {
                cursor.bump();
                let digits = cursor.take_while(|c| c.is_ascii_digit());
                match digits.parse::<u16>() {
                    Ok(nag) => self.nag(nag, place),
                    Err(_) => self.fail(place, "a $ must be followed by a number (a NAG, like $1)"),
                }
            }
            '!' | '?' => {
                let marks = cursor.take_while(|c| c == '!' || c == '?');
                self.nag(suffix_nag(marks), place)
            }
            '*' => {
                cursor.bump();
                self.result("*", place)
            }
            c if is_symbol_char(c) => {
                let symbol = cursor.take_while(is_symbol_char);
                self.symbol(cursor, symbol, place)
            }
            other => {
                let shown = other.escape_default().to_string();
                self.fail(
                    place,
                    format!("unexpected character \u{201c}{shown}\u{201d}"),
                )
            }
        }
    }

    fn end_of_text(&mut self, _place: Place) -> Step {
        if self.lines.len() > 1 {
            let open = self.lines[self.lines.len() - 1].1;
            return self.fail(
                open,
                "the text ends inside a variation: this \u{201c}(\u{201d} is never closed",
            );
        }
        Step::End
    }

    fn tag(&mut self, cursor: &mut Cursor, place: Place) -> Step {
        cursor.bump();
        cursor.take_while(|c| c == ' ' || c == '\t');
        let name = cursor
            .take_while(|c| c.is_ascii_alphanumeric() || c == '_')
            .to_string();
        cursor.take_while(|c| c == ' ' || c == '\t');
        if name.is_empty() || cursor.peek() != Some('"') {
            return self.fail(place, "a tag pair is written [Name \"value\"]");
        }
        cursor.bump();
        let mut value = String::new();
        loop {
            match cursor.bump() {
                Some('\\') => match cursor.bump() {
                    Some(c) => value.push(c),
                    None => break,
                },
                Some('"') => break,
                Some('\n') | None => {
                    return self.fail(place, "the value of this tag has no closing quote")
                }
                Some(c) => value.push(c),
            }
        }
        cursor.take_while(|c| c == ' ' || c == '\t');
        if cursor.bump() != Some(']') {
            return self.fail(place, "this tag pair has no closing \u{201c}]\u{201d}");
        }
        self.game.tags.push((name, value));
        Step::Go
    }

    fn brace_comment(&mut self, cursor: &mut Cursor, place: Place) -> Step {
        cursor.bump();
        let text = cursor.take_while(|c| c != '}').to_string();
        if cursor.bump() != Some('}') {
            return self.fail(place, "this comment \u{201c}{\u{201d} is never closed");
        }
        self.comment(text.split_whitespace().collect::<Vec<_>>().join(" "));
        Step::Go
    }

    fn comment(&mut self, text: String) {
        if text.is_empty() {
            return;
        }
        let in_main_line = self.lines.len() == 1;
        // A variation may hold a notice or a claim as well as the main
        // line: a study's kept lines go out as variations.
        if text == NOTICE_COMMENT || text == CLAIM_COMMENT {
            let token = if text == NOTICE_COMMENT {
                "notice"
            } else {
                "claim"
            };
            let mut step = PgnMove::new(token);
            step.comments = std::mem::take(&mut self.pending);
            self.push_move(step);
            return;
        }
        let line = &mut self.lines.last_mut().map(|(l, _)| l);
        match line.as_mut().and_then(|l| l.last_mut()) {
            Some(last) => last.comments.push(text),
            None if in_main_line && !self.started => self.game.leading.push(text),
            None => self.pending.push(text),
        }
    }

    fn nag(&mut self, nag: u16, place: Place) -> Step {
        match self.lines.last_mut().and_then(|(l, _)| l.last_mut()) {
            Some(last) => {
                last.nags.push(nag);
                Step::Go
            }
            None => self.fail(place, "an annotation ($, ! or ?) before any move"),
        }
    }

    fn open_variation(&mut self, cursor: &mut Cursor, place: Place) -> Step {
        cursor.bump();
        let has_move = self.lines.last().is_some_and(|(l, _)| !l.is_empty());
        if !has_move {
            return self.fail(place, "a variation \u{201c}(\u{201d} before any move");
        }
        self.lines.push((Vec::new(), place));
        Step::Go
    }

    fn close_variation(&mut self, cursor: &mut Cursor, place: Place) -> Step {
        cursor.bump();
        if self.lines.len() < 2 {
            return self.fail(
                place,
                "a \u{201c})\u{201d} with no \u{201c}(\u{201d} to close",
            );
        }
        let (variation, _) = self.lines.pop().unwrap_or_default();
        self.pending.clear();
        if let Some(last) = self.lines.last_mut().and_then(|(l, _)| l.last_mut()) {
            if !variation.is_empty() {
                last.variations.push(variation);
            }
        }
        Step::Go
    }

    fn result(&mut self, result: &str, place: Place) -> Step {
        self.game.result = Some(result.to_string());
        if self.lines.len() > 1 {
            let open = self.lines[self.lines.len() - 1].1;
            let _ = place;
            return self.fail(
                open,
                "the game ends inside a variation: this \u{201c}(\u{201d} is never closed",
            );
        }
        Step::End
    }

    fn symbol(&mut self, cursor: &mut Cursor, symbol: &str, place: Place) -> Step {
        if matches!(symbol, "1-0" | "0-1" | "1/2-1/2") {
            return self.result(symbol, place);
        }
        // A move number, alone (`12.`, `3...`) or glued to the move (`1.e4`).
        let digits = symbol.bytes().take_while(u8::is_ascii_digit).count();
        let after_digits = &symbol[digits..];
        let rest = after_digits.trim_start_matches('.');
        if digits > 0 && (after_digits.is_empty() || rest.len() < after_digits.len()) {
            if rest.is_empty() {
                return Step::Go;
            }
            return self.symbol(cursor, rest, place);
        }
        if symbol.trim_matches('.').is_empty() || symbol.eq_ignore_ascii_case("e.p.") {
            return Step::Go;
        }
        // Black's move written with its dots but no number (`(...Nc6)`),
        // or a stray dot: a move never begins with one, and the writer
        // puts its number's dots in front of it.
        let undotted = symbol.trim_start_matches('.');
        if undotted.len() < symbol.len() {
            return self.symbol(cursor, undotted, place);
        }
        let mut text = symbol.to_string();
        // Our castlings name their squares in brackets: `O-O(Kh1,Rf1)`.
        let castling = text.starts_with("O-O") || text.starts_with("0-0");
        if castling && cursor.peek() == Some('(') {
            let tail = &cursor.text[cursor.offset..];
            if let Some(end) = tail.find(')').filter(|&e| e <= 16) {
                let inside = &tail[1..end];
                if inside.starts_with('K')
                    && inside
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || ",-".contains(c))
                {
                    text.push_str(&tail[..=end]);
                    for _ in 0..=end {
                        cursor.bump();
                    }
                    text.push_str(cursor.take_while(|c| c == '+' || c == '#'));
                }
            }
        }
        if text.chars().count() > MAX_TOKEN {
            return self.fail(place, "this word is far too long to be a move");
        }
        let marks = cursor.take_while(|c| c == '!' || c == '?');
        let mut m = PgnMove::new(text);
        m.place = place;
        m.comments = std::mem::take(&mut self.pending);
        if !marks.is_empty() {
            m.nags.push(suffix_nag(marks));
        }
        self.push_move(m);
        Step::Go
    }

    fn push_move(&mut self, m: PgnMove) {
        self.started = true;
        if let Some((line, _)) = self.lines.last_mut() {
            line.push(m);
        }
    }

    fn finish(mut self) -> PgnGame {
        // Open variations (after an error) are folded back in order.
        while self.lines.len() > 1 {
            let (variation, _) = self.lines.pop().unwrap_or_default();
            if let Some(last) = self.lines.last_mut().and_then(|(l, _)| l.last_mut()) {
                if !variation.is_empty() {
                    last.variations.push(variation);
                }
            }
        }
        self.game.moves = self.lines.pop().map(|(l, _)| l).unwrap_or_default();
        self.game
    }
}

/// `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6 (the PGN standard's NAGs).
fn suffix_nag(marks: &str) -> u16 {
    match marks {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => 0,
    }
}
