import { useEffect, useId, useState } from 'react';
import type { ApiProduct } from '../../worker/domain/product-shape';
import { apiGet } from '../lib/api';
import { apiUnitPrice } from '../../worker/domain/pricing';
import { clampQty } from '../features/cart/cart-ops';
import { addToCart } from '../features/cart/cart';
import { ProductPrice } from './ProductPrice';

/** What the buy box needs of a product (kept small: these props are serialised into the page). */
export type BuyBoxProduct = Pick<ApiProduct, '_id' | 'name' | 'image' | 'price' | 'discount' | 'discountedPrice' | 'countInStock'>;

export function buyBoxProduct(p: ApiProduct): BuyBoxProduct {
  const { _id, name, image, price, discount, discountedPrice, countInStock } = p;
  return { _id, name, image, price, discount, discountedPrice, countInStock };
}

type Notice = { kind: 'none' } | { kind: 'added'; name: string; qty: number } | { kind: 'error'; message: string };

/**
 * The right-hand column of the product page: price, stock status, quantity and "Pridať do košíka".
 * Adding re-reads the product from the API, so the cart gets today's price (the discounted one when there
 * is a discount) and today's stock, never the figures baked into the page at build time.
 * It does not read the persisted cart while rendering, so server HTML and first client render agree.
 */
export default function AddToCart({ product: initial }: { product: BuyBoxProduct }) {
  const [product, setProduct] = useState(initial);
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<Notice>({ kind: 'none' });
  const id = useId();
  useEffect(() => setReady(true), []);

  const inStock = product.countInStock > 0;

  async function add() {
    setBusy(true);
    setNotice({ kind: 'none' });
    try {
      const fresh = buyBoxProduct(await apiGet<ApiProduct>(`/api/products/${product._id}`));
      setProduct(fresh);
      if (fresh.countInStock < 1) {
        setNotice({ kind: 'error', message: 'Ľutujeme, tento titul je medzitým vypredaný.' });
        return;
      }
      const count = clampQty(qty, fresh.countInStock);
      addToCart({
        product: fresh._id,
        name: fresh.name,
        image: fresh.image,
        price: apiUnitPrice(fresh),
        countInStock: fresh.countInStock,
        discount: fresh.discount,
        qty: count,
      });
      setQty(count);
      setNotice({ kind: 'added', name: fresh.name, qty: count });
    } catch (err) {
      setNotice({ kind: 'error', message: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="buy-box" aria-labelledby={`${id}h`} data-ready={ready ? 'true' : undefined}>
      <h2 id={`${id}h`} className="sr-only">
        Kúpiť
      </h2>
      <dl className="buy-rows">
        <div>
          <dt>Cena</dt>
          <dd className="product-price">
            <ProductPrice {...product} />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={inStock ? 'stock-in' : 'stock-out'}>{inStock ? 'Na sklade' : 'Vypredané'}</dd>
        </div>
        {inStock && (
          <div>
            <dt>
              <label htmlFor={`${id}q`}>Počet</label>
            </dt>
            <dd>
              <select id={`${id}q`} value={qty} onChange={(e) => setQty(Number(e.target.value))}>
                {Array.from({ length: product.countInStock }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </dd>
          </div>
        )}
      </dl>
      <button type="button" className="btn btn-primary btn-block" onClick={add} disabled={!inStock || busy} aria-busy={busy || undefined}>
        Pridať do košíka
      </button>
      <a className="btn btn-outline btn-block" href="/">
        Pokračovať v nákupe
      </a>
      <div className="buy-notice" role="status">
        {notice.kind === 'added' && (
          <p className="notice notice-ok">
            „{notice.name}“ ({notice.qty}&nbsp;ks) je v košíku. <a href="/cart">Prejsť do košíka</a>
          </p>
        )}
      </div>
      <div role="alert">{notice.kind === 'error' && <p className="notice notice-error">{notice.message}</p>}</div>
    </section>
  );
}
