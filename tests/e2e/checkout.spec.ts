import { test, expect } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, registeredAccount, testClientIp } from './accounts-support';
import {
  addByLink,
  cartBadge,
  checkoutAsCustomer,
  choosePayment,
  fillShipping,
  HOME_ADDRESS,
  orderIdOnPage,
  ownProduct,
  pdfText,
  placeCardOrder,
  placeOrder,
  readPayBySquare,
  SHOP_IBAN,
  SLOVAK_NAME,
  stockOf,
  storedOrder,
  tokenOf,
} from './checkout-support';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const eur = (euros: number) => new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(euros);

test.describe('checkout in Slovakia', () => {
  test('bank transfer: cart → login → shipping → payment → order; stored order, stock, PAY by square, invoice and its e-mail', async ({
    page,
    request,
    baseURL,
    browser,
    axe,
  }, info) => {
    // The longest walk of the suite: three screens checked with axe, two downloads, a second browser.
    test.setTimeout(180_000);
    const buyer = await registeredAccount(request, baseURL!, 'prevod');
    const a = await ownProduct('prevod-a', { priceCents: 1290, countInStock: 20 });
    const b = await ownProduct('prevod-b', { priceCents: 800, discount: 10, countInStock: 15 });

    await addByLink(page, a.id, 2);
    await addByLink(page, b.id, 3);
    await expect(cartBadge(page)).toHaveText('5');
    await checkoutAsCustomer(page, buyer);

    // Steps bar: the login is done, this is the delivery step.
    const steps = page.getByRole('navigation', { name: 'Kroky objednávky' });
    await expect(steps.locator('li')).toHaveText([/Prihlásenie/, /Doručenie/, /Platba/, /Objednať/]);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Doručenie');
    await expect(page.getByLabel('Štát', { exact: true })).toHaveValue('Slovensko');

    // Shipping: every missing field is named at once (checkout-forms.spec.ts goes through them); an empty
    // country, the last one left, is refused with the spec's words.
    await page.getByLabel('Meno a priezvisko', { exact: true }).fill(SLOVAK_NAME);
    await page.getByLabel('Štát', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Pokračovať' }).click();
    await expect(page.getByRole('alert')).toHaveText('Opravte prosím označené polia: Adresa, Mesto, PSČ, Štát.');
    await expect(page.getByLabel('Adresa', { exact: true })).toBeFocused();
    await page.getByLabel('Adresa', { exact: true }).fill('Štúrova 12');
    await page.getByLabel('Mesto', { exact: true }).fill('Žilina');
    await page.getByLabel('PSČ', { exact: true }).fill('010 01');
    await page.getByRole('button', { name: 'Pokračovať' }).click();
    await expect(page.getByRole('alert')).toHaveText('Uveďte prosím štát');
    await expect(page.getByLabel('Štát', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/shipping$/);
    expect(await axe(page)).toEqual([]);
    await fillShipping(page, {
      ...HOME_ADDRESS,
      billing: {
        name: 'Zbor v Žiline o. z.',
        address: 'Hlavná 1',
        city: 'Žilina',
        postalCode: '010 01',
        country: 'Slovensko',
        ico: '12345678',
        dic: '2020123456',
      },
    });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shippingAddress')!).country)).toBe('Slovensko');

    // Payment: all three methods in Slovakia, none chosen → the spec's message.
    await expect(page.getByRole('radio')).toHaveCount(3);
    for (const m of ['Prevodom vopred', 'Hotovosť', 'Platba kartou']) await expect(page.getByLabel(m, { exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: 'Pokračovať' }).click();
    await expect(page.getByRole('alert')).toHaveText('Vyberte prosím spôsob platby');
    expect(await axe(page)).toEqual([]);
    await choosePayment(page, 'Prevodom vopred');

    // Place order: the summary, and both consents required; the newsletter is asked, not assumed.
    const items = 2 * 12.9 + 3 * 7.2;
    await expect(page.getByRole('checkbox', { name: /Súhlasím so zasielaním mailov/ })).not.toBeChecked();
    const summary = page.locator('.placeorder-summary');
    await expect(summary).toContainText(eur(items));
    await expect(summary).toContainText(eur(4.5));
    await expect(summary).toContainText(eur(items + 4.5));
    await expect(page.locator('.order-line', { hasText: b.name })).toContainText(`3 × ${eur(7.2)} = ${eur(21.6)}`);
    await expect(page.locator('.order-line', { hasText: b.name })).toContainText('Zľava 10%');
    await expect(page.locator('.order-address')).toContainText(SLOVAK_NAME);
    await expect(page.locator('.order-address')).toContainText('IČO: 12345678');
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Súhlasím so spracovaním osobných údajov').check();
    await page.getByRole('button', { name: 'Záväzne objednať' }).click();
    await expect(page.getByRole('alert')).toHaveText('Potvrďte súhlas nižšie');
    await page.getByLabel('Súhlasím s obchodnými podmienkami').check();
    await page.getByRole('checkbox', { name: /Súhlasím so zasielaním mailov/ }).check();
    await page.getByRole('button', { name: 'Záväzne objednať' }).click();
    const id = await orderIdOnPage(page);

    // What the server stored.
    const token = await tokenOf(request, buyer);
    const order = await storedOrder(request, token, id);
    expect(order.orderItems.map((i) => [i.product, i.qty, i.price])).toEqual([
      [String(a.id), 2, 12.9],
      [String(b.id), 3, 7.2],
    ]);
    expect(order).toMatchObject({
      paymentMethod: 'Prevodom vopred',
      itemsPrice: 47.4,
      shippingPrice: 4.5,
      totalPrice: 51.9,
      isPaid: false,
      newsletter: true,
    });
    expect(order.shippingAddress).toMatchObject({
      name: SLOVAK_NAME,
      country: 'Slovensko',
      city: 'Žilina',
      billingICO: '12345678',
      note: HOME_ADDRESS.note,
    });
    expect(await stockOf(a.id)).toBe(18);
    expect(await stockOf(b.id)).toBe(12);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'))).toEqual([]);
    await expect(cartBadge(page)).toHaveText('0');

    // The order page: thanks (once), state, and a PAY by square code that decodes to the stored payment.
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ďakujeme za objednávku!' })).toBeVisible();
    await expect(page.locator('.order-state').filter({ hasText: 'Neodoslané' })).toBeVisible();
    await expect(page.locator('.order-state').filter({ hasText: 'Nezaplatené' })).toBeVisible();
    await expect(page.getByRole('link', { name: a.name })).toHaveAttribute('href', `/product/${a.id}`);
    const { label, payment } = await readPayBySquare(page);
    expect(payment.bankAccounts[0].iban).toBe(SHOP_IBAN);
    expect(payment.amount).toBe(51.9);
    expect(payment.variableSymbol).toBe(order.orderNumber.replace(/\D/g, ''));
    expect(label).toBe(`PAY by square: IBAN SK38 1100 0000 0026 2075 3192, suma ${eur(51.9)}, VS ${order.variableSymbol}`);
    await expect(page.locator('.pbs-data')).toContainText(order.variableSymbol);
    expect(await axe(page)).toEqual([]);

    // The invoice, downloaded with the bearer token.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stiahnuť faktúru (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`faktura-${order.orderNumber}.pdf`);
    const { readFile } = await import('node:fs/promises');
    const text = pdfText(await readFile((await file.path())!));
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(SLOVAK_NAME);

    // Again by e-mail; the admin finds it (with the PDF) in the outbox.
    await page.getByRole('button', { name: 'Poslať potvrdzujúci e-mail s faktúrou' }).click();
    await expect(page.locator('.order-actions .acct-alert--success')).toHaveText('Potvrdzujúci e-mail s faktúrou odoslaný');
    const staff = await newContext(browser, baseURL!, info);
    const admin = await staff.newPage();
    await logIn(admin, DEMO_ADMIN);
    await admin.goto('/admin/outbox');
    const mail = admin.locator('.outbox-mail', { hasText: buyer.email }).filter({ hasText: order.orderNumber }).first();
    await mail.locator('summary').click();
    const attachment = mail.getByRole('link', { name: `faktura-${order.orderNumber}.pdf` }).first();
    const saved = admin.waitForEvent('download'); // staff only: the click fetches it with the admin's token
    await attachment.click();
    const mailed = pdfText(await readFile((await (await saved).path())!));
    expect(mailed).toContain(order.orderNumber);
    expect(mailed.replace(/\s+/g, '')).toContain(SHOP_IBAN);
    expect(mailed).toContain(SLOVAK_NAME);
    await staff.close();
  });

  test('cash on delivery: free postage above 100 €, no QR code, the cart emptied', async ({ page, request, baseURL }) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'hotovost');
    const p = await ownProduct('hotovost', { priceCents: 6000, countInStock: 9 });
    await addByLink(page, p.id, 2);
    await expect(page.locator('.cart-summary div', { hasText: 'Doprava' })).toContainText('zadarmo');
    await checkoutAsCustomer(page, buyer);
    await fillShipping(page, HOME_ADDRESS);
    await choosePayment(page, 'Hotovosť');
    await expect(page.locator('.placeorder-summary')).toContainText(eur(120));
    const id = await placeOrder(page);

    const order = await storedOrder(request, await tokenOf(request, buyer), id);
    expect(order).toMatchObject({ paymentMethod: 'Hotovosť', itemsPrice: 120, shippingPrice: 0, totalPrice: 120 });
    expect(order.orderItems.map((i) => [i.product, i.qty])).toEqual([[String(p.id), 2]]);
    expect(await stockOf(p.id)).toBe(7);
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${order.orderNumber}` })).toBeVisible();
    await expect(page.locator('.order-method')).toContainText('Hotovosť');
    await expect(page.locator('.pbs')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Platba Stripe' })).toHaveCount(0);
    await expect(cartBadge(page)).toHaveText('0');
  });

  test('card: paid on the test checkout → success page "Zaplatené kartou (testovacia platba)"; a foreign init value says Error', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'karta');
    const p = await ownProduct('karta', { priceCents: 1550, countInStock: 6 });
    await addByLink(page, p.id, 1);
    await checkoutAsCustomer(page, buyer);
    await fillShipping(page, HOME_ADDRESS);
    await choosePayment(page, 'Platba kartou');
    // Placing a card order opens the card payment at once (no second button on the order page).
    await placeCardOrder(page);
    expect(await stockOf(p.id)).toBe(5);

    await expect(page.locator('body')).toContainText(eur(15.5 + 4.5));
    await page.getByRole('button', { name: 'Zaplatiť' }).click();
    await page.waitForURL(/\/order\/\d+\/stripe-success\/[^/]+$/);
    const id = Number(/\/order\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
    await expect(page.locator('.order-state--ok', { hasText: /^Zaplatené kartou \(testovacia platba\) \d/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Objednávka');
    await expect(page.locator('.order-address')).toContainText(SLOVAK_NAME);
    await expect(page.locator('.order-address')).toContainText(buyer.email);
    await expect(page.locator('.order-line')).toContainText(`1 × ${eur(15.5)} = ${eur(15.5)}`);

    const token = await tokenOf(request, buyer);
    const order = await storedOrder(request, token, id);
    expect(order).toMatchObject({ paymentMethod: 'Stripe', isPaid: true, totalPrice: 20 });
    expect(order.paidAt).not.toBeNull();

    // 'Vytvoriť novú objednávku' forgets the checkout and goes home.
    await page.getByRole('button', { name: 'Vytvoriť novú objednávku' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const left = await page.evaluate(() => ['cartItems', 'shippingAddress', 'paymentMethod'].map((k) => localStorage.getItem(k)));
    expect(JSON.parse(left[0] ?? '[]')).toEqual([]);
    expect(left.slice(1)).toEqual([null, null]);
    await expect(cartBadge(page)).toHaveText('0');

    // The page only reads: another init value in the address is not this payment.
    await page.goto(`/order/${id}/stripe-success/not-the-real-one`);
    await expect(page.getByRole('alert')).toContainText('Error');
    await expect(page.locator('.order-state--ok')).toHaveCount(0);
    // The heading is the page's own, as its built fallback showed it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platba kartou');
  });

  test('card: cancelled on the test checkout → "Platba zlyhala!", the failure noted, retry offered', async ({ page, request, baseURL }) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'zlyhanie');
    const p = await ownProduct('zlyhanie', { priceCents: 990, countInStock: 4 });
    await addByLink(page, p.id, 2);
    await checkoutAsCustomer(page, buyer);
    await fillShipping(page, HOME_ADDRESS);
    await choosePayment(page, 'Platba kartou');
    await placeCardOrder(page);

    await page.getByRole('button', { name: 'Zrušiť' }).click();
    await page.waitForURL(/\/order\/\d+\/stripe-fail$/);
    const id = Number(/\/order\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
    await expect(page.getByRole('alert').filter({ hasText: 'Platba zlyhala!' })).toBeVisible();
    const order = await storedOrder(request, await tokenOf(request, buyer), id);
    await expect(page.locator('.order-advice')).toContainText(order.variableSymbol);
    await expect(page.locator('.order-advice')).toContainText('SK38 1100 0000 0026 2075 3192');
    await expect(page.locator('.order-state--no', { hasText: 'Nezaplatené' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Platba Stripe' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Vytvoriť novú objednávku' })).toBeVisible();

    await expect
      .poll(async () => (await storedOrder(request, await tokenOf(request, buyer), id)).paymentFailedAt, { timeout: 10_000 })
      .not.toBeNull();
    const after = await storedOrder(request, await tokenOf(request, buyer), id);
    expect(after.isPaid).toBe(false);
    expect(await stockOf(p.id)).toBe(2);

    // Retry: the same flow starts again from this page.
    await page.getByRole('button', { name: 'Platba Stripe' }).click();
    await page.waitForURL(/\/test-checkout\//);

    // An order that cannot be shown keeps the page's heading (the built fallback's), with the server's reason.
    await page.goto(`/order/${id + 1_000_000}/stripe-fail`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platba zlyhala');
  });
});
