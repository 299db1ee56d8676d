import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, registeredAccount, testClientIp } from './accounts-support';
import { apiOrder, tokenOf } from './checkout-support';
import { adminToken, bearer, expectPrerendered, reviewsSection, signedInCustomer } from './engagement-support';
import { BUILT, rows } from './storefront-db';
import { ENGAGEMENT_MESSAGES } from '../../worker/domain/engagement';
import type { ApiProduct } from '../../worker/domain/product-shape';

/**
 * Issue 31, the acceptance of item 1: a customer who bought a book (a paid order) reviews it with 4 stars; once
 * staff approve it and the site is republished (the review service asks for it), the product page shows '4,0'
 * with '1 recenzia' and 'Overený nákup', the category's card shows the stars, and the JSON-LD carries
 * aggregateRating 4 of 1 review. A second customer's review, never approved, changes none of it. A *.writes spec:
 * the approval republishes the site.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/pw-R-shots';

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Waits for the build that follows the newest republish request (here: the approval's). */
async function republished(request: APIRequestContext, token: string) {
  const state = async () => (await request.get('/api/publish', { headers: bearer(token) })).json();
  const asked = (await state()).requestedAt as string | null;
  expect(asked, 'the approval asked for a republish').not.toBeNull();
  await expect
    .poll(
      async () => {
        // One refused connection while the build takes both cores is asked again; a dead server fails the steps after.
        const s = await state().catch(() => ({ phase: 'unknown' }));
        if (s.phase === 'failed') throw new Error(`republish failed:\n${s.logTail}`);
        return s.phase === 'done' && s.startedAt >= asked!;
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(true);
}

async function productAnswer(request: APIRequestContext, id: number): Promise<ApiProduct> {
  const res = await request.get(`/api/products/${id}`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** The page's schema.org Product (Book) object. */
async function productLd(page: Page): Promise<Record<string, any>> {
  const all = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const found = all.find((o) => [o['@type']].flat().includes('Product'));
  expect(found, 'the product JSON-LD').toBeTruthy();
  return found;
}

test('a buyer’s 4 stars, approved: 4,0 with 1 review and Overený nákup on the page, stars on the category card, aggregateRating in the JSON-LD; an unapproved review changes nothing', async ({
  page,
  request,
  browser,
  baseURL,
  axe,
}, info) => {
  // One whole `astro build` is waited for (the approval's republish).
  test.setTimeout(360_000);
  const [book] = await rows<{ id: number; name: string; category: string }>(
    `SELECT id, name, category FROM products WHERE ${BUILT} AND is_draft = 0 AND count_in_stock > 2 AND category != ''
       AND id NOT IN (SELECT product_id FROM reviews) ORDER BY id LIMIT 1 OFFSET 3`,
  );
  const id = Number(book.id);
  const admin = await adminToken(request);

  // The customer buys the book; staff mark the order paid.
  const buyer = await signedInCustomer(page, request, baseURL!, 'hviezdy');
  const order = await apiOrder(request, buyer.token, [{ product: id, qty: 1 }], 'Prevodom vopred');
  const paid = await request.put(`/api/orders/${order._id}/paid`, { headers: bearer(admin) });
  expect(paid.status(), await paid.text()).toBe(200);

  // The form: five labelled radios in a fieldset 'Hodnotenie'.
  await page.goto(`/product/${id}`);
  await expectPrerendered(page, id);
  const reviews = await reviewsSection(page);
  const stars = reviews.getByRole('group', { name: 'Hodnotenie' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  const star = (n: number) => stars.getByRole('radio', { name: `${n} z 5 hviezdičiek` });
  await expect(star(4)).not.toBeChecked();
  expect(await axe(page)).toEqual([]);

  // Sent without stars: refused in Slovak at the stars, the first star focused, nothing stored.
  const comment = `Kniha, ku ktorej sa vraciam (${buyer.email}).`;
  await reviews.getByLabel('Vaša recenzia').fill(comment);
  await reviews.getByRole('button', { name: 'Odoslať' }).click();
  await expect(reviews.getByRole('alert')).toHaveText(ENGAGEMENT_MESSAGES.ratingMissing);
  await expect(stars).toContainText(ENGAGEMENT_MESSAGES.ratingMissing);
  await expect(star(1)).toBeFocused();
  await expect(star(1)).toHaveAttribute('aria-invalid', 'true');
  expect(await axe(page)).toEqual([]);
  const staffList = await (await request.get('/api/products/reviews?pageNumber=1', { headers: bearer(admin) })).json();
  expect(JSON.stringify(staffList)).not.toContain(comment);

  // The keyboard: arrows move along the stars and choose; the focused star is outlined.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(star(4)).toBeChecked();
  await expect(star(4)).toBeFocused();
  await expect(star(4).locator('xpath=following-sibling::span[1]')).toHaveCSS('outline-style', 'solid');
  await expect(reviews.getByText(ENGAGEMENT_MESSAGES.ratingMissing)).toHaveCount(0);
  for (const [w, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await stars.scrollIntoViewIfNeeded();
    await shot(page, `review-form-4-stars-${w}`);
  }
  await reviews.getByRole('button', { name: 'Odoslať' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: ENGAGEMENT_MESSAGES.reviewSent })).toBeVisible();

  // Another customer's review of 1 star, never approved.
  const other = await registeredAccount(request, baseURL!, 'hviezda');
  const unapproved = `Neschválená jedna hviezdička (${other.email}).`;
  const posted = await request.post(`/api/products/${id}/reviews`, {
    headers: bearer(await tokenOf(request, other)),
    data: { rating: 1, comment: unapproved },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  // Unapproved, they change nothing: no rating in the API, no stars on the page.
  expect(await productAnswer(request, id)).toMatchObject({ rating: 0, numReviews: 0, reviews: [] });
  await page.reload();
  await expect(page.locator('.pd-rating')).toHaveCount(0);

  // Staff approve the buyer's review on /admin/reviews, where its stars and 'Overený nákup' show.
  const staff = await newContext(browser, baseURL!, info);
  const staffPage = await staff.newPage();
  await logIn(staffPage, DEMO_ADMIN, '/login?redirect=/admin/reviews', '/admin/reviews');
  const region = staffPage.getByRole('region', { name: book.name });
  const row = region.locator('tbody tr', { hasText: comment });
  await expect(row).toContainText('★★★★☆');
  await expect(row).toContainText('4 z 5 hviezdičiek');
  await expect(row).toContainText('Overený nákup');
  const otherRow = region.locator('tbody tr', { hasText: unapproved });
  await expect(otherRow).toContainText('1 z 5 hviezdičiek');
  await expect(otherRow).not.toContainText('Overený nákup');
  expect(await axe(staffPage)).toEqual([]);
  await row.getByRole('button', { name: 'Schváliť recenziu' }).click();
  await expect(staffPage.locator('.acct-alert--success:not(.publish-bar)')).toHaveText(ENGAGEMENT_MESSAGES.reviewApproved);
  await shot(staffPage, 'admin-reviews-stars-1366');
  await staff.close();
  expect(await productAnswer(request, id)).toMatchObject({ rating: 4, numReviews: 1 });

  await republished(request, admin);

  // The pre-rendered page (no script needed): '4,0', '1 recenzia', the JSON-LD's aggregateRating.
  const html = await (await request.get(`/product/${id}`)).text();
  expect(html).toMatch(/class="pd-rating"[\s\S]*?4,0[\s\S]*?1 recenzia/);
  expect(html).not.toContain(unapproved);

  const visitor = await newContext(browser, baseURL!, info);
  const shopper = await visitor.newPage();
  await shopper.goto(`/product/${id}`);
  await expectPrerendered(shopper, id);
  const rating = shopper.locator('.pd-rating');
  await expect(rating.locator('.pd-rating-value')).toHaveText('4,0');
  await expect(rating.locator('.pd-rating-count')).toHaveText('1 recenzia');
  await expect(rating).toContainText('★★★★☆');
  const ld = await productLd(shopper);
  expect(ld.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4,
    ratingCount: 1,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  expect(ld.review).toHaveLength(1);
  expect(ld.review[0]).toMatchObject({ reviewBody: comment, reviewRating: { ratingValue: 4 }, author: { name: buyer.name } });
  const shown = (await reviewsSection(shopper)).locator('.review', { hasText: comment });
  await expect(shown).toContainText('Overený nákup');
  await expect(shown.locator('.stars')).toContainText('4 z 5 hviezdičiek');
  await expect(shopper.getByText(unapproved)).toHaveCount(0);
  expect(await axe(shopper)).toEqual([]);
  for (const [w, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await shopper.setViewportSize(size);
    await shopper.evaluate(() => scrollTo(0, 0));
    await shot(shopper, `product-rating-${w}`);
    await shown.scrollIntoViewIfNeeded();
    await shot(shopper, `product-review-verified-${w}`);
  }

  // The category's card shows the stars, the average and the count.
  await shopper.goto(`/eshop/${book.category}`);
  const card = shopper.locator('.product-card', { has: shopper.locator(`a[href="/product/${id}"]`) });
  // Read aloud 'Hodnotenie 4,0 z 5, (1 recenzia)'; seen '★★★★☆ 4,0 (1 recenzia)'.
  await expect(card.locator('.product-rating')).toHaveText('★★★★☆ Hodnotenie 4,0 z 5, (1 recenzia)');
  await expect(card.locator('.rating-stars')).toHaveText('★★★★☆');
  await expect(card.locator('.rating-count')).toHaveText('(1 recenzia)');
  expect(await axe(shopper)).toEqual([]);
  for (const [w, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await shopper.setViewportSize(size);
    await card.scrollIntoViewIfNeeded();
    await shot(shopper, `category-card-stars-${w}`);
  }

  // The search results' cards (filled by the server from the API) show the same.
  await shopper.goto(`/search/${encodeURIComponent(book.name)}`);
  const found = shopper.locator('.product-card', { has: shopper.locator(`a[href="/product/${id}"]`) });
  await expect(found.locator('.product-rating')).toHaveText('★★★★☆ Hodnotenie 4,0 z 5, (1 recenzia)');
  await visitor.close();

  // The buyer's favourites draw the same card in the browser (FavoriteCard.tsx), stars included.
  const fav = await request.put(`/api/products/${id}/anybody`, { headers: bearer(buyer.token) });
  expect(fav.status(), await fav.text()).toBe(200);
  await page.goto('/favorites');
  const favourite = page.locator('.product-card', { has: page.locator(`a[href="/product/${id}"]`) });
  await expect(favourite.locator('.product-rating')).toHaveText('★★★★☆ Hodnotenie 4,0 z 5, (1 recenzia)');
});
