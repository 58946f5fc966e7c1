//! The law being studied: its words as the source prints them, the source
//! line beneath, and our commentary.

use leptos::prelude::*;

#[component]
pub fn LawCard(
    /// A short title in our words.
    title: String,
    /// The law verbatim from its source.
    quotation: String,
    /// "Sarratt (1808), law 1".
    citation: String,
    /// What the law means, in our words.
    commentary: String,
) -> impl IntoView {
    view! {
        <article class="law-card" aria-labelledby="law-title">
            <h2 id="law-title">{title}</h2>
            <blockquote>{quotation}</blockquote>
            <p class="source">{citation}</p>
            <p class="commentary">{commentary}</p>
        </article>
    }
}
