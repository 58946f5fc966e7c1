// The writer's figure on the board: arrows and marks drawn with a mouse,
// by touch in Draw mode and by keyboard, kept in the address; the caption
// and the comment under the boards; an embed that only shows them.
import { mkdirSync } from 'node:fs';
import { test, expect, board, square, openLive } from './helpers.mjs';

const shots = 'target/screenshots';
mkdirSync(shots, { recursive: true });

const overlay = (scope) => scope.locator('svg.board-shapes');

/** The centre of a square in page coordinates. */
async function centre(scope, name) {
  const box = await square(scope, name).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A right-drag with the mouse from one square to another. */
async function rightDrag(page, scope, from, to) {
  const a = await centre(scope, from);
  const b = await centre(scope, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
}

const fresh = './?codes=modern,sarratt&line=e4&at=1';

test('the headline law shows the squares of each way of castling and its caption', async ({ page }) => {
  await openLive(page, 'studies/italian-castling/');
  const italy = board(page, 'Italy (Sarratt)');
  await expect(overlay(italy).locator('circle[data-mark]')).toHaveCount(4);
  await expect(overlay(board(page, 'Modern')).locator('circle[data-mark="g1"]')).toHaveCount(1);
  await expect(page.locator('.figure-caption')).toContainText('One castling or four');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone the codes are tabs: Italy's board is behind its own. The
    // layout follows the width a moment after it changes: each width's
    // layout is waited for, not read at once.
    const tab = page.getByRole('tab', { name: /^Italy \(Sarratt\)/ });
    if (width < 480) await tab.click();
    else await expect(tab).toBeHidden();
    await italy.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/shapes-castling-${width}.png` });
  }
});

test('a right-drag draws an arrow, a right-click marks, the same again removes', async ({ page }) => {
  await page.goto(fresh);
  const modern = board(page, 'Modern');
  await expect(square(modern, 'e4')).toBeVisible();
  await rightDrag(page, modern, 'd2', 'd4');
  await expect(overlay(modern).locator('g[data-arrow="d2d4"][data-brush="green"]')).toHaveCount(1);
  // Drawn on this board only.
  await expect(overlay(board(page, 'Sarratt (England)')).locator('g[data-arrow]')).toHaveCount(0);
  await expect(page).toHaveURL(/shapes=1@modern:Gd2d4/);
  // Shift: red. A press and release on one square marks it.
  await page.keyboard.down('Shift');
  await rightDrag(page, modern, 'f7', 'f7');
  await page.keyboard.up('Shift');
  await expect(overlay(modern).locator('circle[data-mark="f7"][data-brush="red"]')).toHaveCount(1);
  // No man was picked up or moved by any of it.
  await expect(page).toHaveURL(/line=e4&/);
  await rightDrag(page, modern, 'd2', 'd4');
  await expect(overlay(modern).locator('g[data-arrow]')).toHaveCount(0);
  // On every board.
  await page.getByLabel('Draw on every board').check();
  await rightDrag(page, modern, 'g1', 'f3');
  await expect(overlay(board(page, 'Sarratt (England)')).locator('g[data-arrow="g1f3"]')).toHaveCount(1);
  await expect(page).toHaveURL(/shapes=1:Gg1f3/);
  await page.screenshot({ path: `${shots}/shapes-drawn-1280.png` });
});

test.describe('by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 800 } });

  test('in Draw mode a tap marks a square and a touch drag draws an arrow', async ({ page }) => {
    await page.goto(fresh);
    const modern = board(page, 'Modern');
    await page.getByRole('button', { name: 'Draw' }).click();
    await expect(page.getByRole('button', { name: 'Draw' })).toHaveAttribute('aria-pressed', 'true');
    await square(modern, 'd4').tap();
    await expect(overlay(modern).locator('circle[data-mark="d4"]')).toHaveCount(1);
    const a = await centre(modern, 'b1');
    const b = await centre(modern, 'c3');
    const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, bubbles: true };
    await square(modern, 'b1').dispatchEvent('pointerdown', { ...touch, clientX: a.x, clientY: a.y });
    await square(modern, 'b1').dispatchEvent('pointerup', { ...touch, clientX: b.x, clientY: b.y });
    await expect(overlay(modern).locator('g[data-arrow="b1c3"]')).toHaveCount(1);
    // The men stayed where they were: nothing was played.
    await expect(page).toHaveURL(/line=e4&/);
    await modern.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/shapes-touch-360.png` });
  });
});

test('by keyboard, A on two squares draws an arrow and M marks', async ({ page }) => {
  await page.goto(fresh);
  const modern = board(page, 'Modern');
  await square(modern, 'g1').focus();
  await page.keyboard.press('a');
  await expect(modern.locator('.board-message')).toContainText('Arrow from g1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('a');
  await expect(overlay(modern).locator('g[data-arrow="g1f3"]')).toHaveCount(1);
  await page.keyboard.press('Alt+m');
  await expect(overlay(modern).locator('circle[data-mark="f3"][data-brush="blue"]')).toHaveCount(1);
  await expect(page).toHaveURL(/shapes=1@modern:Bf3,Gg1f3/);
});

test('a comment and a caption are written under the boards and kept in the address', async ({ page }) => {
  await page.goto(fresh);
  await page.getByText('Comment and caption').click();
  await page.getByLabel('Caption: title').fill('The open game');
  await page.getByLabel('Caption: the sentence under it').fill('White takes the centre; Black answers.');
  await page.getByLabel(/^Comment, after/).fill('The king\u2019s pawn, two squares');
  await page.getByLabel('Caption: title').focus();
  await expect(page.locator('.figure-caption')).toContainText('The open game White takes the centre');
  await expect(page.locator('.figure-comment')).toContainText('two squares');
  await expect(page).toHaveURL(/caption=The\+open\+game;White\+takes\+the\+centre%3B\+Black\+answers\./);
  await expect(page).toHaveURL(/comments=1:The\+king/);
  await page.reload();
  await expect(page.locator('.figure-comment')).toContainText('two squares');
});

test("the comment's label names the move as written: only its own first letter is lowered", async ({ page }) => {
  await page.goto('./?codes=modern&line=e4_e5_Nf3&at=3');
  await page.getByText('Comment and caption').click();
  await expect(page.getByLabel('Comment, after 2.Nf3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await expect(page.getByLabel('Comment, at the start', { exact: true })).toBeVisible();
});

test('a view-only embed shows the shapes and the caption, with no tool to draw', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(
      './?codes=modern&line=e4&shapes=1:Ge2e4,Rd5&caption=The+first+move;Two+squares+at+once.&comments=1:A+pawn%27s+leap&embed=1&interactive=0',
    );
    const modern = board(page, 'Modern');
    await expect(overlay(modern).locator('g[data-arrow="e2e4"]')).toHaveCount(1);
    await expect(overlay(modern).locator('circle[data-mark="d5"]')).toHaveCount(1);
    await expect(page.locator('.figure-caption')).toContainText('The first move Two squares at once.');
    await expect(page.locator('.figure-comment')).toContainText("A pawn's leap");
    await expect(page.getByRole('button', { name: 'Draw' })).toHaveCount(0);
    // A right-drag draws nothing in a view-only embed.
    await rightDrag(page, modern, 'g1', 'f3');
    await expect(overlay(modern).locator('g[data-arrow]')).toHaveCount(1);
    await page.screenshot({ path: `${shots}/shapes-embed-${width}.png`, fullPage: true });
  }
});

test('a malformed arrow in an imported game is named, and the rest of the game is read', async ({ page }) => {
  await page.goto('import/');
  await page.getByLabel('Game text').fill('[Event "A drawn game"]\n\n1. e4 { [%cal Ge2e4,Gz9e4] the king\'s pawn } e5 2. Nf3 *\n');
  await page.getByRole('button', { name: 'Read the games' }).click();
  await expect(page.locator('.import-verdicts')).toBeVisible();
  await expect(page.locator('.import-problem')).toContainText('cannot be read and was left out');
  await page.getByRole('button', { name: 'Open as study' }).click();
  // The arrow that reads is drawn; the comment's words are kept.
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('svg.board-shapes').first().locator('[data-arrow]')).toHaveCount(1);
  await expect(page.locator('.figure-comment')).toContainText("the king's pawn");
});
