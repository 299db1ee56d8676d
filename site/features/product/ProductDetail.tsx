import type { ReactNode } from 'react';
import type { ApiProduct, ApiRelated } from '~/worker/domain/product-shape';
import { formatEuros } from '~/worker/domain/money';
import { apiUnitPrice } from '~/worker/domain/pricing';
import { ratingView } from '~/worker/domain/ratings';
import { LANGUAGES, formatWeight, paragraphs } from '~/site/lib/catalog-view';
import { libraryEntryHref, productHref } from '~/site/lib/paths';
import FavoriteButton from './FavoriteButton';
import ProductReviews from './ProductReviews';

/**
 * The product detail in three columns (LEFT details, MIDDLE name and description, RIGHT price and cart) plus
 * the reviews. Rendered to static HTML at build time for /product/{id} (no JS) and in the browser by the
 * /shell/product/ island for products newer than the last build. `buyBox` is the buy box (a form, not an island:
 * site/features/product/buy-box-markup.ts).
 *
 * DOM order cover → main → buy box → details: on phones the name, price and cart come before the long
 * details list; on wide screens CSS puts cover and details in the left column.
 */
export interface ProductDetailProps {
  product: ApiProduct;
  /** The buy box: its HTML in the named slot "buyBox" on the pre-rendered page, BuyBox.tsx in the shell. */
  buyBox?: ReactNode;
  /** Known only in the browser (shell): hides the log-in prompt. Pre-rendered pages hide it with a script. */
  signedIn?: boolean;
  /** The favourite island (slot "favorite" on the pre-rendered page); the shell renders FavoriteButton itself. */
  favorite?: ReactNode;
  /** The reviews island (slot "reviews" on the pre-rendered page); the shell renders ProductReviews itself. */
  reviews?: ReactNode;
}

function LanguageFlag({ language }: { language: string }) {
  const lang = LANGUAGES[language];
  return (
    <span className="lang-badge">
      {language === 'CZ' ? (
        <svg aria-hidden="true" viewBox="0 0 30 20" width="27" height="18" className="flag">
          <rect width="30" height="10" fill="#fff" />
          <rect y="10" width="30" height="10" fill="#d7141a" />
          <path d="M0 0 15 10 0 20Z" fill="#11457e" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 30 20" width="27" height="18" className="flag">
          <rect width="30" height="20" fill="#ee1c25" />
          <rect width="30" height="13.33" fill="#0b4ea2" />
          <rect width="30" height="6.67" fill="#fff" />
          <path d="M5.2 4.6h8.2v5.9c0 3.1-1.9 4.9-4.1 6-2.2-1.1-4.1-2.9-4.1-6Z" fill="#ee1c25" stroke="#fff" strokeWidth=".6" />
          <path d="M8.8 6.2h1v1.6h1.6v.9H9.8v1h2v.9h-2v2.6h-1v-2.6h-2v-.9h2v-1H7.2v-.9h1.6Z" fill="#fff" />
          <path
            d="M5.9 13.2a1.6 1.6 0 0 1 2.3-.9 1.6 1.6 0 0 1 2.3 0 1.6 1.6 0 0 1 2.3.9c-.6.9-1.8 1.8-3.5 2.6-1.6-.8-2.8-1.7-3.4-2.6Z"
            fill="#0b4ea2"
          />
        </svg>
      )}
      <span>{language}</span>
      {lang && <span className="sr-only"> ({lang.name})</span>}
    </span>
  );
}

export default function ProductDetail({ product: p, buyBox, signedIn = false, favorite, reviews }: ProductDetailProps) {
  // An empty slot is '' (the API's shape for "no related title").
  const related = [p.related, p.related2, p.related3].filter((r): r is ApiRelated => typeof r === 'object' && r !== null);
  const weight = formatWeight(p.weight);
  const hasExcerpt = !!p.excerpt?.excerpt?.trim();
  const current = apiUnitPrice(p);
  // The approved reviews' average and count (issue 31), in the pre-rendered HTML; nothing before the first stars.
  const rating = ratingView(p);
  return (
    <>
      <div className="pd">
        <div className="pd-cover">
          {p.image ? (
            <img src={p.image} alt={p.name} width={274} height={379} fetchPriority="high" decoding="async" />
          ) : (
            <span className="product-image-empty">{p.name}</span>
          )}
        </div>

        <div className="pd-main">
          <h1>{p.name}</h1>
          {p.author && <p className="pd-author">{p.author}</p>}
          {rating && (
            <p className="pd-rating">
              <a href="#recenzie">
                <span className="rating-stars" aria-hidden="true">
                  {rating.stars}
                </span>{' '}
                <span className="sr-only">Hodnotenie </span>
                <strong className="pd-rating-value">{rating.value}</strong>
                <span className="sr-only"> z 5,</span> <span className="pd-rating-count">{rating.count}</span>
              </a>
            </p>
          )}
          <p className="pd-price">
            <span className="pd-label">Cena:</span> <strong>{formatEuros(current)}</strong>
          </p>
          {favorite ?? <FavoriteButton productId={p._id} immediate={signedIn} />}
          <div className="pd-description">
            {paragraphs(p.description).map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a description's paragraphs never reorder
              <p key={i}>{text}</p>
            ))}
          </div>
        </div>

        <div className="pd-buy">{buyBox}</div>

        <section className="pd-meta" aria-labelledby="podrobnosti">
          <h2 id="podrobnosti" className="sr-only">
            Podrobnosti
          </h2>
          <dl className="pd-facts">
            {p.catalog && (
              <div>
                <dt>Katalóg</dt>
                <dd>{p.catalog}</dd>
              </div>
            )}
            {related.length > 0 && (
              <div className="pd-related">
                <dt>Pozrite si tiež</dt>
                <dd>
                  <ul>
                    {related.map((r) => (
                      <li key={r.id}>
                        <a href={productHref(r.id)}>{r.name}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {weight && (
              <div>
                <dt>Hmotnosť</dt>
                <dd>{weight}</dd>
              </div>
            )}
            {p.tags && (
              <div>
                <dt>Tagy</dt>
                <dd>{p.tags}</dd>
              </div>
            )}
            {p.binding && (
              <div>
                <dt>Väzba</dt>
                <dd>{p.binding}</dd>
              </div>
            )}
            {p.pages ? (
              <div>
                <dt>Počet strán</dt>
                <dd>{p.pages}</dd>
              </div>
            ) : null}
            {p.isbn && (
              <div>
                <dt>ISBN</dt>
                <dd>{p.isbn}</dd>
              </div>
            )}
            <div>
              <dt>Jazyk</dt>
              <dd>
                <LanguageFlag language={p.language} />
              </dd>
            </div>
          </dl>
          {hasExcerpt && (
            <a className="btn btn-outline pd-library" href={libraryEntryHref(p._id)}>
              Do čitárne<span className="sr-only"> – ukážka z knihy {p.name}</span>
            </a>
          )}
        </section>
      </div>

      <section className="pd-reviews" aria-labelledby="recenzie">
        <h2 id="recenzie">Recenzie</h2>
        {reviews ?? <ProductReviews productId={p._id} initialReviews={p.reviews} immediate={signedIn} />}
      </section>
    </>
  );
}
