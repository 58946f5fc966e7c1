// The castling picker of the Italian free castling: each button is named
// by the words it shows (axe's label-content-name-mismatch among the
// rest), at a phone's width and a desktop's, with the picker open.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, board, clickMoves, square, openAtStart } from './helpers.mjs';

const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

test.use({ bypassCSP: true });

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`the castling picker at ${width} px: its buttons named by their words, no axe violation`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAtStart(page, 'italian-castling');
    const italy = board(page, 'Italy (Sarratt)');
    // On a phone the codes are tabs: Italy's board is behind its own.
    const tab = page.getByRole('tab', { name: /^Italy \(Sarratt\)/ });
    if (width < 480) await tab.click();
    await clickMoves(italy, ['e2e4', 'e7e5', 'f2f4', 'e5f4', 'g1f3', 'f8e7', 'f1c4', 'e7h4', 'g2g3', 'f4g3']);
    await square(italy, 'e1').click();
    await square(italy, 'h1').click();
    const picker = page.getByRole('dialog');
    const choices = picker.locator('.choice');
    await expect(choices).toHaveCount(2);
    for (const choice of await choices.all()) {
      const shown = (await choice.innerText()).replace(/\s+/g, ' ').trim();
      await expect(choice).toHaveAccessibleName(shown);
    }
    await expect(picker.getByRole('button', { name: 'King to h1, rook to f1 (O-O(Kh1,Rf1))', exact: true })).toBeVisible();
    await page.addScriptTag({ content: axeSource });
    const found = await page.evaluate(async () => {
      const result = await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    });
    expect(found, JSON.stringify(found, null, 1)).toEqual([]);
    await page.screenshot({ path: `target/screenshots/castling-picker-${width}.png`, fullPage: false });
  });
}
