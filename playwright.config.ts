import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/support/chromium';
import type { E2eShop } from './tests/e2e/shops';

/**
 * End-to-end tests against the real server (`worker/platform/start.ts`: migrations, demo seed, astro build,
 * Node entry) on a free port with a fresh data folder; see tests/e2e/global-setup.ts. Two such servers run side by
 * side: one for the specs that read the catalogue, one for those that change it (`*.writes.spec.ts`).
 * The browser: CHROMIUM_PATH, Debian's Chromium or an installed Playwright one (tests/support/chromium.ts); this
 * machine cannot download Playwright's own builds.
 */
export default defineConfig<object, { shop: E2eShop }>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three at once on two cores: the writes project's tests mostly wait for their server's republish (an astro
  // build); the main project keeps two workers busy meanwhile (its limit below), the third runs the writes.
  workers: 3,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  projects: [
    // At most two workers, so the third always has a writes spec while any is left; when the main project runs
    // out of tests, the writes take every worker.
    { name: 'main', testIgnore: /\.writes\.spec\.ts$/, use: { shop: 'main' }, workers: 2 },
    // Specs that change the whole catalogue (a shop-wide discount, new products, republishing the site) would move
    // prices and grids under the other specs' feet: they get a server and data of their own (`shop: 'writes'`,
    // tests/e2e/shops.ts) and run beside the main project instead of after it.
    { name: 'catalogue-writes', testMatch: /\.writes\.spec\.ts$/, use: { shop: 'writes' } },
  ],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
  },
});
