import { useId } from 'react';
import type { ApiProduct } from '~/worker/domain/product-shape';
import { isDiscounted, pricedFromApi } from '~/worker/domain/pricing';
import { ratingView } from '~/worker/domain/ratings';
import { productHref } from '~/site/lib/paths';
import { Price } from '~/site/components/ui/Price';
import { REMOVE_LABEL } from '../../lib/favorites/favorite-ops';

/**
 * A favourite as the catalogue shows a product (the markup and classes of site/components/ProductCard.astro),
 * plus the X that removes it. The X is named 'Odstrániť z obľúbených' and described by the product's name.
 */
export function FavoriteCard({ product: p, busy, onRemove }: { product: ApiProduct; busy: boolean; onRemove: () => void }) {
  const nameId = useId();
  const href = productHref(p._id);
  const priced = pricedFromApi(p);
  const discounted = isDiscounted(priced);
  const rating = ratingView(p);
  return (
    <article className="product-card fav-card">
      <div className="product-media">
        <a className="product-image" href={href}>
          {p.image ? (
            <img src={p.image} alt={p.name} width={274} height={379} loading="lazy" decoding="async" />
          ) : (
            <span className="product-image-empty">{p.name}</span>
          )}
        </a>
        {discounted && <span className="discount-badge">Zľava {p.discount}%</span>}
        <button
          type="button"
          className="fav-x"
          aria-label={REMOVE_LABEL}
          aria-describedby={nameId}
          title={REMOVE_LABEL}
          onClick={onRemove}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="product-body">
        <h2 className="product-name" id={nameId}>
          <a href={href}>{p.name}</a>
        </h2>
        {p.author && <p className="product-author">{p.author}</p>}
        {rating && (
          <p className="product-rating">
            <span className="rating-stars" aria-hidden="true">
              {rating.stars}
            </span>{' '}
            <span className="sr-only">Hodnotenie </span>
            {rating.value}
            <span className="sr-only"> z 5,</span>{' '}
            <span className="rating-count">
              <span aria-hidden="true">(</span>
              {rating.count}
              <span aria-hidden="true">)</span>
            </span>
          </p>
        )}
        {p.countInStock <= 0 && (
          <p className="product-stock" data-stock>
            Vypredané
          </p>
        )}
        <p className="product-price">
          <Price product={priced} />
        </p>
      </div>
    </article>
  );
}
