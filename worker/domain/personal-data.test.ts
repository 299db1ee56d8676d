import { describe, expect, it } from 'vitest';
import { deleteAccountSchema, personalDataExport, type ExportOrder, type ExportUser, type PersonalDataRows } from './personal-data';

/** The export's shape (issue 31): the parts the API tests do not reach (roles, billing, states, unknown values). */

const NOW = new Date('2026-03-01T10:00:00.000Z');
const user: ExportUser = {
  name: 'Ján',
  email: 'jan@example.sk',
  isAdmin: false,
  isAssistant: false,
  isRegistered: true,
  isSubscribed: false,
  isUnsubscribed: true,
  newsletterConsentAt: '2025-01-01T00:00:00.000Z',
  googleId: 'google-1',
  passwordHash: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const order: ExportOrder = {
  orderNumber: '20260001W',
  createdAt: '2026-02-01T10:00:00.000Z',
  name: 'Ján',
  email: 'jan@example.sk',
  phone: '0900 000 000',
  note: 'Zvoniť',
  shipName: 'Ján',
  shipAddress: 'Hlavná 1',
  shipCity: 'Nitra',
  shipPostalCode: '949 01',
  shipCountry: 'Slovensko',
  billingName: 'Firma s.r.o.',
  billingAddress: 'Dlhá 2',
  billingCity: 'Trnava',
  billingPostalCode: '917 01',
  billingCountry: 'Slovensko',
  billingIco: '12345678',
  billingDic: '2020202020',
  paymentMethod: 'Stripe',
  itemsCents: 2000,
  shippingCents: 0,
  codFeeCents: 150,
  totalCents: 2150,
  discountCode: '',
  discountCents: 0,
  deliveryMethod: 'packeta-point',
  pickupPointName: 'Z-BOX Nitra',
  pickupPointAddress: 'Štúrova 5, Nitra',
  parcelNumber: 'Z123',
  isPaid: false,
  paidAt: null,
  isDelivered: true,
  deliveredAt: '2026-02-03T10:00:00.000Z',
  isCancelled: true,
  cancelledAt: '2026-02-04T10:00:00.000Z',
  newsletterConsent: true,
  lines: [{ name: 'Kniha', qty: 2, unitPriceCents: 900, listPriceCents: 1000, discount: 10 }],
};
const rows = (o: Partial<PersonalDataRows> = {}): PersonalDataRows => ({
  user,
  orders: [order],
  reviews: [],
  favorites: [],
  stockAlerts: [],
  contactMessages: [],
  ...o,
});

describe('personalDataExport', () => {
  it('names the roles: a customer, an admin, an admin restricted to the assistant', () => {
    expect(personalDataExport(rows(), NOW).účet.role).toEqual(['zákazník']);
    expect(personalDataExport(rows({ user: { ...user, isAdmin: true } }), NOW).účet.role).toEqual(['správca', 'zákazník']);
    expect(personalDataExport(rows({ user: { ...user, isAdmin: true, isAssistant: true } }), NOW).účet.role).toEqual([
      'asistent (audio, video, bannery)',
      'zákazník',
    ]);
  });

  it('says Google and the password as yes or no, and a withdrawn consent has no date', () => {
    const file = personalDataExport(rows(), NOW);
    expect(file.účet).toMatchObject({ prihlásenie_cez_google: true, heslo_nastavené: false, registrácia_potvrdená: true });
    expect(file.súhlasy.zasielanie_noviniek).toEqual({ udelený: false, dátum: null, odvolaný: true });
    expect(file.o_súbore.vytvorený).toBe(NOW.toISOString());
    expect(file.o_súbore.obchod).toContain('Prúd života');
    expect(file.o_súbore.popis).toContain('GDPR čl. 15 a 20');
    expect(file.o_súbore.popis).toContain('Heslo ani prihlasovacie kódy v súbore nie sú');
    // Every part says what it is, in a sentence of its own.
    const notes = Object.values(file).map((part) => (part as { popis: string }).popis);
    expect(notes.every((n) => n.length > 15)).toBe(true);
    expect(new Set(notes).size).toBe(notes.length);
  });

  it('lists shipping and billing addresses once each, and an order’s pickup point, states and fees', () => {
    const file = personalDataExport(rows({ orders: [order, { ...order, orderNumber: '20260002W' }] }), NOW);
    expect(file.adresy.zoznam).toEqual([
      { druh: 'doručenie', meno: 'Ján', ulica: 'Hlavná 1', mesto: 'Nitra', psč: '949 01', krajina: 'Slovensko', telefón: '0900 000 000' },
      {
        druh: 'fakturácia',
        meno: 'Firma s.r.o.',
        ulica: 'Dlhá 2',
        mesto: 'Trnava',
        psč: '917 01',
        krajina: 'Slovensko',
        ičo: '12345678',
        dič: '2020202020',
      },
    ]);
    const [o] = file.objednávky.zoznam;
    expect(o.doručenie).toMatchObject({
      výdajné_miesto: 'Z-BOX Nitra, Štúrova 5, Nitra',
      číslo_zásielky: 'Z123',
      odoslaná: '2026-02-03T10:00:00.000Z',
      poznámka: 'Zvoniť',
    });
    expect(o.platba).toEqual({ spôsob: 'Platba kartou', zaplatená: false });
    expect(o.zrušená).toBe('2026-02-04T10:00:00.000Z');
    expect(o.zľavový_kód).toBeNull();
    expect(o.suma_eur).toEqual({ tovar: 20, poštovné: 0, dobierka: 1.5, spolu: 21.5 });
    expect(o.položky).toEqual([{ názov: 'Kniha', množstvo: 2, cena_za_kus_eur: 9, bežná_cena_eur: 10, zľava_percent: 10 }]);
    expect(file.súhlasy.pri_objednávkach[0]).toEqual({
      objednávka: '20260001W',
      obchodné_podmienky_a_ochrana_údajov: order.createdAt,
      novinky: true,
    });
  });

  it('keeps a method it does not know as stored, and an order without billing has only its shipping address', () => {
    const plain = {
      ...order,
      paymentMethod: 'Bankový prevod',
      deliveryMethod: 'holub',
      pickupPointName: '',
      billingName: '',
      billingAddress: '',
      isCancelled: false,
      isDelivered: false,
    };
    const file = personalDataExport(rows({ orders: [plain] }), NOW);
    const [o] = file.objednávky.zoznam;
    expect(o.platba.spôsob).toBe('Bankový prevod');
    expect(o.doručenie.spôsob).toBe('holub');
    expect(o.doručenie).not.toHaveProperty('výdajné_miesto');
    expect([o.zrušená, o.doručenie.odoslaná]).toEqual([false, false]);
    expect(file.adresy.zoznam.map((a) => a.druh)).toEqual(['doručenie']);
    // A billing name alone (a company's, the address the same) is a billing block too.
    const named = personalDataExport(rows({ orders: [{ ...plain, billingName: 'Firma s.r.o.' }] }), NOW);
    expect(named.adresy.zoznam.map((a) => a.druh)).toEqual(['doručenie', 'fakturácia']);
  });

  it('a state without its date still says it happened', () => {
    const [o] = personalDataExport(rows({ orders: [{ ...order, isPaid: true, paidAt: null, deliveredAt: null, cancelledAt: null }] }), NOW)
      .objednávky.zoznam;
    expect([o.platba.zaplatená, o.doručenie.odoslaná, o.zrušená]).toEqual([true, true, true]);
  });
});

describe('deleteAccountSchema', () => {
  it('takes a password or a Google code, refuses other fields and types in Slovak', () => {
    expect(deleteAccountSchema.parse({ password: 'x' })).toEqual({ password: 'x' });
    expect(deleteAccountSchema.parse({ googleCode: 'abc' })).toEqual({ googleCode: 'abc' });
    expect(deleteAccountSchema.safeParse({ googleCode: '' }).error?.issues[0].message).toBe('Kód z Googlu chýba.');
    expect(deleteAccountSchema.safeParse({ password: 5 }).error?.issues[0].message).toBe('Heslo musí byť text.');
    expect(deleteAccountSchema.safeParse({ password: 'x'.repeat(201) }).error?.issues[0].message).toBe('Heslo je príliš dlhé.');
    expect(deleteAccountSchema.safeParse({ googleCode: 'x'.repeat(201) }).error?.issues[0].message).toBe('Kód z Googlu je príliš dlhý.');
    expect(deleteAccountSchema.safeParse('heslo').error?.issues[0].message).toBe('Pošlite heslo alebo potvrdenie cez Google.');
    expect(deleteAccountSchema.safeParse({ heslo: 'x' }).success).toBe(false);
  });
});
