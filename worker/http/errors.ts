import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from '../deps';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { firstIssueMessage } from '../domain/strict-object';

/** The status that answers each refusal of worker/domain/errors.ts; the body is its `{ message }` (and a form's `fields`). */
const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  rateLimited: 429,
  unavailable: 502,
  switchedOff: 503,
};

/** A refusal thrown with an empty message still tells the client something. */
const EMPTY_MESSAGE = 'Chyba požiadavky.';

export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof DomainError) {
    const body = { message: err.message || EMPTY_MESSAGE, ...(err.fields ? { fields: err.fields } : {}) };
    return c.json(body, STATUS_OF_KIND[err.kind]);
  }
  if (err instanceof HTTPException) {
    // Hono's validator refuses a broken JSON body in English before our schema sees it.
    const message = err.message === 'Malformed JSON in request body' ? 'Telo požiadavky nie je platný JSON.' : err.message;
    return c.json({ message: message || EMPTY_MESSAGE }, err.status as ContentfulStatusCode);
  }
  if (err instanceof ZodError) {
    return c.json({ message: firstIssueMessage(err.issues) }, 400);
  }
  c.get('deps')?.log('error', 'unhandled error', { path: c.req.path, error: String(err?.stack ?? err) });
  return c.json({ message: 'Nastala chyba na serveri. Skúste to prosím neskôr.' }, 500);
}
