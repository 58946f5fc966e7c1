// The live app's start: the second part of the page's loader
// (boot-select.js), a module of its own, which the loader imports once the
// island has had its turn. It fetches the bundle the loader chose and
// starts it. Nothing here is needed before a board takes a move, so the
// first part, fetched by every first visit before that, is the smaller.
// Written into dist by scripts/build/post-build.mjs, which fills in the
// hashed file names; `loader` is the first part's state that this part
// reads and changes (the bundle chosen, its kept presses, keys and shapes,
// its watch for the live app).

// The full bundle's screens and tools have a stylesheet of their own
// (style/full.css), linked here when the full bundle is asked for, so the
// first load does not fetch it (a page of the full bundle's links it in
// its head). The chosen bundle's wasm is asked for by the loader.
const bundles = {
  first: { module: './__FIRST_JS__' },
  full: { module: './__FULL_JS__', wasm: './__FULL_WASM__', style: './__FULL_CSS__' },
};

/** Fetches the chosen bundle's module and links its styles, beside its
 * `wasm` (compiling, asked for by the loader); nothing of it runs yet. */
export async function fetchApp({ chosen }, wasm) {
  if (chosen === 'first') preloadWordsOfLaw();
  const style = bundles[chosen].style ? linkStyle(bundles[chosen].style) : null;
  const [bindings, module] = await Promise.all([import(bundles[chosen].module), wasm]);
  // The screens are not drawn before their styles are there (no unstyled flash).
  await style;
  return { bindings, module };
}

/** Links `href` as a stylesheet; resolves once it has loaded or failed.
 * A page of the full bundle links its sheet itself (prerender.mjs), in
 * its head, so it is there before this script runs. */
function linkStyle(href) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = href;
  const settled = new Promise((resolve) => {
    sheet.onload = sheet.onerror = resolve;
  });
  document.head.append(sheet);
  return settled;
}

/**
 * The first bundle fetches the words of the law on screen when its wasm has
 * started (src/components/study/prose.rs); asked for here, beside the wasm, they
 * are there by then, and the quotation is not one request late. A study's
 * page names its law's file (prerender.mjs); at the root, an old address
 * names the law by `s`, and only a law that has words is asked for: an
 * unknown `s` would be a failed request.
 */
function preloadWordsOfLaw() {
  const named = document.querySelector('meta[name="old-laws-words"]')?.content;
  const law = new URLSearchParams(location.search).get('s');
  const laws = '__PROSE_IDS__';
  const file = named ?? (law && laws.includes(law) ? `./prose/${law}.txt` : null);
  if (!file) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = file;
  document.head.append(link);
}

// Offline: the service worker precaches this build (public/sw.js), every
// page of it. It is registered once the live app's bundle has come, when
// the browser is idle: registered as the page loaded, its precache's
// requests shared the network with the page's own.
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('./sw.js').catch((error) => console.warn('offline mode unavailable:', error));
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2000 });
  else setTimeout(register, 0);
}

// The web app manifest, which lets a reader install the edition, is linked
// here, once the live app's bundle has come, not in the page's head: asked
// for with the page, it was one more request ahead of the island's wasm,
// and the installed edition works offline through the service worker,
// which needs the loader anyway.
export function linkTheManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = 'manifest.webmanifest';
  document.head.append(link);
}

/** Starts the fetched app on the page. */
export async function startApp({ bindings, module }, loader) {
  // The live app reads the study from the address, where the island wrote
  // its moves; from here on, presses are kept for it.
  loader.handOverFromIsland();
  const asTheReaderHasIt = thePageAsTheReaderHasIt();
  const listening = listenersAdded();
  let wasm;
  try {
    wasm = await bindings.default({ module_or_path: module });
    listening.stop();
  } catch (error) {
    listening.stop();
    listening.remove();
    // The app stopped before it made the page its own (a wasm stops
    // whole at a panic): most likely its views did not find the page they
    // drew, changed by a hand the loader did not see (an extension, say).
    // The page is put back as the reader had it, and a second instance
    // of the app, told the page has changed, takes it over (the take-over
    // builds its own elements). The failed one's listeners are taken off
    // first (on the window: keys, Back, leaving the page; and on the
    // page's elements), so that nothing of it answers the reader. A
    // second failure leaves the page as built.
    if (!asTheReaderHasIt || !putBack(asTheReaderHasIt)) throw error;
    console.warn('The page is built again by the app, which could not attach to it:', error);
    loader.pageChangedUnseen();
    bindings = await import(`${bundles[loader.chosen].module}?again`);
    wasm = await bindings.default({ module_or_path: module });
  }
  window.wasmBindings = bindings;
  dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
}

/** Keeps every listener added from now until `stop`, for `remove` to
 * take off. */
function listenersAdded() {
  const add = EventTarget.prototype.addEventListener;
  const added = [];
  EventTarget.prototype.addEventListener = function (...listener) {
    added.push([this, listener]);
    return add.apply(this, listener);
  };
  return {
    stop: () => (EventTarget.prototype.addEventListener = add),
    remove: () => added.forEach(([target, listener]) => target.removeEventListener(...listener)),
  };
}

/** The page as the reader has it (its element, not a copy: the app,
 * attaching, finds its elements and adds to them, and may put a copy of
 * the page as built in its place) and its address; nothing if the page
 * has no part as built. */
function thePageAsTheReaderHasIt() {
  const root = document.querySelector('[data-prerendered]');
  return root ? { root, address: location.href } : null;
}

/** Puts the page back where the app had put the copy of it as built, and
 * its address, if the app had not yet made the page its own. Returns
 * whether it did. */
function putBack({ root, address }) {
  const standing = document.querySelector('[data-prerendered]');
  if (!standing) return false;
  if (standing !== root) standing.replaceWith(root);
  if (location.href !== address) history.replaceState(history.state, '', address);
  return true;
}

/** Draws the shapes and presses the keys the loader kept again, once the
 * live app has taken the page over. */
export async function replayKeptActsWhenLive(loader) {
  await loader.whenLive();
  drawKeptShapes(loader.keptShapes.splice(0));
  loader.stopKeepingKeys();
  for (const key of loader.keptKeys.splice(0)) {
    const focused = document.activeElement ?? document.body;
    focused.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
  }
}

/** Draws the kept shapes again on the live app's boards, pressing and
 * releasing the right button over the same squares. */
function drawKeptShapes(shapes) {
  const boards = document.querySelectorAll('.compare-board');
  for (const { board, from, to, ...keys } of shapes) {
    const grid = boards[board]?.querySelector('.board[role=grid]');
    const [start, end] = [from, to].map((name) => grid?.querySelector(`[data-square="${name}"]`));
    if (!start || !end) continue;
    const pointer = { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 2, ...keys };
    start.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 2, ...centreOf(start) }));
    end.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0, ...centreOf(end) }));
  }
}

/** The centre of `element`, in the window's coordinates. */
function centreOf(element) {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
}

/** Hands the first bundle over to the full one in place (a tool or screen
 * it lacks was asked for): the first keeps its page as HTML, and the full
 * bundle takes that page over as it takes over a prerendered one
 * (src/components/prerendered.rs). */
export async function handOverToTheFullBundle() {
  document.documentElement.dataset.bundle = 'full';
  const fullStyle = linkStyle(bundles.full.style);
  const full = await import(bundles.full.module);
  await fullStyle;
  await full.default({ module_or_path: bundles.full.wasm });
  window.wasmBindings = full;
}
