// The built site in real Chromium: the page loads, the board is there, and
// a move can be played by clicking, with no error in the console.
import { test, expect } from '@playwright/test';

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') testInfo.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => testInfo.consoleErrors.push(String(error)));
});

test.afterEach(async ({}, testInfo) => {
  expect(testInfo.consoleErrors, 'console errors').toEqual([]);
});

const square = (page, name) => page.locator(`[data-square="${name}"]`);

test('the page shows a titled board of 64 squares from the start position', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Old Laws of Chess');
  await expect(page.locator('.board .square')).toHaveCount(64);
  await expect(square(page, 'e1')).toHaveAttribute('aria-label', 'e1, white king');
  await expect(square(page, 'a8')).toHaveAttribute('aria-label', 'a8, black rook');
  await expect(page.locator('.board svg.piece')).toHaveCount(32);
});

test('a pawn is moved by two clicks and the turn passes', async ({ page }) => {
  await page.goto('./');
  await square(page, 'e2').click();
  await expect(square(page, 'e4')).toHaveClass(/target/);
  await square(page, 'e4').click();
  await expect(square(page, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
  await expect(square(page, 'e2')).toHaveAttribute('aria-label', 'e2, empty');
  await expect(page.getByRole('status')).toHaveText(/Black to move/);
});

test('screenshots at phone and desktop widths', async ({ page }) => {
  for (const [width, height] of [[360, 740], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await page.goto('./');
    await expect(page.locator('.board .square')).toHaveCount(64);
    await page.screenshot({ path: `target/screenshots/start-${width}x${height}.png`, fullPage: true });
  }
});
