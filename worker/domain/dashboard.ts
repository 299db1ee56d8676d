/**
 * The admin dashboard (issue #9, item 9): `GET /api/dashboard` (admins only) answers `ApiDashboard`
 * (./dashboard-answers.ts), the `/admin` island reads the same type. Also the shop-calendar rules the figures are
 * counted by: a month is a month in Bratislava (an order at 23:30 UTC on 31 January is a February order), whatever
 * zone the server runs in. Pure: no I/O.
 */

/** How much the dashboard lists (the totals always count everything). */
export const DASHBOARD_LIMITS = {
  /** Calendar months in the orders chart, the current one last. */
  months: 12,
  /** Low-stock products listed, fewest copies first. */
  lowStock: 20,
  /** Newest reviews waiting for approval. */
  pendingReviews: 5,
  /** Characters of a review's comment shown on the dashboard. */
  commentChars: 200,
} as const;

// The answer's shapes are zod (./dashboard-answers.ts); their types are re-exported here, erased from the bundle.
export type { ApiDashboard, DashboardMonth } from './dashboard-answers';

/** The screen's words (the island and the Playwright spec use the same ones). */
export const DASHBOARD_LABELS = {
  title: 'Prehľad',
  visits: 'Návštevy',
  visitsNote: 'Návštevníci, ktorí odpovedali na lištu cookies.',
  orders: 'Objednávky a tržby',
  ordersNote: 'Posledných 12 mesiacov, bez zrušených objednávok.',
  month: 'Mesiac',
  orderCount: 'Objednávky',
  revenue: 'Tržby',
  paidRevenue: 'Zaplatené',
  lowStock: 'Nízky stav skladu',
  lowStockNone: 'Všetky produkty majú dosť kusov na sklade.',
  allProducts: 'Všetky produkty',
  pendingReviews: 'Recenzie na schválenie',
  pendingReviewsNone: 'Žiadna recenzia nečaká na schválenie.',
  allReviews: 'Všetky recenzie',
  mailNotSent: 'Obchod neposiela e-maily.',
  mailNotSentNote:
    'Nie je nastavený poskytovateľ e-mailov (MAIL_PROVIDER a MAIL_API_KEY), preto každý e-mail zostáva uložený v outboxe, neodoslaný: zákazníci nedostanú potvrdenia objednávok, registrácie ani zmeny hesla.',
  mailOutboxLink: 'Otvoriť outbox',
  loading: 'Načítavam prehľad…',
  loadError: 'Prehľad sa nepodarilo načítať.',
} as const;

/** The first `max` characters (whole code points, so an emoji is never cut in half). */
export function firstChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

const SHOP_TIME_ZONE = 'Europe/Bratislava';
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Bratislava's wall clock at instant `t` (ms), read as if it were UTC: its difference to `t` is the offset. */
function wallClockAsUtc(t: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** `2026-01-31T23:30:00Z` → `2026-02` (already February in Bratislava). */
export function shopMonth(at: Date): string {
  const local = new Date(wallClockAsUtc(at.getTime()));
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `YYYY-MM` shifted by `delta` months (`2026-01`, -1 → `2025-12`). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The instant a month starts in Bratislava (midnight on the 1st), as an ISO string like the stored `createdAt`.
 * Midnight is never inside a daylight-saving jump there (those happen at 2:00 and 3:00), so one correction of
 * the offset is exact.
 */
export function monthStartIso(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, 1);
  let t = asUtc - (wallClockAsUtc(asUtc) - asUtc);
  t = asUtc - (wallClockAsUtc(t) - t);
  return new Date(t).toISOString();
}

/** The dashboard's months: `count` of them ending with the current Bratislava month, oldest first. */
export function lastMonths(now: Date, count: number = DASHBOARD_LIMITS.months): string[] {
  const current = shopMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - (count - 1)));
}
