import { useState } from 'react';
import type { ApiDiscountCode } from '~/worker/domain/discount-codes';
import { AdminTable, LoadState, OutcomeLine, type Column } from '../ui';
import { useAdminList } from '../use-admin-list';
import { createCode, readCodes, removeCode, saveCode } from './discount-codes-api';
import { bodyOf, discountText, draftOf, usesText, validityText } from './discount-code-view';
import { DiscountCodeForm } from './DiscountCodeForm';
import './discount-codes.css';

/**
 * `/admin/discount-codes` (admins): 'Zľavové kódy' (issue 30 item 4). The list (code, discount, validity, uses so
 * far of the limit, state) with 'Upraviť', 'Deaktivovať' / 'Aktivovať' and 'Zmazať' (a code orders used is only
 * deactivated: the server says so), and the form that creates a code or changes the one being edited. Every
 * outcome is the server's Slovak sentence, green or red.
 */
export default function DiscountCodesPage() {
  const screen = useAdminList(readCodes);
  const [editing, setEditing] = useState<ApiDiscountCode | null>(null);
  const [saving, setSaving] = useState(false);
  const codes = screen.data;

  const save = async (body: ReturnType<typeof bodyOf>) => {
    setSaving(true);
    try {
      // A refusal (a code that exists) rejects here and the form shows it beside its button.
      const saved = editing ? await saveCode(editing._id, body) : await createCode(body);
      setEditing(null);
      await screen.act('save', async () => saved.message);
    } finally {
      setSaving(false);
    }
  };

  const toggle = (c: ApiDiscountCode) =>
    screen.act(c._id, async () => (await saveCode(c._id, bodyOf({ ...draftOf(c), active: !c.active }))).message);
  const remove = (c: ApiDiscountCode) =>
    screen.act(c._id, async () => (await removeCode(c._id)).message, {
      confirm: { question: `Zmazať kód ${c.code}? Ak ho už niekto použil, len sa deaktivuje.`, label: 'Zmazať' },
    });

  const columns: Column<ApiDiscountCode>[] = [
    { header: 'Kód', cell: (c) => <strong className="codes-code">{c.code}</strong> },
    { header: 'Zľava', cell: discountText },
    { header: 'Platnosť', cell: validityText },
    { header: 'Použitia', cell: usesText },
    {
      header: 'Stav',
      cell: (c) => <span className={c.active ? 'codes-state codes-state--on' : 'codes-state'}>{c.active ? 'Aktívny' : 'Neaktívny'}</span>,
    },
    {
      header: 'Akcie',
      className: 'admin-cell--actions',
      cell: (c) => (
        <div className="admin-actions">
          <button
            type="button"
            className="acct-btn acct-btn--small"
            disabled={screen.busy !== null}
            onClick={() => setEditing(c)}
            aria-label={`Upraviť ${c.code}`}
          >
            Upraviť
          </button>
          <button
            type="button"
            className="acct-btn acct-btn--small"
            disabled={screen.busy !== null}
            onClick={() => toggle(c)}
            aria-label={`${c.active ? 'Deaktivovať' : 'Aktivovať'} ${c.code}`}
          >
            {c.active ? 'Deaktivovať' : 'Aktivovať'}
          </button>
          <button
            type="button"
            className="acct-btn acct-btn--small"
            disabled={screen.busy !== null}
            onClick={() => remove(c)}
            aria-label={`Zmazať ${c.code}`}
          >
            Zmazať
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="admin-screen codes-screen">
      <div className="admin-head">
        <h1>Zľavové kódy</h1>
      </div>
      <OutcomeLine notice={screen.notice} focusRef={screen.outcomeRef} />
      {screen.dialog}
      {screen.allowed && (
        <section className="admin-card">
          {/* A new form for each code edited (and a fresh one after), so no field keeps another code's text. */}
          <DiscountCodeForm key={editing?._id ?? 'new'} editing={editing} busy={saving} onSave={save} onCancel={() => setEditing(null)} />
        </section>
      )}
      <LoadState loaded={codes !== null} error={screen.loadError} />
      {codes && (
        <AdminTable
          caption="Zľavové kódy"
          hideCaption
          columns={columns}
          rows={codes}
          rowKey={(c) => c._id}
          empty="Zatiaľ tu nie je žiadny kód."
        />
      )}
    </div>
  );
}
