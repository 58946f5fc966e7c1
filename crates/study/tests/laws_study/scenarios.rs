//! The scenario library, checked: every quotation stands word for word in
//! its source, every line is played by the core under every code the
//! scenario names, and every stated result holds.

use crate::common;

use common::fold;

use chess_laws_study::core::{
    Bitboard, Code, DrawClaim, Ending, Game, GameResult, Law, Outcome, Position, Setup, Square,
    Step,
};
use chess_laws_study::scenarios::{
    self, locate_folded, Expectation, Expected, Play, Scenario, Source, Theme, Verdict,
};
use std::collections::HashSet;

const HEADLINE: [&str; 4] = [
    "italian-castling",
    "passar-battaglia",
    "stalemate-verdicts",
    "pawn-and-three-moves",
];

/// Plays an expectation's moves under its code from the scenario's start.
fn play(s: &Scenario, e: &Expectation) -> (Game, Result<(), chess_laws_study::core::LineError>) {
    let start = s
        .start
        .position(e.code.rules())
        .unwrap_or_else(|err| panic!("{}: start under {}: {err}", s.id, e.code));
    let mut game = Game::new(start);
    let result = game.play_line(&s.moves(e.play));
    (game, result)
}

fn verdict_of(outcome: Outcome) -> Option<Verdict> {
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Finished { ending, result, .. } => Some(match ending {
            Ending::Checkmate if result == GameResult::Draw => Verdict::MateScoredDrawn,
            Ending::Checkmate => Verdict::Checkmate {
                winner: result.winner()?,
            },
            Ending::Stalemate => Verdict::Stalemate {
                winner: result.winner(),
            },
            Ending::FiftyMoves | Ending::Claimed(DrawClaim::FiftyMoves)
                if result == GameResult::Draw =>
            {
                Verdict::FiftyMoves
            }
            Ending::InsufficientMaterial if result == GameResult::Draw => {
                Verdict::InsufficientMaterial
            }
            _ => return None,
        }),
    }
}

/// Checks one expectation; returns what went wrong, if anything.
fn check(s: &Scenario, e: &Expectation) -> Result<(), String> {
    let (game, result) = play(s, e);
    let what = format!("{} under {} ({:?})", s.id, e.code.name(), e.play);
    match (e.result, result) {
        (Expected::Refused { ply, law }, Err(err)) => {
            if err.ply != ply {
                return Err(format!(
                    "{what}: refused at ply {}, not {ply}: {err}",
                    err.ply
                ));
            }
            let Some(refusal) = err.refusal() else {
                return Err(format!("{what}: ply {ply} failed without a refusal: {err}"));
            };
            if refusal.law != Some(law) {
                return Err(format!(
                    "{what}: the refusal cites {:?}, not \"{law}\": {refusal}",
                    refusal.law.map(|l| l.to_string())
                ));
            }
            if refusal.message.is_empty() {
                return Err(format!("{what}: the refusal gives no reason"));
            }
            // The ply refused is a real move of the line, not past its end.
            let steps = s
                .moves(e.play)
                .split_whitespace()
                .filter(|t| !t.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()))
                .count();
            if ply > steps {
                return Err(format!(
                    "{what}: ply {ply} is past the line's {steps} steps"
                ));
            }
            Ok(())
        }
        (Expected::Refused { ply, .. }, Ok(())) => Err(format!(
            "{what}: expected a refusal at ply {ply}, but every move was played"
        )),
        (_, Err(err)) => Err(format!("{what}: the line fails: {err}")),
        (Expected::GoesOn, Ok(())) => match game.outcome() {
            Outcome::Ongoing => Ok(()),
            other => Err(format!("{what}: expected the game to go on, got {other}")),
        },
        (Expected::Ends(verdict), Ok(())) => {
            let got = verdict_of(game.outcome());
            if got != Some(verdict) {
                return Err(format!(
                    "{what}: expected {verdict:?}, got {} ({got:?})",
                    game.outcome()
                ));
            }
            // The verdict comes with the last move, not before.
            let positions = game.positions();
            for (i, pos) in positions[..positions.len() - 1].iter().enumerate() {
                if pos.outcome().is_finished() {
                    return Err(format!(
                        "{what}: the game was already over after {i} steps: {}",
                        pos.outcome()
                    ));
                }
            }
            Ok(())
        }
    }
}

#[test]
fn the_catalogue_is_well_formed() {
    let all = scenarios::all();
    assert!(all.len() >= 14, "only {} scenarios", all.len());
    let ids: Vec<&str> = all.iter().map(|s| s.id).collect();
    assert_eq!(
        &ids[..4],
        &HEADLINE,
        "the four headline scenarios come first"
    );
    let mut seen = HashSet::new();
    for s in all {
        assert!(seen.insert(s.id), "duplicate id {}", s.id);
        assert!(
            !s.id.is_empty()
                && s.id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                && !s.id.starts_with('-')
                && !s.id.ends_with('-'),
            "id {:?} is not URL-safe",
            s.id
        );
        assert!(std::ptr::eq(scenarios::by_id(s.id).unwrap(), s));
        assert!(!s.title.trim().is_empty(), "{}: no title", s.id);
        assert!(!s.quotation.trim().is_empty(), "{}: no quotation", s.id);
        let sentences = s.commentary.matches(". ").count() + 1;
        assert!(
            (2..=4).contains(&sentences) && s.commentary.ends_with('.'),
            "{}: the commentary should be a few plain sentences",
            s.id
        );
        assert!(!s.line.trim().is_empty(), "{}: no line", s.id);
        assert!(!s.themes.is_empty(), "{}: no theme", s.id);
        assert!(
            (2..=4).contains(&s.codes.len()),
            "{}: {} codes, not 2-4",
            s.id,
            s.codes.len()
        );
        let codes: HashSet<Code> = s.codes.iter().copied().collect();
        assert_eq!(codes.len(), s.codes.len(), "{}: a code named twice", s.id);
        for code in s.codes {
            assert!(
                s.expectations_for(*code).next().is_some(),
                "{}: no expectation under {code}",
                s.id
            );
        }
        for e in s.expectations {
            assert!(
                codes.contains(&e.code),
                "{}: an expectation under {}, which the scenario does not compare",
                s.id,
                e.code
            );
            assert!(!e.summary.trim().is_empty(), "{}: an empty summary", s.id);
            if let Play::LineThen(more) | Play::Instead(more) = e.play {
                assert!(!more.trim().is_empty(), "{}: an empty continuation", s.id);
            }
        }
        for note in s.notes {
            assert!(!note.trim().is_empty(), "{}: an empty note", s.id);
        }
    }
    assert!(scenarios::by_id("no-such-scenario").is_none());
}

#[test]
fn the_filters_cover_every_source_code_and_theme() {
    let all = scenarios::all();
    for source in Source::ALL {
        let found: Vec<_> = scenarios::from_source(source).collect();
        assert!(!found.is_empty(), "no scenario quotes {source}");
        assert!(found.iter().all(|s| s.source == source));
        assert_eq!(Source::from_slug(source.slug()), Some(source));
    }
    for theme in Theme::ALL {
        let found: Vec<_> = scenarios::with_theme(theme).collect();
        assert!(!found.is_empty(), "no scenario on {}", theme.name());
        assert!(found.iter().all(|s| s.themes.contains(&theme)));
        assert_eq!(Theme::from_slug(theme.slug()), Some(theme));
    }
    for code in Code::ALL {
        let found: Vec<_> = scenarios::with_code(code).collect();
        assert!(!found.is_empty(), "no scenario compares {code}");
        let expected = all.iter().filter(|s| s.codes.contains(&code)).count();
        assert_eq!(found.len(), expected);
    }
}

#[test]
fn every_quotation_stands_word_for_word_in_its_source() {
    for s in scenarios::all() {
        let text = s.source.text();
        for m in s.mends {
            assert_ne!(m.scanned, m.reads, "{}: an empty mend", s.id);
            assert!(
                s.quotation.contains(m.reads),
                "{}: the mend {:?} is not in the quotation",
                s.id,
                m.reads
            );
            assert!(
                fold(text).contains(&fold(m.scanned)),
                "{}: the slip {:?} is not in the source",
                s.id,
                m.scanned
            );
        }
        let scanned = s.scanned_quotation();
        let range = s.locate().unwrap_or_else(|| {
            panic!(
                "{}: the quotation is not in {} word for word:\n{scanned}",
                s.id,
                s.source.file_name()
            )
        });
        assert_eq!(fold(&text[range.clone()]), fold(&scanned), "{}", s.id);
        assert_eq!(locate_folded(text, &scanned), Some(range.clone()));
        let passage = s.passage().unwrap();
        assert!(passage.start <= range.start && range.end <= passage.end);
        assert!(
            passage.len() < 4000,
            "{}: the passage is most of the text",
            s.id
        );
    }
}

#[test]
fn citations_name_the_source_and_law() {
    let cite = |id: &str| scenarios::by_id(id).unwrap().citation();
    assert_eq!(cite("italian-castling"), "Sarratt (1808), law 16");
    assert_eq!(cite("pawn-and-three-moves"), "Laws of the Game, law 15");
    assert_eq!(cite("en-passant-either-pawn"), "Code of 24 laws, law 15");
    assert_eq!(
        cite("stalemate-king-and-pawn"),
        "Umpire code, section Stale-Mate"
    );
    assert_eq!(
        cite("insufficient-material"),
        "Primer (c. 1900), [stalemate and material]"
    );
    assert_eq!(
        cite("moving-into-check"),
        "Umpire code, [moving into check]"
    );
    assert_eq!(
        cite("descriptive-notation"),
        "Primer (c. 1900), section II. NOTATION"
    );
}

#[test]
fn every_start_parses_under_every_code() {
    for s in scenarios::all() {
        if let scenarios::Start::Fen(fen) = s.start {
            let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("{}: {e}", s.id));
            assert_eq!(setup.fen(), fen, "{}: the FEN does not round-trip", s.id);
        }
        for code in s.codes {
            let pos = s
                .start
                .position(code.rules())
                .unwrap_or_else(|e| panic!("{}: start under {code}: {e}", s.id));
            assert!(
                !pos.outcome().is_finished(),
                "{}: the game is over before it starts",
                s.id
            );
        }
    }
}

#[test]
fn every_line_meets_its_stated_result_under_every_code() {
    let failures: Vec<String> = scenarios::all()
        .iter()
        .flat_map(|s| s.expectations.iter().map(move |e| check(s, e)))
        .filter_map(Result::err)
        .collect();
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The scenarios of the odds forgotten are in the library and the core
/// meets every result they state: the giver's mate drawn under Sarratt 4
/// and Laws of the Game 14, each citing its own law, a win under Modern.
#[test]
fn the_odds_forgotten_are_scored_by_the_core() {
    let forgotten: Vec<&Scenario> = scenarios::all()
        .iter()
        .filter(|s| matches!(s.start, scenarios::Start::OddsForgotten { .. }))
        .collect();
    assert_eq!(forgotten.len(), 2);
    let mut drawn = 0;
    for s in forgotten {
        for e in s.expectations {
            check(s, e).unwrap_or_else(|err| panic!("{err}"));
            drawn += usize::from(e.result == Expected::Ends(Verdict::MateScoredDrawn));
        }
        let (game, _) = play(s, &s.expectations[0]);
        let law = match game.outcome() {
            Outcome::Finished { law, .. } => law,
            Outcome::Ongoing => None,
        };
        let cited = law.map(|l| l.to_string()).unwrap_or_default();
        assert_eq!(cited, s.citation(), "{}", s.id);
    }
    assert_eq!(drawn, 3);
}

/// The umpire's fifty additional moves and the game engaged of the code of
/// 24 laws: the count behaves as each law says, and the draw cites it.
#[test]
fn the_counts_of_fifty_moves_cite_their_laws() {
    let fifty_law = |id: &str, code: Code| {
        let s = scenarios::by_id(id).unwrap();
        let e = s.expectations.iter().find(|e| e.code == code).unwrap();
        let (game, _) = play(s, e);
        match game.outcome() {
            Outcome::Finished { law, .. } => law.map(|l| l.to_string()),
            Outcome::Ongoing => None,
        }
    };
    assert_eq!(
        fifty_law("fifty-moves-by-the-umpire", Code::UmpireCode).as_deref(),
        Some("Umpire code, section Counting Fifty Moves")
    );
    assert_eq!(
        fifty_law("mate-with-a-marked-piece", Code::CodeOf24Engaged),
        None
    );
    assert_eq!(
        fifty_law("mate-with-a-marked-piece", Code::CodeOf24).as_deref(),
        Some("Code of 24 laws, law 22")
    );
    // One ply short of the fifty additional moves, the game goes on.
    let s = scenarios::by_id("fifty-moves-by-the-umpire").unwrap();
    let mut game =
        chess_laws_study::core::Game::new(s.start.position(Code::UmpireCode.rules()).unwrap());
    let tokens: Vec<&str> = chess_laws_study::core::line_tokens(s.line).collect();
    game.play_line(&tokens[..tokens.len() - 1].join(" "))
        .unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    assert_eq!(game.position().moves_counted(), Some(99));
}

/// Two results are the same outcome if they are equal, or refuse the same
/// ply (each code cites its own law for it).
fn same_outcome(a: Expected, b: Expected) -> bool {
    match (a, b) {
        (Expected::Refused { ply: x, .. }, Expected::Refused { ply: y, .. }) => x == y,
        _ => a == b,
    }
}

/// Where two codes meet the same moves, the scenario says they part ways
/// only if they really do: the ply refused under one is played under the
/// other.
#[test]
fn codes_part_ways_where_the_scenarios_say() {
    let mut contrasts = HashSet::new();
    for s in scenarios::all() {
        for a in s.expectations {
            for b in s.expectations {
                if a.code == b.code
                    || s.moves(a.play) != s.moves(b.play)
                    || same_outcome(a.result, b.result)
                {
                    continue;
                }
                contrasts.insert(s.id);
                if let Expected::Refused { ply, .. } = a.result {
                    // Under b's code the same ply is played.
                    let (game, _) = play(s, b);
                    assert!(
                        game.steps().len() >= ply,
                        "{}: ply {ply} is refused under {} as well as under {}",
                        s.id,
                        b.code,
                        a.code
                    );
                }
            }
        }
    }
    for id in HEADLINE.iter().chain(&[
        "italian-queenside",
        "rook-odds-castling",
        "second-queen",
        "promotion-any-piece",
        "en-passant-either-pawn",
        "fifty-moves-on-notice",
        "knight-and-bishop",
        "named-endings-only",
        "insufficient-material",
        "stalemate-king-and-pawn",
        "check-and-mate",
        "queen-against-rook-pawn",
        "wrong-rook-pawn",
    ]) {
        assert!(
            contrasts.contains(id),
            "{id}: the codes compared do not differ"
        );
    }
}

#[test]
fn italian_castling_has_four_ways_where_england_has_one() {
    let s = scenarios::by_id("italian-castling").unwrap();
    let castlings = |code: Code| {
        let mut game = Game::new(s.start.position(code.rules()).unwrap());
        game.play_line(s.line).unwrap();
        let pos: &Position = game.position();
        let mut sans: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| m.is_castle())
            .map(|m| pos.san(m))
            .collect();
        sans.sort();
        sans
    };
    assert_eq!(
        castlings(Code::Italy),
        ["O-O", "O-O(Kg1,Re1)", "O-O(Kh1,Re1)", "O-O(Kh1,Rf1)"]
    );
    assert_eq!(castlings(Code::Sarratt), ["O-O"]);
    assert_eq!(castlings(Code::Modern), ["O-O"]);

    // After the third way, White's king is on h1 and Black's pawn still on
    // g3, with Black to move.
    let italy = s.expectations_for(Code::Italy).next().unwrap();
    let (game, result) = play(s, italy);
    result.unwrap();
    let pos = game.position();
    let name = |sq: Square| pos.piece_at(sq).map(|p| (p.color, p.role));
    use chess_laws_study::core::{Color, Role};
    assert_eq!(name(Square::H1), Some((Color::White, Role::King)));
    assert_eq!(name(Square::F1), Some((Color::White, Role::Rook)));
    assert_eq!(name(Square::G3), Some((Color::Black, Role::Pawn)));
    assert_eq!(pos.turn(), Color::Black);
}

#[test]
fn descriptive_notation_matches_the_sources_words() {
    for s in scenarios::all() {
        let Some(words) = s.descriptive else { continue };
        let code = s.codes[0];
        let mut game = Game::new(s.start.position(code.rules()).unwrap());
        game.play_line(s.line)
            .unwrap_or_else(|e| panic!("{}: {e}", s.id));
        let wanted: Vec<&str> = words.split_whitespace().collect();
        let got: Vec<String> = game
            .steps()
            .iter()
            .zip(game.positions())
            .take(wanted.len())
            .map(|(step, pos)| match step {
                Step::Move(m) => pos.descriptive(m),
                Step::Notice => "notice".to_string(),
                Step::Claim => "claim".to_string(),
            })
            .collect();
        assert_eq!(got, wanted, "{}", s.id);
    }
}

#[test]
fn the_board_has_a_white_square_on_the_right() {
    let s = scenarios::by_id("board-placement").unwrap();
    assert!(s.themes.contains(&Theme::Conduct));
    // White's right-hand corner is h1, Black's is a8: both light.
    assert!(Bitboard::LIGHT_SQUARES.contains(Square::H1));
    assert!(Bitboard::LIGHT_SQUARES.contains(Square::A8));
    assert!(!Bitboard::LIGHT_SQUARES.contains(Square::A1));
    // The king's rook stands on the light corner, the queen's rook of Black too.
    let pos = s.start.position(Code::Sarratt.rules()).unwrap();
    use chess_laws_study::core::Role;
    assert_eq!(pos.piece_at(Square::H1).map(|p| p.role), Some(Role::Rook));
    assert_eq!(pos.piece_at(Square::A8).map(|p| p.role), Some(Role::Rook));
}

#[test]
fn after_three_free_moves_black_has_one_reply() {
    // Laws of the Game 15: "he checks the black king", and 3...g6 is the
    // only answer; mate follows in two.
    let s = scenarios::by_id("pawn-and-three-moves").unwrap();
    let mut game = Game::new(s.start.position(Code::Sarratt.rules()).unwrap());
    game.play_line("1.e3 2.Bd3 3.Qh5+").unwrap();
    let pos = game.position();
    assert!(pos.is_check());
    let replies: Vec<String> = pos.legal_moves().iter().map(|m| pos.san(m)).collect();
    assert_eq!(replies, ["g6"]);
}

/// The library's combined filter admits exactly what each choice admits.
#[test]
fn a_combined_filter_is_the_meet_of_its_choices() {
    use chess_laws_study::core::Code;
    use chess_laws_study::scenarios::{Filter, Theme};
    let filter = Filter {
        theme: Some(Theme::Stalemate),
        code: Some(Code::Turkey),
        ..Filter::default()
    };
    let both: Vec<&str> = scenarios::matching(filter).map(|s| s.id).collect();
    let expected: Vec<&str> = scenarios::with_theme(Theme::Stalemate)
        .filter(|s| s.compares(Code::Turkey))
        .map(|s| s.id)
        .collect();
    assert!(!both.is_empty());
    assert_eq!(both, expected);
    assert_eq!(
        scenarios::matching(Filter::default()).count(),
        scenarios::all().len()
    );
}

/// Under Modern the fifty-move scenarios reach a point where the
/// player to move may claim a draw (FIDE 9.3): the game goes on until he
/// does, and the claim ends it drawn, citing 9.3.
#[test]
fn modern_fifty_moves_are_claimed_not_automatic() {
    for id in ["knight-and-bishop", "named-endings-only"] {
        let s = scenarios::by_id(id).unwrap();
        let e = s
            .expectations_for(Code::Modern)
            .find(|e| e.play == Play::Line)
            .unwrap();
        let (mut game, result) = play(s, e);
        result.unwrap();
        assert_eq!(game.outcome(), Outcome::Ongoing, "{id}");
        let (claim, law) = game.claimable_draw().unwrap();
        assert_eq!(claim, DrawClaim::FiftyMoves, "{id}");
        assert_eq!(law, Some(Law::fide("9.3")), "{id}");
        game.claim_draw().unwrap();
        assert_eq!(
            game.outcome().describe(),
            "Drawn by claim: fifty moves without capture or pawn move \
             (FIDE Laws of Chess (2023), art. 9.3)",
            "{id}"
        );
    }
}

/// The fifty moves of `fifty-moves-on-notice` are reached under
/// Modern with no position twice, so neither repetition rule of today (FIDE
/// art. 9.2 on a claim, 9.6.1 by itself) cuts them short: the game goes on
/// at 100 plies and the player to move may claim the draw of art. 9.3.
#[test]
fn fifty_moves_on_notice_reaches_a_modern_claim_without_repetition() {
    let s = scenarios::by_id("fifty-moves-on-notice").unwrap();
    let mut game = Game::new(s.start.position(Code::Modern.rules()).unwrap());
    game.play_line(s.line).unwrap();
    let seen: HashSet<_> = game
        .positions()
        .iter()
        .map(|p| (p.to_setup().board, p.turn()))
        .collect();
    assert_eq!(seen.len(), game.positions().len(), "a position comes twice");
    assert_eq!(game.position().halfmoves(), 100);
    assert!(!game.outcome().is_finished());
    assert_eq!(
        game.claimable_draw(),
        Some((DrawClaim::FiftyMoves, Some(Law::fide("9.3"))))
    );
    // One ply short, nothing may be claimed yet.
    game.undo();
    assert!(!game.can_claim_draw());
}
