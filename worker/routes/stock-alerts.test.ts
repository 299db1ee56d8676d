import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products, stockAlerts } from '../../db/schema';
import { STOCK_ALERT_TEXT } from '../domain/stock-alerts';
import { bearer, createAccount, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertProduct, placeTestOrder } from '../test-support/orders';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app';

/**
 * Acceptance of issue 20, item 2 ("notify me when it is back"): readers wait for a sold-out title through the
 * API; a staff write that puts it back in stock mails each of them once. Read back from `stock_alerts` and the
 * outbox (the local mailer stores every mail there).
 */

let t: TestApp;
let admin: Record<string, string>;
const readers: { account: TestAccount; auth: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
  for (const name of ['Anna Čitateľka', 'Bohuš Čakateľ', 'Cyril Tretí']) {
    const account = await createAccount(t, { name });
    readers.push({ account, auth: bearer(await loginToken(t, account)) });
  }
});
afterAll(() => t.close());

const path = (id: number) => `/api/products/${id}/notify-me`;
const alertsOf = (productId: number) =>
  t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId)).orderBy(stockAlerts.userId);
const backInStockMails = async (to: string, productName: string) =>
  (await mailsTo(t, to)).filter((m) => m.subject.includes(`„${productName}“`));

/** The admin's edit screen saves every field: the product as stored, with this stock. */
async function saveStock(id: number, countInStock: number) {
  const [p] = await t.db.select().from(products).where(eq(products.id, id));
  const body = {
    name: p.name,
    author: p.author,
    price: p.priceCents / 100,
    discount: 0,
    countInStock,
    image: p.image,
    category: '',
    category2: '',
    description: '',
    catalog: '',
    related: '',
    related2: '',
    related3: '',
    weight: '',
    tags: '',
    binding: '',
    pages: null,
    isbn: '',
    language: 'SK',
    year: '',
    excerpt: { image: '', part: '', excerpt: '' },
  };
  const r = await t.call('PUT', `/api/products/${id}`, body, admin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe('notify me when it is back', () => {
  it('two readers wait for a sold-out book; stock raised to 5 → exactly one mail each; 5 → 8 and 0 → 3 → none', async () => {
    const name = 'Vypredaná kniha o viere';
    const book = await insertProduct(t, { name, stock: 0 });
    const [anna, bohus, cyril] = readers;
    for (const r of [anna, bohus]) {
      const put = await t.call('PUT', path(book), undefined, r.auth);
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toEqual({ message: STOCK_ALERT_TEXT.waiting, isWaiting: true });
    }
    // Asking twice keeps one row.
    expect((await t.call('PUT', path(book), undefined, anna.auth)).status).toBe(200);
    expect((await alertsOf(book)).map((a) => [a.userId, a.notifiedAt])).toEqual([
      [anna.account.id, null],
      [bohus.account.id, null],
    ]);
    expect((await t.call('GET', path(book), undefined, anna.auth)).body).toEqual({ isWaiting: true });
    expect((await t.call('GET', path(book), undefined, cyril.auth)).body).toEqual({ isWaiting: false });

    await saveStock(book, 5);
    for (const r of [anna, bohus]) {
      const mails = await backInStockMails(r.account.email, name);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Kniha „${name}“ je znova na sklade`);
      expect(mails[0].text).toContain(`Dobrý deň, ${r.account.name},`);
      // The book's absolute link, from the server's base URL.
      expect(mails[0].text).toContain(`http://shop.test/product/${book}\n`);
      expect(mails[0].html).toContain(`href="http://shop.test/product/${book}"`);
    }
    expect(await backInStockMails(cyril.account.email, name)).toEqual([]);
    expect((await alertsOf(book)).map((a) => a.notifiedAt)).toEqual([TEST_NOW, TEST_NOW]);
    expect((await t.call('GET', path(book), undefined, anna.auth)).body).toEqual({ isWaiting: false });

    // Raised again (5 → 8), then sold out and back (0 → 3): nobody is mailed again.
    await saveStock(book, 8);
    await saveStock(book, 0);
    await saveStock(book, 3);
    for (const r of [anna, bohus]) expect(await backInStockMails(r.account.email, name)).toHaveLength(1);
  });

  it('a reader who asks again after the mail waits anew and gets one more mail at the next return', async () => {
    const name = 'Kniha, ktorá sa vypredala dvakrát';
    const book = await insertProduct(t, { name, stock: 0 });
    const [anna] = readers;
    await t.call('PUT', path(book), undefined, anna.auth);
    await saveStock(book, 2);
    await saveStock(book, 0);
    expect((await t.call('PUT', path(book), undefined, anna.auth)).body.isWaiting).toBe(true);
    expect((await alertsOf(book)).map((a) => a.notifiedAt)).toEqual([null]);
    await saveStock(book, 4);
    expect(await backInStockMails(anna.account.email, name)).toHaveLength(2);
  });

  it('undo: DELETE removes the wait (twice is fine) and nobody is mailed', async () => {
    const name = 'Kniha bez čakateľov';
    const book = await insertProduct(t, { name, stock: 0 });
    const [anna] = readers;
    await t.call('PUT', path(book), undefined, anna.auth);
    for (let i = 0; i < 2; i++) {
      const del = await t.call('DELETE', path(book), undefined, anna.auth);
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ message: STOCK_ALERT_TEXT.removed, isWaiting: false });
    }
    expect(await alertsOf(book)).toEqual([]);
    await saveStock(book, 5);
    expect(await backInStockMails(anna.account.email, name)).toEqual([]);
  });

  it('refuses a visitor (401), an in-stock book (409, Slovak), an unknown or draft product (404); stores nothing', async () => {
    const soldOut = await insertProduct(t, { stock: 0 });
    const inStock = await insertProduct(t, { stock: 2 });
    const draft = await insertProduct(t, { stock: 0 });
    await t.db.update(products).set({ isDraft: true }).where(eq(products.id, draft));
    const [anna] = readers;

    for (const method of ['GET', 'PUT', 'DELETE']) {
      const r = await t.call(method, path(soldOut));
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: 'Not authorized, no token' });
    }
    const busy = await t.call('PUT', path(inStock), undefined, anna.auth);
    expect(busy).toMatchObject({ status: 409, body: { message: STOCK_ALERT_TEXT.inStock } });
    for (const id of [draft, 999999]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        expect(await t.call(method, path(id), undefined, anna.auth)).toMatchObject({
          status: 404,
          body: { message: STOCK_ALERT_TEXT.notFound },
        });
      }
    }
    expect((await t.call('PUT', '/api/products/abc/notify-me', undefined, anna.auth)).status).toBe(400);
    for (const id of [soldOut, inStock, draft]) expect(await alertsOf(id)).toEqual([]);
    // Personal: no cache may keep the answer.
    expect((await t.call('GET', path(soldOut), undefined, anna.auth)).headers.get('cache-control')).toContain('no-store');
  });

  it('a cancelled order that puts the last copy back tells the waiting reader', async () => {
    const name = 'Posledný výtlačok';
    const book = await insertProduct(t, { name, stock: 1 });
    const [anna, bohus] = readers;
    const orderId = await placeTestOrder(t, bohus.auth.authorization.slice(7), book);
    expect((await t.db.select().from(products).where(eq(products.id, book)))[0].countInStock).toBe(0);
    await t.call('PUT', path(book), undefined, anna.auth);
    expect((await t.call('PUT', `/api/orders/${orderId}/cancell`, undefined, admin)).status).toBe(200);
    expect(await backInStockMails(anna.account.email, name)).toHaveLength(1);
    const [alert] = await t.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, book), eq(stockAlerts.userId, anna.account.id)));
    expect(alert.notifiedAt).toBe(TEST_NOW);
  });

  it('the dashboard’s low-stock list says how many readers wait for each title', async () => {
    const book = await insertProduct(t, { name: 'Titul, na ktorý čakajú traja', stock: 0 });
    for (const r of readers) expect((await t.call('PUT', path(book), undefined, r.auth)).status).toBe(200);
    await t.call('DELETE', path(book), undefined, readers[2].auth);
    const d = (await t.call('GET', '/api/dashboard', undefined, admin)).body;
    expect(d.lowStock.find((p: { _id: string }) => p._id === String(book))).toEqual({
      _id: String(book),
      name: 'Titul, na ktorý čakajú traja',
      countInStock: 0,
      waiting: 2,
    });
    const mailsBefore = (await t.db.select().from(outbox)).length;
    await saveStock(book, 1);
    expect((await t.db.select().from(outbox)).length).toBe(mailsBefore + 2);
    const after = (await t.call('GET', '/api/dashboard', undefined, admin)).body;
    expect(after.lowStock.find((p: { _id: string }) => p._id === String(book)).waiting).toBe(0);
  });
});
