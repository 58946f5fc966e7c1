//! Every address of the site, typed: the one place that reads a query
//! (`?view=library&theme=castling`, `?s=passar-battaglia&line=e4`,
//! `?view=sources&source=sarratt#law-16`) into what it opens, writes it back,
//! and says which of the two bundles serves it.
//!
//! An address names a screen with `view=`; one without names a study when it
//! carries a study's pairs (`s=`, `codes=`, `line=`, `fen=`, `start=`), and
//! nothing otherwise (the app then opens the saved study, or home on a first
//! visit). A value the site does not know (a hand-edited address) is left
//! out rather than refused: the library opens with that filter on "Any",
//! the Sources screen on Sarratt.

use super::link::{decode, encode, parse_query};
use super::{StartSpec, Study};
use crate::core::Code;
use crate::scenarios::{self, Filter, LawRef, Scenario, Source, Theme};

/// The screens of the app (the printed page and the bibliography are pages
/// of their own, outside the app's screens).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Study,
    Library,
    FreePlay,
    /// The five texts, law by law.
    Sources,
    /// What this is and the headline laws.
    Home,
    /// Reading a game or a position in.
    Import,
    /// One code: what it changes from Modern, each change with its law.
    Code,
}

/// The build of the app that serves an address: the first bundle (home,
/// studies, embeds) or the full one (every later screen and tool).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    First,
    Full,
}

/// What an address opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// Nothing named (the bare address, or an article's options alone).
    Bare,
    /// A study: its link (`s=`, `codes=`, `line=`, ...), read by
    /// [`Study::from_link`], embed options included.
    Study(String),
    Home,
    /// The library of laws with its filters.
    Library(Filter),
    /// Free play, with the form as the reader left it: the study link of
    /// its boards and start ([`Address::free_play`]).
    FreePlay(Option<String>),
    /// The five texts: the source open (Sarratt when none is named) and the
    /// law to scroll to (an anchor such as `law-16`, without `#`).
    Sources {
        source: Option<Source>,
        anchor: Option<String>,
    },
    Import,
    /// The printed page of a study: the study's link.
    Print(String),
    Bibliography,
    /// One code's page: what it changes from Modern (`view=code&code=italy`).
    Code(Code),
}

/// The pairs that make an address name a study.
pub const STUDY_KEYS: [&str; 5] = ["s", "codes", "line", "fen", "start"];

impl Address {
    /// One address of each kind, for what is said of every kind (the views
    /// of the full bundle, the tests' round trips).
    #[must_use]
    pub fn kinds() -> [Address; 10] {
        [
            Address::Bare,
            Address::Study("s=passar-battaglia".to_string()),
            Address::Home,
            Address::Library(Filter::default()),
            Address::FreePlay(None),
            Address::Sources {
                source: None,
                anchor: None,
            },
            Address::Import,
            Address::Print("s=passar-battaglia".to_string()),
            Address::Bibliography,
            Address::Code(Code::Italy),
        ]
    }

    /// Reads an address's query, with or without `?`, with or without its
    /// `#anchor`.
    ///
    /// ```
    /// use chess_laws_study::scenarios::Source;
    /// use chess_laws_study::study::address::Address;
    /// assert_eq!(
    ///     Address::read("?view=sources&source=sarratt#law-16"),
    ///     Address::Sources { source: Some(Source::Sarratt), anchor: Some("law-16".into()) }
    /// );
    /// assert_eq!(Address::read("s=passar-battaglia"), Address::Study("s=passar-battaglia".into()));
    /// assert_eq!(Address::read("?embed=1"), Address::Bare);
    /// ```
    #[must_use]
    pub fn read(address: &str) -> Address {
        let address = address.strip_prefix('?').unwrap_or(address);
        let (query, anchor) = match address.split_once('#') {
            Some((query, anchor)) => (query, Some(anchor)),
            None => (address, None),
        };
        let pairs = parse_query(query, &mut Vec::new());
        let get = |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let names_a_study = pairs.iter().any(|(k, _)| STUDY_KEYS.contains(&k.as_str()));
        match get("view") {
            Some("print") => Address::Print(without_view(query)),
            Some("bibliography") => Address::Bibliography,
            _ if names_a_study => Address::Study(query.to_string()),
            Some("home") => Address::Home,
            Some("library") => Address::Library(filter_of(&pairs)),
            Some("free") => Address::FreePlay(get("form").map(str::to_string)),
            Some("sources") => Address::Sources {
                source: get("source").and_then(Source::from_slug),
                anchor: anchor.filter(|a| !a.is_empty()).map(str::to_string),
            },
            Some("import") => Address::Import,
            Some("code") => get("code")
                .and_then(Code::from_id)
                .map_or(Address::Bare, Address::Code),
            _ => Address::Bare,
        }
    }

    /// The address as a query, without `?` (with its `#anchor`, if any).
    ///
    /// ```
    /// use chess_laws_study::scenarios::{LawRef, Source};
    /// use chess_laws_study::study::address::Address;
    /// assert_eq!(
    ///     Address::law(Source::Sarratt, LawRef::Number(16)).to_query(),
    ///     "view=sources&source=sarratt#law-16"
    /// );
    /// ```
    #[must_use]
    pub fn to_query(&self) -> String {
        match self {
            Address::Bare => String::new(),
            Address::Study(link) => link.clone(),
            Address::Library(filter) => library_query(filter),
            Address::FreePlay(Some(form)) => format!("view=free&form={}", encode(form)),
            Address::Sources { source, anchor } => {
                let mut query = String::from("view=sources");
                if let Some(source) = source {
                    query.push_str("&source=");
                    query.push_str(source.slug());
                }
                if let Some(anchor) = anchor {
                    query.push('#');
                    query.push_str(anchor);
                }
                query
            }
            Address::Print(link) if !link.is_empty() => format!("view=print&{link}"),
            Address::Code(code) => format!("view=code&code={}", code.id()),
            other => format!("view={}", other.view().unwrap_or_default()),
        }
    }

    /// The `view=` value of the address's kind; `None` for a study and the
    /// bare address, which have none.
    #[must_use]
    pub fn view(&self) -> Option<&'static str> {
        match self {
            Address::Bare | Address::Study(_) => None,
            Address::Home => Some("home"),
            Address::Library(_) => Some("library"),
            Address::FreePlay(_) => Some("free"),
            Address::Sources { .. } => Some("sources"),
            Address::Import => Some("import"),
            Address::Print(_) => Some("print"),
            Address::Bibliography => Some("bibliography"),
            Address::Code(_) => Some("code"),
        }
    }

    /// The app's screen the address opens; `None` for the bare address
    /// (the saved study or home: the app decides) and for the pages outside
    /// the app's screens.
    #[must_use]
    pub fn screen(&self) -> Option<Screen> {
        match self {
            Address::Study(_) => Some(Screen::Study),
            Address::Home => Some(Screen::Home),
            Address::Library(_) => Some(Screen::Library),
            Address::FreePlay(_) => Some(Screen::FreePlay),
            Address::Sources { .. } => Some(Screen::Sources),
            Address::Import => Some(Screen::Import),
            Address::Code(_) => Some(Screen::Code),
            Address::Bare | Address::Print(_) | Address::Bibliography => None,
        }
    }

    /// The bundle that serves the address: the first for what a first
    /// visit sees (home, a study, an embed), the full one for the rest.
    #[must_use]
    pub fn bundle(&self) -> Bundle {
        match self {
            Address::Bare | Address::Study(_) | Address::Home => Bundle::First,
            _ => Bundle::Full,
        }
    }

    /// The `view=` values the full bundle serves, for the page's loader,
    /// which chooses the bundle before any wasm runs.
    #[must_use]
    pub fn full_bundle_views() -> Vec<&'static str> {
        Address::kinds()
            .iter()
            .filter(|a| a.bundle() == Bundle::Full)
            .filter_map(Address::view)
            .collect()
    }

    /// The address a link to `screen` points at, where the screen has one
    /// of its own: a study's is its link, which the caller has.
    #[must_use]
    pub fn of_screen(screen: Screen) -> Option<Address> {
        match screen {
            Screen::Study => None,
            Screen::Home => Some(Address::Home),
            Screen::Library => Some(Address::Library(Filter::default())),
            Screen::FreePlay => Some(Address::FreePlay(None)),
            Screen::Sources => Some(Address::Sources {
                source: None,
                anchor: None,
            }),
            Screen::Import => Some(Address::Import),
            // A code's page names its code, which the caller has.
            Screen::Code => None,
        }
    }

    /// The Sources screen open on one law.
    #[must_use]
    pub fn law(source: Source, law: LawRef) -> Address {
        Address::Sources {
            source: Some(source),
            anchor: Some(law.anchor()),
        }
    }

    /// The free-play screen with its form set as `form` (a study whose
    /// boards and start are the form's). The form's link is encoded once
    /// more in the address, so that the address does not itself name a
    /// study and open one.
    #[must_use]
    pub fn free_play(form: &Study) -> Address {
        let mut setup = form.clone();
        setup.scenario = None;
        setup.tokens.clear();
        setup.cursor = 0;
        setup.kept_lines.clear();
        setup.figure = super::shapes::Figure::default();
        Address::FreePlay(Some(setup.to_link()))
    }

    /// The free-play form the address names, if any: its boards and start
    /// (a FEN exactly as written, even one that cannot be used yet).
    #[must_use]
    pub fn form(&self) -> Option<Study> {
        let Address::FreePlay(Some(form)) = self else {
            return None;
        };
        let inner = decode(form).unwrap_or_else(|| form.clone());
        let mut study = Study::from_link(&inner).study;
        study.scenario = None;
        let inner_pairs = parse_query(&inner, &mut Vec::new());
        if let Some((_, fen)) = inner_pairs.iter().find(|(key, _)| key == "fen") {
            study.start = StartSpec::Fen(fen.clone());
        }
        Some(study)
    }

    /// The law a study's address names (`s=`), if it is in the library.
    #[must_use]
    pub fn scenario(&self) -> Option<&'static Scenario> {
        let Address::Study(link) = self else {
            return None;
        };
        parse_query(link, &mut Vec::new())
            .into_iter()
            .find(|(key, _)| key == "s")
            .and_then(|(_, id)| scenarios::by_id(&id))
    }

    /// The code a code's page shows.
    #[must_use]
    pub fn code(&self) -> Option<Code> {
        match self {
            Address::Code(code) => Some(*code),
            _ => None,
        }
    }

    /// The source the Sources screen opens on: the one named, else Sarratt.
    #[must_use]
    pub fn source(&self) -> Option<Source> {
        match self {
            Address::Sources { source, .. } => Some(source.unwrap_or(Source::Sarratt)),
            _ => None,
        }
    }
}

/// The query that opens the library with `filter` (no leading `?`).
fn library_query(filter: &Filter) -> String {
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

/// The library's filters among a query's pairs; unknown values are left
/// on "Any".
fn filter_of(pairs: &[(String, String)]) -> Filter {
    let mut filter = Filter::default();
    for (key, value) in pairs {
        match key.as_str() {
            "source" => filter.source = Source::from_slug(value),
            "theme" => filter.theme = Theme::from_slug(value),
            "code" => filter.code = Code::from_id(value),
            _ => {}
        }
    }
    filter
}

/// A query without its `view` pair (the printed page's study link).
fn without_view(query: &str) -> String {
    query
        .split('&')
        .filter(|pair| !pair.starts_with("view="))
        .collect::<Vec<_>>()
        .join("&")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::RuleSet;
    use crate::scenarios;
    use crate::study::BoardRules;

    fn round_trip(address: &Address) {
        let query = address.to_query();
        assert_eq!(&Address::read(&query), address, "{query}");
        assert_eq!(&Address::read(&format!("?{query}")), address, "?{query}");
    }

    #[test]
    fn every_kind_reads_back_from_its_query() {
        for address in Address::kinds() {
            round_trip(&address);
        }
    }

    #[test]
    fn every_scenario_and_its_print_read_back() {
        for scenario in scenarios::all() {
            let link = Study::for_scenario(scenario).to_link();
            round_trip(&Address::Study(link.clone()));
            round_trip(&Address::Print(link));
        }
    }

    #[test]
    fn every_law_of_the_sources_reads_back() {
        for law in scenarios::laws() {
            let address = Address::law(law.source, law.law);
            round_trip(&address);
            assert_eq!(address.source(), Some(law.source));
            assert!(address.to_query().ends_with(&format!("#{}", law.anchor())));
        }
        for source in Source::ALL {
            round_trip(&Address::Sources {
                source: Some(source),
                anchor: None,
            });
        }
        assert_eq!(
            Address::read("?view=sources").source(),
            Some(Source::Sarratt)
        );
        assert_eq!(
            Address::read("view=sources&source=nonsense").source(),
            Some(Source::Sarratt)
        );
    }

    #[test]
    fn every_filter_reads_back_from_its_address() {
        let sources = Source::ALL.iter().copied().map(Some).chain([None]);
        for source in sources {
            for theme in Theme::ALL.iter().copied().map(Some).chain([None]) {
                for code in Code::ALL.iter().copied().map(Some).chain([None]) {
                    let filter = Filter {
                        source,
                        theme,
                        code,
                    };
                    round_trip(&Address::Library(filter));
                }
            }
        }
        assert_eq!(
            Address::Library(Filter::default()).to_query(),
            "view=library"
        );
    }

    #[test]
    fn a_hand_edited_library_value_is_left_on_any() {
        let Address::Library(filter) =
            Address::read("?view=library&source=nowhere&theme=castling&code=%00&x=1")
        else {
            panic!("the library");
        };
        assert_eq!(filter.source, None);
        assert_eq!(filter.code, None);
        assert_eq!(filter.theme, Theme::from_slug("castling"));
    }

    #[test]
    fn the_free_play_form_reads_back_from_its_address() {
        let rules: RuleSet = Code::Sarratt.rules();
        let form = Study::free(
            StartSpec::Fen("8/8/8/8/8/8/8/K6k w - - 0 1".to_string()),
            vec![BoardRules::Code(Code::Italy), BoardRules::Custom(rules)],
        );
        let address = Address::free_play(&form);
        round_trip(&address);
        let query = address.to_query();
        assert!(query.starts_with("view=free&form="));
        let back = Address::read(&query).form().expect("a form");
        assert_eq!(back.boards, form.boards);
        assert_eq!(back.start, form.start);
    }

    #[test]
    fn a_fen_being_typed_is_kept_as_written() {
        let form = Study::free(
            StartSpec::Fen("8/8/8/8 w".to_string()),
            vec![BoardRules::Code(Code::Modern)],
        );
        let query = Address::free_play(&form).to_query();
        let back = Address::read(&query).form().expect("a form");
        assert_eq!(back.start, StartSpec::Fen("8/8/8/8 w".to_string()));
    }

    #[test]
    fn no_form_in_a_bare_or_broken_free_play_address() {
        assert_eq!(Address::read("view=free").form(), None);
        // A garbled form is no form: the free-play study in progress is
        // shown instead.
        assert_eq!(Address::read("view=free&form=%zz%%codes").form(), None);
        let unknown = Address::read("view=free&form=codes%3Dnowhere")
            .form()
            .expect("a form");
        assert!(
            !unknown.boards.is_empty(),
            "an unknown code leaves the default board"
        );
    }

    #[test]
    fn a_study_is_named_by_its_own_pairs_only() {
        for query in ["?s=passar-battaglia", "codes=italy&line=e4", "fen=8/8"] {
            assert!(matches!(Address::read(query), Address::Study(_)), "{query}");
        }
        for query in ["?embed=1&theme=dark", "", "sx=1&lines=e4", "view=nowhere"] {
            assert_eq!(Address::read(query), Address::Bare, "{query}");
        }
    }

    #[test]
    fn the_full_bundle_serves_every_later_screen_and_page() {
        assert_eq!(
            Address::full_bundle_views(),
            [
                "library",
                "free",
                "sources",
                "import",
                "print",
                "bibliography",
                "code"
            ]
        );
        for address in Address::kinds() {
            let later = matches!(
                address.screen(),
                Some(
                    Screen::Library
                        | Screen::FreePlay
                        | Screen::Sources
                        | Screen::Import
                        | Screen::Code
                )
            ) || address.screen().is_none() && address != Address::Bare;
            assert_eq!(address.bundle() == Bundle::Full, later, "{address:?}");
        }
    }

    #[test]
    fn each_screen_with_an_address_of_its_own_opens_again_from_it() {
        for screen in [
            Screen::Home,
            Screen::Library,
            Screen::FreePlay,
            Screen::Sources,
            Screen::Import,
        ] {
            let address = Address::of_screen(screen).expect("an address");
            assert_eq!(Address::read(&address.to_query()).screen(), Some(screen));
        }
        assert_eq!(Address::of_screen(Screen::Study), None);
    }
}
