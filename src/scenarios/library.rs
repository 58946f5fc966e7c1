//! The scenarios themselves: plain `static` data.
//!
//! Every line here is played by `tests/scenarios.rs` under every code the
//! scenario names, and every stated result is checked.

use super::{Expectation, Expected, LawRef, Mend, Play, Scenario, Source, Start, Theme, Verdict};
use crate::core::{Code, Color, Law, Square};

/// Shorthand for an expectation.
const fn expect(code: Code, play: Play, result: Expected, summary: &'static str) -> Expectation {
    Expectation {
        code,
        play,
        result,
        summary,
    }
}

const fn refused(ply: usize, law: Law) -> Expected {
    Expected::Refused { ply, law }
}

const GOES_ON: Expected = Expected::GoesOn;
const WHITE_MATES: Expected = Expected::Ends(Verdict::Checkmate {
    winner: Color::White,
});
const BLACK_MATES: Expected = Expected::Ends(Verdict::Checkmate {
    winner: Color::Black,
});
const FIFTY: Expected = Expected::Ends(Verdict::FiftyMoves);

/// Ten times "Ra2 Rh7 Ra1 Rh8": forty plies of useless shuffling in the
/// rook-and-bishop ending.
const SHUFFLE_40: &str = "Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8";

/// Notice given, then a hundred plies of the same shuffling.
const NOTICE_THEN_SHUFFLE_100: &str = "notice \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8";

/// Sam Loyd's stalemate in ten moves, with Black's men still on the board.
const LOYD_STALEMATE: &str = "1.e3 a5 2.Qh5 Ra6 3.Qxa5 h5 4.h4 Rah6 5.Qxc7 f6 6.Qxd7+ Kf7 \
     7.Qxb7 Qd3 8.Qxb8 Qh7 9.Qxc8 Kg6 10.Qe6";

const CUNNINGHAM: &str = "1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3";

pub(super) static SCENARIOS: &[Scenario] = &[
    // ------------------------------------------------------------------
    // The four headline scenarios.
    Scenario {
        id: "italian-castling",
        title: "Italian castling: four ways on the king's side",
        source: Source::Sarratt,
        law: LawRef::Number(16),
        quotation: "It is almost unnecessary to observe, that, when the King castles with his \
            Rook, the King must be placed on the Knight's square, and the Rook on the Bishop's \
            square: when he castles with the Queen's Rook, the King is to be placed on the \
            Queen's Bishop's square, and the Rook on the Queen's square. This is the only method \
            of castling which is allowed in Great Britain, France, and Holland; but in Italy, \
            and other parts of the continent, a player may castle in four different ways; 1. The \
            King at the Knight's square, and the Rook at the Bishop's square. 2. The King at the \
            Knight's square, and the Rook at the King's square. 3. The King at the Rook's square, \
            and the Rook at the Bishop's square; and, 4. The King at the Rook's square and Rook \
            at the King's square. These different methods [of] castling render the game \
            remarkably interesting. If the third method of castling were allowed in playing \
            Cunningham's Gambit, the attack would perhaps be irresistible.",
        mends: &[
            Mend {
                scanned: "methods castling",
                reads: "methods [of] castling",
            },
            Mend {
                scanned: "interesting, . If, the third",
                reads: "interesting. If the third",
            },
        ],
        commentary: "In Britain, France and Holland the king castled one way on each side; in \
            Italy he could go to the knight's or the rook's square, and the rook to the bishop's \
            or the king's square. In Cunningham's Gambit Black's pawn on g3 threatens to take on \
            h2 with check: in England White castles, and after 6...gxh2+ 7.Kh1 his king reaches \
            h1 a move later and a pawn down, while in Italy the third way puts the king on h1 at once, with the rook on the open \
            f-file and the pawn still on g3. After 5...fxg3, open the castlings under each code: \
            four under Italy, one elsewhere.",
        themes: &[Theme::Castling],
        start: Start::Initial,
        codes: &[Code::Sarratt, Code::Italy, Code::Modern],
        line: CUNNINGHAM,
        expectations: &[
            expect(
                Code::Sarratt,
                Play::LineThen("6.O-O gxh2+ 7.Kh1"),
                GOES_ON,
                "6.O-O gxh2+ 7.Kh1: the king reaches h1 a move later, the h-pawn lost",
            ),
            expect(
                Code::Italy,
                Play::LineThen("6.O-O(Kh1,Rf1)"),
                GOES_ON,
                "6.O-O(Kh1,Rf1): king on h1, rook on f1, the pawn still on g3; Black to move",
            ),
            expect(
                Code::Sarratt,
                Play::LineThen("6.O-O(Kh1,Rf1)"),
                refused(11, Law::sarratt(16)),
                "Refused: the only castling allowed in Great Britain puts the king on g1",
            ),
            expect(
                Code::Modern,
                Play::LineThen("6.O-O(Kh1,Rf1)"),
                refused(11, Law::fide("3.8.2")),
                "Refused: one way of castling only",
            ),
            expect(
                Code::Modern,
                Play::LineThen("6.O-O gxh2+ 7.Kh1"),
                GOES_ON,
                "As in England: 6.O-O gxh2+ 7.Kh1",
            ),
        ],
        notes: &[
            "The \"third method\" is read as one move: the king goes from e1 to h1 and the rook \
             from h1 to f1, written 6.O-O(Kh1,Rf1).",
        ],
        descriptive: None,
    },
    Scenario {
        id: "passar-battaglia",
        title: "Passar battaglia: no en passant in Italy",
        source: Source::Sarratt,
        law: LawRef::Number(15),
        quotation: "A Pawn that is pushed two steps may be taken \"en Passant,\" by the \
            adversary's Pawn. N. B. This is not the case in Italy; a Pawn is allowed to pass \
            \"en prise;\" and that is called \"passar battaglia.\"",
        mends: &[
            Mend {
                scanned: "\" en Passant,\"",
                reads: "\"en Passant,\"",
            },
            Mend {
                scanned: "\" en prise;\"",
                reads: "\"en prise;\"",
            },
            Mend {
                scanned: "\" passar battaglia.\"",
                reads: "\"passar battaglia.\"",
            },
        ],
        commentary: "A pawn that makes its double step may be taken by an enemy pawn as if it \
            had moved one square only, so the double step cannot be used to slip past a pawn \
            on the fifth rank. Italy kept the double step without this capture: the pawn was \
            said to pass the battle, and Italian players kept the custom long after Sarratt. \
            After 2...d5 try 3.exd6 under each code: in Italy it is refused, and Black's pawn \
            stands safely on d5.",
        themes: &[Theme::EnPassant],
        start: Start::Initial,
        codes: &[Code::Sarratt, Code::Italy, Code::Modern],
        line: "1.e4 Nf6 2.e5 d5 3.exd6",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "3.exd6 e.p.: the pawn on d5 is taken as if it stood on d6",
            ),
            expect(
                Code::Italy,
                Play::Line,
                refused(5, Law::sarratt_nb(15)),
                "Refused: no en passant in Italy, the pawn passes the battle",
            ),
            expect(Code::Modern, Play::Line, GOES_ON, "3.exd6 e.p., as today"),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "stalemate-verdicts",
        title: "Stalemate: a draw, a win or a loss",
        source: Source::Sarratt,
        law: LawRef::Number(24),
        quotation: "If the King be stale-mate, the game is a drawn game. Formerly, at Parsloe's \
            Hotel, where several of the first players in Europe held a club, he who stale-mated \
            his adversary lost the game: on the contrary, in Turkey, he who stale-mates his \
            adversary wins the game. In France, Italy, Germany, &c. stale-mate has always been \
            considered a drawn game.",
        mends: &[],
        commentary: "Stalemate has not always been a draw. At Parsloe's club in London the \
            player who gave stalemate lost the game, in Turkey he won it, and Sarratt, with \
            France, Italy and Germany, counted it a draw. Play 1.Qb6 and compare the three \
            verdicts for the same position; then find the mate White should have given \
            (1.Qb7#).",
        themes: &[Theme::Stalemate],
        start: Start::Fen("k7/2K5/8/8/8/1Q6/8/8 w - - 0 1"),
        codes: &[Code::Sarratt, Code::Parsloe, Code::Turkey],
        line: "1.Qb6",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Stalemate: a drawn game",
            ),
            expect(
                Code::Parsloe,
                Play::Line,
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::Black),
                }),
                "Stalemate: White, who gave it, loses",
            ),
            expect(
                Code::Turkey,
                Play::Line,
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::White),
                }),
                "Stalemate: White, who gave it, wins",
            ),
            expect(
                Code::Sarratt,
                Play::Instead("1.Qb7#"),
                WHITE_MATES,
                "1.Qb7# wins under every code",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "pawn-and-three-moves",
        title: "The pawn and three moves: mate before Black has moved a piece",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(15),
        quotation: "A player receiving the odds of the pawn, and three or more first moves, \
            must confine those moves to his own territory, otherwise he might give check-mate \
            before the adversary had moved a piece, as thus: suppose the black king's bishop's \
            pawn being given; if white move— 1st, king's pawn one square; 2nd, king's bishop to \
            queen's third square; and 3rd, queen to rook's fifth square, he checks the black \
            king.",
        mends: &[],
        commentary: "Black gives the king's bishop's pawn and lets White make three moves in a \
            row. Unconfined, 1.e3 2.Bd3 3.Qh5+ leaves Black only 3...g6, and 4.Qxg6+ hxg6 \
            5.Bxg6 is mate: Black has moved two pawns and no piece. The Laws of the Game forbid \
            it by keeping the free moves in White's own half of the board, so 3.Qh5 is refused; \
            try three moves at home instead.",
        themes: &[Theme::Odds],
        start: Start::Odds {
            giver: Color::Black,
            removed: &[Square::F7],
            receiver_moves: 3,
        },
        codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
        line: "1.e3 2.Bd3 3.Qh5+ g6 4.Qxg6+ hxg6 5.Bxg6#",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                WHITE_MATES,
                "Unconfined: mate on White's fifth move",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                refused(3, Law::lotg(15)),
                "Refused: 3.Qh5 leaves White's own territory",
            ),
            expect(
                Code::Modern,
                Play::Line,
                WHITE_MATES,
                "Unconfined (modern rules say nothing of odds): mate",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Instead("1.e4 2.d4 3.Nc3 e6"),
                GOES_ON,
                "Three moves within the first four ranks: allowed",
            ),
            expect(
                Code::Sarratt,
                Play::Instead("1.e4 2.Qh5+ g6 3.Qe5"),
                GOES_ON,
                "A free move that gives check ends the free moves: Black answers at once",
            ),
        ],
        notes: &[
            "The receiver's \"own territory\" is read as his half of the board: ranks 1 to 4 \
             for White.",
            "A free move that gives check hands the move to the other side at once, and the \
             free moves left are lost, so that the checked king can answer (the core's reading; \
             the Laws of the Game do not say).",
        ],
        descriptive: Some("P-K3 B-Q3 Q-R5ch"),
    },
    // ------------------------------------------------------------------
    // Castling.
    Scenario {
        id: "italian-queenside",
        title: "Italian castling on the queen's side (an interpretation)",
        source: Source::Sarratt,
        law: LawRef::Number(16),
        quotation: "when he castles with the Queen's Rook, the King is to be placed on the \
            Queen's Bishop's square, and the Rook on the Queen's square.",
        mends: &[],
        commentary: "Sarratt describes the four Italian castlings for the king's side only. \
            Mirrored on the queen's side, the king goes to the knight's square (b1) or the \
            rook's square (a1) and the rook to the bishop's (c1) or queen's square (d1); the \
            usual castling, king to c1, is then not one of them. Compare 5.O-O-O in England \
            with 5.O-O-O(Kb1,Rd1) in Italy.",
        themes: &[Theme::Castling],
        start: Start::Initial,
        codes: &[Code::Sarratt, Code::Italy],
        line: "1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.O-O-O",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "5.O-O-O: king to c1, rook to d1",
            ),
            expect(
                Code::Italy,
                Play::Line,
                refused(9, Law::sarratt(16)),
                "Refused: in the mirrored Italian castling the king goes to b1 or a1",
            ),
            expect(
                Code::Italy,
                Play::Instead("1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.O-O-O(Kb1,Rd1)"),
                GOES_ON,
                "5.O-O-O(Kb1,Rd1): king to b1, rook to d1 in one move",
            ),
            expect(
                Code::Sarratt,
                Play::Instead("1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.O-O-O(Kb1,Rd1)"),
                refused(9, Law::sarratt(16)),
                "Refused: the only method allowed in Great Britain",
            ),
        ],
        notes: &[
            "Sarratt names the four ways only for the king's side. The queen's side is read as \
             their mirror: king to b1 or a1, rook to c1 or d1. Under this reading the usual \
             queen's-side castling (king to c1) is not an Italian way.",
        ],
        descriptive: None,
    },
    Scenario {
        id: "castling-through-attack",
        title: "No castling over a square under attack",
        source: Source::Sarratt,
        law: LawRef::Number(16),
        quotation: "The King must not castle; 1st, if he have moved; 2dly, if he be in check; \
            3dly, if any of the squares, over which he moves in castling, be under the power of \
            one of his adversary's pieces; and, 4thly, if the Rook have moved. A player who \
            castles in either of these four cases, must put back the move; and his adversary \
            may compel him to play either the King, or the Rook, with which he intended to \
            castle.",
        mends: &[],
        commentary: "Black's bishop on a6 watches f1, the square the king crosses on his way to \
            g1, so White may not castle, in England or in Italy: every Italian way on the \
            king's side crosses f1 too. Sarratt's penalty (the adversary chooses whether the \
            king or the rook must move) is for players; here the move is simply refused. Block \
            the diagonal with 5.d3 and castling is allowed again.",
        themes: &[Theme::Castling],
        start: Start::Initial,
        codes: &[Code::Sarratt, Code::Italy, Code::Modern],
        line: "1.e4 b6 2.Nf3 Ba6 3.g3 Nc6 4.Bg2 Nf6 5.O-O",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                refused(9, Law::sarratt(16)),
                "Refused: the king would pass over f1, under the power of the bishop",
            ),
            expect(
                Code::Italy,
                Play::Instead("1.e4 b6 2.Nf3 Ba6 3.g3 Nc6 4.Bg2 Nf6 5.O-O(Kh1,Rf1)"),
                refused(9, Law::sarratt(16)),
                "Refused: the king to h1 also passes f1",
            ),
            expect(
                Code::Italy,
                Play::Line,
                refused(9, Law::sarratt(16)),
                "Refused, as in England",
            ),
            expect(
                Code::Modern,
                Play::Line,
                refused(9, Law::fide("3.8.2.2")),
                "Refused, as today",
            ),
            expect(
                Code::Sarratt,
                Play::Instead("1.e4 b6 2.Nf3 Ba6 3.g3 Nc6 4.Bg2 Nf6 5.d3 e6 6.O-O"),
                GOES_ON,
                "With d3 blocking the bishop, White castles",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "castling-in-check",
        title: "No castling out of check",
        source: Source::CodeOf24,
        law: LawRef::Number(16),
        quotation: "A player cannot castle in the following cases 1st. If the king or rook have \
            been moved. 2nd. If the king be in check. 3rd. If there be any piece between king \
            and rook. 4th. If the king pass over any square attacked by one of the adversary’s \
            pieces or pawns.",
        mends: &[],
        commentary: "Castling is not a way out of check: after 4...Bb4+ White must answer the \
            check some other way, under every code, Italian free castling included. Once the \
            check is parried (5.c3 Ba5), White may castle: having been in check does not take \
            the right away.",
        themes: &[Theme::Castling, Theme::CheckAndMate],
        start: Start::Initial,
        codes: &[Code::CodeOf24, Code::Italy, Code::Modern],
        line: "1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bb4+ 5.O-O",
        expectations: &[
            expect(
                Code::CodeOf24,
                Play::Line,
                refused(9, Law::code_of_24(16)),
                "Refused: the king is in check",
            ),
            expect(
                Code::Italy,
                Play::Instead("1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bb4+ 5.O-O(Kh1,Rf1)"),
                refused(9, Law::sarratt(16)),
                "Refused: no Italian way out of check either",
            ),
            expect(
                Code::Modern,
                Play::Line,
                refused(9, Law::fide("3.8.2.2")),
                "Refused, as today",
            ),
            expect(
                Code::CodeOf24,
                Play::Instead("1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bb4+ 5.c3 Ba5 6.O-O"),
                GOES_ON,
                "After 5.c3 Ba5 the king is no longer in check: White castles",
            ),
        ],
        notes: &[
            "The core cites Sarratt 16 for every castling refusal it shares with this law; the \
             Code of 24 says the same in its own words.",
        ],
        descriptive: None,
    },
    Scenario {
        id: "castling-after-moving",
        title: "Castling after check, but never after the king has moved",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(8),
        quotation: "You cannot castle after your king or the rook has moved; if you attempt it, \
            the adversary may require you to move either the king or the rook. But your king \
            having been in check, or the rook being at the moment under attack, does not \
            prevent you from castling; and a player giving the odds of the rook, may still \
            castle on that side of the board, as if the rook were at its square.",
        mends: &[],
        commentary: "A king that has been in check keeps his right to castle, but a king that \
            has moved loses it for good, even if he walks back to his square. In the main line \
            White parries 4...Bb4+ with 5.c3 and castles two moves later; in the other, 2.Ke2 \
            and 3.Ke1 bring the king home, yet 6.O-O is refused. The last clause, castling \
            after giving the rook, has its own scenario.",
        themes: &[Theme::Castling],
        start: Start::Initial,
        codes: &[Code::LawsOfTheGame, Code::Modern],
        line: "1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Bb4+ 5.c3 Ba5 6.O-O",
        expectations: &[
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                GOES_ON,
                "6.O-O: having been in check does not prevent castling",
            ),
            expect(Code::Modern, Play::Line, GOES_ON, "6.O-O, as today"),
            expect(
                Code::LawsOfTheGame,
                Play::Instead("1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Nf3 Nf6 5.Bc4 Bc5 6.O-O"),
                refused(11, Law::lotg(8)),
                "Refused: the king has moved, though he stands on his square again",
            ),
            expect(
                Code::Modern,
                Play::Instead("1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Nf3 Nf6 5.Bc4 Bc5 6.O-O"),
                refused(11, Law::fide("3.8.2.1")),
                "Refused, as today",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "rook-odds-castling",
        title: "Castling on the side of the rook given as odds",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(16),
        quotation: "A player giving the odds of the rook, may nevertheless castle on that side, \
            as if the rook was at its square.",
        mends: &[],
        commentary: "White gives the queen's rook and, as the giver of odds, moves first. Under \
            the Laws of the Game he may still castle on the queen's side as if the rook stood on \
            a1: the king goes to c1 alone. Under Sarratt's laws there is no rook to castle with, \
            and 5.O-O-O is refused.",
        themes: &[Theme::Castling, Theme::Odds],
        start: Start::Odds {
            giver: Color::White,
            removed: &[Square::A1],
            receiver_moves: 0,
        },
        codes: &[Code::LawsOfTheGame, Code::Sarratt],
        line: "1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.O-O-O",
        expectations: &[
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                GOES_ON,
                "5.O-O-O: the king goes to c1 as if the rook stood on a1",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                refused(9, Law::sarratt(16)),
                "Refused: there is no rook on a1 to castle with",
            ),
        ],
        notes: &[
            "The king makes the castling move alone, to c1 (or g1 on the king's side); nothing \
             is put on the rook's square. The conditions of castling still hold: the squares \
             between king and corner empty, none the king crosses under attack.",
        ],
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Odds.
    Scenario {
        id: "pawn-and-move",
        title: "The pawn and move: the king's bishop's pawn",
        source: Source::Sarratt,
        law: LawRef::Number(6),
        quotation: "The player who gives odds has always the advantage of the move; except, of \
            course, in those games where the move is also given to the inferior player, such, \
            for example, as the Pawn and move, &c",
        mends: &[],
        commentary: "The stronger player normally moves first when he gives odds; at \"pawn and \
            move\" he gives the first move as well as the pawn. The pawn is the king's bishop's \
            pawn, and its absence opens the diagonal from h5 to the king: after 1.e4 e5?, \
            2.Qh5+ g6 3.Qxe5+ wins the rook on h8. The laws compared here agree; the point is \
            the setup.",
        themes: &[Theme::Odds],
        start: Start::Odds {
            giver: Color::Black,
            removed: &[Square::F7],
            receiver_moves: 1,
        },
        codes: &[Code::Sarratt, Code::LawsOfTheGame],
        line: "1.e4 e5 2.Qh5+ g6 3.Qxe5+ Qe7 4.Qxh8",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "The rook falls; the game goes on",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                GOES_ON,
                "The same: one free move is not confined",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "pawn-and-two-moves",
        title: "The pawn and two moves: which pawn is given",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(13),
        quotation: "In giving odds, a player engaging to give the rook, or knight, may give \
            which rook or knight he please; but if he engage to give a pawn, the king's \
            bishop's pawn is always understood.",
        mends: &[],
        commentary: "Odds of a pawn always meant the king's bishop's pawn, whose absence opens \
            the diagonal from h5 to the king. Law 15 confines only three or more free \
            moves, so with two the queen may go straight to h5 with check. Compare with the \
            pawn and three moves, where the same sally is refused.",
        themes: &[Theme::Odds],
        start: Start::Odds {
            giver: Color::Black,
            removed: &[Square::F7],
            receiver_moves: 2,
        },
        codes: &[Code::LawsOfTheGame, Code::Sarratt],
        line: "1.e4 2.Qh5+ g6 3.Qe5 Nf6",
        expectations: &[
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                GOES_ON,
                "Two free moves are not confined: 2.Qh5+ is allowed",
            ),
            expect(Code::Sarratt, Play::Line, GOES_ON, "Allowed, as always"),
        ],
        notes: &[
            "Laws of the Game 15 speaks of \"three or more first moves\": the core confines the \
             free moves only then.",
        ],
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Promotion.
    Scenario {
        id: "second-queen",
        title: "A second queen, or a pawn that waits: the \"non-descript\"",
        source: Source::Sarratt,
        law: LawRef::Number(22),
        quotation: "When a player has pushed a Pawn to Queen, he is at liberty to make a second \
            Queen, a third Rook; or any other piece which he may deem more useful for his \
            attack or defence. N. B. This rule has been observed from time immemorial; and \
            there are several examples of a player's having two Queens in Greco's treatise. \
            Some persons, who wish to be singular pretend that a player who passes a Pawn to \
            Queen, can not call for a Queen unless he have lost or exchanged his own; and they \
            say, that a player can call only for the piece which he has lost. Many examples may \
            be given where a skillful player will push a Pawn to Queen before any exchange has \
            taken place; in that case, what will the Pawn be called, and of what use will it be \
            to the player? Will any person, who knows some thing of the game, venture to say \
            that the Pawn, when it has once reached the adversary's line, must remain there a \
            non-descript, until an exchange take place?",
        mends: &[],
        commentary: "Sarratt lets a pawn become any piece, so White may have two queens. He \
            mocks the rule of \"some persons\" that a pawn may become only a piece already \
            lost: with all his pieces on the board White's pawn must stand on b8 as a pawn, \
            doing nothing, until Black takes something; then it may become that piece and \
            nothing else. Play 1.b8 Rxa1 2.b8=R+ under that rule, and try 2.b8=Q.",
        themes: &[Theme::Promotion],
        start: Start::Fen("4k3/1P6/8/8/8/r7/2PPPPPP/RNBQKBNR w - - 0 1"),
        codes: &[Code::Sarratt, Code::LostPiecesOnly],
        line: "1.b8=Q+ Ke7",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "1.b8=Q+: White has two queens",
            ),
            expect(
                Code::LostPiecesOnly,
                Play::Line,
                refused(1, Law::sarratt_nb(22)),
                "Refused: White has lost no piece, so the pawn cannot become a queen",
            ),
            expect(
                Code::LostPiecesOnly,
                Play::Instead("1.b8 Rxa1 2.b8=R+"),
                GOES_ON,
                "The pawn waits on b8; once the rook is taken it becomes a rook",
            ),
            expect(
                Code::LostPiecesOnly,
                Play::Instead("1.b8 Rxa1 2.b8=Q"),
                refused(3, Law::sarratt_nb(22)),
                "Refused: only the lost rook may be called for",
            ),
        ],
        notes: &[
            "The rule Sarratt rejects is read as: a pawn reaching the last rank must become a \
             piece its side has lost, if any; if none is lost it stays there as a pawn that \
             neither moves nor attacks, and later its owner may spend a move to exchange it \
             for a lost piece (written b8=R, the pawn staying on its square).",
        ],
        descriptive: None,
    },
    Scenario {
        id: "promotion-any-piece",
        title: "A pawn on the eighth square: any piece, or only a lost one",
        source: Source::CodeOf24,
        law: LawRef::Number(21),
        quotation: "Every pawn which has reached the eighth square of the chess-board, may be \
            immediately exchanged for a queen, or any other piece the player may think proper.",
        mends: &[],
        commentary: "The code of 24 laws lets the pawn become any piece at once. White has lost \
            only a knight: under the rule Sarratt rejects, 1.e8=Q is refused and the pawn must \
            become the lost knight. Compare the two codes on the same move.",
        themes: &[Theme::Promotion],
        start: Start::Fen("8/4P2k/8/8/8/8/PPPP1PPP/R1BQKBNR w - - 0 1"),
        codes: &[Code::CodeOf24, Code::LostPiecesOnly],
        line: "1.e8=Q",
        expectations: &[
            expect(
                Code::CodeOf24,
                Play::Line,
                GOES_ON,
                "1.e8=Q: a second queen, at once",
            ),
            expect(
                Code::LostPiecesOnly,
                Play::Line,
                refused(1, Law::sarratt_nb(22)),
                "Refused: White has lost a knight, not a queen",
            ),
            expect(
                Code::LostPiecesOnly,
                Play::Instead("1.e8=N"),
                GOES_ON,
                "1.e8=N: the lost knight comes back",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // En passant.
    Scenario {
        id: "en-passant-either-pawn",
        title: "En passant: with any pawn that could have taken it",
        source: Source::CodeOf24,
        law: LawRef::Number(15),
        quotation: "When a pawn is first moved in a game, it may be played one or two squares, \
            but in the latter case the adversary has the privilege of taking it as it is named \
            “en passant,” with any pawn which could have taken it had it been moved only one \
            square; a pawn cannot be taken en passant by any other piece but a pawn.",
        mends: &[
            Mend {
                scanned: "butin",
                reads: "but in",
            },
            Mend {
                scanned: "“ en pas- sant,”",
                reads: "“en passant,”",
            },
        ],
        commentary: "With White's pawns on c5 and e5, Black's 4...d5 passes both, and either \
            may take it on d6 as if it had moved one square. Only a pawn may do so: a piece \
            that goes to d6 takes nothing. In Italy neither capture is allowed.",
        themes: &[Theme::EnPassant],
        start: Start::Initial,
        codes: &[Code::CodeOf24, Code::Italy, Code::Modern],
        line: "1.e4 h6 2.e5 h5 3.c4 a6 4.c5 d5 5.cxd6",
        expectations: &[
            expect(
                Code::CodeOf24,
                Play::Line,
                GOES_ON,
                "5.cxd6 e.p.: the c-pawn takes",
            ),
            expect(
                Code::CodeOf24,
                Play::Instead("1.e4 h6 2.e5 h5 3.c4 a6 4.c5 d5 5.exd6"),
                GOES_ON,
                "5.exd6 e.p.: or the e-pawn",
            ),
            expect(
                Code::Italy,
                Play::Line,
                refused(9, Law::sarratt_nb(15)),
                "Refused: passar battaglia",
            ),
            expect(Code::Modern, Play::Line, GOES_ON, "5.cxd6 e.p., as today"),
            expect(
                Code::CodeOf24,
                Play::Instead("1.e4 h6 2.e5 h5 3.c4 a6 4.c5 d5 5.Nc3 Nc6 6.cxd6"),
                refused(11, Law::code_of_24(13)),
                "Refused: the privilege is used at once or not at all",
            ),
        ],
        notes: &[
            "The law does not say when the privilege lapses; it is read as today: only on the \
             move right after the double step.",
        ],
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Draws.
    Scenario {
        id: "fifty-moves-on-notice",
        title: "Fifty moves, counted from the notice",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(19),
        quotation: "With the view of putting an end to useless contests In any game where the \
            number of pieces are reduced to the king and queen against the king; the rook and \
            bishop against the rook, or two bishops; or a knight and bishop against the king \
            only, the adversary may give notice that he intends to count the moves, in which \
            case you must check mate in not exceeding fifty moves for each player (to be \
            computed from the notice given) or it will be a drawn game.",
        mends: &[],
        commentary: "Rook and bishop against rook is usually a draw with good defence, yet the \
            stronger side may try for ever. Today, and under Sarratt, the fifty moves run by themselves: this \
            ending has already lasted thirty moves, so twenty more of shuffling draw it. Under \
            the Laws of the Game nothing is counted until the defender gives notice, and then \
            White has fifty full moves from that moment.",
        themes: &[Theme::Draws],
        start: Start::Fen("4k2r/8/8/8/8/2K5/8/R1B5 w - - 60 80"),
        codes: &[Code::LawsOfTheGame, Code::Sarratt, Code::Modern],
        line: SHUFFLE_40,
        expectations: &[
            expect(
                Code::Modern,
                Play::Line,
                FIFTY,
                "Drawn: fifty moves without capture or pawn move",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                FIFTY,
                "Drawn: fifty moves in the ending (Sarratt 23)",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                GOES_ON,
                "No notice given: nothing is counted, the game goes on",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Instead(NOTICE_THEN_SHUFFLE_100),
                FIFTY,
                "Notice given: drawn fifty moves later",
            ),
            expect(
                Code::Modern,
                Play::Instead(NOTICE_THEN_SHUFFLE_100),
                refused(1, Law::fide("9.3")),
                "No notice is given under modern rules",
            ),
        ],
        notes: &[
            "The count runs from the notice: fifty moves on each side, a hundred plies, whatever \
             the moves before it.",
        ],
        descriptive: None,
    },
    Scenario {
        id: "knight-and-bishop",
        title: "Knight and bishop against the king: fifty moves",
        source: Source::Sarratt,
        law: LawRef::Number(23),
        quotation: "At the end of a game, when a player remains with a Rook and a Bishop \
            against a Rook; with both Bishops, or with a Knight and Bishop against the King, \
            &c. if he can not check-mate his adversary in fifty moves, the game will be \
            considered as a drawn game. But, if a player engage to check-mate his adversary \
            with a marked pawn, or with any particular piece, the number of moves is then \
            unlimited.",
        mends: &[Mend {
            scanned: "and at Bishop",
            reads: "and a Bishop",
        }],
        commentary: "Knight and bishop can force mate, but only with care, and it may take more \
            than thirty moves. Sarratt counts fifty moves from the moment the ending stands; \
            the Laws of the Game count only after a notice. Here forty-eight moves have gone by \
            since the last capture: two more draw the game under Sarratt and today, while \
            under the Laws of the Game it goes on.",
        themes: &[Theme::Draws],
        start: Start::Fen("8/8/8/4k3/8/8/8/KNB5 w - - 96 120"),
        codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
        line: "1.Nc3 Kd4 2.Nb5+ Kc4",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                FIFTY,
                "Drawn: fifty moves in the ending",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                GOES_ON,
                "No notice given: the game goes on",
            ),
            expect(Code::Modern, Play::Line, FIFTY, "Drawn, as today"),
        ],
        notes: &[
            "The count runs from the last capture or pawn move, which in these endings is the \
             moment the ending came about.",
        ],
        descriptive: None,
    },
    Scenario {
        id: "named-endings-only",
        title: "Fifty moves only in the named endings",
        source: Source::CodeOf24,
        law: LawRef::Number(22),
        quotation: "If a player remain at the end of a game with a rook and a bishop against a \
            rook, or with both bishops only, or knight and bishop only, &c., he must check-mate \
            his adversary in fifty moves on each side at most, or the game will be considered \
            drawn.",
        mends: &[
            Mend {
                scanned: "ad- versary",
                reads: "adversary",
            },
            Mend {
                scanned: "tho game",
                reads: "the game",
            },
            Mend {
                scanned: "con- sidered",
                reads: "considered",
            },
        ],
        commentary: "The old codes limit only a few endings, those where one side can mate but \
            it is hard to do. Rook against bishop is not among them: under the code of 24 laws \
            the game goes on for as long as the players like, while today it is drawn after \
            fifty moves without a capture or a pawn move.",
        themes: &[Theme::Draws],
        start: Start::Fen("8/1b6/8/4k3/8/8/8/R2K4 w - - 96 110"),
        codes: &[Code::CodeOf24, Code::Modern],
        line: "1.Ra2 Ba6 2.Ra1 Bb7",
        expectations: &[
            expect(
                Code::CodeOf24,
                Play::Line,
                GOES_ON,
                "Not a named ending: no count, the game goes on",
            ),
            expect(
                Code::Modern,
                Play::Line,
                FIFTY,
                "Drawn: fifty moves without capture or pawn move",
            ),
        ],
        notes: &[
            "\"&c.\" is read narrowly: the count applies to the endings the codes name (with \
             king and queen against king from the Laws of the Game), not to others.",
        ],
        descriptive: None,
    },
    Scenario {
        id: "insufficient-material",
        title: "Not enough left to mate",
        source: Source::Primer,
        law: LawRef::Unnumbered,
        quotation: "A game is also drawn when neither side has sufficient material left to \
            enforce a mate.",
        mends: &[],
        commentary: "King and bishop cannot mate a lone king, so once the last pawn falls the \
            game can only be drawn. The primer of about 1900 says so; the older codes have no \
            such law, and under them the game goes on until the players agree a draw.",
        themes: &[Theme::Draws],
        start: Start::Fen("8/8/8/3k4/8/5p2/5K2/7B w - - 0 60"),
        codes: &[Code::Modern, Code::Sarratt],
        line: "1.Kxf3",
        expectations: &[
            expect(
                Code::Modern,
                Play::Line,
                Expected::Ends(Verdict::InsufficientMaterial),
                "Drawn: neither side can mate",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "No such law: the game goes on",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Stalemate, check and mate.
    Scenario {
        id: "stalemate-king-and-pawn",
        title: "The stalemate that saves the king-and-pawn ending",
        source: Source::UmpireCode,
        law: LawRef::Section("Stale-Mate"),
        quotation: "Stale-Mate. A stale-mate is a drawn game.",
        mends: &[],
        commentary: "With king and pawn against king the defender often saves himself by \
            stalemate: here 1.Kf6 leaves Black no move. Scored as a draw, as the umpire code \
            and today's laws score it, this is a defence; at Parsloe's it would be a win for \
            Black, and in Turkey the stalemate itself would win it for White.",
        themes: &[Theme::Stalemate],
        start: Start::Fen("5k2/5P2/4K3/8/8/8/8/8 w - - 0 1"),
        codes: &[Code::Modern, Code::Parsloe, Code::Turkey],
        line: "1.Kf6",
        expectations: &[
            expect(
                Code::Modern,
                Play::Line,
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Stalemate: a drawn game",
            ),
            expect(
                Code::Parsloe,
                Play::Line,
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::Black),
                }),
                "Stalemate: Black wins",
            ),
            expect(
                Code::Turkey,
                Play::Line,
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::White),
                }),
                "Stalemate: White wins",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "check-and-mate",
        title: "Check, mate and stalemate",
        source: Source::Primer,
        law: LawRef::Unnumbered,
        quotation: "This can be done by capturing the attacker or by interposing a piece (this \
            is not possible in case of attack by a Knight or a pawn), or lastly by moving the \
            King to a square which is not attacked. The latter must not be done by castling. If \
            it is impossible by any of the three methods above mentioned to avoid the attack \
            upon the King, the King is said to be checkmated, and the game is ended. If a King \
            is unable to move, though not attacked, and none of his remaining pieces can move, \
            the King is said to be stale-mated, and the game is drawn.",
        mends: &[],
        commentary: "A check is met by taking the checking man, by putting a man in the way, \
            or by moving the king, never by castling. In the main line the knight's check \
            7...Nf3 cannot be blocked, the bishop that could take the knight is pinned by the \
            queen, and the king's squares are filled by his own men: mate. In Sam Loyd's \
            ten-move game Black is stalemated with most of his men still on the board, none \
            of them able to move.",
        themes: &[Theme::CheckAndMate, Theme::Stalemate],
        start: Start::Initial,
        codes: &[Code::Modern, Code::Sarratt, Code::Parsloe],
        line: "1.e4 e5 2.Nf3 Nc6 3.Bc4 Nd4 4.Nxe5 Qg5 5.Nxf7 Qxg2 6.Rf1 Qxe4+ 7.Be2 Nf3#",
        expectations: &[
            expect(Code::Modern, Play::Line, BLACK_MATES, "Checkmate: Black wins"),
            expect(Code::Sarratt, Play::Line, BLACK_MATES, "Checkmate: Black wins"),
            expect(Code::Parsloe, Play::Line, BLACK_MATES, "Checkmate: Black wins"),
            expect(
                Code::Modern,
                Play::Instead(LOYD_STALEMATE),
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Loyd's stalemate: a drawn game",
            ),
            expect(
                Code::Sarratt,
                Play::Instead(LOYD_STALEMATE),
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Loyd's stalemate: a drawn game",
            ),
            expect(
                Code::Parsloe,
                Play::Instead(LOYD_STALEMATE),
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::Black),
                }),
                "Loyd's stalemate: White, who gave it, loses",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "no-check-from-a-pin",
        title: "No check with a man that shields your own king",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(7),
        quotation: "You cannot check your adversary’s king with any piece, which by moving \
            would place your own king in check.",
        mends: &[],
        commentary: "White's knight stands between Black's rook and White's king. Its leap to \
            f5 would check Black's king, but it would also expose its own, so it may not be \
            played: the safety of one's own king comes before attacking the other. Move the \
            king instead.",
        themes: &[Theme::CheckAndMate],
        start: Start::Fen("4r3/6k1/8/8/8/4N3/8/4K3 w - - 0 1"),
        codes: &[Code::LawsOfTheGame, Code::Sarratt, Code::Modern],
        line: "1.Nf5+",
        expectations: &[
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                refused(1, Law::lotg(7)),
                "Refused: the knight shields White's king from the rook",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                refused(1, Law::sarratt(17)),
                "Refused, as under every code",
            ),
            expect(
                Code::Modern,
                Play::Line,
                refused(1, Law::fide("3.9.2")),
                "Refused, as today",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Instead("1.Kd2"),
                GOES_ON,
                "1.Kd2: the king steps off the file, and the knight is free",
            ),
        ],
        notes: &[],
        descriptive: None,
    },
    Scenario {
        id: "moving-into-check",
        title: "A king may not move into check",
        source: Source::UmpireCode,
        law: LawRef::Unnumbered,
        quotation: "A player moving into check may be required, by the opposing player, either \
            to move the King elsewhere, or replace the King and make some other move—but such \
            other move shall not be selected by the player imposing the penalty.",
        mends: &[],
        commentary: "Moving one's king into check was an irregularity that the opponent had to \
            notice and punish; Sarratt found the penalty hard to settle. Here the board simply \
            refuses the move: 3.Ke3 would put the king on a square Black's bishop commands. \
            3.Kf3 is allowed.",
        themes: &[Theme::CheckAndMate, Theme::Conduct],
        start: Start::Initial,
        codes: &[Code::Modern, Code::Sarratt],
        line: "1.e4 e5 2.Ke2 Bc5 3.Ke3",
        expectations: &[
            expect(
                Code::Modern,
                Play::Line,
                refused(5, Law::fide("3.9.2")),
                "Refused: the king would stand in check on e3",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                refused(5, Law::sarratt(18)),
                "Refused: the king would stand in check on e3",
            ),
            expect(
                Code::Sarratt,
                Play::Instead("1.e4 e5 2.Ke2 Bc5 3.Kf3"),
                GOES_ON,
                "3.Kf3: a square no black man commands",
            ),
        ],
        notes: &[
            "The umpire code's penalty (the opponent's choice of remedy) is not played: the \
             move is refused, citing each code's own law against moving into check (Sarratt \
             18, the FIDE Laws today).",
        ],
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Conduct and the board.
    Scenario {
        id: "false-move",
        title: "A false move: a rook moved like a bishop",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(3),
        quotation: "If you make a false move (whether by mistake or not, giving to a piece a \
            movement not consistent with its laws, for example—moving a rook as if he were a \
            bishop, &c. you may be compelled either to leave such piece where you had placed \
            it—to give it a natural move, or to replace it and move the king.",
        mends: &[],
        commentary: "Over the board a false move stood unless the adversary objected, and he \
            chose the penalty: leave the piece where it went, give it a proper move, or put it \
            back and move the king. On this board a false move is simply refused, with the \
            reason; the penalties are left to the players. Try 3.Rb4 with the rook on a3.",
        themes: &[Theme::Conduct],
        start: Start::Initial,
        codes: &[Code::LawsOfTheGame, Code::Sarratt, Code::CodeOf24],
        line: "1.a4 e5 2.Ra3 d5 3.Rb4",
        expectations: &[
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                refused(5, Law::lotg(3)),
                "Refused: a rook moves along ranks and files",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                refused(5, Law::sarratt(13)),
                "Refused: a false move",
            ),
            expect(
                Code::CodeOf24,
                Play::Line,
                refused(5, Law::code_of_24(13)),
                "Refused: a false move",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Instead("1.a4 e5 2.Ra3 d5 3.Rb3"),
                GOES_ON,
                "A natural move: 3.Rb3",
            ),
        ],
        notes: &[
            "The penalties of the law (the adversary's choice) are not played: the board \
             refuses the false move and says why, citing Sarratt 13, the same law in other \
             words.",
        ],
        descriptive: None,
    },
    Scenario {
        id: "board-placement",
        title: "A white square on the right hand",
        source: Source::Sarratt,
        law: LawRef::Number(1),
        quotation: "THE Chess-board must be placed in such a manner, that each player may have \
            a white square on his right hand; that is to say, the player of the White pieces \
            must have his King's Rook on a white square; and consequently the player of the \
            black pieces will have his Queen's Rook also on a white square.",
        mends: &[Mend {
            scanned: "right hand ;",
            reads: "right hand;",
        }],
        commentary: "The board is turned so that each player has a light square in the corner \
            at his right hand: h1 for White, a8 for Black, as it is set today. Nothing in play \
            changes, but a wrongly placed board could be put right only before four moves on \
            each side had been played; after that the game went on as it stood.",
        themes: &[Theme::Conduct],
        start: Start::Initial,
        codes: &[Code::Sarratt, Code::Modern],
        line: "1.e4 e5",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "The same game on the same board",
            ),
            expect(Code::Modern, Play::Line, GOES_ON, "The same, as today"),
        ],
        notes: &[],
        descriptive: None,
    },
];
