//! The page: masthead, the board and the law beside it.

use crate::components::board::Board;
use crate::components::law_card::LawCard;
use crate::core::{Move, Position, RuleSet};
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let position = RwSignal::new(Position::start(RuleSet::default()));
    let last_move = RwSignal::new(None::<Move>);
    let play = Callback::new(move |chosen: Move| {
        position.update(|p| {
            if let Ok(next) = p.play(&chosen) {
                *p = next;
            }
        });
        last_move.set(Some(chosen));
    });
    let status = move || {
        position.with(|p| match p.turn() {
            crate::core::Color::White => "White to move",
            crate::core::Color::Black => "Black to move",
        })
    };

    view! {
        <div class="app">
            <header class="masthead">
                <h1>"The Old Laws of Chess"</h1>
                <p>"Play the laws of the old codes on the board, and see where they part."</p>
            </header>
            <main class="study">
                <section aria-label="Board">
                    <Board position=position on_move=play last_move=last_move />
                    <p class="status" role="status" aria-live="polite">{status}</p>
                </section>
                <LawCard
                    title="Placing the board".to_string()
                    quotation="THE Chess-board must be placed in such a manner, that each player may have a white square on his right hand ; that is to say, the player of the White pieces must have his King's Rook on a white square; and consequently the player of the black pieces will have his Queen's Rook also on a white square.".to_string()
                    citation="Sarratt (1808), law 1".to_string()
                    commentary="Every code begins here: h1 is a light square. Sarratt adds that a wrongly placed board may be put right only before four moves on each side have been played.".to_string()
                />
            </main>
        </div>
    }
}
