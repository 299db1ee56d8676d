/**
 * What the product feeds (Heureka, Google Merchant: site/build/heureka-feed.ts, google-feed.ts) say of each book,
 * read from the build's database like every other page: the published products (`allProducts` leaves drafts out;
 * a deleted product has no row), each at the price its page shows and with the postage each delivery method would
 * charge for it alone, by the shop's own rules (worker/domain/pricing.ts, delivery.ts: nothing is computed here).
 */
import type { Db } from '~/db/client';
import { allProducts, type ProductRow } from '~/db/queries/catalogue/catalogue';
import { readDeliveryJson } from '~/db/queries/orders/shop-settings';
import { COUNTRY_NAMES, deliverySettingsFrom, parcelGrams, type DeliveryMethodId, type DeliverySettings } from '~/worker/domain/delivery';
import { centsToEuros } from '~/worker/domain/money';
import { CASH_ON_DELIVERY, allowedPaymentMethods } from '~/worker/domain/orders';
import { codFeeCents, deliveryOptions, isDiscounted, unitPriceCents } from '~/worker/domain/pricing';
import { siteFacts } from '~/worker/domain/site-facts';
import { productHref } from '~/site/lib/paths';
import { isbn13Of } from './isbn';
import { categoryLabel } from './storefront';

/** One way to send one copy of a book to a country, as the checkout would price it. */
interface FeedShipping {
  /** ISO 3166-1 alpha-2, as both formats name countries. */
  country: string;
  method: DeliveryMethodId;
  cents: number;
  /** With cash on delivery (the COD fee added); null where the checkout offers no cash on delivery. */
  codCents: number | null;
}

export interface FeedProduct {
  id: number;
  name: string;
  author: string;
  /** Plain text, as the product page prints it. */
  description: string;
  url: string;
  imageUrl: string;
  language: string;
  /** The shop's category of the book, as its menu names it ('' when it has none). */
  category: string;
  listCents: number;
  /** What the product page shows and a buyer pays for one copy now (its own or the sale's discount applied). */
  unitCents: number;
  discounted: boolean;
  inStock: boolean;
  /** A valid ISBN-13 (digits), or null when the book has none that passes the check digit. */
  isbn13: string | null;
  shipping: FeedShipping[];
}

/** The publisher, as both feeds name who makes the books (Heureka's MANUFACTURER, Google's brand). */
export const FEED_PUBLISHER = siteFacts.site.shortName;

/** The countries the shop has a name for (worker/domain/delivery.ts); 'every other country' has no code to give. */
const FEED_COUNTRIES = Object.keys(COUNTRY_NAMES).filter((code) => code !== '*');

/**
 * Whether a method appears in the feeds. Personal pickup is not a delivery (neither format lists it: Heureka takes
 * pickup places in its administration, Google as local pickup); a Packeta point needs the widget's key
 * (PACKETA_API_KEY) in the build's environment, as the checkout offers points only with it.
 */
function feedMethod(method: DeliveryMethodId, env: Record<string, string | undefined>): boolean {
  if (method === 'pickup') return false;
  return method !== 'packeta-point' || !!env.PACKETA_API_KEY?.trim();
}

/** Every method serving each country for this one copy, with its postage (free above the method's threshold). */
function shippingOf(
  settings: DeliverySettings,
  book: { unitCents: number; weight: string },
  env: Record<string, string | undefined>,
): FeedShipping[] {
  const grams = parcelGrams([{ weight: book.weight, qty: 1 }]);
  const shipping: FeedShipping[] = [];
  for (const country of FEED_COUNTRIES) {
    const name = COUNTRY_NAMES[country];
    for (const { method, shippingCents } of deliveryOptions(settings, name, grams, book.unitCents)) {
      if (!feedMethod(method, env)) continue;
      const cod = allowedPaymentMethods(name, method).includes(CASH_ON_DELIVERY);
      shipping.push({ country, method, cents: shippingCents, codCents: cod ? shippingCents + codFeeCents(settings, true, method) : null });
    }
  }
  return shipping;
}

type ShippingOf = (book: { unitCents: number; weight: string }) => FeedShipping[];

/**
 * `shippingOf` for one feed: books of the same weight and price cost the same postage, so each pair is worked out
 * once (10,000 titles asked the delivery rules 170,000 times a feed, a second of a publish in the profile).
 */
function shippingFor(settings: DeliverySettings, env: Record<string, string | undefined>): ShippingOf {
  const known = new Map<string, FeedShipping[]>();
  return (book) => {
    const key = `${book.weight}\0${book.unitCents}`;
    let shipping = known.get(key);
    if (!shipping) {
      shipping = shippingOf(settings, book, env);
      known.set(key, shipping);
    }
    return shipping;
  };
}

function feedProduct(row: ProductRow, site: URL, shippingOfBook: ShippingOf): FeedProduct {
  const unitCents = unitPriceCents(row);
  return {
    id: row.id,
    name: row.name.trim(),
    author: row.author.trim(),
    description: row.description.replace(/\r\n?/g, '\n').trim(),
    url: new URL(productHref(row.id), site).href,
    imageUrl: new URL(row.image, site).href,
    language: row.language,
    category: row.category ? categoryLabel(row.category) : '',
    listCents: row.priceCents,
    unitCents,
    discounted: isDiscounted(row),
    inStock: row.countInStock > 0,
    isbn13: isbn13Of(row.isbn),
    shipping: shippingOfBook({ unitCents, weight: row.weight }),
  };
}

/**
 * The books both feeds may list: published, with a cover (both formats refuse an item without an image) and a
 * price. Each format then applies its own rule on stock (heureka-feed.ts, google-feed.ts).
 */
export async function feedProducts(
  db: Db,
  site: URL,
  env: Record<string, string | undefined>,
  /** The published products when the caller has them (the build round's one read: storefront.ts). */
  published?: Promise<ProductRow[]>,
): Promise<FeedProduct[]> {
  const [rows, stored] = await Promise.all([published ?? allProducts(db), readDeliveryJson(db)]);
  const shippingOfBook = shippingFor(deliverySettingsFrom(stored), env);
  return rows
    .filter((row) => row.image.trim() !== '' && unitPriceCents(row) > 0)
    .sort((a, b) => a.id - b.id)
    .map((row) => feedProduct(row, site, shippingOfBook));
}

/** `1250` → `12.50`: both formats write amounts with a decimal point. */
export function feedAmount(cents: number): string {
  return centsToEuros(cents).toFixed(2);
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis (titles and descriptions). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
