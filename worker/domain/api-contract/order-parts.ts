/** What the order area's route descriptions share (orders.ts, order-payments.ts, guest-orders.ts). */
import { messageAnswerSchema } from '../answers';
import { apiOrderSchema } from '../order-shape';
import { json } from './define';

export const ORDERS = 'Objednávky';
export const STAFF = 'Objednávky – správa';
export const PAYMENTS = 'Platby';
export const GUESTS = 'Nákup bez registrácie';

/** The routes a guest's order page uses take its private key instead of a sign-in (worker/http/order-key.ts). */
export const ORDER_KEY = {
  'X-Order-Key':
    'Súkromný kľúč objednávky bez účtu (`orderKey` z `POST /api/orders/guest`). S ním sa neposiela prihlásenie; bez neho treba `Authorization`.',
};
export const KEY_NOTE =
  'Volá majiteľ objednávky (prihlásený), administrátor, alebo pri nákupe bez registrácie ktokoľvek s jej kľúčom v hlavičke `X-Order-Key`.';

export const order = (description: string) => json(apiOrderSchema, description);
export const message = (description: string) => json(messageAnswerSchema, description);

/** The refusals every route of one order by id shares: a caller who may not, an order that is not. */
export const SIGNED_IN = { 401: 'Chýba prihlásenie alebo je neplatné.' } as const;
export const ADMIN = { ...SIGNED_IN, 403: 'Len pre administrátora (asistent nie).' } as const;
export const BY_KEY = {
  401: 'Chýba prihlásenie (a kľúč objednávky) alebo je prihlásenie neplatné.',
  403: 'Objednávka patrí inému účtu.',
  404: 'Objednávka sa nenašla (alebo kľúč nesedí, či bol odkaz zrušený).',
} as const;
export const BAD_ID = { 400: 'Neplatné ID objednávky.' } as const;
