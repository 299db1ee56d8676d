import { useEffect, useState } from 'react';
import type { ApiProduct } from '~/worker/domain/product-shape';
import { apiGet, type ApiRequestError } from '~/site/lib/api';
import BuyBox from '../cart/BuyBox';
import { buyBoxProduct } from '../cart/buy-box-view';
import ProductDetail from './ProductDetail';

type State =
  | { kind: 'loading' }
  | { kind: 'found'; product: ApiProduct; signedIn: boolean }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/** `/product/12` → "12"; anything else → null. */
export function productIdFromPath(pathname: string): string | null {
  const m = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  const id = decodeURIComponent(m[1]);
  return /^[1-9]\d{0,15}$/.test(id) ? id : null;
}

/**
 * /product/{id} for a product without a pre-rendered page (created after the last build): the same detail,
 * loaded from the API in the browser.
 */
export default function ProductShell({ titleSuffix }: { titleSuffix: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const id = productIdFromPath(location.pathname);
    if (!id) {
      setState({ kind: 'missing' });
      return;
    }
    const ctrl = new AbortController();
    apiGet<ApiProduct>(`/api/products/${id}`, { signal: ctrl.signal })
      .then((product) => {
        document.title = `${product.name} | ${titleSuffix}`;
        setState({ kind: 'found', product, signedIn: !!localStorage.getItem('userInfo') });
      })
      .catch((err: ApiRequestError) => {
        if (err.name === 'AbortError') return;
        setState(err.status === 404 || err.status === 400 ? { kind: 'missing' } : { kind: 'error', message: err.message });
      });
    return () => ctrl.abort();
  }, [titleSuffix]);

  useEffect(() => {
    if (state.kind === 'missing') document.title = `Produkt sa nenašiel | ${titleSuffix}`;
  }, [state.kind, titleSuffix]);

  if (state.kind === 'loading') {
    return (
      <p className="shell-loading" role="status">
        Načítava sa…
      </p>
    );
  }
  if (state.kind === 'found') {
    return <ProductDetail product={state.product} signedIn={state.signedIn} buyBox={<BuyBox product={buyBoxProduct(state.product)} />} />;
  }
  return (
    <section className="shell-message">
      <h1>{state.kind === 'missing' ? 'Produkt sa nenašiel' : 'Produkt sa nepodarilo načítať'}</h1>
      <p role={state.kind === 'error' ? 'alert' : undefined}>
        {state.kind === 'missing' ? 'Tento titul v našom obchode nie je. Možno bol odstránený alebo je adresa nesprávna.' : state.message}
      </p>
      <p>
        <a className="btn btn-outline" href="/">
          Späť na úvodnú stránku
        </a>{' '}
        <a href="/eshop/abecedný-zoznam-kníh">Abecedný zoznam kníh</a>
      </p>
    </section>
  );
}
