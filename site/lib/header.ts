/**
 * The header's small vanilla script (site/components/Header.astro): the cart badge, the phone's menu and search
 * buttons, and the navigation's dropdowns. No framework: it runs on every page.
 */
import { cartCount, sanitizeCart } from '~/site/lib/cart/cart-ops';
import { CART_CHANGE_EVENT, CART_KEY } from './storage-keys';
import { pageSignal } from './page-life';

/** Cart badge: the cart lives in localStorage `cartItems` (site/stores/cart.ts); pieces counted as the cart page counts them. */
function initCartBadge() {
  const count = document.querySelector<HTMLElement>('[data-cart-count]');
  const badge = document.querySelector<HTMLElement>('[data-cart-badge]');
  const paint = () => {
    let n = 0;
    try {
      n = cartCount(sanitizeCart(JSON.parse(localStorage.getItem(CART_KEY) || '[]')));
    } catch {} // storage blocked, or not JSON: an empty cart
    if (count) count.textContent = String(n);
    // An empty cart shows no "0": the badge appears with the first piece.
    if (badge) badge.hidden = n === 0;
  };
  paint();
  const signal = pageSignal();
  addEventListener('storage', (e) => e.key === CART_KEY && paint(), { signal });
  addEventListener(CART_CHANGE_EVENT, paint, { signal });
  addEventListener('pageshow', paint, { signal });
}

/** A disclosure button (aria-expanded + aria-controls) that toggles `is-open` on what it controls. */
function disclosure(toggle: HTMLButtonElement, onChange?: (open: boolean, target: HTMLElement) => void) {
  const target = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!target) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    target.classList.toggle('is-open', open);
    onChange?.(open, target);
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  return set;
}

function initSearchToggle() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-search-toggle]');
  if (!toggle) return;
  // On the search results the server sends the field open (worker/services/search/search-page-template.ts).
  const set = disclosure(toggle, (open, form) => {
    if (open) form.querySelector<HTMLInputElement>('input[name="keyword"]')?.focus();
  });
  if (!set) return;
  const form = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  form.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
    set(false);
    toggle.focus();
  });
}

/**
 * The search fields (SearchForm.astro) become comboboxes of suggestions (issue 31). Only the roles are set here;
 * the code that suggests (site/features/search/suggest.ts) is imported when a field first gets the focus, so a
 * page that nobody searches on loads none of it. Without JavaScript the field stays a plain search box.
 */
function initSearchSuggestions() {
  for (const input of document.querySelectorAll<HTMLInputElement>('form[data-search-form] input[data-suggest]')) {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', input.dataset.suggest!);
    input.addEventListener('focus', () => void import('../features/search/suggest').then((m) => m.attachSuggestions(input)), {
      once: true,
    });
  }
}

/** Dropdowns (<details>): one open at a time, Escape and outside clicks close them. */
function initDropdowns() {
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('[data-dropdown]')];
  for (const d of dropdowns) {
    d.addEventListener('toggle', () => {
      if (!d.open) return;
      for (const o of dropdowns) if (o !== d) o.open = false;
    });
  }
  const signal = pageSignal();
  document.addEventListener(
    'click',
    (e) => {
      for (const d of dropdowns) if (d.open && !d.contains(e.target as Node)) d.open = false;
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape') return;
      const d = dropdowns.find((o) => o.open);
      if (d) {
        d.open = false;
        d.querySelector('summary')?.focus();
      }
    },
    { signal },
  );
}

export function initHeader() {
  initCartBadge();
  const nav = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  if (nav) disclosure(nav);
  initSearchToggle();
  initSearchSuggestions();
  initDropdowns();
}
