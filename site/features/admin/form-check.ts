/**
 * An edit form checked with the server's own schema (worker/domain): what the screen sends, or the first Slovak
 * message, which is the one the server would answer. Pure.
 */

export type Checked<T> = { ok: true; body: T } | { ok: false; message: string };

interface Schema<T> {
  safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

export function checkWith<T>(schema: Schema<T>, form: unknown, fallback = 'Neplatné údaje.'): Checked<T> {
  const parsed = schema.safeParse(form);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? fallback };
  return { ok: true, body: parsed.data };
}
