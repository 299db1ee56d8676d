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

/** The list after removing one product (the others keep their order). */
export function withoutProduct(products: readonly ApiProduct[], id: string): ApiProduct[] {
  return products.filter((p) => p._id !== id);
}
