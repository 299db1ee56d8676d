import { test, expect } from './fixtures';
import { registeredAccount, testClientIp } from './accounts-support';
import { addByLink, fillShipping, HOME_ADDRESS, ownProduct } from './checkout-support';
import { PAYMENT_MESSAGES } from '../../worker/domain/payments';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

/**
 * A shop that takes no cards (a public BASE_URL without Stripe keys; the e2e server runs on 127.0.0.1 with the test
 * checkout, so its `/api/auth/config` answer is replaced here as such a shop answers it). The API side is
 * worker/routes/test-checkout-off.test.ts.
 */
test('without card payments the payment step shows the card switched off, with the reason; transfer still works', async ({
  page,
  request,
  baseURL,
}, info) => {
  await page.route('**/api/auth/config', (route) => route.fulfill({ json: { google: false, cardPayment: false } }));
  const buyer = await registeredAccount(request, baseURL!, 'bezkarty');
  const product = await ownProduct('bezkarty', { priceCents: 1200, countInStock: 5 });
  await addByLink(page, product.id, 1);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Do pokladne' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Heslo', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click();
  await page.waitForURL('**/shipping');
  await fillShipping(page, HOME_ADDRESS);

  const card = page.getByLabel('Platba kartou', { exact: true });
  await expect(card).toBeDisabled();
  await expect(page.locator(`#${await card.getAttribute('aria-describedby')}`)).toHaveText(PAYMENT_MESSAGES.cardUnavailable);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: info.outputPath(`payment-no-card-${size.width}.png`), fullPage: true });
  }
  await page.getByLabel('Prevodom vopred', { exact: true }).check();
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await page.waitForURL('**/placeorder');
});
