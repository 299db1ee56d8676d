import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const h = await hashPassword('Správne-heslo-1');
    expect(h).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('Správne-heslo-1', h)).toBe(true);
    expect(await verifyPassword('spravne-heslo-1', h)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('rovnake')).not.toBe(await hashPassword('rovnake'));
  });
});
