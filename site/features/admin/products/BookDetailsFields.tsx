import { Field } from '~/site/components/ui/form';
import { PRODUCT_LIMITS } from '~/worker/domain/product-admin';
import type { ProductForm } from './product-form';
import { SelectField } from './product-fields';

type Choice = { value: string; label: string };

const LANGUAGES: Choice[] = [
  { value: 'SK', label: 'SK – slovenčina' },
  { value: 'CZ', label: 'CZ – čeština' },
];

/** The product form's 'Podrobnosti knihy': year, pages, binding, language, weight and ISBN (ProductEditPage). */
export function BookDetailsFields({
  form,
  setField,
}: {
  form: ProductForm;
  setField: <K extends keyof ProductForm>(key: K) => (value: ProductForm[K]) => void;
}) {
  return (
    <fieldset className="acct-fieldset">
      <legend>Podrobnosti knihy</legend>
      <div className="padmin-grid">
        <SelectField
          id="product-language"
          label="Jazyk"
          options={LANGUAGES}
          value={form.language}
          onChange={(v) => setField('language')(v === 'CZ' ? 'CZ' : 'SK')}
        />
        <Field
          id="product-weight"
          label="Hmotnosť (kg)"
          inputMode="decimal"
          autoComplete="off"
          value={form.weight}
          onChange={setField('weight')}
          hint="Napr. 0.33"
        />
        <Field
          id="product-binding"
          label="Väzba"
          autoComplete="off"
          maxLength={PRODUCT_LIMITS.shortText}
          value={form.binding}
          onChange={setField('binding')}
        />
        <Field
          id="product-pages"
          label="Počet strán"
          inputMode="numeric"
          autoComplete="off"
          value={form.pages}
          onChange={setField('pages')}
        />
        <Field id="product-isbn" label="ISBN" autoComplete="off" maxLength={40} value={form.isbn} onChange={setField('isbn')} />
        <Field
          id="product-year"
          label="Rok"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={form.year}
          onChange={setField('year')}
        />
      </div>
    </fieldset>
  );
}
