import { fieldErrorsOf, type FieldErrors } from '~/worker/domain/field-errors';
import { formatEuros } from '~/worker/domain/money';
import { discountCodeSchema, showCodeDay, type ApiDiscountCode, type DiscountCodeInput } from '~/worker/domain/discount-codes';
import { firstIssueMessage } from '~/worker/domain/strict-object';

/**
 * The staff screen of discount codes as text and form state, without the DOM: how a code reads in the list
 * ('10 %', '5,50 €', 'od 1. 12. 2026 do 24. 12. 2026', '2 / 5'), and the form's fields as typed (text) to and from
 * the API's body, checked with the server's own schema so every wrong field is marked at once.
 */

/** The form as typed: every field text (a number field's value), the kind and the switch as they are. */
export interface CodeDraft {
  code: string;
  kind: 'percent' | 'amount';
  amount: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  minOrder: string;
  active: boolean;
}

export const EMPTY_DRAFT: CodeDraft = {
  code: '',
  kind: 'percent',
  amount: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  minOrder: '',
  active: true,
};

/** A stored code in the form, to change it. */
export function draftOf(c: ApiDiscountCode): CodeDraft {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: c.code,
    kind: c.kind,
    amount: String(c.amount),
    validFrom: c.validFrom ?? '',
    validUntil: c.validUntil ?? '',
    maxUses: text(c.maxUses),
    maxUsesPerCustomer: text(c.maxUsesPerCustomer),
    minOrder: c.minOrder ? String(c.minOrder) : '',
    active: c.active,
  };
}

/** A typed number: a decimal comma is a point; empty is null (no limit, no minimum); anything else NaN (refused). */
function numberOf(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : Number(t);
}

/** The body the API takes from the form. */
export function bodyOf(d: CodeDraft): DiscountCodeInput {
  return {
    code: d.code,
    kind: d.kind,
    amount: numberOf(d.amount) ?? Number.NaN,
    validFrom: d.validFrom || null,
    validUntil: d.validUntil || null,
    maxUses: numberOf(d.maxUses),
    maxUsesPerCustomer: numberOf(d.maxUsesPerCustomer),
    minOrder: numberOf(d.minOrder) ?? 0,
    active: d.active,
  };
}

/** The form checked as the server checks it: null when it may go, else the first message and each field's. */
export function checkDraft(d: CodeDraft): { message: string; fields: FieldErrors } | null {
  const r = discountCodeSchema.safeParse(bodyOf(d));
  return r.success ? null : { message: firstIssueMessage(r.error.issues), fields: fieldErrorsOf(r.error.issues) };
}

/** '10 %' or '5,50 €', and the minimum order when there is one. */
export function discountText(c: Pick<ApiDiscountCode, 'kind' | 'amount' | 'minOrder'>): string {
  const off = c.kind === 'percent' ? `${c.amount} %` : formatEuros(c.amount);
  return c.minOrder > 0 ? `${off} (od ${formatEuros(c.minOrder)})` : off;
}

/** 'od 1. 12. 2026 do 24. 12. 2026', 'od …', 'do …' or 'bez obmedzenia'. */
export function validityText(c: Pick<ApiDiscountCode, 'validFrom' | 'validUntil'>): string {
  const parts = [c.validFrom && `od ${showCodeDay(c.validFrom)}`, c.validUntil && `do ${showCodeDay(c.validUntil)}`].filter(Boolean);
  return parts.length ? parts.join(' ') : 'bez obmedzenia';
}

/** '2 / 5' (uses / limit), '2' without a limit; the limit per customer after it. */
export function usesText(c: Pick<ApiDiscountCode, 'uses' | 'maxUses' | 'maxUsesPerCustomer'>): string {
  const all = c.maxUses === null ? String(c.uses) : `${c.uses} / ${c.maxUses}`;
  return c.maxUsesPerCustomer === null ? all : `${all} (najviac ${c.maxUsesPerCustomer}× na zákazníka)`;
}
