/**
 * The admin frame's script (vanilla, no React): the guard and the menu by role. Runs on every staff screen.
 * - Visitors are sent to /login?redirect=<this page>, which comes back here after signing in.
 * - A signed-in account without the right to this screen (an assistant on an admin-only screen, a customer) reads
 *   'Na túto stránku nemáte prístup.' with links to the screens it may open; the screen itself stays hidden (its
 *   island calls no API: ui.tsx useAdminAccess applies the same rule, and the server refuses anyway).
 * - Staff see the menu their role gets, the current page marked.
 * Both follow site/lib/staff-screens.ts. Logging out (or in as someone else) in another tab re-runs them.
 */
import { loginUrlFor } from '~/site/lib/paths';
import { readSessionUser } from '~/site/lib/session';
import { USER_CHANGE_EVENT, USER_INFO_KEY } from '~/site/lib/storage-keys';
import { isCurrentLink, screenPath, staffAccess, staffHrefs } from '~/site/lib/staff-screens';

/** Shows the entries of `list` that `allowed` names (every entry is in the HTML; see AdminLayout.astro). */
function showAllowed(list: HTMLElement, allowed: Set<string>, path: string) {
  for (const a of list.querySelectorAll<HTMLAnchorElement>('a[data-staff-link]')) {
    const href = a.getAttribute('href') ?? '';
    (a.closest('li') ?? a).hidden = !allowed.has(href);
    if (isCurrentLink(href, path)) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}

export function initAdminFrame(root: HTMLElement) {
  const nav = root.querySelector<HTMLElement>('[data-admin-nav]');
  const screen = root.querySelector<HTMLElement>('[data-admin-screen]');
  const refused = root.querySelector<HTMLElement>('[data-admin-refused]');

  const apply = () => {
    const user = readSessionUser();
    const path = screenPath(location.pathname);
    const access = staffAccess(user, path);
    if (access === 'login') {
      root.dataset.allowed = 'false';
      location.replace(loginUrlFor(path + location.search));
      return;
    }
    root.dataset.allowed = String(access === 'open');
    const allowed = new Set(staffHrefs(user));
    if (screen) screen.hidden = access !== 'open';
    if (refused) {
      refused.hidden = access !== 'refused';
      showAllowed(refused, allowed, path);
      // Staff get their screens; a customer has none, and reads the way home instead.
      for (const el of refused.querySelectorAll<HTMLElement>('[data-refused-staff]')) el.hidden = allowed.size === 0;
      for (const el of refused.querySelectorAll<HTMLElement>('[data-refused-other]')) el.hidden = allowed.size > 0;
      // Signing in as someone else comes back to this very screen.
      refused.querySelector<HTMLAnchorElement>('[data-refused-login]')?.setAttribute('href', loginUrlFor(path + location.search));
    }
    if (!nav) return;
    showAllowed(nav, allowed, path);
    nav.hidden = allowed.size === 0;
    delete nav.dataset.pending;
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
