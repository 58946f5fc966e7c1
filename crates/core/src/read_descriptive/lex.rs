//! Words into atoms: the pieces of text the move grammar is made of.
//!
//! One atom set covers the compact descriptive notation (`Kt-KB3`, `QxP`,
//! `B-QKt5ch`) and the prose of the 19th century ("K. Kt. to B. 3d",
//! "Q. takes P.", "(ch.)"): periods and the possessive `'s` are dropped,
//! letters are read as men and files, digits and ordinals as ranks. SAN
//! words and the written castlings are recognised whole before that.

use super::request::CastleRequest;
use super::Place;

/// A letter of the descriptive notation: a man, or the file it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Letter {
    King,
    Queen,
    Rook,
    Knight,
    Bishop,
    Pawn,
}

/// One meaningful piece of a text of moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Atom {
    /// A whole move in SAN (`e4`, `Nxf7+`).
    San(String),
    /// A castling written in one word (`O-O`, `O-O(Kh1,Rf1)`, `Kb1/Re1`).
    Castle(CastleRequest),
    /// The word "castles".
    Castles,
    /// A move number (`12.`, `3...`).
    Number,
    /// A bare number: a rank if one is expected, else a move number.
    Digits(u8),
    /// A rank: a digit after a file (`K4`), an ordinal (`4th`, `third`).
    Rank(u8),
    /// "sq.", "square": the first rank where it stands alone ("R. sq."),
    /// nothing after a rank ("rook's fifth square").
    SquareWord,
    Man(Letter),
    To,
    Takes,
    Check,
    Mate,
    EnPassant,
    /// `=Q`, or a piece named after "becomes".
    Promote(Letter),
    /// "one", "two": how many squares a pawn goes straight ahead ("king's
    /// pawn one square").
    Steps(u8),
    /// "queens", "becomes": a promotion follows or is meant.
    Becomes,
    Open,
    Close,
    Comma,
    Slash,
    /// A result (`1-0`, `*`): the end of a game.
    Result,
    And,
    Side,
    On,
    With,
    Notice,
    /// A draw claimed (FIDE 9.2, 9.3), as the study writes it.
    Claim,
    /// A word with no meaning for the move ("the", "his", "dis.").
    Filler,
    /// A word not understood.
    Unknown,
}

/// An atom and the word it came from.
#[derive(Clone, Debug)]
pub(super) struct Token {
    pub atom: Atom,
    /// Index of the word in the text's word list.
    pub word: usize,
}

/// A word of the text, with its place and byte span.
#[derive(Clone, Debug)]
pub(super) struct Word {
    pub place: Place,
    pub start: usize,
    pub end: usize,
}

/// Splits `text` into words (runs of non-space), with their places.
pub(super) fn words(text: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let (mut line, mut column) = (1u32, 0u32);
    let mut current: Option<Word> = None;
    for (i, c) in text.char_indices() {
        column += 1;
        if c.is_whitespace() {
            if let Some(mut w) = current.take() {
                w.end = i;
                out.push(w);
            }
            if c == '\n' {
                line += 1;
                column = 0;
            }
        } else if current.is_none() {
            current = Some(Word {
                place: Place { line, column },
                start: i,
                end: i,
            });
        }
    }
    if let Some(mut w) = current {
        w.end = text.len();
        out.push(w);
    }
    out
}

/// The atoms of one word, appended to `out`.
pub(super) fn atoms_of_word(word: &str, index: usize, out: &mut Vec<Token>) {
    let mut push = |atom: Atom| out.push(Token { atom, word: index });
    let trimmed = word.trim_end_matches([',', ';']);
    let comma = trimmed.len() < word.len();
    let (number, rest) = split_move_number(trimmed);
    if number {
        push(Atom::Number);
    }
    if rest.is_empty() || rest.chars().all(|c| c == '.' || c == '\u{2026}') {
        if comma {
            push(Atom::Comma);
        }
        return;
    }
    if let Some(atom) = whole_word(rest) {
        push(atom);
    } else {
        for atom in descriptive_atoms(rest) {
            push(atom);
        }
    }
    if comma {
        push(Atom::Comma);
    }
}

/// `12.` or `3...` at the front of a word: (whether there was one, rest).
fn split_move_number(word: &str) -> (bool, &str) {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return (false, word);
    }
    let rest = &word[digits..];
    let after = rest.trim_start_matches(['.', '\u{2026}']);
    if after.len() < rest.len() {
        (true, after)
    } else {
        (false, word)
    }
}

/// A word read whole: a result, SAN, a written castling, a slash.
fn whole_word(word: &str) -> Option<Atom> {
    if matches!(
        word,
        "1-0" | "0-1" | "1/2-1/2" | "\u{bd}-\u{bd}" | "*" | "0-0-0-0"
    ) {
        return Some(Atom::Result);
    }
    if word == "/" || word == "|" {
        return Some(Atom::Slash);
    }
    if word.eq_ignore_ascii_case("notice") {
        return Some(Atom::Notice);
    }
    if word.eq_ignore_ascii_case("claim") {
        return Some(Atom::Claim);
    }
    if let Some(castle) = castle_word(word) {
        return Some(Atom::Castle(castle));
    }
    if word.bytes().all(|b| b.is_ascii_digit()) {
        return word.parse().ok().map(Atom::Digits).or(Some(Atom::Number));
    }
    san_like(word).then(|| Atom::San(word.to_string()))
}

/// Whether a word is a move in SAN: `[KQRBN]?[a-h]?[1-8]?[x:-]?[a-h][1-8]`,
/// then a promotion, check marks and `e.p.`. Case matters: descriptive
/// files are capitals, SAN files small letters.
pub(super) fn san_like(word: &str) -> bool {
    let mut s = word.trim_end_matches(['+', '#', '!', '?', '.', ',', ';']);
    s = s.strip_suffix("e.p").unwrap_or(s);
    let s = s.trim_end_matches(['+', '#']);
    let b = s.as_bytes();
    let mut i = 0;
    if b.first().is_some_and(|c| b"KQRBN".contains(c)) {
        i = 1;
    }
    let mut end = b.len();
    // A promotion: `=Q`, `Q` after the square, or `(Q)`.
    if end >= 4 && b[end - 1] == b')' && b"QRBN".contains(&b[end - 2]) && b[end - 3] == b'(' {
        end -= 3;
    } else if end >= 3 && b"QRBN".contains(&b[end - 1]) {
        end -= 1;
        if b[end - 1] == b'=' {
            end -= 1;
        }
    }
    if end < i + 2 {
        return false;
    }
    let is_file = |c: u8| (b'a'..=b'h').contains(&c);
    let is_rank = |c: u8| (b'1'..=b'8').contains(&c);
    if !is_file(b[end - 2]) || !is_rank(b[end - 1]) {
        return false;
    }
    let mut head = &b[i..end - 2];
    if let Some((last, rest)) = head.split_last() {
        if b"x:-".contains(last) {
            head = rest;
        }
    }
    match head {
        [] => true,
        [f] => is_file(*f) || is_rank(*f),
        [f, r] => is_file(*f) && is_rank(*r),
        _ => false,
    }
}

/// A castling written in one word: `O-O`, `0-0-0`, with squares
/// `(Kh1,Rf1)` or `(K-R1,R-B1)`, or `Kb1/Re1`, `K-R1/R-B1`.
pub(super) fn castle_word(word: &str) -> Option<CastleRequest> {
    let s = without_check_word(word.trim_end_matches(['+', '#', '!', '?', '.', ',', ';']));
    let upper = s.to_ascii_uppercase().replace('0', "O");
    let (king_side, rest) = if let Some(rest) = upper.strip_prefix("O-O-O") {
        (Some(false), rest)
    } else if let Some(rest) = upper.strip_prefix("O-O") {
        (Some(true), rest)
    } else {
        let (king, rook) = s.split_once('/')?;
        let mut request = CastleRequest::default();
        castle_part(king, &mut request)?;
        castle_part(rook, &mut request)?;
        return (request.king_files.is_some() && request.rook_files.is_some()).then_some(request);
    };
    let mut request = CastleRequest {
        king_side,
        ..CastleRequest::default()
    };
    if rest.is_empty() {
        return Some(request);
    }
    // The squares keep their case: `(Kh1,Rf1)`.
    let inner = &s[s.len() - rest.len()..];
    let inner = inner.strip_prefix('(')?.strip_suffix(')')?;
    for part in inner.split(',') {
        castle_part(part.trim(), &mut request)?;
    }
    Some(request)
}

/// A castling without the check the descriptive notation glues to it
/// (`O-O-Och`, `O-O(K-N1,R-K1)ch`); the rest of the word is left alone,
/// so a word that is no castling stays none.
fn without_check_word(word: &str) -> &str {
    for suffix in ["ch", "mate"] {
        let Some(head) = word.len().checked_sub(suffix.len()) else {
            continue;
        };
        let castle = word.starts_with(['O', 'o', '0']);
        if castle && word.is_char_boundary(head) && word[head..].eq_ignore_ascii_case(suffix) {
            return word[..head].trim_end_matches(['.', ' ']);
        }
    }
    word
}

/// `Kh1`, `Rf1`, `K-R1`, `R-KB1`, `Ksq`: the file a castling man goes to.
fn castle_part(part: &str, request: &mut CastleRequest) -> Option<()> {
    let mut chars = part.chars();
    let who = chars.next()?;
    let rest = chars.as_str().trim_start_matches('-');
    let files = castle_square_files(rest)?;
    match who {
        'K' => request.king_files = Some(files),
        'R' => request.rook_files = Some(files),
        _ => return None,
    }
    Some(())
}

/// The files of a first-rank square: `h1` (or `h8`), or a descriptive
/// `R1`, `KB1`, `Bsq`.
fn castle_square_files(text: &str) -> Option<u8> {
    let b = text.as_bytes();
    if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b[1] == b'1' || b[1] == b'8') {
        return Some(1 << (b[0] - b'a'));
    }
    let lower = text.to_ascii_lowercase().replace('.', "");
    let letters = lower
        .strip_suffix('1')
        .or_else(|| lower.strip_suffix("sq"))?;
    let atoms = descriptive_atoms(letters);
    let letters: Vec<Letter> = atoms
        .iter()
        .map(|a| match a {
            Atom::Man(l) => Some(*l),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let files = super::grammar::file_name(&letters)?.files();
    (files != 0).then_some(files)
}

/// The atoms of a descriptive word, case-insensitive.
pub(super) fn descriptive_atoms(word: &str) -> Vec<Atom> {
    let lower = word
        .to_lowercase()
        .replace(['\u{2019}', '\u{2018}', '`'], "'")
        .replace("'s", "")
        .replace(['.', '\''], "");
    let chars: Vec<char> = lower.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            i = digits_atom(&chars, i, &mut out);
        } else if c.is_ascii_lowercase() {
            let end = (i..chars.len())
                .find(|&j| !chars[j].is_ascii_lowercase())
                .unwrap_or(chars.len());
            let run: String = chars[i..end].iter().collect();
            let promote = out.last() == Some(&Atom::Becomes) && i > 0 && chars[i - 1] == '=';
            letters_atoms(&run, promote, &mut out);
            i = end;
        } else {
            out.push(match c {
                '(' | '[' => Atom::Open,
                ')' | ']' => Atom::Close,
                ',' | ';' => Atom::Comma,
                '-' | '\u{2013}' | '\u{2014}' => Atom::To,
                ':' | '\u{d7}' => Atom::Takes,
                '/' => Atom::Slash,
                '=' => Atom::Becomes,
                '+' => Atom::Check,
                '#' => Atom::Mate,
                '!' | '?' => Atom::Filler,
                _ => Atom::Unknown,
            });
            i += 1;
        }
    }
    out
}

/// A run of digits, with its ordinal suffix: a rank (or a bare number).
fn digits_atom(chars: &[char], start: usize, out: &mut Vec<Atom>) -> usize {
    let end = (start..chars.len())
        .find(|&j| !chars[j].is_ascii_digit())
        .unwrap_or(chars.len());
    let text: String = chars[start..end].iter().collect();
    let value: u8 = text.parse().unwrap_or(0);
    let after: String = chars[end..]
        .iter()
        .take_while(|c| c.is_ascii_lowercase())
        .collect();
    let glued = start > 0 && chars[start - 1].is_ascii_lowercase();
    for suffix in ["st", "nd", "rd", "th", "d"] {
        if after.starts_with(suffix) && !after.starts_with("ch") {
            out.push(Atom::Rank(value));
            return end + suffix.len();
        }
    }
    out.push(if glued {
        Atom::Rank(value)
    } else {
        Atom::Digits(value)
    });
    end
}

/// A run of letters: a known word, or letters of men and files.
fn letters_atoms(run: &str, promote: bool, out: &mut Vec<Atom>) {
    if let Some(atom) = known_word(run) {
        out.push(atom);
        return;
    }
    if let Some(letters) = split_letters(run) {
        for (n, atom) in letters.into_iter().enumerate() {
            match atom {
                Atom::Man(l) if promote && n == 0 => out.push(Atom::Promote(l)),
                other => out.push(other),
            }
        }
        return;
    }
    for suffix in ["ch", "mate"] {
        if let Some(head) = run.strip_suffix(suffix) {
            // `e.p.ch`: en passant and check in one word.
            let letters = match known_word(head) {
                Some(atom) => Some(vec![atom]),
                None => split_letters(head),
            };
            if let Some(letters) = letters {
                out.extend(letters);
                out.push(if suffix == "ch" {
                    Atom::Check
                } else {
                    Atom::Mate
                });
                return;
            }
        }
    }
    out.push(Atom::Unknown);
}

fn known_word(word: &str) -> Option<Atom> {
    let ordinal = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    ];
    if let Some(n) = ordinal.iter().position(|o| *o == word) {
        return Some(Atom::Rank(n as u8 + 1));
    }
    Some(match word {
        "to" => Atom::To,
        "takes" | "take" | "tks" | "captures" => Atom::Takes,
        "castles" | "castle" | "castled" | "castling" => Atom::Castles,
        "ch" | "check" | "checks" | "chk" => Atom::Check,
        "mate" | "mates" | "checkmate" | "checkmates" => Atom::Mate,
        "ep" | "passant" => Atom::EnPassant,
        "sq" | "square" => Atom::SquareWord,
        // "squares" only follows a count ("two squares"): no rank.
        "squares" => Atom::Filler,
        "one" => Atom::Steps(1),
        "two" => Atom::Steps(2),
        "queens" | "becomes" | "become" | "promotes" | "queening" => Atom::Becomes,
        "and" => Atom::And,
        "side" => Atom::Side,
        "on" => Atom::On,
        "with" => Atom::With,
        "notice" => Atom::Notice,
        "king" => Atom::Man(Letter::King),
        // "Q. to her 2d": the queen's own file, as the prose of the
        // period writes it.
        "queen" | "her" => Atom::Man(Letter::Queen),
        "rook" => Atom::Man(Letter::Rook),
        "knight" => Atom::Man(Letter::Knight),
        "bishop" => Atom::Man(Letter::Bishop),
        "pawn" => Atom::Man(Letter::Pawn),
        "the" | "his" | "a" | "an" | "dis" | "disc" | "discovered" | "double" | "en" | "in"
        | "at" => Atom::Filler,
        _ => return None,
    })
}

/// `kkt` into K, Kt; `qxp` into Q, takes, P. `None` if a letter is not
/// one of the notation's.
fn split_letters(run: &str) -> Option<Vec<Atom>> {
    let b = run.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let (atom, len) = match b[i] {
            b'k' if b.get(i + 1) == Some(&b't') => (Atom::Man(Letter::Knight), 2),
            b'k' => (Atom::Man(Letter::King), 1),
            b'q' => (Atom::Man(Letter::Queen), 1),
            b'r' => (Atom::Man(Letter::Rook), 1),
            b'n' => (Atom::Man(Letter::Knight), 1),
            b'b' => (Atom::Man(Letter::Bishop), 1),
            b'p' => (Atom::Man(Letter::Pawn), 1),
            b'x' => (Atom::Takes, 1),
            _ => return None,
        };
        out.push(atom);
        i += len;
    }
    Some(out)
}
