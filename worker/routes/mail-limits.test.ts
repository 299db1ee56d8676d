import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, outbox, reviews, users } from '../../db/schema';
import { ACCOUNT_THROTTLE_MESSAGES, ACCOUNT_THROTTLE_RULES } from '../domain/rate-limit-rules';
import { ORDER_MESSAGES } from '../domain/orders';
import { queueOrderConfirmation } from '../services/orders/order-mail';
import { bearer, createAccount, loginToken, mailsTo } from '../test-support/accounts';
import { insertOrderRow, insertProduct, storedOrderRow } from '../test-support/orders';
import { clockedAppPerTest } from '../test-support/clocked-app';
import { TEST_CLIENT_IP_HEADER } from '../test-support/test-app';

/**
 * Every route that makes the shop send mail has a limit per account (or per address for visitors): past it, 429
 * with the rule's Slovak message, and no mail (the outbox table) and nothing else written. The list of routes is
 * in worker/domain/rate-limit-rules.ts; forgot-password is tested in login-throttle.test.ts, the resend's
 * per-account limit in order-documents.test.ts, failed-payment notices in failed-payment-limits.test.ts.
 */

const clockedApp = clockedAppPerTest();

async function setUp() {
  const { t, clock } = await clockedApp();
  return { t, clock, mails: async () => (await t.db.select().from(outbox)).length };
}

const from = (ip: string) => ({ [TEST_CLIENT_IP_HEADER]: ip });

describe('registration (per address)', () => {
  it(`mails one address at most ${ACCOUNT_THROTTLE_RULES.register.maxAttempts} times an hour, from any client address`, async () => {
    const { t, clock, mails } = await setUp();
    const rule = ACCOUNT_THROTTLE_RULES.register;
    const register = (i: number) =>
      t.call('POST', '/api/users', { name: 'Jana', email: 'jana@example.sk', password: `Dlhe-Heslo-${i}-Prud` }, from(`198.51.100.${i}`));
    for (let i = 1; i <= rule.maxAttempts; i++) expect((await register(i)).status).toBe(201);
    const [before] = await t.db.select().from(users).where(eq(users.email, 'jana@example.sk'));
    expect(await register(50)).toMatchObject({ status: 429, body: { message: ACCOUNT_THROTTLE_MESSAGES.register } });
    expect(await mails()).toBe(rule.maxAttempts);
    expect((await t.db.select().from(users).where(eq(users.email, 'jana@example.sk')))[0]).toEqual(before);
    clock.advance(rule.lockMs + 1000);
    expect((await register(51)).status).toBe(201);
    expect(await mails()).toBe(rule.maxAttempts + 1);
  });
});

describe('contact form (per sender address and per client address)', () => {
  const rule = ACCOUNT_THROTTLE_RULES.contact;
  const message = (email: string) => ({ contactForm: { name: 'Ján', email, emailMessage: 'Dobrý deň, mám otázku.' } });

  it('one sender from many client addresses: refused past the limit, nothing stored or mailed', async () => {
    const { t, mails } = await setUp();
    for (let i = 1; i <= rule.maxAttempts; i++)
      expect((await t.call('POST', '/api/auth/contact', message('jan@example.sk'), from(`198.51.100.${i}`))).status).toBe(201);
    expect(await t.call('POST', '/api/auth/contact', message('jan@example.sk'), from('198.51.100.99'))).toMatchObject({
      status: 429,
      body: { message: ACCOUNT_THROTTLE_MESSAGES.contact },
    });
    expect(await mails()).toBe(rule.maxAttempts);
    expect(await t.db.select().from(contactMessages)).toHaveLength(rule.maxAttempts);
  });

  it('one client address with a new sender address each time: refused past the limit', async () => {
    const { t, mails } = await setUp();
    for (let i = 1; i <= rule.maxAttempts; i++)
      expect((await t.call('POST', '/api/auth/contact', message(`iny-${i}@example.sk`), from('203.0.113.5'))).status).toBe(201);
    expect((await t.call('POST', '/api/auth/contact', message('dalsi@example.sk'), from('203.0.113.5'))).status).toBe(429);
    expect(await mails()).toBe(rule.maxAttempts);
    expect((await t.call('POST', '/api/auth/contact', message('dalsi@example.sk'), from('203.0.113.6'))).status).toBe(201);
  });
});

describe('newsletter confirmation (per account)', () => {
  it('switching the newsletter on and off: the switch-on past the limit is refused and not stored; switching off is free', async () => {
    const { t, clock } = await setUp();
    const rule = ACCOUNT_THROTTLE_RULES.newsletter;
    const jana = await createAccount(t);
    const auth = bearer(await loginToken(t, jana));
    const subscribe = (on: boolean) => t.call('PUT', '/api/users/profile', { isSubscribed: on }, auth);
    for (let i = 0; i < rule.maxAttempts; i++) {
      expect((await subscribe(true)).status).toBe(200);
      expect((await subscribe(false)).status).toBe(200);
    }
    expect(await subscribe(true)).toMatchObject({ status: 429, body: { message: ACCOUNT_THROTTLE_MESSAGES.newsletter } });
    expect(await mailsTo(t, jana.email)).toHaveLength(rule.maxAttempts);
    expect((await t.db.select().from(users).where(eq(users.id, jana.id)))[0].isSubscribed).toBe(false);
    clock.advance(rule.lockMs + 1000);
    expect((await subscribe(true)).status).toBe(200);
    expect(await mailsTo(t, jana.email)).toHaveLength(rule.maxAttempts + 1);
  });
});

describe('reviews (per account)', () => {
  it('each review mails the shop: past the limit an hour, 429 and the review is not stored', async () => {
    const { t, mails } = await setUp();
    const rule = ACCOUNT_THROTTLE_RULES.review;
    const auth = bearer(await loginToken(t, await createAccount(t)));
    const review = async () =>
      t.call('POST', `/api/products/${await insertProduct(t)}/reviews`, { rating: 5, comment: 'Výborná kniha.' }, auth);
    for (let i = 0; i < rule.maxAttempts; i++) expect((await review()).status).toBe(201);
    expect(await review()).toMatchObject({ status: 429, body: { message: ACCOUNT_THROTTLE_MESSAGES.review } });
    expect(await mails()).toBe(rule.maxAttempts);
    expect(await t.db.select().from(reviews)).toHaveLength(rule.maxAttempts);
  });
});

describe('resend while the confirmation still waits in the mail queue', () => {
  it('joins the waiting confirmation: one mail, and the answer says it was sent', async () => {
    const { t } = await setUp();
    const owner = await createAccount(t);
    const order = await insertOrderRow(t, owner.id);
    // Both of the queue's places taken (a burst of orders): the new order's confirmation waits.
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const blockers = [t.deps.mailQueue.run('blocker:1', () => busy), t.deps.mailQueue.run('blocker:2', () => busy)];
    const queued = queueOrderConfirmation(t.deps, order.id);
    expect(t.deps.mailQueue.has(`confirmation:${order.id}`)).toBe(true);

    // The queue is let go only once the resend has asked it for the confirmation's key.
    const queue = t.deps.mailQueue;
    const asked = new Promise<void>((resolve) => {
      t.deps.mailQueue = { has: queue.has, run: (key, task) => (key === `confirmation:${order.id}` && resolve(), queue.run(key, task)) };
    });
    const resend = t.call('PUT', `/api/orders/${order.id}/resend-confirmation`, undefined, bearer(await loginToken(t, owner)));
    await asked;
    release();
    await Promise.all([...blockers, queued]);
    expect(await resend).toMatchObject({ status: 200, body: { message: ORDER_MESSAGES.confirmationSent } });
    expect(await mailsTo(t, order.email)).toHaveLength(1);
    expect(await storedOrderRow(t, order.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 1 });
  });
});
