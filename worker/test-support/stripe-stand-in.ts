import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API at the network boundary: a node:http server on 127.0.0.1 (random port) that
 * answers `POST /v1/checkout/sessions` the way Stripe does, from the form-encoded body the real SDK sends, and
 * records every request so tests can assert what the shop sent. Point the app at it with
 * `config.stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', api: standIn.api }`; call `close()` in
 * afterAll.
 */

interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw form body. */
  raw: string;
  /** The form body decoded into nested objects/arrays (`line_items[0][quantity]=2` → `{ line_items: [{ quantity: '2' }] }`). */
  form: Record<string, any>;
}

/** Decodes Stripe's bracket form encoding; numeric keys make arrays. Values stay strings, as on the wire. */
function decodeStripeForm(raw: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

function checkoutSessionFrom(form: Record<string, any>) {
  const lines: any[] = form.line_items ?? [];
  const amountTotal = lines.reduce((sum, l) => sum + Number(l.quantity ?? 1) * Number(l.price_data?.unit_amount ?? 0), 0);
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    mode: form.mode ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amountTotal,
    amount_subtotal: amountTotal,
    currency: form.currency ?? lines[0]?.price_data?.currency ?? null,
    customer_email: form.customer_email ?? null,
    client_reference_id: form.client_reference_id ?? null,
    metadata: form.metadata ?? {},
    success_url: form.success_url ?? null,
    cancel_url: form.cancel_url ?? null,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  };
}

export async function startStripeStandIn() {
  const requests: RecordedStripeRequest[] = [];
  /** When set, the next requests are refused with this HTTP status (an outage, a declined key…). */
  let failWith: number | null = null;

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const entry: RecordedStripeRequest = { method: req.method ?? '', path, headers: req.headers, raw, form: decodeStripeForm(raw) };
      requests.push(entry);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(body));
      };
      if (failWith !== null) {
        return send(failWith, { error: { type: 'api_error', message: 'Stand-in told to fail.' } });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') return send(200, checkoutSessionFrom(entry.form));
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    /** The checkout sessions the shop asked for, oldest first. */
    sessionRequests: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions'),
    failNextRequests(status: number | null) {
      failWith = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK's fetch keeps connections alive: end them so close() returns.
        server.closeAllConnections();
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
