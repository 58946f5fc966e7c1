//! One line of play replayed under several rule sets at once: how far each
//! code lets it through, and where a code refuses a move, why.

use super::Notation;
use crate::core::{
    Code, Color, FenError, Game, Law, Move, NotationError, Odds, Position, Refusal, RulePoint,
    RuleSet, Square, Step,
};
use crate::scenarios;

/// Where play begins: built anew under each board's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartSpec {
    /// The usual initial position.
    Initial,
    /// A position from FEN.
    Fen(String),
    /// The initial position with odds given.
    Odds(Odds),
    /// Odds agreed but forgotten: the game begun even, from the initial
    /// position, the giver's mate scored drawn where the code has the law
    /// (Sarratt 4; Laws of the Game 14; see [`Position::odds_forgotten`]).
    OddsForgotten {
        /// The side that agreed to give the odds.
        giver: Color,
        /// The squares of the men it agreed to take off (and did not).
        agreed: Vec<Square>,
    },
}

impl StartSpec {
    /// The start under `rules`, or why it is not a legal start there.
    pub fn position(&self, rules: RuleSet) -> Result<Position, FenError> {
        match self {
            StartSpec::Initial => Ok(Position::start(rules)),
            StartSpec::Fen(fen) => Position::from_fen(fen, rules),
            StartSpec::Odds(odds) => Ok(Position::from_odds(odds, rules)?),
            StartSpec::OddsForgotten { giver, agreed } => {
                // The men agreed must be men the giver could have taken off:
                // the same check as for odds given.
                let odds = Odds {
                    giver: *giver,
                    removed: agreed.clone(),
                    receiver_moves: 0,
                };
                Position::from_odds(&odds, rules)?;
                Ok(Position::odds_forgotten(*giver, rules))
            }
        }
    }

    /// The study's start for a scenario's.
    #[must_use]
    pub fn of_scenario(start: &scenarios::Start) -> StartSpec {
        match (start.odds(), *start) {
            (Some(odds), _) => StartSpec::Odds(odds),
            (None, scenarios::Start::Fen(fen)) => StartSpec::Fen(fen.to_string()),
            (None, scenarios::Start::OddsForgotten { giver, agreed }) => StartSpec::OddsForgotten {
                giver,
                agreed: agreed.to_vec(),
            },
            (None, _) => StartSpec::Initial,
        }
    }
}

/// The rules of one board: a named code, or switches set by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardRules {
    /// A named code (preset).
    Code(Code),
    /// Switches set by hand in free play.
    Custom(RuleSet),
}

impl BoardRules {
    /// The rules in force on the board.
    pub fn rules(&self) -> RuleSet {
        match self {
            BoardRules::Code(code) => code.rules(),
            BoardRules::Custom(rules) => *rules,
        }
    }

    /// The name a reader sees above the board.
    pub fn name(&self) -> &'static str {
        match self {
            BoardRules::Code(code) => code.name(),
            BoardRules::Custom(_) => "Your own rules",
        }
    }
}

/// Why a board's line stopped before the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// The index in the line of the token that could not be played (0-based).
    pub index: usize,
    /// The token, as written.
    pub token: String,
    /// The reason in words, with the law where the rules refused it.
    pub reason: String,
    /// Whether the rules refused the move (rather than the move being
    /// unreadable in this position).
    pub refused_by_law: bool,
    /// The error itself: a refusal with its kind and law, or why the token
    /// does not read as a move here.
    pub error: NotationError,
}

impl Stop {
    /// The refusal, if the rules refused the move.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        self.error.refusal()
    }
}

/// One board of a comparison.
#[derive(Clone, Debug)]
pub struct Track {
    /// The board's rules.
    pub rules: BoardRules,
    /// The line as far as these rules allow it, or why the start itself is
    /// not legal under them.
    pub game: Result<Game, FenError>,
    /// Where and why the line stopped, if it did.
    pub stop: Option<Stop>,
}

impl Track {
    /// Replays `tokens` from `start` under `rules` until one cannot be played.
    pub fn replay(start: &StartSpec, rules: BoardRules, tokens: &[String]) -> Track {
        match start.position(rules.rules()) {
            Ok(position) => Track::continue_from(rules, Game::new(position), tokens),
            Err(error) => Track {
                rules,
                game: Err(error),
                stop: None,
            },
        }
    }

    /// Plays `tokens` on from `game`, whose steps are the first tokens
    /// already, until one cannot be played.
    fn continue_from(rules: BoardRules, mut game: Game, tokens: &[String]) -> Track {
        let first = game.steps().len();
        let stop = tokens
            .iter()
            .enumerate()
            .skip(first)
            .find_map(|(index, token)| play_token(&mut game, token).err().map(|e| (index, e)))
            .map(|(index, error)| Stop {
                index,
                token: tokens[index].clone(),
                reason: match error.refusal() {
                    Some(refusal) => refusal.to_string(),
                    None => error.to_string(),
                },
                refused_by_law: error.refusal().is_some(),
                error,
            });
        Track {
            rules,
            game: Ok(game),
            stop,
        }
    }

    /// This track (same start, same rules) for a line that shares its first
    /// `common` tokens with the one replayed: what both share is kept, only
    /// the rest is replayed.
    fn updated(&self, common: usize, tokens: &[String]) -> Track {
        let game = match &self.game {
            Ok(game) if self.stop.as_ref().is_none_or(|s| s.index >= common) => game,
            // The start is not legal, or the line stopped within what both
            // lines share: nothing changes.
            _ => return self.clone(),
        };
        let mut game = game.clone();
        while game.steps().len() > common {
            game.undo();
        }
        Track::continue_from(self.rules.clone(), game, tokens)
    }

    /// How many tokens of the line this board played.
    pub fn played(&self) -> usize {
        self.game.as_ref().map_or(0, |g| g.steps().len())
    }

    /// The position shown when the line is at `cursor`: the board stays at
    /// its last playable position once its line has stopped.
    pub fn position_at(&self, cursor: usize) -> Option<&Position> {
        let game = self.game.as_ref().ok()?;
        game.positions().get(cursor.min(self.played()))
    }

    /// The step that led to the position at `cursor`, for highlighting.
    pub fn last_step_at(&self, cursor: usize) -> Option<Step> {
        let game = self.game.as_ref().ok()?;
        let shown = cursor.min(self.played());
        shown
            .checked_sub(1)
            .and_then(|i| game.steps().get(i).copied())
    }

    /// The stop, if the line has reached it at `cursor`.
    pub fn stop_at(&self, cursor: usize) -> Option<&Stop> {
        self.stop.as_ref().filter(|stop| cursor > stop.index)
    }
}

/// Plays one token: a SAN move or `notice`. The error says why not, and
/// whether the rules refused it.
fn play_token(game: &mut Game, token: &str) -> Result<(), NotationError> {
    game.play_token(token)
}

/// A line replayed under every board's rules.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// Where play began.
    pub start: StartSpec,
    /// One track per board, in the reader's order.
    pub tracks: Vec<Track>,
    /// The shared line.
    pub tokens: Vec<String>,
}

impl Comparison {
    /// Replays `tokens` from `start` under each board's rules.
    pub fn build(start: &StartSpec, boards: &[BoardRules], tokens: &[String]) -> Comparison {
        Comparison {
            start: start.clone(),
            tracks: boards
                .iter()
                .map(|rules| Track::replay(start, rules.clone(), tokens))
                .collect(),
            tokens: tokens.to_vec(),
        }
    }

    /// The same as [`Comparison::build`], reusing `previous` where it can:
    /// after a move added to the line (or a line changed near its end) with
    /// the same start and boards, only the new moves are played on each
    /// board, not the whole line again.
    pub fn rebuild(
        previous: Option<&Comparison>,
        start: &StartSpec,
        boards: &[BoardRules],
        tokens: &[String],
    ) -> Comparison {
        let same_boards = |p: &Comparison| {
            p.start == *start
                && p.tracks.len() == boards.len()
                && p.tracks.iter().zip(boards).all(|(t, b)| t.rules == *b)
        };
        let Some(previous) = previous.filter(|p| same_boards(p)) else {
            return Comparison::build(start, boards, tokens);
        };
        let common = shared_moves(&previous.tokens, tokens);
        Comparison {
            start: start.clone(),
            tracks: previous
                .tracks
                .iter()
                .map(|track| track.updated(common, tokens))
                .collect(),
            tokens: tokens.to_vec(),
        }
    }

    /// The index of the first token that no board could even read (a
    /// broken line, as from a hand-edited link), if any. A token that some
    /// code refuses by law is a divergence, not a broken line.
    pub fn first_unplayable(&self) -> Option<usize> {
        let playing = self.tracks.iter().filter(|t| t.game.is_ok());
        let furthest = playing.map(Track::played).max()?;
        let refused_by_law = self.tracks.iter().any(|t| {
            t.stop
                .as_ref()
                .is_some_and(|s| s.index == furthest && s.refused_by_law)
        });
        (furthest < self.tokens.len() && !refused_by_law).then_some(furthest)
    }

    /// The position before token `index` and the move it stands for, from
    /// the first board that played it.
    pub fn move_of(&self, index: usize) -> Option<(&Position, Move)> {
        self.tracks.iter().find_map(|track| {
            let game = track.game.as_ref().ok()?;
            match game.steps().get(index)? {
                Step::Move(m) => Some((&game.positions()[index], *m)),
                Step::Notice | Step::Claim => None,
            }
        })
    }

    /// Token `index` written in SAN or in the descriptive notation of the
    /// sources; a token no board played is shown as written.
    pub fn written(&self, index: usize, notation: Notation) -> String {
        match self.move_of(index) {
            Some((position, m)) => match notation {
                Notation::Algebraic => position.san(&m),
                Notation::Descriptive => position.descriptive(&m),
                Notation::Words => crate::core::read_descriptive::prose(position, &m),
            },
            None if self.tokens[index].eq_ignore_ascii_case("notice") => "notice".to_string(),
            None if self.tokens[index].eq_ignore_ascii_case("claim") => "claim".to_string(),
            None => self.tokens[index].clone(),
        }
    }

    /// The move number and side of token `index`, e.g. (6, White).
    pub fn numbering(&self, index: usize) -> Option<(u32, crate::core::Color)> {
        self.tracks.iter().find_map(|track| {
            let position = track.game.as_ref().ok()?.positions().get(index)?;
            Some((position.fullmoves(), position.turn()))
        })
    }
}

/// A move as a score writes it, with its number: "4.O-O(Kh1,Rf1)" for
/// White, "4...Nf6" for Black, `position` being the one it is made from
/// (its move number counts the free moves of odds as the books do, one
/// number each). A notice or a claim is no move: "the claim at move 50".
#[must_use]
pub fn numbered(position: &Position, written: &str) -> String {
    let number = position.fullmoves();
    if written.eq_ignore_ascii_case("notice") || written.eq_ignore_ascii_case("claim") {
        return format!("the {} at move {number}", written.to_ascii_lowercase());
    }
    match position.turn() {
        Color::White => format!("{number}.{written}"),
        Color::Black => format!("{number}...{written}"),
    }
}

/// How many moves two lines share from their start.
#[must_use]
pub fn shared_moves(a: &[String], b: &[String]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Splits a line like `1.e4 e5 2.Nf3` (or `e4_e5_Nf3` from a link) into
/// owned move tokens, dropping move numbers and results.
pub fn line_tokens(line: &str) -> Vec<String> {
    crate::core::line_tokens(line).map(str::to_string).collect()
}

/// What a board says beneath it at some point of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The kind, for styling and the summary table.
    pub kind: VerdictKind,
    /// A short form for the summary table, e.g. "Refused at exd6".
    pub short: String,
    /// The full sentence, with the law.
    pub full: String,
}

/// How a board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerdictKind {
    /// The start itself is not legal under this code.
    NoStart,
    /// The code refused a move of the line (a divergence).
    Refused,
    /// A move of the line could not be read here.
    Unreadable,
    /// The game is over.
    Over,
    /// The game goes on.
    Playing,
}

impl VerdictKind {
    /// A short name, for styling: `refused`, `over`, `playing` or `error`.
    pub const fn name(self) -> &'static str {
        match self {
            VerdictKind::NoStart | VerdictKind::Unreadable => "error",
            VerdictKind::Refused => "refused",
            VerdictKind::Over => "over",
            VerdictKind::Playing => "playing",
        }
    }
}

impl Comparison {
    /// The point reached and the boards' verdicts there, for a screen
    /// reader's live region: the move with its number, then each verdict
    /// once, with the codes that share it ("After 5.g3: all three codes
    /// play on; Black to move.").
    pub fn describe_at(&self, cursor: usize) -> String {
        let reached = match cursor.checked_sub(1) {
            Some(index) if index < self.tokens.len() => {
                let written = self.written(index, Notation::Algebraic);
                let move_from = self
                    .tracks
                    .iter()
                    .find_map(|t| t.game.as_ref().ok()?.positions().get(index));
                match move_from {
                    Some(position) => format!("After {}", numbered(position, &written)),
                    None => format!("After {written}"),
                }
            }
            _ => "At the start".to_string(),
        };
        // Each verdict once, with the boards that give it, in the boards'
        // order.
        let mut groups: Vec<(Vec<&'static str>, Verdict)> = Vec::new();
        for track in &self.tracks {
            let verdict = track.verdict_at(cursor);
            match groups.iter_mut().find(|(_, v)| v.full == verdict.full) {
                Some((names, _)) => names.push(track.rules.name()),
                None => groups.push((vec![track.rules.name()], verdict)),
            }
        }
        let sentence = |text: &str| format!("{}.", text.trim_end_matches('.'));
        match groups.as_slice() {
            [(names, verdict)] if names.len() > 1 => {
                let all = all_codes(names.len());
                let full = sentence(&verdict.full);
                match (cursor, verdict.kind) {
                    (0, _) => format!("{reached}, under {all}: {full}"),
                    (_, VerdictKind::Playing) => format!("{reached}: {all} play on; {full}"),
                    _ => format!("{reached}: {all} agree. {full}"),
                }
            }
            _ => {
                let said: Vec<String> = groups
                    .iter()
                    .map(|(names, verdict)| {
                        sentence(&format!("{}: {}", joined(names), verdict.full))
                    })
                    .collect();
                format!("{reached}. {}", said.join(" "))
            }
        }
    }
}

/// Every code of a comparison of `n`, in words: "both codes", "all three
/// codes".
fn all_codes(n: usize) -> String {
    match n {
        2 => "both codes".to_string(),
        3 => "all three codes".to_string(),
        4 => "all four codes".to_string(),
        n => format!("all {n} codes"),
    }
}

/// Names joined as a sentence says them: "A", "A and B", "A, B and C".
fn joined(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [first @ .., last] => format!("{} and {last}", first.join(", ")),
    }
}

impl Comparison {
    /// Whether notice to count fifty moves may be given at point `at`, on
    /// the first board that may give it (a board stopped there may not):
    /// `Some` with the law of the notice (Laws of the Game 19) or of the
    /// demand to the umpire (Counting Fifty Moves), where the code has one.
    #[must_use]
    pub fn notice_at(&self, at: usize) -> Option<Option<Law>> {
        self.tracks.iter().find_map(|t| {
            let position = t.position_at(at).filter(|_| t.stop_at(at).is_none())?;
            position.clone().give_notice().ok()?;
            Some(position.rules().cite(RulePoint::Notice).law)
        })
    }

    /// Whether the player to move may claim a draw at point `at` (FIDE
    /// 9.2, 9.3), on the first board where they may: `Some` with the law
    /// of the claim.
    #[must_use]
    pub fn claim_at(&self, at: usize) -> Option<Option<Law>> {
        self.tracks.iter().find_map(|t| {
            let game = t.game.as_ref().ok()?;
            if t.stop_at(at).is_some() || at > game.steps().len() {
                return None;
            }
            let mut shown = game.clone();
            while shown.steps().len() > at {
                shown.undo();
            }
            shown.claimable_draw().map(|(_, law)| law)
        })
    }
}

impl Track {
    /// The board's verdict when the line is at `cursor`.
    pub fn verdict_at(&self, cursor: usize) -> Verdict {
        let position = match &self.game {
            Err(error) => {
                return Verdict {
                    kind: VerdictKind::NoStart,
                    short: "Start not legal".to_string(),
                    full: format!("This start is not legal under these rules: {error}"),
                }
            }
            Ok(game) => &game.positions()[cursor.min(self.played())],
        };
        if let Some(stop) = self.stop_at(cursor) {
            let (kind, verb) = if stop.refused_by_law {
                (VerdictKind::Refused, "Refused")
            } else {
                (VerdictKind::Unreadable, "Cannot play")
            };
            // The board stands where the refused move would have been made.
            let token = numbered(position, &stop.token);
            return Verdict {
                kind,
                short: format!("{verb}: {token}"),
                full: format!("{verb}: {token}. {}", stop.reason),
            };
        }
        let outcome = position.outcome();
        if let Some(result) = outcome.result() {
            let short = match result.winner() {
                Some(Color::White) => "White wins",
                Some(Color::Black) => "Black wins",
                None => "Drawn",
            };
            return Verdict {
                kind: VerdictKind::Over,
                short: short.to_string(),
                full: outcome.describe(),
            };
        }
        let side = position.turn().name();
        let mut full = format!("{side} to move");
        if position.is_check() {
            full.push_str(", in check");
        }
        if position.free_moves_left() > 1 {
            full.push_str(&format!(
                " ({} free moves left)",
                position.free_moves_left()
            ));
        }
        Verdict {
            kind: VerdictKind::Playing,
            short: "Goes on".to_string(),
            full,
        }
    }
}
