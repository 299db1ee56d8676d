import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, registeredAccount, testClientIp } from './accounts-support';
import { addByLink, choosePayment, HOME_ADDRESS, orderIdOnPage, storedOrder, submitOrder, tokenOf } from './checkout-support';
import {
  checkoutAsCustomer,
  deliverySettings,
  eur,
  fillAddress,
  methodRadio,
  putDeliverySettings,
  weighedProduct,
} from './delivery-support';

/**
 * Staff's 'Doprava a poštovné' (/admin/delivery, issue 30): a band's price changed on the screen is what the next
 * reader's shipping step offers, and a country no method serves is offered nothing. It changes the whole shop's
 * postage, so it runs with the catalogue-writing specs, after the others, and puts the settings back.
 */

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

type Settings = {
  methods: { id: string; rates: { country: string; bands: { upToGrams: number; priceCents: number }[] }[] }[];
  codFeeCents: number;
};

test('staff change a band, drop a country and set the COD fee on the settings screen; the checkout follows', async ({
  page,
  browser,
  request,
  baseURL,
  axe,
}, info) => {
  test.setTimeout(150_000);
  const before = await deliverySettings(request);
  try {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/delivery', '/admin/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Doprava a poštovné' })).toBeVisible();
    // The post's third band in Slovakia (parcels up to 10 kg).
    const price = page.getByRole('textbox', { name: /^Cena \(Slovenská pošta, Slovensko, pásmo 3\)/ });
    await expect(price).toHaveValue('7,90');
    expect(await axe(page)).toEqual([]);

    // A price that is no price is marked at its field, and nothing is stored.
    await price.fill('veľa');
    await page.getByRole('button', { name: 'Uložiť nastavenie dopravy' }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
    await expect(page.locator('#dlv-methods-0-rates-0-bands-2-priceCents-error')).toHaveText('Zadajte sumu v eurách, napríklad 4,50.');
    expect(await deliverySettings(request)).toEqual(before);

    // A band added to the Czech post and removed again leaves three.
    const czech = page.getByRole('group', { name: 'Česko' }).first();
    await czech.getByRole('button', { name: /^Pridať pásmo/ }).click();
    await expect(czech.locator('.dlv-band')).toHaveCount(4);
    await czech.getByRole('button', { name: /^Odstrániť pásmo 4/ }).click();
    await expect(czech.locator('.dlv-band')).toHaveCount(3);

    // The post no longer goes to 'other countries': a country no method serves is offered nothing.
    await page.getByRole('button', { name: 'Odstrániť krajinu Slovenská pošta, Ostatné krajiny' }).click();
    await price.fill('8,40');
    await page.getByRole('textbox', { name: /^Poplatok za dobierku/ }).fill('1,20');
    await page.getByRole('button', { name: 'Uložiť nastavenie dopravy' }).click();
    await expect(page.locator('.dlv-screen .acct-alert--success')).toHaveText('Nastavenie doručenia uložené.');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    const stored = (await deliverySettings(request)) as Settings;
    expect(stored.methods[0].rates[0].bands[2]).toEqual({ upToGrams: 10_000, priceCents: 840 });
    expect(stored.methods[0].rates.find((r) => r.country === 'CZ')!.bands).toHaveLength(3);
    expect(stored.methods[0].rates.map((r) => r.country)).toEqual(['SK', 'CZ']);
    expect(stored.codFeeCents).toBe(120);
    await page.screenshot({ path: info.outputPath('admin-delivery-desktop.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('admin-delivery-phone.png'), fullPage: true });

    // A reader's 6,1 kg parcel now costs the new price by post.
    const reader = await newContext(browser, baseURL!, info);
    const shop = await reader.newPage();
    await shop.setViewportSize(PHONE);
    const buyer = await registeredAccount(request, baseURL!, 'pasmo');
    const book = await weighedProduct('pasmo', 1290, '3.0');
    await addByLink(shop, book.id, 2);
    await checkoutAsCustomer(shop, buyer);
    await fillAddress(shop, HOME_ADDRESS);
    await expect(methodRadio(shop, 'Slovenská pošta na adresu')).toBeVisible();
    await expect(shop.locator('.checkout-method', { hasText: 'Slovenská pošta na adresu' }).locator('.delivery-price')).toHaveText(
      eur(8.4),
    );
    // Japan: no method, the Slovak message, nothing to continue to.
    await shop.getByLabel('Štát', { exact: true }).fill('Japonsko');
    await expect(shop.getByRole('alert')).toHaveText('Do krajiny Japonsko zatiaľ nedoručujeme. Napíšte nám prosím a dohodneme sa.');
    await expect(shop.getByRole('radio')).toHaveCount(0);
    await expect(shop.getByRole('button', { name: 'Pokračovať' })).toHaveCount(0);
    await shop.screenshot({ path: info.outputPath('shipping-no-method-phone.png'), fullPage: true });

    // Back home by post with cash on delivery: the fee staff set is named on /payment and charged on /placeorder.
    await shop.getByLabel('Štát', { exact: true }).fill('Slovensko');
    await methodRadio(shop, 'Slovenská pošta na adresu').check();
    await shop.getByRole('button', { name: 'Pokračovať' }).click();
    await shop.waitForURL('**/payment');
    await expect(shop.locator('.checkout-method', { hasText: 'Hotovosť' })).toContainText(`Poplatok za dobierku ${eur(1.2)}`);
    await choosePayment(shop, 'Hotovosť');
    const sums = shop.locator('.placeorder-summary');
    await expect(sums.locator('div', { hasText: 'Poplatok za dobierku' })).toContainText(eur(1.2));
    await expect(sums.locator('.checkout-sums-total')).toContainText(eur(25.8 + 8.4 + 1.2));
    await submitOrder(shop);
    const order = await storedOrder(request, await tokenOf(request, buyer), await orderIdOnPage(shop));
    expect(order).toMatchObject({ itemsPrice: 25.8, shippingPrice: 8.4, codFeePrice: 1.2, totalPrice: 35.4 });
    await expect(shop.locator('.order-summary div', { hasText: 'Poplatok za dobierku' })).toContainText(eur(1.2));
    await reader.close();
  } finally {
    await putDeliverySettings(request, before);
  }
});
