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
 * Throttles per account, stored in the database (worker/services/account-throttle.ts), on top of the per-address
 * rules above: those stop one address, these stop many addresses guessing one password. Keyed by the normalised
 * e-mail whether or not an account has it, so a 429 tells nothing about who has an account.
 * - login: the attempt after `maxAttempts` within `windowMs` locks the account's logins for `lockMs`, whatever
 *   the address and whatever the password; a successful login starts the count afresh.
 * - forgotPassword: reset mails to one address, so nobody can flood a mailbox from many addresses.
 */
export const ACCOUNT_THROTTLE_RULES = {
  login: { maxAttempts: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  forgotPassword: { maxAttempts: 3, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
} as const;

export type AccountThrottleRule = keyof typeof ACCOUNT_THROTTLE_RULES;

const minutes = (ms: number) => ms / 60_000;

export const ACCOUNT_THROTTLE_MESSAGES: Record<AccountThrottleRule, string> = {
  login: `Príliš veľa pokusov o prihlásenie do tohto účtu. Skúste to prosím znova o ${minutes(ACCOUNT_THROTTLE_RULES.login.lockMs)} minút alebo si obnovte heslo.`,
  forgotPassword: `Linku na zmenu hesla pre túto adresu ste si vyžiadali priveľakrát. Skúste to prosím znova o ${minutes(ACCOUNT_THROTTLE_RULES.forgotPassword.lockMs)} minút.`,
};
