import { z } from 'zod';
import { centsToEuros } from './money';
import { DELIVERY_METHOD_TEXT, isDeliveryMethod } from './delivery';
import { PAYMENT_METHOD_TEXT, PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import { strictObject } from './strict-object';
import type { ExportAddress, PersonalDataExport } from './personal-data-answers';
import type { UserRecord } from './user-shape';

// The texts and names the profile page needs too, in a file without zod (its bundle stays small).
export {
  DELETE_CODE_MS,
  ERASED_USE_PREFIX,
  exportFilename,
  FORMER_CUSTOMER_NAME,
  PERSONAL_DATA_MESSAGES,
  RETENTION_YEARS,
} from './personal-data-text';

/**
 * A person's own data (issue 31, GDPR art. 15 and 20): the file 'Stiahnuť moje údaje' downloads, and the rules of
 * 'Zrušiť účet' (art. 17). Keys are Slovak, because the person reads the file; each part also says what it is
 * (`popis`), so the file explains itself without this code.
 */

/** `DELETE /api/users/profile`: the password, or the code of a Google re-confirmation (never both needed). */
export const deleteAccountSchema = strictObject(
  {
    password: z.string({ message: 'Heslo musí byť text.' }).max(200, 'Heslo je príliš dlhé.').optional(),
    googleCode: z
      .string({ message: 'Kód z Googlu musí byť text.' })
      .min(1, 'Kód z Googlu chýba.')
      .max(200, 'Kód z Googlu je príliš dlhý.')
      .optional(),
  },
  'Pošlite heslo alebo potvrdenie cez Google.',
);
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

// ── the rows the export is made of (services read them; structural, so this layer imports no database) ─────────

/** The account as the users table holds it (user-shape.ts), with what only its owner's file tells. */
export interface ExportUser extends Omit<UserRecord, 'id'> {
  newsletterConsentAt: string | null;
  passwordHash: string | null;
}

interface ExportOrderLine {
  name: string;
  qty: number;
  unitPriceCents: number;
  listPriceCents: number;
  discount: number;
}

export interface ExportOrder {
  orderNumber: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  shipName: string;
  shipAddress: string;
  shipCity: string;
  shipPostalCode: string;
  shipCountry: string;
  billingName: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: string;
  billingIco: string;
  billingDic: string;
  paymentMethod: string;
  itemsCents: number;
  shippingCents: number;
  codFeeCents: number;
  totalCents: number;
  discountCode: string;
  discountCents: number;
  deliveryMethod: string;
  pickupPointName: string;
  pickupPointAddress: string;
  parcelNumber: string;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  isCancelled: boolean;
  cancelledAt: string | null;
  newsletterConsent: boolean;
  lines: ExportOrderLine[];
}

export interface PersonalDataRows {
  user: ExportUser;
  orders: ExportOrder[];
  reviews: { productName: string; rating: number; comment: string; isAcknowledged: boolean; createdAt: string }[];
  favorites: { productName: string; createdAt: string }[];
  stockAlerts: { productName: string; createdAt: string; notifiedAt: string | null }[];
  contactMessages: { name: string; message: string; createdAt: string }[];
}

const paymentText = (m: string) => ((PAYMENT_METHODS as readonly string[]).includes(m) ? PAYMENT_METHOD_TEXT[m as PaymentMethod].label : m);
const deliveryText = (m: string) => (isDeliveryMethod(m) ? DELIVERY_METHOD_TEXT[m].label : m);
const orUnknown = (date: string | null, given: boolean) =>
  given ? (date ?? 'neznámy: súhlas ste dali skôr, ako sme začali zapisovať jeho dátum') : null;

function roles(u: ExportUser): string[] {
  if (u.isAdmin) return [u.isAssistant ? 'asistent (audio, video, bannery)' : 'správca', 'zákazník'];
  return ['zákazník'];
}

/** One address as the order stored it, without the person's other data. */
const addressKey = (a: ExportAddress) => JSON.stringify(a);

function addresses(orders: ExportOrder[]): ExportAddress[] {
  const seen = new Map<string, ExportAddress>();
  for (const o of orders) {
    const ship: ExportAddress = {
      druh: 'doručenie',
      meno: o.shipName,
      ulica: o.shipAddress,
      mesto: o.shipCity,
      psč: o.shipPostalCode,
      krajina: o.shipCountry,
      telefón: o.phone,
    };
    seen.set(addressKey(ship), ship);
    if (o.billingName || o.billingAddress) {
      const bill: ExportAddress = {
        druh: 'fakturácia',
        meno: o.billingName,
        ulica: o.billingAddress,
        mesto: o.billingCity,
        psč: o.billingPostalCode,
        krajina: o.billingCountry,
        ičo: o.billingIco,
        dič: o.billingDic,
      };
      seen.set(addressKey(bill), bill);
    }
  }
  return [...seen.values()];
}

function order(o: ExportOrder): PersonalDataExport['objednávky']['zoznam'][number] {
  return {
    číslo: o.orderNumber,
    vytvorená: o.createdAt,
    meno: o.name,
    'e-mail': o.email,
    položky: o.lines.map((l) => ({
      názov: l.name,
      množstvo: l.qty,
      cena_za_kus_eur: centsToEuros(l.unitPriceCents),
      bežná_cena_eur: centsToEuros(l.listPriceCents),
      zľava_percent: l.discount,
    })),
    doručenie: {
      spôsob: deliveryText(o.deliveryMethod),
      ...(o.pickupPointName ? { výdajné_miesto: `${o.pickupPointName}, ${o.pickupPointAddress}` } : {}),
      adresa: { meno: o.shipName, ulica: o.shipAddress, mesto: o.shipCity, psč: o.shipPostalCode, krajina: o.shipCountry },
      telefón: o.phone,
      poznámka: o.note,
      číslo_zásielky: o.parcelNumber,
      odoslaná: o.isDelivered ? (o.deliveredAt ?? true) : false,
    },
    platba: { spôsob: paymentText(o.paymentMethod), zaplatená: o.isPaid ? (o.paidAt ?? true) : false },
    zľavový_kód: o.discountCode ? { kód: o.discountCode, zľava_eur: centsToEuros(o.discountCents) } : null,
    suma_eur: {
      tovar: centsToEuros(o.itemsCents),
      poštovné: centsToEuros(o.shippingCents),
      dobierka: centsToEuros(o.codFeeCents),
      spolu: centsToEuros(o.totalCents),
    },
    zrušená: o.isCancelled ? (o.cancelledAt ?? true) : false,
    súhlas_s_novinkami_pri_objednávke: o.newsletterConsent,
  };
}

/** The downloaded file. Never a hash, a token or the Google id: only whether the account has them. */
export function personalDataExport(rows: PersonalDataRows, now: Date): PersonalDataExport {
  const u = rows.user;
  return {
    o_súbore: {
      obchod: 'Prúd života (www.prud.sk)',
      vytvorený: now.toISOString(),
      popis:
        'Všetky osobné údaje, ktoré o vás obchod vedie (GDPR čl. 15 a 20). Časy sú v UTC (ISO 8601), sumy v eurách. ' +
        'Heslo ani prihlasovacie kódy v súbore nie sú: ukladáme z nich len nevratný odtlačok.',
    },
    účet: {
      popis: 'Údaje vášho účtu.',
      meno: u.name,
      'e-mail': u.email,
      role: roles(u),
      vytvorený: u.createdAt,
      registrácia_potvrdená: u.isRegistered,
      prihlásenie_cez_google: u.googleId !== null,
      heslo_nastavené: u.passwordHash !== null,
    },
    súhlasy: {
      popis:
        'Súhlasy, ktoré ste nám dali, a kedy. Súhlas s obchodnými podmienkami a so spracovaním údajov dávate pri každej objednávke (jej dátum).',
      zasielanie_noviniek: { udelený: u.isSubscribed, dátum: orUnknown(u.newsletterConsentAt, u.isSubscribed), odvolaný: u.isUnsubscribed },
      pri_objednávkach: rows.orders.map((o) => ({
        objednávka: o.orderNumber,
        obchodné_podmienky_a_ochrana_údajov: o.createdAt,
        novinky: o.newsletterConsent,
      })),
    },
    odber_noviniek: { popis: 'Či vám posielame novinky e-mailom.', prihlásený: u.isSubscribed, odhlásený: u.isUnsubscribed },
    adresy: { popis: 'Adresy, ktoré sme uložili pri vašich objednávkach (inde adresy nevedieme).', zoznam: addresses(rows.orders) },
    objednávky: { popis: 'Vaše objednávky s položkami, doručením, platbou a zľavou.', zoznam: rows.orders.map(order) },
    recenzie: {
      popis: 'Recenzie, ktoré ste napísali (schválená: zverejnená na stránke).',
      zoznam: rows.reviews.map((r) => ({
        kniha: r.productName,
        hviezdičky: r.rating,
        komentár: r.comment,
        schválená: r.isAcknowledged,
        napísaná: r.createdAt,
      })),
    },
    obľúbené: {
      popis: 'Tituly, ktoré ste si uložili medzi obľúbené.',
      zoznam: rows.favorites.map((f) => ({ kniha: f.productName, pridané: f.createdAt })),
    },
    upozornenia_na_naskladnenie: {
      popis: "Tituly, pri ktorých ste si vyžiadali e-mail 'Dáme vám vedieť', keď budú znova na sklade.",
      zoznam: rows.stockAlerts.map((a) => ({ kniha: a.productName, vyžiadané: a.createdAt, oznámené: a.notifiedAt })),
    },
    správy_z_kontaktného_formulára: {
      popis: 'Správy, ktoré ste nám poslali z kontaktného formulára z adresy vášho účtu.',
      zoznam: rows.contactMessages.map((m) => ({ meno: m.name, správa: m.message, odoslaná: m.createdAt })),
    },
  };
}
