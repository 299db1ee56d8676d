/**
 * A start-up that cannot go on because of a setting: start.ts writes it as one JSON log line (level error, naming
 * the setting) and exits with code 1, instead of an uncaught `TypeError: fetch failed` that names nothing.
 */
export class StartupFailure extends Error {
  constructor(
    message: string,
    readonly data: Record<string, string>,
  ) {
    super(message);
  }
}

const SECRET_PARAM = /token|key|secret|pass|auth/i;

/**
 * An address from the environment (DATABASE_URL, MAIL_API_URL) as it may be logged: without user and password and
 * without query parameters that carry a secret (`?authToken=…`, `?key=…`). A `file:` path is kept; anything that is not a URL at all is shown only by its scheme, if it has one.
 */
export function redactUrl(raw: string): string {
  if (raw.startsWith('file:')) return raw;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    // Only a scheme is surely free of secrets; text without one may be a secret pasted in the wrong variable.
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(raw);
    return scheme ? `${scheme[0]}…` : '…';
  }
  // Without a host (`libsql:user@…`) nothing but the scheme is surely free of secrets.
  if (!u.host) return `${u.protocol}…`;
  for (const name of [...u.searchParams.keys()]) if (SECRET_PARAM.test(name)) u.searchParams.set(name, '***');
  // As written: no "/" added after a bare host.
  const path = u.pathname === '/' && !/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\//i.test(raw) ? '' : u.pathname;
  return `${u.protocol}//${u.host}${path}${u.search}`;
}

/** An error and its causes in one line ("fetch failed ← connect ECONNREFUSED 127.0.0.1:9"). */
export function describeCauses(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; depth < 6 && e !== undefined && e !== null; depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(' ← ');
}

/** Why DATABASE_URL could not be opened, as a StartupFailure whose log line names the setting and the address. */
export function databaseUnreachable(url: string, authToken: string | undefined, err: unknown): StartupFailure {
  const shown = redactUrl(url);
  const userinfo = /^[a-z]+:\/\/([^@/]+)@/i.exec(url)?.[1];
  return new StartupFailure(`cannot open the database at DATABASE_URL (${shown}): check the address, the server and DATABASE_AUTH_TOKEN`, {
    setting: 'DATABASE_URL',
    databaseUrl: shown,
    error: blank(describeCauses(err).replaceAll(url, shown), [authToken, userinfo]),
  });
}

/** A driver's message could quote the token or the URL's password: they never reach the log. */
function blank(text: string, secrets: (string | undefined)[]): string {
  for (const s of secrets) if (s) text = text.replaceAll(s, '***');
  return text;
}
