import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptDerive } from '../../adapters/password-pool-node';

/**
 * Password hashing with scrypt (node:crypto, available on Workers with nodejs_compat).
 * OWASP's scrypt option N=2^14, r=8, p=5 needs ~16 MiB, which fits a Worker's 128 MiB.
 * Stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old hashes.
 */
const N = 2 ** 14;
const R = 8;
const P = 5;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

/** In this isolate / process: node:crypto's async scrypt, which on Node runs on libuv's thread pool. */
const scryptHere: ScryptDerive = (password, salt, keylen, options) =>
  new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

let scryptImpl: ScryptDerive = scryptHere;

/**
 * Where scrypt runs. The Node entry hands it to a worker-thread pool (worker/adapters/password-pool-node.ts), so a
 * burst of logins neither fills libuv's thread pool nor takes the CPU from serving pages; Workers keep the default.
 * Process-wide on purpose: hashes are made by services, the seed and test helpers alike, and the result is the
 * same wherever it is computed. `undefined` restores the default.
 */
export function setScryptDerive(derive: ScryptDerive | undefined): void {
  scryptImpl = derive ?? scryptHere;
}

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return scryptImpl(password.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: MAXMEM });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, saltB64, keyB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
