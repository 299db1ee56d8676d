import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../adapters/object-store';
import type { AppDeps, ObjectStore } from '../../deps';
import type { ApiOrder } from '../../domain/orders';
import { apiOrder } from '../../test-support/invoices';
import { invoiceKey, invoicePdf } from './invoice-file';

const SECRET = 'test-secret-0123456789abcdef';
const PDF = new TextEncoder().encode('%PDF-1.7 test');

function deps(store: ObjectStore = memoryStore()) {
  const renders: ApiOrder[] = [];
  const logs: unknown[][] = [];
  const d: Pick<AppDeps, 'store' | 'renderInvoice' | 'config' | 'log'> = {
    store,
    config: { tokenSecret: SECRET } as AppDeps['config'],
    renderInvoice: async (order) => (renders.push(order), PDF),
    log: (...args) => void logs.push(args),
  };
  return { d, renders, logs };
}

describe('invoiceKey', () => {
  it('is the order id and a signature of what the invoice prints: no personal data, unguessable without the secret', async () => {
    const order = apiOrder();
    const key = await invoiceKey(SECRET, order);
    expect(key).toMatch(/^invoices\/7\/[0-9a-f]{40}\.pdf$/);
    expect(await invoiceKey(SECRET, apiOrder())).toBe(key);
    expect(await invoiceKey('another-secret', order)).not.toBe(key);
  });

  it('changes with what the invoice shows (paid, cancelled, an address), not with what it does not', async () => {
    const key = await invoiceKey(SECRET, apiOrder());
    for (const printed of [
      { isPaid: true, paidAt: '2026-03-06T09:00:00.000Z' },
      { isCancelled: true, cancelledAt: '2026-03-06T09:00:00.000Z' },
      { totalPrice: 40 },
    ]) {
      expect(await invoiceKey(SECRET, apiOrder(printed)), JSON.stringify(printed)).not.toBe(key);
    }
    expect(await invoiceKey(SECRET, apiOrder({}, { city: 'Martin' }))).not.toBe(key);
    const unprinted: Partial<ApiOrder> = {
      confirmationEmail: { status: 'sent', sentAt: '2026-03-05T10:01:00.000Z', attempts: 1 },
      isDelivered: true,
      deliveredAt: '2026-03-07T09:00:00.000Z',
      parcelNumber: 'ZZ123456789SK',
      paymentFailedAt: '2026-03-05T10:02:00.000Z',
      newsletter: true,
      user: { _id: null, name: 'Ľubica Šťastná', email: 'lubica@example.sk' },
    };
    expect(await invoiceKey(SECRET, apiOrder(unprinted))).toBe(key);
  });
});

describe('invoicePdf', () => {
  it('renders once and stores the file; later calls read the store', async () => {
    const store = memoryStore();
    const { d, renders } = deps(store);
    const order = apiOrder();
    expect(await invoicePdf(d, order)).toEqual(PDF);
    expect(await invoicePdf(d, order)).toEqual(PDF);
    expect(renders).toHaveLength(1);
    const key = await invoiceKey(SECRET, order);
    expect(store.keys()).toEqual([key]);
    expect(await store.get(key)).toMatchObject({ contentType: 'application/pdf', body: PDF });
  });

  it('reads a stored file that comes back as a stream (R2)', async () => {
    const inner = memoryStore();
    const streaming: ObjectStore = {
      ...inner,
      async get(key) {
        const f = await inner.get(key);
        return f && { ...f, body: new Response(f.body as BodyInit).body! };
      },
    };
    const { d, renders } = deps(streaming);
    await invoicePdf(d, apiOrder());
    expect(await invoicePdf(d, apiOrder())).toEqual(PDF);
    expect(renders).toHaveLength(1);
  });

  it('still gives the PDF when the store cannot keep it, and logs that', async () => {
    const broken: ObjectStore = { ...memoryStore(), put: () => Promise.reject(new Error('R2 unavailable')) };
    const { d, logs } = deps(broken);
    expect(await invoicePdf(d, apiOrder())).toEqual(PDF);
    expect(logs).toEqual([
      ['error', 'invoice not stored', { key: expect.stringMatching(/^invoices\/7\//), error: 'Error: R2 unavailable' }],
    ]);
  });
});
