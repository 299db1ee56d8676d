/**
 * The browser's tiny client for the shop API (`/api/...`): JSON in, JSON out, Slovak errors.
 * An error answer becomes an `ApiRequestError` whose message is the server's `{ message }`; a network
 * failure or an answer without a message gets the generic Slovak sentence.
 */

import type { z } from 'zod';
import type { ApiContract } from '~/worker/domain/api-contract';
import type { FileAnswer, JsonAnswer, PathParamNames } from '~/worker/domain/api-contract/define';
import type { FieldErrors } from '~/worker/domain/field-errors';

export const GENERIC_ERROR = 'Požiadavka zlyhala. Skúste to prosím znova.';

export class ApiRequestError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, aborted). */
  readonly status: number;
  /** A form's 400: each wrong field's own message by its path in the body (worker/domain/field-errors.ts). */
  readonly fields: FieldErrors;
  constructor(message: string, status: number, fields: FieldErrors = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fields = fields;
  }
}

/** The answer's `fields`, only its string messages (an answer is not trusted to have the shape). */
function fieldsOf(data: unknown): FieldErrors {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (a FormData body is sent as it is, for uploads). */
  body?: unknown;
  /** The bearer token of `userInfo`, when the call needs a signed-in user. */
  token?: string;
  /** More request headers (a guest order's private key: `X-Order-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the API and returns its JSON (unknown: the typed client below gives it the contract's type); throws
 * `ApiRequestError` with a Slovak message when it fails.
 */
export async function apiSend(path: string, { method = 'POST', body, token, signal, headers: more }: ApiOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { ...more, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiRequestError(GENERIC_ERROR, 0);
  }
  const data = await readJson(res);
  if (!res.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiRequestError(typeof message === 'string' && message.trim() ? message : GENERIC_ERROR, res.status, fieldsOf(data));
  }
  return data;
}

/* ---- The typed client: one call per described route (worker/domain/api-contract), types only in the bundle. ---- */

/** A route the browser may call: `'GET /api/products/:id'`, as the contract names it. */
export type ApiKey = Extract<keyof ApiContract, `${string} /api/${string}`>;
type Spec<K extends ApiKey> = ApiContract[K];
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type SuccessStatus = 200 | 201 | 202 | 204;
type Success<K extends ApiKey> = Spec<K>['answers'][Extract<keyof Spec<K>['answers'], SuccessStatus>];

/**
 * What a route answers when it succeeds: its JSON schema's output, or nothing. A file (an invoice) is not read
 * through this client but downloaded (site/stores/user.ts authDownload): `never` says so to a caller who tries.
 */
export type ApiAnswer<K extends ApiKey> =
  Success<K> extends JsonAnswer<infer S> ? z.output<S> : Success<K> extends FileAnswer ? never : undefined;

type ParamsInput<K extends ApiKey> = [PathParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<PathOf<K>>, string | number> };
type QueryInput<K extends ApiKey> = Spec<K> extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined };
type BodyInput<K extends ApiKey> =
  Spec<K> extends { body: infer B } ? (B extends z.ZodType ? { body: z.input<B> } : { body: FormData }) : { body?: undefined };

/** What a call takes: the path's parameters, the query, the body (each as the contract types them) and the options. */
export type ApiInput<K extends ApiKey> = ParamsInput<K> & QueryInput<K> & BodyInput<K> & Omit<ApiOptions, 'method' | 'body'>;
/** The input is optional when the route takes nothing that is required. */
export type ApiArgs<K extends ApiKey> = Partial<ApiInput<K>> extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>];

/** The address and options of a call: the key's method, its path with the parameters filled in, the query appended. */
export function apiRequestOf(key: ApiKey, input: { params?: Record<string, string | number>; query?: unknown } & ApiOptions = {}) {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as NonNullable<ApiOptions['method']>;
  let path = key.slice(space + 1).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  if (query.size) path += `?${query}`;
  const { params: _params, query: _query, ...options } = input;
  return { path, options: { ...options, method } };
}

/** The one sender a typed call goes through: plain (`apiSend`), as the signed-in user, or with a guest order's key. */
export type Sender = (path: string, options: ApiOptions) => Promise<unknown>;

/**
 * A typed call through `send`. The answer is the one place the browser takes the server at its word: its type is
 * the contract's, and the contract test (worker/test-support/contract-check.ts) fails any route answer outside it.
 */
export function apiCallVia<K extends ApiKey>(send: Sender, key: K, input?: ApiInput<K>): Promise<ApiAnswer<K>> {
  const { path, options } = apiRequestOf(key, input ?? {});
  return send(path, options) as Promise<ApiAnswer<K>>;
}

/** Calls a described route: `api('GET /api/products/:id', { params: { id } })`. */
export function api<K extends ApiKey>(key: K, ...[input]: ApiArgs<K>): Promise<ApiAnswer<K>> {
  return apiCallVia(apiSend, key, input);
}
