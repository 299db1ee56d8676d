import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { CATALOGUE_CACHE_CONTROL } from '../http/catalogue-cache';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertCatalogue } from '../test-support/fixtures';
import { askForVocabularyBuild } from '../services/search/spelling-vocabulary';
import { bearer, createAccount, loginToken } from '../test-support/accounts';

/** Issue 31: `GET /api/suggestions?q=`, the header search's titles and authors while someone types. */
let t: TestApp;
let id: (name: string) => number;
beforeAll(async () => {
  t = await createTestApp({ catalogueVersion: 'process' });
  ({ id } = await insertCatalogue(t.db));
  // The catalogue went straight into the database: its words are built in the background, as the schedule would.
  await askForVocabularyBuild(t.deps);
});
afterAll(() => t.close());

const ask = (q: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/suggestions?q=${encodeURIComponent(q)}`, undefined, headers);
const titles = (body: { suggestions: { kind: string; name: string }[] }) =>
  body.suggestions.filter((s) => s.kind === 'title').map((s) => s.name);

describe('GET /api/suggestions', () => {
  it("'zivo' offers the titles with 'Život', the one beginning with it first, with their ids and authors", async () => {
    const r = await ask('zivo');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      suggestions: [
        { kind: 'title', id: String(id('Život viery')), name: 'Život viery', author: 'Watchman Nee' },
        { kind: 'title', id: String(id('Normálny kresťanský život')), name: 'Normálny kresťanský život', author: 'Watchman Nee' },
      ],
    });
  });

  it('offers an author, then the titles found by the author', async () => {
    const { body } = await ask('Watchm');
    expect(body.suggestions[0]).toEqual({ kind: 'author', name: 'Watchman Nee' });
    expect(titles(body).sort()).toEqual(['Evanjelium Božie', 'Normálny kresťanský život', 'Sedieť, kráčať, stáť', 'Život viery']);
    expect(body.suggestions).toHaveLength(5);
  });

  it('forgives a typo as the search does, and names the correction', async () => {
    const { body } = await ask('zivto');
    expect(titles(body)).toEqual(['Život viery', 'Normálny kresťanský život']);
    expect(body.correctedQuery).toBe('život');
  });

  it('finds in titles and authors only, not in tags or descriptions', async () => {
    // Every product's description is 'Popis knihy.': the search finds them, suggestions do not.
    expect((await ask('popis')).body).toEqual({ suggestions: [] });
    expect((await t.call('GET', '/api/products?keyword=popis')).body.total).toBe(5);
  });

  it('text near nothing answers an empty list', async () => {
    expect((await ask('qqxxzzkk')).body).toEqual({ suggestions: [] });
  });

  it('a typo of a word only a category has (kresťanská-prax) answers an empty list, naming no correction', async () => {
    // The vocabulary has 'prax' (categories are words a typo may mean), no title or author has it.
    expect((await ask('praxx')).body).toEqual({ suggestions: [] });
    expect((await ask('prax')).body).toEqual({ suggestions: [] });
  });

  it('never offers a draft, by its name, its author or a typo of them', async () => {
    await t.db
      .insert(products)
      .values({ name: 'Tajomstvo Krista', author: 'Ján Návrhový', category: 'kristus', priceCents: 800, isDraft: true });
    await askForVocabularyBuild(t.deps);
    expect((await ask('tajomstvo')).body).toEqual({ suggestions: [] });
    expect((await ask('tajomtsvo')).body).toEqual({ suggestions: [] });
    expect((await ask('navrh')).body).toEqual({ suggestions: [] });
    // Not even to staff, whose token makes the product reads show drafts.
    expect((await ask('tajomstvo', { authorization: 'Bearer x' })).body).toEqual({ suggestions: [] });
  });

  it('refuses a text of fewer than two letters, a missing or too long one and unknown parameters with a Slovak 400', async () => {
    const refused = async (path: string) => {
      const r = await t.call('GET', path);
      expect(r.status, path).toBe(400);
      return r.body;
    };
    expect(await refused('/api/suggestions?q=z')).toEqual({ message: 'Napíšte aspoň dve písmená.' });
    expect(await refused('/api/suggestions?q=%20%21')).toEqual({ message: 'Napíšte aspoň dve písmená.' });
    expect(await refused('/api/suggestions')).toEqual({ message: 'Napíšte aspoň dve písmená.' });
    expect(await refused(`/api/suggestions?q=${'a'.repeat(101)}`)).toEqual({ message: 'Hľadaný text je príliš dlhý.' });
    expect((await refused('/api/suggestions?q=zivot&pageSize=3')).message).toMatch(/^Neznáme pole „pageSize“/);
    // A repeated parameter is read by its first value, as on the list endpoints.
    expect(titles((await t.call('GET', '/api/suggestions?q=zivo&q=x')).body)).toContain('Život viery');
  });
});

describe('GET /api/suggestions from the catalogue cache', () => {
  it('answers a text asked before from memory: no read of the database, the same ETag, 304 for it', async () => {
    const first = await ask('evanj');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    const reads = vi.spyOn(t.db.$client, 'execute');
    try {
      const again = await ask('evanj');
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await ask('evanj', { 'if-none-match': etag })).status).toBe(304);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    expect(titles(first.body)).toEqual(['Evanjelium Božie']);
  });

  it('follows the catalogue: a title staff rename is offered by its new name at once', async () => {
    const pid = id('Duchovný človek');
    expect(titles((await ask('duchov')).body)).toEqual(['Duchovný človek']);
    const admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
    const product = (await t.call('GET', `/api/products/${pid}`)).body;
    const edit = { ...product, name: 'Duchovný muž', related: '', related2: '', related3: '' };
    expect((await t.call('PUT', `/api/products/${pid}`, edit, admin)).status).toBe(200);
    expect((await t.db.select({ name: products.name }).from(products).where(eq(products.id, pid)))[0].name).toBe('Duchovný muž');
    expect(titles((await ask('duchov')).body)).toEqual(['Duchovný muž']);
  });

  it('a refusal is not kept: the same text answers 400 each time, and the answer is no-store', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await ask('z');
      expect(r.status).toBe(400);
      expect(r.headers.get('etag')).toBeNull();
    }
  });
});
