// What moves when a page of the edition comes alive. Each page is opened
// with its wasm held back (the page as built), scrolled by 200 px as a
// reader would, measured, then the wasm let through and the page measured
// again once the live app has taken it over. Measured: the document's
// height, the scroll, and the box of every heading, paragraph, list item,
// cell, button and summary shown. Lighthouse's layout shift does not see
// these moves (the live app's elements are new to the page), so they are
// counted here. Prints each page and width that moved, with its largest
// move, then how many of all moved.
// Usage: node scripts/bench/take-over.mjs [--all] [port]   (after scripts/build.sh)
//   by default the first three pages of each kind in sitemap.xml; --all:
//   every page (about 12 minutes). BENCH_ROOT=DIR measures another build.
import { readFileSync } from 'node:fs';
import { launchChromium, serve } from '../loopback.mjs';

const all = process.argv.includes('--all');
const port = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 4340);
const root = process.env.BENCH_ROOT || 'dist';
const widths = [328, 600, 900, 1280];

/** The pages of the sitemap, or the first three of each kind (the kind:
 * the path's first part, and its depth). */
function pagesToMeasure() {
  const locs = [...readFileSync(`${root}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  // The home page comes first: its address is the site's ("./", or the
  // site's own when the build was given one).
  const site = locs[0];
  const paths = locs.map((loc) => (loc.startsWith(site) ? loc.slice(site.length) : loc));
  if (all) return paths;
  const byKind = new Map();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    const kind = `${parts[0] ?? ''}/${parts.length}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), path]);
  }
  return [...byKind.values()].flatMap((kind) => kind.slice(0, 3));
}

/** Runs in the page: what a reader sees of it, and where. */
function whatIsShown() {
  const shown = [...document.querySelectorAll('.app *')].filter(
    (e) => /^(H[1-4]|P|LI|BLOCKQUOTE|TD|TH|BUTTON|SUMMARY)$/.test(e.tagName) && e.checkVisibility(),
  );
  return {
    height: document.documentElement.scrollHeight,
    scrolled: Math.round(scrollY),
    boxes: shown.map((e) => {
      const box = e.getBoundingClientRect();
      return { what: `${e.tagName} ${e.textContent.trim().slice(0, 30)}`, x: box.left, y: box.top, width: box.width };
    }),
  };
}

/** The largest move between two measures of a page, in px, and what moved. */
function largestMove(before, after) {
  const moves = [
    { px: Math.abs(after.height - before.height), what: 'the page height' },
    { px: Math.abs(after.scrolled - before.scrolled), what: 'the scroll' },
  ];
  const count = Math.max(before.boxes.length, after.boxes.length);
  for (let i = 0; i < count; i++) {
    const [b, a] = [before.boxes[i], after.boxes[i]];
    if (!b || !a || b.what !== a.what) {
      moves.push({ px: Infinity, what: `another element shown: ${b?.what ?? 'nothing'} / ${a?.what ?? 'nothing'}` });
      break;
    }
    const px = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width));
    moves.push({ px: Math.round(px), what: b.what });
  }
  return moves.reduce((most, move) => (move.px > most.px ? move : most));
}

async function measure(browser, base, path, width) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}${path}`);
    await page.waitForSelector('[data-prerendered]', { state: 'attached' });
    await page.evaluate(() => scrollTo(0, 200));
    const before = await page.evaluate(whatIsShown);
    release();
    // The live app waits for the reader's first act: a key.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'), null, { timeout: 15_000 });
    // Two frames: what the live app does once it is in the page.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return largestMove(before, await page.evaluate(whatIsShown));
  } finally {
    await context.close();
  }
}

const server = await serve(root, { port, who: 'take-over' });
const browser = await launchChromium();
const pages = pagesToMeasure();
let moved = 0;
try {
  for (const path of pages) {
    for (const width of widths) {
      const move = await measure(browser, server.base, path, width);
      if (move.px >= 1) {
        moved += 1;
        const by = Number.isFinite(move.px) ? `by ${move.px} px (${move.what})` : `(${move.what})`;
        console.log(`moved: ${path || './'} at ${width} px, ${by}`);
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`pages that move when they come alive: ${moved} of ${pages.length * widths.length} (${pages.length} pages at ${widths.join(', ')} px)`);
