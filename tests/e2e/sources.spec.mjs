// The Sources screen: the five texts law by law, reached by its own
// address, leading to the scenarios and back.
import { test, expect, board } from './helpers.mjs';

test('the Sources screen opens by its address, leads to a scenario, and Back returns', async ({ page }) => {
  await page.goto('./?view=sources&source=sarratt#law-15');
  const law15 = page.locator('#law-15');
  await expect(law15).toBeVisible();
  await expect(law15).toContainText('passar battaglia');
  await expect(page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Sources' })).toHaveAttribute('aria-current', 'page');
  // Every law of Sarratt is there; touch-move, the claim deadline of law 21
  // and disputes (law 25) are played at the umpire's table; the odds
  // forgotten (law 4) are played by their scenario; only match practice
  // (law 5) is not playable, and says why.
  await expect(page.locator('.source-law')).toHaveCount(25);
  await expect(page.locator('#law-7 .law-status')).toContainText("Played at the umpire's table");
  await expect(page.locator('#law-21 .law-status')).toContainText("Played at the umpire's table");
  await expect(page.locator('#law-25 .law-status')).toContainText("Played at the umpire's table");
  await expect(page.locator('#law-4').getByRole('link', { name: /The odds forgotten/ })).toBeVisible();
  await expect(page.locator('#law-5 .law-status')).toContainText('Text only. Match practice: who moves first');
  await page.locator('#law-5').scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'target/screenshots/sources-match-practice-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.locator('#law-5').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'target/screenshots/sources-match-practice-360.png' });
  // A reload keeps the screen, the source and the law.
  await page.reload();
  await expect(page.locator('#law-15')).toBeVisible();
  await expect(page.locator('#law-15')).toHaveClass(/is-target/);
  // The law's link opens its scenario.
  await page.locator('#law-15').getByRole('link', { name: /Passar battaglia/ }).click();
  await expect(page).toHaveURL(/s=passar-battaglia/);
  // On a phone the codes are tabs: Italy's board is behind its own.
  await page.getByRole('tab', { name: /^Italy \(Sarratt\)/ }).click();
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  // Back: the Sources screen again.
  await page.goBack();
  await expect(page).toHaveURL(/view=sources/);
  await expect(page.locator('#law-15')).toBeVisible();
  // Another source by its tab; Back returns to Sarratt.
  await page.getByRole('navigation', { name: 'Sources' }).getByRole('link', { name: 'Umpire code' }).click();
  await expect(page).toHaveURL(/source=umpire-code/);
  await expect(page.locator('.source-law')).toHaveCount(8);
  await expect(page.locator('#law-moving-into-check')).toContainText('[moving into check]');
  await page.goBack();
  await expect(page.locator('.source-law')).toHaveCount(25);
});

test('the law card reads the law in its source, and Back returns to the study', async ({ page }) => {
  await page.goto('./?s=italian-castling');
  await page.getByRole('link', { name: /in its source/ }).click();
  await expect(page).toHaveURL(/view=sources&source=sarratt#law-16/);
  await expect(page.locator('#law-16')).toHaveClass(/is-target/);
  await expect(page.locator('#law-16')).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/s=italian-castling/);
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
});
