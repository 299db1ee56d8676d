/**
 * The one way a person reads a date anywhere in the shop (pages, admin, e-mails, the invoice): `25. 11. 2026`,
 * day and month without leading zeros, a space after each dot; with the time `25. 11. 2026 09:05`. Always on the
 * shop's calendar (Bratislava), whatever time zone the server or the browser runs in. Pure: site/lib/format.ts
 * re-exports it as `formatDate`, worker/domain/invoice-dates.ts builds the due date on `calendarDay`.
 */

const SHOP_TIME_ZONE = 'Europe/Bratislava';

// Parts, not a locale's pattern: no browser's or ICU version's idea of Slovak spacing can change the text.
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export interface CalendarDay {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
}

/** SQLite's `YYYY-MM-DD HH:MM:SS` (UTC, `CURRENT_TIMESTAMP`) or an ISO text → the instant; null when unreadable. */
export function parseTimestamp(value: string): Date | null {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The Bratislava calendar day and wall-clock time of an instant. */
export function calendarDay(at: Date): CalendarDay {
  const p = Object.fromEntries(clock.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
}

/** `{ day: 5, month: 3, year: 2026 }` → `5. 3. 2026`. */
export function showDay(d: Pick<CalendarDay, 'year' | 'month' | 'day'>): string {
  return `${d.day}. ${d.month}. ${d.year}`;
}

/**
 * `2026-03-05T23:30:00Z` → `6. 3. 2026` (already the 6th in Bratislava); `withTime` adds `00:30`. Empty for no
 * value; a text that is not a date is shown as it is (never `NaN. NaN. NaN`).
 */
export function slovakDate(value: string | Date | null | undefined, withTime = false): string {
  if (!value) return '';
  const at = value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value) : parseTimestamp(value);
  if (!at) return typeof value === 'string' ? value : '';
  const d = calendarDay(at);
  if (!withTime) return showDay(d);
  return `${showDay(d)} ${String(d.hour).padStart(2, '0')}:${String(d.minute).padStart(2, '0')}`;
}
