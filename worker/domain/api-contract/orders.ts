/**
 * Orders, their documents and payments, guests' orders, Packeta packets, the card gateway and the test checkout:
 * the orders themselves here, the card payment's steps in order-payments.ts, buying without an account and the
 * test checkout's pages in guest-orders.ts.
 */
import { z } from 'zod';
import { apiOrderQuoteSchema } from '../checkout-answers';
import { deliverOrderSchema } from '../order-notices';
import { orderQuoteSchema } from '../order-quote';
import { apiAdminOrderSummarySchema, apiOrderSummarySchema, apiPacketaPacketStateSchema, payBySquareSchema } from '../order-shape';
import { adminOrdersQuerySchema, createOrderSchema } from '../orders';
import { extendOrderSchema } from '../unpaid-orders';
import { file, json, refusalSchema, routeTable, type RouteSpec } from './define';
import { guestRoutes } from './guest-orders';
import { ADMIN, BAD_ID, BY_KEY, KEY_NOTE, message, ORDER_KEY, ORDERS, order, SIGNED_IN, STAFF } from './order-parts';
import { cardPaymentRoutes } from './order-payments';

/** Placing an order: the same route at both spellings of its path (the spec says `POST /api/orders/`). */
const placeOrder = (id: string, notes: string) =>
  ({
    id,
    summary: 'Vytvorí objednávku prihláseného účtu; ceny, poštovné a zľavu určí server.',
    tag: ORDERS,
    access: 'customer',
    notes,
    body: createOrderSchema,
    answers: { 201: order('Vytvorená objednávka.') },
    refusals: {
      400: 'Neplatná objednávka (pole, titul, spôsob platby či doručenia, zľavový kód); `fields` menuje polia.',
      ...SIGNED_IN,
      409: 'Titul už nie je na sklade v tomto počte, priveľa nezaplatených objednávok, alebo je zľavový kód vyčerpaný.',
      502: 'Výdajné miesto Packety sa teraz nedá overiť.',
    },
  }) satisfies RouteSpec;

const PLACE_NOTES =
  'Z položiek sa čítajú len `product` a `qty`; ostatné polia košíka a sumy, ktoré posiela pôvodný klient, sa prijmú a zahodia.';

export const orderRoutes = routeTable({
  'POST /api/orders/quote': {
    id: 'quoteOrder',
    summary: 'Koľko by stála objednávka tohto košíka: spôsoby doručenia s poštovným, platby, zľavový kód.',
    tag: ORDERS,
    access: 'public',
    notes: 'Nič neukladá. Sumy sú tie, s ktorými server objednávku vytvorí.',
    body: orderQuoteSchema,
    answers: { 200: json(apiOrderQuoteSchema, 'Ceny košíka doručeného do daného štátu.') },
    refusals: { 400: 'Neplatný košík (neznámy titul, zlý počet, neplatný zľavový kód).' },
  },
  'POST /api/orders': placeOrder('placeOrder', PLACE_NOTES),
  'POST /api/orders/': placeOrder('placeOrderSpecPath', `Tá istá adresa s lomkou na konci, ako ju píše špecifikácia. ${PLACE_NOTES}`),
  'GET /api/orders': {
    id: 'listAllOrders',
    summary: 'Všetky objednávky (najnovšie prvé), voliteľne v jednom stave.',
    tag: STAFF,
    access: 'admin',
    query: adminOrdersQuerySchema,
    answers: { 200: json(z.array(apiAdminOrderSummarySchema), 'Riadky zoznamu objednávok.') },
    refusals: { 400: 'Neznámy stav v `status`.', ...ADMIN },
  },
  'GET /api/orders/myorders': {
    id: 'listMyOrders',
    summary: 'Objednávky prihláseného účtu.',
    tag: ORDERS,
    access: 'customer',
    answers: { 200: json(z.array(apiOrderSummarySchema), 'Objednávky účtu, najnovšie prvé.') },
    refusals: SIGNED_IN,
  },
  'GET /api/orders/:id': {
    id: 'getOrder',
    summary: 'Celá objednávka.',
    tag: ORDERS,
    access: 'customer',
    notes: KEY_NOTE,
    headers: ORDER_KEY,
    answers: { 200: order('Objednávka.') },
    refusals: { ...BAD_ID, ...BY_KEY },
  },
  'PUT /api/orders/:id/paid': {
    id: 'markOrderPaid',
    summary: 'Označí objednávku ako zaplatenú (prvý raz s e-mailom zákazníkovi).',
    tag: STAFF,
    access: 'admin',
    notes: 'Telo sa nečíta.',
    answers: { 200: order('Objednávka po zmene.') },
    refusals: { ...BAD_ID, ...ADMIN, 404: 'Objednávka sa nenašla.', 409: 'Zrušená objednávka sa nemení.' },
  },
  'PUT /api/orders/:id/deliver': {
    id: 'markOrderDelivered',
    summary: 'Označí objednávku ako odoslanú, voliteľne s číslom zásielky.',
    tag: STAFF,
    access: 'admin',
    notes: 'Telo môže byť prázdne (klienti podľa špecifikácie) alebo `{ "parcelNumber": "RR123456789SK" }`.',
    body: deliverOrderSchema,
    answers: { 200: order('Objednávka po zmene.') },
    refusals: {
      400: 'Neplatné číslo zásielky alebo ID.',
      ...ADMIN,
      404: 'Objednávka sa nenašla.',
      409: 'Zrušená objednávka sa nemení.',
    },
  },
  'PUT /api/orders/:id/cancell': {
    id: 'cancelOrder',
    summary: 'Zruší neodoslanú objednávku (s e-mailom zákazníkovi).',
    tag: STAFF,
    access: 'admin',
    notes: 'Adresa sa píše `cancell` (s dvoma l), tak ako v špecifikácii. Telo sa nečíta.',
    answers: { 200: order('Objednávka po zrušení.') },
    refusals: { ...BAD_ID, ...ADMIN, 404: 'Objednávka sa nenašla.', 409: 'Odoslaná objednávka sa už nezruší.' },
  },
  'PUT /api/orders/:id/extend': {
    id: 'extendOrder',
    summary: 'Predĺži splatnosť nezaplatenej objednávky o `days` dní.',
    tag: STAFF,
    access: 'admin',
    body: extendOrderSchema,
    answers: { 200: order('Objednávka s novou splatnosťou.') },
    refusals: {
      400: 'Neplatný počet dní alebo ID.',
      ...ADMIN,
      404: 'Objednávka sa nenašla.',
      409: 'Splatnosť sa dá predĺžiť len otvorenej nezaplatenej objednávke s platbou kartou alebo prevodom.',
    },
  },
  'GET /api/orders/:id/pay-by-square': {
    id: 'getPayBySquare',
    summary: 'QR kód PAY by square nezaplatenej objednávky s platbou prevodom na Slovensku.',
    tag: ORDERS,
    access: 'customer',
    notes: KEY_NOTE,
    headers: ORDER_KEY,
    answers: { 200: json(payBySquareSchema, 'Údaje platby a QR kód ako SVG.') },
    refusals: {
      ...BY_KEY,
      404: 'Objednávka sa nenašla, alebo QR platba pre ňu nie je (zaplatená, zrušená, iný spôsob platby, zahraničie).',
    },
  },
  'GET /api/orders/:id/invoice': {
    id: 'getOrderInvoice',
    summary: 'Faktúra objednávky ako PDF.',
    tag: ORDERS,
    access: 'customer',
    notes: `${KEY_NOTE} Súbor príde ako príloha \`faktura-{číslo objednávky}.pdf\`.`,
    headers: ORDER_KEY,
    answers: { 200: file('application/pdf', 'Faktúra (PDF).') },
    refusals: BY_KEY,
  },
  'PUT /api/orders/:id/resend-confirmation': {
    id: 'resendOrderConfirmation',
    summary: 'Pošle potvrdzujúci e-mail objednávky znova.',
    tag: ORDERS,
    access: 'customer',
    notes: 'Majiteľ objednávky alebo administrátor. Telo sa nečíta.',
    answers: { 200: message('E-mail odišiel.') },
    refusals: {
      401: SIGNED_IN[401],
      403: BY_KEY[403],
      404: 'Objednávka sa nenašla.',
      409: 'Zrušená objednávka sa nemení.',
      429: 'Priveľa žiadostí za sebou; skúste o minútu (`Retry-After`).',
      502: 'E-mail sa nepodarilo odoslať.',
    },
  },
  ...cardPaymentRoutes(),
  'GET /api/orders/:id/packeta-packet': {
    id: 'getPacketaPacket',
    summary: 'Dá sa objednávke vytvoriť zásielka v Packete, a ak už je, aká.',
    tag: STAFF,
    access: 'admin',
    answers: { 200: json(apiPacketaPacketStateSchema, 'Stav zásielky objednávky v Packete.') },
    refusals: { ...BAD_ID, ...ADMIN, 404: 'Objednávka sa nenašla.' },
  },
  'POST /api/orders/:id/packeta-packet': {
    id: 'createPacketaPacket',
    summary: 'Vytvorí objednávke zásielku v Packete; jej čiarový kód sa stane číslom zásielky.',
    tag: STAFF,
    access: 'admin',
    notes: 'Telo sa nečíta.',
    answers: {
      201: order('Objednávka s číslom zásielky Packety.'),
      // A failure of the Packeta client nobody foresaw gives the packet's claim back and says so (the tests ask it).
      500: json(refusalSchema, 'Nečakaná chyba pri volaní Packety; nič sa neuložilo, dá sa skúsiť znova.'),
    },
    refusals: {
      ...BAD_ID,
      ...ADMIN,
      404: 'Objednávka sa nenašla.',
      409: 'Objednávka nejde cez Packetu, je zrušená, alebo zásielku už má či sa práve vytvára.',
      502: 'Packeta zásielku neprijala (jej dôvod je v správe) alebo neodpovedá.',
      503: 'Packeta nie je v obchode nastavená (chýba heslo k API).',
    },
  },
  ...guestRoutes(),
});
