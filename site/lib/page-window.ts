/**
 * The page numbers a list's pagination shows. A short list shows every page (the demo catalogue's 14 home pages
 * look as they always did); a long one shows the first and last pages and two on each side of the current one,
 * with a gap (null, drawn '…') where numbers are left out. Listing every number made each of a 10,000-title
 * catalogue's 1,250 home pages carry 1,250 links (~110 KB a page, 1.5 million links a build).
 */
export const ALL_PAGES_UP_TO = 15;
const AROUND = 2;

export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= ALL_PAGES_UP_TO) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - AROUND, pages - 1 - 2 * AROUND));
  const to = Math.min(pages - 1, Math.max(page + AROUND, 2 + 2 * AROUND));
  const out: (number | null)[] = [1];
  if (from > 2) out.push(from === 3 ? 2 : null);
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pages - 1) out.push(to === pages - 2 ? pages - 1 : null);
  out.push(pages);
  return out;
}
