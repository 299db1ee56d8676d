import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../../domain/site-facts';
import { insertOrderRow } from '../../test-support/orders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { paymentFailedShopMail } from './payment-mails';

/** The shop's notice of a failed card payment, made from a stored order: text and HTML say the same, HTML escaped. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = 'http://shop.test/order/7?a=1&b=2';

/** An order whose customer typed markup into their name (it must arrive as text, never as HTML). */
const storedOrder = () => insertOrderRow(t, null, { name: 'Jana <b>Nová</b> & syn', email: 'jana"x@example.sk', paymentMethod: 'Stripe' });

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
    expect(mail.html).toContain(
      '<p>Zákazník: Jana &lt;b&gt;Nová&lt;/b&gt; &amp; syn &lt;jana&quot;x@example.sk&gt;<br>Suma: 38,45\u00a0€</p>\n',
    );
    expect(mail.html).toContain(
      `<p><a href="http://shop.test/order/7?a=1&amp;b=2" style="color:#b3001b">Objednávka ${order.orderNumber}</a></p>\n</body></html>`,
    );
  });
});
