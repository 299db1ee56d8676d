/**
 * The refusals the shop's rules can make, named once and free of HTTP: services (and the rules they call) throw
 * these; the worker's one `onError` (worker/http/errors.ts) turns a kind into a status and the Slovak `{ message }`.
 * So a service can run outside a request (the scheduled job, the seed, a test) and still say what went wrong.
 */

import type { FieldErrors } from './field-errors';

export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupported'
  | 'rateLimited'
  | 'unavailable'
  | 'switchedOff';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** A form's refusal: each wrong field's own message (worker/domain/field-errors.ts), answered beside `message`. */
  readonly fields?: FieldErrors;
  constructor(kind: DomainErrorKind, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    if (fields && Object.keys(fields).length > 0) this.fields = fields;
  }
}

/** The input breaks a rule (a 400); a form's route also names the wrong fields, each with its own message. */
export const invalid = (message: string, fields?: FieldErrors) => new DomainError('invalid', message, fields);
/** Nobody (or nobody valid) is signed in (a 401). */
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
/** Signed in, but this account may not do it (a 403). */
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** No such thing, or not one this caller may see (a 404). */
export const notFound = (message = 'Nenájdené.') => new DomainError('notFound', message);
/** The stored state does not allow it now (a 409): sold out, already paid, changed meanwhile. */
export const conflict = (message: string) => new DomainError('conflict', message);
/** The body or file is larger than the rule allows (a 413). */
export const tooLarge = (message: string) => new DomainError('tooLarge', message);
/** Too many attempts in a short time (a 429). */
export const rateLimited = (message: string) => new DomainError('rateLimited', message);
/** The file is not of a kind the rule accepts (a 415). */
export const unsupported = (message: string) => new DomainError('unsupported', message);
/** A service the shop relies on (the card gateway, the mail provider) did not answer (a 502). */
export const unavailable = (message: string) => new DomainError('unavailable', message);
/** Something this installation has not set up (card payments without Stripe keys on a public shop): a 503. */
export const switchedOff = (message: string) => new DomainError('switchedOff', message);
