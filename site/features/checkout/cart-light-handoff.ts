/**
 * What the cart drawn before React (./cart-light.ts) hands to the island when it takes over (CartPage): the
 * slot it draws into, the field the reader was in, and a discount code typed but not yet applied. One module
 * instance per page, shared by both.
 */

/** The slot inside the island's pre-rendered frame that React leaves alone (CartPage's CartFrame). */
export const CART_LIGHT_ID = 'cart-light';

/** The regular expression of cart addresses that add a product (`/cart/{id}?qty=`): the island does that, at once. */
export const CART_ADDS_PATH = '^/cart/.';

/** The part of the cart only React serves (applying a discount code): using it brings the island (client-needed.ts). */
export const CART_REACT_PART = '.code-form';

/** The cart's discount-code field (DiscountCodeField's id on this page), in both drawings. */
export const CODE_FIELD_ID = 'cart-discount-code';

export const lightHandoff = {
  /** The id of the control the reader was in when React took the cart over ('' none). */
  focusedId: '',
  /** The discount code typed into the field so far. */
  codeText: '',
};

/**
 * After React drew the cart in the light one's place: focus back on the control of the same id, when the reader
 * was in one (React removed it from under them).
 */
export function restoreLightFocus(doc: Document = document): void {
  const id = lightHandoff.focusedId;
  lightHandoff.focusedId = '';
  if (!id || (doc.activeElement && doc.activeElement !== doc.body)) return;
  doc.getElementById(id)?.focus();
}
