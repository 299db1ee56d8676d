import { lazy } from 'react';

/**
 * The product page's parts for signed-in users, loaded on demand: they use site/stores/user.ts (authSend), which
 * visitors never download. One module for both islands, so the page carries the loader once.
 */
export const FavoriteControl = lazy(() => import('./FavoriteControl'));
export const ReviewForm = lazy(() => import('./ReviewForm'));
