import { describe, expect, it } from 'vitest';
import { loginPageUrl, forgotPasswordPageUrl } from './account-links';
import { normalizeEmail, profileSchema, safeRedirectPath } from './account-rules';
import { pageCount } from './pagination';

const good = 'Zelený-strom-77';
const refusal = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? undefined : r.error!.issues[0]!.message);

describe('account rules at their edges', () => {
  it('normalises an e-mail by trimming and lower-casing it only', () => {
    expect(normalizeEmail('  Jana.Nova@Example.SK \n')).toBe('jana.nova@example.sk');
  });

  it('changes the password on the profile only when both fields agree; an empty field keeps it', () => {
    expect(profileSchema.parse({ password: '', confirmPassword: '' })).toEqual({ confirmPassword: '' });
    expect(profileSchema.parse({ password: null })).toEqual({});
    expect(profileSchema.parse({ password: good })).toEqual({ password: good });
    expect(profileSchema.parse({ confirmPassword: good })).toEqual({ confirmPassword: good });
    expect(profileSchema.parse({ password: good, confirmPassword: good })).toEqual({ password: good, confirmPassword: good });
    expect(refusal(profileSchema.safeParse({ password: good, confirmPassword: `${good}!` }))).toBe('Heslá sa nezhodujú');
  });

  it('redirects after sign-in only to a path of this site up to 500 characters', () => {
    const path = `/${'a'.repeat(499)}`;
    expect(safeRedirectPath(path)).toBe(path);
    expect(safeRedirectPath(`${path}b`)).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/cart\\')).toBe('/');
    expect(safeRedirectPath('/profile')).toBe('/profile');
  });

  it('builds page links from the configured base', () => {
    expect(loginPageUrl('https://prud.sk//')).toBe('https://prud.sk/login');
    expect(forgotPasswordPageUrl('https://prud.sk')).toBe('https://prud.sk/forgot-password');
  });

  it('counts pages, at least one', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10), pageCount(95, 10)]).toEqual([1, 1, 2, 10]);
  });
});
