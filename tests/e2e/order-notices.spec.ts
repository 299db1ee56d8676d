import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, newContext, registeredAccount, testClientIp } from './accounts-support';
import { adminToken, bearer } from './admin-support';
import { apiOrder, ownProduct, storedOrder, tokenOf } from './checkout-support';
import { PARCEL_MESSAGES } from '../../worker/domain/order-notices';

/**
 * Issue 16, item 5: staff mark a bank-transfer order paid and then sent with a parcel number on /admin/orderlist;
 * the customer gets two e-mails (read back from the outbox API) and the order page shows the parcel number with
 * its Slovenská pošta tracking link. On a laptop (1280 px) and a phone (390 px).
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const PATH = '/admin/orderlist';
const SHOTS = '/tmp/order-notices-shots';
const LAPTOP = { width: 1280, height: 800 };
const TRACKING = 'https://tandt.posta.sk/zasielky/RR123456789SK';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The customer's mails about this order other than its confirmation, newest first, as staff read the outbox. */
async function noticeMails(request: APIRequestContext, to: string, orderNumber: string): Promise<OutboxMail[]> {
  const res = await request.get('/api/outbox?pageSize=100', { headers: bearer(await adminToken(request)) });
  expect(res.status(), await res.text()).toBe(200);
  const { mails } = (await res.json()) as { mails: OutboxMail[] };
  return mails.filter((m) => m.to === to && m.text.includes(orderNumber) && m.subject !== `Vaša objednávka ${orderNumber}`);
}

const rowOf = (page: Page, orderNumber: string) => page.locator('tbody tr', { hasText: orderNumber });
const success = (page: Page) => page.locator('.acct-alert--success:not(.publish-bar)');

for (const [device, viewport] of [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const) {
  test(`${device}: paid, then sent with a parcel number: two mails in the outbox, the number on the order page`, async ({
    page,
    browser,
    request,
    baseURL,
    axe,
  }, info) => {
    test.slow();
    await page.setViewportSize(viewport);
    const buyer = await registeredAccount(request, baseURL!, `zasielka-${device}`);
    const product = await ownProduct(`zasielka-${device}`, { priceCents: 1290, countInStock: 3 });
    const token = await tokenOf(request, buyer);
    const order = await apiOrder(request, token, [{ product: product.id, qty: 1 }], 'Prevodom vopred', { name: buyer.name });

    await logIn(page, DEMO_ADMIN, `/login?redirect=${encodeURIComponent(`${PATH}?stav=nezaplatene`)}`, PATH);
    const row = rowOf(page, order.orderNumber);
    await row.getByRole('button', { name: 'Zaplatené' }).click();
    await page.getByRole('dialog', { name: 'Potvrdenie' }).getByRole('button', { name: 'Označiť ako zaplatené' }).click();
    await expect(success(page)).toHaveText(`${order.orderNumber}: Objednávka označená ako zaplatená.`);
    await expect
      .poll(async () => (await noticeMails(request, buyer.email, order.orderNumber)).map((m) => m.subject))
      .toEqual([`Platbu za objednávku ${order.orderNumber} sme prijali`]);

    // 'Odoslané' asks for the optional parcel number.
    await page.getByRole('navigation', { name: 'Stav objednávok' }).getByRole('link', { name: 'Zaplatené', exact: true }).click();
    await row.getByRole('button', { name: 'Odoslané' }).click();
    const dialog = page.getByRole('dialog', { name: `Odoslať objednávku ${order.orderNumber}` });
    const field = dialog.getByLabel('Číslo zásielky (nepovinné)');
    await expect(field).toBeFocused();
    await expect(dialog).toContainText('Zákazníkovi pošleme e-mail, že objednávka je na ceste.');

    // A wrong number is refused in the dialog; nothing is sent to the server.
    await field.fill('RR-12345/SK');
    await dialog.getByRole('button', { name: 'Označiť ako odoslané' }).click();
    await expect(dialog.getByText(PARCEL_MESSAGES.invalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(await axe(page)).toEqual([]);
    await shot(page, `dialog-error-${device}`);
    expect(await storedOrder(request, token, order._id)).toMatchObject({ isDelivered: false, parcelNumber: '' });

    await field.fill('rr 123 456 789 sk');
    await shot(page, `dialog-${device}`);
    await dialog.getByRole('button', { name: 'Označiť ako odoslané' }).click();
    await expect(dialog).toBeHidden();
    await expect(success(page)).toHaveText(`${order.orderNumber}: Objednávka označená ako odoslaná.`);
    expect(await storedOrder(request, token, order._id)).toMatchObject({ isPaid: true, isDelivered: true, parcelNumber: 'RR123456789SK' });

    // The outbox holds the two mails for this order; the second links the parcel's tracking.
    await expect.poll(async () => (await noticeMails(request, buyer.email, order.orderNumber)).length).toBe(2);
    const [sent, paid] = await noticeMails(request, buyer.email, order.orderNumber);
    expect(paid.subject).toBe(`Platbu za objednávku ${order.orderNumber} sme prijali`);
    expect(sent.subject).toBe(`Vaša objednávka ${order.orderNumber} bola odoslaná`);
    expect(sent.text).toContain(`Číslo zásielky: RR123456789SK\nZásielku môžete sledovať na stránke Slovenskej pošty: ${TRACKING}`);
    expect(sent.html).toContain(`href="${TRACKING}"`);
    for (const m of [paid, sent]) expect(m.text).toContain(`${baseURL}/order/${order._id}`);

    // The customer reads the number on the order page, with the same tracking link.
    const customer = await newContext(browser, baseURL!, info);
    try {
      const own = await customer.newPage();
      await own.setViewportSize(viewport);
      await logIn(own, buyer, `/login?redirect=${encodeURIComponent(`/order/${order._id}`)}`, `/order/${order._id}`);
      const delivery = own.getByRole('region', { name: 'Doručenie' });
      await expect(delivery.locator('.order-state--ok', { hasText: /^Odoslané \d/ })).toBeVisible();
      await expect(delivery.locator('.order-parcel')).toHaveText(
        /^Číslo zásielky: RR123456789SK\s*Sledovať zásielku na stránke Slovenskej pošty$/,
      );
      await expect(delivery.getByRole('link', { name: 'Sledovať zásielku na stránke Slovenskej pošty' })).toHaveAttribute('href', TRACKING);
      expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axe(own)).toEqual([]);
      await shot(own, `order-page-${device}`);
    } finally {
      await customer.close();
    }
  });
}

test('Späť in the parcel dialog changes nothing and mails nothing', async ({ page, request, baseURL }) => {
  await page.setViewportSize(LAPTOP);
  const buyer = await registeredAccount(request, baseURL!, 'zasielka-spat');
  const product = await ownProduct('zasielka-spat', { priceCents: 990, countInStock: 2 });
  const token = await tokenOf(request, buyer);
  const order = await apiOrder(request, token, [{ product: product.id, qty: 1 }], 'Prevodom vopred', { name: buyer.name });

  await logIn(page, DEMO_ADMIN, `/login?redirect=${encodeURIComponent(`${PATH}?stav=nezaplatene`)}`, PATH);
  const row = rowOf(page, order.orderNumber);
  await row.getByRole('button', { name: 'Odoslané' }).click();
  const dialog = page.getByRole('dialog', { name: `Odoslať objednávku ${order.orderNumber}` });
  await dialog.getByLabel('Číslo zásielky (nepovinné)').fill('RR999999999SK');
  await dialog.getByRole('button', { name: 'Späť', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Odoslané' })).toBeFocused();
  expect(await storedOrder(request, token, order._id)).toMatchObject({ isDelivered: false, parcelNumber: '' });
  expect(await noticeMails(request, buyer.email, order.orderNumber)).toEqual([]);

  // Escape goes back too; sending without a number is fine (the customer's mail then has no tracking).
  await row.getByRole('button', { name: 'Odoslané' }).click();
  await expect(dialog.getByLabel('Číslo zásielky (nepovinné)')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: 'Odoslané' }).click();
  await dialog.getByRole('button', { name: 'Označiť ako odoslané' }).click();
  await expect(success(page)).toHaveText(`${order.orderNumber}: Objednávka označená ako odoslaná.`);
  expect(await storedOrder(request, token, order._id)).toMatchObject({ isDelivered: true, parcelNumber: '' });
  await expect
    .poll(async () => (await noticeMails(request, buyer.email, order.orderNumber)).map((m) => m.subject))
    .toEqual([`Vaša objednávka ${order.orderNumber} bola odoslaná`]);
  expect((await noticeMails(request, buyer.email, order.orderNumber))[0].text).not.toContain('tandt.posta.sk');
});
