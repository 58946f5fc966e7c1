// The headline scenarios of the sources, played by clicks on the built
// site: each code's board shows where it parts from the others, and why.
import { test, expect, board, square, clickMoves, verdict, openAtStart, openLive } from './helpers.mjs';

test('passar battaglia: exd6 is taken in England and refused in Italy, with the law', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  const england = board(page, 'Sarratt (England)');
  await clickMoves(england, ['e2e4', 'g8f6', 'e4e5', 'd7d5', 'e5d6']);
  await expect(square(england, 'd6')).toHaveAttribute('aria-label', 'd6, white pawn');
  await expect(square(england, 'd5')).toHaveAttribute('aria-label', 'd5, empty');
  await expect(verdict(england)).toHaveText('Black to move');

  const italy = board(page, 'Italy (Sarratt)');
  await expect(verdict(italy)).toContainText('Refused: 3.exd6');
  await expect(verdict(italy)).toContainText('No en passant in Italy');
  await expect(verdict(italy)).toContainText('Sarratt (1808), law 15, N.B.');
  // Italy's board stays before the refused capture: Black's pawn is safe on d5.
  await expect(square(italy, 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');
  await expect(page.locator('.verdict-table tr', { hasText: 'Italy' })).toContainText('Refused: 3.exd6');
  await expect(page.locator('.move.refused')).toHaveText(/exd6/);
});

test('stalemate: the same queen move is a draw, a loss and a win', async ({ page }) => {
  await openAtStart(page, 'stalemate-verdicts');
  await clickMoves(board(page, 'Sarratt (England)'), ['b3b6']);
  await expect(verdict(board(page, 'Sarratt (England)'))).toContainText('Stalemate: drawn game');
  await expect(verdict(board(page, "Parsloe's club"))).toContainText('Stalemate: Black wins');
  await expect(verdict(board(page, 'Turkey'))).toContainText('Stalemate: White wins');
  const table = page.locator('.verdict-table tbody');
  await expect(table).toContainText('Drawn');
  await expect(table).toContainText('Black wins');
  await expect(table).toContainText('White wins');
});

test('rules set by hand: a book that rules otherwise is not called silent, and the law of the rule played is named', async ({ page }) => {
  // A stalemate won by the stalemater, with the reasons citing the Code of
  // 24, whose law 24 draws it: that book rules otherwise, and the rule
  // played is the one Sarratt reports of Turkey.
  const handSet = 'custom:stalemate-win.laws-code24';
  await openLive(page, `studies/stalemate-verdicts/?codes=sarratt,${handSet}&fen=k7/2K5/8/8/8/1Q6/8/8%20w%20-%20-%200%201`);
  const boards = page.locator('.compare-board');
  await expect(boards).toHaveCount(2);
  await clickMoves(boards.first(), ['b3b6']);
  const handSetVerdict = verdict(boards.nth(1));
  await expect(handSetVerdict).toContainText('Stalemate: White wins');
  await expect(handSetVerdict).toContainText('Code of 24 laws rules otherwise (law 24)');
  await expect(handSetVerdict).toContainText('Sarratt (1808), law 24, note on Turkey');
  await expect(handSetVerdict).not.toContainText('silent');
});

test('pawn and three moves: Qh5 is refused when confined, and mates when not', async ({ page }) => {
  await openAtStart(page, 'pawn-and-three-moves');
  const england = board(page, 'Sarratt (England)');
  await clickMoves(england, ['e2e3', 'f1d3', 'd1h5']);
  const laws = board(page, 'Laws of the Game');
  await expect(verdict(laws)).toContainText('Refused: 3.Qh5+');
  await expect(verdict(laws)).toContainText('Laws of the Game, law 15');
  await expect(square(laws, 'd1')).toHaveAttribute('aria-label', 'd1, white queen');

  // Unconfined, Black's only reply is g6 (the king is in check, f7 is gone).
  await square(england, 'e8').click();
  await expect(england.locator('.square.target')).toHaveCount(0);
  await clickMoves(england, ['g7g6', 'h5g6', 'h7g6', 'd3g6']);
  await expect(verdict(england)).toContainText('Checkmate: White wins');
  await expect(verdict(board(page, 'Modern'))).toContainText('Checkmate: White wins');
});

test('a scenario opens at the end of its line and steps back on every board at once', async ({ page }) => {
  await openLive(page, 'studies/passar-battaglia/');
  await expect(verdict(board(page, 'Italy (Sarratt)'))).toContainText('Refused: 3.exd6');
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(verdict(board(page, 'Italy (Sarratt)'))).toHaveText('White to move');
  await expect(square(board(page, 'Sarratt (England)'), 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');
  await page.getByRole('button', { name: 'Go to the end' }).click();
  await expect(square(board(page, 'Sarratt (England)'), 'd6')).toHaveAttribute('aria-label', 'd6, white pawn');
  // The arrow keys step through the line when no board has the focus.
  await page.locator('blockquote.quotation').click();
  await page.keyboard.press('ArrowLeft');
  await expect(verdict(board(page, 'Italy (Sarratt)'))).toHaveText('White to move');
  await page.keyboard.press('Home');
  await expect(square(board(page, 'Italy (Sarratt)'), 'e2')).toHaveAttribute('aria-label', 'e2, white pawn');
  await page.keyboard.press('End');
  await expect(verdict(board(page, 'Italy (Sarratt)'))).toContainText('Refused: 3.exd6');
});

test('the descriptive notation, compact and in words', async ({ page }) => {
  await openLive(page, 'studies/pawn-and-three-moves/');
  await page.getByRole('button', { name: 'Descriptive (P-K4)' }).click();
  const moves = page.locator('.move-list');
  await expect(moves).toContainText('P-K3');
  await expect(moves).toContainText('B-Q3');
  await expect(moves).toContainText('Q-R5ch');
  // The same line in words, kept by the address.
  await page.getByRole('button', { name: 'In words (P. to K. 4th)' }).click();
  await expect(moves).toContainText('P. to K. 3d');
  await expect(moves).toContainText('B. to Q. 3d');
  await expect(page).toHaveURL(/notation=words/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'In words (P. to K. 4th)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(moves).toContainText('P. to K. 3d');
});

test('Italian castling: four ways in Italy, one in England, and the third way after Cunningham', async ({ page }) => {
  await openAtStart(page, 'italian-castling');
  const italy = board(page, 'Italy (Sarratt)');
  const england = board(page, 'Sarratt (England)');
  await clickMoves(italy, ['e2e4', 'e7e5', 'f2f4', 'e5f4', 'g1f3', 'f8e7', 'f1c4', 'e7h4', 'g2g3', 'f4g3']);
  // The live region says the move with its number, and what the codes
  // share once.
  await expect(page.locator('[aria-live="polite"].sr-only')).toHaveText('After 5...fxg3: all three codes play on; White to move.');
  // The king picked up: England offers e2, f1 and g1; Italy also h1.
  await square(england, 'e1').click();
  await expect(england.locator('.square.target')).toHaveCount(3);
  await expect(square(england, 'h1')).not.toHaveClass(/target/);
  await square(england, 'e1').click();
  await square(italy, 'e1').click();
  await expect(square(italy, 'g1')).toHaveClass(/target/);
  await expect(square(italy, 'h1')).toHaveClass(/target/);
  await expect(italy.locator('.square.target')).toHaveCount(4);
  // King to the rook's square: the reader chooses where the rook goes.
  await square(italy, 'h1').click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('button', { name: /King to h1, rook to f1/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /King to h1, rook to e1/ })).toBeVisible();
  await picker.getByRole('button', { name: /King to h1, rook to f1/ }).click();
  await expect(square(italy, 'h1')).toHaveAttribute('aria-label', 'h1, white king');
  await expect(square(italy, 'f1')).toHaveAttribute('aria-label', 'f1, white rook');
  await expect(square(italy, 'g3')).toHaveAttribute('aria-label', 'g3, black pawn');
  await expect(verdict(italy)).toHaveText('Black to move');
  await expect(verdict(england)).toContainText('Refused: 6.O-O(Kh1,Rf1)');
  await expect(verdict(england)).toContainText('Sarratt (1808), law 16');
  await expect(verdict(board(page, 'Modern'))).toContainText('Refused');
});

test('stalemate verdicts played by keyboard alone', async ({ page }) => {
  await openAtStart(page, 'stalemate-verdicts');
  const england = board(page, 'Sarratt (England)');
  // Tab from the top of the page until the focus is on a square of the first board.
  await page.locator('body').focus();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const onBoard = await england.evaluate((el) => el.contains(document.activeElement) && document.activeElement.matches('[data-square]'));
    if (onBoard) break;
  }
  // The cursor starts on the king of the side to move (c7): go to the queen on b3.
  await expect(england.locator('[data-square]:focus')).toHaveAttribute('data-square', 'c7');
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
  await expect(england.locator('[data-square]:focus')).toHaveAttribute('data-square', 'b3');
  await page.keyboard.press('Enter');
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
  await page.keyboard.press('Space');
  await expect(square(england, 'b6')).toHaveAttribute('aria-label', 'b6, white queen');
  await expect(verdict(england)).toContainText('Stalemate: drawn game');
  await expect(verdict(board(page, "Parsloe's club"))).toContainText('Black wins');
  await expect(verdict(board(page, 'Turkey'))).toContainText('White wins');
  // The move and the verdicts were announced in the live region.
  await expect(page.locator('[aria-live="polite"].sr-only')).toContainText('Turkey');
});

test('the odds forgotten: the giver\'s mate draws under Sarratt and the Laws of the Game, and wins today', async ({ page }) => {
  await openAtStart(page, 'odds-forgotten');
  await expect(page).toHaveURL(/start=forgotten:white:f2/);
  const england = board(page, 'Sarratt (England)');
  // Légal's mate, by clicks; every board replays it.
  await clickMoves(england, ['e2e4', 'e7e5', 'g1f3', 'd7d6', 'f1c4', 'c8g4', 'b1c3', 'g7g6',
    'f3e5', 'g4d1', 'c4f7', 'e8e7', 'c3d5']);
  await expect(verdict(england)).toContainText('drawn game');
  await expect(verdict(england)).toContainText('Sarratt (1808), law 4');
  await expect(verdict(board(page, 'Laws of the Game'))).toContainText('Laws of the Game, law 14');
  await expect(verdict(board(page, 'Modern'))).toContainText('Checkmate: White wins');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: 'target/screenshots/odds-forgotten-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'target/screenshots/odds-forgotten-360.png', fullPage: true });
  // The address keeps the start: a reload gives the same verdicts.
  await page.reload();
  await expect(verdict(board(page, 'Sarratt (England)'))).toContainText('Sarratt (1808), law 4');
});

test('the umpire\'s fifty additional moves: demanded in an ending the Laws of the Game do not name', async ({ page }) => {
  await openLive(page, 'studies/fifty-moves-by-the-umpire/');
  await expect(verdict(board(page, 'Umpire code'))).toContainText('Counting Fifty Moves');
  await expect(verdict(board(page, 'Laws of the Game'))).toContainText('Laws of the Game, law 19');
});
