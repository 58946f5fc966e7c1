//! Bringing a page of the edition to life. Each page arrives as HTML
//! rendered at build time by this same app's views, natively
//! (`components::render`, run by `scripts/build/prerender.mjs`), so the
//! law, the boards and the verdicts are read before any wasm arrives, and
//! with JavaScript off.
//!
//! Where the page was built, with this bundle's views, for the address the
//! reader is at, and nothing has changed it since, the live app attaches
//! to it (Leptos's hydration): the page's elements become the app's own.
//! The views are built as the page was drawn ([`hydrating`]: every stage
//! at once, the width the build drew at) and set to the reader's window
//! straight after ([`after_hydration`]), before the next paint, so that
//! no frame shows the difference.
//!
//! A study's page the island has played on (or whose words a translation
//! rewrote) is attached to in a copy: the loader keeps one of the page as
//! built before the island's first move, and the live app puts it in the
//! page's place, attaches to it at the address it was built for, and then
//! follows the reader's address, where the island wrote its moves, as
//! after Back; what the reader typed, unfolded, picked and focused is done
//! again on it. All in one task, so no frame shows the copy as built.
//!
//! Elsewhere (another state in the query, a page standing in for another
//! address, a page other than a study's that changed, a study saved to
//! open), the live
//! app is built apart from the document, and put in the page's place in
//! one frame once it is whole: the boards and the law stand where they
//! stood, and nothing moves. Until then the page is the HTML as built, and
//! the document never holds both.
//!
//! The first bundle hands over to the full one the same way, in place
//! ([`freeze`]): its app is kept as HTML where it stands, taken down, and
//! the full bundle takes that HTML over as it takes over a page, so that a
//! tool the first bundle lacks opens where the reader asked for it, with
//! no reload.

use leptos::prelude::*;
use std::any::Any;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;

thread_local! {
    /// The mounted app, kept so that [`freeze`] can take it down.
    static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
    /// Whether the live app is being built apart from the document, to
    /// take over a page whose HTML the reader sees meanwhile.
    static BUILDING_APART: Cell<bool> = const { Cell::new(false) };
    /// Whether the live app is attaching to the page as built.
    static HYDRATING: Cell<bool> = const { Cell::new(false) };
    /// What sets the views to the reader's window once attached.
    static AFTER_HYDRATION: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

/// Whether the live app is attaching to the page as built (see [`mount`]):
/// its views must then be built as the page was drawn, element for
/// element, and what depends on the reader's window (its width, the
/// stages of a screen) is set to it by [`after_hydration`].
pub fn hydrating() -> bool {
    HYDRATING.with(Cell::get)
}

/// Runs `work` once the live app has attached to the page as built and
/// its effects have run once, before the next paint: a view built as the
/// page was drawn is set to the reader's window there. Does nothing
/// otherwise, where the view was built for the reader's window already.
pub fn after_hydration(work: impl FnOnce() + 'static) {
    if hydrating() {
        AFTER_HYDRATION.with_borrow_mut(|queue| queue.push(Box::new(work)));
    }
}

/// Whether the live app has attached to a copy of the page as built, put
/// in the place of the page the island had played on (see [`mount`]): it
/// was built at the address the page was built for, and must now follow
/// the reader's, as after Back. Asked in [`after_hydration`]'s work.
#[cfg(feature = "hydrate")]
pub fn attached_to_a_copy() -> bool {
    PAGE_LEFT.with_borrow(Option::is_some)
}

/// Without `hydrate` the live app never attaches (see above).
#[cfg(not(feature = "hydrate"))]
pub fn attached_to_a_copy() -> bool {
    false
}

/// Whether the live app is being built apart from the document (see
/// [`mount`]): its stages need not wait for paints that cannot show them.
pub fn building_apart() -> bool {
    BUILDING_APART.with(Cell::get)
}

/// Whether the live app is taking over the page built for its own address,
/// which the reader has been reading, or attaching to it: not a page
/// frozen by the first bundle (another screen may have been asked for),
/// nor one that stood in for another address (the loader marks it
/// `data-built-elsewhere`). The reader's place on it is theirs: the live
/// app, drawn the same, keeps it.
pub fn taking_over_its_own_page() -> bool {
    let Some(document) = crate::browser::window().and_then(|w| w.document()) else {
        return false;
    };
    let elsewhere = document
        .document_element()
        .is_some_and(|root| root.has_attribute("data-built-elsewhere"));
    let built_here = document
        .query_selector(&format!("[{PRERENDERED}=\"\"]"))
        .ok()
        .flatten()
        .is_some();
    (building_apart() && built_here && !elsewhere) || hydrating()
}

fn keep_mounted(handle: impl Any) {
    MOUNTED.with(|mounted| *mounted.borrow_mut() = Some(Box::new(handle)));
}

/// The attribute that marks the page's prerendered app.
const PRERENDERED: &str = "data-prerendered";

/// Its value on a page a bundle froze in place (see [`freeze`]).
const FROZEN: &str = "frozen";

/// Mounts `app`: in place of the page's prerendered HTML when there is
/// some, else into the empty body.
pub fn mount<V: IntoView + 'static>(app: fn() -> V) {
    let Some(document) = crate::browser::window().and_then(|w| w.document()) else {
        return;
    };
    let selector = format!("[{PRERENDERED}]");
    let Ok(Some(built)) = document.query_selector(&selector) else {
        if let Some(body) = document.body() {
            keep_mounted(leptos::mount::mount_to(body.clone(), app));
            when_whole(body, |_| {});
        }
        return;
    };
    #[cfg(feature = "hydrate")]
    match arrival(&document, &built) {
        Arrival::Attach => return hydrate(&document, built, app),
        Arrival::AttachToACopy(as_built) => {
            if let Some(copy) = put_copy_in_place(&built, as_built) {
                return hydrate(&document, copy, app);
            }
        }
        Arrival::TakeOver => {}
    }
    let Ok(live) = document.create_element("div") else {
        return;
    };
    live.set_class_name("live-app");
    let Ok(live) = live.dyn_into::<web_sys::HtmlElement>() else {
        return;
    };
    BUILDING_APART.with(|apart| apart.set(true));
    keep_mounted(leptos::mount::mount_to(live.clone(), app));
    swap_when_whole(built, live);
}

/// How the live app comes to a page as built (see [`mount`]).
#[cfg(feature = "hydrate")]
enum Arrival {
    /// It attaches to the page as it is.
    Attach,
    /// It attaches to a copy of the page as built, kept by the loader
    /// before the island played on it, put in the page's place.
    AttachToACopy(AsBuilt),
    /// It is built apart and takes the page's place.
    TakeOver,
}

/// The loader's copy of a study's page as built, and the query it was
/// built for (`oldLawsPageAsBuilt`, `scripts/build/boot-select.js`).
#[cfg(feature = "hydrate")]
struct AsBuilt {
    copy: web_sys::Element,
    query: String,
}

/// How the live app comes to `built`. It attaches where the page was
/// drawn by this bundle's views for the address the reader is at:
/// - not frozen by the first bundle, nor standing in for another address;
/// - drawn by this bundle's views (a study's page is the first bundle's,
///   which the full bundle draws with more tools);
/// - on a page other than a study's, no saved study, which the live app
///   opens at the root and links to from every screen;
/// - with no query naming another state (home's own aside; a query the
///   page shows whole, as the island finds, is none);
/// - not changed since the loader came (a man picked up or a move played
///   by the island, words a browser's translation rewrote): the views
///   would not find the nodes they drew.
///
/// A study's page changed since, at its own address when the loader came,
/// is attached to in a copy the loader kept of it then: the island's
/// moves are in the address, which the live app follows once attached.
/// Any other page is taken over.
#[cfg(feature = "hydrate")]
fn arrival(document: &web_sys::Document, built: &web_sys::Element) -> Arrival {
    let elsewhere = document
        .document_element()
        .is_some_and(|root| root.has_attribute("data-built-elsewhere"));
    let drawn_by_the_full_bundle = document
        .query_selector("meta[name=\"old-laws-bundle\"][content=\"full\"]")
        .ok()
        .flatten()
        .is_some();
    let a_study = matches!(
        crate::persistence::address(),
        crate::study::address::Address::Study(_)
    );
    let fits = built.get_attribute(PRERENDERED).as_deref() == Some("")
        && !elsewhere
        && drawn_by_the_full_bundle == cfg!(feature = "full")
        && (a_study || !crate::persistence::has_saved_study());
    if !fits {
        return Arrival::TakeOver;
    }
    if !ask_loader("oldLawsPageChanged").is_some_and(|changed| changed.is_truthy()) {
        // The address as it is now, not as the loader found it (Back may
        // have changed it since).
        let query = document
            .location()
            .and_then(|l| l.search().ok())
            .unwrap_or_default();
        return if is_own_query(&query) {
            Arrival::Attach
        } else {
            Arrival::TakeOver
        };
    }
    match page_as_built() {
        Some(as_built) if is_own_query(&as_built.query) => Arrival::AttachToACopy(as_built),
        _ => Arrival::TakeOver,
    }
}

/// Whether `query` asks for no state other than the page as built shows:
/// none, home's own, or one the page shows whole. The address the Embed
/// tool gives a figure names its study in full: the island, which reads
/// the query as the app does, found as it came whether the page as built
/// shows all of it.
#[cfg(feature = "hydrate")]
fn is_own_query(query: &str) -> bool {
    let at_root = crate::persistence::page_path().is_empty();
    query.is_empty()
        || (at_root && query == "?view=home")
        || ask_loader("oldLawsPageShowsTheAddress").is_some_and(|shown| shown.is_truthy())
}

/// The loader's copy of the page as built, given once.
#[cfg(feature = "hydrate")]
fn page_as_built() -> Option<AsBuilt> {
    // An array, or null where the loader kept none.
    let kept: js_sys::Array = ask_loader("oldLawsPageAsBuilt")?.dyn_into().ok()?;
    Some(AsBuilt {
        copy: kept.get(0).dyn_into().ok()?,
        query: kept.get(1).as_string()?,
    })
}

/// The page the reader had before the live app attached to a copy of it
/// as built: its address, put back once attached, what they typed, where
/// their focus was, the folds they left otherwise than built, and the page
/// itself, whose late files are carried to the copy.
#[cfg(feature = "hydrate")]
struct PageLeft {
    reader_at: String,
    page: web_sys::Element,
    typed: Vec<Typed>,
    focused: Option<Focused>,
    /// Compared with the copy before the app sets it to the reader's
    /// window (a phone's notes folded): only the reader's own.
    folded: Vec<Vec<u32>>,
}

#[cfg(feature = "hydrate")]
thread_local! {
    /// Held from the copy's arrival in the page to the end of attaching.
    static PAGE_LEFT: RefCell<Option<PageLeft>> = const { RefCell::new(None) };
}

/// Puts the copy of the page as built in the place of `built`, the page the
/// island played on, and the address in the form the page was built for,
/// until the live app is attached to it; returns the copy. In one task
/// with the attaching and the following of the reader's address, so no
/// frame shows the page as built.
#[cfg(feature = "hydrate")]
fn put_copy_in_place(built: &web_sys::Element, as_built: AsBuilt) -> Option<web_sys::Element> {
    let location = crate::browser::window()?.location();
    let left = PageLeft {
        reader_at: location.href().ok()?,
        page: built.clone(),
        typed: fields_typed(built),
        focused: focus_in(built),
        folded: folds_otherwise(built, &as_built.copy),
    };
    let as_built_at = format!("{}{}", location.pathname().ok()?, as_built.query);
    built.replace_with_with_node_1(&as_built.copy).ok()?;
    crate::persistence::replace_address(&as_built_at);
    PAGE_LEFT.with(|page| *page.borrow_mut() = Some(left));
    Some(as_built.copy)
}

/// Attaches the live app to the page as built: its elements become the
/// app's, so the reader's place, focus, selection and typing stay where
/// they are. What the reader typed or pressed before is given to the app
/// as when it takes a page over.
#[cfg(feature = "hydrate")]
fn hydrate<V: IntoView + 'static>(
    document: &web_sys::Document,
    built: web_sys::Element,
    app: fn() -> V,
) {
    let Some(body) = document.body() else {
        return;
    };
    let typed = fields_typed(&built);
    // Hydration starts at the body's first child, the app's root: what
    // stands before it (the note for a reader without scripts, spaces)
    // serves only a page without the app.
    while let Some(first) = body.first_child() {
        if first.is_same_node(Some(&built)) || body.remove_child(&first).is_err() {
            break;
        }
    }
    HYDRATING.with(|hydrating| hydrating.set(true));
    keep_mounted(leptos::mount::hydrate_from(body, app));
    HYDRATING.with(|hydrating| hydrating.set(false));
    // Queued after the effects' first runs, which see the page as built:
    // the reader's window, typing and presses then reach the app as
    // changes. All before the next paint (a microtask of this task).
    leptos::task::spawn_local(async move {
        // The reader's address back, for the app to follow.
        let reader_at = PAGE_LEFT.with_borrow(|left| left.as_ref().map(|l| l.reader_at.clone()));
        if let Some(reader_at) = reader_at {
            crate::persistence::replace_address(&reader_at);
        }
        for work in AFTER_HYDRATION.with_borrow_mut(std::mem::take) {
            work();
        }
        let _ = built.remove_attribute(PRERENDERED);
        type_again(&built, typed);
        if let Some(left) = PAGE_LEFT.with_borrow_mut(Option::take) {
            carry_over(left, &built);
        }
        press_again(&built);
    });
}

/// What the reader did on the page the island played on, done again on
/// the copy the live app attached to: typed, unfolded, picked, focused.
#[cfg(feature = "hydrate")]
fn carry_over(left: PageLeft, app: &web_sys::Element) {
    type_again(app, left.typed);
    forward_late_files(&left.page, app);
    press_at(app, left.folded);
    if let Some(focused) = left.focused {
        focus_again(app, focused);
    }
}

/// Keeps the live app as HTML where it stands (marked as a prerendered
/// page) and takes the app down: its listeners and tasks end, and the page
/// looks the same to the reader until another bundle takes it over.
/// Returns whether there was an app to freeze.
pub fn freeze() -> bool {
    let Some(document) = crate::browser::window().and_then(|w| w.document()) else {
        return false;
    };
    let Ok(Some(app)) = document.query_selector(".app:not([data-prerendered])") else {
        return false;
    };
    let Ok(copy) = app.clone_node_with_deep(true) else {
        return false;
    };
    let Ok(copy) = copy.dyn_into::<web_sys::Element>() else {
        return false;
    };
    let _ = copy.set_attribute(PRERENDERED, FROZEN);
    let Some(parent) = app.parent_node() else {
        return false;
    };
    // In the body, beside any container of the live app, which goes.
    let place = match parent.dyn_ref::<web_sys::Element>() {
        Some(container) if container.class_name() == "live-app" => container.clone().into(),
        _ => app.clone().into(),
    };
    let place: web_sys::Node = place;
    let Some(body) = place.parent_node() else {
        return false;
    };
    if body.insert_before(&copy, Some(&place)).is_err() {
        return false;
    }
    hand_changes_over();
    MOUNTED.with(|mounted| drop(mounted.borrow_mut().take()));
    if place.parent_node().is_some() {
        let _ = body.remove_child(&place);
    }
    true
}

/// One field the reader filled on the page before it was taken over.
struct Typed {
    /// Its path of child indices from the page's app.
    path: Vec<u32>,
    value: String,
    checked: bool,
    /// The files picked, for a file field.
    files: Option<web_sys::FileList>,
}

/// What the reader typed, ticked, chose or picked in the page's fields
/// before it was taken over.
fn fields_typed(built: &web_sys::Element) -> Vec<Typed> {
    let mut typed = Vec::new();
    let Ok(fields) = built.query_selector_all("input, textarea, select") else {
        return typed;
    };
    for index in 0..fields.length() {
        let Some(field) = fields.item(index) else {
            continue;
        };
        let Some(element) = field.dyn_ref::<web_sys::Element>() else {
            continue;
        };
        if let Some(input) = field.dyn_ref::<web_sys::HtmlInputElement>() {
            // A box is changed by its tick, a file field by its files, a
            // field by its text.
            let files = input.files().filter(|files| files.length() > 0);
            let changed = match input.type_().as_str() {
                "checkbox" | "radio" => input.checked() != input.default_checked(),
                "file" => files.is_some(),
                _ => input.value() != input.default_value(),
            };
            if changed {
                typed.push(Typed {
                    path: path_from(built, element),
                    value: input.value(),
                    checked: input.checked(),
                    files,
                });
            }
        } else if let Some(select) = field.dyn_ref::<web_sys::HtmlSelectElement>() {
            // The choice the page was built with is the option marked
            // selected (the build writes it), else the first.
            let built_with = ["option[selected]", "option"]
                .into_iter()
                .find_map(|selector| select.query_selector(selector).ok().flatten())
                .and_then(|option| option.get_attribute("value"))
                .unwrap_or_default();
            if built_with != select.value() {
                typed.push(Typed {
                    path: path_from(built, element),
                    value: select.value(),
                    checked: false,
                    files: None,
                });
            }
        } else if let Some(area) = field.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            if area.default_value().is_ok_and(|d| d != area.value()) {
                typed.push(Typed {
                    path: path_from(built, element),
                    value: area.value(),
                    checked: false,
                    files: None,
                });
            }
        }
    }
    typed
}

/// The path of child indices from `root` down to `element`.
fn path_from(root: &web_sys::Element, element: &web_sys::Element) -> Vec<u32> {
    let mut path = Vec::new();
    let mut node = element.clone();
    while !node.is_same_node(Some(root)) {
        let Some(parent) = node.parent_element() else {
            break;
        };
        let siblings = parent.children();
        let at = (0..siblings.length())
            .find(|&i| {
                siblings
                    .item(i)
                    .is_some_and(|s| s.is_same_node(Some(&node)))
            })
            .unwrap_or(0);
        path.push(at);
        node = parent;
    }
    path.reverse();
    path
}

/// The element at `path` (child indices) down from `app`: the live app's
/// element where the page's element stood, the two being drawn alike.
fn element_at(app: &web_sys::Element, path: &[u32]) -> Option<web_sys::Element> {
    path.iter()
        .try_fold(app.clone(), |node, &index| node.children().item(index))
}

/// Calls the loader's function `name` (`scripts/build/boot-select.js`) and
/// gives what it returns; `None` where there is no such loader.
fn ask_loader(name: &str) -> Option<wasm_bindgen::JsValue> {
    loader_function(name)?
        .call0(&wasm_bindgen::JsValue::NULL)
        .ok()
}

/// The loader's function `name`, if the loader has one.
fn loader_function(name: &str) -> Option<js_sys::Function> {
    let window = crate::browser::window()?;
    let function = js_sys::Reflect::get(&window, &name.into()).ok()?;
    function.dyn_into::<js_sys::Function>().ok()
}

/// The reader's changes to the line made before this app took the page
/// over (by the island, or by the first bundle before it handed over to
/// the full one), kept by the loader (`oldLawsTakeChanges`) as
/// [`LineHistory::hand_over`](crate::study::history::LineHistory::hand_over)
/// writes them, and given once; empty where there were none.
pub fn changes_handed_over() -> String {
    // Attaching to a copy of the page as built, the line is the page's,
    // which has none: they come with the reader's address, followed next.
    if hydrating() && attached_to_a_copy() {
        return String::new();
    }
    ask_loader("oldLawsTakeChanges")
        .and_then(|changes| changes.as_string())
        .unwrap_or_default()
}

/// Gives the loader the reader's changes to the line, for the next app on
/// the page (see [`changes_handed_over`]).
fn hand_changes_over() {
    let changes = crate::components::study::move_list::changes_to_hand_over();
    if let Some(keep) = loader_function("oldLawsKeepChanges") {
        let _ = keep.call1(&wasm_bindgen::JsValue::NULL, &changes.into());
    }
}

/// Writes the reader's typing into the live app's same fields, as if typed
/// there (the app hears an `input` and a `change`): nothing the reader made
/// before the page came alive is lost.
fn type_again(app: &web_sys::Element, typed: Vec<Typed>) {
    for Typed {
        path,
        value,
        checked,
        files,
    } in typed
    {
        let Some(field) = element_at(app, &path) else {
            continue;
        };
        if let Some(input) = field.dyn_ref::<web_sys::HtmlInputElement>() {
            match files {
                Some(files) => input.set_files(Some(&files)),
                None => {
                    input.set_value(&value);
                    input.set_checked(checked);
                }
            }
        } else if let Some(area) = field.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            area.set_value(&value);
        } else if let Some(select) = field.dyn_ref::<web_sys::HtmlSelectElement>() {
            select.set_value(&value);
        }
        for kind in ["input", "change"] {
            if let Ok(event) = web_sys::Event::new_with_event_init_dict(kind, &{
                let init = web_sys::EventInit::new();
                init.set_bubbles(true);
                init
            }) {
                let _ = field.dispatch_event(&event);
            }
        }
    }
}

/// What the reader unfolded or folded on a page the first bundle froze:
/// each fold (a `details`), and the law shown whole or in its first lines.
/// Its state as the page shows it, or `None` for another element.
fn unfolded(element: &web_sys::Element) -> Option<bool> {
    if element.tag_name() == "SUMMARY" {
        let fold = element.parent_element()?;
        return (fold.tag_name() == "DETAILS").then(|| fold.has_attribute("open"));
    }
    if element.class_list().contains("whole-law") {
        return Some(element.get_attribute("aria-expanded").as_deref() == Some("true"));
    }
    None
}

/// Presses again, on the live app just put in the page, each fold or
/// whole-law button the reader left otherwise than the live app draws it
/// (the next bundle starts from the address, which does not hold them).
/// In the task of the swap: nothing is painted between, so nothing opens
/// or folds under the reader, and the app hears the press as a reader's.
fn fold_again(built: &web_sys::Element, app: &web_sys::Element) {
    press_at(app, folds_otherwise(built, app));
}

/// The folds and whole-law buttons `left` holds otherwise than `drawn`,
/// drawn alike, as paths of child indices.
fn folds_otherwise(left: &web_sys::Element, drawn: &web_sys::Element) -> Vec<Vec<u32>> {
    let Ok(toggles) = left.query_selector_all("details > summary, .whole-law") else {
        return Vec::new();
    };
    (0..toggles.length())
        .filter_map(|index| toggles.item(index)?.dyn_into::<web_sys::Element>().ok())
        .map(|toggle| (path_from(left, &toggle), unfolded(&toggle)))
        .filter(|(path, left)| {
            let drawn = element_at(drawn, path).and_then(|e| unfolded(&e));
            left.is_some() && drawn.is_some() && *left != drawn
        })
        .map(|(path, _)| path)
        .collect()
}

/// Presses the element at each path down from `app`.
fn press_at(app: &web_sys::Element, paths: Vec<Vec<u32>>) {
    for path in paths {
        let pressed =
            element_at(app, &path).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(pressed) = pressed {
            pressed.click();
        }
    }
}

/// Presses again, on the live app, what the reader pressed on the page
/// before it was taken over (kept by the loader, `oldLawsEarlyPresses` in
/// `scripts/build/boot-select.js`, as paths of child indices from the
/// page's app, which the live app draws the same).
fn press_again(app: &web_sys::Element) {
    let presses = ask_loader("oldLawsEarlyPresses").map(|presses| js_sys::Array::from(&presses));
    let paths = presses
        .iter()
        .flat_map(|presses| presses.iter())
        .filter_map(|path| {
            // Indices as the loader wrote them; anything else finds nothing.
            js_sys::Array::from(&path)
                .iter()
                .map(|index| index.as_f64().filter(|i| *i >= 0.0).map(|i| i as u32))
                .collect()
        })
        .collect();
    press_at(app, paths);
}

/// Gives focus back to what the reader pressed before a hand-over (a
/// tool's button marked `data-focus-on-arrival`), without scrolling.
fn focus_where_asked(live: &web_sys::HtmlElement) {
    if let Some(asked) = crate::page::html_element(live, "[data-focus-on-arrival]") {
        crate::page::focus_without_scrolling(&asked);
    }
}

/// Whether the live app has drawn all its page shows: no part still
/// loading, every staged screen built.
fn is_whole(live: &web_sys::HtmlElement) -> bool {
    let has = |selector: &str| live.query_selector(selector).ok().flatten().is_some();
    has(".app")
        && !has("[aria-busy=\"true\"]")
        && !has(".study-layout:not([data-built])")
        && !has(".home:not([data-built])")
        && !has(".hand-over")
}

/// Whether the reader's pointer is down on the page as built (the loader's
/// `oldLawsPressing`, `scripts/build/boot-select.js`): the take-over waits
/// for the release, so that the click lands whole on the page.
fn pressing() -> bool {
    ask_loader("oldLawsPressing").is_some_and(|down| down.is_truthy())
}

/// Checks each frame whether the app in `live` is whole (or has had its
/// time), then runs `then`.
fn when_whole(live: web_sys::HtmlElement, then: impl FnOnce(&web_sys::HtmlElement) + 'static) {
    fn check(
        live: web_sys::HtmlElement,
        then: Box<dyn FnOnce(&web_sys::HtmlElement)>,
        frames: u32,
    ) {
        if frames < MOST_FRAMES && (!is_whole(&live) || pressing()) {
            crate::browser::before_next_frame(move || check(live, then, frames + 1));
            return;
        }
        then(&live);
    }
    let then: Box<dyn FnOnce(&web_sys::HtmlElement)> = Box::new(then);
    crate::browser::before_next_frame(move || check(live, then, 0));
}

/// The most frames to wait for the live app before it is shown as it is
/// (about two seconds): a part that never finishes must not leave the
/// reader on a page that cannot be played.
const MOST_FRAMES: u32 = 120;

/// Checks each frame whether the live app is whole, then puts it in the
/// prerendered page's place.
fn swap_when_whole(built: web_sys::Element, live: web_sys::HtmlElement) {
    when_whole(live, move |live| {
        BUILDING_APART.with(|apart| apart.set(false));
        // A page the first bundle froze holds its app's own values (set
        // by the app, not typed): they are in its state, which the next
        // bundle reads from the address.
        let frozen = built.get_attribute(PRERENDERED).as_deref() == Some(FROZEN);
        let typed = if frozen {
            Vec::new()
        } else {
            fields_typed(&built)
        };
        let focused = focus_in(&built);
        if built.replace_with_with_node_1(live).is_err() {
            let _ = built.parent_node().map(|parent| parent.append_child(live));
        }
        // What was typed first, then what was pressed: a press may act on
        // the text (Read the games).
        if let Some(app) = live.first_element_child() {
            type_again(&app, typed);
            forward_late_files(&built, &app);
            if frozen {
                fold_again(&built, &app);
            }
            match focused {
                Some(focused) => focus_again(&app, focused),
                None => focus_where_asked(live),
            }
            press_again(&app);
        }
    });
}

/// Hands on the files a reader picks in a file field of the page after
/// it was taken over: a file dialog opened on the page as built may close
/// after the swap, and its choice then lands in the page's field, no
/// longer in the document. Each such field forwards its files to the live
/// app's same field.
fn forward_late_files(built: &web_sys::Element, app: &web_sys::Element) {
    let Ok(fields) = built.query_selector_all("input[type=file]") else {
        return;
    };
    for index in 0..fields.length() {
        let Some(field) = fields
            .item(index)
            .and_then(|f| f.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            continue;
        };
        let path = path_from(built, &field);
        let (app, picked) = (app.clone(), field.clone());
        let forward = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
            let typed = Typed {
                path: path.clone(),
                value: String::new(),
                checked: false,
                files: picked.files().filter(|files| files.length() > 0),
            };
            if typed.files.is_some() {
                type_again(&app, vec![typed]);
            }
        });
        let _ = field.add_event_listener_with_callback("change", forward.as_ref().unchecked_ref());
        // The page's field lives as long as anything holds it: the
        // listener with it.
        forward.forget();
    }
}

/// Where the reader's focus is in the page, if it is: the element's path
/// from the page's app, and the caret or selection in a field.
struct Focused {
    path: Vec<u32>,
    selection: Option<(u32, u32)>,
}

fn focus_in(built: &web_sys::Element) -> Option<Focused> {
    let active = crate::browser::window()?.document()?.active_element()?;
    if !built.contains(Some(&active)) || active.is_same_node(Some(built)) {
        return None;
    }
    let selection = if let Some(input) = active.dyn_ref::<web_sys::HtmlInputElement>() {
        input
            .selection_start()
            .ok()
            .flatten()
            .zip(input.selection_end().ok().flatten())
    } else if let Some(area) = active.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.selection_start()
            .ok()
            .flatten()
            .zip(area.selection_end().ok().flatten())
    } else {
        None
    };
    Some(Focused {
        path: path_from(built, &active),
        selection,
    })
}

/// Puts the focus (and the caret) on the live app's element where it was
/// on the page: a reader typing as the page comes alive types on, into
/// the live field, and a keyboard reader keeps their place.
fn focus_again(app: &web_sys::Element, focused: Focused) {
    let element =
        element_at(app, &focused.path).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    let Some(element) = element else {
        return;
    };
    crate::page::focus_without_scrolling(&element);
    if let Some((start, end)) = focused.selection {
        if let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() {
            let _ = input.set_selection_range(start, end);
        } else if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            let _ = area.set_selection_range(start, end);
        }
    }
}
