import { describe, expect, it } from 'vitest';
import { ADMIN_LINKS, ASSISTANT_LINKS } from '../../lib/session';
import { adminMenu, isCurrentLink, joinEmails, normalizePath, pageFromSearch, reviewDate, reviewStatus, reviewsPageHref } from './admin-view';

describe('admin menu by role', () => {
  it('gives assistants only Audio, Video, Bannery, even when also flagged admin', () => {
    expect(adminMenu({ isAdmin: false, isAssistant: true }).map((l) => l.label)).toEqual(['Audio', 'Video', 'Bannery']);
    expect(adminMenu({ isAdmin: true, isAssistant: true })).toEqual(ASSISTANT_LINKS);
  });

  it('gives admins Prehľad first, every header link, Zľavová akcia after Produkty and Recenzie before the subscribers', () => {
    const menu = adminMenu({ isAdmin: true, isAssistant: false });
    expect(menu.filter((l) => !['/admin', '/create-discount', '/admin/reviews'].includes(l.href))).toEqual(ADMIN_LINKS);
    expect(menu.map((l) => l.label)).toEqual([
      'Prehľad',
      'Používatelia',
      'Produkty',
      'Zľavová akcia',
      'Objednávky',
      'Audio',
      'Video',
      'Bannery',
      'Recenzie',
      'Odberatelia noviniek',
      'Odoslané e-maily',
    ]);
    expect(menu[0]).toEqual({ label: 'Prehľad', href: '/admin' });
    expect(menu[3]).toEqual({ label: 'Zľavová akcia', href: '/create-discount' });
  });

  it('gives customers and visitors nothing', () => {
    expect(adminMenu({ isAdmin: false, isAssistant: false })).toEqual([]);
    expect(adminMenu(null)).toEqual([]);
  });
});

describe('current link', () => {
  it('matches the page, its trailing slash and its sub-pages', () => {
    expect(normalizePath('/admin/reviews/')).toBe('/admin/reviews');
    expect(isCurrentLink('/admin/reviews', '/admin/reviews/')).toBe(true);
    expect(isCurrentLink('/admin/productlist', '/admin/productlist/2')).toBe(true);
    expect(isCurrentLink('/admin/productlist', '/admin/product/7/edit')).toBe(true);
    expect(isCurrentLink('/admin/audio', '/admin/audio/3/edit')).toBe(true);
    expect(isCurrentLink('/admin/user', '/admin/userlist')).toBe(false);
    expect(isCurrentLink('/admin/video', '/admin/reviews')).toBe(false);
  });

  it('marks Prehľad on /admin only, never on the sections below it', () => {
    expect(isCurrentLink('/admin', '/admin')).toBe(true);
    expect(isCurrentLink('/admin', '/admin/')).toBe(true);
    for (const path of ['/admin/reviews', '/admin/productlist', '/admin/product/7/edit', '/admin/audio/3/edit', '/administracia']) {
      expect(isCurrentLink('/admin', path)).toBe(false);
    }
    expect(isCurrentLink('/admin/orderlist', '/admin')).toBe(false);
    expect(isCurrentLink('/create-discount', '/create-discount/')).toBe(true);
  });
});

describe('reviews screen', () => {
  it('shows the first 10 characters of createdAt and the status words', () => {
    expect(reviewDate('2026-03-05T10:11:12.000Z')).toBe('2026-03-05');
    expect(reviewDate('2026-03-05 10:11:12')).toBe('2026-03-05');
    expect(reviewStatus(true)).toEqual({ label: 'Schválená', kind: 'ok' });
    expect(reviewStatus(false)).toEqual({ label: 'Neschválená', kind: 'pending' });
  });

  it('reads the page number from the query and builds page links', () => {
    expect(pageFromSearch('?pageNumber=3')).toBe(3);
    for (const bad of ['', '?pageNumber=0', '?pageNumber=abc', '?pageNumber=2.5', '?pageNumber=-1', '?pageNumber=99999999']) {
      expect(pageFromSearch(bad)).toBe(1);
    }
    expect(reviewsPageHref(1)).toBe('/admin/reviews');
    expect(reviewsPageHref(2)).toBe('/admin/reviews?pageNumber=2');
  });
});

describe('subscribers', () => {
  it("joins the addresses with '; '", () => {
    expect(joinEmails([{ email: 'a@example.sk' }, { email: ' b@example.sk ' }, { email: '' }])).toBe('a@example.sk; b@example.sk');
    expect(joinEmails([])).toBe('');
  });
});
