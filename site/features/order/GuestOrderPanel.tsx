import { useEffect, useRef, useState } from 'react';
import type { ApiOrder } from '~/worker/domain/orders';
import type { ButtonAction } from '~/site/components/ui/use-action';
import type { UserInfo } from '~/worker/domain/user-shape';
import { accountPageUrl, orderHref } from '~/site/lib/paths';
import { Alert } from '~/site/components/ui/form';
import { useConfirm } from '~/site/components/ui/Dialog';
import { forgetOrderKey, orderKeyFor } from '../../lib/orders/guest-key';
import { claimOrder, revokeGuestLink } from '../../lib/orders/order-api';
// The panel's styles travel with it (the order pages and the staff's view of them).
import './guest-order.css';

/**
 * A guest's order on its page (issue 30). Opened by its private link without an account: 'Vytvoriť účet', whose
 * registration comes back here, where the signed-in account of the order's e-mail takes the order at once (the
 * server checks the e-mail and the key) and lists it among its orders; the key is then forgotten. Signed in with
 * another e-mail: the page says which one owns it.
 */
export function GuestOrderPanel({
  order,
  user,
  onClaimed,
}: {
  order: ApiOrder;
  user: Pick<UserInfo, 'email'> | null;
  onClaimed: (o: ApiOrder) => void;
}) {
  const key = order.user._id === null ? orderKeyFor(order._id) : null;
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const tried = useRef(false);
  const sameEmail = Boolean(user && user.email.toLowerCase() === order.email.toLowerCase());

  useEffect(() => {
    if (!key || !sameEmail || tried.current) return;
    tried.current = true;
    claimOrder(order._id, key)
      .then(({ message, ...claimed }) => {
        forgetOrderKey(order._id);
        onClaimed(claimed);
        setOutcome({ kind: 'success', text: message });
      })
      .catch((err: Error) => setOutcome({ kind: 'error', text: err.message }));
  }, [key, sameEmail, order._id, onClaimed]);

  if (outcome) return <Alert kind={outcome.kind}>{outcome.text}</Alert>;
  if (!key || sameEmail) return null;
  return (
    <section className="order-guest" aria-labelledby="order-guest-heading">
      <h2 id="order-guest-heading">Objednávka bez registrácie</h2>
      {user ? (
        <p>Objednávka patrí e-mailu {order.email}. Ak ju chcete mať vo svojom účte, prihláste sa účtom s týmto e-mailom.</p>
      ) : (
        <>
          <p>
            Túto stránku otvoríte odkazom z potvrdzujúceho e-mailu. S účtom na e-mail {order.email} uvidíte objednávku aj medzi svojimi
            objednávkami.
          </p>
          <a className="acct-btn acct-btn--outline" href={accountPageUrl('/register', orderHref(order._id))}>
            Vytvoriť účet
          </a>
          <p className="order-guest-login">
            Účet s týmto e-mailom už máte? <a href={accountPageUrl('/login', orderHref(order._id))}>Prihláste sa</a> a objednávka sa k nemu
            pridá.
          </p>
        </>
      )}
    </section>
  );
}

/** The order page's `useAction` (site/components/ui/use-action.ts): one action at a time, its outcome above. */
interface Action {
  run: (key: string, action: ButtonAction) => Promise<void>;
  busyProps: (key: string) => { disabled: boolean; 'aria-busy': true | undefined };
}

const REVOKE_QUESTION =
  'Odkaz na objednávku z potvrdzujúceho e-mailu prestane fungovať (napríklad ak ho zákazník niekomu preposlal). Nový odkaz mu pošle tlačidlo na opätovné odoslanie potvrdzujúceho e-mailu.';

/** Staff, on a guest's order: the private link stops working at once (`DELETE /api/orders/:id/guest-link`), after a question. */
export function GuestLinkAdmin({ order, action }: { order: ApiOrder; action: Action }) {
  const [confirmDialog, confirm] = useConfirm();
  if (order.user._id !== null) return null;
  return (
    <>
      <p className="acct-hint">Objednávka bez registrácie ({order.email}): zákazník ju otvára odkazom z e-mailu.</p>
      <button
        type="button"
        className="acct-btn acct-btn--outline"
        {...action.busyProps('revoke')}
        onClick={async () => {
          if (await confirm(REVOKE_QUESTION, 'Zrušiť odkaz'))
            void action.run('revoke', async () => (await revokeGuestLink(order._id)).message);
        }}
      >
        Zrušiť odkaz zákazníka
      </button>
      {confirmDialog}
    </>
  );
}
