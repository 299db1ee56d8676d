import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { parcelNumberSchema } from '~/worker/domain/order-notices';

interface Pending {
  orderNumber: string;
  resolve: (parcelNumber: string | null) => void;
}

/**
 * `const [dialog, askParcel] = useSendOrderDialog()`: render `dialog`, then `await askParcel('20260012W')` gives the
 * parcel number staff typed ('' for none) when they confirm 'Odoslané', or null when they go back. A modal
 * <dialog> like the confirm dialog (ui.tsx): focus stays inside, Escape goes back, focus returns to the button.
 */
export function useSendOrderDialog(): [ReactNode, (orderNumber: string) => Promise<string | null>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((orderNumber: string) => new Promise<string | null>((resolve) => setPending({ orderNumber, resolve })), []);
  const finish = useCallback(
    (parcelNumber: string | null) => {
      pending?.resolve(parcelNumber);
      setPending(null);
    },
    [pending],
  );
  return [<SendOrderDialog key="send-order" pending={pending} onDone={finish} />, ask];
}

/** The one field: the optional parcel number, checked by the server's own rule before anything is sent. */
function SendOrderDialog({ pending, onDone }: { pending: Pending | null; onDone: (parcelNumber: string | null) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (pending && !d.open) {
      setValue('');
      setError('');
      d.showModal();
      inputRef.current?.focus();
    } else if (!pending && d.open) d.close();
  }, [pending]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parcelNumberSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      inputRef.current?.focus();
      return;
    }
    onDone(parsed.data);
  };

  const fieldId = `${id}-parcel`;
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onDone(null);
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="admin-dialog-title">
          Odoslať objednávku {pending?.orderNumber}
        </h2>
        <p id={`${id}-text`}>Zákazníkovi pošleme e-mail, že objednávka je na ceste.</p>
        <div className="acct-field">
          <label htmlFor={fieldId}>Číslo zásielky (nepovinné)</label>
          <input
            ref={inputRef}
            id={fieldId}
            name="parcelNumber"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError('');
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${fieldId}-error ` : ''}${fieldId}-hint`}
          />
          {error && (
            <p className="orderlist-field-error" id={`${fieldId}-error`}>
              {error}
            </p>
          )}
          <p className="acct-hint" id={`${fieldId}-hint`}>
            Napr. RR123456789SK. E-mail bude obsahovať odkaz na sledovanie zásielky na stránke Slovenskej pošty.
          </p>
        </div>
        <div className="admin-dialog-actions">
          <button type="button" className="acct-btn acct-btn--outline" onClick={() => onDone(null)}>
            Späť
          </button>
          <button type="submit" className="acct-btn admin-btn--ok">
            Označiť ako odoslané
          </button>
        </div>
      </form>
    </dialog>
  );
}
