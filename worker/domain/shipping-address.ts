import { z } from 'zod';
import { PHONE_MESSAGE, phoneProblem, postalCodeProblem } from './address-rules';
import { ORDER_MESSAGES } from './order-messages';
import { normalizeCountry } from './pricing';
import { strictObject } from './strict-object';

/** An order's shipping and billing address as the API takes it and the checkout checks it (orders.ts re-exports it). */

const text = (max: number, label: string) =>
  z
    .string({ message: `${label}: zadajte text.` })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, { message: `${label}: najviac ${max} znakov.` }));
const required = (max: number, label: string) =>
  z
    .string({ message: `Vyplňte prosím pole ${label}.` })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { message: `Vyplňte prosím pole ${label}.` })
        .max(max, { message: `${label}: najviac ${max} znakov.` }),
    );
const optional = (max: number, label: string) => text(max, label).optional().default('');

/** Country placeholders the old form sent when nothing was chosen. */
const COUNTRY_PLACEHOLDERS = new Set(['', 'uveďte štát', 'vyberte štát', 'štát', '-']);

/** Spec section 3 "Shipping address"; name, address, city, postal code and country are required (section 5). */
export const shippingAddressSchema = strictObject(
  {
    name: required(120, 'Meno a priezvisko'),
    address: required(200, 'Adresa'),
    city: required(100, 'Mesto'),
    postalCode: required(20, 'PSČ'),
    country: z
      .string({ message: ORDER_MESSAGES.countryMissing })
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .refine((s) => !COUNTRY_PLACEHOLDERS.has(s.toLowerCase()), { message: ORDER_MESSAGES.countryMissing })
      .pipe(z.string().max(60, { message: 'Štát: najviac 60 znakov.' }))
      .transform(normalizeCountry),
    phone: text(40, 'Telefón')
      .refine((p) => !phoneProblem(p), { message: PHONE_MESSAGE })
      .optional()
      .default(''),
    note: optional(1000, 'Poznámka'),
    billingName: optional(200, 'Fakturačné meno / firma'),
    billingAddress: optional(200, 'Fakturačná adresa'),
    billingCity: optional(100, 'Fakturačné mesto'),
    billingPostalCode: optional(20, 'Fakturačné PSČ'),
    billingCountry: z
      .string({ message: 'Fakturačný štát: zadajte text.' })
      .max(60, { message: 'Fakturačný štát: najviac 60 znakov.' })
      .optional()
      .default('')
      .transform((s) => (s.trim() ? normalizeCountry(s) : '')),
    billingICO: optional(20, 'IČO'),
    billingDIC: optional(20, 'DIČ'),
  },
  'Vyplňte prosím doručovaciu adresu.',
).superRefine((a, ctx) => {
  // The PSČ's shape depends on the country (Slovakia and Czechia: five digits), so it is checked on the whole
  // address; zod still runs this next to the other fields' problems, so the form can show them all at once.
  const shipping = postalCodeProblem(a.postalCode, a.country);
  if (shipping) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: shipping });
  const billing = postalCodeProblem(a.billingPostalCode, a.billingCountry || a.country, 'Fakturačné PSČ');
  if (billing) ctx.addIssue({ code: 'custom', path: ['billingPostalCode'], message: billing });
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
