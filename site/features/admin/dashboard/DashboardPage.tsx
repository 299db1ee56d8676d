import { DASHBOARD_LABELS as L } from '~/worker/domain/dashboard';
import { formatDate } from '~/site/lib/format';
import { useLoad } from '~/site/lib/use-load';
import { REVIEWS_PATH } from '../admin-view';
import { AdminAlert, LoadState, useAdminAccess } from '../ui';
import { readDashboard } from './dashboard-api';
import { OrdersChart } from './OrdersChart';
import { formatCount, OUTBOX_PATH, PRODUCT_LIST_PATH, productEditHref, stockLabel, waitingLabel } from './dashboard-view';
import './dashboard.css';
import './mail-notice.css';

/**
 * `/admin` (admins only; the frame sends assistants to /login): the overview in four cards — visits, orders and
 * revenue of the last 12 months (chart + table), products running out, reviews waiting for approval — all
 * from one `GET /api/dashboard`, under a notice in red while the shop sends no mail (no provider).
 */
export default function DashboardPage() {
  const allowed = useAdminAccess();
  // 'Skúsiť znova' puts the screen back to 'Načítava sa…' until the new answer (or error) is in: a new read
  // clears the old error (useLoad).
  const { data, error, reload } = useLoad(readDashboard, allowed);

  return (
    <div className="admin-screen dash">
      <h1>{L.title}</h1>
      {error && (
        <div className="dash-error">
          <AdminAlert notice={{ kind: 'error', text: `${L.loadError} ${error}` }} />
          <button type="button" className="acct-btn acct-btn--outline" onClick={() => void reload()}>
            Skúsiť znova
          </button>
        </div>
      )}
      {!error && <LoadState loaded={!!data} error="" label={L.loading} />}
      {data?.mailDelivery === 'outbox' && (
        <section className="dash-mail-off" aria-labelledby="dash-mail-off">
          <h2 id="dash-mail-off">{L.mailNotSent}</h2>
          <p>
            {L.mailNotSentNote} <a href={OUTBOX_PATH}>{L.mailOutboxLink}</a>
          </p>
        </section>
      )}
      {data && (
        <div className="dash-grid">
          <section className="admin-card dash-card dash-card--visits" aria-labelledby="dash-visits">
            <h2 id="dash-visits" className="admin-card-title">
              {L.visits}
            </h2>
            <p className="dash-figure">{formatCount(data.visits)}</p>
            <p className="dash-note">{L.visitsNote}</p>
          </section>

          <section className="admin-card dash-card dash-card--orders" aria-labelledby="dash-orders">
            <h2 id="dash-orders" className="admin-card-title">
              {L.orders}
            </h2>
            <p className="dash-note">{L.ordersNote}</p>
            <OrdersChart months={data.months} />
          </section>

          <section className="admin-card dash-card dash-card--stock" aria-labelledby="dash-stock">
            <h2 id="dash-stock" className="admin-card-title">
              {L.lowStock} <span className="admin-count">({formatCount(data.lowStockTotal)})</span>
            </h2>
            <p className="dash-note">
              Produkty s najviac {data.lowStockLimit} kusmi na sklade, od najmenšieho počtu
              {data.lowStockTotal > data.lowStock.length && ` (zobrazených ${data.lowStock.length} z ${formatCount(data.lowStockTotal)})`}.
            </p>
            {data.lowStock.length === 0 ? (
              <p className="empty-state">{L.lowStockNone}</p>
            ) : (
              <ul className="dash-list">
                {data.lowStock.map((p) => (
                  <li key={p._id} className="dash-stock-item">
                    <a href={productEditHref(p._id)}>{p.name}</a>
                    {p.waiting > 0 && <span className="dash-waiting">{waitingLabel(p.waiting)}</span>}
                    <span className={`dash-stock${p.countInStock <= 0 ? ' dash-stock--out' : ''}`}>{stockLabel(p.countInStock)}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="dash-more">
              <a href={PRODUCT_LIST_PATH}>{L.allProducts}</a>
            </p>
          </section>

          <section className="admin-card dash-card dash-card--reviews" aria-labelledby="dash-reviews">
            <h2 id="dash-reviews" className="admin-card-title">
              {L.pendingReviews} <span className="admin-count">({formatCount(data.pendingReviews)})</span>
            </h2>
            {data.latestPendingReviews.length === 0 ? (
              <p className="empty-state">{L.pendingReviewsNone}</p>
            ) : (
              <ul className="dash-list">
                {data.latestPendingReviews.map((r) => (
                  <li key={r._id} className="dash-review">
                    <p className="dash-review-product">{r.productName}</p>
                    <p className="dash-review-meta">
                      {r.name}, <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                    </p>
                    <p className="dash-review-text">{r.comment}</p>
                  </li>
                ))}
              </ul>
            )}
            <p className="dash-more">
              <a href={REVIEWS_PATH}>{data.pendingReviews > 0 ? 'Schváliť recenzie' : L.allReviews}</a>
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
