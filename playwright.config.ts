import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/support/chromium';

/**
 * End-to-end tests against the real server (`worker/platform/start.ts`: migrations, demo seed, astro build,
 * Node entry) on a free port with a fresh data folder; see tests/e2e/global-setup.ts.
 * The browser: CHROMIUM_PATH, Debian's Chromium or an installed Playwright one (tests/support/chromium.ts); this
 * machine cannot download Playwright's own builds.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  projects: [
    { name: 'main', testIgnore: /\.writes\.spec\.ts$/ },
    // Specs that change the whole catalogue (a shop-wide discount, new products, republishing the site) would move
    // prices and grids under the other specs' feet: they run after all of those have finished.
    { name: 'catalogue-writes', testMatch: /\.writes\.spec\.ts$/, dependencies: ['main'] },
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
