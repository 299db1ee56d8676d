/**
 * The browser's tiny client for the shop API (`/api/...`): JSON in, JSON out, Slovak errors.
 * An error answer becomes an `ApiRequestError` whose message is the server's `{ message }`; a network
 * failure or an answer without a message gets the generic Slovak sentence.
 */

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

/** Calls the API and returns its JSON; throws `ApiRequestError` with a Slovak message when it fails. */
export async function apiSend<T = unknown>(path: string, { method = 'POST', body, token, signal, headers: more }: ApiOptions = {}): Promise<T> {
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
  return data as T;
}

export function apiGet<T = unknown>(path: string, opts: Omit<ApiOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiSend(path, { ...opts, method: 'GET' });
}
