import { lowStockProducts, orderFiguresByMonth, pendingReviews } from '~/db/queries/operations/dashboard';
import { visitorsCount } from '~/db/queries/engagement/counter';
import type { AppDeps } from '../../deps';
import { apiId } from '../../domain/api-id';
import { DASHBOARD_LIMITS, firstChars, lastMonths, monthStartIso, addMonths, type ApiDashboard } from '../../domain/dashboard';
import { centsToEuros } from '../../domain/money';
import { LOW_STOCK } from '../../domain/product-admin';

/**
 * `GET /api/dashboard` (admins): the visit counter, orders and revenue of the last 12 Bratislava months, the
 * products running out, the reviews waiting for approval and whether the shop sends mail at all, in one answer
 * for the `/admin` page.
 */
export async function dashboard(deps: Pick<AppDeps, 'db' | 'now' | 'config'>): Promise<ApiDashboard> {
  const months = lastMonths(deps.now());
  // Each month's first instant plus the end of the last one: SQL sorts orders into these slots.
  const boundaries = [...months, addMonths(months[months.length - 1], 1)].map(monthStartIso);
  const [visits, figures, low, reviews] = await Promise.all([
    visitorsCount(deps.db),
    orderFiguresByMonth(deps.db, boundaries),
    lowStockProducts(deps.db, LOW_STOCK, DASHBOARD_LIMITS.lowStock),
    pendingReviews(deps.db, DASHBOARD_LIMITS.pendingReviews),
  ]);
  const byIndex = new Map(figures.map((f) => [f.index, f]));
  return {
    visits,
    months: months.map((month, i) => {
      const f = byIndex.get(i);
      return { month, orders: f?.orders ?? 0, revenue: centsToEuros(f?.totalCents ?? 0), paidRevenue: centsToEuros(f?.paidCents ?? 0) };
    }),
    lowStock: low.rows.map((p) => ({ _id: apiId(p.id), name: p.name, countInStock: p.countInStock, waiting: Number(p.waiting) })),
    lowStockTotal: low.total,
    lowStockLimit: LOW_STOCK,
    pendingReviews: reviews.total,
    latestPendingReviews: reviews.rows.map((r) => ({
      _id: apiId(r.id),
      productId: apiId(r.productId),
      productName: r.productName,
      name: r.name,
      comment: firstChars(r.comment, DASHBOARD_LIMITS.commentChars),
      createdAt: r.createdAt,
    })),
    mailDelivery: deps.config.mailDelivery,
  };
}
