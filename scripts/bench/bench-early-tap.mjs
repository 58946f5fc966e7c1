// Benchmark: a reader who taps a man as soon as the board shows, on a phone's
// network, before the page has finished coming alive. Headless Chromium,
// fresh context each load (no cache, no service worker), Lighthouse's mobile
// network (150 ms of latency, 1.6 Mbit/s down) unless BENCH_THROTTLE=0.
// Timed from the navigation's start, on the machine's clock:
// - shown: the first frame that shows the first board;
// - tapped: when the driver's tap (a real pointer press, at the square's
//   centre) was dispatched, the first frame after shown plus BENCH_DELAY ms
//   (default 0);
// - answered: the first frame that shows the man picked up, and whether the
//   island answered it on the page as built or the live app after taking
//   the page over.
// Two builds alternate, each first in every other pair, to compare them.
// Usage: node scripts/bench/bench-early-tap.mjs [loads=7] [page] [square] [width]
//   BENCH_ROOT=dist BENCH_BEFORE=<another build's dist>   (after scripts/build.sh)
// page: default embed/passar-battaglia/ (Black to move), square c7, width 600.
import { alternateBuilds } from '../loopback.mjs';

const loads = Number(process.argv[2] ?? 7);
const path = process.argv[3] ?? 'embed/passar-battaglia/';
const squareName = process.argv[4] ?? 'c7';
const width = Number(process.argv[5] ?? 600);
const delay = Number(process.env.BENCH_DELAY ?? 0);
const throttled = process.env.BENCH_THROTTLE !== '0';
const builds = [['this build', process.env.BENCH_ROOT ?? 'dist']];
if (process.env.BENCH_BEFORE) builds.push(['the build before', process.env.BENCH_BEFORE]);

/** Installed in every document of the load: notes, on the machine's clock,
 * the first frame that shows the first board, and the first that shows
 * `square` picked up on it (and whether the page was still as built). */
function noteTheFrames(square) {
  const now = () => performance.timeOrigin + performance.now();
  const board = () => document.querySelector('.compare-board .board');
  const shown = () => {
    const first = board();
    if (!first || first.getBoundingClientRect().width === 0) return false;
    return getComputedStyle(first).visibility !== 'hidden';
  };
  const frame = () => {
    if (shown() && window.__shownAt === undefined) window.__shownAt = now();
    const picked = board()?.querySelector(`[data-square="${square}"].selected`);
    if (picked && window.__answeredAt === undefined) {
      window.__answeredAt = now();
      window.__answeredBy = picked.closest('[data-prerendered]') ? 'the island' : 'the live app';
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function load(browser, origin) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  }
  await page.addInitScript(noteTheFrames, squareName);
  const started = Date.now();
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { polling: 'raf', timeout: 30_000 });
  if (delay > 0) await page.waitForTimeout(delay);
  const box = await page.locator(`.compare-board .board [data-square="${squareName}"]`).first().boundingBox();
  const tapped = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__answeredAt !== undefined, null, { timeout: 30_000 });
  const [shown, answered, by] = await page.evaluate(() => [window.__shownAt, window.__answeredAt, window.__answeredBy]);
  await context.close();
  return { shown: shown - started, tapped: tapped - started, answered: answered - started, by };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = await alternateBuilds(builds, loads, load);
const network = throttled ? "Lighthouse's mobile network" : 'loopback';
console.log(`${path} at ${width} px, ${network}, ${squareName} tapped ${delay} ms after the board shows, ${loads} loads each, medians from the navigation's start:`);
builds.forEach(([name], i) => {
  const runs = results[i];
  const at = (key) => Math.round(median(runs.map((r) => r[key])));
  const answerers = [...new Set(runs.map((r) => r.by))].join(', ');
  const waits = runs.map((r) => Math.round(r.answered - r.tapped)).sort((a, b) => a - b);
  console.log(
    `  ${name}: board shown ${at('shown')} ms, tapped ${at('tapped')} ms, answered ${at('answered')} ms (the tap waited ${median(waits)} ms; each load: ${waits.join(', ')}), by ${answerers}`,
  );
});
