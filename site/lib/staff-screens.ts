/**
 * The staff screens and which role opens which: the one list behind the header's Admin menu
 * (site/components/Header.astro, site/lib/header-account.ts), the admin frame's menu and its guard
 * (site/features/admin/AdminLayout.astro, admin-frame.ts, ui.tsx useAdminAccess) and the login page's check
 * (site/lib/account.ts re-exports `mayOpen`). The role itself comes from worker/domain/roles.ts, the rule the
 * server's guards use; the server refuses the API calls behind a screen the same way (requireStaff, requireAdmin).
 */
import { staffRole, type RoleFlags, type StaffRole } from '~/worker/domain/roles';

export interface MenuLink {
  label: string;
  href: string;
}

export interface StaffScreen extends MenuLink {
  /** Who may open it (and sees it in the menus). */
  roles: readonly StaffRole[];
  /** Other addresses of the same screen's pages (`/admin/product` → `/admin/product/7/edit`). */
  pages?: readonly string[];
  /** Only this very address (the overview `/admin` is not the parent of the other screens). */
  exact?: true;
}

const ADMINS: readonly StaffRole[] = ['admin'];
const STAFF: readonly StaffRole[] = ['admin', 'assistant'];

/** Every staff screen, in menu order. An address under /admin that is none of these is for admins. */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  { label: 'Prehľad', href: '/admin', roles: ADMINS, exact: true },
  { label: 'Používatelia', href: '/admin/userlist', roles: ADMINS, pages: ['/admin/user'] },
  { label: 'Produkty', href: '/admin/productlist', roles: ADMINS, pages: ['/admin/product'] },
  { label: 'Zľavová akcia', href: '/create-discount', roles: ADMINS },
  { label: 'Objednávky', href: '/admin/orderlist', roles: ADMINS },
  { label: 'Audio', href: '/admin/audio', roles: STAFF },
  { label: 'Video', href: '/admin/video', roles: STAFF },
  { label: 'Bannery', href: '/admin/banner', roles: STAFF },
  { label: 'Recenzie', href: '/admin/reviews', roles: ADMINS },
  { label: 'Odberatelia noviniek', href: '/admin/subscribers', roles: ADMINS },
  { label: 'Odoslané e-maily', href: '/admin/outbox', roles: ADMINS },
];

/** The address without query, fragment and trailing slashes (`/admin/reviews/?x` → `/admin/reviews`). */
export function screenPath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** Staff screens: everything under /admin, and the shop-wide discount (the spec's /create-discount). */
export function isStaffPath(path: string): boolean {
  return /^\/(?:admin|create-discount)(?:\/|$)/.test(screenPath(path));
}

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The screen `path` belongs to (its list, edit or page address), or undefined. */
export function screenOf(path: string): StaffScreen | undefined {
  const p = screenPath(path);
  return STAFF_SCREENS.find((s) => (s.exact ? p === s.href : within(p, s.href) || (s.pages ?? []).some((base) => within(p, base))));
}

/** The screens `user` may open, in menu order (none for customers and visitors). */
export function staffMenu(user: RoleFlags | null | undefined): MenuLink[] {
  const role = staffRole(user);
  if (!role) return [];
  return STAFF_SCREENS.filter((s) => s.roles.includes(role)).map(({ label, href }) => ({ label, href }));
}

/** Whether `user` may open `path` (only staff screens are restricted). */
export function mayOpen(user: RoleFlags | null | undefined, path: string): boolean {
  if (!isStaffPath(path)) return true;
  const role = staffRole(user);
  if (!role) return false;
  return (screenOf(path)?.roles ?? ADMINS).includes(role);
}

/**
 * What a staff screen does with `user`: 'open' it; send a visitor to 'login' (which comes back here); tell a
 * signed-in account without the right that it is 'refused' (sending it to the login form would only ask it to
 * sign in again as someone else), with links to the screens it may open.
 */
export function staffAccess(user: RoleFlags | null | undefined, path: string): 'open' | 'login' | 'refused' {
  if (mayOpen(user, path)) return 'open';
  return user ? 'refused' : 'login';
}

/** What a refused account reads. */
export const NO_ACCESS = 'Na túto stránku nemáte prístup.';

/** Whether `href` is the menu entry of the page at `pathname`. */
export function isCurrentLink(href: string, pathname: string): boolean {
  return screenOf(pathname)?.href === href;
}
