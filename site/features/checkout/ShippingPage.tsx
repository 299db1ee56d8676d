import { useRef, useState, type SubmitEvent } from 'react';
import { Alert, Field, Loading } from '../../islands/account/ui';
import { formFromSaved, validateShipping, type ShippingForm, type ShippingKey } from './checkout-ops';
import { $shippingAddress } from './checkout-store';
import { useCheckoutGuard } from './use-checkout-guard';

/** Countries offered in the list (any other can be typed; abroad means bank transfer and postage announced later). */
export const COUNTRY_SUGGESTIONS = [
  'Slovensko',
  'Česko',
  'Maďarsko',
  'Poľsko',
  'Rakúsko',
  'Nemecko',
  'Ukrajina',
  'Rumunsko',
  'Srbsko',
  'Chorvátsko',
  'Slovinsko',
  'Taliansko',
  'Švajčiarsko',
  'Holandsko',
  'Belgicko',
  'Francúzsko',
  'Španielsko',
  'Írsko',
  'Spojené kráľovstvo',
  'Dánsko',
  'Švédsko',
  'Nórsko',
  'Fínsko',
  'Spojené štáty americké',
  'Kanada',
];

type FieldSpec = { key: ShippingKey; label: string; autoComplete: string; required?: boolean; type?: string; inputMode?: 'tel' | 'numeric' };

const DELIVERY: FieldSpec[] = [
  { key: 'name', label: 'Meno a priezvisko', autoComplete: 'shipping name', required: true },
  { key: 'address', label: 'Adresa', autoComplete: 'shipping street-address', required: true },
  { key: 'city', label: 'Mesto', autoComplete: 'shipping address-level2', required: true },
  { key: 'postalCode', label: 'PSČ', autoComplete: 'shipping postal-code', required: true },
];

const BILLING: FieldSpec[] = [
  { key: 'billingName', label: 'Meno a priezvisko / Firma', autoComplete: 'billing organization' },
  { key: 'billingAddress', label: 'Fakturačná adresa', autoComplete: 'billing street-address' },
  { key: 'billingCity', label: 'Fakturačné mesto', autoComplete: 'billing address-level2' },
  { key: 'billingPostalCode', label: 'Fakturačné PSČ', autoComplete: 'billing postal-code' },
  { key: 'billingCountry', label: 'Fakturačný štát', autoComplete: 'billing country-name' },
  { key: 'billingICO', label: 'IČO', autoComplete: 'off', inputMode: 'numeric' },
  { key: 'billingDIC', label: 'DIČ', autoComplete: 'off' },
];

const ERROR_ID = 'shipping-error';

/**
 * `/shipping`: where the order goes (and, ticked, whom to invoice). Checked with the server's own schema
 * (`shippingAddressSchema`): the first problem's Slovak message shows above the form and its field gets the focus.
 * The normalised address is saved in localStorage `shippingAddress`; then the payment step.
 */
export default function ShippingPage() {
  const allowed = useCheckoutGuard('shipping');
  const [initial] = useState(() => formFromSaved($shippingAddress.get()));
  const [form, setForm] = useState<ShippingForm>(initial.form);
  const [withBilling, setWithBilling] = useState(initial.withBilling);
  const [error, setError] = useState<{ message: string; field: ShippingKey | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: ShippingKey) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: SubmitEvent) {
    e.preventDefault();
    const r = validateShipping(form, withBilling);
    if (!r.ok) {
      setError({ message: r.message, field: r.field });
      if (r.field) formRef.current?.querySelector<HTMLElement>(`#ship-${r.field}`)?.focus();
      return;
    }
    setError(null);
    $shippingAddress.set(r.address);
    location.assign('/payment');
  }

  if (!allowed) return <Loading />;

  const field = (f: FieldSpec) => (
    <Field
      key={f.key}
      id={`ship-${f.key}`}
      label={f.label}
      autoComplete={f.autoComplete}
      required={f.required}
      type={f.type ?? 'text'}
      inputMode={f.inputMode}
      value={form[f.key]}
      onChange={set(f.key)}
      aria-invalid={error?.field === f.key || undefined}
      aria-describedby={error?.field === f.key ? ERROR_ID : undefined}
    />
  );

  return (
    <div className="checkout-card">
      <h1>Doručenie</h1>
      <div id={ERROR_ID}>{error && <Alert kind="error">{error.message}</Alert>}</div>
      <form ref={formRef} onSubmit={submit} noValidate>
        <p className="acct-hint checkout-required-note">Povinné sú meno, adresa, mesto, PSČ a štát.</p>
        {DELIVERY.map(field)}
        <Field
          id="ship-country"
          label="Štát"
          autoComplete="shipping country-name"
          required
          list="ship-countries"
          value={form.country}
          onChange={set('country')}
          hint="Mimo Slovenska platíte prevodom vopred a poštovné Vám oznámime e-mailom."
          aria-invalid={error?.field === 'country' || undefined}
        />
        <datalist id="ship-countries">
          {COUNTRY_SUGGESTIONS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Field id="ship-phone" label="Telefón" type="tel" inputMode="tel" autoComplete="shipping tel" value={form.phone} onChange={set('phone')} />
        <div className="acct-field">
          <label htmlFor="ship-note">Poznámka</label>
          <textarea id="ship-note" name="ship-note" rows={3} value={form.note} onChange={(e) => set('note')(e.target.value)} />
        </div>
        <div className="acct-check">
          <input
            id="ship-with-billing"
            type="checkbox"
            checked={withBilling}
            aria-controls="ship-billing"
            onChange={(e) => setWithBilling(e.target.checked)}
          />
          <label htmlFor="ship-with-billing">Chcem faktúru na firmu / iné fakturačné údaje</label>
        </div>
        <fieldset id="ship-billing" className="acct-fieldset" hidden={!withBilling}>
          <legend>Fakturačné údaje</legend>
          {withBilling && BILLING.map(field)}
        </fieldset>
        <div className="checkout-actions">
          <a className="checkout-back" href="/cart">
            ← Späť do košíka
          </a>
          <button type="submit" className="acct-btn acct-btn--primary">
            Pokračovať
          </button>
        </div>
      </form>
    </div>
  );
}
