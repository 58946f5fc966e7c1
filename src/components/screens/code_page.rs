//! A code's page (`codes/<id>/`): what the code changes from the rules of
//! today, each change with its law, where its rules come from, and the way
//! to the laws it plays and to a board under it. The notes are the same
//! markup a board's "What this code changes" shows
//! ([`code_changes::markup`]), written once.

use crate::components::persistence;
use crate::core::Code;
use crate::scenarios::Filter;
use crate::study::address::Address;
use crate::study::code_changes;
use leptos::prelude::*;

#[component]
pub fn CodePage() -> impl IntoView {
    let code = persistence::address().code().unwrap_or(Code::Modern);
    let name = code.name();
    let library = Address::Library(Filter {
        code: Some(code),
        ..Filter::default()
    });
    let compared = format!("codes={},modern", code.id());
    view! {
        <section class="code-page" aria-labelledby="code-title">
            <h2 id="code-title">{name}</h2>
            <p class="code-page-intro">
                "What this code changes from the rules of today, each change with the law that makes it, and where its rules come from."
            </p>
            <div class="code-changes-body" inner_html=code_changes::markup(code)></div>
            <p class="code-page-links">
                <a href=persistence::href(&library.to_query())>"The laws it plays"</a>
                " \u{b7} "
                <a href=persistence::href(&compared)>"A board under it beside today\u{2019}s rules"</a>
            </p>
        </section>
    }
}
