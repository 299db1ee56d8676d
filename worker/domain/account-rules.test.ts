import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULE_MESSAGES,
  adminUserUpdateSchema,
  emailSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  normalizeEmail,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  safeRedirectPath,
  sameSitePath,
  subscriptionChange,
} from './account-rules';
import { redirectQuery } from './account-basics';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { googleSignInErrorMessage, GOOGLE_SIGN_IN_ERRORS, kindForProviderError } from './google-sign-in-errors';
import { forgotPasswordPageUrl, loginPageUrl, registrationLink, resetPasswordLink } from './account-links';
import { refusalOf } from '../test-support/schemas';

const good = 'Zelený-strom-77';

describe('account input rules', () => {
  it('normalises e-mails and refuses malformed ones in Slovak', () => {
    expect(emailSchema.parse('  Jana.Novak@Example.SK ')).toBe('jana.novak@example.sk');
    expect(refusalOf(emailSchema.safeParse('jana@'))).toBe('Zadajte platný e-mail.');
    expect(refusalOf(emailSchema.safeParse(''))).toBe('Zadajte e-mail.');
    expect(refusalOf(emailSchema.safeParse(undefined))).toBe('Zadajte e-mail.');
  });

  it('asks for 8+ characters, at most 128, and nothing from the common list', () => {
    expect(newPasswordSchema.safeParse('Modre-Nebo-2026').success).toBe(true);
    expect(refusalOf(newPasswordSchema.safeParse('1234567'))).toMatch(/aspoň 8/);
    expect(refusalOf(newPasswordSchema.safeParse('QWERTY123'))).toMatch(/príliš bežné/);
    expect(refusalOf(newPasswordSchema.safeParse('heslo1234'))).toMatch(/príliš bežné/);
    expect(refusalOf(newPasswordSchema.safeParse('x'.repeat(129)))).toMatch(/najviac 128/);
  });

  it('ships a list of about 200 common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(190);
    expect(COMMON_PASSWORDS.size).toBeLessThanOrEqual(260);
    expect(isCommonPassword(' Password123 ')).toBe(true);
    expect(isCommonPassword('Zelena-Luka-77')).toBe(false);
  });

  it('refuses fields nobody may set (roles on registration), naming them', () => {
    expect(registerSchema.parse({ name: 'A', email: 'a@b.sk', password: 'Modre-Nebo-2026', origURL: 'https://x.sk' })).toEqual({
      name: 'A',
      email: 'a@b.sk',
      password: 'Modre-Nebo-2026',
    });
    const r = registerSchema.safeParse({ name: 'A', email: 'a@b.sk', password: 'Modre-Nebo-2026', isAdmin: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Neznáme pole „isAdmin“. Pošlite len polia, ktoré táto požiadavka pozná.');
  });

  it('accepts the user GET shape on the admin edit and drops what it does not read', () => {
    const r = adminUserUpdateSchema.parse({
      _id: '7',
      name: 'A',
      email: 'a@b.sk',
      isAdmin: true,
      isRegistered: true,
      hasGoogle: false,
      createdAt: 'x',
    });
    expect(r).toEqual({ name: 'A', email: 'a@b.sk', isAdmin: true });
  });

  it('treats an empty profile password as "unchanged" and checks the confirmation', () => {
    expect(profileSchema.parse({ name: 'A', email: 'a@b.sk', password: '' }).password).toBeUndefined();
    expect(refusalOf(profileSchema.safeParse({ name: 'A', email: 'a@b.sk', password: 'Modre-Nebo-2026', confirmPassword: 'x' }))).toBe(
      'Heslá sa nezhodujú',
    );
    expect(
      refusalOf(resetPasswordSchema.safeParse({ token: 'A'.repeat(43), id: '5', password: 'Modre-Nebo-2026', confirmPassword: 'y' })),
    ).toBe('Heslá sa nezhodujú');
    expect(
      resetPasswordSchema.parse({ token: 'A'.repeat(43), id: '5', password: 'Modre-Nebo-2026', confirmPassword: 'Modre-Nebo-2026' }).id,
    ).toBe(5);
  });

  it('remembers who opted out of the newsletter', () => {
    const on = { isSubscribed: true, isUnsubscribed: false };
    expect(subscriptionChange(on, false)).toEqual({ isSubscribed: false, isUnsubscribed: true });
    expect(subscriptionChange({ isSubscribed: false, isUnsubscribed: true }, true)).toEqual(on);
    expect(subscriptionChange(on, undefined)).toEqual(on);
    expect(subscriptionChange(on, true)).toEqual(on);
  });

  it('only redirects to paths on this site', () => {
    expect(safeRedirectPath('/cart')).toBe('/cart');
    expect(safeRedirectPath('/search/život?x=1')).toBe('/search/život?x=1');
    for (const bad of [
      undefined,
      '',
      'cart',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a\nb',
      '/a\\b',
      `/${'x'.repeat(600)}`,
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBe('/');
    }
    const longest = `/${'a'.repeat(499)}`;
    expect(safeRedirectPath(longest)).toBe(longest);
    expect(safeRedirectPath(`${longest}b`)).toBe('/');
    expect(safeRedirectPath('/cart\\')).toBe('/');
  });

  it('normalises an e-mail by trimming and lower-casing it only', () => {
    expect(normalizeEmail('  Jana.Nova@Example.SK \n')).toBe('jana.nova@example.sk');
  });

  it('changes the password on the profile only when both fields agree; an empty field keeps it', () => {
    expect(profileSchema.parse({ password: '', confirmPassword: '' })).toEqual({ confirmPassword: '' });
    expect(profileSchema.parse({ password: null })).toEqual({});
    expect(profileSchema.parse({ password: good })).toEqual({ password: good });
    expect(profileSchema.parse({ confirmPassword: good })).toEqual({ confirmPassword: good });
    expect(profileSchema.parse({ password: good, confirmPassword: good })).toEqual({ password: good, confirmPassword: good });
    expect(refusalOf(profileSchema.safeParse({ password: good, confirmPassword: `${good}!` }))).toBe('Heslá sa nezhodujú');
  });
});

describe('account links', () => {
  it('follow the spec route shapes and encode e-mail and name', () => {
    expect(registrationLink('https://prud.sk/', 'a+b@x.sk', 'TOKEN')).toBe('https://prud.sk/registerLink/a%2Bb%40x.sk/TOKEN');
    expect(resetPasswordLink('https://prud.sk', { token: 'T', name: 'Ján / Nový', email: 'j@x.sk', id: 7 })).toBe(
      'https://prud.sk/reset-password/T/J%C3%A1n%20%2F%20Nov%C3%BD/j%40x.sk/7/v1',
    );
    expect(loginPageUrl('https://prud.sk//')).toBe('https://prud.sk/login');
    expect(forgotPasswordPageUrl('https://prud.sk')).toBe('https://prud.sk/forgot-password');
  });

  it('carry the way back as ?redirect= after the spec route, and only a same-site path', () => {
    expect(registrationLink('https://prud.sk', 'a@x.sk', 'TOKEN', '/shipping')).toBe(
      'https://prud.sk/registerLink/a%40x.sk/TOKEN?redirect=/shipping',
    );
    expect(resetPasswordLink('https://prud.sk', { token: 'T', name: 'J', email: 'j@x.sk', id: 7, redirect: '/search/život?a=1&b=2' })).toBe(
      'https://prud.sk/reset-password/T/J/j%40x.sk/7/v1?redirect=/search/%C5%BEivot%3Fa%3D1%26b%3D2',
    );
    expect(loginPageUrl('https://prud.sk', '/shipping')).toBe('https://prud.sk/login?redirect=/shipping');
    expect(forgotPasswordPageUrl('https://prud.sk', '/shipping')).toBe('https://prud.sk/forgot-password?redirect=/shipping');
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', '', null, undefined]) {
      expect(registrationLink('https://prud.sk', 'a@x.sk', 'TOKEN', bad), String(bad)).toBe('https://prud.sk/registerLink/a%40x.sk/TOKEN');
      expect(loginPageUrl('https://prud.sk', bad), String(bad)).toBe('https://prud.sk/login');
    }
  });
});

describe('the one redirect rule (sameSitePath) and the bodies that carry a redirect', () => {
  it('keeps a same-site path as it is and refuses everything else with null', () => {
    for (const ok of ['/', '/shipping', '/search/život?x=1#y', `/${'a'.repeat(499)}`]) expect(sameSitePath(ok)).toBe(ok);
    for (const bad of [
      undefined,
      null,
      '',
      'shipping',
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/a\tb',
      '/a\\b',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(sameSitePath(bad), String(bad)).toBeNull();
    }
  });

  it('writes ?redirect= with readable slashes and everything else that could end the parameter encoded', () => {
    expect(redirectQuery('/shipping')).toBe('?redirect=/shipping');
    expect(redirectQuery('/a?b=1&c=2#d')).toBe('?redirect=/a%3Fb%3D1%26c%3D2%23d');
    expect(new URLSearchParams(redirectQuery('/a?b=1&c=2#d')).get('redirect')).toBe('/a?b=1&c=2#d');
    expect(redirectQuery(null)).toBe('');
    expect(redirectQuery('//evil.com')).toBe('');
  });

  it('registration and forgotten password take an optional same-site redirect and refuse any other', () => {
    const reg = { name: 'A', email: 'a@b.sk', password: 'Modre-Nebo-2026' };
    expect(registerSchema.parse({ ...reg, redirect: '/shipping' })).toEqual({ ...reg, redirect: '/shipping' });
    expect(registerSchema.parse(reg)).toEqual(reg);
    expect(forgotPasswordSchema.parse({ email: 'a@b.sk', redirect: '/shipping' })).toEqual({ email: 'a@b.sk', redirect: '/shipping' });
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', '', 'shipping', 5, null]) {
      expect(refusalOf(registerSchema.safeParse({ ...reg, redirect: bad })), String(bad)).toBe(ACCOUNT_RULE_MESSAGES.redirectOffSite);
      expect(refusalOf(forgotPasswordSchema.safeParse({ email: 'a@b.sk', redirect: bad })), String(bad)).toBe(
        ACCOUNT_RULE_MESSAGES.redirectOffSite,
      );
    }
  });
});

describe('Google sign-in error kinds', () => {
  it('maps provider codes and has a Slovak sentence for every kind the spec lists', () => {
    expect(kindForProviderError('access_denied')).toBe('popup-closed-by-user');
    expect(kindForProviderError('invalid_client')).toBe('invalid-api-key');
    expect(kindForProviderError('redirect_uri_mismatch')).toBe('unauthorized-domain');
    expect(kindForProviderError('something_new')).toBe('internal-error');
    for (const kind of [
      'popup-blocked',
      'popup-closed-by-user',
      'cancelled-popup-request',
      'unauthorized-domain',
      'network-request-failed',
      'web-storage-unsupported',
      'invalid-api-key',
      'internal-error',
    ]) {
      expect(GOOGLE_SIGN_IN_ERRORS).toHaveProperty(kind);
    }
    expect(googleSignInErrorMessage('toString')).toBe(GOOGLE_SIGN_IN_ERRORS['internal-error']);
    expect(googleSignInErrorMessage('popup-blocked')).toMatch(/zablokoval/);
  });

  it.each([
    ['access_denied', 'popup-closed-by-user'],
    ['consent_required', 'popup-closed-by-user'],
    ['interaction_required', 'popup-closed-by-user'],
    ['login_required', 'popup-closed-by-user'],
    ['account_selection_required', 'popup-closed-by-user'],
    ['invalid_client', 'invalid-api-key'],
    ['unauthorized_client', 'invalid-api-key'],
    ['redirect_uri_mismatch', 'unauthorized-domain'],
    ['temporarily_unavailable', 'network-request-failed'],
    ['server_error', 'internal-error'],
    ['', 'internal-error'],
    [null, 'internal-error'],
    [undefined, 'internal-error'],
  ])('the provider error %j reads as %s', (code, kind) => {
    expect(kindForProviderError(code)).toBe(kind);
  });

  it('gives each kind its sentence and unknown kinds the generic one', () => {
    expect(googleSignInErrorMessage('popup-closed-by-user')).toBe('Prihlásenie cez Google ste zrušili.');
    expect(googleSignInErrorMessage('email-not-verified')).toBe(GOOGLE_SIGN_IN_ERRORS['email-not-verified']);
    for (const kind of ['x', '', null, undefined]) expect(googleSignInErrorMessage(kind)).toBe(GOOGLE_SIGN_IN_ERRORS['internal-error']);
  });
});
