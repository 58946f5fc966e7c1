//! The free-play form's address: `?view=free&form=...`, where the form's
//! codes and start are written as a study link (encoded once more, so the
//! address does not itself name a study and open one). Reload, Back and a
//! shared link bring the form back as the reader left it, a FEN still
//! being typed included.

use super::link::{decode, encode, parse_query};
use super::{StartSpec, Study};

/// The address of the free-play screen with its form set as `form` (a
/// study whose boards and start are the form's).
#[must_use]
pub fn free_play_query(form: &Study) -> String {
    let mut setup = form.clone();
    setup.scenario = None;
    setup.tokens.clear();
    setup.cursor = 0;
    setup.kept_lines.clear();
    format!("view=free&form={}", encode(&setup.to_link()))
}

/// The form an address names, if it names one: its boards and start (a
/// FEN exactly as written, even one that cannot be used yet). A garbled
/// form is none.
#[must_use]
pub fn free_play_form(query: &str) -> Option<Study> {
    let pairs = parse_query(query, &mut Vec::new());
    let form = pairs.iter().find(|(key, _)| key == "form")?;
    let inner = decode(&form.1).unwrap_or_else(|| form.1.clone());
    let mut study = Study::from_link(&inner).study;
    study.scenario = None;
    let inner_pairs = parse_query(&inner, &mut Vec::new());
    if let Some((_, fen)) = inner_pairs.iter().find(|(key, _)| key == "fen") {
        study.start = StartSpec::Fen(fen.clone());
    }
    Some(study)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Code, RuleSet};
    use crate::study::BoardRules;

    #[test]
    fn the_form_reads_back_from_its_address() {
        let rules: RuleSet = Code::Sarratt.rules();
        let form = Study::free(
            StartSpec::Fen("8/8/8/8/8/8/8/K6k w - - 0 1".to_string()),
            vec![BoardRules::Code(Code::Italy), BoardRules::Custom(rules)],
        );
        let query = free_play_query(&form);
        assert!(query.starts_with("view=free&form="));
        assert!(!crate::study::link::names_a_study(&query), "{query}");
        let back = free_play_form(&query).expect("a form");
        assert_eq!(back.boards, form.boards);
        assert_eq!(back.start, form.start);
    }

    #[test]
    fn a_fen_being_typed_is_kept_as_written() {
        let form = Study::free(
            StartSpec::Fen("8/8/8/8 w".to_string()),
            vec![BoardRules::Code(Code::Modern)],
        );
        let back = free_play_form(&free_play_query(&form)).expect("a form");
        assert_eq!(back.start, StartSpec::Fen("8/8/8/8 w".to_string()));
    }

    #[test]
    fn no_form_in_a_bare_or_broken_address() {
        assert_eq!(free_play_form("view=free"), None);
        // A garbled form is no form: the free-play study in progress is
        // shown instead.
        assert_eq!(free_play_form("view=free&form=%zz%%codes"), None);
        let unknown = free_play_form("view=free&form=codes%3Dnowhere").expect("a form");
        assert!(
            !unknown.boards.is_empty(),
            "an unknown code leaves the default board"
        );
    }
}
