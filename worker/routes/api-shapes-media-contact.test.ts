import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audio, contactMessages } from '../../db/schema';
import { bearer, createAccount, loginToken } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The answers as spec sections 3 and 7 shape them, for the clients of the shop this replaces (issue 10, point 8):
 * every id is text, `/all` is `{ products }` with reviews and related titles, `related*` is `{ id, name }` or `''`,
 * `/api/audio` answers every recording unless asked for pages, contact answers "ok", the counter the number.
 * Each test builds its own app and data.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/audio', () => {
  async function recordings(n: number) {
    const rows = Array.from({ length: n }, (_, i) => ({
      audioTitle: `Nahrávka ${String(i + 1).padStart(2, '0')}`,
      category: i % 2 ? 'Štúdium života' : 'Slová života',
      subcategory: 'Téma',
      mp3file: '',
    }));
    await t.db.insert(audio).values(rows);
  }

  it('answers every recording without pageSize (the listening room needs them all), by title', async () => {
    await recordings(78);
    const r = await t.call('GET', '/api/audio');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ page: 1, pages: 1 });
    expect(r.body.audios).toHaveLength(78);
    expect(r.body.audios[0].audioTitle).toBe('Nahrávka 01');
    expect(r.body.audios[77].audioTitle).toBe('Nahrávka 78');
    // A page number alone asks for no pages: still all of them.
    expect((await t.call('GET', '/api/audio?pageNumber=2')).body.audios).toHaveLength(78);
    // Filters still apply.
    expect((await t.call('GET', `/api/audio?category=${encodeURIComponent('Slová života')}`)).body.audios).toHaveLength(39);
  });

  it('pages when pageSize is given (the admin list asks for 20)', async () => {
    await recordings(45);
    const first = await t.call('GET', '/api/audio?pageNumber=1&pageSize=20');
    expect(first.body).toMatchObject({ page: 1, pages: 3 });
    expect(first.body.audios.map((a: { audioTitle: string }) => a.audioTitle)[0]).toBe('Nahrávka 01');
    expect(first.body.audios).toHaveLength(20);
    const last = await t.call('GET', '/api/audio?pageNumber=3&pageSize=20');
    expect(last.body.audios.map((a: { audioTitle: string }) => a.audioTitle)).toEqual([
      'Nahrávka 41',
      'Nahrávka 42',
      'Nahrávka 43',
      'Nahrávka 44',
      'Nahrávka 45',
    ]);
    for (const bad of ['pageSize=0', 'pageSize=101', 'pageSize=abc']) {
      const r = await t.call('GET', `/api/audio?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.message).toMatch(/strany/);
    }
  });

  it('video and banner lists keep their default page of 20', async () => {
    const admin = await loginToken(t, await createAccount(t, { role: 'admin' }));
    for (let i = 0; i < 21; i++) expect((await t.call('POST', '/api/video', undefined, bearer(admin))).status).toBe(201);
    // New videos are drafts, which the staff's list shows (visitors' lists hold none: drafts.test.ts).
    expect((await t.call('GET', '/api/video', undefined, bearer(admin))).body).toMatchObject({ page: 1, pages: 2 });
    expect((await t.call('GET', '/api/video', undefined, bearer(admin))).body.videos).toHaveLength(20);
  });
});

describe('contact and counter answers', () => {
  it('POST /api/auth/contact answers the JSON string "ok" and stores the message', async () => {
    const res = await t.app.request('/api/auth/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contactForm: { name: 'Peter', email: 'peter@example.sk', emailMessage: 'Máte Život viery?' } }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe('"ok"');
    expect(await t.db.select({ email: contactMessages.email, message: contactMessages.message }).from(contactMessages)).toEqual([
      { email: 'peter@example.sk', message: 'Máte Život viery?' },
    ]);
  });

  it('GET /api/counter/count answers the visit count as a JSON number, to admins only', async () => {
    for (let i = 0; i < 4; i++) expect((await t.call('PUT', '/api/counter/increase')).status).toBe(200);
    const admin = await loginToken(t, await createAccount(t, { role: 'admin' }));
    const res = await t.app.request('/api/counter/count', { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('4');
    expect((await t.call('GET', '/api/counter/count')).status).toBe(401);
    const customer = await loginToken(t, await createAccount(t));
    expect((await t.call('GET', '/api/counter/count', undefined, bearer(customer))).status).toBe(403);
  });
});
