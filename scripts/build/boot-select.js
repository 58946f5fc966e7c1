// The page's loader (written into dist by scripts/build/post-build.mjs, which
// fills in the hashed file names). Two builds of the app ship: the first
// bundle (home, studies, embeds) and the full bundle (also the library,
// free play, Sources, Import, print, bibliography, the umpire's table,
// Embed, Cite, Diagram, Export, Count positions). A later screen's
// address, or a tab that has asked for a later tool (session storage, set
// by src/components/bundle.rs), gets the full bundle; every other visit
// gets the first. The full bundle's screens and tools have a stylesheet of
// their own (style/full.css), linked here, so the first load does not
// fetch it.
const bundles = {
  first: { module: './__FIRST_JS__', wasm: './__FIRST_WASM__' },
  full: { module: './__FULL_JS__', wasm: './__FULL_WASM__', style: './__FULL_CSS__' },
};

function wantsFullBundle() {
  const view = new URLSearchParams(location.search).get('view');
  // The views of the full bundle, written in by post-build.mjs from the
  // app's own Address type.
  if ('__FULL_VIEWS__'.includes(view)) return true;
  try {
    return sessionStorage.getItem('old-laws.bundle') === 'full';
  } catch {
    return false; // storage refused (a sandboxed frame): the first bundle
  }
}

/** Links `href` as a stylesheet; resolves once it has loaded or failed. */
function linkStyle(href) {
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
 * are there by then, and the quotation is not one request late. Only for a
 * law that has words: an unknown `s` would be a failed request.
 */
function preloadWordsOfLaw() {
  const law = new URLSearchParams(location.search).get('s');
  const laws = '__PROSE_IDS__';
  if (!law || !laws.includes(law)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `./prose/${law}.txt`;
  document.head.append(link);
}

const chosen = wantsFullBundle() ? 'full' : 'first';
document.documentElement.dataset.bundle = chosen;
if (chosen === 'first') preloadWordsOfLaw();
const style = bundles[chosen].style ? linkStyle(bundles[chosen].style) : null;
const bindings = await import(bundles[chosen].module);
// The screens are not drawn before their styles are there (no unstyled flash).
await style;
const wasm = await bindings.default({ module_or_path: bundles[chosen].wasm });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
