//! A scenario's prose as a file of its own, `prose/<id>.txt`: what the
//! site's first bundle fetches for the law on screen instead of carrying
//! every law's words (see the `prose!` macro in this module's parent).
//!
//! The file holds four fields separated by U+001E (record separator): the
//! quotation, the commentary, our reading (notes separated by U+001F, unit
//! separator) and the mends (scanned and read text in turn, separated by
//! U+001F). Neither separator occurs in the prose.
//!
//! ```
//! use chess_laws_study::scenarios::{self, ScenarioProse};
//! let s = scenarios::by_id("passar-battaglia").unwrap();
//! let prose = ScenarioProse::of(s);
//! assert_eq!(ScenarioProse::from_file(&prose.to_file()), Ok(prose));
//! assert!(ScenarioProse::from_file("<!doctype html>").is_err());
//! ```

use super::Scenario;

const RECORD: char = '\u{1e}';
const UNIT: char = '\u{1f}';

/// A scenario's quotation, commentary, reading and mends, owned.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScenarioProse {
    /// The law, word for word (see [`Scenario::quotation`]).
    pub quotation: String,
    /// What the law means, in our words.
    pub commentary: String,
    /// The reading chosen where the source is ambiguous.
    pub notes: Vec<String>,
    /// The OCR slips put right: (as scanned, as the quotation reads).
    pub mends: Vec<(String, String)>,
}

impl ScenarioProse {
    /// The prose compiled into this build (empty in the first bundle).
    #[must_use]
    pub fn of(scenario: &Scenario) -> ScenarioProse {
        ScenarioProse {
            quotation: scenario.quotation.to_string(),
            commentary: scenario.commentary.to_string(),
            notes: scenario.notes.iter().map(|n| (*n).to_string()).collect(),
            mends: scenario
                .mends
                .iter()
                .map(|m| (m.scanned.to_string(), m.reads.to_string()))
                .collect(),
        }
    }

    /// The file's text.
    #[must_use]
    pub fn to_file(&self) -> String {
        let unit = UNIT.to_string();
        let mends: Vec<&str> = self
            .mends
            .iter()
            .flat_map(|(scanned, reads)| [scanned.as_str(), reads.as_str()])
            .collect();
        [
            self.quotation.clone(),
            self.commentary.clone(),
            self.notes.join(&unit),
            mends.join(&unit),
        ]
        .join(&RECORD.to_string())
    }

    /// Reads a file written by [`ScenarioProse::to_file`].
    ///
    /// # Errors
    /// A text that is not such a file (four fields, a quotation, mends in
    /// pairs), e.g. a page served in its place, gives a message.
    pub fn from_file(text: &str) -> Result<ScenarioProse, String> {
        let fields: Vec<&str> = text.split(RECORD).collect();
        let [quotation, commentary, notes, mends] = fields[..] else {
            return Err("the file of the law's words is not in its format".to_string());
        };
        if quotation.trim().is_empty() {
            return Err("the file of the law's words holds no quotation".to_string());
        }
        let list = |field: &str| -> Vec<String> {
            field
                .split(UNIT)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect()
        };
        let mend_words = list(mends);
        if mend_words.len() % 2 != 0 {
            return Err("the file of the law's words has a mend without its reading".to_string());
        }
        Ok(ScenarioProse {
            quotation: quotation.to_string(),
            commentary: commentary.to_string(),
            notes: list(notes),
            mends: mend_words
                .chunks(2)
                .map(|pair| (pair[0].clone(), pair[1].clone()))
                .collect(),
        })
    }

    /// The address of a scenario's file, relative to the page.
    #[must_use]
    pub fn address(id: &str) -> String {
        format!("prose/{id}.txt")
    }
}
