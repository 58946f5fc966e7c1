//! Messages for the reader (a broken link, saved data set aside), each
//! dismissable; the page goes on working beneath them.

use crate::components::app::AppState;
use leptos::prelude::*;

#[component]
pub fn Notices() -> impl IntoView {
    let state = expect_context::<AppState>();
    let dismiss = move |index: usize| {
        state.notices.update(|notices| {
            if index < notices.len() {
                notices.remove(index);
            }
        })
    };
    view! {
        <Show when=move || state.notices.with(|n| !n.is_empty())>
            <section class="notices" role="alert" aria-label="Notices">
                {move || {
                    state
                        .notices
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(index, text)| {
                            view! {
                                <p class="notice">
                                    <span>{text}</span>
                                    <button type="button" class="notice-dismiss" on:click=move |_| dismiss(index)>
                                        "Dismiss"
                                    </button>
                                </p>
                            }
                        })
                        .collect_view()
                }}
            </section>
        </Show>
    }
}
