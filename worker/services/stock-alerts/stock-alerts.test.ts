import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockAlerts } from '~/db/schema';
import { createAccount, mailsTo, type TestAccount } from '../../test-support/accounts';
import { appWithSwitchableMailer } from '../../test-support/mailers';
import { insertProduct } from '../../test-support/orders';
import type { TestApp } from '../../test-support/test-app';
import { runScheduledJobs } from '../operations/scheduled';
import { askToBeNotified, BACK_IN_STOCK_BATCH, sendBackInStockMails } from './stock-alerts';

/** The back-in-stock mails (stock-alerts.ts) beyond the API's acceptance: races, failures, drafts. */

let t: TestApp;
let mail: Awaited<ReturnType<typeof appWithSwitchableMailer>>['state'];
let anna: TestAccount;
let bohus: TestAccount;

beforeAll(async () => {
  ({ app: t, state: mail } = await appWithSwitchableMailer());
  [anna, bohus] = await Promise.all([createAccount(t), createAccount(t)]);
});
afterAll(() => t.close());

const caller = async (a: TestAccount) => (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, a.id) }))!;
const setStock = (id: number, n: number) => t.db.update(products).set({ countInStock: n }).where(eq(products.id, id));
const alertsOf = (id: number) => t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, id));

describe('sendBackInStockMails', () => {
  it('two runs at once (two saves, two isolates) mail each waiting reader once', async () => {
    const book = await insertProduct(t, { name: 'Súbeh dvoch uložení', stock: 0 });
    for (const a of [anna, bohus]) await askToBeNotified(t.deps, await caller(a), book);
    await setStock(book, 4);
    const sent = await Promise.all([sendBackInStockMails(t.deps, [book]), sendBackInStockMails(t.deps, [book])]);
    expect(sent.sort()).toEqual([0, 2]);
    for (const a of [anna, bohus]) expect((await mailsTo(t, a.email)).filter((m) => m.subject.includes('Súbeh'))).toHaveLength(1);
  });

  it('mails nobody while the title is still sold out or a draft; leaves them waiting', async () => {
    const book = await insertProduct(t, { name: 'Stále vypredaná', stock: 0 });
    await askToBeNotified(t.deps, await caller(anna), book);
    expect(await sendBackInStockMails(t.deps, [book])).toBe(0);
    await t.db.update(products).set({ countInStock: 3, isDraft: true }).where(eq(products.id, book));
    expect(await sendBackInStockMails(t.deps, [book])).toBe(0);
    expect((await alertsOf(book)).map((a) => a.notifiedAt)).toEqual([null]);
  });

  it('a failing mail API: logged, never thrown; that reader waits again and the scheduled job mails them once, the other is mailed', async () => {
    const book = await insertProduct(t, { name: 'Pošta nefunguje', stock: 0 });
    for (const a of [anna, bohus]) await askToBeNotified(t.deps, await caller(a), book);
    await setStock(book, 1);
    mail.failing = true;
    mail.failTo = anna.email;
    try {
      expect(await sendBackInStockMails(t.deps, [book])).toBe(1);
    } finally {
      mail.failing = false;
    }
    expect(t.logs.filter((l) => l.message === 'back-in-stock mail failed; the reader waits for the next try')).toHaveLength(1);
    const annasMails = async () => (await mailsTo(t, anna.email)).filter((m) => m.subject.includes('Pošta nefunguje'));
    expect(await annasMails()).toEqual([]);
    expect((await mailsTo(t, bohus.email)).filter((m) => m.subject.includes('Pošta nefunguje'))).toHaveLength(1);
    expect((await alertsOf(book)).filter((a) => a.notifiedAt === null).map((a) => a.userId)).toEqual([anna.id]);
    await runScheduledJobs(t.deps);
    expect(await annasMails()).toHaveLength(1);
    await runScheduledJobs(t.deps);
    expect(await annasMails()).toHaveLength(1);
    expect((await alertsOf(book)).every((a) => a.notifiedAt !== null)).toBe(true);
  });

  it(`mails a batch of ${BACK_IN_STOCK_BATCH} at a time, oldest waits first; the scheduled job sends the rest`, async () => {
    const book = await insertProduct(t, { name: 'Veľa čakajúcich', stock: 0 });
    const readers = [];
    for (let i = 0; i < BACK_IN_STOCK_BATCH + 3; i++) readers.push(await createAccount(t));
    for (const r of readers) await askToBeNotified(t.deps, await caller(r), book);
    await setStock(book, 2);
    expect(await sendBackInStockMails(t.deps, [book])).toBe(BACK_IN_STOCK_BATCH);
    const waiting = (await alertsOf(book)).filter((a) => a.notifiedAt === null).map((a) => a.userId);
    expect(waiting).toEqual(readers.slice(BACK_IN_STOCK_BATCH).map((r) => r.id));
    await runScheduledJobs(t.deps);
    expect((await alertsOf(book)).every((a) => a.notifiedAt !== null)).toBe(true);
    for (const r of readers)
      expect(
        (await mailsTo(t, r.email)).filter((m) => m.subject.includes('Veľa čakajúcich')),
        r.email,
      ).toHaveLength(1);
  });
});
