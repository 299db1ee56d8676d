import { useEffect, useState } from 'react';
import type { ApiOrder } from '~/worker/domain/orders';
import { PACKETA_MESSAGES, type ApiPacketaPacketState } from '~/worker/domain/packeta';
import { createPacketaPacket, readPacketaPacket } from './packeta-api';
import type { ButtonAction } from '~/site/components/ui/use-action';

/** The order page's `useAction` (site/components/ui/use-action.ts): one action at a time, its outcome above. */
interface Action {
  run: (key: string, action: ButtonAction) => Promise<void>;
  busyProps: (key: string) => { disabled: boolean; 'aria-busy': true | undefined };
}

/**
 * In the admin part of the order page (issue 30): for an order Packeta carries, 'Vytvoriť zásielku v Packete'
 * creates the packet through Packeta's API (worker/services/delivery/packeta-packet.ts), and then the packet's barcode
 * links to Packeta's tracking. Nothing shows when the shop has no Packeta password or the order goes otherwise;
 * a state that cannot be read hides the button too (the server refuses what it does not allow either way).
 */
export function PacketaPacketPanel({ order, action, onChange }: { order: ApiOrder; action: Action; onChange: (o: ApiOrder) => void }) {
  const [state, setState] = useState<ApiPacketaPacketState | null>(null);
  const orderId = order._id;

  // Read again when the order's parcel number changes (a packet was just created): the number is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    const ctl = new AbortController();
    readPacketaPacket(orderId, ctl.signal).then(setState, () => setState(null));
    return () => ctl.abort();
  }, [orderId, order.parcelNumber]);

  if (!state) return null;
  if (state.packet)
    return (
      <p className="acct-hint order-packeta">
        Zásielka v Packete:{' '}
        <a href={state.packet.trackingUrl} target="_blank" rel="noopener noreferrer">
          {state.packet.barcode}
        </a>{' '}
        (sledovanie na stránke Packety)
      </p>
    );
  if (!state.available || !state.packetaDelivery) return null;
  if (state.pending) return <p className="acct-hint order-packeta">{PACKETA_MESSAGES.pending}</p>;

  const create = async () => {
    const updated = await createPacketaPacket(orderId);
    onChange(updated);
    return PACKETA_MESSAGES.created(updated.parcelNumber);
  };
  return (
    <button
      type="button"
      className="acct-btn acct-btn--outline"
      {...action.busyProps('packeta')}
      onClick={() => void action.run('packeta', create)}
    >
      Vytvoriť zásielku v Packete
    </button>
  );
}
