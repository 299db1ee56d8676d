import type { Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn, testClientIp } from './accounts-support';
import { frameMenu } from './admin-support';
import { builtProduct, reviewsSection } from './engagement-support';

/**
 * The Content-Security-Policy (issue #10, point 5): the pages' policy in `<meta>` (Astro, site/build/csp.ts) and
 * the app's header policy (worker/http/security-headers.ts). The `page` fixture fails a test on any violation,
 * so walking through the interactive parts of the shop here is the check that nothing the site does is blocked.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

/** The page's meta policy, with its script-src and style-src, checked to be strict. */
async function expectStrictMetaPolicy(page: Page) {
  const meta = page.locator('meta[http-equiv="content-security-policy"]');
  await expect(meta).toHaveCount(1);
  const policy = (await meta.getAttribute('content')) ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toMatch(/^script-src 'self'( \S+)* 'sha256-/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'self'");
}

/** Opens each dropdown of the main navigation (desktop) and closes it again. */
async function openNavDropdowns(page: Page) {
  const summaries = page.locator('#main-nav-list summary');
  for (const summary of await summaries.all()) {
    await summary.click();
    await summary.click();
  }
}

test.describe('as a visitor', () => {
  test.use({ cookieConsent: null });

  test('home: cookie bar, banner carousel and menus run under the policy', async ({ page }) => {
    await page.goto('/');
    await expectStrictMetaPolicy(page);
    const bar = page.getByRole('region', { name: 'Cookies na tejto stránke' });
    await expect(bar).toBeVisible();
    // The demo seed has several home banners: the carousel's script adds its controls.
    const carousel = page.getByRole('region', { name: 'Novinky' });
    const first = await carousel.locator('[aria-current="true"]').getAttribute('aria-label');
    await carousel.getByRole('button', { name: 'Ďalší banner' }).click();
    await expect(carousel.locator('[aria-current="true"]')).not.toHaveAttribute('aria-label', first ?? '');
    await carousel.getByRole('button', { name: 'Predchádzajúci banner' }).click();
    await carousel.locator('[data-pause]').click();
    await openNavDropdowns(page);
    await bar.getByRole('button', { name: 'Nesúhlasím' }).click();
    await expect(bar).toBeHidden();
    await page.getByRole('combobox', { name: 'Hľadať v knihách' }).fill('život');
    await page.getByRole('button', { name: 'Hľadať' }).click();
    await page.waitForURL(/\/search\//);
    await expectStrictMetaPolicy(page);
    await expect(page.locator('.product-card').first()).toBeVisible();
  });

  test('phone: the Menu button and a category page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#main-nav-list summary', { hasText: 'Eshop' }).click();
    await page.getByRole('link', { name: 'Život', exact: true }).click();
    await page.waitForURL(/\/eshop\//);
    await expectStrictMetaPolicy(page);
    await expect(page.locator('.product-card').first()).toBeVisible();
  });

  test('an excerpt of the library, the video player and the audio players', async ({ page }) => {
    await page.goto('/library');
    await page.locator('a', { hasText: 'Čítať viac' }).first().click();
    await page.waitForURL(/\/library\/\d+/);
    await expectStrictMetaPolicy(page);

    // YouTube's and Drive's players are framed; the network answer is not ours to test, so they answer empty.
    await page.route(/youtube-nocookie\.com|drive\.google\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto('/video');
    await expectStrictMetaPolicy(page);
    await page.locator('a.video-facade').first().click();
    await expect(page.locator('.video-list iframe')).toHaveCount(1);

    await page.goto('/words-of-life');
    await expectStrictMetaPolicy(page);
    const topics = page.getByRole('list', { name: 'Témy' }).getByRole('button');
    await topics.nth(1).click();
    await expect(topics.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.locator('#nahravky a[data-listen]').filter({ visible: true }).first().click();
    await expect(page.locator('[data-player] iframe')).toHaveAttribute('src', /^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/preview$/);
  });

  test('the login page and the contact form', async ({ page }) => {
    await page.goto('/login');
    await expectStrictMetaPolicy(page);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await page.goto('/contact');
    await expectStrictMetaPolicy(page);
  });
});

test('signed in: a product page with its islands (reviews, favourite, buy box) and the cart', async ({ page }) => {
  await logIn(page, DEMO_CUSTOMER);
  const product = await builtProduct(3);
  await page.goto(`/product/${product.id}`);
  await expectStrictMetaPolicy(page);
  await expect(page.locator('.buy-box[data-ready="true"]')).toBeVisible();
  const reviews = await reviewsSection(page);
  await expect(reviews.getByRole('button', { name: 'Odoslať' })).toBeVisible();
  await expect(page.getByRole('button', { name: /obľúben/i })).toBeVisible();
  await page.getByRole('button', { name: 'Pridať do košíka' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'je v košíku' })).toBeVisible();

  await page.goto('/cart');
  await expectStrictMetaPolicy(page);
  await expect(page.getByText(product.name).first()).toBeVisible();
  // The account menu of the header.
  await page.locator('[data-account-user] [data-account-toggle]').click();
  await expect(page.getByRole('link', { name: 'Môj profil' })).toBeVisible();
});

test('as admin: the dashboard, a list and the staff menu', async ({ page }) => {
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Prehľad' })).toBeVisible();
  await expectStrictMetaPolicy(page);
  await frameMenu(page).getByRole('link', { name: 'Produkty' }).click();
  await page.waitForURL('**/admin/productlist');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectStrictMetaPolicy(page);
  await page.locator('[data-account-staff] [data-account-toggle]').click();
  await expect(page.locator('#account-staff-menu')).toBeVisible();
});

test('HTML answers forbid framing by header; pages, shells and the 404 page alike', async ({ request }) => {
  for (const path of ['/', '/cart', '/product/999999', '/no/such/page']) {
    const res = await request.get(path);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('the policy is enforced, not only present: injected inline script and style attributes do not apply', async ({ browser, baseURL }) => {
  // A page of its own, outside the fixture that fails on violations: here the violations are the point.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/about');
    const outcome = await page.evaluate(async () => {
      const seen: string[] = [];
      const both = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective) >= 2 && resolve()),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      const h1 = document.querySelector('h1')!;
      h1.setAttribute('style', 'color: rgb(1, 2, 3)');
      await both;
      return { ran: (window as { __injected?: boolean }).__injected === true, color: getComputedStyle(h1).color, seen };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.color).not.toBe('rgb(1, 2, 3)');
    expect(outcome.seen).toEqual(expect.arrayContaining(['script-src-elem', 'style-src-attr']));
  } finally {
    await context.close();
  }
});
