// The library: browse, filter, open a law.
import { test, expect, board, verdict, openLive } from './helpers.mjs';

test('the library filters by theme and code and opens a law', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Library of laws' }).click();
  // The link hands over to the full bundle by a reload: wait for the list.
  await expect(page).toHaveURL(/\/library\//);
  const items = page.locator('.library-item');
  await items.first().waitFor();
  const all = await items.count();
  expect(all).toBeGreaterThanOrEqual(14);
  await page.getByLabel('Theme', { exact: true }).selectOption('stalemate');
  // The list re-renders after the change event: poll until it has.
  await expect.poll(() => items.count()).toBeLessThan(all);
  expect(await items.count()).toBeGreaterThan(0);
  await page.getByLabel('Code', { exact: true }).selectOption('turkey');
  await expect(items.first()).toBeVisible();
  await page.getByRole('link', { name: /Stalemate/ }).first().click();
  await expect(board(page, 'Turkey')).toBeVisible();
  await expect(page).toHaveURL(/studies\/stalemate/);
  await expect(page.locator('blockquote.quotation')).toContainText('stale');
});

test('the library keeps its filters in its address, through reload and Back', async ({ page }) => {
  await page.goto('./?view=library');
  const items = page.locator('.library-item');
  await items.first().waitFor();
  const all = await items.count();
  await page.getByLabel('Theme', { exact: true }).selectOption('stalemate');
  await page.getByLabel('Code', { exact: true }).selectOption('turkey');
  await expect(page).toHaveURL(/\/library\/\?theme=stalemate&code=turkey/);
  await expect.poll(() => items.count()).toBeLessThan(all);
  const filtered = await items.count();

  await page.reload();
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('stalemate');
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('turkey');
  await expect(items).toHaveCount(filtered);

  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/studies\//);
  await page.goBack();
  await expect(page).toHaveURL(/theme=stalemate&code=turkey/);
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('turkey');
  await expect(items).toHaveCount(filtered);
});

test('the screens are links that open in place, with their addresses', async ({ page }) => {
  await openLive(page, 'studies/italian-castling/');
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await expect(nav.getByRole('link', { name: 'Library of laws' })).toHaveAttribute('href', /library\/$/);
  await expect(nav.getByRole('link', { name: 'Study' })).toHaveAttribute('href', /studies\/italian-castling\//);
  await expect(nav.getByRole('link', { name: 'Study' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Import a game' }).click();
  await expect(page).toHaveURL(/\/import\//);
  await expect(nav.getByRole('link', { name: 'Import a game' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/studies\/italian-castling\//);
});

test('free play keeps its form in its address, a FEN being typed included', async ({ page }) => {
  await page.goto('./?view=free');
  await page.locator('.free-play').waitFor();
  await page.locator('input[data-code="turkey"]').check();
  await page.getByLabel('A position in FEN', { exact: true }).check();
  await page.getByLabel('Position in FEN', { exact: true }).fill('8/8/8/8/8/8/8/K6k w');
  await expect(page).toHaveURL(/\/free\/\?form=/);
  await page.reload();
  await expect(page.locator('input[data-code="turkey"]')).toBeChecked();
  await expect(page.getByLabel('Position in FEN', { exact: true })).toHaveValue('8/8/8/8/8/8/8/K6k w');
  await page.getByLabel('The initial position').check();
  await page.getByRole('button', { name: 'Set up the boards' }).click();
  await expect(page.locator('.compare-board').filter({ hasText: 'Turkey' })).toHaveCount(1);
  await page.goBack();
  await expect(page.locator('.free-play')).toBeVisible();
  await expect(page.locator('input[data-code="turkey"]')).toBeChecked();
});
