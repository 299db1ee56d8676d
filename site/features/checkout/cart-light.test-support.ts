import type { ApiOrderQuote } from '~/worker/domain/order-quote';
import type { CartItem } from '../../lib/cart/cart-ops';
import type { LightCartState } from './cart-light-draw';

/** The cart fixtures of the light cart's tests (cart-light-draw.test.ts, cart-light-same.test.ts). */

export const book = (over: Partial<CartItem> = {}): CartItem => ({
  product: 7,
  name: 'Normálny kresťanský život',
  image: '/images/7.jpg',
  price: 12.5,
  discount: 0,
  countInStock: 3,
  qty: 2,
  ...over,
});

export const quote = (over: Partial<ApiOrderQuote> = {}): ApiOrderQuote =>
  ({
    itemsPrice: 25,
    discountPrice: 0,
    discountCode: '',
    shippingPrice: 4.5,
    codFeePrice: 0,
    totalPrice: 29.5,
    deliveryMethod: 'post',
    methods: [
      { id: 'post', label: 'Slovenská pošta', price: 4.5 },
      { id: 'packeta-point', label: 'Packeta – výdajné miesto', price: 2.99 },
    ],
    ...over,
  }) as ApiOrderQuote;

export const state = (over: Partial<LightCartState> = {}): LightCartState => ({
  items: [book()],
  country: 'Slovensko',
  changes: new Map(),
  checking: false,
  quote: null,
  quoteError: '',
  method: null,
  code: '',
  ...over,
});
