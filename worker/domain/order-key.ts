/**
 * The private key of a guest's order (issue 30) as the API and the pages name it; no dependencies, so the order
 * page carries these few bytes and nothing of the schemas.
 */

/** The request header that carries an order's private key (never logged: only the key's SHA-256 is stored). */
export const ORDER_KEY_HEADER = 'x-order-key';

/** The link's fragment: `/order/12#k=<key>`. */
export const ORDER_KEY_FRAGMENT = 'k';

/**
 * A key as the shop makes them: 32 random bytes in base64url, 43 characters. Anything else is no key at all
 * (a 404 without a database read).
 */
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
