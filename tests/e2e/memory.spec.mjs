// The reader never loses their place: reloads keep the position, bad input
// gets a message and the app keeps working.
import { test, expect, board, square, clickMoves, verdict, openLive } from './helpers.mjs';

test('a reload keeps the law, the codes and the position', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await clickMoves(board(page, 'Italy (Sarratt)'), ['d2d4', 'd7d5']);
  await page.goto('./'); // no link: the saved study must come back
  await expect(square(board(page, 'Italy (Sarratt)'), 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
  await expect(square(board(page, 'Italy (Sarratt)'), 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');
  await expect(page.locator('blockquote.quotation')).toContainText('passar battaglia');
  await page.reload();
  await expect(square(board(page, 'Italy (Sarratt)'), 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
});

// Puts the saved study in place before the app's first script runs on the
// next visit, and only then: written from the app's own page, the app's save
// of the screen it has just opened could land after it and replace it.
async function saveBeforeVisit(page, saved) {
  await page.addInitScript((text) => {
    if (sessionStorage.getItem('test.seeded')) return;
    sessionStorage.setItem('test.seeded', 'yes');
    localStorage.setItem('old-laws.study', text);
  }, saved);
}

test('corrupted saved data is set aside with a notice, never a blank page', async ({ page }) => {
  await saveBeforeVisit(page, 'old-laws/1 [broken');
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText('could not be restored');
  await expect(page.locator('.compare-board').first().locator('.square')).toHaveCount(64);
  const kept = await page.evaluate(() => localStorage.getItem('old-laws.study.set-aside'));
  expect(kept).toContain('[broken');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('saved data from another version is set aside too', async ({ page }) => {
  await saveBeforeVisit(page, 'old-laws/99\ns=passar-battaglia');
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText('another version');
});

test('a broken FEN is explained, kept in the box, and nothing is lost', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Free play' }).click();
  await page.getByLabel('A position in FEN', { exact: true }).check();
  const box = page.getByLabel('Position in FEN', { exact: true });
  await box.fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1');
  await page.getByRole('button', { name: 'Set up the boards' }).click();
  await expect(page.getByRole('alert')).toContainText('cannot be used');
  await expect(box).toHaveValue('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1');
  // Mend it and play from it.
  await box.fill('k7/2K5/8/8/8/1Q6/8/8 w - - 0 1');
  await page.getByRole('button', { name: 'Set up the boards' }).click();
  await expect(board(page, 'Modern')).toBeVisible();
  await clickMoves(board(page, 'Modern'), ['b3b6']);
  await expect(verdict(board(page, 'Modern'))).toContainText('Stalemate');
});

test('a hand-edited link gets a message and a sane default', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/?codes=italy,atlantis&line=e4_Nf6_Zz9&at=7');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('atlantis');
  await expect(alert).toContainText('Zz9');
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  await expect(square(board(page, 'Italy (Sarratt)'), 'f6')).toHaveAttribute('aria-label', 'f6, black knight');
});

/** A study, live, with one move played on its Modern board (...c7-d6):
 * the Modern board. */
async function oneMoveOnModern(page) {
  await openLive(page, 'studies/passar-battaglia/');
  const modern = board(page, 'Modern');
  await clickMoves(modern, ['c7d6']);
  await expect(square(modern, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  return modern;
}

/** Back, to the position before that move. */
async function backBeforeIt(page, modern) {
  await page.goBack();
  await expect(square(modern, 'c7')).toHaveAttribute('aria-label', 'c7, black pawn');
}

// A reader keying on a board who steps back through the history keeps
// their place on the board (the focus once fell to the page's body, the
// boards drawn anew).
test('Back keeps the keyboard on the board', async ({ page }) => {
  const modern = await oneMoveOnModern(page);
  await square(modern, 'e1').focus();
  await backBeforeIt(page, modern);
  await expect(modern.locator('[data-square]:focus')).toHaveCount(1);
  // And the keys still move on it.
  const focused = await modern.locator('[data-square]:focus').getAttribute('data-square');
  await page.keyboard.press('ArrowUp');
  await expect(modern.locator('[data-square]:focus')).not.toHaveAttribute('data-square', focused);
});

// Back through a study's moves steps its boards back where they stand:
// built anew, they were drawn one at a time, the third about a third of a
// second after the press.
test('Back steps the study back on the same boards', async ({ page }) => {
  const modern = await oneMoveOnModern(page);
  const grids = page.locator('.compare-board .board[role=grid]');
  const count = await grids.count();
  await grids.evaluateAll((all) => all.forEach((grid) => (grid.keptByTest = true)));
  await backBeforeIt(page, modern);
  expect(await grids.evaluateAll((all) => all.filter((grid) => grid.keptByTest).length)).toBe(count);
  // Forward plays the move again on them.
  await page.goForward();
  await expect(square(modern, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  expect(await grids.evaluateAll((all) => all.filter((grid) => grid.keptByTest).length)).toBe(count);
});

// Stepping back through the moves leaves the reader's tools as they set
// them: the study's screen stays, only its position changes.
test("Back leaves the study's tools as the reader set them", async ({ page }) => {
  const modern = await oneMoveOnModern(page);
  const everyBoard = page.getByLabel('Draw on every board');
  await everyBoard.check();
  await backBeforeIt(page, modern);
  await expect(everyBoard).toBeChecked();
});

test("Back leaves the umpire's table open, and steps the line back", async ({ page }) => {
  const modern = await oneMoveOnModern(page);
  const umpire = page.getByLabel(/Umpire: play the slips/);
  await umpire.check();
  await expect(page.locator('.umpire-layout')).toBeVisible();
  await backBeforeIt(page, modern);
  await expect(page.locator('.move-list [aria-current="step"]')).toHaveText(/^exd6/);
  await expect(umpire).toBeChecked();
  await expect(page.locator('.umpire-layout')).toBeVisible();
});

test('Back returns to the previous law', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Library of laws' }).click();
  await page.locator('[data-scenario="stalemate-verdicts"]').click();
  await expect(board(page, 'Turkey')).toBeVisible();
  // The library has an address of its own: Back passes through it.
  await page.goBack();
  await expect(page).toHaveURL(/\/library\//);
  await expect(page.locator('.library-item').first()).toBeVisible();
  await page.goBack();
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  await expect(page.locator('blockquote.quotation')).toContainText('passar battaglia');
});

test('a custom set-up of free play comes back after a reload', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Free play' }).click();
  await page.locator('[data-code="italy"]').uncheck();
  await page.locator('[data-code="custom"]').check();
  await page.getByLabel('Stalemate', { exact: true }).selectOption('win');
  await page.getByLabel('A position in FEN', { exact: true }).check();
  await page.getByLabel('Position in FEN', { exact: true }).fill('k7/2K5/8/8/8/1Q6/8/8 w - - 0 1');
  await page.getByRole('button', { name: 'Set up the boards' }).click();
  await clickMoves(board(page, 'Your own rules'), ['b3b6']);
  await expect(verdict(board(page, 'Your own rules'))).toContainText('White wins');
  // A reload reloads the address as it stands: wait for the move's write
  // (made after the boards are drawn), as a reader's reload comes later.
  await expect.poll(() => new URL(page.url()).searchParams.get('line') ?? '').toContain('b6');
  await page.reload();
  await expect(verdict(board(page, 'Your own rules'))).toContainText('White wins');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Free play' }).click();
  await expect(page.locator('[data-code="custom"]')).toBeChecked();
  await expect(page.locator('[data-code="italy"]')).not.toBeChecked();
  await expect(page.getByLabel('Stalemate', { exact: true })).toHaveValue('win');
  await expect(page.getByLabel('Position in FEN', { exact: true })).toHaveValue('k7/2K5/8/8/8/1Q6/8/8 w - - 0 1');
});
