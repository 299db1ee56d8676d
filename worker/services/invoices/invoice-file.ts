import type { AppDeps, ObjectStore } from '../../deps';
import type { ApiOrder } from '../../domain/orders';
import { siteFacts } from '../../domain/site-facts';

/**
 * Every invoice is rendered once and kept in the object store (R2; the local store on Node): the confirmation
 * e-mail, its retries, the resend button and every download read the stored file. The key holds a signature of
 * everything the PDF prints, so an order that changes what its invoice shows (paid, cancelled; the publisher's
 * facts) gets a fresh PDF, and nothing else does (a parcel number, the e-mail's status).
 */

/** Raise when the invoice's layout changes, so stored invoices are rendered afresh. */
const LAYOUT_VERSION = 1;

/** Keys live under this prefix; /uploads serves store keys, but these are unguessable (signed with the token secret). */
export const INVOICE_KEY_PREFIX = 'invoices/';

/** What the invoice does not print and may change after the order: left out of the key. */
type Unprinted =
  | 'confirmationEmail'
  | 'isDelivered'
  | 'deliveredAt'
  | 'parcelNumber'
  | 'paymentFailedAt'
  | 'newsletter'
  | 'user'
  | 'remindedAt'
  | 'cancelReason';

function printedFacts(order: ApiOrder): Omit<ApiOrder, Unprinted> {
  // dueDate and dueDateChange are printed: an extension reissues the invoice (same number, a note of the change).
  const {
    confirmationEmail,
    isDelivered,
    deliveredAt,
    parcelNumber,
    paymentFailedAt,
    newsletter,
    user,
    remindedAt,
    cancelReason,
    ...printed
  } = order;
  return printed;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** `invoices/{order id}/{HMAC of the printed facts}.pdf`: unguessable without the server's secret. */
export async function invoiceKey(secret: string, order: ApiOrder): Promise<string> {
  const facts = JSON.stringify([LAYOUT_VERSION, printedFacts(order), siteFacts.organization, siteFacts.orders]);
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`invoice:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(facts)));
  return `${INVOICE_KEY_PREFIX}${order._id}/${signature.slice(0, 40)}.pdf`;
}

async function bytesOf(body: ReadableStream | ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * Reads and renders of this process still running, by store and key: a download that comes while the
 * confirmation renders the same invoice waits for that render instead of starting a second one.
 */
const inFlight = new WeakMap<ObjectStore, Map<string, Promise<Uint8Array>>>();

type InvoiceDeps = Pick<AppDeps, 'store' | 'renderInvoice' | 'config' | 'log'>;

/** The invoice of `order`: from the store, else rendered (`deps.renderInvoice`) and stored. */
export async function invoicePdf(deps: InvoiceDeps, order: ApiOrder): Promise<Uint8Array> {
  const key = await invoiceKey(deps.config.tokenSecret, order);
  let running = inFlight.get(deps.store);
  if (!running) {
    running = new Map();
    inFlight.set(deps.store, running);
  }
  const pending = running.get(key);
  if (pending) return pending;
  const task = storedOrRendered(deps, key, order).finally(() => running.delete(key));
  running.set(key, task);
  return task;
}

async function storedOrRendered(deps: InvoiceDeps, key: string, order: ApiOrder): Promise<Uint8Array> {
  const stored = await deps.store.get(key);
  if (stored) return bytesOf(stored.body);
  const pdf = await deps.renderInvoice(order);
  // A store that fails costs a render next time, never this document.
  await deps.store.put(key, pdf, 'application/pdf').catch((err) => deps.log('error', 'invoice not stored', { key, error: String(err) }));
  return pdf;
}
