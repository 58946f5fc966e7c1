// Shared by the worker benchmarks (bench-solver.mjs, bench-import.mjs,
// profile-worker.mjs; bench-solver-pairs.mjs takes the job timer only):
// serves dist/ on loopback, opens the site in headless Chromium (Debian's
// /usr/bin/chromium, through Playwright), waits until the page names its
// worker script, runs `work(page)`, then closes the browser and the server
// whatever happens.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';

export async function withWorkerPage(port, work) {
  const server = spawn('node', ['scripts/static-server.mjs', '--root', process.env.BENCH_ROOT ?? 'dist', '--port', String(port)], { stdio: 'pipe' });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('meta[name=old-laws-worker]', { state: 'attached' });
    await work(page);
  } finally {
    await browser.close();
    server.kill();
  }
}

// Runs in the page (pass it to page.evaluate): one "solve" job in a fresh
// worker of the page's build; its time from the worker's "ready" to the
// verdict, and the answer's first fields.
export async function timeSolveInWorker(message) {
  const url = document.querySelector('meta[name=old-laws-worker]').content;
  const worker = new Worker(url);
  await new Promise((resolve) => {
    worker.onmessage = (event) => event.data === 'ready' && resolve();
  });
  const start = performance.now();
  const answer = await new Promise((resolve) => {
    worker.onmessage = (event) => {
      const text = String(event.data);
      if (text.startsWith('verdict\t') || text.startsWith('failed\t')) resolve(text);
    };
    worker.postMessage(message);
  });
  const ms = performance.now() - start;
  worker.terminate();
  return { ms, answer: answer.split('\t').slice(0, 3).join(' ') };
}
