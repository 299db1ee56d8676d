import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeInvoiceFonts } from '../adapters/fonts-node';
import type { ApiOrder } from '../domain/orders';
import { invoiceRenderer } from '../services/invoices/invoice-pdf';
import { bearer, createAccount, loginToken, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import { insertProduct, orderBody, placeTestOrder } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 18's acceptance: an invoice is rendered once and kept in the object store; the confirmation, every
 * download and every resend read the stored file. The renderer is the app's `renderInvoice`, counted here.
 */

const clock = testClock(new Date('2026-03-05T10:00:00.000Z'));
const inline = invoiceRenderer(nodeInvoiceFonts);
const renders: ApiOrder[] = [];
let rendering = 0;
let mostAtOnce = 0;
let t: TestApp;
let jana: TestAccount;
let admin: TestAccount;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    renderInvoice: async (order) => {
      renders.push(order);
      mostAtOnce = Math.max(mostAtOnce, ++rendering);
      try {
        return await inline(order);
      } finally {
        rendering -= 1;
      }
    },
  });
  [jana, admin] = await Promise.all([createAccount(t), createAccount(t, { role: 'admin' })]);
  for (const a of [jana, admin]) token[a.email] = await loginToken(t, a);
});
afterAll(() => t.close());

const as = (a: TestAccount) => bearer(token[a.email]);
const store = () => t.store as typeof t.store & { keys(): string[] };
const invoiceKeys = (id: number) =>
  store()
    .keys()
    .filter((k) => k.startsWith(`invoices/${id}/`));

async function download(id: number): Promise<Uint8Array> {
  const res = await t.app.request(`/api/orders/${id}/invoice`, { headers: as(jana) });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function stored(key: string): Promise<Uint8Array> {
  const file = await t.store.get(key);
  expect(file?.contentType).toBe('application/pdf');
  return file!.body as Uint8Array;
}

/** The invoices of order `orderNumber` attached to Jana's e-mails, as the outbox stored them. */
async function attachedInvoices(orderNumber: string): Promise<Uint8Array[]> {
  const attachments = (await mailsTo(t, jana.email)).flatMap((m) => JSON.parse(m.attachments) as { filename: string; key: string }[]);
  return Promise.all(attachments.filter((a) => a.filename === `faktura-${orderNumber}.pdf`).map((a) => stored(a.key)));
}

describe('an invoice is rendered once', () => {
  it('placed (confirmation sent), downloaded twice and resent: one render; every copy is the stored file', async () => {
    renders.length = 0;
    const id = await placeTestOrder(t, token[jana.email]);
    expect(renders.map((o) => o._id)).toEqual([String(id)]);

    const [first, second] = [await download(id), await download(id)];
    const resent = await t.call('PUT', `/api/orders/${id}/resend-confirmation`, undefined, as(jana));
    expect(resent.status).toBe(200);
    expect(renders).toHaveLength(1);

    const keys = invoiceKeys(id);
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^invoices/${id}/[0-9a-f]{40}\\.pdf$`))]);
    const file = await stored(keys[0]);
    expect(new TextDecoder().decode(file.subarray(0, 5))).toBe('%PDF-');
    expect(first).toEqual(file);
    expect(second).toEqual(file);
    const attached = await attachedInvoices(renders[0].orderNumber);
    expect(attached).toHaveLength(2);
    for (const pdf of attached) expect(pdf).toEqual(file);
    // The kept file is the order's owner's and staff's only: not served under /uploads to anyone who has its key.
    expect((await t.app.request(`/uploads/${keys[0]}`)).status).toBe(404);
  });

  it('renders afresh once the order is paid (the invoice shows it), not for a parcel number', async () => {
    const id = await placeTestOrder(t, token[jana.email]);
    const unpaid = await download(id);
    renders.length = 0;

    expect((await t.call('PUT', `/api/orders/${id}/paid`, undefined, as(admin))).status).toBe(200);
    const paid = await download(id);
    expect(renders.map((o) => [o._id, o.isPaid])).toEqual([[String(id), true]]);
    expect(paid).not.toEqual(unpaid);

    expect((await t.call('PUT', `/api/orders/${id}/deliver`, { parcelNumber: 'ZZ123456789SK' }, as(admin))).status).toBe(200);
    expect(await download(id)).toEqual(paid);
    expect(renders).toHaveLength(1);
    const keys = invoiceKeys(id);
    expect(keys).toHaveLength(2);
    expect(await Promise.all(keys.map(stored))).toEqual(expect.arrayContaining([unpaid, paid]));
  });

  it('two downloads at the same time share one render', async () => {
    const product = await insertProduct(t, { stock: 1 });
    renders.length = 0;
    // app.request does not wait for the confirmation: both downloads race its render.
    const placed = await t.app.request('/api/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...as(jana) },
      body: JSON.stringify(orderBody([{ product, qty: 1 }])),
    });
    const id = Number(((await placed.json()) as { _id: string })._id);
    const [a, b] = await Promise.all([download(id), download(id)]);
    await t.settle();
    expect(renders).toHaveLength(1);
    expect(a).toEqual(b);
    expect(await attachedInvoices(renders[0].orderNumber)).toEqual([a]);
  });
});

describe('a burst of orders', () => {
  it('renders at most as many invoices at once as the mail queue is wide (2 here), and confirms every order', async () => {
    const products = await Promise.all(Array.from({ length: 6 }, () => insertProduct(t, { stock: 1 })));
    renders.length = 0;
    mostAtOnce = 0;
    const answers = await Promise.all(
      products.map((product) =>
        t.app.request('/api/orders/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...as(jana) },
          body: JSON.stringify(orderBody([{ product, qty: 1 }])),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(products.map(() => 201));
    await t.settle();
    expect(renders).toHaveLength(6);
    expect(mostAtOnce).toBe(2);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { _id: string })._id));
    const confirmed = (await mailsTo(t, jana.email)).map((m) => m.subject);
    for (const r of renders) expect(confirmed).toContain(`Vaša objednávka ${r.orderNumber}`);
    expect(new Set(renders.map((o) => o._id))).toEqual(new Set(ids));
  });
});
