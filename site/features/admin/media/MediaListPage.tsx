import { pageFromSearch } from '../admin-view';
import { AdminPager, AdminTable, EditDeleteActions, LoadState, OutcomeLine, type Column } from '../ui';
import { useAdminList } from '../use-admin-list';
import { LIST_CONFIG, type MediaRow } from './list-config';
import { createMedia, deleteMedia, readMediaPage } from './media-api';
import { DELETE_QUESTION, MEDIA_SAVED_FLASH_KEY, mediaEditHref, mediaListHref, type MediaKind } from './media-view';

/**
 * `/admin/audio`, `/admin/video`, `/admin/banner` (staff: admins and assistants): a page of 20 records
 * (`?pageNumber=`), per row 'Upraviť' and 'Zmazať' (asks 'Are you sure?' first), and the add button, which posts
 * an empty record and opens its edit page. Outcomes show green or red above the table.
 */
export default function MediaListPage({ kind }: { kind: MediaKind }) {
  const cfg = LIST_CONFIG[kind];
  const page = typeof location === 'undefined' ? 1 : pageFromSearch(location.search);
  const list = useAdminList(
    (signal) =>
      readMediaPage(kind, page, signal).then((d) => ({ rows: cfg.rowsOf(d), page: Number(d.page) || 1, pages: Number(d.pages) || 1 })),
    { deps: [kind, page], flashKey: MEDIA_SAVED_FLASH_KEY },
  );
  const data = list.data;

  const create = () => list.createThenEdit(async () => mediaEditHref(kind, (await createMedia(kind))._id));
  const remove = (row: MediaRow) =>
    list.act(row._id, async () => (await deleteMedia(kind, row._id)).message, { confirm: { question: DELETE_QUESTION, label: 'Zmazať' } });
  const name = (r: MediaRow) => cfg.titleOf(r) || `záznam ${r._id}`;

  const columns: Column<MediaRow>[] = [
    ...cfg.columns,
    {
      header: 'Akcie',
      className: 'admin-cell--actions',
      cell: (r) => (
        <EditDeleteActions
          editHref={mediaEditHref(kind, r._id)}
          editLabel={`Upraviť: ${name(r)}`}
          deleteLabel={`Zmazať: ${name(r)}`}
          disabled={list.busy !== null}
          onDelete={() => remove(r)}
        />
      ),
    },
  ];

  return (
    <div className={`admin-screen media-list media-list--${kind}`}>
      <div className="media-head">
        <h1>{cfg.heading}</h1>
        <button type="button" className="acct-btn media-add" disabled={!list.allowed || list.busy !== null} onClick={create}>
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
      <OutcomeLine notice={list.notice} focusRef={list.outcomeRef} />
      <LoadState loaded={!!data} error={list.loadError} />
      {data && (
        <section className="admin-card" aria-labelledby="media-title">
          <h2 id="media-title" className="admin-card-title">
            Zoznam{data.pages > 1 ? ` – strana ${data.page} z ${data.pages}` : ''}
          </h2>
          <AdminTable caption={cfg.heading} hideCaption columns={columns} rows={data.rows} rowKey={(r) => r._id} empty={cfg.empty} />
        </section>
      )}
      {data && (
        <AdminPager page={data.page} pages={data.pages} href={(n) => mediaListHref(kind, n)} label={`Stránkovanie: ${cfg.heading}`} />
      )}
      {list.dialog}
    </div>
  );
}
