//! Notation: UCI, SAN and the English descriptive notation.

use super::law::RulePoint;
use super::moves::{Move, Special};
use super::position::Position;
use super::refusal::{Refusal, RefusalKind};
use super::setup::quote;
use super::types::{Color, Role, Square};
use std::fmt;

/// A move written in UCI or SAN that cannot be played here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NotationError {
    /// The text is not a move in this notation.
    Syntax {
        /// The text, shortened.
        token: String,
        /// What is wrong.
        message: String,
    },
    /// Several legal moves fit the text.
    Ambiguous {
        /// The text, shortened.
        token: String,
        /// The moves that fit, in UCI.
        candidates: Vec<String>,
    },
    /// The move reads, but the rules refuse it.
    Refused(Refusal),
}

/// An error reading SAN.
pub type SanError = NotationError;
/// An error reading UCI.
pub type UciError = NotationError;

impl NotationError {
    /// The refusal, if the rules refused the move.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            NotationError::Refused(r) => Some(r),
            _ => None,
        }
    }

    fn syntax(token: &str, message: impl Into<String>) -> NotationError {
        NotationError::Syntax {
            token: quote(token),
            message: message.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Syntax { token, message } => write!(f, "\"{token}\": {message}"),
            NotationError::Ambiguous { token, candidates } => write!(
                f,
                "\"{token}\" fits several moves: {}",
                candidates.join(", ")
            ),
            NotationError::Refused(r) => r.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

/// Names of the files in descriptive notation, from the queen's rook's file.
const FILE_NAMES: [&str; 8] = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"];

/// The square in descriptive notation, from `color`'s side; `short` drops
/// the K or Q prefix of the rook's, knight's and bishop's files.
fn descriptive_square(sq: Square, color: Color, short: bool) -> String {
    let rank = match color {
        Color::White => sq.rank() + 1,
        Color::Black => 8 - sq.rank(),
    };
    let name = FILE_NAMES[sq.file() as usize];
    let file = if short && name.len() == 2 {
        &name[1..]
    } else {
        name
    };
    format!("{file}{rank}")
}

/// The text of a castling: `O-O` or `O-O-O` for the usual ones, with the
/// king's and rook's squares (written by `square`) for the others.
fn castle_text(m: &Move, square: impl Fn(Square) -> String) -> Option<String> {
    let base = if m.to.file() > m.from.file() {
        "O-O"
    } else {
        "O-O-O"
    };
    match m.special {
        Special::Castle { .. } | Special::CastleAlone { .. } if m.is_usual_castle() => {
            Some(base.to_string())
        }
        Special::Castle { rook_to, .. } => {
            Some(format!("{base}(K{},R{})", square(m.to), square(rook_to)))
        }
        Special::CastleAlone { .. } => Some(format!("{base}(K{})", square(m.to))),
        _ => None,
    }
}

/// A castling as period sources print it, `Kb1/Re1` (the king's square,
/// then the rook's), in the project's form: `O-O-O(Kb1,Re1)`.
fn slash_castle(t: &str) -> Option<String> {
    let (king, rook) = t.split_once('/')?;
    let king = Square::from_name(king.strip_prefix('K')?)?;
    let rook = Square::from_name(rook.strip_prefix('R')?)?;
    if king.rank() != rook.rank() || king.file() == 4 {
        return None;
    }
    let base = if king.file() > 4 { "O-O" } else { "O-O-O" };
    Some(format!("{base}(K{king},R{rook})"))
}

impl Position {
    /// A castling with a rook in the form of period sources, the king's
    /// square then the rook's: `Kb1/Re1` (read back by
    /// [`parse_san`](Position::parse_san)); `None` for any other move.
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// let pos = Position::from_fen("7k/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1", Code::ItalyPonziani.rules()).unwrap();
    /// let m = pos.parse_san("Kb1/Re1").unwrap();
    /// assert_eq!(pos.san(&m), "O-O-O(Kb1,Re1)");
    /// assert_eq!(pos.castle_slash(&m).as_deref(), Some("Kb1/Re1"));
    /// ```
    #[must_use]
    pub fn castle_slash(&self, m: &Move) -> Option<String> {
        let (_, rook_to) = m.castle_rook()?;
        Some(format!("K{}/R{rook_to}", m.to))
    }

    /// The move in UCI (see [`Move::to_uci`]).
    #[must_use]
    pub fn uci(&self, m: &Move) -> String {
        m.to_uci()
    }

    /// Reads a move in UCI: `e2e4`, `e7e8q`, `e1g1`, the waiting pawn's
    /// exchange `e8e8q`, and Italian castlings with the rook's destination
    /// when it is not the usual one (`e1h1f1`, `e1g1e1`).
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
    /// let m = pos.parse_uci("e1h1f1").unwrap();
    /// assert_eq!(m.castle_rook().map(|(_, to)| to.to_string()), Some("f1".to_string()));
    /// assert!(pos.parse_uci("e1h1").is_err()); // two Italian castlings put the king on h1
    /// ```
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the text is not UCI, or the rules refuse the move.
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let t = text.trim();
        let b = t.as_bytes();
        if !t.is_ascii() || b.len() < 4 || b.len() > 6 {
            return Err(NotationError::syntax(
                text,
                "a UCI move is a from-square and a to-square, like e2e4 or e7e8q",
            ));
        }
        let (Some(from), Some(to)) = (
            Square::from_bytes(b[0], b[1]),
            Square::from_bytes(b[2], b[3]),
        ) else {
            return Err(NotationError::syntax(text, "the squares must be a1 to h8"));
        };
        let mut promotion = None;
        let mut rook_to = None;
        match b.len() {
            5 => match Role::from_char(b[4] as char) {
                Some(r) if b[4].is_ascii_lowercase() && Role::PROMOTIONS.contains(&r) => {
                    promotion = Some(r)
                }
                _ => {
                    return Err(NotationError::syntax(
                        text,
                        "the promotion must be q, r, b or n",
                    ))
                }
            },
            6 => match Square::from_bytes(b[4], b[5]) {
                Some(sq) => rook_to = Some(sq),
                None => {
                    return Err(NotationError::syntax(
                        text,
                        "after the squares, a castling names the rook's square",
                    ))
                }
            },
            _ => {}
        }
        let moves = self.legal_moves();
        let fits: Vec<Move> = moves
            .iter()
            .filter(|m| m.from == from && m.to == to && m.promotion == promotion)
            .filter(|m| match rook_to {
                Some(r) => m.castle_rook().is_some_and(|(_, rt)| rt == r),
                None => !m.is_castle() || m.is_usual_castle() || m.castle_rook().is_none(),
            })
            .copied()
            .collect();
        match fits.as_slice() {
            [m] => Ok(*m),
            [] => {
                let castles: Vec<String> = moves
                    .iter()
                    .filter(|m| m.from == from && m.to == to && m.is_castle())
                    .map(Move::to_uci)
                    .collect();
                if !castles.is_empty() {
                    return Err(NotationError::Ambiguous {
                        token: quote(text),
                        candidates: castles,
                    });
                }
                Err(NotationError::Refused(self.explain(
                    from,
                    to,
                    promotion,
                    b.len() == 5 || self.needs_promotion(from, to),
                )))
            }
            many => Err(NotationError::Ambiguous {
                token: quote(text),
                candidates: many.iter().map(Move::to_uci).collect(),
            }),
        }
    }

    fn needs_promotion(&self, from: Square, to: Square) -> bool {
        self.board.role_at(from) == Some(Role::Pawn) && to.rank() == self.turn.last_rank()
    }

    /// Reads a UCI move and plays it.
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the text is not UCI, or the rules refuse the move.
    pub fn play_uci(&self, text: &str) -> Result<Position, UciError> {
        let m = self.parse_uci(text)?;
        self.play(&m).map_err(NotationError::Refused)
    }

    /// Reads a SAN move and plays it.
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the text is not SAN, fits several moves, or the rules refuse the move.
    pub fn play_san(&self, text: &str) -> Result<Position, SanError> {
        let m = self.parse_san(text)?;
        self.play(&m).map_err(NotationError::Refused)
    }

    /// The move in SAN without the check mark.
    fn san_plain(&self, m: &Move) -> String {
        if let Some(text) = castle_text(m, Square::name) {
            return text;
        }
        let mut s = String::with_capacity(8);
        if m.role == Role::Pawn {
            if m.is_capture() {
                s.push(m.from.file_char());
                s.push('x');
            }
        } else {
            s.push(m.role.upper_char());
            let others: Vec<Square> = self
                .legal_moves()
                .iter()
                .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from && !o.is_castle())
                .map(|o| o.from)
                .collect();
            if !others.is_empty() {
                if others.iter().all(|o| o.file() != m.from.file()) {
                    s.push(m.from.file_char());
                } else if others.iter().all(|o| o.rank() != m.from.rank()) {
                    s.push(m.from.rank_char());
                } else {
                    s.push_str(&m.from.name());
                }
            }
            if m.is_capture() {
                s.push('x');
            }
        }
        s.push_str(&m.to.name());
        if let Some(p) = m.promotion {
            s.push('=');
            s.push(p.upper_char());
        }
        s
    }

    /// The mark after a move: `#` for mate, `+` for check, nothing else.
    fn check_mark(&self, m: &Move) -> &'static str {
        let mut next = self.clone();
        next.play_unchecked(m);
        if next.is_check() {
            if next.legal_moves().is_empty() {
                "#"
            } else {
                "+"
            }
        } else {
            ""
        }
    }

    /// The move in SAN, with `+` for check and `#` for mate. The usual
    /// castlings are `O-O` and `O-O-O`; every other Italian way names the
    /// king's and rook's squares, `O-O(Kh1,Rf1)`; the king-alone castling
    /// after rook odds is `O-O`, or `O-O(Kh1)` for the Italian rook's
    /// square. The waiting pawn's exchange is `e8=Q`.
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy.rules()).unwrap();
    /// let sans: Vec<String> = pos.legal_moves().iter().filter(|m| m.is_castle()).map(|m| pos.san(m)).collect();
    /// assert_eq!(sans, ["O-O", "O-O(Kg1,Re1)+", "O-O(Kh1,Rf1)", "O-O(Kh1,Re1)+"]);
    /// ```
    #[must_use]
    pub fn san(&self, m: &Move) -> String {
        let mut s = self.san_plain(m);
        s.push_str(self.check_mark(m));
        s
    }

    /// Reads a move in SAN. Tolerates `0-0` for `O-O`, a missing or extra
    /// `x`, `e.p.`, and trailing `+`, `#`, `!`, `?`. A move the rules refuse
    /// gives [`NotationError::Refused`] with the reason.
    ///
    /// ```
    /// use chess_laws_core::{Code, Position, RefusalKind};
    /// let pos = Position::from_fen("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", Code::Italy.rules()).unwrap();
    /// let err = pos.parse_san("exd6").unwrap_err();
    /// assert_eq!(err.refusal().unwrap().kind, RefusalKind::EnPassantForbidden);
    /// ```
    ///
    /// # Errors
    ///
    /// A [`NotationError`] if the text is not SAN, fits several moves, or the rules refuse the move.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let mut t = text.trim();
        for suffix in ["e.p.", "ep"] {
            if let Some(rest) = t.strip_suffix(suffix) {
                t = rest.trim_end();
            }
        }
        let t = t.trim_end_matches(['+', '#', '!', '?']);
        if t.is_empty() || !t.is_ascii() {
            return Err(NotationError::syntax(text, "not a move in SAN"));
        }
        let castle = t.replace('0', "O");
        if castle.starts_with("O-O") {
            return self.parse_san_castle(text, &castle);
        }
        if let Some(castle) = slash_castle(t) {
            return self.parse_san_castle(text, &castle);
        }
        self.parse_san_normal(text, t)
    }

    fn parse_san_castle(&self, text: &str, t: &str) -> Result<Move, SanError> {
        let (base, spec) = match t.find('(') {
            Some(i) => (&t[..i], Some(&t[i..])),
            None => (t, None),
        };
        let king_side = match base {
            "O-O" => true,
            "O-O-O" => false,
            _ => return Err(NotationError::syntax(text, "castling is O-O or O-O-O")),
        };
        let mut king_to = None;
        let mut rook_to = None;
        if let Some(spec) = spec {
            let inner = spec
                .strip_prefix('(')
                .and_then(|s| s.strip_suffix(')'))
                .ok_or_else(|| NotationError::syntax(text, "the castling squares are (Kh1,Rf1)"))?;
            for part in inner.split(',') {
                let part = part.trim();
                let sq = part.get(1..).and_then(Square::from_name);
                match (part.chars().next(), sq) {
                    (Some('K'), Some(sq)) => king_to = Some(sq),
                    (Some('R'), Some(sq)) => rook_to = Some(sq),
                    _ => {
                        return Err(NotationError::syntax(
                            text,
                            "the castling squares are written like (Kh1,Rf1)",
                        ))
                    }
                }
            }
        }
        let moves = self.legal_moves();
        let fits: Vec<Move> = moves
            .iter()
            .filter(|m| m.is_castle() && (m.to.file() > m.from.file()) == king_side)
            .filter(|m| match (king_to, rook_to) {
                (None, None) => m.is_usual_castle(),
                (k, r) => {
                    k.is_none_or(|k| k == m.to)
                        && r.is_none_or(|r| m.castle_rook().is_some_and(|(_, rt)| rt == r))
                }
            })
            .copied()
            .collect();
        if let [m] = fits.as_slice() {
            return Ok(*m);
        }
        if fits.len() > 1 {
            return Err(NotationError::Ambiguous {
                token: quote(text),
                candidates: fits.iter().map(Move::to_uci).collect(),
            });
        }
        let back = self.turn.back_rank();
        let king = Square::E1.with_rank(back);
        let to = king_to.unwrap_or(if king_side {
            Square::G1.with_rank(back)
        } else {
            Square::C1.with_rank(back)
        });
        if self.board.king_of(self.turn) != Some(king) {
            return Err(NotationError::Refused(Refusal::new(
                RefusalKind::CastlingAfterMoving,
                self.cite(RulePoint::CastlingAfterMoving),
                "The king has moved: castling is no longer allowed",
            )));
        }
        let explained = self
            .explain_castling(king, to, rook_to)
            .or_else(|| self.refusal(king, to));
        match explained {
            Some(r) => Err(NotationError::Refused(r)),
            None => Err(NotationError::Refused(Refusal::new(
                RefusalKind::CastlingNotAllowed,
                self.cite(RulePoint::CastlingWays),
                "This is not one of the ways of castling allowed here",
            ))),
        }
    }

    fn parse_san_normal(&self, text: &str, t: &str) -> Result<Move, SanError> {
        let bad = || NotationError::syntax(text, "not a move in SAN (like e4, Nf3, exd5, e8=Q)");
        let mut s = t;
        // Promotion: "=Q", "Q" or "(Q)" at the end.
        let mut promotion = None;
        if let Some(rest) = s.strip_suffix(')') {
            let (head, p) = rest.split_at(rest.len().saturating_sub(2));
            if let Some(r) = p.strip_prefix('(').and_then(|p| p.chars().next()) {
                promotion = Some(Role::from_char(r).ok_or_else(bad)?);
                s = head;
            } else {
                return Err(bad());
            }
        } else if let Some(last) = s.chars().last() {
            if last.is_ascii_uppercase() && s.len() >= 3 {
                promotion = Some(Role::from_char(last).ok_or_else(bad)?);
                s = &s[..s.len() - 1];
                s = s.strip_suffix('=').unwrap_or(s);
            }
        }
        let b = s.as_bytes();
        if b.len() < 2 {
            return Err(bad());
        }
        let to = Square::from_bytes(b[b.len() - 2], b[b.len() - 1]).ok_or_else(bad)?;
        let mut head = &s[..s.len() - 2];
        let mut role = Role::Pawn;
        if let Some(c) = head.chars().next() {
            if c.is_ascii_uppercase() {
                role = Role::from_char(c).ok_or_else(bad)?;
                head = &head[1..];
            }
        }
        let head = head.strip_suffix(['x', ':']).unwrap_or(head);
        let mut from_file = None;
        let mut from_rank = None;
        for c in head.bytes() {
            match c {
                b'a'..=b'h' if from_file.is_none() && from_rank.is_none() => {
                    from_file = Some(c - b'a')
                }
                b'1'..=b'8' if from_rank.is_none() => from_rank = Some(c - b'1'),
                _ => return Err(bad()),
            }
        }
        if promotion.is_some() && role != Role::Pawn {
            return Err(bad());
        }
        let fits_from = |sq: Square| {
            from_file.is_none_or(|f| f == sq.file()) && from_rank.is_none_or(|r| r == sq.rank())
        };
        let moves = self.legal_moves();
        let fits: Vec<Move> = moves
            .iter()
            .filter(|m| {
                m.role == role
                    && m.to == to
                    && !m.is_castle()
                    && m.promotion == promotion
                    && fits_from(m.from)
                    && (role != Role::Pawn
                        || m.is_exchange()
                        || from_rank.is_some()
                        || from_file.is_some() == m.is_capture())
            })
            .copied()
            .collect();
        match fits.as_slice() {
            [m] => return Ok(*m),
            [] => {}
            many => {
                return Err(NotationError::Ambiguous {
                    token: quote(text),
                    candidates: many.iter().map(Move::to_uci).collect(),
                })
            }
        }
        // Nothing legal: find the man meant, and why it may not go there.
        let us = self.turn;
        let mut candidates: Vec<Square> = (self.board.by_role(role) & self.board.by_color(us))
            .iter()
            .filter(|&sq| fits_from(sq))
            .collect();
        if role == Role::Pawn && from_file.is_none() {
            candidates.retain(|sq| sq.file() == to.file());
        }
        let named = promotion.is_some() || self.board.by_role(Role::Pawn).contains(to);
        // The man meant: one the rules stop for a reason other than its
        // way of moving (a pinned rook that could reach the square), else
        // the one nearest the square (the rook on a3 for `Rb4`, not the
        // rook on h1, though both would make a false move); the first in
        // the board's order among equals, so the answer never changes.
        let best = candidates
            .into_iter()
            .map(|from| {
                let r = self.explain(from, to, promotion, named || role == Role::Pawn);
                let distance = from
                    .file()
                    .abs_diff(to.file())
                    .max(from.rank().abs_diff(to.rank()));
                ((r.kind == RefusalKind::FalseMove, distance), r)
            })
            .reduce(|best, next| if next.0 < best.0 { next } else { best })
            .map(|(_, r)| r);
        Err(NotationError::Refused(best.unwrap_or_else(|| {
            Refusal::new(
                RefusalKind::FalseMove,
                self.cite(RulePoint::FalseMove),
                format!("{} has no {} that can go to {to}", us.name(), role.name()),
            )
        })))
    }

    /// The move in English descriptive notation, as the old books write it:
    /// `P-K4`, `N-KB3`, `PxP`, `QxP`, `Q-R5ch`, `B-Q3`, `O-O`.
    ///
    /// Squares are named from the mover's side; the K or Q prefix of a
    /// square is dropped when no other legal move fits the shorter text
    /// (`Q-R5`); a man is told apart by its square when needed
    /// (`R(QR1)-Q1`). "ch" marks check and "mate" mate; "e.p." en passant;
    /// a promotion is `P-K8=Q`. An Italian castling names the squares:
    /// `O-O(K-R1,R-B1)`.
    ///
    /// ```
    /// use chess_laws_core::{Position, RuleSet};
    /// let pos = Position::start(RuleSet::modern());
    /// let text = |san: &str| pos.descriptive(&pos.parse_san(san).unwrap());
    /// assert_eq!(text("e4"), "P-K4");
    /// assert_eq!(text("Nf3"), "N-KB3");
    /// ```
    #[must_use]
    pub fn descriptive(&self, m: &Move) -> String {
        let mut s = self.descriptive_plain(m);
        match self.check_mark(m) {
            "#" => s.push_str(" mate"),
            "+" => s.push_str("ch"),
            _ => {}
        }
        s
    }

    fn descriptive_plain(&self, m: &Move) -> String {
        let us = self.turn;
        // A short file name (`B1`) means the king's side to a reader, as
        // "castles" alone does: a square on the queen's side keeps its Q
        // (`K-QB1`), so that the prose, which does not name the side, reads
        // back as the same castling.
        let square = |sq: Square| format!("-{}", descriptive_square(sq, us, sq.file() > 3));
        if let Some(text) = castle_text(m, square) {
            return text;
        }
        if m.is_exchange() {
            let promo = m.promotion.map_or('Q', Role::upper_char);
            return format!("P({})={promo}", descriptive_square(m.to, us, false));
        }
        let moves = self.legal_moves();
        let others: Vec<Move> = moves
            .iter()
            .filter(|o| !o.is_castle() && !o.is_exchange() && (o.from != m.from || o.to != m.to))
            .copied()
            .collect();
        let mut text = String::new();
        'levels: for mover_level in 0..2 {
            for target_level in 0..3 {
                if !m.is_capture() && target_level == 2 {
                    continue;
                }
                let mine = self.descriptive_base(m, mover_level, target_level);
                let clash = others
                    .iter()
                    .any(|o| self.descriptive_base(o, mover_level, target_level) == mine);
                text = mine;
                if !clash {
                    break 'levels;
                }
            }
        }
        if m.is_en_passant() {
            text.push_str(" e.p.");
        }
        if let Some(p) = m.promotion {
            text.push('=');
            text.push(p.upper_char());
        }
        text
    }

    /// One candidate text for a move: `mover_level` 0 is the man's letter,
    /// 1 adds its square; `target_level` 0 is the short square (or the
    /// captured man's letter), 1 the full square (or the letter and the
    /// short square), 2 the letter and the full square.
    fn descriptive_base(&self, m: &Move, mover_level: u8, target_level: u8) -> String {
        let us = self.turn;
        let mut s = String::new();
        s.push(m.role.upper_char());
        if mover_level > 0 {
            s.push('(');
            s.push_str(&descriptive_square(m.from, us, false));
            s.push(')');
        }
        match m.captured {
            Some(cap) => {
                s.push('x');
                s.push(cap.upper_char());
                if target_level > 0 {
                    s.push('(');
                    s.push_str(&descriptive_square(m.to, us, target_level == 1));
                    s.push(')');
                }
            }
            None => {
                s.push('-');
                s.push_str(&descriptive_square(m.to, us, target_level == 0));
            }
        }
        s
    }
}
