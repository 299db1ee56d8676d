import { scrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { TOKEN_LIFETIMES } from '../../domain/account-rules';
import { AUTH_MESSAGES } from '../../domain/auth-messages';
import type { AuthUser } from '../../deps';
import { httpMailer } from '../../adapters/http-mailer';
import { REDACTED } from '../../adapters/outbox-mailer';
import type { ScryptDerive } from '../../adapters/password-pool-node';
import { createAccount, linkIn, mailsTo } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { confirmRegistration, forgotPassword, login, ownProfile, register, updateProfile } from './accounts';
import { issueOneTimeToken } from './one-time-tokens';
import { setScryptDerive } from './password';
import { deleteUserAsAdmin, updateUserAsAdmin } from './user-admin';

/**
 * The account services called directly, for what the routes cannot provoke on demand: an account deleted while
 * its own request runs, two requests racing for one e-mail address, and the work done for an unknown address.
 * Every test makes its own accounts and reads back what the database holds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const asCaller = async (id: number): Promise<AuthUser> => {
  const { passwordHash: _hash, ...user } = await stored(id);
  return user;
};
/** The error a promise rejects with (the test fails if it resolves). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    (v) => expect.fail(`expected a refusal, got ${JSON.stringify(v)}`),
    (err: unknown) => err,
  );

describe('login', () => {
  it('runs the attempted password through scrypt even for an unknown e-mail, as for a wrong password', async () => {
    const derived: string[] = [];
    const recording: ScryptDerive = (password, salt, keylen, options) => {
      derived.push(password);
      return new Promise((ok, fail) => scrypt(password, salt, keylen, options, (err, key) => (err ? fail(err) : ok(key))));
    };
    const known = await createAccount(t);
    setScryptDerive(recording);
    try {
      expect(await refusal(login(t.deps, 'nobody-here@example.sk', 'Hadane-Heslo-1'))).toMatchObject({
        kind: 'unauthorized',
        message: AUTH_MESSAGES.badCredentials,
      });
      expect(derived).toContain('Hadane-Heslo-1');
      expect(await refusal(login(t.deps, known.email, 'Hadane-Heslo-2'))).toMatchObject({
        kind: 'unauthorized',
        message: AUTH_MESSAGES.badCredentials,
      });
      expect(derived).toContain('Hadane-Heslo-2');
    } finally {
      setScryptDerive(undefined);
    }
  });
});

describe('registration', () => {
  it('re-registering a never-confirmed address greets the newest name in the new link’s mail', async () => {
    await register(t.deps, { name: 'Prvé Meno', email: 'greeting@example.sk', password: 'Prve-Heslo-2026' });
    await register(t.deps, { name: 'Druhé Meno', email: 'greeting@example.sk', password: 'Druhe-Heslo-2026' });
    const [newest, first] = await mailsTo(t, 'greeting@example.sk');
    expect(first.text).toMatch(/^Dobrý deň, Prvé Meno,/);
    expect(newest.text).toMatch(/^Dobrý deň, Druhé Meno,/);
  });

  it('confirming with one link spends the account’s other registration links', async () => {
    const pending = await createAccount(t, { confirmed: false });
    const one = await issueOneTimeToken(t.deps, pending.id, 'register', TOKEN_LIFETIMES.registerMs);
    const other = await issueOneTimeToken(t.deps, pending.id, 'register', TOKEN_LIFETIMES.registerMs);
    expect(await confirmRegistration(t.deps, pending.email, one)).toBe(true);
    expect((await stored(pending.id)).isRegistered).toBe(true);
    expect(await confirmRegistration(t.deps, pending.email, other)).toBe(false);
  });
});

describe('account mails through the production mailer', () => {
  it('deliver the registration and reset links, say how long they last, and the staff copy has the secrets blanked out', async () => {
    const delivered: { to: string; text: string }[] = [];
    const mailApi = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      delivered.push(JSON.parse(String(init!.body)));
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const mailer = httpMailer(t.db, t.store, t.deps.log, {
      apiUrl: 'https://mail-api.test/send',
      apiKey: 'test-key',
      from: 'eshop@prud.test',
      fetch: mailApi,
    });
    const deps = { ...t.deps, mailer };
    await register(deps, { name: 'Tajná Linka', email: 'secret.links@example.sk', password: 'Tajne-Heslo-2026' });
    await forgotPassword(deps, 'secret.links@example.sk');
    const [registration, reset] = delivered;
    expect(registration.text).toContain('platí 48 hodín');
    expect(reset.text).toContain('platí 60 minút');
    const registrationToken = linkIn(registration.text, 'http://shop.test/registerLink/').split('/').at(-1)!;
    const resetToken = linkIn(reset.text, 'http://shop.test/reset-password/').split('/')[4];
    expect([registrationToken, resetToken].every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    const [resetCopy, registrationCopy] = await mailsTo(t, 'secret.links@example.sk');
    expect(registrationCopy.text).not.toContain(registrationToken);
    expect(registrationCopy.text).toContain(REDACTED);
    expect(resetCopy.text).not.toContain(resetToken);
    expect(resetCopy.text).toContain(REDACTED);
  });
});

describe('an account deleted while its own request runs', () => {
  it('gets 401 "token failed" for its profile, and for a change of name or password; nothing comes back', async () => {
    const gone = await createAccount(t);
    const caller = await asCaller(gone.id);
    const admin = await asCaller((await createAccount(t, { role: 'admin' })).id);
    await deleteUserAsAdmin(t.deps, admin, gone.id);
    for (const attempt of [
      ownProfile(t.deps, caller),
      updateProfile(t.deps, caller, { name: 'Duch' }),
      updateProfile(t.deps, caller, { password: 'Heslo-Ducha-2026' }),
    ]) {
      expect(await refusal(attempt)).toMatchObject({ kind: 'unauthorized', message: AUTH_MESSAGES.tokenFailed });
    }
    expect(await stored(gone.id)).toBeUndefined();
  });
});

describe('two accounts moving to one e-mail address at the same instant', () => {
  it('through their own profiles: one gets the address, the other a 400 "e-mail taken" and keeps its own', async () => {
    const [a, b] = [await createAccount(t), await createAccount(t)];
    const target = `spolocna-${a.id}@example.sk`;
    const [callerA, callerB] = [await asCaller(a.id), await asCaller(b.id)];
    const [ra, rb] = await Promise.allSettled([
      updateProfile(t.deps, callerA, { email: target }),
      updateProfile(t.deps, callerB, { email: target }),
    ]);
    const outcomes = [ra, rb].map((r) => (r.status === 'fulfilled' ? r.value.email : r.reason));
    expect(outcomes.filter((o) => o === target)).toHaveLength(1);
    // Marked on the profile form's e-mail field, as the check before the write marks it.
    expect(outcomes.find((o) => o !== target)).toMatchObject({
      kind: 'invalid',
      message: AUTH_MESSAGES.emailTaken,
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
    const emails = [(await stored(a.id)).email, (await stored(b.id)).email].sort();
    expect(emails).toEqual([target, ra.status === 'fulfilled' ? b.email : a.email].sort());
  });

  it('through the admin’s edit: one gets the address, the other a 400 "e-mail taken" and keeps its own', async () => {
    const admin = await asCaller((await createAccount(t, { role: 'admin' })).id);
    const [a, b] = [await createAccount(t), await createAccount(t)];
    const target = `spolocna-admin-${a.id}@example.sk`;
    const [ra, rb] = await Promise.allSettled([
      updateUserAsAdmin(t.deps, admin, a.id, { email: target }),
      updateUserAsAdmin(t.deps, admin, b.id, { email: target }),
    ]);
    const outcomes = [ra, rb].map((r) => (r.status === 'fulfilled' ? r.value.email : r.reason));
    expect(outcomes.filter((o) => o === target)).toHaveLength(1);
    expect(outcomes.find((o) => o !== target)).toMatchObject({ kind: 'invalid', message: AUTH_MESSAGES.emailTaken });
    const emails = [(await stored(a.id)).email, (await stored(b.id)).email].sort();
    expect(emails).toEqual([target, ra.status === 'fulfilled' ? b.email : a.email].sort());
  });
});

describe('the admin’s edit', () => {
  it('with no fields changes nothing and answers the account as it is', async () => {
    const admin = await asCaller((await createAccount(t, { role: 'admin' })).id);
    const target = await createAccount(t, { isSubscribed: true });
    const before = await stored(target.id);
    expect(await updateUserAsAdmin(t.deps, admin, target.id, {})).toMatchObject({
      _id: String(target.id),
      name: target.name,
      email: target.email,
      isSubscribed: true,
    });
    expect(await stored(target.id)).toEqual(before);
  });

  it('of an account that does not exist is 404, whatever it would change', async () => {
    const admin = await asCaller((await createAccount(t, { role: 'admin' })).id);
    const missing = admin.id + 10_000;
    for (const change of [{ name: 'Nikto' }, { email: `nikto-${missing}@example.sk` }, { isSubscribed: true }]) {
      expect(await refusal(updateUserAsAdmin(t.deps, admin, missing, change)), JSON.stringify(change)).toMatchObject({
        kind: 'notFound',
        message: AUTH_MESSAGES.userNotFound,
      });
    }
  });

  it('passes on a database refusal other than a duplicate address, rather than calling it "e-mail taken"', async () => {
    const admin = await asCaller((await createAccount(t, { role: 'admin' })).id);
    const target = await createAccount(t);
    const err = await refusal(updateUserAsAdmin(t.deps, admin, target.id, { name: null as unknown as string }));
    expect(String(err) + String((err as Error).cause)).toMatch(/NOT NULL constraint failed/);
    expect((await stored(target.id)).name).toBe(target.name);
  });
});
