/** The card payment's routes of the orders area (orders.ts merges them): its steps, Stripe's webhook. */
import { z } from 'zod';
import {
  apiCardAttemptSchema,
  apiCardAttemptStartedSchema,
  apiCheckoutSessionSchema,
  stripeWebhookAnswerSchema,
} from '../checkout-answers';
import { createCheckoutSessionSchema } from '../payments';
import { json, routeTable } from './define';
import { BAD_ID, BY_KEY, KEY_NOTE, message, ORDER_KEY, order, PAYMENTS } from './order-parts';

/** The card payment's steps (spec section 4 and 7) and Stripe's webhook. */
export function cardPaymentRoutes() {
  const ownOnly = { ...BY_KEY, 403: 'Objednávka patrí inému účtu (platí ju len jej majiteľ, ani administrátor nie).' };
  return routeTable({
    'GET /api/orders/:id/init-payment': {
      id: 'getCardPaymentAttempt',
      summary: 'Aktuálny pokus o platbu kartou (stránka po návrate z platby ho porovná so svojou adresou).',
      tag: PAYMENTS,
      access: 'customer',
      notes: `Len majiteľ objednávky alebo držiteľ jej kľúča v \`X-Order-Key\`.`,
      headers: ORDER_KEY,
      answers: { 200: json(apiCardAttemptSchema, 'Pokus o platbu.') },
      refusals: { ...BAD_ID, ...ownOnly, 409: 'Objednávka sa neplatí kartou.' },
    },
    'PUT /api/orders/:id/init-payment': {
      id: 'startCardPayment',
      summary: 'Začne nový pokus o platbu kartou.',
      tag: PAYMENTS,
      access: 'customer',
      notes: 'Len majiteľ objednávky alebo držiteľ jej kľúča. Ďalší krok: `POST /api/create-stripe-checkout-session`. Telo sa nečíta.',
      headers: ORDER_KEY,
      answers: { 200: json(apiCardAttemptStartedSchema, 'Identifikátor nového pokusu.') },
      refusals: {
        ...BAD_ID,
        ...ownOnly,
        409: 'Objednávka sa neplatí kartou, je zaplatená alebo zrušená.',
        503: 'Platba kartou je v obchode vypnutá.',
      },
    },
    'PUT /api/orders/:id/failed-payment-notif': {
      id: 'noteCardPaymentFailed',
      summary: 'Zaznamená neúspešnú platbu kartou a dá o nej vedieť obchodu.',
      tag: PAYMENTS,
      access: 'customer',
      notes: 'Len majiteľ objednávky alebo držiteľ jej kľúča. Telo sa nečíta.',
      headers: ORDER_KEY,
      answers: { 200: message('Zaznamenané.') },
      refusals: {
        ...BAD_ID,
        ...ownOnly,
        409: 'Objednávka sa neplatí kartou, je zaplatená alebo zrušená.',
        429: 'Priveľa hlásení neúspešnej platby z účtu za hodinu.',
      },
    },
    'PUT /api/orders/:id/pay-stripe': {
      id: 'readOrderAfterCardPayment',
      summary: 'Objednávka po návrate z platobnej stránky (len číta: zaplatenú ju označí iba overený webhook).',
      tag: PAYMENTS,
      access: 'customer',
      notes: `${KEY_NOTE} Telo (pôvodný klient posiela objednávku) sa nečíta.`,
      headers: ORDER_KEY,
      answers: { 200: order('Objednávka, ako je uložená.') },
      refusals: { ...BAD_ID, ...BY_KEY },
    },
    'POST /api/create-stripe-checkout-session': {
      id: 'createCheckoutSession',
      summary: 'Otvorí platobnú stránku pre pokus o platbu kartou.',
      tag: PAYMENTS,
      access: 'customer',
      notes:
        'Číta sa len `initPaymentId`; ostatné polia pôvodného klienta (mená, sumy, adresa) sa prijmú a zahodia: suma sa berie z uloženej objednávky. Bez kľúčov Stripe je to testovacia platobná stránka obchodu (`/test-checkout/…`).',
      headers: ORDER_KEY,
      body: createCheckoutSessionSchema,
      answers: { 200: json(apiCheckoutSessionSchema, 'Platobná stránka, kam prehliadač prejde.') },
      refusals: {
        400: 'Chýba `initPaymentId`.',
        401: BY_KEY[401],
        403: ownOnly[403],
        404: 'Pokus o platbu sa nenašiel.',
        409: 'Pokus už má platobnú stránku, bol nahradený novším, alebo sa objednávka už nedá platiť kartou.',
        502: 'Platobná brána neodpovedá.',
        503: 'Platba kartou je v obchode vypnutá.',
      },
    },
    'POST /api/stripe/webhook': {
      id: 'stripeWebhook',
      summary: 'Udalosti platobnej brány Stripe (volá ju Stripe).',
      tag: PAYMENTS,
      access: 'public',
      notes: 'Overuje sa podpis v hlavičke `Stripe-Signature` nad presnými bajtmi tela. Zaplatenú objednávku označí len táto cesta.',
      headers: { 'Stripe-Signature': 'Podpis udalosti od Stripe.' },
      body: z.record(z.string(), z.unknown()).meta({ description: 'Udalosť Stripe (JSON).' }),
      answers: { 200: json(stripeWebhookAnswerSchema, 'Udalosť prijatá (aj ignorovaná).') },
      refusals: { 400: 'Chýba podpis alebo je neplatný.', 404: 'Platby kartou nie sú v obchode zapnuté.', 413: 'Udalosť je príliš veľká.' },
    },
  });
}
