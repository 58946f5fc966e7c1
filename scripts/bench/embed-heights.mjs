// How tall an embedded study is, and how small its squares are, in an
// article's column of each width: the figure is set in an iframe of that
// width on a page of its own, the height it reports (and its page's own
// height) is read once it is whole, then at every step of its line from
// the start to the end, then with "The whole law" and "About this law"
// opened. A figure that keeps its size gives one height per line.
// Also the phone study (not embedded): its smallest square and where its
// step controls are on a 740 px screen.
// Usage: node scripts/bench/embed-heights.mjs [port] [law ...]   (after scripts/build.sh)
//   law: a law's id, with more of the address if wanted
//   (passar-battaglia&codes=sarratt,italy); by default three laws of three codes.
// BENCH_ROOT=DIR measures another build; EMBED_EXTRA='&height=640' adds options.
import { launchChromium, serve } from '../loopback.mjs';

const port = Number(process.argv[2] || 4330);
const ids = process.argv.length > 3 ? process.argv.slice(3) : ['stalemate-verdicts', 'passar-battaglia', 'italian-castling'];
const root = process.env.BENCH_ROOT || 'dist';
const extra = process.env.EMBED_EXTRA || '';
const widths = [328, 360, 600, 800];
const server = await serve(root, { port, who: 'embed-heights' });
const base = server.base;

// Runs in the frame: its height as it reports it to the article, and its
// smallest square that is shown.
function frameFigures() {
  const widths = [...document.querySelectorAll('.square')]
    .map((s) => s.getBoundingClientRect().width)
    .filter((w) => w > 0);
  return {
    tall: Math.ceil(document.documentElement.getBoundingClientRect().height),
    square: widths.length ? Math.min(...widths) : 0,
  };
}

const settle = (page) => page.waitForTimeout(120);

async function measureEmbed(browser, id, width) {
  const page = await browser.newPage({ viewport: { width: width + 40, height: 900 } });
  await page.setContent(
    `<body style="margin:0"><iframe id="f" style="display:block;border:0;width:${width}px;height:700px"
      src="${base}?s=${id}&embed=1${extra}"></iframe><script>
      window.reports = [];
      addEventListener('message', (e) => {
        const f = document.getElementById('f');
        if (e.source !== f.contentWindow || !e.data || e.data.type !== 'old-laws:height') return;
        window.reports.push(e.data.height);
        f.style.height = e.data.height + 'px';
      });
    </script></body>`,
  );
  const frame = page.frameLocator('#f');
  await frame.locator('.study-layout[data-built="all"]').waitFor();
  await frame.locator('#law-quotation:not([aria-busy])').waitFor();
  await settle(page);
  // The figure writes its page's own address (embed/<id>/) once shown.
  const inner = page.frame({ url: /\/embed\/|embed=1/ });
  const first = await inner.evaluate(frameFigures);
  const heights = [];
  let smallest = first.square;
  const note = async () => {
    await settle(page);
    const now = await inner.evaluate(frameFigures);
    heights.push(now.tall);
    smallest = Math.min(smallest, now.square || Infinity);
  };
  const start = frame.getByRole('button', { name: 'Go to the start' });
  if (await start.isEnabled()) await start.click();
  await note();
  const forward = frame.getByRole('button', { name: 'Step forward' });
  while (await forward.isEnabled()) {
    await forward.click();
    await note();
  }
  const opened = [];
  const whole = frame.getByRole('button', { name: 'The whole law' });
  if (await whole.isVisible()) {
    await whole.click();
    await settle(page);
    opened.push(`whole law ${(await inner.evaluate(frameFigures)).tall}`);
  }
  const about = frame.getByText('About this law');
  if (await about.isVisible()) {
    await about.click();
    await settle(page);
    opened.push(`about ${(await inner.evaluate(frameFigures)).tall}`);
  }
  const reports = await page.evaluate(() => window.reports);
  await page.close();
  return { first: first.tall, heights, opened, smallest, reports };
}

async function measureStudy(browser, id, width) {
  const page = await browser.newPage({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });
  await page.goto(`${base}?s=${id}`);
  await page.locator('.study-layout[data-built="all"]').waitFor();
  await settle(page);
  const figures = await page.evaluate(() => {
    const widths = [...document.querySelectorAll('.compare-board .square')]
      .map((s) => s.getBoundingClientRect().width)
      .filter((w) => w > 0);
    const toolbar = document.querySelector('.line-toolbar').getBoundingClientRect();
    const boards = [...document.querySelectorAll('.compare-board')].map((b) => Math.round(b.getBoundingClientRect().top));
    return { square: Math.min(...widths), toolbar: Math.round(toolbar.top), boards };
  });
  await page.close();
  return figures;
}

const px = (n) => `${Math.round(n * 10) / 10}`;

try {
  const browser = await launchChromium();
  for (const id of ids) {
    console.log(`${id} (embed${extra})`);
    for (const width of widths) {
      const m = await measureEmbed(browser, id, width);
      const distinct = [...new Set(m.heights)];
      console.log(
        `  ${width} px: shown ${m.first} px; stepping ${m.heights.join(' ')} ` +
          `(${distinct.length === 1 ? 'fixed' : `${Math.min(...distinct)} to ${Math.max(...distinct)}`}); ` +
          `${m.opened.join(', ') || 'nothing to open'}; reported ${m.reports.join(' ')}; smallest square ${px(m.smallest)} px`,
      );
    }
    for (const width of [328, 360]) {
      const s = await measureStudy(browser, id, width);
      console.log(
        `  study at ${width}x740: smallest square ${px(s.square)} px; step controls at ${s.toolbar} px; boards at ${s.boards.join(', ')} px`,
      );
    }
  }
  await browser.close();
} finally {
  server.stop();
}
