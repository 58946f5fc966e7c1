//! The edition's pages: where each address of the site lives as a path of
//! its own, so that a static host serves every law and study as a page
//! (`studies/passar-battaglia/`, `sources/sarratt/16/`, `library/`), with
//! the reader's state still in the query (`?codes=…&line=…&at=…`).
//!
//! The app itself reads addresses in one form, the query of [`Address`]
//! (`?s=passar-battaglia&line=e4`, `?view=sources&source=sarratt#law-16`),
//! which is also every form published before the site had pages. This
//! module turns one into the other: [`page_href`] writes a query as its
//! page's path (what links and the address bar show), [`fold_page`] reads a
//! page's path back into the query it stands for. A query with no page of
//! its own (the bare address, home, the printed page, a study of no law)
//! stays a query at the site's root.
//!
//! Paths are relative to the site's root and end in `/`, so that the whole
//! site works from any sub-path of any static host, with no rewrite rules.

use super::address::Address;
use crate::core::Code;
use crate::scenarios::{self, LawRef, Source};

/// The path of the page that serves `query` (an address in the app's query
/// form, with or without `?`, with or without `#anchor`), then what the
/// path does not carry, as its query and anchor.
///
/// ```
/// use chess_laws_study::study::pages::page_href;
/// assert_eq!(page_href("?s=passar-battaglia&line=e4"), "studies/passar-battaglia/?line=e4");
/// assert_eq!(page_href("s=passar-battaglia&embed=1"), "embed/passar-battaglia/");
/// assert_eq!(page_href("view=sources&source=sarratt#law-16"), "sources/sarratt/16/");
/// assert_eq!(page_href("view=library&theme=castling"), "library/?theme=castling");
/// assert_eq!(page_href("view=home"), "./?view=home");
/// ```
#[must_use]
pub fn page_href(query: &str) -> String {
    let query = query.strip_prefix('?').unwrap_or(query);
    let (query, anchor) = match query.split_once('#') {
        Some((query, anchor)) => (query, Some(anchor).filter(|a| !a.is_empty())),
        None => (query, None),
    };
    let pairs: Vec<(&str, &str)> = query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
        .collect();
    let (path, carried, anchor) = page_of(&Address::read(query), &pairs, anchor);
    let rest: Vec<String> = pairs
        .iter()
        .filter(|(key, _)| !carried.contains(key))
        .map(|(key, value)| {
            if value.is_empty() && !query_has_equals(query, key) {
                (*key).to_string()
            } else {
                format!("{key}={value}")
            }
        })
        .collect();
    let mut href = if path.is_empty() {
        "./".to_string()
    } else {
        path
    };
    if !rest.is_empty() {
        href.push('?');
        href.push_str(&rest.join("&"));
    }
    if let Some(anchor) = anchor {
        href.push('#');
        href.push_str(anchor);
    }
    href
}

/// Whether `key` is written with an `=` in `query` (so that `a=` and `a`
/// both read back as written).
fn query_has_equals(query: &str, key: &str) -> bool {
    query
        .split('&')
        .any(|pair| pair.strip_prefix(key).is_some_and(|r| r.starts_with('=')))
}

/// The page's path for an address, the query keys the path carries (left
/// out of its query), and the anchor left over.
fn page_of<'a>(
    address: &Address,
    pairs: &[(&str, &str)],
    anchor: Option<&'a str>,
) -> (String, Vec<&'static str>, Option<&'a str>) {
    let value = |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
    match address {
        Address::Study(_) => {
            let Some(id) = value("s").filter(|id| super::opening::is_known(id)) else {
                return (String::new(), Vec::new(), anchor);
            };
            if value("embed") == Some("1") {
                (format!("embed/{id}/"), vec!["s", "embed"], anchor)
            } else {
                (format!("studies/{id}/"), vec!["s"], anchor)
            }
        }
        Address::Library(_) => ("library/".into(), vec!["view"], anchor),
        Address::FreePlay(_) => ("free/".into(), vec!["view"], anchor),
        Address::Import => ("import/".into(), vec!["view"], anchor),
        Address::Bibliography => ("bibliography/".into(), vec!["view"], anchor),
        Address::Code(code) => (
            format!("codes/{}/", code.id()),
            vec!["view", "code"],
            anchor,
        ),
        Address::Sources { source, .. } => {
            let source = source.unwrap_or(Source::Sarratt);
            let mut path = format!("sources/{}/", source.slug());
            match anchor.and_then(|a| law_segment(source, a)) {
                Some(segment) => {
                    path.push_str(&segment);
                    path.push('/');
                    (path, vec!["view", "source"], None)
                }
                None => (path, vec!["view", "source"], anchor),
            }
        }
        Address::Bare | Address::Home | Address::Print(_) => (String::new(), Vec::new(), anchor),
    }
}

/// The path segment of the law `anchor` names in `source` (`law-16` is
/// `16`, `law-stale-mate` is `stale-mate`), if the source has that law and
/// it has a page (a source cited as a whole has none: it is the source's
/// own page, at that anchor).
fn law_segment(source: Source, anchor: &str) -> Option<String> {
    let segment = anchor.strip_prefix("law-")?;
    scenarios::laws_of(source)
        .any(|law| law.law != LawRef::Unnumbered && law.anchor() == anchor)
        .then(|| segment.to_string())
}

/// The full address of the page that serves `query`, under the site's
/// root `root` (ending in `/`), as Share, Cite and Embed give it.
///
/// ```
/// use chess_laws_study::study::pages::page_url;
/// assert_eq!(page_url("https://h/x/", "s=passar-battaglia"), "https://h/x/studies/passar-battaglia/");
/// assert_eq!(page_url("https://h/x/", "view=home"), "https://h/x/?view=home");
/// ```
#[must_use]
pub fn page_url(root: &str, query: &str) -> String {
    let href = page_href(query);
    format!("{root}{}", href.strip_prefix("./").unwrap_or(&href))
}

/// The address a page's path stands for, in the app's query form (without
/// `?`; with `#anchor` where the path names a law): `path` is the page's
/// path from the site's root (`studies/passar-battaglia/`, with or without
/// its slashes and `index.html`), `search` the page's query (with or
/// without `?`), `anchor` its `#anchor` (with or without `#`). A path that
/// is no page of the site reads as the site's root.
///
/// ```
/// use chess_laws_study::study::pages::fold_page;
/// assert_eq!(fold_page("studies/passar-battaglia/", "?line=e4", ""), "s=passar-battaglia&line=e4");
/// assert_eq!(fold_page("sources/sarratt/16/", "", ""), "view=sources&source=sarratt#law-16");
/// assert_eq!(fold_page("", "?s=passar-battaglia", "#x"), "s=passar-battaglia#x");
/// ```
#[must_use]
pub fn fold_page(path: &str, search: &str, anchor: &str) -> String {
    let search = search.strip_prefix('?').unwrap_or(search);
    let anchor = anchor.strip_prefix('#').unwrap_or(anchor);
    let segments: Vec<&str> = path
        .split('/')
        .filter(|s| !s.is_empty() && *s != "index.html")
        .collect();
    let (named, law) = match segments.as_slice() {
        ["studies", id] => (format!("s={id}"), None),
        ["embed", id] => (format!("s={id}&embed=1"), None),
        ["library"] => ("view=library".to_string(), None),
        ["free"] => ("view=free".to_string(), None),
        ["import"] => ("view=import".to_string(), None),
        ["bibliography"] => ("view=bibliography".to_string(), None),
        ["codes", id] => (format!("view=code&code={id}"), None),
        ["sources", slug] => (format!("view=sources&source={slug}"), None),
        ["sources", slug, law] => (format!("view=sources&source={slug}"), Some(*law)),
        _ => (String::new(), None),
    };
    let mut query = named;
    if !search.is_empty() {
        if !query.is_empty() {
            query.push('&');
        }
        query.push_str(search);
    }
    match law {
        Some(law) => {
            query.push_str("#law-");
            query.push_str(law);
        }
        None if !anchor.is_empty() => {
            query.push('#');
            query.push_str(anchor);
        }
        None => {}
    }
    query
}

/// One page of the edition, as the build writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// Its path from the site's root (`""` for the root).
    pub path: String,
    /// The address it stands for, in the app's query form.
    pub query: String,
    /// What kind of page it is, for the build and the tests.
    pub kind: PageKind,
}

/// The kinds of page the edition has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageKind {
    Home,
    Library,
    Bibliography,
    FreePlay,
    Import,
    Study,
    Embed,
    Source,
    Law,
    Code,
}

/// Every page of the edition: home, the library, the bibliography, free
/// play, import, each study and its figure, each source and each of its
/// laws, each code.
#[must_use]
pub fn all_pages() -> Vec<Page> {
    let page = |query: String, kind: PageKind| {
        let href = page_href(&query);
        let path = if kind == PageKind::Home {
            String::new()
        } else {
            href.split(['?', '#'])
                .next()
                .unwrap_or_default()
                .to_string()
        };
        Page { path, query, kind }
    };
    let mut pages = vec![
        page(String::new(), PageKind::Home),
        page("view=library".into(), PageKind::Library),
        page("view=bibliography".into(), PageKind::Bibliography),
        page("view=free".into(), PageKind::FreePlay),
        page("view=import".into(), PageKind::Import),
    ];
    for scenario in scenarios::all() {
        pages.push(page(format!("s={}", scenario.id), PageKind::Study));
        pages.push(page(format!("s={}&embed=1", scenario.id), PageKind::Embed));
    }
    for source in Source::ALL {
        let whole = Address::Sources {
            source: Some(source),
            anchor: None,
        };
        pages.push(page(whole.to_query(), PageKind::Source));
        for law in scenarios::laws_of(source) {
            if law.law == LawRef::Unnumbered {
                continue;
            }
            pages.push(page(
                Address::law(source, law.law).to_query(),
                PageKind::Law,
            ));
        }
    }
    for code in Code::ALL {
        pages.push(page(Address::Code(code).to_query(), PageKind::Code));
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::Study;

    /// A query read through its page reads as the query did.
    fn through_its_page(query: &str) {
        let href = page_href(query);
        let (path_and_search, anchor) = href.split_once('#').unwrap_or((&href, ""));
        let (path, search) = path_and_search
            .split_once('?')
            .unwrap_or((path_and_search, ""));
        let path = path.trim_start_matches("./");
        let folded = fold_page(path, search, anchor);
        assert_eq!(
            normal(Address::read(&folded)),
            normal(Address::read(query)),
            "{query} -> {href} -> {folded}"
        );
    }

    /// The Sources screen with no source named opens on Sarratt, as its
    /// page does.
    fn normal(address: Address) -> Address {
        match address {
            Address::Sources {
                source: None,
                anchor,
            } => Address::Sources {
                source: Some(Source::Sarratt),
                anchor,
            },
            // A study's pairs may come back in another order.
            Address::Study(link) => Address::Study(same_study(&link)),
            Address::Print(link) => Address::Print(same_study(&link)),
            other => other,
        }
    }

    fn same_study(link: &str) -> String {
        let options = crate::study::link::EmbedOptions::from_query(link);
        format!("{} {options:?}", Study::from_link(link).study.to_link())
    }

    #[test]
    fn every_address_reads_back_through_its_page() {
        for address in Address::kinds() {
            through_its_page(&address.to_query());
        }
        for scenario in scenarios::all() {
            let link = Study::for_scenario(scenario).to_link();
            through_its_page(&link);
            through_its_page(&format!("{link}&embed=1&interactive=0"));
            through_its_page(&format!("view=print&{link}"));
        }
        for law in scenarios::laws() {
            through_its_page(&Address::law(law.source, law.law).to_query());
        }
        for code in Code::ALL {
            through_its_page(&Address::Code(code).to_query());
        }
        through_its_page("view=library&source=sarratt&theme=castling&code=italy");
        through_its_page("codes=sarratt,italy&line=e4");
        through_its_page("s=no-such-law&line=e4");
    }

    #[test]
    fn every_page_has_a_path_of_its_own() {
        let pages = all_pages();
        let mut paths: Vec<&str> = pages.iter().map(|p| p.path.as_str()).collect();
        paths.sort_unstable();
        let before = paths.len();
        paths.dedup();
        assert_eq!(paths.len(), before, "two pages share a path");
        for page in &pages {
            assert!(page.path.is_empty() || page.path.ends_with('/'), "{page:?}");
            let folded = fold_page(&page.path, "", "");
            assert_eq!(
                normal(Address::read(&folded)),
                normal(Address::read(&page.query)),
                "{page:?}"
            );
        }
        let laws = pages.iter().filter(|p| p.kind == PageKind::Law).count();
        assert_eq!(laws, 77, "one page for each law of the five texts");
    }

    #[test]
    fn every_law_leads_to_a_page_the_build_writes() {
        let paths: Vec<String> = all_pages().into_iter().map(|p| p.path).collect();
        for law in scenarios::laws() {
            let href = page_href(&Address::law(law.source, law.law).to_query());
            let path = href.split(['?', '#']).next().unwrap_or_default();
            assert!(paths.iter().any(|p| p == path), "{href}");
        }
    }

    #[test]
    fn a_path_that_is_no_page_reads_as_the_root() {
        assert_eq!(fold_page("nowhere/at/all/", "?s=x", ""), "s=x");
        assert_eq!(fold_page("studies/", "", ""), "");
    }
}
