import type { ScryptOptions } from 'node:crypto';
import { threadPool } from './thread-pool-node';

/**
 * One scrypt derivation: node:crypto's `scrypt` arguments, as a promise. The password service runs its hashes
 * through one (`setScryptDerive`): this pool on Node, node:crypto's own elsewhere.
 */
export type ScryptDerive = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

/** The thread's work: scryptSync blocks this thread only (the async form would go back to libuv's shared pool). */
const SCRYPT_BODY = `
const { scryptSync } = require('node:crypto');
const work = (job) => scryptSync(job.password, job.salt, job.keylen, job.options);
`;

interface ScryptJob {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
}

export interface ScryptPoolOptions {
  /** Threads hashing at once. */
  size: number;
  /** Nice value of the hashing threads (0 = as the event loop; Linux only, ignored elsewhere). */
  nice?: number;
}

export interface ScryptPool {
  derive: ScryptDerive;
  /** Jobs waiting for a thread (the bench reports it). */
  queued(): number;
  close(): Promise<void>;
}

/**
 * scrypt on a few worker threads of its own (thread-pool-node.ts), for worker/services/accounts/password.ts `setScryptDerive` on
 * Node: when hashing and serving compete for the cores, the event loop wins and logins wait a little longer.
 */
export function scryptPool(o: ScryptPoolOptions): ScryptPool {
  const pool = threadPool<ScryptJob, Uint8Array>({ name: 'scrypt', body: SCRYPT_BODY, size: o.size, nice: o.nice });
  return {
    derive: async (password, salt, keylen, options) => {
      const key = await pool.run({ password, salt, keylen, options });
      return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
    },
    queued: pool.queued,
    close: pool.close,
  };
}
