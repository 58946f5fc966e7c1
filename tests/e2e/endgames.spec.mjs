// Endgame verdicts with best play: a board of four men or fewer shows its
// code's exact verdict, solved in the Web Worker; the verdicts differ where
// the codes score stalemate differently, and a board's best move is played
// on every board.
import { test, expect, board, openAtStart, serve, serveFakeWorker } from './helpers.mjs';

const endgame = (scope) => scope.locator('.endgame');

test('king and pawn against king: each code its verdict with best play, and the best move played', async ({ page }) => {
  test.setTimeout(120_000);
  await openAtStart(page, 'king-and-pawn-stalemate');
  // The first bundle offers the verdict; asking for it fetches the full one.
  await endgame(board(page, 'Turkey')).getByRole('button', { name: /Solve this ending/ }).click();
  await expect(endgame(board(page, 'Turkey'))).toHaveAttribute('data-state', /out|solving|ready/, { timeout: 20_000 });
  const start = page.getByRole('button', { name: 'Go to the start' });
  if (await start.isEnabled()) await start.click();
  for (const name of ['Modern', 'Turkey', "Parsloe's club"]) {
    await expect(endgame(board(page, name))).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
  }
  // 1.d7+ Kd8 2.Kd6 is stalemate: a draw today and at Parsloe's (White
  // avoids it there), a win where the stalemater wins.
  await expect(endgame(board(page, 'Modern')).locator('.endgame-verdict')).toHaveText('With best play: a draw (White to move).');
  await expect(endgame(board(page, "Parsloe's club")).locator('.endgame-verdict')).toHaveText('With best play: a draw (White to move).');
  await expect(endgame(board(page, 'Turkey')).locator('.endgame-verdict')).toHaveText(/^With best play White wins, to move: in 4 moves \(7 plies\)\.$/);
  const table = page.locator('.verdict-table');
  await expect(table.getByRole('row', { name: /Turkey/ })).toContainText('White wins in 4');
  await expect(table.getByRole('row', { name: /Modern/ })).toContainText('Draw');
  // The counts of the material under each code.
  const counts = page.locator('.endgame-counts');
  await expect(counts.getByRole('row')).toHaveCount(5);
  await expect(counts.getByRole('row', { name: /Turkey, KPvK/ })).toBeVisible();

  // Every move ranked; the best one played by a click.
  const turkey = board(page, 'Turkey');
  await turkey.locator('.endgame-moves summary').click();
  const ranked = turkey.locator('.endgame-moves li');
  await expect(ranked.first()).toContainText('wins in 4');
  const best = turkey.getByRole('button', { name: /^Play this code's best move on every board: / });
  const san = (await best.textContent()).replace("Play this code's best move on every board: ", '');
  await best.click();
  await expect(page.locator('.move-list')).toContainText(san);
  // Black to move now loses in three under Turkey's rule, and the verdict
  // follows the board.
  await expect(endgame(turkey)).toHaveAttribute('data-state', 'ready');
  await expect(endgame(turkey).locator('.endgame-verdict')).toHaveText(/White wins, Black to move: in 3 moves \(6 plies\)/);
});

test('a four-men ending is shared between two workers, and each code gets its verdict', async ({ page }) => {
  test.setTimeout(150_000);
  // The worker the page starts, then the partner it starts for a large
  // solve: both run the site's worker script.
  const workers = [];
  let stopped = 0;
  page.on('worker', (worker) => {
    workers.push(new URL(worker.url()).pathname);
    worker.on('close', () => { stopped += 1; });
  });
  await openAtStart(page, 'no-check-from-a-pin');
  const codes = ['Laws of the Game', 'Sarratt (England)', 'Modern'];
  await endgame(board(page, 'Modern')).getByRole('button', { name: /Solve this ending/ }).click();
  for (const name of codes) {
    await expect(endgame(board(page, name))).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
    // Knight against rook, the knight shielding its king: a draw.
    await expect(endgame(board(page, name)).locator('.endgame-verdict')).toHaveText('With best play: a draw (White to move).');
  }
  expect(workers.filter((path) => /worker.*_loader\.js$/.test(path))).toHaveLength(2);
  // The partner is stopped once the solve is done (its memory freed); the
  // page's worker stays, with the tables.
  await expect.poll(() => stopped).toBe(1);
  // The counts of the material under each code.
  const counts = page.locator('.endgame-counts');
  await expect(counts.getByRole('row', { name: /Modern, KNvKR/ })).toBeVisible();
});

test('four men with a pawn: solved where the pawn can go, counted as a part, and played on', async ({ page }) => {
  test.setTimeout(150_000);
  // Queen against the a-pawn on its seventh rank: only the positions with
  // the pawn on a2 (or a1 as a new queen) are built of its tables.
  await openAtStart(page, 'queen-against-rook-pawn');
  const codes = ['Laws of the Game', "Parsloe's club", 'Turkey'];
  await endgame(board(page, 'Turkey')).getByRole('button', { name: /Solve this ending/ }).click();
  const start = page.getByRole('button', { name: 'Go to the start' });
  await expect(endgame(board(page, 'Turkey'))).toHaveAttribute('data-state', /out|solving|ready/, { timeout: 20_000 });
  if (await start.isEnabled()) await start.click();
  for (const name of codes) {
    await expect(endgame(board(page, name))).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  }
  const counts = page.locator('.endgame-counts');
  for (const name of codes) {
    await expect(counts.getByRole('row', { name: new RegExp(`${name.replace(/[()']/g, '.')}, KQvKP \\(part\\)`) })).toBeVisible();
  }
  await expect(page.locator('.endgame-counts-note')).toContainText('only the positions whose pawns stand where');
  // The best move leads inside the part solved: its verdict comes from the
  // tables already built. (In Turkey the best move stalemates at once.)
  const laws = board(page, 'Laws of the Game');
  await laws.getByRole('button', { name: /^Play this code's best move on every board: / }).click();
  await expect(endgame(laws)).toHaveAttribute('data-state', 'ready', { timeout: 10_000 });
  await expect(endgame(laws).locator('.endgame-verdict')).toHaveText(/^With best play White wins, Black to move/);
});

test('offline after one visit, a four-men ending is still solved by two workers', async ({ page }) => {
  test.setTimeout(150_000);
  const port = Number(process.env.E2E_PORT ?? 4173) + 22;
  const server = await serve('dist', port);
  const loaders = [];
  page.on('worker', (worker) => loaders.push(new URL(worker.url()).pathname));
  // The workers' wasm fetched once the server is gone, and where from.
  let offline = false;
  const wasmFromCache = [];
  page.context().on('requestfinished', async (request) => {
    if (offline && /worker_bg\.wasm$/.test(request.url())) {
      wasmFromCache.push((await request.response())?.fromServiceWorker());
    }
  });
  try {
    await page.goto(`http://127.0.0.1:${port}/studies/no-check-from-a-pin/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    server.kill();
    offline = true;
    await page.getByRole('button', { name: 'Go to the start' }).click();
    await endgame(board(page, 'Modern')).getByRole('button', { name: /Solve this ending/ }).click();
    await expect(endgame(board(page, 'Modern'))).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
    await expect(endgame(board(page, 'Modern')).locator('.endgame-verdict')).toHaveText('With best play: a draw (White to move).');
    // The partner was started offline too, its loader from the cache.
    expect(loaders.filter((path) => /worker.*_loader\.js$/.test(path))).toHaveLength(2);
    // The first worker's wasm came before the verdict; the event's handler
    // reads the response asynchronously, so its record may come a moment
    // after. The partner is stopped at the job's end, and one still fetching
    // its wasm then leaves no record at all, so only the first is awaited.
    // Every wasm that came, came from the cache.
    await expect.poll(() => wasmFromCache.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(wasmFromCache.every((fromCache) => fromCache === true)).toBe(true);
  } finally {
    server.kill();
  }
});

test.describe('a worker that dies while it solves', () => {
  test.use({ serviceWorkers: 'block' });

  test('every board waiting says the ending was not solved, and why', async ({ page }) => {
    // A worker that takes the job and dies, as one out of memory does;
    // it throws twice at once, and the second error may come after the
    // page has let the worker go: it must reach no dropped handler (no
    // console error).
    const served = await serveFakeWorker(
      page,
      `onmessage = () => {
        setTimeout(() => { throw new Error('out of memory'); }, 100);
        setTimeout(() => { throw new Error('out of memory again'); }, 100);
      };`,
    );
    await openAtStart(page, 'king-and-pawn-stalemate');
    await endgame(board(page, 'Turkey')).getByRole('button', { name: /Solve this ending/ }).click();
    for (const name of ['Modern', 'Turkey', "Parsloe's club"]) {
      await expect(endgame(board(page, name))).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
      await expect(endgame(board(page, name))).toContainText(/Not solved: the worker stopped/);
    }
    expect(served()).toBeGreaterThan(0);
  });
});
