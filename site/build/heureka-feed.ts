/**
 * `/feeds/heureka.xml`: Heureka's product feed for Slovakia (SHOP > SHOPITEM), as Heureka specifies it:
 * https://sluzby.heureka.sk/napoveda/xml-feed/ (Heureka.cz's field rules, the same structure:
 * https://heureka.github.io/xml-feed-specs/). Built with the pages from site/build/feed-products.ts.
 */
import { LANGUAGES } from '~/site/lib/catalog-view';
import type { DeliveryMethodId } from '~/worker/domain/delivery';
import { FEED_PUBLISHER, clip, feedAmount, type FeedProduct } from './feed-products';
import { XML_DECLARATION, element, group } from './feed-xml';

/**
 * Heureka's carrier codes (DELIVERY_ID, a fixed list) for the shop's methods in Slovakia: Slovenská pošta to the
 * address, Zásielkovňa (Packeta) to a point, Zásielkovňa to the address. Personal pickup has no code: Heureka lists
 * a shop's pickup places from its administration, not from the feed.
 */
const HEUREKA_DELIVERY_IDS: Partial<Record<DeliveryMethodId, string>> = {
  post: 'SLOVENSKA_POSTA',
  'packeta-point': 'ZASILKOVNA',
  'packeta-home': 'ZASIELKOVNA_NA_ADRESU',
};

/**
 * The place of every title in Heureka's category tree (its section for books on religion and spirituality): the
 * publisher's whole catalogue is Christian literature. Heureka pairs the offers with its product cards by ISBN.
 */
const HEUREKA_CATEGORY = 'Knihy | Náboženská literatúra';

/** Heureka's limits (the specification above). */
const HEUREKA_LIMITS = { productName: 200, description: 13_000 } as const;

/**
 * DELIVERY_DATE: days until the parcel leaves, 0 = 'skladom'. A sold-out title is not in the feed at all: Heureka
 * asks for offers that can be bought, and the shop takes no order for a book it has no copy of (its page offers
 * 'Upozorniť ma, keď bude kniha znova dostupná' instead). It returns with the next publish that finds copies.
 */
const IN_STOCK_DELIVERY_DATE = '0';

function param(name: string, value: string): string {
  return value ? group('PARAM', [element('PARAM_NAME', name), element('VAL', value)]) : '';
}

function delivery(p: FeedProduct): string[] {
  return p.shipping
    .filter((s) => s.country === 'SK' && HEUREKA_DELIVERY_IDS[s.method])
    .map((s) =>
      group('DELIVERY', [
        element('DELIVERY_ID', HEUREKA_DELIVERY_IDS[s.method]!),
        element('DELIVERY_PRICE', feedAmount(s.cents)),
        element('DELIVERY_PRICE_COD', s.codCents === null ? null : feedAmount(s.codCents)),
      ]),
    );
}

function shopItem(p: FeedProduct): string {
  return group('SHOPITEM', [
    element('ITEM_ID', String(p.id)),
    element('PRODUCTNAME', clip(p.name, HEUREKA_LIMITS.productName)),
    element('PRODUCT', clip(p.author ? `${p.name} – ${p.author}` : p.name, HEUREKA_LIMITS.productName)),
    element('DESCRIPTION', clip(p.description, HEUREKA_LIMITS.description)),
    element('URL', p.url),
    element('IMGURL', p.imageUrl),
    // The association is not a VAT payer: no VAT is added, so the price with VAT is simply what the buyer pays.
    element('PRICE_VAT', feedAmount(p.unitCents)),
    element('MANUFACTURER', FEED_PUBLISHER),
    element('CATEGORYTEXT', HEUREKA_CATEGORY),
    element('ISBN', p.isbn13),
    element('EAN', p.isbn13),
    param('Autor', p.author),
    param('Jazyk', LANGUAGES[p.language]?.name ?? ''),
    element('DELIVERY_DATE', IN_STOCK_DELIVERY_DATE),
    ...delivery(p),
  ]);
}

/** The whole feed: every book that can be bought now, once. */
export function heurekaXml(products: readonly FeedProduct[]): string {
  const items = products.filter((p) => p.inStock).map(shopItem);
  return `${XML_DECLARATION}<SHOP>\n${items.join('\n')}\n</SHOP>\n`;
}
