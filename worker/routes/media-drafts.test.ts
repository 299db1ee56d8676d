import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allVideos, audioInCategory, getAudio, getBanner, getVideo, listBanners } from '../../db/queries/media/media';
import { audio } from '../../db/schema';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { insertCatalogue } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Drafts of audio, video and banners (issue 16, item 3): the add button makes a record that staff (admins and
 * assistants) read and edit and no visitor sees, in the API or in what the build renders (the listening room,
 * /video, the home carousel), until it is saved with its Drive link, YouTube code or image.
 */

let t: TestApp;
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.db);
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
});
afterAll(() => t.close());
beforeEach(() => void (t.published.length = 0));

const kinds = [
  {
    kind: 'audio',
    listKey: 'audios',
    read: getAudio,
    /** What the build renders from (the listening rooms /words-of-life and /life-study). */
    rendered: async () => [...(await audioInCategory(t.db, 'Slová života')), ...(await audioInCategory(t.db, 'Štúdium života'))],
    incomplete: { audioTitle: 'Koncept nahrávky', mp3file: '', category: 'Slová života', subcategory: 'Božie evanjelium' },
    complete: {
      audioTitle: 'Koncept nahrávky',
      mp3file: 'https://drive.google.com/file/d/koncept/preview',
      category: 'Slová života',
      subcategory: 'Božie evanjelium',
    },
  },
  {
    kind: 'video',
    listKey: 'videos',
    read: getVideo,
    rendered: () => allVideos(t.db),
    incomplete: { videoTitle: 'Koncept videa', code: '' },
    complete: { videoTitle: 'Koncept videa', code: 'kOnCePt_123' },
  },
  {
    kind: 'banner',
    listKey: 'banners',
    read: getBanner,
    rendered: async () => (await listBanners(t.db, { page: 1, pageSize: 20 })).rows,
    incomplete: { bannerTitle: 'Koncept bannera', image: '', category: 'home' },
    complete: { bannerTitle: 'Koncept bannera', image: '/uploads/banners/koncept.png', category: 'home' },
  },
] as const;

describe.each(kinds)('$kind drafts', (k) => {
  const api = `/api/${k.kind}`;
  const listed = async (headers: Record<string, string> = {}, query = '?pageSize=100') =>
    ((await t.call('GET', `${api}${query}`, undefined, headers)).body[k.listKey] as { _id: string }[]).map((r) => Number(r._id));

  it('a new record is 404 and absent from the list for visitors and customers; staff read and list it', async () => {
    const created = await t.call('POST', api, undefined, as.assistant);
    expect(created).toMatchObject({ status: 201, body: { isDraft: true } });
    const id = Number(created.body._id);
    expect(await k.read(t.db, id, { drafts: true })).toMatchObject({ isDraft: true });
    for (const headers of [{}, as.customer, { authorization: 'Bearer zly' }]) {
      expect((await t.call('GET', `${api}/${id}`, undefined, headers)).status).toBe(404);
      expect(await listed(headers)).not.toContain(id);
    }
    for (const role of ['admin', 'assistant'] as const) {
      expect(await t.call('GET', `${api}/${id}`, undefined, as[role])).toMatchObject({
        status: 200,
        body: { _id: String(id), isDraft: true },
      });
      expect(await listed(as[role])).toContain(id);
    }
    expect((await k.rendered()).map((r) => r.id)).not.toContain(id);
    expect(t.published).toEqual([]);
  });

  it('a save without its required link or image stores the fields and keeps it a draft, publishing nothing', async () => {
    const id = Number((await t.call('POST', api, undefined, as.admin)).body._id);
    const r = await t.call('PUT', `${api}/${id}`, k.incomplete, as.admin);
    expect(r).toMatchObject({ status: 200, body: { ...k.incomplete, isDraft: true } });
    expect(await k.read(t.db, id, { drafts: true })).toMatchObject({ ...k.incomplete, isDraft: true });
    expect((await t.call('GET', `${api}/${id}`)).status).toBe(404);
    expect(await listed({}, `?keyword=${encodeURIComponent('Koncept')}`)).not.toContain(id);
    expect((await k.rendered()).map((r) => r.id)).not.toContain(id);
    expect(t.published).toEqual([]);
  });

  it('the save with it publishes the record: visitors read and list it, the build renders it, the site republishes', async () => {
    const id = Number((await t.call('POST', api, undefined, as.assistant)).body._id);
    const r = await t.call('PUT', `${api}/${id}`, k.complete, as.assistant);
    expect(r).toMatchObject({ status: 200, body: { ...k.complete, isDraft: false } });
    expect(await k.read(t.db, id)).toMatchObject({ ...k.complete, isDraft: false });
    expect(await t.call('GET', `${api}/${id}`)).toMatchObject({ status: 200, body: { _id: String(id), ...k.complete } });
    expect(await listed()).toContain(id);
    expect((await k.rendered()).map((r) => r.id)).toContain(id);
    expect(t.published).toEqual([k.kind]);
  });
});

describe('the listening room', () => {
  it("a draft recording is in no category or topic filter of GET /api/audio, only in the staff's", async () => {
    const topic = { category: 'Slová života', subcategory: 'Téma s konceptom' };
    await t.db.insert(audio).values({ audioTitle: 'Zverejnená nahrávka', mp3file: 'https://drive.google.com/file/d/z/preview', ...topic });
    const id = Number((await t.call('POST', '/api/audio', undefined, as.admin)).body._id);
    expect((await t.call('PUT', `/api/audio/${id}`, { audioTitle: 'Koncept témy', mp3file: '', ...topic }, as.admin)).body.isDraft).toBe(
      true,
    );
    const query = `?category=${encodeURIComponent(topic.category)}&subcategory=${encodeURIComponent(topic.subcategory)}`;
    const titles = async (headers: Record<string, string> = {}) =>
      (await t.call('GET', `/api/audio${query}`, undefined, headers)).body.audios.map((a: { audioTitle: string }) => a.audioTitle);
    expect(await titles()).toEqual(['Zverejnená nahrávka']);
    expect(await titles(as.assistant)).toEqual(['Koncept témy', 'Zverejnená nahrávka']);
  });
});
