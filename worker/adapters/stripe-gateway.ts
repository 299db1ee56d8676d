import Stripe from 'stripe';
import type { AppConfig } from '../deps';
import type { CheckoutLine } from '../domain/payments';

/**
 * The only place that talks to Stripe. Two gateways behind one interface: the real SDK (Stripe test or live mode,
 * or a local stand-in in tests) and the shop's own test checkout when no secret key is configured. Webhook
 * signatures are made and checked here too, with the SDK's own code (WebCrypto: runs on Node and on Workers).
 */

/** What a Checkout Session is made of: everything comes from the stored order. */
interface CheckoutOrder {
  orderId: number;
  initPaymentId: string;
  email: string;
  lines: CheckoutLine[];
  /** When the payment page closes (Unix seconds; Stripe's `expires_at`). */
  expiresAt: number;
}

interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentGateway {
  /** 'stripe' = the real API; 'test-checkout' = the shop's page at `/test-checkout/:sessionId`. */
  readonly kind: 'stripe' | 'test-checkout';
  createCheckoutSession(order: CheckoutOrder, urls: CheckoutUrls): Promise<{ id: string; url: string }>;
}

/** Thrown when the card provider cannot be reached or refuses: the caller answers 502 and stores nothing. */
export class GatewayError extends Error {}

/** Session ids of the built-in test checkout: Stripe's prefix, plus `local` so nobody mistakes one for Stripe's. */
export const TEST_CHECKOUT_SESSION_PREFIX = 'cs_test_local_';

/** `bytes` random bytes as hex (session, event and attempt ids: unguessable). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The order's ids travel in the session so the webhook can find the order and check it is this attempt. */
function sessionMetadata(order: { orderId: number; initPaymentId: string }): { orderId: string; initPaymentId: string } {
  return { orderId: String(order.orderId), initPaymentId: order.initPaymentId };
}

function stripeClient(config: AppConfig['stripe'] & { secretKey: string }): Stripe {
  return new Stripe(config.secretKey, {
    // fetch works on Workers and on Node alike; the stand-in in tests is reached the same way.
    httpClient: Stripe.createFetchHttpClient(),
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
    timeout: 20_000,
    maxNetworkRetries: 1,
  });
}

function stripeSdkGateway(config: AppConfig['stripe'] & { secretKey: string }): PaymentGateway {
  return {
    kind: 'stripe',
    async createCheckoutSession(order, urls) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripeClient(config).checkout.sessions.create({
          mode: 'payment',
          locale: 'sk',
          currency: 'eur',
          line_items: order.lines.map((l) => ({
            quantity: l.qty,
            price_data: { currency: 'eur', unit_amount: l.unitAmountCents, product_data: { name: l.name } },
          })),
          customer_email: order.email,
          client_reference_id: String(order.orderId),
          metadata: sessionMetadata(order),
          payment_intent_data: { metadata: sessionMetadata(order) },
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
          expires_at: order.expiresAt,
        });
      } catch (err) {
        throw new GatewayError(`Stripe refused or was unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!session.id || !session.url) throw new GatewayError('Stripe answered a session without id or url');
      return { id: session.id, url: session.url };
    },
  };
}

/** Without Stripe keys: a session id of our own; its page (`/test-checkout/:id`) plays the card provider. */
function testCheckoutGateway(baseUrl: string): PaymentGateway {
  return {
    kind: 'test-checkout',
    async createCheckoutSession() {
      const id = `${TEST_CHECKOUT_SESSION_PREFIX}${randomHex(24)}`;
      return { id, url: `${baseUrl.replace(/\/+$/, '')}/test-checkout/${id}` };
    },
  };
}

/** Neither Stripe keys nor the test checkout: card payment is switched off (the caller answers 502/503). */
function unavailableGateway(): PaymentGateway {
  return {
    kind: 'stripe',
    async createCheckoutSession() {
      throw new GatewayError('card payments are not configured (no STRIPE_SECRET_KEY, TEST_CHECKOUT off)');
    },
  };
}

/** The gateway the configuration asks for: Stripe with a secret key, else the built-in test checkout if on. */
export function paymentGateway(config: AppConfig): PaymentGateway {
  const { secretKey, testCheckout } = config.stripe;
  if (secretKey) return stripeSdkGateway({ ...config.stripe, secretKey });
  return testCheckout ? testCheckoutGateway(config.baseUrl) : unavailableGateway();
}

/** Made on first use, not at import: Workers allow no crypto set-up at global scope. */
let subtle: ReturnType<typeof Stripe.createSubtleCryptoProvider> | undefined;
const subtleCrypto = () => (subtle ??= Stripe.createSubtleCryptoProvider());

/**
 * Checks a webhook's `stripe-signature` against the raw body (HMAC-SHA256 with the endpoint secret, timestamp at
 * most 5 minutes old) and parses the event. Throws on any mismatch.
 */
export async function verifiedStripeEvent(
  rawBody: string | Uint8Array,
  signature: string,
  secret: string,
  now: Date,
): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, subtleCrypto(), now.getTime());
}

/** Signs an event body exactly as Stripe does (the built-in test checkout's events go through the same check). */
export async function stripeSignatureFor(payload: string, secret: string, now: Date): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
    cryptoProvider: subtleCrypto(),
  });
}

export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;
