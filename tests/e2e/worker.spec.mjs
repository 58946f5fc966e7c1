// Heavy work in the Web Worker: perft of a board's shown position under its
// code, counted off the page's thread, with progress; the worker is not part
// of the first load, and is precached for offline use.
import { test, expect, board, clickMoves, openAtStart } from './helpers.mjs';

test('the first load does not fetch the worker; counting starts it and gives the perft', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openAtStart(page, 'passar-battaglia');
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  expect(fetched.filter((path) => /worker/.test(path))).toEqual([]);

  // 1.e4 d5 2.e5 f5: White may take en passant under Modern rules (31
  // moves), not under Italy's passar battaglia (30).
  await clickMoves(board(page, 'Italy (Sarratt)'), ['e2e4', 'd7d5', 'e4e5', 'f7f5']);
  await page.getByRole('button', { name: 'Count positions' }).click();
  // The first bundle hands over to the full one, which opens the panel.
  await expect(page.getByRole('group', { name: 'Count the positions ahead (perft)' })).toBeVisible();
  const boards = page.locator('#perft-board option');
  const names = await boards.allTextContents();
  const status = page.locator('.perft-status');
  await page.locator('#perft-depth').selectOption('1');
  await page.locator('#perft-board').selectOption({ index: names.indexOf('Italy (Sarratt)') });
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(status).toHaveAttribute('data-state', 'done');
  await expect(status).toContainText('30 positions at depth 1 under Italy (Sarratt)');
  expect(fetched.some((path) => /worker.*_loader\.js$/.test(path))).toBe(true);

  await page.locator('#perft-board').selectOption({ index: names.indexOf('Modern') });
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(status).toContainText('31 positions at depth 1 under Modern');
});

test('a deep count reports progress while the page stays responsive, and can be stopped', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  await page.getByRole('button', { name: 'Count positions' }).click();
  await page.locator('#perft-depth').selectOption('6');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  const status = page.locator('.perft-status');
  await expect(status).toContainText(/Counting: \d+ of 20 first moves, [\d,]+ positions so far/, { timeout: 20_000 });
  // The page answers while the worker counts: stepping the line works.
  await page.getByRole('button', { name: 'Go to the end' }).click();
  await expect(page.getByRole('button', { name: 'Go to the end' })).toBeDisabled();
  await expect(status).toHaveAttribute('data-state', 'running');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Stopped.');
});

test('the worker is in the offline precache', async ({ page }) => {
  await page.goto('./');
  const precache = await (await page.request.get('./sw.js')).text();
  expect(precache).toMatch(/worker[^"]*_loader\.js/);
  expect(precache).toMatch(/worker[^"]*_bg\.wasm/);
});
