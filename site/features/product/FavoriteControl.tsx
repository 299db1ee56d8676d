import { useLoad } from '~/site/lib/use-load';
import { FAVORITES_PATH } from '~/site/lib/paths';
import { useAction } from '~/site/components/ui/use-action';
import { addFavorite, readFavoriteState, removeFavorite } from '../../lib/favorites/favorites-api';
import { ADD_LABEL, FAVORITE_TEXTS, REMOVE_LABEL } from '../../lib/favorites/favorite-ops';
import { Heart } from './Heart';

/**
 * The favourite control of a signed-in user: 'Pridať medzi obľúbené', or a filled heart with 'Obľúbené' and
 * 'Odstrániť z obľúbených' when the product already is one (`GET /api/products/:id/favorite`). FavoriteButton
 * mounts a fresh one for each signed-in user; the calls take the bearer from the store (favorites-api.ts).
 */
export default function FavoriteControl({ productId }: { productId: string }) {
  const state = useLoad((signal) => readFavoriteState(productId, signal), true, [productId]);
  const { message: note, run, busyProps } = useAction();
  // Unknown until read (nothing shown); a failed read offers to add.
  const favorite = state.data ? state.data.isFavorite : state.error ? false : null;

  if (favorite === null) return null;

  const toggle = (add: boolean) =>
    run('toggle', async () => {
      const answer = await (add ? addFavorite(productId) : removeFavorite(productId));
      state.setData({ isFavorite: answer.isFavorite });
      return answer.message || (add ? FAVORITE_TEXTS.favoriteAdded : FAVORITE_TEXTS.favoriteRemoved);
    });

  return (
    <div className="fav">
      {favorite ? (
        <div className="fav-row">
          <p className="fav-state">
            <Heart filled />
            <span>Obľúbené</span>
          </p>
          <button type="button" className="fav-link" onClick={() => toggle(false)} {...busyProps('toggle')}>
            {REMOVE_LABEL}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline fav-add" onClick={() => toggle(true)} {...busyProps('toggle')}>
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
                <a href={FAVORITES_PATH}>Moje obľúbené</a>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
