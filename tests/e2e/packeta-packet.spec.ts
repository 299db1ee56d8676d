import { test, expect, DESKTOP, PHONE } from './fixtures';
import { DEMO_ADMIN, logIn, registeredAccount, testClientIp } from './accounts-support';
import { apiOrder, ownProduct, storedOrder, tokenOf } from './checkout-support';
import { rows } from './storefront-db';

test.use({ extraHTTPHeaders: async ({}, use, info) => use({ 'x-forwarded-for': testClientIp(info) }) });

const SHOTS = '/tmp/shots-packeta';

/** What the Packeta stand-in (global setup) accepted, read from it: it runs in the setup's process. */
async function packetsAtStandIn(): Promise<{ id: string; barcode: string; attributes: Record<string, string> }[]> {
  const res = await fetch(`${process.env.E2E_PACKETA_URL}/_stand-in/packets`);
  return res.json();
}

/**
 * A customer's order, then carried by Packeta to the stand-in's Bratislava point (written in the database: how
 * the checkout stores a chosen point is the shipping step's own test), 0,45 kg, bank transfer.
 */
async function packetaOrder(request: Parameters<typeof apiOrder>[0], baseURL: string, tag: string) {
  const buyer = await registeredAccount(request, baseURL, tag);
  const p = await ownProduct(tag, { priceCents: 1290, countInStock: 5 });
  const token = await tokenOf(request, buyer);
  const order = await apiOrder(request, token, [{ product: p.id, qty: 1 }], 'Prevodom vopred');
  await rows(
    "UPDATE orders SET delivery_method = 'packeta-point', pickup_point_id = '10001', pickup_point_name = 'Bratislava, Obchodná 1', pickup_point_address = 'Obchodná 1, 811 06 Bratislava', weight_grams = 450 WHERE id = ?",
    [Number(order._id)],
  );
  return { order, token, buyer };
}

test.describe("staff create the order's Packeta packet", () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the button sends the packet to Packeta and its barcode becomes the parcel number (${label})`, async ({
      page,
      request,
      baseURL,
      axe,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const { order, token, buyer } = await packetaOrder(request, baseURL!, `packeta-${label}`);

      await logIn(page, DEMO_ADMIN);
      await page.goto(`/order/${order._id}`);
      const admin = page.locator('section.order-admin');
      const button = admin.getByRole('button', { name: 'Vytvoriť zásielku v Packete' });
      await expect(button).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/packeta-${label}-before.png`, fullPage: true });

      await button.click();
      const done = page.locator('.acct-alert--success:not(.publish-bar)');
      await expect(done).toHaveText(/^Zásielka v Packete je vytvorená: Z\d+\./);
      const [sent] = (await packetsAtStandIn()).filter((x) => x.attributes.number === order.orderNumber);
      await expect(done).toHaveText(`Zásielka v Packete je vytvorená: ${sent.barcode}. Jej číslo je teraz číslom zásielky objednávky.`);
      // What Packeta received: the recipient, the chosen point, the order's value and weight, nothing to collect.
      expect(sent.attributes).toMatchObject({
        number: order.orderNumber,
        email: buyer.email,
        addressId: '10001',
        currency: 'EUR',
        value: order.totalPrice.toFixed(2),
        weight: '0.45',
      });
      expect(sent.attributes.cod).toBeUndefined();
      const link = admin.getByRole('link', { name: sent.barcode });
      await expect(link).toHaveAttribute('href', `https://tracking.packeta.com/sk/?id=${sent.barcode}`);
      await expect(button).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/packeta-${label}-after.png`, fullPage: true });

      // Stored: the packet's id and the barcode as the parcel number, which the customer's order shows too.
      const [row] = await rows<{ packeta_packet_id: string; parcel_number: string }>(
        'SELECT packeta_packet_id, parcel_number FROM orders WHERE id = ?',
        [Number(order._id)],
      );
      expect(row).toEqual({ packeta_packet_id: sent.id, parcel_number: sent.barcode });
      expect((await storedOrder(request, token, order._id)).parcelNumber).toBe(sent.barcode);

      // After a reload the packet is there and no second one is offered; asking again is refused.
      await page.reload();
      await expect(admin.getByRole('link', { name: sent.barcode })).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Vytvoriť zásielku v Packete' })).toHaveCount(0);
      const adminToken = await tokenOf(request, DEMO_ADMIN);
      const again = await request.post(`/api/orders/${order._id}/packeta-packet`, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(again.status()).toBe(409);
      expect(await again.json()).toEqual({ message: `Zásielka v Packete už bola vytvorená (${sent.barcode}).` });
      expect((await packetsAtStandIn()).filter((x) => x.attributes.number === order.orderNumber)).toHaveLength(1);
    });
  }

  test('an order sent by post offers no Packeta packet', async ({ page, request, baseURL }) => {
    const buyer = await registeredAccount(request, baseURL!, 'packeta-post');
    const p = await ownProduct('packeta-post', { priceCents: 990, countInStock: 5 });
    const order = await apiOrder(request, await tokenOf(request, buyer), [{ product: p.id, qty: 1 }], 'Prevodom vopred');
    await logIn(page, DEMO_ADMIN);
    // The panel asks the server whether to offer the packet: its answer is awaited, so the absence is its verdict.
    const asked = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${order._id}/packeta-packet`));
    await page.goto(`/order/${order._id}`);
    expect(await (await asked).json()).toMatchObject({ available: true, packetaDelivery: false, packet: null });
    const admin = page.locator('section.order-admin');
    await expect(admin.getByRole('button', { name: 'Označiť ako odoslané' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Vytvoriť zásielku v Packete' })).toHaveCount(0);
  });
});

test.describe("Packeta's widget (the stand-in) under the pages' policy", () => {
  test('loads from its origin, shows its picker in a frame and hands the chosen point, or null, to the callback', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/cart');
    const origin = process.env.E2E_PACKETA_URL!;
    // As the shipping step loads it: a script of the widget's origin, which the policy allows (site/build/csp.ts).
    await page.addScriptTag({ url: `${origin}/v6/www/js/library.js` });
    const pick = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const w = window as unknown as { Packeta: { Widget: { pick: (k: string, cb: (p: unknown) => void, o: object) => void } } };
            w.Packeta.Widget.pick('standinwidgetkey', resolve, { country: 'sk', language: 'sk' });
          }),
      );
    const chosen = pick();
    const picker = page.frameLocator('iframe[title="Packeta: výber výdajného miesta"]');
    await expect(picker.getByRole('button', { name: /Praha/ })).toHaveCount(0);
    // Its click event, as 'Zavrieť' below: choosing removes the frame, and a real click waited 30 s for the button
    // to be "stable" in a clean-clone run beside another.
    await picker.getByRole('button', { name: /Z-BOX Bratislava, Karadžičova 8/ }).dispatchEvent('click');
    expect(await chosen).toMatchObject({
      id: '20002',
      name: 'Z-BOX Bratislava, Karadžičova 8',
      group: 'zbox',
      country: 'sk',
      zip: '821 08',
      city: 'Bratislava',
    });
    await expect(page.locator('[data-packeta-widget]')).toHaveCount(0);

    const cancelled = pick();
    // Its click event, not a mouse's: the button closes (removes) the widget's frame, and a real click's input could
    // go unanswered then (delivery.spec.ts pressInWidget).
    await page
      .frameLocator('iframe[title="Packeta: výber výdajného miesta"]')
      .getByRole('button', { name: 'Zavrieť' })
      .dispatchEvent('click');
    expect(await cancelled).toBeNull();
  });
});
