//! Odds agreed but forgotten: the game begun even.
//!
//! The law (Sarratt 4; Laws of the Game 14): a player who agreed to give
//! odds of a man and began the game with all his men may not take that
//! man off afterwards; he plays the game out with every man he has, and
//! the player who was to receive the odds cannot lose it: a mate given by
//! the player who owed the odds is scored as a drawn game. A mate given to
//! him is a mate as usual. The Laws of the Game add that, noticed before
//! four moves on each side, the game is begun again.
//!
//! The rule is read from the law table of the code in force
//! ([`RuleSet::cite`](super::RuleSet::cite)): Sarratt 4, Laws of the Game
//! 14, and Sarratt 4 again for every old code that takes from Sarratt the
//! rules it does not name (the code of 24 laws, whose laws 1 to 8 are
//! lost, among them). FIDE, which knows no odds, names no law for it, and
//! under the modern code a mate wins.
//!
//! **Reading chosen:** the restart of Laws of the Game 14 is not played.
//! A mate by the giver before four moves on each side is scored drawn
//! under that code too: noticed then, the game would be begun again, and
//! in neither case does the giver take advantage of his mate.

use super::law::RulePoint;
use super::position::Position;
use super::rules::{Cited, RuleSet};
use super::types::Color;

impl Position {
    /// The start of a game begun even by `giver`, who had agreed to give
    /// odds: every man on the board, White to move, and the odds owed
    /// remembered for the result (Sarratt 4; Laws of the Game 14).
    ///
    /// ```
    /// use chess_laws_core::{Code, Color, GameResult, Position};
    /// // Légal's mate, given by White, who owed the odds.
    /// let line = ["e2e4", "e7e5", "g1f3", "d7d6", "f1c4", "c8g4", "b1c3", "g7g6",
    ///             "f3e5", "g4d1", "c4f7", "e8e7", "c3d5"];
    /// let mut pos = Position::odds_forgotten(Color::White, Code::Sarratt.rules());
    /// for uci in line {
    ///     let m = pos.parse_uci(uci).unwrap();
    ///     pos = pos.play(&m).unwrap();
    /// }
    /// assert_eq!(pos.outcome().result(), Some(GameResult::Draw));
    /// assert_eq!(pos.outcome().describe(), "Checkmate: drawn game (Sarratt (1808), law 4)");
    /// ```
    #[must_use]
    pub fn odds_forgotten(giver: Color, rules: RuleSet) -> Position {
        let mut pos = Position::start(rules);
        pos.odds_owed = Some(giver);
        pos
    }

    /// The side that agreed to give odds and began the game even, if any.
    #[must_use]
    pub fn odds_owed(&self) -> Option<Color> {
        self.odds_owed
    }

    /// The law under which a mate given by `mater` is scored as a drawn
    /// game: `mater` owed odds he forgot to give, and the code in force
    /// has the law. `None` when the mate wins as usual.
    #[must_use]
    pub(crate) fn mate_scored_drawn(&self, mater: Color) -> Option<Cited> {
        if self.odds_owed != Some(mater) {
            return None;
        }
        // Whether the rules cite a law on it decides (Modern has none).
        Some(self.cite(RulePoint::OddsForgotten)).filter(|cited| cited.law.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Book, Code, Ending, GameResult, Law, Outcome, Position, Standing};
    use super::*;

    /// Légal's mate: White mates on his seventh move.
    const LEGAL: [&str; 13] = [
        "e2e4", "e7e5", "g1f3", "d7d6", "f1c4", "c8g4", "b1c3", "g7g6", "f3e5", "g4d1", "c4f7",
        "e8e7", "c3d5",
    ];
    /// The fool's mate: Black mates on his second move.
    const FOOL: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

    fn played(mut pos: Position, line: &[&str]) -> Position {
        for uci in line {
            let m = pos.parse_uci(uci).unwrap();
            pos = pos.play(&m).unwrap();
        }
        pos
    }

    fn outcome(giver: Option<Color>, code: Code, line: &[&str]) -> Outcome {
        let start = match giver {
            Some(giver) => Position::odds_forgotten(giver, code.rules()),
            None => Position::start(code.rules()),
        };
        played(start, line).outcome()
    }

    #[test]
    fn the_givers_mate_is_drawn_where_the_code_has_the_law() {
        let drawn = |law: Law, standing: Standing| Outcome::Finished {
            ending: Ending::Checkmate,
            result: GameResult::Draw,
            law: Some(law),
            standing,
        };
        let white = Some(Color::White);
        assert_eq!(
            outcome(white, Code::Sarratt, &LEGAL),
            drawn(Law::sarratt(4), Standing::Own)
        );
        assert_eq!(
            outcome(white, Code::LawsOfTheGame, &LEGAL),
            drawn(Law::lotg(14), Standing::Own)
        );
        // Codes that take Sarratt's laws where silent take this one too.
        // Italy's laws are Sarratt's own report; the Code of 24 is silent
        // and says so.
        assert_eq!(
            outcome(white, Code::Italy, &LEGAL),
            drawn(Law::sarratt(4), Standing::Own)
        );
        let code_of_24 = outcome(white, Code::CodeOf24, &LEGAL);
        assert_eq!(
            code_of_24,
            drawn(
                Law::sarratt(4),
                Standing::Silent {
                    book: Book::CodeOf24,
                    usual: true
                }
            )
        );
        assert_eq!(
            code_of_24.describe(),
            "Checkmate: drawn game (Code of 24 laws is silent on odds agreed and forgotten; \
             the usual rule applies, as given in Sarratt (1808), law 4)"
        );
        // FIDE knows no odds: the mate wins.
        assert_eq!(
            outcome(white, Code::Modern, &LEGAL).result(),
            Some(GameResult::WhiteWins)
        );
    }

    #[test]
    fn only_the_giver_is_held_and_only_when_he_forgot() {
        // The receiver's mate wins: he "shall not lose", nothing more.
        assert_eq!(
            outcome(Some(Color::White), Code::Sarratt, &FOOL).result(),
            Some(GameResult::BlackWins)
        );
        // Black owed the odds: White's mate wins, Black's would draw.
        assert_eq!(
            outcome(Some(Color::Black), Code::Sarratt, &LEGAL).result(),
            Some(GameResult::WhiteWins)
        );
        assert_eq!(
            outcome(Some(Color::Black), Code::Sarratt, &FOOL).result(),
            Some(GameResult::Draw)
        );
        // An even game by agreement: the mate wins.
        assert_eq!(
            outcome(None, Code::Sarratt, &LEGAL).result(),
            Some(GameResult::WhiteWins)
        );
    }

    #[test]
    fn the_game_begins_even_and_remembers_the_odds() {
        let pos = Position::odds_forgotten(Color::White, Code::Sarratt.rules());
        assert_eq!(
            pos.to_setup(),
            Position::start(Code::Sarratt.rules()).to_setup()
        );
        assert_eq!(pos.odds_owed(), Some(Color::White));
        let after = played(pos, &LEGAL[..4]);
        assert_eq!(after.odds_owed(), Some(Color::White));
        assert_eq!(after.outcome(), Outcome::Ongoing);
    }
}
