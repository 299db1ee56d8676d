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
