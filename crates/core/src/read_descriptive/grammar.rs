//! Atoms into moves: the grammar of a move in the descriptive notation,
//! compact or in words, and of a castling described in words.

use super::lex::{Atom, Letter, Token};
use super::request::{
    Action, CastleRequest, DescriptiveMove, FileName, ManName, MoveRequest, Side, SquareName,
};
use crate::Role;

/// A failure to read, at token index `at`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Failure {
    pub at: usize,
    pub message: String,
}

type Parsed<T> = Result<T, Failure>;

/// What follows a move: check, and the piece a pawn becomes.
#[derive(Clone, Copy, Debug, Default)]
struct Suffixes {
    check: bool,
    promotion: Option<Role>,
}

/// Reads moves from a token stream.
pub(super) struct Parser<'a> {
    tokens: &'a [Token],
    pub pos: usize,
}

fn role_of(letter: Letter) -> Role {
    match letter {
        Letter::King => Role::King,
        Letter::Queen => Role::Queen,
        Letter::Rook => Role::Rook,
        Letter::Knight => Role::Knight,
        Letter::Bishop => Role::Bishop,
        Letter::Pawn => Role::Pawn,
    }
}

fn side_of(letter: Letter) -> Option<Side> {
    match letter {
        Letter::King => Some(Side::King),
        Letter::Queen => Some(Side::Queen),
        _ => None,
    }
}

fn file_piece(letter: Letter) -> Option<Role> {
    matches!(letter, Letter::Rook | Letter::Knight | Letter::Bishop).then(|| role_of(letter))
}

/// A file from its letters: `K`, `QB`, `Kt`.
pub(super) fn file_name(letters: &[Letter]) -> Option<FileName> {
    match letters {
        [s] if side_of(*s).is_some() => Some(FileName {
            side: side_of(*s),
            piece: None,
        }),
        [p] => file_piece(*p).map(|piece| FileName {
            side: None,
            piece: Some(piece),
        }),
        [s, p] => Some(FileName {
            side: Some(side_of(*s)?),
            piece: Some(file_piece(*p)?),
        }),
        _ => None,
    }
}

/// A man from its letters: `P`, `K`, `KKt` (the king's knight), `QBP`
/// (the queen's bishop's pawn), `BP` (a bishop's pawn).
pub(super) fn man_name(letters: &[Letter]) -> Option<ManName> {
    let man = |role, file| ManName {
        role,
        file,
        square: None,
    };
    match letters {
        [l] => Some(man(role_of(*l), None)),
        [front @ .., Letter::Pawn] => Some(man(Role::Pawn, Some(file_name(front)?))),
        [s, p] => {
            side_of(*s)?;
            let piece = file_piece(*p)?;
            Some(man(
                piece,
                Some(FileName {
                    side: side_of(*s),
                    piece: Some(piece),
                }),
            ))
        }
        _ => None,
    }
}

fn is_verb(atom: Option<&Atom>) -> bool {
    matches!(atom, Some(Atom::To | Atom::Takes))
}

fn promotion_role(letter: Letter) -> Option<Role> {
    matches!(
        letter,
        Letter::Queen | Letter::Rook | Letter::Bishop | Letter::Knight
    )
    .then(|| role_of(letter))
}

impl<'a> Parser<'a> {
    pub fn new(tokens: &'a [Token]) -> Parser<'a> {
        Parser { tokens, pos: 0 }
    }

    pub fn peek(&self) -> Option<&Atom> {
        self.peek_at(0)
    }

    pub fn peek_at(&self, ahead: usize) -> Option<&Atom> {
        self.tokens.get(self.pos + ahead).map(|t| &t.atom)
    }

    fn fail<T>(&self, message: impl Into<String>) -> Parsed<T> {
        Err(Failure {
            at: self.pos.min(self.tokens.len().saturating_sub(1)),
            message: message.into(),
        })
    }

    fn eat(&mut self, atom: &Atom) -> bool {
        if self.peek() == Some(atom) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn skip_fillers(&mut self) {
        while self.eat(&Atom::Filler) {}
    }

    /// The letters of men at the cursor, as many as follow.
    fn letters(&mut self, stop_before_next_move: bool) -> Vec<Letter> {
        let mut out = Vec::new();
        while let Some(Atom::Man(l)) = self.peek() {
            if stop_before_next_move && !out.is_empty() && self.next_move_starts_here() {
                break;
            }
            out.push(*l);
            self.pos += 1;
            self.skip_fillers();
        }
        out
    }

    /// Whether the letters at the cursor name a man followed by "to" or
    /// "takes": the next move, not the end of this one.
    fn next_move_starts_here(&self) -> bool {
        let mut letters = Vec::new();
        let mut ahead = 0;
        while let Some(Atom::Man(l)) = self.peek_at(ahead) {
            letters.push(*l);
            ahead += 1;
        }
        if man_name(&letters).is_none() {
            return false;
        }
        // `RxB R(QN1)-B1`: the next man may be told apart by its square.
        if self.peek_at(ahead) == Some(&Atom::Open) {
            let close = (ahead + 1..ahead + 8).find(|&i| {
                !matches!(
                    self.peek_at(i),
                    Some(Atom::Man(_) | Atom::Rank(_) | Atom::Digits(_) | Atom::SquareWord)
                )
            });
            match close {
                Some(i) if self.peek_at(i) == Some(&Atom::Close) => ahead = i + 1,
                _ => return false,
            }
            // `RxB P(QR8)=Q`: the waiting pawn's exchange names no verb.
            if letters == [Letter::Pawn] && self.exchange_follows(ahead) {
                return true;
            }
        }
        is_verb(self.peek_at(ahead))
    }

    /// Whether the piece a waiting pawn becomes is named `ahead` of the
    /// cursor: `=Q`, "becomes a Q.", ", and becomes a Q.".
    fn exchange_follows(&self, mut ahead: usize) -> bool {
        while matches!(self.peek_at(ahead), Some(Atom::Comma | Atom::And)) {
            ahead += 1;
        }
        matches!(self.peek_at(ahead), Some(Atom::Becomes))
    }

    /// A square: file letters then a rank (`K4`, "K. B. 3d", "R. sq.").
    fn square(&mut self) -> Parsed<SquareName> {
        self.skip_fillers();
        let letters = self.letters(false);
        let Some(file) = file_name(&letters) else {
            return self.fail("expected a square, like K4 or \u{201c}K. B. 3d\u{201d}");
        };
        match self.peek() {
            Some(Atom::Rank(r) | Atom::Digits(r)) if (1..=8).contains(r) => {
                let rank = *r;
                self.pos += 1;
                // "queen to rook's fifth square" (Laws of the Game 15): after
                // a rank the word "square" names no rank of its own.
                self.eat(&Atom::SquareWord);
                Ok(SquareName { file, rank })
            }
            // "R. sq.", "the rook's square": the first rank.
            Some(Atom::SquareWord) => {
                self.pos += 1;
                Ok(SquareName { file, rank: 1 })
            }
            _ => self.fail("expected the rank of the square (1 to 8, or \u{201c}sq.\u{201d})"),
        }
    }

    /// `(QR1)` after a man: the square it stands on.
    fn square_in_parentheses(&mut self) -> Parsed<Option<SquareName>> {
        let is_square =
            self.peek() == Some(&Atom::Open) && matches!(self.peek_at(1), Some(Atom::Man(_)));
        if !is_square {
            return Ok(None);
        }
        let save = self.pos;
        self.pos += 1;
        match self.square() {
            Ok(square) if self.eat(&Atom::Close) => Ok(Some(square)),
            _ => {
                self.pos = save;
                Ok(None)
            }
        }
    }

    /// One move in the descriptive notation, starting at a man's letter.
    pub fn descriptive(&mut self) -> Parsed<MoveRequest> {
        let letters = self.letters(false);
        let Some(mut mover) = man_name(&letters) else {
            return self.fail("not a man of the descriptive notation (K, Q, R, Kt or N, B, P)");
        };
        mover.square = self.square_in_parentheses()?;
        self.skip_fillers();
        let action = match self.peek() {
            Some(Atom::Steps(n)) if mover.role == Role::Pawn => {
                let steps = *n;
                self.pos += 1;
                // "one square", "two squares".
                self.eat(&Atom::SquareWord);
                self.skip_fillers();
                Action::Forward(steps)
            }
            Some(Atom::To) => {
                self.pos += 1;
                Action::To(self.square()?)
            }
            Some(Atom::Takes) => {
                self.pos += 1;
                self.skip_fillers();
                let letters = self.letters(true);
                let Some(mut taken) = man_name(&letters) else {
                    return self.fail("expected the man taken, like P or Kt");
                };
                taken.square = self.square_in_parentheses()?;
                Action::Takes(taken)
            }
            // `P(QR8)=B`: the waiting pawn on its square becomes a piece.
            _ if mover.role == Role::Pawn
                && mover.square.is_some()
                && self.exchange_follows(0) =>
            {
                Action::Exchange
            }
            _ => return self.fail("expected \u{201c}to\u{201d}, \u{201c}-\u{201d}, \u{201c}takes\u{201d} or \u{201c}x\u{201d}"),
        };
        let found = self.suffixes(mover.role == Role::Pawn);
        Ok(MoveRequest::Descriptive(DescriptiveMove {
            mover,
            action,
            promotion: found.promotion,
            check: found.check,
        }))
    }

    /// Check, mate, en passant and promotion after a move, in any of their
    /// written forms: `ch`, "(ch.)", `=Q`, `(Q)`, "and becomes a Queen".
    fn suffixes(&mut self, pawn: bool) -> Suffixes {
        let mut found = Suffixes::default();
        loop {
            let save = self.pos;
            let bracketed = self.eat(&Atom::Open);
            let joined = matches!(self.peek(), Some(Atom::Comma | Atom::And))
                && matches!(
                    self.peek_at(1),
                    Some(Atom::Check | Atom::Mate | Atom::Becomes | Atom::EnPassant | Atom::And)
                );
            if !bracketed && joined {
                self.pos += 1;
                self.eat(&Atom::And);
            }
            self.skip_fillers();
            if !self.one_suffix(&mut found, pawn && bracketed) {
                self.pos = save;
                return found;
            }
            if bracketed {
                while self.one_suffix(&mut found, false) || self.eat(&Atom::Filler) {}
                if !self.eat(&Atom::Close) {
                    self.pos = save;
                    return found;
                }
            }
        }
    }

    /// One suffix at the cursor, consumed; `false` if there is none.
    fn one_suffix(&mut self, found: &mut Suffixes, piece_alone: bool) -> bool {
        match self.peek().cloned() {
            Some(Atom::Check | Atom::Mate) => found.check = true,
            Some(Atom::EnPassant) => {}
            Some(Atom::Promote(l)) => found.promotion = promotion_role(l),
            Some(Atom::Man(l)) if piece_alone && promotion_role(l).is_some() => {
                found.promotion = promotion_role(l);
            }
            Some(Atom::Becomes) => {
                // "queens" alone, or "becomes a Q.", or `=Q`.
                self.pos += 1;
                self.skip_fillers();
                match self.peek().cloned() {
                    Some(Atom::Man(l) | Atom::Promote(l)) if promotion_role(l).is_some() => {
                        found.promotion = promotion_role(l);
                        self.pos += 1;
                    }
                    _ => found.promotion = Some(Role::Queen),
                }
                return true;
            }
            _ => return false,
        }
        self.pos += 1;
        true
    }

    /// After the word "castles": the side and the squares, if written.
    /// "Castles (Q. R.)", "castles on K. side", "castles, K. to R. sq.,
    /// R. to B. sq.". Squares written without a comma after "castles" are
    /// read only when both the king's and the rook's are there, so the
    /// next move ("K. to R. sq.") is not swallowed.
    pub fn castles(&mut self) -> Parsed<MoveRequest> {
        let mut request = CastleRequest::default();
        let bracketed = self.eat(&Atom::Open);
        let comma = self.eat(&Atom::Comma);
        self.skip_fillers();
        let explicit = bracketed || self.eat(&Atom::On) || self.eat(&Atom::With);
        self.side_hint(&mut request, explicit);
        let save = self.pos;
        let comma = comma || self.eat(&Atom::Comma);
        if self.castle_squares(&mut request).is_err()
            || !(comma || bracketed || request.rook_files.is_some())
        {
            request.king_files = None;
            request.rook_files = None;
            self.pos = save;
        }
        if bracketed {
            self.eat(&Atom::Close);
        }
        self.suffixes(false);
        Ok(MoveRequest::Castle(request))
    }

    /// `Q. R.`, `K. side`, `Q. side` after "castles".
    fn side_hint(&mut self, request: &mut CastleRequest, explicit: bool) {
        let side = match (self.peek(), self.peek_at(1), self.peek_at(2)) {
            (Some(Atom::Man(s)), Some(Atom::Side), _) => side_of(*s).map(|s| (s, 2)),
            (Some(Atom::Man(s)), Some(Atom::Man(Letter::Rook)), next) if !is_verb(next) => {
                side_of(*s).map(|s| (s, 2))
            }
            (Some(Atom::Man(s)), next, _) if explicit && !is_verb(next) => {
                side_of(*s).map(|s| (s, 1))
            }
            _ => None,
        };
        if let Some((side, len)) = side {
            request.king_side = Some(side == Side::King);
            self.pos += len;
        }
    }

    /// "K. to R. sq., R. to B. sq." after "castles".
    fn castle_squares(&mut self, request: &mut CastleRequest) -> Parsed<()> {
        for (letter, slot) in [(Letter::King, 0), (Letter::Rook, 1)] {
            self.eat(&Atom::Comma);
            self.eat(&Atom::And);
            self.skip_fillers();
            if self.peek() != Some(&Atom::Man(letter)) || self.peek_at(1) != Some(&Atom::To) {
                if slot == 0 {
                    return self.fail("no castling squares");
                }
                break;
            }
            self.pos += 2;
            let files = self.square()?.file.files();
            if slot == 0 {
                request.king_files = Some(files);
            } else {
                request.rook_files = Some(files);
            }
        }
        Ok(())
    }
}
