import { useRef, useState, type FormEvent } from 'react';
import { useConfirm } from '~/site/components/ui/Dialog';
import { Field } from '~/site/components/ui/form';
import { formatDate } from '~/site/lib/format';
import { useLoad } from '~/site/lib/use-load';
import { saleOf } from '~/worker/domain/shop-sale';
import { BackLink, Loading, OutcomeLine, useAdminAccess, type Notice } from '../ui';
import { readShopSale, setShopSale } from './products-api';
import {
  CANCEL_DISCOUNT_QUESTION,
  checkShopDiscount,
  discountQuestion,
  END_SALE_HINT,
  NO_SALE_TO_END,
  PRODUCTLIST_PATH,
  runningSaleText,
  saleOutcome,
} from './product-view';

/**
 * `/create-discount` (admins): the shop-wide sale, a campaign over the products' own discounts. The screen says
 * what a sale does and which one runs; 'Vytvoriť akciu' starts the typed percent after a confirmation (every
 * product gets at least it, higher own discounts stay), 'Zrušiť akciu' ends it (each product's own discount is
 * back; disabled, with the reason, while no sale runs). The server's message shows green, errors red; the running sale is read again from the answer.
 */
export default function DiscountPage() {
  // Admins only, as every staff screen: visitors log in first, others read the frame's refusal.
  const allowed = useAdminAccess();
  const [percent, setPercent] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();
  const alertRef = useRef<HTMLDivElement>(null);
  // Null until read; a failed read leaves the state line out rather than claim there is no sale.
  const running = useLoad(readShopSale, allowed);
  const sale = running.data ? saleOf(running.data) : undefined;
  // Only a read that says so disables 'Zrušiť akciu': after a failed read the server decides.
  const noSale = sale !== undefined && sale.discount <= 0;

  if (!allowed) return <Loading />;

  const show = (n: Notice) => {
    setNotice(n);
    alertRef.current?.focus();
  };

  const send = async (discount: number, question: string, confirmLabel: string) => {
    setNotice(null);
    if (!(await confirm(question, confirmLabel))) return;
    setBusy(true);
    try {
      const res = await setShopSale(discount);
      running.setData(saleOf(res));
      show({ kind: 'success', text: res.message });
      if (discount === 0) setPercent('');
    } catch (err) {
      show({ kind: 'error', text: (err as Error).message });
    }
    setBusy(false);
  };

  const create = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkShopDiscount(percent);
    if (!checked.ok) return show({ kind: 'error', text: checked.message });
    return send(checked.percent, discountQuestion(checked.percent), 'Spustiť akciu');
  };

  return (
    <div className="admin-screen padmin-discount">
      <BackLink href={PRODUCTLIST_PATH}>Späť na produkty</BackLink>
      <h1>Zľavová akcia</h1>
      <p className="media-note" id="shop-discount-outcome">
        {saleOutcome(checkShopDiscount(percent).ok ? Number(percent.trim()) : null)}
      </p>
      {sale && (
        <div className={sale.discount > 0 ? 'padmin-sale-state padmin-sale-state--on' : 'padmin-sale-state'} data-testid="running-sale">
          <p>
            <strong>{runningSaleText(sale, formatDate(sale.startedAt))}</strong>
          </p>
          {sale.discount > 0 && <p>{END_SALE_HINT}</p>}
        </div>
      )}
      <OutcomeLine notice={notice} focusRef={alertRef} />
      <form className="admin-card admin-form" onSubmit={create} noValidate aria-label="Zľavová akcia">
        <Field
          id="shop-discount"
          label="Zľava %"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          autoComplete="off"
          value={percent}
          onChange={setPercent}
          hint="Celé číslo 1 až 100. Ceny po zľave sa zaokrúhlia nahor na 5 centov."
        />
        <div className="padmin-discount-actions">
          <button type="submit" className="acct-btn acct-btn--primary" disabled={busy}>
            Vytvoriť akciu
          </button>
          <button
            type="button"
            className="acct-btn acct-btn--outline"
            disabled={busy || noSale}
            aria-describedby={noSale ? 'shop-discount-no-sale' : undefined}
            onClick={() => send(0, CANCEL_DISCOUNT_QUESTION, 'Zrušiť akciu')}
          >
            Zrušiť akciu
          </button>
        </div>
        {noSale && (
          <p className="acct-hint" id="shop-discount-no-sale">
            {NO_SALE_TO_END}
          </p>
        )}
      </form>
      {dialog}
    </div>
  );
}
