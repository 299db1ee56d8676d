/** Accounts, sign-in, subscribers, newsletters and the outbox. */
import { z } from 'zod';
import {
  adminUserUpdateSchema,
  contactSchema,
  forgotPasswordSchema,
  loginCodeSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '../account-rules';
import { messageAnswerSchema } from '../answers';
import { googleCallbackQuery, googleStartQuery } from '../path-params';
import { personalDataExportSchema } from '../personal-data-answers';
import { deleteAccountSchema } from '../personal-data';
import { apiAuthConfigSchema, apiUserSchema, userInfoSchema } from '../user-shape';
import { ADMIN_ONLY, BAD_FORM, SIGNED_IN, SMALL_BODY, TOO_OFTEN } from './account-refusals';
import { empty, file, json, routeTable } from './define';
import { newsletterRoutes } from './newsletters';

const USERS = 'Účty';
const SIGN_IN = 'Prihlásenie';
const done = (description: string) => json(messageAnswerSchema, description);
const BAD_ID = 'Neplatné ID v adrese.';

const userRoutes = routeTable({
  'POST /api/users': {
    id: 'registerUser',
    summary: 'Registrácia: účet čaká na potvrdenie odkazom z e-mailu.',
    tag: USERS,
    access: 'public',
    notes:
      'Odpoveď je rovnaká pre každú adresu (nikto sa nedozvie, kto má účet): nová adresa dostane odkaz na potvrdenie, ' +
      'potvrdený účet e-mail „účet už máte“. Neprihlasuje. `redirect` (cesta na tomto webe) ide v odkazoch z e-mailu; ' +
      '`origURL` starého klienta sa prijme a ignoruje.',
    body: registerSchema,
    answers: { 201: done('Registrácia prijatá, odkaz odišiel e-mailom.') },
    refusals: { 400: BAD_FORM, ...SMALL_BODY, ...TOO_OFTEN },
  },
  'POST /api/users/login': {
    id: 'login',
    summary: 'Prihlásenie e-mailom a heslom: userInfo s tokenom.',
    tag: SIGN_IN,
    access: 'public',
    body: loginSchema,
    answers: { 200: json(userInfoSchema, 'Prihlásený: údaje účtu a `token`.') },
    refusals: {
      400: 'Chýba e-mail alebo heslo.',
      401: 'Nesprávny e-mail alebo heslo, alebo registrácia ešte nie je potvrdená.',
      ...SMALL_BODY,
      ...TOO_OFTEN,
    },
  },
  'GET /api/users/profile': {
    id: 'getOwnProfile',
    summary: 'Vlastný účet prihláseného (userInfo s novým tokenom).',
    tag: USERS,
    access: 'customer',
    answers: { 200: json(userInfoSchema, 'Údaje účtu a `token`.') },
    refusals: SIGNED_IN,
  },
  'GET /api/users/profile/export': {
    id: 'exportOwnData',
    summary: 'Všetky osobné údaje prihláseného ako súbor JSON (GDPR čl. 15 a 20).',
    tag: USERS,
    access: 'customer',
    notes: 'Odpoveď má `Content-Disposition: attachment` s menom súboru. Kľúče sú slovenské; každá časť má `popis`.',
    answers: { 200: json(personalDataExportSchema, 'Súbor s osobnými údajmi.') },
    refusals: SIGNED_IN,
  },
  'DELETE /api/users/profile': {
    id: 'deleteOwnAccount',
    summary: 'Zrušenie vlastného účtu, potvrdené heslom alebo kódom z nového prihlásenia cez Google.',
    tag: USERS,
    access: 'customer',
    notes:
      'Kód `googleCode` dá `GET /api/auth/google/start?intent=delete-account`. Objednávky a faktúry zostávajú ' +
      '(zákonná lehota), recenzie dostanú meno „Bývalý zákazník“.',
    body: deleteAccountSchema,
    answers: { 200: done('Účet je zrušený.') },
    refusals: {
      400: 'Nesprávne heslo, neplatný kód z Googlu, chýba potvrdenie, alebo ide o jediného administrátora.',
      ...SIGNED_IN,
      ...SMALL_BODY,
      ...TOO_OFTEN,
    },
  },
  'PUT /api/users/profile': {
    id: 'updateOwnProfile',
    summary: 'Zmena vlastného mena, e-mailu, hesla alebo odberu noviniek.',
    tag: USERS,
    access: 'customer',
    notes: 'Mení len poslané polia. Prázdne heslo = ponechať. `_id` a `id` starého klienta sa prijmú a ignorujú.',
    body: profileSchema,
    answers: { 200: json(userInfoSchema, 'Zmenený účet a `token`.') },
    refusals: {
      400: `${BAD_FORM} Aj e-mail, ktorý má iný účet.`,
      ...SIGNED_IN,
      ...SMALL_BODY,
      429: 'Priveľa zapnutí odberu noviniek (každé posiela e-mail).',
    },
  },
  'GET /api/users': {
    id: 'listUsers',
    summary: 'Všetky účty.',
    tag: USERS,
    access: 'admin',
    answers: { 200: json(z.array(apiUserSchema), 'Účty.') },
    refusals: ADMIN_ONLY,
  },
  'GET /api/users/:email/:token': {
    id: 'confirmRegistration',
    summary: 'Potvrdenie registrácie odkazom z e-mailu (odpoveď je text).',
    tag: USERS,
    access: 'public',
    notes: 'Ako v pôvodnom obchode odpovedá čistým textom: `ok`, alebo prečo nie. Odkaz platí raz.',
    answers: {
      200: file('text/plain', 'Text `ok`: účet je potvrdený.'),
      400: file('text/plain', 'Text: odkaz je neplatný, použitý alebo mu vypršala platnosť.'),
    },
    refusals: TOO_OFTEN,
  },
  'GET /api/users/:id': {
    id: 'getUser',
    summary: 'Jeden účet.',
    tag: USERS,
    access: 'admin',
    answers: { 200: json(apiUserSchema, 'Účet.') },
    refusals: { 400: BAD_ID, ...ADMIN_ONLY, 404: 'Taký účet nie je.' },
  },
  'PUT /api/users/:id': {
    id: 'updateUser',
    summary: 'Zmena účtu administrátorom: meno, e-mail, role, odber noviniek.',
    tag: USERS,
    access: 'admin',
    notes: 'Telo je objekt používateľa ako z `GET /api/users/:id`: ostatné jeho polia sa prijmú a ignorujú.',
    body: adminUserUpdateSchema,
    answers: { 200: json(apiUserSchema, 'Zmenený účet.') },
    refusals: {
      400: 'Chybné údaje, e-mail iného účtu, alebo by si administrátor sám odobral práva.',
      ...ADMIN_ONLY,
      404: 'Taký účet nie je.',
      ...SMALL_BODY,
    },
  },
  'DELETE /api/users/:id': {
    id: 'deleteUser',
    summary: 'Zrušenie účtu administrátorom.',
    tag: USERS,
    access: 'admin',
    answers: { 200: done('Účet je zrušený.') },
    refusals: { 400: `${BAD_ID} Alebo vlastný účet (ten sa ruší cez profil).`, ...ADMIN_ONLY, 404: 'Taký účet nie je.', ...SMALL_BODY },
  },
});

const authRoutes = routeTable({
  'GET /api/auth/config': {
    id: 'getAuthConfig',
    summary: 'Čo tento obchod ponúka: prihlásenie cez Google, platbu kartou.',
    tag: SIGN_IN,
    access: 'public',
    answers: { 200: json(apiAuthConfigSchema, 'Zapnuté možnosti.') },
  },
  'POST /api/auth/forgot-password': {
    id: 'forgotPassword',
    summary: 'Zabudnuté heslo: odkaz na zmenu hesla e-mailom.',
    tag: SIGN_IN,
    access: 'public',
    notes: 'Odpoveď je rovnaká pre každú adresu. `origURL` starého klienta sa prijme a ignoruje.',
    body: forgotPasswordSchema,
    answers: { 200: done('Ak účet existuje, odkaz odišiel.') },
    refusals: { 400: BAD_FORM, ...SMALL_BODY, ...TOO_OFTEN },
  },
  'POST /api/auth/reset-password': {
    id: 'resetPassword',
    summary: 'Nové heslo s tokenom z odkazu.',
    tag: SIGN_IN,
    access: 'public',
    body: resetPasswordSchema,
    answers: { 200: done('Heslo je zmenené.') },
    refusals: { 400: `${BAD_FORM} Aj neplatný alebo použitý odkaz.`, ...SMALL_BODY, ...TOO_OFTEN },
  },
  'POST /api/auth/currentuser': {
    id: 'loginWithCode',
    summary: 'Prihlásenie jednorazovým kódom z prihlásenia cez Google.',
    tag: SIGN_IN,
    access: 'public',
    notes: '`dataInfo` je kód z `/login?code=…`, kam vráti `GET /api/auth/google/callback`. Platí raz a krátko.',
    body: loginCodeSchema,
    answers: { 200: json(userInfoSchema, 'Prihlásený: údaje účtu a `token`.') },
    refusals: { 400: 'Chýba kód alebo nemá správny tvar.', 401: 'Kód neplatí (použitý alebo vypršal).', ...SMALL_BODY, ...TOO_OFTEN },
  },
  'POST /api/auth/contact': {
    id: 'sendContactMessage',
    summary: 'Správa z kontaktného formulára obchodu.',
    tag: 'Kontakt',
    access: 'public',
    notes: 'Odpoveď je reťazec JSON `"ok"` (ako ho čítajú klienti pôvodného obchodu).',
    body: contactSchema,
    answers: { 201: json(z.literal('ok'), 'Správa je uložená a odoslaná obchodu.') },
    refusals: { 400: BAD_FORM, 413: 'Telo požiadavky je väčšie, ako dovoľuje správa s 5 000 znakmi.', ...TOO_OFTEN },
  },
  'GET /api/auth/google/start': {
    id: 'startGoogleSignIn',
    summary: 'Začiatok prihlásenia cez Google (presmerovanie na Google).',
    tag: SIGN_IN,
    access: 'public',
    notes:
      'Pre prehliadač, nie pre volanie z kódu. `redirect`: cesta na tomto webe, kam sa človek vráti. ' +
      '`intent=delete-account`: potvrdenie zrušenia účtu (návrat na `/profile#zrusit-ucet=…`).',
    query: googleStartQuery,
    answers: { 302: empty('Na Google; ak Google neodpovedá, na `/login?error=…`.') },
    refusals: { 400: 'Neznámy účel (`intent`).', 404: 'Prihlásenie cez Google nie je zapnuté.' },
  },
  'GET /api/auth/google/callback': {
    id: 'finishGoogleSignIn',
    summary: 'Návrat z Googlu: presmerovanie na prihlásenie s jednorazovým kódom.',
    tag: SIGN_IN,
    access: 'public',
    notes: 'Na `/login?code=…` (kód pre `POST /api/auth/currentuser`) alebo `/login?error=<druh>`; pri zrušení účtu na `/profile#…`.',
    query: googleCallbackQuery,
    answers: { 302: empty('Na prihlasovaciu stránku (alebo profil) s kódom či chybou.') },
    refusals: { 404: 'Prihlásenie cez Google nie je zapnuté.' },
  },
});

export const accountRoutes = routeTable({ ...userRoutes, ...authRoutes, ...newsletterRoutes });
