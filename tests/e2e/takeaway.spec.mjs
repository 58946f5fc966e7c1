// Take it away: diagrams downloaded, the printed page, citations, the
// bibliography, sharing and the pages made for link previews.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test, expect, board, square, clickMoves, openAtStart, openLive } from './helpers.mjs';

const shots = 'target/screenshots';
mkdirSync(shots, { recursive: true });

/** What a board shows, from its squares' labels: ["e1:K", "e8:k", …]. */
async function menOnBoard(scope) {
  const labels = await scope.locator('[data-square]').evaluateAll((squares) =>
    squares.map((s) => [s.dataset.square, s.getAttribute('aria-label') ?? '']),
  );
  const letters = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
  return labels
    .filter(([, label]) => !label.endsWith('empty'))
    .map(([name, label]) => {
      const [, color, role] = label.match(/, (white|black) (\w+)/);
      const letter = letters[role];
      return `${name}:${color === 'white' ? letter.toUpperCase() : letter}`;
    })
    .sort();
}

/** Parses an SVG document in the page: errors, squares and men. */
async function readSvg(page, text) {
  return page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    return {
      broken: doc.querySelector('parsererror') !== null,
      root: doc.documentElement.nodeName,
      scripts: doc.querySelectorAll('script').length,
      squares: doc.querySelectorAll('rect[data-square]').length,
      men: [...doc.querySelectorAll('g[data-piece]')].map((g) => `${g.dataset.square}:${g.dataset.piece}`).sort(),
    };
  }, text);
}

test('a diagram of one board downloads as SVG with 64 squares and its men, and as PNG', async ({ page }) => {
  await openLive(page, 'studies/italian-castling/');
  await page.getByRole('button', { name: 'Diagram' }).click();
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Italy (Sarratt)' });
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe('italian-castling-italy-sarratt.svg');
  const svg = readFileSync(await svgDownload.path(), 'utf8');
  writeFileSync(`${shots}/takeaway-diagram.svg`, svg);
  const parsed = await readSvg(page, svg);
  expect(parsed.broken).toBe(false);
  expect(parsed.root).toBe('svg');
  expect(parsed.scripts).toBe(0);
  expect(parsed.squares).toBe(64);
  expect(parsed.men).toEqual(await menOnBoard(board(page, 'Italy (Sarratt)')));
  expect(svg).toContain('Sarratt (1808), law 16');

  await page.getByLabel('PNG width').selectOption('600');
  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const png = readFileSync(await pngDownload.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(600); // the IHDR width
  writeFileSync(`${shots}/takeaway-diagram.png`, png);
});

test('the whole comparison downloads as one SVG with every board', async ({ page }) => {
  await openLive(page, 'studies/stalemate-verdicts/');
  await page.getByRole('button', { name: 'Diagram' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svg = readFileSync(await download.path(), 'utf8');
  const parsed = await readSvg(page, svg);
  const boards = await page.locator('.compare-board').count();
  expect(parsed.broken).toBe(false);
  expect(parsed.squares).toBe(64 * boards);
  expect(svg).toContain('Sarratt (1808), law 24');
});

test('Ctrl+P on a study prints the boards with their men and the line', async ({ page }) => {
  await openAtStart(page, 'passar-battaglia');
  await clickMoves(board(page, 'Italy (Sarratt)'), ['e2e4']);
  const boards = await page.locator('.compare-board').count();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.board [data-square]:visible')).toHaveCount(64 * boards);
  await expect(square(board(page, 'Italy (Sarratt)'), 'e4')).toBeVisible();
  await expect(square(board(page, 'Italy (Sarratt)'), 'e4')).toHaveAttribute('aria-label', 'e4, white pawn');
  await expect(page.locator('.move-list .move:visible').first()).toHaveText('e4');
  // The tools under the boards do not print, nor the drawing tools, nor
  // the invitation to play a move, which paper cannot take.
  await expect(page.locator('.takeaway-row')).toBeHidden();
  await expect(page.getByText('Draw on every board')).toBeHidden();
  await expect(page.locator('.try-this')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('Draw on every board')).toBeVisible();
  await expect(page.locator('.try-this')).toBeVisible();
});

test('a study printed from a phone prints our notes, folded on its screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openAtStart(page, 'passar-battaglia');
  const commentary = page.locator('.law-notes .commentary');
  await expect(page.locator('.law-notes')).not.toHaveAttribute('open', '');
  await expect(commentary).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(commentary).toBeVisible();
  await expect(commentary).not.toBeEmpty();
  await page.emulateMedia({ media: 'screen' });
  await expect(commentary).toBeHidden();
});

/** The number of pages of a PDF. */
const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

for (const id of ['italian-castling', 'passar-battaglia', 'stalemate-verdicts', 'pawn-and-three-moves']) {
  test(`the printed page of ${id} fits one sheet, A4 and Letter, with no buttons`, async ({ page }) => {
    await page.goto(`./?view=print&s=${id}`);
    await expect(page.locator('.print-diagram').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('button:visible, nav:visible, select:visible')).toHaveCount(0);
    await expect(page.locator('.print-sheet blockquote')).toBeVisible();
    await expect(page.locator('.print-permalink')).toContainText(`studies/${id}/`);
    expect(await page.title()).toContain('The Old Laws of Chess');
    for (const format of ['A4', 'Letter']) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pageCount(pdf), `${format} pages`).toBe(1);
      if (id === 'italian-castling' && format === 'A4') {
        const file = `${shots}/takeaway-print-${id}`;
        writeFileSync(`${file}.pdf`, pdf);
        if (existsSync('/usr/bin/pdftoppm')) {
          execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${file}.pdf`, file]);
        }
      }
    }
  });
}

test('the law and the study are cited and copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLive(page, 'studies/italian-castling/');
  await page.getByRole('button', { name: 'Cite' }).click();
  await page.getByRole('button', { name: 'Copy: Chicago (note)' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'J. H. Sarratt, A Treatise on the Game of Chess (1808), law 16.',
  );
  await page.getByRole('button', { name: 'Copy: BibTeX' }).first().click();
  const bibtex = await page.evaluate(() => navigator.clipboard.readText());
  expect(bibtex).toMatch(/^@book\{sarratt1808-law16,\n {2}author = \{Sarratt, J\. H\.\},/);
  await page.getByRole('button', { name: 'Copy: Chicago', exact: true }).click();
  const study = await page.evaluate(() => navigator.clipboard.readText());
  expect(study).toMatch(/^“Italian castling: four ways on the king's side\.” The Old Laws of Chess\. Accessed \w+ \d+, \d{4}\. http:\/\/127\.0\.0\.1:\d+\/studies\/italian-castling\/\.$/);
});

test('the bibliography lists the five sources and the works relied on', async ({ page }) => {
  await page.goto('./?view=bibliography');
  await expect(page.getByRole('heading', { name: 'Bibliography' })).toBeVisible();
  const sources = page.locator('section[aria-labelledby="bib-sources"] .bib-entry');
  await expect(sources).toHaveCount(5);
  await expect(sources.first()).toContainText('Sarratt, J. H. A Treatise on the Game of Chess. 1808.');
  await expect(sources.nth(1)).toContainText('“Laws of the Game.” An English code of 20 laws; its author, the book it is printed in and its date are not known.');
  const outside = page.locator('section[aria-labelledby="bib-outside"]');
  await expect(outside).toContainText('Ponziani, Domenico Lorenzo');
  await expect(outside).toContainText('FIDE. “Laws of Chess.”');
  expect(await page.title()).toBe('Bibliography — The Old Laws of Chess');
});

test('Share copies the permalink and the page is named after the law', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLive(page, 'studies/passar-battaglia/');
  await expect(page).toHaveTitle('Passar battaglia: no en passant in Italy — The Old Laws of Chess');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}studies/passar-battaglia/`);
  // After a step back the study differs from the law as it opens: the full link.
  await page.getByRole('button', { name: 'Step back' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('studies/passar-battaglia/?');
  expect(link).toContain('at=4');
  const description = await page.locator('meta[name=description]').getAttribute('content');
  expect(description).toContain('Sarratt (1808), law 15');
});

test('each law has a preview page with Open Graph tags, an image and oEmbed', async ({ page, request }) => {
  const html = await (await request.get('./s/stalemate-verdicts.html')).text();
  const index = await (await request.get('./')).text();
  const policy = (text) => text.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  expect(policy(html)).toBeTruthy();
  expect(policy(html)).toBe(policy(index));
  expect(html).toContain('<meta property="og:title" content="Stalemate: a draw, a win or a loss">');
  expect(html).toMatch(/<meta property="og:description" content="Sarratt \(1808\), law 24: /);
  expect(html).toContain('<meta property="og:image" content="../s/stalemate-verdicts.png">');
  expect(html).toContain('type="application/json+oembed" href="../oembed/stalemate-verdicts.json"');

  const png = await (await request.get('./s/stalemate-verdicts.png')).body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  const oembed = await (await request.get('./oembed/stalemate-verdicts.json')).json();
  expect(oembed).toMatchObject({ version: '1.0', type: 'rich', title: 'Stalemate: a draw, a win or a loss' });
  expect(oembed.height).toBeGreaterThan(300);
  expect(oembed.html).toContain(`height="${oembed.height}"`);
  expect(oembed.html).toMatch(/^<iframe src="embed\/stalemate-verdicts\/"/);

  // A reader who follows the shared link lands on the law in the app.
  await page.goto('./s/stalemate-verdicts.html');
  await expect(page).toHaveURL(/\/studies\/stalemate-verdicts\//);
  await expect(page.getByRole('heading', { name: 'Stalemate: a draw, a win or a loss' })).toBeVisible();
  await expect(square(board(page, 'Turkey'), 'b6')).toHaveAttribute('aria-label', 'b6, white queen');
});
