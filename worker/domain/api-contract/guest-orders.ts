/** Buying without an account (issue 30) and the test checkout's pages, of the orders area (orders.ts merges them). */
import { claimOrderSchema, guestOrderSchema } from '../guest-orders';
import { apiClaimedOrderSchema, apiGuestOrderSchema } from '../order-shape';
import { empty, file, json, routeTable } from './define';
import { ADMIN, BAD_ID, GUESTS, message, PAYMENTS, SIGNED_IN } from './order-parts';

/** Buying without an account (issue 30) and the built-in test checkout's pages (outside /api). */
export function guestRoutes() {
  const notFoundPage = file('text/html', 'Platba sa nenašla, alebo je testovacia platobná stránka vypnutá (HTML).');
  return routeTable({
    'POST /api/orders/guest': {
      id: 'placeGuestOrder',
      summary: 'Vytvorí objednávku bez registrácie a vráti ju s kľúčom jej súkromného odkazu.',
      tag: GUESTS,
      access: 'public',
      notes: 'Telo objednávky účtu a k nemu `email`, `privacy: true` a `terms: true`. Odber noviniek bez účtu nie je.',
      body: guestOrderSchema,
      answers: { 201: json(apiGuestOrderSchema, 'Vytvorená objednávka s `orderKey`.') },
      refusals: {
        400: 'Neplatná objednávka alebo chýba súhlas; `fields` menuje polia.',
        409: 'Titul už nie je na sklade v tomto počte, priveľa nezaplatených objednávok na tento e-mail či adresu, alebo je kód vyčerpaný.',
        429: 'Priveľa objednávok z tejto adresy za krátky čas.',
        502: 'Výdajné miesto Packety sa teraz nedá overiť.',
      },
    },
    'POST /api/orders/:id/claim': {
      id: 'claimGuestOrder',
      summary: 'Pridá objednávku bez registrácie k prihlásenému účtu s jej e-mailom.',
      tag: GUESTS,
      access: 'customer',
      body: claimOrderSchema,
      answers: { 200: json(apiClaimedOrderSchema, 'Objednávka, odteraz účtu, a veta, ktorá to hovorí.') },
      refusals: {
        400: 'Neplatná požiadavka alebo ID.',
        ...SIGNED_IN,
        403: 'Účet má iný e-mail, než na ktorý bola objednávka.',
        404: 'Objednávka sa nenašla (kľúč nesedí alebo už bola pridaná).',
      },
    },
    'DELETE /api/orders/:id/guest-link': {
      id: 'revokeGuestLink',
      summary: 'Zruší súkromný odkaz objednávky bez registrácie.',
      tag: GUESTS,
      access: 'admin',
      answers: { 200: message('Odkaz je zrušený.') },
      refusals: { ...BAD_ID, ...ADMIN, 404: 'Objednávka sa nenašla.', 409: 'Objednávka nemá odkaz pre nákup bez registrácie.' },
    },
    'GET /test-checkout/:sessionId': {
      id: 'testCheckoutPage',
      summary: 'Testovacia platobná stránka obchodu (len bez kľúčov Stripe).',
      tag: PAYMENTS,
      access: 'public',
      notes: 'Stránka, nie API: tlačidlá „Zaplatiť“ a „Zrušiť“ sú formuláre POST.',
      answers: { 200: file('text/html', 'Stránka platby (HTML).'), 404: notFoundPage },
    },
    'POST /test-checkout/:sessionId/pay': {
      id: 'testCheckoutPay',
      summary: 'Testovacia platba: zaplatí (ako webhook) a vráti na stránku úspechu.',
      tag: PAYMENTS,
      access: 'public',
      answers: { 303: empty('Presmerovanie na stránku objednávky po platbe.'), 404: notFoundPage },
    },
    'POST /test-checkout/:sessionId/cancel': {
      id: 'testCheckoutCancel',
      summary: 'Testovacia platba: zruší ju a vráti na stránku neúspechu.',
      tag: PAYMENTS,
      access: 'public',
      answers: { 303: empty('Presmerovanie na stránku objednávky.'), 404: notFoundPage },
    },
  });
}
