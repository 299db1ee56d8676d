import { useState } from 'react';
import { COUNTRY_NAMES, DELIVERY_METHOD_TEXT } from '~/worker/domain/delivery';
import type { FieldErrors } from '~/worker/domain/field-errors';
import {
  addBand,
  addRate,
  countriesLeft,
  fieldId,
  rateName,
  removeBand,
  removeRate,
  setBand,
  setEnabled,
  setFreeAbove,
  type SettingsDraft,
} from './delivery-settings-view';

/** An input with its short visible label and, for screen readers, which method, country and band it belongs to. */
export function NumberInput({
  path,
  label,
  context,
  unit,
  value,
  onChange,
  fields,
  hint,
}: {
  path: string;
  label: string;
  context: string;
  unit: string;
  value: string;
  onChange: (v: string) => void;
  fields: FieldErrors;
  hint?: string;
}) {
  const id = fieldId(path);
  const error = fields[path];
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="acct-field dlv-field">
      <label htmlFor={id}>
        {label}
        <span className="sr-only"> ({context})</span> <span className="dlv-unit">({unit})</span>
      </label>
      <input
        id={id}
        name={id}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="acct-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="acct-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A message of a whole list (a country without bands, pickup abroad), under it. */
function ListError({ fields, path }: { fields: FieldErrors; path: string }) {
  return fields[path] ? (
    <p className="acct-field-error" id={`${fieldId(path)}-error`}>
      {fields[path]}
    </p>
  ) : null;
}

interface Props {
  draft: SettingsDraft;
  mi: number;
  fields: FieldErrors;
  onChange: (d: SettingsDraft) => void;
}

/**
 * One delivery method on the settings screen: offered or not, and per country its weight bands ('do 2000 g …
 * 4,50 €') and the free-postage threshold, with 'Pridať pásmo', 'Odstrániť pásmo', 'Pridať krajinu' and
 * 'Odstrániť krajinu'.
 */
export function MethodFields({ draft, mi, fields, onChange }: Props) {
  const m = draft.methods[mi];
  const text = DELIVERY_METHOD_TEXT[m.id];
  const left = countriesLeft(m);
  const [adding, setAdding] = useState('');
  const country = left.includes(adding) ? adding : (left[0] ?? '');
  const at = `methods.${mi}`;
  return (
    <fieldset className="admin-card dlv-method">
      <legend>{text.label}</legend>
      <div className="acct-check">
        <input
          id={fieldId(`${at}.enabled`)}
          type="checkbox"
          checked={m.enabled}
          onChange={(e) => onChange(setEnabled(draft, mi, e.target.checked))}
        />
        <label htmlFor={fieldId(`${at}.enabled`)}>
          Ponúkať<span className="sr-only"> {text.short}</span>
        </label>
      </div>
      <ListError fields={fields} path={`${at}.rates`} />
      <div className="dlv-rates">
        {m.rates.map((r, ri) => {
          const rp = `${at}.rates.${ri}`;
          const name = rateName(m, r.country);
          return (
            <fieldset key={r.country} className="dlv-rate">
              <legend>{COUNTRY_NAMES[r.country] ?? r.country}</legend>
              <ListError fields={fields} path={`${rp}.bands`} />
              <ol className="dlv-bands">
                {r.bands.map((b, bi) => {
                  const bp = `${rp}.bands.${bi}`;
                  const ctx = `${name}, pásmo ${bi + 1}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a band is its place in the ordered list (its fields' paths name it so)
                    <li key={bi} className="dlv-band">
                      <NumberInput
                        path={`${bp}.upToGrams`}
                        label="Do"
                        unit="g"
                        context={ctx}
                        value={b.upToGrams}
                        fields={fields}
                        onChange={(v) => onChange(setBand(draft, mi, ri, bi, 'upToGrams', v))}
                      />
                      <NumberInput
                        path={`${bp}.priceCents`}
                        label="Cena"
                        unit="€"
                        context={ctx}
                        value={b.price}
                        fields={fields}
                        onChange={(v) => onChange(setBand(draft, mi, ri, bi, 'price', v))}
                      />
                      {r.bands.length > 1 && (
                        <button
                          type="button"
                          className="acct-btn acct-btn--small dlv-remove"
                          onClick={() => onChange(removeBand(draft, mi, ri, bi))}
                        >
                          Odstrániť
                          <span className="sr-only">
                            {' '}
                            pásmo {bi + 1} ({name})
                          </span>
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
              <button type="button" className="acct-btn acct-btn--small" onClick={() => onChange(addBand(draft, mi, ri))}>
                Pridať pásmo<span className="sr-only"> ({name})</span>
              </button>
              <NumberInput
                path={`${rp}.freeAboveCents`}
                label="Zadarmo nad"
                unit="€"
                context={name}
                value={r.freeAbove}
                fields={fields}
                hint="Prázdne: poštovné sa platí vždy."
                onChange={(v) => onChange(setFreeAbove(draft, mi, ri, v))}
              />
              <button type="button" className="acct-btn acct-btn--small dlv-remove" onClick={() => onChange(removeRate(draft, mi, ri))}>
                Odstrániť krajinu<span className="sr-only"> {name}</span>
              </button>
            </fieldset>
          );
        })}
      </div>
      {left.length > 0 && (
        <div className="dlv-add-country">
          <label htmlFor={fieldId(`${at}.add`)}>
            Krajina<span className="sr-only"> pre {text.short}</span>
          </label>
          <select id={fieldId(`${at}.add`)} value={country} onChange={(e) => setAdding(e.target.value)}>
            {left.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_NAMES[c]}
              </option>
            ))}
          </select>
          <button type="button" className="acct-btn acct-btn--small" onClick={() => onChange(addRate(draft, mi, country))}>
            Pridať krajinu<span className="sr-only"> ({text.short})</span>
          </button>
        </div>
      )}
    </fieldset>
  );
}
