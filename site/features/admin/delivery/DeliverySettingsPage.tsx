import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '~/worker/domain/field-errors';
import { ApiRequestError } from '~/site/lib/api';
import { useLoad } from '~/site/lib/use-load';
import { Alert } from '~/site/components/ui/form';
import { LoadState, useAdminAccess } from '../ui';
import { readDeliverySettings, saveDeliverySettings } from './delivery-settings-api';
import { draftFrom, fieldId, settingsFrom, type SettingsDraft } from './delivery-settings-view';
import { MethodFields, NumberInput } from './MethodFields';
import './delivery-settings.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * `/admin/delivery` (admins): 'Doprava a poštovné' (issue 30). Each delivery method offered or not, and per
 * country its weight bands and free-postage threshold; a country or a band added or removed; the cash-on-delivery
 * fee. 'Uložiť' checks the form with the server's own schema (every wrong field marked at its place, the first
 * focused) and sends it whole; the server's message shows green, its refusal red (at the field when it names one).
 * The next quote and order use the new prices; orders placed keep theirs.
 */
export default function DeliverySettingsPage() {
  const allowed = useAdminAccess();
  const loaded = useLoad(readDeliverySettings, allowed, [allowed]);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (loaded.data) setDraft(draftFrom(loaded.data));
  }, [loaded.data]);

  const change = (d: SettingsDraft) => {
    setDraft(d);
    setNotice(null);
  };

  const refuse = (message: string, marks: FieldErrors) => {
    setFields(marks);
    setNotice({ kind: 'error', text: message });
    const first = Object.keys(marks)[0];
    const target = first ? document.getElementById(fieldId(first)) : null;
    if (target) target.focus();
    else noticeRef.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const checked = settingsFrom(draft);
    if (!checked.ok) return refuse(checked.message, checked.fields);
    setBusy(true);
    setFields({});
    setNotice(null);
    try {
      const saved = await saveDeliverySettings(checked.settings);
      setDraft(draftFrom(saved));
      setNotice({ kind: 'success', text: saved.message });
      noticeRef.current?.focus();
    } catch (err) {
      refuse((err as Error).message, err instanceof ApiRequestError ? err.fields : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-screen dlv-screen">
      <div className="admin-head">
        <h1>Doprava a poštovné</h1>
      </div>
      <p className="acct-hint">
        Poštovné sa riadi hmotnosťou balíka (knihy a obal): platí cena prvého pásma, do ktorého sa balík zmestí. Nad hranicou „zadarmo nad“
        je doprava zdarma. Krajina, ktorú spôsob doručenia nemá, sa mu neponúka; „Ostatné krajiny“ platí pre všetky neuvedené. Zmena platí
        pre nové objednávky.
      </p>
      <LoadState loaded={draft !== null} error={loaded.error} />
      {draft && (
        <form onSubmit={submit} noValidate>
          {draft.methods.map((m, mi) => (
            <MethodFields key={m.id} draft={draft} mi={mi} fields={fields} onChange={change} />
          ))}
          <section className="admin-card dlv-method">
            <h2>Dobierka</h2>
            <NumberInput
              path="codFeeCents"
              label="Poplatok za dobierku"
              unit="€"
              context="len na Slovensku"
              value={draft.codFee}
              fields={fields}
              hint="Len pri platbe v hotovosti na Slovensku; pri osobnom prevzatí sa neplatí. 0 = bez poplatku."
              onChange={(v) => change({ ...draft, codFee: v })}
            />
          </section>
          <div ref={noticeRef} tabIndex={-1} aria-live="polite" className="admin-live">
            {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
          </div>
          <button type="submit" className="acct-btn acct-btn--primary" disabled={busy} aria-busy={busy || undefined}>
            Uložiť nastavenie dopravy
          </button>
        </form>
      )}
    </div>
  );
}
