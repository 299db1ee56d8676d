import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loginUrlFor } from '../../../lib/account';
import { $userInfo, authSend } from '../../../stores/user';
import { Field } from '../../../islands/account/ui';
import { AdminAlert, Loading, useConfirm, type Notice } from '../ui';
import { CANCEL_DISCOUNT_QUESTION, checkShopDiscount, DISCOUNT_PATH, DISCOUNT_REFUSED, discountAccess, discountQuestion, PRODUCTLIST_PATH } from './product-view';

/**
 * `/create-discount` (admins): the shop-wide promotion. 'Vytvoriť akciu' sets the typed percent on every product
 * after a confirmation; 'Zrušiť akciu' sets 0 (every product back to its price) after a confirmation. The
 * server's message shows green, errors red. Prices after the discount are rounded by the server's rule.
 */
export default function DiscountPage() {
  const user = useStore($userInfo);
  const access = discountAccess(user);
  const [percent, setPercent] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (access === 'login') location.replace(loginUrlFor(DISCOUNT_PATH));
  }, [access]);

  if (access === 'login') return <Loading />;
  if (access === 'refused') {
    return (
      <div className="admin-screen padmin-discount">
        <h1>Zľavová akcia</h1>
        <AdminAlert notice={{ kind: 'error', text: DISCOUNT_REFUSED }} />
        <p>
          <a href="/">Na úvodnú stránku</a>
        </p>
      </div>
    );
  }

  const show = (n: Notice) => {
    setNotice(n);
    alertRef.current?.focus();
  };

  const send = async (discount: number, question: string, confirmLabel: string) => {
    setNotice(null);
    if (!(await confirm(question, confirmLabel))) return;
    setBusy(true);
    try {
      const res = await authSend<{ message: string }>('/api/products/discount', { body: { discount } });
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
    return send(checked.percent, discountQuestion(checked.percent), 'Nastaviť zľavu');
  };

  return (
    <div className="admin-screen padmin-discount">
      <p className="admin-back">
        <a href={PRODUCTLIST_PATH}>
          <span aria-hidden="true">←</span>Späť na produkty
        </a>
      </p>
      <h1>Zľavová akcia</h1>
      <p className="media-note">
        Akcia nastaví rovnakú zľavu všetkým produktom v obchode a prepíše ich doterajšie zľavy. Cena po zľave sa zaokrúhli nahor na 5 centov.
      </p>
      <div aria-live="polite" ref={alertRef} tabIndex={-1} className="admin-live">
        <AdminAlert notice={notice} />
      </div>
      <form className="admin-card admin-form" onSubmit={create} noValidate aria-label="Zľavová akcia">
        <Field id="shop-discount" label="Zľava %" type="number" inputMode="numeric" min={1} max={100} step={1} autoComplete="off" value={percent} onChange={setPercent} hint="Celé číslo 1 až 100." />
        <div className="padmin-discount-actions">
          <button type="submit" className="acct-btn acct-btn--primary" disabled={busy}>
            Vytvoriť akciu
          </button>
          <button type="button" className="acct-btn acct-btn--outline" disabled={busy} onClick={() => send(0, CANCEL_DISCOUNT_QUESTION, 'Zrušiť akciu')}>
            Zrušiť akciu
          </button>
        </div>
      </form>
      {dialog}
    </div>
  );
}
