import { useState } from 'react';
import { Field } from '~/site/components/ui/form';
import { useLoad } from '~/site/lib/use-load';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from '~/worker/domain/product-admin';
import { DRAFT_NOTES, savedMessage } from '~/worker/domain/drafts';
import { saleOf } from '~/worker/domain/shop-sale';
import { EditFrame } from '../EditFrame';
import { Loading } from '../ui';
import { useAdminEdit } from '../use-admin-edit';
import { ImageField, SelectField, TextAreaField } from './product-fields';
import { BookDetailsFields } from './BookDetailsFields';
import { readAllProducts, readProduct, readShopSale, saveProduct } from './products-api';
import {
  BAD_ADDRESS,
  checkProductForm,
  discountPreview,
  formOfProduct,
  notFoundMessage,
  RELATED_KEYS,
  relatedChoices,
  saleLine,
} from './product-form';
import { PRODUCT_SAVED_FLASH_KEY, PRODUCTLIST_PATH, productIdFromPath } from './product-view';

type Category = { slug: string; label: string };
type Choice = { value: string; label: string };

/**
 * `/admin/product/{id}/edit` (admins; the shell reads the id from the address): every field of the product, the
 * discounted price computed live (read-only, the server's rule: the larger of the own discount typed and the
 * running shop-wide sale's, which a line under the prices names), up to 3 related titles chosen from the other
 * products, the main and excerpt images uploaded with progress. 'Uložiť' checks the form with the server's
 * schema, sends `PUT /api/products/:id` and returns to the list, which says it was saved; a refusal shows red
 * above the form and keeps what was typed. The category list comes from site-facts through the page.
 */
export default function ProductEditPage({ categories }: { categories: Category[] }) {
  const slugs = categories.map((c) => c.slug);
  const e = useAdminEdit({
    idFromPath: productIdFromPath,
    badAddress: BAD_ADDRESS,
    read: (id: number, signal?: AbortSignal) =>
      readProduct(id, signal).catch((err: Error & { status?: number }) => {
        throw err.status === 404 ? new Error(notFoundMessage(id)) : err;
      }),
    formOf: formOfProduct,
    check: (form, id) => checkProductForm(form, slugs, id),
    save: saveProduct,
    listPath: PRODUCTLIST_PATH,
    flashKey: PRODUCT_SAVED_FLASH_KEY,
    // A save that kept the draft says so (and what is missing); the list tags it 'Koncept'.
    savedText: (saved) => savedMessage('product', saved, PRODUCT_MESSAGES.saved),
  });
  const { id, form, setField } = e;
  // The pickers and the sale can wait: without them the form still shows (and keeps) the stored related titles.
  const all = useLoad(readAllProducts, e.allowed && id !== null, [id]);
  // The running shop-wide sale: the discount field is the product's own, the customer pays the larger of both.
  const sale = saleOf(useLoad(readShopSale, e.allowed && id !== null, [id]).data);
  const [uploads, setUploads] = useState(0);

  if (!e.allowed) return <Loading />;

  const others: Choice[] = relatedChoices(all.data, id).map((p) => ({
    value: String(p.id),
    label: `${p.name || '(bez názvu)'} (ID ${p.id})`,
  }));
  const onBusy = (b: boolean) => setUploads((n) => Math.max(0, n + (b ? 1 : -1)));
  const categoryChoices: Choice[] = categories.map((c) => ({ value: c.slug, label: c.label }));
  // A stored related title missing from the pickers (not loaded yet, or a failure) still shows as its id.
  const relatedOptions = (value: string): Choice[] =>
    value && !others.some((o) => o.value === value) ? [{ value, label: `ID ${value}` }, ...others] : others;
  const preview = form ? discountPreview(form.price, form.discount, sale.discount) : null;
  const saleNote = form ? saleLine(form.price, form.discount, sale.discount) : null;

  return (
    <EditFrame
      className="media-edit padmin-edit"
      back={{
        href: PRODUCTLIST_PATH,
        label: (
          <>
            Späť<span className="sr-only"> na zoznam produktov</span>
          </>
        ),
      }}
      title={<>Upraviť produkt{id !== null && <span className="admin-count"> (ID {id})</span>}</>}
      label="Údaje produktu"
      formClassName="admin-card admin-form padmin-form"
      {...e.frame}
      busy={e.frame.busy || uploads > 0}
      busyLabel={uploads > 0 ? 'Nahráva sa obrázok…' : 'Ukladám…'}
    >
      {form && (
        <>
          {e.record?.isDraft === true && <p className="admin-draft-note">{DRAFT_NOTES.product}</p>}
          <p className="acct-hint padmin-required">Polia Názov, Cena a Autor sú povinné.</p>
          <fieldset className="acct-fieldset">
            <legend>Základné údaje</legend>
            <Field
              id="product-name"
              label="Názov"
              autoComplete="off"
              required
              maxLength={PRODUCT_LIMITS.name}
              value={form.name}
              onChange={setField('name')}
            />
            <Field
              id="product-author"
              label="Autor"
              autoComplete="off"
              required
              maxLength={PRODUCT_LIMITS.author}
              value={form.author}
              onChange={setField('author')}
            />
            <TextAreaField
              id="product-description"
              label="Popis"
              rows={6}
              maxLength={PRODUCT_LIMITS.description}
              value={form.description}
              onChange={setField('description')}
            />
          </fieldset>

          <fieldset className="acct-fieldset">
            <legend>Cena a sklad</legend>
            <div className="padmin-grid">
              <Field
                id="product-price"
                label="Cena"
                inputMode="decimal"
                autoComplete="off"
                required
                value={form.price}
                onChange={setField('price')}
                hint="V eurách, napr. 12,50."
              />
              <Field
                id="product-stock"
                label="Počet na sklade"
                inputMode="numeric"
                autoComplete="off"
                value={form.countInStock}
                onChange={setField('countInStock')}
              />
              <Field
                id="product-discount"
                label="Vlastná zľava %"
                inputMode="numeric"
                autoComplete="off"
                value={form.discount}
                onChange={setField('discount')}
                hint="Zľava tohto produktu, 0 až 100; 0 ju zruší. Zľavová akcia ju nemení."
              />
              <Field
                id="product-discounted"
                label="Cena po zľave"
                readOnly
                className="padmin-readonly"
                value={preview ? preview.text : '—'}
                onChange={() => undefined}
                hint={
                  preview?.discounted === false
                    ? 'Bez zľavy: platí cena.'
                    : 'Platí zákazník; vypočíta sa sama (zaokrúhlené nahor na 5 centov).'
                }
              />
            </div>
            {saleNote && <p className="padmin-sale-note">{saleNote}</p>}
          </fieldset>

          <fieldset className="acct-fieldset">
            <legend>Zaradenie</legend>
            <div className="padmin-grid">
              <SelectField
                id="product-category"
                label="Kategória"
                emptyLabel="— žiadna —"
                options={categoryChoices}
                value={form.category}
                onChange={setField('category')}
              />
              <SelectField
                id="product-category2"
                label="Kategória 2"
                emptyLabel="— žiadna —"
                options={categoryChoices}
                value={form.category2}
                onChange={setField('category2')}
              />
            </div>
            {RELATED_KEYS.map((key, i) => (
              <SelectField
                key={key}
                id={`product-${key}`}
                label={`Súvisiaci titul ${i + 1}`}
                emptyLabel="— žiadny —"
                options={relatedOptions(form[key])}
                value={form[key]}
                onChange={setField(key)}
              />
            ))}
            <Field
              id="product-tags"
              label="Značky"
              autoComplete="off"
              maxLength={PRODUCT_LIMITS.path}
              value={form.tags}
              onChange={setField('tags')}
              hint="Oddeľte čiarkou."
            />
            <Field
              id="product-catalog"
              label="Katalóg"
              autoComplete="off"
              maxLength={PRODUCT_LIMITS.shortText}
              value={form.catalog}
              onChange={setField('catalog')}
            />
          </fieldset>

          <BookDetailsFields form={form} setField={setField} />

          <ImageField
            kind="productImage"
            idPrefix="product-image"
            path={form.image}
            onPath={setField('image')}
            onBusy={onBusy}
            altName={form.name}
          />

          <fieldset className="acct-fieldset">
            <legend>Ukážka</legend>
            <ImageField
              kind="excerptImage"
              idPrefix="product-excerpt-image"
              path={form.excerptImage}
              onPath={setField('excerptImage')}
              onBusy={onBusy}
              altName={form.name}
            />
            {/* A textarea: the demo catalogue keeps a whole opening sentence here, not just 'Kapitola 1'. */}
            <TextAreaField
              id="product-excerpt-part"
              label="Časť ukážky"
              rows={3}
              maxLength={PRODUCT_LIMITS.excerptPart}
              value={form.excerptPart}
              onChange={setField('excerptPart')}
              hint="Úvod ukážky, ktorý ukazuje zoznam Čitárne."
            />
            <TextAreaField
              id="product-excerpt-text"
              label="Text ukážky"
              rows={8}
              maxLength={PRODUCT_LIMITS.excerpt}
              value={form.excerptText}
              onChange={setField('excerptText')}
            />
          </fieldset>
        </>
      )}
    </EditFrame>
  );
}
