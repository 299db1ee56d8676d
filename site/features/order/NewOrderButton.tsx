import { clearCart } from '../cart/cart';
import { clearCheckout } from '../checkout/checkout-store';

/** 'Vytvoriť novú objednávku': forgets the cart, the shipping address and the payment method, then the shop. */
export function NewOrderButton() {
  return (
    <button
      type="button"
      className="acct-btn acct-btn--outline"
      onClick={() => {
        clearCart();
        clearCheckout();
        location.assign('/');
      }}
    >
      Vytvoriť novú objednávku
    </button>
  );
}
