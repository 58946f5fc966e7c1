//! The screens besides the study: home, the library of laws, free play,
//! import, the sources, and the stand-alone pages (print, bibliography).

#[cfg(feature = "full")]
pub mod bibliography;
#[cfg(feature = "full")]
pub mod code_page;
#[cfg(feature = "full")]
pub mod free_play;
pub mod home;
#[cfg(feature = "full")]
pub mod import;
#[cfg(feature = "full")]
pub mod library;
#[cfg(feature = "full")]
pub mod print_view;
pub mod sources;

use crate::components::persistence;
use crate::components::study::study_view::StudyView;
use crate::core::Code;
use crate::study::address::{Address, Screen};
use home::Home;
use leptos::prelude::*;

/// `codes`, each its name as a link to its page (`codes/<id>/`), with
/// `separator` between them: home's list of the codes, a law's page's
/// codes that cite it.
pub fn code_page_links(
    codes: impl IntoIterator<Item = Code>,
    separator: &'static str,
) -> impl IntoView {
    codes
        .into_iter()
        .enumerate()
        .map(|(order, code)| {
            let href = persistence::href(&Address::Code(code).to_query());
            view! {
                {(order > 0).then_some(separator)}
                <a href=href>{code.name()}</a>
            }
        })
        .collect_view()
}

/// The view of a screen: the one place that knows which component draws
/// which screen (the app only knows which screen is open).
pub fn screen_view(screen: Screen) -> AnyView {
    match screen {
        Screen::Study => view! { <StudyView /> }.into_any(),
        Screen::Home => view! { <Home /> }.into_any(),
        Screen::Library | Screen::FreePlay | Screen::Sources | Screen::Import | Screen::Code => {
            later_screen(screen)
        }
    }
}

/// The screens of the full bundle: the library, free play, Sources and
/// Import.
#[cfg(feature = "full")]
fn later_screen(screen: Screen) -> AnyView {
    use free_play::FreePlay;
    use import::ImportScreen;
    use library::Library;
    use sources::Sources;
    match screen {
        Screen::Library => view! { <Library /> }.into_any(),
        Screen::FreePlay => view! { <FreePlay /> }.into_any(),
        Screen::Import => view! { <ImportScreen /> }.into_any(),
        Screen::Code => view! { <code_page::CodePage /> }.into_any(),
        _ => view! { <Sources /> }.into_any(),
    }
}

/// The first bundle has none of these screens: it hands over to the full
/// bundle at the screen's address.
#[cfg(not(feature = "full"))]
fn later_screen(screen: Screen) -> AnyView {
    use crate::components::bundle::hand_over;
    use crate::components::persistence;
    use crate::study::address::Address;
    // The screen's address is already in the bar (written when the screen
    // changed, or by the law card for a law of the sources): reload it in
    // place, so Back still returns to the study. Only the Sources button
    // leaves the study's address there.
    let on_sources = matches!(persistence::address(), Address::Sources { .. });
    let address = (screen == Screen::Sources && !on_sources).then(|| {
        Address::of_screen(Screen::Sources)
            .map(|a| a.to_query())
            .unwrap_or_default()
    });
    crate::browser::before_next_frame(move || hand_over(address.as_deref(), None));
    view! { <p class="hand-over">"Opening\u{2026}"</p> }.into_any()
}
