/**
 * A person's own data (issue 31): the texts and names both the server and the profile page use. No zod here: the
 * profile's bundle imports this file (the schema and the export's shape are ./personal-data.ts).
 */

export const PERSONAL_DATA_MESSAGES = {
  wrongPassword: 'Heslo nie je správne.',
  noPassword: 'Tento účet nemá heslo: zrušenie potvrďte prihlásením cez Google.',
  needsConfirmation: 'Zrušenie účtu potvrďte heslom alebo prihlásením cez Google.',
  googleCodeInvalid: 'Potvrdenie cez Google už neplatí. Potvrďte zrušenie účtu cez Google znova.',
  googleNotLinked: 'Tento účet nie je prepojený s Googlom: zrušenie potvrďte heslom.',
  lastAdmin: 'Ste jediný správca obchodu: kým neurčíte ďalšieho správcu, svoj účet zrušiť nemôžete.',
  accountDeleted: 'Váš účet bol zrušený.',
} as const;

/** What a review keeps instead of the name of an account that was deleted (the review itself stays). */
export const FORMER_CUSTOMER_NAME = 'Bývalý zákazník';

/**
 * A discount code's use keeps counting toward the code's limit in all, but its e-mail is replaced by this prefix
 * and a random value made at the deletion: nothing links it back to the person.
 */
export const ERASED_USE_PREFIX = 'zmazany-ucet:';

/** How long orders and invoices stay: § 35 ods. 4 zákona č. 431/2002 Z. z. o účtovníctve (10 years after the year). */
export const RETENTION_YEARS = 10;

/** The one-time code a fresh Google sign-in hands the profile to confirm the deletion: short, spent once. */
export const DELETE_CODE_MS = 5 * 60 * 1000;

/** `prud-moje-udaje-2026-03-01.json`: the day of the download in Bratislava. */
export function exportFilename(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return `prud-moje-udaje-${day}.json`;
}
