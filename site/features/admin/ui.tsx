import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode, type Ref } from 'react';
import { loginUrlFor } from '~/site/lib/paths';
import { screenPath, staffAccess } from '~/site/lib/staff-screens';
import { $userInfo } from '~/site/stores/user';
import { Alert, Loading, NoScriptNote, useHydrated } from '~/site/components/ui/form';
import type { Notice } from './outcome';

/**
 * The admin frame's React parts, shared by every staff screen: access check, alerts, table, pager. The confirm
 * dialog is site/components/ui/Dialog.tsx; the screens' scaffolding is ./use-admin-list.ts and ./use-admin-edit.ts.
 * Styles in ./admin.css (loaded by AdminLayout.astro).
 */

export { Loading };
export type { Notice };

/**
 * Whether the signed-in user may use this staff screen (site/lib/staff-screens.ts, the server's split). When not,
 * the island calls no API: a visitor goes to /login?redirect=…, a signed-in account reads the frame's refusal
 * (AdminLayout.astro, admin-frame.ts, which hides the screen). The list screens are rendered at build time
 * (`client:idle`): the build and the hydrating render know no user and no address (`ssr: () => null`), so both
 * answer false and draw the same frame; the stored user is read once hydrated.
 */
export function useAdminAccess(): boolean {
  const hydrated = useHydrated();
  const stored = useStore($userInfo, { ssr: () => null });
  const path = hydrated ? screenPath(location.pathname) : '/admin';
  const access = hydrated ? staffAccess(stored, path) : 'pending';
  useEffect(() => {
    if (access === 'login') location.replace(loginUrlFor(path + location.search));
  }, [access, path]);
  return access === 'open';
}

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

/** The way back above a staff screen's heading ('← Späť na zoznam'). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="admin-back">
      <a href={href}>
        <span aria-hidden="true">←</span>
        {children}
      </a>
    </p>
  );
}

/** The outcome of the last action: the server's message, green (success) or red (error, role=alert). */
export function AdminAlert({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <Alert kind={notice.kind}>{notice.text}</Alert>;
}

/**
 * Where the outcome shows, announced politely. With `focusRef` the screen can move the keyboard there after an
 * action whose row (and button) may be gone.
 */
export function OutcomeLine({ notice, focusRef }: { notice: Notice; focusRef?: Ref<HTMLDivElement> }) {
  if (!focusRef) {
    return (
      <div aria-live="polite">
        <AdminAlert notice={notice} />
      </div>
    );
  }
  return (
    <div aria-live="polite" ref={focusRef} tabIndex={-1} className="admin-live">
      <AdminAlert notice={notice} />
    </div>
  );
}

/**
 * Until a screen's data is read: 'Načítava sa…', or the read's failure in red (shown beside older data too).
 * Without JavaScript (the frame is in the HTML) a note says that the screen needs it instead.
 */
export function LoadState({ loaded, error, label }: { loaded: boolean; error: string; label?: string }) {
  return (
    <>
      {error && <AdminAlert notice={{ kind: 'error', text: error }} />}
      {!loaded && !error && (
        <>
          <Loading jsOnly>{label}</Loading>
          <NoScriptNote>Na túto stránku potrebujete v prehliadači zapnutý JavaScript.</NoScriptNote>
        </>
      )}
    </>
  );
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

/**
 * The 'Akcie' cell of a list row: 'Upraviť' (a link to the edit page) and 'Zmazať'; `instead` takes the place of
 * 'Zmazať' where none is offered (the admin's own account). The labels name the row for screen readers.
 */
export function EditDeleteActions(p: {
  editHref: string;
  editLabel: string;
  deleteLabel: string;
  disabled: boolean;
  onDelete: () => void;
  instead?: ReactNode;
}) {
  return (
    <div className="admin-actions">
      <a className="acct-btn acct-btn--small" href={p.editHref} aria-label={p.editLabel}>
        Upraviť
      </a>
      {p.instead ?? (
        <button
          type="button"
          className="acct-btn acct-btn--small admin-btn--danger"
          disabled={p.disabled}
          aria-label={p.deleteLabel}
          onClick={p.onDelete}
        >
          Zmazať
        </button>
      )}
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
