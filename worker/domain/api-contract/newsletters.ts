/** The newsletter: its readers' lists and unsubscribe, the admin's newsletters, and the outbox of sent mail. */
import { z } from 'zod';
import { messageAnswerSchema } from '../answers';
import { unsubscribeSchema } from '../engagement';
import {
  apiNewsletterCreatedSchema,
  apiNewsletterPreviewSchema,
  apiNewsletterRecipientsSchema,
  apiNewsletterSchema,
  newsletterSchema,
} from '../newsletters';
import { apiOutboxPageSchema, outboxQuerySchema } from '../outbox-answers';
import { apiSubscriberSchema } from '../user-shape';
import { ADMIN_ONLY, JSON_BODY, SMALL_BODY } from './account-refusals';
import { file, json, routeTable } from './define';

const NEWS = 'Novinky';
const MAIL = 'Odoslaná pošta';
const BAD_NEWSLETTER = 'Chýba predmet alebo text, alebo sú pridlhé (predmet 150, text 20 000 znakov).';
const SUBSCRIBERS = json(z.array(apiSubscriberSchema), 'Čitatelia: len `_id`, meno a e-mail.');

export const newsletterRoutes = routeTable({
  'POST /api/subscribers/unsubscribe': {
    id: 'unsubscribeWithToken',
    summary: 'Odhlásenie z noviniek tokenom z e-mailu (bez prihlásenia).',
    tag: NEWS,
    access: 'public',
    notes: 'Token je z odkazu `/unsubscribe/{token}` v každom e-maile s novinkami; opakované odhlásenie je v poriadku.',
    body: unsubscribeSchema,
    answers: { 200: json(messageAnswerSchema, 'Odhlásený.') },
    refusals: { 400: 'Token je neplatný.', ...SMALL_BODY },
  },
  'POST /unsubscribe/:token': {
    id: 'unsubscribeOneClick',
    summary: 'Odhlásenie jedným kliknutím (RFC 8058) z hlavičky `List-Unsubscribe` (odpoveď je text).',
    tag: NEWS,
    access: 'public',
    notes: 'Posiela ho poštový klient s telom `List-Unsubscribe=One-Click`. `GET` tej istej adresy je stránka s tlačidlom.',
    answers: {
      200: file('text/plain', 'Text: odhlásený.'),
      400: file('text/plain', 'Text: token je neplatný.'),
    },
    refusals: SMALL_BODY,
  },
  'GET /api/subscribers/subscribed': {
    id: 'listSubscribers',
    summary: 'Čitatelia, ktorí odoberajú novinky.',
    tag: NEWS,
    access: 'admin',
    answers: { 200: SUBSCRIBERS },
    refusals: ADMIN_ONLY,
  },
  'GET /api/subscribers/unsubscribed': {
    id: 'listUnsubscribed',
    summary: 'Čitatelia, ktorí sa z noviniek odhlásili.',
    tag: NEWS,
    access: 'admin',
    answers: { 200: SUBSCRIBERS },
    refusals: ADMIN_ONLY,
  },
  'GET /api/newsletters': {
    id: 'listNewsletters',
    summary: 'Odoslané newslettre s priebehom, najnovšie prvé.',
    tag: NEWS,
    access: 'admin',
    answers: { 200: json(z.array(apiNewsletterSchema), 'Newslettre s počtami doručení.') },
    refusals: ADMIN_ONLY,
  },
  'GET /api/newsletters/recipients': {
    id: 'countNewsletterRecipients',
    summary: 'Koľkým čitateľom by teraz odišiel newsletter.',
    tag: NEWS,
    access: 'admin',
    answers: { 200: json(apiNewsletterRecipientsSchema, 'Počet potvrdených odberateľov.') },
    refusals: ADMIN_ONLY,
  },
  'POST /api/newsletters': {
    id: 'sendNewsletter',
    summary: 'Odoslanie newslettra všetkým odberateľom.',
    tag: NEWS,
    access: 'admin',
    notes: 'Odpovedá hneď (202); e-maily posiela úloha na pozadí po dávkach. Priebeh ukazuje `GET /api/newsletters`.',
    body: newsletterSchema,
    answers: { 202: json(apiNewsletterCreatedSchema, 'Newsletter je zapísaný a posiela sa.') },
    refusals: { 400: BAD_NEWSLETTER, ...ADMIN_ONLY, 409: 'Rovnaký newsletter odišiel za posledných 24 hodín.', ...JSON_BODY },
  },
  'POST /api/newsletters/preview': {
    id: 'previewNewsletter',
    summary: 'Náhľad e-mailu presne tak, ako ho dostane čitateľ.',
    tag: NEWS,
    access: 'admin',
    body: newsletterSchema,
    answers: { 200: json(apiNewsletterPreviewSchema, 'Predmet, text a HTML e-mailu (s odkazom na odhlásenie volajúceho).') },
    refusals: { 400: BAD_NEWSLETTER, ...ADMIN_ONLY, ...JSON_BODY },
  },
  'POST /api/newsletters/test': {
    id: 'sendTestNewsletter',
    summary: 'Skúšobný e-mail newslettra na vlastnú adresu volajúceho.',
    tag: NEWS,
    access: 'admin',
    body: newsletterSchema,
    answers: { 200: json(messageAnswerSchema, 'Skúšobný e-mail odišiel.') },
    refusals: {
      400: BAD_NEWSLETTER,
      ...ADMIN_ONLY,
      ...JSON_BODY,
      429: 'Priveľa skúšobných e-mailov z tohto účtu.',
      502: 'Poskytovateľ pošty e-mail neprijal.',
    },
  },
  'GET /api/outbox': {
    id: 'listOutbox',
    summary: 'E-maily, ktoré obchod odoslal alebo len uložil, najnovšie prvé.',
    tag: MAIL,
    access: 'admin',
    query: outboxQuerySchema,
    answers: { 200: json(apiOutboxPageSchema, 'Stránka e-mailov a spôsob doručovania pošty.') },
    refusals: { 400: 'Neplatné číslo alebo veľkosť stránky.', ...ADMIN_ONLY },
  },
  'GET /api/outbox/:id/attachments/:index': {
    id: 'getOutboxAttachment',
    summary: 'Príloha uloženého e-mailu (faktúra) na stiahnutie.',
    tag: MAIL,
    access: 'admin',
    notes: '`index` je poradie prílohy (0, 1, …) v `attachments` e-mailu. Dnes sú prílohy faktúry v PDF.',
    answers: { 200: file('application/pdf', 'Súbor prílohy (`Content-Disposition: attachment`).') },
    refusals: { 400: 'Neplatné ID e-mailu alebo číslo prílohy.', ...ADMIN_ONLY, 404: 'Taký e-mail alebo príloha nie je.' },
  },
});
