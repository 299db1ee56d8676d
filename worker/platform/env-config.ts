import type { AppConfig } from '../deps';
import { siteFacts } from '../domain/site-facts';

/**
 * Settings both platform entries read the same way from their environment (process.env on Node, vars and
 * secrets on Cloudflare). Not an entry itself: both entries import it.
 */
type Vars = Record<string, unknown>;
const str = (env: Vars, name: string): string | undefined => {
  const v = env[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** Sender and shop mailbox: MAIL_FROM, SHOP_EMAIL, defaulting to the publisher's shop address. */
export function mailAddressesFromEnv(env: Vars): Pick<AppConfig, 'mailFrom' | 'shopEmail'> {
  const shopEmail = str(env, 'SHOP_EMAIL') ?? siteFacts.organization.shopEmail;
  return { shopEmail, mailFrom: str(env, 'MAIL_FROM') ?? siteFacts.emails.from.replace('EMAIL_FROM', shopEmail) };
}

/** GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET (+ GOOGLE_ISSUER): Google sign-in on; otherwise off. */
export function googleFromEnv(env: Vars): AppConfig['google'] {
  const clientId = str(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = str(env, 'GOOGLE_CLIENT_SECRET');
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, issuer: (str(env, 'GOOGLE_ISSUER') ?? 'https://accounts.google.com').replace(/\/+$/, '') };
}

/** MAIL_API_URL + MAIL_API_KEY: the HTTP e-mail API; otherwise mails stay in the outbox. */
export function mailApiFromEnv(env: Vars): { apiUrl: string; apiKey: string } | undefined {
  const apiUrl = str(env, 'MAIL_API_URL');
  const apiKey = str(env, 'MAIL_API_KEY');
  return apiUrl && apiKey ? { apiUrl, apiKey } : undefined;
}

/**
 * STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET: the real Stripe API. Without them the built-in test checkout signs
 * its events with `fallbackWebhookSecret` (kept per installation, never in git). STRIPE_API_BASE (e.g.
 * `http://127.0.0.1:12111`) points the SDK at a local stand-in in tests.
 */
export function stripeFromEnv(env: Vars, fallbackWebhookSecret: string, testCheckoutByDefault: boolean): AppConfig['stripe'] {
  const secretKey = str(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = str(env, 'STRIPE_WEBHOOK_SECRET');
  const base = str(env, 'STRIPE_API_BASE');
  let api: AppConfig['stripe']['api'];
  if (base) {
    const u = new URL(base);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    api = { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  if (secretKey && webhookSecret) return { secretKey, webhookSecret, api, testCheckout: false };
  // TEST_CHECKOUT=1 / 0 overrides the platform's default.
  const flag = str(env, 'TEST_CHECKOUT');
  const testCheckout = flag === undefined ? testCheckoutByDefault : flag === '1' || flag.toLowerCase() === 'true';
  return { webhookSecret: fallbackWebhookSecret, api, testCheckout };
}
