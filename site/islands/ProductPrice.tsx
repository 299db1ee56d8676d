import type { ApiProduct } from '../../worker/domain/product-shape';
import { formatEuros } from '../../worker/domain/money';
import { apiIsDiscounted, apiUnitPrice } from '../../worker/domain/pricing';

/** The price with 'Zľava n%' and the struck list price when discounted (the buy box; kept apart so the island stays small). */
export function ProductPrice({ price, discount, discountedPrice }: Pick<ApiProduct, 'price' | 'discount' | 'discountedPrice'>) {
  if (apiIsDiscounted({ price, discount, discountedPrice })) {
    return (
      <>
        <span className="discount-tag">Zľava {discount}%</span>{' '}
        <del>
          <span className="sr-only">Pôvodná cena </span>
          {formatEuros(price)}
        </del>{' '}
        <strong className="price-now">
          <span className="sr-only">Cena po zľave </span>
          {formatEuros(apiUnitPrice({ price, discount, discountedPrice }))}
        </strong>
      </>
    );
  }
  return <strong className="price-now">{formatEuros(price)}</strong>;
}
