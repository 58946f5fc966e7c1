//! The old counts of fifty moves, in the named endings.
//!
//! The law: in certain endings the stronger side must mate within fifty
//! moves or the game is drawn. Sarratt 23 and the Code of 24 (law 22) name
//! rook and bishop against rook, two bishops against king, and knight and
//! bishop against king, counting from the moment the ending stands; the
//! Laws of the Game (19) add king and queen against king and count only
//! from the moment the defender gives notice. The umpire code ("Counting
//! Fifty Moves") has no named endings: on a demand to the umpire, in any
//! position, fifty additional moves are played on each side, and unless
//! mate be effected the game is drawn. The code of 24 laws (23) and Sarratt
//! (23, second sentence) lift the count for a game engaged to mate with a
//! particular man: the preset `Code::CodeOf24Engaged` has no count. The
//! modern rule (fifty moves each without a capture or a pawn move, then the
//! claim and the seventy-five moves) is in `draws.rs`.
//!
//! **Readings chosen** for the umpire code: the umpire's judgment (whether
//! the game is "a proper game to be determined as drawn") is taken as
//! granted, so the demand starts the count at once; the fifty moves are
//! "additional", so a capture or a pawn move does not restart them; the
//! demanding side's right to go on after them, and the other's new claim,
//! are not played: the game is drawn when the fifty moves are made.

use super::law::RulePoint;
use super::position::Position;
use super::rules::FiftyMoves;
use super::types::{Color, Role};

impl Position {
    /// The named ending on the board, if any, as the defending side.
    ///
    /// Rook and bishop against rook, two bishops against king, knight and
    /// bishop against king: the endings of Sarratt 23 and of the Code of 24,
    /// law 22. King and queen against king is named only by the Laws of the
    /// Game 19, whose count starts at a notice: it counts where the rules
    /// count on notice (the switch decides the rule, as everywhere; the book
    /// the reasons cite only the words).
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// let kq = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    /// let named = |code: Code| Position::from_fen(kq, code.rules()).unwrap().named_ending();
    /// assert!(named(Code::LawsOfTheGame).is_some());
    /// assert!(named(Code::Sarratt).is_none());
    /// assert!(named(Code::CodeOf24).is_none());
    /// ```
    #[must_use]
    pub fn named_ending(&self) -> Option<Color> {
        let queen_named = self.rules.fifty_moves == FiftyMoves::NamedEndings { on_notice: true };
        let b = &self.board;
        if b.by_role(Role::Pawn).any() {
            return None;
        }
        let material =
            |c: Color| [Role::Knight, Role::Bishop, Role::Rook, Role::Queen].map(|r| b.count(c, r));
        for strong in Color::ALL {
            let weak = strong.other();
            let s = material(strong);
            let w = material(weak);
            let queen_alone = (s, w) == ([0, 0, 0, 1], [0, 0, 0, 0]);
            // Two bishops are against the bare king, as Sarratt 23 and the
            // Code of 24, 22 name them; Laws of the Game 19 ("the rook and
            // bishop against the rook, or two bishops") is read the same
            // way, a reading its code's notes state.
            let named = (queen_named && queen_alone)
                || matches!(
                    (s, w),
                    ([0, 1, 1, 0], [0, 0, 1, 0])
                        | ([0, 2, 0, 0], [0, 0, 0, 0])
                        | ([1, 1, 0, 0], [0, 0, 0, 0])
                );
            if named {
                return Some(weak);
            }
        }
        None
    }

    /// Gives notice that the moves will now be counted (Laws of the Game
    /// 19): only under [`FiftyMoves::NamedEndings`] with `on_notice`, in a
    /// named ending, and only once.
    ///
    /// ```
    /// use chess_laws_core::{Code, Position};
    /// let mut pos = Position::from_fen("4k3/4r3/8/8/8/8/8/R3KB2 w - - 0 1", Code::LawsOfTheGame.rules()).unwrap();
    /// assert!(pos.give_notice().is_ok());
    /// assert_eq!(pos.moves_counted(), Some(0));
    /// ```
    ///
    /// # Errors
    ///
    /// The [`Refusal`](super::Refusal) if the rules count no moves on notice, no named ending stands, or notice was already given.
    pub fn give_notice(&mut self) -> Result<(), super::Refusal> {
        use super::refusal::{Refusal, RefusalKind};
        let cited = self.cite(RulePoint::Notice);
        let refuse = |message: &str| {
            Err(Refusal::new(
                RefusalKind::NoticeRefused,
                cited,
                message.to_string(),
            ))
        };
        if self.rules.fifty_moves == FiftyMoves::OnDemand {
            return self.demand_fifty_moves();
        }
        let (point, counted) = match self.rules.fifty_moves {
            FiftyMoves::NamedEndings { on_notice: true } => (RulePoint::Notice, ""),
            // Answered above.
            FiftyMoves::OnDemand => (RulePoint::FiftyMovesOnDemand, ""),
            FiftyMoves::NamedEndings { on_notice: false } => (
                RulePoint::FiftyMovesInEndings,
                "the moves are counted from the moment a named ending stands",
            ),
            FiftyMoves::Modern => (
                RulePoint::FiftyMovesClaim,
                "a draw may be claimed after fifty moves each without a capture or a pawn move",
            ),
            FiftyMoves::None => (RulePoint::Notice, "the moves are never counted"),
            FiftyMoves::LoneKing => (
                RulePoint::LoneKingFiftyMoves,
                "only a lone king's fifty moves are counted, and he claims the draw",
            ),
        };
        if point != RulePoint::Notice || self.rules.fifty_moves == FiftyMoves::None {
            return Err(Refusal::new(
                RefusalKind::NoticeRefused,
                self.cite(point),
                format!("Under these rules no notice is given: {counted}"),
            ));
        }
        if self.named_ending().is_none() {
            return refuse(
                "Notice to count fifty moves may be given only with king and queen against king, \
                 rook and bishop against rook, two bishops or knight and bishop against king",
            );
        }
        if self.notice.is_some() {
            return refuse("Notice has already been given: the moves are being counted");
        }
        self.notice = Some(self.halfmoves);
        Ok(())
    }

    /// The demand to the umpire for fifty additional moves on each side
    /// (umpire code, "Counting Fifty Moves"), in any position, once.
    fn demand_fifty_moves(&mut self) -> Result<(), super::Refusal> {
        use super::refusal::{Refusal, RefusalKind};
        if self.notice.is_some() {
            return Err(Refusal::new(
                RefusalKind::NoticeRefused,
                self.cite(RulePoint::FiftyMovesOnDemand),
                "Fifty additional moves have already been demanded: they are being counted"
                    .to_string(),
            ));
        }
        self.notice = Some(self.ply());
        Ok(())
    }

    /// The plies played since the start of the game, as the move number
    /// gives them (a capture does not reset it).
    fn ply(&self) -> u32 {
        self.fullmoves.saturating_mul(2) + u32::from(self.turn == Color::Black)
    }

    /// The plies counted towards the fifty-move limit under the rules in
    /// force, or `None` when no count is running.
    #[must_use]
    pub fn moves_counted(&self) -> Option<u32> {
        match self.rules.fifty_moves {
            FiftyMoves::OnDemand => self.notice.map(|n| self.ply().saturating_sub(n)),
            FiftyMoves::Modern => Some(self.halfmoves),
            FiftyMoves::NamedEndings { on_notice } => {
                self.named_ending()?;
                if on_notice {
                    self.notice.map(|n| self.halfmoves.saturating_sub(n))
                } else {
                    Some(self.halfmoves)
                }
            }
            FiftyMoves::None => None,
            FiftyMoves::LoneKing => (self.has_lone_king(Color::White)
                || self.has_lone_king(Color::Black))
            .then_some(self.halfmoves),
        }
    }
}
