import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import { header, logIn, registeredAccount, storedUser, testClientIp, userMenuButton } from './accounts-support';
import {
  addByLink,
  choosePayment,
  fillShipping,
  HOME_ADDRESS,
  orderIdOnPage,
  ownProduct,
  storedOrder,
  submitOrder,
  tokenOf,
} from './checkout-support';
import { SESSION_EXPIRED_TEXT } from '../../site/lib/session-refused';

/**
 * A session that ends keeps the shopper's work (issue 29): a session the server refuses (here: the password was
 * changed from another device, which ends every token issued before) sends the shopper to
 * `/login?redirect=<step>` with the reason; the cart, the address and the chosen payment wait in the browser, and
 * signing in brings them back to the step. The header drops a refused name after its once-a-minute check.
 */

test.use({ viewport: PHONE, extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-session-expiry';
const NEW_PASSWORD = 'Heslo-zmenene-inde-2026';

/** Another device changes the password: its own login, then `PUT /api/users/profile` with its token. */
async function passwordChangedElsewhere(request: APIRequestContext, who: { email: string; password: string }) {
  const token = await tokenOf(request, who);
  const res = await request.put('/api/users/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The login page the refusal leads to: exactly `/login?redirect=<step>`, saying why. */
async function expectSentToLogin(page: Page, step: string) {
  await page.waitForURL((u) => u.pathname === '/login' && u.search === `?redirect=${step}`);
  await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED_TEXT })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
}

async function signInAgain(page: Page, email: string, step: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await page.waitForURL((u) => u.pathname === step);
}

/** What the checkout keeps in the browser (site/lib/storage-keys.ts). */
const checkoutStored = (page: Page) =>
  page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cartItems') ?? '[]').map((x: { product: number; qty: number }) => [x.product, x.qty]),
    address: JSON.parse(localStorage.getItem('shippingAddress') ?? 'null'),
    payment: JSON.parse(localStorage.getItem('paymentMethod') ?? 'null'),
  }));

/** The tab's last session check moved more than a minute back (site/lib/session-check.ts asks at most once a minute). */
const minuteLater = (page: Page) => page.evaluate(() => sessionStorage.setItem('sessionCheckedAt', String(Date.now() - 61_000)));

test.describe("a session that ends keeps the shopper's work", () => {
  test('password changed elsewhere before "Záväzne objednať": the message, the login, back on /placeorder with the same cart and address; the order goes through', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'vyprsanie');
    const book = await ownProduct('vyprsanie', { priceCents: 1490, countInStock: 5 });
    await logIn(page, buyer);
    await addByLink(page, book.id, 2);
    await page.goto('/shipping');
    await fillShipping(page, HOME_ADDRESS);
    await choosePayment(page, 'Prevodom vopred');
    await expect(page.getByRole('heading', { level: 1, name: 'Zhrnutie objednávky' })).toBeVisible();
    const before = await checkoutStored(page);
    expect(before.cart).toEqual([[book.id, 2]]);
    expect(before.payment).toBe('Prevodom vopred');

    await passwordChangedElsewhere(request, buyer);
    await submitOrder(page);
    await expectSentToLogin(page, '/placeorder');
    // Signed out, the shopper's work kept as it was.
    expect(await checkoutStored(page)).toEqual(before);
    expect(await axe(page)).toEqual([]);
    for (const [w, size] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/login-expired-${w}.png` });
    }
    await page.setViewportSize(PHONE);

    await signInAgain(page, buyer.email, '/placeorder');
    await expect(page.getByRole('heading', { level: 1, name: 'Zhrnutie objednávky' })).toBeVisible();
    const delivery = page.getByRole('region', { name: 'Doručenie' });
    await expect(delivery).toContainText(HOME_ADDRESS.name);
    await expect(delivery).toContainText(HOME_ADDRESS.address);
    await expect(page.getByRole('region', { name: 'Položky' })).toContainText(book.name);
    await expect(page.getByRole('region', { name: 'Spôsob platby' })).toContainText('Prevodom vopred');

    await submitOrder(page);
    const id = await orderIdOnPage(page);
    const token = await tokenOf(request, { email: buyer.email, password: NEW_PASSWORD });
    const order = await storedOrder(request, token, id);
    expect(order.orderItems.map((x) => [Number(x.product), x.qty])).toEqual([[book.id, 2]]);
    expect(order.paymentMethod).toBe('Prevodom vopred');
    expect(order.shippingAddress).toMatchObject({
      name: HOME_ADDRESS.name,
      address: HOME_ADDRESS.address,
      city: HOME_ADDRESS.city,
      postalCode: HOME_ADDRESS.postalCode,
    });
    // The refused click placed nothing: this is the buyer's only order.
    const mine = await request.get('/api/orders/myorders', { headers: { authorization: `Bearer ${token}` } });
    expect((await mine.json()).map((o: { _id: string }) => String(o._id))).toEqual([String(id)]);
  });

  test('the header asks the server at most once a minute and drops a name it refuses', async ({ page, request, baseURL }) => {
    const reader = await registeredAccount(request, baseURL!, 'hlavicka');
    const asked: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/users/profile' && asked.push(r.method()));
    await logIn(page, reader);
    await expect(userMenuButton(page, reader.name)).toBeVisible();
    // The landing page's load asked once.
    await expect.poll(() => asked.length).toBe(1);

    await passwordChangedElsewhere(request, reader);
    // Within the minute, another page view asks nothing: the name stays until the next check.
    await page.reload();
    await expect(userMenuButton(page, reader.name)).toBeVisible();
    expect(asked).toHaveLength(1);

    await minuteLater(page);
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
    await expect(userMenuButton(page, reader.name)).toBeHidden();
    expect(asked).toHaveLength(2);
    // A catalogue page stays where it is; the login page, when the reader goes there, says why.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedUser(page)).toBeNull();
    await header(page).getByRole('link', { name: 'Prihlásenie' }).click();
    await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED_TEXT })).toBeVisible();
  });

  test('the cart: a refused session found on load sends the shopper to sign in and back to the cart, the line kept', async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = await registeredAccount(request, baseURL!, 'kosik');
    const book = await ownProduct('kosik', { priceCents: 990, countInStock: 5 });
    await logIn(page, buyer);
    await addByLink(page, book.id, 3);
    await passwordChangedElsewhere(request, buyer);
    await minuteLater(page);
    await page.reload({ waitUntil: 'commit' });
    await expectSentToLogin(page, '/cart');
    expect((await checkoutStored(page)).cart).toEqual([[book.id, 3]]);

    await signInAgain(page, buyer.email, '/cart');
    await expect(page.locator('.cart[data-ready="true"]')).toBeVisible();
    await expect(page.locator('.cart')).toContainText(book.name);
    expect((await checkoutStored(page)).cart).toEqual([[book.id, 3]]);
  });
});
