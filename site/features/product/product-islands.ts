import { createElement, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ApiReview } from '~/worker/domain/product-shape';
import FavoriteButton from './FavoriteButton';
import ProductReviews from './ProductReviews';

/**
 * The pre-rendered product page's two React parts, started by product-islands-loader.ts when they are needed (not
 * Astro islands: Astro's island loader alone, inlined into the page, was 1.8 KB of the page's first load).
 */

/** Marks `root` `data-hydrated="true"` once React has taken its HTML over (as Astro drops an island's `ssr`). */
function Live({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = 'true';
  }, [root]);
  return children;
}

/** The reviews, hydrated over their pre-rendered HTML with the props it was rendered with. */
export function hydrateReviews(root: HTMLElement): void {
  const initialReviews = JSON.parse(root.dataset.reviews ?? '[]') as ApiReview[];
  const reviews = createElement(ProductReviews, { productId: root.dataset.product ?? '', initialReviews });
  hydrateRoot(root, createElement(Live, { root }, reviews));
}

/** The favourite button, which has no HTML for visitors: rendered for the signed-in user. */
export function renderFavorite(root: HTMLElement): void {
  const favorite = createElement(FavoriteButton, { productId: root.dataset.product ?? '', immediate: true });
  createRoot(root).render(createElement(Live, { root }, favorite));
}
