import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { DeliveryMethodId } from '~/worker/domain/delivery-methods';
import { useHydrated } from '~/site/components/ui/form';
import { $discountCode } from './checkout-store';
import { codeAppliedText, CODE_FIELD_TEXT } from './discount-code-ops';
import { quoteRequest } from './cart-sums';
import { useQuote } from './quote-api';
import { readQuote } from './quote-read';
import './discount-code.css';

export interface CodeFieldProps {
  /** The cart's lines (what the server prices the code on). */
  items: readonly { product: number; qty: number }[];
  country: string;
  deliveryMethod?: DeliveryMethodId | null;
  paymentMethod?: string | null;
  /** Ids on the page must be unique: the cart and the last step each have one field. */
  id?: string;
  /** Typed before the field was React's (the cart's script-drawn field, ./cart-light-handoff.ts). */
  initialText?: string;
}

/**
 * 'Zľavový kód' + 'Použiť' (issue 30 item 4), in the cart and on the last step: the code typed is priced by the
 * server's quote for this cart (`POST /api/orders/quote`); accepted, it is kept (localStorage `discountCode`) and
 * named with 'Odstrániť' (what it takes off is the summary's line); refused, the server's Slovak reason shows in red and nothing is
 * kept. The kept code is asked about again whenever the cart changes, so a cart that fell below the code's minimum
 * says so before the order does. The order sends the kept code and the server checks it once more.
 */
export function DiscountCodeField(p: CodeFieldProps) {
  const hydrated = useHydrated();
  const applied = useStore($discountCode);
  const [text, setText] = useState(p.initialText ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = p.id ?? 'discount-code';
  const request = (code: string) =>
    quoteRequest(p.items, p.country, { deliveryMethod: p.deliveryMethod, paymentMethod: p.paymentMethod, discountCode: code });
  // Only for its refusal: the summary shows what the code takes off from its own quote.
  const current = useQuote(request(applied), hydrated && Boolean(applied) && p.items.length > 0);

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim();
    if (!code) {
      setError(CODE_FIELD_TEXT.empty);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const quote = await readQuote(request(code));
      $discountCode.set(quote.discountCode);
      setText('');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    $discountCode.set('');
    setError('');
  };

  return (
    <div className="code-field">
      {applied ? (
        <div className="code-applied" aria-live="polite">
          {current.error ? (
            <p className="code-field-error" role="alert">
              {current.error}
            </p>
          ) : (
            <p className="code-applied-text">{codeAppliedText(applied)}</p>
          )}
          <button type="button" className="acct-btn acct-btn--small" onClick={remove} aria-label={`Odstrániť zľavový kód ${applied}`}>
            Odstrániť
          </button>
        </div>
      ) : (
        <form className="code-form" onSubmit={apply} noValidate>
          <label htmlFor={id}>{CODE_FIELD_TEXT.label}</label>
          <div className="code-form-row">
            <input
              id={id}
              name="discountCode"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="submit" className="acct-btn acct-btn--outline" disabled={busy || !hydrated} aria-busy={busy || undefined}>
              {CODE_FIELD_TEXT.apply}
            </button>
          </div>
          <div aria-live="polite">
            {error && (
              <p className="code-field-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
