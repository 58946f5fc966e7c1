// The umpire's table: slips the laws forbid, played by clicks and by the
// keyboard on any study, and each code's remedies side by side, each with
// its law in the source's words.
import { test, expect, square } from './helpers.mjs';

const table = (page) => page.getByRole('region', { name: "The umpire's table" });
const hands = (page) => table(page).getByRole('grid', { name: /The umpire's table: press a man/ });
const card = (page, id) => table(page).locator(`.umpire-code[data-code="${id}"]`);

async function umpireOn(page) {
  await page.getByLabel(/Umpire: play the slips/).check();
  await expect(hands(page)).toBeVisible();
}

test('a false move by clicks: the same slip meets each code\'s remedy', async ({ page }) => {
  await page.goto('./?s=false-move');
  await umpireOn(page);
  // The comparison boards give way to the table.
  await expect(page.locator('.boards-grid')).toBeHidden();
  await square(hands(page), 'a3').click();
  await square(hands(page), 'b4').click();

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

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: 'target/screenshots/umpire-false-move-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'target/screenshots/umpire-false-move-360.png', fullPage: true });
});

test('a touched man by the keyboard: touch-move under Sarratt, art. 4.3.1 today', async ({ page }) => {
  await page.goto('./?s=board-placement');
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
  await page.goto('./?s=board-placement');
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
  await page.goto('./?s=king-penalty-into-check');
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
