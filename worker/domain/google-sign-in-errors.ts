/**
 * Why a Google sign-in failed, as the browser learns it from `/login?error=<kind>`. The kinds are the spec's
 * (named after the Firebase popup errors the old shop showed); a server-side redirect flow meets them as
 * follows: the user cancels at Google → popup-closed-by-user; a second sign-in started in another tab replaced
 * the first one's state → cancelled-popup-request; the browser kept no cookie → web-storage-unsupported; Google
 * rejects our client id/secret → invalid-api-key; our redirect URI is not registered → unauthorized-domain;
 * Google cannot be reached → network-request-failed; anything else → internal-error.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  'popup-blocked': 'Prehliadač zablokoval prihlasovacie okno Google. Povoľte prosím vyskakovacie okná a skúste to znova.',
  'popup-closed-by-user': 'Prihlásenie cez Google ste zrušili.',
  'cancelled-popup-request': 'Prihlásenie cez Google bolo prerušené ďalšou požiadavkou. Skúste to prosím znova.',
  'unauthorized-domain': 'Táto adresa nemá povolené prihlásenie cez Google. Kontaktujte nás prosím.',
  'network-request-failed': 'Nepodarilo sa spojiť so službou Google. Skontrolujte pripojenie a skúste to znova.',
  'web-storage-unsupported': 'Prehliadač neukladá cookies, bez ktorých sa prihlásenie nedá dokončiť. Povoľte ich prosím.',
  'invalid-api-key': 'Prihlásenie cez Google je na tejto stránke nesprávne nastavené. Kontaktujte nás prosím.',
  'internal-error': 'Pri prihlasovaní cez Google nastala chyba. Skúste to prosím znova.',
  'email-not-verified': 'Váš e-mail v účte Google nie je overený, preto ho nemôžeme použiť na prihlásenie.',
  // Issue 31: confirming 'Zrušiť účet' with a Google account that no account of the shop is linked to.
  'account-not-linked':
    'S týmto účtom Google nie je prepojený žiadny účet obchodu. Prihláste sa tým účtom Google, ktorým sa prihlasujete do obchodu.',
} as const;

export type GoogleSignInErrorKind = keyof typeof GOOGLE_SIGN_IN_ERRORS;

/** The `error` codes an OAuth 2.0 / OpenID provider sends back (RFC 6749 §4.1.2.1, §5.2; OIDC Core §3.1.2.6). */
export function kindForProviderError(code: string | undefined | null): GoogleSignInErrorKind {
  switch (code) {
    case 'access_denied':
    case 'consent_required':
    case 'interaction_required':
    case 'login_required':
    case 'account_selection_required':
      return 'popup-closed-by-user';
    case 'invalid_client':
    case 'unauthorized_client':
      return 'invalid-api-key';
    case 'redirect_uri_mismatch':
      return 'unauthorized-domain';
    case 'temporarily_unavailable':
      return 'network-request-failed';
    default:
      return 'internal-error';
  }
}

/** The Slovak sentence for `/login?error=<kind>`; unknown kinds (a hand-edited URL) get the generic one. */
export function googleSignInErrorMessage(kind: string | undefined | null): string {
  return Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, kind ?? '')
    ? GOOGLE_SIGN_IN_ERRORS[kind as GoogleSignInErrorKind]
    : GOOGLE_SIGN_IN_ERRORS['internal-error'];
}
