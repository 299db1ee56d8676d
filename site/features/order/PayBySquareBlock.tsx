import { useEffect, useState } from 'react';
import { formatEuros } from '~/worker/domain/money';
import { Alert, Loading } from '~/site/components/ui/form';
import { authGet } from '~/site/stores/user';
import { formatIban, payBySquareLabel, type PayBySquare } from './order-view';

type State = { kind: 'loading' } | { kind: 'ready'; data: PayBySquare } | { kind: 'error'; message: string };

/**
 * Bank transfer, unpaid: the PAY by square QR code from `GET /api/orders/{id}/pay-by-square` (a banking app
 * scans it) and, beside it, the same payment data as text for typing it in by hand.
 */
export function PayBySquareBlock({ orderId, total }: { orderId: string; total: number }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const ctrl = new AbortController();
    authGet<PayBySquare>(`/api/orders/${orderId}/pay-by-square`, { signal: ctrl.signal })
      .then((data) => setState({ kind: 'ready', data }))
      .catch((err: Error) => err.name !== 'AbortError' && setState({ kind: 'error', message: err.message }));
    return () => ctrl.abort();
    // A new total (an admin changed the order) means a new code.
  }, [orderId, total]);

  return (
    <section className="pbs" aria-labelledby="pbs-heading">
      <h3 id="pbs-heading">Zaplaťte prevodom</h3>
      {state.kind === 'loading' && <Loading>Pripravujeme QR kód…</Loading>}
      {state.kind === 'error' && <Alert kind="error">{state.message}</Alert>}
      {state.kind === 'ready' && (
        <div className="pbs-body">
          <div className="pbs-qr" role="img" aria-label={payBySquareLabel(state.data)} dangerouslySetInnerHTML={{ __html: state.data.svg }} />
          <div className="pbs-text">
            <p className="acct-hint">Naskenujte QR kód v aplikácii svojej banky (PAY by square), alebo zadajte platbu ručne:</p>
            <dl className="pbs-data">
              <div>
                <dt>IBAN</dt>
                <dd className="pbs-mono">{formatIban(state.data.iban)}</dd>
              </div>
              <div>
                <dt>Suma</dt>
                <dd>{formatEuros(state.data.amount)}</dd>
              </div>
              <div>
                <dt>Variabilný symbol</dt>
                <dd className="pbs-mono">{state.data.variableSymbol}</dd>
              </div>
              <div>
                <dt>Príjemca</dt>
                <dd>{state.data.beneficiary}</dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}
