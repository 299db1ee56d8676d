import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../db/schema';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { bearer, createAccount, loginToken, mailCount, userCount } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The forms' routes (registration, profile, password reset, contact) answer a refused body with every wrong field
 * at once, `fields` beside the usual `message` (the first problem), so the form marks each field; nothing is stored
 * or mailed. Other routes keep their `{ message }` alone.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHORT = 'Heslo musí mať aspoň 8 znakov.';

describe('a form route refuses with every wrong field', () => {
  it('registration with every field empty names name, e-mail and password, and makes no account', async () => {
    const [before, mails] = [await userCount(t), await mailCount(t)];
    const r = await t.call('POST', '/api/users', { name: '', email: '', password: '' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      message: 'Zadajte meno.',
      fields: { name: 'Zadajte meno.', email: 'Zadajte e-mail.', password: 'Zadajte heslo.' },
    });
    expect([await userCount(t), await mailCount(t)]).toEqual([before, mails]);
  });

  it('the profile names a wrong name and e-mail together and keeps the stored ones', async () => {
    const jana = await createAccount(t, { name: 'Jana Pôvodná' });
    const headers = bearer(await loginToken(t, jana));
    const r = await t.call('PUT', '/api/users/profile', { name: ' ', email: 'jana@', password: 'kratke' }, headers);
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ name: 'Zadajte meno.', email: 'Zadajte platný e-mail.', password: SHORT });
    const [row] = await t.db.select().from(users).where(eq(users.email, jana.email));
    expect(row.name).toBe('Jana Pôvodná');
  });

  it("the profile puts an e-mail another account uses on the e-mail field, and the mismatch on the repetition's", async () => {
    const [jana, peter] = [await createAccount(t), await createAccount(t)];
    const headers = bearer(await loginToken(t, jana));
    const taken = await t.call('PUT', '/api/users/profile', { email: peter.email }, headers);
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: AUTH_MESSAGES.emailTaken, fields: { email: AUTH_MESSAGES.emailTaken } });
    const [row] = await t.db.select().from(users).where(eq(users.id, jana.id));
    expect(row.email).toBe(jana.email);
    const mismatch = await t.call(
      'PUT',
      '/api/users/profile',
      { password: 'Zelene-Lucky-2026', confirmPassword: 'Ine-Lucky-2026' },
      headers,
    );
    expect(mismatch.body).toEqual({ message: AUTH_MESSAGES.passwordMismatch, fields: { confirmPassword: AUTH_MESSAGES.passwordMismatch } });
  });

  it('the reset request names the e-mail; the new password names its fields', async () => {
    const forgot = await t.call('POST', '/api/auth/forgot-password', { email: 'nie-je-email' });
    expect(forgot.status).toBe(400);
    expect(forgot.body.fields).toEqual({ email: 'Zadajte platný e-mail.' });
    const reset = await t.call('POST', '/api/auth/reset-password', { token: 'a'.repeat(43), id: 1, password: '', confirmPassword: 'x' });
    expect(reset.status).toBe(400);
    expect(reset.body.fields).toEqual({ password: 'Zadajte heslo.' });
  });

  it('the contact form names each field by its path in the body and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const r = await t.call('POST', '/api/auth/contact', { contactForm: { name: '', email: 'x', emailMessage: ' ' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      'contactForm.name': 'Zadajte meno.',
      'contactForm.email': 'Zadajte platný e-mail.',
      'contactForm.emailMessage': 'Napíšte správu.',
    });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('an unknown field belongs to no form field: the message names it, `fields` stays out', async () => {
    const r = await t.call('POST', '/api/users', { name: 'Ján', email: 'jan@example.sk', password: 'Zelene-Lucky-2026', isAdmin: true });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('„isAdmin“');
    expect(r.body).not.toHaveProperty('fields');
  });

  it('a route that is not a form keeps its { message } alone', async () => {
    const r = await t.call('POST', '/api/users/login', {});
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'Zadajte e-mail.' });
  });
});
