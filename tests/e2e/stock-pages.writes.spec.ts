import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { adminToken, bearer } from './admin-support';
import { registeredAccount, testClientIp } from './accounts-support';
import { apiOrder, ownProduct, tokenOf } from './checkout-support';

/**
 * Stock crossing zero republishes the title's pages (issue 33): the product is made part of the pre-rendered site
 * by an admin's save (a publish of changed pages), then an order takes its last copy and, with no staff action,
 * the pre-rendered page (read with JavaScript off, so only the built HTML can pass) says 'Vypredané' within 60 s
 * and its 'Pridať do košíka' is switched off. Deleting the title takes its page away: 404.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });
test.describe.configure({ timeout: 150_000 });

/** The built HTML of `path` once `ready` holds for it (polled: the publish runs in the background). */
async function builtPage(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page, status: number) => Promise<boolean>,
  ms: number,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const since = Date.now();
  try {
    for (;;) {
      const res = await page.goto(path);
      if (await ready(page, res?.status() ?? 0)) return Date.now() - since;
      if (Date.now() - since > ms) throw new Error(`${path} did not change within ${ms} ms`);
      await page.waitForTimeout(500);
    }
  } finally {
    await context.close();
  }
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test("an order that takes a title's last copy has its pre-rendered page say 'Vypredané' within 60 s", async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = bearer(await adminToken(request));
  const { id, name } = await ownProduct('vypredaná', { priceCents: 7_40, countInStock: 1 });
  // The admin's save publishes it: its page becomes pre-rendered, 'Na sklade'.
  const stored = await (await request.get(`/api/products/${id}`)).json();
  const saved = await request.put(`/api/products/${id}`, { headers: admin, data: { ...stored, category: 'duch' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await builtPage(browser, baseURL!, `/product/${id}`, async (page) => (await heading(page).textContent()) === name, 60_000);

  const buyer = await registeredAccount(request, baseURL!, 'posledny-kus');
  await apiOrder(request, await tokenOf(request, buyer), [{ product: id, qty: 1 }], 'Prevodom vopred');
  const took = await builtPage(
    browser,
    baseURL!,
    `/product/${id}`,
    async (page) => (await page.getByText('Vypredané', { exact: true }).count()) > 0,
    60_000,
  );
  expect(took).toBeLessThanOrEqual(60_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('button', { name: 'Pridať do košíka' })).toBeDisabled();
  await context.close();
});

test("a deleted title's pre-rendered page is gone after the publish: 404", async ({ browser, baseURL, request }) => {
  const admin = bearer(await adminToken(request));
  const { id, name } = await ownProduct('zmazaná', { priceCents: 5_10, countInStock: 3 });
  const stored = await (await request.get(`/api/products/${id}`)).json();
  const saved = await request.put(`/api/products/${id}`, { headers: admin, data: { ...stored, category: 'duch' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await builtPage(browser, baseURL!, `/product/${id}`, async (page) => (await heading(page).textContent()) === name, 60_000);
  // (A drafted title's pages go the same way: worker/platform/changed-pages-astro.test.ts.)
  const deleted = await request.delete(`/api/products/${id}`, { headers: admin });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await builtPage(browser, baseURL!, `/product/${id}`, async (_page, status) => status === 404, 60_000);
});
