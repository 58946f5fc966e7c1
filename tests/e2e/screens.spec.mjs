// Every screen at a phone's width and a desktop's: axe-core finds no
// accessibility violation (the rules of WCAG 2.x A and AA and axe's best
// practices, page-has-heading-one included, embeds too), and a screenshot
// of the whole page is written to target/screenshots/ with its height in
// target/screenshots/heights.json, for the notes and for looking at.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, studyWhole } from './helpers.mjs';

const axeSource = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const shots = path.resolve('target/screenshots');

// (name, address, what shows the screen is drawn)
const screens = [
  ['home', './?view=home', '.home h2'],
  ['study', 'studies/italian-castling/', studyWhole],
  ['study-four-codes', 'studies/stalemate-verdicts/', studyWhole],
  ['free-play', './?view=free', '.free-play'],
  ['library', './?view=library', '.library li'],
  ['sources', './?view=sources', '.source-book'],
  ['import', './?view=import', '.import textarea'],
  ['print', './?view=print&s=italian-castling', '.print-sheet'],
  ['bibliography', './?view=bibliography', '.bibliography'],
  ['embed', 'embed/italian-castling/', studyWhole],
  ['notice', './?s=no-such-law', '.notice'],
];
const widths = [
  [360, 740],
  [1280, 800],
];

/** Runs axe in the page; returns its violations, each with its nodes. */
async function violations(page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
}

/**
 * What does not fit: the page wider than the window, buttons or choices
 * whose words spill out of their box (a squeezed flex item), and a tick box
 * or a radio button squeezed narrower than it is tall beside a label that
 * wraps.
 */
function spills(page) {
  return page.evaluate(() => {
    const found = [];
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth + 1) found.push(`page ${page.scrollWidth} px wide in ${page.clientWidth}`);
    for (const box of document.querySelectorAll('button, select, .text-button')) {
      if (box.offsetParent && box.scrollWidth > box.clientWidth + 1) {
        found.push(`${box.tagName.toLowerCase()} "${box.textContent.trim().slice(0, 30)}": ${box.scrollWidth} px of words in ${box.clientWidth}`);
      }
    }
    for (const box of document.querySelectorAll('input[type=checkbox], input[type=radio]')) {
      const { width, height } = box.getBoundingClientRect();
      if (box.offsetParent && width + 0.5 < height) {
        found.push(`${box.type} "${box.closest('label')?.textContent.trim().slice(0, 30)}": ${width.toFixed(1)} px wide, ${height.toFixed(1)} tall`);
      }
    }
    return found;
  });
}

function recordHeight(name, height) {
  fs.mkdirSync(shots, { recursive: true });
  const file = path.join(shots, 'heights.json');
  let heights = {};
  try {
    heights = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // First screen of the run, or a damaged file: start afresh.
  }
  heights[name] = height;
  fs.writeFileSync(file, `${JSON.stringify(heights, null, 2)}\n`);
}

test.use({ bypassCSP: true });

for (const [width, height] of widths) {
  for (const [name, address, ready] of screens) {
    test(`${name} at ${width} px: no axe violation, nothing spills, screenshot taken`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(address);
      await page.locator(ready).first().waitFor();
      const found = await violations(page);
      expect(found, JSON.stringify(found, null, 1)).toEqual([]);
      expect(await spills(page)).toEqual([]);
      const full = await page.evaluate(() => document.documentElement.scrollHeight);
      recordHeight(`${name}-${width}x${height}`, full);
      await page.screenshot({ path: path.join(shots, `${name}-${width}x${height}.png`), fullPage: true });
    });
  }
}
