import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertNewsletter } from '~/db/queries/newsletter/newsletters';
import { newsletterDeliveries, newsletters } from '~/db/schema';
import type { MailMessage } from '../../deps';
import { createAccount, testClock } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { NEWSLETTER_RUN_BUDGET_MS, sendNewsletterBatch } from './newsletter-sending';

/**
 * The newsletter job under a slow mail API, and after a run that stopped half-way: no reader twice, none left out,
 * no newsletter 'sending' for ever.
 */
const clock = testClock(new Date('2026-03-01T10:00:00.000Z'));
const sent: MailMessage[] = [];
/** Each mail takes 70 seconds of the clock (a slow mail API). */
let slowMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    mailer: {
      async send(m) {
        sent.push(m);
        clock.advance(slowMs);
      },
    },
  });
});
afterAll(() => t.close());

async function newsletterTo(readers: number): Promise<number> {
  const accounts = [];
  for (let i = 0; i < readers; i++) accounts.push(await createAccount(t, { isSubscribed: true }));
  const now = clock.now().toISOString();
  return (await insertNewsletter(t.db, { subject: `List ${Date.now()}`, text: 'Text.', createdBy: accounts[0].id, now, twinsSince: now }))!
    .id;
}
const rowsOf = (id: number) => t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id));

describe('the newsletter job', () => {
  it('stops a slow run within its budget and gives back what it did not reach, its try not counted', async () => {
    const id = await newsletterTo(5);
    slowMs = 70_000;
    sent.length = 0;
    const run = await sendNewsletterBatch(t.deps);
    // 0 s, 70 s, 140 s > budget (120 s): two mails, then the rest goes back.
    expect(NEWSLETTER_RUN_BUDGET_MS).toBe(120_000);
    expect(run.sent).toBe(2);
    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'pending').map((r) => [r.sentAt, r.attempts])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
    // The next run takes them at once, and each reader has exactly one mail.
    slowMs = 0;
    expect((await sendNewsletterBatch(t.deps)).sent).toBe(3);
    expect(new Set(sent.map((m) => m.to)).size).toBe(5);
    expect(sent).toHaveLength(5);
  });

  it('finishes a newsletter whose last delivery was settled by a run that stopped before saying so', async () => {
    const id = await newsletterTo(1);
    await t.db
      .update(newsletterDeliveries)
      .set({ status: 'sent', sentAt: clock.now().toISOString() })
      .where(eq(newsletterDeliveries.newsletterId, id));
    expect((await t.db.select().from(newsletters).where(eq(newsletters.id, id)))[0].finishedAt).toBeNull();
    // A run with nothing to send still closes it.
    expect(await sendNewsletterBatch(t.deps)).toEqual({ sent: 0, skipped: 0, retrying: 0, failed: 0 });
    expect((await t.db.select().from(newsletters).where(eq(newsletters.id, id)))[0].finishedAt).toBe(clock.now().toISOString());
  });
});
