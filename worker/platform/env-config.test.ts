import { describe, expect, it } from 'vitest';
import {
  cardPaymentNotice,
  isLoopbackBaseUrl,
  mailDeliveryNotice,
  mailProviderFromEnv,
  stripeFromEnv,
  testCheckoutFromEnv,
} from './env-config';

describe('isLoopbackBaseUrl', () => {
  it.each([
    'http://localhost:4321',
    'http://LOCALHOST',
    'http://127.0.0.1:8787',
    'https://127.255.0.9/',
    'http://[::1]:4321',
    'http://127.1',
  ])('%s is this machine', (url) => expect(isLoopbackBaseUrl(url)).toBe(true));
  it.each([
    'https://example.sk',
    'https://prud.sk',
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://localhost.example.sk',
    'http://127.0.0.1.nip.io',
    'http://[::2]',
    'not a url',
    '',
    undefined,
  ])('%s is not', (url) => expect(isLoopbackBaseUrl(url)).toBe(false));
});

describe('the test checkout switch', () => {
  it('is on by default only for a loopback BASE_URL', () => {
    expect(testCheckoutFromEnv({}, 'http://127.0.0.1:4321')).toBe(true);
    expect(testCheckoutFromEnv({}, 'https://example.sk')).toBe(false);
  });
  it('TEST_CHECKOUT=1 forces it on, TEST_CHECKOUT=0 off, whatever the address', () => {
    expect(testCheckoutFromEnv({ TEST_CHECKOUT: '1' }, 'https://example.sk')).toBe(true);
    expect(testCheckoutFromEnv({ TEST_CHECKOUT: 'true' }, 'https://example.sk')).toBe(true);
    expect(testCheckoutFromEnv({ TEST_CHECKOUT: '0' }, 'http://localhost:4321')).toBe(false);
    expect(testCheckoutFromEnv({ TEST_CHECKOUT: ' ' }, 'https://example.sk')).toBe(false);
  });
});

describe('stripeFromEnv and what start-up says', () => {
  it('with both Stripe keys: Stripe, never the test checkout', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', TEST_CHECKOUT: '1' };
    const stripe = stripeFromEnv(env, 'whsec_local', 'http://localhost:4321');
    expect(stripe).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', api: undefined, testCheckout: false });
    expect(cardPaymentNotice(env, stripe, 'http://localhost:4321')).toEqual({ level: 'info', message: 'card payments: Stripe' });
  });

  it('a public address without keys: card payments unavailable, and why', () => {
    const stripe = stripeFromEnv({}, 'whsec_local', 'https://example.sk');
    expect(stripe).toEqual({ webhookSecret: 'whsec_local', api: undefined, testCheckout: false });
    const notice = cardPaymentNotice({}, stripe, 'https://example.sk');
    expect(notice.level).toBe('warn');
    expect(notice.message).toBe(
      'card payments are UNAVAILABLE (no STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET; test checkout off: BASE_URL https://example.sk is not a loopback address)',
    );
  });

  it('a secret key without its webhook secret is not Stripe: start-up names the missing one', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_live_x' };
    const notice = cardPaymentNotice(env, stripeFromEnv(env, 'whsec_local', 'https://example.sk'), 'https://example.sk');
    expect(notice.message).toContain('STRIPE_WEBHOOK_SECRET is not set');
  });

  it('the test checkout says so, and why it is on', () => {
    expect(cardPaymentNotice({}, stripeFromEnv({}, 'w', 'http://127.0.0.1:4321'), 'http://127.0.0.1:4321').message).toBe(
      'card payments: the built-in TEST checkout (no STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET; BASE_URL http://127.0.0.1:4321 is a loopback address): no money moves',
    );
    const staging = { TEST_CHECKOUT: '1' };
    expect(cardPaymentNotice(staging, stripeFromEnv(staging, 'w', 'https://example.sk'), 'https://example.sk').message).toContain(
      'TEST_CHECKOUT=1',
    );
  });

  it('STRIPE_API_BASE points the SDK at a stand-in', () => {
    expect(
      stripeFromEnv({ STRIPE_SECRET_KEY: 's', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_BASE: 'http://127.0.0.1:12111' }, 'x', undefined).api,
    ).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });
});

describe('mailProviderFromEnv: which provider sends the mail', () => {
  it('none of MAIL_PROVIDER, MAIL_API_KEY, MAIL_API_URL: no provider (the outbox only)', () => {
    expect(mailProviderFromEnv({})).toBeUndefined();
    expect(mailProviderFromEnv({ MAIL_PROVIDER: ' ', MAIL_API_KEY: '', MAIL_FROM: 'x@y.sk' })).toBeUndefined();
  });

  it.each(['resend', 'postmark', 'brevo'] as const)('MAIL_PROVIDER=%s + MAIL_API_KEY: that provider at its own endpoint', (provider) => {
    expect(mailProviderFromEnv({ MAIL_PROVIDER: provider, MAIL_API_KEY: ' k1 ' })).toEqual({ provider, apiKey: 'k1' });
    expect(mailProviderFromEnv({ MAIL_PROVIDER: provider.toUpperCase(), MAIL_API_KEY: 'k1' })).toEqual({ provider, apiKey: 'k1' });
  });

  it('MAIL_API_URL overrides the endpoint (a stand-in, a regional host)', () => {
    expect(mailProviderFromEnv({ MAIL_PROVIDER: 'postmark', MAIL_API_KEY: 'k', MAIL_API_URL: 'http://127.0.0.1:9/email' })).toEqual({
      provider: 'postmark',
      apiKey: 'k',
      apiUrl: 'http://127.0.0.1:9/email',
    });
  });

  it('MAIL_API_URL + MAIL_API_KEY without MAIL_PROVIDER: the generic http shape, as before providers were named', () => {
    expect(mailProviderFromEnv({ MAIL_API_URL: 'https://relay.example/send', MAIL_API_KEY: 'k' })).toEqual({
      provider: 'http',
      apiKey: 'k',
      apiUrl: 'https://relay.example/send',
    });
    expect(mailProviderFromEnv({ MAIL_PROVIDER: 'http', MAIL_API_URL: 'https://relay.example/send', MAIL_API_KEY: 'k' })).toEqual({
      provider: 'http',
      apiKey: 'k',
      apiUrl: 'https://relay.example/send',
    });
  });

  it.each([
    [{ MAIL_PROVIDER: 'sendgrid', MAIL_API_KEY: 'k' }, 'MAIL_PROVIDER "sendgrid" is not one of resend, postmark, brevo, http'],
    [{ MAIL_PROVIDER: 'toString', MAIL_API_KEY: 'k' }, 'MAIL_PROVIDER "tostring" is not one of resend, postmark, brevo, http'],
    [{ MAIL_PROVIDER: 'resend' }, "MAIL_PROVIDER=resend needs MAIL_API_KEY (the provider's API key)"],
    [
      { MAIL_PROVIDER: 'brevo', MAIL_API_URL: 'https://api.brevo.com/v3/smtp/email' },
      "MAIL_PROVIDER=brevo needs MAIL_API_KEY (the provider's API key)",
    ],
    [{ MAIL_API_KEY: 'k' }, 'MAIL_API_KEY is set but MAIL_PROVIDER is not: set MAIL_PROVIDER to one of resend, postmark, brevo, http'],
    [{ MAIL_API_URL: 'https://relay.example/send' }, "MAIL_PROVIDER=http needs MAIL_API_KEY (the provider's API key)"],
    [{ MAIL_PROVIDER: 'http', MAIL_API_KEY: 'k' }, 'MAIL_PROVIDER=http needs MAIL_API_URL (where to POST the mail)'],
    [{ MAIL_PROVIDER: 'resend', MAIL_API_KEY: 'k', MAIL_API_URL: 'api.resend.com' }, 'MAIL_API_URL "…" is not an address'],
  ])('half-set %j stops the start with what is missing', (env, message) => {
    expect(() => mailProviderFromEnv(env)).toThrow(new Error(message));
  });
});

describe('what start-up says about mail', () => {
  it('a public shop without a provider: a warning that mail is NOT sent', () => {
    for (const base of ['https://shop.example.sk', undefined]) {
      expect(mailDeliveryNotice(undefined, base)).toEqual({
        level: 'warn',
        message: "mail is NOT sent: no MAIL_PROVIDER/MAIL_API_KEY; every e-mail stays in the admin's outbox",
      });
    }
  });

  it('a local shop without one: information only, where to read the mail', () => {
    expect(mailDeliveryNotice(undefined, 'http://localhost:4321')).toEqual({
      level: 'info',
      message: 'mail stays in the outbox (local shop, no MAIL_PROVIDER): read it at /admin/outbox',
    });
  });

  it('with a provider: which one, and where when overridden', () => {
    expect(mailDeliveryNotice({ provider: 'resend', apiKey: 'k' }, 'https://shop.example.sk')).toEqual({
      level: 'info',
      message: 'mail is sent through resend; a copy of each stays in the outbox',
    });
    expect(
      mailDeliveryNotice({ provider: 'http', apiKey: 'k', apiUrl: 'https://relay.example/send' }, 'https://shop.example.sk').message,
    ).toBe('mail is sent through http at https://relay.example/send; a copy of each stays in the outbox');
  });
  it('never logs credentials written into MAIL_API_URL', () => {
    const message = mailDeliveryNotice(
      { provider: 'http', apiKey: 'k', apiUrl: 'https://mailer:tajne@relay.example/send?key=abc123&region=eu' },
      'https://shop.example.sk',
    ).message;
    expect(message).toBe('mail is sent through http at https://relay.example/send?key=***&region=eu; a copy of each stays in the outbox');
    expect(() => mailProviderFromEnv({ MAIL_PROVIDER: 'http', MAIL_API_KEY: 'k', MAIL_API_URL: 'tajne-heslo@relay' })).toThrow(
      'MAIL_API_URL "…" is not an address',
    );
  });
});
