import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { httpMailer } from '../adapters/http-mailer';
import { ENGAGEMENT_MESSAGES } from '../domain/engagement';
import { unsubscribeToken } from '../services/newsletter/unsubscribe-token';
import { bearer, createAccount, linkIn, loginToken, mailsTo, type TestAccount } from '../test-support/accounts';
import { insertProduct, orderBody } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: TestAccount;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, { role: 'admin' });
  adminToken = await loginToken(t, admin);
});
afterAll(() => t.close());

const LINK = 'http://shop.test/unsubscribe/';
async function stored(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}
const profile = (a: TestAccount, token: string, extra: Record<string, unknown>) =>
  t.call('PUT', '/api/users/profile', { name: a.name, email: a.email, ...extra }, bearer(token));

describe('profile', () => {
  it('stores a new name and e-mail even when the newsletter flag does not change (the old bug)', async () => {
    const me = await createAccount(t, { name: 'Staré Meno' });
    const token = await loginToken(t, me);
    const r = await t.call('PUT', '/api/users/profile', { name: 'Nové Meno', email: 'nove.meno@example.sk' }, bearer(token));
    expect(r.status).toBe(200);
    expect(await stored(me.id)).toMatchObject({ name: 'Nové Meno', email: 'nove.meno@example.sk', isSubscribed: false });
    const same = await t.call(
      'PUT',
      '/api/users/profile',
      { name: 'Tretie Meno', email: 'nove.meno@example.sk', isSubscribed: false },
      bearer(token),
    );
    expect(same.body.name).toBe('Tretie Meno');
    expect(await stored(me.id)).toMatchObject({ name: 'Tretie Meno', isSubscribed: false, isUnsubscribed: false });
  });

  it('off→on sends one confirmation with the link; on again sends none; off sets is_unsubscribed', async () => {
    const me = await createAccount(t, { name: 'Odberateľka' });
    const token = await loginToken(t, me);
    expect((await profile(me, token, { isSubscribed: true })).body).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
    expect(await stored(me.id)).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
    const mails = await mailsTo(t, me.email);
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0].text, LINK);
    expect(link).toBe(`${LINK}${await unsubscribeToken(t.deps.config.tokenSecret, me.id)}`);
    expect(mails[0].html).toContain(link);
    // The footer is not added a second time to the mail that already carries the link.
    expect(mails[0].text.split(link)).toHaveLength(2);

    await profile(me, token, { isSubscribed: true, name: 'Odberateľka B' });
    expect(await mailsTo(t, me.email)).toHaveLength(1);
    expect((await stored(me.id)).name).toBe('Odberateľka B');

    expect((await profile(me, token, { isSubscribed: false })).body).toMatchObject({ isSubscribed: false, isUnsubscribed: true });
    expect(await stored(me.id)).toMatchObject({ isSubscribed: false, isUnsubscribed: true });
    // Subscribing again clears the opt-out and confirms again.
    await profile(me, token, { isSubscribed: true });
    expect(await stored(me.id)).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
    expect(await mailsTo(t, me.email)).toHaveLength(2);
  });
  it('an admin’s edit with an unchanged newsletter flag keeps the new name too', async () => {
    const target = await createAccount(t, { name: 'Pred úpravou', isSubscribed: true });
    const r = await t.call('PUT', `/api/users/${target.id}`, { name: 'Po úprave', isSubscribed: true }, bearer(adminToken));
    expect(r.status).toBe(200);
    expect(await stored(target.id)).toMatchObject({ name: 'Po úprave', isSubscribed: true, isUnsubscribed: false });
  });
});

describe('unsubscribe link', () => {
  it('POST /api/subscribers/unsubscribe with the token from the mail unsubscribes, logged out', async () => {
    const me = await createAccount(t);
    await profile(me, await loginToken(t, me), { isSubscribed: true });
    const token = linkIn((await mailsTo(t, me.email))[0].text, LINK).slice(LINK.length);
    const r = await t.call('POST', '/api/subscribers/unsubscribe', { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Odber noviniek bol zrušený.' });
    expect(await stored(me.id)).toMatchObject({ isSubscribed: false, isUnsubscribed: true });
    const list = await t.call('GET', '/api/subscribers/unsubscribed', undefined, bearer(adminToken));
    expect(list.body).toContainEqual({ _id: String(me.id), name: me.name, email: me.email });
    // Again: same answer, nothing changes.
    expect((await t.call('POST', '/api/subscribers/unsubscribe', { token })).status).toBe(200);
    expect(await stored(me.id)).toMatchObject({ isSubscribed: false, isUnsubscribed: true });
  });

  it('a forged token is 400 and nothing changes', async () => {
    const me = await createAccount(t, { isSubscribed: true });
    const genuine = await unsubscribeToken(t.deps.config.tokenSecret, me.id);
    const otherSecret = await unsubscribeToken('attacker-guess-0123456789', me.id);
    const [idPart, sig] = genuine.split('.');
    const forged = [
      otherSecret,
      `${(await unsubscribeToken(t.deps.config.tokenSecret, admin.id)).split('.')[0]}.${sig}`,
      `${idPart}.${sig.slice(0, -2)}AA`,
      `${idPart}${sig}`,
      'x'.repeat(40),
      `${idPart}.`,
    ];
    for (const token of forged) {
      const r = await t.call('POST', '/api/subscribers/unsubscribe', { token });
      expect(r.status, token).toBe(400);
      expect(r.body).toEqual({ message: ENGAGEMENT_MESSAGES.unsubscribeInvalid });
    }
    expect((await t.call('POST', '/api/subscribers/unsubscribe', {})).status).toBe(400);
    expect((await t.call('POST', '/api/subscribers/unsubscribe', { token: 'short' })).status).toBe(400);
    const oneClick = await t.call('POST', `/unsubscribe/${encodeURIComponent(otherSecret)}`);
    expect(oneClick.status).toBe(400);
    expect(await stored(me.id)).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
    expect(await stored(admin.id)).toMatchObject({ isSubscribed: false, isUnsubscribed: false });
  });

  it('one-click POST /unsubscribe/:token (RFC 8058) unsubscribes and answers text', async () => {
    const me = await createAccount(t, { isSubscribed: true });
    const res = await t.app.request(`/unsubscribe/${await unsubscribeToken(t.deps.config.tokenSecret, me.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(ENGAGEMENT_MESSAGES.unsubscribed);
    expect(await stored(me.id)).toMatchObject({ isSubscribed: false, isUnsubscribed: true });
  });
});

describe('subscriber lists', () => {
  it('admins get exactly _id, name, email; customers 403, visitors 401', async () => {
    const sub = await createAccount(t, { isSubscribed: true, name: 'Zoznamová' });
    const r = await t.call('GET', '/api/subscribers/subscribed', undefined, bearer(adminToken));
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ _id: String(sub.id), name: 'Zoznamová', email: sub.email });
    for (const row of r.body) expect(Object.keys(row).sort()).toEqual(['_id', 'email', 'name']);
    const u = await t.call('GET', '/api/subscribers/unsubscribed', undefined, bearer(adminToken));
    for (const row of u.body) expect(Object.keys(row).sort()).toEqual(['_id', 'email', 'name']);
    expect(JSON.stringify([r.body, u.body])).not.toMatch(/scrypt|password|token/i);

    const customerToken = await loginToken(t, sub);
    for (const path of ['/api/subscribers/subscribed', '/api/subscribers/unsubscribed']) {
      expect((await t.call('GET', path, undefined, bearer(customerToken))).status).toBe(403);
      expect((await t.call('GET', path)).status).toBe(401);
    }
  });
});

describe('e-mails to subscribers', () => {
  it('the order consent subscribes and confirms once, with the link; the order confirmation names the order instead', async () => {
    const me = await createAccount(t);
    const token = await loginToken(t, me);
    const place = async (newsletter: boolean) =>
      t.call('POST', '/api/orders/', orderBody([{ product: await insertProduct(t), qty: 1 }], { newsletter }), bearer(token));
    expect((await place(true)).status).toBe(201);
    expect(await stored(me.id)).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
    const mails = await mailsTo(t, me.email);
    const subscribed = mails.filter((m) => m.subject.startsWith('Odber noviniek'));
    expect(subscribed).toHaveLength(1);
    const link = linkIn(subscribed[0].text, LINK);
    expect(link).toBe(`${LINK}${await unsubscribeToken(t.deps.config.tokenSecret, me.id)}`);
    expect(subscribed[0].html).toContain(link);
    // A service mail: no newsletter footer even to a subscriber (issue 29); it says which order it is about.
    const confirmation = mails.find((m) => m.subject.startsWith('Vaša objednávka'))!;
    expect(confirmation.text).not.toContain(LINK);
    expect(confirmation.html).not.toContain(LINK);
    expect(confirmation.text).not.toContain('odberateľ noviniek');
    expect(confirmation.text).toContain(
      `Tento e-mail dostávate k objednávke č. ${confirmation.subject.split(' ').at(-1)} v obchode Prúd života.`,
    );

    expect((await place(true)).status).toBe(201);
    const later = await mailsTo(t, me.email);
    expect(later.filter((m) => m.subject.startsWith('Odber noviniek'))).toHaveLength(1);
    expect(later.filter((m) => m.subject.startsWith('Vaša objednávka'))).toHaveLength(2);
  });

  it('mails to non-subscribers carry no link', async () => {
    const me = await createAccount(t);
    const token = await loginToken(t, me);
    expect((await t.call('POST', '/api/orders/', orderBody([{ product: await insertProduct(t), qty: 1 }]), bearer(token))).status).toBe(
      201,
    );
    const [mail] = await mailsTo(t, me.email);
    expect(mail.text).not.toContain(LINK);
    expect(mail.html).not.toContain(LINK);
  });

  it("a newsletter's List-Unsubscribe headers reach the HTTP e-mail API; an order's confirmation to a subscriber has none", async () => {
    const requests: { url: string; body: any }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{"id":"m1"}', { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    let real: ReturnType<typeof httpMailer> | undefined;
    const h = await createTestApp({ mailer: { send: (m) => real!.send(m) } });
    try {
      real = httpMailer(h.db, h.store, h.deps.log, {
        apiUrl: 'https://mail.example/send',
        apiKey: 'k',
        from: 'Prúd <eshop@prud.test>',
        fetch,
      });
      const sub = await createAccount(h, { isSubscribed: true });
      const other = await createAccount(h);
      for (const a of [sub, other]) {
        const r = await h.call(
          'POST',
          '/api/orders/',
          orderBody([{ product: await insertProduct(h), qty: 1 }]),
          bearer(await loginToken(h, a)),
        );
        expect(r.status).toBe(201);
      }
      const url = `${LINK}${await unsubscribeToken(h.deps.config.tokenSecret, sub.id)}`;
      for (const a of [sub, other]) {
        const confirmation = requests.find((r) => r.body.to === a.email)!;
        expect(confirmation.body.subject).toMatch(/^Vaša objednávka/);
        expect(confirmation.body.headers).toBeUndefined();
        expect(confirmation.body.text).not.toContain(LINK);
        expect(confirmation.body.html).not.toContain(LINK);
      }
      const staff = bearer(await loginToken(h, await createAccount(h, { role: 'admin' })));
      expect((await h.call('POST', '/api/newsletters', { subject: 'Nové knihy', text: 'Vyšli dve nové knihy.' }, staff)).status).toBe(202);
      const letters = requests.filter((r) => r.body.subject === 'Nové knihy');
      expect(letters.map((r) => r.body.to)).toEqual([sub.email]);
      expect(letters[0].body.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(letters[0].body.text).toContain(url);
      expect(letters[0].body.html).toContain(url);
    } finally {
      h.close();
    }
  });
});

describe('a confirmation that cannot be delivered', () => {
  it('is logged; the subscription stands and the caller gets the usual answer', async () => {
    const down = await createTestApp({ mailer: { send: async () => Promise.reject(new Error('mail API answered 503')) } });
    try {
      const me = await createAccount(down);
      const r = await down.call(
        'PUT',
        '/api/users/profile',
        { name: me.name, email: me.email, isSubscribed: true },
        bearer(await loginToken(down, me)),
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
      const [row] = await down.db.select().from(users).where(eq(users.id, me.id));
      expect(row).toMatchObject({ isSubscribed: true, isUnsubscribed: false });
      expect(down.logs).toContainEqual({
        level: 'error',
        message: 'newsletter confirmation could not be sent',
        data: { userId: me.id, error: 'Error: mail API answered 503' },
      });
    } finally {
      down.close();
    }
  });
});
