import type { ApiFavoriteChange, ApiFavorites, ApiFavoriteState } from '~/worker/domain/engagement';
import { authGet, authSend } from '~/site/stores/user';
import { favoritePaths } from './favorite-ops';

/** The favourites' calls, all as the signed-in user (only signed-in parts load this module). */

export const readFavoriteState = (productId: string, signal?: AbortSignal) => authGet<ApiFavoriteState>(favoritePaths.state(productId), { signal });

export const readFavorites = (signal?: AbortSignal) => authGet<ApiFavorites>(favoritePaths.list, { signal });

export const addFavorite = (productId: string) => authSend<ApiFavoriteChange>(favoritePaths.add(productId), { method: 'PUT' });

export const removeFavorite = (productId: string) => authSend<ApiFavoriteChange>(favoritePaths.remove(productId), { method: 'PUT' });
