// Benchmark: Lighthouse (mobile, its default simulated throttling) on the
// built site, served on loopback: the home page, a study and an embed, each
// a page of the edition, and the embed at the address an article gives it.
// Prints the Performance score, LCP, TBT and CLS of each (median over the
// runs), beside the targets.
// Usage: node scripts/bench/bench-lighthouse.mjs [runs=1]   (after scripts/build.sh)
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// BENCH_ROOT serves another build (default dist), to compare two builds.
// Also printed: when the real load first painted, as the browser reported
// it. Headless Chromium on a busy machine sometimes stops giving the page
// frames for about a second after its first long tasks (the compositor
// service throttles a client it finds slow to answer, described at
// https://github.com/GoogleChrome/lighthouse/issues/17148): the page is
// laid out and ready, but its first paint is reported a second or two
// late, and Lighthouse's simulation multiplies that into an LCP of 3 s
// and more. A first paint observed after about 1,000 ms marks such a run.
import { spawn, execFile } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const runs = Number(process.argv[2] ?? 1);
const port = Number(process.env.BENCH_PORT ?? 4320);
const root = process.env.BENCH_ROOT ?? 'dist';
const pages = [
  ['home', `http://127.0.0.1:${port}/`],
  ['study', `http://127.0.0.1:${port}/studies/passar-battaglia/`],
  ['embed', `http://127.0.0.1:${port}/embed/stalemate-verdicts/`],
  ['embed as an article has it', `http://127.0.0.1:${port}/embed/stalemate-verdicts/${figureState()}`],
];

/** The figure's study in full, as the Embed tool writes it into the
 * address an article embeds: the query of the figure's link to its study. */
function figureState() {
  const html = readFileSync(join(root, 'embed/stalemate-verdicts/index.html'), 'utf8');
  const tag = html.match(/<a [^>]*class="embed-title"[^>]*>/)?.[0] ?? '';
  const link = tag.match(/href="studies\/stalemate-verdicts\/(\?[^"]*)"/);
  if (!link) throw new Error('The figure has no link to its study: is the build whole?');
  return link[1].replaceAll('&amp;', '&');
}
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouse(url) {
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const report = join(out, 'report.json');
  try {
    await run(
      'node',
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 26 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // The first paint as the browser reported it in the real load, before
      // Lighthouse's simulation; see the note on headless frames above.
      observedFcp: lhr.audits.metrics.details.items[0].observedFirstContentfulPaint,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const server = spawn('node', ['scripts/static-server.mjs', '--root', root, '--port', String(port)], { stdio: 'pipe' });
await new Promise((resolve) => server.stdout.once('data', resolve));
try {
  for (const [name, url] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouse(url));
    const pick = (k) => median(results.map((r) => r[k]));
    console.log(
      `lighthouse mobile ${name}: Performance ${pick('score')}, ` +
        `LCP ${(pick('lcp') / 1000).toFixed(1)} s (${results.map((r) => (r.lcp / 1000).toFixed(1)).join(', ')}), TBT ${pick('tbt').toFixed(0)} ms, ` +
        `FCP ${(pick('fcp') / 1000).toFixed(1)} s, CLS ${pick('cls').toFixed(3)}, first paint observed at ${pick('observedFcp').toFixed(0)} ms ` +
        `(${results.map((r) => r.observedFcp.toFixed(0)).join(', ')})  (median of ${runs}; ${url.replace(/^http:\/\/[^/]+/, '')}; ` +
        'targets: Performance 95, LCP under 1.5 s, TBT under 150 ms, CLS under 0.02)',
    );
  }
} finally {
  server.kill();
}
