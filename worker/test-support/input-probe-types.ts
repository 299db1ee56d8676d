import type { TestAccount } from './accounts';
import type { TestApp } from './test-app';

/** The input probes' shapes (input-probes.ts and the feature rows it spreads, e.g. input-probes-checkout.ts). */

export type Caller = 'visitor' | 'customer' | 'admin';

export interface Fixture {
  t: TestApp;
  customer: TestAccount;
  tokens: Record<Exclude<Caller, 'visitor'>, string>;
}
export interface BodyRoute {
  route: string;
  as: Caller;
  /** Path and valid body, made fresh for each test (a record of its own to change); `token` replaces the caller's. */
  setup: (f: Fixture) => Promise<{ path: string; body: Record<string, unknown>; token?: string }>;
  /** Fields the spec's client sends beside the valid body that the server accepts and ignores. */
  clientExtras?: Record<string, unknown>;
  ok: number;
  /** Leaves where `null` is a legitimate "empty" (optional texts, related titles…). */
  nullable?: string[];
}
