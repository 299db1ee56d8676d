import { ORDER_KEY_FRAGMENT, ORDER_KEY_HEADER, ORDER_KEY_PATTERN } from '~/worker/domain/order-key';
import { ORDER_KEY_PREFIX } from '~/site/lib/storage-keys';

/**
 * The private key of a guest's order in this browser (issue 30). It arrives in the link's fragment
 * (`/order/12#k=…`, never sent to the server) or in the placement's answer, is kept in localStorage per order (so
 * the return from the card payment, a reload and the registration's way back find it) and goes to the server in
 * `X-Order-Key` only. Once an account owns the order, the key is forgotten.
 */

type Id = number | string;

const storageKey = (id: Id) => `${ORDER_KEY_PREFIX}${id}`;

/** The key this page read from its address: it works even where storage is blocked. */
let fromAddress: { id: string; key: string } | null = null;

export function rememberOrderKey(id: Id, key: string): void {
  try {
    localStorage.setItem(storageKey(id), key);
  } catch {
    /* storage blocked: the link opens the order while the page is open */
  }
}

export function forgetOrderKey(id: Id): void {
  if (fromAddress?.id === String(id)) fromAddress = null;
  try {
    localStorage.removeItem(storageKey(id));
  } catch {
    /* nothing kept */
  }
}

/**
 * Takes the key out of the page's address (`#k=…`): kept for the order, and the fragment dropped from the address
 * bar, so the key is not in a copied or shared address or a screenshot. Call once when an order page opens.
 */
export function takeKeyFromAddress(id: Id): void {
  const m = new RegExp(`(?:^#|&)${ORDER_KEY_FRAGMENT}=([^&]+)`).exec(location.hash);
  if (!m || !ORDER_KEY_PATTERN.test(m[1])) return;
  fromAddress = { id: String(id), key: m[1] };
  rememberOrderKey(id, m[1]);
  history.replaceState(history.state, '', location.pathname + location.search);
}

/** The key read from the address, else the one kept for this order; null when this browser has none. */
export function orderKeyFor(id: Id): string | null {
  if (fromAddress?.id === String(id)) return fromAddress.key;
  try {
    const key = localStorage.getItem(storageKey(id));
    return key && ORDER_KEY_PATTERN.test(key) ? key : null;
  } catch {
    return null;
  }
}

/** The request header of the order's key, or none. */
export function orderKeyHeaders(id: Id): Record<string, string> | undefined {
  const key = orderKeyFor(id);
  return key ? { [ORDER_KEY_HEADER]: key } : undefined;
}

/**
 * A link of the same order opened in the tab that shows it (a fresh link pasted into the address bar) changes
 * only the fragment, which reloads nothing: take the new key and read the page again with it. Answers the cleanup.
 */
export function reopenOnNewKey(id: Id): () => void {
  const onHash = () => {
    const before = orderKeyFor(id);
    takeKeyFromAddress(id);
    if (orderKeyFor(id) !== before) location.reload();
  };
  addEventListener('hashchange', onHash);
  return () => removeEventListener('hashchange', onHash);
}
