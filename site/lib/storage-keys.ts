/**
 * The names the browser keeps the shop's state under (spec section 3 "Local browser storage") and the events a tab
 * fires when it changed them itself (other tabs get the browser's `storage` event). Named once here; no imports, so
 * that the tiny scripts inlined into every page (the `client:signedin` directive, the header) stay tiny.
 */

/** localStorage: the login answer (JSON, with the bearer token). */
export const USER_INFO_KEY = 'userInfo';
/** localStorage: the cart's lines (JSON array). */
export const CART_KEY = 'cartItems';
/** localStorage: the checkout's delivery address (JSON object). */
export const SHIPPING_ADDRESS_KEY = 'shippingAddress';
/** localStorage: the checkout's payment method (a JSON string). */
export const PAYMENT_METHOD_KEY = 'paymentMethod';
/**
 * localStorage: the checkout's delivery method and, for a Packeta point, the point chosen in Packeta's widget
 * (JSON `{ method, pickupPoint: { id, name, address } | null }`; site/features/checkout/delivery-ops.ts).
 */
export const DELIVERY_CHOICE_KEY = 'deliveryChoice';
/**
 * localStorage: the discount code the buyer applied in the cart or on the last step (a JSON string, in capitals as
 * the server accepted it); sent with the order as `discountCode`. The server checks it again then.
 */
export const DISCOUNT_CODE_KEY = 'discountCode';
/**
 * sessionStorage: set when the server refused this tab's session (site/lib/session-refused.ts): the id of the user
 * it belonged to ('' if unknown). The login page takes it once to say why the shopper must sign in again.
 */
export const SESSION_EXPIRED_KEY = 'sessionExpired';
/** sessionStorage: when this tab last asked the server whether its session still holds (ms since 1970, text). */
export const SESSION_CHECKED_KEY = 'sessionCheckedAt';
/** sessionStorage: the order this tab just placed (its page says thank you once). */
export const ORDER_PLACED_KEY = 'orderPlaced';
/**
 * localStorage: the e-mail of a buyer who chose 'Pokračovať bez registrácie' (issue 30), until the order is placed
 * (site/stores/guest-checkout.ts).
 */
export const GUEST_EMAIL_KEY = 'guestEmail';
/**
 * localStorage: `orderKey:<id>`, the private key of a guest's order from its link or its placement, so the order's
 * page, its card payment and the return from it open the order in this browser until an account claims it
 * (site/lib/orders/guest-key.ts).
 */
export const ORDER_KEY_PREFIX = 'orderKey:';

/** Fired on `window` when this tab changed `userInfo`. */
export const USER_CHANGE_EVENT = 'user:change';
/** Fired on `window` when this tab changed the cart. */
export const CART_CHANGE_EVENT = 'cart:change';

/** sessionStorage: the recording in this tab's player at the bottom of the screen (JSON; site/features/listening/player.ts). */
export const PLAYER_KEY = 'nowPlaying';
/**
 * Fired on `window` just before the player's page router (site/features/listening/page-swap.ts) puts another page
 * in place of this one without a full load: listeners a page script put on `window` or `document` end here
 * (site/lib/page-life.ts), as a full load would end them.
 */
export const PAGE_LEAVE_EVENT = 'page:leave';

/**
 * `<html class>` while a signed-in reader's name is stored (the head's inline script sets it before the first paint;
 * the header's script keeps it in step, site/lib/header-account.ts): the corner hides 'Prihlásenie' in the frames
 * before the header's script shows the reader's menu (site/styles/header.css). Kept here, in the shell chunk that
 * the header's script imports anyway (site/build/shell-chunk.ts), not in a chunk of its own.
 */
export const USER_STORED_CLASS = 'user-stored';
