import { forgetCheckout } from '~/site/lib/purchase-reset';
import { clearCart } from '~/site/stores/cart';

/** 'Vytvoriť novú objednávku': forgets the cart, the shipping address and the payment method, then the shop. */
export function NewOrderButton() {
  return (
    <button
      type="button"
      className="acct-btn acct-btn--outline"
      onClick={() => {
        clearCart();
        forgetCheckout();
        location.assign('/');
      }}
    >
      Vytvoriť novú objednávku
    </button>
  );
}
