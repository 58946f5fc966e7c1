// The page's loader (written into dist by scripts/build/post-build.mjs, which
// fills in the hashed file names). Two builds of the app ship: the first
// bundle (home, studies, embeds) and the full bundle (also the library,
// free play, Sources, Import, print, bibliography, the umpire's table,
// Embed, Cite, Diagram, Export, Count positions). A later screen's
// address, or a tab that has asked for a later tool (session storage, set
// by src/components/bundle.rs), gets the full bundle; every other visit
// gets the first. This script chooses; its second part (boot-live.js, a
// module it imports once the island has had its turn) fetches the chosen
// bundle and starts it.
// The island (src/island.rs): a small wasm that comes first on a study's
// page as built and makes its boards take moves until the live app starts.
// Its bindings (wasm-bindgen's module) are part of this script, bundled in
// by scripts/build/post-build.mjs: a request of their own was one more
// round trip before the board could move. Its wasm is asked for by the
// page's head (a preload, scripts/build/prerender.mjs), beside the page's
// stylesheet and this script.
import * as islandBindings from '__ISLAND_BINDINGS__';
const islandWasm = './__ISLAND_WASM__';
/** The island's bindings while it plays the page's boards. */
let island = null;

function wantsFullBundle() {
  // A page of the edition says which bundle serves it
  // (scripts/build/prerender.mjs writes the tag from the app's Address type).
  const named = document.querySelector('meta[name="old-laws-bundle"]');
  if (named) return named.content === 'full' || storedChoice();
  const view = new URLSearchParams(location.search).get('view');
  // The views of the full bundle, written in by post-build.mjs from the
  // app's own Address type.
  if ('__FULL_VIEWS__'.includes(view)) return true;
  return storedChoice();
}

/** Whether this tab has asked for a later tool (src/components/bundle.rs). */
function storedChoice() {
  try {
    return sessionStorage.getItem('old-laws.bundle') === 'full';
  } catch {
    return false; // storage refused (a sandboxed frame): the first bundle
  }
}

// A press on one of the page's buttons or squares before the app has taken
// the page over (src/components/prerendered.rs) is kept, as the path of
// child indices from the page's app, and pressed again on the live app's
// same element once it has: the two are drawn by the same code.
const earlyPresses = [];
document.addEventListener(
  'click',
  (event) => {
    const root = event.target.closest?.('[data-prerendered]');
    // A link leads where it says on the page as built (a home card's
    // diagram has squares of its own, which are no board).
    if (!root || event.target.closest('a[href]')) return;
    const pressed = event.target.closest('button, [data-square], summary, input');
    if (!pressed || !root.contains(pressed)) return;
    // A board's square is the island's while it plays, and kept for it
    // while it is on its way; any other press stops it
    // (handOverFromIsland), so that the live app receives the presses in
    // the order the reader made them, after the island's moves.
    if (pressed.matches('.compare-board [data-square]')) {
      if (island) return;
      if (islandOnItsWay()) {
        event.preventDefault();
        pressesForTheIsland.push(pathFrom(root, pressed));
        return;
      }
    }
    handOverFromIsland();
    earlyPresses.push(...pressesForTheIsland.splice(0));
    // A box ticks on the page itself; the tick is carried to the live
    // app with what was typed (src/components/prerendered.rs).
    if (pressed.matches('input[type="checkbox"], input[type="radio"]')) return;
    event.preventDefault();
    earlyPresses.push(pathFrom(root, pressed));
  },
  true,
);
window.oldLawsEarlyPresses = () => earlyPresses.splice(0);

// A square of a board pressed while the island is on its way (on a phone's
// network the page shows half a second before it can play) is kept for the
// island, which presses it again as soon as it plays: the live app, many
// times its size, would answer it seconds later. Should the island not
// come, or not play this page, the press goes to the live app.
const pressesForTheIsland = [];
let islandSettled = false;

/** A square of a board on the page as built. */
const BUILT_SQUARE = '[data-prerendered=""] .compare-board .board [data-square]';

/** Whether the island is still coming to play the page's boards. */
function islandOnItsWay() {
  return !islandSettled && islandMayPlay();
}

/** Whether the page is a study's as built, whose boards the island plays. */
function islandMayPlay() {
  return (
    document.documentElement.dataset.builtElsewhere === undefined &&
    document.querySelector(BUILT_SQUARE) !== null
  );
}

/** Once the island has come and attached, or failed to: the squares
 * pressed meanwhile are pressed again on it, or given to the live app,
 * which they then ask for. */
function islandHasSettled() {
  islandSettled = true;
  const kept = pressesForTheIsland.splice(0);
  if (kept.length === 0) return;
  const root = document.querySelector('[data-prerendered]');
  if (island && root) {
    for (const path of kept) elementAt(root, path)?.click();
    return;
  }
  earlyPresses.push(...kept);
  askForTheLiveApp();
}

// A man dragged to another square while the island is on its way does not
// move (only the island draws a drag), and the drag makes no click on a
// square: it is kept as its two presses, the man's square and the square
// it was dropped on, which the island plays as a move when it comes, as it
// plays two taps. The board's measure of a drag (geometry.rs's
// DRAG_THRESHOLD) tells it from a tap, whose own click is kept.
const DRAG_THRESHOLD = 5;
let dragBeforeTheIsland = null;
document.addEventListener(
  'pointerdown',
  (event) => {
    dragBeforeTheIsland = null;
    if (event.button !== 0 || island || !islandOnItsWay()) return;
    const from = event.target.closest?.(BUILT_SQUARE);
    if (from) dragBeforeTheIsland = { from, x: event.clientX, y: event.clientY };
  },
  true,
);
document.addEventListener(
  'pointerup',
  (event) => {
    const drag = dragBeforeTheIsland;
    dragBeforeTheIsland = null;
    if (!drag || Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_THRESHOLD) return;
    const to = document.elementFromPoint(event.clientX, event.clientY)?.closest(BUILT_SQUARE);
    if (!to || to === drag.from || to.closest('.board') !== drag.from.closest('.board')) return;
    if (island) {
      // The island came during the drag.
      drag.from.click();
      to.click();
      return;
    }
    const root = document.querySelector('[data-prerendered]');
    const presses = [pathFrom(root, drag.from), pathFrom(root, to)];
    if (islandOnItsWay()) {
      pressesForTheIsland.push(...presses);
    } else {
      earlyPresses.push(...presses);
      askForTheLiveApp();
    }
  },
  true,
);

/** The element at `path` (child indices) from `root`. */
function elementAt(root, path) {
  let node = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** The path of child indices from `root` to `node`, as the live app finds
 * its same element. */
function pathFrom(root, node) {
  const path = [];
  for (; node !== root; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

/**
 * Fetches and compiles the island on a study's page as built; resolves to
 * its bindings and compiled wasm, or to nothing on another page or should
 * it fail.
 */
function fetchIsland() {
  if (!islandMayPlay()) return Promise.resolve(null);
  return islandFiles().catch((error) => {
    console.warn('The boards take moves once the page has loaded:', error);
    return null;
  });
}

/** The island's bindings and its wasm, compiled. */
function islandFiles() {
  return Promise.all([islandBindings, compiled(islandWasm)]);
}

/**
 * Starts the island, if it came, unless the reader has already pressed
 * something only the live app can do. Should it fail, the live app takes
 * the page over as it would anyway.
 */
async function startIsland(fetched) {
  const loaded = await fetched;
  try {
    if (!loaded) return;
    const [bindings, module] = loaded;
    await bindings.default({ module_or_path: module });
    // What changed before the island came counts; its own start does not.
    pageHasChanged();
    const attached = earlyPresses.length === 0 && bindings.attach();
    changeWatcher?.takeRecords();
    if (attached) {
      island = bindings;
      document.documentElement.dataset.playable = '';
      // In a task of its own, once the boards take moves.
      setTimeout(keepThePageAsBuilt);
      whenIdle(() => island?.remember());
    }
  } catch (error) {
    console.warn('The boards take moves once the page has loaded:', error);
  } finally {
    islandHasSettled();
  }
}

/** Calls `then` when the page is idle (within a second): after a press
 * the reader has made meanwhile. */
function whenIdle(then) {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 1000 });
  else setTimeout(then, 0);
}

/** A copy of a study's page as built, and the query it was built for,
 * kept before the island plays on it: once the island has, the live app
 * attaches to the copy put in the page's place, then follows the address
 * the island wrote its moves into (src/components/prerendered.rs). Taken
 * in the task after the island's start, which leaves the page as it was
 * (a copy of a study's page takes a few milliseconds, which a board taking
 * moves should not wait for); a press of the reader's before that task
 * changes the page, and no copy is taken (the live app takes the page
 * over). With the loader's names for the board panels, as the live app
 * would find the page it attaches to. Given once. */
let pageAsBuilt = null;
function keepThePageAsBuilt() {
  if (pageAsBuilt || !islandMayPlay() || pageHasChanged()) return;
  const root = document.querySelector('[data-prerendered=""]');
  if (root) pageAsBuilt = { copy: root.cloneNode(true), query: location.search };
}
window.oldLawsPageAsBuilt = () => {
  const kept = pageAsBuilt;
  pageAsBuilt = null;
  return kept ? [kept.copy, kept.query] : null;
};

/** Whether the page as built has changed since this script came: a man
 * the island picked up, a message or a move it drew, or words another hand
 * rewrote (a browser's translation). The live app then takes the page
 * over rather than attach to it, as its views would not find the elements
 * they drew (src/components/prerendered.rs). */
let pageChanged = false;
let changeWatcher = null;
window.oldLawsPageChanged = () => pageHasChanged();

/** Whether the page has changed, a change not yet reported to the watcher
 * (it reports after the task that made it) counted as well. */
function pageHasChanged() {
  if (changeWatcher && changeWatcher.takeRecords().length > 0) pageChanged = true;
  return pageChanged;
}

function watchForChanges() {
  const root = document.querySelector('[data-prerendered]');
  if (!root) return;
  changeWatcher = new MutationObserver(() => {
    pageChanged = true;
    changeWatcher.disconnect();
  });
  // Elements and words added, taken away or rewritten; a grid dragged
  // over, the page marked busy after a move. The loader's own names for
  // the board panels (roles) are the live app's as well.
  changeWatcher.observe(root, { subtree: true, childList: true, characterData: true, attributeFilter: ['class', 'aria-busy'] });
}
watchForChanges();

/** The reader's changes to the line, for Undo (study::history's
 * `hand_over`): kept from the island, or from the first bundle as it hands
 * over to the full one, for the next app's line of play to take once. */
let changesHandedOver = '';
window.oldLawsKeepChanges = (changes) => {
  changesHandedOver = String(changes);
};
window.oldLawsTakeChanges = () => {
  const changes = changesHandedOver;
  changesHandedOver = '';
  return changes;
};

/** Stops the island; a man it had picked up is picked up again on the
 * live app (the reader's next press completes the move there), and its
 * moves are the live app's to undo. */
function handOverFromIsland() {
  if (!island) return;
  changesHandedOver = island.changes();
  const picked = island.detach();
  island = null;
  const root = document.querySelector('[data-prerendered]');
  const boards = root ? root.querySelectorAll('.compare-board') : [];
  for (const [board, square] of picked) {
    const button = boards[board]?.querySelector(`[data-square="${square}"]`);
    if (button) earlyPresses.push(pathFrom(root, button));
  }
}

// A press begun on the page (the pointer down) ends on it: the app waits
// for the pointer to be up before it takes the page over, so that no click
// is split between the page as built and the live app (a click needs both
// ends on one element). Cleared a task after the release, once the click
// it makes has been dispatched.
let pointerDown = false;
document.addEventListener(
  'pointerdown',
  (event) => {
    if (event.target.closest?.('[data-prerendered]')) pointerDown = true;
  },
  true,
);
for (const type of ['pointerup', 'pointercancel']) {
  document.addEventListener(type, () => setTimeout(() => (pointerDown = false)), true);
}
window.oldLawsPressing = () => pointerDown;

/**
 * Whether the live app may wait for the reader's first act before it takes
 * the page over. The page as built is then the page the address names, and
 * the island plays its boards: the law, the boards, the verdicts and the
 * links all work without the live app, whose start (the longest work the
 * page does) need not hold up a reader who is reading. It is fetched and
 * compiled meanwhile, so that it starts at once when asked. An address with
 * a query (but home's own) may name a state the page as built does not
 * show (another line, a code, a theme): the live app draws it at once, as
 * it draws a page standing in for another, unless the island, which reads
 * the query as the app does, finds the page as built shows all of it
 * (`islandShowsTheAddress`): the address the Embed tool gives a figure
 * names its study in full.
 */
function mayWaitForTheReader() {
  const ownAddress = location.search === '' || (atTheRoot() && location.search === '?view=home');
  // Home as built has no card to resume a saved study: the live app adds it.
  if (atTheRoot() && hasSavedStudy()) return false;
  return (
    ownAddress &&
    document.documentElement.dataset.builtElsewhere === undefined &&
    document.querySelector('[data-prerendered=""]') !== null
  );
}

/** Whether the island plays the page's boards and finds that the page as
 * built shows all its address asks for (src/island.rs). */
function islandShowsTheAddress() {
  try {
    return island !== null && island.shows_the_address();
  } catch {
    return false;
  }
}

/** What a reader presses, taps or focuses to act on the page. */
const CONTROLS = 'button, summary, input, select, textarea, label, [data-square], [tabindex], [role=button], [role=tab]';

/** Whether `event` is an act that asks for the live app: a press, tap,
 * focus or change of value on a control of the page other than a link
 * (which leads away on the page as built) or a board the island is
 * playing, whose right-press (the writer's shapes) is one all the same; a
 * key other than a shortcut (copying a quotation, say); or a step through
 * the history (the island's moves are entries of it). A press on the text,
 * selecting words to copy, is not one: the take-over would clear the
 * selection. */
function asksForTheLiveApp(event) {
  if (event.type === 'popstate') return true;
  if (event.type === 'keydown') {
    return !(event.ctrlKey || event.metaKey || event.altKey || ['Control', 'Meta', 'Alt', 'AltGraph'].includes(event.key));
  }
  const element = event.target instanceof Element ? event.target : null;
  const control = element?.closest(CONTROLS);
  if (!control || element.closest('a[href]')) return false;
  // The writer's shapes, drawn with the right button, are the live app's.
  if (event.type === 'pointerdown' && event.button === 2) return true;
  // A press on a board the island plays or is coming to play: on its
  // squares, or on the board itself (where a drag's click lands).
  const islandPlays = island !== null || islandOnItsWay();
  return !(islandPlays && element.closest('[data-prerendered] .compare-board .board'));
}

/** Home at the bare address is given its own (`?view=home`), as the live
 * app gives it (src/components/app.rs): the bare address opens a study
 * once one is saved, and Back or a reload must return home. Written once
 * the page has painted, before the reader can follow a card away. */
function nameHomeInTheAddress() {
  if (atTheRoot()) history.replaceState(history.state, '', `?view=home${location.hash}`);
}

/** Resolves at the reader's first act that asks for the live app, or
 * once the island has played a move and that move has painted: the line
 * and the table of verdicts, which the island does not draw, are then out
 * of date until the live app draws them. */
let askForTheLiveApp = () => {};
const theReaderActs = new Promise((resolve) => {
  const acts = ['pointerdown', 'pointerup', 'click', 'focusin', 'keydown', 'input', 'change'];
  const asked = () => {
    for (const type of acts) document.removeEventListener(type, act, true);
    removeEventListener('popstate', act);
    resolve();
  };
  askForTheLiveApp = asked;
  const act = (event) => {
    // A release ends a press already counted: it only ends a drag, which
    // the island may have played as a move.
    if (event.type !== 'pointerup' && asksForTheLiveApp(event)) return asked();
    if ((event.type === 'click' || event.type === 'pointerup') && island !== null) afterAMoveOfTheIsland(asked);
  };
  for (const type of acts) document.addEventListener(type, act, true);
  addEventListener('popstate', act);
  if (aFieldChangedAlready()) asked();
});

/** Whether a field of the page as built was changed before this script
 * ran: on a slow network the page is read, and a file picked or a box
 * ticked, well before its scripts come, and that act was the reader's
 * first. A field is changed as src/components/prerendered.rs's
 * `fields_typed` reads it, which then carries it to the live app; this
 * only decides when the live app starts. */
function aFieldChangedAlready() {
  const fields = document.querySelectorAll('[data-prerendered] :is(input, textarea, select)');
  return [...fields].some((field) => {
    if (field.type === 'file') return field.files.length > 0;
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    if (field.tagName === 'SELECT') {
      const first = Math.max(0, [...field.options].findIndex((option) => option.defaultSelected));
      return field.selectedIndex !== first;
    }
    return field.value !== field.defaultValue;
  });
}

/** Calls `then` after the frame that paints the click (or the drag's
 * release) being dispatched, if the island played a move on it: it writes
 * every move into the address (a man picked up or a move refused leaves it
 * as it was). */
function afterAMoveOfTheIsland(then) {
  const before = location.href;
  // After the island's own listener, which the click reaches later.
  setTimeout(() => {
    if (location.href !== before) afterTheNextPaint().then(then);
  });
}

/**
 * The keys a study's live app answers (steps through the line, a board's
 * square cursor, a tab list's arrows, the pen's A and M), pressed on the
 * page as built, are kept and pressed again, once the live app has taken
 * the page over, on the element that then has the focus (the live app
 * gives the focus back where it was, src/components/prerendered.rs). The
 * first of them is what asks for the live app. Their default is prevented,
 * as the live app prevents it; the arrows up and down only within a board,
 * the line or the tabs, so that elsewhere they scroll the page. Keys in a
 * text field are the field's.
 */
const keptKeys = [];
let keepingKeys = true;
document.addEventListener(
  'keydown',
  (event) => {
    if (!keepingKeys || !document.querySelector('[data-prerendered=""] .compare-board')) return;
    const target = event.target instanceof Element ? event.target : document.body;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest('input, select, textarea, [contenteditable]')) return;
    const steps = ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key);
    const within = ['ArrowUp', 'ArrowDown'].includes(event.key) && target.closest('.board, .move-list, [role=tablist]');
    // A and M on a board's square draw the writer's shapes (shapes.rs).
    const pen = ['KeyA', 'KeyM'].includes(event.code) && target.closest('.board');
    if (!steps && !within && !pen) return;
    // Kept from the live app too, which may start while the key is still
    // being dispatched (the act that started it runs first).
    event.preventDefault();
    event.stopPropagation();
    keptKeys.push({ key: event.key, code: event.code, shiftKey: event.shiftKey });
  },
  true,
);

/**
 * The writer's shapes are the live app's (src/components/board/shapes.rs):
 * a right-press on a square marks it, a right-drag draws an arrow, and the
 * board keeps the browser's menu shut. On the page as built a right-press on
 * a board asks for the live app (`asksForTheLiveApp`), which takes the page
 * once the button is up; the board's menu stays shut meanwhile, and the
 * shape (the square pressed, the square released on, the keys held for its
 * colour) is drawn again on the live app's same board.
 */
const keptShapes = [];
let shapeBegun = null;
document.addEventListener(
  'pointerdown',
  (event) => {
    shapeBegun = null;
    if (event.pointerType !== 'mouse' || event.button !== 2) return;
    const square = event.target.closest?.(BUILT_SQUARE);
    if (!square) return;
    const boards = [...document.querySelectorAll('[data-prerendered=""] .compare-board')];
    const board = boards.indexOf(square.closest('.compare-board'));
    const { shiftKey, altKey, metaKey } = event;
    shapeBegun = { board, from: square.dataset.square, shiftKey, altKey, metaKey };
  },
  true,
);
document.addEventListener(
  'pointerup',
  (event) => {
    if (!shapeBegun || event.button !== 2) return;
    const under = document.elementFromPoint(event.clientX, event.clientY)?.closest(BUILT_SQUARE);
    keptShapes.push({ ...shapeBegun, to: under?.dataset.square ?? shapeBegun.from });
    shapeBegun = null;
  },
  true,
);
document.addEventListener(
  'contextmenu',
  (event) => {
    if (event.target.closest?.('[data-prerendered=""] .compare-board .board:not(.view-only)')) event.preventDefault();
  },
  true,
);

/**
 * Where the page as built shows its codes as tabs (its stylesheet follows
 * the live app's widths, src/components/study/figure_tabs.rs), each
 * board's panel is named as its tab's panel, as the live app names it
 * (compare_board.rs), and the name is taken away where the boards stand
 * side by side; again as the window changes size, until the live app has
 * the page. Each tab names its panel (`aria-controls`).
 */
function nameTheBoardPanels() {
  const tabs = document.querySelector('[data-prerendered] .figure-tabs');
  if (!tabs) return;
  const name = () => {
    const tabbed = getComputedStyle(tabs).display !== 'none';
    for (const tab of tabs.querySelectorAll('[role=tab][aria-controls]')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls'));
      if (!panel) continue;
      if (tabbed) {
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tab.id);
      } else {
        panel.removeAttribute('role');
        panel.removeAttribute('aria-labelledby');
      }
    }
  };
  name();
  addEventListener('resize', name);
  whenLive().then(() => removeEventListener('resize', name));
}

/** Resolves once no part of the page as built is left: one watch, shared
 * by all who wait for it. */
let liveAppWatched = null;
function whenLive() {
  liveAppWatched ??= watchForTheLiveApp();
  return liveAppWatched;
}

function watchForTheLiveApp() {
  const live = () => !document.querySelector('[data-prerendered]');
  return new Promise((resolve) => {
    if (live()) return resolve();
    const watch = new MutationObserver(() => {
      if (!live()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Resolves once a page of the edition has painted from its HTML: its law
 * and boards are painted with the network to themselves but for the
 * island's wasm, and the live app's files (which only make the page
 * alive) are asked for in the task after that paint. A page with nothing
 * drawn in its HTML (the development server's) starts at once. A hidden
 * tab paints no frame: a timer starts it then.
 */
function afterFirstPaint() {
  if (!document.querySelector('[data-prerendered]')) return Promise.resolve();
  return afterTheNextPaint();
}

/** Resolves in the task after the next frame is painted (a hidden tab
 * paints no frame: a timer then). */
function afterTheNextPaint() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** Whether this is the root's page as built (home): its <base> is its own
 * address. */
function atTheRoot() {
  return new URL(document.baseURI).pathname === location.pathname;
}

/**
 * Whether the page as built is not the page the address names. The root's
 * page is home; an address published before the pages (`?s=<id>`,
 * `?s=<id>&embed=1`, `?view=library`) is served that page too, and opens
 * another, as does the bare address when a study was saved (a returning
 * reader finds their place). The first are sent on to their pages
 * (`sendOnToItsPage`); the saved study, and any address that has no page,
 * only the live app can draw. Home is not shown in the meantime, nor its
 * height reported to an article's frame (boot-extras.js). The app's own
 * rule is src/components/app.rs's `arriving_screen`; the keys below are
 * written in by post-build.mjs from the app's Address type and saved
 * study.
 */
function builtPageIsElsewhere() {
  if (!atTheRoot() || !document.querySelector('link[rel="canonical"]')) return false;
  const query = new URLSearchParams(location.search);
  if (query.get('embed') === '1' || '__STUDY_KEYS__'.some((key) => query.has(key))) return true;
  const view = query.get('view');
  return view === null ? hasSavedStudy() : view !== 'home';
}

/** Whether local storage holds a study (read or not, the app opens it). */
function hasSavedStudy() {
  try {
    return localStorage.getItem('__SAVED_KEY__') !== null;
  } catch {
    return false; // storage refused (a sandboxed frame): nothing saved
  }
}

/**
 * An address of the form published before the pages (`?s=<id>`,
 * `?s=<id>&embed=1`, `?view=sources&source=sarratt#law-16`) is sent on to
 * the page that serves it, with the rest of its query and no new entry in
 * the history: that page reads at once, where the root's page could only
 * stand in, hidden, until the live app had drawn the one asked for. The
 * island writes the page's path by the app's own rule
 * (study::pages::page_href); it is the smallest wasm, and the page it
 * leads to asks for it again (from the browser's cache, where the host
 * lets it be revalidated). Returns only if the address
 * has no page of its own (the printed page, an unknown study) or the
 * island could not come: the live app draws it then.
 */
async function sendOnToItsPage() {
  try {
    const [bindings, module] = await islandFiles();
    await bindings.default({ module_or_path: module });
    const page = new URL(bindings.page_href(location.search + location.hash), document.baseURI);
    if (page.pathname === location.pathname) return;
    location.replace(page);
    await new Promise(() => {}); // the page is leaving: nothing more to load
  } catch (error) {
    console.warn('The app draws this address in place of its page:', error);
  }
}

/**
 * Whether the address names another state of the page's study than the
 * one the page was built with: other codes, another line or move, another
 * notation, a height. The page's law reads at once, but its boards,
 * verdicts and line are not shown (main.css), nor a figure's height
 * reported (boot-extras.js), until the island finds that the page shows
 * that state after all (`islandShowsTheAddress`) or the live app has drawn
 * it: they would say what the address does not ask, and a figure's frame
 * would change height. The page's own state is its link to itself (a
 * study's masthead, a figure's title), as the Embed tool writes a figure's
 * address. A colour theme and a view-only figure (`interactive=0`) show
 * the same boards, which say nothing the address does not ask; the live
 * app gives them their colours and takes their moves away.
 */
function namesAnotherState() {
  if (location.search === '' || document.documentElement.dataset.builtElsewhere !== undefined) return false;
  const built = '[data-prerendered=""]';
  const own = document.querySelector(`${built} :is(a.embed-title, a.nav-button[aria-current="page"])`);
  if (!own || !document.querySelector(`${built} .study-boards`)) return false;
  const asked = new URLSearchParams(location.search);
  asked.delete('interactive');
  asked.delete('theme');
  const shown = new URL(own.href).searchParams;
  // A key the address leaves out is the study's own, as the page shows it.
  return [...asked].some(([key, value]) => shown.get(key) !== value);
}

if (builtPageIsElsewhere()) {
  document.documentElement.dataset.builtElsewhere = '';
  // The bare address with a study saved names no page: the live app
  // opens the study there.
  if (location.search !== '') await sendOnToItsPage();
} else if (namesAnotherState()) {
  document.documentElement.dataset.otherState = '';
  whenLive().then(() => delete document.documentElement.dataset.otherState);
}
const waitsForTheReader = mayWaitForTheReader();
// The island starts at once: its wasm is already on its way (the page's
// head asks for it) and compiles while the page is first laid out and
// painted. Its boards' panels are named first, as the live app, attaching
// to a copy of the page, would find them (`keepThePageAsBuilt`). The live
// app is asked for once the page has painted and the island has had its
// turn.
nameTheBoardPanels();
const islandStarted = startIsland(fetchIsland());
await afterFirstPaint();
if (waitsForTheReader) nameHomeInTheAddress();
await islandStarted;
// Chosen once the island has started: the choice may read the tab's
// storage, whose first use waits on the browser.
const chosen = wantsFullBundle() ? 'full' : 'first';
document.documentElement.dataset.bundle = chosen;
const pageShowsTheAddress = islandShowsTheAddress();
// The live app then attaches to the page as built, as at its bare address
// (src/components/prerendered.rs).
window.oldLawsPageShowsTheAddress = () => pageShowsTheAddress;
const liveAppWaits = waitsForTheReader || pageShowsTheAddress;
if (pageShowsTheAddress) delete document.documentElement.dataset.otherState;

/** The wasm at `url`, compiled (the live app's while the island still plays). */
async function compiled(url) {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A host that serves wasm under another type.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

/** What the live app's start (boot-live.js) reads and changes of this
 * script's state. */
const loader = {
  chosen,
  handOverFromIsland,
  whenLive,
  keptShapes,
  keptKeys,
  stopKeepingKeys: () => (keepingKeys = false),
  // The page was changed by a hand this script did not see: no copy of it
  // as built is given, and the live app takes it over.
  pageChangedUnseen: () => {
    pageChanged = true;
    pageAsBuilt = null;
  },
};

/** The live app's start, a module of its own: not needed before a move. */
const liveModule = './__LIVE_JS__';
const liveStart = () => import(liveModule);

/** Each bundle's wasm: the chosen one is asked for here, beside the
 * module that starts it, not a request later. */
const bundleWasm = { first: './__FIRST_WASM__', full: './__FULL_WASM__' };

try {
  const wasm = compiled(bundleWasm[chosen]);
  const live = await liveStart();
  const app = await live.fetchApp(loader, wasm);
  // The precache's requests wait for the page's own.
  live.registerServiceWorker();
  live.linkTheManifest();
  if (liveAppWaits) await theReaderActs;
  await live.startApp(app, loader);
  live.replayKeptActsWhenLive(loader);
} catch (error) {
  keepingKeys = false;
  // The app could not load (the network gone, say): the page as built is
  // the reader's (its boards still played by the island, if it came),
  // shown even where it stood in for another, its links leading to pages
  // of their own.
  delete document.documentElement.dataset.builtElsewhere;
  delete document.documentElement.dataset.otherState;
  throw error;
}

// The first bundle hands over to the full one in place (a tool or screen it
// lacks was asked for, boot-live.js). Should the full bundle fail to load,
// the page is reloaded, which asks for it again.
window.oldLawsHandOver = async () => {
  try {
    await (await liveStart()).handOverToTheFullBundle();
  } catch {
    location.reload();
  }
};
