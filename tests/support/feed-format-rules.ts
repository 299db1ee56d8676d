import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The published rules of the two product-feed formats, as checkers the feeds' tests run over a whole feed (the
 * built one in site/build/feeds.test.ts, the served one in tests/e2e/feeds.spec.ts). Each returns the list of
 * broken rules, `[]` when the feed keeps them all. A real XML parser reads the feed first (fast-xml-parser, which
 * also validates well-formedness), so escaping and encoding are checked as a consumer meets them.
 */

type Node = Record<string, unknown>;

/** Elements that may repeat, always read as lists. */
const LISTS = new Set(['SHOPITEM', 'DELIVERY', 'PARAM', 'item', 'g:shipping']);

/** Well-formedness first, then the document as plain objects (every value kept as the text it is: no numbers). */
export function parseFeed(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: true, isArray: (name) => LISTS.has(name) });
  return parser.parse(xml) as Node;
}

const text = (node: Node, name: string): string | undefined => {
  const v = node[name];
  return typeof v === 'string' ? v : undefined;
};
const list = (node: Node, name: string): Node[] => (Array.isArray(node[name]) ? (node[name] as Node[]) : []);

/** The check digit of a GTIN-8/12/13/14 (GS1): an ISBN-13 passes it too. */
function validGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return false;
  const digits = [...gtin].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * Heureka (Slovakia): https://sluzby.heureka.sk/napoveda/xml-feed/ and the field rules Heureka publishes for the
 * same format, https://heureka.github.io/xml-feed-specs/ (github.com/heureka/xml-feed-specs): required ITEM_ID
 * (36 of a-z A-Z 0-9 _ -, unique), PRODUCTNAME (≤ 200), URL (http(s), ≤ 300), IMGURL (http(s), ≤ 255), PRICE_VAT
 * (a number, ≤ 2 decimals), CATEGORYTEXT, DELIVERY_DATE (days or YYYY-MM-DD) and DELIVERY, each with a DELIVERY_ID
 * of Heureka's list (once per item) and DELIVERY_PRICE (DELIVERY_PRICE_COD optional, the same form); optional ISBN
 * (ISBN-10 or 13 digits) and EAN (13 digits).
 */
const HEUREKA_SK_DELIVERY_IDS = new Set([
  'SLOVENSKA_POSTA',
  'SLOVENSKA_POSTA_NAPOSTU_DEPOTAPI',
  'ZASILKOVNA',
  'ZASIELKOVNA_NA_ADRESU',
  'Z_BOX',
  'DPD',
  'DPD_PICKUP',
  'DHL',
  'GLS',
  'GLS_PARCELSHOP',
  'PPL',
  'SPS',
  'SPS_PARCELSHOP',
  'EXPRES_KURIER',
  'UPS',
  'TNT',
  'FEDEX',
  'TOPTRANS',
  'VLASTNA_PREPRAVA',
]);

const HEUREKA_NUMBER = /^\d+([.,]\d{1,2})?$/;

export function heurekaProblems(xml: string): string[] {
  const problems: string[] = [];
  const items = list((parseFeed(xml).SHOP ?? {}) as Node, 'SHOPITEM');
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const at = `SHOPITEM ${i + 1} (${text(item, 'ITEM_ID') ?? '?'})`;
    const need = (name: string, ok: (v: string) => boolean) => {
      const v = text(item, name);
      if (v === undefined || v === '') problems.push(`${at}: ${name} missing`);
      else if (!ok(v)) problems.push(`${at}: ${name} '${v}' breaks its rule`);
    };
    need('ITEM_ID', (v) => /^[A-Za-z0-9_-]{1,36}$/.test(v) && !seen.has(v));
    seen.add(text(item, 'ITEM_ID') ?? '');
    need('PRODUCTNAME', (v) => v.length <= 200);
    need('URL', (v) => /^https?:\/\/\S+$/.test(v) && v.length <= 300);
    need('IMGURL', (v) => /^https?:\/\/\S+$/.test(v) && v.length <= 255);
    need('PRICE_VAT', (v) => HEUREKA_NUMBER.test(v));
    need('CATEGORYTEXT', (v) => v.length <= 255);
    need('DELIVERY_DATE', (v) => /^(\d{1,3}|\d{4}-\d{2}-\d{2})$/.test(v));
    const isbn = text(item, 'ISBN');
    if (isbn !== undefined && !/^(\d{9}[\dX]|\d{13})$/.test(isbn)) problems.push(`${at}: ISBN '${isbn}' breaks its rule`);
    const ean = text(item, 'EAN');
    if (ean !== undefined && !(/^\d{13}$/.test(ean) && validGtin(ean))) problems.push(`${at}: EAN '${ean}' breaks its rule`);
    const deliveries = list(item, 'DELIVERY');
    if (!deliveries.length) problems.push(`${at}: DELIVERY missing`);
    const carriers = new Set<string>();
    for (const d of deliveries) {
      const id = text(d, 'DELIVERY_ID') ?? '';
      if (!HEUREKA_SK_DELIVERY_IDS.has(id)) problems.push(`${at}: DELIVERY_ID '${id}' is not on Heureka's list`);
      if (carriers.has(id)) problems.push(`${at}: DELIVERY_ID '${id}' twice`);
      carriers.add(id);
      if (!HEUREKA_NUMBER.test(text(d, 'DELIVERY_PRICE') ?? '')) problems.push(`${at}: DELIVERY_PRICE of ${id} breaks its rule`);
      const cod = text(d, 'DELIVERY_PRICE_COD');
      if (cod !== undefined && !HEUREKA_NUMBER.test(cod)) problems.push(`${at}: DELIVERY_PRICE_COD of ${id} breaks its rule`);
    }
  });
  return problems;
}

/**
 * Google Merchant Center: https://support.google.com/merchants/answer/7052112 (product data specification) and
 * https://support.google.com/merchants/answer/160589 (RSS 2.0 with the namespace http://base.google.com/ns/1.0):
 * required g:id (≤ 50, unique), g:title (≤ 150), g:description (≤ 5000), g:link, g:image_link, g:availability
 * (in_stock, out_of_stock, preorder, backorder), g:price ('12.50 EUR'); g:sale_price in the same form and below
 * the price; g:condition new, refurbished or used; a g:gtin with a valid check digit, or g:identifier_exists no
 * for an item without one; g:google_product_category a taxonomy id; each g:shipping with a g:country (ISO code)
 * and a g:price.
 */
const GOOGLE_PRICE = /^\d+(\.\d{1,2})? [A-Z]{3}$/;

export function googleProblems(xml: string): string[] {
  const problems: string[] = [];
  const rss = (parseFeed(xml).rss ?? {}) as Node;
  if (rss['@_xmlns:g'] !== 'http://base.google.com/ns/1.0') problems.push("rss: the g: namespace is not Google's");
  if (rss['@_version'] !== '2.0') problems.push('rss: not version 2.0');
  const channel = (rss.channel ?? {}) as Node;
  for (const name of ['title', 'link', 'description']) if (!text(channel, name)) problems.push(`channel: ${name} missing`);
  const seen = new Set<string>();
  list(channel, 'item').forEach((item, i) => {
    const at = `item ${i + 1} (${text(item, 'g:id') ?? '?'})`;
    const need = (name: string, ok: (v: string) => boolean) => {
      const v = text(item, name);
      if (v === undefined || v === '') problems.push(`${at}: ${name} missing`);
      else if (!ok(v)) problems.push(`${at}: ${name} '${v.slice(0, 80)}' breaks its rule`);
    };
    need('g:id', (v) => v.length <= 50 && !seen.has(v));
    seen.add(text(item, 'g:id') ?? '');
    need('g:title', (v) => v.length <= 150);
    need('g:description', (v) => v.length <= 5000);
    need('g:link', (v) => /^https?:\/\/\S+$/.test(v));
    need('g:image_link', (v) => /^https?:\/\/\S+$/.test(v));
    need('g:availability', (v) => ['in_stock', 'out_of_stock', 'preorder', 'backorder'].includes(v));
    need('g:price', (v) => GOOGLE_PRICE.test(v));
    need('g:condition', (v) => ['new', 'refurbished', 'used'].includes(v));
    const sale = text(item, 'g:sale_price');
    if (sale !== undefined && !(GOOGLE_PRICE.test(sale) && parseFloat(sale) < parseFloat(text(item, 'g:price') ?? '0'))) {
      problems.push(`${at}: g:sale_price '${sale}' breaks its rule`);
    }
    const gtin = text(item, 'g:gtin');
    if (gtin !== undefined ? !validGtin(gtin) : !['no', 'false'].includes(text(item, 'g:identifier_exists') ?? '')) {
      problems.push(`${at}: neither a valid g:gtin nor g:identifier_exists no`);
    }
    const category = text(item, 'g:google_product_category');
    if (category !== undefined && !/^\d+$/.test(category))
      problems.push(`${at}: g:google_product_category '${category}' is not a taxonomy id`);
    for (const s of list(item, 'g:shipping')) {
      if (!/^[A-Z]{2}$/.test(text(s, 'g:country') ?? '')) problems.push(`${at}: g:shipping without an ISO country`);
      if (!GOOGLE_PRICE.test(text(s, 'g:price') ?? '')) problems.push(`${at}: g:shipping price breaks its rule`);
    }
  });
  return problems;
}
