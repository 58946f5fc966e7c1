// Publishing: any host and path, permalinks, embeds in articles, offline
// use with updates, and a page locked to its own origin.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, board, square, clickMoves, verdict, openAtStart, serve, studyWhole, openLive } from './helpers.mjs';
import { stampServiceWorker } from '../../scripts/build/sw-stamp.mjs';

// The ports playwright.config.mjs serves on (E2E_PORT, +1, +2).
const PORT = Number(process.env.E2E_PORT || 4173);
const ROOT = `http://127.0.0.1:${PORT}/`;
const SUBPATH = `http://127.0.0.1:${PORT + 1}/`;
const ARTICLE = `http://127.0.0.1:${PORT + 2}/`;

test('served under a sub-path, the site plays a move and asks only its own path', async ({ page }) => {
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${SUBPATH}old-laws/?s=passar-battaglia`);
  // Sent on to its page under the sub-path; pressed once that page's
  // scripts have run and its boards play (a press before its loader runs
  // does nothing on the page as built).
  await page.waitForURL(/\/old-laws\/studies\/passar-battaglia\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await clickMoves(board(page, 'Italy (Sarratt)'), ['e2e4']);
  await expect(square(board(page, 'Italy (Sarratt)'), 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
  await expect(page).toHaveURL(/\/old-laws\/studies\/passar-battaglia\//);
  const strays = requests.filter((url) => !url.startsWith(`${SUBPATH}old-laws/`));
  expect(strays).toEqual([]);
});

test('served under a sub-path, each page names its own address as canonical, and its oEmbed', async ({ page, request }) => {
  // The root first: once a study is opened, the root opens it again.
  for (const path of ['', 'studies/passar-battaglia/', 'sources/sarratt/16/', 'codes/italy/']) {
    await page.goto(`${SUBPATH}old-laws/${path}`);
    const canonical = await page.locator('link[rel="canonical"]').evaluate((link) => link.href);
    expect(canonical).toBe(`${SUBPATH}old-laws/${path}`);
  }
  await page.goto(`${SUBPATH}old-laws/studies/passar-battaglia/`);
  const oembed = await page.locator('link[type="application/json+oembed"]').evaluate((link) => link.href);
  expect(oembed).toBe(`${SUBPATH}old-laws/oembed/passar-battaglia.json`);
  expect((await request.get(oembed)).ok()).toBe(true);
});

test('a permalink restores the law, the codes, the moves and the point in the line', async ({ page, browser }) => {
  await openAtStart(page, 'italian-castling');
  await clickMoves(board(page, 'Modern'), ['e2e4', 'e7e5', 'g1f3']);
  // The address is written after the boards are drawn: wait for each write.
  await expect.poll(() => new URL(page.url()).searchParams.get('line')).toContain('Nf3');
  await page.getByRole('button', { name: 'Step back' }).click();
  // The step's own write: the point in the line, two moves in.
  await expect.poll(() => new URL(page.url()).searchParams.get('at')).toBe('2');
  const link = page.url();
  const fresh = await browser.newContext(); // no saved data: the link alone
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.locator('.compare-board')).toHaveCount(3);
  await expect(square(board(other, 'Italy (Sarratt)'), 'e5')).toHaveAttribute('aria-label', 'e5, black pawn');
  await expect(square(board(other, 'Italy (Sarratt)'), 'f3')).toHaveAttribute('aria-label', 'f3, empty');
  await expect(other.locator('.move-list .move')).toHaveText(['e4', 'e5', 'Nf3']);
  await fresh.close();
});

test('a move made just before the page is left is kept', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  await clickMoves(board(page, 'Italy (Sarratt)'), ['d2d4']);
  // Left at once, before the frame in which the study is saved.
  await page.goto('./');
  await expect(square(board(page, 'Italy (Sarratt)'), 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
});

test('text from the address is shown as text, never as markup', async ({ page }) => {
  await page.goto('./?s=%3Cimg%20src%3Dx%20onerror%3D%22window.hacked%3D1%22%3E');
  await expect(page.getByRole('alert')).toContainText('<img src=x onerror="window.hacked=1">');
  expect(await page.locator('.notices img').count()).toBe(0);
  expect(await page.evaluate(() => window.hacked)).toBeUndefined();
});

test("a figure's address from before the pages, low in an article, reports the figure's height, never home's", async ({ page }) => {
  await page.goto(`${ARTICLE}article.html?app=${ROOT}`);
  // An article of another origin with the figure far below the fold: the
  // frame may not be drawn (so its page not taken over) until it is
  // scrolled to. Its reports are noted.
  await page.evaluate((root) => {
    window.reports = [];
    addEventListener('message', (event) => {
      const fromTheFigure = event.source === document.getElementById('old')?.contentWindow;
      if (fromTheFigure && event.data?.type === 'old-laws:height') window.reports.push(event.data.height);
    });
    // Home in a frame of the same width, for its height.
    document.body.innerHTML = `<iframe id="home" src="${root}?view=home" style="width: 600px; height: 700px; border: 0"></iframe><div style="height: 4000px"></div><iframe id="old" src="${root}?s=passar-battaglia&embed=1" style="width: 600px; height: 700px; border: 0"></iframe>`;
  }, ROOT);
  const frame = page.frameLocator('#old');
  const homeFrame = page.frameLocator('#home');
  await expect(homeFrame.locator('.home-card')).toHaveCount(4);
  const home = await homeFrame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  // A page that never gets built reports its height after four seconds:
  // the root's page standing in for the figure must not.
  await page.waitForTimeout(5000);
  await page.locator('#old').scrollIntoViewIfNeeded();
  // Sent on to its page, which reports its own height.
  await expect(frame.locator('.compare-board').first()).toBeVisible();
  expect(page.frames().some((f) => /\/embed\/passar-battaglia\/$/.test(f.url()))).toBe(true);
  await expect.poll(() => page.evaluate(() => window.reports.length)).toBeGreaterThan(0);
  const figure = await frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  const reports = await page.evaluate(() => window.reports);
  // (The figure may settle by a few pixels as a scroll bar comes and goes.)
  const nearerTheFigure = (height) => Math.abs(height - figure) < Math.abs(height - home);
  expect(reports.every(nearerTheFigure), `reported ${reports}; the figure is ${figure} px, home ${home}`).toBe(true);
});

test('the example article embeds two studies that report their height', async ({ page }) => {
  // Every height the frames report, in order (the article's own listener
  // sizes the frames; this one only notes).
  await page.addInitScript(() => {
    window.__reports = [];
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'old-laws:height') window.__reports.push(event.data.height);
    });
  });
  await page.goto(`${ARTICLE}article.html?app=${ROOT}`);
  const stalemate = page.frameLocator('#stalemate-frame');
  await expect(stalemate.locator('.compare-board')).toHaveCount(3);
  await expect(stalemate.locator('.masthead-nav')).toHaveCount(0);
  await expect(page.locator('#stalemate-frame')).toHaveAttribute('data-reported-height', /^\d+$/);
  // The page may report again while it finishes drawing (a later part
  // arriving): read the reported height and the frame's box together, and
  // wait until the frame has followed the last report.
  const sized = () => page.locator('#stalemate-frame').evaluate((frame) => ({
    reported: Number(frame.dataset.reportedHeight),
    gap: Math.abs(frame.getBoundingClientRect().height - Number(frame.dataset.reportedHeight)),
  }));
  await expect.poll(async () => (await sized()).gap).toBeLessThan(0.5);
  expect((await sized()).reported).toBeGreaterThan(400);
  // The frames wait for the whole study before their first report: the
  // article never sees the empty page's height, nor one per stage.
  const reports = await page.evaluate(() => window.__reports);
  expect(reports.length).toBeGreaterThan(0);
  expect(Math.min(...reports)).toBeGreaterThan(400);

  // The second is view-only and dark: stepping works, moving does not.
  const battaglia = page.frameLocator('#battaglia-frame');
  await expect(battaglia.locator('html')).toHaveClass(/theme-dark/);
  await expect(page.locator('#battaglia-frame')).toHaveAttribute('data-reported-height', /^\d+$/);
  // A reader scrolls to it: a frame out of sight is given no frames to draw in.
  await page.locator('#battaglia-frame').scrollIntoViewIfNeeded();
  await battaglia.getByRole('button', { name: 'Go to the start' }).click();
  // In a column too narrow for three boards side by side, the codes are
  // tabs: Italy's board is one tap away.
  const italyTab = battaglia.getByRole('tab', { name: /^Italy \(Sarratt\)/ });
  if (await italyTab.count()) await italyTab.click();
  const italy = battaglia.getByRole('region', { name: 'Board under Italy (Sarratt)', exact: true });
  await square(italy, 'e2').click();
  await square(italy, 'e4').click();
  await expect(square(italy, 'e4')).toHaveAttribute('aria-label', 'e4, empty');
  await battaglia.getByRole('button', { name: 'Go to the end' }).click();
  await expect(verdict(italy)).toContainText('Refused: 3.exd6');
});

test('an embed keeps the address it was given until the reader steps, then keeps the step', async ({ page }) => {
  await openLive(page, 'embed/stalemate-verdicts/');
  const england = board(page, 'Sarratt (England)');
  await expect(square(england, 'b6')).toHaveAttribute('aria-label', 'b6, white queen');
  // Long enough for a write the page leaves until after its first frames.
  await page.waitForTimeout(800);
  // Its page's own address, which says no more than the address given.
  expect(new URL(page.url()).pathname).toBe('/embed/stalemate-verdicts/');
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await expect(square(england, 'b3')).toHaveAttribute('aria-label', 'b3, white queen');
  await expect.poll(() => new URL(page.url()).search).not.toBe('');
  expect(new URL(page.url()).pathname).toBe('/embed/stalemate-verdicts/');
  await page.reload();
  await expect(square(england, 'b3')).toHaveAttribute('aria-label', 'b3, white queen');
});

test('the Embed button gives iframe code for the study on screen', async ({ page }) => {
  await openLive(page, 'studies/stalemate-verdicts/');
  await page.getByRole('button', { name: 'Embed' }).click();
  await page.getByLabel('View only').check();
  const code = await page.getByLabel('Iframe code').inputValue();
  expect(code).toContain(`<iframe src="${ROOT}embed/stalemate-verdicts/?`);
  expect(code).toContain('interactive=0');
  expect(code).toContain("'old-laws:height'");
});

test('an embed shows the first lines of the law until the reader asks for the whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openLive(page, 'embed/passar-battaglia/');
  await page.locator(studyWhole).waitFor();
  const quotation = page.locator('#law-quotation');
  const whole = page.getByRole('button', { name: 'The whole law' });
  await expect(quotation).toHaveClass(/clamped/);
  const clamped = (await quotation.boundingBox()).height;
  await whole.click();
  const shorter = page.getByRole('button', { name: 'Shorter' });
  await expect(shorter).toHaveAttribute('aria-expanded', 'true');
  await expect(quotation).not.toHaveClass(/clamped/);
  // The whole law scrolls inside the lines the figure gave it: the figure
  // keeps its height.
  expect((await quotation.boundingBox()).height).toBe(clamped);
  expect(await quotation.evaluate((q) => q.scrollHeight > q.clientHeight)).toBe(true);
  await shorter.click();
  await expect(whole).toHaveAttribute('aria-expanded', 'false');
  await expect(quotation).toHaveClass(/clamped/);
});

test('the page has a strict CSP, asks only its own origin, and breaks no rule while playing', async ({ page }) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
  });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await openAtStart(page, 'pawn-and-three-moves');
  // A man lifted and carried (the dragged man is placed by its style).
  const g1 = square(board(page, 'Modern'), 'g1');
  await g1.scrollIntoViewIfNeeded();
  const knight = await g1.boundingBox();
  const [x, y] = [knight.x + knight.width / 2, knight.y + knight.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 2 * knight.height, { steps: 4 });
  await expect(page.locator('.drag-piece.active svg')).toHaveCount(1);
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.up();
  await expect(page.locator('.drag-piece.active')).toHaveCount(0);
  await clickMoves(board(page, 'Sarratt (England)'), ['e2e3', 'f1d3', 'd1h5', 'g7g6', 'h5g6', 'h7g6', 'd3g6']);
  await expect(verdict(board(page, 'Modern'))).toContainText('Checkmate');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy.split(/[\s;]+/)).not.toContain("'unsafe-eval'");
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(`${ROOT}`))).toEqual([]);
});

test('a page links one stylesheet of its own, named from what it holds, so no cache serves an old sheet under a new name', async ({ page, request }) => {
  // A page checks each sheet's integrity: an old sheet under the name
  // of a new one would be refused, and the page shown without its style.
  // One sheet for the first load: a page is painted once every sheet in
  // its head has come.
  await page.goto(`${ROOT}embed/stalemate-verdicts/`);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  const sheets = new Set();
  for (const path of ['studies/passar-battaglia/', 'library/']) {
    await page.goto(`${ROOT}${path}`);
    const linked = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.href));
    for (const href of linked) sheets.add(href);
  }
  // The first load's, and the full bundle's.
  expect(sheets.size).toBe(2);
  for (const href of sheets) {
    const body = await (await request.get(href)).body();
    const named = href.match(/-([0-9a-f]{16})\.css$/)?.[1];
    expect(named, href).toBe(createHash('sha256').update(body).digest('hex').slice(0, 16));
  }
});

test("the precache waits for the page's own files, and asks for a few files at a time", async ({ page, context }) => {
  test.setTimeout(60_000);
  // When the worker was registered, on the page's clock.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.registeredAt = performance.now();
      return register.apply(this, args);
    };
  });
  // The worker's requests: how many were out at once.
  let out = 0;
  let mostOut = 0;
  let asked = 0;
  const fromWorker = (request) => request.serviceWorker() !== null;
  context.on('request', (request) => {
    if (!fromWorker(request)) return;
    asked += 1;
    mostOut = Math.max(mostOut, ++out);
  });
  for (const end of ['requestfinished', 'requestfailed']) {
    context.on(end, (request) => {
      if (fromWorker(request)) out -= 1;
    });
  }
  await page.goto('./studies/passar-battaglia/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // After the last of the page's wasm (the island's and the live app's) had come.
  const [registeredAt, wasmCame] = await page.evaluate(() => [
    window.registeredAt,
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.wasm'))
      .map((entry) => entry.responseEnd),
  ]);
  expect(wasmCame.length).toBe(2);
  expect(registeredAt).toBeGreaterThan(Math.max(...wasmCame));
  // Every page of the edition was cached, never more than four files
  // asked for at once.
  expect(await page.evaluate(async () => !!(await caches.match('sources/sarratt/16/')))).toBe(true);
  expect(asked).toBeGreaterThan(200);
  expect(mostOut).toBeLessThanOrEqual(4);
});

test('offline after one visit, and a new build takes over with saved data intact', async ({ page }) => {
  test.setTimeout(60_000);
  const port = Number(process.env.E2E_PORT ?? 4173) + 17;
  const origin = `http://127.0.0.1:${port}/`;
  const first = mkdtempSync(join(tmpdir(), 'old-laws-v1-'));
  cpSync('dist', first, { recursive: true });
  let server = await serve(first, port);
  try {
    await page.goto(`${origin}studies/passar-battaglia/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // now controlled by the service worker
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.getByRole('button', { name: 'Go to the start' }).click();
    await clickMoves(board(page, 'Italy (Sarratt)'), ['d2d4']);

    // The server is gone: the app still loads from its cache and plays.
    server.kill();
    await page.goto(origin);
    await expect(square(board(page, 'Italy (Sarratt)'), 'd4')).toHaveAttribute('aria-label', 'd4, white pawn');
    await clickMoves(board(page, 'Italy (Sarratt)'), ['d7d5']);
    await expect(square(board(page, 'Italy (Sarratt)'), 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');

    // A new build is served: it takes over on the next load, old caches go.
    const second = mkdtempSync(join(tmpdir(), 'old-laws-v2-'));
    cpSync('dist', second, { recursive: true });
    const index = join(second, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', '<head><meta name="build" content="second">'));
    const { version } = stampServiceWorker(second, 'public/sw.js');
    server = await serve(second, port);
    await page.goto(origin);
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'second');
    // The new worker installs (fetching every file again), activates, and
    // only then deletes the old cache: give a loaded machine time.
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).toEqual([`chess-laws-${version}`]);
    await expect(square(board(page, 'Italy (Sarratt)'), 'd5')).toHaveAttribute('aria-label', 'd5, black pawn');
  } finally {
    server.kill();
  }
});
