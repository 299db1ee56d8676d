/**
 * Delivery methods (issue 30) without their settings' schemas: the method ids and words, the countries the shop
 * names, and the rate a method charges to a country. Kept free of zod so that pricing.ts, which the product page's
 * buy box imports, costs the browser no schema library (worker/domain/delivery.ts holds the schemas and re-exports
 * all of this).
 */
import { foldCountryName } from './country-name';

/** The shape `rateFor` reads of the staff's delivery settings (delivery.ts `DeliverySettings`). */
export interface RatedSettings<R extends { country: string }> {
  methods: readonly { id: string; enabled: boolean; rates: readonly R[] }[];
}

export const DELIVERY_METHOD_IDS = ['post', 'packeta-point', 'packeta-home', 'pickup'] as const;
export type DeliveryMethodId = (typeof DELIVERY_METHOD_IDS)[number];
/** Clients that send only an address (the spec's, the original shop's) get the post, as before. */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethodId = 'post';

export function isDeliveryMethod(v: unknown): v is DeliveryMethodId {
  return typeof v === 'string' && (DELIVERY_METHOD_IDS as readonly string[]).includes(v);
}

/** What a person reads: the radio button, its hint, the order page / invoice line. */
export const DELIVERY_METHOD_TEXT: Record<DeliveryMethodId, { label: string; hint: string; short: string }> = {
  post: { label: 'Slovenská pošta na adresu', hint: 'Balík Vám doručí pošta na uvedenú adresu.', short: 'Slovenská pošta' },
  'packeta-point': {
    label: 'Packeta – výdajné miesto alebo Z-BOX',
    hint: 'Vyberiete si výdajné miesto alebo Z-BOX na mape; o príchode balíka Vás Packeta upovedomí.',
    short: 'Packeta, výdajné miesto',
  },
  'packeta-home': { label: 'Packeta na adresu', hint: 'Kuriér Packety doručí balík na uvedenú adresu.', short: 'Packeta na adresu' },
  pickup: {
    label: 'Osobné prevzatie v Bratislave',
    hint: 'Bez poštovného. Keď bude objednávka pripravená, ozveme sa Vám e-mailom.',
    short: 'Osobné prevzatie',
  },
};

/** Methods that need a Packeta point chosen in Packeta's widget. */
export function needsPickupPoint(method: DeliveryMethodId): boolean {
  return method === 'packeta-point';
}
/** Methods whose parcel Packeta carries (staff create the packet through Packeta's API). */
export function isPacketaMethod(method: DeliveryMethodId): boolean {
  return method === 'packeta-point' || method === 'packeta-home';
}

/**
 * Country codes the shop knows by name (ISO 3166 alpha-2, as Packeta's widget speaks them) and `*`, 'every other
 * country', which a method may serve too. A stored address keeps the country as typed (Slovakia's spellings become
 * 'Slovensko'); `countryCodeOf` reads it.
 */
export const COUNTRY_NAMES: Record<string, string> = {
  SK: 'Slovensko',
  CZ: 'Česko',
  HU: 'Maďarsko',
  AT: 'Rakúsko',
  PL: 'Poľsko',
  DE: 'Nemecko',
  '*': 'Ostatné krajiny',
};

const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  SK: ['slovensko', 'sk', 'sr', 'slovakia', 'slovak republic', 'slovenska republika', 'slovensko sk', 'slovenska', 'slovak'],
  CZ: ['cesko', 'ceska republika', 'cr', 'cz', 'czechia', 'czech republic', 'czech', 'tschechien', 'cechy'],
  HU: ['madarsko', 'hu', 'hungary', 'magyarorszag'],
  AT: ['rakusko', 'at', 'austria', 'osterreich', 'oesterreich'],
  PL: ['polsko', 'pl', 'poland', 'polska'],
  DE: ['nemecko', 'de', 'germany', 'deutschland'],
};

/** The code of a country as typed ('Česká republika' → 'CZ'), or null for a country the shop has no name for. */
export function countryCodeOf(country: string): string | null {
  const folded = foldCountryName(country);
  for (const [code, aliases] of Object.entries(COUNTRY_ALIASES)) if (aliases.includes(folded)) return code;
  return null;
}

/**
 * The rate a method charges to a country: its own line for the country, else its `*` line; null when the method is
 * off or does not serve the country (then it is not offered).
 */
export function rateFor<R extends { country: string }>(settings: RatedSettings<R>, method: DeliveryMethodId, country: string): R | null {
  const m = settings.methods.find((x) => x.id === method);
  if (!m?.enabled) return null;
  const code = countryCodeOf(country);
  return m.rates.find((r) => r.country === code) ?? m.rates.find((r) => r.country === '*') ?? null;
}
