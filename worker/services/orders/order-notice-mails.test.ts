import { describe, expect, it } from 'vitest';
import { siteFacts } from '../../domain/site-facts';
import { htmlText } from '../../test-support/accounts';
import { apiOrder } from '../../test-support/invoices';
import {
  NOTICE_MAILS,
  orderCancelledNoticeMail,
  orderCardPaidNoticeMail,
  orderPaidNoticeMail,
  orderSentNoticeMail,
} from './order-notice-mails';

/** The customer's notices as a reader sees them: Slovak, text and HTML alike, values from people escaped. */

const URL = 'http://shop.test/order/7?a=1&b=2';
const { organization: org } = siteFacts;
/** A customer who typed markup into their name: it must arrive as text. */
const marked = { name: 'Jana <b>Nová</b> & syn' };

describe('every notice', () => {
  it.each(Object.entries(NOTICE_MAILS))(
    '%s: greets by the delivery name, links to the order page, signs off; HTML says what the text says',
    (_, make) => {
      const mail = make(
        apiOrder({ isPaid: true, paidAt: '2026-03-06T10:00:00.000Z', isDelivered: true, deliveredAt: '2026-03-07T10:00:00.000Z' }, marked),
        { orderUrl: URL },
      );
      expect(mail.text).toMatch(/^Dobrý deň, Jana <b>Nová<\/b> & syn,\n\n/);
      expect(mail.text).toContain(`Stav objednávky nájdete tu:\n${URL}\n`);
      expect(mail.text).toContain(`S pozdravom\n${siteFacts.site.name} – ${org.shopEmail}, ${org.shopPhone}`);
      expect(mail.html).toContain('Dobrý deň, Jana &lt;b&gt;Nová&lt;/b&gt; &amp; syn,');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('href="http://shop.test/order/7?a=1&amp;b=2"');
      expect(mail.html).toContain('>Zobraziť objednávku</a>');
      const firstParagraphs = mail.text.split('\n\nStav objednávky')[0];
      expect(htmlText(mail.html)).toContain(firstParagraphs);
      // A service mail says why the reader gets it, last; never the newsletter's footer (issue 29).
      const why = `Tento e-mail dostávate k objednávke č. 20260007W v obchode ${siteFacts.site.name}.`;
      expect(mail.text).toMatch(new RegExp(`\\n\\n--\\n${why.replace(/\./g, '\\.')}\\n$`));
      expect(htmlText(mail.html)).toMatch(new RegExp(`${why.replace(/\./g, '\\.')}$`));
      expect(mail.text + mail.html).not.toMatch(/odberateľ noviniek|unsubscribe/i);
    },
  );
});

describe('orderCardPaidNoticeMail', () => {
  it('thanks for the card payment with the amount and the order number', () => {
    const mail = orderCardPaidNoticeMail(apiOrder({ paymentMethod: 'Stripe', isPaid: true, paidAt: '2026-03-06T10:00:00.000Z' }), {
      orderUrl: URL,
    });
    expect(mail.subject).toBe(siteFacts.emails.subjects.paid);
    expect(mail.text).toContain(
      'platbu kartou 38,45\u00a0€ za objednávku č. 20260007W sme prijali. Ďakujeme! Objednávku Vám odošleme čo najskôr.\n',
    );
  });
});

describe('orderPaidNoticeMail', () => {
  it('names the amount, the order and the day; a parcel still to go is promised soon', () => {
    const mail = orderPaidNoticeMail(apiOrder({ isPaid: true, paidAt: '2026-03-06T23:30:00.000Z' }), { orderUrl: URL });
    expect(mail.subject).toBe('Platbu za objednávku 20260007W sme prijali');
    // 23:30 UTC is already the 7th in Bratislava.
    expect(mail.text).toContain(
      'platbu 38,45\u00a0€ za objednávku č. 20260007W sme prijali 7. 3. 2026. Ďakujeme! Objednávku Vám odošleme čo najskôr.\n',
    );
  });

  it('cash collected on delivery: only thanks, nothing more to send', () => {
    const mail = orderPaidNoticeMail(
      apiOrder({ paymentMethod: 'Hotovosť', isPaid: true, paidAt: '2026-03-09T10:00:00.000Z', isDelivered: true }),
      { orderUrl: URL },
    );
    expect(mail.text).toContain('sme prijali 9. 3. 2026. Ďakujeme!\n');
    expect(mail.text).not.toContain('odošleme');
  });
});

describe('orderSentNoticeMail', () => {
  it('with a parcel number: the number and the Slovenská pošta link, in text and as a link in HTML', () => {
    const mail = orderSentNoticeMail(
      apiOrder({ isDelivered: true, deliveredAt: '2026-03-07T10:00:00.000Z', parcelNumber: 'RR123456789SK' }),
      { orderUrl: URL },
    );
    expect(mail.subject).toBe('Vaša objednávka 20260007W bola odoslaná');
    expect(mail.text).toContain('Vašu objednávku č. 20260007W sme 7. 3. 2026 odoslali.\n\nČíslo zásielky: RR123456789SK\n');
    expect(mail.text).toContain('Zásielku môžete sledovať na stránke Slovenskej pošty: https://tandt.posta.sk/zasielky/RR123456789SK\n');
    expect(mail.html).toContain(
      '<a href="https://tandt.posta.sk/zasielky/RR123456789SK" style="color:#b3001b">stránke Slovenskej pošty</a>',
    );
  });

  it("a Packeta parcel: the point, the barcode and Packeta's tracking page instead of the post's", () => {
    const delivery = {
      method: 'packeta-point' as const,
      label: 'Packeta – výdajné miesto alebo Z-BOX',
      pickupPoint: { id: '10001', name: 'Bratislava, Obchodná 1', address: 'Obchodná 1, 811 06 Bratislava' },
      weightGrams: 800,
      trackingUrl: 'https://tracking.packeta.com/sk/?id=Z4000000001',
    };
    const mail = orderSentNoticeMail(apiOrder({ isDelivered: true, parcelNumber: 'Z4000000001', delivery }), { orderUrl: URL });
    expect(mail.text).toContain(
      'Výdajné miesto Packety: Bratislava, Obchodná 1, Obchodná 1, 811 06 Bratislava\n\nČíslo zásielky: Z4000000001\n',
    );
    expect(mail.text).toContain('Zásielku môžete sledovať na stránke Packety: https://tracking.packeta.com/sk/?id=Z4000000001\n');
    expect(mail.html).toContain('<a href="https://tracking.packeta.com/sk/?id=Z4000000001" style="color:#b3001b">stránke Packety</a>');
    expect(mail.text).not.toContain('posta.sk');
  });

  it('personal pickup: ready to collect at the publisher, nothing about parcels', () => {
    const delivery = {
      method: 'pickup' as const,
      label: 'Osobné prevzatie v Bratislave',
      pickupPoint: null,
      weightGrams: 800,
      trackingUrl: null,
    };
    const mail = orderSentNoticeMail(apiOrder({ isDelivered: true, delivery }), { orderUrl: URL });
    expect(mail.text).toContain('Vaša objednávka č. 20260007W je pripravená na osobné prevzatie: Prúd, Špieszova 5, 841 04 Bratislava.');
    expect(mail.text).not.toContain('odoslali');
    expect(mail.text).not.toContain('zásielk');
  });

  it('without one: no tracking lines; cash on delivery is reminded of the sum to pay', () => {
    const mail = orderSentNoticeMail(apiOrder({ paymentMethod: 'Hotovosť', isDelivered: true, deliveredAt: '2026-03-07T10:00:00.000Z' }), {
      orderUrl: URL,
    });
    expect(mail.text).not.toContain('zásielk');
    expect(mail.html).not.toContain('posta.sk');
    expect(mail.text).toContain('Pri prevzatí zaplatíte 38,45\u00a0€ (dobierka).');
    expect(orderSentNoticeMail(apiOrder({ isDelivered: true, isPaid: true }), { orderUrl: URL }).text).not.toContain('Pri prevzatí');
  });
});

describe('orderCancelledNoticeMail', () => {
  it('says the order of that day is cancelled and where to ask; money back only when paid', () => {
    const unpaid = orderCancelledNoticeMail(apiOrder({ isCancelled: true }), { orderUrl: URL });
    expect(unpaid.subject).toBe('Vaša objednávka 20260007W bola zrušená');
    expect(unpaid.text).toContain('Vašu objednávku č. 20260007W zo dňa 5. 3. 2026 sme zrušili.\n\n');
    expect(unpaid.text).toContain(`Ak máte otázky, napíšte nám na ${org.shopEmail} alebo zavolajte na ${org.shopPhone}.`);
    expect(unpaid.text).not.toContain('vrátime');
    const paid = orderCancelledNoticeMail(apiOrder({ isCancelled: true, isPaid: true }), { orderUrl: URL });
    expect(paid.text).toContain('Sumu 38,45\u00a0€, ktorú ste za ňu už zaplatili, Vám vrátime.');
  });
});
