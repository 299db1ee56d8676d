import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletters, outbox } from '../../db/schema';
import { insertNewsletter } from '../../db/queries/newsletter/newsletters';
import { NEWSLETTER_MESSAGES } from '../domain/newsletters';
import { sendNewsletterBatch } from '../services/newsletter/newsletter-sending';
import { runScheduledJobs } from '../services/operations/scheduled';
import { unsubscribeToken } from '../services/newsletter/unsubscribe-token';
import { bearer, createAccount, loginToken, testClock, type TestAccount } from '../test-support/accounts';
import { appWithSwitchableMailer } from '../test-support/mailers';
import { TEST_NOW, type TestApp } from '../test-support/test-app';

/** Issue 20, "Newsletter from the shop": the acceptance tests, read back from the stored rows and the outbox. */

const SUBJECT = 'Nové knihy na jar';
const TEXT = 'Milí čitatelia,\n\nvyšla kniha Normálny kresťanský život: https://prud.sk/product/1.\n\nPožehnané dni!';
let t: TestApp;
afterEach(() => t?.close());

async function shop(clock = testClock()) {
  const { app, state } = await appWithSwitchableMailer({ now: clock.now });
  t = app;
  const admin = await createAccount(t, { role: 'admin' });
  return { state, clock, admin, token: await loginToken(t, admin) };
}
/** `n` subscribed readers, made one after another (their deliveries go in this order). */
async function readers(n: number): Promise<TestAccount[]> {
  const made: TestAccount[] = [];
  for (let i = 1; i <= n; i++) made.push(await createAccount(t, { name: `Čitateľ ${i}`, isSubscribed: true }));
  return made;
}
const linkOf = async (a: TestAccount) =>
  `http://shop.test/unsubscribe/${encodeURIComponent(await unsubscribeToken('test-secret-0123456789abcdef', a.id))}`;
const newsletterMails = async () => (await t.db.select().from(outbox)).filter((m) => m.subject === SUBJECT);
const deliveries = () => t.db.select().from(newsletterDeliveries).orderBy(newsletterDeliveries.id);
const progress = async (token: string) => (await t.call('GET', '/api/newsletters', undefined, bearer(token))).body;

describe('POST /api/newsletters', () => {
  it('mails exactly the 3 subscribed readers, each with their own unsubscribe link and the two RFC 8058 headers', async () => {
    const { state, token } = await shop();
    const subscribed = await readers(3);
    const left = await createAccount(t, { isSubscribed: false });
    await t.call(
      'PUT',
      '/api/users/profile',
      { name: left.name, email: left.email, isSubscribed: true },
      bearer(await loginToken(t, left)),
    );
    await t.call(
      'PUT',
      '/api/users/profile',
      { name: left.name, email: left.email, isSubscribed: false },
      bearer(await loginToken(t, left)),
    );
    // Subscribed but never confirmed the address: no bulk mail to an address nobody proved is theirs.
    const unconfirmed = await createAccount(t, { isSubscribed: true, confirmed: false });

    const r = await t.call('POST', '/api/newsletters', { subject: ` ${SUBJECT} `, text: TEXT }, bearer(token));
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ _id: expect.any(String), total: 3 });

    const mails = await newsletterMails();
    expect(mails.map((m) => m.to).sort()).toEqual(subscribed.map((a) => a.email).sort());
    for (const reader of subscribed) {
      const mail = mails.find((m) => m.to === reader.email)!;
      const link = await linkOf(reader);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('<a href="https://prud.sk/product/1" style="color:#b3001b">https://prud.sk/product/1</a>.');
      const sent = state.delivered.filter((m) => m.to === reader.email && m.subject === SUBJECT);
      expect(sent).toHaveLength(1);
      expect(sent[0].headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    }
    const newsletterTo = state.delivered.filter((m) => m.subject === SUBJECT).map((m) => m.to);
    expect(newsletterTo).toHaveLength(3);
    expect(newsletterTo).not.toContain(left.email);
    expect(newsletterTo).not.toContain(unconfirmed.email);
    expect((await deliveries()).map((d) => [d.userId, d.status, d.attempts])).toEqual(subscribed.map((a) => [a.id, 'sent', 1]));
    const [stored] = await t.db.select().from(newsletters);
    expect(stored).toMatchObject({ id: Number(r.body._id), subject: SUBJECT, text: TEXT, finishedAt: '2026-03-01T10:00:00.000Z' });
    expect(await progress(token)).toEqual([
      {
        _id: r.body._id,
        subject: SUBJECT,
        createdAt: '2026-03-01T10:00:00.000Z',
        finishedAt: '2026-03-01T10:00:00.000Z',
        total: 3,
        sent: 3,
        failed: 0,
        pending: 0,
        skipped: 0,
      },
    ]);
  }, 60_000); // six accounts and three logins: scrypt is slow on a busy machine

  it('a reader who unsubscribes after the first batch gets no later mail; GET reads the progress from what is stored', async () => {
    const { token } = await shop();
    const [first, second, third] = await readers(3);
    const { id } = (await insertNewsletter(t.db, {
      subject: SUBJECT,
      text: TEXT,
      createdBy: first.id,
      now: TEST_NOW,
      twinsSince: TEST_NOW,
    }))!;

    expect(await sendNewsletterBatch(t.deps, { limit: 1 })).toEqual({ sent: 1, skipped: 0, retrying: 0, failed: 0 });
    expect(await progress(token)).toMatchObject([
      { _id: String(id), total: 3, sent: 1, pending: 2, failed: 0, skipped: 0, finishedAt: null },
    ]);
    const token3 = await unsubscribeToken('test-secret-0123456789abcdef', third.id);
    expect((await t.call('POST', '/api/subscribers/unsubscribe', { token: token3 })).status).toBe(200);

    await runScheduledJobs(t.deps);
    expect((await newsletterMails()).map((m) => m.to).sort()).toEqual([first.email, second.email].sort());
    expect((await deliveries()).map((d) => d.status)).toEqual(['sent', 'sent', 'skipped']);
    expect(await progress(token)).toMatchObject([
      { total: 3, sent: 2, pending: 0, failed: 0, skipped: 1, finishedAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('retries a failed mail on later runs, then gives it up as failed; the others go once', async () => {
    const { state, clock, token } = await shop();
    const [a, b, c] = await readers(3);
    state.failing = true;
    state.failTo = b.email;
    await t.call('POST', '/api/newsletters', { subject: SUBJECT, text: TEXT }, bearer(token));
    expect(await progress(token)).toMatchObject([{ sent: 2, pending: 1, failed: 0 }]);
    expect((await deliveries())[1]).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringContaining('503') });

    // Not again at once (the next run waits its turn), then at each later run until the third try.
    expect(await sendNewsletterBatch(t.deps)).toEqual({ sent: 0, skipped: 0, retrying: 0, failed: 0 });
    clock.advance(5 * 60_000);
    expect(await sendNewsletterBatch(t.deps)).toMatchObject({ retrying: 1 });
    clock.advance(5 * 60_000);
    expect(await sendNewsletterBatch(t.deps)).toMatchObject({ failed: 1 });
    clock.advance(5 * 60_000);
    state.failing = false;
    expect(await sendNewsletterBatch(t.deps)).toEqual({ sent: 0, skipped: 0, retrying: 0, failed: 0 });

    expect((await deliveries()).map((d) => [d.status, d.attempts])).toEqual([
      ['sent', 1],
      ['failed', 3],
      ['sent', 1],
    ]);
    expect(await progress(token)).toMatchObject([{ total: 3, sent: 2, failed: 1, pending: 0, finishedAt: '2026-03-01T10:10:00.000Z' }]);
    expect((await newsletterMails()).map((m) => m.to).sort()).toEqual([a.email, c.email].sort());
  });

  it('two runs at the same time never mail one reader twice', async () => {
    await shop();
    const all = await readers(4);
    await insertNewsletter(t.db, { subject: SUBJECT, text: TEXT, createdBy: all[0].id, now: TEST_NOW, twinsSince: TEST_NOW });
    const runs = await Promise.all([
      sendNewsletterBatch(t.deps, { limit: 3 }),
      sendNewsletterBatch(t.deps, { limit: 3 }),
      sendNewsletterBatch(t.deps, { limit: 3 }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect((await newsletterMails()).map((m) => m.to).sort()).toEqual(all.map((a) => a.email).sort());
  });

  it('refuses a second identical newsletter within a day (a repeated click) and writes nothing more', async () => {
    const { token } = await shop();
    await readers(1);
    expect((await t.call('POST', '/api/newsletters', { subject: SUBJECT, text: TEXT }, bearer(token))).status).toBe(202);
    const again = await t.call('POST', '/api/newsletters', { subject: SUBJECT, text: TEXT }, bearer(token));
    expect(again).toMatchObject({ status: 409, body: { message: NEWSLETTER_MESSAGES.twin } });
    expect(await t.db.select().from(newsletters)).toHaveLength(1);
    expect(await newsletterMails()).toHaveLength(1);
  });

  it('with nobody subscribed it is stored as finished at once, with nothing to send', async () => {
    const { token } = await shop();
    const r = await t.call('POST', '/api/newsletters', { subject: SUBJECT, text: TEXT }, bearer(token));
    expect(r).toMatchObject({ status: 202, body: { total: 0 } });
    expect(await progress(token)).toMatchObject([{ total: 0, sent: 0, pending: 0, finishedAt: '2026-03-01T10:00:00.000Z' }]);
  });
});

describe('refusals', () => {
  it('non-admins get 401/403 and nothing is written', async () => {
    await shop();
    await readers(1);
    const customer = await loginToken(t, await createAccount(t));
    const assistant = await loginToken(t, await createAccount(t, { role: 'assistant' }));
    for (const path of ['/api/newsletters', '/api/newsletters/preview', '/api/newsletters/test']) {
      expect((await t.call('POST', path, { subject: SUBJECT, text: TEXT })).status).toBe(401);
      expect((await t.call('POST', path, { subject: SUBJECT, text: TEXT }, bearer(customer))).status).toBe(403);
      expect((await t.call('POST', path, { subject: SUBJECT, text: TEXT }, bearer(assistant))).status).toBe(403);
    }
    expect((await t.call('GET', '/api/newsletters')).status).toBe(401);
    expect((await t.call('GET', '/api/newsletters', undefined, bearer(customer))).status).toBe(403);
    expect(await t.db.select().from(newsletters)).toEqual([]);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it.each([
    ['no subject', { text: TEXT }, NEWSLETTER_MESSAGES.subjectMissing],
    ['a blank subject', { subject: '   ', text: TEXT }, NEWSLETTER_MESSAGES.subjectMissing],
    ['a subject of 151', { subject: 'x'.repeat(151), text: TEXT }, NEWSLETTER_MESSAGES.subjectTooLong],
    ['no text', { subject: SUBJECT }, NEWSLETTER_MESSAGES.textMissing],
    ['a text of 20 001', { subject: SUBJECT, text: 'x'.repeat(20_001) }, NEWSLETTER_MESSAGES.textTooLong],
    [
      'raw HTML as a field',
      { subject: SUBJECT, text: TEXT, html: '<b>x</b>' },
      'Neznáme pole „html“. Pošlite len polia, ktoré táto požiadavka pozná.',
    ],
    ['a list', [], NEWSLETTER_MESSAGES.invalid],
  ])('%s: 400 with the Slovak reason, nothing written', async (_label, body, message) => {
    const { token } = await shop();
    await readers(1);
    for (const path of ['/api/newsletters', '/api/newsletters/test']) {
      expect(await t.call('POST', path, body, bearer(token))).toMatchObject({ status: 400, body: { message } });
    }
    expect(await t.db.select().from(newsletters)).toEqual([]);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('accepts the longest subject and text', async () => {
    const { token } = await shop();
    const r = await t.call('POST', '/api/newsletters', { subject: 's'.repeat(150), text: 't'.repeat(20_000) }, bearer(token));
    expect(r.status).toBe(202);
    const [row] = await t.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, Number(r.body._id)));
    expect([row.subject.length, row.text.length]).toEqual([150, 20_000]);
  });
});

describe('preview and test mail', () => {
  it('the preview is the mail itself; the test mail goes to the admin only, with the same HTML', async () => {
    const { admin, token } = await shop();
    await readers(2);
    const body = { subject: SUBJECT, text: 'Pozor <script>alert(1)</script> & viac na https://prud.sk/eshop?x=1&y=2' };
    const preview = await t.call('POST', '/api/newsletters/preview', body, bearer(token));
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain(
      'Pozor &lt;script&gt;alert(1)&lt;/script&gt; &amp; viac na <a href="https://prud.sk/eshop?x=1&amp;y=2"',
    );
    expect(preview.body.html).not.toContain('<script>');
    expect(preview.body.text).toContain(await linkOf(admin));
    expect(await t.db.select().from(outbox)).toEqual([]);

    const sent = await t.call('POST', '/api/newsletters/test', body, bearer(token));
    expect(sent).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.testSent(admin.email) } });
    const mails = await t.db.select().from(outbox);
    // Marked as a test in the admin's inbox; otherwise the very mail readers would get.
    expect(mails.map((m) => [m.to, m.subject, m.html])).toEqual([[admin.email, `[TEST] ${SUBJECT}`, preview.body.html]]);
    expect(await t.db.select().from(newsletters)).toEqual([]);
  });

  it('test mails are throttled per account (429 with the Slovak reason)', async () => {
    const { token } = await shop();
    for (let i = 0; i < 10; i++)
      expect((await t.call('POST', '/api/newsletters/test', { subject: `${SUBJECT} ${i}`, text: TEXT }, bearer(token))).status).toBe(200);
    const refused = await t.call('POST', '/api/newsletters/test', { subject: SUBJECT, text: TEXT }, bearer(token));
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringContaining('Skúšobných e-mailov') } });
    expect(await t.db.select().from(outbox)).toHaveLength(10);
  });
});
