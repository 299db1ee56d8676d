/**
 * Named rate-limit rules. Each rule is one limiter (on Cloudflare one `[[ratelimits]]` binding in wrangler.toml,
 * whose `simple` block must match the numbers here; Cloudflare allows periods of 10 or 60 seconds only). Keys
 * are `<route>:<client IP>`, so one rule can guard several routes without them sharing a budget.
 */
export const RATE_LIMIT_RULES = {
  /** Login, registration, forgot-password, reset: guessing passwords or flooding mailboxes. */
  auth: { limit: 10, periodSeconds: 60, binding: 'AUTH_RATE_LIMIT' },
  /** The contact form: it e-mails the shop. */
  contact: { limit: 5, periodSeconds: 60, binding: 'CONTACT_RATE_LIMIT' },
  /** The visit counter: a person answers the cookie banner once a year, so a handful a minute is plenty. */
  counter: { limit: 5, periodSeconds: 60, binding: 'COUNTER_RATE_LIMIT' },
  /** Resending an order's confirmation e-mail (keyed by account, not IP): each one renders a PDF and sends mail. */
  resend: { limit: 3, periodSeconds: 60, binding: 'RESEND_RATE_LIMIT' },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

/**
 * Throttles per account or per e-mail address, stored in the database (worker/services/accounts/account-throttle.ts), so
 * they hold across Workers isolates and restarts, on top of the per-address rules above: those stop one client
 * address, these stop many addresses working on one account or mailbox. A rule's attempt past `maxAttempts`
 * within `windowMs` locks its key for `lockMs` (429 with the rule's Slovak message).
 * - login: keyed by the normalised e-mail whether or not an account has it (a 429 tells nobody who has one); a
 *   successful login starts the count afresh.
 * - the mail rules below: each counts only a request that would send a mail, before anything is written.
 *
 * Every route that makes the shop send an e-mail, and what limits it (IP = the per-address rules above):
 * - POST /api/users (registration link or "you already have an account"): IP `auth`, per address `register`.
 * - POST /api/auth/forgot-password (reset link): IP `auth`, per address `forgotPassword`.
 * - POST /api/auth/contact (to the shop): IP `contact`, per sender address `contact`.
 * - PUT /api/users/profile (newsletter confirmation, only when switched on): per account `newsletter`.
 * - POST /api/products/:id/reviews (notice to the shop): one review per title, per account `review`.
 * - PUT /api/orders/:id/resend-confirmation (confirmation with the invoice): per account `resend` (in memory /
 *   Cloudflare binding, keyed by the account); a confirmation still waiting in the mail queue is not sent twice.
 * - PUT /api/orders/:id/failed-payment-notif (to the shop): once per order ever, per account `failedPayment`.
 * - POST /api/orders (confirmation, the shop's notice of an order abroad, newsletter confirmation): one per
 *   order, bounded by the open unpaid orders an account may hold (shop_settings.max_open_unpaid) and the IP rules.
 * - POST /api/orders/guest (the confirmation to the e-mail given, issue 30): IP `auth`, and bounded by the open
 *   unpaid guest orders per e-mail and per address (the same max_open_unpaid).
 * - Staff actions (order paid, sent, cancelled: order_notices) mail once per order and kind; staff only.
 * - POST /api/newsletters/test (the admin's test newsletter, to their own address): per account `newsletterTest`.
 *   The newsletter itself (POST /api/newsletters) is admins' only and mailed at a bounded rate by the scheduled job.
 * - The Stripe webhook and the test checkout: one "paid" mail per order (the order goes to paid once).
 */
export const ACCOUNT_THROTTLE_RULES = {
  login: { maxAttempts: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  forgotPassword: { maxAttempts: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  register: { maxAttempts: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  contact: { maxAttempts: 5, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  newsletter: { maxAttempts: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  review: { maxAttempts: 20, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  failedPayment: { maxAttempts: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  newsletterTest: { maxAttempts: 10, windowMs: 60 * 60_000, lockMs: 30 * 60_000 },
} as const;

export type AccountThrottleRule = keyof typeof ACCOUNT_THROTTLE_RULES;

const minutes = (rule: AccountThrottleRule) => ACCOUNT_THROTTLE_RULES[rule].lockMs / 60_000;
const tryLater = (rule: AccountThrottleRule) => `Skúste to prosím znova o ${minutes(rule)} minút.`;

export const ACCOUNT_THROTTLE_MESSAGES: Record<AccountThrottleRule, string> = {
  login: `Príliš veľa pokusov o prihlásenie do tohto účtu. Skúste to prosím znova o ${minutes('login')} minút alebo si obnovte heslo.`,
  forgotPassword: `Linku na zmenu hesla pre túto adresu ste si vyžiadali priveľakrát. ${tryLater('forgotPassword')}`,
  register: `Registráciu s touto adresou ste odoslali priveľakrát. ${tryLater('register')}`,
  contact: `Z tejto adresy ste nám už poslali priveľa správ. ${tryLater('contact')} Ak je to súrne, zavolajte nám.`,
  newsletter: `Odber noviniek ste zapli priveľakrát za sebou. ${tryLater('newsletter')}`,
  review: `Napísali ste priveľa recenzií za sebou. ${tryLater('review')}`,
  failedPayment: `Neúspešné platby ste nám už hlásili priveľakrát. ${tryLater('failedPayment')}`,
  newsletterTest: `Skúšobných e-mailov ste si poslali priveľa. ${tryLater('newsletterTest')}`,
};
