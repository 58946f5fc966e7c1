//! Component tests in headless Chromium (wasm-bindgen-test): the real board
//! component mounted into the page and clicked like a reader would.
#![cfg(target_arch = "wasm32")]

use chess_laws::components::board::Board;
use chess_laws::core::{Move, Position, RuleSet};
use gloo::timers::future::TimeoutFuture;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a board on the start position that plays what the reader picks.
fn mount_board() -> HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let position = RwSignal::new(Position::start(RuleSet::default()));
    let play = Callback::new(move |chosen: Move| {
        position.update(|p| {
            if let Ok(next) = p.play(&chosen) {
                *p = next;
            }
        })
    });
    leptos::mount::mount_to(host.clone(), move || {
        view! { <Board position=position on_move=play /> }
    })
    .forget();
    host
}

fn square(host: &HtmlElement, name: &str) -> HtmlElement {
    host.query_selector(&format!("[data-square='{name}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no square {name}"))
        .unchecked_into()
}

fn label(element: &Element) -> String {
    element.get_attribute("aria-label").unwrap_or_default()
}

/// Lets Leptos run its scheduled effects.
async fn settle() {
    TimeoutFuture::new(0).await;
}

#[wasm_bindgen_test]
async fn the_board_shows_the_start_position_with_named_squares() {
    let host = mount_board();
    settle().await;
    assert_eq!(host.query_selector_all(".square").unwrap().length(), 64);
    assert_eq!(label(&square(&host, "e1")), "e1, white king");
    assert_eq!(label(&square(&host, "d8")), "d8, black queen");
    assert_eq!(label(&square(&host, "e4")), "e4, empty");
}

#[wasm_bindgen_test]
async fn clicking_a_pawn_shows_its_squares_and_a_second_click_moves_it() {
    let host = mount_board();
    settle().await;
    square(&host, "e2").click();
    settle().await;
    assert!(square(&host, "e2").class_name().contains("selected"));
    assert!(square(&host, "e3").class_name().contains("target"));
    assert!(square(&host, "e4").class_name().contains("target"));
    assert!(!square(&host, "e5").class_name().contains("target"));

    square(&host, "e4").click();
    settle().await;
    assert_eq!(label(&square(&host, "e4")), "e4, white pawn");
    assert_eq!(label(&square(&host, "e2")), "e2, empty");
    assert!(!square(&host, "e4").class_name().contains("target"));
}

#[wasm_bindgen_test]
async fn the_side_not_to_move_cannot_be_selected() {
    let host = mount_board();
    settle().await;
    square(&host, "e7").click();
    settle().await;
    assert!(!square(&host, "e7").class_name().contains("selected"));
}
