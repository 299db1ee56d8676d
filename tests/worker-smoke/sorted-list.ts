import { expect } from 'vitest';

/**
 * Issue 31 on the Worker: a category without a query is its pre-rendered page (served through the Worker, which
 * wrangler.toml's run_worker_first sends it to), and with `?zoradenie=cena-vzostupne` the Worker fills the list
 * shell (worker/http/list-page.ts) with the prices in order. `log` is wrangler's output, for a failure's message.
 */
export async function expectSortedCategory(base: string, log: () => string): Promise<void> {
  const plain = await fetch(`${base}/eshop/%C5%BEivot`, { redirect: 'manual' });
  expect([plain.status, await plain.text()]).toEqual([200, expect.stringContaining('Eshop Život (pre-rendered)')]);
  const sorted = await fetch(`${base}/eshop/%C5%BEivot?zoradenie=cena-vzostupne`);
  const html = await sorted.text();
  expect(sorted.status, log()).toBe(200);
  const prices = [...html.matchAll(/class="price-now">(?:<span class="sr-only">[^<]*<\/span>)?(\d+),(\d{2})/g)].map((m) =>
    Number(m[1] + m[2]),
  );
  expect(prices.length, html).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((x, y) => x - y));
}
