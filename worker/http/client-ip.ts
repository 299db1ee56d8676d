import type { Context } from 'hono';

/**
 * The caller's address for the rate limits on Node (Cloudflare hands us CF-Connecting-IP instead).
 *
 * Behind N trusted reverse proxies (`TRUST_PROXY=N`) each proxy APPENDS the address it saw to X-Forwarded-For,
 * so only the right-most N entries were written by someone we trust: the entry N hops from the right is the
 * address our outermost proxy saw. Everything left of it is whatever the client chose to send, so taking the
 * first entry (as before) let one client rotate fake addresses and never meet a limit. When the header has fewer
 * entries than trusted hops, every entry came from a trusted proxy and the left-most is the furthest known
 * (the semantics of Express's `trust proxy` hop count). Without TRUST_PROXY, or without the header: the socket.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const socket = socketAddress || 'unknown';
  if (trustedHops < 1 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  return hops[Math.max(0, hops.length - trustedHops)];
}

/**
 * `TRUST_PROXY`: the number of reverse proxies in front of the server. Unset or empty: none. `1` keeps its old
 * meaning (one proxy). Anything but a small whole number is a configuration mistake and stops the start-up,
 * rather than silently trusting or ignoring the header.
 */
export function trustedProxyHops(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\s*\d{1,2}\s*$/.test(value)) throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (e.g. 1), not "${value}"`);
  return Number(value);
}

/** The platform's `clientIp` for `trustedHops` proxies, with the socket address read by `socketAddress`. */
export function clientIpResolver(trustedHops: number, socketAddress: (c: Context) => string | undefined) {
  return (c: Context): string => clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedHops);
}
