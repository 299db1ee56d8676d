import { useEffect, useState } from 'react';
import { readSessionUser, type SessionUser } from '~/site/lib/session';
import { USER_CHANGE_EVENT } from '~/site/lib/storage-keys';

/**
 * Who is signed in, for the product page's islands, read from localStorage through site/lib/session.ts (not the
 * nanostore: site/stores/user.ts is loaded only by the signed-in parts, so visitors do not download it).
 * `known`: false during the server render and hydration (the pre-rendered HTML is the visitor's view, so both
 * renders agree), then true. `immediate`: read at once (islands rendered only in the browser: /shell/product/).
 */
export function useSignedInUser(immediate = false): { user: SessionUser | null; known: boolean } {
  const [state, setState] = useState(() => ({ user: immediate ? readSessionUser() : null, known: immediate }));
  useEffect(() => {
    const read = () => setState({ user: readSessionUser(), known: true });
    read();
    window.addEventListener(USER_CHANGE_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(USER_CHANGE_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return state;
}
