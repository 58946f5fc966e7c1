//! Small helpers over the page's elements, shared by the live app and the
//! island (neither needs the other to use them).

use crate::core::Square;
use wasm_bindgen::JsCast;

/// The square named by the `data-square` of the element an event hit (or of
/// one of its ancestors): every board's squares are caught by their grid.
pub fn event_square(event: &web_sys::Event) -> Option<Square> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let button = target.closest("[data-square]").ok()??;
    Square::from_name(&button.get_attribute("data-square")?)
}

/// The button of `square` in a board's `grid`.
pub fn square_button(grid: &web_sys::Element, square: Square) -> Option<web_sys::HtmlElement> {
    html_element(grid, &format!("[data-square='{}']", square.name()))
}

/// The first element under `root` that `selector` matches, as an HTML
/// element.
pub fn html_element(root: &web_sys::Element, selector: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Puts the focus on `element` without scrolling the page: the reader's
/// place stays where it was.
pub fn focus_without_scrolling(element: &web_sys::HtmlElement) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = element.focus_with_options(&options);
}

/// Where the keyboard is on a study's compared boards: the board, by its
/// place among them, and the square. Back and Forward draw the boards
/// anew, and the focus would fall to the page's body with the squares it
/// was on.
pub struct KeyboardOnBoard {
    board: u32,
    square: Square,
}

impl KeyboardOnBoard {
    /// The square the keyboard is on, if it is on a compared board's.
    pub fn now() -> Option<Self> {
        let document = crate::browser::window()?.document()?;
        let active = document.active_element()?;
        let square = Square::from_name(&active.get_attribute("data-square")?)?;
        let board = active.closest(".compare-board").ok()??;
        let boards = document.query_selector_all(".compare-board").ok()?;
        let place = (0..boards.length()).find(|&index| {
            boards
                .item(index)
                .is_some_and(|node| node.is_same_node(Some(&board)))
        })?;
        Some(Self {
            board: place,
            square,
        })
    }

    /// Puts the keyboard back on that square of the board now in that
    /// place, if the focus has fallen to the page's body meanwhile (not if
    /// it went on elsewhere). Returns false while that board is not drawn
    /// yet (a study's boards are drawn one at a time).
    pub fn put_back(&self) -> bool {
        let Some(document) = crate::browser::window().and_then(|w| w.document()) else {
            return true;
        };
        let fallen = match (document.active_element(), document.body()) {
            (Some(active), Some(body)) => active.is_same_node(Some(&body)),
            (None, _) => true,
            (Some(_), None) => false,
        };
        if !fallen {
            return true;
        }
        let board = document
            .query_selector_all(".compare-board")
            .ok()
            .and_then(|boards| boards.item(self.board))
            .and_then(|node| node.dyn_into::<web_sys::Element>().ok());
        match board.and_then(|board| square_button(&board, self.square)) {
            Some(square) => {
                focus_without_scrolling(&square);
                true
            }
            None => false,
        }
    }
}
