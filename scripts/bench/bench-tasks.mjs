// Benchmark: the main thread's tasks while a page starts, from a Chromium
// trace. Each task is measured in CPU time of the page's thread (not wall
// time), so the figure holds on a busy machine. Prints, per page, the
// median over the loads of: the number of tasks, the longest task, the sum
// of all, and an estimate of Lighthouse's Total Blocking Time: Lighthouse
// (mobile) slows the CPU four times, so a task of t ms counts
// max(0, 4t - 50) ms. Then the tasks of the median load, longest first.
// Usage: node scripts/bench/bench-tasks.mjs [loads=5] [path ...]   (after scripts/build.sh)
// Default paths: an embed and the home page. BENCH_ROOT serves another build
// (default dist); BENCH_PORT sets the port (4340).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const loads = Number(args[0] ?? 5);
const paths = args.length > 1 ? args.slice(1) : ['/?s=stalemate-verdicts&embed=1', '/'];
const port = Number(process.env.BENCH_PORT ?? 4340);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function serve() {
  const root = process.env.BENCH_ROOT ?? 'dist';
  const server = spawn('node', ['scripts/static-server.mjs', '--root', root, '--port', String(port)], { stdio: 'pipe' });
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)));
}

/** The page thread's top-level tasks of one load, CPU ms each, in order. */
async function tasksOfOneLoad(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const finished = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.board', { timeout: 30000 });
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await finished;
  await context.close();
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid)
    .map((e) => ({ cpu: (e.tdur ?? e.dur) / 1000, start: e.ts }))
    .filter((t) => t.cpu >= 1)
    .sort((a, b) => a.start - b.start);
}

function summary(tasks) {
  const cpu = tasks.map((t) => t.cpu);
  return {
    count: cpu.length,
    longest: Math.max(0, ...cpu),
    sum: cpu.reduce((a, b) => a + b, 0),
    tbt: cpu.reduce((a, t) => a + Math.max(0, 4 * t - 50), 0),
  };
}

const server = await serve();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of paths) {
    const url = `http://127.0.0.1:${port}/${path.replace(/^\//, '')}`;
    const runs = [];
    for (let i = 0; i < loads; i++) {
      const tasks = await tasksOfOneLoad(browser, url);
      runs.push({ tasks, ...summary(tasks) });
    }
    const pick = (k) => median(runs.map((r) => r[k])).toFixed(1);
    console.log(
      `${path}: ${loads} loads, median: tasks ${pick('count')}, longest ${pick('longest')} ms CPU, ` +
        `sum ${pick('sum')} ms, est. TBT at 4x ${pick('tbt')} ms`,
    );
    const typical = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)];
    const listed = typical.tasks
      .map((t, order) => ({ ...t, order }))
      .filter((t) => t.cpu >= 5)
      .map((t) => `#${t.order} ${t.cpu.toFixed(1)}`);
    console.log(`  tasks of 5 ms or more (in order, CPU ms): ${listed.join(', ')}`);
  }
} finally {
  await browser.close();
  server.kill();
}
