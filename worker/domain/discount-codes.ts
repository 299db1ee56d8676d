import { z } from 'zod';
import { apiId } from './api-id';
import { centsToEuros, eurosToCents, formatEur } from './money';
import { meetsCodeMinimum, type CodeTerms } from './pricing';
import { calendarDay, showDay } from './slovak-date';
import { strictObject } from './strict-object';

/**
 * Discount codes (issue 30 item 4) as pure rules shared by the server and the staff screen: what staff may write
 * (`discountCodeSchema`), how a code is answered (`ApiDiscountCode`) and whether a code may price an order now
 * (`codeRefusal`). What a code takes off is a money rule and lives in pricing.ts (`codeDiscountCents`).
 *
 * Validity dates are whole calendar days in Bratislava (the shop's calendar, slovak-date.ts), both inclusive: a code
 * valid from 1. 12. to 24. 12. works from 1. 12. 00:00 to 24. 12. 23:59:59 Bratislava time, whatever the server's
 * zone. They are stored as `YYYY-MM-DD`, so comparing them with today's day is comparing text.
 */

const CODE_KINDS = ['percent', 'amount'] as const;
type CodeKind = (typeof CODE_KINDS)[number];

/** The most a fixed amount may take off (euros): a typo of 5000 instead of 50,00 is caught. */
const MAX_CODE_AMOUNT_EUROS = 1000;
const MAX_MIN_ORDER_EUROS = 10000;

export const CODE_MESSAGES = {
  wrong: 'Taký zľavový kód nepoznáme. Skontrolujte, či ste ho napísali správne.',
  inactive: 'Tento zľavový kód už neplatí.',
  notYet: (day: string) => `Tento zľavový kód platí až od ${day}.`,
  expired: (day: string) => `Platnosť tohto zľavového kódu skončila ${day}.`,
  usedUp: 'Tento zľavový kód je už vyčerpaný.',
  usedByYou: 'Tento zľavový kód ste už použili.',
  belowMinimum: (cents: number) => `Kód platí pre objednávky od ${formatEur(cents)}.`,
  // Staff's answers.
  created: 'Zľavový kód bol vytvorený.',
  saved: 'Zľavový kód bol uložený.',
  deleted: 'Zľavový kód bol zmazaný.',
  deactivated: 'Kód už bol použitý v objednávkach, preto sa nezmazal, len deaktivoval.',
  taken: 'Taký kód už existuje. Zvoľte iný.',
  notFound: 'Taký zľavový kód neexistuje.',
} as const;

export const CODE_LABELS = {
  code: 'Kód',
  kind: 'Druh zľavy',
  amount: 'Zľava',
  validFrom: 'Platí od',
  validUntil: 'Platí do',
  maxUses: 'Najviac použití spolu',
  maxUsesPerCustomer: 'Najviac použití na zákazníka',
  minOrder: 'Minimálna objednávka (€)',
  active: 'Aktívny',
} as const;

const FIELD_MESSAGES = {
  code: 'Kód: 3 až 32 znakov, len písmená bez diakritiky, číslice a pomlčky.',
  kind: 'Druh zľavy: percentá alebo suma.',
  percent: 'Zľava v percentách: celé číslo od 1 do 100.',
  amount: `Zľava v eurách: suma od 0,01 do ${MAX_CODE_AMOUNT_EUROS} € na centy.`,
  date: 'Dátum zadajte ako RRRR-MM-DD, alebo ho nechajte prázdny.',
  order: 'Dátum „Platí do“ nesmie byť pred dátumom „Platí od“.',
  uses: 'Počet použití: celé číslo od 1, alebo prázdne (bez obmedzenia).',
  minOrder: `Minimálna objednávka: suma od 0 do ${MAX_MIN_ORDER_EUROS} € na centy.`,
  active: 'Aktívny: áno alebo nie.',
} as const;

/** What a buyer types: any case, spaces around are forgiven; stored and compared in capitals. */
export function normalizeCode(text: string): string {
  return text.trim().toUpperCase();
}

const CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** A real calendar day `YYYY-MM-DD` (not 2026-02-30, not 2026-6-1): the day read back must be the text. */
function isCalendarDay(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const dayOrNull = z
  .union([z.string().trim(), z.null()], { message: FIELD_MESSAGES.date })
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDay(v), { message: FIELD_MESSAGES.date });

const usesOrNull = z
  .number({ message: FIELD_MESSAGES.uses })
  .int({ message: FIELD_MESSAGES.uses })
  .min(1, { message: FIELD_MESSAGES.uses })
  .max(1_000_000, { message: FIELD_MESSAGES.uses })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** Euros with at most two decimals (what a person means by a price). */
const hasCents = (euros: number) => Number.isInteger(Number((euros * 100).toFixed(6)));

/** A percent is whole, 1–100; an amount 0,01 € up to the most, in whole cents. */
function amountFits(kind: CodeKind, amount: number): boolean {
  return kind === 'percent'
    ? Number.isInteger(amount) && amount >= 1 && amount <= 100
    : amount >= 0.01 && amount <= MAX_CODE_AMOUNT_EUROS && hasCents(amount);
}

/** No date is an open end: before every day, after every day. */
const OPEN_START = '0000-01-01';
const OPEN_END = '9999-12-31';

/**
 * `POST /api/discount-codes` and `PUT /api/discount-codes/:id`: the whole code as the staff form sends it. The
 * result is what is stored: the code in capitals, the amount as a percent or in cents, the minimum in cents.
 */
export const discountCodeSchema = strictObject(
  {
    code: z
      .string({ message: FIELD_MESSAGES.code })
      .transform(normalizeCode)
      .refine((c) => CODE_PATTERN.test(c), { message: FIELD_MESSAGES.code }),
    kind: z.enum(CODE_KINDS, { message: FIELD_MESSAGES.kind }),
    amount: z.number({ message: FIELD_MESSAGES.amount }).finite({ message: FIELD_MESSAGES.amount }),
    validFrom: dayOrNull,
    validUntil: dayOrNull,
    maxUses: usesOrNull,
    maxUsesPerCustomer: usesOrNull,
    minOrder: z
      .number({ message: FIELD_MESSAGES.minOrder })
      .min(0, { message: FIELD_MESSAGES.minOrder })
      .max(MAX_MIN_ORDER_EUROS, { message: FIELD_MESSAGES.minOrder })
      .refine(hasCents, { message: FIELD_MESSAGES.minOrder })
      .optional()
      .transform((v) => v ?? 0),
    active: z
      .boolean({ message: FIELD_MESSAGES.active })
      .optional()
      .transform((v) => v ?? true),
  },
  'Pošlite { "code", "kind", "amount", "validFrom", "validUntil", "maxUses", "maxUsesPerCustomer", "minOrder", "active" }.',
)
  .superRefine((v, ctx) => {
    if (!amountFits(v.kind, v.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: v.kind === 'percent' ? FIELD_MESSAGES.percent : FIELD_MESSAGES.amount });
    }
    if ((v.validUntil ?? OPEN_END) < (v.validFrom ?? OPEN_START)) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: FIELD_MESSAGES.order });
    }
  })
  .transform((v) => ({
    code: v.code,
    kind: v.kind,
    amount: v.kind === 'percent' ? v.amount : eurosToCents(v.amount),
    validFrom: v.validFrom,
    validUntil: v.validUntil,
    maxUses: v.maxUses,
    maxUsesPerCustomer: v.maxUsesPerCustomer,
    minOrderCents: eurosToCents(v.minOrder),
    isActive: v.active,
  }));
export type DiscountCodeInput = z.input<typeof discountCodeSchema>;
export type DiscountCodeWrite = z.output<typeof discountCodeSchema>;

/** A code as stored (db/schema/orders.ts `discountCodes`). */
export interface StoredCode extends DiscountCodeWrite {
  id: number;
  createdAt: string;
}

/** A code as the staff API answers it: euros where the row holds cents, and the uses so far. */
export const apiDiscountCodeSchema = z.strictObject({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  amount: z.number().meta({ description: 'Percentá (1–100) alebo eurá zľavy podľa `kind`.' }),
  validFrom: z.string().nullable().meta({ description: 'Prvý deň platnosti `YYYY-MM-DD` (bratislavský kalendár); null: bez začiatku.' }),
  validUntil: z.string().nullable().meta({ description: 'Posledný deň platnosti `YYYY-MM-DD`; null: bez konca.' }),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  minOrder: z.number().meta({ description: 'Minimálna cena položiek v eurách (0: bez minima).' }),
  active: z.boolean(),
  uses: z.number().int().meta({ description: 'Nezrušené objednávky s týmto kódom (to, čo počítajú limity).' }),
  createdAt: z.string(),
});
export type ApiDiscountCode = z.output<typeof apiDiscountCodeSchema>;

/** `POST` and `PUT /api/discount-codes[/:id]`: the code as stored, and the sentence. */
export const savedDiscountCodeSchema = apiDiscountCodeSchema.extend({ message: z.string() });

/** `DELETE /api/discount-codes/:id`: deleted, or (used by orders) only deactivated. */
export const removedDiscountCodeSchema = z.strictObject({
  message: z.string(),
  deleted: z.boolean().meta({ description: 'false: kód už bol použitý v objednávkach, preto sa len deaktivoval.' }),
});

export function toApiDiscountCode(c: StoredCode, uses: number): ApiDiscountCode {
  return {
    _id: apiId(c.id),
    code: c.code,
    kind: c.kind,
    amount: c.kind === 'percent' ? c.amount : centsToEuros(c.amount),
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    maxUses: c.maxUses,
    maxUsesPerCustomer: c.maxUsesPerCustomer,
    minOrder: centsToEuros(c.minOrderCents),
    active: c.isActive,
    uses,
    createdAt: c.createdAt,
  };
}

/** A code's terms as pricing needs them (pricing.ts `codeDiscountCents`). */
export function codeTerms(c: Pick<StoredCode, 'kind' | 'amount'>): CodeTerms {
  return { kind: c.kind, amount: c.amount };
}

/** Today on the shop's calendar, `YYYY-MM-DD`. */
export function shopDay(now: Date): string {
  const d = calendarDay(now);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** `2026-12-24` → `24. 12. 2026`. */
export function showCodeDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return showDay({ year, month, day: dayOfMonth });
}

/**
 * Why this code may not price an order now, in the buyer's Slovak; null when it may. `itemsCents`: the items at
 * each product's own or sale price (what the minimum is compared with); `usesByCustomer` and `usesInAll`: orders
 * not cancelled priced with it (by this buyer's e-mail, and by everyone). The first reason in this order wins:
 * switched off, not yet valid, expired, used up, used by this buyer, below the minimum.
 */
export function codeRefusal(
  code: Pick<StoredCode, 'isActive' | 'validFrom' | 'validUntil' | 'maxUses' | 'maxUsesPerCustomer' | 'minOrderCents'>,
  at: { now: Date; itemsCents: number; usesByCustomer: number; usesInAll: number },
): string | null {
  if (!code.isActive) return CODE_MESSAGES.inactive;
  const today = shopDay(at.now);
  const from = code.validFrom ?? OPEN_START;
  if (today < from) return CODE_MESSAGES.notYet(showCodeDay(from));
  const until = code.validUntil ?? OPEN_END;
  if (today > until) return CODE_MESSAGES.expired(showCodeDay(until));
  if (code.maxUses !== null && at.usesInAll >= code.maxUses) return CODE_MESSAGES.usedUp;
  if (code.maxUsesPerCustomer !== null && at.usesByCustomer >= code.maxUsesPerCustomer) return CODE_MESSAGES.usedByYou;
  if (!meetsCodeMinimum(at.itemsCents, code.minOrderCents)) return CODE_MESSAGES.belowMinimum(code.minOrderCents);
  return null;
}
