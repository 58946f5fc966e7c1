// A study as a figure in an article's column of any width, and the study
// on a phone: one legible board at a time behind tabs that give each
// code's verdict where the boards side by side would be too small, squares
// of 24 px at least (WCAG 2.5.8), coordinates clear of the men, a figure
// whose height never changes once shown, and the code the Embed tool gives.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, board, square, studyWhole, openLive } from './helpers.mjs';

const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const ROOT = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173)}/`;

// axe is added to the page as a script of the test's own.
test.use({ bypassCSP: true });

/** The smallest square shown, in CSS pixels. */
const smallestSquare = (page) =>
  page.evaluate(() => {
    const widths = [...document.querySelectorAll('.compare-board .square')]
      .map((s) => s.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => Math.min(r.width, r.height));
    return Math.min(...widths);
  });

/** The figure's height, as it reports it to the article. */
const figureHeight = (page) => page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));

async function openFigure(page, width, address) {
  await page.setViewportSize({ width, height: 900 });
  await openLive(page, address);
  await page.locator(studyWhole).waitFor();
}

for (const width of [328, 360]) {
  test(`a figure in a ${width} px column shows one board behind tabs that give each verdict`, async ({ page }) => {
    await openFigure(page, width, 'embed/stalemate-verdicts/');
    const tabs = page.getByRole('tablist', { name: 'Codes compared' }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    // Each tab names its code and says its verdict, in words and a mark.
    await expect(tabs.nth(0)).toHaveAccessibleName('Sarratt (England) Drawn');
    await expect(tabs.nth(1)).toHaveAccessibleName("Parsloe's club Black wins");
    await expect(tabs.nth(2)).toHaveAccessibleName('Turkey White wins');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    const shown = page.getByRole('tabpanel');
    await expect(shown).toHaveAttribute('aria-labelledby', await tabs.nth(0).getAttribute('id'));
    const grid = shown.getByRole('grid');
    expect((await grid.boundingBox()).width).toBeGreaterThanOrEqual(240);
    expect(await smallestSquare(page)).toBeGreaterThanOrEqual(24);
    // Nothing of a tab is cut: its words fit its box.
    for (const tab of await tabs.all()) {
      expect(await tab.evaluate((t) => t.scrollWidth <= t.clientWidth + 1)).toBe(true);
    }

    // The arrows go from tab to tab (the focus with them), Home and End to
    // the ends; the line is not stepped meanwhile.
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(board(page, "Parsloe's club")).toBeVisible();
    await expect(board(page, 'Sarratt (England)')).toBeHidden();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.move[aria-current="step"]')).toHaveText('Qb6');

    // The board shown is played by touch: back one move, then Qb6 again.
    await tabs.nth(2).click();
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(tabs.nth(2)).toHaveAccessibleName('Turkey Goes on');
    const turkey = board(page, 'Turkey');
    await square(turkey, 'b3').click();
    await square(turkey, 'b6').click();
    await expect(square(turkey, 'b6')).toHaveAttribute('aria-label', 'b6, white queen');
    await expect(tabs.nth(2)).toHaveAccessibleName('Turkey White wins');
  });
}

test('three codes stand side by side, without tabs, where each board keeps 24 px squares', async ({ page }) => {
  for (const [width, tabbed] of [[600, true], [679, true], [700, false], [800, false]]) {
    await openFigure(page, width, 'embed/stalemate-verdicts/');
    const boxes = await page.locator('.compare-board .board').evaluateAll((grids) =>
      grids.map((g) => g.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tabbed) {
      await expect(page.getByRole('tablist')).toBeVisible();
      expect(boxes, `${width} px`).toHaveLength(1);
    } else {
      await expect(page.getByRole('tablist')).toBeHidden();
      expect(boxes, `${width} px`).toHaveLength(3);
      expect(new Set(boxes).size, 'in one row').toBe(1);
    }
  }
});

test('the figure at 328 and 600 px has no accessibility violation', async ({ page }) => {
  test.setTimeout(60_000);
  for (const width of [328, 600]) {
    await openFigure(page, width, 'embed/stalemate-verdicts/');
    await page.addScriptTag({ content: axeSource }).catch(() => {});
    const found = await page.evaluate(async () => {
      if (!window.axe) return ['axe did not load'];
      const result = await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(found, `${width} px`).toEqual([]);
  }
});
// Squares of 24 px at least, whatever the width and the number of codes.
for (const width of [328, 360, 600, 1280]) {
  test(`squares are 24 px at least at ${width} px, in the study and its figure, with 1 to 4 codes`, async ({ page }) => {
    test.setTimeout(60_000);
    for (const codes of ['sarratt', 'sarratt,italy', 'sarratt,italy,turkey', 'modern,sarratt,italy,turkey']) {
      for (const embed of ['studies', 'embed']) {
        await openFigure(page, width, `${embed}/passar-battaglia/?codes=${codes}`);
        const tabs = await page.getByRole('tab').count();
        for (let tab = 0; tab < Math.max(tabs, 1); tab += 1) {
          if (tabs) await page.getByRole('tab').nth(tab).click();
          expect(await smallestSquare(page), `${codes}${embed}, tab ${tab}`).toBeGreaterThanOrEqual(24);
        }
      }
    }
  });
}

for (const width of [328, 360, 600, 1280]) {
  test(`the coordinates at ${width} px are drawn outside the squares`, async ({ page }) => {
    for (const address of ['studies/stalemate-verdicts/', 'embed/stalemate-verdicts/']) {
      await openFigure(page, width, address);
      const clash = await page.evaluate(() => {
        const found = [];
        for (const frame of document.querySelectorAll('.compare-board .board-frame')) {
          const grid = frame.querySelector('.board').getBoundingClientRect();
          if (grid.width === 0) continue;
          for (const label of frame.querySelectorAll('.coords span')) {
            const r = label.getBoundingClientRect();
            const over = r.right > grid.left + 0.5 && r.left < grid.right - 0.5 && r.bottom > grid.top + 0.5 && r.top < grid.bottom - 0.5;
            if (over) found.push(label.textContent);
          }
        }
        return found;
      });
      expect(clash, address).toEqual([]);
    }
  });
}

for (const width of [328, 360]) {
  test(`on a ${width} px phone the step controls stay in sight beside the board, and every board is a tap away`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openLive(page, 'studies/italian-castling/');
    await page.locator(studyWhole).waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Step through the line' });
    const inSight = async () => {
      const box = await toolbar.boundingBox();
      return box.y >= 0 && box.y + box.height <= 740;
    };
    expect(await inSight()).toBe(true);
    // The toolbar is one row.
    expect((await toolbar.boundingBox()).height).toBeLessThan(70);
    // Scrolled to the board, the controls are still in sight, and step it.
    const tabs = page.getByRole('tab');
    await tabs.first().scrollIntoViewIfNeeded();
    const shown = page.getByRole('tabpanel').getByRole('grid');
    await shown.evaluate((grid) => grid.scrollIntoView({ block: 'center' }));
    expect(await inSight()).toBe(true);
    await page.getByRole('button', { name: 'Go to the start' }).click();
    await expect(page.locator('.move[aria-current="step"]')).toHaveCount(0);
    // The last board is one tap on its tab, right above the board.
    const last = tabs.last();
    const tabBox = await last.boundingBox();
    const gridBox = await shown.boundingBox();
    expect(gridBox.y - (tabBox.y + tabBox.height)).toBeLessThan(80);
    await last.click();
    await expect(page.getByRole('tabpanel').getByRole('grid')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', await last.getAttribute('id'));
  });
}

// The figure keeps its size: stepping, a refused square's reason, the
// whole law, our notes and a line set aside never change its height.
for (const width of [328, 360, 600, 800]) {
  test(`a figure ${width} px wide keeps its height while the reader steps and opens things`, async ({ page }) => {
    await openFigure(page, width, 'embed/passar-battaglia/');
    const first = await figureHeight(page);
    // Three codes fit an article's column of 600 px in 700 px.
    if (width === 600) expect(first).toBeLessThanOrEqual(700);
    const heights = new Set([first]);
    const note = async (what) => {
      await page.waitForTimeout(50);
      const now = await figureHeight(page);
      heights.add(now);
      expect(now, what).toBe(first);
    };
    await page.getByRole('button', { name: 'Go to the start' }).click();
    await note('at the start');
    const forward = page.getByRole('button', { name: 'Step forward' });
    while (await forward.isEnabled()) {
      await forward.click();
      await note('a step');
    }
    // A square refused: its reason is shown, over the verdict.
    const shown = page.locator('.compare-board:visible').first();
    await page.getByRole('button', { name: 'Go to the start' }).click();
    await square(shown, 'a1').click();
    await square(shown, 'a5').click();
    await expect(shown.locator('.board-message')).toContainText('Sarratt (1808), law 13');
    await note('a refused square');
    await page.getByRole('button', { name: 'The whole law' }).click();
    await note('the whole law');
    await page.getByText('About this law').click();
    await expect(page.locator('.about .commentary')).toBeVisible();
    await note('our notes');
    await page.getByText('About this law').click();
    // A move made mid-line (here at its start) sets the rest aside, kept
    // beneath.
    await square(shown, 'd2').click();
    await square(shown, 'd4').click();
    await expect(page.locator('.kept-line')).toHaveCount(1);
    await note('a line set aside');
    expect([...heights]).toEqual([first]);
  });
}

test('the refusing law is written in the figure, not only in a tooltip', async ({ page }) => {
  for (const width of [328, 600, 800]) {
    await openFigure(page, width, 'embed/passar-battaglia/');
    const tab = page.getByRole('tab', { name: /^Italy \(Sarratt\)/ });
    if (await tab.count()) {
      await expect(tab).toContainText('Refused: 3.exd6');
      await tab.click();
    }
    const italy = board(page, 'Italy (Sarratt)');
    await expect(italy.locator('.verdict')).toBeVisible();
    await expect(italy.locator('.verdict')).toContainText('Sarratt (1808), law 15');
  }
});

test('at 600 px the title keeps clear of the link to the site', async ({ page }) => {
  for (const id of ['stalemate-verdicts', 'passar-battaglia', 'rignano-castling', 'king-and-pawn-stalemate']) {
    await openFigure(page, 600, `embed/${id}/`);
    const link = await page.getByRole('link', { name: 'The Old Laws of Chess ↗' }).boundingBox();
    const title = await page.locator('.law-card h2').boundingBox();
    const apart = link.y + link.height <= title.y || title.x + title.width <= link.x;
    expect(apart, id).toBe(true);
  }
});

test('a figure asked for a fixed height is that tall, and scrolls inside', async ({ page }) => {
  for (const width of [328, 800]) {
    await openFigure(page, width, 'embed/italian-castling/?height=520');
    expect(await figureHeight(page)).toBe(520);
    await page.getByRole('button', { name: 'Go to the start' }).click();
    expect(await figureHeight(page)).toBe(520);
    // The address keeps the height as the reader steps.
    await expect.poll(() => new URL(page.url()).searchParams.get('height')).toBe('520');
    // The step controls stay at the figure's foot while it scrolls.
    const toolbar = await page.getByRole('toolbar', { name: 'Step through the line' }).boundingBox();
    expect(toolbar.y + toolbar.height).toBeLessThanOrEqual(520);
  }
});

test('the Embed tool gives a figure with its caption, a height for pages without the script, and a script that believes only its frame', async ({ page }) => {
  await openLive(page, 'studies/stalemate-verdicts/');
  await page.getByRole('button', { name: 'Embed' }).click();
  const code = await page.getByLabel('Iframe code').inputValue();
  expect(code).toMatch(/^<figure[^>]*>\n<iframe src="[^"]+" title="Stalemate: a draw, a win or a loss" width="100%" height="\d+"/);
  expect(code).toContain('<figcaption>Stalemate: a draw, a win or a loss. Sarratt (1808), law 24.</figcaption>');
  const height = Number(code.match(/height="(\d+)"/)[1]);
  expect(height).toBeGreaterThanOrEqual(600);

  // Pasted into an article (on another origin: about:blank here), the
  // frame takes the height its page reports, and nothing else's.
  const article = await page.context().newPage();
  await article.setViewportSize({ width: 700, height: 900 });
  await article.setContent(`<body style="margin:0"><main style="max-width:640px">${code}</main>
    <iframe id="stranger" srcdoc="<script>parent.postMessage({type:'old-laws:height',height:33},'*')</script>"></iframe></body>`);
  const frame = article.locator('figure iframe');
  await expect.poll(() => frame.evaluate((f) => f.style.height)).toMatch(/^\d+px$/);
  const reported = await frame.evaluate((f) => f.style.height);
  // The article's own window, and another frame, claim other heights.
  await article.evaluate(() => window.postMessage({ type: 'old-laws:height', height: 44 }, '*'));
  await article.evaluate(() => {
    const stranger = document.getElementById('stranger');
    stranger.contentWindow.postMessage('wake', '*');
  });
  await article.waitForTimeout(300);
  expect(await frame.evaluate((f) => f.style.height)).toBe(reported);
  expect(Number.parseInt(reported, 10)).toBeGreaterThan(400);
  await article.close();

  // A fixed height needs no script.
  await page.getByLabel('A fixed height').check();
  const fixed = await page.getByLabel('Iframe code').inputValue();
  expect(fixed).not.toContain('<script>');
  expect(fixed).toMatch(/&amp;height=\d+" title=/);
});

test('a page of another origin in the frame cannot resize it', async ({ page }) => {
  // The script from the Embed tool, and its frame sent elsewhere (by a
  // link followed in it, say): the message comes from the frame's window,
  // but not from the origin its address names.
  await openLive(page, 'studies/stalemate-verdicts/');
  await page.getByRole('button', { name: 'Embed' }).click();
  const code = await page.getByLabel('Iframe code').inputValue();
  const script = code.slice(code.indexOf('<script>'));
  const article = await page.context().newPage();
  await article.route('http://elsewhere.test/**', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<script>parent.postMessage({type:"old-laws:height",height:55},"*")</script>',
  }));
  await article.setContent(`<iframe id="moved" src="${ROOT}embed/stalemate-verdicts/" style="height:300px"></iframe>${script}`);
  const moved = article.locator('#moved');
  await moved.evaluate((f) => { f.contentWindow.location.href = 'http://elsewhere.test/'; });
  await expect.poll(() => article.frames().some((f) => f.url().startsWith('http://elsewhere.test'))).toBe(true);
  await article.waitForTimeout(300);
  expect(await moved.evaluate((f) => f.style.height)).not.toBe('55px');
  await article.close();
});
