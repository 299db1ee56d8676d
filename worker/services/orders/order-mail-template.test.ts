import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../domain/orders';
import { siteFacts } from '../../domain/site-facts';
import { htmlText } from '../../test-support/accounts';
import { apiOrder } from '../../test-support/invoices';
import { SIGNATURE_TEXT } from '../mail/mail-templates';
import { orderAbroadNoticeMail, orderConfirmationMail } from './order-mail-template';

/** The order e-mails as a reader gets them: the text version, and what the HTML version shows. */

const SITE = siteFacts.site;
const URL = 'https://prud.sk/order/7';
/** Money is written with a no-break space before €; compare as plain text. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const ITEMS =
  'Objednané tituly:\n2 × Normálny kresťanský život – 12,50 € = 25,00 €\n1 × Ťažké časy a Božia ľúbosť (zľava 10 %) – 8,95 € = 8,95 €';
const ADDRESS = 'Adresa doručenia:\nĽubica Šťastná\nČerešňová 7\n010 01 Žilina\nSlovensko\nTelefón: +421 900 111 222';
const ABROAD = { country: 'Česko', city: 'Brno', postalCode: '602 00' };
const button = (label: string) => `${label}\n\nAk tlačidlo nefunguje, skopírujte do prehliadača túto adresu:\n${URL}`;

describe('the order confirmation', () => {
  it('of a bank transfer at home: greeting, items, totals, how to pay, the address; the HTML shows the same', () => {
    const mail = orderConfirmationMail(apiOrder(), { orderUrl: URL });
    expect(mail.subject).toBe('Vaša objednávka 20260007W');
    const body = [
      'Dobrý deň, Ľubica Šťastná,',
      'ďakujeme za Vašu objednávku č. 20260007W zo dňa 5. 3. 2026. Faktúru nájdete v prílohe tohto e-mailu.',
      ITEMS,
      'Produkty: 33,95 €\nPoštovné: 4,50 €\nCelkom: 38,45 €',
      'Doručenie: Slovenská pošta na adresu',
      'Spôsob platby: bankovým prevodom vopred. Prosíme, uhraďte objednávku na účet:\nIBAN: SK38 1100 0000 0026 2075 3192\nVariabilný symbol: 20260007\nSuma: 38,45 €\nPríjemca: Prúd',
      'QR kód PAY by square na zaplatenie nájdete vo faktúre v prílohe aj na stránke objednávky. Objednávku odošleme po prijatí platby.\nObjednávku prosím zaplaťte do 19. 3. 2026, inak ju zrušíme a knihy vrátime do predaja.',
      ADDRESS,
    ].join('\n\n');
    // Under the signature, why the reader gets it: the order, never a newsletter subscription (issue 29).
    const why = `Tento e-mail dostávate k objednávke č. 20260007W v obchode ${SITE.name}.`;
    expect(plain(mail.text)).toBe(`${body}\n\nStav objednávky môžete sledovať tu:\n${URL}\n\n${SIGNATURE_TEXT}\n\n--\n${why}\n`);
    expect(plain(htmlText(mail.html))).toBe(`${SITE.name}\n\n${body}\n\n${button('Zobraziť objednávku')}\n\n${SIGNATURE_TEXT}\n\n${why}`);
  });

  it("names the order's term only where it has one (cash on delivery and abroad have none)", () => {
    const card = plain(
      orderConfirmationMail(apiOrder({ paymentMethod: 'Stripe', payUntil: '2026-03-08T10:00:00.000Z' }), { orderUrl: URL }).text,
    );
    expect(card).toContain(
      `zaplatiť ju môžete na stránke objednávky:\n${URL}\nObjednávku prosím zaplaťte do 8. 3. 2026, inak ju zrušíme a knihy vrátime do predaja.`,
    );
    const cash = plain(orderConfirmationMail(apiOrder({ paymentMethod: 'Hotovosť', payUntil: null }), { orderUrl: URL }).text);
    expect(cash).not.toContain('zaplaťte do');
    const paid = plain(orderConfirmationMail(apiOrder({ isPaid: true, paidAt: '2026-03-05T11:00:00.000Z' }), { orderUrl: URL }).text);
    expect(paid).not.toContain('zaplaťte do');
  });

  it('issue 30: the Packeta point by name and address, the pickup address, the COD fee as its own line', () => {
    const point = {
      method: 'packeta-point' as const,
      label: 'Packeta – výdajné miesto alebo Z-BOX',
      pickupPoint: { id: '10001', name: 'Bratislava, Obchodná 1', address: 'Obchodná 1, 811 06 Bratislava' },
      weightGrams: 800,
      trackingUrl: null,
    };
    expect(plain(orderConfirmationMail(apiOrder({ delivery: point }), { orderUrl: URL }).text)).toContain(
      'Celkom: 38,45 €\n\nDoručenie: Packeta – výdajné miesto alebo Z-BOX\nBratislava, Obchodná 1\nObchodná 1, 811 06 Bratislava\n\n',
    );
    // A point Packeta gave no address for: its name alone, no empty line.
    const bare = { ...point, pickupPoint: { ...point.pickupPoint, address: '' } };
    expect(plain(orderConfirmationMail(apiOrder({ delivery: bare }), { orderUrl: URL }).text)).toContain(
      'Doručenie: Packeta – výdajné miesto alebo Z-BOX\nBratislava, Obchodná 1\n\nSpôsob platby',
    );
    const pickup = {
      method: 'pickup' as const,
      label: 'Osobné prevzatie v Bratislave',
      pickupPoint: null,
      weightGrams: 800,
      trackingUrl: null,
    };
    expect(
      plain(orderConfirmationMail(apiOrder({ delivery: pickup, shippingPrice: 0, totalPrice: 33.95 }), { orderUrl: URL }).text),
    ).toContain('Poštovné: zdarma\nCelkom: 33,95 €\n\nDoručenie: Osobné prevzatie v Bratislave\nPrúd, Špieszova 5, 841 04 Bratislava\n\n');
    expect(
      plain(orderConfirmationMail(apiOrder({ paymentMethod: 'Hotovosť', codFeePrice: 1.2, totalPrice: 39.65 }), { orderUrl: URL }).text),
    ).toContain('Poštovné: 4,50 €\nPoplatok za dobierku: 1,20 €\nCelkom: 39,65 €');
  });

  it('issue 30: a discount code as its own line under the products', () => {
    const text = plain(
      orderConfirmationMail(apiOrder({ discountCode: 'ADVENT', discountPrice: 5.09, totalPrice: 33.36 }), { orderUrl: URL }).text,
    );
    expect(text).toContain('Produkty: 33,95 €\nZľavový kód ADVENT: −5,09 €\nPoštovné: 4,50 €\nCelkom: 33,36 €');
    expect(plain(orderConfirmationMail(apiOrder(), { orderUrl: URL }).text)).not.toContain('Zľavový kód');
  });

  it('with free postage at home: "zdarma", and the total is the total', () => {
    const text = plain(orderConfirmationMail(apiOrder({ shippingPrice: 0, totalPrice: 33.95 }), { orderUrl: URL }).text);
    expect(text).toContain('Produkty: 33,95 €\nPoštovné: zdarma\nCelkom: 33,95 €\n');
  });

  it('abroad: postage later, wait for the total before paying, then pay to this account', () => {
    const text = plain(
      orderConfirmationMail(apiOrder({ shippingLater: true, shippingPrice: 0, totalPrice: 33.95 }, ABROAD), { orderUrl: URL }).text,
    );
    expect(text).toContain('Produkty: 33,95 €\nPoštovné: bude oznámené dodatočne\nCelkom bez poštovného: 33,95 €\n\n');
    expect(text).toContain(
      'Spôsob platby: bankovým prevodom vopred.\nPoštovné do zahraničia Vám oznámime e-mailom spolu s celkovou sumou na úhradu. S platbou prosím počkajte na tento e-mail.\n\n' +
        'Platbu potom pošlite na účet:\nIBAN: SK38 1100 0000 0026 2075 3192\nVariabilný symbol: 20260007\nPríjemca: Prúd\n\nAdresa doručenia:',
    );
  });

  it('abroad once the shop has set the postage: the postage and the total to pay', () => {
    const text = plain(
      orderConfirmationMail(apiOrder({ shippingLater: true, shippingPrice: 6.5, totalPrice: 40.45 }, ABROAD), { orderUrl: URL }).text,
    );
    expect(text).toContain('Produkty: 33,95 €\nPoštovné: 6,50 €\nCelkom: 40,45 €\n');
  });

  it('paid without a date, no phone, the billing address, and the account name when the address has none', () => {
    const mail = orderConfirmationMail(
      apiOrder(
        { isPaid: true, paidAt: null, name: 'Mária Účtová' },
        { name: '', phone: '', billingName: 'Čitáreň s. r. o.', billingPostalCode: '811 01', billingCity: 'Bratislava' },
      ),
      { orderUrl: URL },
    );
    const text = plain(mail.text);
    expect(text).toMatch(/^Dobrý deň, Mária Účtová,\n/);
    expect(text).toContain('Celkom: 38,45 €\n\nDoručenie: Slovenská pošta na adresu\n\nPlatbu sme prijali. Ďakujeme.\n\nAdresa doručenia:');
    expect(text).toContain('\nSlovensko\n\nFakturačné údaje:\nČitáreň s. r. o.\n811 01 Bratislava\n\nStav objednávky');
    expect(text).not.toContain('Telefón');
    expect(plain(htmlText(mail.html))).toContain('Fakturačné údaje:\nČitáreň s. r. o.\n811 01 Bratislava');
  });

  it('with a payment method the shop no longer offers: names it, gives no bank details', () => {
    // The column is free text: an order stored under an older method reads back as it was stored.
    const mail = orderConfirmationMail(apiOrder({ paymentMethod: 'PayPal' as ApiOrder['paymentMethod'] }), { orderUrl: URL });
    expect(plain(mail.text)).toContain(
      'Celkom: 38,45 €\n\nDoručenie: Slovenská pošta na adresu\n\nSpôsob platby: PayPal\n\nAdresa doručenia:',
    );
    expect(mail.text).not.toContain('IBAN');
  });
});

describe('the shop’s notice of an order abroad', () => {
  it('asks for the postage, lists the order and links to it; the HTML shows the same with a button', () => {
    const mail = orderAbroadNoticeMail(apiOrder({ shippingLater: true, shippingPrice: 0, totalPrice: 33.95 }, ABROAD), { orderUrl: URL });
    expect(mail.subject).toBe('URGENT objednávka 20260007W');
    const body = [
      'Objednávka 20260007W ide do zahraničia (Česko).\nUrčte prosím poštovné a oznámte zákazníkovi celkovú sumu e-mailom na lubica@example.sk.',
      ITEMS,
      'Produkty: 33,95 €\nPoštovné: bude oznámené dodatočne\nCelkom bez poštovného: 33,95 €',
      ADDRESS.replace('010 01 Žilina\nSlovensko', '602 00 Brno\nČesko'),
    ].join('\n\n');
    expect(plain(mail.text)).toBe(`${body}\n\nObjednávka:\n${URL}\n`);
    expect(plain(htmlText(mail.html))).toBe(`${SITE.name}\n\n${body}\n\n${button('Otvoriť objednávku')}\n\n${SIGNATURE_TEXT}`);
  });
});
