import { describe, expect, it } from 'vitest';
import { buyBoxHtml } from './buy-box-markup';
import { cartAddPath } from '~/site/lib/paths';
import { buyBoxProduct, priceHtml, qtyOptionsHtml } from './buy-box-view';
import { parseCartPath } from '../../lib/cart/cart-view';

const book = {
  _id: '12',
  name: 'Božia ekonómia <1>',
  image: '/uploads/covers/12.svg',
  price: 10,
  discount: 0,
  discountedPrice: 10,
  countInStock: 3,
};
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ');

describe('buy box HTML', () => {
  it('is a GET form to /cart/{id} with a qty field: the cart page reads what it sends', () => {
    const html = buyBoxHtml(book);
    expect(html).toContain('<form class="buy-form" method="get" action="/cart/12">');
    expect(html).toContain('<select id="buy-qty" name="qty">');
    expect(html).toContain('data-product="12"');
    expect(html).toMatch(/<button type="submit" class="btn btn-primary btn-block">Pridať do košíka<\/button>/);
    // What the browser sends for "2 pieces", as the cart page parses it.
    expect(parseCartPath('/cart/12', '?qty=2')).toEqual({ id: 12, qty: 2 });
    expect(cartAddPath(12, 2)).toBe('/cart/12?qty=2');
    expect(parseCartPath(cartAddPath(12), '')).toEqual({ id: 12, qty: 1 });
  });

  it('offers 1 to the stock, the first chosen', () => {
    const html = buyBoxHtml(book);
    expect(html.match(/<option /g)).toHaveLength(3);
    expect(html).toContain('<option value="1" selected>1</option><option value="2">2</option><option value="3">3</option>');
    expect(qtyOptionsHtml(4, 3)).toBe(
      '<option value="1">1</option><option value="2">2</option><option value="3" selected>3</option><option value="4">4</option>',
    );
    expect(text(buyBoxHtml(book))).toContain('Na sklade');
  });

  it('sold out: "Vypredané", no quantity and a disabled button', () => {
    const html = buyBoxHtml({ ...book, countInStock: 0 });
    expect(text(html)).toContain('Vypredané');
    expect(html).toContain('class="stock-out"');
    expect(html).not.toContain('<select');
    expect(html).toMatch(/<button type="submit" class="btn btn-primary btn-block" disabled>/);
  });

  it('prices: the plain price, or the discount tag, the struck list price and the price after the discount', () => {
    expect(text(priceHtml(book))).toBe('10,00 €');
    const discounted = priceHtml({ price: 10, discount: 20, discountedPrice: 8 });
    expect(text(discounted)).toBe('Zľava 20% Pôvodná cena 10,00 € Cena po zľave 8,00 €');
    expect(discounted).toContain('<del>');
    expect(discounted).toMatch(/<strong class="price-now">.*8,00\s€<\/strong>$/);
    // A discount the prices do not show (no lower price) is no discount.
    expect(text(priceHtml({ price: 10, discount: 20, discountedPrice: 10 }))).toBe('10,00 €');
  });

  it('carries nothing of the product but numbers: its name is never written into the HTML', () => {
    expect(buyBoxHtml(book)).not.toContain('Božia');
    expect(buyBoxProduct({ ...book, author: 'x' } as typeof book)).toEqual(book);
  });
});
