// Where a solve's time goes in the browser's workers: runs one "solve" job
// in a fresh worker of the site (headless Chromium, as bench-solver.mjs)
// under a Chromium trace with V8's sampling profiler, which, unlike a
// page's DevTools profile, covers workers (the partner too), then prints
// the job's time and, for each thread busy for 200 ms or more, its
// functions by time sampled in them (self time).
// The release wasm carries no function names (wasm-opt drops them): they
// show as wasm-function[N]. For names, build the worker's wasm with
// `wasm-opt -g` and serve that build with BENCH_ROOT.
// Usage: node scripts/bench/profile-worker.mjs [FEN] [rules id]   (after scripts/build.sh)
// Default: K+Q v K+R under the drawn stalemate. BENCH_PORT, BENCH_ROOT as
// for bench-solver.mjs; PROFILE_TOP sets how many functions per thread.
import { timeSolveInWorker, withWorkerPage } from './bench-worker-page.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.BENCH_PORT || 4331);
const fen = process.argv[2] || '8/8/8/3k4/8/8/7r/Q3K3 w - - 0 1';
const rules = process.argv[3] || 'stalemate-draw';
const top = Number(process.env.PROFILE_TOP || 15);

// Self time per function name, per profiled thread, from the trace's
// ProfileChunk events (each chunk adds nodes and samples to its profile).
function selfTimes(traceEvents) {
  const profiles = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.tid}:${event.id}`;
    if (!profiles.has(key)) profiles.set(key, { nodes: new Map(), self: new Map() });
    const profile = profiles.get(key);
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      const name = profile.nodes.get(id)?.callFrame.functionName || '(anonymous)';
      profile.self.set(name, (profile.self.get(name) ?? 0) + (deltas[i] ?? 0));
    });
  }
  return profiles;
}

await withWorkerPage(port, async (page) => {
  const browser = page.context().browser();
  const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'worker-trace-')), 'trace.json');
  await browser.startTracing(page, { path: tracePath, categories: ['disabled-by-default-v8.cpu_profiler', 'v8'] });
  const { ms, answer } = await page.evaluate(timeSolveInWorker, ['solve', 1, rules, fen].join('\t'));
  await browser.stopTracing();
  console.log(`solve ${(ms / 1000).toFixed(2)} s: ${answer}`);
  const { traceEvents } = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
  for (const [thread, { self }] of selfTimes(traceEvents)) {
    const busy = [...self].filter(([name]) => name !== '(idle)');
    const busyMs = busy.reduce((sum, [, us]) => sum + us, 0) / 1000;
    if (busyMs < 200) continue;
    console.log(`thread ${thread}: ${busyMs.toFixed(0)} ms busy`);
    for (const [name, us] of busy.sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${(us / 1000).toFixed(0).padStart(8)} ms  ${name.slice(0, 110)}`);
    }
  }
  fs.rmSync(path.dirname(tracePath), { recursive: true, force: true });
});
