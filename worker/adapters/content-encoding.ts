/** A content coding the Node server sends (besides identity). */
export type Coding = 'br' | 'gzip';

/**
 * The coding to answer with, from an `Accept-Encoding` header: the highest q-value wins, ties go br > gzip
 * (brotli is smaller); `q=0` refuses a coding and `*` stands for every coding not named. No header, or nothing
 * acceptable: null (identity; we never answer 406, identity is always available).
 */
export function pickCoding(acceptEncoding: string | null | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*') ?? 0;
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const value = q.get(coding) ?? wildcard;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header value (keeps what is there; `*` already covers it). */
export function varyOnAcceptEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
