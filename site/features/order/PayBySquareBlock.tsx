import { formatEuros } from '~/worker/domain/money';
import { useLoad } from '~/site/lib/use-load';
import { Alert, Loading } from '~/site/components/ui/form';
import { readPayBySquare } from '../../lib/orders/order-api';
import { formatIban, payBySquareLabel } from '../../lib/orders/order-view';

/**
 * Bank transfer, unpaid: the PAY by square QR code from `GET /api/orders/{id}/pay-by-square` (a banking app
 * scans it) and, beside it, the same payment data as text for typing it in by hand.
 */
export function PayBySquareBlock({ orderId, total }: { orderId: string; total: number }) {
  // A new total (an admin changed the order) means a new code.
  const { data, error } = useLoad((signal) => readPayBySquare(orderId, signal), true, [orderId, total]);

  return (
    <section className="pbs" aria-labelledby="pbs-heading">
      <h3 id="pbs-heading">Zaplaťte prevodom</h3>
      {!data && !error && (
        // The code's own square box, kept while it is read: the sections under it do not move when it comes.
        <div className="pbs-body">
          <div className="pbs-qr">
            <div className="pbs-qr-wait">
              <Loading>Pripravujeme QR kód…</Loading>
            </div>
          </div>
        </div>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {data && !error && (
        <div className="pbs-body">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code is the server's own SVG (worker/domain/pay-by-square.ts) */}
          <div className="pbs-qr" role="img" aria-label={payBySquareLabel(data)} dangerouslySetInnerHTML={{ __html: data.svg }} />
          <div className="pbs-text">
            <p className="acct-hint">Naskenujte QR kód v aplikácii svojej banky (PAY by square), alebo zadajte platbu ručne:</p>
            <dl className="pbs-data">
              <div>
                <dt>IBAN</dt>
                <dd className="pbs-mono">{formatIban(data.iban)}</dd>
              </div>
              <div>
                <dt>Suma</dt>
                <dd>{formatEuros(data.amount)}</dd>
              </div>
              <div>
                <dt>Variabilný symbol</dt>
                <dd className="pbs-mono">{data.variableSymbol}</dd>
              </div>
              <div>
                <dt>Príjemca</dt>
                <dd>{data.beneficiary}</dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}
