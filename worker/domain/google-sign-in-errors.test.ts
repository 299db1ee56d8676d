import { describe, expect, it } from 'vitest';
import { GOOGLE_SIGN_IN_ERRORS, googleSignInErrorMessage, kindForProviderError } from './google-sign-in-errors';

describe('Google sign-in errors', () => {
  it.each([
    ['access_denied', 'popup-closed-by-user'],
    ['consent_required', 'popup-closed-by-user'],
    ['interaction_required', 'popup-closed-by-user'],
    ['login_required', 'popup-closed-by-user'],
    ['account_selection_required', 'popup-closed-by-user'],
    ['invalid_client', 'invalid-api-key'],
    ['unauthorized_client', 'invalid-api-key'],
    ['redirect_uri_mismatch', 'unauthorized-domain'],
    ['temporarily_unavailable', 'network-request-failed'],
    ['server_error', 'internal-error'],
    ['', 'internal-error'],
    [null, 'internal-error'],
    [undefined, 'internal-error'],
  ])('the provider error %j reads as %s', (code, kind) => {
    expect(kindForProviderError(code)).toBe(kind);
  });

  it('gives each kind its sentence and unknown kinds the generic one', () => {
    expect(googleSignInErrorMessage('popup-closed-by-user')).toBe('Prihlásenie cez Google ste zrušili.');
    expect(googleSignInErrorMessage('email-not-verified')).toBe(GOOGLE_SIGN_IN_ERRORS['email-not-verified']);
    for (const kind of ['toString', 'x', '', null, undefined]) expect(googleSignInErrorMessage(kind)).toBe(GOOGLE_SIGN_IN_ERRORS['internal-error']);
  });
});
