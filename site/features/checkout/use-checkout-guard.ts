import { useState } from 'react';
import { useOnce } from '~/site/components/ui/form';
import { $userInfo } from '~/site/stores/user';
import { $cartItems } from '../../stores/cart';
import { checkoutRedirect, type CheckoutStep } from './checkout-ops';
import { $paymentMethod, $shippingAddress } from './checkout-store';
import { $deliveryChoice } from './delivery-choice-store';
import { $guestEmail } from '../../stores/guest-checkout';

/**
 * Run once when a checkout step opens: a visitor goes to the login page, an empty cart to the cart, a missing
 * earlier step back to it (checkoutRedirect). True once the buyer may stay.
 */
export function useCheckoutGuard(page: Exclude<CheckoutStep, 'login'>): boolean {
  const [allowed, setAllowed] = useState(false);
  useOnce(() => {
    const to = checkoutRedirect(page, {
      // A guest who gave an e-mail at the login step goes on like a signed-in buyer (issue 30).
      signedIn: $userInfo.get() !== null || $guestEmail.get() !== null,
      items: $cartItems.get(),
      address: $shippingAddress.get(),
      delivery: $deliveryChoice.get(),
      paymentMethod: $paymentMethod.get(),
    });
    if (to) location.replace(to);
    else setAllowed(true);
  });
  return allowed;
}
