import { asc, eq } from 'drizzle-orm';
import { orderCounters, orderItems, orders, products } from '../../db/schema';
import type { CreateOrderInput } from '../domain/orders';
import { discountedPriceCents } from '../domain/pricing';
import { bearer } from './accounts';
import type { TestApp } from './test-app';

/**
 * Order helpers for API tests (one module): a product to buy, a request body, a snapshot of everything an order
 * writes, and orders written straight into the database in any state.
 */

let made = 0;

/** A product with this much stock (and optionally a discount); returns its id. */
export async function insertProduct(
  t: TestApp,
  // `discount` is the stored (effective) one; the own discount is the same unless given (a sale ran meanwhile).
  o: { name?: string; priceCents?: number; discount?: number; ownDiscount?: number; stock?: number; image?: string } = {},
): Promise<number> {
  const priceCents = o.priceCents ?? 1000;
  const discount = o.discount ?? 0;
  const [row] = await t.db
    .insert(products)
    .values({
      name: o.name ?? `Testovací titul ${++made}`,
      image: o.image ?? '/images/test.jpg',
      priceCents,
      discount,
      ownDiscount: o.ownDiscount ?? discount,
      discountedPriceCents: discountedPriceCents(priceCents, discount),
      countInStock: o.stock ?? 10,
      author: 'Watchman Nee',
    })
    .returning({ id: products.id });
  return row.id;
}

export const SLOVAK_ADDRESS = {
  name: 'Ľubica Čačková',
  address: 'Hlavná 12',
  city: 'Bratislava',
  postalCode: '811 01',
  country: 'Slovensko',
};
export const CZECH_ADDRESS = { name: 'Jan Novák', address: 'Dlouhá 3', city: 'Praha', postalCode: '110 00', country: 'Česko' };

/** A valid `POST /api/orders/` body (what the checkout island sends); override any part. */
export function orderBody(
  lines: { product: number; qty: number }[],
  o: Partial<Record<keyof CreateOrderInput, unknown>> & Record<string, unknown> = {},
) {
  return {
    orderItems: lines,
    shippingAddress: SLOVAK_ADDRESS,
    paymentMethod: 'Prevodom vopred',
    newsletter: false,
    ...o,
  };
}

/** Everything placing an order writes, to compare before and after a refusal. */
export async function orderState(t: TestApp) {
  const [o, i, c, p] = await Promise.all([
    t.db.select().from(orders).orderBy(asc(orders.id)),
    t.db.select().from(orderItems).orderBy(asc(orderItems.id)),
    t.db.select().from(orderCounters).orderBy(asc(orderCounters.year)),
    t.db.select({ id: products.id, countInStock: products.countInStock }).from(products).orderBy(asc(products.id)),
  ]);
  return { orders: o, items: i, counters: c, stock: p };
}

export async function stockOfProduct(t: TestApp, id: number): Promise<number> {
  const [row] = await t.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id));
  return row.n;
}

/** Places an order through the API with this bearer token (one product, qty 1 unless told); returns its id. */
export async function placeTestOrder(t: TestApp, token: string, productId?: number, qty = 1): Promise<number> {
  const product = productId ?? (await insertProduct(t, { stock: qty }));
  const r = await t.call('POST', '/api/orders/', orderBody([{ product, qty }]), bearer(token));
  if (r.status !== 201) throw new Error(`placing a test order failed: ${r.status} ${JSON.stringify(r.body)}`);
  if (typeof r.body._id !== 'string') throw new Error(`an order's _id must be text, got ${JSON.stringify(r.body._id)}`);
  return Number(r.body._id);
}

/**
 * An order owned by `userId` written straight into the database (one line of a fresh product, qty 1), for tests
 * of who may see or change it. Its number is from 1999 so it never meets a real counter.
 */
let inserted = 0;
export async function insertTestOrder(t: TestApp, userId: number | null): Promise<number> {
  const productId = await insertProduct(t, { stock: 3 });
  const row = await insertOrderRow(t, userId, { orderNumber: `1999${String(++inserted).padStart(4, '0')}W`, shippingCents: 450 }, [
    { productId, name: 'Titul', qty: 1, unitPriceCents: 1000, listPriceCents: 1000, discount: 0 },
  ]);
  return row.id;
}

/** An order and its lines as stored; `id` as the server keeps it or as the API answers it (text). */
export async function storedOrder(t: TestApp, apiOrServerId: number | string) {
  const id = Number(apiOrServerId);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  return { order, items };
}

/** Just the order row as stored now. */
export async function storedOrderRow(t: TestApp, id: number | string) {
  return (await storedOrder(t, id)).order;
}

/** The order counter of a year (undefined before its first order). */
export async function counterOf(t: TestApp, year: number): Promise<number | undefined> {
  const [row] = await t.db.select().from(orderCounters).where(eq(orderCounters.year, year));
  return row?.seq;
}

/** What a tampering client sets among the fields the spec's client sends (section 7): all of it must be ignored. */
export const TAMPERED = {
  itemsPrice: 0.01,
  shippingPrice: 0,
  taxPrice: 0,
  totalPrice: 0.01,
  user: { _id: 1, name: 'Niekto iný', email: 'iny@example.sk' },
  name: 'Niekto iný',
  email: 'iny@example.sk',
  discounts: [{ product: 1, discount: 99 }],
  qtys: [1],
};

/**
 * Orders written straight into the database with their lines, in any state (paid, cancelled, abroad, with a
 * billing block …), for tests of what is made from a stored order: invoices, confirmation e-mails, QR codes.
 */

type OrderRow = typeof orders.$inferSelect;
type OrderInsert = typeof orders.$inferInsert;
type ItemInsert = Omit<typeof orderItems.$inferInsert, 'orderId'>;

let rowSeq = 0;

const DEFAULT_ITEMS: ItemInsert[] = [
  { productId: null, name: 'Normálny kresťanský život', qty: 2, unitPriceCents: 1250, listPriceCents: 1250, discount: 0 },
  { productId: null, name: 'Ťažké časy a Božia ľúbosť', qty: 1, unitPriceCents: 895, listPriceCents: 990, discount: 10 },
];

/**
 * Inserts an order (domestic, unpaid bank transfer, 33,95 € + 4,50 €, placed 5 March 2026 at 10:00 UTC, unless
 * told) and returns its stored row.
 */
export async function insertOrderRow(
  t: TestApp,
  userId: number | null,
  o: Partial<OrderInsert> = {},
  items: ItemInsert[] = DEFAULT_ITEMS,
): Promise<OrderRow> {
  rowSeq += 1;
  const itemsCents = items.reduce((sum, i) => sum + i.unitPriceCents * i.qty, 0);
  const shippingCents = o.shippingCents ?? 450;
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNumber: `2026${String(500 + rowSeq).padStart(4, '0')}W`,
      userId,
      name: 'Ľubica Šťastná',
      email: `objednavka-${rowSeq}@example.sk`,
      shipName: 'Ľubica Šťastná',
      shipAddress: 'Čerešňová 7',
      shipCity: 'Žilina',
      shipPostalCode: '010 01',
      shipCountry: 'Slovensko',
      paymentMethod: 'Prevodom vopred',
      itemsCents,
      shippingCents,
      totalCents: itemsCents + shippingCents,
      createdAt: '2026-03-05T10:00:00.000Z',
      ...o,
    })
    .returning();
  await t.db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
  return row;
}
