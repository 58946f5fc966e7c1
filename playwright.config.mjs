// End-to-end tests against the built dist/, served on loopback by our own
// static server (Playwright starts and stops it). Debian's Chromium is used:
// no browser is ever downloaded.
import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run the suite on one machine at once.
// The servers below take E2E_PORT to +2; a test that starts and stops a
// server of its own (to go offline) takes a port of its own above them
// (+17, +20, +21, +22), since the tests run side by side.
const port = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'target/e2e-results',
  timeout: 30_000,
  fullyParallel: false,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    // The site at a domain root.
    {
      command: `node scripts/static-server.mjs --root dist --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    // The same dist/ under a sub-path, as on GitHub Pages.
    {
      command: `node scripts/static-server.mjs --root dist --port ${port + 1} --base /old-laws/`,
      url: `http://127.0.0.1:${port + 1}/old-laws/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    // An article on another origin that embeds the tool.
    {
      command: `node scripts/static-server.mjs --root examples --port ${port + 2}`,
      url: `http://127.0.0.1:${port + 2}/article.html`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
