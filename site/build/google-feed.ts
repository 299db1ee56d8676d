/**
 * `/feeds/google.xml`: a Google Merchant Center product feed, RSS 2.0 with the `g:` namespace, as Google's product
 * data specification describes it: https://support.google.com/merchants/answer/7052112 (the RSS form:
 * https://support.google.com/merchants/answer/160589). Built with the pages from site/build/feed-products.ts.
 */
import { DELIVERY_METHOD_TEXT } from '~/worker/domain/delivery';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './site';
import { FEED_PUBLISHER, clip, feedAmount, type FeedProduct } from './feed-products';
import { XML_DECLARATION, element, group } from './feed-xml';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
/** Google's product taxonomy: 784 is 'Media > Books'. */
const GOOGLE_BOOKS_CATEGORY = '784';
/** Google's limits (the specification above). */
const GOOGLE_LIMITS = { id: 50, title: 150, description: 5000 } as const;

/** `1250` → `12.50 EUR`: Google's price form (a number with a decimal point, then the ISO currency code). */
function googlePrice(cents: number): string {
  return `${feedAmount(cents)} EUR`;
}

function shipping(p: FeedProduct): string[] {
  return p.shipping.map((s) =>
    group('g:shipping', [
      element('g:country', s.country),
      element('g:service', DELIVERY_METHOD_TEXT[s.method].short),
      element('g:price', googlePrice(s.cents)),
    ]),
  );
}

function item(p: FeedProduct): string {
  return group('item', [
    element('g:id', String(p.id)),
    element('g:title', clip(p.name, GOOGLE_LIMITS.title)),
    // Required: a book without a text is described by its title and author.
    element('g:description', clip(p.description || [p.name, p.author].filter(Boolean).join(' – '), GOOGLE_LIMITS.description)),
    element('g:link', p.url),
    element('g:image_link', p.imageUrl),
    element('g:availability', p.inStock ? 'in_stock' : 'out_of_stock'),
    // The list price, and while a discount runs the price the page shows as the sale price (Google shows both).
    element('g:price', googlePrice(p.listCents)),
    element('g:sale_price', p.discounted ? googlePrice(p.unitCents) : null),
    element('g:condition', 'new'),
    element('g:brand', FEED_PUBLISHER),
    // A book's GTIN is its ISBN-13; without a valid one Google is told there is none rather than sent a wrong one.
    p.isbn13 ? element('g:gtin', p.isbn13) : element('g:identifier_exists', 'no'),
    element('g:google_product_category', GOOGLE_BOOKS_CATEGORY),
    element('g:product_type', p.category ? `Knihy > ${p.category}` : 'Knihy'),
    ...shipping(p),
  ]);
}

/** The whole feed: every published book once, sold-out ones as `out_of_stock` (Google lists them so). */
export function googleXml(products: readonly FeedProduct[], site: URL): string {
  const channel = [element('title', SITE_NAME), element('link', new URL('/', site).href), element('description', DEFAULT_DESCRIPTION)].join(
    '',
  );
  return `${XML_DECLARATION}<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>${channel}\n${products.map(item).join('\n')}\n</channel>\n</rss>\n`;
}
