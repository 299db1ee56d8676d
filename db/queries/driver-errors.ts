/**
 * What the database refused, however drizzle and the libSQL driver wrapped it: SQLite's message travels in an
 * error's `cause`, one or two levels down. The queries' refusal checks (a unique index, a trigger's RAISE) read
 * the messages here, in one place.
 */

/**
 * The texts of `err` and of every error it was caused by, outermost first: each is the driver's `code` (when it
 * has one, e.g. SQLITE_CONSTRAINT) and its message. Bounded: a cause chain is short.
 */
export function errorMessages(err: unknown): string[] {
  const texts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const { message, code, cause } = e as { message?: unknown; code?: unknown; cause?: unknown };
    const text = [code, message].filter((part) => typeof part === 'string').join(' ');
    if (text) texts.push(text);
    e = cause;
  }
  return texts;
}

/** True when some message of `err` (or its causes) contains `text`. */
export function refusedWith(err: unknown, text: string | RegExp): boolean {
  return errorMessages(err).some((m) => (typeof text === 'string' ? m.includes(text) : text.test(m)));
}
