// The umpire's table: slips the laws forbid, played by clicks and by the
// keyboard on any study, on the compared boards (the hands on the first,
// the same acts on the others), and each code's remedies side by side,
// each with its law in the source's words; each change said in one short
// sentence.
import { test, expect, square, board, openLive } from './helpers.mjs';

const table = (page) => page.getByRole('region', { name: "The umpire's table" });
const hands = (page) => page.getByRole('grid', { name: /^The umpire's table, under .*: press a man/ });
const live = (page) => page.locator('[aria-live="polite"].sr-only');
const card = (page, id) => table(page).locator(`.umpire-code[data-code="${id}"]`);

async function umpireOn(page) {
  await page.getByLabel(/Umpire: play the slips/).check();
  await expect(hands(page)).toBeVisible();
}

test('a false move by clicks: the same slip meets each code\'s remedy', async ({ page }) => {
  await openLive(page, 'studies/false-move/');
  await umpireOn(page);
  // The compared boards are the table: each keeps its code's name and its
  // files and ranks; the hands act on the first.
  for (const name of ['Laws of the Game', 'Sarratt (England)', 'Code of 24 laws']) {
    await expect(board(page, name).getByRole('grid')).toBeVisible();
    await expect(board(page, name).locator('.coords.files')).toHaveText('abcdefgh');
  }
  await expect(board(page, 'Laws of the Game').getByRole('grid')).toHaveAccessibleName(/^The umpire's table, under Laws of the Game: press a man/);
  await square(hands(page), 'a3').click();
  await expect(live(page)).toHaveText('White holds the man from a3: press a square to put it there, or a3 to let go.');
  await square(hands(page), 'b4').click();
  // Every board shows the act on its own position, and what it comes to.
  const england = board(page, 'Sarratt (England)');
  await expect(square(england, 'b4')).toHaveAttribute('aria-label', 'b4, white rook');
  await expect(england.locator('.umpire-board-line')).toHaveText('Here too: a false move. Sarratt (1808) rules below.');
  // One short sentence is said; the rulings are read, not announced. The
  // slip is glossed in plain words.
  await expect(live(page)).toHaveText('A false move: 3 codes rule; choose a remedy.');
  await expect(table(page).locator('[aria-live], [role="status"]')).toHaveCount(0);
  await expect(table(page).locator('.umpire-status')).toHaveText('A false move: 3 codes rule; choose a remedy.');
  await expect(board(page, 'Laws of the Game').locator('.umpire-board-line')).toHaveText('A false move: 3 codes rule; choose a remedy.');
  await expect(table(page).locator('.umpire-gloss')).toHaveText('The player carried a man to a square its own move cannot reach, as a rook moved like a bishop.');

  const sarratt = card(page, 'sarratt');
  await expect(sarratt.locator('.umpire-slip')).toHaveText('A false move');
  await expect(sarratt).toContainText('Let the man remain where he played it');
  await expect(sarratt.locator('.umpire-quote').first()).toContainText('If a player make a false move');
  await expect(sarratt.locator('.umpire-quote footer').first()).toHaveText('Sarratt (1808), law 13');
  await expect(sarratt.locator('.umpire-window')).toContainText('Sarratt (1808), law 21');
  // Law 13's three remedies quote its words once; the fate of the slip
  // unclaimed quotes law 21.
  await expect(sarratt.locator('.umpire-quote')).toHaveCount(2);
  await expect(sarratt.locator('.umpire-quote').last()).toContainText('he can no longer insist on the penalty');
  const lotg = card(page, 'laws-of-the-game');
  await expect(lotg).toContainText('Leave the piece where it was placed');
  await expect(lotg.locator('.umpire-window')).toContainText('Laws of the Game, law 3');
  await expect(card(page, 'code-of-24')).toContainText('Take the man to a correct square');

  // Sarratt: play it on some other square, Rb3.
  await sarratt.getByRole('button', { name: 'Play it on some other square' }).click();
  await sarratt.getByRole('button', { name: 'Rb3', exact: true }).click();
  const landing = sarratt.locator('.umpire-landing');
  await expect(square(landing, 'b3')).toHaveAttribute('aria-label', 'b3, white rook');
  await expect(square(landing, 'b4')).toHaveAttribute('aria-label', 'b4, empty');
  // The Laws of the Game: the adversary leaves it on b4.
  await lotg.getByRole('button', { name: 'Leave the piece where it was placed' }).click();
  await expect(square(lotg.locator('.umpire-landing'), 'b4')).toHaveAttribute('aria-label', 'b4, white rook');
  await expect(live(page)).toHaveText(/^Laws of the Game: .{1,40}, shown on its card\.$/);

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: 'target/screenshots/umpire-false-move-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'target/screenshots/umpire-false-move-360.png', fullPage: true });
});

test('a touched man by the keyboard: touch-move under Sarratt, art. 4.3.1 today', async ({ page }) => {
  await openLive(page, 'studies/board-placement/');
  const toggle = page.getByLabel(/Umpire: play the slips/);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(hands(page)).toBeVisible();
  // The table's cursor starts on e2: two squares right and one down is g1.
  await square(hands(page), 'e2').focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter', 'Enter']) {
    await page.keyboard.press(key);
  }
  const sarratt = card(page, 'sarratt');
  await expect(sarratt.locator('.umpire-slip')).toHaveText('One of his own men touched');
  await expect(sarratt.locator('.umpire-quote').first()).toContainText('When a player has touched a piece he must move it');
  await expect(card(page, 'modern')).toContainText('art. 4.3.1');
  const remedy = sarratt.getByRole('button', { name: 'He must move the man he touched' });
  await remedy.focus();
  await page.keyboard.press('Enter');
  await sarratt.getByRole('button', { name: 'Nh3', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(square(sarratt.locator('.umpire-landing'), 'h3')).toHaveAttribute('aria-label', 'h3, white knight');

  // "J'adoube" first: no penalty anywhere.
  await table(page).getByRole('button', { name: 'Set the table again' }).click();
  await table(page).getByLabel(/j'adoube/).check();
  await square(hands(page), 'g1').click();
  await square(hands(page), 'g1').click();
  await expect(card(page, 'sarratt')).toContainText('No penalty');
  await expect(card(page, 'modern')).toContainText('art. 4.2.1');
});

test('a check left unannounced may be ignored under Sarratt, not today', async ({ page }) => {
  await openLive(page, 'studies/board-placement/');
  await umpireOn(page);
  await table(page).getByLabel('Also ask the umpire code and the primer').check();
  for (const [from, to] of [['d1', 'h5'], ['b8', 'c6']]) {
    await square(hands(page), from).click();
    await square(hands(page), to).click();
  }
  await expect(table(page).locator('.umpire-status')).toContainText('A lawful move');
  await table(page).getByLabel('Keep silent if the move checks').check();
  await square(hands(page), 'h5').click();
  await square(hands(page), 'f7').click();

  const sarratt = card(page, 'sarratt');
  await expect(sarratt.locator('.umpire-slip')).toHaveText('A check not announced');
  await expect(sarratt.locator('.umpire-quote').first()).toContainText('he must say');
  await expect(card(page, 'modern')).toContainText('Nothing need be said');
  await expect(card(page, 'umpire-code')).toContainText('silent');
  await expect(card(page, 'primer')).toContainText('must be met');
  // Black takes no notice and plays a knight move with his king attacked.
  await sarratt.getByRole('button', { name: /Take no notice/ }).click();
  await sarratt.getByRole('button', { name: 'Ng8-f6', exact: true }).click();
  const landing = sarratt.locator('.umpire-landing');
  await expect(square(landing, 'f6')).toHaveAttribute('aria-label', 'f6, black knight');
  await expect(square(landing, 'f7')).toHaveAttribute('aria-label', 'f7, white queen');
  await page.screenshot({ path: 'target/screenshots/umpire-unannounced-check.png', fullPage: true });
});

test('a king\'s penalty that would check him: barred by Laws of the Game 18, not by Sarratt', async ({ page }) => {
  await openLive(page, 'studies/king-penalty-into-check/');
  await umpireOn(page);
  await table(page).getByRole('button', { name: "Make this law's slip" }).click();
  const lotg = card(page, 'laws-of-the-game');
  await expect(lotg.locator('.umpire-slip')).toHaveText('A false move');
  await expect(lotg).toContainText('Leave the piece where it was placed');
  const barred = lotg.locator('.umpire-barred');
  await expect(barred).toContainText('Replace it and move the king: not to be enforced');
  await expect(barred.locator('.umpire-quote')).toContainText('In no case where the penalty of moving the king');
  await expect(card(page, 'sarratt').locator('.umpire-barred')).toHaveCount(0);
  // The primer takes the move back: the bishop has no other, so any move.
  await expect(card(page, 'primer')).toContainText('any move');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'target/screenshots/umpire-king-penalty-360.png', fullPage: true });
});

test('each board does the acts again on its own position: a slip on one may be lawful on another', async ({ page }) => {
  // At the end of the line the Italian board stands before 3.exd6, which
  // it refuses; the English and the modern boards have played it.
  await openLive(page, 'studies/passar-battaglia/');
  await umpireOn(page);
  const italy = board(page, 'Italy (Sarratt)');
  const modern = board(page, 'Modern');
  await expect(italy.locator('.umpire-board-line')).toHaveText('What the hands do on the first board is done again here.');
  // Black takes the pawn on d6: lawful on the first board; on the Italian
  // one, where White is to play, Black's hand moved his adversary's man.
  await square(hands(page), 'c7').click();
  await square(hands(page), 'd6').click();
  await expect(live(page)).toHaveText('A lawful move; White to play.');
  await expect(italy.locator('.umpire-board-line')).toHaveText("Here the same act is a slip: one of the adversary's men moved.");
  await expect(modern.locator('.umpire-board-line')).toHaveText("The same acts, on this board's position.");
  await expect(square(modern, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  // Then White's knight goes straight ahead: a false move on the first
  // board and the modern one, each ruled by its own code.
  await square(hands(page), 'b1').click();
  await square(hands(page), 'b3').click();
  await expect(live(page)).toHaveText('A false move: 2 codes rule; choose a remedy.');
  await expect(modern.locator('.umpire-board-line')).toHaveText('Here too: a false move. Modern (FIDE 2023) rules below.');
  await expect(italy.locator('.umpire-board-line')).toHaveText("Here: one of the adversary's men moved.");
  await expect(table(page).locator('.umpire-code')).toHaveCount(2);
  await expect(square(board(page, 'Sarratt (England)'), 'b3')).toHaveAttribute('aria-label', 'b3, white knight');

  // Off again, the boards are the study's once more.
  await page.getByLabel(/Umpire: play the slips/).uncheck();
  await expect(board(page, 'Sarratt (England)').getByRole('grid')).toHaveAccessibleName('Sarratt (England): chess board');
  await expect(board(page, 'Sarratt (England)').locator('p.verdict')).toBeVisible();
});

test('the table on the boards at a phone\'s width and a desktop\'s', async ({ page }) => {
  for (const [width, height] of [[1280, 900], [360, 800]]) {
    await page.setViewportSize({ width, height });
    await openLive(page, 'studies/false-move/');
    await umpireOn(page);
    await square(hands(page), 'a3').click();
    await square(hands(page), 'b4').click();
    await card(page, 'sarratt').getByRole('button', { name: 'Play it on some other square' }).click();
    // Nothing wider than the page.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `target/screenshots/umpire-on-boards-${width}.png`, fullPage: true });
  }
});
