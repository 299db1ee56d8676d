import { useEffect, useRef, useState } from 'react';
import { ALPHABETICAL_LIST_HREF } from '~/site/lib/paths';
import { USER_INFO_KEY } from '~/site/lib/storage-keys';
import { useLoad } from '~/site/lib/use-load';
import BuyBox from './BuyBox';
import { buyBoxProduct } from './buy-box-view';
import { notifyMeHtml } from './stock-alert-markup';
import { findProduct } from '../../lib/product-api';
import './stock-alert.css';
import ProductDetail from './ProductDetail';

function someoneStored(): boolean {
  try {
    return !!localStorage.getItem(USER_INFO_KEY);
  } catch {
    return false; // storage blocked: nobody can be signed in
  }
}

/** `/product/12` → "12"; anything else → null. */
export function productIdFromPath(pathname: string): string | null {
  const m = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const id = decodeURIComponent(m[1]);
  return /^[1-9]\d{0,15}$/.test(id) ? id : null;
}

/** The pre-rendered page's "notify me when it is back" (its HTML and script) under a sold-out buy box. */
function StockAlert({ productId }: { productId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Another product's section is enhanced again: the id is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    const section = ref.current?.querySelector<HTMLElement>('[data-notify-me]');
    if (section) void import('./stock-alert').then((m) => m.enhanceStockAlert(section));
  }, [productId]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the section is the shop's own markup (notifyMeHtml escapes the id)
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: notifyMeHtml(productId) }} />;
}

/**
 * /product/{id} for a product without a pre-rendered page (created after the last build): the same detail,
 * loaded from the API in the browser.
 */
export default function ProductShell({ titleSuffix }: { titleSuffix: string }) {
  const [id] = useState(() => productIdFromPath(location.pathname));
  // `found.product` null: the shop has no such product.
  const found = useLoad(async (signal) => ({ product: await findProduct(id!, signal) }), id !== null, [id]);
  const product = found.data?.product;
  const missing = id === null || found.data?.product === null;

  useEffect(() => {
    if (product) document.title = `${product.name} | ${titleSuffix}`;
    else if (missing) document.title = `Produkt sa nenašiel | ${titleSuffix}`;
  }, [product, missing, titleSuffix]);

  // The detail's islands read the signed-in user at once (no log-in prompt flashes for someone signed in).
  if (product) {
    const buyBox = (
      <>
        <BuyBox product={buyBoxProduct(product)} />
        {product.countInStock <= 0 && <StockAlert productId={product._id} />}
      </>
    );
    return <ProductDetail product={product} signedIn={someoneStored()} buyBox={buyBox} />;
  }
  if (!missing && !found.error) {
    return (
      <p className="shell-loading" role="status">
        Načítava sa…
      </p>
    );
  }
  return (
    <section className="shell-message">
      <h1>{missing ? 'Produkt sa nenašiel' : 'Produkt sa nepodarilo načítať'}</h1>
      <p role={missing ? undefined : 'alert'}>
        {missing ? 'Tento titul v našom obchode nie je. Možno bol odstránený alebo je adresa nesprávna.' : found.error}
      </p>
      <p>
        <a className="btn btn-outline" href="/">
          Späť na úvodnú stránku
        </a>{' '}
        <a href={ALPHABETICAL_LIST_HREF}>Abecedný zoznam kníh</a>
      </p>
    </section>
  );
}
