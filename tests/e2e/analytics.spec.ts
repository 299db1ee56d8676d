import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Analytics after consent (issue 8): the e2e server is built with ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID
 * (tests/e2e/global-setup.ts); the script's address is intercepted here, so nothing leaves the machine, and every
 * request for it is counted.
 */
test.use({ cookieConsent: null });

const SCRIPT = 'https://analytics.example.test/script.js';

async function countScript(page: Page) {
  const hits: string[] = [];
  await page.route(`${SCRIPT}*`, async (route) => {
    hits.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__analyticsRan = (window.__analyticsRan || 0) + 1;' });
  });
  return hits;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies na tejto stránke' });
const scriptTag = (page: Page) => page.locator(`script[src="${SCRIPT}"]`);

test("the script loads only after 'Súhlasím', once, and again on later pages", async ({ page }) => {
  const hits = await countScript(page);
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hits).toEqual([]);
  await expect(scriptTag(page)).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Súhlasím', exact: true }).click();
  await expect.poll(() => hits.length).toBe(1);
  await expect(scriptTag(page)).toHaveAttribute('data-domain', 'prud.sk');
  // Requested is not yet run (the browser runs an async script when it has arrived): wait for its one run.
  await expect.poll(() => page.evaluate(() => (window as { __analyticsRan?: number }).__analyticsRan)).toBe(1);
  await page.waitForTimeout(300);
  expect(hits).toHaveLength(1);

  // A later visit with the 'accepted' cookie counts that page view (one request per page).
  await page.goto('/video');
  await expect.poll(() => hits.length).toBe(2);
  await expect(banner(page)).toBeHidden();
});

test("'Nesúhlasím' never loads it, now or on later pages", async ({ page }) => {
  const hits = await countScript(page);
  await page.goto('/about');
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/counter/increase'));
  await banner(page).getByRole('button', { name: 'Nesúhlasím' }).click();
  await counted;
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(500);
  for (const path of ['/video', '/']) {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(500);
  }
  expect(hits).toEqual([]);
  await expect(scriptTag(page)).toHaveCount(0);
});

test('without an answer nothing loads, and the privacy page says what is measured', async ({ page }) => {
  const hits = await countScript(page);
  await page.goto('/safety-privacy');
  await expect(banner(page)).toBeVisible();
  const main = page.locator('main');
  for (const text of [
    'Štatistika návštevnosti',
    'počet zobrazení',
    'odkazujúca stránka',
    'z ktorej krajiny',
    'typ zariadenia',
    'žiadne cookies',
    'nezbiera osobné údaje',
  ]) {
    await expect(main).toContainText(text);
  }
  await page.waitForLoadState('networkidle');
  expect(hits).toEqual([]);
});
