import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Writes to pre-rendered content ask for a republish; refusals do not; staff read the state. */
let t: TestApp;
const as: Record<'admin' | 'assistant' | 'customer', Record<string, string>> = { admin: {}, assistant: {}, customer: {} };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'assistant', 'customer'] as const) as[role] = bearer(await loginToken(t, await createAccount(t, { role })));
});
afterAll(() => t.close());

/** The republish requests made by one step (the list is shared by the whole file). */
async function publishedBy(step: () => Promise<unknown>): Promise<string[]> {
  const before = t.published.length;
  await step();
  return t.published.slice(before);
}

/** Per kind: an edit that keeps the new record a draft (no link or image) and one that publishes it. */
const EDITS = {
  audio: {
    draft: { audioTitle: 'A', mp3file: '', category: '', subcategory: '' },
    complete: { audioTitle: 'A', mp3file: 'https://drive.google.com/file/d/a/preview', category: '', subcategory: '' },
  },
  video: { draft: { videoTitle: 'V', code: '' }, complete: { videoTitle: 'V', code: 'dQw4w9WgXcQ' } },
  banner: {
    draft: { bannerTitle: 'B', image: '', category: '' },
    complete: { bannerTitle: 'B', image: '/uploads/banners/b.png', category: '' },
  },
} as const;

describe('media writes republish the site', () => {
  for (const kind of ['audio', 'video', 'banner'] as const) {
    it(`${kind}: a new draft and its incomplete edit ask nothing; the edit that publishes it and the delete ask once; refusals ask nothing`, async () => {
      let id = '';
      expect(
        await publishedBy(async () => {
          const res = await t.call('POST', `/api/${kind}`, undefined, as.assistant);
          expect(res.status).toBe(201);
          id = res.body._id;
        }),
      ).toEqual([]);
      const edit = kind === 'audio' ? { audioTitle: 'A' } : kind === 'video' ? { videoTitle: 'V', code: 'x' } : { bannerTitle: 1 };
      expect(
        await publishedBy(async () => expect((await t.call('PUT', `/api/${kind}/${id}`, edit, as.assistant)).status).toBe(400)),
      ).toEqual([]);
      expect(
        await publishedBy(async () =>
          expect((await t.call('PUT', `/api/${kind}/${id}`, EDITS[kind].draft, as.assistant)).body.isDraft).toBe(true),
        ),
      ).toEqual([]);
      expect(
        await publishedBy(async () =>
          expect((await t.call('PUT', `/api/${kind}/${id}`, EDITS[kind].complete, as.assistant)).body.isDraft).toBe(false),
        ),
      ).toEqual([kind]);
      // Published stays published: a later edit without the link still republishes (the pages leave such a record off).
      expect(
        await publishedBy(async () =>
          expect((await t.call('PUT', `/api/${kind}/${id}`, EDITS[kind].draft, as.assistant)).body.isDraft).toBe(false),
        ),
      ).toEqual([kind]);
      expect(
        await publishedBy(async () => expect((await t.call('POST', `/api/${kind}`, undefined, as.customer)).status).toBe(403)),
      ).toEqual([]);
      expect(
        await publishedBy(async () => expect((await t.call('DELETE', `/api/${kind}/${id}`, undefined, as.assistant)).status).toBe(200)),
      ).toEqual([kind]);
      expect(
        await publishedBy(async () => expect((await t.call('DELETE', `/api/${kind}/${id}`, undefined, as.assistant)).status).toBe(404)),
      ).toEqual([]);
    });
  }
});

describe('GET/POST /api/publish', () => {
  it('staff read the state; visitors and customers may not', async () => {
    expect((await t.call('GET', '/api/publish')).status).toBe(401);
    expect((await t.call('GET', '/api/publish', undefined, as.customer)).status).toBe(403);
    const res = await t.call('GET', '/api/publish', undefined, as.assistant);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ phase: expect.any(String), progress: null });
  });

  it('an admin can ask for a republish (e.g. after a failed one); an assistant cannot', async () => {
    expect(await publishedBy(async () => expect((await t.call('POST', '/api/publish', undefined, as.assistant)).status).toBe(403))).toEqual(
      [],
    );
    expect(await publishedBy(async () => expect((await t.call('POST', '/api/publish', undefined, as.admin)).status).toBe(202))).toEqual([
      'manual',
    ]);
    expect((await t.call('GET', '/api/publish', undefined, as.admin)).body).toMatchObject({ phase: 'waiting', reason: 'manual' });
  });
});
