import { describe, expect, it } from 'vitest';
import {
  confirmApiPath,
  googleAtBuild,
  handedOnTarget,
  landingAfterLogin,
  linkify,
  loginTarget,
  mayOpen,
  parseResetPath,
  requestedTarget,
} from './account';
import { accountPageUrl, googleStartUrl, loginUrlFor } from './paths';
import { formatDate } from './format';
import { formatEuros } from '~/worker/domain/money';
import { parseUserInfo, staffRole } from './session';

describe('loginTarget', () => {
  it.each([
    ['', '/login', '/'],
    ['?redirect=/cart', '/login', '/cart'],
    ['?redirect=/shipping', '/login', '/shipping'],
    ['?redirect=/admin/outbox', '/login', '/admin/outbox'],
    ['?redirect=/search/%C5%BEivot', '/login', '/search/život'],
    ['?redirect=https://evil.example', '/login', '/'],
    ['?redirect=//evil.example', '/login', '/'],
    ['?redirect=/\\evil.example', '/login', '/'],
    ['?redirect=javascript:alert(1)', '/login', '/'],
    ['?redirect=profile', '/login', '/profile'],
    ['?redirect=/profile', '/login', '/profile'],
    ['?redirect=/login/profile', '/login', '/profile'],
    ['', '/login/profile', '/profile'],
    ['', '/login/profile/', '/profile'],
    ['?redirect=/login', '/login', '/'],
    ['?redirect=/register', '/login', '/'],
    ['?redirect=/reset-password/a/b/c/1/v1', '/login', '/'],
  ])('%s on %s → %s', (search, pathname, expected) => {
    expect(loginTarget(search, pathname)).toBe(expected);
  });

  it('builds login links that come back', () => {
    expect(loginUrlFor('/profile')).toBe('/login?redirect=/profile');
    expect(loginTarget(new URL(loginUrlFor('/admin/outbox?x=1'), 'http://x').search)).toBe('/admin/outbox?x=1');
  });
});

describe('the way back through the account pages', () => {
  const customer = { isAdmin: false, isAssistant: false };
  const assistant = { isAdmin: false, isAssistant: true };
  const admin = { isAdmin: true, isAssistant: false };

  it('tells an address that asks for nothing (null) from one that asks for a page', () => {
    expect(requestedTarget('', '/login')).toBeNull();
    expect(requestedTarget('?redirect=', '/login')).toBeNull();
    expect(requestedTarget('?redirect=/shipping', '/register')).toBe('/shipping');
    expect(requestedTarget('?redirect=/shipping', '/reset-password/t/n/e/1/v1')).toBe('/shipping');
    expect(requestedTarget('?redirect=/', '/login')).toBe('/');
    expect(requestedTarget('', '/login/profile')).toBe('/profile');
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', '/login', '/register?redirect=/x']) {
      expect(requestedTarget(`?redirect=${encodeURIComponent(bad)}`, '/login'), bad).toBeNull();
    }
  });

  it('lands staff who asked for nothing on their first staff screen, everybody on the page asked for', () => {
    expect(landingAfterLogin(admin, '', '/login')).toBe('/admin');
    expect(landingAfterLogin(assistant, '', '/login')).toBe('/admin/audio');
    expect(landingAfterLogin({ isAdmin: true, isAssistant: true }, '', '/login')).toBe('/admin/audio');
    expect(landingAfterLogin(customer, '', '/login')).toBe('/');
    expect(landingAfterLogin(null, '', '/login')).toBe('/');
    // An unsafe target counts as none: the admin still lands on /admin, not off the site.
    expect(landingAfterLogin(admin, '?redirect=//evil.com', '/login')).toBe('/admin');
    for (const who of [admin, assistant, customer]) {
      expect(landingAfterLogin(who, '?redirect=/shipping', '/login')).toBe('/shipping');
      expect(landingAfterLogin(who, '', '/login/profile')).toBe('/profile');
    }
  });

  it('links the account pages to each other with the target, and without one when there is none', () => {
    expect(accountPageUrl('/register', '/shipping')).toBe('/register?redirect=/shipping');
    expect(accountPageUrl('/forgot-password', '/shipping')).toBe('/forgot-password?redirect=/shipping');
    expect(accountPageUrl('/login', '/search/a&b')).toBe('/login?redirect=/search/a%26b');
    expect(requestedTarget(new URL(accountPageUrl('/login', '/search/a&b'), 'http://x').search)).toBe('/search/a&b');
    expect(accountPageUrl('/register', null)).toBe('/register');
    expect(accountPageUrl('/login', '//evil.com')).toBe('/login');
    expect(googleStartUrl('/shipping')).toBe('/api/auth/google/start?redirect=%2Fshipping');
    expect(googleStartUrl(null)).toBe('/api/auth/google/start');
  });
});

describe('mayOpen', () => {
  const customer = { isAdmin: false, isAssistant: false };
  const assistant = { isAdmin: false, isAssistant: true };
  const admin = { isAdmin: true, isAssistant: false };
  it('keeps /admin for staff and the media pages for assistants', () => {
    expect(mayOpen(null, '/profile')).toBe(true);
    expect(mayOpen(null, '/admin/outbox')).toBe(false);
    expect(mayOpen(customer, '/admin/audio')).toBe(false);
    expect(mayOpen(assistant, '/admin/audio')).toBe(true);
    expect(mayOpen(assistant, '/admin/video/3/edit')).toBe(true);
    expect(mayOpen(assistant, '/admin/outbox')).toBe(false);
    expect(mayOpen(assistant, '/admin/audiobooks')).toBe(false);
    expect(mayOpen(admin, '/admin/outbox')).toBe(true);
    // An admin marked as assistant is restricted like an assistant (the server agrees).
    expect(mayOpen({ isAdmin: true, isAssistant: true }, '/admin/outbox')).toBe(false);
    expect(mayOpen({ isAdmin: true, isAssistant: true }, '/admin/banner')).toBe(true);
  });

  it('keeps the shop-wide discount for admins (it lives outside /admin)', () => {
    expect(mayOpen(null, '/create-discount')).toBe(false);
    expect(mayOpen(customer, '/create-discount')).toBe(false);
    expect(mayOpen(assistant, '/create-discount')).toBe(false);
    expect(mayOpen(admin, '/create-discount')).toBe(true);
    expect(mayOpen(null, '/create-discounts')).toBe(true);
  });
});

describe('googleAtBuild', () => {
  it('guesses Google is on only when the build has both the client id and its secret', () => {
    expect(googleAtBuild({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 's3cret' })).toBe(true);
    expect(googleAtBuild({ GOOGLE_CLIENT_ID: 'id.apps' })).toBe(false);
    expect(googleAtBuild({ GOOGLE_CLIENT_SECRET: 's3cret' })).toBe(false);
    expect(googleAtBuild({ GOOGLE_CLIENT_ID: '  ', GOOGLE_CLIENT_SECRET: 's3cret' })).toBe(false);
    expect(googleAtBuild({})).toBe(false);
  });
});

describe('staff menus', () => {
  it('gives admins everything and assistants the media pages (assistant wins)', () => {
    expect(staffRole(null)).toBeNull();
    expect(staffRole({ isAdmin: false, isAssistant: false })).toBeNull();
    expect(staffRole({ isAdmin: true, isAssistant: false })).toBe('admin');
    expect(staffRole({ isAdmin: false, isAssistant: true })).toBe('assistant');
    expect(staffRole({ isAdmin: true, isAssistant: true })).toBe('assistant');
  });
});

describe('parseUserInfo', () => {
  it('accepts a login answer and refuses anything else', () => {
    const u = { _id: '1', name: 'Jana', email: 'j@x.sk', isAdmin: false, isAssistant: false, token: 't' };
    expect(parseUserInfo(JSON.stringify(u))).toEqual(u);
    expect(parseUserInfo(null)).toBeNull();
    expect(parseUserInfo('')).toBeNull();
    expect(parseUserInfo('{broken')).toBeNull();
    expect(parseUserInfo('"text"')).toBeNull();
    expect(parseUserInfo(JSON.stringify({ ...u, token: '' }))).toBeNull();
    expect(parseUserInfo(JSON.stringify({ ...u, isAdmin: 'yes' }))?.isAdmin).toBe(false);
    expect(parseUserInfo(JSON.stringify({ _id: 1, token: 'x' }))).toMatchObject({ name: '', email: '', isAdmin: false });
  });

  it('reads the id as text, also from a session stored when ids were numbers', () => {
    expect(parseUserInfo(JSON.stringify({ _id: 7, token: 'x' }))?._id).toBe('7');
    expect(parseUserInfo(JSON.stringify({ _id: '7', token: 'x' }))?._id).toBe('7');
    expect(parseUserInfo(JSON.stringify({ token: 'x' }))?._id).toBe('');
  });
});

describe('mailed links', () => {
  it('turns /registerLink/{email}/{token} into the confirmation call', () => {
    expect(confirmApiPath('/registerLink/maria.nova%2Btest%40example.sk/abcDEF_123-x')).toBe(
      '/api/users/maria.nova%2Btest%40example.sk/abcDEF_123-x',
    );
    expect(confirmApiPath('/registerLink/a%40b.sk/tok/')).toBe('/api/users/a%40b.sk/tok');
    expect(confirmApiPath('/registerLink')).toBeNull();
    expect(confirmApiPath('/registerLink/')).toBeNull();
    expect(confirmApiPath('/registerLink/%E0%A4%A/tok')).toBeNull();
  });

  it('reads the reset link', () => {
    expect(parseResetPath('/reset-password/tok_en-1/M%C3%A1ria%20Nov%C3%A1/m%40x.sk/42/v1')).toEqual({
      token: 'tok_en-1',
      name: 'Mária Nová',
      email: 'm@x.sk',
      id: '42',
    });
    expect(parseResetPath('/reset-password/tok/name/m%40x.sk/abc/v1')).toBeNull();
    expect(parseResetPath('/reset-password/tok/name/m%40x.sk/42')).toBeNull();
  });
});

describe('formatting', () => {
  it('shows dates and money the Slovak way', () => {
    expect(formatDate('2026-03-05T12:30:00.000Z')).toBe('5. 3. 2026');
    expect(formatDate('2026-03-05 23:30:00')).toBe('6. 3. 2026');
    expect(formatDate(null)).toBe('');
    expect(formatEuros(45.99)).toMatch(/^45,99\s€$/);
  });

  it('splits mail text into text and links', () => {
    expect(linkify('Otvorte http://127.0.0.1:4321/registerLink/a%40b.sk/x_1.\nĎakujeme')).toEqual([
      { text: 'Otvorte ' },
      { href: 'http://127.0.0.1:4321/registerLink/a%40b.sk/x_1' },
      { text: '.\nĎakujeme' },
    ]);
    expect(linkify('bez linky')).toEqual([{ text: 'bez linky' }]);
    expect(linkify('javascript:alert(1) a https://prud.sk')).toEqual([{ text: 'javascript:alert(1) a ' }, { href: 'https://prud.sk' }]);
  });
});

describe('handedOnTarget', () => {
  const here = (search: string) => ({ search, pathname: '/forgot-password', origin: 'https://prud.sk' });
  it("is the page's own redirect, else the login page's it was opened from (a link followed before hydration)", () => {
    expect(handedOnTarget(here('?redirect=/shipping'), 'https://prud.sk/login?redirect=/cart')).toBe('/shipping');
    expect(handedOnTarget(here(''), 'https://prud.sk/login?redirect=/shipping')).toBe('/shipping');
    expect(handedOnTarget(here(''), 'https://prud.sk/login/?redirect=%2Fshipping')).toBe('/shipping');
  });

  it('takes nothing from another site, another page, a bad redirect or no referrer', () => {
    expect(handedOnTarget(here(''), 'https://evil.example/login?redirect=/shipping')).toBeNull();
    expect(handedOnTarget(here(''), 'https://prud.sk/cart?redirect=/shipping')).toBeNull();
    expect(handedOnTarget(here(''), 'https://prud.sk/login?redirect=https://evil.example/')).toBeNull();
    expect(handedOnTarget(here(''), '')).toBeNull();
    expect(handedOnTarget(here(''), 'nie adresa')).toBeNull();
  });
});
