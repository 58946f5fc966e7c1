//! The bibliography: the five sources the app quotes, and the outside works
//! it relies on for facts stated in its own words (Ponziani's Italian laws,
//! the FIDE Laws of Chess, the histories). Each entry says, in our words,
//! what the app takes from it.

use crate::scenarios::Source;
use crate::study::cite::{source_work, Author, TitleStyle, Work, WorkDate};

/// One work of the bibliography.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reference {
    pub work: Work,
    /// What the app takes from it, in our own words.
    pub about: &'static str,
}

/// A work with no author, title style "part", no date: the base the
/// entries below change.
const BLANK: Work = Work {
    key: "",
    author: None,
    corporate: None,
    title: "",
    title_style: TitleStyle::Part,
    container: None,
    imprint: None,
    date: WorkDate::Undated,
    url: None,
    provenance: None,
};

/// The five sources, each with the app's description of it.
pub fn sources() -> Vec<Reference> {
    Source::ALL
        .into_iter()
        .map(|source| Reference {
            work: source_work(source),
            about: source.description(),
        })
        .collect()
}

/// The outside works, in the order a reader meets them.
pub const OUTSIDE: &[Reference] = &[
    Reference {
        work: Work {
            key: "ponziani1769",
            author: Some(Author {
                family: "Ponziani",
                given: "Domenico Lorenzo",
            }),
            title: "Il giuoco incomparabile degli scacchi",
            title_style: TitleStyle::Book,
            imprint: Some("Modena"),
            date: WorkDate::Year("1769; 2nd ed. 1782"),
            ..BLANK
        },
        about: "The Italian laws as an Italian author, the \u{201c}autore modenese\u{201d}, set \
                them down: no en passant (his law II), a pawn on the last rank taking the \
                part of a missing piece (III), free castling on both wings (IV) and when it \
                is barred (V). Not one of the five texts: the app cites his law numbers and \
                states what they provide in its own words.",
    },
    Reference {
        work: Work {
            key: "leggi-modenese",
            title: "Le leggi del giuoco degli scacchi tratte dall\u{2019}opera dell\u{2019}autore modenese",
            title_style: TitleStyle::Book,
            ..BLANK
        },
        about: "A reprint of Ponziani\u{2019}s list of laws on its own.",
    },
    Reference {
        work: Work {
            key: "fide2023",
            corporate: Some("FIDE"),
            title: "Laws of Chess",
            container: Some("FIDE Handbook, chapter E.01"),
            date: WorkDate::Year("2023"),
            url: Some("https://handbook.fide.com/chapter/E012023"),
            ..BLANK
        },
        about: "The rules of today (the Laws in force from 1 January 2023), the reference \
                of every comparison: the Modern code cites its articles (moves, castling, promotion, check, mate, stalemate, \
                dead position, repetition, fifty and seventy-five moves).",
    },
    Reference {
        work: Work {
            key: "chessmonthly1858",
            title: "The Chess Monthly",
            title_style: TitleStyle::Book,
            imprint: Some("New York"),
            date: WorkDate::Year("1858"),
            ..BLANK
        },
        about: "The New York monthly edited by D. W. Fiske and Paul Morphy (vol. 2). \
                Prints a game played in Rome in 1844, Dubois against the Duke of Rignano, \
                in which White castles on the queen\u{2019}s side with the king going to b1 \
                and the rook to e1: Italian practice went further than the four ways \
                Sarratt reports.",
    },
    Reference {
        work: Work {
            key: "greco1656",
            author: Some(Author {
                family: "Greco",
                given: "Gioachino",
            }),
            title: "The Royall Game of Chesse-Play",
            title_style: TitleStyle::Book,
            imprint: Some("London"),
            date: WorkDate::Year("1656"),
            ..BLANK
        },
        about: "The London edition of Sarratt\u{2019}s note to law 24, where, by Philidor\u{2019}s \
                report, stalemate is scored as a won game (without saying for whom); Sarratt \
                cites it only to dismiss it, as incomplete and edited by someone who knew \
                nothing of chess. His note to law 22, on games with two queens, cites \
                Greco\u{2019}s treatise in general, not this edition. The app quotes Sarratt on \
                it, not the book itself.",
    },
    Reference {
        work: Work {
            key: "staunton1848",
            author: Some(Author {
                family: "Staunton",
                given: "Howard",
            }),
            title: "The Chess-Player\u{2019}s Handbook",
            title_style: TitleStyle::Book,
            imprint: Some("London"),
            date: WorkDate::Year("1848"),
            ..BLANK
        },
        about: "First published in 1847; cited for the older practice in which a pawn on \
                the last rank, with no piece of its side yet lost, waited until one was and \
                then at once took its part: one reading of the rule Sarratt rejects in his \
                N.B. to law 22.",
    },
    Reference {
        work: Work {
            key: "davidson1981",
            author: Some(Author {
                family: "Davidson",
                given: "Henry A.",
            }),
            title: "A Short History of Chess",
            title_style: TitleStyle::Book,
            date: WorkDate::Year("1949; reissued 1981"),
            ..BLANK
        },
        about: "A general history, which the encyclopaedia article below cites on \
                promotion only to a captured piece in the 18th century (Philidor, Lambe); \
                beside Ponziani\u{2019}s law III, the app relies on that article for the rule \
                in Italy in the 18th and early 19th centuries.",
    },
    Reference {
        work: Work {
            key: "wikipedia-promotion",
            corporate: Some("Wikipedia"),
            title: "Promotion (chess)",
            url: Some("https://en.wikipedia.org/wiki/Promotion_(chess)"),
            ..BLANK
        },
        about: "An encyclopaedia article summarising the history of promotion, with its \
                references to Davidson and Staunton.",
    },
    Reference {
        work: Work {
            key: "nizzola",
            author: Some(Author {
                family: "Nizzola",
                given: "Alessandro",
            }),
            title: "Italian Chess 1560\u{2013}1880",
            container: Some("ChessCafe.com"),
            ..BLANK
        },
        about: "A history of the Italian game, published on ChessCafe.com and quoted on \
                Chessgames.com: six ways of \
                castling on the king\u{2019}s side rather than Sarratt\u{2019}s four, and no \
                two bishops running on squares of one colour.",
    },
    Reference {
        work: Work {
            key: "iccf-amici",
            author: Some(Author {
                family: "Ruch",
                given: "Eric",
            }),
            title: "The Italian Rules",
            title_style: TitleStyle::Part,
            container: Some("Amici Sumus (ICCF), no. 1"),
            ..BLANK
        },
        about: "Another reading of Italian castling on the queen\u{2019}s side (king to a1 or \
                b1, rook to b1, c1 or d1), and the date the Italian rules gave way: the Milan \
                tournament of 1881.",
    },
    Reference {
        work: Work {
            key: "netchess1982",
            title: "A summary of the Italian rules posted to the net.chess newsgroup",
            title_style: TitleStyle::Described,
            date: WorkDate::Year("1982"),
            ..BLANK
        },
        about: "A third reading of Italian castling, in which the king may go to the \
                knight\u{2019}s or the rook\u{2019}s square on the king\u{2019}s side, and to the \
                bishop\u{2019}s, the knight\u{2019}s or the rook\u{2019}s square on the queen\u{2019}s \
                side (KN1, KR1; QB1, QN1, QR1).",
    },
    Reference {
        work: Work {
            key: "gossip1894",
            author: Some(Author {
                family: "Gossip",
                given: "G. H. D.",
            }),
            title: "The Chess Pocket Manual",
            title_style: TitleStyle::Book,
            date: WorkDate::Year("1894"),
            url: Some("https://chess.stackexchange.com/questions/21212"),
            ..BLANK
        },
        about: "Quoted on Chess Stack Exchange (question 21212). A later English code that lets a player keep a promoted pawn as a pawn: one \
                way to read the \u{201c}may\u{201d} of law 21 of the code of 24 laws.",
    },
    Reference {
        work: Work {
            key: "chesscom-parsloe",
            title: "A history thread on Chess.com about Philidor\u{2019}s games at Parsloe\u{2019}s",
            title_style: TitleStyle::Described,
            ..BLANK
        },
        about: "Places Parsloe\u{2019}s, the club Sarratt names for its stalemate rule, in \
                London in the 1790s; the text itself says only \u{201c}Parsloe\u{2019}s Hotel\u{201d}.",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_unique() {
        let mut keys: Vec<&str> = sources()
            .iter()
            .map(|r| r.work.key)
            .chain(OUTSIDE.iter().map(|r| r.work.key))
            .collect();
        let count = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), count);
    }

    /// A date opens with its year (or "n.d."): it stands after a full stop
    /// in Chicago's entry and in BibTeX's `year`, where words ("in force
    /// from ...") read as a sentence begun in lower case and a year no tool
    /// can sort.
    #[test]
    fn every_date_opens_with_a_year() {
        for reference in sources().iter().chain(OUTSIDE) {
            let date = reference.work.date.chicago();
            assert!(
                date.starts_with(|c: char| c.is_ascii_digit()) || date.starts_with("n.d."),
                "{}: {date}",
                reference.work.key
            );
        }
    }
}
