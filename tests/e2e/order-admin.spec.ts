import { test, expect } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, registeredAccount, testClientIp } from './accounts-support';
import { apiOrder, ownProduct, stockOf, storedOrder, tokenOf } from './checkout-support';
import { rows } from './storefront-db';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

test.describe('order page: admin actions and access', () => {
  test('the admin marks an order paid and sent; the stored flags change; the customer sees them', async ({
    page,
    request,
    baseURL,
    browser,
    axe,
  }, info) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'admin-flagy');
    const p = await ownProduct('admin-flagy', { priceCents: 1100, countInStock: 10 });
    const token = await tokenOf(request, buyer);
    const order = await apiOrder(request, token, [{ product: p.id, qty: 2 }], 'Prevodom vopred');

    await logIn(page, DEMO_ADMIN);
    await page.goto(`/order/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();
    await expect(page.locator('.order-mail-state')).toContainText('E-mail s faktúrou odoslaný');
    expect(await axe(page)).toEqual([]);

    // 'Označiť ako zaplatené' mails the customer: it asks first and says so; 'Späť' changes nothing.
    await page.getByRole('button', { name: 'Označiť ako zaplatené' }).click();
    const confirm = page.getByRole('dialog', { name: 'Potvrdenie' });
    await expect(confirm).toContainText(
      `Označiť objednávku ${order.orderNumber} ako zaplatenú? Zákazníkovi pošleme e-mail, že sme platbu prijali.`,
    );
    await expect(confirm.getByRole('button', { name: 'Späť', exact: true })).toBeFocused();
    expect(await axe(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Späť', exact: true }).click();
    await expect(confirm).toBeHidden();
    expect((await storedOrder(request, token, order._id)).isPaid).toBe(false);
    await page.getByRole('button', { name: 'Označiť ako zaplatené' }).click();
    await confirm.getByRole('button', { name: 'Označiť ako zaplatené' }).click();
    await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Objednávka označená ako zaplatená.');
    await expect(page.locator('.order-state--ok', { hasText: /^Zaplatené \d/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Označiť ako zaplatené' })).toHaveCount(0);
    // Paid: no QR code to pay with any more.
    await expect(page.locator('.pbs')).toHaveCount(0);
    let stored = await storedOrder(request, token, order._id);
    expect(stored.isPaid).toBe(true);
    expect(stored.paidAt).not.toBeNull();
    expect(stored.isDelivered).toBe(false);

    // 'Označiť ako odoslané' asks for the optional parcel number, as the admin list does.
    await page.getByRole('button', { name: 'Označiť ako odoslané' }).click();
    const dialog = page.getByRole('dialog', { name: `Odoslať objednávku ${order.orderNumber}` });
    await dialog.getByLabel('Číslo zásielky (nepovinné)').fill('RR 123 456 789 SK');
    await dialog.getByRole('button', { name: 'Označiť ako odoslané' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Objednávka označená ako odoslaná.');
    await expect(page.locator('.order-state--ok', { hasText: /^Odoslané \d/ })).toBeVisible();
    stored = await storedOrder(request, token, order._id);
    expect(stored.isDelivered).toBe(true);
    expect(stored.parcelNumber).toBe('RR123456789SK');
    expect(stored.deliveredAt).not.toBeNull();
    expect(stored.isCancelled).toBe(false);
    // Sent: the parcel is on its way, so the order is no longer offered for cancelling.
    await expect(page.getByRole('button', { name: 'Zrušiť objednávku' })).toHaveCount(0);

    // The customer sees the same state and none of the admin's buttons.
    const customer = await newContext(browser, baseURL!, info);
    const own = await customer.newPage();
    await logIn(own, buyer);
    await own.goto(`/order/${order._id}`);
    await expect(own.locator('.order-state--ok', { hasText: /^Odoslané \d/ })).toBeVisible();
    await expect(own.locator('.order-state--ok', { hasText: /^Zaplatené \d/ })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Stiahnuť faktúru (PDF)' })).toBeVisible();
    await expect(own.getByRole('button', { name: /Označiť|Zrušiť/ })).toHaveCount(0);
    await customer.close();
  });

  test('the admin cancels after confirming; the stock comes back once; a dismissed dialog changes nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'admin-zrusenie');
    const p = await ownProduct('admin-zrusenie', { priceCents: 700, countInStock: 6 });
    const token = await tokenOf(request, buyer);
    const order = await apiOrder(request, token, [{ product: p.id, qty: 4 }], 'Hotovosť');
    expect(await stockOf(p.id)).toBe(2);

    await logIn(page, DEMO_ADMIN);
    await page.goto(`/order/${order._id}`);
    // The shop's own dialog (as on the order list), saying the customer is mailed; 'Späť' changes nothing.
    const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });
    await page.getByRole('button', { name: 'Zrušiť objednávku' }).click();
    await expect(dialog).toHaveAccessibleDescription(
      `Zrušiť objednávku ${order.orderNumber}? Tovar sa vráti na sklad a zákazníkovi pošleme e-mail o zrušení objednávky.`,
    );
    await dialog.getByRole('button', { name: 'Späť', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await storedOrder(request, token, order._id)).isCancelled).toBe(false);
    expect(await stockOf(p.id)).toBe(2);

    await page.getByRole('button', { name: 'Zrušiť objednávku' }).click();
    await dialog.getByRole('button', { name: 'Zrušiť objednávku' }).click();
    await expect(page.locator('.acct-alert--success:not(.publish-bar)')).toHaveText('Objednávka bola zrušená.');
    await expect(page.locator('.order-state--cancelled')).toContainText('Zrušená!');
    await expect(page.getByRole('button', { name: /Označiť|Zrušiť objednávku/ })).toHaveCount(0);
    const stored = await storedOrder(request, token, order._id);
    expect(stored.isCancelled).toBe(true);
    expect(stored.cancelledAt).not.toBeNull();
    expect(await stockOf(p.id)).toBe(6);
  });

  test("a paid order's cancellation says the money must go back to the customer", async ({ page, request, baseURL, axe }) => {
    const buyer = await registeredAccount(request, baseURL!, 'admin-vratit');
    const p = await ownProduct('admin-vratit', { priceCents: 800, countInStock: 3 });
    const token = await tokenOf(request, buyer);
    const order = await apiOrder(request, token, [{ product: p.id, qty: 1 }], 'Prevodom vopred');
    const admin = await tokenOf(request, DEMO_ADMIN);
    expect((await request.put(`/api/orders/${order._id}/paid`, { headers: { Authorization: `Bearer ${admin}` } })).status()).toBe(200);

    await logIn(page, DEMO_ADMIN);
    await page.goto(`/order/${order._id}`);
    await page.getByRole('button', { name: 'Zrušiť objednávku' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potvrdenie' });
    await expect(dialog).toContainText('Objednávka je zaplatená: peniaze treba zákazníkovi vrátiť.');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Zrušiť objednávku' }).click();
    await expect(page.locator('.order-state--cancelled')).toContainText('Zrušená!');
    expect(await storedOrder(request, token, order._id)).toMatchObject({ isCancelled: true, isPaid: true });
  });

  test('the admin sees a failed confirmation e-mail in red', async ({ page, request, baseURL }) => {
    const buyer = await registeredAccount(request, baseURL!, 'admin-mail');
    const p = await ownProduct('admin-mail', { priceCents: 500, countInStock: 3 });
    const order = await apiOrder(request, await tokenOf(request, buyer), [{ product: p.id, qty: 1 }], 'Hotovosť');
    // The confirmation goes out after the answer: wait for its outcome, then make it a failure.
    await expect
      .poll(async () => (await rows<{ s: string }>('SELECT mail_status AS s FROM orders WHERE id = ?', [order._id]))[0].s)
      .not.toBe('pending');
    await rows("UPDATE orders SET mail_status = 'failed', mail_error = 'test', mail_attempts = 2 WHERE id = ?", [order._id]);
    await logIn(page, DEMO_ADMIN);
    await page.goto(`/order/${order._id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail s faktúrou sa nepodarilo odoslať' })).toBeVisible();
  });

  test('a customer opening another customer’s order sees an error; a visitor goes to the login page', async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = await registeredAccount(request, baseURL!, 'vlastnik');
    const other = await registeredAccount(request, baseURL!, 'cudzi');
    const p = await ownProduct('cudzia', { priceCents: 900, countInStock: 3 });
    const order = await apiOrder(request, await tokenOf(request, owner), [{ product: p.id, qty: 1 }], 'Prevodom vopred');

    await page.goto(`/order/${order._id}`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/order/${order._id}`);

    await page.getByLabel('E-mail').fill(other.email);
    await page.getByLabel('Heslo', { exact: true }).fill(other.password);
    await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/order/${order._id}`);
    await expect(page.getByRole('alert')).toHaveText('Prístup majú len majiteľ objednávky a administrátori.');
    await expect(page.getByText(order.orderNumber)).toHaveCount(0);
    await expect(page.locator('.order-address')).toHaveCount(0);

    await page.goto('/order/999999999');
    await expect(page.getByRole('alert')).toHaveText('Objednávka sa nenašla.');
  });
});
