// Benchmark: two builds of the site compared on one solve, in pairs of
// jobs run back to back (the order alternating), so that each pair meets
// the machine in the same spell. On the 2-core machines the same build
// can take 9 s in one quarter of an hour and 17 s in the next: a run of
// one build after the other says little, the ratio within pairs more.
// Each job runs in a fresh worker of its build (the page's own worker, as
// bench-solver.mjs does), so every table is built within the time.
// Prints each pair's times and ratio, then the medians.
// Usage: node scripts/bench/bench-solver-pairs.mjs DIST_A DIST_B [FEN] [rules,...] [pairs]
//   e.g. node scripts/bench/bench-solver-pairs.mjs /tmp/old-dist dist \
//          '8/4p3/8/3k4/8/8/4P3/4K3 w - - 0 1' stalemate-draw 6
// BENCH_PORT sets the first of the two loopback ports (4340 if unset).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { timeSolveInWorker } from './bench-worker-page.mjs';

const [rootA, rootB] = process.argv.slice(2, 4);
if (!rootA || !rootB) {
  console.error('usage: node scripts/bench/bench-solver-pairs.mjs DIST_A DIST_B [FEN] [rules,...] [pairs]');
  process.exit(2);
}
const fen = process.argv[4] || '8/4p3/8/3k4/8/8/4P3/4K3 w - - 0 1';
const rulesIds = (process.argv[5] || 'stalemate-draw').split(',');
const pairs = Number(process.argv[6] || 6);
const port = Number(process.env.BENCH_PORT || 4340);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const servers = [rootA, rootB].map((root, i) =>
  spawn('node', ['scripts/static-server.mjs', '--root', root, '--port', String(port + i)], { stdio: 'pipe' }));
await Promise.all(servers.map((server) => new Promise((resolve) => server.stdout.once('data', resolve))));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const pages = [];
  for (let i = 0; i < 2; i++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port + i}/`);
    await page.waitForSelector('meta[name=old-laws-worker]', { state: 'attached' });
    pages.push(page);
  }
  const times = [[], []];
  const ratios = [];
  for (let p = 0; p < pairs; p++) {
    for (const rules of rulesIds) {
      const message = ['solve', 1, rules, fen].join('\t');
      const pair = [null, null];
      for (const i of p % 2 ? [1, 0] : [0, 1]) pair[i] = await pages[i].evaluate(timeSolveInWorker, message);
      if (pair[0].answer !== pair[1].answer) {
        console.log(`${rules}: the builds answer differently: A "${pair[0].answer}", B "${pair[1].answer}"`);
      }
      const [a, b] = pair.map((job) => job.ms);
      times[0].push(a);
      times[1].push(b);
      ratios.push(b / a);
      console.log(`${rules.padEnd(15)} A ${seconds(a).padStart(8)}  B ${seconds(b).padStart(8)}  B/A ${(b / a).toFixed(3)}`);
    }
  }
  console.log(`median A ${seconds(median(times[0]))}, B ${seconds(median(times[1]))}; median ratio B/A ${median(ratios).toFixed(3)} over ${ratios.length} pairs`);
} finally {
  await browser.close();
  servers.forEach((server) => server.kill());
}
