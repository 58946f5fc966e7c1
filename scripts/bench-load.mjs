// Benchmark: how quickly the built site becomes usable, beside a page built
// on chessground + chessops (npm, pinned in package-lock.json, bundled here
// offline with esbuild into target/bench-chessground/). Loads alternate
// between the two pages in one run (fresh browser context each: no cache,
// no service worker), in headless Chromium on loopback. Prints the first-
// load size report, both medians from navigation to an interactive board,
// and their ratio.
// Usage: node scripts/bench-load.mjs [loads=15]   (after scripts/build.sh)
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const loads = Number(process.argv[2] ?? 15);
const port = Number(process.env.BENCH_PORT ?? 4310);
const ours = `http://127.0.0.1:${port}/?s=passar-battaglia`;
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

/** Milliseconds from navigation until `ready` holds, in a fresh context. */
async function timeLoad(browser, url, ready) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(ready).first().waitFor();
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

const gzipped = (file) => execFileSync('bash', ['-c', `gzip -9 -c "${file}" | wc -c`]).toString().trim();

await bundleChessground();
const servers = [await serve('dist', port), await serve(out, port + 1)];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const times = { ours: [], theirs: [] };
try {
  // One warm-up load each, not counted.
  await timeLoad(browser, ours, '.compare-board [data-square="e2"]');
  await timeLoad(browser, theirs, 'body[data-ready="1"] cg-board piece');
  for (let i = 0; i < loads; i++) {
    times.ours.push(await timeLoad(browser, ours, '.compare-board [data-square="e2"]'));
    times.theirs.push(await timeLoad(browser, theirs, 'body[data-ready="1"] cg-board piece'));
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.kill());
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
try {
  process.stdout.write(execFileSync('bash', ['scripts/size-report.sh']).toString());
} catch (error) {
  process.stdout.write(error.stdout?.toString() ?? '');
}
console.log(`chessground + chessops page: main.js ${gzipped(`${out}/main.js`)} B gz, board.css ${gzipped(`${out}/board.css`)} B gz`);
console.log(`navigation to interactive board, ${loads} loads each, interleaved:`);
console.log(`  this site              ${summary(times.ours)}`);
console.log(`  chessground + chessops ${summary(times.theirs)}`);
console.log(`  ratio ${(median(times.ours) / median(times.theirs)).toFixed(2)} (target at most 1.2)`);
