// The two bundles: a first visit fetches only the first (studies, library,
// free play); a later screen or tool brings the full bundle, landing where
// the reader clicked, also offline.
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect, board, clickMoves, comeAlive, openAtStart, serve, square } from './helpers.mjs';

const isFullBundle = (path) => /\/full-[0-9a-f]+(_bg\.wasm|\.js|\.css)$/.test(path);

/** Every run of `length` characters within a line of the five texts. */
function runsOfTheTexts(length) {
  const folder = 'crates/study/src/scenarios/texts';
  const runs = new Set();
  for (const file of readdirSync(folder)) {
    for (const line of readFileSync(`${folder}/${file}`, 'utf8').split('\n')) {
      for (let at = 0; at + length <= line.length; at += 1) runs.add(line.slice(at, at + length));
    }
  }
  return runs;
}

test("the scripts and wasm a first visit fetches carry no law's words, but for a few quoted in a message", async ({ page }) => {
  const fetched = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(wasm|js)$/.test(path)) fetched.push(response.body().then((body) => [path, body.toString('latin1')]));
  });
  await page.goto('./studies/stalemate-verdicts/');
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await comeAlive(page);
  const files = await Promise.all(fetched);
  // The island's wasm and the first bundle's, at least.
  expect(files.filter(([path]) => path.endsWith('.wasm')).length).toBeGreaterThanOrEqual(2);
  // Runs of forty characters: longer than a law's title ("Counting Fifty
  // Moves") or a phrase our own words share with a law ("knight and bishop
  // against the king"). The texts are ASCII but for a few marks; read as
  // bytes, the UTF-8 of the wasm's strings matches them wherever they are.
  const length = 40;
  const runs = runsOfTheTexts(length);
  const passages = [];
  for (const [path, body] of files) {
    let passage = null;
    for (let at = 0; at + length <= body.length; at += 1) {
      if (!runs.has(body.slice(at, at + length))) continue;
      if (passage && at <= passage.end) passage.end = at + length;
      else passages.push((passage = { path, start: at, end: at + length }));
    }
  }
  const words = passages.map(({ path, start, end }) => `${path}: ${files.find(([p]) => p === path)[1].slice(start, end)}`);
  // A refusal or a note may quote a few words of its law; the laws
  // themselves come with the page, or as text when the reader asks.
  for (const { start, end } of passages) expect(end - start, words.join('\n')).toBeLessThan(100);
  for (const [path] of files) {
    const quoted = passages.filter((p) => p.path === path).reduce((sum, { start, end }) => sum + end - start, 0);
    expect(quoted, words.join('\n')).toBeLessThan(250);
  }
});

test('a study fetches the first bundle only', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openAtStart(page, 'passar-battaglia');
  await clickMoves(board(page, 'Italy (Sarratt)'), ['e2e4']);
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'first');
  expect(fetched.filter(isFullBundle)).toEqual([]);
  expect(fetched.some((path) => path.endsWith('.wasm'))).toBe(true);
});

test('Diagram hands over to the full bundle, keeps the line and opens the diagram', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  await clickMoves(board(page, 'Italy (Sarratt)'), ['e2e4', 'd7d5']);
  await page.getByRole('button', { name: 'Diagram' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
  await expect(page.getByRole('group', { name: 'Download a diagram' })).toBeVisible();
  await expect(square(board(page, 'Italy (Sarratt)'), 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');
  // The tab keeps the full bundle: the umpire's table opens in place.
  await page.getByLabel(/Umpire: play the slips/).check();
  await expect(page.locator('.umpire-layout')).toBeVisible();
});

test("moves played in the first bundle are taken back by the full bundle's Undo", async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  const italy = board(page, 'Italy (Sarratt)');
  // Two changes to the line: 1.d4 in place of its 1.e4, then 1...d5.
  await clickMoves(italy, ['d2d4', 'd7d5']);
  await page.getByRole('button', { name: 'Diagram' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
  await expect(page.getByRole('group', { name: 'Download a diagram' })).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(square(italy, 'd5')).toHaveAttribute('aria-label', 'd5, empty');
  await expect(square(italy, 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
  await undo.click();
  await expect(square(italy, 'd4')).toHaveAttribute('aria-label', 'd4, empty');
  await expect(square(italy, 'd2')).toHaveAttribute('aria-label', 'd2, white pawn');
  await expect(undo).toBeDisabled();
  // The law's own line is back.
  await expect(page.locator('.move-list .move').first()).toHaveText(/e4/);
});

test('the umpire switch, pressed in the first bundle, opens the umpire table', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  await page.getByLabel(/Umpire: play the slips/).check();
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
  await expect(page.locator('.umpire-layout')).toBeVisible();
});

test('a later screen at its address loads the full bundle', async ({ page }) => {
  await page.goto('./?view=sources&source=sarratt#law-16');
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
  await expect(page.locator('#law-16')).toBeVisible();
});

test('offline, the first bundle still hands over to the full one', async ({ page }) => {
  test.setTimeout(60_000);
  const port = Number(process.env.E2E_PORT ?? 4173) + 20;
  const origin = `http://127.0.0.1:${port}/`;
  const server = await serve('dist', port);
  try {
    await page.goto(`${origin}studies/passar-battaglia/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const precache = await page.evaluate(async () => (await caches.keys()).length);
    expect(precache).toBe(1);
    server.kill();
    await page.getByRole('button', { name: 'Cite' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
    await expect(page.getByRole('group', { name: 'Cite this' })).toBeVisible();
    // The full bundle's stylesheet came from the cache too.
    await expect(page.locator('.takeaway-panel')).toHaveCSS('display', 'grid');
  } finally {
    server.kill();
  }
});

test('the library, opened from a study, hands over at its own address; Back returns', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Library of laws' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
  await expect(page).toHaveURL(/\/library\//);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Styled by the full bundle's own stylesheet (style/full.css).
  await expect(page.locator('.library-list')).toHaveCSS('display', 'grid');
  await page.goBack();
  await expect(page).toHaveURL(/studies\/passar-battaglia\//);
  await expect(board(page, 'Italy (Sarratt)')).toBeVisible();
});

test("the first bundle fetches the words of the law on screen, and only those", async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openAtStart(page, 'passar-battaglia');
  await expect(page.locator('#law-quotation')).toContainText('en Passant');
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'first');
  expect(fetched.filter((path) => path.includes('/prose/'))).toEqual(['/prose/passar-battaglia.txt']);
});

// A host that answers every address with its page (the fixture fails on a
// console error, so a 404 is not what is served here); no panic either.
test("words of a law that cannot be read: a message, and the boards still play", async ({ page }) => {
  await page.route('**/prose/*.txt', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Not here</title>' }),
  );
  await openAtStart(page, 'passar-battaglia');
  await expect(page.locator('#law-quotation')).toContainText('could not be loaded (the file of the law');
  // The message is said whole, and nothing offers to unfold it.
  await expect(page.locator('#law-quotation')).not.toHaveClass(/clamped/);
  await expect(page.locator('.whole-law')).toBeHidden();
  await clickMoves(board(page, 'Italy (Sarratt)'), ['e2e4']);
  await expect(square(board(page, 'Italy (Sarratt)'), 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
});

test.describe("the reader's choices on the law", () => {
  // The words are held back at the network; a service worker would answer
  // them out of its reach.
  test.use({ serviceWorkers: 'block' });

  // At 800 px the law stands above the boards: our notes start folded, and
  // a long law shows its first lines.
  test('are kept when its words arrive: the notes unfolded, the whole law shown', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('./');
    await comeAlive(page);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/prose/*.txt', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: /Passar battaglia/ }).click();
    const quotation = page.locator('#law-quotation');
    await expect(quotation).toHaveAttribute('aria-busy', 'true');
    const notes = page.locator('.law-notes');
    await expect(notes).not.toHaveAttribute('open', '');
    await notes.locator('summary').click();
    await page.getByRole('button', { name: 'The whole law' }).click();
    release();
    await expect(quotation).not.toHaveAttribute('aria-busy', 'true');
    await expect(quotation).toContainText('en Passant');
    await expect(notes.locator('.commentary')).toBeVisible();
    await expect(notes.locator('.commentary')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Shorter' })).toBeVisible();
    await expect(quotation).not.toHaveClass(/clamped/);
    // And the reader may change their mind on the card as written again.
    await notes.locator('summary').click();
    await expect(notes.locator('.commentary')).toBeHidden();
    await page.getByRole('button', { name: 'Shorter' }).click();
    await expect(quotation).toHaveClass(/clamped/);
  });
});

// A tool of the full bundle loads in place: what the reader unfolded or
// folded on the page stays so, and nothing above the tool moves.
for (const width of [360, 1280]) {
  test(`at ${width} px, our notes and the whole law stay as the reader left them when a tool loads the full bundle`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('studies/passar-battaglia/');
    await comeAlive(page);
    const notes = page.locator('.law-notes');
    const shownAtFirst = await notes.evaluate((d) => d.open);
    // Beside the boards (1280 px) the notes start open and the law whole.
    expect(shownAtFirst).toBe(width > 900);
    await notes.locator('summary').click();
    const whole = page.getByRole('button', { name: 'The whole law' });
    if (width <= 900) await whole.click();
    const cite = page.getByRole('button', { name: 'Cite' });
    const above = async () => Math.round(await cite.evaluate((b) => b.getBoundingClientRect().top + scrollY));
    const citeAt = await above();
    await cite.click();
    await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
    await expect(page.getByRole('group', { name: 'Cite this' })).toBeVisible();
    expect(await notes.evaluate((d) => d.open)).toBe(!shownAtFirst);
    if (width <= 900) await expect(page.getByRole('button', { name: 'Shorter' })).toBeAttached();
    expect(await above()).toBe(citeAt);
    // The law card heard the fold as the reader's: folding it again works.
    await notes.locator('summary').click();
    expect(await notes.evaluate((d) => d.open)).toBe(shownAtFirst);
  });
}

test("a board's notes on its code are fetched when first opened, in the full bundle too", async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openAtStart(page, 'passar-battaglia');
  const italy = board(page, 'Italy (Sarratt)');
  await expect(italy).toBeVisible();
  expect(fetched.filter((path) => path.includes('/codes/'))).toEqual([]);
  const notes = italy.locator('details.code-changes');
  await notes.locator('summary').click();
  await expect(notes).toContainText('No en passant: the pawn passes the battle, passar battaglia');
  await expect(notes.locator('.code-basis')).toContainText('What Sarratt reports of Italy');
  await expect(notes.getByRole('heading', { name: 'Attested by its source' })).toBeVisible();
  expect(fetched.filter((path) => path.includes('/codes/'))).toEqual(['/codes/italy.html']);
  // The full bundle (the tab keeps it once a later tool has brought it)
  // writes the same notes in place.
  await page.getByRole('button', { name: 'Diagram' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'full');
  const fullNotes = board(page, 'Italy (Sarratt)').locator('details.code-changes');
  await fullNotes.locator('summary').click();
  await expect(fullNotes.locator('.code-basis')).toContainText('What Sarratt reports of Italy');
});

test("a code's notes, once fetched, are kept for the visit: the board built again shows them without a second fetch", async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('./?view=home');
  // The visit's cache is the live app's: a press on the page as built
  // follows the card's link to a page of its own, a new visit.
  await comeAlive(page);
  const openTheLaw = async () => {
    // The card (a returning reader also has a Resume link).
    await page.locator('.home-card-link[data-scenario="passar-battaglia"]').click();
    const notes = board(page, 'Italy (Sarratt)').locator('details.code-changes');
    // Closed: a board built anew, not the one left behind.
    await expect(notes).not.toHaveAttribute('open');
    await notes.locator('summary').click();
    await expect(notes.locator('.code-basis')).toBeVisible();
    await expect(notes.locator('.code-basis')).toContainText('What Sarratt reports of Italy');
  };
  await openTheLaw();
  await page.goBack();
  await expect(page.locator('.home-card').first()).toBeVisible();
  await openTheLaw();
  await expect(page.locator('html')).toHaveAttribute('data-bundle', 'first');
  expect(fetched.filter((path) => path.includes('/codes/'))).toEqual(['/codes/italy.html']);
});

// The notes are fetched after the service worker has taken the page, and
// the worker's own fetches pass by the test's route: blocked here.
test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("a code's notes that cannot be read: a message in their place, and the boards still play", async ({ page }) => {
    await page.route('**/codes/*.html', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Not here</title><p>home</p>' }),
    );
    await openAtStart(page, 'passar-battaglia');
    const italy = board(page, 'Italy (Sarratt)');
    const notes = italy.locator('details.code-changes');
    await notes.locator('summary').click();
    await expect(notes).toContainText("could not be loaded (the file is not this code's notes)");
    await expect(notes).not.toContainText('home');
    await clickMoves(italy, ['e2e4']);
    await expect(square(italy, 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
  });
});

test('offline, the words of another law come from the cache', async ({ page }) => {
  test.setTimeout(60_000);
  const port = Number(process.env.E2E_PORT ?? 4173) + 21;
  const origin = `http://127.0.0.1:${port}/`;
  const server = await serve('dist', port);
  try {
    await page.goto(`${origin}studies/passar-battaglia/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    server.kill();
    // An address of the earlier form is sent on to its page offline too.
    await page.goto(`${origin}?s=italian-castling`);
    await expect(page).toHaveURL(/\/studies\/italian-castling\/$/);
    await expect(page.locator('#law-quotation')).toContainText('It is almost unnecessary to observe');
  } finally {
    server.kill();
  }
});
