import { test, expect, DESKTOP, PHONE } from './fixtures';
import { newContext, testClientIp } from './accounts-support';
import { ENGAGEMENT_MESSAGES, type ApiReviewsPage } from '../../worker/domain/engagement';
import type { ApiReview } from '../../worker/domain/product-shape';
import { adminToken, bearer, builtProduct, expectPrerendered, reviewsSection, SHOTS, signedInCustomer } from './engagement-support';

/**
 * A *.writes spec since issue 31: approving a review republishes the site (its stars are in the pre-rendered
 * pages); review-stars.writes.spec.ts walks the stars themselves.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('reviews on the product page', () => {
  test('write a review → not public → the admin approves it (API) → the pre-rendered page shows it without a rebuild; a second one is refused', async ({
    page,
    request,
    baseURL,
    browser,
    axe,
  }, info) => {
    test.slow();
    const who = await signedInCustomer(page, request, baseURL!, 'recenzia');
    const book = await builtProduct(2);
    const comment = `Kniha ma povzbudila, ďakujem! (${who.email})`;
    const publicList = async () => {
      const res = await request.get(`/api/products/${book.id}/reviews`);
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { reviews: ApiReview[] }).reviews;
    };

    await page.goto(`/product/${book.id}`);
    await expectPrerendered(page, book.id);
    const reviews = await reviewsSection(page);
    await expect(reviews.getByText('Pre napísanie recenzie sa prosím')).toBeHidden();
    const field = reviews.getByLabel('Vaša recenzia');
    await expect(field).toBeVisible();
    expect(await field.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await axe(page)).toEqual([]);

    // A blank review without stars: both fields are marked, named above the form; nothing is sent.
    await field.fill('   ');
    await reviews.getByRole('button', { name: 'Odoslať' }).click();
    const alert = reviews.getByRole('alert');
    await expect(alert).toHaveText('Opravte prosím označené polia: Hodnotenie, Vaša recenzia.');
    await expect(reviews).toContainText(ENGAGEMENT_MESSAGES.reviewBlank);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await alert.boundingBox())!.y).toBeLessThan((await field.boundingBox())!.y);

    // Stars chosen with a click (the label's star), then the text.
    await reviews.locator('.star-choice').nth(4).click();
    await expect(reviews.getByRole('radio', { name: '5 z 5 hviezdičiek' })).toBeChecked();
    await field.fill(comment);
    await reviews.getByRole('button', { name: 'Odoslať' }).click();
    await expect(reviews.getByRole('status').filter({ hasText: ENGAGEMENT_MESSAGES.reviewSent })).toBeVisible();
    // One review per title: the note replaces the form.
    await expect(field).toHaveCount(0);
    await expect(reviews).toContainText('Recenziu zverejníme po schválení.');
    for (const [w, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await reviews.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/product-review-sent-${w}.png` });
    }

    // Stored, but not public: neither the API nor a visitor's page shows it.
    expect((await publicList()).map((r) => r.comment)).not.toContain(comment);
    const visitor = await newContext(browser, baseURL!, info);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/product/${book.id}`);
    const visitorReviews = await reviewsSection(visitorPage);
    await expect(visitorPage.locator('[data-reviews-root]')).toHaveAttribute('data-hydrated', 'true');
    await expect(visitorReviews).not.toContainText(comment);
    await expect(visitorReviews.getByRole('link', { name: 'prihláste' })).toHaveAttribute('href', `/login?redirect=/product/${book.id}`);
    await expect(visitorReviews).toContainText('Pre napísanie recenzie sa prosím prihláste');

    // A second review of the same book by the same account (after a reload): the server's refusal, in red above the form.
    await page.reload();
    await reviewsSection(page);
    await reviews.getByRole('radio', { name: '3 z 5 hviezdičiek' }).check();
    await field.fill('Ešte raz to isté.');
    await reviews.getByRole('button', { name: 'Odoslať' }).click();
    await expect(alert).toHaveText(ENGAGEMENT_MESSAGES.reviewDuplicate);
    expect((await alert.boundingBox())!.y).toBeLessThan((await field.boundingBox())!.y);

    // The admin approves it through the API (the admin screen is another person's).
    const admin = await adminToken(request);
    const list = await request.get('/api/products/reviews?pageNumber=1', { headers: bearer(admin) });
    expect(list.status(), await list.text()).toBe(200);
    const entry = ((await list.json()) as ApiReviewsPage).products.find((p) => p._id === String(book.id));
    const mine = entry?.reviews.find((r) => r.comment === comment);
    expect(mine, 'the new review is in the admin list').toBeTruthy();
    expect(mine!.isAcknowledged).toBe(false);
    const ack = await request.put(`/api/products/${book.id}/reviews/acknowledge`, {
      headers: bearer(admin),
      data: { reviewId: mine!._id },
    });
    expect(ack.status(), await ack.text()).toBe(200);
    expect(await ack.json()).toEqual({ message: ENGAGEMENT_MESSAGES.reviewApproved });
    const approved = (await publicList()).find((r) => r.comment === comment);
    expect(approved?.name).toBe(who.name);

    // The page shows it at once, whatever its pre-rendered HTML holds: the island loads the current list (the
    // republish the approval asked for puts it in the HTML too, review-stars.writes.spec.ts).
    await visitorPage.reload();
    await expectPrerendered(visitorPage, book.id);
    const shown = (await reviewsSection(visitorPage)).locator('.review', { hasText: comment });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(who.name);
    await expect(shown.locator('.stars')).toContainText('5 z 5 hviezdičiek');
    await expect(shown.locator('.review-date')).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
    await visitor.close();

    await page.reload();
    await expect((await reviewsSection(page)).locator('.review', { hasText: comment })).toBeVisible();
    for (const [w, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/product-reviews-${w}.png`, fullPage: true });
    }
  });
});
