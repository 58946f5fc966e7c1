// The edition's pages: each law, study, figure, source and code a page of
// its own, written at build time (scripts/build/prerender.mjs). Read with
// JavaScript off, reached from every address published before, and taken
// over by the live app without a change of text or place.
import { readFileSync } from 'node:fs';
import { test, expect, board, clickMoves, comeAlive, holdBack } from './helpers.mjs';

/** The men the start of passar-battaglia's line shows: the initial array. */
const INITIAL_MEN = 32;

/** Opens `path` with the wasm files `pattern` matches held back: the page
 * as built, until the returned function lets them come. */
async function openAsBuilt(page, path, pattern) {
  const release = await holdBack(page, pattern);
  await page.goto(path);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  return release;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a study reads whole: the law, its source, boards with their men, verdicts', async ({ page }) => {
    await page.goto('studies/passar-battaglia/');
    await expect(page).toHaveTitle(/Passar battaglia/);
    const quotation = page.locator('blockquote.quotation');
    await expect(quotation).toContainText('pass');
    expect((await quotation.textContent()).length).toBeGreaterThan(40);
    await expect(page.locator('p.source').first()).toContainText(/\(\d{4}\), law \d+/);
    const boards = page.locator('.compare-board');
    expect(await boards.count()).toBeGreaterThan(1);
    for (const board of await boards.all()) {
      await expect(board.locator('[data-square]')).toHaveCount(64);
      await expect(board.locator('[data-square] svg, [data-square] .piece')).not.toHaveCount(0);
    }
    await expect(page.locator('.verdict-box').first()).not.toBeEmpty();
    // The table of verdicts: a row for each board, its code and its verdict.
    const table = page.locator('.verdict-table');
    await expect(table.locator('tbody tr')).toHaveCount(await boards.count());
    await expect(table.getByRole('row', { name: /Italy/ })).toContainText('Refused: 3.exd6');
    await expect(table.getByRole('row', { name: /Modern/ })).toContainText('Goes on');
    // Its own address previews as the law where it is shared.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /s\/passar-battaglia\.png$/);
    // The law is not clamped: without the script, no button could unclamp it.
    const clamped = await quotation.evaluate((q) => q.scrollHeight > q.clientHeight + 2);
    expect(clamped).toBe(false);
  });

  test('a study prints without the word on JavaScript, its law and boards whole', async ({ page }) => {
    await page.goto('studies/passar-battaglia/');
    await expect(page.locator('.noscript')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.noscript')).toBeHidden();
    await expect(page.locator('blockquote.quotation')).toBeVisible();
    await expect(page.locator('.compare-board').first().locator('[data-square]')).toHaveCount(64);
  });

  test("a page of the later screens is drawn with its screen's styles", async ({ page }) => {
    await page.goto('library/');
    const source = page.locator('.library-source').first();
    await expect(source).toBeVisible();
    expect(await source.evaluate((e) => getComputedStyle(e).fontVariantCaps)).toBe('small-caps');
    // Filters that could not filter are not offered: the list is whole.
    await expect(page.locator('.library .filters')).toBeHidden();
    const counted = Number((await page.locator('.library-count').textContent()).match(/\d+/)[0]);
    expect(counted).toBeGreaterThan(30);
    await expect(page.locator('.library-item')).toHaveCount(counted);
  });

  test('on a phone our notes are there to read: the page as built folds them only for the live app', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('studies/passar-battaglia/');
    await expect(page.locator('.law-notes .commentary')).toBeVisible();
    await expect(page.locator('.law-notes .commentary')).not.toBeEmpty();
  });

  test('on a phone every board stands in the page, as no tab could be chosen', async ({ page }) => {
    const pages = [['studies/stalemate-verdicts/', 328], ['embed/stalemate-verdicts/', 328], ['embed/stalemate-verdicts/', 600]];
    for (const [path, width] of pages) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('.figure-tabs')).toBeHidden();
      const boards = page.locator('.compare-board');
      await expect(boards).toHaveCount(3);
      for (const board of await boards.all()) {
        await expect(board).toBeVisible();
        await expect(board.locator('[data-square]')).toHaveCount(64);
        await expect(board.locator('.verdict-box')).not.toBeEmpty();
        // Within the column, its squares legible (none drawn over another).
        const box = await board.boundingBox();
        expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
        const square = await board.locator('[data-square]').first().boundingBox();
        expect(square.width).toBeGreaterThanOrEqual(18);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  // The whole page is there to read: nothing the boards would need to play
  // is fetched (the page's head asks for the island's wasm only where
  // scripts run).
  test('a study and a figure fetch no wasm', async ({ page }) => {
    const wasm = [];
    page.on('request', (request) => /\.wasm$/.test(request.url()) && wasm.push(request.url()));
    for (const path of ['studies/passar-battaglia/', 'embed/stalemate-verdicts/']) {
      await page.goto(path);
      await expect(page.locator('.compare-board').first()).toBeVisible();
    }
    expect(wasm).toEqual([]);
  });

  test('an embed shows its law, boards and verdicts', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 700 });
    await page.goto('embed/stalemate-verdicts/');
    await expect(page.locator('.app.embed')).toBeVisible();
    await expect(page.locator('blockquote.quotation')).not.toHaveText('…');
    const squares = page.locator('.compare-board').first().locator('[data-square]');
    await expect(squares).toHaveCount(64);
    await expect(page.locator('.verdict-box').first()).not.toBeEmpty();
    // Named for its law, as its study's page is: a frame's reader and a
    // tab say what it shows.
    await expect(page).toHaveTitle('Stalemate: a draw, a win or a loss \u2014 The Old Laws of Chess');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Stalemate: a draw, a win or a loss \(Sarratt \(1808\), law \d+\)/);
  });

  test('a law of a source is a page: its words, its kind, what plays it, its citation', async ({ page }) => {
    await page.goto('sources/sarratt/16/');
    const text = new URL('../../crates/study/src/scenarios/texts/sarratt-1808.txt', import.meta.url);
    const seed = readFileSync(text, 'utf8');
    await expect(page.locator('.law-page')).toBeVisible();
    const words = await page.locator('.law-page .law-words').textContent();
    // A run of the law's own words, as the text prints them.
    const run = words.replace(/\s+/g, ' ').slice(0, 30).trim();
    expect(seed.replace(/\s+/g, ' ')).toContain(run);
    await expect(page.locator('.law-page .law-kind')).not.toBeEmpty();
    await expect(page.locator('.law-page .law-status a').first()).toBeVisible();
    await expect(page.locator('.law-cite')).toContainText('16');
    await expect(page.locator('meta[name="citation_author"]')).toHaveAttribute('content', 'Sarratt, J. H.');
    await expect(page.locator('meta[name="citation_inbook_title"]')).toHaveAttribute('content', /Treatise/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /sources\/sarratt\/16\/$/);
    // Its own name, for a tab, a bookmark and a search engine.
    await expect(page).toHaveTitle('Sarratt (1808), law 16 \u2014 The Old Laws of Chess');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sarratt \(1808\), law 16, word for word/);
  });

  test("a law's citation tags name its book, not the edition, as the book's publisher", async ({ page }) => {
    // A citation manager would take a publisher beside 1808 for the book's.
    await page.goto('sources/sarratt/16/');
    await expect(page.locator('meta[name="citation_publication_date"]')).toHaveAttribute('content', '1808');
    await expect(page.locator('meta[name="citation_publisher"]')).toHaveCount(0);
    await expect(page.locator('meta[name="citation_online_date"]')).toHaveAttribute('content', /^\d{4}\/\d{2}\/\d{2}$/);
    // A title the code does not give itself is marked as the edition's, as the Cite tool marks it.
    await page.goto('sources/code-of-24/16/');
    await expect(page.locator('meta[name="citation_inbook_title"]')).toHaveAttribute('content', '[A code of 24 laws]');
    // A study is the edition's own page: the edition publishes it.
    await page.goto('studies/passar-battaglia/');
    await expect(page.locator('meta[name="citation_publisher"]')).toHaveAttribute('content', 'The Old Laws of Chess');
  });

  test('a law the umpire\'s table rules by on several slips names each', async ({ page }) => {
    await page.goto('sources/umpire-code/touching-the-squares/');
    const status = page.locator('.law-page .law-status');
    await expect(status).toContainText('a false move');
    await expect(status).toContainText('touched');
  });

  test('a source is a page with every law', async ({ page }) => {
    await page.goto('sources/laws-of-the-game/');
    await expect(page).toHaveTitle(/^Laws of the Game .*\u2014 The Old Laws of Chess$/);
    const laws = page.locator('.source-law');
    expect(await laws.count()).toBeGreaterThan(10);
    await expect(page.locator('.source-law').nth(3)).not.toBeEmpty();
  });

  test('a code is a page: what it changes, with its laws', async ({ page }) => {
    await page.goto('codes/italy/');
    await expect(page.locator('#code-title')).toContainText('Italy');
    expect(await page.locator('.code-change-list li').count()).toBeGreaterThan(0);
  });

  test("a code's page is set as the sources are: a book's page, in lines a reader can follow", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('codes/italy/');
    const notes = page.locator('.code-page .code-changes-body');
    // A measure of at most 46 rem (the sources' own), not the window's width.
    expect((await notes.boundingBox()).width).toBeLessThanOrEqual(46 * 16);
    const look = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--accent)';
      probe.style.fontFamily = 'var(--serif)';
      document.body.append(probe);
      const style = (element) => getComputedStyle(element);
      return {
        accent: style(probe).color,
        serif: style(probe).fontFamily,
        notes: style(document.querySelector('.code-changes-body')).fontFamily,
        title: style(document.querySelector('#code-title')).fontFamily,
        links: [...document.querySelectorAll('.code-page-links a')].map((a) => style(a).color),
      };
    });
    expect(look.notes).toBe(look.serif);
    expect(look.title).toBe(look.serif);
    expect(look.links).toEqual([look.accent, look.accent]);
  });

  test("each code's page is reached from home and from a board's notes", async ({ page }) => {
    await page.goto('');
    const codes = page.locator('.home-codes a');
    // Every code of the sitemap's pages, each named.
    await expect(codes).toHaveCount(11);
    await codes.getByText('Italy (Sarratt)', { exact: true }).click();
    await expect(page).toHaveURL(/\/codes\/italy\/$/);
    await expect(page.locator('#code-title')).toHaveText('Italy (Sarratt)');
    await page.goto('studies/passar-battaglia/');
    const italy = page.locator('.compare-board', { has: page.locator('h3', { hasText: 'Italy (Sarratt)' }) });
    await italy.getByText('What this code changes').click();
    await italy.getByRole('link', { name: 'This code\u2019s page' }).click();
    await expect(page).toHaveURL(/\/codes\/italy\/$/);
  });

  test("a code's rules cite their laws as links to the laws' pages", async ({ page }) => {
    await page.goto('codes/italy/');
    const cited = page.locator('.code-sources li', { hasText: 'En passant' }).getByRole('link');
    await expect(cited).toHaveText('Sarratt (1808), law 15');
    await cited.click();
    await expect(page).toHaveURL(/\/sources\/sarratt\/15\/$/);
    await expect(page.locator('.law-page')).toContainText('Passant');
  });

  test("what a code changes cites its laws as links to the laws' pages, in the accent", async ({ page }) => {
    await page.goto('codes/laws-of-the-game/');
    // Two laws read together: a link each.
    const together = page.locator('.code-change-list li', { hasText: 'laws 8 and 16' }).getByRole('link');
    await expect(together).toHaveText(['8', '16']);
    await page.goto('codes/italy/');
    const change = page.locator('.code-change-list li', { hasText: 'passar battaglia' });
    const cited = change.getByRole('link');
    await expect(cited).toHaveText('Sarratt (1808), law 15, N.B.');
    const colours = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--accent)';
      document.body.append(probe);
      const link = [...document.querySelectorAll('.code-change-list a')][0];
      return { accent: getComputedStyle(probe).color, link: getComputedStyle(link).color };
    });
    expect(colours.link).toBe(colours.accent);
    // The note stands in law 15: its page holds it.
    await cited.click();
    await expect(page).toHaveURL(/\/sources\/sarratt\/15\/$/);
    await expect(page.locator('.law-page')).toContainText('N. B. This is not the case in Italy');
  });

  test("a law's page names the codes whose rules cite it, each a link to its page", async ({ page }) => {
    await page.goto('sources/sarratt/16/');
    const codes = page.locator('.law-page .law-codes a');
    await expect(codes.getByText('Sarratt (England)', { exact: true })).toHaveCount(1);
    await codes.getByText('Italy (Sarratt)', { exact: true }).click();
    await expect(page).toHaveURL(/\/codes\/italy\/$/);
    // And the code's page cites the law back.
    await expect(page.locator('.code-sources a[href="sources/sarratt/16/"]').first()).toBeVisible();
  });

  test("a law's page names the codes whose board cites it on a point of play, and a code's page the bar it borrows", async ({ page }) => {
    // A king stepped into check: refused under Sarratt's law 18 by the codes on his law book.
    await page.goto('sources/sarratt/18/');
    const intoCheck = page.locator('.law-page .law-codes a');
    await expect(intoCheck.getByText('Turkey', { exact: true })).toHaveCount(1);
    await expect(intoCheck.getByText('Code of 24 laws', { exact: true })).toHaveCount(0);
    // Men between king and rook: only the Code of 24 names the bar; Sarratt's codes take it.
    await page.goto('sources/code-of-24/16/');
    await page.locator('.law-page .law-codes').getByText('Sarratt (England)', { exact: true }).click();
    await expect(page).toHaveURL(/\/codes\/sarratt\/$/);
    const borrowed = page.locator('.code-sources li', { hasText: 'Castling with men between' });
    await expect(borrowed.getByRole('link')).toHaveText('Code of 24 laws, law 16');
    // The engaged game plays the Code of 24's own rules, and says so.
    await page.goto('codes/code-of-24-engaged/');
    const enPassant = page.locator('.code-sources li', { hasText: 'En passant' });
    await expect(enPassant.getByRole('link')).toHaveText('Code of 24 laws, law 15');
  });

  test("a law of match practice a code's board plays in part is not called text only", async ({ page }) => {
    // Laws of the Game 9: lots and colours over a sitting, and the giver of odds moves first.
    await page.goto('sources/laws-of-the-game/9/');
    const status = page.locator('.law-page .law-status');
    await expect(status).toContainText('Played in part by the boards.');
    await expect(status).not.toContainText('Text only');
    await expect(page.locator('.law-page .law-codes')).toContainText('Laws of the Game');
    // Law 10, a drawn game in a match, no board plays: text only.
    await page.goto('sources/laws-of-the-game/10/');
    await expect(page.locator('.law-page .law-status')).toContainText('Text only.');
    await expect(page.locator('.law-page .law-codes')).toHaveCount(0);
  });

  test("a law a study plays and the umpire's table rules by names both", async ({ page }) => {
    // The umpire code's paragraph on moving into check: the study shows the
    // king refused, the table the penalty.
    await page.goto('sources/umpire-code/moving-into-check/');
    const status = page.locator('.law-page .law-status');
    await expect(status.getByRole('link', { name: 'A king may not move into check' })).toBeVisible();
    await expect(status).toContainText('Umpire mode: the king moved into check');
  });

  test('the bibliography is reached from the sources', async ({ page }) => {
    await page.goto('sources/sarratt/16/');
    await page.locator('.sources-intro').getByRole('link', { name: 'bibliography' }).click();
    await expect(page).toHaveURL(/\/bibliography\/$/);
    await expect(page.locator('h1, h2').first()).toHaveText('Bibliography');
  });

  test('the links between pages are links to pages', async ({ page }) => {
    await page.goto('library/');
    await page.locator('a[href*="studies/passar-battaglia/"]').first().click();
    await expect(page).toHaveURL(/\/studies\/passar-battaglia\/$/);
    await expect(page.locator('blockquote.quotation')).toBeVisible();
  });
});

test.describe('every address published before lands on its page', () => {
  const forms = [
    ['?s=passar-battaglia', /\/studies\/passar-battaglia\/(\?|$)/],
    ['?s=passar-battaglia&line=e4&at=1', /\/studies\/passar-battaglia\/\?.*line=e4&at=1$/],
    ['?s=stalemate-verdicts&embed=1', /\/embed\/stalemate-verdicts\/$/],
    ['?view=sources&source=sarratt#law-16', /\/sources\/sarratt\/16\/$/],
    ['?view=sources&source=umpire-code', /\/sources\/umpire-code\/$/],
    ['?view=library&theme=castling', /\/library\/\?theme=castling$/],
    ['?view=bibliography', /\/bibliography\/$/],
    ['?view=import', /\/import\/$/],
    ['?view=free', /\/free\/$/],
  ];
  for (const [old, now] of forms) {
    test(old, async ({ page }) => {
      await page.goto(`./${old}`);
      await expect(page).toHaveURL(now);
      // The page was loaded from its own address (its own HTML), not
      // drawn at the root's by the live app.
      const path = new URL(page.url()).pathname;
      const loaded = () => page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0].name).pathname);
      await expect.poll(loaded).toBe(path);
      await expect(page.locator('.app')).toBeVisible();
    });
  }
});

test('an address from before the pages is sent on to its page, which reads before the live app comes', async ({ page }) => {
  const releaseLiveApp = await holdBack(page, /chess-laws-[0-9a-f]+_bg\.wasm$/);
  const releaseIsland = await holdBack(page, /island-[0-9a-f]+_bg\.wasm$/);
  await page.goto('./?s=passar-battaglia&embed=1');
  // The root's page as built is home: it is there, and not shown.
  await expect(page.locator('[data-prerendered] .home-card')).toHaveCount(4);
  await expect(page.locator('.home-card').first()).toBeHidden();
  // The island writes the page's address; the live app is still held back.
  releaseIsland();
  await expect(page).toHaveURL(/\/embed\/passar-battaglia\/$/);
  const built = page.locator('[data-prerendered=""]');
  await expect(built.getByRole('region', { name: 'Board under Italy (Sarratt)', exact: true })).toBeVisible();
  await expect(built.locator('blockquote.quotation')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  // Sent on in place: the history has the figure alone, not the old address too.
  expect(await page.evaluate(() => history.length)).toBe(2);
  releaseLiveApp();
  // Home itself, asked for by name, is shown as built (held as built
  // again: from the cache, the live app could take it over first).
  const releaseHome = await holdBack(page, /chess-laws-[0-9a-f]+_bg\.wasm$/);
  await page.goto('./?view=home');
  await expect(page.locator('[data-prerendered] .home-card').first()).toBeVisible();
  releaseHome();
});

test('an address from before the pages whose wasm cannot load shows the page as built', async ({ page }) => {
  page.expectErrors(/Failed to load|Failed to fetch|ERR_FAILED|wasm/i);
  await page.route(/(chess-laws|island)-[0-9a-f]+_bg\.wasm$/, (route) => route.abort());
  await page.goto('./?s=passar-battaglia&embed=1');
  // Home, its cards leading to pages of their own, rather than nothing.
  await expect(page.locator('[data-prerendered] .home-card').first()).toBeVisible();
  await page.locator('.home-card-link[data-scenario="passar-battaglia"]').click();
  await expect(page).toHaveURL(/\/studies\/passar-battaglia\/$/);
  await expect(page.locator('blockquote.quotation')).toBeVisible();
});

test.describe('a returning reader', () => {
  // The wasm is held back on the second visit too, not served from the
  // offline cache.
  test.use({ serviceWorkers: 'block' });

  test('at the bare address sees no home page while their study is drawn', async ({ page }) => {
    await page.goto('studies/passar-battaglia/');
    // The island saves the reader's place, as the live app does.
    await expect(page.locator('html')).toHaveAttribute('data-playable', '');
    const release = await holdBack(page, /chess-laws-[0-9a-f]+_bg\.wasm$/);
    await page.goto('./');
    await expect(page.locator('[data-prerendered] .home-card')).toHaveCount(4);
    await expect(page.locator('.home-card').first()).toBeHidden();
    release();
    await expect(page.getByRole('region', { name: 'Board under Italy (Sarratt)', exact: true })).toBeVisible();
  });
});

// The live app waits for the reader's first act that needs it: reading,
// following a link or selecting words does not start it.
test('a page whose address is its own stays as built while the reader reads, and comes alive at a key', async ({ page }) => {
  const wasm = [];
  page.on('requestfinished', (request) => request.url().endsWith('.wasm') && wasm.push(new URL(request.url()).pathname));
  await page.goto('studies/passar-battaglia/');
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  // The live app is fetched meanwhile, so that it starts at once when asked.
  await expect.poll(() => wasm.some((path) => /\/chess-laws-[0-9a-f]+_bg\.wasm$/.test(path))).toBe(true);
  // Words of the law selected, to copy: the page stays as built, and so
  // does the selection.
  await page.locator('blockquote.quotation').click({ clickCount: 3 });
  const selected = await page.evaluate(() => String(getSelection()).trim());
  expect(selected.length).toBeGreaterThan(10);
  await page.waitForTimeout(1000);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  expect(await page.evaluate(() => String(getSelection()).trim())).toBe(selected);
  // A key steps back through the line, once, when the live app has come.
  await expect(page).toHaveURL(/\/studies\/passar-battaglia\/$/);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]at=4(&|$)/);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/[?&]at=3(&|$)/);
});

/** Plays Black's g7-g6 on the Modern board of the passar battaglia (its
 * tab chosen first where the boards are tabs): the man moves, and the
 * line in the address takes the move. */
async function playOnModernBoard(page) {
  const tab = page.getByRole('tab', { name: /Modern/ });
  if (await tab.isVisible()) await tab.click();
  const modern = board(page, 'Modern');
  await clickMoves(modern, ['g7g6']);
  await expect(modern.locator('[data-square="g6"]')).toHaveAttribute('aria-label', 'g6, black pawn');
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_g6(&|$)/);
}

// The live app attaches to the page built for its address (hydration):
// the page's elements become the app's, rather than a copy drawn apart
// replacing them. An element marked on the page as built is still there,
// marked, once the page is alive, and plays.
for (const [path, width] of [['studies/passar-battaglia/', 1280], ['studies/passar-battaglia/', 360], ['embed/passar-battaglia/', 600], ['./', 1280], ['sources/sarratt/16/', 1280], ['library/', 360]]) {
  test(`${path} at ${width} px comes alive on its own elements, which then answer the reader`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const marked = await page.evaluate(() => {
      const kept = document.querySelectorAll('.app, .law-card, .compare-board, .board, .verdict-box, .home-card, .masthead');
      for (const element of kept) element.dataset.asBuilt = '';
      return kept.length;
    });
    expect(marked).toBeGreaterThan(1);
    await comeAlive(page);
    await expect(page.locator('.app')).toHaveCount(1);
    await expect(page.locator('[data-as-built]')).toHaveCount(marked);
    // A page without boards: its elements kept are the test.
    if (!path.includes('passar-battaglia')) return;
    await playOnModernBoard(page);
  });
}

test("home names itself in the address as soon as it is painted, before the live app's files come", async ({ page }) => {
  const release = await holdBack(page, /chess-laws-[0-9a-f]+_bg\.wasm$/);
  await page.goto('./');
  // So that Back from a card returns home, not to a study saved meanwhile.
  await expect(page).toHaveURL(/\?view=home$/);
  await expect(page.locator('[data-prerendered] .home-card')).toHaveCount(4);
  release();
});

test('an address that names another state is drawn by the live app at once', async ({ page }) => {
  await page.goto('studies/passar-battaglia/?line=e4&at=1');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('.move-list')).toContainText('e4');
});

test('a figure whose address names other codes shows its law, and no boards but the ones asked for', async ({ page, baseURL }) => {
  const release = await holdBack(page, /chess-laws-[0-9a-f]+_bg\.wasm$/);
  // An article's frame, noting the heights the figure reports.
  await page.setViewportSize({ width: 1000, height: 900 });
  const listen = "window.reports = []; addEventListener('message', (e) => e.data?.type === 'old-laws:height' && reports.push(e.data.height));";
  await page.setContent(
    `<script>${listen}</script><iframe id="figure" src="${baseURL}embed/stalemate-verdicts/?codes=sarratt" style="width: 600px; height: 700px; border: 0"></iframe>`,
  );
  const figure = page.frameLocator('#figure');
  // The law reads at once; the page's own three boards and their verdicts,
  // not the one code asked for, are not shown, nor the page's height told.
  await expect(figure.locator('[data-prerendered] #law-quotation')).toBeVisible();
  await expect(figure.locator('[data-prerendered] .compare-board')).toHaveCount(3);
  await expect(figure.locator('.compare-board').first()).toBeHidden();
  await expect(figure.locator('p.verdict').first()).toBeHidden();
  // A note over their place says that the boards asked for are coming.
  await expect(figure.getByText('Setting up the boards this link asks for')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.reports)).toEqual([]);
  // The live app draws the one board asked for, and its height is told.
  release();
  await expect(figure.locator('.app:not([data-prerendered]) .compare-board')).toHaveCount(1);
  await expect(figure.getByRole('region', { name: 'Board under Sarratt (England)', exact: true })).toBeVisible();
  await expect(figure.getByText('Setting up the boards this link asks for')).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.reports.length)).toBeGreaterThan(0);
});

test('a figure at the address the Embed tool gives shows its boards before the live app comes', async ({ page }) => {
  await holdBack(page, /chess-laws-[0-9a-f]+_bg\.wasm$/);
  await page.goto('embed/stalemate-verdicts/');
  const address = await page.locator('a.embed-title').getAttribute('href');
  await page.goto(`embed/stalemate-verdicts/${address.slice(address.indexOf('?'))}`);
  await expect(page.locator('[data-prerendered] .compare-board')).toHaveCount(3);
  await expect(page.locator('[data-prerendered] .compare-board').nth(2)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-other-state');
  await expect(page.getByText('Setting up the boards this link asks for')).toBeHidden();
});

test('a figure at the address the Embed tool gives comes alive on its own elements', async ({ page }) => {
  await page.goto('embed/passar-battaglia/');
  const address = await page.locator('a.embed-title').getAttribute('href');
  await page.goto(`embed/passar-battaglia/${address.slice(address.indexOf('?'))}`);
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('.app, .compare-board')) element.dataset.asBuilt = '';
  });
  await comeAlive(page);
  await expect(page.locator('.app[data-as-built]')).toHaveCount(1);
  await expect(page.locator('.compare-board[data-as-built]')).toHaveCount(3);
  await playOnModernBoard(page);
});

// A browser's translation rewrites the page's words into elements of its
// own: the live app's views would not find the nodes they drew, so the
// live app does not attach to such a page as it is. A study's page it
// attaches to in the copy the loader kept of it as built; any other it
// takes over.
test('a page whose words another hand rewrote before the live app came is not attached to as it is, and plays', async ({ page }) => {
  await page.goto('studies/passar-battaglia/');
  await expect(page.locator('html')).toHaveAttribute('data-playable', '');
  await page.evaluate(() => {
    document.querySelector('.app').dataset.asBuilt = '';
    for (const heading of document.querySelectorAll('.app h2, .app h3')) {
      const translated = document.createElement('font');
      translated.textContent = heading.textContent;
      heading.replaceChildren(translated);
    }
  });
  await comeAlive(page);
  await expect(page.locator('.app[data-as-built]')).toHaveCount(0);
  await playOnModernBoard(page);
});

// A hand the loader cannot see (an extension at the document's end, say)
// may change the page before the loader comes; here the served page lacks
// one of the marks the live app's views look for. The app stops as
// it attaches; the page is put back as built and taken over by a second
// instance; the first one's listeners are taken off.
test('a page the live app cannot attach to is built again by it, and plays', async ({ page }) => {
  page.expectErrors(/unreachable|panicked/);
  await page.route(/\/studies\/passar-battaglia\/$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // The page's last such mark: the views have by then set their
    // handlers on the elements before it.
    const mark = '<!--<() />-->';
    const cut = html.lastIndexOf(mark);
    expect(cut).toBeGreaterThan(html.indexOf('class="app'));
    await route.fulfill({ response, body: html.slice(0, cut) + html.slice(cut + mark.length) });
  });
  const warnings = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('studies/passar-battaglia/');
  await comeAlive(page);
  expect(warnings.some((warning) => warning.includes('could not attach'))).toBe(true);
  await playOnModernBoard(page);
  // The page's keys step the second instance's line, once.
  // (Away from the board, whose squares take the arrows.)
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_g6&at=5(&|$)/);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/line=e4_Nf6_e5_d5_exd6_g6&at=5(&|$)/);
});

test('a press on the page before the app has taken it over is not lost', async ({ page }) => {
  const release = await openAsBuilt(page, 'studies/passar-battaglia/', /chess-laws-[0-9a-f]+_bg\.wasm$/);
  // Step back before the wasm has come: the press is kept.
  await page.getByRole('button', { name: 'Go to the start' }).click();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page).toHaveURL(/at=0/);
});

test('what the reader types before the page comes alive is kept', async ({ page }) => {
  const release = await openAsBuilt(page, 'import/', /full-[0-9a-f]+_bg\.wasm$/);
  await page.getByLabel('Game text').fill('1. e4 e5 2. f4');
  // Pressed before the page is alive too: the text is there when it acts.
  await page.getByRole('button', { name: 'Read the games' }).click();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Game text')).toHaveValue('1. e4 e5 2. f4');
  await expect(page.locator('.import-verdicts')).toBeVisible();
});

test('boxes ticked and choices made before the page comes alive are kept', async ({ page }) => {
  const release = await openAsBuilt(page, 'free/', /full-[0-9a-f]+_bg\.wasm$/);
  // The page as built shows the codes free play starts with.
  await expect(page.locator('[data-code="italy"]')).toBeChecked();
  await expect(page.locator('[data-code="custom"]')).not.toBeChecked();
  await page.locator('[data-code="italy"]').uncheck();
  await page.locator('[data-code="custom"]').check();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-code="italy"]')).not.toBeChecked();
  await expect(page.locator('[data-code="custom"]')).toBeChecked();
  // The live app heard the tick: the own rules' form is there.
  await page.getByLabel('Stalemate', { exact: true }).selectOption('win');
  await expect(page.getByLabel('Stalemate', { exact: true })).toHaveValue('win');
});

test('a choice made in a list before the page comes alive is kept', async ({ page }) => {
  const release = await openAsBuilt(page, 'library/', /full-[0-9a-f]+_bg\.wasm$/);
  await page.getByLabel('Source', { exact: true }).selectOption('sarratt');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Source', { exact: true })).toHaveValue('sarratt');
  await expect(page).toHaveURL(/source=sarratt/);
});

test('a link on the page as built leads where it says, the squares of its diagram included', async ({ page }) => {
  await openAsBuilt(page, './', /chess-laws-[0-9a-f]+_bg\.wasm$/);
  // A press on the card's diagram, which has squares of its own.
  await page.locator('.home-card-link .home-card-board').first().click();
  await expect(page).toHaveURL(/studies\/italian-castling\/$/);
});

/** Presses the mouse down on the button named `name` of the page as built,
 * lets the live app's wasm come, and resolves once the app has started. */
async function pressDownAsTheAppComes(page, release, name) {
  const started = page.evaluate(() => new Promise((resolve) => addEventListener('TrunkApplicationStarted', () => resolve(true))));
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await started;
}

// On the page built for its address the live app attaches to the button
// pressed: the release ends the press there, and it counts once.
test('a press begun on the page as built ends on the live app, pressed once', async ({ page }) => {
  const release = await openAsBuilt(page, 'studies/passar-battaglia/', /chess-laws-[0-9a-f]+_bg\.wasm$/);
  await pressDownAsTheAppComes(page, release, 'Step back');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(/at=4(&|$)/);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/at=4(&|$)/);
});

// Where the live app takes the page over (its address names a state the
// page as built lacks, here a colour theme), it waits for the release, so
// that no click is split between the page as built and the live app.
test('a press begun on a page the live app takes over ends on it: the live app waits for the release', async ({ page }) => {
  const release = await openAsBuilt(page, 'studies/passar-battaglia/?theme=dark', /chess-laws-[0-9a-f]+_bg\.wasm$/);
  await pressDownAsTheAppComes(page, release, 'Go to the start');
  // Whole by now, the live app still waits: the pointer is down.
  await page.waitForTimeout(500);
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await page.mouse.up();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page).toHaveURL(/at=0/);
});

test('a reader typing as the page comes alive types on into the live field', async ({ page }) => {
  const release = await openAsBuilt(page, 'import/', /full-[0-9a-f]+_bg\.wasm$/);
  await page.getByLabel('Game text').click();
  await page.keyboard.type('1. e4 ');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The focus and the caret are where they were: the next keys follow.
  await expect(page.getByLabel('Game text')).toBeFocused();
  await page.keyboard.type('e5');
  await expect(page.getByLabel('Game text')).toHaveValue('1. e4 e5');
});

test('a file picked and then a game pasted and read, before the page comes alive: the later, pasted game is read', async ({ page }) => {
  const release = await openAsBuilt(page, 'import/', /full-[0-9a-f]+_bg\.wasm$/);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'long.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from('1.Nf3 Nf6 2.Ng1 Ng8 '.repeat(200)),
  });
  await page.getByLabel('Game text').fill('[White "A"]\n[Black "B"]\n\n1.e4 e5 *\n');
  await page.getByRole('button', { name: 'Read the games' }).click();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The file, read in the background after the press, does not replace
  // it: one game listed, the pasted one.
  await expect(page.locator('.import-game h3')).toHaveText([/^A \u2013 B/]);
});

/** Picks a file of one game on the import page (as built). */
const pickAGame = (page) =>
  page.locator('input[type="file"]').setInputFiles({
    name: 'italian.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from('1.e4 e5 2.f4 exf4 3.Nf3 Be7 4.Bc4 Bh4+ 5.g3 fxg3 6.O-O(Kh1,Rf1) gxh2 *\n'),
  });

/** The live app has the page, and has read the game picked. */
async function theGameIsRead(page) {
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const game = page.locator('.import-game').first();
  await expect(game.getByRole('row', { name: /^(\u2716 )?Italy \(Sarratt\)/ })).toContainText('Plays through', { timeout: 20_000 });
}

test('a file picked before the page comes alive is read', async ({ page }) => {
  const release = await openAsBuilt(page, 'import/', /full-[0-9a-f]+_bg\.wasm$/);
  await pickAGame(page);
  release();
  await theGameIsRead(page);
});

// On a slow network the page is read, and used, well before its scripts
// come: the file picked meanwhile was the reader's first act.
test("a file picked before the page's scripts have come is read once they come", async ({ page }) => {
  const release = await holdBack(page, /\/boot-[0-9a-f]+\.js$/);
  await page.goto('import/', { waitUntil: 'commit' });
  await pickAGame(page);
  release();
  await theGameIsRead(page);
});

// At 1280 px the law stands beside the boards with our notes open; at 360
// px above them, the notes folded.
for (const width of [1280, 360]) {
test(`a page comes alive without its text or its boards moving, at ${width} px`, async ({ page }) => {
  await page.setViewportSize({ width, height: 900 });
  // Hold the wasm back until the prerendered page has been measured.
  const release = await holdBack(page, /\.wasm$/);
  await page.addInitScript(() => {
    window.__shifts = 0;
    window.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // Every shift counts, those after input too: the key that brings
        // the page to life is input.
        window.__shifts += entry.value;
        // What moved, for the message should it fail.
        for (const { node, previousRect: was, currentRect: is } of entry.sources) {
          const name = node?.nodeType === 1 ? `${node.tagName}.${node.className}` : String(node?.nodeName);
          window.__shifted.push(`${Math.round(performance.now())} ms ${name}: ${[was.x, was.y, was.width, was.height]} to ${[is.x, is.y, is.width, is.height]}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // What the page said, for the message should it fail: an app that could
  // not attach and built the page again says so, and draws its boards one
  // at a time.
  const said = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  await page.goto('studies/passar-battaglia/');
  const place = () =>
    page.evaluate(() => {
      const visible = (selector) =>
        [...document.querySelectorAll(selector)].find((e) => !e.closest('[hidden]'));
      const box = (e) => {
        const r = e.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      };
      return {
        title: visible('#law-title, .law-card h2').textContent,
        law: box(visible('.law-card h2')),
        board: box(visible('.compare-board [data-square="a8"]')),
        notesShown: document.querySelector('.law-notes .commentary').checkVisibility(),
        height: document.documentElement.scrollHeight,
        prerendered: !!document.querySelector('[data-prerendered]'),
      };
    });
  const before = await place();
  expect(before.prerendered).toBe(true);
  release();
  await comeAlive(page);
  await expect(page.locator('.study-layout[data-built]')).toBeVisible();
  const after = await place();
  expect(after.title).toBe(before.title);
  expect(after.law).toEqual(before.law);
  expect(after.board).toEqual(before.board);
  expect(after.notesShown).toBe(width > 900);
  expect(after.notesShown).toBe(before.notesShown);
  expect(after.height).toBe(before.height);
  const [shifts, shifted] = await page.evaluate(() => [window.__shifts, window.__shifted]);
  expect(shifts, [...shifted, ...said].join('\n')).toBeLessThan(0.02);
  // And it plays.
  await playOnModernBoard(page);
});
}

// Every kind of page, taken over where the reader has scrolled it: the
// same height, the same words in the same places, the reader's place kept.
for (const path of ['library/', 'bibliography/', 'free/', 'import/', 'sources/sarratt/', 'sources/sarratt/16/', 'codes/italy/', 'studies/stalemate-verdicts/', 'embed/italian-castling/']) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px comes alive where the reader is, nothing moved`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await openAsBuilt(page, path, /\.wasm$/);
      const place = () =>
        page.evaluate(() => {
          const shown = [...document.querySelectorAll('.app main *')].filter((e) => e.checkVisibility());
          return {
            height: document.documentElement.scrollHeight,
            scrolled: Math.round(scrollY),
            words: shown
              .filter((e) => /^(H[1-4]|P|LI|BLOCKQUOTE|TD|TH)$/.test(e.tagName))
              .slice(0, 60)
              .map((e) => {
                const box = e.getBoundingClientRect();
                return `${Math.round(box.left)},${Math.round(box.top)} ${e.textContent.trim().slice(0, 30)}`;
              }),
          };
        });
      await page.evaluate(() => scrollTo(0, 300));
      const before = await place();
      release();
      await comeAlive(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await place()).toEqual(before);
    });
  }
}

test('on a phone, our notes opened before the page comes alive are open on the live page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const release = await openAsBuilt(page, 'studies/passar-battaglia/', /\.wasm$/);
  const commentary = page.locator('.law-notes .commentary');
  await expect(commentary).toBeHidden();
  await page.getByText('Our commentary and reading').click();
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(commentary).toBeVisible();
  await expect(commentary).not.toBeEmpty();
});

for (const [path, width] of [['embed/stalemate-verdicts/', 360], ['embed/stalemate-verdicts/', 600], ['embed/castling-after-moving/', 360], ['embed/rignano-castling/', 800]]) {
  test(`${path} at ${width} px is built as the live app shows it: the codes as tabs, the board in its place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await openAsBuilt(page, path, /\.wasm$/);
    const place = () =>
      page.evaluate(() => {
        const shown = [...document.querySelectorAll('.compare-board')].filter((b) => b.getClientRects().length > 0);
        const r = shown[0].querySelector('[data-square="a8"]').getBoundingClientRect();
        return {
          boards: shown.length,
          tabs: document.querySelector('.figure-tabs').getClientRects().length > 0,
          a8: [Math.round(r.x), Math.round(r.y), Math.round(r.width)],
          height: document.documentElement.scrollHeight,
        };
      });
    const before = await place();
    expect(before).toMatchObject({ boards: 1, tabs: true });
    release();
    await comeAlive(page);
    expect(await place()).toEqual(before);
  });
}

test("a code's page lists, as built, the studies the library gives under that code", async ({ page }) => {
  await page.goto('codes/turkey/');
  const listed = await page.locator('.code-page-studies a').allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'These studies in the library' }).click();
  await expect(page).toHaveURL(/\/library\/\?code=turkey$/);
  await expect(page.locator('.library-item > a')).toHaveCount(listed.length);
  expect(await page.locator('.library-item > a').allTextContents()).toEqual(listed);
  await page.goBack();
  await page.locator('.code-page-studies a').first().click();
  await expect(page).toHaveURL(/\/studies\/[a-z0-9-]+\/$/);
  await expect(page.locator('.compare-board h3', { hasText: 'Turkey' })).toHaveCount(1);
});

test('the sitemap lists every page', async ({ request }) => {
  const sitemap = await (await request.get('sitemap.xml')).text();
  const urls = sitemap.match(/<loc>/g) ?? [];
  expect(urls.length).toBeGreaterThanOrEqual(180);
  expect(sitemap).toContain('sources/sarratt/16/');
  expect(sitemap).toContain('embed/passar-battaglia/');
});

// Every page of the sitemap, for a reader with no study saved: the live
// app attaches to it (a view drawn otherwise at build time than in the
// browser would stop the page's wasm) and keeps the page's own root.
//
// The sitemap is walked in parts, each in a browser context of its own and
// so in a renderer process of its own. A page left behind keeps its wasm
// memories until the browser collects it, and each memory holds gigabytes
// of the renderer's address space, which is bounded: a hundred and eighty
// loads in one tab, a wasm instance or two each, can find it full before the
// collector has caught up ("Out of memory: Cannot allocate Wasm memory").
// A reader does not load pages at that pace.
test.describe('the whole edition', () => {
  // The service worker's precache of the whole site would share the
  // loopback with a hundred and eighty loads in a row.
  test.use({ serviceWorkers: 'block' });
  const parts = 6;

  for (let part = 0; part < parts; part++) {
    const title = `every page of the edition comes alive on its own elements, part ${part + 1} of ${parts}`;
    test(title, async ({ page, request }) => {
      test.setTimeout(120_000);
      const sitemap = await (await request.get('sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
      expect(paths.length).toBeGreaterThanOrEqual(180);
      for (const path of paths.filter((_, index) => index % parts === part)) {
        await page.goto(path);
        await page.evaluate(() => {
          document.querySelector('.app').dataset.asBuilt = '';
        });
        await comeAlive(page);
        await expect(page.locator('.app[data-as-built]'), path).toHaveCount(1);
        // A study saved on the way is one the live app links to from every
        // other page, which then takes that page over instead.
        await page.evaluate(() => localStorage.clear());
      }
    });
  }
});

test('a page reached in the live app names itself to citation managers, and so does the page Back returns to', async ({ page }) => {
  await page.goto('studies/passar-battaglia/');
  await comeAlive(page);
  const head = () =>
    page.evaluate(() => ({
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.href),
      title: document.querySelector('meta[name="citation_title"]')?.content,
      author: document.querySelector('meta[name="citation_author"]')?.content,
      date: document.querySelector('meta[name="citation_online_date"]')?.content,
      preview: document.querySelectorAll('meta[property^="og:"]').length,
    }));
  const root = await page.evaluate(() => document.baseURI);
  const study = await head();
  expect(study.canonical).toEqual([new URL('studies/passar-battaglia/', root).href]);
  expect(study.title).toBe('Passar battaglia: no en passant in Italy');
  expect(study.preview).toBeGreaterThan(0);
  await page.getByRole('link', { name: /in its source/ }).first().click();
  await expect(page).toHaveURL(/\/sources\/sarratt\/15\/$/);
  await expect(page).toHaveTitle(/^Sarratt \(1808\), law 15 \u2014/);
  await expect.poll(async () => (await head()).title).toBe('Law 15');
  const law = await head();
  expect(law.canonical).toEqual([new URL('sources/sarratt/15/', root).href]);
  expect(law.author).toBe('Sarratt, J. H.');
  expect(law.date).toBe(study.date);
  expect(law.date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  // The study's link preview is not the law's.
  expect(law.preview).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/studies\/passar-battaglia\//);
  await expect.poll(async () => (await head()).title).toBe('Passar battaglia: no en passant in Italy');
  expect((await head()).canonical).toEqual(study.canonical);
  expect((await head()).author).toBeUndefined();
});
