/**
 * The staff screens and which role opens which: the one list behind the header's Admin menu
 * (site/components/Header.astro, site/lib/header-account.ts), the admin frame's menu and its guard
 * (site/features/admin/AdminLayout.astro, admin-frame.ts, ui.tsx useAdminAccess) and the login page's check
 * (site/lib/account.ts re-exports `mayOpen`). Their names are in ./staff-screen-labels.ts: only the build writes them
 * (the menus are in the HTML), so the browser's script of every page carries just the addresses. The role itself comes from worker/domain/roles.ts, the rule the
 * server's guards use; the server refuses the API calls behind a screen the same way (requireStaff, requireAdmin).
 */
import { staffRole, type RoleFlags, type StaffRole } from '~/worker/domain/roles';

export interface StaffScreen {
  href: string;
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
  { href: '/admin', roles: ADMINS, exact: true },
  { href: '/admin/userlist', roles: ADMINS, pages: ['/admin/user'] },
  { href: '/admin/productlist', roles: ADMINS, pages: ['/admin/product'] },
  { href: '/create-discount', roles: ADMINS },
  { href: '/admin/orderlist', roles: ADMINS },
  { href: '/admin/discount-codes', roles: ADMINS },
  { href: '/admin/delivery', roles: ADMINS },
  { href: '/admin/audio', roles: STAFF },
  { href: '/admin/video', roles: STAFF },
  { href: '/admin/banner', roles: STAFF },
  { href: '/admin/reviews', roles: ADMINS },
  { href: '/admin/subscribers', roles: ADMINS },
  { href: '/admin/outbox', roles: ADMINS },
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

/** The addresses of the screens `user` may open, in menu order (none for customers and visitors). */
export function staffHrefs(user: RoleFlags | null | undefined): string[] {
  const role = staffRole(user);
  if (!role) return [];
  return STAFF_SCREENS.filter((s) => s.roles.includes(role)).map((s) => s.href);
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
