/**
 * The header's account corner, as a small vanilla script (no React, no nanostores on content pages): reads
 * `userInfo` from localStorage and shows either "Prihlásenie" or the user's menu (and the staff menu), keeps it
 * current across tabs, and logs out. The markup is in site/components/Header.astro.
 *
 * The menus are disclosure buttons (aria-expanded + aria-controls) over plain lists of links: Enter/Space open,
 * arrow keys move between the entries, Escape closes and returns focus to the button, leaving closes.
 */
import { endSession, LOGOUT_TARGET, readSessionUser } from './session';
import { USER_CHANGE_EVENT, USER_INFO_KEY, USER_STORED_CLASS } from './storage-keys';
import { staffHrefs } from './staff-screens';
import { pageSignal } from './page-life';
import { checkSessionWhenDue } from './session-check';

type Menu = { toggle: HTMLButtonElement; panel: HTMLElement };

function menuOf(toggle: HTMLButtonElement): Menu | null {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  return panel ? { toggle, panel } : null;
}

function setOpen(m: Menu, open: boolean) {
  m.toggle.setAttribute('aria-expanded', String(open));
  m.panel.hidden = !open;
}

const entries = (m: Menu) => [...m.panel.querySelectorAll<HTMLElement>('a, button')].filter((el) => !el.closest('[hidden]'));

export function initAccountMenu(root: HTMLElement) {
  const visitor = root.querySelector<HTMLElement>('[data-account-visitor]');
  const userItem = root.querySelector<HTMLElement>('[data-account-user]');
  const staffItem = root.querySelector<HTMLElement>('[data-account-staff]');
  const nameEl = root.querySelector<HTMLElement>('[data-account-name]');
  const menus = [...root.querySelectorAll<HTMLButtonElement>('[data-account-toggle]')].map(menuOf).filter((m): m is Menu => !!m);
  const closeAll = (except?: Menu) => {
    for (const m of menus) if (m !== except) setOpen(m, false);
  };

  const paint = () => {
    const user = readSessionUser();
    // The role's screens, as the admin frame lists them (site/lib/staff-screens.ts).
    const screens = new Set(staffHrefs(user));
    if (visitor) visitor.hidden = !!user;
    document.documentElement.classList.toggle(USER_STORED_CLASS, !!user);
    if (userItem) userItem.hidden = !user;
    if (nameEl) nameEl.textContent = user ? user.name.trim() || 'Môj účet' : '';
    if (staffItem) {
      staffItem.hidden = screens.size === 0;
      for (const a of staffItem.querySelectorAll<HTMLAnchorElement>('a[data-staff-link]')) {
        (a.closest('li') ?? a).hidden = !screens.has(a.getAttribute('href') ?? '');
      }
    }
    if (!user) closeAll();
  };
  paint();
  // A name the server no longer accepts goes (at most one question a minute per tab; the refusal repaints).
  void checkSessionWhenDue();
  // Window and document listeners end with the page (site/lib/page-life.ts), also when the player's router swaps it.
  const signal = pageSignal();
  addEventListener('storage', (e) => (e.key === USER_INFO_KEY || e.key === null) && paint(), { signal });
  addEventListener(USER_CHANGE_EVENT, paint, { signal });
  // Coming back through the history (bfcache) after logging in or out elsewhere.
  addEventListener('pageshow', paint, { signal });

  for (const m of menus) {
    m.toggle.addEventListener('click', () => {
      const open = m.toggle.getAttribute('aria-expanded') !== 'true';
      closeAll(m);
      setOpen(m, open);
    });
    m.toggle.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      closeAll(m);
      setOpen(m, true);
      const list = entries(m);
      (e.key === 'ArrowDown' ? list[0] : list.at(-1))?.focus();
    });
    m.panel.addEventListener('keydown', (e) => {
      const list = entries(m);
      const at = list.indexOf(document.activeElement as HTMLElement);
      const go = (i: number) => {
        e.preventDefault();
        list[(i + list.length) % list.length]?.focus();
      };
      if (e.key === 'ArrowDown') go(at + 1);
      else if (e.key === 'ArrowUp') go(at - 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(list.length - 1);
    });
    // Tabbing out of the button and its list closes it.
    m.toggle.parentElement?.addEventListener('focusout', (e) => {
      const next = e.relatedTarget as Node | null;
      if (next && !m.toggle.parentElement!.contains(next)) setOpen(m, false);
    });
  }

  document.addEventListener(
    'click',
    (e) => {
      for (const m of menus) if (!m.toggle.parentElement?.contains(e.target as Node)) setOpen(m, false);
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape') return;
      const open = menus.find((m) => m.toggle.getAttribute('aria-expanded') === 'true');
      if (!open) return;
      setOpen(open, false);
      open.toggle.focus();
    },
    { signal },
  );

  root.querySelector('[data-account-logout]')?.addEventListener('click', () => {
    endSession();
    location.assign(LOGOUT_TARGET);
  });
}
