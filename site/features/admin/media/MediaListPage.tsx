import { useCallback, useEffect, useRef, useState } from 'react';
import { authGet, authSend } from '~/site/stores/user';
import { pageFromSearch } from '../admin-view';
import { AdminAlert, AdminPager, AdminTable, Loading, useAdminAccess, useConfirm, type Column, type Notice } from '../ui';
import { LIST_CONFIG, type MediaRow } from './list-config';
import { DELETE_QUESTION, MEDIA_SAVED_FLASH_KEY, mediaEditHref, mediaListHref, type MediaKind } from './media-view';

/** Reads (and forgets) the message the edit page left after a successful save. */
function takeSavedFlash(): Notice {
  try {
    const text = sessionStorage.getItem(MEDIA_SAVED_FLASH_KEY);
    sessionStorage.removeItem(MEDIA_SAVED_FLASH_KEY);
    return text ? { kind: 'success', text } : null;
  } catch {
    return null;
  }
}

/**
 * `/admin/audio`, `/admin/video`, `/admin/banner` (staff: admins and assistants): a page of 20 records
 * (`?pageNumber=`), per row 'Upraviť' and 'Zmazať' (asks 'Are you sure?' first), and the add button, which posts
 * an empty record and opens its edit page. Outcomes show green or red above the table.
 */
export default function MediaListPage({ kind }: { kind: MediaKind }) {
  const cfg = LIST_CONFIG[kind];
  const allowed = useAdminAccess();
  const page = typeof location === 'undefined' ? 1 : pageFromSearch(location.search);
  const [data, setData] = useState<{ rows: MediaRow[]; page: number; pages: number } | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();
  const alertRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      authGet<Record<string, unknown>>(`${cfg.api}?pageNumber=${page}&pageSize=20`, { signal })
        .then((d) => {
          setData({ rows: cfg.rowsOf(d), page: Number(d.page) || 1, pages: Number(d.pages) || 1 });
          setLoadError('');
        })
        .catch((err: Error) => err.name !== 'AbortError' && setLoadError(err.message)),
    [cfg, page],
  );

  useEffect(() => {
    if (!allowed) return;
    setNotice(takeSavedFlash());
    const ctrl = new AbortController();
    load(ctrl.signal);
    return () => ctrl.abort();
  }, [allowed, load]);

  const fail = (err: unknown) => {
    setNotice({ kind: 'error', text: (err as Error).message });
    alertRef.current?.focus();
  };

  const create = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const created = await authSend<{ _id: string }>(cfg.api, { method: 'POST' });
      location.assign(mediaEditHref(kind, created._id));
    } catch (err) {
      setBusy(false);
      fail(err);
    }
  };

  const remove = async (row: MediaRow) => {
    if (!(await confirm(DELETE_QUESTION, 'Zmazať'))) return;
    setBusy(true);
    setNotice(null);
    try {
      const res = await authSend<{ message: string }>(`${cfg.api}/${row._id}`, { method: 'DELETE' });
      setNotice({ kind: 'success', text: res.message });
    } catch (err) {
      setNotice({ kind: 'error', text: (err as Error).message });
    }
    await load();
    setBusy(false);
    alertRef.current?.focus();
  };

  if (!allowed) return <Loading />;

  const columns: Column<MediaRow>[] = [
    ...cfg.columns,
    {
      header: 'Akcie',
      className: 'admin-cell--actions',
      cell: (r) => (
        <div className="admin-actions">
          <a className="acct-btn acct-btn--small" href={mediaEditHref(kind, r._id)} aria-label={`Upraviť: ${cfg.titleOf(r) || `záznam ${r._id}`}`}>
            Upraviť
          </a>
          <button
            type="button"
            className="acct-btn acct-btn--small admin-btn--danger"
            disabled={busy}
            aria-label={`Zmazať: ${cfg.titleOf(r) || `záznam ${r._id}`}`}
            onClick={() => remove(r)}
          >
            Zmazať
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className={`admin-screen media-list media-list--${kind}`}>
      <div className="media-head">
        <h1>{cfg.heading}</h1>
        <button type="button" className="acct-btn media-add" disabled={busy} onClick={create}>
          <span aria-hidden="true">+ </span>
          {cfg.addPhone ? (
            <>
              <span className="media-wide">{cfg.add}</span>
              <span className="media-narrow">{cfg.addPhone}</span>
            </>
          ) : (
            cfg.add
          )}
        </button>
      </div>
      <p className="acct-hint">{cfg.intro}</p>
      <div aria-live="polite" ref={alertRef} tabIndex={-1} className="admin-live">
        <AdminAlert notice={notice} />
      </div>
      {loadError && <AdminAlert notice={{ kind: 'error', text: loadError }} />}
      {!data && !loadError && <Loading />}
      {data && (
        <section className="admin-card" aria-labelledby="media-title">
          <h2 id="media-title" className="admin-card-title">
            Zoznam{data.pages > 1 ? ` – strana ${data.page} z ${data.pages}` : ''}
          </h2>
          <AdminTable caption={cfg.heading} hideCaption columns={columns} rows={data.rows} rowKey={(r) => r._id} empty={cfg.empty} />
        </section>
      )}
      {data && <AdminPager page={data.page} pages={data.pages} href={(n) => mediaListHref(kind, n)} label={`Stránkovanie: ${cfg.heading}`} />}
      {dialog}
    </div>
  );
}
