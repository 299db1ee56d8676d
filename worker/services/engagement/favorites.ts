import { getProduct, isFavorite } from '~/db/queries/catalogue/catalogue';
import { addFavorite, favoriteProducts, removeFavorite } from '~/db/queries/engagement/favorites';
import type { AppDeps, AuthUser } from '../../deps';
import { ENGAGEMENT_MESSAGES, type ApiFavorites } from '../../domain/engagement';
import { notFound } from '../../domain/errors';
import { withRelated } from '../catalogue/catalogue';

/**
 * The caller's favourites. Always `caller.id` from the bearer token: a user id in a request body is never read,
 * so nobody can change or see another account's favourites.
 */

async function requireProduct(deps: AppDeps, productId: number): Promise<void> {
  if (!(await getProduct(deps.db, productId))) throw notFound(ENGAGEMENT_MESSAGES.productNotFound);
}

export async function addToFavorites(deps: AppDeps, caller: AuthUser, productId: number) {
  await requireProduct(deps, productId);
  await addFavorite(deps.db, caller.id, productId, deps.now());
  return { message: ENGAGEMENT_MESSAGES.favoriteAdded, isFavorite: true as const };
}

export async function removeFromFavorites(deps: AppDeps, caller: AuthUser, productId: number) {
  await requireProduct(deps, productId);
  await removeFavorite(deps.db, caller.id, productId);
  return { message: ENGAGEMENT_MESSAGES.favoriteRemoved, isFavorite: false as const };
}

/** Every favourite of the caller (no page limit), newest first; `favoriteOf` names only the caller. */
export async function myFavorites(deps: AppDeps, caller: AuthUser): Promise<ApiFavorites> {
  const rows = await favoriteProducts(deps.db, caller.id);
  return { products: await withRelated(deps.db, rows, { favoriteOf: [{ id: caller.id }] }) };
}

export async function favoriteState(deps: AppDeps, caller: AuthUser, productId: number): Promise<{ isFavorite: boolean }> {
  await requireProduct(deps, productId);
  return { isFavorite: await isFavorite(deps.db, caller.id, productId) };
}
