import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { logIn, registeredAccount, testClientIp } from './accounts-support';
import { STOCK_ALERT_TEXT, type ApiStockAlertState } from '../../worker/domain/stock-alerts';
import { bearer, expectPrerendered, signedInCustomer } from './engagement-support';
import { BUILT, rows } from './storefront-db';

/**
 * "Notify me when it is back" (issue 20) on a sold-out book's pre-rendered page: a signed-in reader asks, sees it
 * after a reload and undoes it (each step read back from the API); a visitor is asked to log in and comes back.
 * Staff raising the stock, and the mail, are in notify-me.writes.spec.ts (a save republishes the site).
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-h6';

/** A sold-out title with a pre-rendered page (not the first: the cards' spec takes that one). */
async function soldOutBook(): Promise<{ id: number; name: string }> {
  const [p] = await rows<{ id: number; name: string }>(
    `SELECT id, name FROM products WHERE ${BUILT} AND count_in_stock <= 0 AND is_draft = 0 ORDER BY id DESC LIMIT 1 OFFSET 1`,
  );
  expect(p, 'the demo catalogue has sold-out titles').toBeTruthy();
  return { id: Number(p.id), name: String(p.name) };
}

const section = (page: Page) => page.getByRole('region', { name: STOCK_ALERT_TEXT.heading });

async function shots(page: Page, name: string) {
  for (const [w, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await section(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
  }
}

async function waiting(request: APIRequestContext, token: string, id: number): Promise<boolean> {
  const res = await request.get(`/api/products/${id}/notify-me`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as ApiStockAlertState).isWaiting;
}

test.describe('notify me when it is back', () => {
  test('a signed-in reader asks on a sold-out page, sees it after a reload, undoes it; the server stores each step', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    const who = await signedInCustomer(page, request, baseURL!, 'upozornenie');
    const book = await soldOutBook();
    await page.goto(`/product/${book.id}`);
    await expectPrerendered(page, book.id);
    await expect(page.locator('[data-buy-stock]')).toHaveText('Vypredané');
    const box = section(page);
    await expect(box).toHaveAttribute('data-ready', 'true');
    await expect(box.getByText(STOCK_ALERT_TEXT.visitorNote)).toBeHidden();
    const ask = box.getByRole('button', { name: STOCK_ALERT_TEXT.ask });
    await expect(ask).toBeEnabled();
    expect(await waiting(request, who.token, book.id)).toBe(false);

    await ask.click();
    await expect(box.getByRole('status')).toHaveText(STOCK_ALERT_TEXT.waiting);
    await expect(box.getByRole('button', { name: STOCK_ALERT_TEXT.undo })).toBeEnabled();
    expect(await waiting(request, who.token, book.id)).toBe(true);

    // After a reload the state comes from the server.
    await page.reload();
    await expect(section(page)).toHaveAttribute('data-ready', 'true');
    await expect(section(page).getByRole('status')).toHaveText(STOCK_ALERT_TEXT.waiting);
    const undo = section(page).getByRole('button', { name: STOCK_ALERT_TEXT.undo });
    await expect(undo).toBeEnabled();
    expect(await axe(page)).toEqual([]);
    await shots(page, 'notify-waiting');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await undo.click();
    await expect(section(page).getByRole('status')).toHaveText(STOCK_ALERT_TEXT.removed);
    await expect(section(page).getByRole('button', { name: STOCK_ALERT_TEXT.ask })).toBeEnabled();
    expect(await waiting(request, who.token, book.id)).toBe(false);
  });

  test('a visitor is asked to log in and comes back to the book; an in-stock book has no such section', async ({ page, axe }) => {
    const book = await soldOutBook();
    await page.goto(`/product/${book.id}`);
    await expectPrerendered(page, book.id);
    const box = section(page);
    const login = box.getByRole('link', { name: STOCK_ALERT_TEXT.ask });
    await expect(login).toHaveAttribute('href', `/login?redirect=/product/${book.id}`);
    await expect(box.getByText(STOCK_ALERT_TEXT.visitorNote)).toBeVisible();
    await expect(box.getByRole('button')).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    await shots(page, 'notify-visitor');

    await login.click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/product/${book.id}`);

    const [inStock] = await rows<{ id: number }>(
      `SELECT id FROM products WHERE ${BUILT} AND count_in_stock > 0 AND is_draft = 0 ORDER BY id LIMIT 1`,
    );
    await page.goto(`/product/${inStock.id}`);
    await expectPrerendered(page, Number(inStock.id));
    await expect(page.locator('[data-notify-me]')).toHaveCount(0);
  });

  test('logging in from the prompt lands back on the book, where the button waits', async ({ page, request, baseURL }) => {
    const book = await soldOutBook();
    const who = await registeredAccount(request, baseURL!, 'upozornenie-login');
    await logIn(page, who, `/login?redirect=/product/${book.id}`, `/product/${book.id}`);
    await expect(section(page)).toHaveAttribute('data-ready', 'true');
    await expect(section(page).getByRole('button', { name: STOCK_ALERT_TEXT.ask })).toBeEnabled();
  });
});
