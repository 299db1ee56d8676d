import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCount, mailsTo, testClock } from '../../test-support/accounts';
import { insertOrderRow, storedOrderRow } from '../../test-support/orders';
import { appWithSwitchableMailer } from '../../test-support/mailers';
import type { TestApp } from '../../test-support/test-app';
import { deliverOrderConfirmation, MAX_CONFIRMATION_ATTEMPTS, retryFailedConfirmations, sendOrderConfirmation } from './order-mail';

const clock = testClock(new Date('2026-03-05T10:00:00.000Z'));
let t: TestApp;
let switcher: Awaited<ReturnType<typeof appWithSwitchableMailer>>['state'];
beforeAll(async () => {
  ({ app: t, state: switcher } = await appWithSwitchableMailer({ now: clock.now }));
});
afterAll(() => t.close());

/** Money is written with a no-break space before €; compare as plain text. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const minutesAgo = (m: number) => new Date(clock.now().getTime() - m * 60_000).toISOString();

describe('sendOrderConfirmation', () => {
  it('sends a bank transfer order: items, totals, IBAN, variable symbol, amount, address, link, the invoice; marks the order', async () => {
    const o = await insertOrderRow(t, null, { phone: '0900 111 222', note: 'Zvoniť dvakrát' });
    await sendOrderConfirmation(t.deps, o.id);
    const [mail] = await mailsTo(t, o.email);
    expect(mail.subject).toBe(`Vaša objednávka ${o.orderNumber}`);
    const vs = o.orderNumber.replace('W', '');
    for (const expected of [
      'Dobrý deň, Ľubica Šťastná,',
      `objednávku č. ${o.orderNumber} zo dňa 5. 3. 2026`,
      '2 × Normálny kresťanský život – 12,50 € = 25,00 €',
      '1 × Ťažké časy a Božia ľúbosť (zľava 10 %) – 8,95 € = 8,95 €',
      'Produkty: 33,95 €',
      'Poštovné: 4,50 €',
      'Celkom: 38,45 €',
      'IBAN: SK38 1100 0000 0026 2075 3192',
      `Variabilný symbol: ${vs}`,
      'Suma: 38,45 €',
      'PAY by square',
      'Čerešňová 7',
      '010 01 Žilina',
      'Telefón: 0900 111 222',
      'Poznámka: Zvoniť dvakrát',
      `http://shop.test/order/${o.id}`,
    ]) {
      expect(plain(mail.text)).toContain(expected);
    }
    expect(mail.html).toContain(`href="http://shop.test/order/${o.id}"`);
    expect(mail.html).toContain('Zobraziť objednávku');
    const attachments = JSON.parse(mail.attachments);
    expect(attachments).toEqual([{ filename: `faktura-${o.orderNumber}.pdf`, contentType: 'application/pdf', key: expect.any(String) }]);
    const pdf = await t.store.get(attachments[0].key);
    expect(new TextDecoder().decode((pdf!.body as Uint8Array).subarray(0, 5))).toBe('%PDF-');
    expect(await storedOrderRow(t, o.id)).toMatchObject({
      mailStatus: 'sent',
      mailSentAt: clock.now().toISOString(),
      mailAttempts: 1,
      mailError: null,
    });
  });

  it('cash on delivery: "pay on receipt", no bank details', async () => {
    const o = await insertOrderRow(t, null, { paymentMethod: 'Hotovosť' });
    await sendOrderConfirmation(t.deps, o.id);
    const [mail] = await mailsTo(t, o.email);
    expect(plain(mail.text)).toContain('Zaplatíte pri prevzatí');
    expect(plain(mail.text)).not.toContain('IBAN');
  });

  it('card: an unpaid order links to paying it; a paid one says thanks', async () => {
    const unpaid = await insertOrderRow(t, null, { paymentMethod: 'Stripe' });
    await sendOrderConfirmation(t.deps, unpaid.id);
    const [a] = await mailsTo(t, unpaid.email);
    expect(plain(a.text)).toContain(`zaplatiť ju môžete na stránke objednávky:\nhttp://shop.test/order/${unpaid.id}`);
    expect(a.html).toContain('Zaplatiť kartou');
    const paid = await insertOrderRow(t, null, { paymentMethod: 'Stripe', isPaid: true, paidAt: '2026-03-05T10:05:00.000Z' });
    await sendOrderConfirmation(t.deps, paid.id);
    const [b] = await mailsTo(t, paid.email);
    expect(plain(b.text)).toContain('Platbu sme prijali 5. 3. 2026. Ďakujeme.');
    expect(b.html).not.toContain('Zaplatiť kartou');
  });

  it('abroad before issue 30 (postage later): no amount to pay yet; the shop gets one urgent notice, not one per resend', async () => {
    const o = await insertOrderRow(t, null, {
      shipCountry: 'Česko',
      shipCity: 'Brno',
      shipPostalCode: '602 00',
      shippingCents: 0,
      shippingLater: true,
    });
    const before = (await mailsTo(t, 'eshop@prud.test')).length;
    await sendOrderConfirmation(t.deps, o.id);
    const [mail] = await mailsTo(t, o.email);
    expect(plain(mail.text)).toContain('Poštovné: bude oznámené dodatočne');
    expect(plain(mail.text)).toContain('Celkom bez poštovného: 33,95 €');
    expect(plain(mail.text)).toContain('S platbou prosím počkajte na tento e-mail.');
    expect(plain(mail.text)).not.toContain('Suma:');
    const notices = await mailsTo(t, 'eshop@prud.test');
    expect(notices).toHaveLength(before + 1);
    expect(notices[0].subject).toBe(`URGENT objednávka ${o.orderNumber}`);
    expect(notices[0].text).toContain('ide do zahraničia (Česko)');
    expect(notices[0].text).toContain(o.email);
    expect(notices[0].text).toContain(`http://shop.test/order/${o.id}`);
    await deliverOrderConfirmation(t.deps, o.id, { again: true }); // a resend
    expect(await mailsTo(t, o.email)).toHaveLength(2);
    expect(await mailsTo(t, 'eshop@prud.test')).toHaveLength(before + 1);
    expect((await storedOrderRow(t, o.id)).mailAttempts).toBe(2);
  });

  it('lists the billing block and escapes what a person typed in the HTML', async () => {
    const o = await insertOrderRow(t, null, {
      shipName: '<script>alert(1)</script> Ján',
      billingName: 'Čitáreň & spol. s. r. o.',
      billingIco: '12345678',
      billingDic: '2020123456',
    });
    await sendOrderConfirmation(t.deps, o.id);
    const [mail] = await mailsTo(t, o.email);
    expect(plain(mail.text)).toContain('Fakturačné údaje:\nČitáreň & spol. s. r. o.');
    expect(plain(mail.text)).toContain('IČO: 12345678\nDIČ: 2020123456');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ján');
    expect(mail.html).toContain('Čitáreň &amp; spol. s. r. o.');
  });

  it('never throws when the mailer fails: the order stays, the failure is recorded and logged', async () => {
    const o = await insertOrderRow(t, null);
    const mails = await mailCount(t);
    switcher.failing = true;
    try {
      await expect(sendOrderConfirmation(t.deps, o.id)).resolves.toBeUndefined();
    } finally {
      switcher.failing = false;
    }
    const stored = await storedOrderRow(t, o.id);
    // Only the mail columns changed.
    expect(stored).toEqual({ ...o, mailStatus: 'failed', mailAttempts: 1, mailSentAt: null, mailError: expect.stringContaining('503') });
    expect(await mailCount(t)).toBe(mails);
    expect(t.logs.some((l) => l.level === 'error' && l.message === 'order confirmation mail failed')).toBe(true);
  });

  it('never throws for an order that does not exist (logs it)', async () => {
    await expect(sendOrderConfirmation(t.deps, 999_999)).resolves.toBeUndefined();
    expect(t.logs.some((l) => l.message === 'order confirmation: no such order')).toBe(true);
  });
});

describe('retryFailedConfirmations', () => {
  // An app of its own: only the orders made here exist.
  let r: TestApp;
  let sw: typeof switcher;
  beforeAll(async () => {
    ({ app: r, state: sw } = await appWithSwitchableMailer({ now: clock.now }));
  });
  afterAll(() => r.close());

  it('resends failed and lost confirmations of orders over a minute old, under the attempt limit, not cancelled', async () => {
    const due = [
      await insertOrderRow(r, null, { mailStatus: 'failed', mailAttempts: 1, mailError: 'x', createdAt: minutesAgo(5) }),
      await insertOrderRow(r, null, { mailStatus: 'pending', createdAt: minutesAgo(2) }),
    ];
    const notDue = [
      await insertOrderRow(r, null, { mailStatus: 'pending', createdAt: minutesAgo(0.5) }), // its first send may still run
      await insertOrderRow(r, null, { mailStatus: 'failed', mailAttempts: MAX_CONFIRMATION_ATTEMPTS, createdAt: minutesAgo(30) }),
      await insertOrderRow(r, null, { mailStatus: 'sent', mailAttempts: 1, createdAt: minutesAgo(30) }),
      await insertOrderRow(r, null, { mailStatus: 'failed', mailAttempts: 1, isCancelled: true, createdAt: minutesAgo(30) }),
    ];

    sw.failing = true;
    try {
      expect(await retryFailedConfirmations(r.deps, { limit: 50 })).toEqual({ attempted: 2, sent: 0, failed: 2 });
    } finally {
      sw.failing = false;
    }
    for (const o of due) expect(await storedOrderRow(r, o.id)).toMatchObject({ mailStatus: 'failed', mailAttempts: o.mailAttempts + 1 });

    expect(await retryFailedConfirmations(r.deps, { limit: 50 })).toEqual({ attempted: 2, sent: 2, failed: 0 });
    for (const o of due) {
      expect(await storedOrderRow(r, o.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: o.mailAttempts + 2, mailError: null });
      expect(await mailsTo(r, o.email)).toHaveLength(1);
    }
    expect(sw.delivered.map((m) => m.to)).toEqual(due.map((o) => o.email));
    for (const o of notDue) {
      expect(await storedOrderRow(r, o.id)).toEqual(o);
      expect(await mailsTo(r, o.email)).toEqual([]);
    }
    // Nothing is left to do.
    expect(await retryFailedConfirmations(r.deps, { limit: 50 })).toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('stops retrying an order after the attempt limit', async () => {
    const o = await insertOrderRow(r, null, {
      mailStatus: 'failed',
      mailAttempts: MAX_CONFIRMATION_ATTEMPTS - 1,
      createdAt: minutesAgo(10),
    });
    sw.failing = true;
    try {
      expect(await retryFailedConfirmations(r.deps, { limit: 50 })).toEqual({ attempted: 1, sent: 0, failed: 1 });
      expect(await retryFailedConfirmations(r.deps, { limit: 50 })).toEqual({ attempted: 0, sent: 0, failed: 0 });
    } finally {
      sw.failing = false;
    }
    expect(await storedOrderRow(r, o.id)).toMatchObject({ mailStatus: 'failed', mailAttempts: MAX_CONFIRMATION_ATTEMPTS });
  });

  it('takes at most `limit` orders per run, oldest first', async () => {
    const a = await insertOrderRow(r, null, { mailStatus: 'failed', mailAttempts: 1, createdAt: minutesAgo(10) });
    const b = await insertOrderRow(r, null, { mailStatus: 'failed', mailAttempts: 1, createdAt: minutesAgo(10) });
    expect(await retryFailedConfirmations(r.deps, { limit: 1 })).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect((await storedOrderRow(r, a.id)).mailStatus).toBe('sent');
    expect((await storedOrderRow(r, b.id)).mailStatus).toBe('failed');
    expect(await retryFailedConfirmations(r.deps, { limit: 1 })).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect((await storedOrderRow(r, b.id)).mailStatus).toBe('sent');
  });
});
