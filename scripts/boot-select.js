// The page's loader (written into dist by scripts/post-build.mjs, which
// fills in the hashed file names). Two builds of the app ship: the first
// bundle (home, studies, embeds) and the full bundle (also the library,
// free play, Sources, Import, print, bibliography, the umpire's table,
// Cite, Diagram, Export, Count positions). A later screen's address, or a tab that has asked for
// a later tool (session storage, set by src/components/bundle.rs), gets
// the full bundle; every other visit gets the first.
const bundles = {
  first: { module: './__FIRST_JS__', wasm: './__FIRST_WASM__' },
  full: { module: './__FULL_JS__', wasm: './__FULL_WASM__' },
};

function wantsFullBundle() {
  const view = new URLSearchParams(location.search).get('view');
  if (['library', 'free', 'sources', 'import', 'print', 'bibliography'].includes(view)) return true;
  try {
    return sessionStorage.getItem('old-laws.bundle') === 'full';
  } catch {
    return false; // storage refused (a sandboxed frame): the first bundle
  }
}

const chosen = wantsFullBundle() ? 'full' : 'first';
document.documentElement.dataset.bundle = chosen;
const bindings = await import(bundles[chosen].module);
const wasm = await bindings.default({ module_or_path: bundles[chosen].wasm });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));
