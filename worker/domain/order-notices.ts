import { z } from 'zod';
import { strictObject } from './strict-object';

/**
 * What staff do with an order and the e-mail that tells the customer (paid, sent, cancelled), and the parcel
 * number given when marking it sent ('Odoslané'): its rule, the Slovenská pošta tracking link, the request body of
 * `PUT /api/orders/:id/deliver`. Pure: used by the server, the admin screens and the order page.
 */

/**
 * One e-mail per order and kind (table `order_notices`): staff's paid, sent, cancelled; the scheduled job's reminder
 * of an unpaid order and its cancel when the time ran out ('expired', worker/services/orders/unpaid-orders.ts); the admin's
 * extension of the due time ('extended', sent again at each extension); the card payment's receipt ('card-paid',
 * recorded with the payment by the webhook).
 */
const NOTICE_KINDS = ['paid', 'sent', 'cancelled', 'reminder', 'expired', 'extended', 'card-paid'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Longest parcel number kept: Slovenská pošta's are 13 characters (RR123456789SK); couriers' run longer. */
const PARCEL_NUMBER_MAX = 30;

export const PARCEL_MESSAGES = {
  invalid: `Číslo zásielky môže obsahovať len písmená bez diakritiky a číslice (najviac ${PARCEL_NUMBER_MAX} znakov), napr. RR123456789SK.`,
  body: 'Pošlite prázdnu požiadavku alebo { "parcelNumber": "…" }.',
} as const;

/**
 * A parcel number as staff type it: spaces anywhere are dropped (numbers are often copied in groups,
 * `RR 1234 5678 9SK`), letters become capitals; then only letters A–Z and digits, at most PARCEL_NUMBER_MAX.
 * Nothing (absent, null, blank) is '' = no parcel number.
 */
export const parcelNumberSchema = z
  .union([z.string({ message: PARCEL_MESSAGES.invalid }), z.null()], { message: PARCEL_MESSAGES.invalid })
  .optional()
  .transform((v) => (v ?? '').replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .max(PARCEL_NUMBER_MAX, { message: PARCEL_MESSAGES.invalid })
      .regex(/^[A-Z0-9]*$/, { message: PARCEL_MESSAGES.invalid }),
  );

/**
 * `PUT /api/orders/:id/deliver`: the spec's clients send an empty body (still valid); the shop's admin may add the
 * parcel number.
 */
export const deliverOrderSchema = strictObject({ parcelNumber: parcelNumberSchema }, PARCEL_MESSAGES.body);
export type DeliverOrder = z.output<typeof deliverOrderSchema>;

/** Where the customer follows a parcel of Slovenská pošta. */
export function parcelTrackingUrl(parcelNumber: string): string {
  return `https://tandt.posta.sk/zasielky/${encodeURIComponent(parcelNumber)}`;
}
