// Benchmark: the exact endgame solver in the browser's Web Worker.
// Serves dist/ on loopback, opens the page in headless Chromium (Debian's
// /usr/bin/chromium, through Playwright), starts the site's own worker (the
// script the build names in <meta name="old-laws-worker">) and times the
// "solve" job: king and one man against king (Q, R, B, N, P) under the three
// stalemate rules (drawn, won by the stalemater as in Turkey, lost by the
// stalemater as at Parsloe's), each in a fresh worker so that every table
// the material needs (a pawn's promotions too) is built within the time;
// then, unless "--no-four" is given, a few four-men materials.
// Prints one line per job: material, rule, time, value of the probe
// position and the counts with White and with Black to move; then the sum
// of the three, and the three rules asked in one "solve-boards" job in a
// fresh worker (the page's way: the tables built together), the figure
// a reader waits for.
// Usage: node scripts/bench/bench-solver.mjs [--no-five] [--no-four] [--only=KQvKR,KRvKB]   (after scripts/build.sh)
// BENCH_PORT sets the loopback port (4330 if unset); BENCH_ROOT serves
// another build (default dist).
import { withWorkerPage } from './bench-worker-page.mjs';

const port = Number(process.env.BENCH_PORT || 4330);
const rules = { drawn: 'stalemate-draw', 'stalemater wins': 'stalemate-win', 'stalemater loses': 'stalemate-loss' };
// One position of each material, White to move, no man en prise.
const five = {
  'KQvK': '8/8/8/3k4/8/8/8/Q3K3 w - - 0 1',
  'KRvK': '8/8/8/3k4/8/8/8/R3K3 w - - 0 1',
  'KBvK': '8/8/8/3k4/8/8/8/2B1K3 w - - 0 1',
  'KNvK': '8/8/8/3k4/8/8/8/1N2K3 w - - 0 1',
  'KPvK': '8/8/8/3k4/8/8/4P3/4K3 w - - 0 1',
};
// Four men with a pawn are solved in the part the position can reach
// (core::solver::Reach): K+P v K+P twice, the pawns facing on one file
// (neither can pass: no queen's table) and on the a- and h-files from
// their first squares (both may promote: the tables of two pieces against
// two, whole, are then most of the work, the most a K+P v K+P asks).
const four = {
  'KQvKR': '8/8/8/3k4/8/8/7r/Q3K3 w - - 0 1',
  'KRvKB': '8/8/8/3k4/8/8/7b/R3K3 w - - 0 1',
  'KPvKP': '8/4p3/8/3k4/8/8/4P3/4K3 w - - 0 1',
  'KPvKP a-h': '4k3/7p/8/8/8/8/P7/4K3 w - - 0 1',
  'KPPvK': '8/8/8/3k4/8/8/3PP3/4K3 w - - 0 1',
};

// Runs in the page: a fresh worker, one job, the time to its end and the
// verdicts (or failures) heard. A "solve" job ends with its verdict; a
// "solve-boards" job (id 1) with its "done".
async function timeJobInWorker(message) {
  const url = document.querySelector('meta[name=old-laws-worker]').content;
  const worker = new Worker(url);
  await new Promise((resolve) => {
    worker.onmessage = (event) => {
      if (event.data === 'ready') resolve();
    };
  });
  const oneBoard = message.startsWith('solve\t');
  const start = performance.now();
  const answers = await new Promise((resolve) => {
    const heard = [];
    worker.onmessage = (event) => {
      const text = String(event.data);
      if (text.startsWith('verdict\t') || text.startsWith('failed\t')) heard.push(text);
      if (oneBoard ? heard.length > 0 : text.startsWith('done\t1\t')) resolve(heard);
    };
    worker.postMessage(message);
  });
  const ms = performance.now() - start;
  worker.terminate();
  return { ms, answers };
}

await withWorkerPage(port, async (page) => {
  // "--only=KQvKR,KRvKB" runs only the materials named.
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
  const run = async (materials) => {
    for (const [material, fen] of Object.entries(materials)) {
      if (only && !only.includes(material.split(' ')[0]) && !only.includes(material)) continue;
      let total = 0;
      for (const [rule, rulesId] of Object.entries(rules)) {
        const { ms, answers } = await page.evaluate(timeJobInWorker, ['solve', 1, rulesId, fen].join('\t'));
        total += ms;
        const [answer] = answers;
        const [kind, , value, , , counts] = answer.split('\t');
        const said = kind === 'verdict' ? `${value}, counts W ${counts.split('/').slice(0, 3).join('/')} B ${counts.split('/').slice(3).join('/')}` : answer;
        console.log(`${material.padEnd(9)} ${rule.padEnd(17)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${said}`);
      }
      console.log(`${material.padEnd(9)} three, one by one ${(total / 1000).toFixed(2).padStart(6)} s`);
      const boards = Object.values(rules).flatMap((rulesId, i) => [i + 2, rulesId, fen]);
      const together = await page.evaluate(timeJobInWorker, ['solve-boards', 1, ...boards].join('\t'));
      const verdicts = together.answers.filter((a) => a.startsWith('verdict')).length;
      console.log(`${material.padEnd(9)} three in one job  ${(together.ms / 1000).toFixed(2).padStart(6)} s  (${verdicts} verdicts)`);
    }
  };
  if (!process.argv.includes('--no-five')) await run(five);
  if (!process.argv.includes('--no-four')) await run(four);
});
