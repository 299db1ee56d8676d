import type { ApiAdminReview, ApiReviewsPage } from '~/worker/domain/engagement';
import { formatDate } from '~/site/lib/format';
import { VERIFIED_PURCHASE, hasStars, starsGlyphs, starsOutOfFive } from '~/worker/domain/ratings';
import { productHref } from '~/site/lib/paths';
import { pageFromSearch, reviewsPageHref, reviewStatus } from './admin-view';
import { approveReview, deleteReview, readReviewsPage } from './engagement-api';
import { AdminPager, AdminTable, LoadState, OutcomeLine, type Column } from './ui';
import { useAdminList } from './use-admin-list';

type Product = ApiReviewsPage['products'][number];

/**
 * `/admin/reviews` (admins): products that have reviews, 10 a page (`?pageNumber=`), each review with its text,
 * author, stars and 'Overený nákup' (issue 31), date and status, and the actions 'Na produkt', 'Schváliť recenziu' and 'Zmazať' (confirmed first).
 * After every action the list is read again and the server's message shows, green or red.
 */
export default function ReviewsPage() {
  const page = typeof location === 'undefined' ? 1 : pageFromSearch(location.search);
  const list = useAdminList((signal) => readReviewsPage(page, signal), { deps: [page] });
  const { data, busy } = list;

  const approve = (product: Product, review: ApiAdminReview) =>
    list.act(review._id, async () => (await approveReview(product._id, review._id)).message);
  const remove = (product: Product, review: ApiAdminReview) =>
    list.act(review._id, async () => (await deleteReview(product._id, review._id)).message, {
      confirm: { question: 'Odstrániť recenziu? Ste si istý?', label: 'Zmazať' },
    });

  const columns = (product: Product): Column<ApiAdminReview>[] => [
    { header: 'Komentár', cell: (r) => <p className="admin-review-text">{r.comment}</p>, className: 'admin-cell--wide' },
    { header: 'Autor', cell: (r) => r.name },
    {
      header: 'Hodnotenie',
      className: 'admin-cell--nowrap',
      cell: (r) => (
        <>
          {hasStars(r.rating) ? (
            <span className="admin-review-stars">
              <span className="rating-stars" aria-hidden="true">
                {starsGlyphs(r.rating)}
              </span>
              <span className="sr-only">{starsOutOfFive(r.rating)}</span>
            </span>
          ) : (
            <span className="acct-hint">bez hviezdičiek</span>
          )}
          {r.verifiedPurchase && <span className="admin-review-verified">{VERIFIED_PURCHASE}</span>}
        </>
      ),
    },
    { header: 'Dátum', cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>, className: 'admin-cell--nowrap' },
    {
      header: 'Stav',
      cell: (r) => {
        const s = reviewStatus(r.isAcknowledged);
        return <span className={`admin-status admin-status--${s.kind}`}>{s.label}</span>;
      },
      className: 'admin-cell--nowrap',
    },
    {
      header: 'Akcie',
      className: 'admin-cell--actions',
      cell: (r) => (
        <div className="admin-actions">
          <a className="acct-btn acct-btn--small" href={productHref(product._id)}>
            Na produkt
          </a>
          {!r.isAcknowledged && (
            <button
              type="button"
              className="acct-btn acct-btn--small admin-btn--ok"
              disabled={busy !== null}
              onClick={() => approve(product, r)}
            >
              Schváliť recenziu
            </button>
          )}
          <button
            type="button"
            className="acct-btn acct-btn--small admin-btn--danger"
            disabled={busy !== null}
            onClick={() => remove(product, r)}
          >
            Zmazať
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="admin-screen">
      <h1>Recenzie</h1>
      <p className="acct-hint">Produkty s recenziami, od najnovšej recenzie. Verejne sa zobrazujú len schválené recenzie.</p>
      <OutcomeLine notice={list.notice} />
      <LoadState loaded={!!data} error={list.loadError} />
      {data && data.products.length === 0 && <p className="empty-state">Žiadne recenzie</p>}
      {data?.products.map((product) => (
        <section key={product._id} className="admin-card" aria-labelledby={`product-${product._id}`}>
          <h2 id={`product-${product._id}`} className="admin-card-title">
            {product.name}
          </h2>
          <AdminTable
            caption={`Recenzie: ${product.name}`}
            hideCaption
            columns={columns(product)}
            rows={product.reviews}
            rowKey={(r) => r._id}
          />
        </section>
      ))}
      {data && <AdminPager page={data.page} pages={data.pages} href={reviewsPageHref} label="Stránkovanie recenzií" />}
      {list.dialog}
    </div>
  );
}
