import { useEffect, useState } from 'react';
import { authGet, authSend } from '~/site/stores/user';
import { ADD_LABEL, FAVORITE_TEXTS, favoritePaths, isFavoriteAnswer, REMOVE_LABEL } from './favorite-ops';
import { Heart } from './Heart';

type Note = { kind: 'success' | 'error'; text: string } | null;

/**
 * The favourite control of a signed-in user: 'Pridať medzi obľúbené', or a filled heart with 'Obľúbené' and
 * 'Odstrániť z obľúbených' when the product already is one (`GET /api/products/:id/favorite`). `token` only
 * re-reads the state when the user changes; the calls take the bearer from the store (authGet/authSend).
 */
export default function FavoriteControl({ productId, token }: { productId: string; token: string }) {
  const [favorite, setFavorite] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    setFavorite(null);
    setNote(null);
    const ctrl = new AbortController();
    authGet(favoritePaths.state(productId), { signal: ctrl.signal })
      .then((answer) => setFavorite(isFavoriteAnswer(answer)))
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setFavorite(false);
      });
    return () => ctrl.abort();
  }, [productId, token]);

  if (favorite === null) return null;

  async function toggle(add: boolean) {
    setBusy(true);
    setNote(null);
    try {
      const answer = await authSend<{ message?: string; isFavorite?: boolean }>(add ? favoritePaths.add(productId) : favoritePaths.remove(productId), {
        method: 'PUT',
      });
      setFavorite(typeof answer?.isFavorite === 'boolean' ? answer.isFavorite : add);
      setNote({ kind: 'success', text: answer?.message || (add ? FAVORITE_TEXTS.favoriteAdded : FAVORITE_TEXTS.favoriteRemoved) });
    } catch (err) {
      setNote({ kind: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fav">
      {favorite ? (
        <div className="fav-row">
          <p className="fav-state">
            <Heart filled />
            <span>Obľúbené</span>
          </p>
          <button type="button" className="fav-link" onClick={() => toggle(false)} disabled={busy} aria-busy={busy || undefined}>
            {REMOVE_LABEL}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline fav-add" onClick={() => toggle(true)} disabled={busy} aria-busy={busy || undefined}>
          <Heart filled={false} />
          {ADD_LABEL}
        </button>
      )}
      <div aria-live="polite">
        {note && (
          <p className={`eng-note eng-note--${note.kind}`} role={note.kind === 'error' ? 'alert' : 'status'}>
            {note.text}
            {note.kind === 'success' && favorite && (
              <>
                {' '}
                <a href="/favorites">Moje obľúbené</a>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
