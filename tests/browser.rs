//! Component tests in headless Chromium (wasm-bindgen-test): the real board
//! component mounted into the page, with its style sheet, and clicked,
//! keyed and dragged like a reader would.
#![cfg(target_arch = "wasm32")]

use chess_laws::components::board::Board;
use chess_laws::core::{Code, Color, Move, Position, Role, RuleSet};
use gloo::timers::future::TimeoutFuture;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

// Events a reader's keyboard and pointer would send, built in JavaScript
// (their init dictionaries need no web-sys features then).
#[wasm_bindgen(inline_js = r#"
export function press_key(el, key) {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  el.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
}
export function send_pointer(el, type, x, y) {
  el.dispatchEvent(new PointerEvent(type, {
    bubbles: true, cancelable: true, composed: true,
    pointerId: 7, pointerType: 'mouse', isPrimary: true,
    button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1,
    clientX: x, clientY: y,
  }));
}
export function watch_changes(el) {
  el.__changed = [];
  el.__observer = new MutationObserver((list) => el.__changed.push(...list));
  el.__observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'class'] });
}
export function changed_squares(el, what) {
  const records = el.__changed.concat(el.__observer.takeRecords());
  el.__observer.disconnect();
  const squares = new Set();
  for (const r of records) {
    const kind = r.type === 'childList' ? 'children' : r.attributeName;
    const square = r.target.closest && r.target.closest('[data-square]');
    if (kind === what) squares.add(square ? square.dataset.square : '(board)');
  }
  return [...squares].sort().join(',');
}
"#)]
extern "C" {
    fn press_key(element: &Element, key: &str);
    fn send_pointer(element: &Element, kind: &str, x: f64, y: f64);
    fn watch_changes(element: &Element);
    fn changed_squares(element: &Element, what: &str) -> String;
}

/// What a mounted board reported.
struct Mounted {
    host: HtmlElement,
    position: RwSignal<Position>,
    played: RwSignal<Vec<Move>>,
    announced: RwSignal<Vec<String>>,
}

/// The board's style sheet, once per page: the drag test needs its layout.
fn add_style_sheet() {
    let document = web_sys::window().unwrap().document().unwrap();
    if document.get_element_by_id("board-css").is_some() {
        return;
    }
    let style = document.create_element("style").unwrap();
    style.set_id("board-css");
    style.set_text_content(Some(include_str!("../style/board.css")));
    document.head().unwrap().append_child(&style).unwrap();
}

/// Mounts a board on `start` that plays what the reader picks.
fn mount_with(start: Position, view_only: bool, flipped: bool) -> Mounted {
    add_style_sheet();
    let document = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    host.set_attribute("style", "width: 400px").unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    let position = RwSignal::new(start);
    let played = RwSignal::new(Vec::<Move>::new());
    let announced = RwSignal::new(Vec::<String>::new());
    let play = Callback::new(move |chosen: Move| {
        played.update(|list| list.push(chosen));
        position.update(|p| {
            if let Ok(next) = p.play(&chosen) {
                *p = next;
            }
        })
    });
    let announce = Callback::new(move |text: String| announced.update(|list| list.push(text)));
    leptos::mount::mount_to(host.clone(), move || {
        view! {
            <Board
                position=position
                on_move=play
                view_only=view_only
                flipped=flipped
                label="Board under test"
                on_announce=announce
            />
        }
    })
    .forget();
    Mounted {
        host,
        position,
        played,
        announced,
    }
}

fn mount(start: Position) -> Mounted {
    mount_with(start, false, false)
}

/// Mounts a board on the start position that plays what the reader picks.
fn mount_board() -> HtmlElement {
    mount(Position::start(RuleSet::default())).host
}

fn position(fen: &str, code: Code) -> Position {
    Position::from_fen(fen, code.rules()).unwrap()
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

fn classes(host: &HtmlElement, name: &str) -> String {
    square(host, name).class_name()
}

fn message(host: &HtmlElement) -> String {
    host.query_selector(".board-message")
        .unwrap()
        .expect("the board has a message element")
        .text_content()
        .unwrap_or_default()
}

/// The choices of the open move picker: their accessible names.
fn choices(host: &HtmlElement) -> Vec<String> {
    let list = host.query_selector_all(".move-picker .choice").unwrap();
    (0..list.length())
        .map(|i| {
            let element: Element = list.item(i).unwrap().unchecked_into();
            element
                .get_attribute("aria-label")
                .unwrap_or_else(|| element.text_content().unwrap_or_default())
                .trim()
                .to_string()
        })
        .collect()
}

fn choice(host: &HtmlElement, index: usize) -> HtmlElement {
    host.query_selector_all(".move-picker .choice")
        .unwrap()
        .item(index as u32)
        .expect("no such choice")
        .unchecked_into()
}

fn focused() -> Option<Element> {
    web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .active_element()
}

fn focused_square() -> String {
    focused()
        .and_then(|e| e.get_attribute("data-square"))
        .unwrap_or_default()
}

/// Lets Leptos run its scheduled effects.
async fn settle() {
    TimeoutFuture::new(0).await;
}

/// Clicks the squares one after the other, letting the board answer each.
async fn click(host: &HtmlElement, names: &[&str]) {
    for name in names {
        square(host, name).click();
        settle().await;
    }
}

#[wasm_bindgen_test]
async fn the_board_shows_the_start_position_with_named_squares() {
    let host = mount_board();
    settle().await;
    assert_eq!(host.query_selector_all(".square").unwrap().length(), 64);
    assert_eq!(label(&square(&host, "e1")), "e1, white king");
    assert_eq!(label(&square(&host, "d8")), "d8, black queen");
    assert_eq!(label(&square(&host, "e4")), "e4, empty");
    let grid = host.query_selector("[role='grid']").unwrap().unwrap();
    assert_eq!(label(&grid), "Board under test");
    assert_eq!(host.query_selector_all("[role='row']").unwrap().length(), 8);
    assert_eq!(
        host.query_selector_all("[role='gridcell']")
            .unwrap()
            .length(),
        64
    );
}

#[wasm_bindgen_test]
async fn clicking_a_pawn_shows_its_squares_and_a_second_click_moves_it() {
    let host = mount_board();
    settle().await;
    click(&host, &["e2"]).await;
    assert!(square(&host, "e2").class_name().contains("selected"));
    assert!(square(&host, "e3").class_name().contains("target"));
    assert!(square(&host, "e4").class_name().contains("target"));
    assert!(!square(&host, "e5").class_name().contains("target"));

    click(&host, &["e4"]).await;
    assert_eq!(label(&square(&host, "e4")), "e4, white pawn");
    assert_eq!(label(&square(&host, "e2")), "e2, empty");
    assert!(!square(&host, "e4").class_name().contains("target"));
}

#[wasm_bindgen_test]
async fn a_move_redraws_only_the_squares_it_changes() {
    let host = mount_board();
    settle().await;
    let a1_man = square(&host, "a1").first_element_child().unwrap();
    click(&host, &["g1"]).await;
    watch_changes(&host);
    click(&host, &["f3"]).await;
    // Only the two squares whose man changed get a new name and drawing.
    assert_eq!(changed_squares(&host, "aria-label"), "f3,g1");
    assert_eq!(changed_squares(&host, "children"), "f3,g1");
    // Their marks change too (picked up, targets, last move); no other
    // square's button is touched, and a man that did not move is the same
    // drawing as before.
    watch_changes(&host);
    click(&host, &["e7"]).await;
    assert_eq!(changed_squares(&host, "aria-label"), "");
    assert!(square(&host, "a1")
        .first_element_child()
        .unwrap()
        .is_same_node(Some(&a1_man)));
}

#[wasm_bindgen_test]
async fn the_side_not_to_move_cannot_be_selected() {
    let host = mount_board();
    settle().await;
    click(&host, &["e7"]).await;
    assert!(!square(&host, "e7").class_name().contains("selected"));
}

#[wasm_bindgen_test]
async fn a_knight_is_selected_moved_and_the_move_announced() {
    let board = mount(Position::start(RuleSet::modern()));
    let host = &board.host;
    settle().await;
    click(host, &["g1"]).await;
    assert!(classes(host, "g1").contains("selected"));
    assert!(classes(host, "f3").contains("target"));
    assert!(classes(host, "h3").contains("target"));
    let cell = square(host, "g1").parent_element().unwrap();
    assert_eq!(cell.get_attribute("aria-selected").as_deref(), Some("true"));
    assert!(board
        .announced
        .get_untracked()
        .last()
        .is_some_and(|t| t.contains("may go to f3 or h3")));

    // Another own man switches the selection.
    click(host, &["b1"]).await;
    assert!(!classes(host, "g1").contains("selected"));
    assert!(classes(host, "b1").contains("selected"));
    assert!(classes(host, "c3").contains("target"));

    click(host, &["c3"]).await;
    assert_eq!(label(&square(host, "c3")), "c3, white knight");
    assert_eq!(board.played.get_untracked().len(), 1);
    assert!(board
        .announced
        .get_untracked()
        .contains(&"White plays 1.Nc3".to_string()));
    assert!(!classes(host, "b1").contains("selected"));
    // The last move is for the parent to mark; the grid keeps one tab stop.
    assert_eq!(
        host.query_selector_all("[tabindex='0']").unwrap().length(),
        1
    );
}

#[wasm_bindgen_test]
async fn a_refused_square_says_why_with_the_law() {
    // Italy: 1.e4 Nf6 2.e5 d5, and White would take en passant.
    let start = position(
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        Code::Italy,
    );
    let board = mount(start);
    let host = &board.host;
    settle().await;
    assert_eq!(message(host), "");
    click(host, &["e5"]).await;
    assert!(!classes(host, "d6").contains("target"));
    click(host, &["d6"]).await;
    let text = message(host);
    assert!(text.contains("No en passant in Italy"), "{text}");
    assert!(text.contains("Sarratt (1808), law 15, N.B."), "{text}");
    assert_eq!(board.announced.get_untracked().last(), Some(&text));
    // Nothing moved, the pawn is still picked up.
    assert!(board.played.get_untracked().is_empty());
    assert_eq!(label(&square(host, "e5")), "e5, white pawn");
    assert!(classes(host, "e5").contains("selected"));
    // With the board's page region given, the message is not live twice.
    let element = host.query_selector(".board-message").unwrap().unwrap();
    assert_eq!(element.get_attribute("role").as_deref(), Some("status"));

    // Escape puts the pawn down and clears the message.
    press_key(&square(host, "e5"), "Escape");
    settle().await;
    assert!(!classes(host, "e5").contains("selected"));
    assert_eq!(message(host), "");

    // A man of the side not to move: whose turn it is, and the law.
    click(host, &["d5"]).await;
    let text = message(host);
    assert!(text.starts_with("It is White's turn"), "{text}");
    assert!(text.contains("Sarratt (1808), law 10"), "{text}");

    // The same position in England: the capture is played.
    let host = mount(position(
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        Code::Sarratt,
    ))
    .host;
    settle().await;
    click(&host, &["e5", "d6"]).await;
    assert_eq!(label(&square(&host, "d6")), "d6, white pawn");
    assert_eq!(label(&square(&host, "d5")), "d5, empty");
}

#[wasm_bindgen_test]
async fn the_promotion_picker_offers_all_four_pieces_under_modern_rules() {
    let board = mount(position("7k/4P3/8/8/8/8/8/4K3 w - - 0 1", Code::Modern));
    let host = &board.host;
    settle().await;
    click(host, &["e7", "e8"]).await;
    assert_eq!(
        choices(host),
        [
            "Queen (e8=Q+)",
            "Rook (e8=R+)",
            "Bishop (e8=B)",
            "Knight (e8=N)"
        ]
    );
    assert!(host
        .query_selector(".move-picker [role='dialog']")
        .unwrap()
        .is_some());
    assert_eq!(
        host.query_selector_all(".move-picker svg.piece")
            .unwrap()
            .length(),
        4
    );
    // Focus moved into the picker; the arrows move among the choices.
    assert_eq!(
        focused().map(|e| label(&e)).as_deref(),
        Some("Queen (e8=Q+)")
    );
    press_key(&focused().unwrap(), "ArrowRight");
    assert_eq!(
        focused().map(|e| label(&e)).as_deref(),
        Some("Rook (e8=R+)")
    );
    press_key(&focused().unwrap(), "ArrowLeft");
    press_key(&focused().unwrap(), "ArrowLeft");
    assert_eq!(focused().map(|e| label(&e)).as_deref(), Some("Cancel"));
    assert!(board.played.get_untracked().is_empty());
    choice(host, 3).click();
    settle().await;
    assert!(host.query_selector(".move-picker").unwrap().is_none());
    assert_eq!(label(&square(host, "e8")), "e8, white knight");
    assert_eq!(
        board.played.get_untracked()[0].promotion(),
        Some(Role::Knight)
    );
    assert_eq!(focused_square(), "e8");
}

#[wasm_bindgen_test]
async fn the_promotion_picker_offers_only_what_the_code_allows() {
    // Lost pieces only, and White has lost a knight: the pawn becomes a knight.
    let board = mount(position(
        "2k5/4P3/8/8/8/8/8/R1BQKBNR w KQ - 0 1",
        Code::LostPiecesOnly,
    ));
    let host = &board.host;
    settle().await;
    click(host, &["e7", "e8"]).await;
    assert_eq!(choices(host), ["Knight (e8=N)"]);
    let note = host
        .query_selector(".move-picker-note")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(
        note.contains("knight") && note.contains("Sarratt (1808), law 22, N.B."),
        "{note}"
    );
    choice(host, 0).click();
    settle().await;
    assert_eq!(label(&square(host, "e8")), "e8, white knight");

    // Nothing lost: the pawn may only go on and wait, "a non-descript".
    let board = mount(position(
        "2k5/4P3/8/8/8/8/PPPPPPP1/RNBQKBNR w KQ - 0 1",
        Code::LostPiecesOnly,
    ));
    let host = &board.host;
    settle().await;
    click(host, &["e7", "e8"]).await;
    assert_eq!(choices(host), ["Leave the pawn waiting (e8)"]);
    choice(host, 0).click();
    settle().await;
    assert_eq!(label(&square(host, "e8")), "e8, white pawn");
    assert_eq!(board.played.get_untracked()[0].promotion(), None);
}

#[wasm_bindgen_test]
async fn a_waiting_pawn_is_exchanged_on_its_own_square() {
    // The pawn waits on e8; a knight has been lost since.
    let board = mount(position(
        "2k1P3/8/8/8/8/8/PPPPPPP1/R1BQKBNR w KQ - 0 1",
        Code::LostPiecesOnly,
    ));
    let host = &board.host;
    settle().await;
    click(host, &["e8"]).await;
    assert!(classes(host, "e8").contains("selected"));
    assert!(classes(host, "e8").contains("target"));
    click(host, &["e8"]).await;
    assert_eq!(
        choices(host),
        ["Exchange the waiting pawn for a knight (e8=N)"]
    );
    choice(host, 0).click();
    settle().await;
    assert_eq!(label(&square(host, "e8")), "e8, white knight");
    assert_eq!(board.position.get_untracked().turn(), Color::Black);
}

#[wasm_bindgen_test]
async fn ponziani_castling_offers_the_rignano_way_and_the_plain_step() {
    // Italy after Ponziani: the king to b1 with the rook to c1, d1 or e1.
    let board = mount(position(
        "7k/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1",
        Code::ItalyPonziani,
    ));
    let host = &board.host;
    settle().await;
    click(host, &["e1", "b1"]).await;
    assert_eq!(
        choices(host),
        [
            "King to b1, rook to c1 (O-O-O(Kb1,Rc1))",
            "King to b1, rook to d1 (O-O-O(Kb1,Rd1))",
            "King to b1, rook to e1 (O-O-O(Kb1,Re1))"
        ]
    );
    choice(host, 2).click();
    settle().await;
    assert_eq!(label(&square(host, "b1")), "b1, white king");
    assert_eq!(label(&square(host, "e1")), "e1, white rook");
    assert_eq!(label(&square(host, "a1")), "a1, empty");

    // The king's one step to f1 is also a castling with the rook to e1.
    let board = mount(position(
        "7k/8/8/8/8/8/PPPPPPPP/R3K2R w KQ - 0 1",
        Code::ItalyPonziani,
    ));
    let host = &board.host;
    settle().await;
    click(host, &["e1", "f1"]).await;
    assert_eq!(
        choices(host),
        [
            "King to f1, rook to e1 (O-O(Kf1,Re1))",
            "King to f1, a plain step (Kf1)"
        ]
    );
}

#[wasm_bindgen_test]
async fn italian_castling_asks_where_the_king_and_the_rook_go() {
    let board = mount(position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Code::Italy));
    let host = &board.host;
    settle().await;
    click(host, &["e1"]).await;
    for target in ["g1", "h1"] {
        assert!(classes(host, target).contains("target"), "{target}");
    }

    // King to the knight's square: the usual way, or the rook to e1.
    click(host, &["g1"]).await;
    assert_eq!(
        choices(host),
        [
            "King to g1, rook to f1 (O-O)",
            "King to g1, rook to e1 (O-O(Kg1,Re1)+)"
        ]
    );
    // Escape closes the picker; nothing is played.
    press_key(&focused().unwrap(), "Escape");
    settle().await;
    assert!(host.query_selector(".move-picker").unwrap().is_none());
    assert!(board.played.get_untracked().is_empty());
    assert_eq!(label(&square(host, "e1")), "e1, white king");

    // King to the rook's square h1: the king's move wins over taking up the rook.
    click(host, &["h1"]).await;
    assert_eq!(
        choices(host),
        [
            "King to h1, rook to f1 (O-O(Kh1,Rf1))",
            "King to h1, rook to e1 (O-O(Kh1,Re1)+)"
        ]
    );
    choice(host, 0).click();
    settle().await;
    assert_eq!(label(&square(host, "h1")), "h1, white king");
    assert_eq!(label(&square(host, "f1")), "f1, white rook");
    assert!(board
        .announced
        .get_untracked()
        .contains(&"White plays 1.O-O(Kh1,Rf1): king to h1, rook to f1".to_string()));
}

#[wasm_bindgen_test]
async fn the_board_is_played_by_keyboard_alone() {
    let board = mount(Position::start(RuleSet::modern()));
    let host = &board.host;
    settle().await;
    // One tab stop: the king of the side to move.
    let stops = host.query_selector_all("[tabindex='0']").unwrap();
    assert_eq!(stops.length(), 1);
    let stop: HtmlElement = stops.item(0).unwrap().unchecked_into();
    assert_eq!(stop.get_attribute("data-square").as_deref(), Some("e1"));
    stop.focus().unwrap();
    settle().await;

    press_key(&stop, "ArrowUp");
    settle().await;
    assert_eq!(focused_square(), "e2");
    assert_eq!(
        square(host, "e2").get_attribute("tabindex").as_deref(),
        Some("0")
    );
    press_key(&focused().unwrap(), "Enter");
    settle().await;
    assert!(classes(host, "e2").contains("selected"));
    press_key(&focused().unwrap(), "ArrowUp");
    press_key(&focused().unwrap(), "ArrowUp");
    settle().await;
    assert_eq!(focused_square(), "e4");
    press_key(&focused().unwrap(), " ");
    settle().await;
    assert_eq!(label(&square(host, "e4")), "e4, white pawn");
    assert_eq!(board.played.get_untracked().len(), 1);

    // Black: Home and End go to the a- and h-files; the cursor stops at the edge.
    press_key(&focused().unwrap(), "Home");
    settle().await;
    assert_eq!(focused_square(), "a4");
    press_key(&focused().unwrap(), "ArrowLeft");
    settle().await;
    assert_eq!(focused_square(), "a4");
    press_key(&focused().unwrap(), "End");
    settle().await;
    assert_eq!(focused_square(), "h4");
}

#[wasm_bindgen_test]
async fn the_arrows_follow_a_flipped_board() {
    let host = mount_with(Position::start(RuleSet::modern()), false, true).host;
    settle().await;
    let first = host.query_selector(".square").unwrap().unwrap();
    assert_eq!(first.get_attribute("data-square").as_deref(), Some("h1"));
    square(&host, "e2").focus().unwrap();
    press_key(&square(&host, "e2"), "ArrowUp");
    settle().await;
    assert_eq!(focused_square(), "e1");
    press_key(&focused().unwrap(), "ArrowRight");
    settle().await;
    assert_eq!(focused_square(), "d1");
}

#[wasm_bindgen_test]
async fn a_view_only_board_ignores_clicks_keys_and_drags() {
    let board = mount_with(Position::start(RuleSet::modern()), true, false);
    let host = &board.host;
    settle().await;
    click(host, &["e2"]).await;
    assert!(!classes(host, "e2").contains("selected"));
    square(host, "e4").click();
    press_key(&square(host, "e2"), "Enter");
    settle().await;
    assert!(!classes(host, "e2").contains("selected"));
    assert_eq!(label(&square(host, "e2")), "e2, white pawn");
    assert_eq!(message(host), "");
    drag(host, "e2", "e4").await;
    assert_eq!(label(&square(host, "e2")), "e2, white pawn");
    assert!(board.played.get_untracked().is_empty());
    let grid = host.query_selector("[role='grid']").unwrap().unwrap();
    assert_eq!(grid.get_attribute("aria-readonly").as_deref(), Some("true"));
}

/// The centre of a square in client coordinates.
fn centre(host: &HtmlElement, name: &str) -> (f64, f64) {
    let rect = square(host, name).get_bounding_client_rect();
    (
        rect.left() + rect.width() / 2.0,
        rect.top() + rect.height() / 2.0,
    )
}

/// Presses on `from`, moves over the board and lets go on `to`.
async fn drag(host: &HtmlElement, from: &str, to: &str) {
    let (x0, y0) = centre(host, from);
    let (x1, y1) = centre(host, to);
    let start = square(host, from);
    let end = square(host, to);
    send_pointer(&start, "pointerdown", x0, y0);
    for step in 1..=4 {
        let t = f64::from(step) / 4.0;
        send_pointer(
            &start,
            "pointermove",
            x0 + (x1 - x0) * t,
            y0 + (y1 - y0) * t,
        );
    }
    settle().await;
    send_pointer(&end, "pointerup", x1, y1);
    settle().await;
}

#[wasm_bindgen_test]
async fn a_man_is_dragged_and_dropped() {
    let board = mount(Position::start(RuleSet::modern()));
    let host = &board.host;
    settle().await;
    let rect = square(host, "e2").get_bounding_client_rect();
    assert!(rect.width() > 20.0, "the squares have a size");

    // Halfway: the man follows the pointer, its square is marked.
    let (x0, y0) = centre(host, "e2");
    let (x1, y1) = centre(host, "e4");
    send_pointer(&square(host, "e2"), "pointerdown", x0, y0);
    send_pointer(&square(host, "e2"), "pointermove", x0, (y0 + y1) / 2.0);
    settle().await;
    let floating = host.query_selector(".drag-piece.active").unwrap();
    assert!(floating.is_some(), "a floating man follows the pointer");
    assert!(host
        .query_selector(".drag-piece.active svg")
        .unwrap()
        .is_some());
    assert!(classes(host, "e2").contains("drag-origin"));
    assert!(classes(host, "e4").contains("target"));
    send_pointer(&square(host, "e2"), "pointermove", x1, y1);
    settle().await;
    assert!(classes(host, "e4").contains("drag-over"));
    send_pointer(&square(host, "e4"), "pointerup", x1, y1);
    settle().await;
    assert!(host.query_selector(".drag-piece.active").unwrap().is_none());
    assert_eq!(label(&square(host, "e4")), "e4, white pawn");
    assert_eq!(label(&square(host, "e2")), "e2, empty");

    // Black drops a knight where it cannot go: the reason, as for a click.
    drag(host, "g8", "g6").await;
    assert_eq!(label(&square(host, "g8")), "g8, black knight");
    assert!(
        message(host).contains("FIDE Laws of Chess (2023), art. 3.10.2"),
        "{}",
        message(host)
    );
    // A drop on one of his own men says so, and picks nothing else up.
    drag(host, "g8", "e7").await;
    assert!(message(host).contains("art. 3.1)"), "{}", message(host));
    assert!(!classes(host, "e7").contains("selected"));
    drag(host, "g8", "f6").await;
    assert_eq!(label(&square(host, "f6")), "f6, black knight");
    assert_eq!(board.played.get_untracked().len(), 2);
}

#[wasm_bindgen_test]
async fn a_pointer_that_barely_moves_is_a_tap_not_a_drag() {
    let host = mount_board();
    settle().await;
    let (x, y) = centre(&host, "e2");
    send_pointer(&square(&host, "e2"), "pointerdown", x, y);
    send_pointer(&square(&host, "e2"), "pointermove", x + 2.0, y + 1.0);
    send_pointer(&square(&host, "e2"), "pointerup", x + 2.0, y + 1.0);
    settle().await;
    assert!(host.query_selector(".drag-piece.active").unwrap().is_none());
    assert!(!classes(&host, "e2").contains("selected"));
    // The click that follows a tap does the work.
    click(&host, &["e2"]).await;
    assert!(classes(&host, "e2").contains("selected"));
}
