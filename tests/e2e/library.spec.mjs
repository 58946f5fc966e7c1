// The library: browse, filter, open a law.
import { test, expect, board, verdict } from './helpers.mjs';

test('the library filters by theme and code and opens a law', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Library of laws' }).click();
  const items = page.locator('.library-item');
  const all = await items.count();
  expect(all).toBeGreaterThanOrEqual(14);
  await page.getByLabel('Theme', { exact: true }).selectOption('stalemate');
  const stalemates = await items.count();
  expect(stalemates).toBeGreaterThan(0);
  expect(stalemates).toBeLessThan(all);
  await page.getByLabel('Code', { exact: true }).selectOption('turkey');
  await expect(items.first()).toBeVisible();
  await page.getByRole('link', { name: /Stalemate/ }).first().click();
  await expect(board(page, 'Turkey')).toBeVisible();
  await expect(page).toHaveURL(/s=stalemate/);
  await expect(page.locator('blockquote.quotation')).toContainText('stale');
});
