// Build-time pages for sharing, after the release build and post-build:
//  1. `cargo run -p chess-laws-tools --bin pages` writes, for every law, dist/s/<id>.html
//     (Open Graph tags, oEmbed discovery, then on to the app), the preview
//     card dist/s/<id>.svg and dist/oembed/<id>.json;
//  2. Debian's Chromium (the one the tests use; nothing is downloaded)
//     turns each card into dist/s/<id>.png (1200x630) and measures the
//     embedded study's height at 800 px for its oEmbed iframe.
// These files come after the service worker's precache list: they are for
// link previewers and first visits, not for offline use.
// Usage: node scripts/build/pages.mjs [dist]   (SITE_URL=https://host/path/ for
// absolute addresses in the tags, as social sites need.)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium, serve } from '../loopback.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const started = Date.now();
// The test profile shares the native build of `cargo test`.
execFileSync('cargo', ['run', '--quiet', '--offline', '--profile', 'test', '-p', 'chess-laws-tools', '--bin', 'pages', '--', dist], {
  stdio: 'inherit',
});
const built = Date.now();

const ids = readdirSync(join(dist, 's'))
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.slice(0, -4));

// A loopback server for the app, on a free port, for the embed heights.
const server = await serve(dist, { who: 'pages' });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const id of ids) {
    const svg = readFileSync(join(dist, 's', `${id}.svg`), 'utf8');
    await page.setContent(`<style>html,body{margin:0}</style>${svg}`);
    await page.screenshot({ path: join(dist, 's', `${id}.png`), clip: { x: 0, y: 0, width: 1200, height: 630 } });
  }
  const embed = await browser.newPage({ viewport: { width: 800, height: 600 } });
  for (const id of ids) {
    await embed.goto(`${server.base}?s=${id}&embed=1`);
    // The study is built in stages (src/components/study/stages.rs): measure it whole.
    await embed.waitForSelector('.study-layout[data-built]');
    const height = await embed.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
    const file = join(dist, 'oembed', `${id}.json`);
    const answer = JSON.parse(readFileSync(file, 'utf8'));
    answer.height = height;
    answer.html = answer.html.replace(/height="\d+"/, `height="${height}"`);
    writeFileSync(file, JSON.stringify(answer, null, 2) + '\n');
  }
} finally {
  await browser.close();
  server.stop();
}
const seconds = (t) => ((t / 1000).toFixed(1));
console.log(
  `pages: ${ids.length} share pages, cards and oEmbed files in ${seconds(Date.now() - started)} s ` +
    `(example ${seconds(built - started)} s, Chromium ${seconds(Date.now() - built)} s)`,
);
