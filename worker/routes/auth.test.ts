import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { bearer, createAccount, linkIn, loginToken, mailCount, mailsTo, testClock, type TestAccount } from '../test-support/accounts';
import { createTestApp, TEST_CLIENT_IP_HEADER, type TestApp } from '../test-support/test-app';

// Every test gets its own app, clock and account: none depends on what an earlier one did.
let t: TestApp;
let clock: ReturnType<typeof testClock>;
let jana: TestAccount;

beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ now: clock.now });
  jana = await createAccount(t, { email: 'jana@example.sk', name: 'Jana / Nováková' });
});
afterEach(() => t.close());

const RESET_PREFIX = 'http://shop.test/reset-password/';
const forgot = (email: unknown, extra: Record<string, unknown> = {}) => t.call('POST', '/api/auth/forgot-password', { email, ...extra });
const reset = (body: unknown) => t.call('POST', '/api/auth/reset-password', body);

/** Parses the spec's link `/reset-password/{token}/{name}/{email}/{id}/{genToken}`. */
async function latestResetLink(email: string) {
  const [mail] = await mailsTo(t, email);
  expect(mail.subject).toBe('Zmeňte si Vaše heslo');
  const link = linkIn(mail.text, RESET_PREFIX);
  const [token, name, mailAddr, id, marker] = link.slice(RESET_PREFIX.length).split('/');
  return { link, mail, token, name: decodeURIComponent(name), email: decodeURIComponent(mailAddr), id: Number(id), marker };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const before = await mailCount(t);
    const known = await forgot('JANA@example.sk', { origURL: 'https://evil.example' });
    const unknown = await forgot('nikto@example.sk', { origURL: 'https://evil.example' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: 'Linka bola odoslaná na Váš e-mail' });
    expect(unknown.body).toEqual(known.body);
    expect(known.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    expect(await mailCount(t)).toBe(before + 1);
    expect(await mailsTo(t, 'nikto@example.sk')).toHaveLength(0);
  });

  it('mails a link of the spec shape, from the base URL, with no login token in it', async () => {
    await forgot('JANA@example.sk', { origURL: 'https://evil.example' });
    const l = await latestResetLink(jana.email);
    expect(l.link.startsWith(RESET_PREFIX)).toBe(true);
    expect(l.mail.text + l.mail.html).not.toContain('evil.example');
    expect(l.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(l).toMatchObject({ name: 'Jana / Nováková', email: 'jana@example.sk', id: jana.id, marker: 'v1' });
    // No bearer token (payload.signature) anywhere in the mail.
    expect(l.mail.text).not.toMatch(/[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{43}/);
  });

  it('answers the same even when the mail cannot be sent (a 500 would reveal the address exists)', async () => {
    const broken = await createTestApp({ mailer: { send: () => Promise.reject(new Error('smtp down')) } });
    try {
      const a = await createAccount(broken, { email: 'known@example.sk' });
      const known = await broken.call('POST', '/api/auth/forgot-password', { email: a.email });
      const unknown = await broken.call('POST', '/api/auth/forgot-password', { email: 'unknown@example.sk' });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(known.body).toEqual(unknown.body);
      expect(broken.logs.some((l) => l.level === 'error' && l.message.includes('could not be sent'))).toBe(true);
    } finally {
      broken.close();
    }
  });

  it('rejects a malformed address with a Slovak message and sends nothing', async () => {
    const before = await mailCount(t);
    for (const email of [undefined, '', 'x', 42]) {
      const r = await forgot(email);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/e-mail/);
    }
    expect(await mailCount(t)).toBe(before);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('works once: sets the password, ends old sessions, and a second use fails', async () => {
    const oldToken = await loginToken(t, jana);
    await forgot(jana.email);
    const l = await latestResetLink(jana.email);
    const body = { token: l.token, id: l.id, password: 'Nove-Heslo-Jany-1', confirmPassword: 'Nove-Heslo-Jany-1' };
    const first = await reset(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Heslo bolo úspešne zmenené' });
    expect((await t.call('GET', '/api/users/profile', undefined, bearer(oldToken))).status).toBe(401);
    expect((await t.call('POST', '/api/users/login', { email: jana.email, password: jana.password })).status).toBe(401);
    expect((await t.call('POST', '/api/users/login', { email: jana.email, password: 'Nove-Heslo-Jany-1' })).status).toBe(200);

    const second = await reset({ ...body, password: 'Tretie-Heslo-Jany', confirmPassword: 'Tretie-Heslo-Jany' });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await t.call('POST', '/api/users/login', { email: jana.email, password: 'Nove-Heslo-Jany-1' })).status).toBe(200);
  });

  it('a successful reset spends the older links too', async () => {
    await forgot(jana.email);
    const older = await latestResetLink(jana.email);
    await forgot(jana.email);
    const newer = await latestResetLink(jana.email);
    expect(
      (await reset({ token: newer.token, id: jana.id, password: 'Stvrte-Heslo-Jany', confirmPassword: 'Stvrte-Heslo-Jany' })).status,
    ).toBe(200);
    expect(
      (await reset({ token: older.token, id: jana.id, password: 'Piate-Heslo-Jany', confirmPassword: 'Piate-Heslo-Jany' })).status,
    ).toBe(400);
  });

  it('expires after an hour', async () => {
    await forgot(jana.email);
    const l = await latestResetLink(jana.email);
    clock.advance(60 * 60 * 1000 + 1);
    const r = await reset({ token: l.token, id: l.id, password: 'Neskore-Heslo-1', confirmPassword: 'Neskore-Heslo-1' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('confirms a never-confirmed account (the link proves the mailbox)', async () => {
    const pending = await createAccount(t, { email: 'pending@example.sk', confirmed: false });
    await forgot(pending.email);
    const l = await latestResetLink(pending.email);
    expect((await reset({ token: l.token, id: l.id, password: 'Potvrdene-Heslo-1', confirmPassword: 'Potvrdene-Heslo-1' })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/api/users/login', { email: pending.email, password: 'Potvrdene-Heslo-1' })).status).toBe(200);
  });

  it('rejects bad input with Slovak messages, spends nothing and changes nothing', async () => {
    await forgot(jana.email);
    const l = await latestResetLink(jana.email);
    const other = await createAccount(t, { email: 'other@example.sk' });
    const before = (await t.db.select().from(users).where(eq(users.id, jana.id)))[0];
    const good = { token: l.token, id: l.id, password: 'Dobre-Nove-Heslo', confirmPassword: 'Dobre-Nove-Heslo' };
    const cases: [unknown, string | RegExp][] = [
      [{ ...good, confirmPassword: 'Ine-Nove-Heslo' }, 'Heslá sa nezhodujú'],
      [{ ...good, password: 'kratke', confirmPassword: 'kratke' }, /aspoň 8/],
      [{ ...good, password: 'iloveyou', confirmPassword: 'iloveyou' }, /príliš bežné/],
      [{ ...good, id: other.id }, AUTH_MESSAGES.resetLinkInvalid],
      [{ ...good, id: 'abc' }, 'Neplatné ID.'],
      [{ ...good, token: 'A'.repeat(43) }, AUTH_MESSAGES.resetLinkInvalid],
      [{ ...good, token: '../../etc' }, AUTH_MESSAGES.resetLinkInvalid],
      [{ ...good, token: undefined }, AUTH_MESSAGES.resetLinkInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await reset(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect((await t.db.select().from(users).where(eq(users.id, jana.id)))[0]).toEqual(before);
    // The genuine link still works after all that.
    expect((await reset(good)).status).toBe(200);
  });
});

describe('POST /api/auth/currentuser', () => {
  it('refuses unknown or malformed login codes', async () => {
    const unknown = await t.call('POST', '/api/auth/currentuser', { dataInfo: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(AUTH_MESSAGES.loginCodeInvalid);
    const malformed = await t.call('POST', '/api/auth/currentuser', { dataInfo: { email: 'admin@prud.sk' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(AUTH_MESSAGES.loginCodeInvalid);
  });
});

describe('POST /api/auth/contact', () => {
  it('stores the message and mails the shop with the visitor as reply-to', async () => {
    const r = await t.call('POST', '/api/auth/contact', {
      contactForm: { name: 'Peter <b>', email: 'peter@example.sk', emailMessage: 'Dobrý deň,\nmáte <Život viery>?' },
    });
    // Spec section 7: "Returns ok": the JSON string.
    expect(r.status).toBe(201);
    expect(r.body).toBe('ok');
    const [mail] = await mailsTo(t, 'eshop@prud.test');
    expect(mail.subject).toBe('Kontakt Eshop');
    expect(mail.text).toContain('máte <Život viery>?');
    expect(mail.html).toContain('máte &lt;Život viery&gt;?');
    expect(mail.html).not.toContain('<b>');
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('rejects an incomplete form', async () => {
    for (const body of [
      {},
      { contactForm: { name: 'A', email: 'bad', emailMessage: 'x' } },
      { contactForm: { name: 'A', email: 'a@b.sk', emailMessage: ' ' } },
    ]) {
      const r = await t.call('POST', '/api/auth/contact', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBeTruthy();
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });
});

describe('rate limits (the production numbers)', () => {
  it('allows 10 logins a minute per IP and route, then answers 429 in Slovak', async () => {
    const rl = await createTestApp({ rateLimits: 'production', now: clock.now });
    try {
      const from = (ip: string) => ({ [TEST_CLIENT_IP_HEADER]: ip });
      // A different e-mail each time: one account's own throttle (login-throttle.test.ts) must not be what stops them.
      let n = 0;
      const login = (ip: string) => rl.call('POST', '/api/users/login', { email: `x${++n}@example.sk`, password: 'whatever1' }, from(ip));
      for (let i = 0; i < 10; i++) expect((await login('198.51.100.1')).status).toBe(401);
      const blocked = await login('198.51.100.1');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Príliš veľa pokusov. Skúste to prosím o chvíľu.' });
      // Another IP, and another route from the same IP, have their own budgets.
      expect((await login('198.51.100.2')).status).toBe(401);
      expect((await rl.call('POST', '/api/auth/forgot-password', { email: 'x@example.sk' }, from('198.51.100.1'))).status).toBe(200);
      // The next minute starts afresh.
      clock.advance(60_000);
      expect((await login('198.51.100.1')).status).toBe(401);
    } finally {
      rl.close();
    }
  });

  it('guards registration, forgot-password, reset and contact too', async () => {
    const rl = await createTestApp({ rateLimits: 'production', now: clock.now });
    try {
      const calls: [string, unknown, number][] = [
        ['/api/users', { name: 'A' }, 10],
        ['/api/auth/forgot-password', { email: 'x' }, 10],
        ['/api/auth/reset-password', {}, 10],
        ['/api/auth/contact', {}, 5],
      ];
      for (const [path, body, limit] of calls) {
        for (let i = 0; i < limit; i++) expect((await rl.call('POST', path, body)).status, path).toBe(400);
        expect((await rl.call('POST', path, body)).status, path).toBe(429);
      }
    } finally {
      rl.close();
    }
  });
});
