import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_CUSTOMER, header, testClientIp, userMenuButton } from './accounts-support';
import { signedInInfo } from './checkout-support';
import { AFTER_PAINT_TYPE } from '../../site/lib/after-paint';
import { USER_INFO_KEY } from '../../site/lib/storage-keys';

/**
 * Issue 33, item 3: a page's own scripts are asked for after its first paint (site/lib/after-paint.ts), so that
 * nothing but the page and its stylesheets comes before it; then they run as before. Checked in the browser's own
 * timing (Resource and Paint Timing share one clock), on the pages the issue names, on a phone and a laptop.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

/** The first contentful paint and every script file's request start, in ms from the navigation. */
async function timings(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'loaded');
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
}

/** The top of the page on a phone and a laptop, for a look (/tmp/shots-33). */
async function shots(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shots-33/${name}-${size.width}.png` });
  }
}

const signIn = async (page: Page, userInfo: string) => {
  await page.goto('/404.html');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [USER_INFO_KEY, userInfo]);
};

for (const [screen, size] of [
  ['phone', PHONE],
  ['laptop', DESKTOP],
] as const) {
  test.describe(`scripts after the first paint (${screen})`, () => {
    test.use({ viewport: size });

    for (const path of ['/login', '/register', '/forgot-password', '/words-of-life', '/product/1', '/']) {
      test(`${path}: no script asked for before the first paint, and the page's scripts ran`, async ({ page }) => {
        await page.goto(path);
        const t = await timings(page);
        expect(t.paint).not.toBeNull();
        // The header's script is on every page; a held script that was never turned back would still be here.
        expect(t.scripts.map((s) => s.path).some((p) => p.includes('Header'))).toBe(true);
        for (const s of t.scripts) expect(s.start, s.path).toBeGreaterThanOrEqual(t.paint as number);
        // Every held script became a module script again ('loaded' is said once the last of them has run).
        await expect(page.locator(`script[type="${AFTER_PAINT_TYPE}"]`)).toHaveCount(0);
        const built = await (await page.request.get(path)).text();
        const held = built.split(`<script type="${AFTER_PAINT_TYPE}" data-src=`).length - 1;
        expect(held).toBeGreaterThan(0);
        await expect(page.locator('script[type="module"][src]')).toHaveCount(held);
      });
    }

    test("a signed-in reader's profile: its scripts come after the paint, and it shows the reader's data", async ({ page, request }) => {
      await signIn(page, await signedInInfo(request, DEMO_CUSTOMER));
      await page.goto('/profile');
      const t = await timings(page);
      for (const s of t.scripts) expect(s.start, s.path).toBeGreaterThanOrEqual(t.paint as number);
      expect(t.scripts.some((s) => s.path.includes('profile'))).toBe(true);
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_CUSTOMER.email);
    });
  });
}

test.describe("a signed-in reader's corner before the header's script", () => {
  test("shows no 'Prihlásenie' while the script is on its way, then the reader's menu", async ({ page, request }) => {
    await signIn(page, await signedInInfo(request, DEMO_CUSTOMER));
    // The header's script held back: what the frames before it show.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/Header[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeHidden();
    await shots(page, 'corner-before-script');
    release();
    await expect(userMenuButton(page, DEMO_CUSTOMER.name)).toBeVisible();
    await shots(page, 'corner-after-script');
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeHidden();
  });

  test("a reader whose stored name the header's script refuses sees 'Prihlásenie' again", async ({ page }) => {
    await signIn(page, '{not json');
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'loaded');
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  });
});
