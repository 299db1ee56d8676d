import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { ENGAGEMENT_MESSAGES, REVIEW_MAX } from '../domain/engagement';
import { siteFacts } from '../domain/site-facts';
import { bearer, createAccount, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertReview, sharedReview } from '../test-support/engagement';
import { insertProduct } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let jana: TestAccount;
let peter: TestAccount;
let admin: TestAccount;
let janaToken: string;
let peterToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  [jana, peter, admin] = await Promise.all([
    createAccount(t, { name: 'Jana Čitateľka' }),
    createAccount(t, { name: 'Peter Pisár' }),
    createAccount(t, { role: 'admin' }),
  ]);
  [janaToken, peterToken, adminToken] = await Promise.all([loginToken(t, jana), loginToken(t, peter), loginToken(t, admin)]);
});
afterAll(() => t.close());

const storedReviews = (productId: number) => t.db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(asc(reviews.id));

async function review(token: string, productId: number, comment: string, rating?: number) {
  return t.call('POST', `/api/products/${productId}/reviews`, { comment, ...(rating === undefined ? {} : { rating }) }, bearer(token));
}

describe('writing a review', () => {
  it('stores it unapproved under the account’s name and e-mails the shop', async () => {
    const book = await insertProduct(t, { name: 'Recenzovaná kniha' });
    const r = await review(janaToken, book, '  Výborná kniha, odporúčam. <b>  ', 5);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: 'Recenzia odoslaná adminovi' });
    const [stored] = await storedReviews(book);
    expect(stored).toMatchObject({
      userId: jana.id,
      name: 'Jana Čitateľka',
      rating: 5,
      comment: 'Výborná kniha, odporúčam. <b>',
      isAcknowledged: false,
    });

    const [mail] = await mailsTo(t, t.deps.config.shopEmail);
    expect(mail.subject).toBe(siteFacts.emails.subjects.newReview);
    expect(mail.text).toContain('Recenzovaná kniha');
    expect(mail.text).toContain('http://shop.test/admin/reviews');
    expect(mail.html).toContain('&lt;b&gt;');

    // Not public until approved.
    expect((await t.call('GET', `/api/products/${book}/reviews`)).body).toEqual({ reviews: [] });
    expect((await t.call('GET', `/api/products/${book}`)).body.reviews).toEqual([]);
  });

  it('a mail that cannot be sent does not lose the review: still 201, stored for approval', async () => {
    const broken = await createTestApp({ mailer: { send: () => Promise.reject(new Error('smtp down')) } });
    try {
      const customer = await createAccount(broken, { name: 'Eva Bez Pošty' });
      const book = await insertProduct(broken, { name: 'Kniha bez pošty' });
      const r = await broken.call(
        'POST',
        `/api/products/${book}/reviews`,
        { comment: 'Krásna kniha.', rating: 4 },
        bearer(await loginToken(broken, customer)),
      );
      expect(r).toMatchObject({ status: 201, body: { message: ENGAGEMENT_MESSAGES.reviewSent } });
      const stored = await broken.db.select().from(reviews).where(eq(reviews.productId, book));
      expect(stored).toMatchObject([{ userId: customer.id, rating: 4, comment: 'Krásna kniha.', isAcknowledged: false }]);
    } finally {
      await broken.close();
    }
  });

  it('one review per customer and product: the second is 409 and writes nothing', async () => {
    const book = await insertProduct(t);
    expect((await review(janaToken, book, 'Prvá')).status).toBe(201);
    const again = await review(janaToken, book, 'Druhá');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ENGAGEMENT_MESSAGES.reviewDuplicate });
    // Two at once: still one.
    const both = await Promise.all([review(peterToken, book, 'A'), review(peterToken, book, 'B')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await storedReviews(book)).map((r) => r.userId)).toEqual([jana.id, peter.id]);
  });

  it('refuses blank, too long, bad rating, unknown product and visitors, writing nothing', async () => {
    const book = await insertProduct(t);
    for (const body of [{ comment: '' }, { comment: '   \n ' }, {}, { rating: 3 }, 'nie JSON', { comment: 5 }]) {
      const r = await t.call('POST', `/api/products/${book}/reviews`, body, bearer(janaToken));
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    const blank = await review(janaToken, book, '   ');
    expect(blank.body).toEqual({ message: ENGAGEMENT_MESSAGES.reviewBlank });
    const long = await review(janaToken, book, 'a'.repeat(REVIEW_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: ENGAGEMENT_MESSAGES.reviewTooLong });
    expect((await review(janaToken, book, 'Dobré', 6)).status).toBe(400);
    const unknown = await review(janaToken, 999999, 'Dobré');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: ENGAGEMENT_MESSAGES.productNotFound });
    expect((await t.call('POST', `/api/products/${book}/reviews`, { comment: 'Dobré' })).status).toBe(401);
    expect(await storedReviews(book)).toEqual([]);
    // Exactly the limit is fine.
    expect((await review(janaToken, book, 'a'.repeat(REVIEW_MAX))).status).toBe(201);
  });
});

describe('moderating reviews', () => {
  it('approval makes it public on /reviews and on the product; delete removes it', async () => {
    const book = await insertProduct(t);
    await review(janaToken, book, 'Schválim ju');
    await review(peterToken, book, 'Zmažem ju');
    const [mine, his] = await storedReviews(book);

    const ok = await t.call('PUT', `/api/products/${book}/reviews/acknowledge`, { reviewId: mine.id }, bearer(adminToken));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: ENGAGEMENT_MESSAGES.reviewApproved });
    expect((await storedReviews(book))[0].isAcknowledged).toBe(true);

    const pub = await t.call('GET', `/api/products/${book}/reviews`);
    expect(pub.status).toBe(200);
    expect(pub.body.reviews).toEqual([
      {
        _id: String(mine.id),
        name: jana.name,
        rating: 0,
        comment: 'Schválim ju',
        createdAt: mine.createdAt,
        isAcknowledged: true,
        verifiedPurchase: false,
      },
    ]);
    const detail = await t.call('GET', `/api/products/${book}`);
    expect(detail.body.reviews.map((r: any) => r.comment)).toEqual(['Schválim ju']);
    expect(detail.body.numReviews).toBe(1);

    const del = await t.call('DELETE', `/api/products/${book}/reviews/${his.id}`, undefined, bearer(adminToken));
    expect(del.body).toEqual({ message: ENGAGEMENT_MESSAGES.reviewDeleted });
    expect((await storedReviews(book)).map((r) => r.id)).toEqual([mine.id]);
    const delMine = await t.call('DELETE', `/api/products/${book}/reviews/${mine.id}`, undefined, bearer(adminToken));
    expect(delMine.status).toBe(200);
    expect((await t.call('GET', `/api/products/${book}/reviews`)).body).toEqual({ reviews: [] });
    expect(await storedReviews(book)).toEqual([]);
  });

  it('acts only on a review of THAT product (404 otherwise) and refuses bad ids', async () => {
    const [a, b] = [await insertProduct(t), await insertProduct(t)];
    await review(janaToken, a, 'Na produkt A');
    const [ofA] = await storedReviews(a);
    const wrong = await t.call('PUT', `/api/products/${b}/reviews/acknowledge`, { reviewId: ofA.id }, bearer(adminToken));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: ENGAGEMENT_MESSAGES.reviewNotFound });
    expect((await t.call('DELETE', `/api/products/${b}/reviews/${ofA.id}`, undefined, bearer(adminToken))).status).toBe(404);
    expect((await t.call('PUT', `/api/products/${a}/reviews/acknowledge`, { reviewId: 'x' }, bearer(adminToken))).status).toBe(400);
    expect((await t.call('PUT', `/api/products/${a}/reviews/acknowledge`, {}, bearer(adminToken))).status).toBe(400);
    expect((await t.call('DELETE', `/api/products/${a}/reviews/0`, undefined, bearer(adminToken))).status).toBe(400);
    expect(await storedReviews(a)).toEqual([ofA]);
  });

  it('approving twice is still 200 (the role matrix shares one review); a review without an account can be deleted', async () => {
    const shared = await sharedReview(t);
    expect(await sharedReview(t)).toEqual(shared);
    for (let i = 0; i < 2; i++) {
      const r = await t.call(
        'PUT',
        `/api/products/${shared.productId}/reviews/acknowledge`,
        { reviewId: shared.reviewId },
        bearer(adminToken),
      );
      expect(r.status).toBe(200);
    }
    expect((await storedReviews(shared.productId))[0].isAcknowledged).toBe(true);
    const orphan = await insertReview(t);
    expect(
      (await t.call('DELETE', `/api/products/${orphan.productId}/reviews/${orphan.reviewId}`, undefined, bearer(adminToken))).status,
    ).toBe(200);
    expect(await storedReviews(orphan.productId)).toEqual([]);
  });

  it('customers get 403 and visitors 401 on list, approve and delete; nothing changes', async () => {
    const book = await insertProduct(t);
    await review(peterToken, book, 'Cudzia recenzia');
    const [his] = await storedReviews(book);
    for (const token of [janaToken, peterToken]) {
      const calls = [
        await t.call('GET', '/api/products/reviews', undefined, bearer(token)),
        await t.call('PUT', `/api/products/${book}/reviews/acknowledge`, { reviewId: his.id }, bearer(token)),
        await t.call('DELETE', `/api/products/${book}/reviews/${his.id}`, undefined, bearer(token)),
      ];
      expect(calls.map((r) => r.status)).toEqual([403, 403, 403]);
    }
    expect((await t.call('GET', '/api/products/reviews')).status).toBe(401);
    expect((await t.call('PUT', `/api/products/${book}/reviews/acknowledge`, { reviewId: his.id })).status).toBe(401);
    expect((await t.call('DELETE', `/api/products/${book}/reviews/${his.id}`)).status).toBe(401);
    expect(await storedReviews(book)).toEqual([his]);
  });

  it('the admin list: products with reviews, newest review first, 10 a page', async () => {
    const fresh = await createTestApp();
    try {
      const [writer, boss] = await Promise.all([createAccount(fresh, { name: 'Pisateľ' }), createAccount(fresh, { role: 'admin' })]);
      const [wt, bt] = await Promise.all([loginToken(fresh, writer), loginToken(fresh, boss)]);
      await insertProduct(fresh, { name: 'Bez recenzie' });
      const books: number[] = [];
      for (let i = 0; i < 12; i++) books.push(await insertProduct(fresh, { name: `Kniha ${i}` }));
      for (const id of books) {
        const r = await fresh.call('POST', `/api/products/${id}/reviews`, { comment: `Recenzia ${id}` }, bearer(wt));
        expect(r.status).toBe(201);
      }
      const p1 = await fresh.call('GET', '/api/products/reviews?pageNumber=', undefined, bearer(bt));
      expect(p1.status).toBe(200);
      expect(p1.body).toMatchObject({ page: 1, pages: 2 });
      expect(p1.body.products.map((p: any) => p.name)).toEqual(
        books
          .slice(2)
          .reverse()
          .map((id) => `Kniha ${books.indexOf(id)}`),
      );
      expect(Object.keys(p1.body.products[0]).sort()).toEqual(['_id', 'name', 'reviews']);
      expect(Object.keys(p1.body.products[0].reviews[0]).sort()).toEqual([
        '_id',
        'comment',
        'createdAt',
        'isAcknowledged',
        'name',
        'rating',
        'verifiedPurchase',
      ]);
      expect(p1.body.products[0].reviews[0]).toMatchObject({
        name: 'Pisateľ',
        comment: `Recenzia ${books[11]}`,
        isAcknowledged: false,
        rating: 0,
        verifiedPurchase: false,
      });
      const p2 = await fresh.call('GET', '/api/products/reviews?pageNumber=2', undefined, bearer(bt));
      expect(p2.body.products.map((p: any) => p._id)).toEqual([String(books[1]), String(books[0])]);
      expect(typeof p1.body.products[0].reviews[0]._id).toBe('string');
      expect((await fresh.call('GET', '/api/products/reviews?pageNumber=0', undefined, bearer(bt))).status).toBe(400);
    } finally {
      fresh.close();
    }
  });
});
