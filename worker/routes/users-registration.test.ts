import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { sha256Hex } from '../services/accounts/tokens';
import { createAccount, linkIn, loginToken, mailCount, mailsTo, testClock, userCount, type TestAccount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Every test gets its own app, clock and admin: none depends on what an earlier one did.
let t: TestApp;
let clock: ReturnType<typeof testClock>;
let admin: TestAccount;

beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ now: clock.now });
  admin = await createAccount(t, { role: 'admin', email: 'admin@prud.test' });
});
afterEach(() => t.close());

const rowByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const register = (body: unknown) => t.call('POST', '/api/users', body);
const REG_PREFIX = 'http://shop.test/registerLink/';

/** The confirmation path the registration page calls, from the newest mail to `email`. */
async function confirmPath(email: string) {
  const [mail] = await mailsTo(t, email);
  const link = linkIn(mail.text, REG_PREFIX);
  return `/api/users/${link.slice(REG_PREFIX.length)}`;
}

describe('POST /api/users (registration)', () => {
  it('creates an unconfirmed account, mails a link, and answers a message, not a login', async () => {
    const r = await register({ name: 'Mária Nová', email: ' Maria.Nova+test@Example.sk ', password: 'Modre-Nebo-2026' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: AUTH_MESSAGES.registered });
    const row = await rowByEmail('maria.nova+test@example.sk');
    expect(row).toMatchObject({ name: 'Mária Nová', isRegistered: false, isAdmin: false });
    expect(row.passwordHash).toMatch(/^scrypt\$/);

    const [mail] = await mailsTo(t, 'maria.nova+test@example.sk');
    expect(mail.subject).toBe('Vaša registrácia na prud.sk');
    expect(mail.html).toContain('Potvrdiť registráciu');
    const link = linkIn(mail.text, REG_PREFIX);
    expect(link).toMatch(/^http:\/\/shop\.test\/registerLink\/maria\.nova%2Btest%40example\.sk\/[A-Za-z0-9_-]{43}$/);
    // Only the hash of the token is stored.
    const [stored] = await t.db.select().from(authTokens).where(eq(authTokens.userId, row.id));
    expect(stored.purpose).toBe('register');
    expect(stored.tokenHash).toBe(await sha256Hex(link.split('/').at(-1)!));
    expect(link).not.toContain(stored.tokenHash);
    expect(new Date(stored.expiresAt).getTime() - clock.now().getTime()).toBe(48 * 3600 * 1000);
  });

  it('builds the link from the configured base URL, never from the request', async () => {
    await t.app.request('/api/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ name: 'Host Test', email: 'host@example.sk', password: 'Modre-Nebo-2026', origURL: 'https://evil.example' }),
    });
    const [mail] = await mailsTo(t, 'host@example.sk');
    expect(mail.text).toContain(REG_PREFIX);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it('rejects bad input with a Slovak message and writes nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'a@b.sk', password: 'Modre-Nebo-2026' }, /meno/i],
      [{ name: '  ', email: 'a@b.sk', password: 'Modre-Nebo-2026' }, /meno/i],
      [{ name: 'A', email: 'not-an-email', password: 'Modre-Nebo-2026' }, /platný e-mail/],
      [{ name: 'A', password: 'Modre-Nebo-2026' }, /e-mail/],
      [{ name: 'A', email: 'a@b.sk', password: 'kratke' }, /aspoň 8 znakov/],
      [{ name: 'A', email: 'a@b.sk', password: '        x' }, /aspoň 8 znakov/],
      [{ name: 'A', email: 'a@b.sk', password: 'Heslo123' }, /príliš bežné/],
      [{ name: 'A', email: 'a@b.sk', password: 'password1' }, /príliš bežné/],
      [{ name: 'A', email: 'a@b.sk', password: 'x'.repeat(129) }, /najviac 128/],
      [{ name: 'A'.repeat(101), email: 'a@b.sk', password: 'Modre-Nebo-2026' }, /najviac 100/],
      ['{not json', /JSON/],
    ];
    const before = { users: await userCount(t), mails: await mailCount(t) };
    for (const [body, message] of cases) {
      const r = await register(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(await userCount(t)).toBe(before.users);
    expect(await mailCount(t)).toBe(before.mails);
  });

  it('answers an existing e-mail identically and mails its owner instead (no enumeration)', async () => {
    const owner = await createAccount(t, { email: 'owner@example.sk' });
    const before = await rowByEmail(owner.email);
    const r = await register({ name: 'Impostor', email: 'OWNER@example.sk', password: 'Ine-Heslo-Uplne' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: AUTH_MESSAGES.registered });
    expect(await rowByEmail(owner.email)).toEqual(before);
    const [mail] = await mailsTo(t, owner.email);
    expect(mail.text).toContain('už máte účet');
    expect(mail.text).toContain('http://shop.test/forgot-password');
    expect(mail.text).not.toContain(REG_PREFIX);
    expect(await loginToken(t, owner)).toBeTruthy();
  });

  it('re-registering a never-confirmed address keeps only the newest link and password', async () => {
    await register({ name: 'Prvý', email: 'twice@example.sk', password: 'Prve-Heslo-2026' });
    const firstPath = await confirmPath('twice@example.sk');
    await register({ name: 'Druhý', email: 'twice@example.sk', password: 'Druhe-Heslo-2026' });
    const secondPath = await confirmPath('twice@example.sk');
    expect((await t.call('GET', firstPath)).status).toBe(400);
    expect((await t.call('GET', secondPath)).body).toBe('ok');
    expect((await t.call('POST', '/api/users/login', { email: 'twice@example.sk', password: 'Prve-Heslo-2026' })).status).toBe(401);
    const ok = await t.call('POST', '/api/users/login', { email: 'twice@example.sk', password: 'Druhe-Heslo-2026' });
    expect(ok.body.name).toBe('Druhý');
  });
});

describe('GET /api/users/:email/:token (confirmation) and login', () => {
  it('cannot log in before confirming; the link confirms once; then login returns userInfo', async () => {
    await register({ name: 'Ján Potvrdený', email: 'jan@example.sk', password: 'Zelena-Luka-77' });
    const early = await t.call('POST', '/api/users/login', { email: 'jan@example.sk', password: 'Zelena-Luka-77' });
    expect(early.status).toBe(401);
    expect(early.body.message).toBe(AUTH_MESSAGES.notConfirmed);

    const path = await confirmPath('jan@example.sk');
    const first = await t.call('GET', path);
    expect(first.status).toBe(200);
    expect(first.body).toBe('ok');
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    const second = await t.call('GET', path);
    expect(second.status).toBe(400);
    expect(second.body).toBe(AUTH_MESSAGES.registrationLinkInvalid);

    const r = await t.call('POST', '/api/users/login', { email: 'JAN@example.sk ', password: 'Zelena-Luka-77' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(expect.arrayContaining(['_id', 'name', 'email', 'token', 'isAdmin', 'isAssistant']));
    expect(r.body).toMatchObject({
      _id: expect.stringMatching(/^[1-9]\d*$/),
      name: 'Ján Potvrdený',
      email: 'jan@example.sk',
      isAdmin: false,
      isAssistant: false,
    });
  });

  it('refuses a wrong token, a token for another address and an expired link', async () => {
    await register({ name: 'Expirujúci', email: 'late@example.sk', password: 'Zelena-Luka-77' });
    const path = await confirmPath('late@example.sk');
    const token = path.split('/').at(-1)!;
    for (const bad of [
      `/api/users/late%40example.sk/${'A'.repeat(43)}`,
      `/api/users/jan%40example.sk/${token}`,
      `/api/users/nobody%40example.sk/${token}`,
      `/api/users/not-an-email/${token}`,
      '/api/users/late%40example.sk/short',
    ]) {
      const r = await t.call('GET', bad);
      expect(r.status, bad).toBe(400);
      expect(r.body).toBe(AUTH_MESSAGES.registrationLinkInvalid);
    }
    clock.advance(48 * 3600 * 1000 + 1000);
    expect((await t.call('GET', path)).status).toBe(400);
    expect((await rowByEmail('late@example.sk')).isRegistered).toBe(false);
  });

  it('answers wrong password and unknown e-mail alike, and never says "unconfirmed" without the password', async () => {
    const wrong = await t.call('POST', '/api/users/login', { email: admin.email, password: 'nie-je-to-ono' });
    const unknown = await t.call('POST', '/api/users/login', { email: 'ghost@example.sk', password: 'nie-je-to-ono' });
    const unconfirmedWrong = await t.call('POST', '/api/users/login', { email: 'late@example.sk', password: 'nie-je-to-ono' });
    for (const r of [wrong, unknown, unconfirmedWrong]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: 'Nesprávny e-mail alebo heslo.' });
    }
    const missing = await t.call('POST', '/api/users/login', { email: admin.email });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Zadajte heslo.');
  });
});
