import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { loginUrlFor } from '~/site/lib/account';
import { screenPath, staffAccess } from '~/site/lib/staff-screens';
import { $userInfo } from '~/site/stores/user';
import { Alert, Loading } from '~/site/components/ui/form';

/**
 * The admin frame's React parts, shared by every staff screen: access check, alerts, table, pager, confirm
 * dialog. Styles in ./admin.css (loaded by AdminLayout.astro).
 */

export { Loading };

/**
 * Whether the signed-in user may use this staff screen (site/lib/staff-screens.ts, the server's split). When not,
 * the island calls no API: a visitor goes to /login?redirect=…, a signed-in account reads the frame's refusal
 * (AdminLayout.astro, admin-frame.ts, which hides the screen).
 */
export function useAdminAccess(): boolean {
  const user = useStore($userInfo);
  const path = typeof location === 'undefined' ? '/admin' : screenPath(location.pathname);
  const access = staffAccess(user, path);
  useEffect(() => {
    if (access === 'login') location.replace(loginUrlFor(path + location.search));
  }, [access, path]);
  return access === 'open';
}

/** The outcome of the last action: the server's message, green (success) or red (error, role=alert). */
/** On a phone a long address wraps after the '@' rather than inside a word. */
export function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * Reads (and forgets) the green line an edit page left under `key` in sessionStorage before returning to its
 * list (shown once, never kept in the address); null when there is none or storage is off.
 */
export function takeFlash(key: string): Notice {
  try {
    const text = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return text ? { kind: 'success', text } : null;
  } catch {
    return null;
  }
}

export function AdminAlert({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <Alert kind={notice.kind}>{notice.text}</Alert>;
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra class of the column's cells (e.g. 'admin-cell--actions'). */
  className?: string;
}

/**
 * A data table that stays readable on a phone: below 700px each row becomes a card and every cell shows its
 * column's name (data-label). The caption names the table for screen readers (visible unless `hideCaption`).
 */
export function AdminTable<T>(p: {
  caption: string;
  hideCaption?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty?: ReactNode;
}) {
  if (p.rows.length === 0 && p.empty) return <p className="empty-state">{p.empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className={p.hideCaption ? 'sr-only' : undefined}>{p.caption}</caption>
        <thead>
          <tr>
            {p.columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((row) => (
            <tr key={p.rowKey(row)}>
              {p.columns.map((c) => (
                <td key={c.header} data-label={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Page links (`href(n)`), the current one marked; nothing when there is one page. */
export function AdminPager({ page, pages, href, label }: { page: number; pages: number; href: (n: number) => string; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <ul>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Strana ${n}`}>
              {n}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface PendingConfirm {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

/**
 * `const [dialog, confirm] = useConfirm()`: render `dialog`, then `if (await confirm('Odstrániť…?')) …`.
 * A modal <dialog> (focus stays inside, Escape cancels, focus returns to the button that opened it), with
 * 'Späť' focused first so that Enter never destroys anything by accident. (Not 'Zrušiť': next to 'Zrušiť objednávku'
 * that word would read as the destructive action.)
 */
export function useConfirm(): [ReactNode, (message: string, confirmLabel?: string) => Promise<boolean>] {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Áno') => new Promise<boolean>((resolve) => setPending({ message, confirmLabel, resolve })),
    [],
  );
  const finish = useCallback(
    (ok: boolean) => {
      pending?.resolve(ok);
      setPending(null);
    },
    [pending],
  );
  return [<ConfirmDialog key="confirm" pending={pending} onDone={finish} />, confirm];
}

function ConfirmDialog({ pending, onDone }: { pending: PendingConfirm | null; onDone: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (pending && !d.open) {
      d.showModal();
      cancelRef.current?.focus();
    } else if (!pending && d.open) d.close();
  }, [pending]);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onDone(false);
      }}
    >
      <h2 id={`${id}-title`} className="admin-dialog-title">
        Potvrdenie
      </h2>
      <p id={`${id}-text`}>{pending?.message}</p>
      <div className="admin-dialog-actions">
        <button ref={cancelRef} type="button" className="acct-btn acct-btn--outline" onClick={() => onDone(false)}>
          Späť
        </button>
        <button type="button" className="acct-btn admin-btn--danger" onClick={() => onDone(true)}>
          {pending?.confirmLabel ?? 'Áno'}
        </button>
      </div>
    </dialog>
  );
}
