import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDb, openNodeDb } from './client-node';
import { orders, shopSettings } from './schema';

/**
 * Migration 0012 (issue 29): orders placed before it kept no due time of their own; it gives each order that has a
 * term its creation time plus the term in force at migration time, and leaves the others and every stored one alone.
 * Its UPDATE statements are run here on rows as the earlier code wrote them (pay_until null until a reminder).
 */
const dir = mkdtempSync(join(tmpdir(), 'prud-mig-due-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backfill = readFileSync(join(import.meta.dirname, 'migrations', '0012_order_due_date.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^--.*$/gm, '').trim())
  .filter((s) => s.startsWith('UPDATE'));

const row = (n: number, o: Partial<typeof orders.$inferInsert>) => ({
  orderNumber: `2026000${n}W`,
  name: 'Test',
  email: 't@example.sk',
  shipName: 'Test',
  shipAddress: 'Hlavná 1',
  shipCity: 'Žilina',
  shipPostalCode: '010 01',
  shipCountry: 'Slovensko',
  paymentMethod: 'Prevodom vopred',
  itemsCents: 1000,
  shippingCents: 0,
  totalCents: 1000,
  createdAt: '2026-03-05T10:00:00.000Z',
  ...o,
});

describe('migration 0012: the due time of older orders', () => {
  it('is the creation time plus the term in force now, for a transfer or card order to Slovakia only', async () => {
    expect(backfill).toHaveLength(2);
    const db = openNodeDb(`file:${join(dir, 'a.db')}`);
    await migrateDb(db);
    await db.update(shopSettings).set({ transferPayDays: 10, cardPayDays: 2 });
    await db
      .insert(orders)
      .values([
        row(1, {}),
        row(2, { paymentMethod: 'Stripe', isPaid: true }),
        row(3, { paymentMethod: 'Hotovosť' }),
        row(4, { shipCountry: 'Česko' }),
        row(5, { payUntil: '2026-03-30T10:00:00.000Z', remindedAt: '2026-03-12T10:00:00.000Z' }),
        row(6, { createdAt: '2026-03-05 10:00:00' }),
      ]);
    for (const statement of backfill) await db.run(statement);
    const due = (await db.select({ payUntil: orders.payUntil }).from(orders).orderBy(asc(orders.id))).map((r) => r.payUntil);
    expect(due).toEqual([
      '2026-03-15T10:00:00.000Z',
      '2026-03-07T10:00:00.000Z',
      null,
      null,
      '2026-03-30T10:00:00.000Z',
      '2026-03-15T10:00:00.000Z',
    ]);
    db.$client.close();
  });
});
