// Benchmark: the import in the browser's Web Worker.
// Serves dist/ on loopback, opens the page in headless Chromium (Debian's
// /usr/bin/chromium, through Playwright), starts the site's own worker (the
// script the build names in <meta name="old-laws-worker">) and times the
// "import" job from the text sent to the last games answered: 1,000 short
// games (the same game as `cargo bench --bench import_speed`), then one
// constructed game of 3,000 moves (the knights out and back). Each run in
// a fresh worker; prints the median of three runs and the messages heard.
// Usage: node scripts/bench/bench-import.mjs   (after scripts/build.sh)
import { withWorkerPage } from './bench-worker-page.mjs';

const port = 4333;
const GAME = '[Event "Casual game"]\n[Site "London"]\n[White "Anderssen"]\n[Black "Kieseritzky"]\n[Result "1-0"]\n\n'
  + '1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ 4.Kf1 b5 5.Bxb5 Nf6 6.Nf3 Qh6 7.d3 Nh5 8.Nh4 Qg5 '
  + '9.Nf5 c6 10.g4 Nf6 11.Rg1 cxb5 12.h4 Qg6 13.h5 Qg5 14.Qf3 Ng8 15.Bxf4 Qf6 '
  + '16.Nc3 Bc5 17.Nd5 Qxb2 18.Bd6 Bxg1 {a comment} 19.e5 Qxa1+ 20.Ke2 Na6 21.Nxg7+ Kd8 '
  + '22.Qf6+ Nxf6 23.Be7# 1-0\n\n';
let knights = '';
for (let n = 0; n < 1500; n++) knights += `${2 * n + 1}.Nf3 Nf6 ${2 * n + 2}.Ng1 Ng8 `;

// Runs in the page: a fresh worker, one import job, the time to its last answer.
async function importInWorker(text) {
  const url = document.querySelector('meta[name=old-laws-worker]').content;
  const worker = new Worker(url);
  await new Promise((resolve) => {
    worker.onmessage = (event) => {
      if (event.data === 'ready') resolve();
    };
  });
  const start = performance.now();
  let messages = 0;
  const last = await new Promise((resolve) => {
    worker.onmessage = (event) => {
      messages += 1;
      const [kind, , done, total] = String(event.data).split('\t');
      const last = kind === 'failed' || (kind === 'games' && done === total);
      if (last) resolve(String(event.data).slice(0, 40));
    };
    worker.postMessage(`import\t1\t${text}`);
  });
  const ms = performance.now() - start;
  worker.terminate();
  return { ms, messages, last };
}

await withWorkerPage(port, async (page) => {
  for (const [name, text] of [['1,000 games', GAME.repeat(1000)], ['a game of 3,000 moves', knights]]) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(importInWorker, text));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`${name.padEnd(22)} median ${(times[1] / 1000).toFixed(2)} s (runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s; ${runs[0].messages} messages; last: ${JSON.stringify(runs[0].last)})`);
  }
});
