import { expect } from 'vitest';

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/**
 * The smoke test's calls to the Worker under `wrangler dev` (worker.test.ts): `baseOf` gives the address once the
 * Worker is up; `customerEmail` is the customer whose order confirmation it waits for.
 */
export function workerClient(baseOf: () => string, customerEmail: string) {
  /** One call to the Worker: status, JSON (or text) body, headers. */
  async function api(
    method: string,
    path: string,
    o: { json?: unknown; token?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...o.headers };
    if (o.json !== undefined) headers['content-type'] = 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await fetch(`${baseOf()}${path}`, {
      method,
      headers,
      body: o.json !== undefined ? JSON.stringify(o.json) : o.body,
      redirect: 'manual',
    });
    const text = await res.text();
    const body = res.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text;
    return { status: res.status, body, headers: res.headers };
  }

  /** A login body: the login schema refuses unknown fields, such as the registration's name. */
  const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });

  async function login(email: string, password: string): Promise<string> {
    const r = await api('POST', '/api/users/login', { json: { email, password } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.token;
  }

  /** The admin's view of the outbox (no mail provider is configured, so every e-mail stays there). */
  async function mailsTo(adminToken: string, to: string) {
    const r = await api('GET', '/api/outbox?pageSize=50', { token: adminToken });
    expect(r.status).toBe(200);
    return (r.body.mails as { to: string; subject: string; text: string; attachments: { contentType: string; url: string }[] }[]).filter(
      (m) => m.to === to,
    );
  }

  /** The order confirmation is sent in the background (waitUntil): looked for a bounded number of times. */
  async function confirmationOf(adminToken: string, orderNumber: string) {
    for (let i = 0; i < 40; i++) {
      const mail = (await mailsTo(adminToken, customerEmail)).find((m) => m.subject.includes(orderNumber));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 250));
    }
    return undefined;
  }

  return { api, credentials, login, mailsTo, confirmationOf };
}
