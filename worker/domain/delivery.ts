import { z } from 'zod';
import { strictObject } from './strict-object';
import { COUNTRY_NAMES, DELIVERY_METHOD_IDS } from './delivery-methods';

/**
 * Delivery methods (issue 30): how a parcel travels, which countries each method serves, the weight bands its
 * postage follows and its free-postage threshold, as staff set them (stored as JSON in `shop_settings.delivery`).
 * Pure: no I/O. The money of it (the band a weight falls in, the threshold, the cash-on-delivery fee) is computed
 * only in worker/domain/pricing.ts; this file says what exists and what staff may set.
 */

// The methods, their words and the countries (no zod: the product page's price script reads them through
// pricing.ts, and the browser must not pay for the schemas below).
export * from './delivery-methods';

const MAX_CENTS = 100_000;
const cents = (label: string) =>
  z
    .number({ message: `${label}: zadajte sumu v centoch.` })
    .int({ message: `${label}: zadajte sumu v centoch.` })
    .min(0, { message: `${label}: suma nemôže byť záporná.` })
    .max(MAX_CENTS, { message: `${label}: najviac 1000 €.` });

/** A weight band: parcels up to `upToGrams` pay `priceCents`. */
const weightBandSchema = strictObject(
  {
    upToGrams: z
      .number({ message: 'Hmotnosť pásma: zadajte gramy.' })
      .int({ message: 'Hmotnosť pásma: zadajte celé gramy.' })
      .min(1, { message: 'Hmotnosť pásma musí byť aspoň 1 g.' })
      .max(100_000, { message: 'Hmotnosť pásma: najviac 100 kg.' }),
    priceCents: cents('Cena pásma'),
  },
  'Neplatné hmotnostné pásmo.',
);
type WeightBand = z.output<typeof weightBandSchema>;

/** A method's postage to one country: bands by weight (lightest first) and the threshold above which it is free. */
const countryRateSchema = strictObject(
  {
    country: z.string({ message: 'Vyberte krajinu.' }).refine((c) => c in COUNTRY_NAMES, { message: 'Neznáma krajina.' }),
    bands: z
      .array(weightBandSchema, { message: 'Zadajte hmotnostné pásma.' })
      .min(1, { message: 'Zadajte aspoň jedno hmotnostné pásmo.' })
      .max(12, { message: 'Najviac 12 pásiem.' }),
    /** Free postage when the items cost MORE than this (null: never free). */
    freeAboveCents: cents('Doprava zdarma nad').nullable(),
  },
  'Neplatná sadzba krajiny.',
).superRefine((r, ctx) => {
  for (let i = 1; i < r.bands.length; i++) {
    if (r.bands[i].upToGrams <= r.bands[i - 1].upToGrams) {
      ctx.addIssue({
        code: 'custom',
        path: ['bands', i, 'upToGrams'],
        message: 'Pásma zoraďte od najľahšieho, každé ťažšie ako predošlé.',
      });
    }
  }
});
export type CountryRate = z.output<typeof countryRateSchema>;

const methodSettingsSchema = strictObject(
  {
    id: z.enum(DELIVERY_METHOD_IDS, { message: 'Neznámy spôsob doručenia.' }),
    enabled: z.boolean({ message: 'Ponúkať: áno alebo nie.' }),
    rates: z
      .array(countryRateSchema, { message: 'Zadajte krajiny.' })
      .max(Object.keys(COUNTRY_NAMES).length, { message: 'Priveľa krajín.' }),
  },
  'Neplatný spôsob doručenia.',
).superRefine((m, ctx) => {
  const seen = new Set<string>();
  m.rates.forEach((r, i) => {
    if (seen.has(r.country))
      ctx.addIssue({ code: 'custom', path: ['rates', i, 'country'], message: `Krajina ${COUNTRY_NAMES[r.country]} je uvedená dvakrát.` });
    seen.add(r.country);
  });
  // Personal pickup is at the publisher's address in Bratislava: it serves Slovakia only (a buyer abroad may still
  // come, but the shop does not offer it to a foreign address).
  if (m.id === 'pickup' && m.rates.some((r) => r.country !== 'SK')) {
    ctx.addIssue({ code: 'custom', path: ['rates'], message: 'Osobné prevzatie je len na Slovensku.' });
  }
});

/** `PUT /api/shop-settings/delivery` and what `GET` answers: every method once, and the cash-on-delivery fee. */
export const deliverySettingsSchema = strictObject(
  {
    methods: z
      .array(methodSettingsSchema, { message: 'Uveďte všetky spôsoby doručenia.' })
      .length(DELIVERY_METHOD_IDS.length, { message: 'Uveďte všetky spôsoby doručenia.' }),
    codFeeCents: cents('Poplatok za dobierku'),
  },
  'Neplatné nastavenie doručenia.',
).superRefine((s, ctx) => {
  const ids = new Set(s.methods.map((m) => m.id));
  if (ids.size !== DELIVERY_METHOD_IDS.length)
    ctx.addIssue({ code: 'custom', path: ['methods'], message: 'Každý spôsob doručenia uveďte raz.' });
});
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

/** `PUT /api/shop-settings/delivery`'s answer: the settings as stored (methods in the shop's order) and the sentence. */
export const savedDeliverySettingsSchema = deliverySettingsSchema.safeExtend({ message: z.string() });

const band = (upToGrams: number, priceCents: number): WeightBand => ({ upToGrams, priceCents });

/**
 * The defaults until staff change them: today's post (4,50 € in Slovakia, free above 100 €; the heavier bands and
 * the Czech and other-country prices after Slovenská pošta's published parcel prices), Packeta's published prices
 * for a point or Z-BOX and to the address in Slovakia and Czechia, personal pickup free. No cash-on-delivery fee.
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  methods: [
    {
      id: 'post',
      enabled: true,
      rates: [
        { country: 'SK', bands: [band(2000, 450), band(5000, 590), band(10_000, 790)], freeAboveCents: 10_000 },
        { country: 'CZ', bands: [band(2000, 1190), band(5000, 1490), band(10_000, 1990)], freeAboveCents: null },
        { country: '*', bands: [band(2000, 1790), band(5000, 2490), band(10_000, 3290)], freeAboveCents: null },
      ],
    },
    {
      id: 'packeta-point',
      enabled: true,
      rates: [
        { country: 'SK', bands: [band(5000, 299), band(10_000, 399), band(15_000, 549)], freeAboveCents: 10_000 },
        { country: 'CZ', bands: [band(5000, 399), band(10_000, 499), band(15_000, 649)], freeAboveCents: null },
      ],
    },
    {
      id: 'packeta-home',
      enabled: true,
      rates: [
        { country: 'SK', bands: [band(5000, 449), band(10_000, 549), band(15_000, 699)], freeAboveCents: 10_000 },
        { country: 'CZ', bands: [band(5000, 549), band(10_000, 649), band(15_000, 799)], freeAboveCents: null },
      ],
    },
    { id: 'pickup', enabled: true, rates: [{ country: 'SK', bands: [band(100_000, 0)], freeAboveCents: null }] },
  ],
  codFeeCents: 0,
};

/** The stored JSON read back: '' or anything that no longer fits the schema gives the defaults. */
export function deliverySettingsFrom(stored: string): DeliverySettings {
  if (!stored) return DEFAULT_DELIVERY_SETTINGS;
  try {
    const parsed = deliverySettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_DELIVERY_SETTINGS;
  } catch {
    return DEFAULT_DELIVERY_SETTINGS;
  }
}

/** A Packeta point as the widget hands it over and the order stores it. */
export const pickupPointSchema = strictObject(
  {
    id: z
      .union([z.string(), z.number()], { message: 'Vyberte výdajné miesto.' })
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,12}$/, { message: 'Neplatné výdajné miesto. Vyberte ho prosím znova.' })),
    name: z
      .string({ message: 'Výdajné miesto: názov je text.' })
      .max(200, { message: 'Výdajné miesto: názov má najviac 200 znakov.' })
      .optional()
      .default(''),
    address: z
      .string({ message: 'Výdajné miesto: adresa je text.' })
      .max(300, { message: 'Výdajné miesto: adresa má najviac 300 znakov.' })
      .optional()
      .default(''),
  },
  'Vyberte výdajné miesto.',
);
export type PickupPoint = z.output<typeof pickupPointSchema>;

export const DELIVERY_MESSAGES = {
  notOffered: (country: string) => `Tento spôsob doručenia do krajiny ${country} neponúkame. Vyberte prosím iný.`,
  noMethod: (country: string) => `Do krajiny ${country} zatiaľ nedoručujeme. Napíšte nám prosím a dohodneme sa.`,
  unknownMethod: 'Neznámy spôsob doručenia.',
  pointMissing: 'Vyberte prosím výdajné miesto Packety.',
  pointRefused: 'Toto výdajné miesto Packeta nepozná alebo už nefunguje. Vyberte prosím iné.',
  pointUnavailable: 'Výdajné miesta Packety teraz nevieme overiť. Skúste to prosím o chvíľu alebo vyberte iný spôsob doručenia.',
  pointOtherCountry: (country: string) =>
    `Vybrané výdajné miesto nie je v krajine doručenia (${country}). Vyberte prosím miesto v nej alebo zmeňte adresu.`,
  tooHeavy: 'Balík je na tento spôsob doručenia priťažký. Vyberte prosím iný.',
  saved: 'Nastavenie doručenia uložené.',
} as const;

/** Parcel weight: each product's weight (kg as the catalogue writes it, "0.35") times its quantity, plus packaging. */
export const PACKAGING_GRAMS = 100;
/** A product without a usable weight counts as an average book. */
const UNKNOWN_WEIGHT_GRAMS = 400;

export function productGrams(weight: string): number {
  const kg = Number(weight.replace(',', '.').trim());
  // Number('') is 0 and Number('x') NaN: both fail the test below, so '' needs no case of its own.
  return Number.isFinite(kg) && kg > 0 ? Math.round(kg * 1000) : UNKNOWN_WEIGHT_GRAMS;
}

export function parcelGrams(lines: readonly { weight: string; qty: number }[]): number {
  return lines.reduce((sum, l) => sum + productGrams(l.weight) * l.qty, PACKAGING_GRAMS);
}
