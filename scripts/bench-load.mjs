// Benchmark: how quickly the built site becomes usable. Prints the gzipped
// first-load size and the median time from navigation to an interactive
// board over several loads (fresh browser context each: no cache, no
// service worker), in headless Chromium on loopback.
// Usage: node scripts/bench-load.mjs [loads=15]   (after scripts/build.sh)
import { chromium } from '@playwright/test';
import { spawn, execFileSync } from 'node:child_process';

const loads = Number(process.argv[2] ?? 15);
const port = 4310;
const url = `http://127.0.0.1:${port}/?s=passar-battaglia`;

const server = spawn('node', ['scripts/static-server.mjs', '--root', 'dist', '--port', String(port)], { stdio: 'pipe' });
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const times = [];
try {
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // Interactive: the boards are drawn and a click selects a piece.
    await page.locator('.compare-board').first().locator('[data-square="e2"]').waitFor();
    const ms = await page.evaluate(() => performance.now());
    times.push(ms);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
process.stdout.write(execFileSync('bash', ['scripts/size-report.sh']).toString());
console.log(
  `navigation to interactive board over ${loads} loads: median ${median.toFixed(0)} ms ` +
    `(min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`,
);
