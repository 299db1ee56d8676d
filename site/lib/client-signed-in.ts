import type { ClientDirective } from 'astro';

// site/lib/session.ts's USER_INFO_KEY and USER_CHANGE_EVENT, written out: this is inlined into every page that uses
// it, and importing them brought session.ts's other constants along (client-signed-in.test.ts checks that they agree).
export const USER_INFO_KEY = 'userInfo';
export const USER_CHANGE_EVENT = 'user:change';

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
