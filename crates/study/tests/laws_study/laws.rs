//! The law book, checked: every law and section of the five sources is
//! listed once, found word for word in its text, in order, the laws tiling
//! the text; every scenario (pending ones too) quotes a listed law; and
//! what the book says of each law (quoted, or why not yet) is true.

use crate::common;

use common::fold;

use chess_laws_study::core::Code;
use chess_laws_study::scenarios::{
    self, code_notes, law, law_of_scenario, laws, laws_of, locate_folded, LawKind, LawRef,
    LawStatus, Scenario, Source, SourceLaw, Waiting, PENDING_SCENARIOS,
};
use std::collections::HashSet;

fn range(l: &SourceLaw) -> std::ops::Range<usize> {
    l.range()
        .unwrap_or_else(|| panic!("{}: not found in {}", l.citation(), l.source.file_name()))
}

#[test]
fn every_source_has_the_laws_it_should() {
    let count = |source| laws_of(source).count();
    assert_eq!(count(Source::Sarratt), 25);
    assert_eq!(count(Source::LawsOfTheGame), 20);
    assert_eq!(count(Source::CodeOf24), 16, "the end of law 9, then 10-24");
    assert_eq!(count(Source::UmpireCode), 8);
    assert_eq!(count(Source::Primer), 8);
    assert_eq!(laws().len(), 77);
    // Source by source, in the library's order.
    let order: Vec<Source> = laws().iter().map(|l| l.source).collect();
    let mut sorted = order.clone();
    sorted.sort_by_key(|s| Source::ALL.iter().position(|x| x == s));
    assert_eq!(order, sorted);
}

#[test]
fn numbered_laws_run_on_one_by_one() {
    for (source, first, last) in [
        (Source::Sarratt, 1, 25),
        (Source::LawsOfTheGame, 1, 20),
        (Source::CodeOf24, 9, 24),
    ] {
        let numbers: Vec<u8> = laws_of(source)
            .map(|l| match l.law {
                LawRef::Number(n) => n,
                other => panic!("{source}: {other:?} among numbered laws"),
            })
            .collect();
        assert_eq!(numbers, (first..=last).collect::<Vec<u8>>(), "{source}");
    }
}

#[test]
fn every_law_is_found_word_for_word_once() {
    for l in laws() {
        let text = l.source.text();
        let folded = fold(text);
        let opening = fold(l.opening);
        assert_eq!(
            folded.matches(&opening).count(),
            1,
            "{}: the opening {:?} is not found exactly once",
            l.citation(),
            l.opening
        );
        let r = range(l);
        let found = fold(&text[r.clone()]);
        assert!(found.starts_with(&opening), "{}", l.citation());
        assert!(found.ends_with(&fold(l.closing)), "{}", l.citation());
        assert_eq!(l.text(), &text[r]);
        // The law begins with its number or title, as the text prints it.
        match l.law {
            LawRef::Number(n) if l.scan_note.is_none() => {
                assert!(l.text().starts_with(&format!("{n}. ")), "{}", l.citation());
            }
            LawRef::Section(title) => {
                assert!(l.text().starts_with(title), "{}", l.citation());
            }
            _ => {}
        }
        assert!(!l.body().trim().is_empty(), "{}: no body", l.citation());
        assert!(l.text().ends_with(l.body()), "{}", l.citation());
    }
}

/// What stands in a text before its first law and after its last: a
/// heading, a running head, the scan's trailer. Nothing else lies outside
/// the laws.
fn outside_the_laws(source: Source) -> (&'static str, &'static str) {
    match source {
        Source::Sarratt => ("A Treatise on the Game of Chess JH Sarratt (1808)", ""),
        Source::LawsOfTheGame => ("LAWS OF THE GAME.", ""),
        Source::CodeOf24 => ("107 CUE CUE", ""),
        Source::UmpireCode => ("", ""),
        Source::Primer => (
            "",
            "Continue reading on your phone by scaning this QR Code Tip: The current page has \
             been bookmarked automatically. If you wish to continue reading later, just open the \
             Dertz Homepage, and click on the 'continue reading' link at the bottom of the page.",
        ),
    }
}

#[test]
fn the_laws_tile_their_text_in_order() {
    for source in Source::ALL {
        let text = source.text();
        let ranges: Vec<_> = laws_of(source).map(range).collect();
        let (front, back) = outside_the_laws(source);
        assert_eq!(
            fold(&text[..ranges[0].start]),
            front,
            "{source}: before the first law"
        );
        let last = ranges.last().unwrap();
        assert_eq!(
            fold(&text[last.end..]),
            fold(back),
            "{source}: after the last law"
        );
        for pair in ranges.windows(2) {
            assert!(
                pair[0].end <= pair[1].start,
                "{source}: laws overlap: {pair:?}"
            );
            let gap = &text[pair[0].end..pair[1].start];
            assert!(
                gap.trim().is_empty(),
                "{source}: text between two laws belongs to neither: {gap:?}"
            );
        }
    }
}

#[test]
fn anchors_are_unique_within_a_source() {
    for source in Source::ALL {
        let mut seen = HashSet::new();
        for l in laws_of(source) {
            let anchor = l.anchor();
            assert!(
                anchor
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{anchor}"
            );
            assert!(seen.insert(anchor.clone()), "{source}: {anchor} twice");
            assert_eq!(law(source, l.law).map(SourceLaw::anchor), Some(anchor));
        }
    }
}

/// The scenario's (source, law) is in the book, and its quotation stands
/// inside that law: it neither begins before it nor runs into the next,
/// which its citation would not name.
fn check_quotes_its_law(s: &Scenario) {
    let listed = law(s.source, s.law)
        .unwrap_or_else(|| panic!("{}: {} is not in the law book", s.id, s.citation()));
    let quote = s
        .locate()
        .unwrap_or_else(|| panic!("{}: quotation not found in {}", s.id, s.source));
    assert!(
        range(listed).contains(&quote.start),
        "{}: the quotation does not stand in {}",
        s.id,
        listed.citation()
    );
    assert!(
        quote.end <= range(listed).end,
        "{}: the quotation runs on past {}",
        s.id,
        listed.citation()
    );
    assert!(
        std::ptr::eq(law_of_scenario(s).unwrap(), listed),
        "{}",
        s.id
    );
}

#[test]
fn every_scenario_quotes_a_law_of_the_book() {
    for s in scenarios::all() {
        check_quotes_its_law(s);
    }
}

#[test]
fn pending_scenarios_quote_their_laws_verbatim_and_stay_out_of_the_library() {
    // Empty now that the core and the study play every law of play; the
    // checks hold for any scenario written ahead of them again.
    for pending in PENDING_SCENARIOS {
        let s = &pending.scenario;
        assert!(!pending.needs.trim().is_empty(), "{}", s.id);
        assert!(
            scenarios::by_id(s.id).is_none(),
            "{} is pending and in the library",
            s.id
        );
        for m in s.mends {
            assert!(s.quotation.contains(m.reads), "{}: {:?}", s.id, m.reads);
            assert!(
                fold(s.source.text()).contains(&fold(m.scanned)),
                "{}: {:?}",
                s.id,
                m.scanned
            );
        }
        let scanned = s.scanned_quotation();
        assert!(
            locate_folded(s.source.text(), &scanned).is_some(),
            "{}: the quotation is not in {} word for word",
            s.id,
            s.source
        );
        check_quotes_its_law(s);
        for e in s.expectations {
            assert!(s.codes.contains(&e.code), "{}", s.id);
        }
        // The line is ready: every move is legal under the first code.
        let code = s.codes[0];
        let start = s.start.position(code.rules()).unwrap();
        let mut game = chess_laws_study::core::Game::new(start);
        game.play_line(s.line)
            .unwrap_or_else(|e| panic!("{} under {code}: {e}", s.id));
    }
}

#[test]
fn the_book_says_truly_which_laws_are_quoted_and_why_others_wait() {
    let pending: HashSet<(Source, LawRef)> = PENDING_SCENARIOS
        .iter()
        .map(|p| (p.scenario.source, p.scenario.law))
        .collect();
    for l in laws() {
        let quoted = l.quoted_by().count();
        match l.waiting {
            None => assert!(
                quoted > 0,
                "{}: said to be quoted, but no scenario quotes it",
                l.citation()
            ),
            Some(why) => {
                assert_eq!(
                    quoted,
                    0,
                    "{}: quoted, yet said to wait ({why:?})",
                    l.citation()
                );
                let fits = match why {
                    Waiting::UmpireMode | Waiting::NotOnTheBoard => l.kind == LawKind::Conduct,
                    Waiting::EngineSupport => {
                        l.kind == LawKind::Play && pending.contains(&(l.source, l.law))
                    }
                    Waiting::MatchPractice => l.kind == LawKind::MatchPractice,
                    Waiting::Illustration => l.kind == LawKind::Notation,
                };
                assert!(
                    fits,
                    "{}: {:?} law waiting for {why:?}",
                    l.citation(),
                    l.kind
                );
                assert!(!why.reason().is_empty());
            }
        }
    }
    // Every pending scenario's law is marked as waiting for the engine,
    // unless a scenario of the library quotes it already.
    for (source, law_ref) in &pending {
        let l = law(*source, *law_ref).unwrap();
        assert!(
            l.waiting == Some(Waiting::EngineSupport) || l.quoted_by().next().is_some(),
            "{}",
            l.citation()
        );
    }
}

/// The counts the report gives, per source: laws, quoted by a scenario,
/// played at the umpire's table, match practice, still waiting (any
/// reason).
#[test]
fn coverage_counts() {
    let row = |source: Source| {
        let of = || laws_of(source).map(SourceLaw::status);
        [
            of().count(),
            of().filter(|s| *s == LawStatus::Quoted).count(),
            of().filter(|s| matches!(s, LawStatus::AtTheTable(_)))
                .count(),
            of().filter(|s| *s == LawStatus::Waiting(Waiting::MatchPractice))
                .count(),
            of().filter(|s| matches!(s, LawStatus::Waiting(_))).count(),
        ]
    };
    for source in Source::ALL {
        println!("{source}: {:?}", row(source));
        for l in laws_of(source) {
            if let LawStatus::Waiting(why) = l.status() {
                println!("  waiting: {} ({why:?})", l.citation());
            }
        }
    }
    assert_eq!(row(Source::Sarratt), [25, 12, 12, 1, 1]);
    assert_eq!(row(Source::LawsOfTheGame), [20, 10, 8, 2, 2]);
    assert_eq!(row(Source::CodeOf24), [16, 6, 10, 0, 0]);
    assert_eq!(row(Source::UmpireCode), [8, 3, 5, 0, 0]);
    // The primer's diagram is an illustration, not a law of play.
    assert_eq!(row(Source::Primer), [8, 3, 4, 0, 1]);
}

/// Every law of play is quoted by a scenario that
/// plays it; nothing waits but match practice and the primer's diagram,
/// which is no rule.
#[test]
fn every_law_of_play_is_quoted_and_only_match_practice_waits() {
    for l in laws() {
        match l.kind {
            LawKind::Play => assert_eq!(l.status(), LawStatus::Quoted, "{}", l.citation()),
            LawKind::MatchPractice => {
                assert_eq!(l.status(), LawStatus::Waiting(Waiting::MatchPractice));
            }
            LawKind::Notation => assert!(
                matches!(
                    l.status(),
                    LawStatus::Quoted | LawStatus::Waiting(Waiting::Illustration)
                ),
                "{}",
                l.citation()
            ),
            LawKind::Conduct => assert!(
                !matches!(l.status(), LawStatus::Waiting(Waiting::UmpireMode)),
                "{}",
                l.citation()
            ),
        }
    }
    let waiting: Vec<String> = laws()
        .iter()
        .filter(|l| matches!(l.status(), LawStatus::Waiting(_)))
        .map(SourceLaw::citation)
        .collect();
    assert_eq!(waiting.len(), 4, "{waiting:?}");
    // Each law of match practice says, in one line of its own, why.
    let mut reasons = HashSet::new();
    for l in laws().iter().filter(|l| l.kind == LawKind::MatchPractice) {
        let why = l
            .why
            .unwrap_or_else(|| panic!("{}: no reason of its own", l.citation()));
        assert!(why.starts_with("Match practice:") && !why.contains('\n'));
        assert_eq!(l.waiting_reason(), Some(why));
        assert!(
            reasons.insert(why),
            "{}: the same reason twice",
            l.citation()
        );
    }
    assert_eq!(reasons.len(), 3);
}

/// Every conduct law is played, by a scenario or at
/// the umpire's table, or says why it is not (nothing to play on the
/// board). None waits for the umpire mode any more.
#[test]
fn every_conduct_law_is_played_or_says_why_not() {
    for l in laws().iter().filter(|l| l.kind == LawKind::Conduct) {
        match l.status() {
            LawStatus::Quoted => assert!(l.quoted_by().next().is_some()),
            LawStatus::AtTheTable(slip) => {
                assert!(!slip.is_empty(), "{}", l.citation());
                assert_eq!(l.waiting, Some(Waiting::UmpireMode), "{}", l.citation());
            }
            LawStatus::Waiting(why) => assert!(
                why == Waiting::NotOnTheBoard && !why.reason().is_empty(),
                "{}: still waiting ({why:?})",
                l.citation()
            ),
        }
    }
    // Match practice is never played on one board, and says so.
    for l in laws().iter().filter(|l| l.kind == LawKind::MatchPractice) {
        assert_eq!(l.status(), LawStatus::Waiting(Waiting::MatchPractice));
    }
}

#[test]
fn code_notes_cite_laws_of_the_book() {
    for code in Code::ALL {
        let notes = code_notes(code);
        assert_eq!(notes.code, code);
        assert!(!notes.basis.is_empty());
        if code != Code::Modern {
            assert!(!notes.attested.is_empty(), "{code}: nothing attested");
        }
        for n in notes.attested.iter().chain(notes.borrowed) {
            assert!(!n.rule.is_empty() && !n.says.is_empty(), "{code}");
            if let Some((source, law_ref)) = n.law {
                assert!(
                    law(source, law_ref).is_some(),
                    "{code}: {} cites {} which the book lacks",
                    n.rule,
                    source.cite(law_ref)
                );
            }
        }
        // An attested rule rests on a law of the code's own texts: one of
        // the five, or for Italy after Ponziani a law of his, cited from the
        // law table.
        for n in notes.attested {
            let outside_ok = code == Code::ItalyPonziani
                && n.outside
                    .is_some_and(|l| l.book == chess_laws_study::core::Book::Ponziani);
            assert!(
                n.law.is_some() || outside_ok,
                "{code}: {} attested by no law",
                n.rule
            );
        }
    }
    // The codes Sarratt reports only in part borrow the rest from him.
    for code in [Code::Italy, Code::Parsloe, Code::Turkey] {
        let notes = code_notes(code);
        assert!(notes
            .borrowed
            .iter()
            .any(|n| n.law.is_some_and(|(s, _)| s == Source::Sarratt)));
    }
}

/// A law the table rules by on more than one slip names each of them.
#[test]
fn a_law_ruled_by_at_the_table_names_every_slip_it_rules_on() {
    let squares = law(Source::UmpireCode, LawRef::Section("Touching the Squares")).unwrap();
    let slips = squares.slips_at_table();
    assert_eq!(slips.first().copied(), squares.ruled_at_table());
    assert!(slips.len() >= 2, "{slips:?}");
    assert!(slips.iter().any(|s| s.contains("touched")), "{slips:?}");
    let mut once = slips.clone();
    once.sort_unstable();
    once.dedup();
    assert_eq!(once.len(), slips.len(), "each slip once: {slips:?}");
}

/// The laws on claims are played at the umpire's table by the ruling's
/// window and its fate of a slip unclaimed; Laws of the Game 18 by its own
/// scenario and by the remedy it bars at the table.
#[test]
fn the_claim_deadlines_and_the_kings_penalty_are_played() {
    let at_table = |source, n| {
        let l = law(source, LawRef::Number(n)).unwrap();
        (l.status(), l.ruled_at_table())
    };
    let (status, slip) = at_table(Source::Sarratt, 21);
    assert!(matches!(status, LawStatus::AtTheTable(_)), "{status:?}");
    assert!(slip.is_some());
    let (status, _) = at_table(Source::LawsOfTheGame, 11);
    assert!(matches!(status, LawStatus::AtTheTable(_)), "{status:?}");
    let (status, slip) = at_table(Source::LawsOfTheGame, 18);
    assert_eq!(status, LawStatus::Quoted);
    assert_eq!(
        slip,
        Some("A false move"),
        "the table cites it where it bars a remedy"
    );
    let quoted: Vec<&str> = law(Source::LawsOfTheGame, LawRef::Number(18))
        .unwrap()
        .quoted_by()
        .map(|s| s.id)
        .collect();
    assert_eq!(quoted, ["king-penalty-into-check"]);
}
