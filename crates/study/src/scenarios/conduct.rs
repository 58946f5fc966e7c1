//! The conduct laws as data: scenarios that end in a slip at the table
//! (a false move, a touched man, a check not announced, the board turned,
//! two moves in a row), and the words of every conduct law the umpire's
//! table cites, quoted from the five sources.
//!
//! Each [`ConductScenario`] carries an ordinary [`Scenario`] (the law
//! quoted, the position, the lawful line up to the slip) so that it can
//! stand in the catalogue, and the slip itself, which the umpire's table
//! plays on every board.

use super::{Expectation, Expected, LawRef, Mend, Play, Scenario, Source, Start, Theme};
use crate::core::table::{Act, ConductCode, Slip};
use crate::core::{Book, Law, Place};
use crate::core::{Code, Color, Square};

/// The slip a conduct scenario ends with, in a form that can be `static`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlipSpec {
    /// Touch a man without moving it.
    Touch {
        /// The man.
        square: Square,
    },
    /// Carry a man from `from` to `to` and let go.
    Move {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Whether "check" is said.
        check_said: bool,
    },
    /// The board found set the wrong way after the line.
    BoardWrongWay,
}

/// A conduct scenario: a law quoted, a line, and the slip that ends it.
#[derive(Debug)]
pub struct ConductScenario {
    /// The scenario as the catalogue knows it: quotation, start, lawful
    /// line up to the slip.
    pub scenario: Scenario,
    /// Whose hand slips.
    pub hand: Color,
    /// The slip.
    pub slip: SlipSpec,
    /// The codes of conduct compared at the table, in order.
    pub conduct_codes: &'static [ConductCode],
}

impl ConductScenario {
    /// The act the table plays, after `plies` moves of the line.
    #[must_use]
    pub fn act(&self, plies: u32) -> Act {
        match self.slip {
            SlipSpec::Touch { square } => Act::Touch {
                square,
                adjust: false,
            },
            SlipSpec::Move {
                from,
                to,
                check_said,
            } => Act::Move {
                from,
                to,
                check_said,
                squares_touched: Vec::new(),
            },
            SlipSpec::BoardWrongWay => Act::BoardWrongWay { plies },
        }
    }
}

// `prose!` is the identity outside the site's first bundle.
#[allow(clippy::redundant_field_names)]
const fn goes_on(code: Code, summary: &'static str) -> Expectation {
    Expectation {
        code,
        play: Play::Line,
        result: Expected::GoesOn,
        summary: prose!(summary),
    }
}

const C_SARRATT: ConductCode = ConductCode::Sarratt;
const C_LOTG: ConductCode = ConductCode::LawsOfTheGame;
const C_24: ConductCode = ConductCode::CodeOf24;
const C_PRIMER: ConductCode = ConductCode::Primer;
const C_UMPIRE: ConductCode = ConductCode::UmpireCode;
const C_MODERN: ConductCode = ConductCode::Modern;

/// A conduct scenario, for the catalogue (see [`CONDUCT`]).
pub const ROOK_LIKE_A_BISHOP: Scenario = Scenario {
    id: "rook-like-a-bishop",
    title: "A rook moved like a bishop",
    source: Source::Sarratt,
    law: LawRef::Number(13),
    quotation: prose!(
        "If a player make a false move, his adversary may oblige him either to let \
        the piece remain where he played it, or to play it on some other square. Or, if \
        the adversary should prefer it, he has a right to oblige the player, who made a \
        false move, to replace the piece where it previously was, and to play the King \
        instead of it."
    ),
    mends: prose!(&[]),
    commentary: prose!(
        "White's rook on a3 goes to b4 as if it were a bishop. Turn on the \
        umpire's table and the same slip meets three fates: Sarratt and the Laws of the \
        Game let the adversary choose, the primer makes the same man move again, and \
        today the arbiter puts the position back and gives the opponent two minutes."
    ),
    themes: &[Theme::Conduct],
    start: Start::Initial,
    codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
    line: "1.a4 e5 2.Ra3 d5",
    expectations: &[
        goes_on(Code::Sarratt, "The rook stands on a3; the slip is next"),
        goes_on(Code::LawsOfTheGame, "The same position"),
        goes_on(Code::Modern, "The same position"),
    ],
    notes: prose!(&[
        "A false move left unclaimed stands: the game goes on from the position it made \
         (Sarratt 21; Laws of the Game 3 and 11). The primer instead restarts from the \
         error, and today the illegal move is undone whenever it is found.",
    ]),
    descriptive: None,
};

/// A conduct scenario, for the catalogue (see [`CONDUCT`]).
pub const UNANNOUNCED_CHECK: Scenario = Scenario {
    id: "unannounced-check",
    title: "The unannounced check",
    source: Source::Sarratt,
    law: LawRef::Number(18),
    quotation: prose!(
        "Whenever a player attacks his adversary's King he must say \" Check ;\" \
        and if he forget to say it, the adversary needs not move his King, or take notice \
        of the check;"
    ),
    mends: prose!(&[]),
    commentary: prose!(
        "White takes on f7 with the bishop and says nothing. Under Sarratt and \
        the Laws of the Game Black need not notice the check and may play on as if his \
        king were safe; today a check needs no word and must be met. Sarratt adds that \
        when he once moved his own king into check, Mr. Verdoni took his queen by the \
        rule of the Paris club."
    ),
    themes: &[Theme::Conduct, Theme::CheckAndMate],
    start: Start::Initial,
    codes: &[
        Code::Sarratt,
        Code::LawsOfTheGame,
        Code::CodeOf24,
        Code::Modern,
    ],
    line: "1.e4 e5 2.Nf3 d6 3.Bc4 Bg4",
    expectations: &[
        goes_on(Code::Sarratt, "White to move; the check is next"),
        goes_on(Code::LawsOfTheGame, "The same position"),
        goes_on(Code::CodeOf24, "The same position"),
        goes_on(Code::Modern, "The same position"),
    ],
    notes: prose!(&[
        "Code of 24, law 18: \u{201c}the last player\u{201d} is read as the player whose \
         king was attacked; once the check is known he retracts the move he made and frees \
         his king.",
        "Sarratt's note on a king moved into check (Verdoni, the Paris club) is shown as a \
         choice when the king himself steps into check.",
    ]),
    descriptive: None,
};

/// A conduct scenario, for the catalogue (see [`CONDUCT`]).
pub const TOUCHED_BUT_PINNED: Scenario = Scenario {
    id: "touched-but-pinned",
    title: "Touched, but pinned",
    source: Source::Sarratt,
    law: LawRef::Number(17),
    quotation: prose!(
        "If a player touch one of his pieces which can not be moved without \
        placing his King in check he must play his King ;"
    ),
    mends: prose!(&[]),
    commentary: prose!(
        "White's knight on c3 shields the king from the bishop on b4, and White \
        touches it. Sarratt sends the king instead, and so does the umpire code as the app \
        reads it; the primer says the rule is of no effect, and today any legal move may be \
        made."
    ),
    themes: &[Theme::Conduct],
    start: Start::Initial,
    codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
    line: "1.d4 e6 2.c4 Bb4+ 3.Nc3 Nf6",
    expectations: &[
        goes_on(Code::Sarratt, "White to move, the knight pinned"),
        goes_on(Code::LawsOfTheGame, "The same position"),
        goes_on(Code::Modern, "The same position"),
    ],
    notes: prose!(&[
        "The umpire code names the man that shields the king only when it is moved \
         (discovering check); for a touch we apply the same paragraph: the man touched \
         has no lawful move, so the King must move.",
    ]),
    descriptive: None,
};

/// A conduct scenario, for the catalogue (see [`CONDUCT`]).
pub const BOARD_TURNED: Scenario = Scenario {
    id: "board-turned",
    title: "The board turned the wrong way",
    source: Source::Sarratt,
    law: LawRef::Number(1),
    quotation: prose!(
        "If the chess-board be improperly placed, and either of the players \
        perceive it before four moves on each side have been played, he has a right to \
        insist on the chess-board's being properly placed, and on re-commencing the game; \
        but if four moves have been played, the chess-board must remain in that position \
        during the whole of that game."
    ),
    mends: prose!(&[Mend {
        scanned: "chess-board. must",
        reads: "chess-board must",
    }]),
    commentary: prose!(
        "White has made his fourth move and Black not yet, when someone sees the \
        dark square at the right hand. Sarratt counts four moves on each side, so the game \
        may still begin again; the Laws of the Game stop at four moves by either party, so \
        it is played out. Today the position is moved to a board set the right way (FIDE \
        Laws of Chess, 2023, article 7.2.2)."
    ),
    themes: &[Theme::Conduct],
    start: Start::Initial,
    codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
    line: "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.d3",
    expectations: &[
        goes_on(Code::Sarratt, "Seven moves played"),
        goes_on(Code::LawsOfTheGame, "The same position"),
        goes_on(Code::Modern, "The same position"),
    ],
    notes: prose!(&[
        "Laws of the Game 12, \u{201c}provided neither party have played four moves\u{201d}, \
         is read as closing when White makes his fourth move; Sarratt's \u{201c}four moves \
         on each side\u{201d} waits for Black's.",
    ]),
    descriptive: None,
};

/// A conduct scenario, for the catalogue (see [`CONDUCT`]).
pub const TWO_MOVES: Scenario = Scenario {
    id: "two-moves-in-succession",
    title: "Two moves in succession",
    source: Source::Sarratt,
    law: LawRef::Number(14),
    quotation: prose!(
        "If a player should play two successive moves, it is in his adversary's \
        power to oblige him to put back the second move; or, if he choose it, he may \
        insist on continuing the game, as if only one move had been played."
    ),
    mends: prose!(&[]),
    commentary: prose!(
        "White plays 2.Nf3 and, before Black answers, 3.Bc4 as well. The old \
        codes let Black choose: the bishop goes back, or both moves stand and Black plays \
        on. Today the second move is simply illegal and is taken back."
    ),
    themes: &[Theme::Conduct],
    start: Start::Initial,
    codes: &[
        Code::Sarratt,
        Code::LawsOfTheGame,
        Code::CodeOf24,
        Code::Modern,
    ],
    line: "1.e4 e5 2.Nf3",
    expectations: &[
        goes_on(Code::Sarratt, "Black to move; White moves again"),
        goes_on(Code::LawsOfTheGame, "The same position"),
        goes_on(Code::CodeOf24, "The same position"),
        goes_on(Code::Modern, "The same position"),
    ],
    notes: prose!(&[]),
    descriptive: None,
};

/// A conduct scenario, for the catalogue (see [`CONDUCT`]).
pub const KING_PENALTY_INTO_CHECK: Scenario = Scenario {
    id: "king-penalty-into-check",
    title: "A penalty that would put the king in check",
    source: Source::LawsOfTheGame,
    law: LawRef::Number(18),
    quotation: prose!(
        "In no case where the penalty of moving the king would place him in check, can \
        it be enforced."
    ),
    mends: prose!(&[]),
    commentary: prose!(
        "Black's bishop on a6 watches e2, the only square White's king could step to, \
        and White's bishop on c1 leaps its own pawn to e3. The Laws of the Game would let Black \
        send the king instead, but law 18 forbids a penalty that puts him in check, and the \
        bishop has no lawful square: the only remedy left, as under Sarratt, is to let the false \
        move stand. The primer and today's rules take it back, and White plays any move."
    ),
    themes: &[Theme::Conduct],
    start: Start::Initial,
    codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
    line: "1.e4 b6 2.Nf3 Ba6",
    expectations: &[
        goes_on(Code::Sarratt, "White to move; the slip is next"),
        goes_on(Code::LawsOfTheGame, "The same position"),
        goes_on(Code::Modern, "The same position"),
    ],
    notes: prose!(&[
        "Law 18 is read as governing every penalty of moving the king in this code: law 1 (a \
         man touched that would expose the king), law 2 (an adversary's man touched or moved), \
         law 3 (a false move) and law 8 (castling when barred). Where the king is hemmed in by \
         his own men no step would place him in check, so law 18 is silent and the penalty \
         simply cannot be carried out.",
    ]),
    descriptive: None,
};

/// The conduct scenarios, in the order a reader meets them.
pub static CONDUCT: &[ConductScenario] = &[
    ConductScenario {
        scenario: ROOK_LIKE_A_BISHOP,
        hand: Color::White,
        slip: SlipSpec::Move {
            from: Square::A3,
            to: Square::B4,
            check_said: false,
        },
        conduct_codes: &[C_SARRATT, C_LOTG, C_PRIMER, C_MODERN],
    },
    ConductScenario {
        scenario: UNANNOUNCED_CHECK,
        hand: Color::White,
        slip: SlipSpec::Move {
            from: Square::C4,
            to: Square::F7,
            check_said: false,
        },
        conduct_codes: &[C_SARRATT, C_LOTG, C_24, C_MODERN],
    },
    ConductScenario {
        scenario: TOUCHED_BUT_PINNED,
        hand: Color::White,
        slip: SlipSpec::Touch { square: Square::C3 },
        conduct_codes: &[C_SARRATT, C_UMPIRE, C_PRIMER, C_MODERN],
    },
    ConductScenario {
        scenario: BOARD_TURNED,
        hand: Color::Black,
        slip: SlipSpec::BoardWrongWay,
        conduct_codes: &[C_SARRATT, C_LOTG, C_PRIMER, C_MODERN],
    },
    ConductScenario {
        scenario: TWO_MOVES,
        hand: Color::White,
        slip: SlipSpec::Move {
            from: Square::F1,
            to: Square::C4,
            check_said: false,
        },
        conduct_codes: &[C_SARRATT, C_LOTG, C_24, C_MODERN],
    },
    ConductScenario {
        scenario: KING_PENALTY_INTO_CHECK,
        hand: Color::White,
        slip: SlipSpec::Move {
            from: Square::C1,
            to: Square::E3,
            check_said: false,
        },
        conduct_codes: &[C_SARRATT, C_LOTG, C_PRIMER, C_MODERN],
    },
];

/// The conduct scenario with this id.
#[must_use]
pub fn by_id(id: &str) -> Option<&'static ConductScenario> {
    CONDUCT.iter().find(|c| c.scenario.id == id)
}

/// The words of a law that rules on `slip`, quoted from its source: the
/// source and the text as scanned (found word for word with
/// [`Source::locate`]). `in_check` tells whether the slipping side's king
/// stood in check before the act (the umpire code's untitled paragraphs
/// differ on it). `None` for FIDE (stated in our own words, never quoted)
/// and for a law with no quotation here.
#[must_use]
pub fn quotation(law: &Law, slip: &Slip, in_check: bool) -> Option<(Source, &'static str)> {
    match (law.book, law.place) {
        (Book::Sarratt, Place::Law(n)) => sarratt(n, slip).map(|q| (Source::Sarratt, q)),
        (Book::LawsOfTheGame, Place::Law(n)) => {
            laws_of_the_game(n, slip).map(|q| (Source::LawsOfTheGame, q))
        }
        (Book::CodeOf24, Place::Law(n)) => code_of_24(n).map(|q| (Source::CodeOf24, q)),
        (Book::UmpireCode, place) => umpire(place, slip, in_check).map(|q| (Source::UmpireCode, q)),
        (Book::Primer, _) => primer(slip).map(|q| (Source::Primer, q)),
        _ => None,
    }
}

// The laws' words the umpire's table quotes: like every law's words, only
// with the `prose` feature (the full bundle, which alone has the table).
const SARRATT_21: &str = prose!("If a player have moved, previously to perceiving a false move, or any other mistake which his adversary may have committed, he can no longer insist on the penalty: he should have noticed the mistake before he moved or even touched a piece.");
const LOTG_3_UNNOTICED: &str = prose!("But if a false move remain unnoticed until after the adversary has played, neither party can recal it.");
const LOTG_11: &str = prose!("No irregularity or false move committed in the play is subject to penalty—nor can any such be retraced, after the adversary has moved a piece.");
const LOTG_18: &str = prose!(
    "In no case where the penalty of moving the king would place him in check, can it be enforced."
);
const SARRATT_18_NEXT_MOVE: &str = prose!("and if the player, who did not say \" Check,\" should, on the next move, attack the Queen, or any of his adversary's pieces, and say \" Check,\" the player, whose King is in \"Check\", may put back his last move, and, instead of it, remove his King, or cover the 'check.");
const LOTG_5_WARNED: &str = prose!("but if on his next move he warn you, each party must retract his last move, and the king be removed out of check.");
const IN_CHECK_PARAGRAPH: &str = prose!("While in check, for touching or moving a man which does not cover the check, the player may be required to cover with another piece, or move the King, as the opposing player may elect.");
const PRIMER_NOTICED_LATER: &str = prose!("If the mistake is only noticed later on, the game should be restarted from the position in which the error occurred.");

/// The words of a law on claims: until when a slip may be claimed and
/// what follows when nobody claims in time (a ruling's window and its
/// unclaimed fate), quoted from its source. `None` for FIDE (stated in our
/// own words) and for a law that sets no such limit.
#[must_use]
pub fn claim_quotation(law: &Law) -> Option<(Source, &'static str)> {
    match (law.book, law.place) {
        (Book::Sarratt, Place::Law(21)) => Some((Source::Sarratt, SARRATT_21)),
        (Book::LawsOfTheGame, Place::Law(3)) => Some((Source::LawsOfTheGame, LOTG_3_UNNOTICED)),
        (Book::LawsOfTheGame, Place::Law(11)) => Some((Source::LawsOfTheGame, LOTG_11)),
        (Book::Primer, _) => Some((Source::Primer, PRIMER_NOTICED_LATER)),
        _ => None,
    }
}

/// The words of the law that sets a ruling's claim window (see
/// [`crate::core::table::Window`]): what the law allows and until when,
/// quoted from its source. A window set by a clause of a longer law
/// quotes that clause (Sarratt 18 and Laws of the Game 5 on a check not
/// announced: what may be done on the checker's next move). `None` for
/// FIDE and where no quotation is held.
#[must_use]
pub fn window_quotation(law: &Law, slip: &Slip, in_check: bool) -> Option<(Source, &'static str)> {
    match (law.book, law.place, slip) {
        (Book::Sarratt, Place::Law(18), Slip::UnannouncedCheck { .. }) => {
            Some((Source::Sarratt, SARRATT_18_NEXT_MOVE))
        }
        (Book::LawsOfTheGame, Place::Law(5), Slip::UnannouncedCheck { .. }) => {
            Some((Source::LawsOfTheGame, LOTG_5_WARNED))
        }
        _ => claim_quotation(law).or_else(|| quotation(law, slip, in_check)),
    }
}

fn sarratt(n: u8, slip: &Slip) -> Option<&'static str> {
    Some(match n {
        1 => prose!("If the chess-board be improperly placed, and either of the players perceive it before four moves on each side have been played, he has a right to insist on the chess-board's being properly placed, and on re-commencing the game;"),
        2 => prose!("If the pieces or pawns be improperly placed, the player who first perceives it may insist upon the mistake's (viz) being rectified, provided four moves on each side have-not been played; for, after the fourth move, the pieces must remain as they were placed."),
        3 => prose!("If a player begin a game without having all his pieces, and if he do not perceive it until the fourth move have been played, he must finish the game without the pieces or pawns which he has forgotten."),
        7 => prose!("When a player has touched a piece he must move it, unless, at the moment of touching it, he should say, \"J'adoube :\""),
        8 => prose!("As long as a player holds a piece, he is at liberty to play it where he chooses ; but when he has let it go he can not recal his move."),
        9 => prose!("If a player touch one of his adversary's pieces, without saying \"J'adoube,\" he may be compelled to take it: if the pieces can not be taken, the player must move his King; and, if neither the piece nor the King can be moved, no penalty shall be inflicted."),
        10 => prose!("his adversary may compel him either to take it (if it can be taken), to replace it where it was, or to let it remain where he played it."),
        11 => prose!("If a player take one of his adversary's pieces with a piece that can not take it, without a false move, his adversary may compel him either to take it with any other piece, or to play the piece which he touched."),
        12 => prose!("If a player take one of his pieces with another of his, his adversary may oblige him to play either of the two pieces."),
        13 => prose!("If a player make a false move, his adversary may oblige him either to let the piece remain where he played it, or to play it on some other square."),
        14 => prose!("If a player should play two successive moves, it is in his adversary's power to oblige him to put back the second move; or, if he choose it, he may insist on continuing the game, as if only one move had been played."),
        16 => prose!("A player who castles in either of these four cases, must put back the move; and his adversary may compel him to play either the King, or the Rook, with which he intended to castle."),
        17 => prose!("If a player touch one of his pieces which can not be moved without placing his King in check he must play his King ;"),
        18 if matches!(slip, Slip::KingIntoCheck { .. }) => prose!("But if a player should carelessly move his King in check, it is difficult to determine the penalty which he incurs by it."),
        18 => prose!("Whenever a player attacks his adversary's King he must say \" Check ;\" and if he forget to say it, the adversary needs not move his King, or take notice of the check;"),
        19 => prose!("If the King have been in check during two or more moves, and it be not possible to ascertain how it happened, he, whose King is in check, may; as soon as he perceives it, put back his last move, and remove his King, or cover the check."),
        20 => prose!("If a player say \"Check\"\" without giving check, and his adversary should in consequence move his King, or touch any piece to cover the check, and should afterwards perceive that he, is not in check, he may put back his last move, provided: his opponent have not already played his next move."),
        21 => SARRATT_21,
        25 => prose!("Should any dispute arise between two players, on the subject of a move, not referred, to in any of these laws, the by-standers, who are not interested in the game, are to be applied to, and their decision ought to be considered as binding to both parties."),
        _ => return None,
    })
}

fn laws_of_the_game(n: u8, slip: &Slip) -> Option<&'static str> {
    Some(match n {
        1 => prose!("If you touch your man, you must play it, except where it would expose your king to check, in which case, you are to move the king, when possible;"),
        2 => prose!("If you touch one of your adversary's men, or move it instead of your own, when it is your turn to play, you must instantly acknowledge the error by saying “j'adoube;” or he may compel you either to take the piece (if it be en prise)— to replace it and move your king, (provided it may be done without putting him in check) or—to leave it where you had wrongfully placed it; and in either case you cannot castle that move."),
        3 if matches!(slip, Slip::FalseCapture { .. }) => prose!("And if by a false move you capture one of your adversary's men, he may oblige you either to take such piece (if it be en prise of one of your men) or to move the piece touched."),
        3 => prose!("you may be compelled either to leave such piece where you had placed it—to give it a natural move, or to replace it and move the king."),
        4 => prose!("If you play two moves in succession, you must replace the second piece; or your adversary may insist that both moves shall remain; in which case the game is to proceed as if one man only had been played."),
        5 if matches!(slip, Slip::FoundInCheck) => prose!("And if you find your king in check, without being able to ascertain how it occurred, you are at liberty to retract your last move and provide for the check."),
        5 => prose!("If your adversary gives check to your king, without warning, you are not obliged to notice it until he does; but if on his next move he warn you, each party must retract his last move, and the king be removed out of check."),
        6 => prose!("If your opponent give you notice of a check without giving check, and you in consequence move your king, or interpose a piece, you may retract, if you do so before the opponent has completed his next move."),
        8 => prose!("You cannot castle after your king or the rook has moved; if you attempt it, the adversary may require you to move either the king or the rook."),
        11 => LOTG_11,
        12 => prose!("If at the commencement of a game the board be wrongly placed, or the pieces be placed wrongly upon the board, or any omitted to be placed, the mistake may be rectified, provided neither party have played four moves; but if they have done so, the game must be played out."),
        18 => LOTG_18,
        20 => prose!("If any dispute arise as to points of the game, for which the laws have not provided, the matter is to be referred to a third person, whose decision is to be final."),
        _ => return None,
    })
}

fn code_of_24(n: u8) -> Option<&'static str> {
    Some(match n {
        9 => prose!("cannot be legally taken, he may oblige him to move his king; if the king cannot be legally moved, no penalty can be inflicted."),
        10 => prose!("If a player move one of his adversaiy’s men, his antagonist may compel him either to replace the piece or pawn, and move his king, or to replace the piece or pawn, and take it, or to let the piece or pawn remain on the square to which it had been played."),
        11 => prose!("his antagonist may either compel him to take it with a piece or pawn that can legally take it, or to move his own piece or pawn which he touched."),
        12 => prose!("his adversary can compel him to move either."),
        13 => prose!("his opponent may compel him to take the piece or pawn to a correct square, or let it remain on the square to which he had moved it, or to replace the piece or pawn, and move his king."),
        14 => prose!("Should a player move out of his turn, his opponent may choose whether both moves shall remain, or the second be retracted."),
        17 => prose!("he must replace it, and move his king; but if the king cannot be moved, no penalty can be indicted."),
        18 => prose!("If a player attack the adverse king without saying “check,” the last player must retract his last move and free his king from check,"),
        20 => prose!("If the king has been in check for several moves, and it cannot be ascertained how it occurred, the player whose king is in check must retract his last move, and free his king from check; but whatever moves made, previous to the check being known, must remain."),
        19 => prose!("Should any player say check without giving it, and his adver- sary, in consequence, moves his king; or touch a piece to protect it, he may retract such moves."),
        _ => return None,
    })
}

fn umpire(place: Place, slip: &Slip, in_check: bool) -> Option<&'static str> {
    Some(match (place, slip) {
        (Place::Section("Touching the Squares"), _) => prose!("While the hand remains upon a man, it may be moved to any square that it commands, except such squares as may have been touched by it during the deliberation on the move;"),
        (Place::Section("Time Limit"), _) => prose!("The penalty for exceeding the time limit is the forfeiture of the game."),
        (Place::Section("Abandoning the Game"), _) => prose!("If either player abandon the game by quitting the table in anger, or in any otherwise offensive manner; or by momentarily resigning the game; or refuses to abide by the decision of the Umpire, the game must be scored against him."),
        (Place::Paragraph("moving into check"), _) | (Place::Whole, Slip::KingIntoCheck { .. }) => prose!("A player moving into check may be required, by the opposing player, either to move the King elsewhere, or replace the King and make some other move—but such other move shall not be selected by the player imposing the penalty."),
        (Place::Paragraph("touching a man while in check"), _) => IN_CHECK_PARAGRAPH,
        (Place::Whole, Slip::CheckNotMet { .. }) | (Place::Whole, Slip::TouchedOwn { .. }) if in_check => prose!("While in check, for touching or moving a man which does not cover the check, the player may be required to cover with another piece, or move the King, as the opposing player may elect."),
        (Place::Paragraph(_) | Place::Whole, _) => prose!("For discovering check on his own King, the player must either legally move the man touched, or move the King at his adversary’s option. In case neither move can be made, there shall be no penalty."),
        _ => return None,
    })
}

fn primer(slip: &Slip) -> Option<&'static str> {
    Some(match slip {
        Slip::Adjusted { .. } => prose!("If a player touches a piece with the sole object of adjusting its position, he must apprise his opponent of his intention by saying \"J'adoube\" beforehand."),
        Slip::TouchedOwn { .. } | Slip::TouchedAdversarys { .. } => prose!("If a player having the move touches one of his pieces he is under compulsion to move it; if he touches a hostile piece he must capture it, provided that the piece can be properly moved or captured in either case. This rule is of no effect if the piece so touched cannot be moved or captured, as the case may be."),
        Slip::TouchedSquares { .. } => prose!("So long as the hand has not left the piece to be moved, the latter can be placed on any accessible square."),
        Slip::IllegalCastling { .. } => prose!("If a player has castled illegally, Rook and King must be moved back, and the King must make another move, if there is a legal one. If not, any other move can be played."),
        Slip::BoardWrongWay { .. } | Slip::MenMisplaced { .. } | Slip::ManMissing { .. } => prose!("A game is null and void if it is shown that a mistake was made in setting the board or men."),
        Slip::Resigned => prose!("If a player resigns his game before he is actually mated, he acknowledges that in the end mate is unavoidable, and the game is counted as a loss to him."),
        Slip::UnannouncedCheck { .. } => prose!("must be met in some way or other."),
        _ if slip.is_move() => prose!("A player who makes an illegal move with a piece must retract that move, and make another one if possible with the same piece. If the mistake is only noticed later on, the game should be restarted from the position in which the error occurred."),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_quotation() -> Vec<(Source, &'static str)> {
        let slips = [
            Slip::KingIntoCheck {
                from: Square::E1,
                to: Square::E2,
            },
            Slip::FalseCapture {
                from: Square::E1,
                to: Square::E2,
            },
            Slip::FalseMove {
                from: Square::E1,
                to: Square::E2,
            },
            Slip::CheckNotMet {
                from: Square::E1,
                to: Square::E2,
            },
            Slip::TouchedOwn { square: Square::E1 },
            Slip::ShieldMoved {
                from: Square::E1,
                to: Square::E2,
            },
            Slip::Adjusted {
                square: Square::E1,
                adversarys: false,
            },
            Slip::TouchedSquares {
                from: Square::E1,
                to: Square::E2,
                touched: vec![],
            },
            Slip::IllegalCastling {
                from: Square::E1,
                to: Square::G1,
            },
            Slip::BoardWrongWay { plies: 0 },
            Slip::Resigned,
            Slip::Disputed,
            Slip::UnannouncedCheck {
                from: Square::E1,
                to: Square::E2,
            },
        ];
        let mut laws: Vec<Law> = (1..=25)
            .flat_map(|n| [Law::sarratt(n), Law::lotg(n), Law::code_of_24(n)])
            .collect();
        laws.extend([
            Law::UMPIRE_INTO_CHECK,
            Law::UMPIRE_DISCOVERING,
            Law::UMPIRE_IN_CHECK,
            Law::PRIMER_TOUCHING,
            Law::PRIMER_ILLEGAL,
            Law::PRIMER_CHECK,
            Law::PRIMER_RESIGNATION,
            Law::PRIMER_NULL_AND_VOID,
            Law::umpire("Touching the Squares"),
            Law::umpire("Time Limit"),
            Law::umpire("Abandoning the Game"),
        ]);
        let mut found = Vec::new();
        for law in &laws {
            for slip in &slips {
                for in_check in [false, true] {
                    if let Some(q) = quotation(law, slip, in_check) {
                        found.push(q);
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_quotation_stands_word_for_word_in_its_source() {
        let mut all = every_quotation();
        for law in [
            Law::sarratt(21),
            Law::lotg(3),
            Law::lotg(11),
            Law::PRIMER_ILLEGAL,
        ] {
            all.push(claim_quotation(&law).unwrap());
        }
        let unannounced = Slip::UnannouncedCheck {
            from: Square::E1,
            to: Square::E2,
        };
        for law in [Law::sarratt(18), Law::lotg(5)] {
            all.push(window_quotation(&law, &unannounced, false).unwrap());
        }
        assert!(all.len() > 40, "{}", all.len());
        for (source, text) in all {
            assert!(source.locate(text).is_some(), "{source}: not found: {text}");
        }
    }

    /// The position after a conduct scenario's line, under `code`.
    fn after_line(c: &ConductScenario, code: ConductCode) -> crate::core::Position {
        let start = c.scenario.start.position(code.play_code().rules()).unwrap();
        let mut game = crate::core::Game::new(start);
        game.play_line(c.scenario.line).unwrap();
        game.position().clone()
    }

    #[test]
    fn every_conduct_scenario_ends_in_its_slip_and_every_code_rules_on_it() {
        use crate::core::table::{judge, rule, Scene, Table};
        for c in CONDUCT {
            for code in c.conduct_codes {
                let before = after_line(c, *code);
                let table = Table::new(&before);
                let plies = before.fullmoves().saturating_sub(1) * 2
                    + u32::from(before.turn() == Color::Black);
                let judged = judge(&before, &table, c.hand, &c.act(plies));
                let slip = judged
                    .slip
                    .clone()
                    .unwrap_or_else(|| panic!("{}: no slip", c.scenario.id));
                let scene = Scene {
                    before: &before,
                    after: &judged.table,
                    hand: c.hand,
                };
                let ruling = rule(*code, &scene, &slip);
                assert!(
                    !ruling.remedies.is_empty(),
                    "{} under {code:?}",
                    c.scenario.id
                );
                for r in &ruling.remedies {
                    assert!(
                        !r.landings.is_empty(),
                        "{} under {code:?}: {}",
                        c.scenario.id,
                        r.text
                    );
                }
            }
        }
    }

    #[test]
    fn the_kings_penalty_into_check_is_barred_only_by_the_laws_of_the_game() {
        let c = by_id("king-penalty-into-check").unwrap();
        let rulings: Vec<_> = c
            .conduct_codes
            .iter()
            .map(|code| {
                let before = after_line(c, *code);
                let table = crate::core::table::Table::new(&before);
                let judged = crate::core::table::judge(&before, &table, c.hand, &c.act(0));
                let scene = crate::core::table::Scene {
                    before: &before,
                    after: &judged.table,
                    hand: c.hand,
                };
                crate::core::table::rule(*code, &scene, &judged.slip.unwrap())
            })
            .collect();
        let barred: Vec<Option<Law>> = rulings
            .iter()
            .map(|r| r.barred.first().and_then(|b| b.law))
            .collect();
        assert_eq!(
            barred,
            [None, Some(Law::lotg(18)), None, None],
            "Sarratt, LotG, primer, FIDE"
        );
        // Sarratt and the Laws of the Game: the false move can only stand;
        // the primer and FIDE take it back.
        assert_eq!(rulings[0].remedies.len(), 1);
        assert_eq!(rulings[1].remedies.len(), 1);
        assert_eq!(
            rulings[0].remedies[0].landings,
            rulings[1].remedies[0].landings
        );
        assert_eq!(
            rulings[2].remedies[0].landings[0].setup,
            after_line(c, C_PRIMER).to_setup()
        );
        assert_eq!(
            rulings[3].remedies[0].landings[0].setup,
            after_line(c, C_MODERN).to_setup()
        );
    }

    #[test]
    fn every_conduct_scenario_quotes_its_law_and_names_a_slip() {
        for c in CONDUCT {
            let s = &c.scenario;
            assert!(
                s.locate().is_some(),
                "{}: quotation not in {}",
                s.id,
                s.source
            );
            assert!(
                !s.line.trim().is_empty() && (2..=4).contains(&s.codes.len()),
                "{}",
                s.id
            );
            assert!((2..=4).contains(&c.conduct_codes.len()), "{}", s.id);
            assert!(s.themes.contains(&Theme::Conduct));
            for code in s.codes {
                assert!(
                    s.expectations_for(*code).next().is_some(),
                    "{}: {code}",
                    s.id
                );
            }
            let sentences = s.commentary.matches(". ").count() + 1;
            assert!(
                (2..=4).contains(&sentences) && s.commentary.ends_with('.'),
                "{}",
                s.id
            );
            assert!(by_id(s.id).is_some());
            // Once hooked into the catalogue, the id names this very law.
            assert!(
                super::super::by_id(s.id).is_none_or(|found| found.quotation == s.quotation),
                "{}: id taken",
                s.id
            );
        }
    }
}
