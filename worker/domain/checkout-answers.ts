/**
 * The answers of the checkout's steps around an order: the quote (order-quote.ts) and the card payment's
 * (payments.ts), described once in zod for the published contract (api-contract/orders.ts) and typed from the
 * same schemas. order-quote.ts and payments.ts re-export the types only: the checkout's pages import those
 * files at run time, and zod stays out of their bundles.
 */
import { z } from 'zod';
import { DELIVERY_METHOD_IDS } from './delivery-methods';
import { PAYMENT_METHODS } from './payment-methods';

const apiDeliveryOptionSchema = z.strictObject({
  id: z.enum(DELIVERY_METHOD_IDS),
  label: z.string(),
  hint: z.string(),
  price: z.number().meta({ description: 'Poštovné za tento balík v eurách (0: zadarmo).' }),
  needsPickupPoint: z.boolean(),
});

/** `POST /api/orders/quote` (issue 30): what this cart would cost, priced as the order will be. */
export const apiOrderQuoteSchema = z.strictObject({
  country: z.string().meta({ description: 'Štát tak, ako ho uloží objednávka („SK“ → „Slovensko“).' }),
  weightGrams: z.number(),
  methods: z.array(apiDeliveryOptionSchema).meta({ description: 'Spôsoby doručenia ponúkané do tohto štátu.' }),
  deliveryMethod: z
    .enum(DELIVERY_METHOD_IDS)
    .nullable()
    .meta({ description: 'Spôsob, pre ktorý platia sumy: žiadaný, ak sa ponúka, inak prvý ponúkaný; null, ak sa žiadny neponúka.' }),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  discountCode: z.string().meta({ description: 'Uplatnený kód veľkými písmenami („“ žiadny).' }),
  itemsPrice: z.number(),
  discountPrice: z.number(),
  shippingPrice: z.number(),
  codFeePrice: z.number(),
  taxPrice: z.number(),
  totalPrice: z.number(),
  packetaWidget: z
    .strictObject({ apiKey: z.string(), scriptUrl: z.string() })
    .nullable()
    .meta({ description: 'Widget Packety na výber miesta; null, ak obchod nemá kľúč Packety (výdajné miesta sa vtedy neponúkajú).' }),
});
export type ApiOrderQuote = z.output<typeof apiOrderQuoteSchema>;

/**
 * `GET /api/orders/:id/init-payment`: the current card-payment attempt (null before the first); `testCheckout`:
 * its session was the shop's own test checkout (no money moved), which the return page says.
 */
export const apiCardAttemptSchema = z.strictObject({
  initPaymentId: z.string().nullable().meta({ description: 'Aktuálny pokus o platbu kartou; null pred prvým.' }),
  testCheckout: z.boolean().meta({ description: 'Pokus prešiel testovacou platobnou stránkou obchodu (peniaze sa nepohli).' }),
});
export type ApiCardAttempt = z.output<typeof apiCardAttemptSchema>;

/** `PUT /api/orders/:id/init-payment`: a fresh card-payment attempt. */
export const apiCardAttemptStartedSchema = z.strictObject({ initPaymentId: z.string() });

/** `POST /api/create-stripe-checkout-session`: the provider's session and the card page to open. */
export const apiCheckoutSessionSchema = z.strictObject({
  id: z.string(),
  url: z.string().meta({ description: 'Platobná stránka, na ktorú prehliadač prejde.' }),
});

/** `POST /api/stripe/webhook`: every delivery that is not refused is acknowledged, with what it did. */
export const stripeWebhookAnswerSchema = z.strictObject({
  received: z.literal(true),
  outcome: z.enum(['paid', 'unchanged', 'replay', 'ignored']).meta({
    description:
      'paid: objednávka je odteraz zaplatená; unchanged: už bola zaplatená alebo zrušená; replay: udalosť už bola spracovaná; ignored: udalosť nič neplatí.',
  }),
});
export type StripeWebhookAnswer = z.output<typeof stripeWebhookAnswerSchema>;
