/**
 * The refusals the account routes share, written once in the words an integrator reads (Slovak): who may call,
 * how much a body may carry (worker/http/body-limits.ts) and how often.
 */
export const SIGNED_IN = {
  401: 'Chýba token (`Not authorized, no token`) alebo neplatí (`Not authorized, token failed`): prihláste sa znova.',
} as const;
export const ADMIN_ONLY = { ...SIGNED_IN, 403: 'Prístup majú len administrátori.' } as const;
/** `/api/users`, `/api/auth`, `/api/subscribers`, `/unsubscribe`: a few short fields (BODY_LIMITS.account). */
export const SMALL_BODY = { 413: 'Telo požiadavky je väčšie ako 8 KB.' } as const;
/** Every other body (BODY_LIMITS.json). */
export const JSON_BODY = { 413: 'Telo požiadavky je väčšie ako 100 KB.' } as const;
export const TOO_OFTEN = {
  429: 'Príliš veľa pokusov z tejto adresy alebo pre tento účet či e-mail: skúste to o chvíľu (hlavička `Retry-After`).',
} as const;
export const BAD_FORM =
  'Chybné údaje: `message` hovorí prvú chybu, `fields` chybu každého poľa (podľa jeho cesty v tele). Neznáme pole je tiež chyba.';
