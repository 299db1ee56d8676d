import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { firstIssueMessage } from '../domain/strict-object';
import { badRequest } from './errors';

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

