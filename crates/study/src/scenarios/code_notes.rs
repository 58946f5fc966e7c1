//! For each code, which of its rules its own source attests and which the
//! preset takes from elsewhere, with the law for each. A code is a full set
//! of rules, but the sources rarely give a full set: Sarratt reports Italy,
//! Parsloe's club and Turkey only where they differ from England, and the
//! Laws of the Game say nothing of en passant or promotion. The reader
//! should know which rules of a board rest on its source and which are
//! filled in.
//!
//! Facts from outside the five texts are said in our own words with their
//! reference.
//!
//! ```
//! use chess_laws_study::core::Code;
//! use chess_laws_study::scenarios::code_notes;
//! let italy = code_notes(Code::Italy);
//! assert!(italy.attested.iter().any(|n| n.rule == "En passant"));
//! assert!(italy.borrowed.iter().any(|n| n.rule == "Promotion"));
//! ```

use super::texts::{LawRef, Source};
use crate::core::{Code, Law, RulePoint, PONZIANI_SUMMARY};

/// One rule of a code and where it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleNote {
    /// The rule point, e.g. "Stalemate".
    pub rule: &'static str,
    /// What the code does, in our words.
    pub says: &'static str,
    /// The law that says it: for an attested rule, a law of the code's own
    /// source; for a borrowed one, the law it is taken from. `None`: no law
    /// of the five texts says it (the app's inference from silence).
    pub law: Option<(Source, LawRef)>,
    /// For a code whose own laws are outside the five texts (Ponziani), the
    /// law of that book, from the law table: stated in our words, never
    /// quoted.
    pub outside: Option<Law>,
    /// A reading, a doubt or an outside fact, with its reference.
    pub remark: Option<&'static str>,
}

impl RuleNote {
    /// The citation of [`law`](RuleNote::law), or a word saying there is
    /// none.
    pub fn citation(&self) -> String {
        match (self.law, self.outside) {
            (Some((source, law)), _) => source.cite(law),
            (None, Some(law)) => format!("{law}, outside the five texts, in our words"),
            (None, None) => "no law of the five texts".to_string(),
        }
    }
}

/// Where a code's rules come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeNotes {
    /// The code.
    pub code: Code,
    /// Its basis in a sentence.
    pub basis: &'static str,
    /// Rules its own source states.
    pub attested: &'static [RuleNote],
    /// Rules its source does not state: taken from another law, or inferred.
    pub borrowed: &'static [RuleNote],
}

const fn note(
    rule: &'static str,
    says: &'static str,
    law: Option<(Source, LawRef)>,
    remark: Option<&'static str>,
) -> RuleNote {
    RuleNote {
        rule,
        says,
        law,
        outside: None,
        remark,
    }
}

/// A rule attested by a law outside the five texts (Ponziani's).
const fn outside(
    rule: &'static str,
    says: &'static str,
    law: Law,
    remark: Option<&'static str>,
) -> RuleNote {
    RuleNote {
        rule,
        says,
        law: None,
        outside: Some(law),
        remark,
    }
}

const fn sarratt(n: u8) -> Option<(Source, LawRef)> {
    Some((Source::Sarratt, LawRef::Number(n)))
}

const fn lotg(n: u8) -> Option<(Source, LawRef)> {
    Some((Source::LawsOfTheGame, LawRef::Number(n)))
}

const fn code24(n: u8) -> Option<(Source, LawRef)> {
    Some((Source::CodeOf24, LawRef::Number(n)))
}

const EN_PASSANT: RuleNote = note(
    "En passant",
    "A pawn pushed two squares may be taken en passant.",
    sarratt(15),
    None,
);
const CASTLING: RuleNote = note(
    "Castling",
    "One way on each side (king to g1, rook to f1; king to c1, rook to d1); not after the king \
     or the rook has moved, nor in check, nor over a square under attack.",
    sarratt(16),
    None,
);
const PROMOTION: RuleNote = note(
    "Promotion",
    "A pawn on the last rank may become any piece, a second queen included.",
    sarratt(22),
    None,
);
const FIFTY: RuleNote = note(
    "Fifty moves",
    "In rook and bishop against rook, two bishops or knight and bishop against the king, &c., \
     the game is drawn if mate is not given in fifty moves.",
    sarratt(23),
    Some(
        "Sarratt does not say when the count begins, nor that fifty moves means fifty by each \
         player; the app counts fifty each from the last capture or pawn move. His list ends \
         with \u{201c}&c.\u{201d}: which other endings it takes in is a reading.",
    ),
);
const STALEMATE_DRAWN: RuleNote = note("Stalemate", "Drawn.", sarratt(24), None);
const NO_MATERIAL_DRAW: RuleNote = note(
    "Insufficient material",
    "No draw for want of mating material: the game goes on.",
    None,
    Some("None of the laws of this code provides such a draw; among the five texts only the primer does."),
);
const NO_ROOK_ODDS_CASTLING: RuleNote = note(
    "Castling after rook odds",
    "No rook, no castling on that side.",
    None,
    Some("Sarratt is silent: the refusal is an inference."),
);
const ODDS_UNCONFINED: RuleNote = note(
    "Free moves at odds",
    "The receiver's free first moves may go anywhere.",
    None,
    Some("Sarratt says nothing of confining them (compare Laws of the Game 15)."),
);

const MEN_BETWEEN: RuleNote = note(
    "Castling with men between",
    "No castling while a man stands between king and rook.",
    code24(16),
    Some(
        "Sarratt's law 16 names four bars, not this one; of the five texts only the Code of 24 \
         states it, and the board cites it there.",
    ),
);

/// Sarratt's own laws on the points the other codes he reports leave open,
/// and the one bar on castling he does not name.
const SARRATT_REST: [RuleNote; 7] = [
    EN_PASSANT,
    CASTLING,
    MEN_BETWEEN,
    PROMOTION,
    FIFTY,
    NO_MATERIAL_DRAW,
    ODDS_UNCONFINED,
];

static MODERN: CodeNotes = CodeNotes {
    code: Code::Modern,
    basis: "The FIDE Laws of Chess in force from 1 January 2023: not one of the five texts, and \
            the reference of every comparison.",
    attested: &[],
    borrowed: &[],
};

static SARRATT: CodeNotes = CodeNotes {
    code: Code::Sarratt,
    basis: "Sarratt's laws 1-25 (1808), as he states them. He ties only the method of castling \
            to Great Britain, France and Holland.",
    attested: &[
        EN_PASSANT,
        CASTLING,
        PROMOTION,
        FIFTY,
        STALEMATE_DRAWN,
        note(
            "Odds",
            "The giver of odds moves first, except where the move is given too (pawn and \
             move, &c.).",
            sarratt(6),
            None,
        ),
    ],
    borrowed: &[
        MEN_BETWEEN,
        NO_MATERIAL_DRAW,
        NO_ROOK_ODDS_CASTLING,
        ODDS_UNCONFINED,
    ],
};

static ITALY: CodeNotes = CodeNotes {
    code: Code::Italy,
    basis: "What Sarratt reports of Italy (laws 15, 16 and 24); every other rule is his English \
            one, with the Code of 24's bar on men between king and rook, which he does not \
            name.",
    attested: &[
        note(
            "En passant",
            "None: the pawn passes the battle, passar battaglia.",
            sarratt(15),
            None,
        ),
        note(
            "Castling",
            "Four ways on the king's side: king to g1 or h1, rook to f1 or e1.",
            sarratt(16),
            Some(
                "Sarratt names no side for his four ways; they are read as the king's side's, \
                 and the queen's side as their mirror (king to b1 or a1, rook to c1 or d1): a reading, and other readings \
                 exist (see the scenario on Italian castling on the queen's side).",
            ),
        ),
        note(
            "Stalemate",
            "Drawn (\u{201c}In France, Italy, Germany, &c.\u{201d}).",
            sarratt(24),
            None,
        ),
    ],
    borrowed: &[
        note(
            "Castling bars",
            "Not after king or rook has moved, nor in check, nor over a square under attack.",
            sarratt(16),
            Some(
                "Taken from Sarratt's English law. The Italian code of Ponziani (Modena, 1769; \
                 2nd ed. 1782), law V, has bars of its own, among them that neither king nor \
                 rook may land where it at once attacks an enemy man (outside source, not \
                 quoted).",
            ),
        ),
        MEN_BETWEEN,
        note(
            "Promotion",
            "Any piece, a second queen included.",
            sarratt(22),
            Some(
                "Doubtful for Italy: Italian practice of the 18th and early 19th centuries let \
                 the pawn become only a piece already lost (Ponziani, law III; Wikipedia, \
                 \u{201c}Promotion (chess)\u{201d}), the very rule \
                 Sarratt mocks in law 22. Ponziani's own version (naming the piece is not a move; \
                 no second bishop on squares of one colour) is played by the \u{201c}Italy \
                 (Ponziani)\u{201d} code; the \u{201c}Lost pieces only\u{201d} code plays the rule \
                 of Sarratt's N.B. as the app reads it.",
            ),
        ),
        note(
            "Fifty moves",
            "Drawn after fifty moves in the endings Sarratt names.",
            sarratt(23),
            Some(
                "Laws 17-18 of Ponziani's summary (outside source) let the player left with a lone king \
                 claim a draw after fifty moves, and report that in Italy a game in which mate \
                 cannot be given is drawn.",
            ),
        ),
        NO_MATERIAL_DRAW,
        ODDS_UNCONFINED,
    ],
};

static PARSLOE: CodeNotes = CodeNotes {
    code: Code::Parsloe,
    basis: "What Sarratt reports of the club at Parsloe's Hotel (law 24): its stalemate rule \
            only; every other rule is his English one, with the Code of 24's bar on men between \
            king and rook, which he does not name.",
    attested: &[note(
        "Stalemate",
        "He who stalemates his adversary loses the game.",
        sarratt(24),
        Some(
            "Sarratt says \u{201c}Formerly\u{201d}. Barbier's treatise, which he quotes in the \
             same law, scores stalemate the same way.",
        ),
    )],
    borrowed: &SARRATT_REST,
};

static TURKEY: CodeNotes = CodeNotes {
    code: Code::Turkey,
    basis: "What Sarratt reports of Turkey (law 24): its stalemate rule only; every other rule \
            is his English one, with the Code of 24's bar on men between king and rook, which \
            he does not name.",
    attested: &[note(
        "Stalemate",
        "He who stalemates his adversary wins the game.",
        sarratt(24),
        None,
    )],
    borrowed: &SARRATT_REST,
};

static LAWS_OF_THE_GAME: CodeNotes = CodeNotes {
    code: Code::LawsOfTheGame,
    basis: "The Laws of the Game, laws 1-20: a general code with several laws on odds. It says \
            nothing of en passant, of promotion or of where king and rook go in castling.",
    attested: &[
        note(
            "Castling",
            "Not after the king or the rook has moved; having been in check earlier, or the rook \
             being under attack, does not prevent it.",
            lotg(8),
            Some(
                "\u{201c}Your king having been in check\u{201d} is read as a check earlier in \
                 the game, not a check standing now.",
            ),
        ),
        note(
            "Castling after rook odds",
            "The giver of rook odds may castle on that side as if the rook stood on its square.",
            lotg(16),
            Some("The king is read as making the castling move alone (also law 8)."),
        ),
        note(
            "Odds",
            "The giver chooses which rook or knight; pawn odds mean the king's bishop's pawn.",
            lotg(13),
            None,
        ),
        note(
            "Free moves at odds",
            "With the pawn and three or more moves, the free moves stay in the receiver's own \
             territory.",
            lotg(15),
            Some(
                "\u{201c}Own territory\u{201d} is read as the receiver's half of the board. The \
                 law speaks of the odds of the pawn; confining the free moves at other odds is \
                 a reading, marked as such where the app offers it.",
            ),
        ),
        note("Stalemate", "Drawn.", lotg(17), None),
        note(
            "Fifty moves",
            "In the named endings, counted only from the notice the adversary gives: fifty moves \
             for each player.",
            lotg(19),
            Some(
                "The words \u{201c}the rook and bishop against the rook, or two bishops\u{201d} are \
                 read as two bishops against the king, as Sarratt 23 names that ending (the Code \
                 of 24, 22 says only \u{201c}both bishops only\u{201d}); they could also be read \
                 as two bishops against the rook.",
            ),
        ),
    ],
    borrowed: &[
        note(
            "Castling bars",
            "Not in check, nor over a square under attack.",
            sarratt(16),
            Some("Law 8 names no such bar: the app takes Sarratt's."),
        ),
        MEN_BETWEEN,
        note(
            "Castling method",
            "King to g1, rook to f1; king to c1, rook to d1.",
            sarratt(16),
            None,
        ),
        EN_PASSANT,
        PROMOTION,
        NO_MATERIAL_DRAW,
    ],
};

/// Italy after Ponziani. His laws are not among the five texts: every rule
/// he attests is stated in our words with his law number (outside source,
/// never quoted), so no law of the five texts stands beside it.
static ITALY_PONZIANI: CodeNotes = CodeNotes {
    code: Code::ItalyPonziani,
    basis: "The laws of the \u{201c}autore modenese\u{201d}, D. L. Ponziani, Il giuoco \
            incomparabile degli scacchi (Modena, 1769; 2nd ed. 1782), as reprinted in Le leggi \
            del giuoco degli scacchi: an outside source, not one of the five texts, stated here \
            in our words with its law numbers and never quoted. Where he is silent the rule is \
            Sarratt's.",
    attested: &[
        outside(
            "En passant",
            "None: a pawn's first step of two squares may pass an enemy pawn's attack, passar \
             battaglia.",
            Law::ponziani(2),
            None,
        ),
        outside(
            "Castling",
            "One move, the king to any square between himself and the rook, the rook's own \
             included, on either side: six ways on the king's side (K f1 R e1; K g1 R f1 or \
             e1; K h1 R g1, f1 or e1) and ten on the queen's (K d1 R e1; K c1 R d1 or e1; K b1 \
             R c1, d1 or e1; K a1 R b1, c1, d1 or e1).",
            Law::ponziani(4),
            Some(
                "Reading taken: the rook lands between the king's new square and the king's old \
                 one, that square included, as the historical literature reads law IV; it is \
                 the reading that admits Dubois's K b1 R e1 against the Duke of Rignano (Rome, \
                 1844; The Chess Monthly, 1858). Other readings exist: Sarratt's four ways, \
                 read as the king's side's (the \u{201c}Italy (Sarratt)\u{201d} code). Other Italian \
                 descriptions differ from Sarratt's in detail: some also let the king go to c1, \
                 or let the rook go up to the king's old square, on the queen's side (outside \
                 sources, as summarised in the project's law reference). Nizzola's list of six \
                 king's-side ways is the same six as this reading's.",
            ),
        ),
        outside(
            "Castling bars",
            "No castling (1) with a man between king and rook; (2) once king or rook has \
             moved, even if it came back; (3) when the king passes over a square an enemy man \
             attacks; (4) when the king or the rook would at once attack an enemy man from its \
             new square; (5) while in check, though a king that met a check earlier keeps the \
             right. No pawn is pushed in the act of castling \
             (law VI): the app's castling moves king and rook only.",
            Law::ponziani(5),
            Some(
                "Readings taken: in (3) the square the king lands on counts with the squares it \
                 passes over (it may not stand in check in any case), and the rook's path is \
                 free; in (4) \u{201c}attack\u{201d} is a capture the king or rook could make \
                 on the next move, and the enemy king counts, so castling may not give check. \
                 Another reading leaves the king out (castling with check allowed); the app \
                 does not play it.",
            ),
        ),
        outside(
            "Promotion",
            "A pawn on the eighth square at once becomes a missing piece; never a bishop on the \
             colour of its owner's remaining bishop. With nothing missing it waits there, its \
             name suspended, and is named on its owner's first turn after he loses a piece; \
             naming is not a move, the same player then moves.",
            Law::ponziani(3),
            Some(
                "Readings taken: a piece is missing when its owner has fewer of that kind than \
                 at the start; the naming is due at once on that turn (the app offers nothing \
                 else until it is made), even in check, and the named piece may then move. \
                 Other readings: Sarratt's N.B. to law 22 lets the waiting pawn be exchanged by \
                 a move of its own (the \u{201c}Lost pieces only\u{201d} code); Staunton (1848, \
                 as cited in Wikipedia, \u{201c}Promotion (chess)\u{201d}) has the pawn take \
                 the lost piece's role at once.",
            ),
        ),
        outside(
            "Fifty moves",
            "The player left with a lone king may claim a draw after fifty moves.",
            PONZIANI_SUMMARY,
            Some(
                "Reading taken: fifty moves by each player, counted from the last capture or \
                 pawn move (the capture of his last man starts the count). Another reading \
                 counts from the moment the king stands alone and lets no pawn move stop it; \
                 the summary's draw in other endings of certain result is not played.",
            ),
        ),
        outside(
            "Insufficient material",
            "Drawn at once when mate cannot be given.",
            PONZIANI_SUMMARY,
            Some(
                "Played with the app's test of mating material, as under Modern (FIDE art. \
                 5.2.2, a dead position): neither side has the men to mate by any series of \
                 legal moves. The primer's words (\u{201c}sufficient material left to enforce a \
                 mate\u{201d}) would also draw king and two knights against king, which goes on \
                 here.",
            ),
        ),
    ],
    borrowed: &[
        note(
            "Stalemate",
            "Drawn (\u{201c}In France, Italy, Germany, &c.\u{201d}).",
            sarratt(24),
            Some("Ponziani's laws as summarised say nothing of stalemate; Sarratt reports Italy."),
        ),
        note(
            "Conduct",
            "The umpire's table plays Sarratt's laws of conduct.",
            None,
            Some(
                "Ponziani has his own (laws VII-XIII: touch and \u{201c}acconcio\u{201d}, \
                 false moves, announcing check); the app does not play them yet.",
            ),
        ),
        ODDS_UNCONFINED,
    ],
};

/// The code of 24 laws and its engaged game share these notes: the same
/// rules under the same law book.
const CODE_OF_24_EN_PASSANT: RuleNote = note(
    "En passant",
    "By any pawn that could have taken the pawn had it moved one square; by pawns only.",
    code24(15),
    Some("The law does not say when the right lapses; it is read as today: on the next move only."),
);
const CODE_OF_24_CASTLING_BARS: RuleNote = note(
    "Castling bars",
    "Not after king or rook has moved, nor in check, nor with a man between, nor over an \
     attacked square.",
    code24(16),
    None,
);
const CODE_OF_24_PROMOTION: RuleNote = note(
    "Promotion",
    "A pawn on the eighth square may be exchanged at once for a queen or any other piece.",
    code24(21),
    Some(
        "\u{201c}May be immediately exchanged\u{201d} is read as a promotion made at once; it \
         can also be read as leaving the pawn a pawn if its owner likes, as some later English \
         codes allowed (outside source: Gossip's laws of 1894, as quoted on \
         chess.stackexchange, question 21212).",
    ),
);
const CODE_OF_24_STALEMATE: RuleNote = note("Stalemate", "Drawn.", code24(24), None);
const CODE_OF_24_CASTLING: RuleNote = note(
    "Castling method",
    "King to g1, rook to f1; king to c1, rook to d1.",
    sarratt(16),
    Some("The surviving laws do not say where king and rook go."),
);

static CODE_OF_24: CodeNotes = CodeNotes {
    code: Code::CodeOf24,
    basis: "The surviving laws of the code of 24 (the end of law 9 and laws 10-24); laws 1-8 \
            are lost.",
    attested: &[
        CODE_OF_24_EN_PASSANT,
        CODE_OF_24_CASTLING_BARS,
        CODE_OF_24_PROMOTION,
        note(
            "Fifty moves",
            "In rook and bishop against rook, two bishops or knight and bishop, &c.: mate within \
             fifty moves on each side or the game is drawn.",
            code24(22),
            Some("\u{201c}&c.\u{201d} leaves the list open: which other endings it takes in is a reading."),
        ),
        CODE_OF_24_STALEMATE,
    ],
    borrowed: &[
        CODE_OF_24_CASTLING,
        note(
            "Odds",
            "Set up as in Sarratt and the Laws of the Game.",
            None,
            Some("If the code had laws on odds, they were among the lost laws 1-8."),
        ),
        NO_MATERIAL_DRAW,
    ],
};

static LOST_PIECES_ONLY: CodeNotes = CodeNotes {
    code: Code::LostPiecesOnly,
    basis: "Sarratt's English laws with the promotion rule of the \u{201c}some persons\u{201d} he \
            rejects in law 22.",
    attested: &[note(
        "Promotion",
        "A pawn on the last rank may become only a piece already lost; if none is lost, it \
         waits there, a non-descript.",
        sarratt(22),
        Some(
            "Sarratt states the rule to reject it. The waiting pawn, exchanged later by a move of \
             its own, is a reading: Staunton (1848, as cited in Wikipedia, \u{201c}Promotion \
             (chess)\u{201d}) describes the pawn taking the lost piece's role at once. Outside \
             the five texts, it was the Italian rule (Ponziani, law III).",
        ),
    )],
    borrowed: &[
        EN_PASSANT,
        CASTLING,
        MEN_BETWEEN,
        FIFTY,
        STALEMATE_DRAWN,
        NO_MATERIAL_DRAW,
        ODDS_UNCONFINED,
    ],
};

const fn umpire(section: &'static str) -> Option<(Source, LawRef)> {
    Some((Source::UmpireCode, LawRef::Section(section)))
}

static UMPIRE_CODE: CodeNotes = CodeNotes {
    code: Code::UmpireCode,
    basis: "The sections of the umpire code on play (fifty moves on demand, stalemate); the \
            preset is the minimum needed to play its count of fifty moves, and takes every \
            other rule of play from Sarratt, with the Code of 24's bar on men between king and \
            rook.",
    attested: &[
        note(
            "Fifty moves",
            "On a demand to the umpire, in any position, fifty additional moves on each side; \
             unless mate be effected, the game is drawn at their end.",
            umpire("Counting Fifty Moves"),
            Some(
                "Readings: the umpire's judgment (whether the game is \u{201c}a proper game to \
                 be determined as drawn\u{201d}) is taken as granted, and the demand is made \
                 with the notice button; the moves are \u{201c}additional\u{201d}, so a \
                 capture or a pawn move does not restart them; the demanding side's right to \
                 go on after them, and the other side's new claim, are not played. The \
                 submission by mutual consent (\u{201c}Is, or is not the game a draw?\u{201d}) \
                 is the umpire's decision, not a count, and is not played.",
            ),
        ),
        note("Stalemate", "Drawn.", umpire("Stale-Mate"), None),
    ],
    borrowed: &[
        EN_PASSANT,
        CASTLING,
        MEN_BETWEEN,
        PROMOTION,
        NO_MATERIAL_DRAW,
        note(
            "The rest of play",
            "Sarratt's rules.",
            None,
            Some(
                "A reading: the sections of the scan say nothing of how the men move, of \
                 castling, en passant or promotion.",
            ),
        ),
    ],
};

static CODE_OF_24_ENGAGED: CodeNotes = CodeNotes {
    code: Code::CodeOf24Engaged,
    basis: "The code of 24 laws for a game engaged to mate with a particular man or on a \
            particular square, or to force the adversary to mate or stalemate: law 23 lifts \
            the count of law 22. A preset of the app, not a code of its own.",
    attested: &[
        note(
            "Fifty moves",
            "No limit of moves: the game is never drawn by counting them.",
            code24(23),
            Some(
                "The engagement itself (which man must mate, or on which square) is not \
                 checked by the board: only the lifted count is played. Sarratt's law 23 says \
                 the same of a mate engaged with a marked pawn or a particular piece.",
            ),
        ),
        CODE_OF_24_EN_PASSANT,
        CODE_OF_24_CASTLING_BARS,
        CODE_OF_24_PROMOTION,
        CODE_OF_24_STALEMATE,
    ],
    borrowed: &[CODE_OF_24_CASTLING, NO_MATERIAL_DRAW],
};

/// The codes whose rules cite `law` of `source`, in the codes' order: as
/// their own source's law or as the law a rule is taken from (their
/// notes), or as the law their board cites on a point every code rules on
/// (a move refused, a game scored), which the notes do not list.
pub fn codes_citing(source: Source, law: LawRef) -> impl Iterator<Item = Code> {
    Code::ALL.into_iter().filter(move |code| {
        let notes = code_notes(*code);
        let by_notes = notes
            .attested
            .iter()
            .chain(notes.borrowed)
            .any(|rule| rule.law == Some((source, law)));
        let book = code.rules().law_book;
        let by_board = RulePoint::ALL
            .into_iter()
            .filter(|point| point.is_of_every_code())
            .filter_map(|point| book.cite(point))
            .any(|cited| LawRef::in_citation(cited).any(|held| held == (source, law)));
        by_notes || by_board
    })
}

/// Where `code`'s rules come from: which its source attests and which the
/// preset borrows.
pub fn code_notes(code: Code) -> &'static CodeNotes {
    match code {
        Code::Modern => &MODERN,
        Code::Sarratt => &SARRATT,
        Code::Italy => &ITALY,
        Code::ItalyPonziani => &ITALY_PONZIANI,
        Code::Parsloe => &PARSLOE,
        Code::Turkey => &TURKEY,
        Code::LawsOfTheGame => &LAWS_OF_THE_GAME,
        Code::CodeOf24 => &CODE_OF_24,
        Code::LostPiecesOnly => &LOST_PIECES_ONLY,
        Code::UmpireCode => &UMPIRE_CODE,
        Code::CodeOf24Engaged => &CODE_OF_24_ENGAGED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_law_names_the_codes_whose_rules_cite_it() {
        let castling: Vec<Code> = codes_citing(Source::Sarratt, LawRef::Number(16)).collect();
        // Sarratt's own castling, and Italy's, whose bars are taken from it.
        assert!(castling.contains(&Code::Sarratt), "{castling:?}");
        assert!(castling.contains(&Code::Italy), "{castling:?}");
        assert!(!castling.contains(&Code::Modern), "{castling:?}");
        // A law of play no code's rule rests on: the board set right.
        assert_eq!(codes_citing(Source::Sarratt, LawRef::Number(1)).count(), 0);
        // Men between king and rook: only the Code of 24 names the bar, and
        // the codes on Sarratt's law book take it from there.
        let men_between: Vec<Code> = codes_citing(Source::CodeOf24, LawRef::Number(16)).collect();
        for code in [
            Code::Sarratt,
            Code::Italy,
            Code::LawsOfTheGame,
            Code::UmpireCode,
        ] {
            assert!(men_between.contains(&code), "{code}: {men_between:?}");
        }
        // A king stepping into check: Sarratt's law 18 under his own book,
        // the Code of 24's law 13 under its own.
        let into_check: Vec<Code> = codes_citing(Source::Sarratt, LawRef::Number(18)).collect();
        assert!(into_check.contains(&Code::Turkey), "{into_check:?}");
        assert!(!into_check.contains(&Code::CodeOf24), "{into_check:?}");
        assert!(codes_citing(Source::CodeOf24, LawRef::Number(13)).any(|c| c == Code::CodeOf24));
        // A switch's law only where the code's switch takes it: the Laws of
        // the Game draw a stalemate by their own law 17, not Sarratt's 24.
        assert!(
            !codes_citing(Source::Sarratt, LawRef::Number(24)).any(|c| c == Code::LawsOfTheGame)
        );
        // The umpire code's untitled paragraphs, under its own book.
        let paragraph = LawRef::Paragraph("moving into check");
        assert_eq!(
            codes_citing(Source::UmpireCode, paragraph).collect::<Vec<_>>(),
            [Code::UmpireCode]
        );
    }
}
