import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';
import { siteFacts } from './site-facts';

describe('account messages', () => {
  it('are the publisher texts of site-facts where it has them', () => {
    expect(AUTH_MESSAGES.passwordMismatch).toBe(siteFacts.auth.passwordMismatch);
    expect(AUTH_MESSAGES.passwordChanged).toBe(siteFacts.auth.resetSuccess);
  });
});
