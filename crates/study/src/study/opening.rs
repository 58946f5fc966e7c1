//! A law's study as it opens: its boards, its start and its line, as the
//! law's page shows them before the reader moves.
//!
//! With the `library` feature (the live app, the tools, the tests) every
//! opening comes from the scenario library. Without it (the island, the
//! small wasm that plays a page as built before the live app arrives) the
//! library is left out of the download, and the one opening the page needs
//! is read from the page itself: the live app writes it there, as a study
//! link, when it renders the page at build time (`data-opening` on the
//! boards; [`declare`]). A native test checks that every opening read back
//! from its link is the library's own.

use super::Study;
use crate::scenarios;

/// The study of the law `id` as it opens, if the law is known: in the
/// library, or declared by the page ([`declare`]).
#[must_use]
pub fn opening_of(id: &str) -> Option<Study> {
    #[cfg(feature = "library")]
    {
        scenarios::by_id(id).map(Study::for_scenario)
    }
    #[cfg(not(feature = "library"))]
    {
        DECLARED.with(|declared| {
            declared
                .borrow()
                .iter()
                .find(|s| s.scenario == Some(id))
                .cloned()
        })
    }
}

/// Whether the law `id` is in the library (without it, in its list of
/// ids), so that its page exists.
#[must_use]
pub fn is_known(id: &str) -> bool {
    #[cfg(feature = "library")]
    {
        scenarios::by_id(id).is_some()
    }
    #[cfg(not(feature = "library"))]
    {
        scenarios::IDS.contains(&id)
    }
}

/// The opening of the law `id` as a link, for its page to give the island:
/// as [`Study::to_link`] writes it, with its figure (arrows, marks and
/// caption) written in full, since the island does not carry the figures
/// either.
#[must_use]
pub fn opening_link(id: &str) -> Option<String> {
    let opening = opening_of(id)?;
    let mut link = opening.to_link();
    for (key, value) in opening.figure.link_pairs(&super::shapes::Figure::default()) {
        link.push_str(&format!("&{key}={value}"));
    }
    Some(link)
}

/// Reads an opening from its link, as [`opening_link`] writes it (`s=`
/// names the law, the rest its boards, start, line and figure); `None` if
/// the link names no law of the library (by [`scenarios::IDS`]) or does
/// not read cleanly.
#[must_use]
pub fn opening_from_link(link: &str) -> Option<Study> {
    let pairs = super::link::parse_query(link, &mut Vec::new());
    let named = pairs.iter().find(|(key, _)| key == "s").map(|(_, id)| id)?;
    let id: &'static str = scenarios::IDS.iter().copied().find(|id| id == named)?;
    let rest: Vec<String> = link
        .split('&')
        .filter(|pair| !pair.starts_with("s="))
        .map(str::to_string)
        .collect();
    let read = Study::from_link(&rest.join("&"));
    if !read.problems.is_empty() {
        return None;
    }
    let mut study = read.study;
    study.scenario = Some(id);
    Some(study)
}

/// Makes the opening written in `link` ([`opening_link`]) known to [`opening_of`]; returns
/// whether it read. Without the library, the page's own opening is the
/// only one known; with it, the library knows every opening already.
pub fn declare(link: &str) -> bool {
    let Some(opening) = opening_from_link(link) else {
        return false;
    };
    #[cfg(not(feature = "library"))]
    DECLARED.with(|declared| declared.borrow_mut().push(opening));
    #[cfg(feature = "library")]
    let _ = opening;
    true
}

#[cfg(not(feature = "library"))]
thread_local! {
    /// The openings the page declared.
    static DECLARED: std::cell::RefCell<Vec<Study>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opening_reads_back_from_its_link_as_the_librarys_own() {
        for scenario in scenarios::all() {
            let opening = Study::for_scenario(scenario);
            let link = opening_link(scenario.id).expect("in the library");
            assert_eq!(opening_from_link(&link).as_ref(), Some(&opening), "{link}");
            assert!(declare(&link), "{link}");
        }
    }

    #[test]
    fn the_list_of_ids_is_the_librarys() {
        let ids: Vec<&str> = scenarios::all().iter().map(|s| s.id).collect();
        assert_eq!(ids, scenarios::IDS);
    }

    #[test]
    fn a_link_that_names_no_law_or_does_not_read_declares_nothing() {
        assert_eq!(opening_from_link("codes=modern&line=e4"), None);
        assert_eq!(opening_from_link("s=passar-battaglia&codes=nowhere"), None);
        assert_eq!(opening_from_link("s=no-such-law&codes=modern"), None);
        assert!(!declare(""));
    }
}
