import { test, expect, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, testClientIp } from './accounts-support';
import { adminToken, bearer } from './admin-support';
import { apiOrder, ownProduct, tokenOf } from './checkout-support';

/**
 * Issue 29 item 5: a service mail says why its reader gets it. A subscriber's order mails (the confirmation, the
 * staff's 'Platbu sme prijali') carry no newsletter footer: they name the order. Read as staff read them, opened
 * on the outbox screen, on a phone (390 px) and a laptop (1366 × 768).
 */
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const LAPTOP = { width: 1366, height: 768 };

test("a subscriber's order mails name the order and carry no newsletter footer", async ({ page, request, baseURL, axe }) => {
  test.slow();
  const buyer = await registeredAccount(request, baseURL!, 'sluzobny-mail');
  const token = await tokenOf(request, buyer);
  const subscribed = await request.put('/api/users/profile', {
    data: { name: buyer.name, email: buyer.email, isSubscribed: true },
    headers: bearer(token),
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const product = await ownProduct('sluzobny-mail', { priceCents: 990, countInStock: 3 });
  const order = await apiOrder(request, token, [{ product: product.id, qty: 1 }], 'Prevodom vopred', { name: buyer.name });
  const paid = await request.put(`/api/orders/${order._id}/paid`, { headers: bearer(await adminToken(request)) });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await logIn(page, DEMO_ADMIN, '/login?redirect=/admin/outbox', '/admin/outbox');
  const why = `Tento e-mail dostávate k objednávke č. ${order.orderNumber} v obchode Prúd života.`;
  for (const subject of [`Vaša objednávka ${order.orderNumber}`, `Platbu za objednávku ${order.orderNumber} sme prijali`]) {
    const mail = page.locator('.outbox-mail', { hasText: subject }).filter({ hasText: buyer.email });
    await expect(mail).toHaveCount(1);
    await mail.locator('summary').click();
    const text = mail.locator('.outbox-text');
    await expect(text).toContainText(why);
    await expect(text).not.toContainText('odberateľ noviniek');
    await expect(text).not.toContainText('/unsubscribe/');
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axe(page)).toEqual([]);
  const paidMail = page.locator('.outbox-mail', { hasText: `Platbu za objednávku ${order.orderNumber}` });
  await paidMail.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/service-mail-390.png' });
  await page.setViewportSize(LAPTOP);
  await paidMail.scrollIntoViewIfNeeded();
  await expect(paidMail.locator('.outbox-text')).toContainText(why);
  await page.screenshot({ path: '/tmp/service-mail-1366.png' });
});
