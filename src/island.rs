//! The island: the boards of a study's page as built, playable before the
//! live app has arrived.
//!
//! A page of the edition is read at once from its HTML; the live app (the
//! Leptos bundle) takes it over later, and until then a press on a board
//! was only kept for it. This small wasm (`src/bin/island.rs`: the rules
//! core, the study and the board's markup, no Leptos) comes first and makes
//! the boards take moves: a man picked up shows where it may go, a man
//! dragged is played where it is dropped ([`drag`]), a move is
//! played on every board under its own code, the verdicts beneath the
//! boards follow, and the address takes the new line, as the live app
//! writes it. What the island does not draw (the line of moves, the table
//! of verdicts, the tabs' verdicts, the prompt, the figure's shapes and
//! words) is marked as out of date (`aria-busy` on the page) until the live
//! app, reading the study from the address, draws the whole page again: a
//! move the island plays asks the loader for it.
//!
//! The island leaves the scenario library out of its download: the law's
//! opening (its boards, start and line) is read from the page, where the
//! live app wrote it at build time (`data-opening`; `study::opening`).
//!
//! The island only plays a study as its page was built (the address names
//! no other line, codes or start): any other state is the live app's to
//! draw. On such a page the live app waits for the reader's first act that
//! needs it (`scripts/build/boot-select.js`), so the island also saves the
//! study for the reader's return. When the live app is about to start, the
//! loader detaches the island ([`detach`]), and a man still picked up is
//! handed on, so that the reader's next press completes the move.
//!
//! The island's state is its own (the study, each board's man picked up
//! and square cursor); the page's squares are written from it with the
//! live app's own markup (`crate::board_markup`), never read back.

use crate::board_markup::grid::grid_markup;
use crate::board_markup::interaction::{click_action, drop_action, Action};
use crate::board_markup::looks::{looks, Marks};
use crate::board_markup::verdict::verdict_markup;
use crate::core::{Move, Position, Square, Step};
use crate::markup::set_markup;
use crate::page;
use crate::persistence;
use crate::study::address::Address;
use crate::study::history::LineHistory;
use crate::study::link::EmbedOptions;
use crate::study::opening;
use crate::study::{Comparison, Study};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod drag;

/// One board of the page: its grid of squares and what the reader is
/// doing on it.
struct IslandBoard {
    section: web_sys::Element,
    grid: web_sys::Element,
    selected: Option<Square>,
    /// A square pressed with the man picked up that is several moves (a
    /// promotion, a way of castling): the live app's picker asks which.
    choosing: Option<Square>,
    cursor: Option<Square>,
    message: Option<String>,
    /// The man being dragged: the square it was lifted from, and the square
    /// under the pointer ([`drag`]).
    dragged: Option<(Square, Option<Square>)>,
}

/// The study on the page and its boards.
struct Island {
    page: web_sys::Element,
    study: Study,
    comparison: Comparison,
    boards: Vec<IslandBoard>,
    embed: EmbedOptions,
    /// The reader's moves, for the live app's Undo to take back.
    changes: LineHistory,
}

/// The page's click listener, kept to be removed.
type Listener = Closure<dyn Fn(web_sys::Event)>;

thread_local! {
    static ISLAND: RefCell<Option<Island>> = const { RefCell::new(None) };
    static LISTENER: RefCell<Option<Listener>> = const { RefCell::new(None) };
}

/// Makes the boards of the page as built take moves. Returns whether it
/// did: not on a page that is no study's, nor on one whose address names
/// another state of the study than the page shows, nor in a view-only
/// figure.
pub fn attach() -> bool {
    let Some(island) = Island::on_page() else {
        return false;
    };
    let listener = Listener::new(on_click);
    if island
        .page
        .add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())
        .is_err()
    {
        return false;
    }
    drag::listen(&island.page);
    ISLAND.with(|slot| *slot.borrow_mut() = Some(island));
    LISTENER.with(|slot| *slot.borrow_mut() = Some(listener));
    true
}

/// Saves the study the island plays for the reader's return, as the live
/// app saves the study it opens. Asked for by the loader once the page is
/// idle, not as the island attaches: a page's first use of the browser's
/// storage waits on the browser (1 to 14 ms here), and the boards take
/// moves without it.
pub fn remember() {
    ISLAND.with(|slot| {
        if let Some(island) = slot.borrow().as_ref() {
            island.save();
        }
    });
}

/// The island's moves as the live app's Undo will know them
/// ([`LineHistory::hand_over`]); empty if the island is not playing. Asked
/// for just before [`detach`].
pub fn changes() -> String {
    ISLAND.with(|slot| {
        slot.borrow()
            .as_ref()
            .map(|island| island.changes.hand_over(&island.study))
            .unwrap_or_default()
    })
}

/// Stops the island before the live app starts: it no longer takes
/// presses. Returns the presses the live app must make again, as `[board,
/// square]` pairs (board by its index on the page, square by name): each
/// man still picked up, and the square pressed with it if that was several
/// moves, for the live app's picker to ask which.
pub fn detach() -> js_sys::Array {
    let picked = js_sys::Array::new();
    let Some(island) = ISLAND.with(|slot| slot.borrow_mut().take()) else {
        return picked;
    };
    if let Some(listener) = LISTENER.with(|slot| slot.borrow_mut().take()) {
        let _ = island
            .page
            .remove_event_listener_with_callback("click", listener.as_ref().unchecked_ref());
    }
    drag::stop(&island);
    for (index, board) in island.boards.iter().enumerate() {
        for square in board.selected.into_iter().chain(board.choosing) {
            let pair = js_sys::Array::of2(&JsValue::from(index), &JsValue::from(square.name()));
            picked.push(&pair);
        }
    }
    picked
}

/// Whether the page as built, its boards played by the island, is all the
/// address asks for: the island plays (so the address names the study as
/// the page shows it), and the address asks for no colour theme and no
/// fixed height (which only the live app applies), and for the compact
/// figure exactly where the page is one. An article's figure, whose address
/// the Embed tool writes in full, is such a page: its live app may then
/// wait for the reader as on a page at its bare address.
pub fn shows_the_address() -> bool {
    ISLAND.with(|slot| {
        slot.borrow().as_ref().is_some_and(|island| {
            let embed = island.embed;
            let built_as_figure = island.page.class_list().contains("embed");
            embed.theme.is_none() && embed.height.is_none() && embed.embed == built_as_figure
        })
    })
}

impl Island {
    /// The study the page as built shows, with its boards, if the island
    /// may play it.
    fn on_page() -> Option<Island> {
        let document = crate::browser::window()?.document()?;
        // A page standing in for another (home at an old address) has no
        // boards, and is turned down below by their count.
        let page = document.query_selector("[data-prerendered]").ok()??;
        // The law's opening, as the page was built with it: the island
        // does not carry the library.
        let opening = page
            .query_selector(".study-boards[data-opening]")
            .ok()??
            .get_attribute("data-opening")?;
        if !opening::declare(&opening) {
            return None;
        }
        let query = persistence::address_query();
        let embed = EmbedOptions::from_query(&query);
        let Address::Study(link) = Address::read(&query) else {
            return None;
        };
        let read = Study::from_link(&link);
        if embed.view_only || !read.problems.is_empty() {
            return None;
        }
        let study = read.study;
        // The page shows the study as it opens: a link to another state
        // of it is drawn by the live app alone.
        let built = opening::opening_of(study.scenario?)?;
        if built.to_link() != study.to_link() {
            return None;
        }
        let comparison = study.compare();
        let boards = boards_of(&page, study.boards.len())?;
        let mut island = Island {
            page,
            study,
            comparison,
            boards,
            embed,
            changes: LineHistory::default(),
        };
        for index in 0..island.boards.len() {
            let position = island.position(index)?;
            island.boards[index].cursor = king_to_move(position);
        }
        Some(island)
    }

    /// Board `index`'s position at the point of the line shown.
    fn position(&self, index: usize) -> Option<&Position> {
        self.comparison
            .tracks
            .get(index)?
            .position_at(self.study.cursor)
    }

    /// The move that brought board `index` to the point shown, if any.
    fn last_move(&self, index: usize) -> Option<Move> {
        match self
            .comparison
            .tracks
            .get(index)?
            .last_step_at(self.study.cursor)?
        {
            Step::Move(m) => Some(m),
            Step::Notice | Step::Claim => None,
        }
    }

    /// A press on `square` of board `index`, as the live board takes it
    /// (`components::board::state`); a choice among several moves (a
    /// promotion, a way of castling) is left to the live app's picker: the
    /// man stays picked up and the square is kept for it ([`detach`]).
    fn press(&mut self, index: usize, square: Square) {
        let Some(position) = self.position(index) else {
            return;
        };
        let action = click_action(position, self.boards[index].selected, square);
        self.run(index, square, action);
    }

    /// The man dragged from `from` on board `index` is dropped on `to`, as
    /// the live board takes a drop.
    fn drop_on(&mut self, index: usize, from: Square, to: Square) {
        let Some(position) = self.position(index) else {
            return;
        };
        let action = drop_action(position, from, to);
        self.run(index, to, action);
    }

    /// A drag of the man on `from` of board `index` begins: it is the one
    /// picked up, as on the live board.
    fn pick_up(&mut self, index: usize, from: Square) {
        let board = &mut self.boards[index];
        board.selected = Some(from);
        board.choosing = None;
        board.message = None;
        board.dragged = Some((from, None));
        let _ = board.grid.class_list().add_1("dragging");
        self.draw_board(index);
    }

    /// The man dragged from `from` is over `over`: the squares are written
    /// again only when it comes to another square.
    fn drag_over(&mut self, index: usize, from: Square, over: Option<Square>) {
        let board = &mut self.boards[index];
        if board.dragged != Some((from, over)) {
            board.dragged = Some((from, over));
            self.draw_board(index);
        }
    }

    /// The drag on board `index` is over (its squares are written again by
    /// what the drop does).
    fn end_drag(&mut self, index: usize) {
        let board = &mut self.boards[index];
        board.dragged = None;
        let _ = board.grid.class_list().remove_1("dragging");
    }

    /// Does `action`, the outcome of a press or a drop on `square` of board
    /// `index`.
    fn run(&mut self, index: usize, square: Square, action: Action) {
        let board = &mut self.boards[index];
        board.cursor = Some(square);
        board.choosing = None;
        match action {
            Action::Select(square) => {
                board.selected = Some(square);
                board.message = None;
            }
            Action::Deselect | Action::Nothing => {
                board.selected = None;
                board.message = None;
            }
            Action::Choose(_) => {
                board.choosing = Some(square);
                board.message = None;
            }
            Action::Refuse(reason) => board.message = Some(reason),
            Action::Play(chosen) => {
                board.selected = None;
                board.message = None;
                self.play(index, &chosen);
                return;
            }
        }
        self.draw_board(index);
    }

    /// Plays `chosen` on board `index`: every board follows the line.
    fn play(&mut self, index: usize, chosen: &Move) {
        let before = self.study.clone();
        if !self.study.play(&self.comparison, index, chosen) {
            return;
        }
        self.changes.record(&before, &self.study);
        self.comparison = self.study.compare();
        for (board, at) in self.boards.iter_mut().zip(0..) {
            let position = self
                .comparison
                .tracks
                .get(at)
                .and_then(|t| t.position_at(self.study.cursor));
            board.cursor = if at == index {
                Some(chosen.to())
            } else {
                position.and_then(king_to_move)
            };
            board.selected = None;
            board.choosing = None;
            board.message = None;
        }
        for board in 0..self.boards.len() {
            self.draw_board(board);
        }
        let _ = self.page.set_attribute("aria-busy", "true");
        let new_entry = !self.embed.embed && self.study.is_new_history_entry(&before);
        persistence::write_address(&self.embed.append_to(&self.study.to_link()), new_entry);
        self.save();
    }

    /// Saves the study for the reader's return, as the live app does
    /// (`components::app`): the live app waits for the reader's first act
    /// that needs it, which may never come. A figure in an article leaves
    /// the reader's own saved study alone.
    fn save(&self) {
        if !self.embed.embed {
            persistence::save(&self.study.to_link());
        }
    }

    /// Writes board `index` again: its squares, its message and its
    /// verdict.
    fn draw_board(&self, index: usize) {
        let (Some(board), Some(position)) = (self.boards.get(index), self.position(index)) else {
            return;
        };
        let marks = Marks {
            selected: board.selected,
            last_move: self.last_move(index),
            cursor: board.cursor,
            drag_origin: board.dragged.map(|(from, _)| from),
            drag_over: board.dragged.and_then(|(_, over)| over),
        };
        // A reader on the keyboard keeps the focus on the square cursor
        // (the squares are written anew).
        let focused = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .is_some_and(|active| board.grid.contains(Some(&active)));
        set_markup(
            &board.grid,
            &grid_markup(&looks(position, &marks), self.study.flipped),
        );
        let cursor = board.cursor.filter(|_| focused);
        if let Some(button) = cursor.and_then(|c| page::square_button(&board.grid, c)) {
            page::focus_without_scrolling(&button);
        }
        if let Ok(Some(message)) = board.section.query_selector(".board-message") {
            message.set_text_content(board.message.as_deref());
            let _ = message
                .class_list()
                .toggle_with_force("has-message", board.message.is_some());
        }
        if let Ok(Some(verdict)) = board.section.query_selector(".verdict-box") {
            let now = self
                .comparison
                .tracks
                .get(index)
                .map(|t| t.verdict_at(self.study.cursor));
            set_markup(&verdict, &verdict_markup(now.as_ref()));
        }
    }
}

/// The page's boards, in order, if there are `count` of them, each with
/// its grid of squares.
fn boards_of(page: &web_sys::Element, count: usize) -> Option<Vec<IslandBoard>> {
    let sections = page.query_selector_all(".compare-board").ok()?;
    if sections.length() as usize != count {
        return None;
    }
    (0..sections.length())
        .map(|at| {
            let section = sections.get(at)?.dyn_into::<web_sys::Element>().ok()?;
            let grid = section.query_selector(".board[role=\"grid\"]").ok()??;
            Some(IslandBoard {
                section,
                grid,
                selected: None,
                choosing: None,
                cursor: None,
                message: None,
                dragged: None,
            })
        })
        .collect()
}

/// Where the live board puts its square cursor on a new position: on the
/// king of the side to move.
fn king_to_move(position: &Position) -> Option<Square> {
    position.board().king_of(position.turn())
}

/// A click anywhere on the page: a press on a board's square is played,
/// unless it is the echo of a drop just made.
fn on_click(event: web_sys::Event) {
    if drag::is_drop_echo(event.time_stamp()) {
        return;
    }
    let Some(square) = page::event_square(&event) else {
        return;
    };
    with_board_of(&event, |island, index| island.press(index, square));
}

/// Calls `then` with the island and the index of the board whose grid
/// `event` hit, if the island plays and the event hit one.
fn with_board_of(event: &web_sys::Event, then: impl FnOnce(&mut Island, usize)) {
    let Some(target) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
    else {
        return;
    };
    ISLAND.with(|slot| {
        let mut slot = slot.borrow_mut();
        let Some(island) = slot.as_mut() else {
            return;
        };
        let board = island
            .boards
            .iter()
            .position(|board| board.grid.contains(Some(&target)));
        if let Some(index) = board {
            then(island, index);
        }
    });
}

/// Calls `then` with the island, if it plays.
fn with_island(then: impl FnOnce(&mut Island)) {
    ISLAND.with(|slot| {
        if let Some(island) = slot.borrow_mut().as_mut() {
            then(island);
        }
    });
}
