/**
 * Addresses on the shop's own site, for e-mails, the card provider and Google. Always built from the server's
 * configured base URL (a Host header or a client's `origURL` could point them at an attacker's site); a base URL
 * written with a trailing slash gives the same links.
 */
export function shopUrl(baseUrl: string, path: `/${string}`): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The customer's order page, `/order/{id}`: the spec's route, linked from every order e-mail. */
export function orderPageUrl(baseUrl: string, orderId: number | string): string {
  return shopUrl(baseUrl, `/order/${orderId}`);
}

/** A product's page, `/product/{id}` (the spec's route), as e-mails link it (the back-in-stock notice). */
export function productPageUrl(baseUrl: string, productId: number | string): string {
  return shopUrl(baseUrl, `/product/${productId}`);
}
