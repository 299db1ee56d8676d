import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authGet, authSend } from '~/site/stores/user';
import { Field, SubmitButton } from '~/site/components/ui/form';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from '~/worker/domain/product-admin';
import { DRAFT_NOTES, savedMessage } from '~/worker/domain/drafts';
import { NO_SALE, saleOf, type ShopSale } from '~/worker/domain/shop-sale';
import { AdminAlert, Loading, useAdminAccess } from '../ui';
import { ImageField, SelectField, TextAreaField } from './product-fields';
import { BAD_ADDRESS, checkProductForm, discountPreview, formOfProduct, notFoundMessage, RELATED_KEYS, relatedChoices, saleLine, type ProductForm } from './product-form';
import { PRODUCT_SAVED_FLASH_KEY, PRODUCTLIST_PATH, productIdFromPath } from './product-view';

type Category = { slug: string; label: string };
type Choice = { value: string; label: string };

const LANGUAGES: Choice[] = [
  { value: 'SK', label: 'SK – slovenčina' },
  { value: 'CZ', label: 'CZ – čeština' },
];

/**
 * `/admin/product/{id}/edit` (admins; the shell reads the id from the address): every field of the product, the
 * discounted price computed live (read-only, the server's rule: the larger of the own discount typed and the
 * running shop-wide sale's, which a line under the prices names), up to 3 related titles chosen from the other
 * products, the main and excerpt images uploaded with progress. 'Uložiť' checks the form with the server's
 * schema, sends `PUT /api/products/:id` and returns to the list, which says it was saved; a refusal shows red
 * above the form and keeps what was typed. The category list comes from site-facts through the page.
 */
export default function ProductEditPage({ categories }: { categories: Category[] }) {
  const allowed = useAdminAccess();
  const [id] = useState(() => (typeof location === 'undefined' ? null : productIdFromPath(location.pathname)));
  const [form, setForm] = useState<ProductForm | null>(null);
  const [others, setOthers] = useState<Choice[]>([]);
  // The running shop-wide sale: the discount field is the product's own, the customer pays the larger of both.
  const [sale, setSale] = useState<ShopSale>(NO_SALE);
  const [error, setError] = useState('');
  // A draft (worker/domain/drafts.ts) no visitor sees until it is saved with name, author and a price.
  const [isDraft, setIsDraft] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploads, setUploads] = useState(0);
  const errorRef = useRef<HTMLDivElement>(null);
  const slugs = categories.map((c) => c.slug);

  useEffect(() => {
    if (!allowed) return;
    if (id === null) {
      setError(BAD_ADDRESS);
      return;
    }
    const ctrl = new AbortController();
    authGet<Record<string, unknown>>(`/api/products/${id}`, { signal: ctrl.signal })
      .then((p) => {
        setForm(formOfProduct(p));
        setIsDraft(p.isDraft === true);
      })
      .catch((err: Error & { status?: number }) => err.name !== 'AbortError' && setError(err.status === 404 ? notFoundMessage(id) : err.message));
    // The pickers can wait: without them the form still shows (and keeps) the stored related titles.
    authGet<unknown>('/api/products/all', { signal: ctrl.signal })
      .then((all) => setOthers(relatedChoices(all, id).map((p) => ({ value: String(p.id), label: `${p.name || '(bez názvu)'} (ID ${p.id})` }))))
      .catch(() => undefined);
    authGet<unknown>('/api/products/discount', { signal: ctrl.signal })
      .then((answer) => setSale(saleOf(answer)))
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [allowed, id]);

  const showError = (text: string) => {
    setError(text);
    // Bring the red box into view (on a phone the button is far below it).
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'center' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || id === null) return;
    setError('');
    const checked = checkProductForm(form, slugs, id);
    if (!checked.ok) return showError(checked.message);
    setBusy(true);
    try {
      const saved = await authSend<unknown>(`/api/products/${id}`, { method: 'PUT', body: { _id: id, ...checked.body } });
      try {
        // A save that kept the draft says so (and what is missing); the list tags it 'Koncept'.
        sessionStorage.setItem(PRODUCT_SAVED_FLASH_KEY, savedMessage('product', saved, PRODUCT_MESSAGES.saved));
      } catch {
        /* storage off: the list just shows no green line */
      }
      location.assign(PRODUCTLIST_PATH);
    } catch (err) {
      setBusy(false);
      showError((err as Error).message);
    }
  };

  if (!allowed) return <Loading />;

  const set = (key: keyof ProductForm) => (value: string) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const onBusy = (b: boolean) => setUploads((n) => Math.max(0, n + (b ? 1 : -1)));
  const categoryChoices: Choice[] = categories.map((c) => ({ value: c.slug, label: c.label }));
  // A stored related title missing from the pickers (not loaded yet, or a failure) still shows as its id.
  const relatedOptions = (value: string): Choice[] => (value && !others.some((o) => o.value === value) ? [{ value, label: `ID ${value}` }, ...others] : others);
  const preview = form ? discountPreview(form.price, form.discount, sale.discount) : null;
  const saleNote = form ? saleLine(form.price, form.discount, sale.discount) : null;

  return (
    <div className="admin-screen media-edit padmin-edit">
      <p className="admin-back">
        <a href={PRODUCTLIST_PATH}>
          <span aria-hidden="true">←</span>Späť
          <span className="sr-only"> na zoznam produktov</span>
        </a>
      </p>
      <h1>Upraviť produkt{id !== null && <span className="admin-count"> (ID {id})</span>}</h1>
      <div ref={errorRef} aria-live="assertive">
        {error && <AdminAlert notice={{ kind: 'error', text: error }} />}
      </div>
      {!form && !error && <Loading />}
      {form && (
        <form className="admin-card admin-form padmin-form" onSubmit={submit} noValidate aria-label="Údaje produktu">
          {isDraft && <p className="admin-draft-note">{DRAFT_NOTES.product}</p>}
          <p className="acct-hint padmin-required">Polia Názov, Cena a Autor sú povinné.</p>
          <fieldset className="acct-fieldset">
            <legend>Základné údaje</legend>
            <Field id="product-name" label="Názov" autoComplete="off" required maxLength={PRODUCT_LIMITS.name} value={form.name} onChange={set('name')} />
            <Field id="product-author" label="Autor" autoComplete="off" required maxLength={PRODUCT_LIMITS.author} value={form.author} onChange={set('author')} />
            <TextAreaField id="product-description" label="Popis" rows={6} maxLength={PRODUCT_LIMITS.description} value={form.description} onChange={set('description')} />
          </fieldset>

          <fieldset className="acct-fieldset">
            <legend>Cena a sklad</legend>
            <div className="padmin-grid">
              <Field id="product-price" label="Cena" inputMode="decimal" autoComplete="off" required value={form.price} onChange={set('price')} hint="V eurách, napr. 12,50." />
              <Field id="product-stock" label="Počet na sklade" inputMode="numeric" autoComplete="off" value={form.countInStock} onChange={set('countInStock')} />
              <Field id="product-discount" label="Vlastná zľava %" inputMode="numeric" autoComplete="off" value={form.discount} onChange={set('discount')} hint="Zľava tohto produktu, 0 až 100; 0 ju zruší. Zľavová akcia ju nemení." />
              <Field
                id="product-discounted"
                label="Cena po zľave"
                readOnly
                className="padmin-readonly"
                value={preview ? preview.text : '—'}
                onChange={() => undefined}
                hint={preview?.discounted === false ? 'Bez zľavy: platí cena.' : 'Platí zákazník; vypočíta sa sama (zaokrúhlené nahor na 5 centov).'}
              />
            </div>
            {saleNote && <p className="padmin-sale-note">{saleNote}</p>}
          </fieldset>

          <fieldset className="acct-fieldset">
            <legend>Zaradenie</legend>
            <div className="padmin-grid">
              <SelectField id="product-category" label="Kategória" emptyLabel="— žiadna —" options={categoryChoices} value={form.category} onChange={set('category')} />
              <SelectField id="product-category2" label="Kategória 2" emptyLabel="— žiadna —" options={categoryChoices} value={form.category2} onChange={set('category2')} />
            </div>
            {RELATED_KEYS.map((key, i) => (
              <SelectField key={key} id={`product-${key}`} label={`Súvisiaci titul ${i + 1}`} emptyLabel="— žiadny —" options={relatedOptions(form[key])} value={form[key]} onChange={set(key)} />
            ))}
            <Field id="product-tags" label="Značky" autoComplete="off" maxLength={PRODUCT_LIMITS.path} value={form.tags} onChange={set('tags')} hint="Oddeľte čiarkou." />
            <Field id="product-catalog" label="Katalóg" autoComplete="off" maxLength={PRODUCT_LIMITS.shortText} value={form.catalog} onChange={set('catalog')} />
          </fieldset>

          <fieldset className="acct-fieldset">
            <legend>Podrobnosti knihy</legend>
            <div className="padmin-grid">
              <SelectField id="product-language" label="Jazyk" options={LANGUAGES} value={form.language} onChange={set('language')} />
              <Field id="product-weight" label="Hmotnosť (kg)" inputMode="decimal" autoComplete="off" value={form.weight} onChange={set('weight')} hint="Napr. 0.33" />
              <Field id="product-binding" label="Väzba" autoComplete="off" maxLength={PRODUCT_LIMITS.shortText} value={form.binding} onChange={set('binding')} />
              <Field id="product-pages" label="Počet strán" inputMode="numeric" autoComplete="off" value={form.pages} onChange={set('pages')} />
              <Field id="product-isbn" label="ISBN" autoComplete="off" maxLength={40} value={form.isbn} onChange={set('isbn')} />
              <Field id="product-year" label="Rok" inputMode="numeric" autoComplete="off" maxLength={4} value={form.year} onChange={set('year')} />
            </div>
          </fieldset>

          <ImageField kind="productImage" idPrefix="product-image" path={form.image} onPath={set('image')} onBusy={onBusy} altName={form.name} />

          <fieldset className="acct-fieldset">
            <legend>Ukážka</legend>
            <ImageField kind="excerptImage" idPrefix="product-excerpt-image" path={form.excerptImage} onPath={set('excerptImage')} onBusy={onBusy} altName={form.name} />
            {/* A textarea: the demo catalogue keeps a whole opening sentence here, not just 'Kapitola 1'. */}
            <TextAreaField id="product-excerpt-part" label="Časť ukážky" rows={3} maxLength={PRODUCT_LIMITS.excerptPart} value={form.excerptPart} onChange={set('excerptPart')} hint="Úvod ukážky, ktorý ukazuje zoznam Čitárne." />
            <TextAreaField id="product-excerpt-text" label="Text ukážky" rows={8} maxLength={PRODUCT_LIMITS.excerpt} value={form.excerptText} onChange={set('excerptText')} />
          </fieldset>

          <SubmitButton busy={busy || uploads > 0} label="Uložiť" busyLabel={uploads > 0 ? 'Nahráva sa obrázok…' : 'Ukladám…'} />
        </form>
      )}
    </div>
  );
}
