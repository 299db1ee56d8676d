import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries } from '../../db/schema';
import { unsubscribeToken } from '../services/newsletter/unsubscribe-token';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * `GET /api/newsletters/recipients`: the number the admin's send dialog shows is the number of deliveries a send
 * then writes, also when the subscribed list holds a reader who never confirmed the address (double opt-in).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/newsletters/recipients', () => {
  it('counts the confirmed subscribers only, and a send then writes exactly that many deliveries', async () => {
    const token = await loginToken(t, await createAccount(t, { role: 'admin' }));
    const confirmed = [await createAccount(t, { isSubscribed: true }), await createAccount(t, { isSubscribed: true })];
    const unconfirmed = await createAccount(t, { isSubscribed: true, confirmed: false });
    const left = await createAccount(t, { isSubscribed: true });
    const unsubscribe = await unsubscribeToken('test-secret-0123456789abcdef', left.id);
    expect((await t.call('POST', '/api/subscribers/unsubscribe', { token: unsubscribe })).status).toBe(200);

    // The staff's list shows whoever ticked the box, the unconfirmed one too; the newsletter goes to fewer.
    const listed = await t.call('GET', '/api/subscribers/subscribed', undefined, bearer(token));
    expect(listed.body.map((s: { email: string }) => s.email).sort()).toEqual([...confirmed, unconfirmed].map((a) => a.email).sort());
    const count = await t.call('GET', '/api/newsletters/recipients', undefined, bearer(token));
    expect(count).toMatchObject({ status: 200, body: { total: 2 } });

    const sent = await t.call('POST', '/api/newsletters', { subject: 'Počet sa zhoduje', text: 'Text.' }, bearer(token));
    expect(sent).toMatchObject({ status: 202, body: { total: count.body.total } });
    const written = await t.db.select().from(newsletterDeliveries);
    expect(written.map((d) => d.userId).sort()).toEqual(confirmed.map((a) => a.id).sort());
  }, 60_000); // five accounts and a login: scrypt is slow on a busy machine
});
