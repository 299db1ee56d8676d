import { DEMO_LOGINS } from '../db/seed';
import { withServer } from './server';

/**
 * Publish latency: an admin saves a product (`PUT /api/products/:id`), and the clock runs until the server serves
 * the changed pre-rendered HTML of `/product/{id}/`, of its category page and of the home grid. The server is the
 * real Node entry with its real publisher (a full `astro build` into a fresh folder, swapped in).
 */
export interface PublishBenchResult {
  label: string;
  products: number;
  /** Seconds from the save's answer until each page served the new name. */
  productPage: number;
  categoryPage: number;
  homePage: number;
}

const POLL_MS = 100;
/** The 1,000-product publish measured before issue 18 (bench/results.md of 2026-11-24). */
const BEFORE_ISSUE_18_SECONDS = 8.9;
const LIMIT_MS = 180_000;

async function servedWith(url: string, text: string, since: number): Promise<number> {
  while (performance.now() - since < LIMIT_MS) {
    const html = await fetch(url)
      .then((r) => r.text())
      .catch(() => '');
    if (html.includes(text)) return Number(((performance.now() - since) / 1000).toFixed(1));
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`${url} never served "${text}"`);
}

export async function publishLatency(dir: string, label: string, products: number): Promise<PublishBenchResult> {
  return withServer(dir, async (base) => {
    const admin = DEMO_LOGINS.find((l) => l.role === 'admin')!;
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    // The newest product: it is on the first page of the home grid.
    const list = (await fetch(`${base}/api/products?pageSize=1`).then((r) => r.json())) as {
      products: { _id: string; category: string }[];
    };
    const newest = list.products[0];
    const name = `Publikované ${Date.now().toString(36)}`;
    const category = newest.category || 'život';
    const res = await fetch(`${base}/api/products/${newest._id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...newest, name, category }),
    });
    if (!res.ok) throw new Error(`save failed: ${res.status} ${await res.text()}`);
    const since = performance.now();
    const [productPage, categoryPage, homePage] = await Promise.all([
      servedWith(`${base}/product/${newest._id}/`, name, since),
      servedWith(`${base}/eshop/${encodeURIComponent(category)}/`, name, since),
      servedWith(`${base}/`, name, since),
    ]);
    return { label, products, productPage, categoryPage, homePage };
  });
}

export function publishMarkdown(results: PublishBenchResult[]): string[] {
  if (!results.length) return [];
  return [
    '## Publish latency (save → changed pre-rendered page served)',
    '',
    'Goal: 15 s for the demo catalogue, 60 s for 1,000 products (a full `astro build` into a fresh folder, swapped in;',
    `unchanged files take the served build's \`.br\`/\`.gz\`). Issue 18: 1,000 products no slower than before it (${BEFORE_ISSUE_18_SECONDS} s).`,
    '',
    '| catalogue | products | /product/{id} s | category s | home s | within goal | within issue 18 |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const goal = r.products <= 200 ? 15 : 60;
      const worst = Math.max(r.productPage, r.categoryPage, r.homePage);
      const issue18 = r.products >= 1000 ? (worst <= BEFORE_ISSUE_18_SECONDS ? 'yes' : 'NO') : '';
      return `| ${r.label} | ${r.products} | ${r.productPage} | ${r.categoryPage} | ${r.homePage} | ${worst <= goal ? 'yes' : 'NO'} | ${issue18} |`;
    }),
    '',
  ];
}
