import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAudio, getBanner, getVideo } from '../../db/queries/media/media';
import { MEDIA_MESSAGES } from '../domain/media-admin';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
});
afterAll(() => t.close());

const resources = [
  {
    name: 'audio',
    get: (db: TestApp['db'], id: number) => getAudio(db, id, { drafts: true }),
    empty: { audioTitle: '', mp3file: '', category: '', subcategory: '' },
    edit: {
      audioTitle: '  Slovo života 1 ',
      mp3file: 'https://drive.google.com/file/d/abc/preview',
      category: 'Slovo života',
      subcategory: 'Genezis',
    },
    stored: {
      audioTitle: 'Slovo života 1',
      mp3file: 'https://drive.google.com/file/d/abc/preview',
      category: 'Slovo života',
      subcategory: 'Genezis',
    },
    missing: MEDIA_MESSAGES.audioNotFound,
  },
  {
    name: 'video',
    get: (db: TestApp['db'], id: number) => getVideo(db, id, { drafts: true }),
    empty: { videoTitle: '', code: '' },
    edit: { videoTitle: 'Agapé', code: 'dQw4w9WgXcQ' },
    stored: { videoTitle: 'Agapé', code: 'dQw4w9WgXcQ' },
    missing: MEDIA_MESSAGES.videoNotFound,
  },
  {
    name: 'banner',
    get: (db: TestApp['db'], id: number) => getBanner(db, id, { drafts: true }),
    empty: { bannerTitle: '', image: '', category: '' },
    edit: { bannerTitle: 'Nové knihy', image: '/uploads/img/0a1b2c.png', category: 'Knihy' },
    stored: { bannerTitle: 'Nové knihy', image: '/uploads/img/0a1b2c.png', category: 'Knihy' },
    missing: MEDIA_MESSAGES.bannerNotFound,
  },
] as const;

describe.each(resources)('/api/$name writes', (r) => {
  it.each(['admin', 'assistant'] as const)('as %s: creates an empty draft, stores an edit that publishes it, deletes it', async (role) => {
    const created = await t.call('POST', `/api/${r.name}`, undefined, as[role]);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _id: expect.stringMatching(/^[1-9]\d*$/), ...r.empty, isDraft: true });
    const id = Number(created.body._id);
    expect(await r.get(t.db, id)).toMatchObject({ ...r.empty, isDraft: true });

    const updated = await t.call('PUT', `/api/${r.name}/${id}`, { _id: 999999, ...r.edit }, as[role]);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toEqual({ _id: String(id), ...r.stored, isDraft: false });
    expect(await r.get(t.db, id)).toMatchObject({ ...r.stored, isDraft: false });
    expect((await t.call('GET', `/api/${r.name}/${id}`)).body).toEqual({ _id: String(id), ...r.stored, isDraft: false });

    const deleted = await t.call('DELETE', `/api/${r.name}/${id}`, undefined, as[role]);
    expect(deleted).toMatchObject({ status: 200, body: { message: MEDIA_MESSAGES.deleted } });
    expect(await r.get(t.db, id)).toBeUndefined();
  });

  it('answers 404 for an unknown record and 400 for a bad id, writing nothing', async () => {
    const put = await t.call('PUT', `/api/${r.name}/987654`, r.edit, as.admin);
    expect(put).toMatchObject({ status: 404, body: { message: r.missing } });
    expect(await r.get(t.db, 987654)).toBeUndefined();
    const del = await t.call('DELETE', `/api/${r.name}/987654`, undefined, as.admin);
    expect(del).toMatchObject({ status: 404, body: { message: r.missing } });
    expect((await t.call('PUT', `/api/${r.name}/abc`, r.edit, as.admin)).status).toBe(400);
  });

  it('refuses a visitor (401) and a customer (403) on every write, storing nothing', async () => {
    const { body } = await t.call('POST', `/api/${r.name}`, undefined, as.admin);
    const id = Number(body._id);
    for (const [headers, status] of [
      [{}, 401],
      [as.customer, 403],
    ] as const) {
      expect((await t.call('POST', `/api/${r.name}`, undefined, headers)).status).toBe(status);
      const put = await t.call('PUT', `/api/${r.name}/${id}`, r.edit, headers);
      expect(put.status).toBe(status);
      expect(typeof put.body.message).toBe('string');
      expect((await t.call('DELETE', `/api/${r.name}/${id}`, undefined, headers)).status).toBe(status);
    }
    expect(await r.get(t.db, id)).toMatchObject(r.empty);
  });
});

describe('validation of the edits', () => {
  async function fresh(name: string) {
    return Number((await t.call('POST', `/api/${name}`, undefined, as.admin)).body._id);
  }

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('stores the full YouTube address %s as its code', async (address) => {
    const id = await fresh('video');
    const r = await t.call('PUT', `/api/video/${id}`, { videoTitle: 'Video', code: address }, as.assistant);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe('dQw4w9WgXcQ');
    expect((await getVideo(t.db, id, { drafts: true }))?.code).toBe('dQw4w9WgXcQ');
  });

  it('refuses a 12-character code with a Slovak message and stores nothing', async () => {
    const id = await fresh('video');
    const r = await t.call('PUT', `/api/video/${id}`, { videoTitle: 'Video', code: 'dQw4w9WgXcQX' }, as.admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Kód videa má 11 znakov/);
    expect(await getVideo(t.db, id, { drafts: true })).toMatchObject({ videoTitle: '', code: '' });
  });

  it.each(['http://drive.google.com/x', 'https://drive.google.com/x" onload="alert(1)', 'javascript:alert(1)'])(
    'refuses the audio link %s and stores nothing',
    async (mp3file) => {
      const id = await fresh('audio');
      const r = await t.call('PUT', `/api/audio/${id}`, { audioTitle: 'Nahrávka', mp3file, category: 'A', subcategory: 'B' }, as.admin);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^Linka z Google drive musí začínať https:\/\//);
      expect(await getAudio(t.db, id, { drafts: true })).toMatchObject({ audioTitle: '', mp3file: '' });
    },
  );

  it('refuses a banner image that is not an uploaded path, a missing field, a too long title and broken JSON', async () => {
    const id = await fresh('banner');
    const bad = [
      { bannerTitle: 'B', image: 'https://evil.example/x.png', category: '' },
      { bannerTitle: 'B', category: '' },
      { bannerTitle: 'x'.repeat(201), image: '', category: '' },
    ];
    for (const body of bad) {
      const r = await t.call('PUT', `/api/banner/${id}`, body, as.admin);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/[áéíóúčďľňšťžý]|Obrázok|Názov/);
    }
    const broken = await t.call('PUT', `/api/banner/${id}`, '{"bannerTitle":', as.admin);
    expect(broken).toMatchObject({ status: 400, body: { message: 'Telo požiadavky nie je platný JSON.' } });
    expect(await getBanner(t.db, id, { drafts: true })).toMatchObject({ bannerTitle: '', image: '', category: '' });
  });
});
