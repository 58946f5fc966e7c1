// The built site served on loopback, and Debian's Chromium to open it, for
// the build's own scripts (the pages, their cards) and the benchmarks: one
// way to start both, and to know the server is up before it is asked.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

/** A port nobody listens on, from the system. */
function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * Serves `root` with scripts/static-server.mjs on `port` (a free one when
 * not given) and resolves once it listens: `{ base, stop }`, `base` the
 * site's address ending in `/`. `who` names the caller in the error if the
 * server stops first.
 */
export async function serve(root, { port, who = 'loopback' } = {}) {
  const chosen = port ?? (await freePort());
  const server = spawn('node', [new URL('./static-server.mjs', import.meta.url).pathname, '--root', root, '--port', String(chosen)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    server.stdout.once('data', done);
    server.on('exit', () => fail(new Error(`${who}: the static server stopped`)));
  });
  return { base: `http://127.0.0.1:${chosen}/`, stop: () => server.kill() };
}

/** Debian's Chromium, headless, as the tests use it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * Serves each of `builds` (`[name, root]` pairs) and loads it `loads` times
 * in one headless Chromium with `load(browser, base)`, the builds in turn,
 * each first in every other round, so that a spell of a slower machine
 * falls on both. Returns each build's results, in the order of `builds`.
 */
export async function alternateBuilds(builds, loads, load) {
  const servers = await Promise.all(builds.map(([name, root]) => serve(root, { who: name })));
  const browser = await launchChromium();
  try {
    const results = builds.map(() => []);
    for (let n = 0; n < loads; n += 1) {
      const order = builds.map((_, i) => i);
      if (n % 2) order.reverse();
      for (const i of order) results[i].push(await load(browser, servers[i].base));
    }
    return results;
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}
