//! The library's address: `?view=library` with the filters chosen
//! (`&source=sarratt&theme=castling&code=italy`), so that a filtered list
//! can be reloaded, bookmarked, shared and reached again with Back.
//!
//! A value the library does not know (a hand-edited address) is left out:
//! the list opens with that filter on "Any" rather than empty.

use crate::core::Code;
use crate::scenarios::{Filter, Source, Theme};

/// The query that opens the library with `filter` (no leading `?`).
#[must_use]
pub fn library_query(filter: &Filter) -> String {
    let mut query = String::from("view=library");
    let chosen = [
        ("source", filter.source.map(Source::slug)),
        ("theme", filter.theme.map(Theme::slug)),
        ("code", filter.code.map(Code::id)),
    ];
    for (key, value) in chosen {
        if let Some(value) = value {
            query.push('&');
            query.push_str(key);
            query.push('=');
            query.push_str(value);
        }
    }
    query
}

/// The filters a library address names; unknown keys and values are
/// ignored.
#[must_use]
pub fn library_filter(query: &str) -> Filter {
    let query = query.trim_start_matches('?');
    let query = query.split('#').next().unwrap_or_default();
    let mut filter = Filter::default();
    for (key, value) in query.split('&').filter_map(|pair| pair.split_once('=')) {
        match key {
            "source" => filter.source = Source::from_slug(value),
            "theme" => filter.theme = Theme::from_slug(value),
            "code" => filter.code = Code::from_id(value),
            _ => {}
        }
    }
    filter
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_filter_reads_back_from_its_address() {
        let sources = Source::ALL.iter().copied().map(Some).chain([None]);
        for source in sources {
            for theme in Theme::ALL.iter().copied().map(Some).chain([None]) {
                for code in [None, Some(Code::Italy), Some(Code::Modern)] {
                    let filter = Filter {
                        source,
                        theme,
                        code,
                    };
                    assert_eq!(library_filter(&library_query(&filter)), filter);
                }
            }
        }
    }

    #[test]
    fn no_filter_is_the_bare_library_address() {
        assert_eq!(library_query(&Filter::default()), "view=library");
    }

    #[test]
    fn a_hand_edited_value_is_left_on_any() {
        let filter = library_filter("?view=library&source=nowhere&theme=castling&code=%00&x=1");
        assert_eq!(filter.source, None);
        assert_eq!(filter.code, None);
        assert_eq!(filter.theme, Theme::from_slug("castling"));
    }
}
