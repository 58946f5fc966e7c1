// Benchmark: how quickly a move made on one board shows on every board.
// Serves dist/ on loopback, opens free play compared under 1 and under 4
// codes in headless Chromium, plays 20 moves by clicking (from-square, then
// to-square, on the first board) and measures, inside the page, from the
// click on the to-square (the event's time stamp) to the moment every board
// has the man on that square marked as the last move (a MutationObserver
// checks after each DOM change). A second figure adds the next frame: the
// time until the browser can paint (requestAnimationFrame, then a task).
// `4s` is the 4 boards with the writer's shapes on every board at every
// point of the line (two arrows and two marks), redrawn at each move.
// Usage: node scripts/bench/bench-interaction.mjs [boards=1,4,4s]   (after scripts/build.sh)
// BENCH_ROOT serves another build (default dist), to compare two builds.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';

const port = Number(process.env.BENCH_PORT ?? 4320);
const setups = {
  1: 'modern',
  4: 'modern,sarratt,italy,turkey',
  '4s': 'modern,sarratt,italy,turkey',
};
const wanted = (process.argv[2] ?? '1,4,4s').split(',');
// Twenty quiet moves that every code allows, each to a square of its own
// (so "the move shows" is one square's state on each board).
const moves = [
  'e2e3', 'e7e6', 'd2d3', 'd7d6', 'g1f3', 'g8f6', 'b1c3', 'b8c6', 'f1e2', 'f8e7',
  'c1d2', 'c8d7', 'a2a3', 'a7a6', 'h2h3', 'h7h6', 'b2b3', 'b7b6', 'g2g3', 'g7g6',
];

/** Two arrows and two marks at every point of the line, on every board. */
function shapesAtEveryPoint() {
  const files = 'abcdefgh';
  const groups = [];
  for (let point = 0; point <= moves.length; point++) {
    const file = files[point % 8];
    groups.push(`${point}:G${file}1${file}4,R${file}8${file}5,B${file}3,Y${file}6`);
  }
  return groups.join(';');
}

// Runs in the page: times one move from the click on `to` until every board
// shows it.
function watchMove({ to, boards }) {
  const done = () => {
    const shown = document.querySelectorAll(`.compare-board [data-square="${to}"].last-move svg`);
    return shown.length === boards;
  };
  window.__bench = null;
  const onClick = (event) => {
    const square = event.target.closest && event.target.closest('[data-square]');
    if (!square || square.dataset.square !== to) return;
    document.removeEventListener('click', onClick, true);
    const start = event.timeStamp;
    const finish = () => {
      const dom = performance.now() - start;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__bench = { dom, frame: performance.now() - start };
        };
        channel.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(() => {
      if (done()) finish();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  };
  document.addEventListener('click', onClick, true);
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const median = sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return `median ${median.toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

const server = spawn('node', ['scripts/static-server.mjs', '--root', process.env.BENCH_ROOT ?? 'dist', '--port', String(port)], { stdio: 'pipe' });
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  for (const boards of wanted) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const figure = boards === '4s' ? `&shapes=${shapesAtEveryPoint()}` : '';
    await page.goto(`http://127.0.0.1:${port}/?codes=${setups[boards]}${figure}`);
    const first = page.locator('.compare-board').first();
    // The study is built in stages (src/components/study/stages.rs), one board
    // per task: wait for the whole of it before counting the boards.
    await page.locator('.study-layout[data-built="all"]').waitFor();
    await first.locator('[data-square="e2"] svg').waitFor();
    if ((await page.locator('.compare-board').count()) !== parseInt(boards, 10)) {
      throw new Error(`expected ${boards} boards`);
    }
    const dom = [];
    const frame = [];
    for (const move of moves) {
      const [from, to] = [move.slice(0, 2), move.slice(2, 4)];
      await first.locator(`[data-square="${from}"]`).click();
      await first.locator(`[data-square="${from}"].selected`).waitFor();
      await page.evaluate(watchMove, { to, boards: parseInt(boards, 10) });
      await first.locator(`[data-square="${to}"]`).click();
      const result = await page.waitForFunction(() => window.__bench, null, { timeout: 10_000 });
      const times = await result.jsonValue();
      dom.push(times.dom);
      frame.push(times.frame);
    }
    const name = boards === '4s' ? '4 boards with shapes' : `${boards} board${boards > 1 ? 's' : ''}`;
    console.log(`${name}, click to every board updated (${moves.length} moves): ${summary(dom)}`);
    console.log(`${name}, click to the next frame: ${summary(frame)}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
