// The import-free keys module: this runs with the page.
import { PAGE_LEAVE_EVENT, USER_CHANGE_EVENT, USER_INFO_KEY } from '~/site/lib/storage-keys';

const islands = () => import('./product-islands');

function signedIn(): boolean {
  try {
    return localStorage.getItem(USER_INFO_KEY) !== null;
  } catch {
    return false; // storage blocked: nobody can be signed in
  }
}

/**
 * Starts the product page's React parts when they are needed, as `client:visible` and `client:signedin` did: the
 * reviews (`[data-reviews-root]`, their HTML pre-rendered) when their section comes into view, where they reload
 * the approved list and carry the form; the favourite button (`[data-favorite-root]`, empty for visitors) when
 * the browser is idle if someone is signed in, or as soon as someone signs in (this tab's `user:change`, another
 * tab's `storage`). A visitor who does not scroll to the reviews loads no React.
 */
export function startProductIslands(): void {
  const reviews = document.querySelector<HTMLElement>('[data-reviews-root]');
  // The root has no box of its own (display: contents): its section is what comes into view.
  const section = reviews?.closest('section');
  if (reviews && section) {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      void islands().then((m) => m.hydrateReviews(reviews));
    });
    seen.observe(section);
  }
  const favorite = document.querySelector<HTMLElement>('[data-favorite-root]');
  if (!favorite) return;
  // Window listeners end with the page: a page swap while a recording plays ends them (as site/lib/page-life.ts's
  // pageSignal, written out: that module shared with the header's script became a chunk of its own on every page).
  const leave = new AbortController();
  addEventListener(PAGE_LEAVE_EVENT, () => leave.abort(), { once: true });
  const life = leave.signal;
  let started = false;
  const start = () => {
    if (started || !signedIn()) return;
    started = true;
    void islands().then((m) => m.renderFavorite(favorite));
  };
  addEventListener(USER_CHANGE_EVENT, start, { signal: life });
  addEventListener('storage', start, { signal: life });
  if (!signedIn()) return;
  if ('requestIdleCallback' in window) requestIdleCallback(start);
  else setTimeout(start, 200);
}
