import { defineConfig } from '@playwright/test';
import { testBrowserPath } from './tests/support/chromium';
import type { E2eShop } from './tests/e2e/shops';

/**
 * End-to-end tests against the real server (`worker/platform/start.ts`: migrations, demo seed, astro build,
 * Node entry) on a free port with a fresh data folder; see tests/e2e/global-setup.ts. Two such servers run side by
 * side: one for the specs that read the catalogue, one for those that change it (`*.writes.spec.ts`).
 * The browser: CHROMIUM_PATH, else a headless shell (Debian's chromium-headless-shell, which `npm test` installs as
 * root beside Debian's Chromium: half the CPU), else Debian's Chromium or an installed Playwright one
 * (tests/support/chromium.ts); this machine cannot download Playwright's own builds.
 */
export default defineConfig<object, { shop: E2eShop }>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three at once on two cores: the writes project's tests mostly wait for their server's republish (an astro
  // build) while the main project's keep the cores busy.
  workers: 3,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The writes project is listed first and held to one worker, the main project has no limit: Playwright hands a
  // free worker the first test in its queue that its project's limit allows, so one worker always runs the writes,
  // one after the other as before, and the main specs take the other two and, once the writes are done, all three.
  // Held to two, the main specs left a worker idle for the run's last 4-5 minutes (the writes end first).
  projects: [
    // Specs that change the whole catalogue (a shop-wide discount, new products, republishing the site) would move
    // prices and grids under the other specs' feet: they get a server and data of their own (`shop: 'writes'`,
    // tests/e2e/shops.ts) and run beside the main project instead of after it.
    { name: 'catalogue-writes', testMatch: /\.writes\.spec\.ts$/, use: { shop: 'writes' }, workers: 1 },
    { name: 'main', testIgnore: /\.writes\.spec\.ts$/, use: { shop: 'main' } },
  ],
  use: {
    launchOptions: {
      executablePath: testBrowserPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    viewport: { width: 1366, height: 900 },
    // A trace records every action of every test to keep the failed ones: a fifth of the browser's CPU time over
    // the specs (measured). A failure still leaves its page's snapshot (error-context.md) and a screenshot;
    // E2E_TRACE=1 records traces again, for a failure that needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
