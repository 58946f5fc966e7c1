// Finishes dist/ after `trunk build`:
//  1. adds the page's loader as a hashed file, so the
//     Content-Security-Policy needs no 'unsafe-inline' for scripts: the
//     bundle chooser scripts/boot-select.js (the first bundle, split into a
//     main module and lazy chunks, is copied in from target/first-bundle as
//     a folder with a hashed name; the full one from target/full-bundle
//     under hashed names, with its stylesheet style/full.css)
//     followed by scripts/boot-extras.js (service worker, iframe height);
//  2. adds that policy to index.html;
//  3. names the Web Worker's script (hashed by Trunk) in a meta tag, so the
//     page can start it when a job comes (it is not part of the first load);
//  4. writes the service worker's precache list and version from the files
//     actually built (hashed names come from the build, not a kept list).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stampServiceWorker } from './sw-stamp.mjs';

const dist = process.argv[2] ?? 'dist';
const indexPath = join(dist, 'index.html');
const sha = (data) => createHash('sha256').update(data).digest('hex');

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Copies the full bundle's stylesheet (style/full.css) into dist under a
 * hashed name; returns the name. */
function copyFullStyle() {
  const css = readFileSync(new URL('../style/full.css', import.meta.url));
  const name = `full-${sha(css).slice(0, 16)}.css`;
  writeFileSync(join(dist, name), css);
  return name;
}

/** Copies the full bundle into dist; returns its module's, wasm's and
 * stylesheet's names. */
function copyFullBundle() {
  const from = new URL('../target/full-bundle/', import.meta.url);
  const wasmBytes = readFileSync(new URL('full_bg.wasm', from));
  const module = readFileSync(new URL('full.js', from));
  const hash = sha(Buffer.concat([module, wasmBytes])).slice(0, 16);
  const names = { module: `full-${hash}.js`, wasm: `full-${hash}_bg.wasm`, style: copyFullStyle() };
  copyFileSync(new URL('full.js', from), join(dist, names.module));
  copyFileSync(new URL('full_bg.wasm', from), join(dist, names.wasm));
  return names;
}

/** Copies the first bundle (scripts/build-first.sh: first.js, its
 * first_bg.wasm, the chunks and their loader __wasm_split.js, which fetches
 * them from beside itself) into a folder of dist named by the hash of its
 * files; returns the module's and the wasm's paths. */
function copyFirstBundle() {
  const from = new URL('../target/first-bundle/', import.meta.url);
  const files = readdirSync(from).sort();
  const hash = sha(files.map((f) => f + sha(readFileSync(new URL(f, from)))).join('\n')).slice(0, 16);
  const folder = `first-${hash}`;
  mkdirSync(join(dist, folder));
  for (const f of files) copyFileSync(new URL(f, from), join(dist, folder, f));
  return { module: `${folder}/first.js`, wasm: `${folder}/first_bg.wasm` };
}

function addLoader(html) {
  if (!html.includes('</body>')) throw new Error('post-build: index.html has no </body>');
  const first = copyFirstBundle();
  const full = copyFullBundle();
  const chooser = readFileSync(new URL('./boot-select.js', import.meta.url), 'utf8')
    .replace('__FIRST_JS__', first.module)
    .replace('__FIRST_WASM__', first.wasm)
    .replace('__FULL_JS__', full.module)
    .replace('__FULL_WASM__', full.wasm)
    .replace('__FULL_CSS__', full.style)
    .replace("'__PROSE_IDS__'", JSON.stringify(proseIds()));
  const extras = readFileSync(new URL('./boot-extras.js', import.meta.url), 'utf8');
  const code = chooser + '\n' + extras;
  const name = `boot-${sha(code).slice(0, 16)}.js`;
  writeFileSync(join(dist, name), code);
  // As Trunk did for its app: the first bundle's module and wasm are asked
  // for at once, beside the loader, not two fetches after it.
  const preload =
    `<link rel="modulepreload" href="./${first.module}" crossorigin="anonymous">` +
    `<link rel="preload" href="./${first.wasm}" as="fetch" type="application/wasm" crossorigin="anonymous">`;
  return html.replace('</head>', `${preload}<script type="module" src="./${name}"></script></head>`);
}

/** The laws whose words the first bundle fetches (dist/prose/<id>.txt). */
function proseIds() {
  return readdirSync(join(dist, 'prose'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -'.txt'.length))
    .sort();
}

/** Trunk leaves the skipped app's link (data-trunk-skip) in the page. */
function dropSkippedApp(html) {
  return html.replace(/<link data-trunk rel="rust" data-trunk-skip[^>]*>\s*/, '');
}

function addPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

function nameWorker(html) {
  const loader = readdirSync(dist).find((f) => /^worker(-[0-9a-f]+)?_loader\.js$/.test(f));
  if (!loader) throw new Error('post-build: no worker loader (worker_loader.js) in dist');
  return html.replace(/<\/head>/, `<meta name="old-laws-worker" content="./${loader}"></head>`);
}

let html = readFileSync(indexPath, 'utf8');
html = nameWorker(addPolicy(addLoader(dropSkippedApp(html))));
writeFileSync(indexPath, html);
// public/sw.js is the template; Trunk copied it into dist unchanged.
const sw = stampServiceWorker(dist, new URL('../public/sw.js', import.meta.url));
console.log(`post-build: loader added, CSP added, service worker ${sw.version} precaches ${sw.count} URLs`);
