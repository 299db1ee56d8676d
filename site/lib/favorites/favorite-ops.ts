import type { ApiProduct } from '~/worker/domain/product-shape';

/**
 * Pure parts of the favourites (product page button, /favorites). The texts repeat `ENGAGEMENT_MESSAGES` of
 * worker/domain/engagement.ts so the product page does not load zod (favorite-ops.test.ts checks they match).
 */
export const FAVORITE_TEXTS = {
  favoriteAdded: 'Pridané do obľúbených.',
  favoriteRemoved: 'Odstránené z obľúbených.',
  emptyFavorites: 'Nemáte žiadne obľúbené produkty',
} as const;

export const FAVORITES_TITLE = 'Moje obľúbené produkty';
export const ADD_LABEL = 'Pridať medzi obľúbené';
export const REMOVE_LABEL = 'Odstrániť z obľúbených';

const productPath = (id: number | string) => `/api/products/${encodeURIComponent(String(id))}`;

export const favoritePaths = {
  /** `GET` → `{ isFavorite }` for the caller. */
  state: (id: number | string) => `${productPath(id)}/favorite`,
  /** `PUT` adds the caller's favourite (the server ignores any body). */
  add: (id: number | string) => `${productPath(id)}/anybody`,
  /** `PUT` removes the caller's favourite. */
  remove: (id: number | string) => `${productPath(id)}/remove/favorites`,
  /** `GET` → `ApiFavorites`, newest favourite first. */
  list: '/api/products/favorites',
} as const;

/** `{ isFavorite }` from the API; anything else is not a favourite. */
export function isFavoriteAnswer(answer: unknown): boolean {
  return (answer as { isFavorite?: unknown } | null | undefined)?.isFavorite === true;
}

/** The products of `GET /api/products/favorites` (an unexpected answer reads as none). */
export function favoriteProducts(answer: unknown): ApiProduct[] {
  const list = (answer as { products?: unknown } | null | undefined)?.products;
  return Array.isArray(list) ? (list as ApiProduct[]).filter((p) => p && typeof p._id === 'string' && p._id !== '') : [];
}

/** The list after removing one product (the others keep their order). */
export function withoutProduct(products: readonly ApiProduct[], id: string): ApiProduct[] {
  return products.filter((p) => p._id !== id);
}
