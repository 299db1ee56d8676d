/** Recordings, videos, banners, uploads, publishing, the staff's dashboard, shop settings, discount codes and pages. */
import { z } from 'zod';
import { messageAnswerSchema } from '../answers';
import { apiDashboardSchema } from '../dashboard-answers';
import { deliverySettingsSchema, savedDeliverySettingsSchema } from '../delivery';
import { apiDiscountCodeSchema, discountCodeSchema, removedDiscountCodeSchema, savedDiscountCodeSchema } from '../discount-codes';
import { audioUpdateSchema, bannerUpdateSchema, videoUpdateSchema } from '../media-admin';
import {
  apiAudioSchema,
  apiBannerSchema,
  apiVideoSchema,
  audioListQuery,
  audioPageSchema,
  bannerPageSchema,
  mediaListQuery,
  videoPageSchema,
} from '../media-shape';
import { publishReportAnswerSchema, publishStateSchema } from '../publish-answers';
import { PUBLISH_REPORT_HEADERS, publishReportSchema } from '../publish-report';
import { savedShopTermsSchema, shopTermsAnswerSchema, shopTermsSchema } from '../unpaid-orders';
import { json, routeTable } from './define';
import { MEDIA_TAG, mediaCreate, mediaDelete, mediaGet, mediaList, mediaUpdate, type MediaKindWords } from './media-kinds';
import { sitePageRoutes } from './site-pages';

const AUDIO: MediaKindWords = { noun: 'Audio', list: 'Nahrávky', one: 'nahrávka', missing: 'Nahrávka sa nenašla.' };
const VIDEO: MediaKindWords = { noun: 'Video', list: 'Videá', one: 'video', missing: 'Video sa nenašlo.' };
const BANNER: MediaKindWords = { noun: 'Banner', list: 'Bannery', one: 'banner', missing: 'Banner sa nenašiel.' };

const STAFF = { 401: 'Chýba alebo neplatí token prihlásenia.', 403: 'Účet nie je personál (administrátor ani asistent).' } as const;
const ADMIN = { 401: 'Chýba alebo neplatí token prihlásenia.', 403: 'Len pre administrátora.' } as const;
const INVALID = 'Neplatné údaje: správa menuje pole a dôvod (neznáme pole, chýbajúce, mimo rozsahu).';

const SETTINGS_TAG = 'Správa obchodu';
const CODES_TAG = 'Zľavové kódy';
const PUBLISH_TAG = 'Zverejňovanie';

export const mediaRoutes = routeTable({
  'GET /api/audio': mediaList(
    AUDIO,
    audioListQuery,
    audioPageSchema,
    'Bez `pageSize` odpovie všetky nahrávky naraz (`page` a `pages` sú 1).',
  ),
  'GET /api/audio/:id': mediaGet(AUDIO, apiAudioSchema),
  'POST /api/audio': mediaCreate(AUDIO, apiAudioSchema),
  'PUT /api/audio/:id': mediaUpdate(AUDIO, audioUpdateSchema, apiAudioSchema),
  'DELETE /api/audio/:id': mediaDelete(AUDIO),
  'GET /api/video': mediaList(VIDEO, mediaListQuery, videoPageSchema),
  'GET /api/video/:id': mediaGet(VIDEO, apiVideoSchema),
  'POST /api/video': mediaCreate(VIDEO, apiVideoSchema),
  'PUT /api/video/:id': mediaUpdate(VIDEO, videoUpdateSchema, apiVideoSchema),
  'DELETE /api/video/:id': mediaDelete(VIDEO),
  'GET /api/banner': mediaList(BANNER, mediaListQuery, bannerPageSchema),
  'GET /api/banner/:id': mediaGet(BANNER, apiBannerSchema),
  'POST /api/banner': mediaCreate(BANNER, apiBannerSchema),
  'PUT /api/banner/:id': mediaUpdate(BANNER, bannerUpdateSchema, apiBannerSchema),
  'DELETE /api/banner/:id': mediaDelete(BANNER),
  'POST /api/upload': {
    id: 'uploadImage',
    summary: 'Nahrá obrázok (pole formulára `upload`) a vráti jeho cestu.',
    tag: MEDIA_TAG,
    access: 'staff',
    notes: 'Typ sa určuje podľa obsahu súboru, nie podľa názvu: JPEG, PNG, WebP alebo AVIF, najviac 5 MB.',
    body: 'multipart',
    answers: { 201: json(z.string().meta({ description: 'Cesta `/uploads/img/…` (JSON reťazec).' }), 'Uložené; telo je cesta k súboru.') },
    // The upload's body limit answers its own sentence (worker/http/body-limits.ts), not the general one.
    refusals: {
      400: 'Chýba súbor v poli `upload`.',
      ...STAFF,
      413: 'Súbor je väčší ako 5 MB.',
      415: 'Súbor nie je obrázok JPEG, PNG, WebP ani AVIF.',
    },
  },
  'GET /api/publish': {
    id: 'getPublishState',
    summary: 'Stav zverejňovania stránky po úpravách personálu.',
    tag: PUBLISH_TAG,
    access: 'staff',
    answers: { 200: json(publishStateSchema, 'Stav zverejňovania.') },
    refusals: STAFF,
  },
  'POST /api/publish': {
    id: 'republish',
    summary: 'Zverejní stránku znova (napr. po zlyhaní).',
    tag: PUBLISH_TAG,
    access: 'admin',
    answers: { 202: json(messageAnswerSchema, 'Zverejnenie naplánované; jeho priebeh ukazuje `GET /api/publish`.') },
    refusals: ADMIN,
  },
  'POST /api/publish/report': {
    id: 'reportPublish',
    summary: 'Hlásenie zostavovacej služby o nasadení (začalo, je živé, zlyhalo).',
    tag: PUBLISH_TAG,
    access: 'public',
    notes:
      'Overuje ho podpis, nie prihlásenie: `x-publish-signature: sha256=<hex HMAC-SHA256 textu "<timestamp>.<telo>">` ' +
      's tajomstvom PUBLISH_REPORT_SECRET; časová pečiatka najviac 5 minút od hodín obchodu a každé hlásenie sa prijme raz.',
    headers: {
      [PUBLISH_REPORT_HEADERS.timestamp]: 'Unixový čas podpisu (sekundy).',
      [PUBLISH_REPORT_HEADERS.signature]: '`sha256=<hex>`: HMAC-SHA256 textu `<timestamp>.<telo požiadavky>`.',
    },
    body: publishReportSchema,
    answers: {
      200: json(publishReportAnswerSchema, 'Prijaté; `phase` je nový stav.'),
      202: json(publishReportAnswerSchema, 'Prijaté, ale hlásenie staršieho behu stav nemení; `phase` je stav, ako je.'),
    },
    refusals: {
      400: 'Telo nemá tvar hlásenia.',
      401: 'Hlásenie nemá platný podpis (chýba, je zlý alebo starý).',
      404: 'Obchod hlásenia neprijíma (nemá nastavené PUBLISH_REPORT_SECRET).',
      409: 'To isté hlásenie už bolo prijaté.',
    },
  },
  'GET /api/dashboard': {
    id: 'getDashboard',
    summary: 'Prehľad pre administrátora: návštevy, objednávky a tržby, nízky sklad, recenzie na schválenie.',
    tag: SETTINGS_TAG,
    access: 'admin',
    answers: { 200: json(apiDashboardSchema, 'Prehľad.') },
    refusals: ADMIN,
  },
  'GET /api/shop-settings': {
    id: 'getShopTerms',
    summary: 'Lehoty nezaplatených objednávok a ich najvyšší počet na účet.',
    tag: SETTINGS_TAG,
    access: 'admin',
    answers: { 200: json(shopTermsAnswerSchema, 'Platobné podmienky.') },
    refusals: ADMIN,
  },
  'PUT /api/shop-settings': {
    id: 'setShopTerms',
    summary: 'Nastaví lehoty nezaplatených objednávok a ich najvyšší počet na účet.',
    tag: SETTINGS_TAG,
    access: 'admin',
    notes: 'Lehoty platia pre nové objednávky; doterajšie si ponechajú svoj dátum splatnosti.',
    body: shopTermsSchema,
    answers: { 200: json(savedShopTermsSchema, 'Uložené podmienky a veta `message`.') },
    refusals: { 400: INVALID, ...ADMIN },
  },
  'GET /api/shop-settings/delivery': {
    id: 'getDeliverySettings',
    summary: 'Spôsoby doručenia: krajiny, hmotnostné pásma, doprava zdarma a poplatok za dobierku.',
    tag: SETTINGS_TAG,
    access: 'admin',
    answers: { 200: json(deliverySettingsSchema, 'Nastavenie doručenia (sumy v centoch, hmotnosti v gramoch).') },
    refusals: ADMIN,
  },
  'PUT /api/shop-settings/delivery': {
    id: 'setDeliverySettings',
    summary: 'Nastaví spôsoby doručenia (všetky naraz).',
    tag: SETTINGS_TAG,
    access: 'admin',
    notes: 'Platí pre ďalšie objednávky; uložené objednávky si ponechajú svoju cenu. Feedy produktov sa zverejnia znova.',
    body: deliverySettingsSchema,
    answers: { 200: json(savedDeliverySettingsSchema, 'Uložené nastavenie a veta `message`.') },
    refusals: { 400: INVALID, ...ADMIN },
  },
  'GET /api/discount-codes': {
    id: 'listDiscountCodes',
    summary: 'Všetky zľavové kódy s počtom použití, najnovšie prvé.',
    tag: CODES_TAG,
    access: 'admin',
    answers: { 200: json(z.array(apiDiscountCodeSchema), 'Kódy.') },
    refusals: ADMIN,
  },
  'POST /api/discount-codes': {
    id: 'createDiscountCode',
    summary: 'Vytvorí zľavový kód.',
    tag: CODES_TAG,
    access: 'admin',
    notes: 'Kód sa uloží veľkými písmenami; `amount` sú percentá (1–100) alebo eurá podľa `kind`.',
    body: discountCodeSchema,
    answers: { 201: json(savedDiscountCodeSchema, 'Vytvorený kód a veta `message`.') },
    refusals: { 400: INVALID, ...ADMIN, 409: 'Taký kód už existuje.' },
  },
  'PUT /api/discount-codes/:id': {
    id: 'updateDiscountCode',
    summary: 'Nahradí podmienky zľavového kódu (vypnutie je `active: false`).',
    tag: CODES_TAG,
    access: 'admin',
    body: discountCodeSchema,
    answers: { 200: json(savedDiscountCodeSchema, 'Uložený kód a veta `message`.') },
    refusals: { 400: INVALID, ...ADMIN, 404: 'Taký zľavový kód neexistuje.', 409: 'Taký kód už existuje.' },
  },
  'DELETE /api/discount-codes/:id': {
    id: 'deleteDiscountCode',
    summary: 'Zmaže zľavový kód; použitý v objednávkach ho len deaktivuje.',
    tag: CODES_TAG,
    access: 'admin',
    answers: { 200: json(removedDiscountCodeSchema, 'Zmazaný (`deleted: true`) alebo len deaktivovaný (`deleted: false`).') },
    refusals: { 400: 'Neplatné ID.', ...ADMIN, 404: 'Taký zľavový kód neexistuje.' },
  },
  ...sitePageRoutes,
});
