/** Helpers that keep the seed fast: chunked multi-row inserts and bounded parallel uploads. */

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface StoredFile {
  key: string;
  body: string;
  contentType: string;
}

type Put = (key: string, body: Uint8Array | string, contentType: string) => Promise<void>;

/** Uploads files with at most `concurrency` requests in flight (a real bucket dislikes hundreds at once). */
export async function putAll(put: Put, files: readonly StoredFile[], concurrency = 16): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++];
      await put(f.key, f.body, f.contentType);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
}

/** Highest id in use (0 for an empty table): seeded rows get explicit ids after it, known before insert. */
export async function maxId(db: { $client: { execute(sql: string): Promise<{ rows: unknown[] }> } }, table: string): Promise<number> {
  const res = await db.$client.execute(`SELECT COALESCE(MAX(id), 0) AS m FROM "${table}"`);
  return Number((res.rows[0] as { m: unknown }).m);
}
