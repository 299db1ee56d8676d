/** Titles, their reviews, favourites, stock alerts, suggestions and the visit counter. */
import { z } from 'zod';
import { messageAnswerSchema } from '../answers';
import {
  acknowledgeReviewSchema,
  apiFavoriteChangeSchema,
  apiFavoritesSchema,
  apiFavoriteStateSchema,
  apiReviewsPageSchema,
  createReviewSchema,
} from '../engagement';
import { PAGE_SIZES } from '../page-sizes';
import { listQuerySchema } from '../pagination';
import { apiProductListSchema, apiProductPageSchema, apiProductReviewsSchema, apiProductSchema } from '../product-answers';
import { productUpdateSchema, shopDiscountSchema } from '../product-admin';
import { apiShopSaleSchema, shopSaleAnswerSchema } from '../shop-sale';
import { apiStockAlertChangeSchema, apiStockAlertStateSchema } from '../stock-alert-answers';
import { apiSuggestionsSchema, suggestionQuerySchema } from '../suggestions';
import { json, routeTable } from './define';

/** `PUT /api/counter/increase`: one more visit counted. */
const visitCountedSchema = z.strictObject({ ok: z.literal(true) });
/** `GET /api/counter/count`: the spec's bare number. */
const visitCountSchema = z.number().int().min(0).meta({ description: 'Počet návštev (holé číslo, nie objekt).' });

// Refusals many routes share: the same sentence wherever they mean the same.
const BAD_ID = 'ID v adrese nie je kladné celé číslo.';
const NO_TOKEN = 'Chýba prihlásenie, alebo token neplatí (vypršal, bol odvolaný).';
const NOT_ADMIN = 'Prihlásený účet nie je administrátor.';
const NO_PRODUCT = 'Titul s týmto ID neexistuje (alebo je to koncept).';
const SALE_BUSY = 'Akcia obchodu a úprava titulov sa stretli; nič sa nezapísalo, skúste znova.';

/** The staff's writes of a title: signed in as an admin. */
const adminRefusals = { 401: NO_TOKEN, 403: NOT_ADMIN } as const;

const TAG = 'Tituly';
const REVIEWS = 'Recenzie';
const FAVORITES = 'Obľúbené';

export const catalogueRoutes = routeTable({
  'GET /api/products': {
    id: 'listProducts',
    summary: 'Strana katalógu alebo výsledkov hľadania.',
    tag: TAG,
    access: 'optional',
    notes:
      'Bez `keyword` celý katalóg, s ním fulltextové hľadanie bez ohľadu na diakritiku; keď nenájde nič, hľadá ešte raz s opravenými preklepmi a odpoveď to povie v `correctedKeyword`. Administrátorovi ukazuje aj koncepty (a preklepy neopravuje). Iné parametre odmieta (400).',
    query: listQuerySchema(PAGE_SIZES.home),
    answers: { 200: json(apiProductPageSchema, 'Strana titulov.') },
    refusals: { 400: 'Neznámy alebo neplatný parameter (číslo strany, veľkosť strany 1 až 100, text nad 200 znakov).' },
  },
  'GET /api/products/all': {
    id: 'listAllProducts',
    summary: 'Celý katalóg naraz, so schválenými recenziami a menami súvisiacich titulov.',
    tag: TAG,
    access: 'public',
    notes: 'Nikdy nie koncepty, ani pre administrátora.',
    answers: { 200: json(apiProductListSchema, 'Všetky zverejnené tituly.') },
  },
  'POST /api/products': {
    id: 'createProduct',
    summary: 'Vytvorí prázdny koncept titulu (vidí ho len administrátor, kým ho neuloží úplný).',
    tag: TAG,
    access: 'admin',
    notes: 'Telo sa nečíta; titul sa vyplní cez `PUT /api/products/{id}`.',
    answers: { 201: json(apiProductSchema, 'Nový koncept.') },
    refusals: adminRefusals,
  },
  'GET /api/products/discount': {
    id: 'getShopSale',
    summary: 'Bežiaca akcia obchodu (zľava na všetky tituly).',
    tag: TAG,
    access: 'admin',
    answers: { 200: json(apiShopSaleSchema, 'Akcia; `discount` 0 = žiadna nebeží.') },
    refusals: adminRefusals,
  },
  'POST /api/products/discount': {
    id: 'setShopSale',
    summary: 'Spustí alebo zmení akciu obchodu (1 až 100 %), 0 ju ukončí.',
    tag: TAG,
    access: 'admin',
    notes: 'Vlastné zľavy titulov ostávajú; každý titul má väčšiu z vlastnej zľavy a zľavy akcie.',
    body: shopDiscountSchema,
    answers: { 200: json(shopSaleAnswerSchema, 'Akcia po zmene a veta pre človeka.') },
    refusals: { 400: 'Zľava nie je celé číslo 0 až 100.', ...adminRefusals, 409: SALE_BUSY },
  },
  'GET /api/products/favorites': {
    id: 'listMyFavorites',
    summary: 'Obľúbené tituly prihláseného, najnovšie prvé.',
    tag: FAVORITES,
    access: 'customer',
    answers: { 200: json(apiFavoritesSchema, 'Obľúbené tituly; `favoriteOf` nesie len ID volajúceho.') },
    refusals: { 401: NO_TOKEN },
  },
  'GET /api/products/reviews': {
    id: 'listReviewsForStaff',
    summary: 'Tituly s recenziami (schválenými aj čakajúcimi), 10 na stranu.',
    tag: REVIEWS,
    access: 'admin',
    query: listQuerySchema(PAGE_SIZES.adminReviews),
    answers: { 200: json(apiReviewsPageSchema, 'Strana titulov s ich recenziami.') },
    refusals: { 400: 'Neznámy alebo neplatný parameter.', ...adminRefusals },
  },
  'GET /api/products/:id': {
    id: 'getProduct',
    summary: 'Jeden titul so schválenými recenziami a menami súvisiacich titulov.',
    tag: TAG,
    access: 'optional',
    notes: 'Administrátor dostane aj koncept; ostatným je koncept 404.',
    answers: { 200: json(apiProductSchema, 'Titul.') },
    refusals: { 400: BAD_ID, 404: NO_PRODUCT },
  },
  'PUT /api/products/:id': {
    id: 'saveProduct',
    summary: 'Uloží titul (v tvare, v akom ho `GET` vracia).',
    tag: TAG,
    access: 'admin',
    notes:
      'Polia, ktoré server počíta (`_id`, `discountedPrice`, recenzie, `favoriteOf`, dátumy, `isDraft`), prijme a nečíta; iné neznáme pole odmietne. `discount` je vlastná zľava (`ownDiscount`, ak ho pošlete, má prednosť). `category` a `category2` sú identifikátory (slug) kategórií obchodu. Súvisiace tituly ako ID, `{ id }`, `{ _id }` alebo `null`. Úplné uloženie konceptu ho zverejní. Titul znova na sklade pošle e-mail čitateľom, ktorí naň čakajú.',
    // Without the category list (the facts file must not reach the browser's types): the route refuses an unknown slug.
    body: productUpdateSchema(),
    answers: { 200: json(apiProductSchema, 'Titul po uložení.') },
    refusals: {
      400: 'Neplatné pole (správa ho menuje), neznáma kategória alebo súvisiaci titul.',
      ...adminRefusals,
      404: NO_PRODUCT,
      409: SALE_BUSY,
    },
  },
  'DELETE /api/products/:id': {
    id: 'deleteProduct',
    summary: 'Zmaže titul, ktorý nie je v žiadnej objednávke.',
    tag: TAG,
    access: 'admin',
    answers: { 200: json(messageAnswerSchema, 'Titul zmazaný.') },
    refusals: { 400: BAD_ID, ...adminRefusals, 404: NO_PRODUCT, 409: 'Titul je v objednávkach: nastavte mu sklad 0.' },
  },
  'PUT /api/products/:id/anybody': {
    id: 'addFavorite',
    summary: 'Pridá titul medzi obľúbené prihláseného.',
    tag: FAVORITES,
    access: 'customer',
    notes: 'Zvláštny názov adresy je zo špecifikácie pôvodného obchodu. Telo sa nečíta; opakované volanie nič nemení.',
    answers: { 200: json(apiFavoriteChangeSchema, 'Stav po zmene a veta pre človeka.') },
    refusals: { 400: BAD_ID, 401: NO_TOKEN, 404: NO_PRODUCT },
  },
  'PUT /api/products/:id/remove/favorites': {
    id: 'removeFavorite',
    summary: 'Odoberie titul z obľúbených prihláseného.',
    tag: FAVORITES,
    access: 'customer',
    notes: 'Telo sa nečíta; opakované volanie nič nemení.',
    answers: { 200: json(apiFavoriteChangeSchema, 'Stav po zmene a veta pre človeka.') },
    refusals: { 400: BAD_ID, 401: NO_TOKEN, 404: NO_PRODUCT },
  },
  'GET /api/products/:id/favorite': {
    id: 'getFavoriteState',
    summary: 'Je titul medzi obľúbenými prihláseného?',
    tag: FAVORITES,
    access: 'customer',
    answers: { 200: json(apiFavoriteStateSchema, 'Stav.') },
    refusals: { 400: BAD_ID, 401: NO_TOKEN, 404: NO_PRODUCT },
  },
  'GET /api/products/:id/reviews': {
    id: 'listProductReviews',
    summary: 'Schválené recenzie titulu, najstaršie prvé.',
    tag: REVIEWS,
    access: 'public',
    answers: { 200: json(apiProductReviewsSchema, 'Schválené recenzie.') },
    refusals: { 400: BAD_ID, 404: NO_PRODUCT },
  },
  'POST /api/products/:id/reviews': {
    id: 'createReview',
    summary: 'Recenzia titulu pod menom prihláseného účtu; zverejní ju až administrátor.',
    tag: REVIEWS,
    access: 'customer',
    notes: 'Jedna recenzia na titul a účet. `rating` 1 až 5, alebo 0 či bez neho = bez hviezdičiek (pôvodný klient posiela 0).',
    body: createReviewSchema,
    answers: { 201: json(messageAnswerSchema, 'Recenzia prijatá, čaká na schválenie.') },
    refusals: {
      400: 'Prázdny alebo príliš dlhý text, hodnotenie mimo 0 až 5, neznáme pole.',
      401: NO_TOKEN,
      404: NO_PRODUCT,
      409: 'Tento účet už titul recenzoval.',
      429: 'Príliš veľa recenzií za krátky čas z jedného účtu.',
    },
  },
  'PUT /api/products/:id/reviews/acknowledge': {
    id: 'approveReview',
    summary: 'Schváli recenziu: odteraz je na stránke titulu.',
    tag: REVIEWS,
    access: 'admin',
    notes: 'Recenziu určuje `reviewId`; `comment`, ktorý pôvodný klient posiela, sa prijme a nečíta.',
    body: acknowledgeReviewSchema,
    answers: { 200: json(messageAnswerSchema, 'Recenzia schválená.') },
    refusals: { 400: 'Neplatné ID titulu alebo recenzie.', ...adminRefusals, 404: 'Titul nemá recenziu s týmto ID.' },
  },
  'DELETE /api/products/:id/reviews/:reviewId': {
    id: 'deleteReview',
    summary: 'Zmaže recenziu titulu.',
    tag: REVIEWS,
    access: 'admin',
    answers: { 200: json(messageAnswerSchema, 'Recenzia zmazaná.') },
    refusals: { 400: 'Neplatné ID titulu alebo recenzie.', ...adminRefusals, 404: 'Titul nemá recenziu s týmto ID.' },
  },
  'GET /api/products/:id/notify-me': {
    id: 'getStockAlert',
    summary: 'Čaká prihlásený na e-mail, keď bude vypredaný titul znova na sklade?',
    tag: TAG,
    access: 'customer',
    answers: { 200: json(apiStockAlertStateSchema, 'Stav.') },
    refusals: { 400: BAD_ID, 401: NO_TOKEN, 404: NO_PRODUCT },
  },
  'PUT /api/products/:id/notify-me': {
    id: 'askStockAlert',
    summary: 'Pošlite mi jeden e-mail, keď bude vypredaný titul znova na sklade.',
    tag: TAG,
    access: 'customer',
    notes: 'Bez tela; opakované volanie nič nemení.',
    answers: { 200: json(apiStockAlertChangeSchema, 'Čaká; veta pre človeka.') },
    refusals: { 400: BAD_ID, 401: NO_TOKEN, 404: NO_PRODUCT, 409: 'Titul je na sklade: dá sa objednať hneď.' },
  },
  'DELETE /api/products/:id/notify-me': {
    id: 'cancelStockAlert',
    summary: 'Zruší čakanie na e-mail o naskladnení.',
    tag: TAG,
    access: 'customer',
    notes: 'Opakované volanie nič nemení.',
    answers: { 200: json(apiStockAlertChangeSchema, 'Nečaká; veta pre človeka.') },
    refusals: { 400: BAD_ID, 401: NO_TOKEN, 404: NO_PRODUCT },
  },
  'GET /api/suggestions': {
    id: 'listSuggestions',
    summary: 'Návrhy titulov a autorov pre napísaný text (najviac osem), počas písania do hľadania.',
    tag: 'Hľadanie',
    access: 'public',
    notes: 'Bez ohľadu na diakritiku a s opravou preklepov (`correctedQuery`). Aspoň dve písmená alebo číslice, najviac 100 znakov.',
    query: suggestionQuerySchema,
    answers: { 200: json(apiSuggestionsSchema, 'Návrhy: titul otvára stránku titulu, autor hľadanie jeho mena.') },
    refusals: { 400: 'Kratší text ako dve písmená, príliš dlhý text alebo neznámy parameter.' },
  },
  'PUT /api/counter/increase': {
    id: 'countVisit',
    summary: 'Započíta návštevu (volá ju lišta so súhlasom s cookies).',
    tag: 'Návštevy',
    access: 'public',
    answers: { 200: json(visitCountedSchema, 'Započítané.') },
    refusals: { 429: 'Príliš veľa návštev z jednej adresy za krátky čas.' },
  },
  'GET /api/counter/count': {
    id: 'getVisitCount',
    summary: 'Počet návštev.',
    tag: 'Návštevy',
    access: 'admin',
    answers: { 200: json(visitCountSchema, 'Počet návštev ako holé číslo.') },
    refusals: adminRefusals,
  },
});
