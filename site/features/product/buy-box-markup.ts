import { cartAddPath } from '~/site/lib/paths';
import { BUY_TEXT, priceHtml, qtyRowHtml, type BuyBoxProduct } from './buy-box-view';

/**
 * The product page's buy box as HTML: one source for the pre-rendered page (where it works without any script, as
 * a GET form to the spec route `/cart/{id}?qty={n}` that the cart page turns into a cart line) and for the shell
 * of products newer than the build (BuyBox.tsx). site/features/product/buy-box.ts enhances it in place.
 *
 * Without script, 'Pridať do košíka' submits the form: `GET /cart/{id}?qty={n}`. The status and
 * alert regions are in the HTML from the start, so screen readers announce what the script writes into them.
 */
export function buyBoxHtml(p: BuyBoxProduct): string {
  const id = Number(p._id);
  const inStock = p.countInStock > 0;
  return (
    `<section class="buy-box" aria-labelledby="buy-heading" data-buy-box data-product="${id}">` +
    `<h2 id="buy-heading" class="sr-only">${BUY_TEXT.heading}</h2>` +
    `<form class="buy-form" method="get" action="${cartAddPath(id)}">` +
    '<dl class="buy-rows">' +
    `<div><dt>Cena</dt><dd class="product-price" data-buy-price>${priceHtml(p)}</dd></div>` +
    `<div><dt>Status</dt><dd class="${inStock ? 'stock-in' : 'stock-out'}" data-buy-stock>${inStock ? BUY_TEXT.inStock : BUY_TEXT.soldOut}</dd></div>` +
    (inStock ? qtyRowHtml(p.countInStock) : '') +
    '</dl>' +
    `<button type="submit" class="btn btn-primary btn-block"${inStock ? '' : ' disabled'}>${BUY_TEXT.add}</button>` +
    '<a class="btn btn-outline btn-block" href="/">Pokračovať v nákupe</a>' +
    '</form>' +
    '<div class="buy-notice" role="status" data-buy-status></div>' +
    '<div role="alert" data-buy-alert></div>' +
    '</section>'
  );
}
