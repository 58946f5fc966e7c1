//! The umpire's table in a study: the reader's hands on a physical board
//! set from the study's position, and, once a hand slips, each code's
//! remedies as choices (words, law, quotation and the positions they lead
//! to), so the components only render.
//!
//! ```
//! use chess_laws_study::core::table::ConductCode;
//! use chess_laws_study::core::{Code, Position, Square};
//! use chess_laws_study::study::umpire::{Hands, Press};
//! let start = Position::from_fen("4k3/8/8/8/8/R7/8/4K3 w - - 0 1", Code::Sarratt.rules()).unwrap();
//! let mut hands = Hands::new(&start);
//! assert_eq!(hands.press(Square::A3), Press::Lifted);
//! assert_eq!(hands.press(Square::B4), Press::Slipped);
//! let rulings = hands.rulings(&[ConductCode::Sarratt, ConductCode::Modern]);
//! assert_eq!(rulings[0].choices[0].law.as_deref(), Some("Sarratt (1808), law 13"));
//! assert!(rulings[0].choices[0].quote.is_some());
//! assert!(rulings[1].choices[0].quote.is_none(), "FIDE is stated, not quoted");
//! ```

use super::{BoardRules, Comparison, Study, Track};
use crate::core::table::{
    judge, king_attacked, rule, Act, ConductCode, Landing, Remedy, Ruling, Scene, Slip, Table,
    Window,
};
use crate::core::{Code, Color, Position, RuleSet, Setup, Square};
use crate::scenarios::conduct;

/// The hands at the table: the board as the hands left it, the last
/// lawful position, what is held and said, and the slip, once made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hands {
    table: Table,
    lawful: Position,
    /// The man in hand, lifted from this square.
    pub held: Option<Square>,
    /// Squares the man in hand has touched while the hand deliberates.
    pub squares_touched: Vec<Square>,
    /// "J'adoube" said before the next touch.
    pub adjust: bool,
    /// No word said when the next move checks (an unannounced check).
    pub silent_check: bool,
    /// "Check" said with the next move though it gives no check.
    pub false_check: bool,
    /// The side that moved last moves again (two moves in succession).
    pub again: bool,
    /// The slip made, with the table after it.
    pub slipped: Option<Slipped>,
    /// Every act done at the table since it was set (the slip last), to be
    /// done again on each board's own position.
    done: Vec<Done>,
}

/// An act done at the table, with whether it was a second move in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Done {
    act: Act,
    again: bool,
}

/// A slip made at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slipped {
    /// What it was.
    pub slip: Slip,
    /// Whose hand.
    pub hand: Color,
    /// The lawful position before it.
    pub before: Position,
    /// The table after it.
    pub after: Table,
}

/// What a press on a square did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// A man lifted (touched and held).
    Lifted,
    /// The square touched with the man in hand (barred by the umpire code).
    SquareTouched,
    /// A lawful act: the table goes on.
    Played,
    /// A slip: the codes rule on it.
    Slipped,
    /// Nothing (an empty square with nothing in hand, or a slip already
    /// waiting for its remedy).
    Nothing,
}

impl Hands {
    /// Hands at a table set as `position` stands.
    #[must_use]
    pub fn new(position: &Position) -> Hands {
        Hands {
            table: Table::new(position),
            lawful: position.clone(),
            held: None,
            squares_touched: Vec::new(),
            adjust: false,
            silent_check: false,
            false_check: false,
            again: false,
            slipped: None,
            done: Vec::new(),
        }
    }

    /// The side whose hand acts next.
    #[must_use]
    pub fn hand(&self) -> Color {
        if self.again {
            self.lawful.turn().other()
        } else {
            self.lawful.turn()
        }
    }

    /// The men as they stand on the table.
    #[must_use]
    pub fn board(&self) -> &Setup {
        self.slipped
            .as_ref()
            .map_or_else(|| self.table.setup(), |s| s.after.setup())
    }

    /// The last lawful position.
    #[must_use]
    pub fn lawful(&self) -> &Position {
        &self.lawful
    }

    /// A press on `square` (a click, a tap, Enter on the square): lift a
    /// man, put it down elsewhere (a move), or on its own square (a touch
    /// without a move). With `touch_square`, a press with a man in hand
    /// only touches the square with it.
    pub fn press_with(&mut self, square: Square, touch_square: bool) -> Press {
        if self.slipped.is_some() {
            return Press::Nothing;
        }
        match self.held {
            None if self.table.piece_at(square).is_some() => {
                self.held = Some(square);
                self.squares_touched.clear();
                Press::Lifted
            }
            None => Press::Nothing,
            Some(_) if touch_square => {
                if !self.squares_touched.contains(&square) {
                    self.squares_touched.push(square);
                }
                Press::SquareTouched
            }
            Some(from) if from == square => self.act(&Act::Touch {
                square,
                adjust: self.adjust,
            }),
            Some(from) => self.act(&Act::Move {
                from,
                to: square,
                check_said: self.says_check(from, square),
                squares_touched: self.squares_touched.clone(),
            }),
        }
    }

    /// Whether the player says "check" carrying the man from `from` to
    /// `to`: when it checks, unless he keeps silent; when it does not, only
    /// if he says it falsely.
    fn says_check(&self, from: Square, to: Square) -> bool {
        let hand = self.hand();
        let mut table = self.table.clone();
        table.carry(hand, from, to);
        if king_attacked(table.setup(), hand.other()) {
            !self.silent_check
        } else {
            self.false_check
        }
    }

    /// A press on `square` without touching squares.
    pub fn press(&mut self, square: Square) -> Press {
        self.press_with(square, false)
    }

    /// Does `act` at the table. A lawful act moves the table on; a slip
    /// waits for the codes' remedies.
    pub fn act(&mut self, act: &Act) -> Press {
        let hand = self.hand();
        let judged = judge(&self.lawful, &self.table, hand, act);
        self.done.push(Done {
            act: act.clone(),
            again: self.again,
        });
        self.held = None;
        self.squares_touched.clear();
        self.adjust = false;
        self.again = false;
        self.silent_check = false;
        self.false_check = false;
        if let Some(slip) = judged.slip {
            self.slipped = Some(Slipped {
                slip,
                hand,
                before: self.lawful.clone(),
                after: judged.table,
            });
            return Press::Slipped;
        }
        if judged.carried.is_some() {
            if let Some(next) = judged.table.position(*self.lawful.rules()) {
                self.lawful = next;
            }
            self.table = judged.table;
            return Press::Played;
        }
        Press::Nothing
    }

    /// Takes back the slip (or the man in hand): the table as before it.
    pub fn undo_slip(&mut self) {
        if self.slipped.take().is_some() {
            self.done.pop();
        }
        self.held = None;
        self.squares_touched.clear();
    }

    /// How many moves the table's position is into the game, both sides
    /// counted (for the board and the men found wrongly set).
    #[must_use]
    pub fn plies(&self) -> u32 {
        let p = &self.lawful;
        (p.fullmoves().saturating_sub(1)) * 2 + u32::from(p.turn() == Color::Black)
    }

    /// Each code's ruling on the slip, as choices; empty before a slip.
    #[must_use]
    pub fn rulings(&self, codes: &[ConductCode]) -> Vec<BoardRuling> {
        let Some(slipped) = &self.slipped else {
            return Vec::new();
        };
        codes
            .iter()
            .map(|code| board_ruling(*code, slipped))
            .collect()
    }

    /// Each code's ruling on the slip made on its own board: the acts done
    /// at the table are done again from `position` (the board's own point
    /// of the line, under its own rules), and the code rules on what they
    /// lead to there. Where the same act is no slip on that board (a move
    /// its code allows), the ruling says so and offers nothing. Empty
    /// before a slip.
    #[must_use]
    pub fn rulings_on(&self, boards: &[(ConductCode, Position)]) -> Vec<BoardRuling> {
        let Some(shared) = &self.slipped else {
            return Vec::new();
        };
        boards
            .iter()
            .map(|(code, position)| match self.replayed_on(position) {
                Some(own) => ruling_at(*code, &own, &own.before),
                None => no_slip_here(*code, shared),
            })
            .collect()
    }

    /// The slip the acts done here make when done from `position`, if any.
    fn replayed_on(&self, position: &Position) -> Option<Slipped> {
        self.replayed(position).slipped
    }

    /// The hands after the acts done here are done again from `position`
    /// (another board's own point of the line, under its own rules): the
    /// men as they stand there, and the slip made there, if any. What is
    /// in hand now, and what is about to be said, is not carried over.
    #[must_use]
    pub fn replayed(&self, position: &Position) -> Hands {
        let mut hands = Hands::new(position);
        for done in &self.done {
            hands.again = done.again;
            hands.act(&done.act);
            if hands.slipped.is_some() {
                break;
            }
        }
        hands
    }

    /// Whether any act has been done at the table since it was set.
    #[must_use]
    pub fn acted(&self) -> bool {
        !self.done.is_empty()
    }

    /// The table's state in one short sentence, for the line beneath the
    /// hands and the page's live region: who is to play, what is in hand,
    /// or the slip and how many codes rule on it (`rulings`, each on its
    /// own board).
    #[must_use]
    pub fn status(&self, last: Press, rulings: &[BoardRuling]) -> String {
        let side = self.hand().name();
        if let Some(square) = self.held {
            return format!(
                "{side} holds the man from {square}: press a square to put it there, or {square} \
                 to let go."
            );
        }
        let Some(slipped) = &self.slipped else {
            return match last {
                Press::Played => format!("A lawful move; {side} to play."),
                _ => format!("{side} to play: press a man to touch it."),
            };
        };
        let ruling = rulings.iter().filter(|r| !r.choices.is_empty()).count();
        let lawful = rulings.len() - ruling;
        let (rule, find) = match (ruling, lawful) {
            (1, 1) => ("1 code rules", "1 finds"),
            (1, _) => ("1 code rules", "the others find"),
            (_, 1) => ("", "1 finds"),
            _ => ("", "the others find"),
        };
        let rule = if rule.is_empty() {
            format!("{ruling} codes rule")
        } else {
            rule.to_string()
        };
        let name = slipped.slip.name();
        match (ruling, lawful) {
            (0, _) => format!("{name}, but no code finds a slip on its own board."),
            (_, 0) => format!("{name}: {rule}; choose a remedy."),
            _ => format!("{name}: {rule}, {find} no slip on its own board; choose a remedy."),
        }
    }
}

/// The ruling of a board on which the act made is lawful.
fn no_slip_here(code: ConductCode, shared: &Slipped) -> BoardRuling {
    BoardRuling {
        code,
        slip: shared.slip.name(),
        gloss: shared.slip.gloss(),
        choices: Vec::new(),
        barred: Vec::new(),
        window: None,
        reading: Some(
            "On this board, at its own position and under its own rules, the same act is no \
             slip: the move stands and there is nothing to remedy.",
        ),
    }
}

/// Each code of conduct's own position at the study's shown point: the
/// position of the first board of the comparison whose code has that code
/// of conduct (where its line stopped, if it stopped earlier), or else the
/// study's line replayed up to the point under the code's own rules of
/// play (the umpire code and the primer, which have no board); the first
/// board's position if even that fails.
#[must_use]
pub fn table_positions(
    study: &Study,
    comparison: &Comparison,
    codes: &[ConductCode],
) -> Vec<(ConductCode, Position)> {
    let at = study.cursor;
    let fallback = comparison
        .tracks
        .first()
        .and_then(|t| t.position_at(at).cloned())
        .unwrap_or_else(|| Position::start(RuleSet::modern()));
    codes
        .iter()
        .map(|code| {
            let own_board = comparison.tracks.iter().find(|t| match t.rules {
                BoardRules::Code(c) => ConductCode::of(c) == *code,
                BoardRules::Custom(_) => false,
            });
            let position = match own_board {
                Some(track) => track.position_at(at).cloned(),
                None => {
                    let tokens = &study.tokens[..at.min(study.tokens.len())];
                    let rules = BoardRules::Code(code.play_code());
                    Track::replay(&study.start, rules, tokens)
                        .position_at(at)
                        .cloned()
                }
            };
            (*code, position.unwrap_or_else(|| fallback.clone()))
        })
        .collect()
}

/// One code's ruling, ready to render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRuling {
    /// The code.
    pub code: ConductCode,
    /// The slip in a few words.
    pub slip: &'static str,
    /// What the slip is, in one plain sentence.
    pub gloss: &'static str,
    /// The remedies, then (last, `unclaimed` set) what follows if nobody
    /// claims in time. A law's words are quoted once: a later choice under
    /// the same words has `quote` unset and shows the citation alone.
    pub choices: Vec<Choice>,
    /// Remedies the code names that a law of its own bars here (Laws of
    /// the Game 18), each with the law that bars it; they lead nowhere.
    pub barred: Vec<Choice>,
    /// Until when a claim may be made, with its law.
    pub window: Option<String>,
    /// Our reading, where the text is ambiguous or silent.
    pub reading: Option<&'static str>,
}

/// One remedy as a choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// What follows.
    pub text: String,
    /// The citation, or `None` where the code is silent.
    pub law: Option<String>,
    /// The law's words, with the source's citation beneath (`None` for
    /// FIDE and where no quotation is held).
    pub quote: Option<Quote>,
    /// Who chooses, in words.
    pub chooser: &'static str,
    /// Where it leads.
    pub landings: Vec<Landing>,
    /// This is the fate of a slip nobody claims.
    pub unclaimed: bool,
}

/// A quotation and its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quote {
    /// The words, as scanned.
    pub text: &'static str,
    /// The source's name, e.g. "Sarratt (1808)".
    pub source: &'static str,
}

fn board_ruling(code: ConductCode, slipped: &Slipped) -> BoardRuling {
    let before = Position::from_setup(&slipped.before.to_setup(), code.play_code().rules())
        .unwrap_or_else(|_| slipped.before.clone());
    ruling_at(code, slipped, &before)
}

/// `code`'s ruling on `slipped`, the lawful position before it being
/// `before` (under the rules of play the remedies are found by).
fn ruling_at(code: ConductCode, slipped: &Slipped, before: &Position) -> BoardRuling {
    let scene = Scene {
        before,
        after: &slipped.after,
        hand: slipped.hand,
    };
    let ruling: Ruling = rule(code, &scene, &slipped.slip);
    let in_check = before.is_check();
    let choice = |r: &Remedy, unclaimed: bool| {
        let quoted = r.law.and_then(|l| {
            let claim = if unclaimed {
                conduct::claim_quotation(&l)
            } else {
                None
            };
            claim.or_else(|| conduct::quotation(&l, &slipped.slip, in_check))
        });
        Choice {
            text: r.text.clone(),
            law: r.law.map(|l| l.to_string()),
            quote: quoted.map(|(source, text)| Quote {
                text,
                source: source.short_name(),
            }),
            chooser: r.chooser.words(),
            landings: r.landings.clone(),
            unclaimed,
        }
    };
    let mut choices: Vec<Choice> = ruling.remedies.iter().map(|r| choice(r, false)).collect();
    choices.extend(ruling.unclaimed.iter().map(|r| choice(r, true)));
    let mut barred: Vec<Choice> = ruling.barred.iter().map(|r| choice(r, false)).collect();
    quote_once(choices.iter_mut().chain(barred.iter_mut()));
    BoardRuling {
        code,
        slip: slipped.slip.name(),
        gloss: slipped.slip.gloss(),
        choices,
        barred,
        window: ruling
            .window
            .map(|w| window_words(&w, &slipped.slip, in_check)),
        reading: ruling.reading,
    }
}

/// A claim window in words: until when, what it allows, the law that
/// sets it and that law's own words (none for FIDE, stated in our words,
/// and none where the window is our reading).
fn window_words(window: &Window, slip: &Slip, in_check: bool) -> String {
    let Some(law) = window.law else {
        return format!("A claim may be made {}.", window.until);
    };
    match conduct::window_quotation(&law, slip, in_check) {
        Some((_, words)) => format!(
            "A claim may be made {} ({law}: \u{201c}{words}\u{201d}).",
            window.until
        ),
        None => format!("A claim may be made {} ({law}).", window.until),
    }
}

/// Keeps each quotation on the first choice that cites its words: the
/// remedies of one law (Sarratt 13's three) would otherwise repeat it, and
/// a sentence already quoted within a longer passage (the primer's "noticed
/// later on") is not quoted again.
fn quote_once<'a>(choices: impl Iterator<Item = &'a mut Choice>) {
    let mut seen: Vec<&'static str> = Vec::new();
    for choice in choices {
        if let Some(quote) = &choice.quote {
            if seen.iter().any(|earlier| earlier.contains(quote.text)) {
                choice.quote = None;
            } else {
                seen.push(quote.text);
            }
        }
    }
}

/// The codes of conduct for a study's boards: each board's code mapped to
/// its code of conduct (Italy, Parsloe's, Turkey and the lost-pieces rule
/// keep Sarratt's conduct laws), without repeats, then the umpire code and
/// the primer if `with_others`; a conduct scenario names its own.
#[must_use]
pub fn conduct_codes(
    scenario: Option<&str>,
    boards: &[Option<Code>],
    with_others: bool,
) -> Vec<ConductCode> {
    if let Some(c) = scenario.and_then(conduct::by_id) {
        return c.conduct_codes.to_vec();
    }
    let mut codes: Vec<ConductCode> = Vec::new();
    for code in boards.iter().flatten().map(|c| ConductCode::of(*c)) {
        if !codes.contains(&code) {
            codes.push(code);
        }
    }
    if codes.is_empty() {
        codes.push(ConductCode::Modern);
    }
    if with_others {
        for extra in [ConductCode::UmpireCode, ConductCode::Primer] {
            if !codes.contains(&extra) {
                codes.push(extra);
            }
        }
    }
    codes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Role;

    fn hands(fen: &str) -> Hands {
        Hands::new(&Position::from_fen(fen, Code::Sarratt.rules()).unwrap())
    }

    #[test]
    fn a_lawful_move_goes_on_and_a_second_slips() {
        let mut h = Hands::new(&Position::start(Code::Sarratt.rules()));
        h.press(Square::E2);
        assert_eq!(h.press(Square::E4), Press::Played);
        assert_eq!(h.lawful().turn(), Color::Black);
        h.again = true;
        h.press(Square::D2);
        assert_eq!(h.press(Square::D4), Press::Slipped);
        let r = h.rulings(&[ConductCode::Sarratt, ConductCode::Modern]);
        assert_eq!(r[0].slip, "Two moves in succession");
        assert_eq!(r[0].choices.len(), 3, "two remedies and the unclaimed fate");
        assert!(r[0].choices[2].unclaimed);
        assert_eq!(
            r[1].choices[0].law.as_deref(),
            Some("FIDE Laws of Chess (2023), art. 7.5.1")
        );
    }

    #[test]
    fn a_touch_without_a_move_and_jadoube() {
        let mut h = Hands::new(&Position::start(Code::Sarratt.rules()));
        h.press(Square::G1);
        assert_eq!(h.press(Square::G1), Press::Slipped);
        let r = h.rulings(&[ConductCode::Sarratt]);
        assert_eq!(r[0].choices[0].landings.len(), 2);
        assert!(r[0].choices[0]
            .quote
            .as_ref()
            .unwrap()
            .text
            .starts_with("When a player has touched"));
        h.undo_slip();
        h.adjust = true;
        h.press(Square::G1);
        h.press(Square::G1);
        let r = h.rulings(&[ConductCode::Primer]);
        assert!(r[0].choices[0].text.starts_with("No penalty"));
    }

    #[test]
    fn an_unannounced_check_then_the_umpire_quotes_nothing_but_its_silence() {
        let mut h = hands("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        h.silent_check = true;
        h.press(Square::A1);
        assert_eq!(h.press(Square::A8), Press::Slipped);
        let r = h.rulings(&[ConductCode::Sarratt, ConductCode::UmpireCode]);
        assert!(r[0].choices[0]
            .quote
            .as_ref()
            .unwrap()
            .text
            .contains("Check"));
        assert!(r[1].choices[0].law.is_none());
        assert_eq!(h.board().board.role_at(Square::A8), Some(Role::Rook));
    }

    #[test]
    fn a_law_is_quoted_once_per_card_and_the_claim_law_beneath() {
        let mut h = hands("4k3/8/8/8/8/R7/8/4K3 w - - 0 1");
        h.press(Square::A3);
        assert_eq!(h.press(Square::B4), Press::Slipped);
        let r = h.rulings(&[ConductCode::Sarratt]);
        let choices = &r[0].choices;
        assert_eq!(
            choices.len(),
            4,
            "law 13's three remedies, then the unclaimed fate"
        );
        assert!(choices[0]
            .quote
            .as_ref()
            .unwrap()
            .text
            .starts_with("If a player make a false move"));
        for later in &choices[1..3] {
            assert!(later.quote.is_none(), "{}", later.text);
            assert_eq!(later.law.as_deref(), Some("Sarratt (1808), law 13"));
        }
        assert!(choices[3].unclaimed);
        assert!(choices[3]
            .quote
            .as_ref()
            .unwrap()
            .text
            .starts_with("If a player have moved"));
    }

    #[test]
    fn a_kings_penalty_into_check_is_shown_barred_with_its_law() {
        // 1.e4 b6 2.Nf3 Ba6: the bishop commands e2, the king's one step.
        let start = Position::from_fen(
            "rn1qkbnr/p1pppppp/bp6/8/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            Code::LawsOfTheGame.rules(),
        )
        .unwrap();
        let mut h = Hands::new(&start);
        h.press(Square::C1);
        assert_eq!(
            h.press(Square::E3),
            Press::Slipped,
            "the bishop leaps its pawn"
        );
        let r = h.rulings(&[ConductCode::LawsOfTheGame, ConductCode::Sarratt]);
        let lotg = &r[0];
        assert_eq!(lotg.barred.len(), 1);
        assert_eq!(
            lotg.barred[0].law.as_deref(),
            Some("Laws of the Game, law 18")
        );
        assert!(lotg.barred[0]
            .quote
            .as_ref()
            .unwrap()
            .text
            .starts_with("In no case"));
        assert!(lotg.barred[0].landings.is_empty());
        let unclaimed = lotg.choices.last().unwrap();
        assert!(unclaimed.unclaimed);
        assert!(unclaimed
            .quote
            .as_ref()
            .unwrap()
            .text
            .starts_with("But if a false move remain"));
        assert!(r[1].barred.is_empty(), "Sarratt has no law like it");
        // The primer's "noticed later on" stands within the passage its
        // remedy quotes already: the unclaimed fate cites it alone.
        let primer = h.rulings(&[ConductCode::Primer]);
        let primer = &primer[0].choices;
        assert!(primer[0]
            .quote
            .as_ref()
            .unwrap()
            .text
            .contains("noticed later on"));
        assert!(primer[1].unclaimed && primer[1].quote.is_none());
        assert_eq!(
            primer[1].law.as_deref(),
            Some("Primer (c. 1900), [illegal castling and moves]")
        );
    }

    #[test]
    fn touched_squares_are_remembered_while_the_man_is_held() {
        let mut h = Hands::new(&Position::start(Code::Modern.rules()));
        h.press(Square::G1);
        assert_eq!(h.press_with(Square::F3, true), Press::SquareTouched);
        assert_eq!(h.press(Square::F3), Press::Slipped);
        let r = h.rulings(&[ConductCode::UmpireCode]);
        assert_eq!(r[0].choices[0].landings[0].label, "Nh3");
    }

    /// Each board of the comparison gets its own position: the Italian
    /// board stops before exd6 (no en passant), the modern board plays it,
    /// and the umpire code and the primer, which have no board, replay the
    /// line under their own rules of play.
    #[test]
    fn each_code_rules_on_its_own_boards_position() {
        use crate::study::{line_tokens, StartSpec, Study};
        let mut study = Study::free(
            StartSpec::Initial,
            vec![
                BoardRules::Code(Code::Italy),
                BoardRules::Code(Code::Modern),
            ],
        );
        study.tokens = line_tokens("1.e4 Nf6 2.e5 d5 3.exd6");
        study.cursor = 5;
        let comparison = study.compare();
        let codes = conduct_codes(None, &[Some(Code::Italy), Some(Code::Modern)], true);
        let positions = table_positions(&study, &comparison, &codes);
        let turns: Vec<(ConductCode, Color)> =
            positions.iter().map(|(c, p)| (*c, p.turn())).collect();
        assert_eq!(
            turns,
            [
                (ConductCode::Sarratt, Color::White),
                (ConductCode::Modern, Color::Black),
                (ConductCode::UmpireCode, Color::Black),
                (ConductCode::Primer, Color::Black),
            ]
        );
        // Sarratt's conduct rules on the Italian board, under Italy's rules.
        assert_eq!(
            positions[0].1.rules().castling,
            Code::Italy.rules().castling
        );
        assert_eq!(positions[0].1.board().role_at(Square::E5), Some(Role::Pawn));
        assert_eq!(positions[1].1.board().role_at(Square::D6), Some(Role::Pawn));

        // The hands act on the first board: White touches his pawn on e5
        // and lets it go. On the Italian board that is a touched man that
        // must move; on the others e5 is empty, and nothing is touched.
        let mut h = Hands::new(&positions[0].1);
        h.press(Square::E5);
        assert_eq!(h.press(Square::E5), Press::Slipped);
        let r = h.rulings_on(&positions);
        assert_eq!(r.len(), 4);
        assert_eq!(r[0].code, ConductCode::Sarratt);
        assert!(!r[0].choices.is_empty());
        assert!(r[0].choices[0].law.as_deref() == Some("Sarratt (1808), law 7"));
        for other in &r[1..] {
            assert!(other.choices.is_empty(), "{:?}", other.code);
            assert!(other.reading.is_some_and(|t| t.contains("no slip")));
        }
        // The shared ruling (all on the first board) would have ruled on
        // every card: the difference is the point.
        assert!(h.rulings(&codes).iter().all(|r| !r.choices.is_empty()));
        // Undoing the slip forgets it: a new slip is ruled afresh.
        h.undo_slip();
        assert!(h.rulings_on(&positions).is_empty());
    }

    /// A false move on one board may be a lawful move on another: the
    /// same rook move slips where the rook stands and is lawful where a
    /// bishop does; the lawful moves before it are done again on each.
    #[test]
    fn the_same_act_slips_on_one_board_and_stands_on_another() {
        let rook =
            Position::from_fen("4k3/8/8/8/8/R7/8/4K3 w - - 0 1", Code::Sarratt.rules()).unwrap();
        let bishop =
            Position::from_fen("4k3/8/8/8/8/B7/8/4K3 w - - 0 1", Code::Modern.rules()).unwrap();
        let mut h = Hands::new(&rook);
        h.press(Square::E1);
        assert_eq!(h.press(Square::D1), Press::Played);
        h.press(Square::E8);
        assert_eq!(h.press(Square::D8), Press::Played);
        h.press(Square::A3);
        assert_eq!(h.press(Square::B4), Press::Slipped);
        let r = h.rulings_on(&[(ConductCode::Sarratt, rook), (ConductCode::Modern, bishop)]);
        assert_eq!(r[0].slip, "A false move");
        assert_eq!(
            r[0].choices[0].law.as_deref(),
            Some("Sarratt (1808), law 13")
        );
        assert!(r[1].choices.is_empty());
        assert!(r[1].reading.is_some());
    }

    /// Each change of the table is said in one short sentence: the slip,
    /// how many codes rule on it, and what to do.
    #[test]
    fn the_table_is_said_in_one_short_sentence() {
        let rook =
            Position::from_fen("4k3/8/8/8/8/R7/8/4K3 w - - 0 1", Code::Sarratt.rules()).unwrap();
        let bishop =
            Position::from_fen("4k3/8/8/8/8/B7/8/4K3 w - - 0 1", Code::Modern.rules()).unwrap();
        let mut h = Hands::new(&rook);
        assert_eq!(
            h.status(Press::Nothing, &[]),
            "White to play: press a man to touch it."
        );
        assert_eq!(h.press(Square::A3), Press::Lifted);
        assert!(h
            .status(Press::Lifted, &[])
            .starts_with("White holds the man from a3"));
        assert_eq!(h.press(Square::B4), Press::Slipped);
        let boards = [
            (ConductCode::Sarratt, rook.clone()),
            (ConductCode::LawsOfTheGame, rook.clone()),
            (ConductCode::CodeOf24, rook.clone()),
        ];
        let said = h.status(Press::Slipped, &h.rulings_on(&boards));
        assert_eq!(said, "A false move: 3 codes rule; choose a remedy.");
        let said = h.status(
            Press::Slipped,
            &h.rulings_on(&[(ConductCode::Sarratt, rook), (ConductCode::Modern, bishop)]),
        );
        assert_eq!(
            said,
            "A false move: 1 code rules, 1 finds no slip on its own board; choose a remedy."
        );
        assert!(said.len() < 100);
        // The same acts done on another board's position show its men.
        let mut h = Hands::new(&Position::start(Code::Sarratt.rules()));
        h.press(Square::E2);
        h.press(Square::E4);
        let italy = Position::start(Code::Italy.rules());
        let there = h.replayed(&italy);
        assert_eq!(there.board().board.role_at(Square::E4), Some(Role::Pawn));
        assert!(there.acted() && there.slipped.is_none());
    }

    #[test]
    fn conduct_codes_of_a_study() {
        let boards = [
            Some(Code::Italy),
            Some(Code::Sarratt),
            Some(Code::Modern),
            None,
        ];
        assert_eq!(
            conduct_codes(None, &boards, true),
            [
                ConductCode::Sarratt,
                ConductCode::Modern,
                ConductCode::UmpireCode,
                ConductCode::Primer
            ]
        );
        assert_eq!(
            conduct_codes(Some("touched-but-pinned"), &boards, false).len(),
            4
        );
    }
}
