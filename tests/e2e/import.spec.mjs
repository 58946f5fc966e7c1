// Import a game: paste a PGN, see a verdict per code, open it as a study;
// upload a file; paste garbage and get a message; a thousand games stay
// responsive.
import { test, expect, board, comeAlive, serveFakeWorker } from './helpers.mjs';

// Every import is the worker's job, and a page's first starts the worker:
// its wasm is fetched and compiled, and the page waits up to 10 s for its
// first answer before it replays the games itself
// (src/components/screens/import.rs). The first games listed are awaited
// that long, and more.
const expectFirstGames = expect.configure({ timeout: 20_000 });

const EN_PASSANT = `[Event "Passar battaglia"]
[White "A"]
[Black "B"]

1.e4 Nf6 2.e5 d5 3.exd6 {en passant} exd6 *`;

/** Opens the import screen from home's masthead, live: these tests are of
 * what the live app does (the page as built hands over what the reader did
 * on it, tested in edition.spec.mjs). */
async function openImport(page) {
  await page.goto('./');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Import a game' }).click();
  await page.waitForURL(/\/import\/$/);
  await comeAlive(page);
}

test('a pasted PGN gets a verdict per code and opens as a study', async ({ page }) => {
  await openImport(page);
  await page.getByLabel('Game text').fill(EN_PASSANT);
  await page.getByRole('button', { name: 'Read the games' }).click();
  const game = page.locator('.import-game').first();
  await expectFirstGames(game.locator('h3')).toContainText('A \u2013 B, Passar battaglia');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Modern/ })).toContainText('Plays through');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Refuses 3.exd6: ');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Sarratt (1808), law 15, N.B.');
  await game.getByRole('button', { name: 'Open as study' }).click();
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
  await expect(board(page, 'Modern')).toBeVisible();
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_exd6/);
  // The study exports as PGN with its laws.
  await page.getByRole('button', { name: 'Export PGN' }).click();
  await expect(page.locator('textarea.export-pgn')).toHaveValue(/\[Codes "modern,italy/);
  // The code in a tag of its own, no Variant other readers do not know,
  // and the refusal said at the move refused.
  await expect(page.locator('textarea.export-pgn')).toHaveValue(/\[Code "modern"\]/);
  await expect(page.locator('textarea.export-pgn')).not.toHaveValue(/\[Variant /);
  await expect(page.locator('textarea.export-pgn')).toHaveValue(/3\.exd6\s+\{Italy\s+\(Sarratt\)\s+refuses\s+this\s+move/);
});

test('a bare movetext with variations and comments is read as PGN', async ({ page }) => {
  await openImport(page);
  await expect(page.locator('.import-help')).toContainText('tags are not needed');
  await page.getByLabel('Game text').fill('1.f3 h6 (1...Nc6 2.e3 h6 3.h3 Nd4 4.a3) 2.Na3 (2.d3 b6 3.Na3 h5 4.e3 e6) {a note} *');
  await page.getByRole('button', { name: 'Read the games' }).click();
  const game = page.locator('.import-game').first();
  await expectFirstGames(game.getByRole('row', { name: /^(\u2716 )?Modern/ })).toContainText('Plays through');
  await expect(game.locator('h3')).toContainText('Game 1');
});

test('the old notation in words is read', async ({ page }) => {
  await openImport(page);
  await page.getByLabel('Game text').fill(
    '1. P. to K. 4th / P. to K. 4th\n2. K. Kt. to B. 3d / Q. Kt. to B. 3d\n3. K. B. to Q. B. 4th / K. B. to Q. B. 4th\n4. P. to Q. Kt. 4th',
  );
  await page.getByRole('button', { name: 'Read the games' }).click();
  const game = page.locator('.import-game').first();
  await expectFirstGames(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Plays through: 4 moves, to 4.b4.');
});

test('a file picked is read', async ({ page }) => {
  await openImport(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'italian.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from('1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O(Kh1,Rf1) gxh2 *\n'),
  });
  const game = page.locator('.import-game').first();
  await expectFirstGames(game.getByRole('row', { name: /^(\u2716 )?Modern/ })).toContainText('Refuses 6.O-O(Kh1,Rf1): ');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Plays through');
});

test('the Rignano castling, king to b1 and rook to e1, plays through only under Italy (Ponziani)', async ({ page }) => {
  await openImport(page);
  await page.getByLabel('Game text').fill(
    '1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 5.e3 O-O 6.Qc2 Nbd7 7.Kb1/Re1 c5 *',
  );
  await page.getByRole('button', { name: 'Read the games' }).click();
  const game = page.locator('.import-game').first();
  await expectFirstGames(game.getByRole('row', { name: /^(\u2716 )?Italy \(Ponziani\)/ })).toContainText('Plays through');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Refuses 7.Kb1/Re1: ');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Modern/ })).toContainText('Refuses 7.Kb1/Re1: ');
});

test('garbage and binary data get a message, not a dead page', async ({ page }) => {
  await openImport(page);
  await page.getByLabel('Game text').fill('hello, this is not chess');
  await page.getByRole('button', { name: 'Read the games' }).click();
  await expect(page.locator('.import-message')).toContainText('No move could be read');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.pgn',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256)),
  });
  await expect(page.locator('.import-message')).toContainText('not text');
  await page.getByLabel('Game text').fill('[Event "x"]\n1.e4 {never closed');
  await page.getByRole('button', { name: 'Read the games' }).click();
  await expect(page.locator('.import-problem')).toContainText('line 2, column 6');
});

test('a thousand games show progress and stay responsive', async ({ page }) => {
  await openImport(page);
  const one = '[Event "Casual"]\n[White "X"]\n[Black "Y"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n';
  await page.locator('input[type="file"]').setInputFiles({
    name: 'many.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(one.repeat(1000)),
  });
  await expectFirstGames(page.locator('.import-game')).toHaveCount(20);
  await expect(page.getByRole('button', { name: /Show more games \(980 more\)/ })).toBeVisible();
  // The page answers while the games are replayed.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Library of laws' }).click();
  await expect(page.locator('.library-item').first()).toBeVisible();
});

test('a thousand games are replayed in the worker with their count, and the page answers meanwhile', async ({ page }) => {
  await openImport(page);
  const one = '[Event "Casual"]\n[White "X"]\n[Black "Y"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n';
  await page.locator('input[type="file"]').setInputFiles({
    name: 'many.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(one.repeat(1000)),
  });
  // While the worker replays, the page takes typing in the box.
  await page.getByLabel('Game text').fill('1.e4 e5');
  await expect(page.getByLabel('Game text')).toHaveValue('1.e4 e5');
  await expect(page.locator('.import-progress')).toContainText(/1000 games replayed under every code in \d+\.\d s\./, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /Show more games \(980 more\)/ })).toBeVisible();
  // The last game opens as a study, read again from the text.
  await page.getByRole('button', { name: /Show more games/ }).click();
  await expect(page.locator('.import-game')).toHaveCount(40);
  await page.locator('.import-game').nth(39).getByRole('button', { name: 'Open as study' }).click();
  await expect(page).toHaveURL(/line=e4_e5_Qh5_Nc6_Bc4_Nf6_Qxf7/);
});

test('a game of 3,000 moves gets a verdict per code while the page stays responsive', async ({ page }) => {
  await openImport(page);
  let moves = '';
  for (let n = 0; n < 1500; n++) moves += `${2 * n + 1}.Nf3 Nf6 ${2 * n + 2}.Ng1 Ng8 `;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'long.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(moves),
  });
  // A new import replaces one still running: only its game is listed.
  await page.getByLabel('Game text').fill(EN_PASSANT);
  await page.getByRole('button', { name: 'Read the games' }).click();
  await expectFirstGames(page.locator('.import-game h3')).toHaveText(['A \u2013 B, Passar battaglia (6 half-moves)']);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'long2.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(moves),
  });
  const game = page.locator('.import-game').first();
  await expect(game.locator('h3')).toHaveText('Game 1 (6000 half-moves)', { timeout: 60_000 });
  await expect(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Plays through: 3000 moves, to 3000...Ng8.');
  await expect(game.getByRole('row', { name: /^(\u2716 )?Modern/ })).toContainText(/Plays through|Refuses /);
});

test('a 10 MB file gets a message and the screen still reads the next game', async ({ page }) => {
  await openImport(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'huge.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.alloc(10 * 1024 * 1024, '1.e4 e5 '),
  });
  await expect(page.locator('.import-message')).toContainText('\u201chuge.pgn\u201d is 10.0 MB; the import reads at most 4 MB at once');
  await page.getByLabel('Game text').fill(EN_PASSANT);
  await page.getByRole('button', { name: 'Read the games' }).click();
  await expectFirstGames(page.locator('.import-game').first().getByRole('row', { name: /^(\u2716 )?Modern/ })).toContainText('Plays through');
});

test('import screen at phone and desktop widths', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openImport(page);
    await page.getByLabel('Game text').fill(EN_PASSANT);
    await page.getByRole('button', { name: 'Read the games' }).click();
    await expectFirstGames(page.locator('.import-verdicts')).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `target/screenshots/import-${width}.png`, fullPage: true });
  }
});

test.describe('a worker that dies in the middle of an import', () => {
  test.use({ serviceWorkers: 'block' });

  test('the games are tried once more in a fresh worker, then replayed on the page, and none is lost', async ({ page }) => {
    // A worker that says how many games there are, then dies, as one out
    // of memory does: an error it does not catch.
    const served = await serveFakeWorker(
      page,
      `onmessage = (event) => {
  const id = String(event.data).split('\\t')[1];
  postMessage('games\\t' + id + '\\t0\\t2\\t\\t');
  setTimeout(() => { throw new Error('out of memory'); }, 100);
};`,
    );
    await openImport(page);
    await page.getByLabel('Game text').fill(`${EN_PASSANT}\n\n[Event "Second"]\n\n1.e4 e5 *`);
    await page.getByRole('button', { name: 'Read the games' }).click();
    await expect(page.locator('.import-progress')).toContainText(/2 games replayed under every code in \d+\.\d s\./);
    await expect(page.locator('.import-game')).toHaveCount(2);
    await expect(
      page.locator('.import-game').first().getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ }),
    ).toContainText('Refuses 3.exd6: ');
    // The dying worker was asked, then a fresh one once more (a worker
    // that died of its memory may not die again), before the page replays.
    expect(served()).toBe(2);
  });
});
