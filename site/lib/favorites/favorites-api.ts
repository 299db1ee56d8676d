import { authApi } from '~/site/stores/user';

/** The favourites' calls, all as the signed-in user (only signed-in parts load this module). */

/** `{ isFavorite }` for the caller. */
export const readFavoriteState = (productId: string, signal?: AbortSignal) =>
  authApi('GET /api/products/:id/favorite', { params: { id: productId }, signal });

/** Every favourite of the caller, newest first. */
export const readFavorites = (signal?: AbortSignal) => authApi('GET /api/products/favorites', { signal });

/** Adds the caller's favourite (the spec's `anybody`; the server reads no body). */
export const addFavorite = (productId: string) => authApi('PUT /api/products/:id/anybody', { params: { id: productId } });

export const removeFavorite = (productId: string) => authApi('PUT /api/products/:id/remove/favorites', { params: { id: productId } });
