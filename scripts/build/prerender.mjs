// The edition's pages, after the release build: every law, study, figure,
// source, code and screen a page of its own, readable before any wasm
// arrives and with JavaScript off.
//  1. `cargo run -p chess-laws-tools --bin edition` lists the pages (path,
//     address, bundle, citation tags) from the app's own types;
//  2. each page's path gets the built index.html, with its `<base>` (so the
//     same relative links serve every depth) and the bundle that serves it;
//  3. the app's own views draw each page natively (src/bin/render.rs,
//     feature `render`: the same Rust that draws it in the reader's
//     browser, with no browser), a page of the first bundle with the first
//     bundle's views and one of the full bundle with the full's: its HTML,
//     and the title and description it gives the page. The page is then
//     written with that HTML in its body, its canonical address, its
//     citation tags and, for a study, the island's wasm asked for at once
//     and the file of its law's words named for the loader;
//  4. sitemap.xml lists the pages, and the service worker is stamped again
//     so that it precaches them.
// In the reader's browser the live app takes the HTML's place once it is
// whole (src/components/prerendered.rs).
// Usage: node scripts/build/prerender.mjs [dist]   (SITE_URL=https://host/path/
// for absolute canonical addresses and sitemap entries.)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stampServiceWorker } from './sw-stamp.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const site = process.env.SITE_URL ?? '';
const started = Date.now();
const today = new Date().toISOString().slice(0, 10);
const pages = JSON.parse(
  execFileSync(
    'cargo',
    ['run', '--quiet', '--offline', '--profile', 'test', '-p', 'chess-laws-tools', '--bin', 'edition', '--', today.replaceAll('-', '/')],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  ),
);
// The built index.html, kept aside the first time (the root's page then
// takes its place), so that the script can run again on the same dist/.
const kept = resolve('target/prerender-shell.html');
const built = readFileSync(join(dist, 'index.html'), 'utf8');
// The mark on a drawn page's root element, not a mention of it elsewhere
// (a selector or a comment in the head).
if (!built.includes('<div data-prerendered=""')) {
  mkdirSync(resolve('target'), { recursive: true });
  writeFileSync(kept, built);
}
const template = readFileSync(kept, 'utf8');
if (!template.includes('<base href="./" />')) throw new Error('prerender: index.html has no <base href="./" />');

/** The full bundle's stylesheet, under the name post-build.mjs gave it, and
 * its integrity, as the build writes the other sheets'. */
const fullStyle = readdirSync(dist).find((f) => /^full-[0-9a-f]+\.css$/.test(f));
if (!fullStyle) throw new Error('prerender: no full-*.css in dist (run post-build first)');
const fullStyleIntegrity = `sha384-${createHash('sha384').update(readFileSync(join(dist, fullStyle))).digest('base64')}`;

/** The island's wasm, under the name post-build.mjs gave it. */
const islandWasm = readdirSync(dist).find((f) => /^island-[0-9a-f]+_bg\.wasm$/.test(f));
if (!islandWasm) throw new Error('prerender: no island-*_bg.wasm in dist (run post-build first)');

const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const rootOf = (path) => '../'.repeat(path.split('/').filter(Boolean).length) || './';
// A link element's address is read from the page's `<base>`, the site's
// root; a meta tag's content is a plain string, which a reader of the tags
// takes from the page itself.
const linkTo = (path) => site + path || './';
const fromThePage = (page, path) => site + path || `${rootOf(page.path)}${path}` || './';
const fileOf = (path) => join(dist, path, 'index.html');

/** The built index.html for a page, before its HTML is drawn. */
function shell(page) {
  // The build's links that fetch the first bundle's script and wasm with
  // the page are dropped: a page of the edition paints from its HTML first,
  // and its loader then asks for the bundle the page needs, which for a
  // page of the full bundle is not the first (scripts/build/boot-select.js).
  // The template's comments are for readers of index.html, not sent with
  // every page (400 B gzipped of each).
  let html = template
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace('<base href="./" />', `<base href="${rootOf(page.path)}" />`)
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="preload" href="[^"]*_bg\.wasm"[^>]*>/g, '');
  const tags = [];
  // A page of the full bundle is drawn with its screen's styles from the
  // first paint, and with JavaScript off (the loader links them only for a
  // screen opened later).
  if (page.bundle === 'full') {
    tags.push('<meta name="old-laws-bundle" content="full" />');
    tags.push(`<link rel="stylesheet" href="./${fullStyle}" integrity="${fullStyleIntegrity}" />`);
  }
  // The words of the study's law, which only the first bundle fetches (the
  // page has them in its HTML): named here, asked for by the loader beside
  // that bundle's wasm (scripts/build/boot-select.js), once the page has
  // painted and the island has come, not with the page: a move needs them
  // not, and they no longer share the network with the paint and the island.
  // The file is named from the site's root, as the loader's link resolves it
  // against the page's `<base>`.
  if (page.words) tags.push(`<meta name="old-laws-words" content="prose/${page.words}.txt" />`);
  // The island's wasm (src/island.rs), which makes the boards take moves,
  // asked for with the page: nothing the first paint needs is left to come
  // once the loader runs, and asked for by the loader, it came a round trip
  // later. Of low priority, so that a browser sends the stylesheet and the
  // loader first; `crossorigin`, as the loader's `fetch` asks for it, which
  // then takes this response (scripts/build/boot-select.js). Only where
  // scripts run (`media`): a reader with them off has the whole page, and no
  // use for the wasm.
  if (page.kind === 'study' || page.kind === 'embed') {
    tags.push(
      `<link rel="preload" href="./${islandWasm}" as="fetch" crossorigin fetchpriority="low" media="(scripting: enabled)" />`,
    );
  }
  return html.replace('</head>', `${tags.join('')}</head>`);
}

/** A study's tags for link previews (its card, drawn by pages.mjs), so that
 * the page's own address, as Share copies it, previews as the law. */
function previewTags(page, drawn) {
  if (page.kind !== 'study' || !page.words) return [];
  const tag = (property, content) => `<meta property="${property}" content="${escapeAttribute(content)}" />`;
  return [
    tag('og:type', 'article'),
    tag('og:site_name', 'The Old Laws of Chess'),
    tag('og:title', drawn.title.replace(/ — The Old Laws of Chess$/, '')),
    tag('og:description', drawn.description),
    tag('og:url', fromThePage(page, page.path)),
    tag('og:image', fromThePage(page, `s/${page.words}.png`)),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<link rel="alternate" type="application/json+oembed" href="${escapeAttribute(linkTo(`oembed/${page.words}.json`))}" />`,
  ];
}

/** The page as served: its shell with the app's drawing, title and tags. */
function finished(page, drawn) {
  const head = [
    `<link rel="canonical" href="${escapeAttribute(linkTo(page.path))}" />`,
    // The edition's date, for the citation tags the live app writes again
    // when the reader goes to another page (src/head.rs).
    `<meta name="dcterms.modified" content="${today}" />`,
    ...page.citation.map(([name, value]) => `<meta name="${name}" content="${escapeAttribute(value)}" />`),
    ...previewTags(page, drawn),
  ].join('');
  let html = shell(page)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(drawn.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeAttribute(drawn.description)}" />`)
    .replace('</head>', `${head}</head>`);
  // A link to a place on this page keeps to this page (the <base> would
  // send it to the site's root).
  const app = drawn.app.replaceAll('href="#', `href="${page.path}#`);
  return html.replace(
    /<body>[\s\S]*<\/body>/,
    `<body>\n    <noscript><p class="noscript">The boards can be played with JavaScript on; the page reads in full without it.</p></noscript>\n${app}\n  </body>`,
  );
}

/** Every page drawn natively by the app's own views, by path: a page of
 * the first bundle by the first bundle's views, one of the full bundle by
 * the full's (`--no-default-features`: the package's default is the full
 * bundle). The test profile shares the native build of `cargo test`. */
function drawnNatively() {
  const drawn = new Map();
  for (const [bundle, features] of [['first', 'render'], ['full', 'render,full']]) {
    const paths = pages.filter((page) => (page.bundle === 'full') === (bundle === 'full')).map((page) => page.path);
    const printed = execFileSync(
      'cargo',
      ['run', '--quiet', '--offline', '--profile', 'test', '--no-default-features', '--features', features, '--bin', 'render', '--', ...paths],
      { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    for (const line of printed.split('\n').filter(Boolean)) {
      const page = JSON.parse(line);
      drawn.set(page.path, page);
    }
  }
  return drawn;
}

/** The app's HTML as the page holds it, or why it cannot be served. */
function asServed(page, drawn) {
  if (!drawn) throw new Error(`prerender: ${page.path || './'}: not drawn`);
  // A part still waiting for what only the live page fetches is no page.
  if (drawn.app.includes('aria-busy="true"')) throw new Error(`prerender: ${page.path || './'}: a part of the page was still loading`);
  // The policy refuses style attributes in markup: a style is the live page's.
  if (/<[^>]* style="/.test(drawn.app)) throw new Error(`prerender: ${page.path || './'}: a style attribute in the markup`);
  if (!drawn.app.startsWith('<div class="app')) throw new Error(`prerender: ${page.path || './'}: the app's root is not first`);
  return { ...drawn, app: drawn.app.replace('<div ', '<div data-prerendered="" ') };
}

const drawnPages = drawnNatively();
let bytes = 0;
for (const page of pages) {
  mkdirSync(join(dist, page.path), { recursive: true });
  const html = finished(page, asServed(page, drawnPages.get(page.path)));
  bytes += Buffer.byteLength(html);
  writeFileSync(fileOf(page.path), html);
}

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...pages.map((page) => `  <url><loc>${escapeText(site + page.path || './')}</loc><lastmod>${today}</lastmod></url>`),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(dist, 'sitemap.xml'), sitemap);

// The share pages, cards and oEmbed answers (scripts/build/pages.mjs) are
// for link previewers, not for offline reading.
const forSharing = (path) => path.startsWith('s/') || path.startsWith('oembed/') || path === 'sitemap.xml';
const sw = stampServiceWorker(dist, new URL('../../public/sw.js', import.meta.url), forSharing);
console.log(
  `prerender: ${pages.length} pages, ${(bytes / 1024).toFixed(0)} KiB of HTML, in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `service worker ${sw.version} precaches ${sw.count} addresses, ${(sw.bytes / 1024 / 1024).toFixed(1)} MiB`,
);
