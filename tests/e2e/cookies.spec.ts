import { test, expect, PHONE } from './fixtures';
import type { Page } from '@playwright/test';

/** The cookie banner, starting as a first-time visitor (no consent cookie). */
test.use({ cookieConsent: null });

const COOKIE = 'prud_cookie_consent';

/** Counts PUT /api/counter/increase calls and records analytics hook calls. */
async function watch(page: Page) {
  const counter: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/counter/increase') counter.push(r.status());
  });
  await page.addInitScript(() => {
    (window as any).__analytics = 0;
    (window as any).prudAnalytics = { enable: () => (window as any).__analytics++ };
  });
  return { counter, analytics: () => page.evaluate(() => (window as any).__analytics as number) };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies na tejto stránke' });

for (const [choice, value, enablesAnalytics] of [
  ['Súhlasím', 'accepted', true],
  ['Nesúhlasím', 'declined', false],
] as const) {
  test(`"${choice}" hides the banner for a year, counts the visit once${enablesAnalytics ? ' and enables analytics' : ''}`, async ({
    page,
    context,
  }) => {
    const w = await watch(page);
    await page.goto('/about');
    const bar = banner(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('len analytické cookies a cookies nevyhnutné');
    await expect(bar.getByRole('link', { name: 'GDPR' })).toHaveAttribute('href', '/safety-privacy');
    await expect(bar.getByRole('button', { name: 'Súhlasím', exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Nesúhlasím' })).toBeVisible();
    expect(w.counter).toEqual([]);

    const done = page.waitForResponse((r) => r.url().endsWith('/api/counter/increase'));
    await bar.getByRole('button', { name: choice, exact: true }).click();
    expect((await done).status()).toBe(200);
    await expect(bar).toBeHidden();
    expect(w.counter).toEqual([200]);
    expect(await w.analytics()).toBe(enablesAnalytics ? 1 : 0);

    const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ value, path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.1);

    // Later pages: no banner, no more counting; analytics stays on for those who agreed.
    await page.reload();
    await page.goto('/video');
    await expect(page.locator('main h1')).toHaveText('Video');
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(w.counter).toEqual([200]);
    expect(await w.analytics()).toBe(enablesAnalytics ? 1 : 0);
  });
}

test('the banner is keyboard friendly, does not trap focus and passes axe', async ({ page, axe }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/give2');
  const bar = banner(page);
  await expect(bar).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // The bar comes after the header in the tab order (before the page, so that it paints first); focus can leave it again.
  await bar.getByRole('link', { name: 'GDPR' }).focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Súhlasím', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Nesúhlasím' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(bar.getByRole('link', { name: 'GDPR' })).not.toBeFocused();
  // Answering with the keyboard moves focus to the content, not into nowhere.
  await bar.getByRole('button', { name: 'Nesúhlasím' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(page.locator('main#obsah')).toBeFocused();
});

test('the page content is not hidden behind the banner', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = await page.locator('.copyright').boundingBox();
  const bar = await banner(page).boundingBox();
  expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(bar!.y + 1);
});

test('without JavaScript there is no banner', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await ctx.newPage();
  await page.goto('/');
  await expect(page.locator('[data-cookie-banner]')).toBeHidden();
  await ctx.close();
});
