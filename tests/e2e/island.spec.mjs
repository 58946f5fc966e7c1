// The island (src/island.rs): the boards of a study's page as built take
// moves before the live app has arrived, and the live app goes on from
// where the reader got to. The live app's wasm is held back in each test,
// so that the island alone plays.
import { test, expect, board, clickMoves, comeAlive, holdBack, square } from './helpers.mjs';

const LIVE_APP_WASM = /chess-laws-[0-9a-f]+_bg\.wasm$/;
const ISLAND_WASM = /island-[0-9a-f]+_bg\.wasm$/;

/** Holds back the live app's wasm until the returned function is called. */
const holdBackTheLiveApp = (page) => holdBack(page, LIVE_APP_WASM);

/** Opens `path` as built, its boards played by the island. */
async function openWithTheIsland(page, path) {
  const release = await holdBackTheLiveApp(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  return release;
}

/** The men on a board, square by square, as a screen reader hears them. */
const menOf = (scope) =>
  scope.locator('[data-square]').evaluateAll((squares) => squares.map((s) => s.getAttribute('aria-label')));

test('a move on the page as built is played on every board, and the live app goes on from it', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  const modern = board(page, 'Modern');
  // The study opens after 3.exd6, Black to move: a man picked up shows
  // where it may go.
  await square(sarratt, 'c7').click();
  await expect(square(sarratt, 'c7')).toHaveClass(/selected/);
  await expect(square(sarratt, 'd6')).toHaveClass(/target/);
  await square(sarratt, 'd6').click();
  // Played on the boards whose line went on to 3.exd6, with its verdict.
  for (const scope of [sarratt, modern]) {
    await expect(square(scope, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
    await expect(square(scope, 'c7')).toHaveAttribute('aria-label', 'c7, empty');
    await expect(square(scope, 'd6')).toHaveClass(/last-move/);
    await expect(scope.locator('p.verdict')).toContainText('White');
  }
  // The address holds the new line; what the island does not draw is
  // shown as out of date.
  await expect(page).toHaveURL(/\/studies\/passar-battaglia\/\?.*line=e4_Nf6_e5_d5_exd6_cxd6/);
  await expect(page.locator('.app[data-prerendered]')).toHaveAttribute('aria-busy', 'true');
  const men = await menOf(sarratt);
  // The move asked for the live app: once it has come, it takes the page
  // over by itself and draws the same men, and the line with the move.
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(await menOf(sarratt)).toEqual(men);
  await expect(page.locator('.move-list')).toContainText('cxd6');
  await expect(page.locator('.app')).not.toHaveAttribute('aria-busy', 'true');
  // Back returns to the study as it opened, as after a move in the live app.
  await page.goBack();
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, white pawn');
});

// The live app attaches to the page as built even after the island has
// played on it: the loader keeps a copy of the page before the island's
// first move, the live app attaches to that copy, put in the page's place,
// then follows the address the island wrote its moves into. The marks
// here are in the page as served, so in the copy too.
test('the live app attaches to the page as built after the island has played on it, and goes on from the island\'s moves', async ({ page }) => {
  await page.route(/\/studies\/passar-battaglia\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('class="app', 'data-as-built="" class="app')
      .replaceAll('class="compare-board', 'data-as-built="" class="compare-board')
      .replace('class="law-card', 'data-as-built="" class="law-card');
    await route.fulfill({ response, body: html });
  });
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const marked = await page.locator('[data-as-built]').count();
  expect(marked).toBeGreaterThan(3);
  const sarratt = board(page, 'Sarratt (England)');
  await clickMoves(sarratt, ['c7d6', 'g1f3']);
  await expect(square(sarratt, 'f3')).toHaveAttribute('aria-label', 'f3, white knight');
  const men = await menOf(sarratt);
  await page.evaluate(() => (document.querySelector('.app').dataset.playedOn = ''));
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The page's elements as built, not the island's page nor a new one.
  await expect(page.locator('[data-as-built]')).toHaveCount(marked);
  await expect(page.locator('[data-played-on]')).toHaveCount(0);
  expect(await menOf(sarratt)).toEqual(men);
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_cxd6_Nf3(&|$)/);
  await expect(page.locator('.move-list')).toContainText('Nf3');
  // The island's moves are Undo's, one by one; the boards take moves.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(square(sarratt, 'f3')).toHaveAttribute('aria-label', 'f3, empty');
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  await clickMoves(sarratt, ['b1c3']);
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_cxd6_Nc3(&|$)/);
  await expect(page.locator('[data-as-built]')).toHaveCount(marked);
});

// On a phone the live app folds our notes, which the page as built stands
// open (its style hides them while scripts run); attached to the copy of
// the page, it folds them there too, rather than take the fold the page
// as built has for one the reader made.
test('on a phone, the notes are folded once the live app attaches after the island\'s move', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await clickMoves(sarratt, ['c7d6']);
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('.law-notes')).not.toHaveAttribute('open');
  await expect(page.locator('.law-notes .commentary')).toBeHidden();
});

test('moves played on the page as built are taken back one by one by the live app\'s Undo', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await clickMoves(sarratt, ['c7d6', 'g1f3']);
  await expect(square(sarratt, 'f3')).toHaveAttribute('aria-label', 'f3, white knight');
  release();
  await comeAlive(page);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(square(sarratt, 'f3')).toHaveAttribute('aria-label', 'f3, empty');
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  await undo.click();
  // The study as it opened, its line whole.
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, white pawn');
  await expect(square(sarratt, 'c7')).toHaveAttribute('aria-label', 'c7, black pawn');
  await expect(undo).toBeDisabled();
});

test('a man picked up on the page as built is still in hand in the live app', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'e7').click();
  await expect(square(sarratt, 'e7')).toHaveClass(/selected/);
  release();
  await comeAlive(page);
  await expect(square(sarratt, 'e7')).toHaveClass(/selected/);
  await square(sarratt, 'd6').click();
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  await expect(page.locator('.move-list')).toContainText('exd6');
});

test('a move the code forbids is refused with its reason on the page as built', async ({ page }) => {
  await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'c7').click();
  await square(sarratt, 'c4').click();
  await expect(sarratt.locator('.board-message')).not.toBeEmpty();
  await expect(square(sarratt, 'c7')).toHaveAttribute('aria-label', 'c7, black pawn');
  await expect(page).toHaveURL(/\/studies\/passar-battaglia\/$/);
});

test('a press on another control stops the island: the live app receives the presses in order', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await page.getByRole('button', { name: 'Go to the start' }).click();
  // Kept for the live app: the island no longer plays the boards, which
  // still show the line's end.
  await square(sarratt, 'c7').click();
  await expect(square(sarratt, 'c7')).not.toHaveClass(/selected/);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page).toHaveURL(/at=0/);
  await expect(square(sarratt, 'e2')).toHaveAttribute('aria-label', 'e2, white pawn');
});

test('a man picked up by a press kept for the live app is still in hand once its presses have moved the boards', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const italy = board(page, 'Italy (Sarratt)');
  // Both kept: the step to the start, then the pawn it brings back to e2.
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await square(italy, 'e2').click();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(italy, 'e2')).toHaveClass(/selected/);
  await square(italy, 'e4').click();
  await expect(square(italy, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
});

// On a phone's network the page shows some half a second before the island
// plays it: a man tapped then is the island's to pick up, not the live app's.
test('a man pressed while the island is on its way is picked up by the island when it comes', async ({ page }) => {
  const releaseLiveApp = await holdBackTheLiveApp(page);
  const releaseIsland = await holdBack(page, ISLAND_WASM);
  await page.goto('studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'c7').click();
  await expect(square(sarratt, 'c7')).not.toHaveClass(/selected/);
  releaseIsland();
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await expect(square(sarratt, 'c7')).toHaveClass(/selected/);
  // Still the page as built: the press did not ask for the live app.
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('.app[data-prerendered]')).not.toHaveAttribute('aria-busy', 'true');
  await square(sarratt, 'd6').click();
  for (const scope of [sarratt, board(page, 'Modern')]) {
    await expect(square(scope, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  }
  releaseLiveApp();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('.move-list')).toContainText('cxd6');
});

test('a man pressed while the island is on its way is the live app\'s if the island cannot come', async ({ page }) => {
  page.expectErrors(/Failed to load|Failed to fetch|ERR_FAILED|wasm/i);
  let failIsland;
  const islandFails = new Promise((resolve) => (failIsland = resolve));
  await page.route(ISLAND_WASM, async (route) => {
    await islandFails;
    await route.abort();
  });
  await page.goto('studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'c7').click();
  failIsland();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(sarratt, 'c7')).toHaveClass(/selected/);
  await square(sarratt, 'd6').click();
  await expect(page.locator('.move-list')).toContainText('cxd6');
});

/** The centre of `locator`'s box, in the page's coordinates. */
async function centre(locator) {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the mouse on square `from` of `scope` and carries it over
 * square `to`, the button still down. */
async function carryWithTheMouse(page, scope, from, to) {
  const start = await centre(square(scope, from));
  const end = await centre(square(scope, to));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 6 });
}

/** The cxd6 of the passar-battaglia study, shown on Sarratt's and the modern board. */
async function expectCxd6Played(page) {
  for (const scope of [board(page, 'Sarratt (England)'), board(page, 'Modern')]) {
    await expect(square(scope, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
    await expect(square(scope, 'c7')).toHaveAttribute('aria-label', 'c7, empty');
  }
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_cxd6/);
}

test('a man dragged on the page as built is played where it is dropped', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await carryWithTheMouse(page, sarratt, 'c7', 'd6');
  // Lifted: the man follows the pointer, over the square it would go to.
  await expect(sarratt.locator('.drag-piece.active svg')).toHaveCount(1);
  await expect(square(sarratt, 'c7')).toHaveClass(/drag-origin/);
  await expect(square(sarratt, 'd6')).toHaveClass(/drag-over/);
  await page.mouse.up();
  await expect(page.locator('.drag-piece.active')).toHaveCount(0);
  await expectCxd6Played(page);
  // Played by the island: the live app, held back, has not taken over.
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('.move-list')).toContainText('cxd6');
});

test('a man dragged while the island is on its way is played by the island when it comes', async ({ page }) => {
  await holdBackTheLiveApp(page);
  const releaseIsland = await holdBack(page, ISLAND_WASM);
  await page.goto('studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await carryWithTheMouse(page, sarratt, 'c7', 'd6');
  await page.mouse.up();
  // Nothing moves yet: only the island plays a move.
  await expect(square(sarratt, 'c7')).toHaveAttribute('aria-label', 'c7, black pawn');
  releaseIsland();
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await expectCxd6Played(page);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
});

test('a man dragged by a finger on the page as built, where it may not go, is refused with the reason', async ({ page }) => {
  await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  const c7 = square(sarratt, 'c7');
  const from = await centre(c7);
  const to = await centre(square(sarratt, 'c4'));
  const finger = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, bubbles: true };
  await c7.dispatchEvent('pointerdown', { ...finger, clientX: from.x, clientY: from.y });
  await c7.dispatchEvent('pointermove', { ...finger, clientX: to.x, clientY: to.y });
  await expect(sarratt.locator('.drag-piece.active svg')).toHaveCount(1);
  await c7.dispatchEvent('pointerup', { ...finger, clientX: to.x, clientY: to.y });
  await expect(sarratt.locator('.board-message')).not.toBeEmpty();
  await expect(c7).toHaveAttribute('aria-label', 'c7, black pawn');
  await expect(page.locator('.drag-piece.active')).toHaveCount(0);
  await expect(page).toHaveURL(/\/studies\/passar-battaglia\/$/);
});

test("an arrow drawn with the right button on the page as built is the live app's, with no menu", async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  await page.evaluate(() => {
    window.__menus = [];
    addEventListener('contextmenu', (event) => window.__menus.push(event.defaultPrevented));
  });
  const modern = board(page, 'Modern');
  const from = await centre(square(modern, 'g1'));
  const to = await centre(square(modern, 'f3'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  // The board keeps the browser's menu shut, as the live app's does.
  expect(await page.evaluate(() => window.__menus)).toEqual([true]);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(modern.locator('svg.board-shapes g[data-arrow="g1f3"]')).toHaveCount(1);
  await expect(page).toHaveURL(/shapes=/);
});

test('a square marked by its key on the page as built is marked by the live app', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  const modern = board(page, 'Modern');
  await square(modern, 'g1').focus();
  await page.keyboard.press('m');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(modern.locator('svg.board-shapes circle[data-mark="g1"]')).toHaveCount(1);
});

test('a figure in an article takes a move before its app arrives, and keeps its address form', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 700 });
  const release = await openWithTheIsland(page, 'embed/passar-battaglia/?theme=light');
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'c7').click();
  await square(sarratt, 'd6').click();
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  await expect(page).toHaveURL(/\/embed\/passar-battaglia\/\?.*line=e4_Nf6_e5_d5_exd6_cxd6.*theme=light/);
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
});

// The island's wasm is asked for by the page's head, beside its stylesheet,
// and the loader takes that response: asked for by the loader, it came a
// round trip later, and a preload the loader's fetch did not match would
// fetch it twice.
test("the island's wasm is fetched once, as the page's head asks for it", async ({ page }) => {
  const asked = [];
  page.on('request', (request) => ISLAND_WASM.test(request.url()) && asked.push(request.url()));
  const release = await openWithTheIsland(page, 'embed/stalemate-verdicts/');
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /island-[0-9a-f]+_bg\.wasm$/.test(entry.name))
      .map((entry) => entry.initiatorType),
  );
  expect(initiators).toEqual(['link']);
  release();
  await comeAlive(page);
  expect(asked).toHaveLength(1);
});

// The manifest, by which a reader installs the edition, is linked by the
// loader once the live app has come, not asked for with the page.
test('the page links the manifest once its app has come, and the manifest names the edition', async ({ page }) => {
  const asked = [];
  page.on('request', (request) => request.url().endsWith('.webmanifest') && asked.push(request.url()));
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(asked).toEqual([]);
  release();
  await comeAlive(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    return (await fetch(link.href)).json();
  });
  expect(manifest.name).toContain('Old Laws of Chess');
  expect(manifest.start_url).toBeTruthy();
});

// The island saves the study it plays, once the page is idle, as the live
// app would: the reader who only reads finds it again at the bare address.
test('a study the island plays is saved for the reader\'s return, before the live app comes', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('old-laws.study'))).toContain('s=passar-battaglia');
  release();
  await comeAlive(page);
});

// The loader's second part (scripts/build/boot-live.js) fetches and starts
// the live app; a move does not wait for it, so it is asked for only once
// the boards take moves.
test("the loader's part that starts the live app is asked for once the boards take moves", async ({ page }) => {
  const playableWhenAsked = [];
  await page.route(/\/boot-live-[0-9a-f]+\.js$/, async (route) => {
    playableWhenAsked.push(await page.evaluate(() => document.documentElement.hasAttribute('data-playable')));
    await route.continue();
  });
  const release = await openWithTheIsland(page, 'embed/stalemate-verdicts/');
  await expect.poll(() => playableWhenAsked.length).toBe(1);
  expect(playableWhenAsked).toEqual([true]);
  release();
  await comeAlive(page);
});

// The page has its law's words in its HTML; only the live app fetches them
// as a file, so they are not among what a move waits for.
test("the law's words are asked for with the live app, after the island", async ({ page }) => {
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const release = await openWithTheIsland(page, 'studies/passar-battaglia/');
  await expect.poll(() => asked.includes('/prose/passar-battaglia.txt')).toBe(true);
  const island = asked.findIndex((path) => /\/island-[0-9a-f]+_bg\.wasm$/.test(path));
  expect(island).toBeGreaterThanOrEqual(0);
  expect(asked.indexOf('/prose/passar-battaglia.txt')).toBeGreaterThan(island);
  release();
  await comeAlive(page);
  await expect(page.locator('#law-quotation')).toContainText('en Passant');
  expect(asked.filter((path) => path.includes('/prose/'))).toEqual(['/prose/passar-battaglia.txt']);
});

test('a figure at the address the Embed tool gives waits for the reader as at its bare address', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 700 });
  // The Embed tool writes the study in full into the figure's address: the
  // state the page as built shows (its title links to the study so).
  await page.goto('embed/passar-battaglia/');
  const state = new URL(await page.locator('a.embed-title').getAttribute('href'), page.url()).search;
  expect(state).toMatch(/codes=.*line=.*at=/);
  const wasm = [];
  page.on('requestfinished', (request) => request.url().endsWith('.wasm') && wasm.push(new URL(request.url()).pathname));
  await page.goto(`embed/passar-battaglia/${state}`);
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  // The live app comes meanwhile, and waits: the page stays as built.
  await expect.poll(() => wasm.some((path) => LIVE_APP_WASM.test(path))).toBe(true);
  await page.waitForTimeout(1000);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  // A move brings it, and it goes on from the move.
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'c7').click();
  await square(sarratt, 'd6').click();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  await expect(page.locator('.move-list')).toContainText('cxd6');
  // A colour theme asked for is the live app's to apply: it comes at once.
  await page.goto(`embed/passar-battaglia/${state}&theme=dark`);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
});

test("where a figure shows its codes as tabs, the page as built names each board its tab's panel", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openWithTheIsland(page, 'embed/stalemate-verdicts/');
  const panel = page.getByRole('tabpanel', { name: /Sarratt \(England\)/ });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-square]')).toHaveCount(64);
  await expect(page.locator('[role=tabpanel]')).toHaveCount(3);
  // Wide enough for the boards side by side: no tabs, so no tab's panels.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.figure-tabs')).toBeHidden();
  await expect(page.locator('[role=tabpanel]')).toHaveCount(0);
});

test('the island plays every kind of start from the opening the page gives it', async ({ page }) => {
  await holdBackTheLiveApp(page);
  // The initial position with a figure, a position, odds with free moves,
  // odds forgotten, and a line with a notice in it.
  for (const id of ['italian-castling', 'stalemate-verdicts', 'pawn-and-three-moves', 'odds-forgotten', 'fifty-moves-on-notice']) {
    for (const path of [`studies/${id}/`, `embed/${id}/`]) {
      await page.goto(path);
      await expect(page.locator('.study-boards')).toHaveAttribute('data-opening', new RegExp(`^s=${id}&codes=`));
      await expect(page.locator('html'), path).toHaveAttribute('data-playable', '');
    }
  }
});

test('a view-only figure and an address naming another line are left to the live app', async ({ page }) => {
  const release = await holdBackTheLiveApp(page);
  // The loader asks for the live app once the island has had its chance.
  for (const path of ['embed/passar-battaglia/?interactive=0', 'studies/passar-battaglia/?line=e4&at=1']) {
    const liveAppAskedFor = page.waitForRequest(/chess-laws-[0-9a-f]+\.js$/);
    await page.goto(path);
    await liveAppAskedFor;
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-playable', '');
  }
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(board(page, 'Sarratt (England)'), 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
});

test('on the keyboard, a move on the page as built keeps the focus on the board', async ({ page }) => {
  await openWithTheIsland(page, 'studies/passar-battaglia/');
  const sarratt = board(page, 'Sarratt (England)');
  await square(sarratt, 'c7').focus();
  await page.keyboard.press('Enter');
  await expect(square(sarratt, 'c7')).toHaveClass(/selected/);
  await expect(square(sarratt, 'c7')).toBeFocused();
  await square(sarratt, 'd6').focus();
  await page.keyboard.press('Enter');
  await expect(square(sarratt, 'd6')).toHaveAttribute('aria-label', 'd6, black pawn');
  await expect(square(sarratt, 'd6')).toBeFocused();
});

test('a move that is several moves, pressed on the page as built, is asked about by the live app', async ({ page }) => {
  const release = await openWithTheIsland(page, 'studies/italian-castling/');
  const italy = board(page, 'Italy (Sarratt)');
  // The study opens after 5...fxg3: Italy's king may castle freely, two ways to h1.
  await square(italy, 'e1').click();
  await square(italy, 'h1').click();
  await expect(square(italy, 'e1')).toHaveClass(/selected/);
  release();
  await comeAlive(page);
  const picker = page.getByRole('dialog');
  await expect(picker.locator('.choice')).toHaveCount(2);
  await picker.getByRole('button', { name: 'King to h1, rook to f1 (O-O(Kh1,Rf1))', exact: true }).click();
  await expect(square(italy, 'h1')).toHaveAttribute('aria-label', 'h1, white king');
});
