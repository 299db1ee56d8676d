import { useCallback, useEffect, useState } from 'react';
import type { ApiAdminReview, ApiReviewsPage } from '~/worker/domain/engagement';
import { authGet, authSend } from '~/site/stores/user';
import { formatDate } from '~/site/lib/format';
import { pageFromSearch, reviewsPageHref, reviewStatus } from './admin-view';
import { AdminAlert, AdminPager, AdminTable, Loading, useAdminAccess, useConfirm, type Column, type Notice } from './ui';

type Product = ApiReviewsPage['products'][number];

/**
 * `/admin/reviews` (admins): products that have reviews, 10 a page (`?pageNumber=`), each review with its text,
 * author, date and status, and the actions 'Na produkt', 'Schváliť recenziu' and 'Zmazať' (confirmed first).
 * After every action the list is read again and the server's message shows, green or red.
 */
export default function ReviewsPage() {
  const allowed = useAdminAccess();
  const page = typeof location === 'undefined' ? 1 : pageFromSearch(location.search);
  const [data, setData] = useState<ApiReviewsPage | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, confirm] = useConfirm();

  const load = useCallback(
    (signal?: AbortSignal) =>
      authGet<ApiReviewsPage>(`/api/products/reviews?pageNumber=${page}`, { signal })
        .then((d) => {
          setData(d);
          setLoadError('');
        })
        .catch((err: Error) => err.name !== 'AbortError' && setLoadError(err.message)),
    [page],
  );

  useEffect(() => {
    if (!allowed) return;
    const ctrl = new AbortController();
    load(ctrl.signal);
    return () => ctrl.abort();
  }, [allowed, load]);

  const act = async (review: ApiAdminReview, run: () => Promise<{ message: string }>) => {
    setBusy(review._id);
    setNotice(null);
    try {
      const res = await run();
      setNotice({ kind: 'success', text: res.message });
    } catch (err) {
      setNotice({ kind: 'error', text: (err as Error).message });
    }
    await load();
    setBusy(null);
  };

  const approve = (product: Product, review: ApiAdminReview) =>
    act(review, () => authSend(`/api/products/${product._id}/reviews/acknowledge`, { method: 'PUT', body: { reviewId: review._id } }));

  const remove = async (product: Product, review: ApiAdminReview) => {
    if (!(await confirm('Odstrániť recenziu? Ste si istý?', 'Zmazať'))) return;
    await act(review, () => authSend(`/api/products/${product._id}/reviews/${review._id}`, { method: 'DELETE' }));
  };

  if (!allowed) return <Loading />;

  const columns = (product: Product): Column<ApiAdminReview>[] => [
    { header: 'Komentár', cell: (r) => <p className="admin-review-text">{r.comment}</p>, className: 'admin-cell--wide' },
    { header: 'Autor', cell: (r) => r.name },
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
          <a className="acct-btn acct-btn--small" href={`/product/${product._id}`}>
            Na produkt
          </a>
          {!r.isAcknowledged && (
            <button type="button" className="acct-btn acct-btn--small admin-btn--ok" disabled={busy !== null} onClick={() => approve(product, r)}>
              Schváliť recenziu
            </button>
          )}
          <button type="button" className="acct-btn acct-btn--small admin-btn--danger" disabled={busy !== null} onClick={() => remove(product, r)}>
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
      <div aria-live="polite">
        <AdminAlert notice={notice} />
      </div>
      {loadError && <AdminAlert notice={{ kind: 'error', text: loadError }} />}
      {!data && !loadError && <Loading />}
      {data && data.products.length === 0 && <p className="empty-state">Žiadne recenzie</p>}
      {data &&
        data.products.map((product) => (
          <section key={product._id} className="admin-card" aria-labelledby={`product-${product._id}`}>
            <h2 id={`product-${product._id}`} className="admin-card-title">
              {product.name}
            </h2>
            <AdminTable caption={`Recenzie: ${product.name}`} hideCaption columns={columns(product)} rows={product.reviews} rowKey={(r) => r._id} />
          </section>
        ))}
      {data && (
        <AdminPager page={data.page} pages={data.pages} href={reviewsPageHref} label="Stránkovanie recenzií" />
      )}
      {dialog}
    </div>
  );
}
