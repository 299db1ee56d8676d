import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test-support/accounts';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { keyOpens, newOrderKey, orderLinkForMail } from './guest-links';
import { sha256Hex } from '../accounts/tokens';

/** The private link of a guest's order: the key, its hash, the comparison and the address a mail links to. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const orderRow = (userId: number | null, guestKeyHash: string | null) =>
  insertOrderRow(t, userId, { orderNumber: `1996${String(++n).padStart(4, '0')}W`, guestKeyHash });

describe('keys', () => {
  it('are 43 base64url characters (256 bits), each new, of which only the SHA-256 is kept', async () => {
    const a = await newOrderKey();
    const b = await newOrderKey();
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.keyHash).toBe(await sha256Hex(a.key));
  });

  it('open the order whose hash is theirs only: not another hash, not a longer one, not a revoked link, not a malformed key', async () => {
    const { key, keyHash } = await newOrderKey();
    expect(await keyOpens(key, keyHash)).toBe(true);
    expect(await keyOpens(key, (await newOrderKey()).keyHash)).toBe(false);
    expect(await keyOpens(key, `${keyHash}0`)).toBe(false);
    expect(await keyOpens(key, null)).toBe(false);
    // The hash of a value that is no key of the shop's (too short) opens nothing, even when it is the stored one.
    expect(await keyOpens('kratky', await sha256Hex('kratky'))).toBe(false);
  });
});

describe('the link a mail carries', () => {
  it("an account's order, and one whose account was deleted (no link), are linked plainly, with no secrets", async () => {
    const owner = await createAccount(t);
    const owned = await orderRow(owner.id, null);
    const plain = { url: `http://shop.test/order/${owned.id}`, secrets: [] };
    expect(await orderLinkForMail(t.deps, { id: owned.id, userId: owner.id, guestKeyHash: 'x'.repeat(64) })).toEqual(plain);
    // Even handed a key: an account's order is opened by its login, never by a link.
    expect(await orderLinkForMail(t.deps, { id: owned.id, userId: owner.id, guestKeyHash: 'x'.repeat(64) }, 'k'.repeat(43))).toEqual(plain);
    const orphan = await orderRow(null, null);
    const orphanLink = { url: `http://shop.test/order/${orphan.id}`, secrets: [] };
    expect(await orderLinkForMail(t.deps, { id: orphan.id, userId: null, guestKeyHash: null })).toEqual(orphanLink);
    expect(await orderLinkForMail(t.deps, { id: orphan.id, userId: null, guestKeyHash: null }, 'k'.repeat(43))).toEqual(orphanLink);
    expect((await storedOrderRow(t, orphan.id)).guestKeyHash).toBeNull();
  });

  it("a guest's order with the key it was placed with: that key in the fragment and among the secrets; nothing written", async () => {
    const { key, keyHash } = await newOrderKey();
    const row = await orderRow(null, keyHash);
    expect(await orderLinkForMail(t.deps, row, key)).toEqual({ url: `http://shop.test/order/${row.id}#k=${key}`, secrets: [key] });
    expect((await storedOrderRow(t, row.id)).guestKeyHash).toBe(keyHash);
  });

  it('without the key (a retry, a resend): a fresh key, stored as its hash; the old one stops', async () => {
    const old = await newOrderKey();
    const row = await orderRow(null, old.keyHash);
    const link = await orderLinkForMail(t.deps, row);
    const fresh = link.secrets[0];
    expect(link).toEqual({ url: `http://shop.test/order/${row.id}#k=${fresh}`, secrets: [fresh] });
    expect((await storedOrderRow(t, row.id)).guestKeyHash).toBe(await sha256Hex(fresh));
    expect(fresh).not.toBe(old.key);
  });

  it("an order claimed since it was read gets no fresh key: plain link, the account's row untouched", async () => {
    const owner = await createAccount(t);
    const row = await orderRow(owner.id, null);
    // The mail read it while it was still a guest's.
    expect(await orderLinkForMail(t.deps, { id: row.id, userId: null, guestKeyHash: 'y'.repeat(64) })).toEqual({
      url: `http://shop.test/order/${row.id}`,
      secrets: [],
    });
    expect(await storedOrderRow(t, row.id)).toMatchObject({ userId: owner.id, guestKeyHash: null });
  });
});
