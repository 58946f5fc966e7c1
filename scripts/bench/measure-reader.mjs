// Prints the reader's first-screen figures from the built dist/: where the
// first board starts on a study, how tall an embed is, at phone and desktop
// widths, and photographs each (target/screenshots/measure-*.png).
// Usage: node scripts/bench/measure-reader.mjs [port]   (after scripts/build.sh)
import { mkdir } from 'node:fs/promises';
import { launchChromium, serve } from '../loopback.mjs';

const port = Number(process.argv[2] || 4310);
const server = await serve('dist', { port, who: 'measure-reader' });
const base = server.base;

const studies = ['italian-castling', 'passar-battaglia', 'stalemate-verdicts'];
const screens = [
  [1280, 800],
  [600, 800],
  [360, 740],
];

async function measure(page, address, name, width) {
  await page.goto(base + address);
  // The study is built in stages (src/components/study/stages.rs): measure it whole.
  await page.locator('.study-layout[data-built]').waitFor();
  const figures = await page.evaluate(() => ({
    top: Math.round(document.querySelector('.compare-board .board').getBoundingClientRect().top),
    // What the frame reports to its article (scripts/build/boot-extras.js).
    tall: Math.ceil(document.documentElement.getBoundingClientRect().height),
  }));
  await page.screenshot({ path: `target/screenshots/measure-${name}-${width}.png`, fullPage: true });
  return figures;
}

try {
  await mkdir('target/screenshots', { recursive: true });
  const browser = await launchChromium();
  for (const [width, height] of screens) {
    const page = await browser.newPage({ viewport: { width, height } });
    for (const id of studies) {
      const study = await measure(page, `?s=${id}`, id, width);
      const embed = await measure(page, `?s=${id}&embed=1`, `${id}-embed`, width);
      console.log(
        `${width}x${height} ${id}: first board at ${study.top} px; embed ${embed.tall} px tall (board at ${embed.top})`,
      );
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.stop();
}
