import type { Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, logIn, testClientIp } from './accounts-support';

/**
 * Publishing (issue 9): a product the admin creates in the admin screens is served in the PRE-RENDERED HTML of
 * its page, its category listing and the home grid after the republish, without restarting anything; the admin
 * frame shows the publishing state. Pages are read with JavaScript off, so only the built HTML can pass.
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });
test.describe.configure({ timeout: 120_000 });

async function staticHtml(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(path);
  return { page, status: res?.status(), close: () => context.close() };
}

test('a new product is on its pre-rendered page, in its category and on the home grid after the republish', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Zverejnená kniha ${Date.now().toString(36)}`;
  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin/productlist');
  await page.getByRole('button', { name: 'Vytvoriť produkt' }).click();
  await page.waitForURL(/\/admin\/product\/\d+\/edit$/);
  const id = Number(/\/product\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)![1]);

  await page.getByLabel('Názov').fill(name);
  await page.getByLabel('Autor').fill('Watchman Nee');
  await page.getByLabel('Cena', { exact: true }).fill('9,90');
  await page.getByLabel('Počet na sklade').fill('7');
  await page.getByLabel('Kategória', { exact: true }).selectOption({ label: 'Duch' });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await page.waitForURL((u) => u.pathname === '/admin/productlist');

  // The frame tells the admin when the change is live: waiting/building first, then "Zverejnené dnes o 14:03".
  await expect(page.getByRole('status').filter({ hasText: /Zverejnené dnes o \d\d:\d\d(?!:)/ })).toBeVisible({ timeout: 90_000 });

  const product = await staticHtml(browser, baseURL!, `/product/${id}`);
  expect(product.status).toBe(200);
  await expect(product.page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(product.page.getByText('9,90 €').first()).toBeVisible();
  await product.close();

  const category = await staticHtml(browser, baseURL!, '/eshop/duch');
  // A card links its cover and its title to the product.
  await expect(category.page.getByRole('link', { name }).first()).toHaveAttribute('href', `/product/${id}`);
  await category.close();

  // Newest first: the home grid's first page shows it.
  const home = await staticHtml(browser, baseURL!, '/');
  await expect(home.page.getByRole('link', { name }).first()).toBeVisible();
  await home.close();
});
