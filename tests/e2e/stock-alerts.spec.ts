import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { header, logIn, registeredAccount, storedUser, testClientIp } from './accounts-support';
import { STOCK_ALERT_TEXT, type ApiStockAlertState } from '../../worker/domain/stock-alerts';
import { bearer, expectPrerendered, signedInCustomer } from './engagement-support';
import { BUILT, rows } from './storefront-db';

/**
 * "Notify me when it is back" (issue 20) on a sold-out book's pre-rendered page: a signed-in reader asks, sees it
 * after a reload and undoes it (each step read back from the API); a visitor is asked to log in and comes back;
 * a reader whose session the server no longer accepts is told so and logs in again from the message.
 * Staff raising the stock, and the mail, are in stock-alerts.writes.spec.ts (a save republishes the site).
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

/** A fresh reader, signed in, on a sold-out book's pre-rendered page once its section shows the reader's state. */
async function readerOnSoldOutBook(page: Page, request: APIRequestContext, baseURL: string, tag: string) {
  const who = await signedInCustomer(page, request, baseURL, tag);
  const book = await soldOutBook();
  await page.goto(`/product/${book.id}`);
  await expectPrerendered(page, book.id);
  await expect(section(page)).toHaveAttribute('data-ready', 'true');
  return { who, book };
}

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
    const { who, book } = await readerOnSoldOutBook(page, request, baseURL!, 'upozornenie');
    await expect(page.locator('[data-buy-stock]')).toHaveText('Vypredané');
    const box = section(page);
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

  test('a reader whose session the server no longer accepts is told so, logs in from the message and is back on the book', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    const { who, book } = await readerOnSoldOutBook(page, request, baseURL!, 'upozornenie-vyprsalo');
    // The header's session check of this page load (site/lib/session-check.ts) answered first: the refusal is
    // met by the button, as the test means, not by a check still in flight when the password changes.
    await page.waitForLoadState('networkidle');
    // A new password set elsewhere ends every session issued before it: this page's token is refused from now on.
    const password = 'Nove-Heslo-pre-Jar-2026';
    const changed = await request.put('/api/users/profile', { headers: bearer(who.token), data: { password, confirmPassword: password } });
    expect(changed.status(), await changed.text()).toBe(200);

    await section(page).getByRole('button', { name: STOCK_ALERT_TEXT.ask }).click();
    const message = section(page).getByRole('alert');
    await expect(message).toHaveText(`${STOCK_ALERT_TEXT.expired} ${STOCK_ALERT_TEXT.loginAgain}.`);
    // Signed out (issue 29: only the account goes, the cart stays): the header offers the login.
    expect(await storedUser(page)).toBeNull();
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shots(page, 'notify-expired');

    await message.getByRole('link', { name: STOCK_ALERT_TEXT.loginAgain }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/product/${book.id}`);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/product/${book.id}`);
    await expect(section(page)).toHaveAttribute('data-ready', 'true');
    await section(page).getByRole('button', { name: STOCK_ALERT_TEXT.ask }).click();
    await expect(section(page).getByRole('status')).toHaveText(STOCK_ALERT_TEXT.waiting);
    expect(await waiting(request, String((await storedUser(page))?.token), book.id)).toBe(true);
  });

  test('logging in from the prompt lands back on the book, where the button waits', async ({ page, request, baseURL }) => {
    const book = await soldOutBook();
    const who = await registeredAccount(request, baseURL!, 'upozornenie-login');
    await logIn(page, who, `/login?redirect=/product/${book.id}`, `/product/${book.id}`);
    await expect(section(page)).toHaveAttribute('data-ready', 'true');
    await expect(section(page).getByRole('button', { name: STOCK_ALERT_TEXT.ask })).toBeEnabled();
  });
});
