import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { invalid, type DomainError } from '../domain/errors';
import { fieldErrorsOf } from '../domain/field-errors';
import { firstIssueMessage } from '../domain/strict-object';

/**
 * `@hono/zod-validator` with the shop's error shape: the first issue's Slovak message (an unknown field's first)
 * as `{ message }` and 400
 * (thrown, so `onError` answers it like every other refusal). Routes read the parsed value with
 * `c.req.valid(target)`; the schemas live in worker/domain and the islands import the same ones.
 * Place it after the guards: a caller without the right is refused before their input is read. `refuse` is for
 * the rare input whose refusal is not a 400 (an order document's id that names no order is a 404).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  refuse: (message: string) => DomainError = invalid,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw refuse(firstIssueMessage(result.error.issues));
  });
}

/**
 * A query schema that reads a key given twice (`?pageNumber=1&pageNumber=2`) by its first value, as
 * `c.req.query()` does: the validator hands such a key over as an array, which the list endpoints never refused.
 * Typed as the schema itself, since what it adds is only what the URL may repeat.
 */
export function firstOfRepeated<T extends ZodType>(schema: T): T {
  const firstValues = (query: unknown) =>
    Object.fromEntries(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return z.preprocess(firstValues, schema) as unknown as T;
}

/**
 * The body as JSON whatever its Content-Type says (the spec's clients do not all send one): no body or only
 * whitespace reads as `{}`, so the schema names what is missing; broken JSON is the caller's error (400), never a 500.
 */
async function lenientJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('Telo požiadavky nie je platný JSON.');
  }
}

/**
 * `validate('json', schema)` for a body that clients may leave out or send without `application/json`: no body, or
 * an empty one (the spec's clients send `PUT`s "with empty bodies"), is read as `{}` and checked by `schema` like
 * any other body; broken JSON is a 400. Read it with `c.req.valid('json')`. `form`: the body is a form's (account,
 * contact), and its 400 also names every wrong field (`fields`, worker/domain/field-errors.ts), so the form marks
 * them all at once.
 */
export function validateOptionalJson<T extends ZodType>(
  schema: T,
  { form = false } = {},
  // biome-ignore lint/suspicious/noExplicitAny: Hono's own validator types its middleware's environment `any` too, so routes of any env take it
): MiddlewareHandler<any, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    const result = schema.safeParse(await lenientJsonBody(c));
    if (!result.success) throw invalid(firstIssueMessage(result.error.issues), form ? fieldErrorsOf(result.error.issues) : undefined);
    // biome-ignore lint/complexity/noBannedTypes: Hono's addValidatedData takes `{}`; the route reads it back typed by the schema
    c.req.addValidatedData('json', result.data as {});
    await next();
  };
}

/**
 * `validate` for the few endpoints the spec answers in plain text (the registration link, the one-click
 * unsubscribe): a refused input answers `text` with a 400 instead of the JSON `{ message }`.
 */
export function validateOrText<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T, text: string) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.text(text, 400);
  });
}
