/**
 * `GET /api/users/profile/export` as a schema (issue 31, GDPR art. 15 and 20): the file 'Stiahnuť moje údaje'
 * downloads. personalDataExport (personal-data.ts) is typed by it, so the builder and the published description
 * cannot part. Keys are Slovak because the person reads the file; each part says what it is (`popis`).
 */
import { z } from 'zod';

const text = z.string();
/** A time in UTC (ISO 8601). */
const time = z.string();
const euros = z.number();
/** When it happened; `true` when it did but the time was not kept; `false` when it did not. */
const whenOrNot = z.union([time, z.boolean()]);
const part = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject({ popis: text, ...shape });
const listOf = <S extends z.ZodType>(item: S) => part({ zoznam: z.array(item) });

const shippingAddressSchema = z.strictObject({
  druh: z.literal('doručenie'),
  meno: text,
  ulica: text,
  mesto: text,
  psč: text,
  krajina: text,
  telefón: text,
});
const billingAddressSchema = z.strictObject({
  druh: z.literal('fakturácia'),
  meno: text,
  ulica: text,
  mesto: text,
  psč: text,
  krajina: text,
  ičo: text,
  dič: text,
});
const exportAddressSchema = z.union([shippingAddressSchema, billingAddressSchema]);
export type ExportAddress = z.output<typeof exportAddressSchema>;

const exportedOrderSchema = z.strictObject({
  číslo: text,
  vytvorená: time,
  meno: text,
  'e-mail': text,
  položky: z.array(
    z.strictObject({ názov: text, množstvo: z.number(), cena_za_kus_eur: euros, bežná_cena_eur: euros, zľava_percent: z.number() }),
  ),
  doručenie: z.strictObject({
    spôsob: text,
    výdajné_miesto: text.optional(),
    adresa: z.strictObject({ meno: text, ulica: text, mesto: text, psč: text, krajina: text }),
    telefón: text,
    poznámka: text,
    číslo_zásielky: text,
    odoslaná: whenOrNot,
  }),
  platba: z.strictObject({ spôsob: text, zaplatená: whenOrNot }),
  zľavový_kód: z.strictObject({ kód: text, zľava_eur: euros }).nullable(),
  suma_eur: z.strictObject({ tovar: euros, poštovné: euros, dobierka: euros, spolu: euros }),
  zrušená: whenOrNot,
  súhlas_s_novinkami_pri_objednávke: z.boolean(),
});

export const personalDataExportSchema = z.strictObject({
  o_súbore: z.strictObject({ obchod: text, vytvorený: time, popis: text }),
  účet: part({
    meno: text,
    'e-mail': text,
    role: z.array(text),
    vytvorený: time,
    registrácia_potvrdená: z.boolean(),
    prihlásenie_cez_google: z.boolean(),
    heslo_nastavené: z.boolean(),
  }),
  súhlasy: part({
    zasielanie_noviniek: z.strictObject({ udelený: z.boolean(), dátum: text.nullable(), odvolaný: z.boolean() }),
    pri_objednávkach: z.array(z.strictObject({ objednávka: text, obchodné_podmienky_a_ochrana_údajov: time, novinky: z.boolean() })),
  }),
  odber_noviniek: part({ prihlásený: z.boolean(), odhlásený: z.boolean() }),
  adresy: listOf(exportAddressSchema),
  objednávky: listOf(exportedOrderSchema),
  recenzie: listOf(z.strictObject({ kniha: text, hviezdičky: z.number().int(), komentár: text, schválená: z.boolean(), napísaná: time })),
  obľúbené: listOf(z.strictObject({ kniha: text, pridané: time })),
  upozornenia_na_naskladnenie: listOf(z.strictObject({ kniha: text, vyžiadané: time, oznámené: time.nullable() })),
  správy_z_kontaktného_formulára: listOf(z.strictObject({ meno: text, správa: text, odoslaná: time })),
});
export type PersonalDataExport = z.output<typeof personalDataExportSchema>;
