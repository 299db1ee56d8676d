/**
 * What worker/app.ts answers besides `/api`: uploaded files, the header search without JavaScript and every page
 * of the site (pre-rendered, a shell, the search results and sorted lists filled by the server, the 404 page).
 * Not JSON: described by content type and status, so an integrator knows what a link answers.
 */
import { searchRedirectQuery } from '../path-params';
import { empty, file, routeTable } from './define';

const PAGES_TAG = 'Stránky a súbory';

export const sitePageRoutes = routeTable({
  'GET /uploads/*': {
    id: 'getUpload',
    summary: 'Nahraný súbor (obrázok titulu, bannera, úryvku).',
    tag: PAGES_TAG,
    access: 'public',
    notes:
      'Cesty vracia `POST /api/upload` (`/uploads/img/…`): nikdy sa nemenia, preto sa ukladajú do vyrovnávacej pamäte na rok. ' +
      'Faktúry a prílohy e-mailov tu nie sú (len cez `/api/orders/{id}/invoice` a outbox).',
    // The store serves what was put in it: uploads are images, but a file put there otherwise keeps its own type.
    answers: { 200: file('*/*', 'Súbor s typom, s akým bol uložený (nahrané obrázky: JPEG, PNG, WebP, AVIF).') },
    refusals: { 400: 'Neplatná adresa súboru.', 404: 'Súbor sa nenašiel.' },
  },
  'GET /search': {
    id: 'searchRedirect',
    summary: 'Hľadanie z hlavičky bez JavaScriptu: presmeruje na `/search/{keyword}`.',
    tag: PAGES_TAG,
    access: 'public',
    query: searchRedirectQuery,
    answers: { 302: empty('`Location: /search/{keyword}`; prázdne hľadanie na úvodnú stránku `/`.') },
    refusals: { 400: 'Neplatný parameter.' },
  },
  'GET /*': {
    id: 'getPage',
    summary: 'Stránka obchodu (HTML) alebo súbor stránky (skript, štýl, obrázok, feed).',
    tag: PAGES_TAG,
    access: 'public',
    notes:
      'Predgenerovaná stránka, inak kostra s ostrovčekom podľa tabuľky ciest, inak slovenská stránka 404. ' +
      'Výsledky hľadania `/search/{keyword}` a zoradené či filtrované zoznamy (`?zoradenie=&jazyk=&sklad=`) dopĺňa server.',
    answers: {
      200: file('*/*', 'Stránka (`text/html`) alebo súbor s typom podľa prípony.'),
      302: empty('Zoznam s parametrami zapísanými inak, než je ich jediný zápis: presmerovanie naň.'),
      400: file('text/html', 'Hľadanie alebo zoznam s neplatným parametrom: stránka so slovenským dôvodom.'),
      // Under /api/ an unknown address is the API's JSON refusal (app.ts), the one answer not HTML or text.
      404: file('*/*', 'Slovenská stránka 404 (HTML); neznáma adresa pod `/api/` odpovie JSON `{ "message": … }`.'),
      500: file('text/html', 'Výsledky hľadania alebo zoznam sa nepodarilo načítať (databáza neodpovedá): stránka so slovenskou správou.'),
    },
  },
});
