import { type orders, paymentEvents } from '../../db/schema';
import { insertOrderRow } from './orders';
import type { TestApp } from './test-app';

/**
 * Orders as checkout writes them, inserted straight into the database (payment tests must not depend on
 * `POST /api/orders`). Default: a domestic card order of 2 × 12,50 € + 1 × 8,95 € + 4,50 € postage = 38,45 €.
 */

let seq = 0;

export interface TestOrderLine {
  name: string;
  qty: number;
  unitPriceCents: number;
  listPriceCents?: number;
  discount?: number;
}

const DEFAULT_LINES: TestOrderLine[] = [
  { name: 'Normálny kresťanský život', qty: 2, unitPriceCents: 1250 },
  { name: 'Život viery', qty: 1, unitPriceCents: 895, listPriceCents: 990, discount: 10 },
];

export async function insertOrder(
  t: TestApp,
  userId: number | null,
  o: Partial<typeof orders.$inferInsert> & { lines?: TestOrderLine[] } = {},
): Promise<number> {
  const { lines = DEFAULT_LINES, ...fields } = o;
  seq += 1;
  const items = lines.map((l) => ({
    productId: null,
    name: l.name,
    qty: l.qty,
    unitPriceCents: l.unitPriceCents,
    listPriceCents: l.listPriceCents ?? l.unitPriceCents,
    discount: l.discount ?? 0,
  }));
  const itemsCents = items.reduce((s, l) => s + l.qty * l.unitPriceCents, 0);
  const row = await insertOrderRow(
    t,
    userId,
    {
      orderNumber: `2026${String(9000 + seq).padStart(4, '0')}W`,
      name: 'Jana Nováková',
      email: 'jana.novakova@example.sk',
      paymentMethod: 'Stripe',
      shippingCents: itemsCents > 10_000 ? 0 : 450,
      createdAt: new Date().toISOString(),
      ...fields,
    },
    items,
  );
  return row.id;
}

export { storedOrderRow } from './orders';

export async function storedPaymentEvents(t: TestApp) {
  return t.db.select().from(paymentEvents);
}
