import { z } from 'zod';

/**
 * Request bodies refuse keys they do not know. Zod's default drops them silently, so a client that misspells a
 * field (`emailMesage`) or tries one it may not set (`isAdmin` on the profile) got a 200 that changed nothing;
 * now it gets a 400 naming the field. Keys that a known client sends but the server never reads (spec section 7:
 * the old client's order totals, `_id` in a body whose path names the record, the GET shape's `reviews` …) are
 * listed per schema as `ignored`: accepted with any value and removed before anyone reads the result.
 */

/** The Slovak refusal naming unknown fields by their path (`shippingAddress.phon`). */
export function unknownFieldsMessage(paths: readonly string[]): string {
  const quoted = paths.map((p) => `„${p}“`).join(', ');
  return paths.length === 1
    ? `Neznáme pole ${quoted}. Pošlite len polia, ktoré táto požiadavka pozná.`
    : `Neznáme polia ${quoted}. Pošlite len polia, ktoré táto požiadavka pozná.`;
}

/** Message of an issue: unknown keys name themselves (with their path), anything else reads `message`. */
function messageFor(message: string) {
  return (iss: { code?: string; keys?: readonly PropertyKey[]; path?: readonly PropertyKey[] }) =>
    iss.code === 'unrecognized_keys' && iss.keys
      ? unknownFieldsMessage(iss.keys.map((k) => [...(iss.path ?? []), k].map(String).join('.')))
      : message;
}

type IgnoredShape<K extends string> = { [P in K]: z.ZodOptional<z.ZodUnknown> };

/** `z.strictObject` with Slovak messages: `message` for a value that is not such an object. */
export function strictObject<S extends z.core.$ZodLooseShape>(shape: S, message: string) {
  return z.strictObject(shape, { error: messageFor(message) });
}

/**
 * A strict object that also accepts the `ignored` keys (any value) and drops them from the result, so nothing
 * downstream can read (and trust) them.
 */
export function strictObjectIgnoring<S extends z.core.$ZodLooseShape, const K extends string>(
  shape: S,
  ignored: readonly K[],
  message: string,
) {
  const extra = Object.fromEntries(ignored.map((k) => [k, z.unknown().optional()])) as IgnoredShape<K>;
  return z.strictObject({ ...shape, ...extra }, { error: messageFor(message) }).transform((value) => {
    const kept: Record<string, unknown> = { ...value };
    for (const k of ignored) delete kept[k];
    return kept as z.output<z.ZodObject<z.util.Writeable<S>, z.core.$strict>>;
  });
}

/** The first issue's message, preferring an unknown field's (it says exactly what to change). */
export function firstIssueMessage(issues: readonly { code?: string; message: string }[], fallback = 'Neplatné údaje.'): string {
  return (issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0])?.message ?? fallback;
}
