/**
 * How a route of the shop is described, once: its method and path (the table's key, `'GET /api/products/:id'`),
 * who may call it, what it takes and every answer it may give. The same description makes `/api/openapi.json`
 * (openapi.ts), types the islands' client (site/lib/api.ts, types only: no zod reaches the browser) and is what
 * the route tests' answers are checked against (worker/test-support/contract-check.ts).
 */
import { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Table key: the method and Hono's path, e.g. `'PUT /api/orders/:id/paid'`. */
export type RouteKey = `${HttpMethod} /${string}`;

/**
 * Who may call it: anyone; a signed-in account (customer or staff); staff (admin or assistant); an admin only.
 * `optional`: anyone, and a bearer token, when sent, changes the answer (e.g. an order placed as a guest or as an account).
 */
type Access = 'public' | 'optional' | 'customer' | 'staff' | 'admin';

/** Every refusal's body (worker/http/errors.ts): the Slovak sentence and, for a form, each wrong field's own. */
export const refusalSchema = z.strictObject({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export interface JsonAnswer<S extends z.ZodType = z.ZodType> {
  kind: 'json';
  schema: S;
  description: string;
}
/** A file or a page (a PDF, an image, HTML): only its content type is promised. */
export interface FileAnswer {
  kind: 'file';
  contentType: string;
  description: string;
}
/** No body: 204, or a redirect (`Location`). */
export interface EmptyAnswer {
  kind: 'empty';
  description: string;
}
export type Answer = JsonAnswer | FileAnswer | EmptyAnswer;

export const json = <S extends z.ZodType>(schema: S, description: string): JsonAnswer<S> => ({ kind: 'json', schema, description });
export const file = (contentType: string, description: string): FileAnswer => ({ kind: 'file', contentType, description });
export const empty = (description: string): EmptyAnswer => ({ kind: 'empty', description });

/** Statuses a refusal may have (worker/http/errors.ts STATUS_OF_KIND, Hono's own 404). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

export interface RouteSpec {
  /** The OpenAPI operationId: unique, camelCase (`getProduct`). */
  id: string;
  /** One Slovak line: what the route does. */
  summary: string;
  /** The group it is listed under in the docs (`Tituly`, `Objednávky`, …). */
  tag: string;
  access: Access;
  /** Longer Slovak notes for integrators (optional). */
  notes?: string;
  /** The query string's fields (a zod object; the route's own schema where it has one). */
  query?: z.ZodType;
  /** A JSON body (the route's own schema); `multipart` for an upload's form data. */
  body?: z.ZodType | 'multipart';
  /** Request headers that matter beyond the bearer token (a guest order's `X-Order-Key`). */
  headers?: Record<string, string>;
  /** Every answer that is not a refusal, by status (success, a redirect, a health check's 503 with its own body). */
  answers: Partial<Record<number, Answer>>;
  /** Every refusal it may answer, with what it means here (the body is always `refusalSchema`). */
  refusals?: Partial<Record<RefusalStatus, string>>;
}

export type RouteTable = Record<RouteKey, RouteSpec>;

/**
 * Every route that takes a method with a body answers 413 over its size limit before anything else
 * (worker/http/body-limits.ts, one middleware for the whole app): described here once, for all of them.
 */
const BODY_LIMIT_REFUSAL = 'Telo požiadavky je väčšie, ako táto adresa prijme.';

/** A route's refusals as answered: its own, and the body limit's 413 for every method but GET. */
export function refusalsOf(key: string, spec: RouteSpec): Partial<Record<RefusalStatus, string>> {
  return key.startsWith('GET ') ? { ...spec.refusals } : { 413: BODY_LIMIT_REFUSAL, ...spec.refusals };
}

/** Keeps a table's literal keys and schemas for the types, while checking each entry's shape. */
export const routeTable = <T extends Record<RouteKey, RouteSpec>>(table: T): T => table;

/** A path's parameters, by name: `'/api/orders/:id/paid'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameter names of a path, at run time (for the docs and the checker). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}
