import { useStore } from '@nanostores/react';
import { useRef, useState, type SubmitEvent } from 'react';
import { Alert, Field } from '~/site/components/ui/form';
import { CART_PATH } from '~/site/lib/paths';
import { $cartItems } from '../../stores/cart';
import { CheckoutActions } from './CheckoutActions';
import { DeliveryChoice, DELIVERY_ERROR_ID, POINT_BUTTON_ID } from './DeliveryChoice';
import { StepFrame } from './StepFrame';
import { formFromSaved, validateShipping, type ShippingErrors, type ShippingForm, type ShippingKey } from './checkout-ops';
import { $shippingAddress } from './checkout-store';
import { $deliveryChoice } from './delivery-choice-store';
import { choiceAfterCountry, choiceError, shownChoice, type DeliveryChoice as Choice } from './delivery-ops';
import { quoteRequest } from './cart-sums';
import { useQuote } from './quote-api';
import { readQuote } from './quote-read';
import { useCheckoutGuard } from './use-checkout-guard';

/** Countries offered in the list (any other can be typed; abroad means bank transfer, and only the methods serving it). */
const COUNTRY_SUGGESTIONS = [
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

type FieldSpec = {
  key: ShippingKey;
  label: string;
  autoComplete: string;
  required?: boolean;
  type?: string;
  inputMode?: 'tel' | 'numeric';
  hint?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
};

const DELIVERY: FieldSpec[] = [
  { key: 'name', label: 'Meno a priezvisko', autoComplete: 'shipping name', required: true },
  { key: 'address', label: 'Adresa', autoComplete: 'shipping street-address', required: true },
  { key: 'city', label: 'Mesto', autoComplete: 'shipping address-level2', required: true },
  { key: 'postalCode', label: 'PSČ', autoComplete: 'shipping postal-code', required: true },
];

const COUNTRY: FieldSpec = {
  key: 'country',
  label: 'Štát',
  autoComplete: 'shipping country-name',
  required: true,
  list: 'ship-countries',
  hint: 'Mimo Slovenska platíte prevodom vopred. Spôsoby doručenia a poštovné sa riadia štátom.',
};

const PHONE: FieldSpec = {
  key: 'phone',
  label: 'Telefón',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'shipping tel',
  hint: 'Nepovinné; napríklad +421 900 123 456.',
};

const BILLING: FieldSpec[] = [
  { key: 'billingName', label: 'Meno a priezvisko / Firma', autoComplete: 'billing organization' },
  { key: 'billingAddress', label: 'Fakturačná adresa', autoComplete: 'billing street-address' },
  { key: 'billingCity', label: 'Fakturačné mesto', autoComplete: 'billing address-level2' },
  { key: 'billingPostalCode', label: 'Fakturačné PSČ', autoComplete: 'billing postal-code' },
  { key: 'billingCountry', label: 'Fakturačný štát', autoComplete: 'billing country-name' },
  { key: 'billingICO', label: 'IČO', autoComplete: 'off', inputMode: 'numeric' },
  { key: 'billingDIC', label: 'DIČ', autoComplete: 'off' },
];

const SUMMARY_ID = 'shipping-error';
const NOTE_ID = 'ship-note';

/** Every field's label by key, for the summary that names the wrong ones. */
const LABELS: Record<ShippingKey, string> = {
  ...(Object.fromEntries([...DELIVERY, COUNTRY, PHONE, ...BILLING].map((f) => [f.key, f.label])) as Record<ShippingKey, string>),
  note: 'Poznámka',
};

/** Above the form: one problem says itself; several are named, each field's own message being under it. */
function summaryOf(errors: ShippingErrors, general: string | null): string | null {
  const keys = Object.keys(errors) as ShippingKey[];
  if (keys.length === 0) return general;
  if (keys.length === 1) return errors[keys[0]]!;
  return `Opravte prosím označené polia: ${keys.map((k) => LABELS[k]).join(', ')}.`;
}

/**
 * `/shipping`: where the order goes (and, ticked, whom to invoice). Checked with the server's own schema
 * (`shippingAddressSchema`): EVERY wrong field is marked at once with its own Slovak message under it, a summary
 * above names them, and the first one gets the focus; typing into a field clears its mark. The normalised address
 * is saved in localStorage `shippingAddress`; then the payment step.
 */
export default function ShippingPage({ pickupAddress = '' }: { pickupAddress?: string }) {
  const allowed = useCheckoutGuard('shipping');
  const items = useStore($cartItems);
  const [initial] = useState(() => formFromSaved($shippingAddress.get()));
  const [form, setForm] = useState<ShippingForm>(initial.form);
  const [withBilling, setWithBilling] = useState(initial.withBilling);
  const [errors, setErrors] = useState<ShippingErrors>({});
  // A problem of no field (the form cannot cause one; kept so that nothing is ever swallowed).
  const [general, setGeneral] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Issue 30: the methods the country is offered, priced by the server for this cart (asked again as the country is typed).
  const [savedChoice, setSavedChoice] = useState<Choice | null>(() => $deliveryChoice.get());
  const [deliveryError, setDeliveryError] = useState<string | null>(null);
  const request = quoteRequest(items, form.country.trim());
  const quoted = useQuote(request, allowed && form.country.trim() !== '', 300);
  const quote = quoted.quote && quoted.askedFor === JSON.stringify(request) ? quoted.quote : null;
  const choice = quoted.quote ? shownChoice(quoted.quote, savedChoice) : savedChoice;
  const noMethod = quote !== null && quote.methods.length === 0;

  const choose = (c: Choice) => {
    setSavedChoice(c);
    $deliveryChoice.set(c);
    setDeliveryError(null);
  };

  const set = (key: ShippingKey) => (value: string) => {
    if (key === 'country') {
      const kept = choiceAfterCountry(savedChoice, form.country, value);
      if (kept !== savedChoice && kept) choose(kept);
    }
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const rest = { ...e };
      delete rest[key];
      return rest;
    });
  };

  /** The delivery as it stands against a quote for the country typed now (asked at once if the last one is older). */
  async function checkDelivery(): Promise<{ problem: string | null; choice: Choice | null }> {
    try {
      const q = quote ?? (await readQuote(request));
      const c = shownChoice(q, savedChoice);
      return { problem: choiceError(q, c, q.country), choice: c };
    } catch (err) {
      return { problem: (err as Error).message, choice: null };
    }
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const r = validateShipping(form, withBilling);
    const delivery = form.country.trim() ? await checkDelivery() : { problem: null, choice: null };
    setDeliveryError(delivery.problem);
    if (!r.ok) {
      setErrors(r.errors);
      setGeneral(r.first ? null : r.message);
      if (r.first) formRef.current?.querySelector<HTMLElement>(`#ship-${r.first}`)?.focus();
      return;
    }
    setErrors({});
    setGeneral(null);
    if (delivery.problem || !delivery.choice) {
      const target =
        document.getElementById(POINT_BUTTON_ID) ?? formRef.current?.querySelector<HTMLElement>('input[name="deliveryMethod"]');
      (target ?? document.getElementById(DELIVERY_ERROR_ID))?.focus();
      return;
    }
    $shippingAddress.set(r.address);
    $deliveryChoice.set(delivery.choice);
    location.assign('/payment');
  }

  // The built fallback's frame (CheckoutFallback): the heading stays where it is.
  if (!allowed) return <StepFrame title="Doručenie" />;

  const summary = summaryOf(errors, general);
  const field = (f: FieldSpec) => (
    <Field
      key={f.key}
      id={`ship-${f.key}`}
      label={f.label}
      autoComplete={f.autoComplete}
      required={f.required}
      type={f.type ?? 'text'}
      inputMode={f.inputMode}
      list={f.list}
      value={form[f.key]}
      onChange={set(f.key)}
      hint={f.hint}
      error={errors[f.key]}
    />
  );

  return (
    <div className="checkout-card">
      <h1>Doručenie</h1>
      <div id={SUMMARY_ID}>{summary && <Alert kind="error">{summary}</Alert>}</div>
      <form ref={formRef} onSubmit={submit} noValidate>
        <p className="acct-hint checkout-required-note">Povinné sú meno, adresa, mesto, PSČ a štát.</p>
        {DELIVERY.map(field)}
        {field(COUNTRY)}
        <datalist id="ship-countries">
          {COUNTRY_SUGGESTIONS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {field(PHONE)}
        <DeliveryChoice
          quote={quoted.quote}
          loading={quoted.loading}
          quoteError={quoted.error}
          country={form.country}
          choice={choice}
          onChoose={choose}
          error={noMethod && quote ? choiceError(quote, choice, quote.country) : deliveryError}
          pickupAddress={pickupAddress}
        />
        <div className="acct-field">
          <label htmlFor={NOTE_ID}>Poznámka</label>
          <textarea
            id={NOTE_ID}
            name={NOTE_ID}
            rows={3}
            value={form.note}
            onChange={(e) => set('note')(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${NOTE_ID}-error` : undefined}
          />
          {errors.note && (
            <p className="acct-field-error" id={`${NOTE_ID}-error`}>
              {errors.note}
            </p>
          )}
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
        {/* A country no method serves: nothing to continue to (the message above says what to do). */}
        <CheckoutActions back={CART_PATH} backLabel="← Späť do košíka" submit={!noMethod} />
      </form>
    </div>
  );
}
