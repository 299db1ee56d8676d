import { AdminPager, AdminTable, EditDeleteActions, LoadState, OutcomeLine, type Column } from '../ui';
import { DraftTag } from '../DraftTag';
import { useAdminList } from '../use-admin-list';
import { createProduct, deleteProduct, readProductPage } from './products-api';
import {
  categoryText,
  deleteQuestion,
  DISCOUNT_PATH,
  listOf,
  pageFromPath,
  priceCell,
  PRODUCT_SAVED_FLASH_KEY,
  productCount,
  productEditHref,
  productListHref,
  stockCell,
  type ProductRow,
} from './product-view';

type Category = { slug: string; label: string };

function Price({ row }: { row: ProductRow }) {
  const c = priceCell(row);
  if (!c.discounted) return <span className="padmin-price">{c.price}</span>;
  return (
    <span className="padmin-price">
      <s>
        <span className="sr-only">Pôvodná cena </span>
        {c.price}
      </s>{' '}
      <span className="padmin-price-now">
        <span className="sr-only">po zľave </span>
        {c.discounted}
      </span>{' '}
      <span className="admin-status admin-status--ok">−{c.percent} %</span>
    </span>
  );
}

function Stock({ count, draft }: { count: number; draft: boolean }) {
  const s = stockCell(count);
  // A draft's stock is only unfilled yet: no 'Nízky stav' alarm (the dashboard leaves drafts out too).
  if (draft) return <span className="padmin-stock">{s.count}</span>;
  return (
    <span className={s.className}>
      {s.count}
      {s.label && (
        <>
          {' '}
          <span className="admin-status admin-status--pending">
            <span aria-hidden="true">⚠ </span>
            {s.label}
          </span>
        </>
      )}
    </span>
  );
}

/**
 * `/admin/productlist` and `/admin/productlist/{n}` (admins): 10 products a page, newest first; the price (and the
 * discounted one), the stock (10 or fewer marked 'Nízky stav'), the categories; per row 'Upraviť' and 'Zmazať'
 * (asks first). 'Vytvoriť produkt' posts an empty draft (tagged 'Koncept' until a complete save publishes it) and
 * opens its edit page; 'Zľavová akcia' opens the shop-wide discount screen. Outcomes show green or red above the
 * table.
 */
export default function ProductListPage({ categories }: { categories: Category[] }) {
  const page = typeof location === 'undefined' ? 1 : pageFromPath(location.pathname);
  const list = useAdminList((signal) => readProductPage(page, signal).then(listOf), { deps: [page], flashKey: PRODUCT_SAVED_FLASH_KEY });
  const data = list.data;

  const create = () =>
    list.createThenEdit(async () => {
      const created = await createProduct();
      return productEditHref(Number(created._id));
    });
  const remove = (row: ProductRow) =>
    list.act(row._id, async () => (await deleteProduct(row._id)).message, {
      confirm: { question: deleteQuestion(row.name), label: 'Zmazať' },
    });

  const label = (r: ProductRow) => r.name || `produkt ${r._id}`;
  const columns: Column<ProductRow>[] = [
    { header: 'ID', cell: (r) => r._id, className: 'admin-cell--nowrap' },
    {
      header: 'Názov',
      // One span: on a phone the cell is a grid (label, value), where name and tag would split into columns.
      cell: (r) => (
        <span>
          {r.name || <span className="acct-hint">(bez názvu)</span>}
          <DraftTag isDraft={r.isDraft} />
        </span>
      ),
      className: 'admin-cell--name',
    },
    { header: 'Cena', cell: (r) => <Price row={r} /> },
    { header: 'Sklad', cell: (r) => <Stock count={r.countInStock} draft={r.isDraft === true} />, className: 'admin-cell--nowrap' },
    { header: 'Kategória', cell: (r) => categoryText(r, categories) },
    {
      header: 'Akcie',
      className: 'admin-cell--actions',
      cell: (r) => (
        <EditDeleteActions
          editHref={productEditHref(r._id)}
          editLabel={`Upraviť: ${label(r)}`}
          deleteLabel={`Zmazať: ${label(r)}`}
          disabled={list.busy !== null}
          onDelete={() => remove(r)}
        />
      ),
    },
  ];

  return (
    <div className="admin-screen padmin-list">
      <div className="admin-head">
        <h1>Produkty</h1>
        <div className="padmin-head-actions">
          <a className="acct-btn acct-btn--outline" href={DISCOUNT_PATH}>
            Zľavová akcia
          </a>
          <button type="button" className="acct-btn padmin-create" disabled={!list.allowed || list.busy !== null} onClick={create}>
            <span aria-hidden="true">+ </span>Vytvoriť produkt
          </button>
        </div>
      </div>
      <OutcomeLine notice={list.notice} focusRef={list.outcomeRef} />
      <LoadState loaded={!!data} error={list.loadError} />
      {data && (
        <section className="admin-card" aria-labelledby="product-list-title">
          <h2 id="product-list-title" className="admin-card-title">
            Zoznam{data.pages > 1 ? ` – strana ${data.page} z ${data.pages}` : ''}{' '}
            <span className="admin-count">({productCount(data.total)})</span>
          </h2>
          <AdminTable
            caption="Produkty"
            hideCaption
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r._id}
            empty="Na tejto strane nie sú žiadne produkty."
          />
        </section>
      )}
      {data && <AdminPager page={data.page} pages={data.pages} href={productListHref} label="Stránkovanie: Produkty" />}
      {list.dialog}
    </div>
  );
}
