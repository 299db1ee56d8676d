import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TERM_BOUNDS, TERM_LABELS, TERMS_APPLY_TO_NEW, type ShopTerms } from '~/worker/domain/unpaid-orders';
import { Alert, Field, Loading } from '~/site/components/ui/form';
import { readTerms, saveTerms } from './terms-api';

type Draft = Record<keyof ShopTerms, string>;
const FIELDS = Object.keys(TERM_LABELS) as (keyof ShopTerms)[];
const bounds = (k: keyof ShopTerms) => (k === 'maxOpenUnpaid' ? TERM_BOUNDS.orders : TERM_BOUNDS.days);

/**
 * The shop's terms of unpaid orders (`/api/shop-settings`), folded under the order list: read when first opened
 * (after hydration, so the pre-rendered list stays as built), saved whole; the server's Slovak message shows
 * above the button, green or red. The days to pay count for new orders only (an order keeps its due date).
 */
export function PaymentTermsForm() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);

  const load = async () => {
    if (draft) return;
    try {
      const t = await readTerms();
      setDraft({ transferPayDays: String(t.transferPayDays), cardPayDays: String(t.cardPayDays), maxOpenUnpaid: String(t.maxOpenUnpaid) });
    } catch (err) {
      setNotice({ kind: 'error', text: (err as Error).message });
    }
  };

  // Opened before the island hydrated (the list is built into the page, hydrated when the browser is idle): the
  // toggle event went by without a handler, so read the terms now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration (above); later openings call load themselves
  useEffect(() => {
    if (details.current?.open) void load();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    setBusy(true);
    setNotice(null);
    try {
      // Numbers as typed; the server refuses what is not a whole number within the bounds, in Slovak.
      const terms: ShopTerms = {
        transferPayDays: Number(draft.transferPayDays),
        cardPayDays: Number(draft.cardPayDays),
        maxOpenUnpaid: Number(draft.maxOpenUnpaid),
      };
      const saved = await saveTerms(terms);
      setNotice({ kind: 'success', text: saved.message });
    } catch (err) {
      setNotice({ kind: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details ref={details} className="orderlist-terms" onToggle={(e) => (e.currentTarget.open ? void load() : undefined)}>
      {/* The chevron (payment-terms.css) and these words say that it opens; they change with the state. */}
      <summary>
        Platobné podmienky
        <span className="orderlist-terms-toggle" aria-hidden="true">
          <span className="orderlist-terms-show">zobraziť a zmeniť</span>
          <span className="orderlist-terms-hide">skryť</span>
        </span>
      </summary>
      <p className="acct-hint">
        Nezaplatená objednávka prevodom (na Slovensku) alebo kartou dostane v polovici lehoty pripomenutie e-mailom a po jej uplynutí sa
        automaticky zruší; tovar sa vráti na sklad a zákazník dostane e-mail. Dobierok sa to netýka.
      </p>
      <p className="acct-hint">
        <strong>{TERMS_APPLY_TO_NEW}</strong>
      </p>
      <div aria-live="polite">{notice && <Alert kind={notice.kind}>{notice.text}</Alert>}</div>
      {draft ? (
        <form onSubmit={submit} noValidate>
          {FIELDS.map((k) => (
            <Field
              key={k}
              id={`terms-${k}`}
              label={TERM_LABELS[k]}
              type="number"
              inputMode="numeric"
              min={bounds(k).min}
              max={bounds(k).max}
              step={1}
              value={draft[k]}
              onChange={(v) => setDraft({ ...draft, [k]: v })}
            />
          ))}
          <button type="submit" className="acct-btn acct-btn--primary" disabled={busy} aria-busy={busy || undefined}>
            Uložiť podmienky
          </button>
        </form>
      ) : (
        // Built into the page's HTML: without JavaScript the page's note says why nothing loads, not this.
        !notice && <Loading jsOnly />
      )}
    </details>
  );
}
