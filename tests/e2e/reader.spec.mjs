// Reader first: a newcomer's first minute on the home screen,
// the boards in sight with a prompt of what to try, screens named in the
// title and the address.
import { test, expect, board, square, clickMoves, openAtStart, studyWhole, openLive } from './helpers.mjs';

const shoot = (page, name, width, height) =>
  page.screenshot({ path: `target/screenshots/${name}-${width}x${height}.png`, fullPage: true });

test('a first visit opens home: four laws, each one click from its boards', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 2, name: /Play the old laws/ })).toBeVisible();
  await expect(page).toHaveTitle('The Old Laws of Chess');
  const cards = page.locator('.home-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.locator('svg')).toHaveCount(4);
  await expect(page.locator('.home-resume')).toHaveCount(0);
  await page.getByRole('link', { name: /Passar battaglia/ }).click();
  await expect(page).toHaveURL(/studies\/passar-battaglia\//);
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  await expect(page).toHaveTitle(/^Passar battaglia.* \u2014 The Old Laws of Chess$/);
  await expect(page.locator('.try-this')).toContainText('3.exd6');
  // The reader's place is saved once the boards play (the island saves
  // it, as the live app does): a reader who leaves before has no place to
  // resume.
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  // Back returns home; a returning reader can resume.
  await page.goBack();
  await expect(page).toHaveURL(/view=home/);
  await expect(page.locator('.home-card')).toHaveCount(4);
  await page.goto('./?view=home');
  const resume = page.getByRole('link', { name: /^Resume: Passar battaglia/ });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  // The bare address with a saved study still opens the study.
  await page.goto('./');
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
});

test('screens are named in the title and kept by reload', async ({ page }) => {
  await openLive(page, 'studies/stalemate-verdicts/');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Library of laws' }).click();
  await expect(page).toHaveURL(/\/library\//);
  await expect(page).toHaveTitle(/^Library of laws/);
  await page.reload();
  await expect(page.locator('.library-item').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/studies\/stalemate-verdicts\//);
  await expect(page).toHaveTitle(/^Stalemate.* \u2014 The Old Laws of Chess$/);
});

for (const [width, height] of [[1280, 800], [360, 740]]) {
  test(`at ${width}x${height} the study shows what to try, and the home screen is photographed`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./?view=home');
    await expect(page.locator('.home-card svg')).toHaveCount(4);
    await shoot(page, 'home', width, height);
    await openLive(page, 'studies/italian-castling/');
    await expect(page.locator('.try-this')).toContainText('castle');
    const top = await page.locator('.compare-board .board').first().evaluate((el) => el.getBoundingClientRect().top);
    console.log(`first board top at ${width}x${height}: ${Math.round(top)} px`);
    await shoot(page, 'study-reader', width, height);
  });
}

test('the skip link takes the keyboard to the boards', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  const skip = page.getByRole('link', { name: 'Skip to the boards' });
  // A reader tabs once the page is there: wait for it to be drawn.
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#boards')).toBeFocused();
  await expect(page).toHaveURL(/studies\/passar-battaglia\//);
});

// The figure in an article: three codes side by side in one row where
// their squares keep 24 px (from 680 px), else one board at a time behind
// tabs; within 800 px at 600 px wide and 1,000 px on a phone (the height
// the frame reports to its article, scripts/build/boot-extras.js).
for (const [width, height, most] of [[800, 800, 850], [600, 800, 800], [360, 740, 1050]]) {
  test(`an embed of a three-code study fits in ${most} px at ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // The longest quotation and line of the three-code studies too.
    await openLive(page, 'embed/italian-castling/');
    await expect(page.locator('.compare-board .board')).toHaveCount(3);
    await page.locator(studyWhole).waitFor();
    const castling = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    console.log(`embed of italian-castling at ${width}x${height}: ${castling} px tall`);
    expect(castling).toBeLessThanOrEqual(most);
    await openLive(page, 'embed/stalemate-verdicts/');
    await expect(page.locator('.compare-board')).toHaveCount(3);
    await expect(page.locator('.compare-board .board')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.locator(studyWhole).waitFor();
    const tall = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const tops = await page.locator('.compare-board .board').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    console.log(`embed at ${width}x${height}: ${tall} px tall, board tops ${tops.join(', ')}`);
    await shoot(page, 'embed-stalemate', width, height);
    if (width >= 680) expect(new Set(tops).size, 'boards in one row').toBe(1);
    else await expect(page.getByRole('tab')).toHaveCount(3);
    expect(tall).toBeLessThanOrEqual(most);
  });
}

test('at 1280x800 the first board of every headline law is in sight on arrival', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const id of ['italian-castling', 'passar-battaglia', 'stalemate-verdicts', 'pawn-and-three-moves']) {
    await openLive(page, `studies/${id}/`);
    const box = await page.locator('.compare-board .board').first().boundingBox();
    console.log(`${id} at 1280x800: first board from ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px`);
    expect(box.y + box.height / 2, id).toBeLessThan(800);
  }
});

test('the Embed dialog writes a height that fits the figure', async ({ page }) => {
  await openLive(page, 'studies/stalemate-verdicts/');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const code = await page.getByLabel('Iframe code').inputValue();
  const written = Number(code.match(/height="(\d+)"/)[1]);
  await page.setViewportSize({ width: 600, height: 800 });
  await openLive(page, 'embed/stalemate-verdicts/');
  await expect(page.locator('.compare-board .board')).toHaveCount(3);
  await page.locator(studyWhole).waitFor();
  const tall = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  console.log(`Embed dialog writes height ${written}; the figure is ${tall} px at 600 px wide`);
  expect(written).toBeGreaterThanOrEqual(tall);
  expect(written).toBeLessThanOrEqual(tall + 120);
});

test('a move made by keyboard leaves the focus on the board', async ({ page }) => {
  await openAtStart(page, 'stalemate-verdicts');
  const england = board(page, 'Sarratt (England)');
  await square(england, 'b3').focus();
  await page.keyboard.press('Enter');
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(square(england, 'b6')).toHaveAttribute('aria-label', 'b6, white queen');
  await expect(england.locator('[data-square]:focus')).toHaveAttribute('data-square', 'b6');
});

test('a move mid-line sets the rest aside, and Undo puts the line back where the reader stood', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  const moves = page.locator('.move-list .move');
  await moves.first().waitFor();
  const whole = await moves.count();
  expect(whole).toBeGreaterThan(3);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();
  await page.locator('.move-list .move[data-index="1"]').click();
  await clickMoves(board(page, 'Modern'), ['a2a3']);
  await expect(moves).toHaveCount(3);
  await expect(page.locator('.line-note')).toContainText(`the ${whole - 2} moves it would have replaced are kept`);
  const kept = page.locator('.kept-lines .kept-line');
  await expect(kept).toHaveCount(1);
  await undo.click();
  await expect(moves).toHaveCount(whole);
  await expect(page.locator('.move-list .move[aria-current="step"]')).toHaveAttribute('data-index', '1');
  await expect(page.locator('.line-note')).toHaveCount(0);
  await expect(kept).toHaveCount(0);
  await expect(undo).toBeDisabled();
});

test('the claim of a draw and the notice to count fifty moves are steps of the line, each with its law', async ({ page }) => {
  await openLive(page, 'studies/fifty-moves-on-notice/');
  const moves = page.locator('.move-list .move');
  await moves.first().waitFor();
  const whole = await moves.count();
  // At the end of the walk the fifty moves are up: today's player may claim.
  const claim = page.getByRole('button', { name: /^Claim a draw/ });
  await expect(claim).toHaveText(/^Claim a draw \(FIDE/);
  await claim.click();
  await expect(moves).toHaveCount(whole + 1);
  // The codes without the claim refuse it, each by its law.
  await expect(moves.last()).toHaveText(/^claim \(Refused under Laws of the Game/);
  await expect(moves.last()).toHaveAttribute('aria-current', 'step');
  await expect(claim).toHaveCount(0);
  // At the start, the defender may give notice under the Laws of the Game.
  await page.getByRole('button', { name: 'Go to the start' }).click();
  const notice = page.getByRole('button', { name: /^Give notice to count fifty moves/ });
  await expect(notice).toHaveText('Give notice to count fifty moves (Laws of the Game, law 19)');
  await notice.click();
  await expect(moves).toHaveCount(1);
  await expect(moves.first()).toHaveText(/^notice/);
  await expect(page.locator('.line-note')).toContainText(`the ${whole + 1} moves it would have replaced are kept`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(moves).toHaveCount(whole + 1);
  await expect(page.locator('.line-note')).toHaveCount(0);
});

test('a move mid-line starts a new line and keeps the old one, through a reload and back on the boards', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  const moves = page.locator('.move-list .move');
  await moves.first().waitFor();
  const whole = await moves.count();
  const demonstration = await moves.allTextContents();
  await page.locator('.move-list .move[data-index="1"]').click();
  await clickMoves(board(page, 'Modern'), ['a2a3']);
  await expect(moves).toHaveCount(3);
  const kept = page.locator('.kept-lines .kept-line');
  await expect(kept).toHaveCount(1);
  await expect(page).toHaveURL(/kept=/);
  await page.reload();
  await expect(kept).toHaveCount(1);
  await kept.first().click();
  await expect(moves).toHaveCount(whole);
  expect(await moves.allTextContents()).toEqual(demonstration);
  await expect(page.locator('.move-list .move[aria-current="step"]')).toHaveAttribute('data-index', '2');
  // The reader's own line is kept in its turn.
  await expect(kept).toHaveCount(1);
  await expect(kept.first()).toContainText('a3');
});

test('disclosures show a marker, and opening one leaves the boards in line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLive(page, 'studies/stalemate-verdicts/');
  const summary = page.locator('.code-changes summary').first();
  const marker = await summary.evaluate((el) => getComputedStyle(el, '::before').borderLeftWidth);
  expect(parseFloat(marker)).toBeGreaterThan(0);
  const tops = () => page.locator('.compare-board .board').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  const before = await tops();
  await summary.click();
  expect(await tops()).toEqual(before);
});

test('the move list is one tab stop, and the arrow keys carry the focus along the line', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  const moves = page.locator('.move-list .move');
  await moves.first().waitFor();
  const count = await moves.count();
  expect(count).toBeGreaterThan(2);
  // Only the move shown (the last one) takes the Tab.
  await expect(page.locator('.move-list .move[tabindex="0"]')).toHaveCount(1);
  await expect(moves.last()).toHaveAttribute('tabindex', '0');
  await moves.last().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(moves.nth(count - 2)).toBeFocused();
  await expect(moves.nth(count - 2)).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowUp');
  await expect(moves.nth(count - 3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(moves.nth(count - 2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(moves.first()).toBeFocused();
  await expect(page.locator('.move-list .move[tabindex="0"]')).toHaveCount(1);
  // Tab leaves the list at once: no other move is a stop.
  await page.keyboard.press('Tab');
  const inList = await page.evaluate(() => !!document.activeElement.closest('.move-list'));
  expect(inList).toBe(false);
});

test('after the promotion or castling picker, the focus is back on the board', async ({ page }) => {
  await openAtStart(page, 'italian-castling');
  const italy = board(page, 'Italy (Sarratt)');
  await clickMoves(italy, ['e2e4', 'e7e5', 'f2f4', 'e5f4', 'g1f3', 'f8e7', 'f1c4', 'e7h4', 'g2g3', 'f4g3']);
  // The Italian castling asked for with the keyboard: the king, then h1.
  await square(italy, 'e1').focus();
  await page.keyboard.press('Enter');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog');
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: /King to h1, rook to f1/ }).press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(square(italy, 'h1')).toHaveAttribute('aria-label', 'h1, white king');
  await expect(italy.locator('[data-square]:focus')).toHaveAttribute('data-square', 'h1');
});
