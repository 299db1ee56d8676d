/**
 * Pure rules of `/admin/delivery` ('Doprava a poštovné', issue 30): the staff's settings as a form (euros typed
 * with a comma, grams, an empty threshold for 'never free'), back into the settings checked with the server's own
 * schema, every wrong field by its path in the body (`methods.0.rates.1.bands.2.priceCents`), and the edits that
 * add or remove a country or a band. No DOM, no storage.
 */
import {
  COUNTRY_NAMES,
  DELIVERY_METHOD_TEXT,
  deliverySettingsSchema,
  type DeliveryMethodId,
  type DeliverySettings,
} from '~/worker/domain/delivery';
import { fieldErrorsOf, type FieldErrors } from '~/worker/domain/field-errors';

export interface BandDraft {
  upToGrams: string;
  /** Euros as typed ('4,50'). */
  price: string;
}
interface RateDraft {
  country: string;
  bands: BandDraft[];
  /** Euros as typed; '' = never free. */
  freeAbove: string;
}
export interface MethodDraft {
  id: DeliveryMethodId;
  enabled: boolean;
  rates: RateDraft[];
}
export interface SettingsDraft {
  methods: MethodDraft[];
  codFee: string;
}

/** 450 → '4,50' (how staff read and type a price). */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** '4,50', '4.5', '4' → 450; anything else (or more than two decimals) → null. */
export function parseEuros(text: string): number | null {
  const t = text.replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

export function draftFrom(s: DeliverySettings): SettingsDraft {
  return {
    codFee: centsText(s.codFeeCents),
    methods: s.methods.map((m) => ({
      id: m.id,
      enabled: m.enabled,
      rates: m.rates.map((r) => ({
        country: r.country,
        freeAbove: r.freeAboveCents === null ? '' : centsText(r.freeAboveCents),
        bands: r.bands.map((b) => ({ upToGrams: String(b.upToGrams), price: centsText(b.priceCents) })),
      })),
    })),
  };
}

export const MONEY_MESSAGE = 'Zadajte sumu v eurách, napríklad 4,50.';
export const GRAMS_MESSAGE = 'Zadajte celé gramy, napríklad 2000.';

export type DraftCheck = { ok: true; settings: DeliverySettings } | { ok: false; fields: FieldErrors; message: string };

/**
 * The form as the body of `PUT /api/shop-settings/delivery`, checked with the server's schema: the settings, or
 * each wrong field's own Slovak message by its path (a number that does not read as one is marked too).
 */
export function settingsFrom(d: SettingsDraft): DraftCheck {
  const fields: FieldErrors = {};
  const money = (text: string, path: string) => {
    const c = parseEuros(text);
    if (c === null) fields[path] ??= MONEY_MESSAGE;
    return c ?? 0;
  };
  const grams = (text: string, path: string) => {
    const t = text.replace(/\s|g/g, '');
    if (!/^\d{1,7}$/.test(t)) fields[path] ??= GRAMS_MESSAGE;
    return Number(t) || 0;
  };
  const body: DeliverySettings = {
    codFeeCents: money(d.codFee, 'codFeeCents'),
    methods: d.methods.map((m, mi) => ({
      id: m.id,
      enabled: m.enabled,
      rates: m.rates.map((r, ri) => {
        const at = `methods.${mi}.rates.${ri}`;
        return {
          country: r.country,
          freeAboveCents: r.freeAbove.trim() === '' ? null : money(r.freeAbove, `${at}.freeAboveCents`),
          bands: r.bands.map((b, bi) => ({
            upToGrams: grams(b.upToGrams, `${at}.bands.${bi}.upToGrams`),
            priceCents: money(b.price, `${at}.bands.${bi}.priceCents`),
          })),
        };
      }),
    })),
  };
  const parsed = deliverySettingsSchema.safeParse(body);
  if (!parsed.success) for (const [k, v] of Object.entries(fieldErrorsOf(parsed.error.issues))) fields[k] ??= v;
  const keys = Object.keys(fields);
  if (keys.length === 0 && parsed.success) return { ok: true, settings: parsed.data };
  const first = keys.length ? fields[keys[0]] : (parsed.error?.issues[0]?.message ?? MONEY_MESSAGE);
  return { ok: false, fields, message: keys.length > 1 ? `Opravte prosím označené polia (${keys.length}).` : first };
}

/** The id of a field on the page from its path: `methods.0.rates.1.bands.2.priceCents` → `dlv-methods-0-rates-1-bands-2-priceCents`. */
export function fieldId(path: string): string {
  return `dlv-${path.replace(/\./g, '-')}`;
}

/** Countries a method may still be given (each once; personal pickup is in Slovakia only). */
export function countriesLeft(m: MethodDraft): string[] {
  const used = new Set(m.rates.map((r) => r.country));
  const allowed = m.id === 'pickup' ? ['SK'] : Object.keys(COUNTRY_NAMES);
  return allowed.filter((c) => !used.has(c));
}

const withRates = (d: SettingsDraft, mi: number, rates: (r: RateDraft[]) => RateDraft[]): SettingsDraft => ({
  ...d,
  methods: d.methods.map((m, i) => (i === mi ? { ...m, rates: rates(m.rates) } : m)),
});

/** A new country for a method: one band as the method's first country has it, never free. */
export function addRate(d: SettingsDraft, mi: number, country: string): SettingsDraft {
  const model = d.methods[mi].rates[0]?.bands[0] ?? { upToGrams: '2000', price: '0,00' };
  return withRates(d, mi, (rates) => [...rates, { country, bands: [{ ...model }], freeAbove: '' }]);
}

export function removeRate(d: SettingsDraft, mi: number, ri: number): SettingsDraft {
  return withRates(d, mi, (rates) => rates.filter((_, i) => i !== ri));
}

const withBands = (d: SettingsDraft, mi: number, ri: number, bands: (b: BandDraft[]) => BandDraft[]) =>
  withRates(d, mi, (rates) => rates.map((r, i) => (i === ri ? { ...r, bands: bands(r.bands) } : r)));

/** A heavier band after the last: 1 kg more, the same price (staff then set it). */
export function addBand(d: SettingsDraft, mi: number, ri: number): SettingsDraft {
  return withBands(d, mi, ri, (bands) => {
    const last = bands[bands.length - 1];
    const grams = Number(last?.upToGrams) || 0;
    return [...bands, { upToGrams: String(grams + 1000), price: last?.price ?? '0,00' }];
  });
}

export function removeBand(d: SettingsDraft, mi: number, ri: number, bi: number): SettingsDraft {
  return withBands(d, mi, ri, (bands) => bands.filter((_, i) => i !== bi));
}

/** One field of the form changed (a band's weight or price, a threshold, the COD fee, a method on or off). */
export function setBand(d: SettingsDraft, mi: number, ri: number, bi: number, key: keyof BandDraft, value: string): SettingsDraft {
  return withBands(d, mi, ri, (bands) => bands.map((b, i) => (i === bi ? { ...b, [key]: value } : b)));
}

export function setFreeAbove(d: SettingsDraft, mi: number, ri: number, value: string): SettingsDraft {
  return withRates(d, mi, (rates) => rates.map((r, i) => (i === ri ? { ...r, freeAbove: value } : r)));
}

export function setEnabled(d: SettingsDraft, mi: number, enabled: boolean): SettingsDraft {
  return { ...d, methods: d.methods.map((m, i) => (i === mi ? { ...m, enabled } : m)) };
}

/** 'Slovenská pošta, Slovensko' (what a screen reader adds to each field's short label). */
export function rateName(m: Pick<MethodDraft, 'id'>, country: string): string {
  return `${DELIVERY_METHOD_TEXT[m.id].short}, ${COUNTRY_NAMES[country] ?? country}`;
}
