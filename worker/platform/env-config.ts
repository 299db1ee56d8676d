import type { AppConfig } from '../deps';
import { siteFacts } from '../domain/site-facts';
import { redactUrl } from './startup-failure';
import { isMailProviderName, MAIL_PROVIDERS, type MailProviderName } from '../adapters/mail-providers';

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

/** The mail provider of this shop (worker/adapters/mail-providers/), as the HTTP mailer takes it. */
export interface MailProviderSettings {
  provider: MailProviderName;
  apiKey: string;
  /** Set only to override the provider's own endpoint (required for `http`). */
  apiUrl?: string;
}

/**
 * MAIL_PROVIDER (resend, postmark, brevo or http) + MAIL_API_KEY, and MAIL_API_URL only to override the
 * provider's endpoint: the provider that sends the shop's mail. None of the three: undefined (mail stays in the
 * outbox, and `mailDeliveryNotice` says so). MAIL_API_URL + MAIL_API_KEY alone still mean `http`, the shop's own
 * shape (as before providers were named). Anything half-set throws with what is missing: an operator who meant
 * to send mail learns at start, not from customers who never got theirs.
 */
export function mailProviderFromEnv(env: Vars): MailProviderSettings | undefined {
  const named = str(env, 'MAIL_PROVIDER')?.toLowerCase();
  const apiKey = str(env, 'MAIL_API_KEY');
  const apiUrl = str(env, 'MAIL_API_URL');
  const names = Object.keys(MAIL_PROVIDERS).join(', ');
  if (named === undefined && apiKey === undefined && apiUrl === undefined) return undefined;
  const provider = named ?? (apiUrl ? 'http' : undefined);
  if (provider === undefined) throw new Error(`MAIL_API_KEY is set but MAIL_PROVIDER is not: set MAIL_PROVIDER to one of ${names}`);
  if (!isMailProviderName(provider)) throw new Error(`MAIL_PROVIDER "${named}" is not one of ${names}`);
  if (!apiKey) throw new Error(`MAIL_PROVIDER=${provider} needs MAIL_API_KEY (the provider's API key)`);
  if (provider === 'http' && !apiUrl) throw new Error('MAIL_PROVIDER=http needs MAIL_API_URL (where to POST the mail)');
  if (apiUrl !== undefined && !URL.canParse(apiUrl)) throw new Error(`MAIL_API_URL "${redactUrl(apiUrl)}" is not an address`);
  return apiUrl ? { provider, apiKey, apiUrl } : { provider, apiKey };
}

/**
 * What start-up says about mail (Node at start, Cloudflare once per isolate): the provider, or that mail is NOT
 * sent. Only a shop others can reach (BASE_URL not loopback) is warned; a local demo reads its mail in the outbox.
 */
export function mailDeliveryNotice(
  mail: MailProviderSettings | undefined,
  baseUrl: string | undefined,
): { level: 'info' | 'warn'; message: string } {
  if (mail)
    return {
      level: 'info',
      message: `mail is sent through ${mail.provider}${mail.apiUrl ? ` at ${redactUrl(mail.apiUrl)}` : ''}; a copy of each stays in the outbox`,
    };
  if (isLoopbackBaseUrl(baseUrl))
    return { level: 'info', message: 'mail stays in the outbox (local shop, no MAIL_PROVIDER): read it at /admin/outbox' };
  return { level: 'warn', message: "mail is NOT sent: no MAIL_PROVIDER/MAIL_API_KEY; every e-mail stays in the admin's outbox" };
}

/**
 * Whether `baseUrl` names this machine: localhost, an address in 127.0.0.0/8 or ::1. Only such a shop (a
 * developer's, the tests') gets the test checkout by default: nobody else can reach it to "pay" with it.
 */
export function isLoopbackBaseUrl(baseUrl: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(baseUrl ?? '').hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host === '[::1]') return true;
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return v4?.slice(1).every((n) => Number(n) <= 255) ?? false;
}

/**
 * The built-in test checkout: TEST_CHECKOUT=1 (or true) switches it on, TEST_CHECKOUT=0 (anything else) off;
 * unset, it is on only for a loopback BASE_URL. The same rule on Node and on Cloudflare.
 */
export function testCheckoutFromEnv(env: Vars, baseUrl: string | undefined): boolean {
  const flag = str(env, 'TEST_CHECKOUT');
  if (flag === undefined) return isLoopbackBaseUrl(baseUrl);
  return flag === '1' || flag.toLowerCase() === 'true';
}

/**
 * STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET: the real Stripe API. Without them the built-in test checkout, where
 * `testCheckoutFromEnv` allows it, signs its events with `fallbackWebhookSecret` (kept per installation, never in
 * git); otherwise card payment is unavailable. STRIPE_API_BASE (e.g. `http://127.0.0.1:12111`) points the SDK at
 * a local stand-in in tests.
 */
export function stripeFromEnv(env: Vars, fallbackWebhookSecret: string, baseUrl: string | undefined): AppConfig['stripe'] {
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
  return { webhookSecret: fallbackWebhookSecret, api, testCheckout: testCheckoutFromEnv(env, baseUrl) };
}

/** What start-up says about card payments: which mode, and why (so an operator sees a missing key at once). */
export function cardPaymentNotice(
  env: Vars,
  stripe: AppConfig['stripe'],
  baseUrl: string | undefined,
): { level: 'info' | 'warn'; message: string } {
  if (stripe.secretKey) return { level: 'info', message: 'card payments: Stripe' };
  const half = str(env, 'STRIPE_SECRET_KEY') ? 'STRIPE_WEBHOOK_SECRET is not set' : 'no STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET';
  const flag = str(env, 'TEST_CHECKOUT');
  if (stripe.testCheckout) {
    const why = flag === undefined ? `BASE_URL ${baseUrl} is a loopback address` : `TEST_CHECKOUT=${flag}`;
    return { level: 'warn', message: `card payments: the built-in TEST checkout (${half}; ${why}): no money moves` };
  }
  const why = flag === undefined ? `BASE_URL ${baseUrl ?? '(unset)'} is not a loopback address` : `TEST_CHECKOUT=${flag}`;
  return { level: 'warn', message: `card payments are UNAVAILABLE (${half}; test checkout off: ${why})` };
}
