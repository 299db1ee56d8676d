/**
 * Every text the account API answers with, in one place: the API, its tests and the screens use the same
 * strings. The two English ones are the spec's: its client logs the user out on exactly 'token failed'.
 */
export const AUTH_MESSAGES = {
  noToken: 'Not authorized, no token',
  tokenFailed: 'Not authorized, token failed',
  adminOnly: 'Prístup majú len administrátori.',
  staffOnly: 'Prístup majú len administrátori a asistenti.',

  registered: 'Registrácia prebehla úspešne. Na Váš e-mail sme poslali linku, ktorou registráciu potvrdíte.',
  registrationLinkInvalid: 'Linka na potvrdenie registrácie je neplatná, už bola použitá alebo jej platnosť vypršala.',
  registrationConfirmed: 'ok',
  notConfirmed: 'Registrácia ešte nie je potvrdená. Potvrďte ju prosím linkou z e-mailu, ktorý sme Vám poslali.',
  badCredentials: 'Nesprávny e-mail alebo heslo.',

  resetLinkSent: 'Linka bola odoslaná na Váš e-mail',
  resetLinkInvalid: 'Linka na zmenu hesla je neplatná, už bola použitá alebo jej platnosť vypršala. Požiadajte o novú.',
  // The publisher's texts (site-facts `auth`; auth-messages.test.ts checks they agree). Written out so that the
  // islands importing these messages do not bundle the facts file.
  passwordMismatch: 'Heslá sa nezhodujú',
  passwordChanged: 'Heslo bolo úspešne zmenené',

  emailTaken: 'Tento e-mail už používa iný účet.',
  userNotFound: 'Používateľ sa nenašiel.',
  cannotDeleteSelf: 'Nemôžete vymazať vlastný účet.',
  cannotDemoteSelf: 'Nemôžete si odobrať práva administrátora.',
  userDeleted: 'Používateľ bol vymazaný.',

  loginCodeInvalid: 'Prihlásenie cez Google sa nepodarilo dokončiť. Skúste to prosím znova.',
  googleNotConfigured: 'Prihlásenie cez Google nie je na tejto stránke zapnuté.',

  contactSent: 'Správa úspešne odoslaná',
  tooManyAttempts: 'Príliš veľa pokusov. Skúste to prosím o chvíľu.',
} as const;
