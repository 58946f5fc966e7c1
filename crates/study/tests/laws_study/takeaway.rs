//! Take-away: diagrams (SVG), the printed page's key positions and line,
//! and citations (Chicago and BibTeX).

use crate::common;

use common::scenario_study;

use chess_laws_study::core::{Board, Piece, Square};
use chess_laws_study::scenarios::{self, LawRef, Source};
use chess_laws_study::study::bibliography::{sources, OUTSIDE};
use chess_laws_study::study::cite::{
    bibliography_entry, bibtex, law_bibtex, law_note, source_work, study_bibtex, study_chicago, Day,
};
use chess_laws_study::study::diagram::{board_svg, comparison_svg, DiagramOptions};
use chess_laws_study::study::print::{key_positions, numbered_line, parting_point, KeyKind};
use chess_laws_study::study::Notation;

/// A small XML checker: every tag closed in order, attributes quoted,
/// entities known, one root. Returns the open-tag names in order, or what
/// is wrong.
fn parse_xml(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut stack: Vec<String> = Vec::new();
    let mut tags = Vec::new();
    let mut roots = 0;
    let mut rest = text.trim();
    while !rest.is_empty() {
        let Some(open) = rest.find('<') else {
            check_text(rest)?;
            break;
        };
        check_text(&rest[..open])?;
        if stack.is_empty() && !rest[..open].trim().is_empty() {
            return Err("text outside the root".into());
        }
        let close = rest[open..].find('>').ok_or("unclosed tag")? + open;
        let tag = &rest[open + 1..close];
        rest = &rest[close + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let top = stack.pop().ok_or("closing tag without opening")?;
            if top != name.trim() {
                return Err(format!("</{name}> closes <{top}>"));
            }
            continue;
        }
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let (name, attributes) = tag.split_once(' ').unwrap_or((tag, ""));
        check_attributes(attributes)?;
        if stack.is_empty() {
            roots += 1;
        }
        tags.push((name.to_string(), attributes.to_string()));
        if !self_closing {
            stack.push(name.to_string());
        }
    }
    if !stack.is_empty() {
        return Err(format!("unclosed: {stack:?}"));
    }
    if roots != 1 {
        return Err(format!("{roots} roots"));
    }
    Ok(tags)
}

fn check_text(text: &str) -> Result<(), String> {
    let mut parts = text.split('&');
    parts.next();
    for part in parts {
        let entity = part.split(';').next().unwrap_or("");
        let known = ["amp", "lt", "gt", "quot", "#39"].contains(&entity);
        if !known || !part.contains(';') {
            return Err(format!("unknown entity &{entity}"));
        }
    }
    if text.contains('>') {
        return Err("stray >".into());
    }
    Ok(())
}

fn check_attributes(text: &str) -> Result<(), String> {
    let mut rest = text.trim();
    while !rest.is_empty() {
        let eq = rest
            .find("=\"")
            .ok_or(format!("unquoted attribute in {rest}"))?;
        let name = rest[..eq].trim();
        if name.is_empty() || name.contains(' ') {
            return Err(format!("bad attribute name {name:?}"));
        }
        let end = rest[eq + 2..].find('"').ok_or("unclosed attribute")? + eq + 2;
        let value = &rest[eq + 2..end];
        if value.contains('<') {
            return Err("< in an attribute".into());
        }
        check_text(value)?;
        rest = rest[end + 1..].trim_start();
    }
    Ok(())
}

fn attribute<'a>(attributes: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("{name}=\"");
    let start = attributes.find(&key)? + key.len();
    let end = attributes[start..].find('"')? + start;
    Some(&attributes[start..end])
}

/// The men drawn in a diagram, as (square, FEN letter), sorted.
fn men_drawn(tags: &[(String, String)]) -> Vec<(String, char)> {
    let mut men: Vec<(String, char)> = tags
        .iter()
        .filter_map(|(_, a)| {
            let letter = attribute(a, "data-piece")?.chars().next()?;
            Some((attribute(a, "data-square")?.to_string(), letter))
        })
        .collect();
    men.sort();
    men
}

fn men_of(board: &Board) -> Vec<(String, char)> {
    let mut men: Vec<(String, char)> = board
        .pieces()
        .map(|(sq, piece): (Square, Piece)| (sq.name(), piece.fen_char()))
        .collect();
    men.sort();
    men
}

fn squares_drawn(tags: &[(String, String)]) -> usize {
    tags.iter()
        .filter(|(name, a)| name == "rect" && attribute(a, "data-square").is_some())
        .count()
}

#[test]
fn a_board_diagram_is_well_formed_with_64_squares_and_its_men() {
    let study = scenario_study("italian-castling");
    let comparison = study.compare();
    let position = comparison.tracks[0].position_at(study.cursor).unwrap();
    for coordinates in [false, true] {
        let options = DiagramOptions {
            coordinates,
            flipped: coordinates,
            caption: vec!["Italy: R & K \"castled\" <four ways>".to_string()],
        };
        let svg = board_svg(position.board(), None, &options);
        let tags = parse_xml(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
        assert_eq!(tags[0].0, "svg");
        assert_eq!(squares_drawn(&tags), 64);
        assert_eq!(men_drawn(&tags), men_of(position.board()));
        assert!(!svg.contains("<script"), "no scripts in a diagram");
        let texts = tags.iter().filter(|(n, _)| n == "text").count();
        assert_eq!(texts, if coordinates { 16 + 1 } else { 1 });
    }
}

#[test]
fn flipping_puts_a1_at_the_top_right() {
    let flipped = DiagramOptions {
        flipped: true,
        ..DiagramOptions::default()
    };
    let svg = board_svg(&Board::start(), None, &flipped);
    let tags = parse_xml(&svg).unwrap();
    let a1 = tags
        .iter()
        .find(|(n, a)| n == "rect" && attribute(a, "data-square") == Some("a1"))
        .unwrap();
    // 14 of margin plus seven squares of 48.
    assert_eq!(attribute(&a1.1, "x"), Some("350"));
    assert_eq!(attribute(&a1.1, "y"), Some("14"));
}

#[test]
fn the_comparison_draws_every_board_with_its_own_men() {
    let study = scenario_study("passar-battaglia");
    let comparison = study.compare();
    let svg = comparison_svg(&study, &comparison, true, true);
    let tags = parse_xml(&svg).unwrap_or_else(|e| panic!("{e}"));
    let boards = tags
        .iter()
        .filter(|(n, a)| n == "g" && a.contains("class=\"board\""))
        .count();
    assert_eq!(boards, comparison.tracks.len());
    assert_eq!(squares_drawn(&tags), 64 * boards);
    let mut expected: Vec<(String, char)> = comparison
        .tracks
        .iter()
        .flat_map(|t| men_of(t.position_at(study.cursor).unwrap().board()))
        .collect();
    expected.sort();
    assert_eq!(men_drawn(&tags), expected);
    // The boards differ: England took en passant, Italy did not.
    assert!(svg.contains("Refused: 3.exd6"), "{svg}");
    assert!(svg.contains("Sarratt (1808), law 15"));
}

#[test]
fn the_printed_page_shows_the_start_the_parting_and_the_ends() {
    let study = scenario_study("passar-battaglia");
    let comparison = study.compare();
    assert_eq!(parting_point(&comparison), Some(4));
    let keys = key_positions(&study, &comparison);
    let kinds: Vec<KeyKind> = keys.iter().map(|k| k.kind).collect();
    assert_eq!(kinds[0], KeyKind::Start);
    assert_eq!(kinds[1], KeyKind::Parting);
    assert_eq!(keys[1].label, "After 2...d5: the codes part at exd6");
    assert_eq!(keys[0].board, Board::start());
    // Italy stops where the codes part: its end is the parting diagram,
    // so only the boards that played on get an end of their own.
    let ends = keys.iter().filter(|k| k.kind == KeyKind::End).count();
    let played_on = comparison
        .tracks
        .iter()
        .filter(|t| t.stop.is_none())
        .count();
    assert!(ends >= 1 && ends <= played_on, "{keys:#?}");
}

#[test]
fn stalemate_verdicts_share_one_final_diagram() {
    let study = scenario_study("stalemate-verdicts");
    let comparison = study.compare();
    let keys = key_positions(&study, &comparison);
    let ends: Vec<_> = keys.iter().filter(|k| k.kind == KeyKind::End).collect();
    assert_eq!(ends.len(), 1, "{keys:#?}");
    assert_eq!(ends[0].verdicts.len(), comparison.tracks.len());
}

#[test]
fn the_line_is_numbered_in_both_notations() {
    let study = scenario_study("passar-battaglia");
    let comparison = study.compare();
    assert_eq!(
        numbered_line(&comparison, Notation::Algebraic),
        "1.e4 Nf6 2.e5 d5 3.exd6"
    );
    let descriptive = numbered_line(&comparison, Notation::Descriptive);
    assert!(descriptive.starts_with("1.P-K4 "), "{descriptive}");
    let in_words = numbered_line(&comparison, Notation::Words);
    assert!(in_words.starts_with("1.P. to K. 4th "), "{in_words}");
}

#[test]
fn law_citations_in_chicago_notes() {
    assert_eq!(
        law_note(Source::Sarratt, LawRef::Number(16)).plain(),
        "J. H. Sarratt, A Treatise on the Game of Chess (1808), law 16."
    );
    assert_eq!(
        law_note(Source::LawsOfTheGame, LawRef::Number(15)).plain(),
        "\u{201c}Laws of the Game\u{201d} (an English code of 20 laws; its author, the book it \
         is printed in and its date are not known), law 15."
    );
    assert_eq!(
        law_note(Source::UmpireCode, LawRef::Section("Stale-Mate")).plain(),
        "[A code of chess laws of the umpire era] (its author, the book it is printed in and its \
         date are not known), section \u{201c}Stale-Mate.\u{201d}"
    );
    assert_eq!(
        law_note(Source::Primer, LawRef::Unnumbered).plain(),
        "[A chess primer of the early 20th century] (its author, title and date are not known; \
         c. 1900 is our estimate)."
    );
    // Only Sarratt's title is set in italics.
    let sarratt = law_note(Source::Sarratt, LawRef::Number(16));
    let italic: Vec<&str> = sarratt
        .runs
        .iter()
        .filter(|(_, i)| *i)
        .map(|(t, _)| t.as_str())
        .collect();
    assert_eq!(italic, ["A Treatise on the Game of Chess"]);
}

#[test]
fn every_scenario_cites_its_own_law() {
    for scenario in scenarios::all() {
        let note = law_note(scenario.source, scenario.law).plain();
        if let LawRef::Number(n) = scenario.law {
            assert!(
                note.ends_with(&format!("law {n}.")),
                "{}: {note}",
                scenario.id
            );
        }
        let bib = law_bibtex(scenario.source, scenario.law);
        assert!(bib.starts_with('@') && bib.ends_with('}'), "{bib}");
        assert_eq!(bib.matches('{').count(), bib.matches('}').count(), "{bib}");
    }
}

#[test]
fn law_citations_in_bibtex() {
    assert_eq!(
        law_bibtex(Source::Sarratt, LawRef::Number(16)),
        "@book{sarratt1808-law16,\n  author = {Sarratt, J. H.},\n  title = {A Treatise on the Game of Chess},\n  year = {1808},\n  note = {Law 16}\n}"
    );
    assert_eq!(
        law_bibtex(Source::LawsOfTheGame, LawRef::Number(15)),
        "@misc{laws-of-the-game-law15,\n  author = {{Anon.}},\n  title = {Laws of the Game},\n  howpublished = {An English code of 20 laws; its author, the book it is printed in and its date are not known},\n  year = {n.d.},\n  note = {Law 15}\n}"
    );
    assert_eq!(
        law_bibtex(Source::CodeOf24, LawRef::Number(22)),
        "@misc{code-of-24-law22,\n  author = {{Anon.}},\n  title = {[A code of 24 laws]},\n  howpublished = {Printed in a games book of the 19th century whose title, author and date are not known; the end of law 9 and laws 10-24 survive},\n  year = {n.d.},\n  note = {Law 22}\n}"
    );
}

#[test]
fn a_study_is_cited_as_a_web_page() {
    let study = scenario_study("stalemate-verdicts");
    let link = "https://example.org/laws/?s=stalemate-verdicts";
    let day = Day {
        year: 2026,
        month: 11,
        day: 22,
    };
    assert_eq!(
        study_chicago(&study, link, day).plain(),
        "\u{201c}Stalemate: a draw, a win or a loss.\u{201d} The Old Laws of Chess. Accessed November 22, 2026. https://example.org/laws/?s=stalemate-verdicts."
    );
    assert_eq!(
        study_bibtex(&study, link, day),
        "@misc{oldlaws-stalemate-verdicts,\n  title = {Stalemate: a draw, a win or a loss},\n  howpublished = {The Old Laws of Chess},\n  year = {2026},\n  url = {https://example.org/laws/?s=stalemate-verdicts},\n  urldate = {2026-11-22},\n  note = {Accessed November 22, 2026}\n}"
    );
}

#[test]
fn the_bibliography_lists_the_sources_and_the_outside_works() {
    let entries: Vec<String> = sources()
        .iter()
        .chain(OUTSIDE)
        .map(|r| bibliography_entry(&r.work).plain())
        .collect();
    assert_eq!(
        entries[0],
        "Sarratt, J. H. A Treatise on the Game of Chess. 1808."
    );
    assert_eq!(
        entries[1],
        "\u{201c}Laws of the Game.\u{201d} An English code of 20 laws; its author, the book it \
         is printed in and its date are not known."
    );
    // No source is cited with a bare "Anon." or "n.d.": what is not known
    // is said in words.
    for reference in sources() {
        let entry = bibliography_entry(&reference.work).plain();
        assert!(
            reference.work.author.is_some() || entry.contains("not known"),
            "{entry}"
        );
        assert!(
            !entry.contains("Anon.") && !entry.contains("n.d."),
            "{entry}"
        );
    }
    for scenario in scenarios::all() {
        let note = law_note(scenario.source, scenario.law).plain();
        assert!(!note.contains("Anon.") && !note.contains("n.d."), "{note}");
    }
    assert!(entries.iter().any(|e| e.starts_with(
        "Ponziani, Domenico Lorenzo. Il giuoco incomparabile degli scacchi. Modena, 1769; 2nd ed. 1782."
    )));
    assert!(entries
        .iter()
        .any(|e| e.starts_with("FIDE. \u{201c}Laws of Chess.\u{201d} In FIDE Handbook")));
    for reference in sources().iter().chain(OUTSIDE) {
        assert!(!reference.about.is_empty());
        let bib = bibtex(&reference.work, None);
        assert_eq!(bib.matches('{').count(), bib.matches('}').count(), "{bib}");
    }
    // The undated sources say so.
    assert_eq!(source_work(Source::CodeOf24).date.chicago(), "n.d.");
}

/// Every key of a `.bib` holding everything the app cites: the
/// bibliography's works, every law of the five sources (the scenarios'
/// and the Sources screen's) and every study.
#[test]
fn one_bib_of_everything_cited_has_no_key_twice() {
    let day = Day {
        year: 2026,
        month: 11,
        day: 22,
    };
    let mut bib: Vec<String> = sources()
        .iter()
        .chain(OUTSIDE)
        .map(|r| bibtex(&r.work, None))
        .collect();
    let mut laws: Vec<(Source, LawRef)> = scenarios::laws()
        .iter()
        .map(|l| (l.source, l.law))
        .chain(scenarios::all().iter().map(|s| (s.source, s.law)))
        .collect();
    laws.dedup();
    let mut cited: Vec<(Source, LawRef)> = Vec::new();
    for law in laws {
        if !cited.contains(&law) {
            cited.push(law);
            bib.push(law_bibtex(law.0, law.1));
        }
    }
    for scenario in scenarios::all() {
        bib.push(study_bibtex(
            &scenario_study(scenario.id),
            "https://example.org/",
            day,
        ));
    }
    let mut keys: Vec<String> = bib
        .iter()
        .map(|entry| {
            let open = entry.find('{').expect("an entry opens with its key");
            let close = entry.find(',').expect("a key ends at a comma");
            entry[open + 1..close].to_string()
        })
        .collect();
    let count = keys.len();
    assert!(count > 100, "{count}");
    keys.sort();
    let twice: Vec<&[String]> = keys.windows(2).filter(|w| w[0] == w[1]).collect();
    assert!(twice.is_empty(), "{twice:?}");
    assert!(keys.contains(&"sarratt1808-law16".to_string()));
    assert!(keys.contains(&"umpire-code-stale-mate".to_string()));
}
