import type { APIRequestContext } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, DEMO_ASSISTANT, DEMO_CUSTOMER, logIn, registeredAccount, testClientIp } from './accounts-support';
import { ownProduct, tokenOf } from './checkout-support';
import { adminToken, bearer, expectRefused, expectSentToLogin, frameMenu, shot } from './admin-support';
import type { ApiAdminReview, ApiReviewsPage } from '../../worker/domain/engagement';
import { todayInBratislava } from './layout-support';

/** /admin/reviews (issue 8, staff screens): approve and delete customers' reviews; who may open the page. */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const PATH = '/admin/reviews';

/** A product of this test with one review per comment, each by a fresh customer through the API. */
async function reviewedProduct(request: APIRequestContext, baseURL: string, tag: string, comments: string[]) {
  const product = await ownProduct(tag, { priceCents: 990, countInStock: 3 });
  const authors: string[] = [];
  for (const comment of comments) {
    const who = await registeredAccount(request, baseURL, tag);
    const res = await request.post(`/api/products/${product.id}/reviews`, {
      headers: bearer(await tokenOf(request, who)),
      data: { comment },
    });
    expect(res.status(), await res.text()).toBe(201);
    expect(await res.json()).toEqual({ message: 'Recenzia odoslaná adminovi' });
    authors.push(who.name);
  }
  return { ...product, authors };
}

/** What the server stored: the product's reviews on the admin list (searching every page), or null. */
async function storedReviews(request: APIRequestContext, token: string, productId: number): Promise<ApiAdminReview[] | null> {
  for (let n = 1; ; n++) {
    const res = await request.get(`/api/products/reviews?pageNumber=${n}`, { headers: bearer(token) });
    expect(res.status(), await res.text()).toBe(200);
    const page = (await res.json()) as ApiReviewsPage;
    const found = page.products.find((p) => p._id === String(productId));
    if (found) return found.reviews;
    if (n >= page.pages) return null;
  }
}

async function publicComments(request: APIRequestContext, productId: number): Promise<string[]> {
  const res = await request.get(`/api/products/${productId}/reviews`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reviews: { comment: string }[] }).reviews.map((r) => r.comment);
}

test('a new review shows as Neschválená; Schváliť recenziu approves it and the server stores it', async ({
  page,
  request,
  baseURL,
  axe,
}) => {
  test.slow();
  const first = `Kniha ma povzbudila v modlitbe ${Date.now()}.`;
  const second = `Čítam ju už druhýkrát, ďakujem ${Date.now()}.`;
  const p = await reviewedProduct(request, baseURL!, 'recenzia', [first, second]);
  const token = await adminToken(request);
  expect(await publicComments(request, p.id)).toEqual([]);

  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Recenzie' })).toBeVisible();
  await expect(frameMenu(page).getByRole('link', { name: 'Recenzie' })).toHaveAttribute('aria-current', 'page');
  const product = page.getByRole('region', { name: p.name });
  const row = product.locator('tbody tr', { hasText: first });
  await expect(row).toContainText(p.authors[0]);
  // As every date in the shop (issue 16): 25. 11. 2026, not the ISO day.
  await expect(row.locator('time')).toHaveText(todayInBratislava());
  const status = row.locator('.admin-status');
  await expect(status).toHaveText('Neschválená');
  await expect(status).toHaveCSS('color', 'rgb(138, 0, 25)');
  await expect(row.getByRole('link', { name: 'Na produkt' })).toHaveAttribute('href', `/product/${p.id}`);
  await expect(product.locator('tbody tr')).toHaveCount(2);
  expect(await axe(page)).toEqual([]);

  await row.getByRole('button', { name: 'Schváliť recenziu' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Recenzia schválená.');
  await expect(status).toHaveText('Schválená');
  await expect(status).toHaveCSS('color', 'rgb(20, 82, 40)');
  await expect(row.getByRole('button', { name: 'Schváliť recenziu' })).toHaveCount(0);
  // The other review is untouched.
  await expect(product.locator('tbody tr', { hasText: second }).locator('.admin-status')).toHaveText('Neschválená');

  const stored = (await storedReviews(request, token, p.id))!;
  expect(stored.find((r) => r.comment === first)).toMatchObject({ isAcknowledged: true, name: p.authors[0] });
  expect(stored.find((r) => r.comment === second)).toMatchObject({ isAcknowledged: false });
  expect(await publicComments(request, p.id)).toEqual([first]);
  expect(await axe(page)).toEqual([]);

  // 'Na produkt': the product page shows the approved review at once (no rebuild), never the waiting one.
  const shopper = await page.context().browser()!.newPage({ baseURL });
  await shopper.goto(`/product/${p.id}`);
  // As a reader gets there: down to the reviews (their island loads when seen). Approving asks for a republish, and a
  // build that began before the approval may have swapped in meanwhile with the list as it was: the island's fresh
  // read must show the approval all the same.
  await shopper.locator('#recenzie').scrollIntoViewIfNeeded();
  await expect(shopper.getByText(first)).toBeVisible();
  await expect(shopper.getByText(second)).toHaveCount(0);
  await shopper.close();

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(frameMenu(page).getByRole('link', { name: 'Recenzie' })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Zmazať' })).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  await shot(page, 'admin-reviews-390');
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => scrollTo(0, 0));
  await shot(page, 'admin-reviews-1366');
});

test('Zmazať asks first: cancelling changes nothing, confirming deletes the review', async ({ page, request, baseURL }) => {
  test.slow();
  const comment = `Táto recenzia pôjde preč ${Date.now()}.`;
  const p = await reviewedProduct(request, baseURL!, 'zmazat', [comment]);
  const token = await adminToken(request);

  await logIn(page, DEMO_ADMIN, `/login?redirect=${PATH}`, PATH);
  const row = page.getByRole('region', { name: p.name }).locator('tbody tr', { hasText: comment });
  const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });

  await row.getByRole('button', { name: 'Zmazať' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Odstrániť recenziu? Ste si istý?');
  await expect(dialog.getByRole('button', { name: 'Späť' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Späť' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Zmazať' })).toBeFocused();
  expect((await storedReviews(request, token, p.id))?.map((r) => r.comment)).toEqual([comment]);

  // Escape cancels too.
  await row.getByRole('button', { name: 'Zmazať' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await storedReviews(request, token, p.id))?.map((r) => r.comment)).toEqual([comment]);

  await row.getByRole('button', { name: 'Zmazať' }).click();
  await dialog.getByRole('button', { name: 'Zmazať' }).click();
  await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Recenzia zmazaná.');
  // The product had only this review: it leaves the list.
  await expect(page.getByRole('region', { name: p.name })).toHaveCount(0);
  expect(await storedReviews(request, token, p.id)).toBeNull();
});

test('assistants see only Audio, Video, Bannery and are refused on the admin-only screens', async ({ page }) => {
  await logIn(page, DEMO_ASSISTANT, '/login?redirect=/admin/audio', '/admin/audio');
  // A page assistants may open shows the frame with their three entries only.
  await page.goto('/admin/audio');
  await expect(frameMenu(page).getByRole('link')).toHaveText(['Audio', 'Video', 'Bannery']);
  await expect(frameMenu(page).getByRole('link', { name: 'Audio' })).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).pathname).toBe('/admin/audio');

  await expectRefused(page, PATH);
  await expectRefused(page, '/admin/subscribers');
});

test('visitors are sent to /login from /admin/reviews and /admin/subscribers, customers are refused', async ({ page }) => {
  await expectSentToLogin(page, PATH);
  await logIn(page, DEMO_CUSTOMER);
  await expectRefused(page, PATH);
  await expectRefused(page, '/admin/subscribers');
  await expect(frameMenu(page)).toBeHidden();
});
