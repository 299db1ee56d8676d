/**
 * Dates on the invoice and in the order e-mail, as a Slovak reader expects them (`5. 3. 2026`), on the shop's
 * calendar (Bratislava), whatever time zone the server runs in. Pure.
 */

const SHOP_TIME_ZONE = 'Europe/Bratislava';
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

interface CalendarDay {
  year: number;
  month: number; // 1..12
  day: number;
}

function calendarDay(iso: string): CalendarDay {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

const show = (d: CalendarDay) => `${d.day}. ${d.month}. ${d.year}`;

/** `2026-03-05T23:30:00Z` → `6. 3. 2026` (already the 6th in Bratislava). */
export function slovakDate(iso: string): string {
  return show(calendarDay(iso));
}

/**
 * The due date: the billing date plus one calendar month (site-facts `orders.invoiceDueDate`); a day the next
 * month lacks becomes its last day (31 January → 28/29 February).
 */
export function invoiceDueDate(issuedIso: string): string {
  const d = calendarDay(issuedIso);
  const year = d.month === 12 ? d.year + 1 : d.year;
  const month = d.month === 12 ? 1 : d.month + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return show({ year, month, day: Math.min(d.day, lastDay) });
}
