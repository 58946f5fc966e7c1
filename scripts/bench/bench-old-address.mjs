// Benchmark: how soon an address of the form published before the pages
// (`?s=<id>&embed=1`, the form of every figure embedded then) shows its
// page, in headless Chromium on loopback, fresh context each load (no
// cache, no service worker). The root's page stands in for it hidden, then
// the page is either sent on to its own (the island writes the path) or
// drawn in place by the live app. Timed from the navigation's start, on the
// machine's clock, so that a second document is counted whole:
// - shown: the first frame in which a board is shown (not hidden, not in a
//   page standing in for another, nor one marked as showing another state);
// - playable: the first frame after the island or the live app plays it.
// Two builds alternate, each first in every other pair, to compare them.
// Usage: node scripts/bench/bench-old-address.mjs [loads=9] [address] [width]
//   BENCH_ROOT=dist BENCH_BEFORE=<another build's dist>   (after scripts/build.sh)
// address: default ?s=stalemate-verdicts&embed=1; width default 600.
// BENCH_THROTTLE=1 gives the page Lighthouse's mobile network (150 ms of
// latency, 1.6 Mbit/s down), where the sizes fetched count as on a phone.
import { alternateBuilds } from '../loopback.mjs';

const loads = Number(process.argv[2] ?? 9);
const address = process.argv[3] ?? '?s=stalemate-verdicts&embed=1';
const width = Number(process.argv[4] ?? 600);
const builds = [['this build', process.env.BENCH_ROOT ?? 'dist']];
if (process.env.BENCH_BEFORE) builds.push(['the build before', process.env.BENCH_BEFORE]);

/** Installed in every document of the load: notes, on the machine's clock,
 * the first frame that shows a board and the first that plays it. */
function noteTheFrames() {
  const now = () => performance.timeOrigin + performance.now();
  const root = () => document.documentElement;
  const shown = () => {
    const board = document.querySelector('.compare-board .board');
    if (!board || board.getBoundingClientRect().width === 0) return false;
    if (getComputedStyle(board).visibility === 'hidden') return false;
    const asBuilt = board.closest('[data-prerendered=""]') !== null;
    return !(asBuilt && (root().hasAttribute('data-built-elsewhere') || root().hasAttribute('data-other-state')));
  };
  const playable = () => shown() && (root().hasAttribute('data-playable') || !document.querySelector('[data-prerendered]'));
  const frame = () => {
    if (shown() && !sessionStorage.getItem('bench.shown')) sessionStorage.setItem('bench.shown', String(now()));
    if (playable() && !sessionStorage.getItem('bench.playable')) sessionStorage.setItem('bench.playable', String(now()));
    if (!sessionStorage.getItem('bench.playable')) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function load(browser, origin) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (process.env.BENCH_THROTTLE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  }
  await page.addInitScript(noteTheFrames);
  const started = Date.now();
  await page.goto(`${origin}${address}`);
  await page.waitForFunction(() => sessionStorage.getItem('bench.playable') !== null, null, { timeout: 30_000 });
  const [shown, playable] = await page.evaluate(() => ['bench.shown', 'bench.playable'].map((k) => Number(sessionStorage.getItem(k))));
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { shown: shown - started, playable: playable - started, landed };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = await alternateBuilds(builds, loads, load);
const network = process.env.BENCH_THROTTLE ? ', a mobile network' : ', loopback';
console.log(`${address} at ${width} px${network}, ${loads} loads each, medians from the navigation's start:`);
builds.forEach(([name], i) => {
  const runs = results[i];
  console.log(
    `  ${name}: board shown ${Math.round(median(runs.map((r) => r.shown)))} ms, playable ${Math.round(median(runs.map((r) => r.playable)))} ms, landed on ${runs[0].landed}`,
  );
});
