//! The library of laws: every scenario, filtered by source, theme and code.
//! Each entry is a real link (a permalink), opened in place.

use crate::components::app::AppState;
use crate::components::persistence;
use crate::core::Code;
use crate::scenarios::{self, Filter, Source, Theme};
use crate::study::address::Address;
use crate::study::Study;
use leptos::prelude::*;

/// A labelled drop-down whose choice is `None` for "any".
fn filter_select(
    label: &'static str,
    options: Vec<(&'static str, &'static str)>,
    chosen: Option<&'static str>,
    on_pick: impl Fn(&str) + 'static,
) -> impl IntoView {
    let id = format!("filter-{}", label.to_ascii_lowercase());
    let label_for = id.clone();
    view! {
        <div class="filter">
            <label for=label_for>{label}</label>
            <select id=id on:change=move |ev| on_pick(&event_target_value(&ev))>
                <option value="">"Any"</option>
                {options.into_iter().map(|(value, name)| view! { <option value=value selected=chosen == Some(value)>{name}</option> }).collect_view()}
            </select>
        </div>
    }
}

#[component]
pub fn Library() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The filters come from the address and go back to it (in place: a
    // change of filter is not a step Back should undo one by one).
    let arriving = match persistence::address() {
        Address::Library(filter) => filter,
        _ => Filter::default(),
    };
    let filter = RwSignal::new(arriving);
    Effect::new(move |previous: Option<Filter>| {
        let now = filter.get();
        if previous.is_some_and(|before| before != now) {
            persistence::write_address(&Address::Library(now).to_query(), false);
        }
        now
    });
    let shown = move || scenarios::matching(filter.get()).collect::<Vec<_>>();

    view! {
        <section class="library" aria-labelledby="library-title">
            <h2 id="library-title">"Library of laws"</h2>
            <div class="filters">
                {filter_select("Source", Source::ALL.iter().map(|s| (s.slug(), s.short_name())).collect(), arriving.source.map(Source::slug), move |v| filter.update(|f| f.source = Source::from_slug(v)))}
                {filter_select("Theme", Theme::ALL.iter().map(|t| (t.slug(), t.name())).collect(), arriving.theme.map(Theme::slug), move |v| filter.update(|f| f.theme = Theme::from_slug(v)))}
                {filter_select("Code", Code::ALL.iter().map(|c| (c.id(), c.name())).collect(), arriving.code.map(Code::id), move |v| filter.update(|f| f.code = Code::from_id(v)))}
            </div>
            <p class="library-count" aria-live="polite">
                {move || {
                    let n = shown().len();
                    if n == 1 { "1 law".to_string() } else { format!("{n} laws") }
                }}
            </p>
            <ul class="library-list">
                {move || {
                    shown()
                        .into_iter()
                        .map(|scenario| {
                            let codes: Vec<&str> = scenario.codes.iter().map(|c| c.name()).collect();
                            let themes: Vec<&str> = scenario.themes.iter().map(|t| t.name()).collect();
                            view! {
                                <li class="library-item">
                                    <a
                                        href=crate::components::persistence::href(&format!("s={}", scenario.id))
                                        data-scenario=scenario.id
                                        on:click=move |ev| {
                                            ev.prevent_default();
                                            state.open(Study::for_scenario(scenario));
                                        }
                                    >
                                        {scenario.title}
                                    </a>
                                    <p class="library-source">{scenario.citation()}</p>
                                    <p class="library-meta">
                                        {format!("{} \u{00B7} compares {}", themes.join(", "), codes.join(", "))}
                                    </p>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}
