// The edition's pages, after the release build: every law, study, figure,
// source, code and screen a page of its own, readable before any wasm
// arrives and with JavaScript off.
//  1. `cargo run -p chess-laws-tools --bin edition` lists the pages (path,
//     address, bundle, citation tags) from the app's own types;
//  2. each page's path gets the built index.html, with its `<base>` (so the
//     same relative links serve every depth) and the bundle that serves it;
//  3. Debian's Chromium (the one the tests use) opens each page, the app
//     draws it as it draws it for a reader, and what it drew is kept: the
//     app's HTML, the title and description it set. The page is then written
//     with that HTML in its body, its canonical address, its citation tags
//     and, for a study, the island's module asked for at once and the file
//     of its law's words named for the loader;
//  4. sitemap.xml lists the pages, and the service worker is stamped again
//     so that it precaches them.
// The same Rust draws the page at build time and in the reader's browser,
// where the live app takes the HTML's place once it is whole
// (src/components/prerendered.rs).
// Usage: node scripts/build/prerender.mjs [dist]   (SITE_URL=https://host/path/
// for absolute canonical addresses and sitemap entries.)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, serve } from '../loopback.mjs';
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
if (!built.includes('data-prerendered')) {
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

/** The island's module, under the name post-build.mjs gave it. */
const islandModule = readdirSync(dist).find((f) => /^island-[0-9a-f]+\.js$/.test(f));
if (!islandModule) throw new Error('prerender: no island-*.js in dist (run post-build first)');

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
  let html = template
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
  // The island's module (src/island.rs, 4 KB; its wasm is asked for as the
  // page first paints, scripts/build/boot-select.js): with the page, it is
  // ready by then.
  if (page.kind === 'study' || page.kind === 'embed') tags.push(`<link rel="modulepreload" href="./${islandModule}" />`);
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

// Every page's shell first: the app follows links and reloads between them.
for (const page of pages) {
  mkdirSync(join(dist, page.path), { recursive: true });
  writeFileSync(fileOf(page.path), shell(page));
}

const server = await serve(dist, { who: 'prerender' });
const browser = await launchChromium();

/** Opens a page as a first-time reader and keeps what the app drew. */
async function draw(context, page) {
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (error) => problems.push(error.message));
  try {
    await tab.goto(`${server.base}${page.path}`);
    // The app marks the document once it has drawn the whole page
    // (src/components/prerendered.rs, the same test as its take-over's).
    await tab.waitForSelector('html[data-whole]', { state: 'attached', timeout: 30_000 });
    // The app gives up waiting after a while: a page it showed unfinished
    // is not kept.
    if (await tab.locator('.app [aria-busy="true"]').count()) problems.push('a part of the page was still loading');
    if (problems.length > 0) throw new Error(problems.join('; '));
    return await tab.evaluate(() => {
      // A field's state is a property the app set, which HTML keeps only
      // as an attribute: written so, the page shows the boxes ticked, the
      // choices chosen and the text typed, with or without script.
      for (const box of document.querySelectorAll('.app input[type="checkbox"], .app input[type="radio"]')) {
        box.toggleAttribute('checked', box.checked);
      }
      for (const field of document.querySelectorAll('.app input:not([type="checkbox"], [type="radio"], [type="file"])')) {
        field.setAttribute('value', field.value);
      }
      for (const option of document.querySelectorAll('.app option')) option.toggleAttribute('selected', option.selected);
      for (const area of document.querySelectorAll('.app textarea')) area.textContent = area.value;
      const app = document.querySelector('.app').cloneNode(true);
      app.setAttribute('data-prerendered', '');
      // What the app announced while drawing is no part of the page; a
      // live region that shows its words (the library's count) is.
      for (const live of app.querySelectorAll('.sr-only[aria-live]')) live.textContent = '';
      // Styles the script set (a dragged man's place) are the moment's, and
      // the policy refuses style attributes in markup.
      for (const styled of app.querySelectorAll('[style]')) styled.removeAttribute('style');
      return {
        app: app.outerHTML,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.content ?? '',
      };
    });
  } finally {
    await tab.close();
  }
}

let bytes = 0;
try {
  for (const page of pages) {
    // A browser of its own for each page, with no service worker and
    // nothing saved: the page as a first visit shows it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const drawn = await draw(context, page)
      .catch((error) => {
        throw new Error(`prerender: ${page.path || './'}: ${error.message}`);
      })
      .finally(() => context.close());
    const html = finished(page, drawn);
    bytes += Buffer.byteLength(html);
    writeFileSync(fileOf(page.path), html);
  }
} finally {
  await browser.close();
  server.stop();
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
