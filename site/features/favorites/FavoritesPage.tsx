import type { ApiProduct } from '~/worker/domain/product-shape';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { FAVORITES_PATH, loginUrlFor } from '~/site/lib/paths';
import { useLoad } from '~/site/lib/use-load';
import { Alert, Loading, useHydrated } from '~/site/components/ui/form';
import { useAction } from '~/site/components/ui/use-action';
import { $userInfo } from '~/site/stores/user';
import { readFavorites, removeFavorite } from '../../lib/favorites/favorites-api';
import { FAVORITE_TEXTS, FAVORITES_TITLE, withoutProduct } from '../../lib/favorites/favorite-ops';
import { FavoriteCard } from './FavoriteCard';

function LoginPrompt() {
  return (
    <p className="fav-login">
      Obľúbené produkty vidíte po prihlásení. <a href={loginUrlFor(FAVORITES_PATH)}>Prihláste sa</a>
    </p>
  );
}

const LOADING_TEXT = 'Načítavajú sa obľúbené produkty…';

/**
 * The page as built (the server's render and the hydrating one): the heading, the log-in prompt for a visitor (the
 * island is then never loaded: `client:needed`), and a loading line for someone signed in.
 */
function FavoritesFrame() {
  return (
    <div className="fav-page">
      <h1>{FAVORITES_TITLE}</h1>
      <div aria-live="polite" />
      <div className="js-only" data-until-needed>
        <LoginPrompt />
      </div>
      <div data-when-needed>
        <Loading>{LOADING_TEXT}</Loading>
      </div>
    </div>
  );
}

/**
 * `/favorites`: the caller's favourites (all of them, newest first) as catalogue cards with an X each; the empty
 * text; a log-in link for visitors. Until hydrated it is the built frame.
 */
export default function FavoritesPage() {
  const hydrated = useHydrated();
  const token = useStore($userInfo)?.token;
  if (!hydrated) return <FavoritesFrame />;
  // Another account signed in (in another tab): its list starts from 'Načítavajú sa…', never from the last one's.
  return <FavoritesList key={token ?? ''} token={token} />;
}

function FavoritesList({ token }: { token: string | undefined }) {
  const list = useLoad(readFavorites, Boolean(token), [token]);
  const products = list.data ? list.data.products : null;
  const { message: note, running: removing, run } = useAction();

  const remove = (p: ApiProduct) =>
    run(p._id, async () => {
      const answer = await removeFavorite(p._id);
      list.setData((d) => d && { products: withoutProduct(d.products, p._id) });
      return `${answer.message || FAVORITE_TEXTS.favoriteRemoved} (${p.name})`;
    });

  let body: ReactNode;
  if (!token) {
    body = <LoginPrompt />;
  } else if (list.error) {
    body = <Alert kind="error">{list.error}</Alert>;
  } else if (!products) {
    body = <Loading>{LOADING_TEXT}</Loading>;
  } else if (!products.length) {
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
        {products.map((p) => (
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
