// Benchmark: a reader whose first act is a move on the page as built, played
// by the island. The move asks for the live app once it has painted; the
// live app, its files already come, then attaches to (or takes over) the
// page. Timed in the page, from the click that makes the move to the page
// alive (no part left as built), on loopback, fresh context each load (no
// cache, no service worker). The live app's wasm is let come before the
// move, so that only its start is timed, not its download.
// Two builds alternate, each first in every other pair, to compare them.
// Usage: node scripts/bench/bench-after-the-island.mjs [loads=9] [page] [move] [width]
//   BENCH_ROOT=dist BENCH_BEFORE=<another build's dist>   (after scripts/build.sh)
// page: default studies/passar-battaglia/ (Black to move), move c7d6 on the
// first board shown, width 1280.
import { alternateBuilds } from '../loopback.mjs';

const loads = Number(process.argv[2] ?? 9);
const path = process.argv[3] ?? 'studies/passar-battaglia/';
const move = process.argv[4] ?? 'c7d6';
const width = Number(process.argv[5] ?? 1280);
const builds = [['this build', process.env.BENCH_ROOT ?? 'dist']];
if (process.env.BENCH_BEFORE) builds.push(['the build before', process.env.BENCH_BEFORE]);

/** Installed in every document of the load: notes each click's time and
 * the moment no part of the page is left as built (the live app's). */
function noteTheClicksAndTheLiveApp() {
  window.__clicks = [];
  document.addEventListener('click', () => window.__clicks.push(performance.now()), true);
  document.addEventListener('DOMContentLoaded', () => {
    const live = () => !document.querySelector('[data-prerendered]');
    new MutationObserver((_, watch) => {
      if (!live()) return;
      window.__aliveAt = performance.now();
      watch.disconnect();
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
  });
}

async function load(browser, origin) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(noteTheClicksAndTheLiveApp);
  await page.goto(`${origin}${path}`);
  await page.waitForSelector('html[data-playable]');
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /chess-laws-[0-9a-f]+_bg\.wasm$/.test(entry.name) && entry.responseEnd > 0),
  );
  await page.waitForTimeout(400);
  const board = page.locator('.compare-board:visible').first();
  await board.locator(`[data-square="${move.slice(0, 2)}"]`).click();
  await board.locator(`[data-square="${move.slice(2, 4)}"]`).click();
  await page.waitForFunction(() => window.__aliveAt !== undefined, null, { timeout: 10_000 });
  // The move's click is the second; the live app may press again after it.
  const alive = await page.evaluate(() => window.__aliveAt - window.__clicks[1]);
  await context.close();
  return alive;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = await alternateBuilds(builds, loads, load);
console.log(`${path} at ${width} px, ${move} played by the island, ${loads} loads each: from the move's click to the page alive`);
builds.forEach(([name], i) => {
  const runs = results[i];
  console.log(`  ${name.padEnd(17)} median ${Math.round(median(runs))} ms (${runs.map(Math.round).join(', ')})`);
});
