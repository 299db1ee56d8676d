/**
 * A form's refusal field by field, the same on both sides: the islands check a form with the server's own schema
 * and mark every wrong field at once (as the shipping step does), and a 400 of a form's route carries the same
 * marks as `fields` beside its `message`, so what only the server can know (an e-mail another account uses) lands
 * next to its field too. Keys are the body's paths joined with dots (`contactForm.email`).
 */

/** Each wrong field's own Slovak message, by its path in the request body. */
export type FieldErrors = Record<string, string>;

interface Issue {
  code?: string;
  path?: readonly PropertyKey[];
  message: string;
}

/**
 * The first message of each field a schema refused. An unknown key (no form sends one) and a problem of the
 * whole body belong to no field: they stay in the refusal's `message` only.
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' || !issue.path?.length) continue;
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The fields under `prefix` (`contactForm`), keyed without it: what a form whose body nests its fields reads. */
export function fieldsUnder(fields: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  return out;
}

/** The first of `order` (the form's own order, top to bottom) that has a message: it gets the focus. */
export function firstWrongField<K extends string>(fields: Partial<Record<K, string>>, order: readonly K[]): K | null {
  return order.find((k) => fields[k]) ?? null;
}
