import { test, expect } from './fixtures';
import { registeredAccount, testClientIp } from './accounts-support';
import {
  addByLink,
  checkoutAsCustomer,
  choosePayment,
  fillShipping,
  HOME_ADDRESS,
  ownProduct,
  placeOrder,
  readPayBySquare,
  stockOf,
  storedOrder,
  tokenOf,
} from './checkout-support';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const eur = (euros: number) => new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(euros);

test.describe('checkout abroad', () => {
  test('Česko: only a bank transfer is offered, the post priced for Czechia (issue 30), PAY by square for the whole sum', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    const buyer = await registeredAccount(request, baseURL!, 'cesko');
    const p = await ownProduct('cesko', { priceCents: 1200, countInStock: 8 });
    await addByLink(page, p.id, 3);
    await checkoutAsCustomer(page, buyer);
    await fillShipping(page, { ...HOME_ADDRESS, city: 'Brno', postalCode: '602 00', country: 'Česko' });

    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByLabel('Prevodom vopred', { exact: true })).toBeVisible();
    await expect(page.locator('#payment-abroad')).toContainText('po platbe prevodom vopred');
    expect(await axe(page)).toEqual([]);
    await choosePayment(page, 'Prevodom vopred');
    await expect(page.locator('.placeorder-summary div', { hasText: 'Poštovné' })).toContainText(eur(11.9)); // the post, 850 g
    await expect(page.locator('.placeorder-summary .checkout-sums-total')).toContainText(eur(47.9));
    const id = await placeOrder(page);

    const order = await storedOrder(request, await tokenOf(request, buyer), id);
    expect(order).toMatchObject({
      paymentMethod: 'Prevodom vopred',
      itemsPrice: 36,
      shippingPrice: 11.9,
      shippingLater: false,
      totalPrice: 47.9,
    });
    expect(order.shippingAddress.country).toBe('Česko');
    expect(await stockOf(p.id)).toBe(5);
    await expect(page.locator('.order-summary')).not.toContainText('oznámime');
    expect((await readPayBySquare(page)).payment.amount).toBe(47.9); // priced in full: the QR code as at home
    await expect(page.locator('.order-details')).toContainText(order.variableSymbol);
  });
});
