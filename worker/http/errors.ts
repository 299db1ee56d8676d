import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type ZodType, type z } from 'zod';
import type { AppEnv } from '../deps';
import { firstIssueMessage } from '../domain/strict-object';

/** Throw from anywhere in a request: becomes `{ message }` with this status. */
export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string) {
    super(status, { message });
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message = 'Nenájdené.') => new ApiError(404, message);

/** Validates with a zod schema; the first issue's (Slovak) message becomes a 400 (an unknown field's first). */
export function parseOr400<S extends ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssueMessage(result.error.issues));
  return result.data;
}

/** Reads a JSON body; malformed JSON is the caller's error (400), never a 500. Any env: also behind requireUser. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Telo požiadavky nie je platný JSON.');
  }
}

export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof HTTPException) {
    // Hono's validator refuses a broken JSON body in English before our schema sees it.
    const message = err.message === 'Malformed JSON in request body' ? 'Telo požiadavky nie je platný JSON.' : err.message;
    return c.json({ message: message || 'Chyba požiadavky.' }, err.status as ContentfulStatusCode);
  }
  if (err instanceof ZodError) {
    return c.json({ message: firstIssueMessage(err.issues) }, 400);
  }
  c.get('deps')?.log('error', 'unhandled error', { path: c.req.path, error: String(err?.stack ?? err) });
  return c.json({ message: 'Nastala chyba na serveri. Skúste to prosím neskôr.' }, 500);
}

/** The domain's refusals, thrown by services (worker/services): `onError` maps them to these statuses. */
export const forbidden = (message: string) => new ApiError(403, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
