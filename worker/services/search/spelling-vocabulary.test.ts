import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { products, searchVocabulary } from '~/db/schema';
import { searchableTexts } from '~/db/queries/catalogue/catalogue';
import { readCatalogueVersion } from '~/db/queries/catalogue/catalogue-version';
import { claimVocabularyBuild } from '~/db/queries/search/search-vocabulary';
import { buildVocabulary } from '../../domain/spelling';
import { packedVocabularyOf, unpackVocabulary } from '../../domain/spelling-pack';
import { bearer, createAccount, loginToken, testClock } from '../../test-support/accounts';
import { insertCatalogue } from '../../test-support/fixtures';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app';
import { runScheduledJobs } from '../operations/scheduled';
import { askForVocabularyBuild, buildStaleVocabulary } from './spelling-vocabulary';

// Counts every build of a vocabulary, wherever it is called from (the test app's builder calls it inline).
vi.mock('../../domain/spelling', async (original) => {
  const real = await original<typeof import('../../domain/spelling')>();
  return { ...real, buildVocabulary: vi.fn(real.buildVocabulary) };
});
const builds = () => vi.mocked(buildVocabulary).mock.calls.length;
// Counts every unpacking of the stored words (once per stored version in a process, not once per search).
vi.mock('../../domain/spelling-pack', async (original) => {
  const real = await original<typeof import('../../domain/spelling-pack')>();
  return { ...real, unpackVocabulary: vi.fn(real.unpackVocabulary) };
});
const unpacks = () => vi.mocked(unpackVocabulary).mock.calls.length;

/**
 * The typo search's words are built in the background and stored; a search only reads them. The app's builder
 * (`deps.buildSearchVocabulary`) is held here until `release()`, so a test sees what a search answers while a
 * build is still to come.
 */
let t: TestApp;
let id: (name: string) => number;
let asked: number;
let release: () => void;
const clock = testClock(new Date(TEST_NOW));
beforeEach(async () => {
  vi.mocked(buildVocabulary).mockClear();
  asked = 0;
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  release = open;
  t = await createTestApp({
    now: clock.now,
    buildSearchVocabulary: async (texts) => {
      asked++;
      await held;
      return packedVocabularyOf(texts);
    },
  });
  ({ id } = await insertCatalogue(t.db));
});
afterEach(async () => {
  release();
  await t.close();
});

const stored = async () => (await t.db.select().from(searchVocabulary).where(eq(searchVocabulary.id, 1)))[0];
/** A search answered as it leaves the app, without waiting for the work it left running. */
const search = async (keyword: string): Promise<any> =>
  (await t.app.request(`/api/products?keyword=${encodeURIComponent(keyword)}`)).json();
const rename = (from: string, to: string) =>
  t.db
    .update(products)
    .set({ name: to })
    .where(eq(products.id, id(from)));

describe('the typo vocabulary, built in the background', () => {
  it('none stored yet: the search answers uncorrected, builds nothing, and asks for the build that stores it', async () => {
    expect(await stored()).toMatchObject({ catalogueVersion: 0, words: '' });
    vi.mocked(unpackVocabulary).mockClear();
    expect(await search('zivto')).toEqual({ products: [], page: 1, pages: 1, total: 0 });
    expect(asked).toBe(1);
    expect(builds()).toBe(0);
    expect(unpacks()).toBe(0);
    release();
    await t.settle();
    const row = await stored();
    expect(row.catalogueVersion).toBe(await readCatalogueVersion(t.db));
    expect(row.words).toBe(packedVocabularyOf(await searchableTexts(t.db)));
    expect(row.words.split('\n')).toContainEqual(expect.stringMatching(/^zivot\t\d+\tživot$/));
    expect(row.builtAt).toBe(clock.now().toISOString());
    expect(row.claimedAt).toBeNull();
    // Read, not built, from now on.
    const before = builds();
    expect(await search('zivto')).toMatchObject({ correctedKeyword: 'život', total: 2 });
    expect(builds()).toBe(before);
  });

  it('a stale one is used for the correction, and many searches ask for one rebuild', async () => {
    release();
    await askForVocabularyBuild(t.deps);
    const old = (await stored()).catalogueVersion;
    await rename('Duchovný človek', 'Kristus ako všetko');
    let open!: () => void;
    const rebuild = { asked: asked, held: new Promise<void>((resolve) => (open = resolve)) };
    t.deps.buildSearchVocabulary = async (texts) => {
      rebuild.asked++;
      await rebuild.held;
      return packedVocabularyOf(texts);
    };
    const before = builds();
    const answers = await Promise.all(['zivto', 'zivto', 'evanjelim', 'Kritsus'].map(search));
    // The stale words still correct (the corrected search runs on the live index); the new name's are not in them yet.
    expect(answers.map((a) => a.correctedKeyword)).toEqual(['život', 'život', 'evanjelium', undefined]);
    expect(builds()).toBe(before);
    expect(rebuild.asked - asked).toBe(1);
    expect((await stored()).catalogueVersion).toBe(old);
    open();
    await t.settle();
    expect((await stored()).catalogueVersion).toBe(await readCatalogueVersion(t.db));
    expect(await search('Kritsus')).toMatchObject({ correctedKeyword: 'Kristus', total: 1 });
  });

  it("an admin's save of a title builds after the answer: the stored words are the new version's", async () => {
    release();
    await askForVocabularyBuild(t.deps);
    const admin = bearer(await loginToken(t, await createAccount(t, { role: 'admin' })));
    const r = await t.call('PUT', `/api/products/${id('Život viery')}`, titleEdit('Ľúbostná pieseň'), admin);
    expect(r.status).toBe(200);
    const row = await stored();
    expect(row.catalogueVersion).toBe(await readCatalogueVersion(t.db));
    expect(row.words.split('\n')).toContain('lubostna\t1\tľúbostná');
  });

  it('a write past the API is caught by the scheduled run', async () => {
    release();
    await askForVocabularyBuild(t.deps);
    await rename('Evanjelium Božie', 'Pieseň piesní');
    expect((await stored()).words).not.toContain('piesni');
    await runScheduledJobs(t.deps);
    const row = await stored();
    expect(row.catalogueVersion).toBe(await readCatalogueVersion(t.db));
    expect(row.words.split('\n')).toContain('piesni\t1\tpiesní');
  });

  it('a build claimed elsewhere (another isolate) is left to it, until its term runs out', async () => {
    release();
    const version = await readCatalogueVersion(t.db);
    expect(await claimVocabularyBuild(t.db, { version, at: clock.now().toISOString(), cutoff: '' })).toBe(true);
    expect(await buildStaleVocabulary(t.deps)).toBe(false);
    expect(asked).toBe(0);
    clock.advance(5 * 60_000 + 1);
    expect(await buildStaleVocabulary(t.deps)).toBe(true);
    // New words change searches' answers: stored as of the next version, and the catalogue moved there (read cache).
    expect(await stored()).toMatchObject({ catalogueVersion: version + 1, claimedAt: null });
    expect(await readCatalogueVersion(t.db)).toBe(version + 1);
    // Fresh now: nothing more to build.
    expect(await buildStaleVocabulary(t.deps)).toBe(false);
    expect(asked).toBe(1);
  });

  it('the same words after a write that changed no title (an order) are marked current; the catalogue stays put', async () => {
    release();
    await askForVocabularyBuild(t.deps);
    const words = (await stored()).words;
    await t.db
      .update(products)
      .set({ countInStock: 1 })
      .where(eq(products.id, id('Život viery')));
    const version = await readCatalogueVersion(t.db);
    expect((await stored()).catalogueVersion).toBeLessThan(version);
    expect(await buildStaleVocabulary(t.deps)).toBe(true);
    expect(await stored()).toMatchObject({ catalogueVersion: version, words, claimedAt: null });
    expect(await readCatalogueVersion(t.db)).toBe(version);
    expect(await buildStaleVocabulary(t.deps)).toBe(false);
  });

  it('words read before a write that came meanwhile are stored as older than the catalogue, which stays put', async () => {
    const version = await readCatalogueVersion(t.db);
    t.deps.buildSearchVocabulary = async (texts) => {
      await rename('Evanjelium Božie', 'Pieseň piesní');
      return packedVocabularyOf(texts);
    };
    expect(await buildStaleVocabulary(t.deps)).toBe(true);
    expect(await stored()).toMatchObject({ catalogueVersion: version, claimedAt: null });
    expect(await readCatalogueVersion(t.db)).toBe(version + 1);
    // Stale: the next ask builds again, with the new name.
    t.deps.buildSearchVocabulary = async (texts) => packedVocabularyOf(texts);
    expect(await buildStaleVocabulary(t.deps)).toBe(true);
    expect((await stored()).words).toContain('piesni');
  });

  it('a write while a build runs makes one more build after it: the stored words end at the newest version', async () => {
    const first = askForVocabularyBuild(t.deps);
    await vi.waitFor(() => expect(asked).toBe(1));
    await rename('Duchovný človek', 'Kristus ako všetko');
    // Asked again while the first runs: no second build at once, one after it (the ask joins the running one).
    let joined = true;
    const again = askForVocabularyBuild(t.deps).then(() => (joined = false));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([asked, joined]).toEqual([1, true]);
    release();
    await Promise.all([first, again]);
    expect(asked).toBe(2);
    const row = await stored();
    expect(row.catalogueVersion).toBe(await readCatalogueVersion(t.db));
    expect(row.words).toContain('kristus');
  });

  it('the stored words are unpacked once per stored version, not per search', async () => {
    release();
    await askForVocabularyBuild(t.deps);
    vi.mocked(unpackVocabulary).mockClear();
    expect((await search('zivto')).correctedKeyword).toBe('život');
    expect((await search('evanjelim')).correctedKeyword).toBe('evanjelium');
    expect(unpacks()).toBe(1);
    await rename('Duchovný človek', 'Kristus ako všetko');
    await askForVocabularyBuild(t.deps);
    expect((await search('Kritsus')).correctedKeyword).toBe('Kristus');
    expect(unpacks()).toBe(2);
  });

  it('a failed read of the stored words costs one search its correction, not its answer; the next reads them again', async () => {
    release();
    await askForVocabularyBuild(t.deps);
    vi.mocked(unpackVocabulary).mockImplementationOnce(() => {
      throw new Error('bad words');
    });
    expect(await search('zivto')).toEqual({ products: [], page: 1, pages: 1, total: 0 });
    expect(t.logs).toContainEqual({ level: 'error', message: 'search vocabulary not read', data: { error: 'Error: bad words' } });
    // (That answer is the read cache's until the catalogue changes: another typo shows the words are read again.)
    expect(await search('evanjelim')).toMatchObject({ correctedKeyword: 'evanjelium' });
  });

  it('a build asked for by a search is handed to waitUntil (a Workers isolate lives until it ends)', async () => {
    const waitUntil = vi.spyOn(t.deps, 'waitUntil');
    await search('zivto');
    expect(waitUntil).toHaveBeenCalledTimes(1);
    release();
    await waitUntil.mock.calls[0][0];
    expect((await stored()).catalogueVersion).toBe(await readCatalogueVersion(t.db));
  });

  it('a failed build is logged and frees its claim: the next ask builds', async () => {
    t.deps.buildSearchVocabulary = async () => {
      throw new Error('thread gone');
    };
    await askForVocabularyBuild(t.deps);
    expect(t.logs).toContainEqual({ level: 'error', message: 'search vocabulary not built', data: { error: 'Error: thread gone' } });
    expect(await stored()).toMatchObject({ catalogueVersion: 0, claimedAt: null });
    t.deps.buildSearchVocabulary = async (texts) => packedVocabularyOf(texts);
    await askForVocabularyBuild(t.deps);
    expect((await stored()).catalogueVersion).toBe(await readCatalogueVersion(t.db));
  });
});

/** An edit of a published title with a new name (the fields left out are stored empty, as the form would). */
const titleEdit = (name: string) => ({ name, author: 'Watchman Nee', price: 9.9, countInStock: 5, category: 'život', language: 'SK' });
