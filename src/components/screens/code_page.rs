//! A code's page (`codes/<id>/`): what the code changes from the rules of
//! today, each change with its law, where its rules come from, the studies
//! that compare it, and the way to them in the library and to a board
//! under it. The notes are the same markup a board's "What this code
//! changes" shows ([`code_changes::markup`]), written once.

use crate::components::persistence;
use crate::core::Code;
use crate::scenarios::{self, Filter};
use crate::study::address::Address;
use crate::study::code_changes;
use leptos::prelude::*;

/// The studies that compare `code`, as the library lists them under its
/// filter, each a link to its page with the law it plays.
fn studies(code: Code) -> impl IntoView {
    scenarios::with_code(code)
        .map(|scenario| {
            view! {
                <li>
                    <a href=persistence::href(&format!("s={}", scenario.id))>{scenario.title}</a>
                    <span class="code-page-study-law">{scenario.citation()}</span>
                </li>
            }
        })
        .collect_view()
}

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
            <h3 class="code-page-studies-title">"The studies that compare it"</h3>
            <ul class="code-page-studies">{studies(code)}</ul>
            <p class="code-page-links">
                <a href=persistence::href(&library.to_query())>"These studies in the library"</a>
                " \u{b7} "
                <a href=persistence::href(&compared)>"A board under it beside today\u{2019}s rules"</a>
            </p>
        </section>
    }
}
