import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertCatalogue } from '../test-support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.db);
});
afterAll(() => t.close());

describe('audio, video and banner lists', () => {
  it('lists audio filtered by category', async () => {
    const r = await t.call('GET', `/api/audio?category=${encodeURIComponent('Štúdium života')}`);
    expect(r.status).toBe(200);
    expect(r.body.audios.map((a: any) => a.audioTitle)).toEqual(['Štúdium života – Genezis 1']);
    expect(r.body).toMatchObject({ page: 1, pages: 1 });
  });

  it('sorts videos by title and finds by keyword', async () => {
    const r = await t.call('GET', '/api/video');
    expect(r.body.videos.map((v: any) => v.videoTitle)).toEqual(['Agapé', 'Zjavenie']);
    const k = await t.call('GET', '/api/video?keyword=zjav');
    expect(k.body.videos).toHaveLength(1);
    const pct = await t.call('GET', '/api/video?keyword=%25');
    expect(pct.body.videos).toHaveLength(0);
  });

  it('gets one item or answers 404/400', async () => {
    const list = await t.call('GET', '/api/banner');
    const id = list.body.banners[0]._id;
    expect((await t.call('GET', `/api/banner/${id}`)).body.bannerTitle).toBe('Nové knihy');
    expect((await t.call('GET', '/api/video/12345')).status).toBe(404);
    expect((await t.call('GET', '/api/audio/x')).status).toBe(400);
  });
});
