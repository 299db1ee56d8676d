import type { ClientDirective } from 'astro';
// From the import-free module, not session.ts: this is inlined into every page that uses it.
import { USER_CHANGE_EVENT, USER_INFO_KEY } from './storage-keys';

export { USER_CHANGE_EVENT, USER_INFO_KEY };

/**
 * `client:signedin`: an Astro client directive (registered in astro.config.mjs) for islands that render nothing
 * for visitors, such as the product page's favourite button. It hydrates when the browser is idle if someone is
 * signed in, or as soon as someone signs in (this tab's `user:change`, another tab's `storage` event); a visitor
 * never downloads the island or React. Inlined into every page that uses it, so it only checks that `userInfo`
 * is there: the island itself reads and validates it (site/lib/session.ts).
 */
const signedIn: ClientDirective = (load) => {
  const present = () => {
    try {
      return !!localStorage.getItem(USER_INFO_KEY);
    } catch {
      return false; // storage blocked: nobody can be signed in
    }
  };
  let started = false;
  const hydrate = () => {
    if (started || !present()) return;
    started = true;
    removeEventListener(USER_CHANGE_EVENT, hydrate);
    removeEventListener('storage', hydrate);
    void load().then((run) => run());
  };
  addEventListener(USER_CHANGE_EVENT, hydrate);
  addEventListener('storage', hydrate);
  if (!present()) return;
  if ('requestIdleCallback' in window) requestIdleCallback(hydrate);
  else setTimeout(hydrate, 200);
};

export default signedIn;
