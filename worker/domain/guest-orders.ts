import { z } from 'zod';
import { emailSchema } from './account-rules';
import { createOrderSchema, type CreateOrder } from './orders';
import { ORDER_KEY_FRAGMENT } from './order-key';
import { strictObject } from './strict-object';

/**
 * Buying without an account (issue 30): `POST /api/orders/guest` takes the account order's body plus the guest's
 * e-mail and the two consents the checkout asks for, and answers the order with the private key of its link. The
 * order page sends that key back in `X-Order-Key` (the link carries it in the URL fragment, which never reaches
 * the server, so it is in no access log). Pure: no I/O.
 */

export { ORDER_KEY_HEADER, ORDER_KEY_PATTERN } from './order-key';

export const GUEST_MESSAGES = {
  consentsMissing: 'Potvrďte prosím súhlas so spracovaním osobných údajov aj s obchodnými podmienkami.',
  /** Guests get no newsletter: it is for accounts, where each reader can switch it off in the profile. */
  noNewsletter: 'Odber noviniek je možný len s účtom. Objednajte bez neho, alebo si vytvorte účet.',
  notFound: 'Objednávka sa nenašla. Otvorte ju prosím odkazom z potvrdzujúceho e-mailu.',
  revoked: 'Odkaz na objednávku je zrušený. Nový dostane zákazník s ďalším potvrdzujúcim e-mailom.',
  notGuestOrder: 'Táto objednávka nemá odkaz pre nákup bez registrácie.',
  claimed: 'Objednávka patrí odteraz vášmu účtu.',
  claimOtherEmail: (email: string) =>
    `Objednávku môže k účtu pridať len účet s e-mailom, na ktorý bola objednaná (${email}). Prihláste sa prosím týmto e-mailom.`,
} as const;

const mustBeTrue = z.literal(true, { message: GUEST_MESSAGES.consentsMissing });

/**
 * The guest's own fields; every other key goes on to `createOrderSchema` as it is, so the order part of the body
 * (whatever the account order learns: delivery, a discount code) stays one shape with one set of refusals.
 */
const guestFields = z.looseObject(
  {
    email: emailSchema,
    privacy: mustBeTrue,
    terms: mustBeTrue,
  },
  { message: 'Neplatná objednávka.' },
);

export const guestOrderSchema = guestFields.transform((body, ctx) => {
  const { email, privacy: _p, terms: _t, ...rest } = body;
  const order = createOrderSchema.safeParse(rest);
  if (!order.success) {
    // The order's own refusals, at their own paths (the form marks the field): one set of messages for both.
    for (const issue of order.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    return z.NEVER;
  }
  if (order.data.newsletter) {
    ctx.addIssue({ code: 'custom', path: ['newsletter'], message: GUEST_MESSAGES.noNewsletter });
    return z.NEVER;
  }
  return { ...(order.data as CreateOrder), email };
});
export type GuestOrder = z.output<typeof guestOrderSchema>;

/**
 * `POST /api/orders/:id/claim`: the key in the body (a request body is in no log either). Its shape is checked
 * where it is compared (guest-links.ts `keyOpens`): a key the shop could not have made is a 404 like a wrong one.
 */
export const claimOrderSchema = strictObject(
  { orderKey: z.string({ message: GUEST_MESSAGES.notFound }).max(200, { message: GUEST_MESSAGES.notFound }) },
  'Neplatná požiadavka.',
);

/** The placement's answer: the order and the key of its private link (order-shape.ts). */
export type { ApiGuestOrder } from './order-shape';

/** The page's link to an order with its key in the fragment. */
export function guestOrderPath(orderPath: string, key: string): string {
  return `${orderPath}#${ORDER_KEY_FRAGMENT}=${key}`;
}
