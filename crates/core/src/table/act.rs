//! The acts of the players at the table, and which of them break a law.

use super::super::{Color, Move, Position, Role, Square};
use super::physical::{king_attacked, natural_reach, HandMove, Table};

/// What a player does at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// Touches the man on `square` and lets go without moving it; with
    /// `adjust` he said "j'adoube" (Italian: "acconcio") first.
    Touch {
        /// The man touched.
        square: Square,
        /// Whether "j'adoube" was said first.
        adjust: bool,
    },
    /// Carries the man on `from` to `to` and lets go, saying "check" or not.
    Move {
        /// Where the man was lifted.
        from: Square,
        /// Where it was let go.
        to: Square,
        /// Whether the player said "check".
        check_said: bool,
        /// Squares the man touched while the hand held it (the umpire
        /// code's "Touching the Squares").
        squares_touched: Vec<Square>,
    },
    /// The board was found set the wrong way (no white square at each
    /// player's right) after `plies` moves of both sides together.
    BoardWrongWay {
        /// Moves already played, both sides counted.
        plies: u32,
    },
    /// Men were found wrongly placed at the start, after `plies` moves.
    MenMisplaced {
        /// Moves already played, both sides counted.
        plies: u32,
    },
    /// A man was found missing from the start, after `plies` moves.
    ManMissing {
        /// Moves already played, both sides counted.
        plies: u32,
    },
    /// The player finds his king in check, none can say since when.
    FoundInCheck,
    /// The player's time ran out.
    TimeExceeded,
    /// The player quit the table in anger.
    Abandon,
    /// The player resigned.
    Resign,
    /// The players dispute a point of the game that the laws do not
    /// provide for (Sarratt 25, Laws of the Game 20).
    Dispute,
}

/// A slip: an act that a law has something to say about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slip {
    /// A man adjusted after saying "j'adoube": no penalty anywhere.
    Adjusted {
        /// The man adjusted.
        square: Square,
        /// Whether it was one of the adversary's men.
        adversarys: bool,
    },
    /// One of his own men touched, without "j'adoube".
    TouchedOwn {
        /// The man touched.
        square: Square,
    },
    /// One of the adversary's men touched, without "j'adoube".
    TouchedAdversarys {
        /// The man touched.
        square: Square,
    },
    /// A man moved against its nature (a rook like a bishop).
    FalseMove {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// An adversary's man taken with a man that cannot take it.
    FalseCapture {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// One of his own men taken with another.
    TookOwnMan {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// One of the adversary's men moved instead of his own.
    MovedAdversarysMan {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The king carried onto a square the adversary commands.
    KingIntoCheck {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A man that shielded the king moved, discovering check on him.
    ShieldMoved {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// In check, a man moved that does not cover the check.
    CheckNotMet {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The king and rook carried as in castling when castling is barred.
    IllegalCastling {
        /// The king's square.
        from: Square,
        /// Where the king was put.
        to: Square,
    },
    /// A second move in succession, before the adversary has played.
    TwoMoves {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A lawful move that checks, without saying "check".
    UnannouncedCheck {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// "Check" said after a move that gives no check.
    FalseCheck {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A lawful move played to a square the man touched while the hand
    /// deliberated.
    TouchedSquares {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The squares touched.
        touched: Vec<Square>,
    },
    /// The board set the wrong way, found after `plies` moves.
    BoardWrongWay {
        /// Moves played, both sides counted.
        plies: u32,
    },
    /// Men wrongly placed, found after `plies` moves.
    MenMisplaced {
        /// Moves played, both sides counted.
        plies: u32,
    },
    /// A man missing from the start, found after `plies` moves.
    ManMissing {
        /// Moves played, both sides counted.
        plies: u32,
    },
    /// A king found in check, none can say how it happened.
    FoundInCheck,
    /// Time exceeded.
    TimeExceeded,
    /// The game abandoned in anger.
    Abandoned,
    /// The game resigned.
    Resigned,
    /// A point the laws do not provide for, disputed.
    Disputed,
}

impl Slip {
    /// The slip in a few words, for a heading.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Slip::Adjusted { .. } => "A man adjusted, \u{201c}j'adoube\u{201d} said first",
            Slip::TouchedOwn { .. } => "One of his own men touched",
            Slip::TouchedAdversarys { .. } => "One of the adversary's men touched",
            Slip::FalseMove { .. } => "A false move",
            Slip::FalseCapture { .. } => "A false capture",
            Slip::TookOwnMan { .. } => "One of his own men taken",
            Slip::MovedAdversarysMan { .. } => "One of the adversary's men moved",
            Slip::KingIntoCheck { .. } => "The king moved into check",
            Slip::ShieldMoved { .. } => "Check discovered on his own king",
            Slip::CheckNotMet { .. } => "In check, a man moved that does not cover",
            Slip::IllegalCastling { .. } => "Castling when castling is barred",
            Slip::TwoMoves { .. } => "Two moves in succession",
            Slip::UnannouncedCheck { .. } => "A check not announced",
            Slip::FalseCheck { .. } => "\u{201c}Check\u{201d} said without a check",
            Slip::TouchedSquares { .. } => "A man played to a square it touched",
            Slip::BoardWrongWay { .. } => "The board set the wrong way",
            Slip::MenMisplaced { .. } => "Men wrongly placed",
            Slip::ManMissing { .. } => "A man missing from the start",
            Slip::FoundInCheck => "A king found in check, none knows since when",
            Slip::TimeExceeded => "Time exceeded",
            Slip::Abandoned => "The game abandoned",
            Slip::Resigned => "The game resigned",
            Slip::Disputed => "A point the laws do not provide for, disputed",
        }
    }

    /// What the slip is, in one plain sentence, for a reader who does not
    /// know the term.
    #[must_use]
    pub fn gloss(&self) -> &'static str {
        match self {
            Slip::Adjusted { .. } => {
                "The player said \u{201c}j'adoube\u{201d} (I adjust) and set a man straight on its square."
            }
            Slip::TouchedOwn { .. } => {
                "The player touched one of his own men without first saying \u{201c}j'adoube\u{201d}."
            }
            Slip::TouchedAdversarys { .. } => {
                "The player touched one of his adversary's men without first saying \u{201c}j'adoube\u{201d}."
            }
            Slip::FalseMove { .. } => {
                "The player carried a man to a square its own move cannot reach, as a rook moved like a bishop."
            }
            Slip::FalseCapture { .. } => {
                "The player took an adversary's man with a man that cannot take it from where it stood."
            }
            Slip::TookOwnMan { .. } => {
                "The player put a man down on one of his own men, as if taking it."
            }
            Slip::MovedAdversarysMan { .. } => {
                "The player moved one of his adversary's men instead of one of his own."
            }
            Slip::KingIntoCheck { .. } => {
                "The player put his king on a square an adversary's man attacks."
            }
            Slip::ShieldMoved { .. } => {
                "The player moved a man that stood between his king and an attacker, leaving the king in check."
            }
            Slip::CheckNotMet { .. } => {
                "The player's king was in check and he moved a man that does not end the check."
            }
            Slip::IllegalCastling { .. } => {
                "The player castled where the laws forbid it (king or rook moved, the king in check, or a square barred)."
            }
            Slip::TwoMoves { .. } => "The player moved again before his adversary had played.",
            Slip::UnannouncedCheck { .. } => {
                "The player's move gives check and he did not say \u{201c}check\u{201d}."
            }
            Slip::FalseCheck { .. } => {
                "The player said \u{201c}check\u{201d} though his move gives none."
            }
            Slip::TouchedSquares { .. } => {
                "While deciding, the player touched squares with the man in his hand, then played it to one of them."
            }
            Slip::BoardWrongWay { .. } => {
                "The board was found set without a white corner square at each player's right hand."
            }
            Slip::MenMisplaced { .. } => "Some men were found set on the wrong squares at the start.",
            Slip::ManMissing { .. } => "A man was found to have been left off the board at the start.",
            Slip::FoundInCheck => {
                "A king is found in check, and no one can say since which move."
            }
            Slip::TimeExceeded => "The player took longer over his moves than the time agreed.",
            Slip::Abandoned => {
                "The player quit the table in anger, or in some other offensive manner, leaving \
                 the game unfinished."
            }
            Slip::Resigned => "The player gave up the game.",
            Slip::Disputed => "The players disagree on a point that the laws do not settle.",
        }
    }

    /// Whether the slip is a man moved (rather than a touch, a word or a
    /// matter of the board, the clock or the result).
    #[must_use]
    pub fn is_move(&self) -> bool {
        self.squares().is_some()
    }

    /// The from and to squares of a slip that moved a man.
    #[must_use]
    pub fn squares(&self) -> Option<(Square, Square)> {
        match *self {
            Slip::FalseMove { from, to }
            | Slip::FalseCapture { from, to }
            | Slip::TookOwnMan { from, to }
            | Slip::MovedAdversarysMan { from, to }
            | Slip::KingIntoCheck { from, to }
            | Slip::ShieldMoved { from, to }
            | Slip::CheckNotMet { from, to }
            | Slip::IllegalCastling { from, to }
            | Slip::TwoMoves { from, to }
            | Slip::UnannouncedCheck { from, to }
            | Slip::FalseCheck { from, to }
            | Slip::TouchedSquares { from, to, .. } => Some((from, to)),
            _ => None,
        }
    }
}

/// What an act comes to: the slip it makes (if any) and the table after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The slip, or `None` for a lawful act the laws have nothing to say
    /// about (a lawful move, checks announced).
    pub slip: Option<Slip>,
    /// The table after the act.
    pub table: Table,
    /// The man carried, if the act moved one.
    pub carried: Option<HandMove>,
}

/// Judges `act` made by `hand` on `table`, whose lawful position is
/// `before` (the position the act starts from). A hand that is not the
/// side to move, moving its own man, plays out of turn: a second move in
/// succession.
#[must_use]
pub fn judge(before: &Position, table: &Table, hand: Color, act: &Act) -> Judged {
    let mut after = table.clone();
    let slip = match act {
        Act::Touch { square, adjust } => touch_slip(before, hand, *square, *adjust),
        Act::Move {
            from,
            to,
            check_said,
            squares_touched,
        } => {
            let lawful = lawful_move(before, hand, *from, *to);
            let carried = match lawful {
                Some(m) => {
                    after.play(before, &m);
                    after.last_move().copied()
                }
                None => after.carry(hand, *from, *to),
            };
            let slip = carried
                .and_then(|m| move_slip(before, &after, hand, &m, *check_said, squares_touched));
            return Judged {
                slip,
                table: after,
                carried,
            };
        }
        Act::BoardWrongWay { plies } => Some(Slip::BoardWrongWay { plies: *plies }),
        Act::MenMisplaced { plies } => Some(Slip::MenMisplaced { plies: *plies }),
        Act::ManMissing { plies } => Some(Slip::ManMissing { plies: *plies }),
        Act::FoundInCheck => (king_attacked(table.setup(), hand) && table.before(2).is_some())
            .then_some(Slip::FoundInCheck),
        Act::TimeExceeded => Some(Slip::TimeExceeded),
        Act::Abandon => Some(Slip::Abandoned),
        Act::Resign => Some(Slip::Resigned),
        Act::Dispute => Some(Slip::Disputed),
    };
    Judged {
        slip,
        table: after,
        carried: None,
    }
}

/// The lawful move of `before` from `from` to `to` for `hand`, if any: a
/// pawn reaching the last rank becomes a queen, a king carried two files
/// castles in the usual way.
#[must_use]
pub fn lawful_move(before: &Position, hand: Color, from: Square, to: Square) -> Option<Move> {
    if hand != before.turn() {
        return None;
    }
    let moves = before.legal_moves_from(from);
    let mut fitting = moves.iter().filter(|m| m.to() == to);
    let first = fitting.clone().next().copied();
    fitting
        .find(|m| m.promotion() == Some(Role::Queen) || m.is_usual_castle())
        .copied()
        .or(first)
}

fn touch_slip(before: &Position, hand: Color, square: Square, adjust: bool) -> Option<Slip> {
    let piece = before.piece_at(square)?;
    let adversarys = piece.color != hand;
    Some(match (adjust, adversarys) {
        (true, _) => Slip::Adjusted { square, adversarys },
        (false, false) => Slip::TouchedOwn { square },
        (false, true) => Slip::TouchedAdversarys { square },
    })
}

/// The slip a hand move makes, in order of what the laws name first: out
/// of turn, the adversary's man, one's own man taken, castling, a man
/// moved against its nature, the king left or put in check, then the
/// words said.
fn move_slip(
    before: &Position,
    after: &Table,
    hand: Color,
    m: &HandMove,
    check_said: bool,
    touched: &[Square],
) -> Option<Slip> {
    let (from, to) = (m.from, m.to);
    if m.piece.color != hand {
        return Some(Slip::MovedAdversarysMan { from, to });
    }
    if hand != before.turn() {
        return Some(Slip::TwoMoves { from, to });
    }
    if m.removed.is_some_and(|p| p.color == hand) {
        return Some(Slip::TookOwnMan { from, to });
    }
    if lawful_move(before, hand, from, to).is_none() {
        if m.rook.is_some() {
            return Some(Slip::IllegalCastling { from, to });
        }
        let natural = natural_reach(&before.to_setup(), from).contains(to)
            || before.legal_moves_from(from).iter().any(|lm| lm.to() == to);
        if !natural {
            return Some(if m.removed.is_some() {
                Slip::FalseCapture { from, to }
            } else {
                Slip::FalseMove { from, to }
            });
        }
        if m.piece.role == Role::King {
            return Some(Slip::KingIntoCheck { from, to });
        }
        if before.is_check() {
            return Some(Slip::CheckNotMet { from, to });
        }
        return Some(Slip::ShieldMoved { from, to });
    }
    if touched.contains(&to) {
        return Some(Slip::TouchedSquares {
            from,
            to,
            touched: touched.to_vec(),
        });
    }
    let checks = king_attacked(after.setup(), hand.other());
    match (checks, check_said) {
        (true, false) => Some(Slip::UnannouncedCheck { from, to }),
        (false, true) => Some(Slip::FalseCheck { from, to }),
        _ => None,
    }
}
