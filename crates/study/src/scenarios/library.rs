//! The scenarios themselves: plain `static` data.
//!
//! Every line here is played by `tests/laws_study/scenarios.rs` under every code the
//! scenario names, and every stated result is checked.

use super::{Expectation, Expected, LawRef, Mend, Play, Scenario, Source, Start, Theme, Verdict};
use crate::core::{Code, Color, Law, Square};

/// Shorthand for an expectation.
// `prose!` is the identity outside the site's first bundle.
#[allow(clippy::redundant_field_names)]
const fn expect(code: Code, play: Play, result: Expected, summary: &'static str) -> Expectation {
    Expectation {
        code,
        play,
        result,
        summary: prose!(summary),
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

/// Forty plies in the rook-and-bishop ending with no position twice:
/// White's king walks over twenty squares it never comes back to while
/// Black's king steps between e8 and d8, so that no repetition rule of
/// today (FIDE art. 9.2, 9.6.1) cuts the count of fifty moves short.
const KING_WALK_40: &str = "80.Kd3 Kd8 81.Ke3 Ke8 82.Kf3 Kd8 83.Kg3 Ke8 84.Kg4 Kd8 \
     85.Kf4 Ke8 86.Ke4 Kd8 87.Kd4 Ke8 88.Kc4 Kd8 89.Kb4 Ke8 90.Kb5 Kd8 91.Kc5 Ke8 \
     92.Kd5 Kd8 93.Ke5 Ke8 94.Kf5 Kd8 95.Kg5 Ke8 96.Kg6 Kd8 97.Kf6 Ke8 98.Ke6 Kd8 \
     99.Kd6 Ke8";

/// Notice given, then a hundred plies of useless shuffling ("Ra2 Rh7 Ra1
/// Rh8" over and over), for the codes that count no repetition.
/// The umpire's demand, then a pawn move among a hundred plies: the fifty
/// moves demanded are "additional", and the pawn move does not restart them.
const DEMAND_THEN_PAWN_100: &str =
    "notice e4 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 \
     Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 \
     Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 \
     Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 \
     Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 Ra2 Rh8 Ra1 Rh7 \
     Ra2 Rh8";

const NOTICE_THEN_SHUFFLE_100: &str = "notice \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 \
     Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8 Ra2 Rh7 Ra1 Rh8";

/// A composed stalemate in ten moves (commonly credited to Sam Loyd), with
/// most of Black's men still on the board.
const TEN_MOVE_STALEMATE: &str = "1.e3 a5 2.Qh5 Ra6 3.Qxa5 h5 4.h4 Rah6 5.Qxc7 f6 6.Qxd7+ Kf7 \
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
        quotation: prose!("It is almost unnecessary to observe, that, when the King castles with his \
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
            Cunningham's Gambit, the attack would perhaps be irresistible."),
        mends: prose!(&[
            Mend {
                scanned: "methods castling",
                reads: "methods [of] castling",
            },
            Mend {
                scanned: "interesting, . If, the third",
                reads: "interesting. If the third",
            },
        ]),
        commentary: prose!("In Britain, France and Holland the king castled one way on each side; in \
            Italy he could go to the knight's or the rook's square, and the rook to the bishop's \
            or the king's square. In Cunningham's Gambit Black's pawn on g3 threatens to take on \
            h2 with check: in England White castles, and after 6...gxh2+ 7.Kh1 his king reaches \
            h1 a move later and a pawn down, while in Italy the third way puts the king on h1 at once, with the rook on f1, \
            behind White's own knight on f3, and Black's pawn still on g3. After 5...fxg3, open the castlings under each code: \
            four under Italy, one elsewhere."),
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
        notes: prose!(&[
            "The \"third method\" is read as one move: the king goes from e1 to h1 and the rook \
             from h1 to f1, written 6.O-O(Kh1,Rf1).",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "passar-battaglia",
        title: "Passar battaglia: no en passant in Italy",
        source: Source::Sarratt,
        law: LawRef::Number(15),
        quotation: prose!("A Pawn that is pushed two steps may be taken \"en Passant,\" by the \
            adversary's Pawn. N. B. This is not the case in Italy; a Pawn is allowed to pass \
            \"en prise;\" and that is called \"passar battaglia.\""),
        mends: prose!(&[
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
        ]),
        commentary: prose!("A pawn that makes its double step may be taken by an enemy pawn as if it \
            had moved one square only, so the double step cannot be used to slip past a pawn \
            on the fifth rank. Italy kept the double step without this capture: the pawn was \
            said to pass the battle. After 2...d5 try 3.exd6 under each code: in Italy it is refused, and Black's pawn \
            stands safely on d5."),
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
        notes: prose!(&[
            "Outside the text: Italian players kept their own rules, passar battaglia among \
             them, until the Milan tournament of 1881 (ICCF, the \"Amici\" page on Italian \
             chess).",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "stalemate-verdicts",
        title: "Stalemate: a draw, a win or a loss",
        source: Source::Sarratt,
        law: LawRef::Number(24),
        quotation: prose!("If the King be stale-mate, the game is a drawn game. Formerly, at Parsloe's \
            Hotel, where several of the first players in Europe held a club, he who stale-mated \
            his adversary lost the game: on the contrary, in Turkey, he who stale-mates his \
            adversary wins the game. In France, Italy, Germany, &c. stale-mate has always been \
            considered a drawn game."),
        mends: prose!(&[]),
        commentary: prose!("Stalemate has not always been a draw. At the club that met at Parsloe's \
            Hotel the player who gave stalemate lost the game, in Turkey he won it, and Sarratt, with \
            France, Italy and Germany, counted it a draw. Play 1.Qb6 and compare the three \
            verdicts for the same position; then find the mate White should have given \
            (1.Qb7#)."),
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
        notes: prose!(&[
            "Sarratt gives the rule of Parsloe's as past (\"Formerly\"); Barbier's treatise, \
             which he quotes in the same law, scores stalemate the same way.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "pawn-and-three-moves",
        title: "The pawn and three moves: mate before Black has moved a piece",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(15),
        quotation: prose!("A player receiving the odds of the pawn, and three or more first moves, \
            must confine those moves to his own territory, otherwise he might give check-mate \
            before the adversary had moved a piece, as thus: suppose the black king's bishop's \
            pawn being given; if white move— 1st, king's pawn one square; 2nd, king's bishop to \
            queen's third square; and 3rd, queen to rook's fifth square, he checks the black \
            king."),
        mends: prose!(&[]),
        commentary: prose!("Black gives the king's bishop's pawn and lets White make three moves in a \
            row. Unconfined, 1.e3 2.Bd3 3.Qh5+ leaves Black only 3...g6, and 4.Qxg6+ hxg6 \
            5.Bxg6 is mate: Black has moved two pawns and no piece. The Laws of the Game forbid \
            it by keeping the free moves in White's own half of the board, so 3.Qh5 is refused; \
            try three moves at home instead."),
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
        notes: prose!(&[
            "The receiver's \"own territory\" is read as his half of the board: ranks 1 to 4 \
             for White.",
            "A free move that gives check hands the move to the other side at once, and the \
             free moves left are lost, so that the checked king can answer (the core's reading; \
             the Laws of the Game do not say).",
            "The law speaks of the odds of the pawn. Confining three or more free moves given \
             with other odds (a piece and three moves, say) would extend it: a reading, not its \
             words, and marked as such wherever the app offers it.",
        ]),
        descriptive: Some("P-K3 B-Q3 Q-R5ch"),
    },
    // ------------------------------------------------------------------
    // Castling.
    // ------------------------------------------------------------------
    // Endgames solved exactly under each stalemate rule (the boards show
    // the solver's verdict with best play, in the full bundle).
    Scenario {
        id: "king-and-pawn-stalemate",
        title: "King and pawn against king: drawn, won or lost by one stalemate",
        source: Source::Sarratt,
        law: LawRef::Number(24),
        quotation: prose!("If the King be stale-mate, the game is a drawn game. Formerly, at Parsloe's \
            Hotel, where several of the first players in Europe held a club, he who stale-mated \
            his adversary lost the game: on the contrary, in Turkey, he who stale-mates his \
            adversary wins the game."),
        mends: prose!(&[]),
        commentary: prose!("King and pawn against king is the ending every player learns: with the \
            defending king in front of the pawn it is often drawn, because the last push gives \
            stalemate. Where the stalemater wins, that stalemate is the winning blow, and many \
            more of these endings are won; where he loses, the stronger side must take care \
            never to give it. The line ends in the stalemate; go back to the start and each \
            board shows its code's verdict with best play, worked out exactly over every \
            position of the material, with each move ranked."),
        themes: &[Theme::Stalemate, Theme::Draws],
        start: Start::Fen("4k3/8/3PK3/8/8/8/8/8 w - - 0 1"),
        codes: &[Code::Modern, Code::Turkey, Code::Parsloe],
        line: "1.d7+ Kd8 2.Kd6",
        expectations: &[
            expect(
                Code::Modern,
                Play::Line,
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Stalemate: drawn",
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
                Code::Parsloe,
                Play::Line,
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::Black),
                }),
                "Stalemate: White, who gave it, loses",
            ),
        ],
        notes: prose!(&[
            "The verdicts with best play set the fifty-move rule aside and show the distance \
             in moves, so that the reader can see whether the count would cut the win short.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "bishop-wins-by-stalemate",
        title: "King and bishop against king: a win where the stalemater wins",
        source: Source::Sarratt,
        law: LawRef::Number(24),
        quotation: prose!("Formerly, at Parsloe's Hotel, where several of the first players in Europe \
            held a club, he who stale-mated his adversary lost the game: on the contrary, in \
            Turkey, he who stale-mates his adversary wins the game."),
        mends: prose!(&[]),
        commentary: prose!("A king and a bishop cannot mate a lone king, so today the game is \
            drawn; they can stalemate it in a corner, the king shutting it in and the bishop \
            taking its last square. Where stalemate wins, as Sarratt reports of Turkey, a \
            bishop is enough to win. The line is the solver's: from the start White forces the \
            stalemate in five moves, however Black defends. Go back a move or to the start, and \
            each board shows with best play whether the win can be forced from there, and in \
            how many moves."),
        themes: &[Theme::Stalemate],
        start: Start::Fen("8/8/8/8/8/8/8/k1B1K3 w - - 0 1"),
        codes: &[Code::Turkey, Code::Sarratt],
        line: "1.Kd1 Kb1 2.Kd2 Ka2 3.Kc2 Ka1 4.Kb3 Kb1 5.Bb2",
        expectations: &[
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
                Play::Line,
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Stalemate: drawn",
            ),
        ],
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "lone-king-seeks-stalemate",
        title: "The lone king that wins by being stalemated",
        source: Source::Sarratt,
        law: LawRef::Number(24),
        quotation: prose!("It seems totally repugnant to the nature of chess, that a player should win \
            the game, because his adversary has stale-mated him. If it were generally adopted, \
            every player might, have a twofold object in view: that of check-mating his \
            adversary, or that of compelling his adversary to stale-mate him."),
        mends: prose!(&[]),
        commentary: prose!("Under the rule of Parsloe's club the player who gives stalemate loses, so \
            a lone king has something to play for: it runs to the corner and hopes to be \
            stalemated. Here Black goes to a8, and White's natural move, the queen to d6 to \
            take b8 away, leaves Black no move: drawn under Sarratt's rule, won by Black at \
            Parsloe's. Step back one move: the ranked moves under each board show which of \
            White's moves still win and which give the lone king its stalemate."),
        themes: &[Theme::Stalemate],
        start: Start::Fen("1k6/8/1K6/8/8/8/8/3Q4 b - - 0 1"),
        codes: &[Code::Parsloe, Code::Sarratt],
        line: "1...Ka8 2.Qd6",
        expectations: &[
            expect(
                Code::Parsloe,
                Play::Line,
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::Black),
                }),
                "Stalemate: Black, the lone king, wins",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "Stalemate: drawn",
            ),
        ],
        notes: prose!(&[
            "Sarratt gives this objection against scoring stalemate as a win for the side \
             stalemated. With king and one man against king the solver finds no position where \
             the lone king can force the stalemate: every position it wins under Parsloe's rule \
             is one where it already stands stalemated. It lives on the stronger side's slip, as \
             here.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "italian-queenside",
        title: "Italian castling on the queen's side (an interpretation)",
        source: Source::Sarratt,
        law: LawRef::Number(16),
        quotation: prose!("when he castles with the Queen's Rook, the King is to be placed on the \
            Queen's Bishop's square, and the Rook on the Queen's square."),
        mends: prose!(&[]),
        commentary: prose!("Sarratt names no side for the four Italian castlings; the app reads them as \
            the king's side's. Mirrored on the queen's side, the king goes to the knight's square (b1) or the \
            rook's square (a1) and the rook to the bishop's (c1) or queen's square (d1); the \
            usual castling, king to c1, is then not one of them. Compare 5.O-O-O in England \
            with 5.O-O-O(Kb1,Rd1) in Italy."),
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
        notes: prose!(&[
            "Sarratt names no side for the four ways, which are read as the king's side's; the \
             queen's side is read as their mirror: king to b1 or a1, rook to c1 or d1. Under this reading the usual \
             queen's-side castling (king to c1) is not an Italian way.",
            "Other readings exist. The ICCF \"Amici\" page on Italian chess gives the king a1 \
             or b1 and the rook b1, c1 or d1 (so king a1 with rook b1 too); a 1982 summary on \
             net.chess lets the king go to c1, b1 or a1. Nizzola's history of Italian chess \
             gives six ways on the king's side, not Sarratt's four, and Ponziani's own law IV \
             (Modena, 1769; the app cites his second edition, 1782) lets the king go to any \
             square from his own to the rook's, the rook's included, on either side. None of \
             these is one of the five texts. Read word for word on the queen's side, Sarratt's \
             own second and fourth ways put the rook on e1, \"the King's square\", with the \
             king on b1 or a1: a reading the app does not play.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "rignano-castling",
        title: "The king to b1, the rook to e1: castling as the Italians played it",
        source: Source::Sarratt,
        law: LawRef::Number(16),
        quotation: prose!("but in Italy, and other parts of the continent, a player may castle in four \
            different ways;"),
        mends: prose!(&[]),
        commentary: prose!("Sarratt's four ways, read as the app reads them (mirrored on the queen's \
            side), stop short of what Italians played: in a game of Dubois against the Duke of Rignano (Rome, 1844, \
            printed in The Chess Monthly in 1858) White castled with the king to b1 and the rook \
            to e1. Outside the five texts, Ponziani's Italian laws (Modena, 1769; 2nd ed. 1782) \
            let the king go to any square up to the rook's on either side (law IV) under five \
            bars (law V), one of them his own: neither king nor rook may land where it at once \
            attacks an enemy man. The line is that game to White's twentieth move, \
            20.Kb1/Re1: Italy after Ponziani allows it, Sarratt's Italy as the app reads it puts \
            the rook on c1 or d1 only, and England and the modern rules know one castling on \
            each side."),
        themes: &[Theme::Castling],
        start: Start::Initial,
        codes: &[Code::Modern, Code::Sarratt, Code::Italy, Code::ItalyPonziani],
        // Dubois v. the Duke of Rignano, Rome 1844, to White's castling, as
        // The Chess Monthly printed the score (vol. 2, 1858, pp. 302-303);
        // the whole game is `tests/data/dubois-rignano-1844.pgn`.
        line: "1.e4 e5 2.f4 exf4 3.Nf3 g5 4.h4 g4 5.Ne5 h5 6.Bc4 Nh6 7.d4 d6 8.Nd3 f3 \
            9.g3 Nc6 10.Nf4 Ng8 11.Be3 Bg7 12.Nc3 Bd7 13.Nfd5 Na5 14.Qd3 c6 15.Bg5 f6 \
            16.e5 Nxc4 17.Qg6+ Kf8 18.exf6 Nxf6 19.Nxf6 Bxf6 20.O-O-O(Kb1,Re1)",
        expectations: &[
            expect(
                Code::ItalyPonziani,
                Play::Line,
                GOES_ON,
                "20.O-O-O(Kb1,Re1): king on b1, rook on e1, in one move",
            ),
            expect(
                Code::Italy,
                Play::Line,
                refused(39, Law::sarratt(16)),
                "Refused: with the king on b1 the rook goes to c1 or d1 (the mirror, a reading)",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                refused(39, Law::sarratt(16)),
                "Refused: the only method allowed in Great Britain",
            ),
            expect(
                Code::Modern,
                Play::Line,
                refused(39, Law::fide("3.8.2")),
                "Refused: one way of castling on each side",
            ),
            expect(
                Code::ItalyPonziani,
                Play::Instead(
                    "1.e4 e5 2.f4 exf4 3.Nf3 g5 4.h4 g4 5.Ne5 h5 6.Bc4 Nh6 7.d4 d6 8.Nd3 f3 \
                     9.g3 Nc6 10.Nf4 Ng8 11.Be3 Bg7 12.Nc3 Bd7 13.Nfd5 Na5 14.Qd3 c6 15.Bg5 f6 \
                     16.e5 Nxc4 17.Qg6+ Kf8 18.exf6 Nxf6 19.Nxf6 Bxf6 20.O-O-O",
                ),
                GOES_ON,
                "20.O-O-O: the usual castling is one of Ponziani's sixteen",
            ),
        ],
        notes: prose!(&[
            "The moves are the score printed in The Chess Monthly, vol. 2 (1858), pp. 302-303, \
             to White's castling; the whole game, which White won at move 49, plays through \
             under Italy after Ponziani and under no other code.",
            "Ponziani's law IV is read as the historical literature reads it: the rook lands \
             between the king's new square and the king's old one, six ways on the king's side \
             and ten on the queen's. Other Italian descriptions differ from Sarratt's four ways \
             in detail (some also let the king go to c1, or the rook up to the king's old \
             square, on the queen's side); Nizzola's six ways on the king's side are the six played \
             here. See the notes of the Italy (Ponziani) code.",
            "Taken word for word on the queen's side, Sarratt's second way (\"The King at the \
             Knight's square, and the Rook at the King's square\") is Dubois's castling itself: \
             another reading of Sarratt, which the app does not play.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "castling-through-attack",
        title: "No castling over a square under attack",
        source: Source::Sarratt,
        law: LawRef::Number(16),
        quotation: prose!("The King must not castle; 1st, if he have moved; 2dly, if he be in check; \
            3dly, if any of the squares, over which he moves in castling, be under the power of \
            one of his adversary's pieces; and, 4thly, if the Rook have moved. A player who \
            castles in either of these four cases, must put back the move; and his adversary \
            may compel him to play either the King, or the Rook, with which he intended to \
            castle."),
        mends: prose!(&[]),
        commentary: prose!("Black's bishop on a6 watches f1, the square the king crosses on his way to \
            g1, so White may not castle, in England or in Italy: every Italian way on the \
            king's side crosses f1 too. Sarratt's penalty (the adversary chooses whether the \
            king or the rook must move) is for players; here the move is simply refused. Block \
            the diagonal with 5.d3 and castling is allowed again."),
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
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "castling-in-check",
        title: "No castling out of check",
        source: Source::CodeOf24,
        law: LawRef::Number(16),
        quotation: prose!("A player cannot castle in the following cases 1st. If the king or rook have \
            been moved. 2nd. If the king be in check. 3rd. If there be any piece between king \
            and rook. 4th. If the king pass over any square attacked by one of the adversary’s \
            pieces or pawns."),
        mends: prose!(&[]),
        commentary: prose!("Castling is not a way out of check: after 4...Bb4+ White must answer the \
            check some other way, under every code compared here, Italian free castling included. Once the \
            check is parried (5.c3 Ba5), White may castle: having been in check does not take \
            the right away."),
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
        notes: prose!(&[
            "Each board's refusal cites its code's own law where it has one: the Code of 24 its \
             law 16, Modern the FIDE Laws; Italy, which Sarratt reports only for the ways of \
             castling, cites his law 16.",
            "The Laws of the Game (law 8) name no bar on castling out of check or over an \
             attacked square; on their board the app takes Sarratt's bars (law 16).",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "castling-after-moving",
        title: "Castling after check, but never after the king has moved",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(8),
        quotation: prose!("You cannot castle after your king or the rook has moved; if you attempt it, \
            the adversary may require you to move either the king or the rook. But your king \
            having been in check, or the rook being at the moment under attack, does not \
            prevent you from castling; and a player giving the odds of the rook, may still \
            castle on that side of the board, as if the rook were at its square."),
        mends: prose!(&[]),
        commentary: prose!("A king that has been in check keeps his right to castle, but a king that \
            has moved loses it for good, even if he walks back to his square. In the main line \
            White parries 4...Bb4+ with 5.c3 and castles on his next move; in the other, 2.Ke2 \
            and 3.Ke1 bring the king home, yet 6.O-O is refused. The last clause, castling \
            after giving the rook, has its own scenario."),
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
        notes: prose!(&[
            "\"Your king having been in check\" is read as a check earlier in the game, now \
             parried: it does not take the right to castle away.",
            "Law 8 names no bar for a king in check now, nor for one crossing an attacked square; \
             the app takes both bars from Sarratt 16. Read by its words alone, law 8 would let \
             the king castle out of check.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "rook-odds-castling",
        title: "Castling on the side of the rook given as odds",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(16),
        quotation: prose!("A player giving the odds of the rook, may nevertheless castle on that side, \
            as if the rook was at its square."),
        mends: prose!(&[]),
        commentary: prose!("White gives the queen's rook and, as the giver of odds, moves first. Under \
            the Laws of the Game he may still castle on the queen's side as if the rook stood on \
            a1: the king goes to c1 alone. Sarratt says nothing of it; the app reads his \
            silence as no castling without the rook, and refuses 5.O-O-O."),
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
        notes: prose!(&[
            "The king makes the castling move alone, to c1 (or g1 on the king's side); nothing \
             is put on the rook's square. The conditions of castling still hold: the squares \
             between king and corner empty, none the king crosses under attack.",
            "The refusal under Sarratt is an inference from silence: none of his laws speaks of \
             castling after giving a rook.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Odds.
    Scenario {
        id: "pawn-and-move",
        title: "The pawn and move: the king's bishop's pawn",
        source: Source::Sarratt,
        law: LawRef::Number(6),
        quotation: prose!("The player who gives odds has always the advantage of the move; except, of \
            course, in those games where the move is also given to the inferior player, such, \
            for example, as the Pawn and move, &c"),
        mends: prose!(&[]),
        commentary: prose!("The stronger player normally moves first when he gives odds; at \"pawn and \
            move\" he gives the first move as well as the pawn. Sarratt does not say which pawn; \
            the Laws of the Game do (law 13: \"the king's bishop's pawn is always \
            understood\"). The missing pawn opens the diagonal from h5 to the king: after 1.e4 e5?, \
            2.Qh5+ g6 3.Qxe5+ wins the rook on h8. Both boards give the receiver the first move: \
            Sarratt says so, while the Laws of the Game (law 9) give the giver of odds the first \
            move naming no exception (their law 15 takes one for granted at the pawn and three \
            moves), and the app takes Sarratt's exception for them, a reading."),
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
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "pawn-and-two-moves",
        title: "The pawn and two moves: which pawn is given",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(13),
        quotation: prose!("In giving odds, a player engaging to give the rook, or knight, may give \
            which rook or knight he please; but if he engage to give a pawn, the king's \
            bishop's pawn is always understood."),
        mends: prose!(&[]),
        commentary: prose!("Odds of a pawn always meant the king's bishop's pawn, whose absence opens \
            the diagonal from h5 to the king. Law 15 confines only three or more free \
            moves, so with two the queen may go straight to h5 with check. Compare with the \
            pawn and three moves, where the same sally is refused."),
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
        notes: prose!(&[
            "Laws of the Game 15 speaks of \"three or more first moves\": the core confines the \
             free moves only then.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Promotion.
    Scenario {
        id: "second-queen",
        title: "A second queen, or a pawn that waits: the \"non-descript\"",
        source: Source::Sarratt,
        law: LawRef::Number(22),
        quotation: prose!("When a player has pushed a Pawn to Queen, he is at liberty to make a second \
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
            non-descript, until an exchange take place?"),
        mends: prose!(&[]),
        commentary: prose!("Sarratt lets a pawn become any piece, so White may have two queens. He \
            mocks the rule of \"some persons\" that a pawn may become only a piece already \
            lost: with all his pieces on the board White's pawn must stand on b8 as a pawn, \
            doing nothing, until Black takes one of his pieces; then it may become that piece and \
            nothing else. Play 1.b8 Rxa1 2.b8=R+ under that rule, and try 2.b8=Q."),
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
        notes: prose!(&[
            "The rule Sarratt rejects is read as: a pawn reaching the last rank must become a \
             piece its side has lost, if any; if none is lost it stays there as a pawn that \
             neither moves nor attacks, and later its owner may spend a move to exchange it \
             for a lost piece (written b8=R, the pawn staying on its square).",
            "Another reading: once a piece is lost, the waiting pawn takes its role at once, \
             which is how Staunton (1848, as cited in Wikipedia, \"Promotion (chess)\") \
             describes the practice. Sarratt's \"until an exchange take place\" fits both.",
            "Sarratt's further objection (only the white-squared bishop lost, and the pawn on a \
             black square) is not modelled.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "promotion-any-piece",
        title: "A pawn on the eighth square: any piece, or only a lost one",
        source: Source::CodeOf24,
        law: LawRef::Number(21),
        quotation: prose!("Every pawn which has reached the eighth square of the chess-board, may be \
            immediately exchanged for a queen, or any other piece the player may think proper."),
        mends: prose!(&[]),
        commentary: prose!("The code of 24 laws lets the pawn become any piece at once. White has lost \
            only a knight: under the rule Sarratt rejects, 1.e8=Q is refused and the pawn must \
            become the lost knight. Compare the two codes on the same move."),
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
        notes: prose!(&[
            "\"May be immediately exchanged\" is read as: the pawn becomes a piece at once. It \
             can also be read as leaving the choice to keep a pawn, the \"dummy pawn\" some later \
             English codes allowed (Gossip's laws of 1894, as quoted on chess.stackexchange, \
             question 21212); the app does not offer it.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // En passant.
    Scenario {
        id: "en-passant-either-pawn",
        title: "En passant: with any pawn that could have taken it",
        source: Source::CodeOf24,
        law: LawRef::Number(15),
        quotation: prose!("When a pawn is first moved in a game, it may be played one or two squares, \
            but in the latter case the adversary has the privilege of taking it as it is named \
            “en passant,” with any pawn which could have taken it had it been moved only one \
            square; a pawn cannot be taken en passant by any other piece but a pawn."),
        mends: prose!(&[
            Mend {
                scanned: "butin",
                reads: "but in",
            },
            Mend {
                scanned: "“ en pas- sant,”",
                reads: "“en passant,”",
            },
        ]),
        commentary: prose!("With White's pawns on c5 and e5, Black's 4...d5 passes both, and either \
            may take it on d6 as if it had moved one square. Only a pawn may do so: a piece \
            that goes to d6 takes nothing. In Italy neither capture is allowed."),
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
        notes: prose!(&[
            "The law does not say when the privilege lapses; it is read as today: only on the \
             move right after the double step.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Draws.
    Scenario {
        id: "fifty-moves-on-notice",
        title: "Fifty moves, counted from the notice",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(19),
        quotation: prose!("With the view of putting an end to useless contests In any game where the \
            number of pieces are reduced to the king and queen against the king; the rook and \
            bishop against the rook, or two bishops; or a knight and bishop against the king \
            only, the adversary may give notice that he intends to count the moves, in which \
            case you must check mate in not exceeding fifty moves for each player (to be \
            computed from the notice given) or it will be a drawn game."),
        mends: prose!(&[]),
        commentary: prose!("Rook and bishop against rook is usually a draw with good defence, yet the \
            stronger side may try for ever. Under Sarratt, as the app reads him, the fifty moves count by themselves: \
            this ending has already lasted thirty moves, so twenty more draw it, and today the \
            player to move may then claim the draw. \
            Under the Laws of the Game nothing is counted until the defender gives notice, and \
            then White has fifty full moves from that moment."),
        themes: &[Theme::Draws],
        start: Start::Fen("4k2r/8/8/8/8/2K5/8/R1B5 w - - 60 80"),
        codes: &[Code::LawsOfTheGame, Code::Sarratt, Code::Modern],
        line: KING_WALK_40,
        expectations: &[
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
                Play::Line,
                GOES_ON,
                "Fifty moves each without capture or pawn move: the game goes on, but the player \
                 to move may claim a draw (art. 9.3)",
            ),
            expect(
                Code::Modern,
                Play::LineThen("claim"),
                FIFTY,
                "The player to move claims: drawn by claim (art. 9.3)",
            ),
            expect(
                Code::Modern,
                Play::Instead(NOTICE_THEN_SHUFFLE_100),
                refused(1, Law::fide("9.3")),
                "No notice is given under modern rules",
            ),
        ],
        notes: prose!(&[
            "The count runs from the notice: fifty moves on each side, a hundred plies, whatever \
             the moves before it. The law gives the notice to \"the adversary\", the side to be \
             mated; the app does not check which side presses the button.",
            "The capital in \"contests In any game\" is as the text has it [sic].",
            "Today's rule, for comparison: under the FIDE Laws of Chess (2023) the player to move \
             may claim a draw once fifty moves each have passed without a capture or a pawn \
             move (article 9.3); without a claim the game ends by itself only after \
             seventy-five (article 9.6.2).",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "knight-and-bishop",
        title: "Knight and bishop against the king: fifty moves",
        source: Source::Sarratt,
        law: LawRef::Number(23),
        quotation: prose!("At the end of a game, when a player remains with a Rook and a Bishop \
            against a Rook; with both Bishops, or with a Knight and Bishop against the King, \
            &c. if he can not check-mate his adversary in fifty moves, the game will be \
            considered as a drawn game. But, if a player engage to check-mate his adversary \
            with a marked pawn, or with any particular piece, the number of moves is then \
            unlimited."),
        mends: prose!(&[Mend {
            scanned: "and at Bishop",
            reads: "and a Bishop",
        }]),
        commentary: prose!("Knight and bishop can force mate, but only with care, and it may take more \
            than thirty moves. Sarratt allows fifty moves; the Laws of the Game count them only \
            after a notice. Here forty-eight moves each have gone by since the last capture: two \
            more draw the game under Sarratt as the app reads him, while under the Laws of the \
            Game it goes on, and under today's FIDE Laws the player to move could claim the draw."),
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
            expect(
                Code::Modern,
                Play::Line,
                GOES_ON,
                "Today the game goes on, but the player to move may claim a draw (art. 9.3)",
            ),
            expect(
                Code::Modern,
                Play::LineThen("claim"),
                FIFTY,
                "The player to move claims: drawn by claim (art. 9.3)",
            ),
        ],
        notes: prose!(&[
            "Sarratt says neither when the count begins nor whether fifty moves means fifty by \
             each player (the Code of 24 says \"on each side\"). The app reads fifty moves each, \
             counted from the last capture or pawn move, which in these endings is the moment \
             the ending came about.",
            "Today's rule, for comparison: under the FIDE Laws of Chess (2023) fifty moves each \
             without a capture or a pawn move give the player to move the right to claim a draw \
             (article 9.3); the game is drawn without a claim after seventy-five (article 9.6.2).",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "named-endings-only",
        title: "Fifty moves only in the named endings",
        source: Source::CodeOf24,
        law: LawRef::Number(22),
        quotation: prose!("If a player remain at the end of a game with a rook and a bishop against a \
            rook, or with both bishops only, or knight and bishop only, &c., he must check-mate \
            his adversary in fifty moves on each side at most, or the game will be considered \
            drawn."),
        mends: prose!(&[
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
        ]),
        commentary: prose!("The code of 24 laws limits only the endings it names (as the app reads its \
            \"&c.\", and Sarratt's), as Sarratt and the Laws of the Game do: endings where one side may play on \
            for a long time in hope of a mate. Rook against bishop is not named: as the app reads \
            the code of 24 laws, the game goes on for as long as the players like, while under \
            today's FIDE Laws the player to move may claim a draw after fifty moves each without \
            a capture or a pawn move."),
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
                Code::CodeOf24,
                Play::LineThen("claim"),
                refused(5, Law::code_of_24(22)),
                "No draw is claimed: the code counts only the named endings",
            ),
            expect(
                Code::Modern,
                Play::Line,
                GOES_ON,
                "Fifty moves each without capture or pawn move: the game goes on, but the \
                 player to move may claim a draw (art. 9.3)",
            ),
            expect(
                Code::Modern,
                Play::LineThen("claim"),
                FIFTY,
                "The player to move claims: drawn by claim (art. 9.3)",
            ),
        ],
        notes: prose!(&[
            "Both this law and Sarratt 23 end their lists with \"&c.\". The app reads it \
             narrowly: only the endings the law names are counted, so rook against bishop, which \
             neither names, is not. Read broadly, \"&c.\" could take in any ending of the kind, \
             this one included.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "insufficient-material",
        title: "Not enough left to mate",
        source: Source::Primer,
        law: LawRef::Paragraph("stalemate and material"),
        quotation: prose!("A game is also drawn when neither side has sufficient material left to \
            enforce a mate."),
        mends: prose!(&[]),
        commentary: prose!("King and bishop cannot mate a lone king, so once the last pawn falls the \
            game can only be drawn. The primer says so; Sarratt, the Laws of the Game and the \
            umpire code have no such law, nor do the surviving laws of the code of 24, and under \
            them the game goes on (the umpire code lets the players put the \
            question of a draw to the umpire)."),
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
        notes: prose!(&[
            "The primer has no code of its own: the Modern board stands in for it.",
            "The two tests differ. The primer draws when neither side has material enough to \
             enforce a mate; the FIDE Laws (article 5.2.2) draw only a dead position, where no \
             series of legal moves can end in mate. King and two knights cannot force mate \
             against a lone king, so the primer's words draw that game, yet a mate can still \
             arise if the defender errs, so under Modern it goes on.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Stalemate, check and mate.
    Scenario {
        id: "stalemate-king-and-pawn",
        title: "The stalemate that saves the king-and-pawn ending",
        source: Source::UmpireCode,
        law: LawRef::Section("Stale-Mate"),
        quotation: prose!("Stale-Mate. A stale-mate is a drawn game."),
        mends: prose!(&[]),
        commentary: prose!("With king and pawn against king the defender often saves himself by \
            stalemate: here 1.Kf6 leaves Black no move. Scored as a draw, as the umpire code \
            and today's laws score it, this is a defence; at Parsloe's it would be a win for \
            Black, and in Turkey the stalemate itself would win it for White."),
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
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "check-and-mate",
        title: "Check, mate and stalemate",
        source: Source::Primer,
        law: LawRef::Paragraph("meeting check"),
        quotation: prose!("This can be done by capturing the attacker or by interposing a piece (this \
            is not possible in case of attack by a Knight or a pawn), or lastly by moving the \
            King to a square which is not attacked. The latter must not be done by castling. If \
            it is impossible by any of the three methods above mentioned to avoid the attack \
            upon the King, the King is said to be checkmated, and the game is ended."),
        mends: prose!(&[]),
        commentary: prose!("A check is met by taking the checking man, by putting a man in the way, \
            or by moving the king, never by castling. In the main line the knight's check \
            7...Nf3 cannot be blocked, the bishop that could take the knight is pinned by the \
            queen, and the king's squares are filled by his own men: mate. The primer's next \
            paragraph draws a game where the king, not in check, cannot move and no other man \
            of his can. In a composed line of ten moves Black is stalemated so, with most of \
            his men still on the board."),
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
                Play::Instead(TEN_MOVE_STALEMATE),
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "The ten-move stalemate: a drawn game",
            ),
            expect(
                Code::Sarratt,
                Play::Instead(TEN_MOVE_STALEMATE),
                Expected::Ends(Verdict::Stalemate { winner: None }),
                "The ten-move stalemate: a drawn game",
            ),
            expect(
                Code::Parsloe,
                Play::Instead(TEN_MOVE_STALEMATE),
                Expected::Ends(Verdict::Stalemate {
                    winner: Some(Color::Black),
                }),
                "The ten-move stalemate: White, who gave it, loses",
            ),
        ],
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "no-check-from-a-pin",
        title: "No check with a man that shields your own king",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(7),
        quotation: prose!("You cannot check your adversary’s king with any piece, which by moving \
            would place your own king in check."),
        mends: prose!(&[]),
        commentary: prose!("White's knight stands between Black's rook and White's king. Its leap to \
            f5 would check Black's king, but it would also expose its own, so it may not be \
            played: the safety of one's own king comes before attacking the other. Move the \
            king instead."),
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
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "moving-into-check",
        title: "A king may not move into check",
        source: Source::UmpireCode,
        law: LawRef::Paragraph("moving into check"),
        quotation: prose!("A player moving into check may be required, by the opposing player, either \
            to move the King elsewhere, or replace the King and make some other move—but such \
            other move shall not be selected by the player imposing the penalty."),
        mends: prose!(&[]),
        commentary: prose!("Moving one's king into check was an irregularity that the opponent had to \
            notice and punish; Sarratt found the penalty hard to settle. Here the board simply \
            refuses the move: 3.Ke3 would put the king on a square Black's bishop commands. \
            3.Kf3 is allowed."),
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
        notes: prose!(&[
            "The umpire code's penalty (the opponent's choice of remedy) is not played: the \
             move is refused, citing Sarratt 18 (which calls it a mistake whose penalty is hard \
             to determine, not a ban: the refusal is the app's reading) and the FIDE Laws \
             today.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // Conduct and the board.
    Scenario {
        id: "false-move",
        title: "A false move: a rook moved like a bishop",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(3),
        quotation: prose!("If you make a false move (whether by mistake or not, giving to a piece a \
            movement not consistent with its laws, for example—moving a rook as if he were a \
            bishop, &c. you may be compelled either to leave such piece where you had placed \
            it—to give it a natural move, or to replace it and move the king."),
        mends: prose!(&[]),
        commentary: prose!("Over the board a false move stood unless the adversary objected, and he \
            chose the penalty: leave the piece where it went, give it a proper move, or put it \
            back and move the king. On this board a false move is simply refused, with the \
            reason; the penalties are left to the players. Try 3.Rb4 with the rook on a3."),
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
        notes: prose!(&[
            "The penalties of the law (the adversary's choice) are not played: the board \
             refuses the false move and says why, each board citing its code's own law on \
             false moves: Laws of the Game 3, Sarratt 13, Code of 24 law 13.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "board-placement",
        title: "A white square on the right hand",
        source: Source::Sarratt,
        law: LawRef::Number(1),
        quotation: prose!("THE Chess-board must be placed in such a manner, that each player may have \
            a white square on his right hand; that is to say, the player of the White pieces \
            must have his King's Rook on a white square; and consequently the player of the \
            black pieces will have his Queen's Rook also on a white square."),
        mends: prose!(&[Mend {
            scanned: "right hand ;",
            reads: "right hand;",
        }]),
        commentary: prose!("The board is turned so that each player has a light square in the corner \
            at his right hand: h1 for White, a8 for Black, as it is set today. Nothing in play \
            changes, but a player who noticed a wrongly placed board before four moves on each \
            side had been played could insist on setting it right and beginning the game again; \
            after that the board stayed as it was."),
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
        notes: prose!(&[
            "Today's rule, for comparison: under the FIDE Laws of Chess (2023, article 7.2.2) a \
             wrongly placed board found during the game does not restart it: the position \
             reached is set up again on a board placed correctly.",
        ]),
        descriptive: None,
    },
    // ------------------------------------------------------------------
    // More stalemates, and the notation.
    Scenario {
        id: "queen-against-rook-pawn",
        title: "Queen against a pawn on the seventh: the stalemate trap",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(17),
        quotation: prose!("The position of stale-mate constitutes a drawn game."),
        mends: prose!(&[]),
        commentary: prose!("Black's king stands in the corner, on the square his pawn must reach, and \
            the queen must take care how she closes in: 1.Qb3 leaves Black no move at all. The Laws of the Game score it a \
            draw, as the umpire code and today's laws do; at Parsloe's White, who gave the \
            stalemate, would lose, and in Turkey he would win. A check instead, 1.Qd4+, keeps \
            the game going."),
        themes: &[Theme::Stalemate],
        start: Start::Fen("8/8/8/8/5K2/3Q4/p7/k7 w - - 0 1"),
        codes: &[Code::LawsOfTheGame, Code::Parsloe, Code::Turkey],
        line: "1.Qb3",
        expectations: &[
            expect(
                Code::LawsOfTheGame,
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
                Code::LawsOfTheGame,
                Play::Instead("1.Qd4+ Kb1"),
                GOES_ON,
                "1.Qd4+ Kb1: no stalemate, the game goes on",
            ),
        ],
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "wrong-rook-pawn",
        title: "Bishop and the wrong rook's pawn: stalemate in the corner",
        source: Source::CodeOf24,
        law: LawRef::Number(24),
        quotation: prose!("A stale-mate is a drawn game."),
        mends: prose!(&[]),
        commentary: prose!("White's bishop runs on light squares and can never cover h8, the dark \
            corner where the pawn would queen, so Black's king cannot be driven out: pushing the \
            pawn with 1.h7 leaves Black no move. The code of 24 laws, with Sarratt, scores it a \
            draw; at Parsloe's it would be White's loss, in Turkey his win. A quiet 1.Bd3 lets \
            the king out to g8, but the corner stays within his reach."),
        themes: &[Theme::Stalemate],
        start: Start::Fen("7k/8/6KP/8/8/8/8/5B2 w - - 0 1"),
        codes: &[Code::CodeOf24, Code::Parsloe, Code::Turkey],
        line: "1.h7",
        expectations: &[
            expect(
                Code::CodeOf24,
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
                Code::CodeOf24,
                Play::Instead("1.Bd3 Kg8"),
                GOES_ON,
                "1.Bd3 Kg8: the game goes on",
            ),
        ],
        notes: prose!(&[]),
        descriptive: None,
    },
    Scenario {
        id: "descriptive-notation",
        title: "The descriptive notation: P-K4",
        source: Source::Primer,
        law: LawRef::Section("II. NOTATION"),
        quotation: prose!("A special notation has been adopted to make the study of games and positions \
            possible, and it is necessary for students of the game to become thoroughly \
            conversant with it. The original and earliest notation is still in use in English, \
            French, and Spanish speaking countries."),
        mends: prose!(&[]),
        commentary: prose!("The old books name each square from the side of the player who moves: the \
            file by the piece that stands on it at the start, the rank counted from his own end. \
            So White's e4 and Black's e5 are both K4, and the knights go to KB3 and QB3. Turn on \
            the descriptive notation under the boards and step through the line."),
        themes: &[Theme::Notation],
        start: Start::Initial,
        codes: &[Code::Sarratt, Code::Modern],
        line: "1.e4 e5 2.Nf3 Nc6 3.Bb5",
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                GOES_ON,
                "The same moves in any notation",
            ),
            expect(Code::Modern, Play::Line, GOES_ON, "The same, as today"),
        ],
        notes: prose!(&[
            "The app writes N for the knight, as later English books do; the primer's own \
             abbreviations are not in the extract. The primer does not date itself: the app \
             calls it c. 1900.",
            "None of the five texts writes P-K4: the primer's extract breaks off before its \
             notation. The only moves they write are in words, in the Laws of the Game, law \
             15: \u{201c}1st, king's pawn one square; 2nd, king's bishop to queen's third \
             square; and 3rd, queen to rook's fifth square\u{201d}. The app's reader of written \
             games reads those words as e3, Bd3 and Qh5.",
        ]),
        descriptive: Some("P-K4 P-K4 N-KB3 N-QB3 B-N5"),
    },
    Scenario {
        id: "odds-forgotten",
        title: "The odds forgotten: a mate that counts as a draw",
        source: Source::Sarratt,
        law: LawRef::Number(4),
        quotation: prose!("If a player agree to give the odds of a piece or a pawn, and, \
            notwithstanding that, should begin the game even, he shall not be allowed to \
            take the piece or pawn off the board, which he was to give to the inferior \
            player; but, on the contrary, he shall be obliged to finish the game with all \
            his pieces: and the inferior player shall not lose that game; for even if he \
            should be check-mated, it shall be considered as a drawn game."),
        mends: prose!(&[Mend {
            scanned: "obliged. to",
            reads: "obliged to",
        }]),
        commentary: prose!("White agreed to give the king's bishop's pawn, forgot, and began the \
            game with all his men. He may not take the pawn off afterwards, and his mate, \
            however neat, only draws: the inferior player cannot lose that game. Under \
            modern rules, which know nothing of odds, the same mate wins."),
        themes: &[Theme::Odds],
        start: Start::OddsForgotten {
            giver: Color::White,
            agreed: &[Square::F2],
        },
        codes: &[Code::Sarratt, Code::LawsOfTheGame, Code::Modern],
        line: LEGAL_MATE,
        expectations: &[
            expect(
                Code::Sarratt,
                Play::Line,
                Expected::Ends(Verdict::MateScoredDrawn),
                "Mate, but the game counts as drawn (Sarratt 4)",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                Expected::Ends(Verdict::MateScoredDrawn),
                "Mate after four moves each: drawn (Laws of the Game 14)",
            ),
            expect(
                Code::Modern,
                Play::Line,
                WHITE_MATES,
                "Checkmate: White wins",
            ),
        ],
        notes: prose!(&[
            "The mate comes on White's seventh move, after four moves on each side, so the \
             Laws of the Game (law 14) also hold the game to its even start and score the \
             mate a draw.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "odds-not-removed",
        title: "Odds not removed before four moves: play on, and a mate draws",
        source: Source::LawsOfTheGame,
        law: LawRef::Number(14),
        quotation: prose!("In giving odds, if a player omit to take off the piece or pawn agreed to \
            be conceded, until four moves on each side have been played, it cannot then be \
            removed, but the game must be played with all the pieces as they stand; and if \
            he should give check-mate, he cannot take advantage of it, but the game is to be \
            considered as drawn."),
        mends: prose!(&[]),
        commentary: prose!("The Laws of the Game say what Sarratt's law 4 says, and add a deadline: \
            noticed before four moves have been played, the game begins again (read here as \
            four moves each, and with the odds then taken off); later, it is played out as it stands, and the giver's mate counts only as a draw. \
            Here the mate comes on White's seventh move."),
        themes: &[Theme::Odds],
        start: Start::OddsForgotten {
            giver: Color::White,
            agreed: &[Square::F2],
        },
        codes: &[Code::LawsOfTheGame, Code::Modern],
        line: LEGAL_MATE,
        expectations: &[
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                Expected::Ends(Verdict::MateScoredDrawn),
                "Mate, but the game is considered drawn",
            ),
            expect(
                Code::Modern,
                Play::Line,
                WHITE_MATES,
                "Checkmate: White wins",
            ),
        ],
        notes: prose!(&[
            "Reading: the restart of the law (the odds noticed before four moves on each side) \
             is not played. A mate by the giver within those four moves is scored a draw too: \
             noticed then, the game would be begun again, and in neither case does he take \
             advantage of it.",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "fifty-moves-by-the-umpire",
        title: "Fifty additional moves, on demand to the umpire",
        source: Source::UmpireCode,
        law: LawRef::Section("Counting Fifty Moves"),
        quotation: prose!(
            "if \u{201c}a game-ending\u{201d} be of doubtful character as to its being a \
            win or a draw, or if a win be possible, but the skill to force the game \
            questionable, then either player may demand judgment of the Umpire as to its \
            being a proper game to be determined as drawn at the end of fifty additional \
            moves, on each side"
        ),
        mends: prose!(&[]),
        commentary: prose!("In the umpire's code the count is not automatic and not only for named \
            endings: either player may ask the umpire whether the game should be drawn after \
            fifty more moves each. Rook and pawn against rook, shuffled to and fro, is both a \
            doubtful ending and the \"line of play which does not advance the game\" the section \
            names. The notice of the Laws of the Game, which the defender gives himself, holds \
            only in named endings, and this is not one."),
        themes: &[Theme::Draws],
        start: Start::Fen("4k2r/8/8/8/8/2K1P3/8/R7 w - - 0 80"),
        codes: &[Code::UmpireCode, Code::LawsOfTheGame, Code::Modern],
        line: NOTICE_THEN_SHUFFLE_100,
        expectations: &[
            expect(
                Code::UmpireCode,
                Play::Line,
                FIFTY,
                "Demanded: drawn after fifty additional moves each",
            ),
            expect(
                Code::UmpireCode,
                Play::Instead(DEMAND_THEN_PAWN_100),
                FIFTY,
                "A pawn move does not restart the fifty additional moves",
            ),
            expect(
                Code::LawsOfTheGame,
                Play::Line,
                refused(1, Law::lotg(19)),
                "No notice: rook and pawn against rook is not a named ending",
            ),
            expect(
                Code::Modern,
                Play::Line,
                refused(1, Law::fide("9.3")),
                "No demand under modern rules: a draw is claimed",
            ),
        ],
        notes: prose!(&[
            "Reading: the umpire's judgment (whether the game is \"a proper game to be \
             determined as drawn\") is taken as granted, and the demand is played as the notice \
             step. The moves are \"additional\": a capture or a pawn move does not restart \
             them. The demanding side's right to go on after them, and the other's new claim, \
             are not played: the game is drawn when they are made.",
            "The umpire code is a preset of the app for this section: its other rules of play \
             are Sarratt's (see the code's notes).",
        ]),
        descriptive: None,
    },
    Scenario {
        id: "mate-with-a-marked-piece",
        title: "A mate engaged with a particular piece: no limit of moves",
        source: Source::CodeOf24,
        law: LawRef::Number(23),
        quotation: prose!("If a player agrees to check-mate with a particular piece or pawn, or on a \
            particular square: or engages to force his adversary to stale-mate or check-mate \
            him, he is not restricted to any number of moves."),
        mends: prose!(&[Mend {
            scanned: "check- mate with",
            reads: "check-mate with",
        }]),
        commentary: prose!("A player may engage to mate with one chosen man or on one chosen square. \
            Such a game may take far longer than an ordinary one, and \
            the code lifts the fifty-move limit of law 22 for it. On the same rook-and-bishop \
            ending the ordinary game is drawn at fifty moves each, the engaged game goes on."),
        themes: &[Theme::Draws],
        start: Start::Fen("4k2r/8/8/8/8/2K5/8/R1B5 w - - 96 110"),
        codes: &[Code::CodeOf24, Code::CodeOf24Engaged, Code::Sarratt],
        line: "1.Ra2 Rh7 2.Ra1 Rh8",
        expectations: &[
            expect(
                Code::CodeOf24,
                Play::Line,
                FIFTY,
                "An ordinary game: drawn at fifty moves each (law 22)",
            ),
            expect(
                Code::CodeOf24Engaged,
                Play::Line,
                GOES_ON,
                "Mate engaged with a marked piece: no limit, play on (law 23)",
            ),
            expect(
                Code::Sarratt,
                Play::Line,
                FIFTY,
                "An ordinary game: drawn (Sarratt 23, first sentence)",
            ),
        ],
        notes: prose!(&[
            "The second board is the app's preset for a game engaged under law 23: the code of \
             24 laws with the count lifted. The engagement itself (which man must mate) is not \
             checked by the board; only the lifted count is played.",
            "Sarratt 23 says the same of a marked pawn or piece in its second sentence (not of \
             a square, nor of a stalemate engaged): \"if a player engage to \
             check-mate his adversary with a marked pawn, or with any particular piece, the \
             number of moves is then unlimited.\"",
        ]),
        descriptive: None,
    },
    super::conduct::ROOK_LIKE_A_BISHOP,
    super::conduct::UNANNOUNCED_CHECK,
    super::conduct::TOUCHED_BUT_PINNED,
    super::conduct::BOARD_TURNED,
    super::conduct::TWO_MOVES,
    super::conduct::KING_PENALTY_INTO_CHECK,
];

/// Scenarios written for play laws the rules core cannot score yet, kept
/// out of [`SCENARIOS`] (and so out of the library and its tests of play)
/// until it can. Each says what it needs. Their quotations are checked
/// like the others' (`tests/laws_study/laws.rs`).
pub static PENDING_SCENARIOS: &[PendingScenario] = &[];

/// A scenario written ahead of the rules core, and what it waits for.
#[derive(Debug)]
pub struct PendingScenario {
    /// What the core (or the study) must provide before the scenario can be
    /// played and checked.
    pub needs: &'static str,
    /// The scenario, complete as data.
    pub scenario: Scenario,
}

/// Légal's mate: White mates on his seventh move.
const LEGAL_MATE: &str = "1.e4 e5 2.Nf3 d6 3.Bc4 Bg4 4.Nc3 g6 5.Nxe5 Bxd1 6.Bxf7+ Ke7 7.Nd5#";
