import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_TRANSFER, CASH_ON_DELIVERY } from '../domain/orders';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The invoice's due date is the order's term (issue 19: an unpaid transfer or card order is cancelled when it
 * passes), so the invoice never promises a later day; an extension gives a fresh invoice with the new date.
 */
let t: TestApp;
let admin: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'prud-due-'));
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  return t.close();
});

async function dueDateOn(orderId: number): Promise<string> {
  const r = await t.app.request(`/api/orders/${orderId}/invoice`, { headers: admin });
  expect(r.status).toBe(200);
  const file = join(dir, `${orderId}-${Date.now()}.pdf`);
  writeFileSync(file, new Uint8Array(await r.arrayBuffer()));
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return /Dátum splatnosti:\s+(\d+\. \d+\. \d{4})/.exec(text)?.[1] ?? '';
}

describe("the invoice's due date", () => {
  it('is the end of the bank-transfer term (14 days), and moves with an extension', async () => {
    const order = await insertOrderRow(t, null, { paymentMethod: BANK_TRANSFER, createdAt: '2026-03-05T10:00:00.000Z' });
    expect(await dueDateOn(order.id)).toBe('19. 3. 2026');
    expect((await t.call('PUT', `/api/orders/${order.id}/extend`, { days: 7 }, admin)).status).toBe(200);
    expect(await dueDateOn(order.id)).toBe('26. 3. 2026');
  });

  it('is a month for cash on delivery, which has no term', async () => {
    const order = await insertOrderRow(t, null, { paymentMethod: CASH_ON_DELIVERY, createdAt: '2026-03-05T10:00:00.000Z' });
    expect(await dueDateOn(order.id)).toBe('5. 4. 2026');
  });
});
