// Benchmark: how quickly the built site becomes usable, beside a page built
// on chessground + chessops (npm, pinned in package-lock.json, bundled here
// offline with esbuild into target/bench-chessground/). Loads alternate
// between the two pages in one run, each first in every other pair (fresh
// browser context each: no cache, no service worker), in headless Chromium
// on loopback. Prints the first-load size report, both medians from
// navigation to an interactive board, and their ratio: the budgeted ones
// are the law and the boards painted (as the browser reports the frame
// that drew them), and the first move possible, the later of that paint
// and the page being free for a click, as a reader meets it. This site's pages
// are written at build time, so its board is painted from the HTML,
// becomes playable when the island (a small wasm, src/island.rs) plays it,
// and the whole page comes alive when the Leptos app has taken it over, at
// the reader's first act (a key, pressed by this script): each moment is
// timed.
// Usage: node scripts/bench/bench-load.mjs [loads=15] [page] [width]   (after scripts/build.sh)
// page: a study's page of dist/ (default the figure
// embed/stalemate-verdicts/, the page the budgets are set on, as an article
// embeds it); width: the window's, in px (default 600, the budget's). Any
// other page or width (the study studies/passar-battaglia/ at 1280, say)
// is timed the same way, its ratios printed beside the figure's budgets.
// BENCH_ROOT serves another build of this site (default dist).
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const loads = Number(process.argv[2] ?? 15);
const port = Number(process.env.BENCH_PORT ?? 4310);
const budgetedPage = 'embed/stalemate-verdicts/';
const budgetedWidth = 600;
const pagePath = process.argv[3] ?? budgetedPage;
const width = Number(process.argv[4] ?? budgetedWidth);
const ours = `http://127.0.0.1:${port}/${pagePath}`;
const budgeted = pagePath === budgetedPage && width === budgetedWidth;
const theirs = `http://127.0.0.1:${port + 1}/`;
const out = 'target/bench-chessground';

async function bundleChessground() {
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: ['bench/chessground/main.js'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    outfile: `${out}/main.js`,
    logLevel: 'warning',
  });
  const css = ['base', 'brown', 'cburnett']
    .map((n) => readFileSync(`node_modules/chessground/assets/chessground.${n}.css`, 'utf8'))
    .join('\n');
  writeFileSync(`${out}/board.css`, css);
  writeFileSync(`${out}/index.html`, readFileSync('bench/chessground/index.html'));
}

function serve(root, p) {
  const server = spawn('node', ['scripts/static-server.mjs', '--root', root, '--port', String(p)], { stdio: 'pipe' });
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)));
}

/**
 * Installed before the page's own scripts: notes when `ready` first matches
 * (a MutationObserver, so in the task that built it) and when the page next
 * runs a task of its own (a message posted then), the first moment a click
 * could be handled. Both are read after the load, so the driver's polling
 * does not delay them.
 */
function noteWhenReady([ready, playable, live, seen]) {
  // What a reader must see painted before a move (Element Timing reports
  // the frame that drew each): marked as the page is read, before it is
  // painted, and only until its boards are playable.
  const markSeen = () => {
    for (const [selector, name] of seen) {
      for (const element of document.querySelectorAll(`${selector}:not([elementtiming])`)) element.setAttribute('elementtiming', name);
    }
  };
  window.__seen = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__seen.push([entry.identifier, entry.renderTime || entry.loadTime]);
  }).observe({ type: 'element', buffered: true });
  const note = () => {
    if (!window.__playableAt) markSeen();
    if (!window.__boardAt && document.querySelector(ready)) {
      window.__boardAt = performance.now();
      // The frame that paints it.
      requestAnimationFrame(() => {
        window.__paintedAt = performance.now();
        note();
      });
    }
    if (!window.__liveAt && document.querySelector(live)) window.__liveAt = performance.now();
    if (!window.__playableAt && document.querySelector(playable)) {
      window.__playableAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__freeAt = performance.now();
        note();
      };
      channel.port2.postMessage(0);
    }
    // Said once the load is noted (and the playable moment's task has
    // run), as a console message: the driver waits for it without
    // evaluating anything in the page while it loads. The live app then
    // waits for the reader's first act, which the driver makes (a key).
    if (window.__playableAt && window.__freeAt && window.__paintedAt && !window.__said) {
      window.__said = true;
      console.debug('bench-load: noted');
    }
    if (window.__said && window.__liveAt && !window.__saidLive) {
      window.__saidLive = true;
      console.debug('bench-load: live');
    }
    return window.__saidLive;
  };
  const observer = new MutationObserver(() => note() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  // This site's loader says when the app's first task (its mount) is over.
  addEventListener('TrunkApplicationStarted', () => { window.__mountedAt = performance.now(); });
  // The reader's first act.
  addEventListener('keydown', () => { window.__actAt ??= performance.now(); }, true);
}

/**
 * Where this site's time went in one load (read in the page after it): the
 * wasm received, the first task (the mount) over, the board built. The
 * chessground page has no such steps.
 */
function stepsOfTheLoad() {
  const received = (pattern) => {
    const wasm = performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name));
    return wasm ? wasm.responseEnd : NaN;
  };
  return {
    islandWasm: received(/\/island-[0-9a-f]+_bg\.wasm$/),
    wasm: received(/\/(chess-laws|full)-[0-9a-f]+_bg\.wasm$/),
    mounted: window.__mountedAt ?? NaN,
    act: window.__actAt ?? NaN,
  };
}

/**
 * The first contentful paint as the browser reports it (its paint timing),
 * waited for if it has not come yet. The frame after the board is in the
 * page is not always the frame that paints it: while a page's HTML is
 * still being read, Chromium can hold its first frames back.
 */
function firstContentfulPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
      if (!paint) return;
      observer.disconnect();
      resolve(paint.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * When the law and every board shown were painted, as the browser reports
 * the frame that drew each (the elements `noteWhenReady` marked); NaN on a
 * page with none marked. A page whose HTML is read in parts is painted in
 * parts: its first contentful paint can come before its boards. A figure
 * in a narrow frame shows one board at a time, under its tab.
 */
function lawAndBoardsPainted() {
  const boards = [...document.querySelectorAll('.compare-board')].filter((board) => board.getClientRects().length > 0).length;
  const times = (name) => window.__seen.filter(([identifier]) => identifier === name).map(([, time]) => time);
  const [law, board] = [times('law'), times('board')];
  if (law.length === 0 || board.length < boards) return NaN;
  return Math.max(...law, ...board);
}

/**
 * One load in a fresh context: milliseconds from navigation to the board in
 * the DOM, painted, playable (the page's next task after it), and the page
 * live. The driver evaluates nothing in the page until all are noted: a
 * locator or `waitForFunction` injects Playwright's own script into the
 * page, 30 to 60 ms of the page's main thread on these machines, which
 * would land in the middle of the load it measures.
 */
async function timeLoad(browser, url, ready) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteWhenReady, ready);
    const said = (text) => page.waitForEvent('console', { predicate: (message) => message.text() === text, timeout: 30_000 });
    const noted = said('bench-load: noted');
    await page.goto(url, { waitUntil: 'commit' });
    await noted;
    const takenOver = said('bench-load: live');
    await page.keyboard.press('Shift');
    await takenOver;
    const [built, frame, free, live] = await page.evaluate(() => [window.__boardAt, window.__paintedAt, window.__freeAt, window.__liveAt]);
    const steps = await page.evaluate(stepsOfTheLoad);
    const firstPaint = await page.evaluate(firstContentfulPaint);
    // The chessground page has nothing but its board, built by its script
    // before its first frame: its first contentful paint is its board's.
    const painted = ready[3].length > 0 ? await page.evaluate(lawAndBoardsPainted) : firstPaint;
    if (Number.isNaN(painted)) throw new Error(`bench-load: the law and the boards of ${url} were not reported painted`);
    return { built, frame, painted, firstPaint, free, live, ...steps };
  } finally {
    await context.close();
  }
}

const gzipped = (file) => execFileSync('bash', ['-c', `gzip -9 -c "${file}" | wc -c`]).toString().trim();

await bundleChessground();
const servers = [await serve(process.env.BENCH_ROOT ?? 'dist', port), await serve(out, port + 1)];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const times = { ours: [], theirs: [] };
// Ours: the board from the page's HTML; playable once the island plays it
// (the loader marks the page) or the live app has taken the page over (no
// prerendered part left), whichever is first; and the live app's.
const liveBoard = 'body:not(:has([data-prerendered])) .compare-board [data-square="e2"]';
// What must be painted: the law's words and each board (its last file
// letter, drawn after its squares).
const ourSeen = [
  ['.law-card blockquote', 'law'],
  ['.compare-board .coords.files > :last-child', 'board'],
];
const ourBoard = ['.compare-board [data-square="e2"]', `html[data-playable] .compare-board [data-square="e2"], ${liveBoard}`, liveBoard, ourSeen];
const theirBoard = ['body[data-ready="1"] cg-board piece', 'body[data-ready="1"] cg-board piece', 'body[data-ready="1"] cg-board piece', []];
try {
  // One warm-up load each, not counted.
  await timeLoad(browser, ours, ourBoard);
  await timeLoad(browser, theirs, theirBoard);
  // Each page goes first in every other pair: on this machine the load
  // that comes first in a pair was 30 to 60 ms slower, the same build on
  // both sides.
  for (let i = 0; i < loads; i++) {
    if (i % 2 === 0) times.ours.push(await timeLoad(browser, ours, ourBoard));
    times.theirs.push(await timeLoad(browser, theirs, theirBoard));
    if (i % 2 === 1) times.ours.push(await timeLoad(browser, ours, ourBoard));
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.kill());
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
try {
  // The sizes of the build measured (BENCH_ROOT), not always dist's.
  process.stdout.write(execFileSync('bash', ['scripts/bench/size-report.sh', process.env.BENCH_ROOT ?? 'dist']).toString());
} catch (error) {
  process.stdout.write(error.stdout?.toString() ?? '');
}
console.log(`chessground + chessops page: main.js ${gzipped(`${out}/main.js`)} B gz, board.css ${gzipped(`${out}/board.css`)} B gz`);
console.log(`navigation to an interactive board (${ours}, ${width} px wide), ${loads} loads each, interleaved:`);
// A reader can make the first move once the board is both on the screen
// and able to take it: the later of its paint and the page being free for
// a click. The chessground page's board is free before it is painted (its
// script builds it before the first frame), this site's is painted before
// it is free (the island starts after the first frame): neither moment
// alone is when a reader's move is accepted.
for (const load of [...times.ours, ...times.theirs]) load.movable = Math.max(load.painted, load.free);
const figures = [
  ['painted', "the law and the boards painted, as the browser reports the frame that drew them (Element Timing; the chessground page: its first contentful paint, its board)"],
  ['firstPaint', 'the first contentful paint, as the browser reports it (a page read in parts may paint its first part before its boards)'],
  ['free', 'the board free for a click: the page free for a click after its board can take a move (measured in the page), painted yet or not'],
  ['movable', 'the first move possible: the law and the boards painted and the board free for a click, the later of the two, load by load'],
  ['frame', 'the frame after the board is in the page (its animation frame, before it is drawn)'],
  ['built', 'the board built (in the page)'],
];
for (const [key, what] of figures) {
  const mine = times.ours.map((t) => t[key]);
  const theirs = times.theirs.map((t) => t[key]);
  console.log(`${what}:`);
  console.log(`  this site              ${summary(mine)}`);
  console.log(`  chessground + chessops ${summary(theirs)}`);
  const limit = { painted: '1.0', movable: '1.2' }[key];
  const target = !limit
    ? ''
    : budgeted
      ? ` (target at most ${limit})`
      : ` (the budget, at most ${limit}, is set on the figure ${budgetedPage} at ${budgetedWidth} px)`;
  console.log(`  ratio ${(median(mine) / median(theirs)).toFixed(2)}${target}`);
}
// Each step's median over the loads, and the median time between steps.
const step = (from, to) => median(times.ours.map((t) => t[to] - (from ? t[from] : 0))).toFixed(0);
console.log("this site's load, step by step (medians, ms):");
console.log(`  navigation to the island's wasm received  ${step(null, 'islandWasm')}`);
console.log(`  navigation to the board in the page       ${step(null, 'built')}  (from the page's HTML)`);
console.log(`  navigation to the board free for a click  ${step(null, 'free')}`);
console.log(`  navigation to the first move possible     ${step(null, 'movable')}`);
console.log(`  navigation to the live app's wasm received ${step(null, 'wasm')}`);
console.log("the live app waits for the reader's first act (here a key, pressed once the board is playable):");
console.log(`  the act to the live app's first task (mount) over +${step('act', 'mounted')}`);
console.log(`  then to the page taken over                       +${step('mounted', 'live')}`);
