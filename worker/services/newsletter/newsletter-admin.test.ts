import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletters, users } from '~/db/schema';
import type { AuthUser } from '../../deps';
import { NEWSLETTER_MESSAGES } from '../../domain/newsletters';
import { createAccount, testClock } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendNewsletter } from './newsletter-admin';

/**
 * The twin check of `sendNewsletter` is part of its write: two identical sends at the same instant (a double click
 * that reached two requests at once) store one newsletter and one set of deliveries, on a real libSQL file.
 */

const INPUT = { subject: 'Jarné novinky', text: 'Milí čitatelia, vyšli nové knihy.' };
let t: TestApp;
afterEach(() => t?.close());

async function adminOf(id: number): Promise<AuthUser> {
  const [{ passwordHash: _hash, ...user }] = await t.db.select().from(users).where(eq(users.id, id));
  return user;
}
/** The error a promise rejects with (the test fails if it resolves). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    (v) => expect.fail(`expected a refusal, got ${JSON.stringify(v)}`),
    (err: unknown) => err,
  );
const deliveriesOf = (id: number) => t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id));

describe('sendNewsletter and its twin', () => {
  it('two identical sends at the same instant: one newsletter, one set of deliveries, the other a conflict', async () => {
    t = await createTestApp();
    const admin = await adminOf((await createAccount(t, { role: 'admin' })).id);
    const readers = [await createAccount(t, { isSubscribed: true }), await createAccount(t, { isSubscribed: true })];

    const answers = await Promise.allSettled([sendNewsletter(t.deps, admin, INPUT), sendNewsletter(t.deps, admin, INPUT)]);
    await t.settle();

    const written = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(written).toHaveLength(1);
    expect(written[0].value.total).toBe(2);
    expect(refused.map((r) => r.reason)).toMatchObject([{ kind: 'conflict', message: NEWSLETTER_MESSAGES.twin }]);
    const stored = await t.db.select().from(newsletters);
    expect(stored.map((n) => String(n.id))).toEqual([written[0].value._id]);
    expect(await t.db.select().from(newsletterDeliveries)).toHaveLength(2);
    expect((await deliveriesOf(stored[0].id)).map((d) => d.userId).sort()).toEqual(readers.map((r) => r.id).sort());
  });

  it('a refused twin leaves the newsletter before it as it was: no deliveries added, its end not moved', async () => {
    const clock = testClock();
    t = await createTestApp({ now: clock.now });
    const admin = await adminOf((await createAccount(t, { role: 'admin' })).id);
    // Nobody subscribed yet: the first is stored finished at once, with no deliveries.
    const first = await sendNewsletter(t.deps, admin, INPUT);
    expect(first.total).toBe(0);

    clock.advance(60 * 60_000);
    await createAccount(t, { isSubscribed: true });
    expect(await refusal(sendNewsletter(t.deps, admin, INPUT))).toMatchObject({ kind: 'conflict', message: NEWSLETTER_MESSAGES.twin });
    expect(await t.db.select().from(newsletterDeliveries)).toEqual([]);
    expect(await t.db.select({ id: newsletters.id, finishedAt: newsletters.finishedAt }).from(newsletters)).toEqual([
      { id: Number(first._id), finishedAt: '2026-03-01T10:00:00.000Z' },
    ]);

    // A day later the same newsletter may go again, to today's readers.
    clock.advance(24 * 60 * 60_000);
    expect(await sendNewsletter(t.deps, admin, INPUT)).toMatchObject({ total: 1 });
  });
});
