// Finishes dist/ after `trunk build`:
//  1. replaces Trunk's inline loader script by a hashed file, so the
//     Content-Security-Policy needs no 'unsafe-inline' for scripts: the
//     bundle chooser scripts/build/boot-select.js (the first bundle is Trunk's,
//     the full one is copied in from target/full-bundle under hashed names,
//     with its stylesheet style/full.css, minified; the island's wasm,
//     src/bin/island.rs, from target/island-bundle, its module bundled into
//     the loader) preceded by scripts/build/boot-extras.js (the iframe's
//     height); the live app's start, scripts/build/boot-live.js (service
//     worker, manifest, the app started on the page), is a module of its
//     own, which the loader imports once the island has had its turn;
//  2. adds that policy to index.html;
//  3. names the Web Worker's script (hashed by Trunk) in a meta tag, so the
//     page can start it when a job comes (it is not part of the first load);
//  4. joins the stylesheets into one, minified (esbuild, from npm like the
//     rest of the build's tools), named from what it holds, and links it
//     with its integrity hash in their place: the sources keep their
//     comments, which were a third of the CSS the first load carried
//     (8.9 KiB gzipped -> about 6);
//  5. writes the service worker's precache list and version from the files
//     actually built (hashed names come from the build, not a kept list).
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** A stylesheet without its comments and spaces. No `target`: nothing is
 * rewritten for older browsers, only shortened. */
async function minified(css) {
  const { code } = await transform(css, { loader: 'css', minify: true, logLevel: 'error' });
  return code;
}

/** A module of the page's scripts, minified (not rewritten for older
 * browsers): its exports and the names it imports by are kept. */
async function minifiedModule(source) {
  const { code } = await transform(source, { loader: 'js', format: 'esm', target: 'es2022', minify: true, logLevel: 'error' });
  return code;
}

/** The stylesheets index.html links (Trunk's hashed copies of style/*.css,
 * kept apart in the sources by what they style) as one sheet: minified,
 * named from what it holds, with its Subresource Integrity, linked where
 * the first stood. A page is not painted until every sheet in its head has
 * come, and four requests came later than one: on this machine, 12 loads
 * each, each build first in every other pair, the figure's first paint came
 * at 288 and 284 ms with one sheet against 324 and 324 with four. Named
 * from its content, not its sources: a new minifier can change the sheet
 * while the sources stay, and a cache holding the old one under the same
 * name would fail its integrity and leave the page unstyled. */
async function oneLinkedStyle(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" href="\.\/([^"]+\.css)" integrity="sha384-[^"]+"\s*\/?>/g)];
  if (links.length === 0) throw new Error('post-build: index.html links no stylesheet');
  const sources = links.map(([, file]) => readFileSync(join(dist, file), 'utf8'));
  const css = await minified(sources.join('\n'));
  for (const [, file] of links) rmSync(join(dist, file));
  const name = `style-${sha(css).slice(0, 16)}.css`;
  writeFileSync(join(dist, name), css);
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  const [first, ...rest] = links.map(([tag]) => tag);
  html = html.replace(first, `<link rel="stylesheet" href="./${name}" integrity="${integrity}"/>`);
  for (const tag of rest) html = html.replace(tag, '');
  return html;
}

/** Copies the full bundle's stylesheet (style/full.css), minified, into
 * dist under a hashed name; returns the name. */
async function copyFullStyle() {
  const css = await minified(readFileSync(new URL('../../style/full.css', import.meta.url), 'utf8'));
  const name = `full-${sha(css).slice(0, 16)}.css`;
  writeFileSync(join(dist, name), css);
  return name;
}

/** Copies a bundle built beside Trunk's (`target/<dir>/<name>.js` and
 * `<name>_bg.wasm`) into dist under hashed names; returns them. */
async function copyBundle(dir, name) {
  const from = new URL(`../../target/${dir}/`, import.meta.url);
  const wasmBytes = readFileSync(new URL(`${name}_bg.wasm`, from));
  // wasm-bindgen's module, minified (as the island's is, bundled into the
  // loader): names and comments are a third of such a module gzipped. Its
  // exports and the names the wasm imports by are kept, as properties and
  // exports are.
  const module = await minifiedModule(readFileSync(new URL(`${name}.js`, from), 'utf8'));
  const hash = sha(Buffer.concat([Buffer.from(module), wasmBytes])).slice(0, 16);
  const names = { module: `${name}-${hash}.js`, wasm: `${name}-${hash}_bg.wasm` };
  writeFileSync(join(dist, names.module), module);
  copyFileSync(new URL(`${name}_bg.wasm`, from), join(dist, names.wasm));
  return names;
}

/** Copies the island's wasm (target/island-bundle) into dist under a
 * hashed name; returns that name and the path of its bindings, which the
 * loader bundles. */
function copyIslandWasm() {
  const from = new URL('../../target/island-bundle/', import.meta.url);
  const bindings = fileURLToPath(new URL('island.js', from));
  const wasm = new URL('island_bg.wasm', from);
  const name = `island-${sha(Buffer.concat([readFileSync(bindings), readFileSync(wasm)])).slice(0, 16)}_bg.wasm`;
  copyFileSync(wasm, join(dist, name));
  return { wasm: name, bindings };
}

/** Writes the live app's start (boot-live.js), its file names filled in
 * by `fillIn`, minified, into dist under a hashed name; returns that
 * name. */
async function writeLiveStart(fillIn) {
  const code = await minifiedModule(fillIn(readFileSync(new URL('./boot-live.js', import.meta.url), 'utf8')));
  const name = `boot-live-${sha(code).slice(0, 16)}.js`;
  writeFileSync(join(dist, name), code);
  return name;
}

async function extractLoader(html) {
  const inline = /<script type="module"(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/;
  const match = html.match(inline);
  if (!match) throw new Error('post-build: no inline loader script found in index.html');
  const firstModule = match[1].match(/from '\.\/([^']+\.js)'/);
  const firstWasm = match[1].match(/module_or_path: '\.\/([^']+\.wasm)'/);
  if (!firstModule || !firstWasm) throw new Error("post-build: Trunk's loader names no module or wasm");
  const full = { ...(await copyBundle('full-bundle', 'full')), style: await copyFullStyle() };
  const island = copyIslandWasm();
  // The names and lists the loader's two parts are written with.
  const filled = {
    prose: JSON.stringify(proseIds()),
    views: fromTheApp(),
    studyKeys: fromTheApp('study-keys'),
    savedKey: fromTheApp('saved-key'),
  };
  // Each name wherever it stands; a name left unfilled is a mistake of
  // the build, not a file to ask for.
  const fillIn = (source) => {
    const text = source
      .replaceAll('__FIRST_JS__', firstModule[1])
      .replaceAll('__FIRST_WASM__', firstWasm[1])
      .replaceAll('__FULL_JS__', full.module)
      .replaceAll('__FULL_WASM__', full.wasm)
      .replaceAll('__FULL_CSS__', full.style)
      .replaceAll('__ISLAND_BINDINGS__', island.bindings)
      .replaceAll('__ISLAND_WASM__', island.wasm)
      .replaceAll("'__PROSE_IDS__'", filled.prose)
      .replaceAll("'__FULL_VIEWS__'", filled.views)
      .replaceAll("'__STUDY_KEYS__'", filled.studyKeys)
      .replaceAll("'__SAVED_KEY__'", filled.savedKey);
    const left = text.match(/__(?!LIVE_JS__)[A-Z_]+__/);
    if (left) throw new Error(`post-build: the loader's name ${left[0]} was not filled in`);
    return text;
  };
  const chooser = fillIn(readFileSync(new URL('./boot-select.js', import.meta.url), 'utf8')).replace(
    '__LIVE_JS__',
    await writeLiveStart(fillIn),
  );
  const extras = readFileSync(new URL('./boot-extras.js', import.meta.url), 'utf8');
  // The extras first: the height report runs as the page is read, not
  // after the loader's waits for the paint, the island and the live app.
  // The island's bindings are bundled in. Minified: its comments are for
  // readers of the sources, and made it 8.0 KB gzipped rather than 3.3,
  // fetched by every first visit.
  const { outputFiles } = await build({
    stdin: { contents: extras + '\n' + chooser, loader: 'js', sourcefile: 'boot.js', resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'error',
  });
  const code = outputFiles[0].text;
  const name = `boot-${sha(code).slice(0, 16)}.js`;
  writeFileSync(join(dist, name), code);
  return html.replace(inline, `<script type="module" src="./${name}"></script>`);
}

/** What the loader must know of the app, as JSON, from its Address type
 * and saved study (the `views` tool): the `view=` values the full bundle
 * serves, or with `study-keys` the pairs that name a study (arrays), or
 * with `saved-key` the saved study's storage key (a string). */
function fromTheApp(...asked) {
  const args = ['run', '--quiet', '--offline', '--profile', 'test', '-p', 'chess-laws-tools', '--bin', 'views', ...asked];
  const printed = execFileSync('cargo', args, { encoding: 'utf8' }).trim();
  if (!/^(\[("[a-z]+",?)+\]|"[a-z.-]+")$/.test(printed)) throw new Error(`post-build: the views tool printed ${printed}`);
  return printed;
}

/** The laws whose words the first bundle fetches (dist/prose/<id>.txt). */
function proseIds() {
  return readdirSync(join(dist, 'prose'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -'.txt'.length))
    .sort();
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
html = await oneLinkedStyle(nameWorker(addPolicy(await extractLoader(html))));
writeFileSync(indexPath, html);
// public/sw.js is the template; Trunk copied it into dist unchanged.
const sw = stampServiceWorker(dist, new URL('../../public/sw.js', import.meta.url));
console.log(`post-build: loader extracted, CSP added, styles joined and minified, service worker ${sw.version} precaches ${sw.count} URLs`);
