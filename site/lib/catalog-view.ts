/**
 * Display rules shared by pre-rendered pages and the browser: units, text. No database and no site facts
 * here (islands import this file; the facts JSON would ride along).
 */

/** The category as the e-shop heading shows it: the slug with hyphens as spaces ("božia ekonómia"). */
export function categoryWords(slug: string): string {
  return slug.replace(/-/g, ' ');
}

/** "0.33" (kg, as stored) → "0,33 kg"; empty or unreadable → "". */
export function formatWeight(weight: string): string {
  const w = weight.trim().replace(',', '.');
  if (!w || !Number.isFinite(Number(w))) return '';
  return `${w.replace('.', ',')} kg`;
}

export const LANGUAGES: Record<string, { code: string; name: string }> = {
  SK: { code: 'sk', name: 'slovenčina' },
  CZ: { code: 'cs', name: 'čeština' },
};

/** Text with blank lines (or single line breaks) → paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Slovak alphabetical order (ch after h, š after s …). */
export const slovakCollator = new Intl.Collator('sk', { sensitivity: 'base', numeric: true });

/** A meta description: the text's first ~155 characters, cut at a word. */
export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : max).replace(/[\s,;:–-]+$/, '')}…`;
}
