import { formatEur } from '~/worker/domain/money';
import { isDiscounted, unitPriceCents, type PricedProduct } from '~/worker/domain/pricing';

type PriceProps =
  /** The catalogue's look (cards, favourites): whether a discount is on is pricing.ts's rule. */
  | { product: PricedProduct }
  /** A cart line: the unit price the line was priced at, with the discount it carries (0 = none). */
  | { unitCents: number; discount: number };

/**
 * A price as the shop shows it, inside its caller's paragraph (whose classes differ by place). A product: today's
 * price, and before it the list price struck through when a discount lowers it (`12,90 € 11,00 €`, each named for
 * screen readers). A cart line: `12,50 € / ks` and the discount's tag. Rendered to static HTML by the catalogue's
 * cards (ProductCard.astro, no client directive) and in the browser by the favourites and the cart.
 */
export function Price(props: PriceProps) {
  if (!('product' in props)) {
    return (
      <>
        {formatEur(props.unitCents)}
        <span className="cart-muted"> / ks</span>
        {props.discount > 0 && <span className="cart-discount">Zľava {props.discount}%</span>}
      </>
    );
  }
  const p = props.product;
  if (!isDiscounted(p)) return <strong className="price-now">{formatEur(p.priceCents)}</strong>;
  return (
    <>
      <del>
        <span className="sr-only">Pôvodná cena </span>
        {formatEur(p.priceCents)}
      </del>{' '}
      <strong className="price-now">
        <span className="sr-only">Cena po zľave </span>
        {formatEur(unitPriceCents(p))}
      </strong>
    </>
  );
}
