import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ScryptDerive } from '../../adapters/password-pool-node';
import { hashPassword, setScryptDerive, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const h = await hashPassword('Správne-heslo-1');
    expect(h).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('Správne-heslo-1', h)).toBe(true);
    expect(await verifyPassword('spravne-heslo-1', h)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    // A stored key of another length (a damaged or foreign hash) is a mismatch, not a crash.
    const [kind, n, r, p, salt, key] = h.split('$');
    const shortKey = Buffer.from(key, 'base64').subarray(0, 16).toString('base64');
    expect(await verifyPassword('Správne-heslo-1', [kind, n, r, p, salt, shortKey].join('$'))).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('rovnake')).not.toBe(await hashPassword('rovnake'));
  });
  it('derives with the scrypt handed to setScryptDerive (as the Node entry hands its worker pool), until undefined restores the default', async () => {
    const derived: { password: string; keylen: number; N?: number }[] = [];
    const elsewhere: ScryptDerive = (password, salt, keylen, options) => {
      derived.push({ password, keylen, N: options.N });
      return new Promise((ok, fail) => scrypt(password, salt, keylen, options, (err, key) => (err ? fail(err) : ok(key))));
    };
    setScryptDerive(elsewhere);
    let hash: string;
    try {
      hash = await hashPassword('Heslo-Inde-1');
      expect(await verifyPassword('Heslo-Inde-1', hash)).toBe(true);
      expect(derived).toEqual([
        { password: 'Heslo-Inde-1', keylen: 32, N: 16384 },
        { password: 'Heslo-Inde-1', keylen: 32, N: 16384 },
      ]);
    } finally {
      setScryptDerive(undefined);
    }
    // Same result wherever it is computed: the default verifies the hash made elsewhere, without the pool.
    expect(await verifyPassword('Heslo-Inde-1', hash)).toBe(true);
    expect(derived).toHaveLength(2);
  });
});
