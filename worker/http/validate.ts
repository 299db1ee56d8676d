import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { ZodType, z } from 'zod';
import { firstIssueMessage } from '../domain/strict-object';
import { badRequest, jsonBody, parseOr400 } from './errors';

/**
 * `@hono/zod-validator` with the shop's error shape: the first issue's Slovak message (an unknown field's first)
 * as `{ message }` and 400
 * (thrown, so `onError` answers it like every other refusal). Routes read the parsed value with
 * `c.req.valid(target)`; the schemas live in worker/domain and the islands import the same ones.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(firstIssueMessage(result.error.issues));
  });
}


/**
 * `validate('json', schema)` for a body that clients may leave out: no body, or an empty one even when sent as
 * `application/json` (the spec's clients send `PUT`s "with empty bodies"), is read as `{}` and checked by
 * `schema` like any other body; broken JSON is a 400. Read it with `c.req.valid('json')`.
 */
export function validateOptionalJson<T extends ZodType>(schema: T): MiddlewareHandler<any, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parseOr400(schema, await jsonBody(c)) as {});
    await next();
  };
}
