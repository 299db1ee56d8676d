import { describe, expect, it } from 'vitest';
import {
  ORDER_FILTERS,
  actionSuccess,
  cancelQuestion,
  paidQuestion,
  filterFromSearch,
  filterHref,
  flagDate,
  money,
  orderCount,
  orderHref,
  paymentLabel,
  deliveryLabel,
  codeLabel,
  rowActions,
  stateFlags,
} from './order-list-view';

const open = { isPaid: false, isDelivered: false, isCancelled: false };

describe('order list filters', () => {
  it('has the five tabs in order, Všetky first', () => {
    expect(ORDER_FILTERS.map((f) => f.label)).toEqual(['Všetky', 'Nezaplatené', 'Zaplatené', 'Odoslané', 'Zrušené']);
  });

  it('reads ?stav= and falls back to Všetky', () => {
    expect(filterFromSearch('?stav=nezaplatene').status).toBe('unpaid');
    expect(filterFromSearch('?stav=ZAPLATENE').status).toBe('paid');
    expect(filterFromSearch('?stav=odoslane').status).toBe('sent');
    expect(filterFromSearch('?stav=zrusene').status).toBe('cancelled');
    expect(filterFromSearch('?stav=unpaid').label).toBe('Všetky');
    expect(filterFromSearch('').label).toBe('Všetky');
  });

  it('builds the page address of each filter', () => {
    expect(ORDER_FILTERS.map(filterHref)).toEqual([
      '/admin/orderlist',
      '/admin/orderlist?stav=nezaplatene',
      '/admin/orderlist?stav=zaplatene',
      '/admin/orderlist?stav=odoslane',
      '/admin/orderlist?stav=zrusene',
    ]);
    for (const f of ORDER_FILTERS) expect(filterFromSearch(new URL(filterHref(f), 'http://x').search)).toBe(f);
  });
});

describe('order rows', () => {
  it('offers Zaplatené, Odoslané only when not yet, Zrušiť only before sending, nothing on a cancelled order', () => {
    expect(rowActions(open)).toEqual(['paid', 'deliver', 'cancell']);
    expect(rowActions({ ...open, isPaid: true })).toEqual(['deliver', 'cancell']);
    expect(rowActions({ ...open, isPaid: true, isDelivered: true })).toEqual([]);
    expect(rowActions({ ...open, isDelivered: true })).toEqual(['paid']);
    expect(rowActions({ ...open, isCancelled: true })).toEqual([]);
  });

  it('states payment and sending with their dates, or only the cancellation', () => {
    const times = { paidAt: null, deliveredAt: null };
    expect(stateFlags({ ...open, ...times })).toEqual([
      { label: 'Nezaplatené', kind: 'pending', notYet: true },
      { label: 'Neodoslané', kind: 'pending', notYet: true },
    ]);
    expect(
      stateFlags({ ...open, isPaid: true, isDelivered: true, paidAt: '2026-03-05T10:00:00.000Z', deliveredAt: '2026-03-07T10:00:00.000Z' }),
    ).toEqual([
      { label: 'Zaplatené 5. 3. 2026', kind: 'ok' },
      { label: 'Odoslané 7. 3. 2026', kind: 'ok' },
    ]);
    expect(stateFlags({ ...open, isPaid: true, paidAt: null, deliveredAt: null })[0]).toEqual({ label: 'Zaplatené', kind: 'ok' });
    expect(stateFlags({ ...open, ...times, isPaid: true, isCancelled: true })).toEqual([{ label: 'Zrušená!', kind: 'pending' }]);
    expect(stateFlags({ ...open, ...times, isCancelled: true, cancelReason: 'unpaid' })).toEqual([
      { label: 'Zrušená: nezaplatená', kind: 'pending' },
    ]);
  });

  it('shows a flag as its Slovak date, or null for ✗ Nie', () => {
    expect(flagDate(false, null)).toBeNull();
    expect(flagDate(true, '2026-03-05T10:00:00.000Z')).toBe('5. 3. 2026');
    expect(flagDate(true, null)).toBe('Áno');
  });

  it('reads payment methods and money as people do', () => {
    expect(paymentLabel('Prevodom vopred')).toBe('Bankovým prevodom');
    expect(paymentLabel('Hotovosť')).toBe('Na dobierku');
    expect(paymentLabel('Stripe')).toBe('Kartou (Stripe)');
    expect(paymentLabel('Šek')).toBe('Šek');
    expect(money({ totalPrice: 12.5 })).toBe('12,50\u00a0€');
  });

  it('reads the delivery method short, with the Packeta point’s name; the post (and an older order) says nothing', () => {
    expect(deliveryLabel({ deliveryMethod: 'packeta-point', pickupPointName: 'Z-BOX Žilina Hlavná' })).toBe(
      'Packeta, výdajné miesto: Z-BOX Žilina Hlavná',
    );
    expect(deliveryLabel({ deliveryMethod: 'pickup', pickupPointName: '' })).toBe('Osobné prevzatie');
    expect(codeLabel({ discountCode: 'ADVENT', discountPrice: 5.4 })).toBe('Kód ADVENT −5,40\u00a0€');
    expect(codeLabel({ discountCode: '', discountPrice: 0 })).toBe('');
    expect(deliveryLabel({ deliveryMethod: 'packeta-home', pickupPointName: '' })).toBe('Packeta na adresu');
    expect(deliveryLabel({ deliveryMethod: 'post', pickupPointName: '' })).toBe('');
    expect(deliveryLabel({})).toBe('');
  });

  it('links and texts of the actions', () => {
    expect(orderHref({ _id: '7' })).toBe('/order/7');
    expect(actionSuccess('paid', '20260001W')).toBe('20260001W: Objednávka označená ako zaplatená.');
    expect(paidQuestion('20260001W')).toBe(
      'Označiť objednávku 20260001W ako zaplatenú? Zákazníkovi pošleme e-mail, že sme platbu prijali.',
    );
    expect(cancelQuestion({ orderNumber: '20260001W', isPaid: false })).toBe(
      'Zrušiť objednávku 20260001W? Tovar sa vráti na sklad a zákazníkovi pošleme e-mail o zrušení objednávky.',
    );
    expect(cancelQuestion({ orderNumber: '20260001W', isPaid: true })).toBe(
      'Zrušiť objednávku 20260001W? Tovar sa vráti na sklad a zákazníkovi pošleme e-mail o zrušení objednávky. Objednávka je zaplatená: peniaze treba zákazníkovi vrátiť.',
    );
  });

  it('counts orders in Slovak', () => {
    expect([0, 1, 2, 4, 5, 22].map(orderCount)).toEqual([
      '0 objednávok',
      '1 objednávka',
      '2 objednávky',
      '4 objednávky',
      '5 objednávok',
      '22 objednávok',
    ]);
  });
});
