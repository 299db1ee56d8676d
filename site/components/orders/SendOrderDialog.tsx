import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions, ModalDialog, useAsk } from '~/site/components/ui/Dialog';
import { parcelNumberSchema } from '~/worker/domain/order-notices';

/**
 * `const [dialog, askParcel] = useSendOrderDialog()`: render `dialog`, then `await askParcel('20260012W')` gives the
 * parcel number staff typed ('' for none) when they confirm 'Odoslané', or null when they go back. The admin's
 * order list and the order page (site/features/order) both ask it.
 */
export function useSendOrderDialog(): [ReactNode, (orderNumber: string) => Promise<string | null>] {
  const [orderNumber, ask, answer] = useAsk<string, string | null>();
  return [<SendOrderDialog key="send-order" orderNumber={orderNumber} onDone={answer} />, ask];
}

/** The one field: the optional parcel number, checked by the server's own rule before anything is sent. */
function SendOrderDialog({ orderNumber, onDone }: { orderNumber: string | null; onDone: (parcelNumber: string | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = `${useId()}-parcel`;
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

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

  return (
    <ModalDialog
      open={orderNumber !== null}
      title={<>Odoslať objednávku {orderNumber}</>}
      text="Zákazníkovi pošleme e-mail, že objednávka je na ceste."
      onCancel={() => onDone(null)}
      initialFocus={inputRef}
      onOpen={() => {
        setValue('');
        setError('');
      }}
      onSubmit={submit}
    >
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
          Napr. RR123456789SK (Slovenská pošta). E-mail bude obsahovať odkaz na sledovanie zásielky. Zásielka z Packety už číslo má: pole
          nechajte prázdne.
        </p>
      </div>
      <DialogActions onBack={() => onDone(null)}>
        <button type="submit" className="acct-btn admin-btn--ok">
          Označiť ako odoslané
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
