import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '~/worker/shell-routes';
import { isCurrentLink, isStaffPath, mayOpen, screenOf, screenPath, STAFF_SCREENS, staffAccess, staffHrefs } from './staff-screens';
import { STAFF_LABELS, STAFF_LINKS } from './staff-screen-labels';

const admin = { isAdmin: true, isAssistant: false };
const assistant = { isAdmin: false, isAssistant: true };
const adminFlaggedAssistant = { isAdmin: true, isAssistant: true };
const customer = { isAdmin: false, isAssistant: false };

const ADMIN_MENU = [
  'Prehľad',
  'Používatelia',
  'Produkty',
  'Zľavová akcia',
  'Objednávky',
  'Zľavové kódy',
  'Doprava a poštovné',
  'Audio',
  'Video',
  'Bannery',
  'Recenzie',
  'Odberatelia noviniek',
  'Odchádzajúce e-maily',
];

describe('the staff screens', () => {
  it('list every screen once, each with its own address', () => {
    expect(STAFF_LINKS.map((s) => s.label)).toEqual(ADMIN_MENU);
    expect(STAFF_LINKS.map((s) => s.href)).toEqual(STAFF_SCREENS.map((s) => s.href));
    // One name per screen, none for an address that is no screen.
    expect(Object.keys(STAFF_LABELS).sort()).toEqual(STAFF_SCREENS.map((s) => s.href).sort());
    expect(new Set(STAFF_SCREENS.map((s) => s.href)).size).toBe(STAFF_SCREENS.length);
    for (const s of STAFF_SCREENS) expect(isStaffPath(s.href), s.href).toBe(true);
  });

  it('give an admin every screen and an assistant Audio, Video and Bannery, even when also flagged admin', () => {
    expect(staffHrefs(admin).map((href) => STAFF_LABELS[href])).toEqual(ADMIN_MENU);
    expect(staffHrefs(admin)[0]).toBe('/admin');
    expect(staffHrefs(assistant)).toEqual(['/admin/audio', '/admin/video', '/admin/banner']);
    expect(staffHrefs(adminFlaggedAssistant)).toEqual(staffHrefs(assistant));
  });

  it('give customers and visitors no menu', () => {
    expect(staffHrefs(customer)).toEqual([]);
    expect(staffHrefs(null)).toEqual([]);
    expect(staffHrefs(undefined)).toEqual([]);
  });

  it('open each menu entry for its role (menu and guard never disagree)', () => {
    for (const who of [admin, assistant, customer, adminFlaggedAssistant]) {
      const menu = new Set(staffHrefs(who));
      for (const s of STAFF_SCREENS) expect(mayOpen(who, s.href), `${s.href} ${JSON.stringify(who)}`).toBe(menu.has(s.href));
    }
  });
});

describe('which screen an address belongs to', () => {
  it('finds lists, their pages and edit pages; the overview only at /admin', () => {
    expect(STAFF_LABELS[screenOf('/admin')?.href ?? '']).toBe('Prehľad');
    expect(STAFF_LABELS[screenOf('/admin/')?.href ?? '']).toBe('Prehľad');
    expect(STAFF_LABELS[screenOf('/admin/productlist/2')?.href ?? '']).toBe('Produkty');
    expect(STAFF_LABELS[screenOf('/admin/product/7/edit')?.href ?? '']).toBe('Produkty');
    expect(STAFF_LABELS[screenOf('/admin/user/3/edit')?.href ?? '']).toBe('Používatelia');
    expect(STAFF_LABELS[screenOf('/admin/audio/3/edit')?.href ?? '']).toBe('Audio');
    expect(STAFF_LABELS[screenOf('/admin/banner/1/edit?x=1#y')?.href ?? '']).toBe('Bannery');
    expect(STAFF_LABELS[screenOf('/create-discount/')?.href ?? '']).toBe('Zľavová akcia');
    for (const other of ['/admin/audiobooks', '/admin/nieco', '/administracia', '/admin/userlistx', '/profile'])
      expect(screenOf(other), other).toBeUndefined();
  });

  it('covers every staff shell route of the server', () => {
    for (const r of SHELL_ROUTES.filter((r) => isStaffPath(r.pattern))) {
      const sample = r.pattern.replace(/:[a-z]+/gi, '5');
      expect(screenOf(sample), sample).toBeDefined();
    }
  });

  it('reads an address without query, fragment and trailing slashes', () => {
    expect(screenPath('/admin/reviews/?pageNumber=2#x')).toBe('/admin/reviews');
    expect(screenPath('/')).toBe('/');
    expect(screenPath('/admin//')).toBe('/admin');
  });

  it('marks the current entry: the page, its trailing slash and its sub-pages, Prehľad on /admin only', () => {
    expect(isCurrentLink('/admin/reviews', '/admin/reviews/')).toBe(true);
    expect(isCurrentLink('/admin/productlist', '/admin/productlist/2')).toBe(true);
    expect(isCurrentLink('/admin/productlist', '/admin/product/7/edit')).toBe(true);
    expect(isCurrentLink('/admin/audio', '/admin/audio/3/edit')).toBe(true);
    expect(isCurrentLink('/admin/userlist', '/admin/user/3/edit')).toBe(true);
    expect(isCurrentLink('/admin/video', '/admin/reviews')).toBe(false);
    expect(isCurrentLink('/admin', '/admin')).toBe(true);
    for (const path of [
      '/admin/reviews',
      '/admin/productlist',
      '/admin/product/7/edit',
      '/admin/audio/3/edit',
      '/administracia',
      '/admin/nieco',
    ]) {
      expect(isCurrentLink('/admin', path), path).toBe(false);
    }
    expect(isCurrentLink('/create-discount', '/create-discount/')).toBe(true);
  });
});

describe('who may open a staff screen', () => {
  it('restricts only staff addresses', () => {
    for (const path of ['/', '/profile', '/cart', '/administracia', '/create-discounts', '/order/5']) {
      expect(isStaffPath(path), path).toBe(false);
      expect(mayOpen(null, path), path).toBe(true);
    }
  });

  it('lets assistants into the media screens and their edit pages only', () => {
    for (const path of ['/admin/audio', '/admin/video/3/edit', '/admin/banner?x=1', '/admin/banner/'])
      expect(mayOpen(assistant, path), path).toBe(true);
    for (const path of [
      '/admin',
      '/admin/userlist',
      '/admin/user/1/edit',
      '/admin/productlist/2',
      '/admin/product/1/edit',
      '/admin/orderlist',
      '/admin/discount-codes',
      '/admin/delivery',
      '/admin/reviews',
      '/admin/subscribers',
      '/admin/outbox',
      '/create-discount',
      '/admin/audiobooks',
      '/admin/nieco',
    ]) {
      expect(mayOpen(assistant, path), path).toBe(false);
      expect(mayOpen(adminFlaggedAssistant, path), path).toBe(false);
      expect(mayOpen(admin, path), path).toBe(true);
    }
  });

  it('sends visitors to log in and tells signed-in accounts without the right that they are refused', () => {
    expect(staffAccess(null, '/admin/userlist')).toBe('login');
    expect(staffAccess(null, '/admin/audio')).toBe('login');
    expect(staffAccess(customer, '/admin/audio')).toBe('refused');
    expect(staffAccess(assistant, '/admin/userlist')).toBe('refused');
    expect(staffAccess(assistant, '/create-discount')).toBe('refused');
    expect(staffAccess(assistant, '/admin/video')).toBe('open');
    expect(staffAccess(admin, '/admin/userlist')).toBe('open');
    expect(staffAccess(null, '/profile')).toBe('open');
  });
});
