/**
 * The admin frame's script (vanilla, no React): the guard and the menu by role. Runs on every /admin page.
 * - Visitors, customers, and assistants on an admin-only page are sent to /login?redirect=<this page> (the login
 *   page then asks them to sign in as an administrator; the server refuses their API calls anyway).
 * - Staff see the menu their role gets (site/features/admin/admin-view.ts), the current page marked.
 * Logging out (or in as someone else) in another tab re-runs both.
 */
import { loginUrlFor, mayOpen } from '../../lib/account';
import { readSessionUser, USER_CHANGE_EVENT, USER_INFO_KEY } from '../../lib/session';
import { adminMenu, isCurrentLink, normalizePath } from './admin-view';

export function initAdminFrame(root: HTMLElement) {
  const nav = root.querySelector<HTMLElement>('[data-admin-nav]');

  const apply = () => {
    const user = readSessionUser();
    const path = normalizePath(location.pathname);
    if (!mayOpen(user, path)) {
      root.dataset.allowed = 'false';
      location.replace(loginUrlFor(path + location.search));
      return;
    }
    root.dataset.allowed = 'true';
    if (!nav) return;
    const allowed = new Set(adminMenu(user).map((l) => l.href));
    for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[data-admin-link]')) {
      const href = a.getAttribute('href') ?? '';
      (a.closest('li') ?? a).hidden = !allowed.has(href);
      if (isCurrentLink(href, path)) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    nav.hidden = allowed.size === 0;
    // On a phone the menu is one sideways-scrolling row: bring the current page's link into it.
    const current = nav.querySelector<HTMLElement>('a[aria-current="page"]');
    const list = current?.closest('ul');
    if (current && list && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 8;
  };

  apply();
  addEventListener('storage', (e) => (e.key === USER_INFO_KEY || e.key === null) && apply());
  addEventListener(USER_CHANGE_EVENT, apply);
  addEventListener('pageshow', apply);
}
