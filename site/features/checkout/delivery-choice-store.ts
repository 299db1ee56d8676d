import { persistentAtom } from '@nanostores/persistent';
import { DELIVERY_CHOICE_KEY } from '~/site/lib/storage-keys';
import { choiceFrom, type DeliveryChoice } from './delivery-ops';

/** `deliveryChoice`: the delivery method and the Packeta point (JSON; anything else stored reads as none). */
export const $deliveryChoice = persistentAtom<DeliveryChoice | null>(DELIVERY_CHOICE_KEY, null, {
  encode: (v) => (v ? JSON.stringify(v) : undefined),
  decode: (text) => {
    try {
      return choiceFrom(JSON.parse(text));
    } catch {
      return null;
    }
  },
});
