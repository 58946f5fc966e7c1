// The Sources screen: the five texts law by law, reached by its own
// address, leading to the scenarios and back.
import { test, expect, board, openLive } from './helpers.mjs';

test('the Sources screen opens by its address, leads to a scenario, and Back returns', async ({ page }) => {
  await page.goto('sources/sarratt/');
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
  // A reader who only reads keeps the page as built: the live app waits
  // for a press, a key or a change of value.
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await page.locator('#law-5').scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'target/screenshots/sources-match-practice-1280.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.locator('#law-5').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'target/screenshots/sources-match-practice-360.png' });
  // A law's number opens its own page; a reload keeps it.
  await page.locator('#law-15 .law-number').click();
  await expect(page).toHaveURL(/\/sources\/sarratt\/15\/$/);
  await expect(page.locator('.source-law')).toHaveCount(1);
  await expect(page.locator('#law-15')).toContainText('passar battaglia');
  await page.reload();
  await expect(page.locator('#law-15')).toContainText('passar battaglia');
  await expect(page.locator('.law-neighbours a[rel="next"]')).toHaveText('Law 16 \u2192');
  // The law's link opens its scenario.
  await page.locator('#law-15').getByRole('link', { name: /Passar battaglia/ }).click();
  await expect(page).toHaveURL(/studies\/passar-battaglia\//);
  // On a phone the codes are tabs: Italy's board is behind its own.
  await page.getByRole('tab', { name: /^Italy \(Sarratt\)/ }).click();
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  // Back: the law's page again.
  await page.goBack();
  await expect(page).toHaveURL(/sources\/sarratt\/15\//);
  await expect(page.locator('#law-15')).toBeVisible();
  // Another source by its tab; Back returns to Sarratt's law.
  await page.getByRole('navigation', { name: 'Sources' }).getByRole('link', { name: 'Umpire code' }).click();
  await expect(page).toHaveURL(/sources\/umpire-code\//);
  await expect(page.locator('.source-law')).toHaveCount(8);
  await expect(page.locator('#law-moving-into-check')).toContainText('[moving into check]');
  await page.goBack();
  await expect(page.locator('#law-15')).toBeVisible();
});

test('the law card reads the law in its source, and Back returns to the study', async ({ page }) => {
  await openLive(page, 'studies/italian-castling/');
  await page.getByRole('link', { name: /in its source/ }).click();
  await expect(page).toHaveURL(/sources\/sarratt\/16\/$/);
  await expect(page.locator('#law-16')).toBeInViewport();
  await expect(page.locator('.law-cite')).toContainText('law 16');
  await page.goBack();
  await expect(page).toHaveURL(/studies\/italian-castling\//);
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
});

test('the masthead opens Sources at its own address, which reload and Back keep', async ({ page }) => {
  await page.goto('studies/italian-castling/');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/\/sources\/sarratt\/$/);
  await expect(page.locator('.source-law')).toHaveCount(25);
  await page.reload();
  await expect(page.locator('.source-law')).toHaveCount(25);
  await page.goBack();
  await expect(page).toHaveURL(/studies\/italian-castling\//);
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
});
