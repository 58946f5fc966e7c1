// Shared helpers for the end-to-end tests: every test fails on a console
// error, and boards are reached the way a reader sees them.
import { spawn } from 'node:child_process';
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    // A test that makes a load fail on purpose names the errors it expects.
    const expected = [];
    page.expectErrors = (pattern) => expected.push(pattern);
    await use(page);
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});
export { expect };

/**
 * The compare board headed by `name`, the code's whole name ("Italy (Sarratt)",
 * "Sarratt (England)"): a part would match two codes ("Italy").
 */
export const board = (page, name) => page.getByRole('region', { name: `Board under ${name}`, exact: true });

/** Holds back the wasm files `pattern` matches until the returned
 * function is called: the page stays as built until then. */
export async function holdBack(page, pattern) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The reader's first act that asks for the live app, a key pressed (on a
 * page whose address is its own, the live app waits for it,
 * scripts/build/boot-select.js), and the page taken over. */
export async function comeAlive(page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}

/** Opens a page and brings its live app, as a test of what the live
 * app does needs (the page as built, and its own ways, are tested apart). */
export async function openLive(page, address) {
  await page.goto(address);
  await comeAlive(page);
}

/** A square of a board. */
export const square = (scope, name) => scope.locator(`[data-square="${name}"]`);

/** Plays moves by clicking from-square then to-square: ['e2e4', 'g8f6']. */
export async function clickMoves(scope, moves) {
  for (const move of moves) {
    await square(scope, move.slice(0, 2)).click();
    await square(scope, move.slice(2, 4)).click();
  }
}

/** The verdict line beneath a board. */
export const verdict = (scope) => scope.locator('p.verdict');

/** Opens a study's page, live, at the start of its line. */
export async function openAtStart(page, id) {
  await page.goto(`studies/${id}/`);
  await comeAlive(page);
  await page.getByRole('button', { name: 'Go to the start' }).click();
}

/**
 * Serves `script` as the page's Web Worker, after a first "ready", so a
 * test can make the worker misbehave. The service worker must be blocked
 * (`serviceWorkers: 'block'`): it would answer the worker's script from
 * its cache, out of the route's reach. Returns how often it was fetched.
 */
export async function serveFakeWorker(page, script) {
  let served = 0;
  await page.route('**/worker_loader.js', (route) => {
    served += 1;
    return route.fulfill({ contentType: 'text/javascript', body: `postMessage('ready');\n${script}` });
  });
  return () => served;
}

/** A study built whole (its later stages too) with the law's words in:
 *  what a measurement of its height or a screenshot must wait for. Its
 *  page's loader has run (`data-bundle`), so the page's styles are in (a
 *  page sent on from an address of the earlier form is measured as it
 *  loads), and its boards are those the address asks for (not a page as
 *  built that shows another state, `data-other-state`). */
export const studyWhole = 'html[data-bundle]:not([data-other-state]) .study-layout[data-built="all"] #law-quotation:not([aria-busy])';

/** Serves `root` on a port of its own, as a server the test can stop. */
export function serve(root, port) {
  const server = spawn('node', ['scripts/static-server.mjs', '--root', root, '--port', String(port)], { stdio: 'pipe' });
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)));
}
