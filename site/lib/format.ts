/** How dates read on every page (Slovak, Bratislava time). Money formatting lives in worker/domain/money.ts. */

const dateFormat = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Bratislava' });
const dateTimeFormat = new Intl.DateTimeFormat('sk-SK', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Bratislava',
});

/** Timestamps from the API (ISO, or SQLite's `YYYY-MM-DD HH:MM:SS` in UTC) as a Slovak date, e.g. `5. 3. 2026`. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '';
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return value;
  return (withTime ? dateTimeFormat : dateFormat).format(d);
}
