//! Why a move is refused, in a reader's words, with the law that forbids it.

use super::attacks;
use super::board::piece_attacks;
use super::castling::{castling_ways, CastlingObstacle};
use super::law::{Book, Law, RulePoint};
use super::moves::Move;
use super::odds::own_half;
use super::outcome::Outcome;
use super::position::Position;
use super::rules::{Castling, Cited, EnPassant, LawBook, Promotion, Standing};
use super::types::{Color, Piece, Role, Square};
use std::fmt;

/// The kind of reason a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefusalKind {
    /// There is no man on the square to move.
    EmptySquare,
    /// The man belongs to the side that is not to move.
    NotYourTurn,
    /// The game is over: nothing may be played.
    GameOver,
    /// The man does not move like that: a false move.
    FalseMove,
    /// The square holds a man of the mover's own side.
    OwnMan,
    /// The move would leave (or put) the mover's king in check.
    LeavesKingInCheck,
    /// En passant is not allowed under these rules (passar battaglia).
    EnPassantForbidden,
    /// Castling while in check.
    CastlingInCheck,
    /// Castling over or onto a square an enemy man attacks.
    CastlingThroughAttack,
    /// Castling after the king or the rook has moved.
    CastlingAfterMoving,
    /// Castling with men between king and rook.
    CastlingBlocked,
    /// A castling with a rook given as odds: written with the rook's
    /// squares where the king castles alone, or under rules that do not let
    /// him castle on its side.
    CastlingWithRookGivenAsOdds,
    /// A way of castling these rules do not know (an Italian castling under
    /// the standard rule, or the reverse).
    CastlingNotAllowed,
    /// A free move of the odds that leaves the receiver's own half.
    OddsConfined,
    /// Promotion to a piece that has not been lost.
    PromotionNotLost,
    /// A pawn reaching the last rank must name a piece it may become (not
    /// a king, nor a pawn).
    PromotionRequired,
    /// Notice to count fifty moves cannot be given now.
    NoticeRefused,
    /// No draw may be claimed now.
    ClaimRefused,
}

/// A refused move: the kind, the law and the reason in words.
///
/// ```
/// use chess_laws_core::{Code, Game, RefusalKind};
/// let mut game = Game::start(Code::Italy.rules());
/// let err = game.play_line("1.e4 Nf6 2.e5 d5 3.exd6").unwrap_err();
/// let refusal = err.refusal().unwrap();
/// assert_eq!(refusal.kind, RefusalKind::EnPassantForbidden);
/// assert_eq!(
///     refusal.to_string(),
///     "No en passant in Italy: the pawn passes the battle (Sarratt (1808), law 15, N.B.)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The kind of reason.
    pub kind: RefusalKind,
    /// The law that states the rule the move is refused by, as the rules
    /// in force cite it ([`RuleSet::cite`](super::RuleSet::cite)); `None`
    /// where no law is cited for it.
    pub law: Option<Law>,
    /// The reason, for a reader.
    pub message: String,
    /// How the rule set's law book stands to that rule: its own, silent
    /// (`law` is borrowed), or ruling otherwise. The words say which.
    pub standing: Standing,
}

impl Refusal {
    pub(crate) fn new(kind: RefusalKind, cited: Cited, message: impl Into<String>) -> Refusal {
        Refusal {
            kind,
            law: cited.law,
            message: message.into(),
            standing: cited.standing,
        }
    }

    /// What the silent code says nothing of, for the words of a borrowed
    /// law: "castling out of check", "en passant".
    fn topic(&self) -> &'static str {
        match self.kind {
            RefusalKind::EmptySquare => "this point",
            RefusalKind::NotYourTurn => "moving the adversary's men",
            RefusalKind::GameOver => "how the game ends here",
            RefusalKind::FalseMove => "false moves",
            RefusalKind::OwnMan => "taking a man of one's own side",
            RefusalKind::LeavesKingInCheck => "leaving the king in check",
            RefusalKind::EnPassantForbidden => "en passant",
            RefusalKind::CastlingInCheck => "castling out of check",
            // Ponziani's law V alone bars a castling whose king or rook at
            // once attacks an enemy man; the refusal shares the kind of the
            // bar on attacked squares.
            RefusalKind::CastlingThroughAttack
                if self.law.is_some_and(|law| law.book == Book::Ponziani) =>
            {
                "castling that at once attacks an enemy man"
            }
            RefusalKind::CastlingThroughAttack => "castling over an attacked square",
            RefusalKind::CastlingAfterMoving => "castling after the king or the rook has moved",
            RefusalKind::CastlingBlocked => "castling with men between king and rook",
            RefusalKind::CastlingWithRookGivenAsOdds => "castling with a rook given as odds",
            RefusalKind::CastlingNotAllowed => "the ways of castling",
            RefusalKind::OddsConfined => "where the free moves of the odds may go",
            RefusalKind::PromotionNotLost | RefusalKind::PromotionRequired => "promotion",
            RefusalKind::NoticeRefused => "the count of fifty moves",
            RefusalKind::ClaimRefused => "claiming a draw",
        }
    }

    /// The citation as the words give it: the law; for a borrowed law,
    /// that the code is silent and where the rule is given; where the code
    /// rules otherwise, its law and the law of the rule set here.
    #[must_use]
    pub fn citation(&self) -> Option<String> {
        let silent = match self.standing {
            Standing::Silent { book, .. } => Some(book),
            Standing::Own | Standing::Otherwise { .. } => None,
        };
        match (silent, self.kind, self.law) {
            // Not silent: law 8 speaks of a king that "has been in check",
            // which the app reads as a check earlier in the game.
            (Some(Book::LawsOfTheGame), RefusalKind::CastlingInCheck, Some(law)) => Some(format!(
                "{} lets a king that has \u{201c}been in check\u{201d} castle, read here as a \
                 check earlier in the game, so the bar on castling while in check is taken from \
                 {law}; another reading lets him castle out of check",
                Law::lotg(8)
            )),
            // Not silent either: his conduct laws (VII-XIII) rule on these,
            // but their numbers are not yet checked against the book.
            (
                Some(Book::Ponziani),
                RefusalKind::FalseMove | RefusalKind::NotYourTurn,
                Some(law),
            ) => Some(format!(
                "{} rules on {} among his conduct laws (VII-XIII), not cited here until their \
                 numbers are checked against the book; the rule is given as in {law}",
                Book::Ponziani,
                self.topic()
            )),
            _ => Cited {
                law: self.law,
                standing: self.standing,
            }
            .words(self.topic()),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.citation() {
            Some(citation) => write!(f, "{} ({citation})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Refusal {}

fn article(role: Role) -> &'static str {
    match role {
        Role::King => "The king",
        Role::Queen => "The queen",
        Role::Rook => "A rook",
        Role::Bishop => "A bishop",
        Role::Knight => "A knight",
        Role::Pawn => "A pawn",
    }
}

impl Position {
    /// Why no legal move goes from `from` to `to`, or `None` if one does.
    ///
    /// ```
    /// use chess_laws_core::{Law, Position, RefusalKind, RuleSet, Square};
    /// let pos = Position::start(RuleSet::modern());
    /// assert!(pos.refusal(Square::E2, Square::E4).is_none());
    /// let r = pos.refusal(Square::E2, Square::E5).unwrap();
    /// assert_eq!(r.kind, RefusalKind::FalseMove);
    /// assert_eq!(r.law, Some(Law::fide("3.10.2")));
    /// // Each code cites its own law where it has one.
    /// let old = Position::start(chess_laws_core::Code::CodeOf24.rules());
    /// assert_eq!(old.refusal(Square::E2, Square::E5).unwrap().law, Some(Law::code_of_24(13)));
    /// ```
    #[must_use]
    pub fn refusal(&self, from: Square, to: Square) -> Option<Refusal> {
        let moves = self.legal_moves();
        if moves.iter().any(|m| m.from == from && m.to == to) {
            return None;
        }
        Some(self.explain(from, to, None, false))
    }

    /// Like [`refusal`](Position::refusal), for a promotion (or its absence)
    /// as well: `None` if a legal move has these squares and this promotion.
    pub fn refusal_with_promotion(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Option<Refusal> {
        let moves = self.legal_moves();
        if moves
            .iter()
            .any(|m| m.from == from && m.to == to && m.promotion == promotion)
        {
            return None;
        }
        Some(self.explain(from, to, promotion, true))
    }

    /// Why `m` is refused (for a move that is not legal here).
    #[must_use]
    pub fn refusal_of(&self, m: &Move) -> Refusal {
        match self.refusal_with_promotion(m.from, m.to, m.promotion) {
            Some(r) => r,
            None => Refusal::new(
                RefusalKind::FalseMove,
                self.cite(RulePoint::FalseMove),
                "This move does not fit the position (a false move)",
            ),
        }
    }

    pub(crate) fn explain(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        promotion_named: bool,
    ) -> Refusal {
        let us = self.turn;
        let Some(piece) = self.board.piece_at(from) else {
            return Refusal::new(
                RefusalKind::EmptySquare,
                Cited::NONE,
                format!("There is no man on {from} to move"),
            );
        };
        if piece.color != us {
            let cited = self.cite(RulePoint::AdversarysMan);
            let remedies = remedies_when(cited.law, "moved");
            return Refusal::new(
                RefusalKind::NotYourTurn,
                cited,
                format!(
                    "It is {}'s turn, and the {} on {from} is {}'s: each side plays its own \
                     men{remedies}",
                    us.name(),
                    piece.role.name(),
                    piece.color.name()
                ),
            );
        }
        if self.legal_moves().is_empty() {
            let what = if self.is_check() {
                "checkmate"
            } else {
                "stalemate"
            };
            let cited = match self.outcome() {
                Outcome::Finished { law, standing, .. } => Cited { law, standing },
                Outcome::Ongoing => Cited::NONE,
            };
            return Refusal::new(
                RefusalKind::GameOver,
                cited,
                format!("The game is over: {} is {what}", us.name()),
            );
        }
        if self.naming_due() && !(from == to && self.is_waiting_pawn(piece, from)) {
            return self.naming_first();
        }
        if from == to {
            return self.explain_in_place(piece, from, promotion);
        }
        if piece.role == Role::King {
            if let Some(r) = self.explain_castling(from, to, None) {
                return r;
            }
        }
        if let Some(own) = self.board.piece_at(to).filter(|p| p.color == us) {
            let cited = self.cite(RulePoint::OwnMan);
            let remedies = remedies_when(cited.law, "taken");
            return Refusal::new(
                RefusalKind::OwnMan,
                cited,
                format!(
                    "{to} holds your own {}: a man cannot take one of his own side{remedies}",
                    own.role.name()
                ),
            );
        }
        if piece.role == Role::Pawn
            && Some(to) == self.ep_square
            && attacks::pawn_attacks(us, from).contains(to)
        {
            if self.rules.en_passant == EnPassant::Forbidden {
                return Refusal::new(
                    RefusalKind::EnPassantForbidden,
                    self.cite(RulePoint::NoEnPassant),
                    "No en passant in Italy: the pawn passes the battle",
                );
            }
            if self.is_confined() && !own_half(us).contains(to) {
                return self.confined_refusal();
            }
            return self.check_refusal(piece, from, to);
        }
        let occ = self.board.occupied();
        let reach = match piece.role {
            Role::Pawn => self.pawn_targets(from),
            _ => piece_attacks(piece, from, occ),
        };
        if !reach.contains(to) {
            return false_move(
                self.cite(RulePoint::FalseMove),
                piece,
                from,
                to,
                occ,
                self.board.occupied().contains(to),
            );
        }
        // The adversary's king can stand attacked on our turn only where a
        // waiting pawn, named in place, gives check (Ponziani's law III):
        // the man reaches the king's square, but no law takes a king.
        if self.board.king_of(us.other()) == Some(to) {
            return Refusal::new(
                RefusalKind::FalseMove,
                self.cite(RulePoint::FalseMove),
                "A king is never taken: no man moves onto the king's square",
            );
        }
        if self.is_confined() && !own_half(us).contains(to) {
            return self.confined_refusal();
        }
        if piece.role == Role::Pawn && to.rank() == us.last_rank() && promotion_named {
            if let Some(r) = self.explain_promotion(promotion, to) {
                return r;
            }
        } else if promotion.is_some() {
            return Refusal::new(
                RefusalKind::FalseMove,
                self.cite(RulePoint::FalseMove),
                "Only a pawn that reaches the last rank becomes another piece",
            );
        }
        self.check_refusal(piece, from, to)
    }

    fn explain_promotion(&self, promotion: Option<Role>, to: Square) -> Option<Refusal> {
        let us = self.turn;
        let lost = self.promotion_roles_on(us, to);
        match promotion {
            Some(role) if role == Role::King || role == Role::Pawn => {
                Some(self.cannot_become(role))
            }
            Some(role) if !lost.contains(&role) => Some(self.not_lost_on(role, &lost, to)),
            None if !lost.is_empty() => Some(Refusal::new(
                RefusalKind::PromotionRequired,
                self.cite(RulePoint::PromotionRequired),
                "A pawn reaching the last rank becomes a piece: name it",
            )),
            _ => None,
        }
    }

    /// Whether `piece` on `sq` is a pawn of the mover waiting on the last
    /// rank, under rules that let a pawn wait there.
    fn is_waiting_pawn(&self, piece: Piece, sq: Square) -> bool {
        piece.role == Role::Pawn
            && piece.color == self.turn
            && sq.rank() == self.turn.last_rank()
            && self.rules.promotion != Promotion::AnyPiece
    }

    /// A move other than the naming while a naming is due: Ponziani's law
    /// III names the pawn first, then the same player moves.
    fn naming_first(&self) -> Refusal {
        let us = self.turn;
        let waiting: Vec<String> = (self.board.by_piece(Piece {
            color: us,
            role: Role::Pawn,
        }) & super::bitboard::Bitboard::rank(us.last_rank()))
        .into_iter()
        .map(|sq| sq.to_string())
        .collect();
        Refusal::new(
            RefusalKind::PromotionRequired,
            self.cite(RulePoint::PromotionLostOnly),
            format!(
                "The pawn waiting on {} must first be named a missing piece; naming is not a \
                 move, and you then make your move",
                waiting.join(" or ")
            ),
        )
    }

    fn explain_in_place(&self, piece: Piece, sq: Square, promotion: Option<Role>) -> Refusal {
        let us = self.turn;
        if !self.is_waiting_pawn(piece, sq) {
            return Refusal::new(
                RefusalKind::FalseMove,
                self.cite(RulePoint::FalseMove),
                "A man must move to another square",
            );
        }
        // Under Ponziani's law III the naming is no move and is made in
        // check too; the exchange of the lost-pieces rule is a whole move,
        // which cannot meet a check.
        if self.is_check() && self.rules.promotion == Promotion::OnlyLostPieces {
            return Refusal::new(
                RefusalKind::LeavesKingInCheck,
                self.cite(RulePoint::CheckNotMet),
                "Your king is in check: exchanging the waiting pawn does not meet it",
            );
        }
        let lost = self.promotion_roles_on(us, sq);
        match promotion {
            Some(role) if role == Role::King || role == Role::Pawn => self.cannot_become(role),
            Some(role) if !lost.contains(&role) => self.not_lost_on(role, &lost, sq),
            _ if lost.is_empty() => self.not_lost_on(promotion.unwrap_or(Role::Queen), &lost, sq),
            _ => Refusal::new(
                RefusalKind::PromotionRequired,
                self.cite(RulePoint::PromotionLostOnly),
                "Name the lost piece the waiting pawn becomes",
            ),
        }
    }

    /// A geometrically possible move that is still illegal: it leaves the
    /// king in check.
    fn check_refusal(&self, piece: Piece, from: Square, to: Square) -> Refusal {
        let message = if piece.role == Role::King {
            format!("The king would stand in check on {to}")
        } else if self.is_check() {
            "Your king is in check, and this move does not meet the check".to_string()
        } else {
            format!(
                "The {} on {from} shields your king: moving it would leave the king in check",
                piece.role.name()
            )
        };
        let point = if piece.role == Role::King {
            RulePoint::KingIntoCheck
        } else if self.is_check() {
            RulePoint::CheckNotMet
        } else if self.would_check(piece, from, to) {
            RulePoint::PinnedManChecking
        } else {
            RulePoint::PinnedMan
        };
        let cited = self.cite(point);
        // Laws of the Game 5 is cited for its last clause only: the law
        // itself lets a check given without warning go unnoticed.
        let message = if point == RulePoint::CheckNotMet && cited.law == Some(Law::lotg(5)) {
            format!("{message}: law 5 asks that \u{201c}the king be removed out of check\u{201d}")
        } else {
            message
        };
        Refusal::new(RefusalKind::LeavesKingInCheck, cited, message)
    }

    /// Whether `piece`, moved from `from` to `to`, would attack the
    /// adversary's king from there (a direct check).
    fn would_check(&self, piece: Piece, from: Square, to: Square) -> bool {
        let occ = self.board.occupied().without(from).with(to);
        self.board
            .king_of(self.turn.other())
            .is_some_and(|king| piece_attacks(piece, to, occ).contains(king))
    }

    /// What the rules in force cite on `point` (see
    /// [`RuleSet::cite`](super::RuleSet::cite)): the one place a refusal or
    /// a verdict asks for its law.
    #[inline]
    pub(crate) fn cite(&self, point: RulePoint) -> Cited {
        self.rules.cite(point)
    }

    /// Explains a king move of two squares or more along its first rank,
    /// or a castling written with its squares (the king to `to`, the rook
    /// to `rook_to` when named); `None` if the rules do not explain it.
    pub(crate) fn explain_castling(
        &self,
        from: Square,
        to: Square,
        rook_to: Option<Square>,
    ) -> Option<Refusal> {
        let us = self.turn;
        let back = us.back_rank();
        let home = Square::E1.with_rank(back);
        let short = from.file().abs_diff(to.file()) < 2 && rook_to.is_none();
        if from != home || to.rank() != back || short || from == to {
            return None;
        }
        let king_side = to.file() > from.file();
        // The rank as written (1 or 8), for the squares the refusal names.
        let home_rank = back + 1;
        let way_of = |castling: Castling| {
            castling_ways(castling, king_side)
                .iter()
                .any(|&(kf, rf)| kf == to.file() && rook_to.is_none_or(|r| r.file() == rf))
        };
        let allowed = way_of(self.rules.castling);
        if !allowed {
            if let Some(r) = self.rook_goes_elsewhere(king_side, to) {
                return Some(r);
            }
            let italian = way_of(Castling::ItalianFree) || way_of(Castling::Ponziani);
            let standard = way_of(Castling::Standard);
            return Some(match self.rules.castling {
                Castling::Standard if italian => Refusal::new(
                    RefusalKind::CastlingNotAllowed,
                    self.cite(RulePoint::CastlingWays),
                    if self.rules.law_book == LawBook::Modern {
                        "Only the usual castling is allowed: the king two squares towards the \
                         rook, and the rook on the square the king has crossed"
                            .to_string()
                    } else {
                        // Sarratt 16 gives the usual squares of each side.
                        let usual = if king_side {
                            "king to the knight's square and rook to the bishop's square"
                        } else {
                            "king to the queen's bishop's square and rook to the queen's square"
                        };
                        format!(
                            "Only the usual castling is allowed here ({usual}): \"This is the \
                             only method of castling which is allowed in Great Britain, France, \
                             and Holland\""
                        )
                    },
                ),
                Castling::ItalianFree if standard => {
                    Refusal::new(
                        RefusalKind::CastlingNotAllowed,
                        self.cite(RulePoint::CastlingWays),
                        format!(
                            "In Italian castling on the queen's side the king goes to the \
                             knight's square (b{home_rank}) or the rook's square (a{home_rank}), the mirror \
                             of the king's side (an interpretation)"
                        ),
                    )
                }
                Castling::ItalianFree if italian => Refusal::new(
                    RefusalKind::CastlingNotAllowed,
                    self.cite(RulePoint::CastlingWays),
                    format!(
                        "Not one of Sarratt's four Italian ways: the king goes to the knight's or \
                         the rook's square, the rook to the bishop's or the king's square{}",
                        italian_side_reading(Castling::ItalianFree, king_side, home_rank)
                    ),
                ),
                _ => Refusal::new(
                    RefusalKind::FalseMove,
                    self.cite(RulePoint::FalseMove),
                    "The king moves one square at a time, except in castling",
                ),
            });
        }
        let rook_corner = Square::from_coords(if king_side { 7 } else { 0 }, back)?;
        if !self.castling.contains(rook_corner) {
            let rook = Piece {
                color: us,
                role: Role::Rook,
            };
            let message = if self.board.piece_at(rook_corner) == Some(rook) {
                "The king or this rook has moved: castling is no longer allowed"
            } else {
                "There is no rook on its square to castle with (or the king has moved)"
            };
            return Some(Refusal::new(
                RefusalKind::CastlingAfterMoving,
                self.cite(RulePoint::CastlingAfterMoving),
                message,
            ));
        }
        let mut candidates: Vec<Move> = Vec::new();
        self.castling_candidates(from, |m| {
            let rook_fits = rook_to.is_none_or(|r| m.castle_rook().is_some_and(|(_, rt)| rt == r));
            if m.to == to && rook_fits {
                candidates.push(m);
            }
        });
        let Some(first) = candidates.first() else {
            // Only a right kept for a rook given as odds finds no castling:
            // the king castles alone, so a castling that names the rook's
            // squares is none; under rules that would not let him, none is.
            let message = if self.rules.castling_after_rook_odds {
                format!(
                    "The rook was given as odds: the king castles alone to {to}, as if the rook \
                     stood on its square (written {}, without the rook's squares)",
                    if king_side { "O-O" } else { "O-O-O" }
                )
            } else {
                "Under these rules the king may not castle with a rook given as odds".to_string()
            };
            return Some(Refusal::new(
                RefusalKind::CastlingWithRookGivenAsOdds,
                self.cite(RulePoint::RookOddsCastling),
                message,
            ));
        };
        let obstacle = self.castling_obstacle(from, first)?;
        Some(match obstacle {
            CastlingObstacle::PiecesBetween => Refusal::new(
                RefusalKind::CastlingBlocked,
                self.cite(RulePoint::CastlingMenBetween),
                "There are men between the king and the rook",
            ),
            CastlingObstacle::InCheck => Refusal::new(
                RefusalKind::CastlingInCheck,
                self.cite(RulePoint::CastlingInCheck),
                "The king must not castle while he is in check",
            ),
            // The old codes bar only the squares the king passes over; that
            // he may not end in check is the rule for every king move.
            CastlingObstacle::Attacked(sq)
                if sq == first.to && self.rules.law_book != LawBook::Modern =>
            {
                Refusal::new(
                    RefusalKind::LeavesKingInCheck,
                    self.cite(RulePoint::KingIntoCheck),
                    format!("After castling the king would stand in check on {sq}"),
                )
            }
            CastlingObstacle::Attacked(sq) => Refusal::new(
                RefusalKind::CastlingThroughAttack,
                self.cite(RulePoint::CastlingThroughAttack),
                format!(
                    "The king would pass over or land on {sq}, which is under the power of an \
                     adverse man"
                ),
            ),
            CastlingObstacle::AttacksMan(sq) => Refusal::new(
                RefusalKind::CastlingThroughAttack,
                self.cite(RulePoint::CastlingAttacksMan),
                format!(
                    "After this castling the king or the rook would at once attack the enemy \
                     man on {sq}, which Ponziani's law V forbids"
                ),
            ),
        })
    }
}

/// The old codes' law on the adversary's man moved, or one's own man
/// taken, forbids nothing: it gives the adversary his remedies when the
/// slip is made ("moved", "taken") by mistake, and the umpire's table plays
/// them; the words say so. FIDE's articles (1.2, 3.1) are rules of play.
fn remedies_when(law: Option<Law>, slip: &str) -> String {
    match law {
        Some(l) if l.book != Book::Fide2023 => {
            format!("; the remedies when one is {slip} by mistake, which the umpire's table plays")
        }
        _ => String::new(),
    }
}

/// Sarratt's four Italian ways name the squares of the king's side; on the
/// queen's side the app plays their mirror, which is a reading, and says so.
/// `home_rank` is the castling side's own rank (1 for White, 8 for Black).
fn italian_side_reading(castling: Castling, king_side: bool, home_rank: u8) -> String {
    match castling {
        Castling::ItalianFree if !king_side => format!(
            " (on the queen's side the mirror of his ways, a reading: his \u{201c}Rook at the \
             King's square\u{201d} may also be read as e{home_rank})"
        ),
        _ => String::new(),
    }
}

impl Position {
    /// The king's square is one of this code's ways, the rook's is not
    /// (e.g. Dubois's K b1 R e1 under Sarratt's four Italian ways).
    fn rook_goes_elsewhere(&self, king_side: bool, to: Square) -> Option<Refusal> {
        let reading =
            italian_side_reading(self.rules.castling, king_side, self.turn.back_rank() + 1);
        let rook_files: Vec<String> = castling_ways(self.rules.castling, king_side)
            .iter()
            .filter(|&&(kf, _)| kf == to.file())
            .map(|&(_, rf)| to.with_file(rf).to_string())
            .collect();
        if rook_files.is_empty() {
            return None;
        }
        Some(Refusal::new(
            RefusalKind::CastlingNotAllowed,
            self.cite(RulePoint::CastlingWays),
            format!(
                "Not one of the ways of castling here: with the king on {to} the rook goes to \
                 {}{reading}",
                rook_files.join(" or ")
            ),
        ))
    }

    fn confined_refusal(&self) -> Refusal {
        let half = match self.turn {
            Color::White => "ranks 1 to 4",
            Color::Black => "ranks 5 to 8",
        };
        Refusal::new(
            RefusalKind::OddsConfined,
            self.cite(RulePoint::OddsConfinement),
            format!(
                "The free moves given with the odds must stay in the receiver's own territory \
                 ({half})"
            ),
        )
    }

    /// A pawn may become no king, and stay no pawn by naming one.
    fn cannot_become(&self, role: Role) -> Refusal {
        Refusal::new(
            RefusalKind::PromotionRequired,
            self.cite(RulePoint::PromotionNoKing),
            format!("A pawn cannot become a {}", role.name()),
        )
    }

    /// `role` may not be named on `square`: not lost, or under Ponziani's
    /// law III a bishop on the colour of the bishop its owner still has.
    fn not_lost_on(&self, role: Role, lost: &[Role], square: Square) -> Refusal {
        let us = self.turn;
        let same_colour_bishop = role == Role::Bishop
            && self.rules.promotion == Promotion::MissingPiece
            && self.may_promote_to(us, role, None)
            && !self.may_promote_to(us, role, Some(square));
        if !same_colour_bishop {
            return self.not_lost(role, lost, square);
        }
        let others: Vec<&str> = lost.iter().map(|r| r.name()).collect();
        let rest = if others.is_empty() {
            "; nothing else is missing, so the pawn waits unnamed".to_string()
        } else {
            format!(" (it may become: {})", others.join(", "))
        };
        Refusal::new(
            RefusalKind::PromotionNotLost,
            self.cite(RulePoint::PromotionLostOnly),
            format!(
                "{} may not ask for a bishop on {square}: it would run on the colour of the \
                 bishop {} still has{rest}",
                us.name(),
                us.name()
            ),
        )
    }

    fn not_lost(&self, role: Role, lost: &[Role], square: Square) -> Refusal {
        let us = self.turn;
        // Under Ponziani's law III a bishop lost may still be barred here,
        // by the colour of the bishop its owner has kept.
        let barred_bishop = lost.is_empty()
            && self.rules.promotion == Promotion::MissingPiece
            && self.promotion_roles(us).contains(&Role::Bishop);
        let message = if barred_bishop {
            format!(
                "{} has lost only a bishop, and may not ask for it on {square}: it would run on \
                 the colour of the bishop {} still has; the pawn waits unnamed",
                us.name(),
                us.name()
            )
        } else if lost.is_empty() {
            format!(
                "{} has lost no piece yet: the pawn may become only a piece already lost, so it \
                 waits as a pawn",
                us.name()
            )
        } else {
            let names: Vec<&str> = lost.iter().map(|r| r.name()).collect();
            format!(
                "{} has not lost a {}: the pawn may become only a lost piece ({})",
                us.name(),
                role.name(),
                names.join(", ")
            )
        };
        Refusal::new(
            RefusalKind::PromotionNotLost,
            self.cite(RulePoint::PromotionLostOnly),
            message,
        )
    }
}

fn false_move(
    cited: Cited,
    piece: Piece,
    from: Square,
    to: Square,
    occ: super::Bitboard,
    occupied: bool,
) -> Refusal {
    let through = attacks::between(from, to);
    let straight = from.rank() == to.rank() || from.file() == to.file();
    let slides = match piece.role {
        Role::Bishop => !straight && attacks::line(from, to).any(),
        Role::Rook => straight,
        Role::Queen => attacks::line(from, to).any(),
        _ => false,
    };
    let message = if slides && (through & occ).any() {
        format!(
            "{} cannot leap over the men between {from} and {to}",
            article(piece.role)
        )
    } else {
        let how = match piece.role {
            Role::Pawn if occupied && from.file() == to.file() => {
                "moves straight forward only to an empty square, and takes diagonally"
            }
            Role::Pawn => {
                "moves one square straight forward (two from its first square) and takes one \
                 square diagonally forward"
            }
            Role::Knight => "leaps to the opposite corner of a rectangle of two squares by three",
            Role::Bishop => "moves along the diagonals",
            Role::Rook => "moves along ranks and files",
            Role::Queen => "moves along ranks, files and diagonals",
            Role::King => "moves one square at a time, except in castling",
        };
        format!(
            "{} {how}: {from} to {to} is a false move",
            article(piece.role)
        )
    };
    Refusal::new(RefusalKind::FalseMove, cited, message)
}
