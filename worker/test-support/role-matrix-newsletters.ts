import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newsletters } from '../../db/schema';
import type { TestApp } from './test-app';

/** The role matrix's rows for `/api/newsletters` (issue 20): admins only; each call a subject of its own. */
let made = 0;
const body = () => ({ subject: `Z matice ${++made}`, text: 'Text newslettera z matice.' });

// Typed where they are spread into PROTECTED_ENDPOINTS (importing its type here would make a cycle).
export const NEWSLETTER_ENDPOINTS = [
  { route: 'GET /api/newsletters', path: '/api/newsletters', access: 'admin' as const },
  { route: 'GET /api/newsletters/recipients', path: '/api/newsletters/recipients', access: 'admin' as const },
  {
    route: 'POST /api/newsletters',
    path: '/api/newsletters',
    body,
    access: 'admin' as const,
    ok: 202,
    stored: async (f: { t: TestApp }, c: { answer: { _id: string } }) =>
      expect(
        (
          await f.t.db
            .select()
            .from(newsletters)
            .where(eq(newsletters.id, Number(c.answer._id)))
        ).length,
      ).toBe(1),
  },
  {
    route: 'POST /api/newsletters/preview',
    path: '/api/newsletters/preview',
    body,
    access: 'admin' as const,
    writesNothing: 'renders the mail, sends nothing',
  },
  {
    route: 'POST /api/newsletters/test',
    path: '/api/newsletters/test',
    body,
    access: 'admin' as const,
    writesNothing: "mails the caller's own address (the outbox row is checked in newsletters.test.ts)",
  },
];
