/**
 * Pure rules of the `/admin` overview (DashboardPage.tsx): month names, the chart's bars and its spoken summary,
 * the totals row, the links. No DOM: unit-tested in dashboard-view.test.ts.
 */
import type { DashboardMonth } from '~/worker/domain/dashboard';
import { eurosToCents, formatEur } from '~/worker/domain/money';

/** Month names as a heading or a table cell says them (nominative: 'november 2026', not 'novembra'). */
const MONTH_NAMES = ['január', 'február', 'marec', 'apríl', 'máj', 'jún', 'júl', 'august', 'september', 'október', 'november', 'december'];
/** Under the chart's bars, where twelve full names do not fit a phone. */
const MONTH_SHORT = ['jan', 'feb', 'mar', 'apr', 'máj', 'jún', 'júl', 'aug', 'sep', 'okt', 'nov', 'dec'];

function monthIndex(month: string): number {
  return Number(month.slice(5, 7)) - 1;
}

/** `2026-11` → `november 2026`. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[monthIndex(month)] ?? month} ${month.slice(0, 4)}`;
}

/** `2026-11` → `nov`. */
export function monthShort(month: string): string {
  return MONTH_SHORT[monthIndex(month)] ?? month;
}

/**
 * Bar heights for `values` in a chart `height` tall: the largest fills it, the rest in proportion; a month with
 * anything at all keeps at least `minVisible` so that it never looks like an empty one; nothing is 0.
 */
export function barHeights(values: number[], height: number, minVisible = 2): number[] {
  const top = Math.max(0, ...values);
  if (top <= 0) return values.map(() => 0);
  return values.map((v) => (v <= 0 ? 0 : Math.max(minVisible, (v / top) * height)));
}

/** Each month's bar (its revenue) and the paid part inside it: the same share of the bar as of the money. */
export function chartBars(months: DashboardMonth[], height: number): { revenue: number; paid: number }[] {
  const revenue = barHeights(
    months.map((m) => m.revenue),
    height,
  );
  return months.map((m, i) => ({
    revenue: revenue[i],
    paid: m.revenue > 0 ? revenue[i] * Math.min(1, Math.max(0, m.paidRevenue) / m.revenue) : 0,
  }));
}

export interface DashboardTotals {
  orders: number;
  revenueCents: number;
  paidCents: number;
}

/** The twelve months together (summed in cents, as every money figure inside the shop). */
export function totalsOf(months: DashboardMonth[]): DashboardTotals {
  return months.reduce(
    (t, m) => ({
      orders: t.orders + m.orders,
      revenueCents: t.revenueCents + eurosToCents(m.revenue),
      paidCents: t.paidCents + eurosToCents(m.paidRevenue),
    }),
    { orders: 0, revenueCents: 0, paidCents: 0 },
  );
}

/** What the chart says to a screen reader (its role="img" label); the table under it has every figure. */
export function chartSummary(months: DashboardMonth[]): string {
  if (months.length === 0) return 'Tržby: žiadne údaje.';
  const span = `${monthLabel(months[0].month)} – ${monthLabel(months[months.length - 1].month)}`;
  const t = totalsOf(months);
  if (t.orders === 0) return `Tržby podľa mesiacov, ${span}: žiadne objednávky.`;
  const best = months.reduce((a, b) => (eurosToCents(b.revenue) > eurosToCents(a.revenue) ? b : a));
  return (
    `Tržby podľa mesiacov, ${span}: spolu ${formatEur(t.revenueCents)} za ${countLabel(t.orders)}; ` +
    `najviac ${monthLabel(best.month)} (${formatEur(eurosToCents(best.revenue))}).`
  );
}

/** `1 objednávka`, `3 objednávky`, `5 objednávok` (Slovak plural). */
export function countLabel(n: number): string {
  const word = n === 1 ? 'objednávka' : n >= 2 && n <= 4 ? 'objednávky' : 'objednávok';
  return `${formatCount(n)} ${word}`;
}

const countFormat = new Intl.NumberFormat('sk-SK');

/** `12345` → `12 345` (the Slovak thousands separator, a no-break space). */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** Copies on stock as the list says it. */
export function stockLabel(countInStock: number): string {
  return countInStock <= 0 ? 'vypredané' : `${formatCount(countInStock)} ks`;
}

// The screens' addresses are built in site/lib/paths.ts (one module for every link of the site).
export { productEditHref, PRODUCTLIST_PATH as PRODUCT_LIST_PATH } from '~/site/lib/paths';
/** The admin's outbox, where every e-mail stays while the shop sends none. */
export const OUTBOX_PATH = '/admin/outbox';

/** The readers waiting for a sold-out title ('3 čitatelia čakajú'), one rule with the API's words. */
export { waitingLabel } from '~/worker/domain/stock-alerts';
