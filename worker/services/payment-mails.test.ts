import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../domain/site-facts';
import { insertOrderRow } from '../test-support/orders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderPaidMail, paymentFailedShopMail } from './payment-mails';

/** The two card-payment e-mails as made from a stored order: text and HTML say the same, HTML escaped. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = 'http://shop.test/order/7?a=1&b=2';
const { site, organization: org } = siteFacts;

/** An order whose customer typed markup into their name (it must arrive as text, never as HTML). */
const storedOrder = () => insertOrderRow(t, null, { name: 'Jana <b>Nová</b> & syn', email: 'jana"x@example.sk', paymentMethod: 'Stripe' });

describe('orderPaidMail', () => {
  it('thanks the customer for the card payment with the amount, the order number and a link to the order', async () => {
    const order = await storedOrder();
    const mail = orderPaidMail(order, URL);
    expect(mail.subject).toBe(siteFacts.emails.subjects.paid);
    expect(mail.text).toContain(`Dobrý deň, Jana <b>Nová</b> & syn,`);
    expect(mail.text).toContain(`platbu kartou 38,45\u00a0€ za objednávku ${order.orderNumber} sme prijali.`);
    expect(mail.text).toContain(`Detail objednávky: ${URL}\n`);
    expect(mail.text).toContain(`${site.name} – ${org.shopEmail}, ${org.shopPhone}`);
    // Why the reader gets it: the order, not a newsletter subscription.
    expect(mail.text).toMatch(new RegExp(`\n--\nTento e-mail dostávate k objednávke č\\. ${order.orderNumber} v obchode ${site.name}\\.\n$`));

    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="sk">/);
    expect(mail.html).toContain('<p>Dobrý deň, Jana &lt;b&gt;Nová&lt;/b&gt; &amp; syn,</p>\n');
    expect(mail.html).toContain(
      `<p>platbu kartou <strong>38,45\u00a0€</strong> za objednávku <strong>${order.orderNumber}</strong> sme prijali. Ďakujeme! Objednávku Vám odošleme čo najskôr.</p>\n`,
    );
    expect(mail.html).toContain('<p><a href="http://shop.test/order/7?a=1&amp;b=2" style="color:#b3001b">Detail objednávky</a></p>\n');
    expect(mail.html).toContain(`<p>S pozdravom<br>${site.name} – ${org.shopEmail}, ${org.shopPhone}</p>\n`);
    expect(mail.html).toContain(
      `<p><small style="color:#555">Tento e-mail dostávate k objednávke č. ${order.orderNumber} v obchode ${site.name}.</small></p>\n</body></html>`,
    );
    expect(mail.html).not.toContain('<b>');
  });
});

describe('paymentFailedShopMail', () => {
  it('tells the shop whose payment failed, how much, and links the order', async () => {
    const order = await storedOrder();
    const mail = paymentFailedShopMail(order, URL);
    expect(mail.subject).toBe(siteFacts.emails.subjects.failedPayment.replace('{orderNumber}', order.orderNumber));
    expect(mail.subject).toContain(order.orderNumber);
    expect(mail.text).toBe(
      `Platba kartou za objednávku ${order.orderNumber} zlyhala.\n\nZákazník: Jana <b>Nová</b> & syn <jana"x@example.sk>\nSuma: 38,45\u00a0€\nObjednávka: ${URL}\n`,
    );
    expect(mail.html).toContain(`<p>Platba kartou za objednávku <strong>${order.orderNumber}</strong> zlyhala.</p>\n`);
    expect(mail.html).toContain('<p>Zákazník: Jana &lt;b&gt;Nová&lt;/b&gt; &amp; syn &lt;jana&quot;x@example.sk&gt;<br>Suma: 38,45\u00a0€</p>\n');
    expect(mail.html).toContain(`<p><a href="http://shop.test/order/7?a=1&amp;b=2" style="color:#b3001b">Objednávka ${order.orderNumber}</a></p>\n</body></html>`);
  });
});
