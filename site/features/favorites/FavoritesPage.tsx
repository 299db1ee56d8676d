import { useEffect, useState } from 'react';
import type { ApiProduct } from '~/worker/domain/product-shape';
import { useStore } from '@nanostores/react';
import { Alert, Loading } from '~/site/components/ui/form';
import { $userInfo, authGet, authSend } from '~/site/stores/user';
import { FAVORITE_TEXTS, FAVORITES_LOGIN_HREF, FAVORITES_TITLE, favoritePaths, favoriteProducts, withoutProduct } from './favorite-ops';
import { FavoriteCard } from './FavoriteCard';

type State = { kind: 'loading' } | { kind: 'ready'; products: ApiProduct[] } | { kind: 'error'; message: string };
type Note = { kind: 'success' | 'error'; text: string } | null;

/**
 * `/favorites`: the caller's favourites (all of them, newest first) as catalogue cards with an X each; the empty
 * text; a log-in link for visitors. Rendered only in the browser (`client:only`).
 */
export default function FavoritesPage() {
  const user = useStore($userInfo);
  const token = user?.token;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [removing, setRemoving] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    if (!token) return;
    setState({ kind: 'loading' });
    const ctrl = new AbortController();
    authGet(favoritePaths.list, { signal: ctrl.signal })
      .then((answer) => setState({ kind: 'ready', products: favoriteProducts(answer) }))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setState({ kind: 'error', message: err.message });
      });
    return () => ctrl.abort();
  }, [token]);

  async function remove(p: ApiProduct) {
    setRemoving(p._id);
    setNote(null);
    try {
      const answer = await authSend<{ message?: string }>(favoritePaths.remove(p._id), { method: 'PUT' });
      setState((s) => (s.kind === 'ready' ? { kind: 'ready', products: withoutProduct(s.products, p._id) } : s));
      setNote({ kind: 'success', text: `${answer?.message || FAVORITE_TEXTS.favoriteRemoved} (${p.name})` });
    } catch (err) {
      setNote({ kind: 'error', text: (err as Error).message });
    } finally {
      setRemoving(null);
    }
  }

  let body;
  if (!token) {
    body = (
      <p className="fav-login">
        Obľúbené produkty vidíte po prihlásení. <a href={FAVORITES_LOGIN_HREF}>Prihláste sa</a>
      </p>
    );
  } else if (state.kind === 'loading') {
    body = <Loading>Načítavajú sa obľúbené produkty…</Loading>;
  } else if (state.kind === 'error') {
    body = <Alert kind="error">{state.message}</Alert>;
  } else if (!state.products.length) {
    body = (
      <div className="fav-empty">
        <p>{FAVORITE_TEXTS.emptyFavorites}</p>
        <p className="fav-hint">Knihu sem pridáte tlačidlom „Pridať medzi obľúbené“ na jej stránke.</p>
        <p>
          <a className="acct-btn acct-btn--outline" href="/">
            Prezrieť knihy
          </a>
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="product-grid fav-grid">
        {state.products.map((p) => (
          <li key={p._id}>
            <FavoriteCard product={p} busy={removing === p._id} onRemove={() => remove(p)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="fav-page">
      <h1>{FAVORITES_TITLE}</h1>
      <div aria-live="polite">{note && <Alert kind={note.kind}>{note.text}</Alert>}</div>
      {body}
    </div>
  );
}
