import { useState, type FormEvent } from 'react';
import { Field } from '~/site/components/ui/form';
import type { FieldErrors } from '~/worker/domain/field-errors';
import { CODE_LABELS, type ApiDiscountCode } from '~/worker/domain/discount-codes';
import { bodyOf, checkDraft, draftOf, EMPTY_DRAFT, type CodeDraft } from './discount-code-view';

type TextKey = Exclude<keyof CodeDraft, 'kind' | 'active'>;

/**
 * 'Nový kód' or the code being changed: every field of the server's schema, checked with it before sending (each
 * wrong field red with its own message); the server's answer (its refusal: a code that exists) comes back as
 * `onSave`'s rejection and is shown above the button. Dates are the browser's date fields (`YYYY-MM-DD`), days in
 * Bratislava, both inclusive.
 */
export function DiscountCodeForm(p: {
  editing: ApiDiscountCode | null;
  busy: boolean;
  onSave: (body: ReturnType<typeof bodyOf>) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<CodeDraft>(p.editing ? draftOf(p.editing) : EMPTY_DRAFT);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const set = (k: TextKey) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const prefix = p.editing ? `code-${p.editing._id}` : 'code-new';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refused = checkDraft(draft);
    setFields(refused?.fields ?? {});
    setError(refused?.message ?? '');
    if (refused) return;
    try {
      await p.onSave(bodyOf(draft));
      if (!p.editing) setDraft(EMPTY_DRAFT);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const text = (k: TextKey, o: { label?: string; hint?: string; type?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <Field
      id={`${prefix}-${k}`}
      label={o.label ?? CODE_LABELS[k]}
      hint={o.hint}
      type={o.type ?? 'text'}
      inputMode={o.inputMode}
      value={draft[k]}
      onChange={set(k)}
      error={fields[k]}
      autoComplete="off"
    />
  );

  return (
    <form className="codes-form" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="admin-card-title">
        {p.editing ? `Upraviť kód ${p.editing.code}` : 'Nový kód'}
      </h2>
      <div className="codes-grid">
        {text('code', { hint: 'Písmená bez diakritiky, číslice a pomlčky; zákazník ho môže napísať malými aj veľkými.' })}
        <div className="acct-field">
          <label htmlFor={`${prefix}-kind`}>{CODE_LABELS.kind}</label>
          <select
            id={`${prefix}-kind`}
            className="media-select"
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as CodeDraft['kind'] })}
          >
            <option value="percent">Percentá z tovaru</option>
            <option value="amount">Suma v eurách</option>
          </select>
        </div>
        {text('amount', { label: draft.kind === 'percent' ? 'Zľava (%)' : 'Zľava (€)', inputMode: 'decimal' })}
        {text('minOrder', { hint: 'Hodnota tovaru po zľavách produktov; prázdne = bez minima.', inputMode: 'decimal' })}
        {text('validFrom', { type: 'date', hint: 'Vrátane tohto dňa; prázdne = hneď.' })}
        {text('validUntil', { type: 'date', hint: 'Vrátane tohto dňa; prázdne = bez konca.' })}
        {text('maxUses', { inputMode: 'numeric', hint: 'Prázdne = bez obmedzenia. Zrušené objednávky sa nepočítajú.' })}
        {text('maxUsesPerCustomer', { inputMode: 'numeric', hint: 'Podľa e-mailu; prázdne = bez obmedzenia.' })}
      </div>
      <div className="acct-check">
        <input
          id={`${prefix}-active`}
          type="checkbox"
          checked={draft.active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
        />
        <label htmlFor={`${prefix}-active`}>{CODE_LABELS.active}</label>
      </div>
      {error && (
        <p className="acct-field-error codes-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="codes-form-buttons">
        <button type="submit" className="acct-btn acct-btn--primary" disabled={p.busy} aria-busy={p.busy || undefined}>
          {p.editing ? 'Uložiť kód' : 'Vytvoriť kód'}
        </button>
        {p.editing && (
          <button type="button" className="acct-btn acct-btn--outline" onClick={p.onCancel}>
            Zrušiť úpravu
          </button>
        )}
      </div>
    </form>
  );
}
