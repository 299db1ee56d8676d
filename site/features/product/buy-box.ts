// unit-price.ts, not pricing.ts: the buy box runs before any interaction and needs none of the order's rules.
import { apiIsDiscounted, apiUnitPrice } from '~/worker/domain/unit-price';
import { clampQty } from '../../lib/cart/cart-ops';
import { addToStoredCart } from '../../lib/cart/cart-storage';
import { BUY_TEXT, priceHtml, qtyOptionsHtml, qtyRowHtml, type BuyBoxProduct } from './buy-box-view';

/**
 * 'Pridať do košíka' without leaving the page: the buy box of buy-box-view.ts is a plain form to
 * `/cart/{id}?qty={n}`, and this (no React, no store: it writes the stored cart, cart-storage.ts) takes its submit
 * over once loaded. A click before that is not lost: the form navigates and the cart page adds the book.
 *
 * Adding re-reads the product from the API, so the cart gets today's price (the discounted one when there is a
 * discount) and today's stock, never the figures baked into the page at build time; the box then shows them too.
 * The header badge follows through the `cart:change` event that addToStoredCart fires.
 * `data-ready="true"` on the box says that the submit is taken over (the end-to-end tests wait for it): the
 * pre-rendered page sets it already when it loads this script on first use (buy-box-loader.ts).
 */
export function enhanceBuyBox(root: HTMLElement): void {
  const form = root.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const id = Number(root.dataset.product);
  if (!form || !button || !Number.isInteger(id) || root.dataset.enhanced) return;
  root.dataset.enhanced = 'true';
  const status = root.querySelector<HTMLElement>('[data-buy-status]')!;
  const alert = root.querySelector<HTMLElement>('[data-buy-alert]')!;
  let busy = false;

  /** Today's price, stock and quantity choice in the box; keeps the buyer's quantity where the stock allows. */
  function show(p: BuyBoxProduct, qty: number) {
    const inStock = p.countInStock > 0;
    root.querySelector<HTMLElement>('[data-buy-price]')!.innerHTML = priceHtml(p);
    const stock = root.querySelector<HTMLElement>('[data-buy-stock]')!;
    stock.className = inStock ? 'stock-in' : 'stock-out';
    stock.textContent = inStock ? BUY_TEXT.inStock : BUY_TEXT.soldOut;
    const row = root.querySelector('[data-buy-qty-row]');
    const select = root.querySelector<HTMLElement>('#buy-qty');
    if (!inStock) row?.remove();
    else if (select) select.innerHTML = qtyOptionsHtml(p.countInStock, qty);
    else root.querySelector<HTMLElement>('.buy-rows')!.insertAdjacentHTML('beforeend', qtyRowHtml(p.countInStock, qty));
    button!.disabled = !inStock;
  }

  function notify(added: { name: string; qty: number } | null, error = '') {
    status.textContent = '';
    alert.textContent = '';
    if (added) {
      const p = document.createElement('p');
      p.className = 'notice notice-ok';
      const link = document.createElement('a');
      // paths.ts's CART_PATH, written out: that shared module would add to what the product page loads first.
      link.href = '/cart';
      link.textContent = BUY_TEXT.goToCart;
      p.textContent = `„${added.name}“ (${added.qty}\u00a0ks) je v košíku. `;
      p.appendChild(link);
      status.appendChild(p);
    }
    if (error) {
      const p = document.createElement('p');
      p.className = 'notice notice-error';
      p.textContent = error;
      alert.appendChild(p);
    }
  }

  async function add() {
    const wanted = Number((root.querySelector('#buy-qty') as HTMLSelectElement | null)?.value ?? 1);
    busy = true;
    button!.setAttribute('aria-busy', 'true');
    notify(null);
    try {
      // Loaded on the first add, not with the page: the typed API client would put the page over its script budget.
      const { readProduct } = await import('~/site/lib/product-api');
      const fresh = await readProduct(id);
      const qty = clampQty(wanted, fresh.countInStock);
      show(fresh, qty);
      if (fresh.countInStock < 1) return notify(null, BUY_TEXT.soldOutMeanwhile);
      // cart-view.ts's cartLine, written out: that module (the cart's totals) would add to the page's first load.
      addToStoredCart({
        product: Number(fresh._id),
        name: fresh.name,
        image: fresh.image,
        price: apiUnitPrice(fresh),
        countInStock: fresh.countInStock,
        discount: apiIsDiscounted(fresh) ? fresh.discount : 0,
        qty,
      });
      notify({ name: fresh.name, qty });
    } catch (err) {
      notify(null, (err as Error).message);
    } finally {
      busy = false;
      button!.removeAttribute('aria-busy');
    }
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!busy) void add();
  });
  root.dataset.ready = 'true';
}
